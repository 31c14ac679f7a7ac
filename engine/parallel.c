/* The conservative parallel engine.
 *
 * All events of one (time, phase) form a batch. Events of different owners
 * in a batch are independent by the engine contract (an owner touches only
 * its own state; ports are handed between the component phase and the
 * connection phase), so the batch runs on all workers at once. Events of
 * one owner in a batch form a "run" that one worker executes in sequence
 * order. Events scheduled during a batch go to the scheduling worker's
 * outbox and are merged into the queue when the batch is over: since every
 * event carries its deterministic key, where and when it was merged does
 * not matter.
 *
 * A batch is open from when worker 0 publishes it until worker 0 closes
 * it. Helpers join an open batch (one atomic compare-and-swap on the batch
 * word: generation and number of helpers inside) and take runs until none
 * is left; worker 0 closes the batch once it has no runs left and no
 * helper inside. A helper that was not scheduled in time by the host OS
 * simply misses the batch: worker 0 never waits for a helper that has not
 * joined, so an oversubscribed or busy machine slows down gracefully
 * instead of stalling on every batch. Helpers spin briefly for the next
 * batch and then sleep on a condition variable. The calling thread of
 * eng_run() is worker 0. */
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/batch_queue.h"
#include "engine/engine_impl.h"
#include "engine/fatal.h"
#include "engine/topology.h"

typedef struct par_state {
    eng_engine *e;
    eng_batch_queue q;
    int nthreads;
    eng_worker *workers;
    pthread_t *threads;
    eng_topology *topo;
    bool pin;
    int spin; /* iterations to spin before sleeping */

    /* The batch being run. */
    eng_event *batch;
    uint32_t *runs; /* start index of each run, plus one past the end */
    size_t nruns, capruns;
    size_t chunk;
    /* generation << 32 | helpers inside; the generation is odd while the
     * batch is open. */
    _Atomic uint64_t batch_word;
    atomic_bool quit;
    pthread_mutex_t m;
    pthread_cond_t cv;
    atomic_int sleepers; /* helpers about to sleep or asleep on cv */

    /* Run detection: the last batch in which each owner had an event. */
    uint64_t *stamp_of;
    size_t nstamp;
    uint64_t batch_no;
} par_state;

void eng_worker_push(eng_worker *w, const eng_event *ev)
{
    if (w->n == w->cap) {
        w->cap = w->cap ? 2 * w->cap : 256;
        w->out = realloc(w->out, w->cap * sizeof *w->out);
        ENG_ASSERT(w->out, "out of memory in a worker's outbox");
    }
    w->out[w->n++] = *ev;
}

static void par_push(eng_engine *e, const eng_event *ev)
{
    par_state *ps = e->backend;
    eng_bq_push(&ps->q, ev);
}

static size_t par_pending(const eng_engine *e)
{
    const par_state *ps = e->backend;
    return ps->q.count;
}

/* Deliberately not the x86 pause instruction: under a hypervisor, loops
 * of pause trigger pause-loop exits that deschedule the spinning vCPU, and
 * the next batch then waits for it to come back (measured: 10-20 us per
 * batch on a 2-vCPU VM). */
static inline void cpu_relax(void)
{
    __asm__ __volatile__("" ::: "memory");
}

/* Runs chunks of its own share of the batch, then steals from the others'.
 * Shares are contiguous slices of the batch, and a batch lists the events
 * scheduled by worker 0 first, then worker 1's, and so on; so a component
 * tends to stay on the worker that ran it last cycle, and its state stays
 * in that core's cache. */
static void work(par_state *ps, eng_worker *self)
{
    size_t chunk = ps->chunk;
    int n = ps->nthreads;
    for (int s = 0; s < n; s++) {
        eng_worker *victim = &ps->workers[(self->index + s) % n];
        for (;;) {
            size_t i = atomic_fetch_add_explicit(&victim->next, chunk, memory_order_relaxed);
            if (i >= victim->end)
                break;
            size_t end = i + chunk < victim->end ? i + chunk : victim->end;
            for (size_t r = i; r < end; r++) {
                for (uint32_t k = ps->runs[r]; k < ps->runs[r + 1]; k++)
                    eng_dispatch(ps->e, self, &ps->batch[k]);
                self->events += ps->runs[r + 1] - ps->runs[r];
            }
        }
    }
}

typedef struct thread_arg {
    par_state *ps;
    int index;
} thread_arg;

#define GEN(w) ((uint32_t)((w) >> 32))
#define INSIDE(w) ((uint32_t)(w))

