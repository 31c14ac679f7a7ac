/* atm: bank transfers under two nested spin locks (Figure 6a of the BOWS
 * paper; ATM of Fung et al.): transaction t moves amount from src to
 * dst. The lower-numbered account's lock is taken first and a failed
 * second lock releases the first, so lanes of one wavefront that lock
 * each other's accounts cannot repeat the same failure forever. */
#include "sync_lock.h"

__kernel void sync_atm(__global int *locks, __global int *bal, __global const uint *txn,
                       uint n, uint per)
{
    uint g = get_global_id(0);
    for (uint k = 0; k < per; k++) {
        uint t = g * per + k;
        if (t >= n) break;
        uint src = txn[3 * t], dst = txn[3 * t + 1];
        int amount = (int)txn[3 * t + 2];
        uint a = min(src, dst), b = max(src, dst);
        volatile __global int *bv = bal;
        int done = 0;
        while (!done) {
            if (try_lock(&locks[a])) {
                if (try_lock(&locks[b])) {
                    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire,
                                           memory_scope_device);
                    bv[src] = bv[src] - amount;
                    bv[dst] = bv[dst] + amount;
                    unlock(&locks[b]);
                    unlock(&locks[a]);
                    done = 1;
                } else {
                    unlock(&locks[a]);
                }
            }
            OPAQUE(done);
        }
    }
}
