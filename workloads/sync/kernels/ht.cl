/* ht: chained hash-table insertion under per-bucket spin locks (the
 * critical section of Figure 1a of the BOWS paper, from CUDA by Example).
 * Work-item g inserts entries g*per .. g*per+per-1 (below n): entry i
 * goes to the head of its bucket's chain, next[i] = the old head. */
#include "sync_lock.h"

__kernel void sync_ht(__global int *locks, __global int *heads, __global int *next,
                      __global const uint *keys, uint n, uint buckets, uint per)
{
    uint g = get_global_id(0);
    for (uint k = 0; k < per; k++) {
        uint i = g * per + k;
        if (i >= n) break;
        uint b = keys[i] % buckets;
        volatile __global int *head = &heads[b];
        int done = 0;
        while (!done) {
            if (try_lock(&locks[b])) {
                atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire,
                                       memory_scope_device);
                ((volatile __global int *)next)[i] = *head;
                *head = (int)i;
                unlock(&locks[b]);
                done = 1;
            }
            OPAQUE(done);
        }
    }
}
