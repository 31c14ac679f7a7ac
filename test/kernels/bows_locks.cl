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
