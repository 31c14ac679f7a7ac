/* The spin lock of the sync kernels: the standard GPU pattern (the
 * release sits inside the retry loop, so a lane that holds the lock
 * reaches its release while the other lanes of its wavefront retry).
 * OPAQUE hides the loop's exit flag from the optimiser: without it LLVM
 * moves the critical section after the retry loop, which deadlocks a GPU
 * whose lanes reconverge after the loop (SIMT-induced deadlock,
 * ElTantawy and Aamodt, MICRO 2016). */
#ifndef SYNC_LOCK_H
#define SYNC_LOCK_H

#define OPAQUE(x) __asm__ volatile("" : "+v"(x))

static inline int try_lock(volatile __global int *l) { return atomic_cmpxchg(l, 0, 1) == 0; }

static inline void unlock(volatile __global int *l)
{
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
    atomic_xchg(l, 0);
}

#endif
