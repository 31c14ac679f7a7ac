/* workloads/det/kernels/det_atomic.h - float atomic add for gfx803 kernels. GCN3 has
 * no float atomic add in global memory, so, as real GPU codes do, it is a
 * compare-and-swap loop on the bits: clang emits flat_atomic_cmpswap with
 * a returned value (glc). The value that ends up in memory depends on the
 * order in which the successful swaps reach the L2: float addition is not
 * associative, which is what makes these workloads order-sensitive. */
#ifndef DET_KERNELS_DET_ATOMIC_H
#define DET_KERNELS_DET_ATOMIC_H

static inline void det_atomic_add_f32(volatile __global float *p, float v)
{
    volatile __global uint *u = (volatile __global uint *)p;
    uint seen = *u, want;
    do {
        want = seen;
        seen = atomic_cmpxchg(u, want, as_uint(as_float(want) + v));
    } while (seen != want);
}

#endif
