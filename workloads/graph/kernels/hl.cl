/* A histogram with L coalesced loads per element (workloads/graph/graph_hl.c): the
 * element's bin is the sum of L input words read in rows (row k of n
 * words, so each load is one coalesced request per 64 bytes), then one
 * no-return atomic add. L sets the share of atomics among the global
 * requests (the LAB paper's ATGR). */
__kernel void lab_hl_comm(__global const uint *in, volatile __global uint *hist, uint n, uint l,
                          uint nbins)
{
    uint i = get_global_id(0);
    if (i >= n) return;
    uint s = i;
    for (uint k = 0; k < l; k++) s += in[k * n + i];
    atomic_add(&hist[s % nbins], 1u);
}
