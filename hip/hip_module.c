/* The module API: code objects the program loads itself (hipModuleLoad
 * of a .hsaco or of an offload bundle as hipcc --genco writes it),
 * functions and globals looked up by name, hipModuleLaunchKernel with
 * kernelParams or an "extra" kernarg buffer (the function queries and
 * occupancy: hip_occ.c). */
#include "hip/hip_rt.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/bundle.h"
#include "util/vec.h"
#include "util/err.h"

/* The code object in buf: itself, or the entry of a bundle for the
 * platform's ISA (gpu.isa). */
static hipError_t load(hip_rt *rt, hipModule_t *out, const void *buf, size_t size,
                       const char *label, const char *fn)
{
    amdgpu_isa isa = mgpu_device_info(rt->m, 0).isa;
    const void *code = buf;
    size_t n = size;
    char err[ERR_LEN], e2[ERR_LEN];
    hip_module *mod = calloc(1, sizeof *mod);
    if (!mod) hip_rt_oom(fn);
    if (amdgpu_bundle_is(buf, size) &&
        amdgpu_bundle_find(buf, size, label, isa, &code, &n, mod->triple, sizeof mod->triple,
                           err, sizeof err) < 0)
        hip_rt_fatal(fn, err);
    /* not a code object (a text file, a host ELF): an error the program
     * can handle, as HIP's; said on stderr too, since the code alone does
     * not tell why (before: the program was killed) */
    if (amdgpu_codeobj_load_mem(code, n, label, &mod->co, e2) < 0) {
        fprintf(stderr, "mgsim: %s: %s\n", fn, e2);
        free(mod);
        return hipErrorInvalidImage;
    }
    *out = (hipModule_t)mod;
    return hipSuccess;
}

hipError_t hipModuleLoad(hipModule_t *module, const char *fname)
{
    hip_rt *rt = hip_rt_lock();
    if (!module || !fname) return hip_rt_ret(rt, hipErrorInvalidValue);
    FILE *f = fopen(fname, "rb");
    if (!f) return hip_rt_ret(rt, hipErrorFileNotFound);
    uint8_t *buf = NULL;
    size_t n = 0, cap = 0, got;
    do {
        VEC_RESERVE(buf, cap, n + 65536, "hipModuleLoad file");
        got = fread(buf + n, 1, cap - n, f);
        n += got;
    } while (got);
    fclose(f);
    hipError_t e = load(rt, module, buf, n, fname, "hipModuleLoad");
    free(buf);
    return hip_rt_ret(rt, e);
}

/* The size of an in-memory image the API gives no size for: an ELF's
 * extent from its header (section headers last, as the linker writes
 * them), a bundle's from its entries. */
static size_t image_size(const void *image)
{
    const uint8_t *b = image;
    if (amdgpu_bundle_is(image, AMDGPU_BUNDLE_MAGIC_LEN)) {
        uint64_t ext = 0;
        return amdgpu_bundle_extent(image, SIZE_MAX / 2, "image", &ext, NULL, 0) < 0 ? 0 : ext;
    }
    if (memcmp(b, "\177ELF", 4)) return 0;
    uint64_t shoff, ext;
    uint16_t shentsize, shnum;
    memcpy(&shoff, b + 0x28, 8);
    memcpy(&shentsize, b + 0x3a, 2);
    memcpy(&shnum, b + 0x3c, 2);
    ext = shoff + (uint64_t)shentsize * shnum;
    return ext < (1ull << 32) ? (size_t)ext : 0;
}

hipError_t hipModuleLoadData(hipModule_t *module, const void *image)
{
    hip_rt *rt = hip_rt_lock();
    if (!module || !image) return hip_rt_ret(rt, hipErrorInvalidValue);
    size_t n = image_size(image);
    if (!n) return hip_rt_ret(rt, hipErrorInvalidImage);
    return hip_rt_ret(rt, load(rt, module, image, n, "hipModuleLoadData image",
                               "hipModuleLoadData"));
}

hipError_t hipModuleUnload(hipModule_t module)
{
    (void)module; /* launches may still refer to it until the next drain */
    return hipSuccess;
}

hipError_t hipModuleGetFunction(hipFunction_t *function, hipModule_t module, const char *name)
{
    hip_rt *rt = hip_rt_lock();
    if (!function || !module || !name) return hip_rt_ret(rt, hipErrorInvalidValue);
    hip_module *mod = (hip_module *)module;
    char err[ERR_LEN];
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(mod->co, name, err);
    if (!k) return hip_rt_ret(rt, hipErrorNotFound);
    hip_func *f = calloc(1, sizeof *f);
    if (!f || !(f->name = strdup(name))) hip_rt_oom("hipModuleGetFunction");
    f->mod = mod;
    f->k = k;
    *function = (hipFunction_t)f;
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipModuleGetGlobal(hipDeviceptr_t *dptr, size_t *bytes, hipModule_t module,
                              const char *name)
{
    hip_rt *rt = hip_rt_lock();
    if (!module || !name) return hip_rt_ret(rt, hipErrorInvalidValue);
    hip_module *mod = (hip_module *)module;
    const struct amdgpu_codeobj_var *v = amdgpu_codeobj_find_var(mod->co, name);
    if (!v) return hip_rt_ret(rt, hipErrorNotFound);
    uint64_t a;
    hip_rt_var_addr(rt, mod, v, hip_rt_device(rt), &a, "hipModuleGetGlobal");
    if (dptr) *dptr = (hipDeviceptr_t)(uintptr_t)a;
    if (bytes) *bytes = v->size;
    return hip_rt_ret(rt, hipSuccess);
}

/* extra: {HIP_LAUNCH_PARAM_BUFFER_POINTER, buf, HIP_LAUNCH_PARAM_BUFFER_SIZE,
 * &size, HIP_LAUNCH_PARAM_END}. */
static const uint8_t *extra_buffer(void **extra, const struct amdgpu_kernel *k)
{
    const uint8_t *buf = NULL;
    size_t size = 0;
    for (size_t i = 0; extra && extra[i] != HIP_LAUNCH_PARAM_END; i += 2) {
        if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_POINTER) buf = extra[i + 1];
        else if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_SIZE) size = *(const size_t *)extra[i + 1];
        else return NULL;
    }
    size_t need = 0;
    for (size_t i = 0; i < amdgpu_explicit_args(k); i++)
        if (k->args[i].offset + k->args[i].size > need) need = k->args[i].offset + k->args[i].size;
    return buf && size >= need ? buf : NULL;
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned gx, unsigned gy, unsigned gz,
                                 unsigned bx, unsigned by, unsigned bz, unsigned shmem,
                                 hipStream_t stream, void **params, void **extra)
{
    hip_rt *rt = hip_rt_lock();
    const hip_func *fn = (const hip_func *)f;
    if (!fn) return hip_rt_ret(rt, hipErrorInvalidResourceHandle);
    const uint8_t *kernarg = params ? NULL : extra_buffer(extra, fn->k);
    if (!params && !kernarg && amdgpu_explicit_args(fn->k))
        return hip_rt_ret(rt, hipErrorInvalidValue);
    dim3 g = {gx, gy, gz}, b = {bx, by, bz};
    return hip_rt_ret(rt, hip_rt_launch(rt, fn, g, b, params, kernarg, shmem, stream,
                                        "hipModuleLaunchKernel"));
}