static bool wait_for_batch(par_state *ps, uint32_t done)
{
    for (int spins = 0;; spins++) {
        uint64_t w = atomic_load_explicit(&ps->batch_word, memory_order_acquire);
        if (atomic_load_explicit(&ps->quit, memory_order_acquire))
            return false;
        if ((GEN(w) & 1) && GEN(w) != done)
            return true;
        if (spins < ps->spin) {
            cpu_relax();
            continue;
        }
        pthread_mutex_lock(&ps->m);
        /* seq_cst pairs with worker 0's store of the batch word and load
         * of sleepers: one of the two sides sees the other. */
        atomic_fetch_add(&ps->sleepers, 1);
        for (;;) {
            w = atomic_load_explicit(&ps->batch_word, memory_order_acquire);
            if (atomic_load_explicit(&ps->quit, memory_order_acquire) ||
                ((GEN(w) & 1) && GEN(w) != done))
                break;
            pthread_cond_wait(&ps->cv, &ps->m);
        }
        atomic_fetch_sub(&ps->sleepers, 1);
        pthread_mutex_unlock(&ps->m);
        spins = 0;
    }
}

static void *worker_main(void *p)
{
    thread_arg *a = p;
    par_state *ps = a->ps;
    eng_worker *w = &ps->workers[a->index];
    if (ps->pin)
        eng_topology_pin_self(ps->topo, a->index);
    uint32_t done = 0;
    while (wait_for_batch(ps, done)) {
        uint64_t word = atomic_load_explicit(&ps->batch_word, memory_order_acquire);
        /* Join only the batch that is open now; if worker 0 closed it in
         * the meantime, the CAS fails and we wait for the next one. */
        while ((GEN(word) & 1) && GEN(word) != done &&
               !atomic_compare_exchange_weak_explicit(&ps->batch_word, &word, word + 1,
                                                      memory_order_acq_rel,
                                                      memory_order_acquire))
            ;
        if (!(GEN(word) & 1) || GEN(word) == done)
            continue;
        done = GEN(word);
        work(ps, w);
        atomic_fetch_sub_explicit(&ps->batch_word, 1, memory_order_release);
    }
    free(a);
    return NULL;
}

/* Splits a batch into runs of one owner each. In the common case every
 * owner has one event and no sorting is needed; otherwise the batch is
 * sorted so an owner's events are adjacent and in sequence order. */
static int cmp_event(const void *a, const void *b)
{
    const eng_event *x = a, *y = b;
    return eng_event_before(x, y) ? -1 : eng_event_before(y, x) ? 1 : 0;
}

static void make_runs(par_state *ps, eng_batch *b)
{
    eng_engine *e = ps->e;
    if (ps->nstamp < e->nowners) {
        ps->stamp_of = realloc(ps->stamp_of, e->nowners * sizeof *ps->stamp_of);
        ENG_ASSERT(ps->stamp_of, "out of memory");
        memset(ps->stamp_of + ps->nstamp, 0, (e->nowners - ps->nstamp) * sizeof *ps->stamp_of);
        ps->nstamp = e->nowners;
    }
    uint64_t no = ++ps->batch_no;
    bool repeats = false;
    for (size_t i = 0; i < b->n; i++) {
        uint32_t o = b->ev[i].owner;
        if (ps->stamp_of[o] == no)
            repeats = true;
        ps->stamp_of[o] = no;
    }
    if (ps->capruns < b->n + 1) {
        ps->capruns = 2 * (b->n + 1);
        ps->runs = realloc(ps->runs, ps->capruns * sizeof *ps->runs);
        ENG_ASSERT(ps->runs, "out of memory");
    }
    ps->nruns = 0;
    if (!repeats) {
        for (size_t i = 0; i <= b->n; i++)
            ps->runs[i] = (uint32_t)i;
        ps->nruns = b->n;
        return;
    }
    qsort(b->ev, b->n, sizeof *b->ev, cmp_event);
    for (size_t i = 0; i < b->n; i++)
        if (i == 0 || b->ev[i].owner != b->ev[i - 1].owner)
            ps->runs[ps->nruns++] = (uint32_t)i;
    ps->runs[ps->nruns] = (uint32_t)b->n;
}

static void run_batch(par_state *ps, eng_batch *b)
{
    ps->batch = b->ev;
    make_runs(ps, b);
    /* Small batches are not worth waking anyone for. */
    bool alone = ps->nthreads == 1 || ps->nruns < 2;
    int shares = alone ? 1 : ps->nthreads;
    for (int k = 0; k < ps->nthreads; k++) {
        eng_worker *w = &ps->workers[k];
        size_t lo = k < shares ? ps->nruns * (size_t)k / (size_t)shares : ps->nruns;
        size_t hi = k < shares ? ps->nruns * (size_t)(k + 1) / (size_t)shares : ps->nruns;
        atomic_store_explicit(&w->next, lo, memory_order_relaxed);
        w->end = hi;
    }
    if (alone) {
        ps->chunk = ps->nruns ? ps->nruns : 1;
        work(ps, &ps->workers[0]);
        return;
    }
    size_t chunk = ps->nruns / (size_t)(ps->nthreads * 8);
    ps->chunk = chunk ? chunk : 1;
    uint64_t open = atomic_load_explicit(&ps->batch_word, memory_order_relaxed) +
                    (1ull << 32); /* even -> odd generation, nobody inside */
    atomic_store(&ps->batch_word, open);
    if (atomic_load(&ps->sleepers)) {
        pthread_mutex_lock(&ps->m);
        pthread_cond_broadcast(&ps->cv);
        pthread_mutex_unlock(&ps->m);
    }
    work(ps, &ps->workers[0]);
    /* Close: possible only when no helper is inside. */
    uint64_t word = open;
    int spins = 0;
    for (;;) {
        uint64_t expect = word & ~(uint64_t)UINT32_MAX;
        if (atomic_compare_exchange_weak_explicit(&ps->batch_word, &expect,
                                                  expect + (1ull << 32),
                                                  memory_order_acq_rel, memory_order_acquire))
            break;
        word = expect;
        if (++spins < ps->spin)
            cpu_relax();
        else
            sched_yield();
    }
}

