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
 * Workers wait for the next batch by spinning briefly and then sleeping on
 * a condition variable, so a machine with fewer cores than workers still
 * makes progress. The calling thread of eng_run() is worker 0. */
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
    atomic_size_t next_run;
    atomic_int remaining; /* helper workers still busy */
    atomic_uint generation;
    atomic_bool quit;
    pthread_mutex_t m;
    pthread_cond_t cv;
    int sleepers;

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

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

/* Takes chunks of runs until none is left. */
static void work(par_state *ps, eng_worker *w)
{
    size_t chunk = ps->chunk;
    for (;;) {
        size_t i = atomic_fetch_add_explicit(&ps->next_run, chunk, memory_order_relaxed);
        if (i >= ps->nruns)
            return;
        size_t end = i + chunk < ps->nruns ? i + chunk : ps->nruns;
        for (size_t r = i; r < end; r++) {
            for (uint32_t k = ps->runs[r]; k < ps->runs[r + 1]; k++)
                eng_dispatch(ps->e, w, &ps->batch[k]);
            w->events += ps->runs[r + 1] - ps->runs[r];
        }
    }
}

typedef struct thread_arg {
    par_state *ps;
    int index;
} thread_arg;

static void *worker_main(void *p)
{
    thread_arg *a = p;
    par_state *ps = a->ps;
    eng_worker *w = &ps->workers[a->index];
    if (ps->pin)
        eng_topology_pin_self(ps->topo, a->index);
    unsigned seen = 0;
    for (;;) {
        unsigned g;
        int spins = 0;
        while ((g = atomic_load_explicit(&ps->generation, memory_order_acquire)) == seen &&
               !atomic_load_explicit(&ps->quit, memory_order_acquire) && spins < ps->spin) {
            cpu_relax();
            spins++;
        }
        if (g == seen && !atomic_load_explicit(&ps->quit, memory_order_acquire)) {
            pthread_mutex_lock(&ps->m);
            ps->sleepers++;
            while ((g = atomic_load_explicit(&ps->generation, memory_order_acquire)) == seen &&
                   !atomic_load_explicit(&ps->quit, memory_order_acquire))
                pthread_cond_wait(&ps->cv, &ps->m);
            ps->sleepers--;
            pthread_mutex_unlock(&ps->m);
        }
        if (atomic_load_explicit(&ps->quit, memory_order_acquire))
            break;
        seen = g;
        work(ps, w);
        atomic_fetch_sub_explicit(&ps->remaining, 1, memory_order_release);
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
    atomic_store_explicit(&ps->next_run, 0, memory_order_relaxed);
    /* Small batches are not worth waking anyone for. */
    if (ps->nthreads == 1 || ps->nruns < 2) {
        ps->chunk = ps->nruns ? ps->nruns : 1;
        work(ps, &ps->workers[0]);
        return;
    }
    size_t chunk = ps->nruns / (size_t)(ps->nthreads * 8);
    ps->chunk = chunk ? chunk : 1;
    atomic_store_explicit(&ps->remaining, ps->nthreads - 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&ps->generation, 1, memory_order_release);
    pthread_mutex_lock(&ps->m);
    if (ps->sleepers)
        pthread_cond_broadcast(&ps->cv);
    pthread_mutex_unlock(&ps->m);
    work(ps, &ps->workers[0]);
    int spins = 0;
    while (atomic_load_explicit(&ps->remaining, memory_order_acquire) > 0) {
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
    /* Spinning only pays when every worker has a core of its own. */
    ps->spin = n <= cores ? 20000 : 50;
    eng_bq_init(&ps->q);
    pthread_mutex_init(&ps->m, NULL);
    pthread_cond_init(&ps->cv, NULL);
    atomic_init(&ps->next_run, 0);
    atomic_init(&ps->remaining, 0);
    atomic_init(&ps->generation, 0);
    atomic_init(&ps->quit, false);
    ps->workers = calloc((size_t)n, sizeof *ps->workers);
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
