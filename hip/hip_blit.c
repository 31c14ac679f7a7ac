/* Same-device copies as a copy kernel on the CUs (hip_blit.h: what ROCm's
 * runtime does, and where it says so). */
#include "hip/hip_blit.h"

#include <stdlib.h>

#include "hip/hip_rt.h"
#include "util/vec.h"

void hip_blit_shape(uint64_t n, uint64_t dst, uint64_t src, uint32_t cus, bool *wide,
                    uint32_t *grid, uint32_t *wg)
{
    /* the runtime: 16-byte elements when both ends allow them, a partial
     * last element rounded up, one workgroup per CU at most (it strides),
     * the grid a whole number of workgroups */
    *wide = dst % 16 == 0 && src % 16 == 0;
    uint64_t esize = *wide ? 16 : 4, items = (n + esize - 1) / esize;
    *wg = *wide ? 512 : 1024;
    uint64_t g = (uint64_t)(cus ? cus : 1) * *wg;
    if (items < g) g = items;
    g = (g + *wg - 1) / *wg * *wg;
    *grid = (uint32_t)g;
}

/* The copy kernel's code object for dev's ISA, loaded once; NULL: none. */
static const struct amdgpu_codeobj *blit_code(hip_rt *rt, uint32_t dev, const char *fn)
{
    amdgpu_isa isa = mgpu_device_info(rt->m, dev).isa;
    if (isa < 0 || isa >= AMDGPU_ISA_COUNT) return NULL;
    if (rt->blit[isa]) return rt->blit[isa];
    const unsigned char *code = isa == AMDGPU_ISA_GFX803   ? hip_blit_code_gfx803
                                : isa == AMDGPU_ISA_GFX940 ? hip_blit_code_gfx940
                                                           : NULL;
    size_t len = isa == AMDGPU_ISA_GFX803 ? hip_blit_code_gfx803_len : hip_blit_code_gfx940_len;
    if (!code) return NULL;
    char err[ERR_LEN];
    if (amdgpu_codeobj_load_mem(code, len, "the runtime's copy kernel", &rt->blit[isa], err) < 0)
        hip_rt_fatal(fn, err);
    return rt->blit[isa];
}

bool hip_blit_copy(hip_rt *rt, uint32_t dev, uint64_t dst, uint64_t src, uint64_t n,
                   const char *fn)
{
    const struct amdgpu_codeobj *co = blit_code(rt, dev, fn);
    if (!co) return false;
    char err[ERR_LEN];
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, "hip_blit_copy", err);
    if (!k) hip_rt_fatal(fn, err);
    bool wide;
    uint32_t grid[3] = {1, 1, 1}, wg[3] = {1, 1, 1};
    hip_blit_shape(n, dst, src, mgpu_device_info(rt->m, dev).cus, &wide, &grid[0], &wg[0]);
    uint32_t w = wide, step = grid[0];
    const amdgpu_argval args[5] = {
        {&src, 8, 0}, {&dst, 8, 0}, {&n, 8, 0}, {&w, 4, 0}, {&step, 4, 0},
    };
    if (mgpu_enqueue_launch(rt->m, dev, co, k, 1, grid, wg, NULL, args, 5, err, sizeof err) < 0)
        hip_rt_fatal(fn, err);
    hip_launch_rec r = {"hip_blit_copy", dev, {grid[0] / wg[0], 1, 1}, {wg[0], 1, 1}, {0}, false};
    VEC_PUSH(rt->recs, rt->nrecs, rt->reccap, r, "HIP launch records");
    rt->pending++;
    return true;
}
