/* Device variables (__device__, __constant__): registered by the
 * program's module constructor, reached by hipMemcpyToSymbol and the
 * like. Each device has its own copy (the code object is placed in each
 * device's memory), as on real GPUs. */
#include "hip/hip_rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/vec.h"

void __hipRegisterVar(void **modules, void *var, char *host_name, const char *dev_name, int ext,
                      size_t size, int constant, int global);

void __hipRegisterVar(void **modules, void *var, char *host_name, const char *dev_name, int ext,
                      size_t size, int constant, int global)
{
    (void)host_name, (void)ext, (void)size, (void)constant, (void)global;
    hip_rt *rt = hip_rt_lock();
    hip_module *mod = (hip_module *)modules;
    hip_var v = {var, mod, amdgpu_codeobj_find_var(mod->co, dev_name), strdup(dev_name)};
    if (!v.name) hip_rt_oom("__hipRegisterVar");
    VEC_PUSH(rt->vars, rt->nvars, rt->varcap, v, "HIP variables");
    hip_rt_unlock(rt);
}

int hip_rt_var_addr(hip_rt *rt, hip_module *mod, const struct amdgpu_codeobj_var *v, uint32_t dev,
                    uint64_t *addr, const char *fn)
{
    uint64_t delta;
    char err[ERR_LEN];
    if (mgpu_place_code(rt->m, dev, mod->co, &delta, err, sizeof err) < 0) hip_rt_fatal(fn, err);
    *addr = v->addr + delta;
    if (!hip_rt_find(rt, (const void *)(uintptr_t)*addr, v->size ? v->size : 1)) {
        hip_alloc a = {*addr, v->size ? v->size : 1, dev, HIP_MEM_DEVICE, false, NULL, false, false};
        VEC_PUSH(rt->allocs, rt->nallocs, rt->alloccap, a, "HIP allocations");
    }
    return 0;
}

/* The registered variable named by its host shadow, on the current
 * device: its device address and size. */
static hipError_t resolve(hip_rt *rt, const void *sym, uint64_t *addr, uint64_t *size,
                          const char *fn)
{
    for (uint32_t i = 0; i < rt->nvars; i++) {
        hip_var *v = &rt->vars[i];
        if (v->host != sym) continue;
        if (!v->v) {
            char m[300];
            snprintf(m, sizeof m, "variable %s is not in the %s code object", v->name,
                     amdgpu_isa_name(mgpu_device_info(rt->m, 0).isa));
            hip_rt_fatal(fn, m);
        }
        *size = v->v->size;
        return hip_rt_var_addr(rt, v->mod, v->v, hip_rt_device(rt), addr, fn) < 0
                   ? hipErrorInvalidSymbol
                   : hipSuccess;
    }
    return hipErrorInvalidSymbol;
}

hipError_t hipGetSymbolAddress(void **ptr, const void *sym)
{
    hip_rt *rt = hip_rt_lock();
    uint64_t a, n;
    hipError_t e = ptr ? resolve(rt, sym, &a, &n, "hipGetSymbolAddress") : hipErrorInvalidValue;
    if (e == hipSuccess) *ptr = (void *)(uintptr_t)a;
    return hip_rt_ret(rt, e);
}

hipError_t hipGetSymbolSize(size_t *size, const void *sym)
{
    hip_rt *rt = hip_rt_lock();
    uint64_t a, n;
    hipError_t e = size ? resolve(rt, sym, &a, &n, "hipGetSymbolSize") : hipErrorInvalidValue;
    if (e == hipSuccess) *size = n;
    return hip_rt_ret(rt, e);
}

/* The copy itself goes through hipMemcpy/hipMemcpyAsync (their kinds and
 * checks); the lock is recursive. */
static hipError_t sym_copy(const void *sym, void *host, size_t n, size_t off, bool to,
                           hipMemcpyKind kind, hipStream_t s, bool async, const char *fn)
{
    hip_rt *rt = hip_rt_lock();
    uint64_t a, size;
    hipError_t e = resolve(rt, sym, &a, &size, fn);
    if (e == hipSuccess && (off > size || n > size - off)) e = hipErrorInvalidValue;
    if (e != hipSuccess) return hip_rt_ret(rt, e);
    void *dev = (void *)(uintptr_t)(a + off);
    if (kind == hipMemcpyHostToDevice || kind == hipMemcpyDeviceToHost) kind = hipMemcpyDefault;
    e = async ? hipMemcpyAsync(to ? dev : host, to ? host : dev, n, kind, s)
              : hipMemcpy(to ? dev : host, to ? host : dev, n, kind);
    return hip_rt_ret(rt, e);
}

hipError_t hipMemcpyToSymbol(const void *sym, const void *src, size_t n, size_t off,
                             hipMemcpyKind kind)
{
    return sym_copy(sym, (void *)src, n, off, true, kind, NULL, false, "hipMemcpyToSymbol");
}

hipError_t hipMemcpyFromSymbol(void *dst, const void *sym, size_t n, size_t off,
                               hipMemcpyKind kind)
{
    return sym_copy(sym, dst, n, off, false, kind, NULL, false, "hipMemcpyFromSymbol");
}

hipError_t hipMemcpyToSymbolAsync(const void *sym, const void *src, size_t n, size_t off,
                                  hipMemcpyKind kind, hipStream_t s)
{
    return sym_copy(sym, (void *)src, n, off, true, kind, s, true, "hipMemcpyToSymbolAsync");
}

hipError_t hipMemcpyFromSymbolAsync(void *dst, const void *sym, size_t n, size_t off,
                                    hipMemcpyKind kind, hipStream_t s)
{
    return sym_copy(sym, dst, n, off, false, kind, s, true, "hipMemcpyFromSymbolAsync");
}
