/* Float sum reduction through CAS loops (workloads/det/det_sum.c): work-item i adds
 * in[i] to bins[i % nbins]. Each bin is the sum of n / nbins values in
 * the order their swaps reached the L2 bank: order-sensitive. */
#include "det_atomic.h"

__kernel void det_sum(__global const float *in, volatile __global float *bins, uint n,
                      uint nbins)
{
    uint i = get_global_id(0);
    if (i < n) det_atomic_add_f32(&bins[i % nbins], in[i]);
}