static uint64_t par_run(eng_engine *e, eng_time limit)
{
    par_state *ps = e->backend;
    uint64_t n = 0;
    for (;;) {
        if (atomic_load_explicit(&e->stop, memory_order_relaxed))
            break;
        uint64_t stamp = eng_bq_min_stamp(&ps->q);
        if (stamp == UINT64_MAX || (stamp >> 1) > limit)
            break;
        eng_batch *b = eng_bq_pop(&ps->q);
        e->now = stamp >> 1;
        e->phase = (uint32_t)(stamp & 1);
        run_batch(ps, b);
        n += b->n;
        for (int i = 0; i < ps->nthreads; i++) {
            eng_worker *w = &ps->workers[i];
            for (size_t k = 0; k < w->n; k++)
                eng_bq_push(&ps->q, &w->out[k]);
            w->n = 0;
        }
        eng_bq_release(&ps->q, b);
    }
    return n;
}

static void par_destroy(eng_engine *e)
{
    par_state *ps = e->backend;
    atomic_store_explicit(&ps->quit, true, memory_order_release);
    pthread_mutex_lock(&ps->m);
    pthread_cond_broadcast(&ps->cv);
    pthread_mutex_unlock(&ps->m);
    for (int i = 1; i < ps->nthreads; i++)
        pthread_join(ps->threads[i], NULL);
    for (int i = 0; i < ps->nthreads; i++)
        free(ps->workers[i].out);
    pthread_mutex_destroy(&ps->m);
    pthread_cond_destroy(&ps->cv);
    eng_topology_free(ps->topo);
    eng_bq_free(&ps->q);
    free(ps->workers);
    free(ps->threads);
    free(ps->runs);
    free(ps->stamp_of);
    free(ps);
}

static const eng_backend_ops par_ops = {
    par_push, par_run, par_pending, par_destroy,
};

int eng_parallel_init(eng_engine *e, char *err, size_t errlen)
{
    par_state *ps = calloc(1, sizeof *ps);
    if (!ps)
        goto oom;
    ps->e = e;
    ps->topo = eng_topology_load();
    int cores = ps->topo ? eng_topology_cores(ps->topo) : 1;
    int n = e->cfg.threads == ENG_THREADS_DEFAULT ? cores : e->cfg.threads;
    if (n < 1 || n > 1024) {
        if (err)
            snprintf(err, errlen, "thread count %d out of range (1..1024)", n);
        eng_topology_free(ps->topo);
        free(ps);
        return -1;
    }
    ps->nthreads = n;
    ps->pin = e->cfg.pin && ps->topo && n > 1 && n <= cores;
    /* Spinning only pays when every worker has a core of its own; then spin
     * for a few milliseconds (a few million loads) before sleeping, longer
     * than the gap between two batches of a busy model. */
    ps->spin = n <= cores ? 2000000 : 50;
    eng_bq_init(&ps->q);
    pthread_mutex_init(&ps->m, NULL);
    pthread_cond_init(&ps->cv, NULL);
    atomic_init(&ps->batch_word, 0);
    atomic_init(&ps->sleepers, 0);
    atomic_init(&ps->quit, false);
    ps->workers = aligned_alloc(64, (size_t)n * sizeof *ps->workers);
    if (ps->workers)
        memset(ps->workers, 0, (size_t)n * sizeof *ps->workers);
    ps->threads = calloc((size_t)n, sizeof *ps->threads);
    if (!ps->workers || !ps->threads)
        goto oom;
    e->backend = ps;
    e->ops = &par_ops;
    e->threads = n;
    for (int i = 0; i < n; i++)
        ps->workers[i].index = i;
    for (int i = 1; i < n; i++) {
        thread_arg *a = malloc(sizeof *a);
        ENG_ASSERT(a, "out of memory");
        a->ps = ps;
        a->index = i;
        int rc = pthread_create(&ps->threads[i], NULL, worker_main, a);
        ENG_ASSERT(rc == 0, "cannot start worker thread %d", i);
    }
    return 0;
oom:
    if (err)
        snprintf(err, errlen, "out of memory creating the parallel engine");
    if (ps) {
        free(ps->workers);
        free(ps->threads);
        eng_topology_free(ps->topo);
        free(ps);
    }
    return -1;
}
