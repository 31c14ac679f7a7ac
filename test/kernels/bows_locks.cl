/* Kernels of test/gpu/test_bows.c: a spin lock (the standard GPU pattern
 * that avoids intra-wavefront deadlock: the release sits inside the
 * retry loop) and a plain counted ALU loop (no spinning). */

/* The loop's exit flag, hidden from the optimiser: without it LLVM moves
 * the critical section after the retry loop (the loop then exits only
 * when the lock is taken), which is the SIMT deadlock on a GPU whose
 * lanes reconverge after the loop. */
#define OPAQUE(x) __asm__ volatile("" : "+v"(x))

/* Every work-item takes the one lock iters times and increments *count
 * under it: *count ends at work-items x iters. */
__kernel void lock_count(__global int *lock, __global int *count, int iters)
{
    for (int i = 0; i < iters; i++) {
        int done = 0;
        while (!done) {
            if (atomic_cmpxchg((volatile __global int *)lock, 0, 1) == 0) {
                volatile __global int *c = count;
                *c = *c + 1;
                atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release,
                                       memory_scope_device);
                atomic_xchg((volatile __global int *)lock, 0);
                done = 1;
            }
            OPAQUE(done);
        }
    }
}

/* A loop whose exit compares an induction variable: never a spin. */
__kernel void alu_loop(__global uint *out, int n)
{
    uint acc = get_global_id(0);
    for (int i = 0; i < n; i++) acc = acc * 2654435761u + (uint)i;
    out[get_global_id(0)] = acc;
}

/* Wait and signal where the waiters never leave the SIMD idle: the last
 * (youngest) wavefront of the launch computes n rounds of ALU work and
 * then raises flag[0] (to n); every other wavefront spins until it sees
 * the flag, running 64 x 8 dependent multiply-adds per check in a loop
 * that stays in the instruction buffer (no fetch gaps). test_bows runs
 * 10 work-groups of 4 waves on one CU: 10 waves per SIMD, all resident
 * (needed: the waiters wait on another work-group). The nine older
 * spinners of the producer's SIMD always have a VALU instruction ready
 * when it frees, so a scheduler that always prefers older waves (strict
 * GTO) never gives the producer the SIMD: a livelock, which GTO's age
 * rotation breaks. flag[0] ends at n (n >= 1). */
__kernel __attribute__((amdgpu_flat_work_group_size(64, 1024))) void starve(__global int *flag, int n)
{
    uint wave = get_global_id(0) / 64, last = get_global_size(0) / 64 - 1;
    float y = (float)get_local_id(0);
    if (wave == last) {
        for (int i = 0; i < n; i++) {
            y = y * 0.999f + 1.0f;
            OPAQUE(y);
        }
        atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
        if (get_local_id(0) % 64 == 0 && y != 12345.0f) atomic_xchg((volatile __global int *)flag, n);
    } else {
        while (atomic_cmpxchg((volatile __global int *)flag, -1, -1) == 0) {
#pragma nounroll
            for (int k = 0; k < 64; k++) { /* a loop that stays in the instruction buffer */
#pragma unroll
                for (int u = 0; u < 8; u++) {
                    y = y * 0.999f + 1.0f;
                    OPAQUE(y);
                }
            }
        }
    }
}
