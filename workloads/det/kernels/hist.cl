/* Integer histogram with atomic adds (workloads/det/det_hist.c): the control. The
 * counts do not depend on the order of the adds. */
__kernel void det_hist(__global const uint *in, volatile __global uint *hist, uint n,
                       uint nbins)
{
    uint i = get_global_id(0);
    if (i < n) atomic_add(&hist[in[i] % nbins], 1u);
}
