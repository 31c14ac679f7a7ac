/* The owner lock: a small spinlock.
 *
 * An owner's lock is held for one event at a time and is contended only
 * when two connections notify the same component in the same batch, so a
 * test-and-set lock whose release is a plain store costs less than a mutex
 * (one atomic operation per event instead of two). A waiter yields the
 * CPU after a while, so a holder preempted by the OS does not leave the
 * waiter burning its time slice. */
#ifndef MGSIM_ENGINE_LOCK_H
#define MGSIM_ENGINE_LOCK_H

#include <sched.h>
#include <stdatomic.h>
#include <stdbool.h>

typedef struct eng_lock {
    atomic_bool held;
} eng_lock;

static inline void eng_lock_init(eng_lock *l)
{
    atomic_init(&l->held, false);
}

static inline void eng_lock_acquire(eng_lock *l)
{
    while (atomic_exchange_explicit(&l->held, true, memory_order_acquire)) {
        for (int spins = 0; atomic_load_explicit(&l->held, memory_order_relaxed); spins++)
            if (spins > 1000)
                sched_yield();
    }
}

static inline void eng_lock_release(eng_lock *l)
{
    atomic_store_explicit(&l->held, false, memory_order_release);
}

#endif
