/* Registration of the program's device code (the calls hipcc's module
 * constructor makes before main) and kernel launches: <<<...>>> pushes a
 * configuration the kernel's host stub pops and hands to hipLaunchKernel. */
#include "hip/hip_rt.h"

#include <errno.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/bundle.h"
#include "util/vec.h"
#include "util/err.h"

/* What hipcc's .hipFatBinSegment holds (clang's __hip_fatbin_wrapper). */
typedef struct hip_fatbin_wrapper {
    uint32_t magic; /* "HIPF" */
    uint32_t version;
    const void *binary;
    void *unused;
} hip_fatbin_wrapper;
#define HIP_FATBIN_MAGIC 0x48495046u

void **__hipRegisterFatBinary(const void *data);
void __hipUnregisterFatBinary(void **modules);
void __hipRegisterFunction(void **modules, const void *host, char *dev_fn, const char *dev_name,
                           unsigned thread_limit, void *tid, void *bid, dim3 *block, dim3 *grid,
                           int *wsize);
hipError_t __hipPushCallConfiguration(dim3 grid, dim3 block, size_t shmem, hipStream_t stream);
hipError_t __hipPopCallConfiguration(dim3 *grid, dim3 *block, size_t *shmem, hipStream_t *stream);

/* The bytes from p to the end of the loaded segment holding it: all a
 * bundle reader may look at. */
typedef struct seg_find {
    uintptr_t p;
    size_t avail;
} seg_find;

static int seg_cb(struct dl_phdr_info *info, size_t size, void *user)
{
    (void)size;
    seg_find *s = user;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_LOAD) continue;
        uintptr_t lo = info->dlpi_addr + ph->p_vaddr, hi = lo + ph->p_memsz;
        if (s->p >= lo && s->p < hi) {
            s->avail = hi - s->p;
            return 1;
        }
    }
    return 0;
}

void **__hipRegisterFatBinary(const void *data)
{
    hip_rt *rt = hip_rt_lock();
    const char *prog = program_invocation_short_name;
    const hip_fatbin_wrapper *w = data;
    char err[ERR_LEN];
    if (!w || w->magic != HIP_FATBIN_MAGIC) {
        snprintf(err, sizeof err, "%s: not a HIP fat binary wrapper (magic 0x%08x)", prog,
                 w ? w->magic : 0);
        hip_rt_fatal("__hipRegisterFatBinary", err);
    }
    seg_find s = {(uintptr_t)w->binary, 0};
    dl_iterate_phdr(seg_cb, &s);
    if (!s.avail) hip_rt_fatal("__hipRegisterFatBinary", "device code outside any loaded segment");
    hip_module *mod = calloc(1, sizeof *mod);
    const void *code;
    size_t size;
    if (!mod) hip_rt_oom("__hipRegisterFatBinary");
    if (amdgpu_bundle_find(w->binary, s.avail, prog, mgpu_device_info(rt->m, 0).isa, &code, &size,
                           mod->triple, sizeof mod->triple, err, sizeof err) < 0)
        hip_rt_fatal("__hipRegisterFatBinary", err);
    char e2[ERR_LEN];
    if (amdgpu_codeobj_load_mem(code, size, prog, &mod->co, e2) < 0)
        hip_rt_fatal("__hipRegisterFatBinary", e2);
    hip_rt_unlock(rt);
    return (void **)mod;
}

void __hipUnregisterFatBinary(void **modules)
{
    (void)modules; /* the code may still be in flight at exit; the process ends anyway */
}

void __hipRegisterFunction(void **modules, const void *host, char *dev_fn, const char *dev_name,
                           unsigned thread_limit, void *tid, void *bid, dim3 *block, dim3 *grid,
                           int *wsize)
{
    (void)dev_fn, (void)thread_limit, (void)tid, (void)bid, (void)block, (void)grid, (void)wsize;
    hip_rt *rt = hip_rt_lock();
    hip_module *mod = (hip_module *)modules;
    hip_func f = {host, strdup(dev_name), mod, NULL};
    if (!f.name) hip_rt_oom("__hipRegisterFunction");
    char err[ERR_LEN];
    f.k = amdgpu_codeobj_find_kernel(mod->co, dev_name, err); /* NULL: said at launch */
    VEC_PUSH(rt->funcs, rt->nfuncs, rt->funccap, f, "HIP kernels");
    hip_rt_unlock(rt);
}

