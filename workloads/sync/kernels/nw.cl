/* nw: Needleman-Wunsch scores with wavefront-level waiting (the NW of the
 * BOWS paper: a wavefront propagation where younger waves wait for older
 * ones). H is (n+1) x (m+1) ints, row 0 and column 0 set by the host.
 * Work-group g (one wavefront of 64 lanes) owns rows 64g+1 .. 64g+64;
 * lane r owns row i = 64g+r+1 and at step t computes column j = t-r+1,
 * an anti-diagonal sweep: up comes from lane r-1's previous step through
 * LDS, and lane 0's up is the last row of band g-1, which it reads from
 * H after waiting (spinning) until band g-1 has published that column
 * in prog[g-1]. Lane 63 publishes its band's progress every 16 columns
 * and at the end, after a release fence. Only older bands are waited on,
 * so in-order dispatch (or the functional mode's workgroup order) never
 * deadlocks, however few workgroups are resident. */
#include "sync_lock.h"

#define NW_BAND 64
#define NW_PUBLISH 16

static inline int nw_score(uchar a, uchar b) { return a == b ? 2 : -1; }

__kernel __attribute__((reqd_work_group_size(NW_BAND, 1, 1))) void
sync_nw(__global int *H, volatile __global int *prog, __global const uchar *sa,
        __global const uchar *sb, uint n, uint m, int gap)
{
    __local int up_lds[NW_BAND];
    uint g = (uint)get_global_id(0) / NW_BAND, r = get_local_id(0); /* offset-aware */
    uint i = g * NW_BAND + r + 1; /* this lane's row; n is a multiple of 64 */
    uint w = m + 1;
    __global int *row = H + (size_t)i * w, *prev = H + (size_t)(i - 1) * w;
    int left = row[0], diag = prev[0];
    uchar ai = sa[i - 1];
    int avail = g ? 0 : (int)m; /* columns of row i-1 known published (lane 0) */
    for (uint t = 0; t < m + NW_BAND - 1; t++) {
        int j = (int)t - (int)r + 1;
        bool on = j >= 1 && j <= (int)m;
        int up = 0;
        if (on && r == 0) {
            while (avail < j) { /* wavefront-level waiting on band g-1 */
                /* a returning compare-and-swap that never writes (progress
                 * is never -1): LLVM turns an atomic load or atomic_or(p, 0)
                 * into a plain load, and a launch without returning atomics
                 * may run its work-groups on several threads in the
                 * functional mode, whose spin counts would then vary */
                avail = atomic_cmpxchg(&prog[g - 1], -1, -1);
                OPAQUE(avail);
            }
            atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire,
                                   memory_scope_device);
            up = ((volatile __global int *)prev)[j];
        } else if (on) {
            up = up_lds[r - 1];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (on) {
            int h = max(diag + nw_score(ai, sb[j - 1]), max(up - gap, left - gap));
            row[j] = h;
            up_lds[r] = h;
            left = h;
            diag = up;
            if (r == NW_BAND - 1 && (j % NW_PUBLISH == 0 || j == (int)m)) {
                atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release,
                                       memory_scope_device);
                atomic_xchg(&prog[g], j);
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