hipError_t __hipPushCallConfiguration(dim3 grid, dim3 block, size_t shmem, hipStream_t stream)
{
    hip_rt *rt = hip_rt_lock();
    hip_callcfg c = {grid, block, shmem, stream};
    VEC_PUSH(rt->cfgs, rt->ncfgs, rt->cfgcap, c, "HIP launch configurations");
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t __hipPopCallConfiguration(dim3 *grid, dim3 *block, size_t *shmem, hipStream_t *stream)
{
    hip_rt *rt = hip_rt_lock();
    if (!rt->ncfgs) return hip_rt_ret(rt, hipErrorNotInitialized);
    hip_callcfg c = rt->cfgs[--rt->ncfgs];
    *grid = c.grid, *block = c.block, *shmem = c.shmem, *stream = c.stream;
    return hip_rt_ret(rt, hipSuccess);
}

static const hip_func *find_func(const hip_rt *rt, const void *host)
{
    for (uint32_t i = 0; i < rt->nfuncs; i++)
        if (rt->funcs[i].host == host) return &rt->funcs[i];
    return NULL;
}

/* Work-items per dimension; 0 when the grid is empty or too large. */
static unsigned geometry(dim3 nb, dim3 bd, uint32_t grid[3], uint32_t wg[3])
{
    const uint32_t b[3] = {nb.x, nb.y, nb.z}, t[3] = {bd.x, bd.y, bd.z};
    for (int i = 0; i < 3; i++) {
        uint64_t n = (uint64_t)b[i] * t[i];
        if (!n || n > UINT32_MAX) return 0;
        grid[i] = (uint32_t)n;
        wg[i] = t[i];
    }
    return b[2] * t[2] > 1 ? 3 : b[1] * t[1] > 1 ? 2 : 1;
}

hipError_t hip_rt_launch(hip_rt *rt, const hip_func *f, dim3 nblocks, dim3 block, void **args,
                         const uint8_t *kernarg, size_t shmem, hipStream_t stream,
                         const char *fn)
{
    if (!f->k) {
        char err[ERR_LEN];
        snprintf(err, sizeof err, "kernel %s is not in the %s code object", f->name,
                 amdgpu_isa_name(mgpu_device_info(rt->m, 0).isa));
        hip_rt_fatal(fn, err);
    }
    uint32_t grid[3], wg[3];
    unsigned dims = geometry(nblocks, block, grid, wg);
    if (!dims || (uint64_t)wg[0] * wg[1] * wg[2] > 1024 || shmem > 65536)
        return hipErrorInvalidConfiguration;
    /* the kernel's own LDS and the dynamic part together in a CU's 64 KiB
     * (before: the driver refused the launch and the program was killed) */
    if (f->k->group_segment_size + shmem > 65536) return hipErrorInvalidValue;
    size_t n = amdgpu_explicit_args(f->k);
    if (!args && !kernarg && n) return hipErrorInvalidValue;
    amdgpu_argval *v = calloc(n + 1, sizeof *v);
    if (!v) hip_rt_oom(fn);
    for (size_t i = 0; i < n; i++) {
        const struct amdgpu_kernel_arg *a = &f->k->args[i];
        v[i] = (amdgpu_argval){args ? args[i] : kernarg + a->offset, a->size, 0};
    }
    uint32_t dev = hip_rt_stream_dev(rt, stream);
    hip_printf_prepare(rt, f->k, dev, fn); /* its hostcall buffer (device printf) */
    /* a pointer argument into mapped host memory: from now on that memory
     * follows the device (pushed before work, pulled at synchronisation) */
    for (size_t i = 0; i < n; i++) {
        uint64_t p = 0;
        if (v[i].size != 8) continue;
        memcpy(&p, v[i].bytes, 8);
        hip_alloc *a = hip_rt_find(rt, (const void *)(uintptr_t)p, 1);
        if (a && a->kind == HIP_MEM_MAPPED && !a->pcie && !a->touched)
            a->touched = rt->managed = true;
    }
    hip_rt_push_managed(rt, fn);
    char err[ERR_LEN];
    int rc = mgpu_enqueue_launch_lds(rt->m, dev, f->mod->co, f->k, dims, grid, wg, NULL, v, n,
                                     (uint32_t)shmem, err, sizeof err);
    free(v);
    if (rc < 0) hip_rt_fatal(fn, err);
    hip_launch_rec r = {f->name, dev, {nblocks.x, nblocks.y, nblocks.z},
                        {block.x, block.y, block.z}, {0}, false};
    VEC_PUSH(rt->recs, rt->nrecs, rt->reccap, r, "HIP launch records");
    rt->pending++;
    return hipSuccess;
}

hipError_t hipLaunchKernel(const void *host, dim3 nblocks, dim3 block, void **args,
                           size_t shmem, hipStream_t stream)
{
    hip_rt *rt = hip_rt_lock();
    const hip_func *f = find_func(rt, host);
    if (!f) return hip_rt_ret(rt, hipErrorInvalidDeviceFunction);
    return hip_rt_ret(rt, hip_rt_launch(rt, f, nblocks, block, args, NULL, shmem, stream,
                                        "hipLaunchKernel"));
}

const hip_func *hip_rt_func(hip_rt *rt, const void *host) { return find_func(rt, host); }
