/* The conservative parallel engine.
 *
 * All events of one (time, phase) form a batch. Events of different owners
 * in a batch are independent by the engine contract (an owner touches only
 * its own state; ports are handed between the component phase and the
 * connection phase), so a batch runs on all workers at once. Events of one
 * owner in a batch form a "run" that one worker executes in sequence
 * order.
 *
 * Where events live: every owner has a home worker, and its events wait in
 * its home worker's queue. Homes are contiguous blocks of owner ids (ids
 * are given in build order, so a compute unit and its cache, or the nodes
 * of one array, share a home and talk without crossing cores). A worker that schedules an
 * event for an owner at home with it pushes into its own queue; any other
 * event (a stolen run's next tick, a wake-up from a connection homed
 * elsewhere) goes to the worker's mailbox, which worker 0 sorts into the
 * home queues between batches. Most events therefore never leave the core
 * that made them, and a component's state stays in one core's cache.
 *
 * A batch: worker 0 takes the earliest stamp over all queues and pops
 * each queue's batch for that stamp (a "share"); then it opens the batch.
 * Workers join an open batch with one compare-and-swap on the batch word
 * (generation and number of workers inside), claim their own share, split
 * it into runs, run them, then claim shares nobody claimed and steal runs
 * from shares that are ready. Worker 0 closes the batch once it has
 * nothing left to do and nobody is inside. A helper that the host OS did
 * not schedule in time simply misses the batch: nobody waits for a helper
 * that has not joined, so a busy machine slows down gracefully instead of
 * stalling on every batch.
 *
 * Since every event carries its deterministic key and an owner's events of
 * a stamp are all in one share, none of this placement changes a result.
 *
 * Windows: when the model falls into several partitions (partition.c),
 * the same open/join/close protocol runs a window instead of a batch. A
 * window is [S, S + lookahead): S the earliest event of any partition,
 * lookahead the smallest of the connections cut. Workers claim whole
 * partitions (heaviest of the last window first) and run each one's
 * events in the serial engine's order, with the partition's own clock
 * (eng_tls_pos), without locks: nobody else touches a partition during a
 * window. Events posted across a cut land at or after the window's end
 * (the lookahead guarantees it, eng_worker_post checks it); they wait in
 * the poster's outbox, go to their partitions' inboxes between windows,
 * and into a partition's queue when it next runs, on its runner's core. A
 * partition's events and their order are those of the serial engine, so
 * the result is too. */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/batch_queue.h"
#include "engine/conn.h"
#include "engine/engine_impl.h"
#include "engine/heap.h"
#include "engine/fatal.h"
#include "engine/pick.h"
#include "engine/topology.h"
#include "util/xalloc.h"
#include "util/vec.h"

struct par_state;

/* A partition in windowed runs: its events in the serial order, its clock
 * while it runs, and who runs it. Its fields fall in groups, each on cache
 * lines of its own, by who writes them when: when the two workers sit on
 * cores far apart, every line that changes hands costs hundreds of
 * nanoseconds (docs/engine-history.md, "Slow spells"), and a line that one worker
 * reads while the other writes it changes hands every window. */
typedef struct eng_part {
    /* Written by its runner in a window; the first line holds all that
     * worker 0 reads of it between windows. */
    _Alignas(64) eng_heap q;
    eng_pos pos;
    uint64_t ran;              /* events in its last window */
    uint64_t next;             /* the least stamp in q (UINT64_MAX: none),
                                * except while it runs and for a boundary */
    struct eng_worker *runner; /* during a window */
    atomic_uint claimed;       /* the window that claimed it (take) */
    uint64_t last;             /* the stamp of the last event it ran */
    uint64_t reached;          /* next to a boundary, this window: got this
                                * far (stopped before) */
    /* Read by its runner; written by worker 0 seldom (homes, boundaries)
     * or, next to a boundary, between windows. A partition elsewhere runs
     * to the window's common end (par_state.win_common). */
    _Alignas(64) uint64_t end; /* next to a boundary: run stamps below */
    uint64_t btake_min;        /* the least of btake */
    uint32_t home;             /* the worker that runs it first (homes) */
    bool boundary;             /* holds a boundary connection (run alone) */
    eng_port **bports;         /* its ports on boundary connections */
    uint64_t *btake;           /* per port: a full one may run stamps up to this */
    uint32_t nbports, capbports;
    /* Events pushed from outside between windows (posts across a cut):
     * worker 0 appends them here, and whoever runs the partition next
     * moves them into q (part_drain) and empties it. Pushed into q by
     * worker 0 instead, each would move the heap's lines to worker 0's
     * core and back. */
    _Alignas(64) eng_event *inbox;
    uint32_t ninbox, capinbox;
    uint64_t inbox_min;        /* the least stamp in inbox (UINT64_MAX: none) */
    /* Worker 0's alone. */
    _Alignas(64) double load;  /* events per window, smoothed (homes) */
    uint64_t win;              /* the last window it ran in */
} eng_part;

/* A port's send or retrieve that would have woken a boundary connection,
 * kept for the boundary's turn (replayed at its stamp, parallel.c). */
enum { REQ_SEND, REQ_RETRIEVE };
typedef struct eng_req {
    eng_time t;
    eng_port *p;
    int kind;
} eng_req;

struct eng_worker {
    _Alignas(64) eng_batch_queue q; /* events of the owners homed here */
    struct par_state *ps;
    eng_event *out;                 /* windows: events posted across a cut */
    size_t nout, capout;
    eng_req *req;                   /* windows: wake-ups for boundaries */
    size_t nreq, capreq;
    eng_event *mail;                /* events for owners homed elsewhere */
    size_t nmail, capmail;
    uint64_t events;                /* events this worker ran */
    int index;
    uint64_t *seen;                 /* run detection, by owner id */
    size_t nseen;
    uint64_t batch_no;

    /* This worker's share of the current batch. */
    _Alignas(64) atomic_uint claimed; /* generation of the last claim */
    atomic_bool ready;                /* runs are built */
    atomic_size_t next;               /* next run to take */
    eng_batch *batch;                 /* popped by worker 0 */
    uint32_t *runs;                   /* start of each run, + end */
    size_t nruns, capruns;
};

typedef struct par_state par_state;
struct par_state {
    eng_engine *e;
    int nthreads;
    eng_worker *workers;
    pthread_t *threads;
    eng_topology *topo;
    bool pin;
    int cores;
    atomic_int spin; /* iterations to spin before sleeping (set_spin) */
    size_t homed; /* owners when homes were last assigned */

    /* windows */
    bool windowed;
    eng_part *parts;
    uint32_t nparts;
    uint32_t *order;      /* the partitions of this window, heaviest first */
    uint64_t *spans;      /* window_span's scratch, one per partition */
    uint32_t caporder, capspans; /* room in order and spans (>= nparts) */
    uint32_t norder;
    eng_time win_end;     /* posts across a cut land at or after this */
    uint32_t win_gen;     /* the window's number, for the partitions' claims */
    uint64_t win_common;  /* the window's end (a stamp) away from boundaries */
    bool boundary_turn;   /* worker 0 runs the boundaries */
    uint64_t turn_end;    /* ... up to this stamp (shrinks, see push) */
    uint64_t bound_end;   /* boundaries ran every stamp below this */
    eng_req *reqs;        /* requests not replayed yet, by time */
    size_t nreqs, capreqs;
    eng_pick pick;        /* alone or opened, by what each cost (pick.h) */

    /* generation << 32 | workers inside; the generation is odd while the
     * batch is open. */
    _Alignas(64) _Atomic uint64_t batch_word;
    atomic_bool quit;
    pthread_mutex_t m;
    pthread_cond_t cv;
    atomic_int sleepers; /* helpers about to sleep or asleep on cv */
};

#define GEN(w) ((uint32_t)((w) >> 32))
#define INSIDE(w) ((uint32_t)(w))
#define ALONE_BELOW 8 /* batches with fewer events run on worker 0 alone */

static uint64_t min_u64(uint64_t a, uint64_t b)
{
    return a < b ? a : b;
}

static void append(eng_event **v, size_t *n, size_t *cap, const eng_event *ev)
{
    VEC_PUSH(*v, *n, *cap, *ev, "a worker's mailbox");
}

static void mail(eng_worker *w, const eng_event *ev)
{
    append(&w->mail, &w->nmail, &w->capmail, ev);
}

int eng_worker_index(const eng_worker *w)
{
    return w->index;
}

void eng_worker_push(eng_worker *w, const eng_owner *o, const eng_event *ev)
{
    if (w->ps->windowed) {
        eng_part *p = &w->ps->parts[o->part];
        if (p->runner == w) {
            eng_heap_push(&p->q, ev);
            return;
        }
        /* a boundary's turn reaches into the partitions it stands between */
        ENG_ASSERT(w->ps->boundary_turn, "'%s' got an event from outside its partition "
                   "(a connection that crosses partitions without a lookahead?)", o->name);
        append(&w->out, &w->nout, &w->capout, ev);
        /* the turn ends before it: that event may wake the boundary again */
        uint64_t st = eng_event_stamp(ev->time, ev->phase);
        ENG_ASSERT(st > p->last, "a boundary gave '%s' an event at %llu ps, where its partition "
                   "had run ahead: the boundary's horizon or take horizon is wrong", o->name,
                   (unsigned long long)ev->time);
        if (st < w->ps->turn_end)
            w->ps->turn_end = st;
    } else if (o->home == (uint32_t)w->index) {
        eng_bq_push(&w->q, ev);
    } else {
        mail(w, ev);
    }
}

void eng_worker_post(eng_worker *w, const eng_owner *from, const eng_owner *o,
                     const eng_event *ev)
{
    par_state *ps = w->ps;
    if (!ps->windowed || o->part == from->part) {
        if (ps->windowed)
            eng_heap_push(&ps->parts[o->part].q, ev);
        else
            eng_worker_push(w, o, ev);
        return;
    }
    ENG_ASSERT(ev->time >= ps->win_end,
               "'%s' posted to '%s' at %llu ps, inside the window (ends %llu ps): "
               "its lookahead is wrong", from->name, o->name,
               (unsigned long long)ev->time, (unsigned long long)ps->win_end);
    append(&w->out, &w->nout, &w->capout, ev);
}

void eng_worker_request(eng_worker *w, eng_port *p, int send)
{
    VEC_PUSH(w->req, w->nreq, w->capreq,
             ((eng_req){eng_now(w->ps->e), p, send ? REQ_SEND : REQ_RETRIEVE}), "a worker's requests");
}

static void par_push(eng_engine *e, const eng_event *ev)
{
    par_state *ps = e->backend;
    const eng_owner *o = e->owners[ev->owner];
    if (ps->windowed) {
        eng_part *p = &ps->parts[o->part];
        VEC_PUSH(p->inbox, p->ninbox, p->capinbox, *ev, "a partition's inbox");
        p->inbox_min = min_u64(p->inbox_min, eng_event_stamp(ev->time, ev->phase));
    } else
        eng_bq_push(&ps->workers[o->home].q, ev);
}

static size_t par_pending(const eng_engine *e)
{
    const par_state *ps = e->backend;
    size_t n = 0;
    for (int k = 0; k < ps->nthreads; k++)
        n += ps->workers[k].q.count + ps->workers[k].nmail + ps->workers[k].nout;
    for (uint32_t i = 0; i < ps->nparts; i++)
        n += ps->parts[i].q.n + ps->parts[i].ninbox;
    return n + ps->nreqs;
}

/* Deliberately not the x86 pause instruction: under a hypervisor, loops
 * of pause trigger pause-loop exits that deschedule the spinning vCPU, and
 * the next batch then waits for it to come back (measured: 10-20 us per
 * batch on a 2-vCPU VM). */
static inline void cpu_relax(void)
{
    __asm__ __volatile__("" ::: "memory");
}

/* ---- runs ---- */

static int cmp_event(const void *a, const void *b)
{
    const eng_event *x = a, *y = b;
    return eng_event_before(x, y) ? -1 : eng_event_before(y, x) ? 1 : 0;
}

/* Splits share s (built by worker w, who claimed it) into runs of one
 * owner each. Usually every owner has one event and nothing moves;
 * otherwise the share is sorted so an owner's events are adjacent and in
 * sequence order. */
static void make_runs(par_state *ps, eng_worker *w, eng_worker *s)
{
    eng_batch *b = s->batch;
    size_t need = ps->e->nowners;
    VEC_RESERVE_HOW(w->seen, w->nseen, need, "a worker table", .zero = true); /* 0: never seen */
    uint64_t no = ++w->batch_no;
    bool repeats = false;
    for (size_t i = 0; i < b->n && !repeats; i++) {
        size_t slot = b->ev[i].owner;
        repeats = w->seen[slot] == no;
        w->seen[slot] = no;
    }
    VEC_RESERVE(s->runs, s->capruns, b->n + 1, "a worker run list");
    if (!repeats) {
        for (size_t i = 0; i <= b->n; i++)
            s->runs[i] = (uint32_t)i;
        s->nruns = b->n;
        return;
    }
    qsort(b->ev, b->n, sizeof *b->ev, cmp_event);
    s->nruns = 0;
    for (size_t i = 0; i < b->n; i++)
        if (i == 0 || b->ev[i].owner != b->ev[i - 1].owner)
            s->runs[s->nruns++] = (uint32_t)i;
    s->runs[s->nruns] = (uint32_t)b->n;
}

/* Runs chunks of share s until none is left. Chunks shrink as the share
 * empties (guided scheduling): few atomic operations on the shared cursor
 * while there is plenty left, fine-grained balancing at the end. */
static void drain_share(par_state *ps, eng_worker *self, eng_worker *s)
{
    const eng_event *ev = s->batch->ev;
    size_t div = (size_t)ps->nthreads * 2;
    for (;;) {
        size_t seen = atomic_load_explicit(&s->next, memory_order_relaxed);
        if (seen >= s->nruns)
            return;
        size_t chunk = (s->nruns - seen) / div;
        if (!chunk)
            chunk = 1;
        size_t i = atomic_fetch_add_explicit(&s->next, chunk, memory_order_relaxed);
        if (i >= s->nruns)
            return;
        size_t end = i + chunk < s->nruns ? i + chunk : s->nruns;
        for (size_t k = s->runs[i]; k < s->runs[end]; k++)
            eng_dispatch(ps->e, self, &ev[k]);
        self->events += s->runs[end] - s->runs[i];
    }
}

static bool claim(eng_worker *s, uint32_t gen)
{
    unsigned old = atomic_load_explicit(&s->claimed, memory_order_relaxed);
    return old != gen && atomic_compare_exchange_strong_explicit(
                             &s->claimed, &old, gen, memory_order_acq_rel, memory_order_relaxed);
}

/* Whether a port of p on a boundary has a full outgoing buffer while the
 * boundary may take from it before stamp: then the boundary's taking
 * (which p sees as room) must come first. */
static bool bport_full(const eng_part *p, uint64_t stamp)
{
    for (uint32_t i = 0; i < p->nbports; i++)
        if (stamp > p->btake[i] && eng_msgbuf_full(&p->bports[i]->out))
            return true;
    return false;
}

/* Moves p's inbox into its queue (by whoever runs p next). */
static void part_drain(eng_part *p)
{
    for (uint32_t i = 0; i < p->ninbox; i++)
        eng_heap_push(&p->q, &p->inbox[i]);
    p->ninbox = 0;
    p->inbox_min = UINT64_MAX;
}

/* The least stamp in p's queue (UINT64_MAX: none). */
static uint64_t heap_next(const eng_part *p)
{
    const eng_event *top = eng_heap_top(&p->q);
    return top ? eng_event_stamp(top->time, top->phase) : UINT64_MAX;
}

/* The earliest stamp p holds, in its queue or its inbox (UINT64_MAX:
 * none). Between windows: from the figure its runner left (p->next) and
 * not from the queue itself, whose lines stay on the runner's core; a
 * boundary's queue changes in worker 0's turns, so it is read. */
static uint64_t part_next(const eng_part *p)
{
    return min_u64(p->inbox_min, p->boundary ? heap_next(p) : p->next);
}

/* Runs partition p's events of the current window, in the serial order:
 * those with stamps below p->end. A partition next to a boundary stops
 * before an event while one of its boundary ports is full and the
 * boundary has not caught up with that event's stamp. */
static void run_part(par_state *ps, eng_worker *w, eng_part *p)
{
    eng_engine *e = ps->e;
    uint64_t end = p->nbports ? p->end : ps->win_common, caught_up = p->btake_min;
    uint64_t k = 0;
    eng_event ev;
    p->runner = w;
    p->pos.e = e;
    if (p->nbports)
        p->reached = end;
    eng_tls_pos = &p->pos;
    part_drain(p);
    const eng_event *top;
    while ((top = eng_heap_top(&p->q))) {
        uint64_t stamp = eng_event_stamp(top->time, top->phase);
        if (stamp >= end)
            break;
        if (p->nbports && stamp > caught_up && bport_full(p, stamp)) {
            p->reached = stamp;
            break;
        }
        eng_heap_pop(&p->q, &ev);
        p->pos.now = ev.time;
        p->pos.phase = ev.phase;
        p->last = stamp;
        eng_dispatch_as(e, w, &ev, false);
        k++;
    }
    p->next = top ? eng_event_stamp(top->time, top->phase) : UINT64_MAX;
    eng_tls_pos = NULL;
    p->runner = NULL;
    p->ran = k;
    w->events += k;
}

/* Claims the partition at order position i for this window (by its
 * number: nobody resets the claims, so no line changes hands for them
 * between windows). */
static bool take(par_state *ps, uint32_t i)
{
    atomic_uint *c = &ps->parts[ps->order[i]].claimed;
    unsigned gen = ps->win_gen, old = atomic_load_explicit(c, memory_order_relaxed);
    return old != gen && atomic_compare_exchange_strong_explicit(c, &old, gen, memory_order_relaxed,
                                                                 memory_order_relaxed);
}

/* A worker's part of a window: whole partitions, claimed one at a time;
 * first those homed with it (heaviest first), so a partition's state stays
 * in one core's cache from window to window, then any left (lightest
 * first, from the end of the others' lists), so nobody waits for a
 * helper that came late. */
static void work_window(par_state *ps, eng_worker *self)
{
    uint32_t me = (uint32_t)self->index;
    for (uint32_t i = 0; i < ps->norder; i++)
        if (ps->parts[ps->order[i]].home == me && take(ps, i))
            run_part(ps, self, &ps->parts[ps->order[i]]);
    for (uint32_t i = ps->norder; i-- > 0;)
        if (take(ps, i))
            run_part(ps, self, &ps->parts[ps->order[i]]);
}

/* Homes for the partitions: the longest-processing-time rule on their
 * smoothed loads (each, heaviest first, to the worker with the least so
 * far). Speed only: who runs a partition never changes a result. */
#define REHOME_EVERY 256
/* The longest-processing-time rule shares among at most this many
 * workers (place_parts, window_span): beyond, the others get no homes. */
#define LPT_WORKERS 64
static int lpt_workers(const par_state *ps)
{
    return ps->nthreads < LPT_WORKERS ? ps->nthreads : LPT_WORKERS;
}

static void place_parts(par_state *ps)
{
    double sum[LPT_WORKERS] = {0};
    int nw = lpt_workers(ps);
    uint32_t n = 0;
    for (uint32_t i = 0; i < ps->nparts; i++)
        if (!ps->parts[i].boundary)
            ps->order[n++] = i;
    for (uint32_t a = 1; a < n; a++) /* by load, heaviest first; few partitions */
        for (uint32_t b = a; b > 0 && ps->parts[ps->order[b - 1]].load < ps->parts[ps->order[b]].load; b--) {
            uint32_t t = ps->order[b];
            ps->order[b] = ps->order[b - 1];
            ps->order[b - 1] = t;
        }
    for (uint32_t k = 0; k < n; k++) {
        eng_part *p = &ps->parts[ps->order[k]];
        int best = 0;
        for (int w = 1; w < nw; w++)
            if (sum[w] < sum[best])
                best = w;
        p->home = (uint32_t)best;
        sum[best] += p->load > 1 ? p->load : 1;
    }
}

/* The most events one worker must run in the window just run when its
 * partitions are shared as evenly as the longest-processing-time rule
 * can (heaviest first, each to the least loaded worker): the window's
 * length in events on ideal workers, for eng_partition_info's balance. */
static uint64_t window_span(par_state *ps)
{
    uint64_t bin[LPT_WORKERS] = {0}, top = 0, *r = ps->spans;
    int nw = lpt_workers(ps);
    uint32_t n = ps->norder;
    for (uint32_t i = 0; i < n; i++) {
        uint64_t x = ps->parts[ps->order[i]].ran;
        uint32_t j = i;
        for (; j > 0 && r[j - 1] < x; j--)
            r[j] = r[j - 1];
        r[j] = x;
    }
    for (uint32_t k = 0; k < n; k++) {
        int best = 0;
        for (int w = 1; w < nw; w++)
            if (bin[w] < bin[best])
                best = w;
        bin[best] += r[k];
        if (bin[best] > top)
            top = bin[best];
    }
    return top;
}

/* A worker's part of batch gen: its own share first, then unclaimed
 * shares, then runs left in shares others are working on. In windows:
 * partitions. */
static void work(par_state *ps, eng_worker *self, uint32_t gen)
{
    if (ps->windowed) {
        work_window(ps, self);
        return;
    }
    int n = ps->nthreads;
    for (int k = 0; k < n; k++) {
        eng_worker *s = &ps->workers[(self->index + k) % n];
        if (!s->batch || !claim(s, gen))
            continue;
        make_runs(ps, self, s);
        atomic_store_explicit(&s->ready, true, memory_order_release);
        drain_share(ps, self, s);
    }
    for (int k = 1; k < n; k++) {
        eng_worker *s = &ps->workers[(self->index + k) % n];
        if (s->batch && atomic_load_explicit(&s->ready, memory_order_acquire))
            drain_share(ps, self, s);
    }
}

/* ---- helpers' loop ---- */

typedef struct thread_arg {
    par_state *ps;
    int index;
} thread_arg;

static bool wait_for_batch(par_state *ps, uint32_t done)
{
    for (int spins = 0;; spins++) {
        uint64_t w = atomic_load_explicit(&ps->batch_word, memory_order_acquire);
        if (atomic_load_explicit(&ps->quit, memory_order_acquire))
            return false;
        if ((GEN(w) & 1) && GEN(w) != done)
            return true;
        if (spins < atomic_load_explicit(&ps->spin, memory_order_relaxed)) {
            cpu_relax();
            continue;
        }
        pthread_mutex_lock(&ps->m);
        /* seq_cst pairs with worker 0's store of the batch word and load
         * of sleepers: one of the two sides sees the other. */
        atomic_fetch_add(&ps->sleepers, 1);
        for (;;) {
            w = atomic_load(&ps->batch_word);
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
        work(ps, w, done);
        atomic_fetch_sub_explicit(&ps->batch_word, 1, memory_order_release);
    }
    free(a);
    return NULL;
}

/* ---- worker 0: the batch loop ---- */

/* Between batches, with every helper outside: mail goes home. */
static void deliver_mail(par_state *ps)
{
    eng_engine *e = ps->e;
    for (int k = 0; k < ps->nthreads; k++) {
        eng_worker *w = &ps->workers[k];
        for (size_t i = 0; i < w->nmail; i++)
            eng_bq_push(&ps->workers[e->owners[w->mail[i].owner]->home].q, &w->mail[i]);
        w->nmail = 0;
    }
}

static uint64_t min_stamp(par_state *ps)
{
    uint64_t m = UINT64_MAX;
    for (int k = 0; k < ps->nthreads; k++) {
        uint64_t s = eng_bq_min_stamp(&ps->workers[k].q);
        if (s < m)
            m = s;
    }
    return m;
}

/* Runs a batch (or a window) on every worker that joins; alone when it is
 * not worth anyone's wake-up. */
static void run_batch(par_state *ps, bool alone)
{
    uint64_t open = atomic_load_explicit(&ps->batch_word, memory_order_relaxed) + (1ull << 32);
    uint32_t gen = GEN(open);
    if (alone || ps->nthreads == 1) {
        /* Not worth anyone's wake-up; gen is used for the claims of
         * lockstep batches only (a window's claims go by ps->win_gen). A
         * window run alone leaves the batch word alone: a helper still
         * spinning on it would otherwise take its line from worker 0's
         * core and back twice a window (in a slow spell, a run of km 8K
         * on r9nano kept alone took 2.5-2.8 s against 2.3-2.4 s on one
         * thread). */
        work(ps, &ps->workers[0], gen);
        if (!ps->windowed)
            atomic_store_explicit(&ps->batch_word, open + (1ull << 32), memory_order_relaxed);
        return;
    }
    atomic_store(&ps->batch_word, open);
    if (atomic_load(&ps->sleepers)) {
        pthread_mutex_lock(&ps->m);
        pthread_cond_broadcast(&ps->cv);
        pthread_mutex_unlock(&ps->m);
    }
    work(ps, &ps->workers[0], gen);
    /* Close: possible only when nobody is inside. */
    int spins = 0;
    for (;;) {
        uint64_t expect = open & ~(uint64_t)UINT32_MAX;
        if (atomic_compare_exchange_weak_explicit(&ps->batch_word, &expect,
                                                  expect + (1ull << 32),
                                                  memory_order_acq_rel, memory_order_acquire))
            break;
        if (++spins < atomic_load_explicit(&ps->spin, memory_order_relaxed))
            cpu_relax();
        else
            sched_yield();
    }
}

/* Owners registered since the last run get homes: ids split into one
 * contiguous block per worker. Queued events move to their new homes. */
static void assign_homes(par_state *ps)
{
    eng_engine *e = ps->e;
    if (ps->homed == e->nowners)
        return;
    ps->homed = e->nowners;
    for (size_t i = 0; i < e->nowners; i++)
        if (e->owners[i])
            e->owners[i]->home = (uint32_t)(i * (size_t)ps->nthreads / e->nowners);
    for (size_t i = 0; i < e->nowners; i++)
        if (e->owners[i] && e->owners[i]->affinity)
            e->owners[i]->home = e->owners[i]->affinity->home;
    eng_worker *w0 = &ps->workers[0];
    for (int k = 0; k < ps->nthreads; k++) {
        eng_worker *w = &ps->workers[k];
        eng_batch *b;
        while ((b = eng_bq_pop(&w->q))) {
            for (size_t i = 0; i < b->n; i++)
                mail(w0, &b->ev[i]);
            eng_bq_release(&w->q, b);
        }
    }
}

/* ---- windows ---- */

/* Every queued event, wherever it waits, into v (for a change of mode or
 * of partitions between runs). */
static void take_all(par_state *ps, eng_event **v, size_t *n, size_t *cap)
{
    for (int k = 0; k < ps->nthreads; k++) {
        eng_worker *w = &ps->workers[k];
        eng_batch *b;
        while ((b = eng_bq_pop(&w->q))) {
            for (size_t i = 0; i < b->n; i++)
                append(v, n, cap, &b->ev[i]);
            eng_bq_release(&w->q, b);
        }
        for (size_t i = 0; i < w->nmail; i++)
            append(v, n, cap, &w->mail[i]);
        for (size_t i = 0; i < w->nout; i++)
            append(v, n, cap, &w->out[i]);
        w->nmail = w->nout = 0;
    }
    for (uint32_t i = 0; i < ps->nparts; i++) {
        eng_part *p = &ps->parts[i];
        for (size_t j = 0; j < p->q.n; j++)
            append(v, n, cap, &p->q.v[j]);
        p->q.n = 0;
        p->next = UINT64_MAX;
        for (uint32_t j = 0; j < p->ninbox; j++)
            append(v, n, cap, &p->inbox[j]);
        p->ninbox = 0;
        p->inbox_min = UINT64_MAX;
    }
}

/* Switches to windows over nparts partitions (owners' part set) or back
 * to lockstep batches, moving the queued events. */
static void set_mode(par_state *ps, bool windowed, uint32_t nparts)
{
    eng_event *v = NULL;
    size_t n = 0, cap = 0;
    take_all(ps, &v, &n, &cap);
    if (windowed && nparts > ps->nparts) {
        eng_part *p = aligned_alloc(64, nparts * sizeof *p);
        if (!p)
            xoom(nparts * sizeof *p, "the partitions");
        if (ps->nparts)
            memcpy(p, ps->parts, ps->nparts * sizeof *p);
        free(ps->parts);
        VEC_RESERVE(ps->order, ps->caporder, nparts, "the partitions");
        VEC_RESERVE(ps->spans, ps->capspans, nparts, "the partitions");
        ps->parts = p;
        for (uint32_t i = ps->nparts; i < nparts; i++) {
            memset(&p[i], 0, sizeof p[i]);
            eng_heap_init(&p[i].q);
            p[i].next = UINT64_MAX;
            p[i].inbox_min = UINT64_MAX;
        }
        ps->nparts = nparts;
    }
    ps->windowed = windowed;
    for (size_t i = 0; i < n; i++)
        par_push(ps->e, &v[i]);
    free(v);
}

/* Between windows: events posted across cuts go to their partitions;
 * requests for boundaries join the sorted list. */
static int cmp_req(const void *a, const void *b)
{
    const eng_req *x = a, *y = b;
    if (x->t != y->t)
        return x->t < y->t ? -1 : 1;
    return x->p->comp->owner.id < y->p->comp->owner.id   ? -1
           : x->p->comp->owner.id > y->p->comp->owner.id ? 1
                                                         : x->kind - y->kind;
}

static void deliver_posts(par_state *ps)
{
    bool more = false;
    for (int k = 0; k < ps->nthreads; k++) {
        eng_worker *w = &ps->workers[k];
        for (size_t i = 0; i < w->nout; i++) /* over ranks: maybe to another rank */
            ps->e->ops->push(ps->e, &w->out[i]);
        w->nout = 0;
        for (size_t i = 0; i < w->nreq; i++) {
            VEC_PUSH(ps->reqs, ps->nreqs, ps->capreqs, w->req[i], "the boundary requests");
            more = true;
        }
        w->nreq = 0;
    }
    if (more) /* by time; same-time requests commute (they only wake) */
        qsort(ps->reqs, ps->nreqs, sizeof *ps->reqs, cmp_req);
}

/* A request at its stamp (t, phase 0), as the port would have done it:
 * a send wakes the boundary only if the buffer held nothing older (the
 * serial engine's "was empty"); a retrieve from a full buffer always. */
static void replay(par_state *ps, eng_worker *w, const eng_req *r)
{
    eng_conn *c = r->p->conn;
    eng_part *bp = &ps->parts[c->owner.part];
    if (r->kind == REQ_SEND) {
        const eng_msg *h = eng_port_out_peek(r->p);
        if (h && h->send_time < r->t)
            return;
    }
    bp->pos.e = ps->e;
    bp->pos.now = r->t;
    bp->pos.phase = ENG_PHASE_COMPONENT;
    c->owner.worker = w;
    eng_conn_wake_at(c, r->t, &c->owner);
    c->owner.worker = NULL;
}

/* The boundaries' turn (worker 0, everyone else idle): their events and
 * the replayed requests with stamps below end, in stamp order. An event
 * they make for a partition (a delivery's or a freed sender's wake-up)
 * ends the turn before its stamp, since that partition may answer it.
 * Returns the events run; *upto = the stamp the turn got to. */
static uint64_t run_boundaries(par_state *ps, uint64_t end, uint64_t *upto)
{
    eng_engine *e = ps->e;
    eng_worker *w = &ps->workers[0];
    uint64_t n = 0;
    size_t ri = 0;
    for (uint32_t i = 0; i < ps->nparts; i++)
        if (ps->parts[i].boundary)
            part_drain(&ps->parts[i]);
    ps->boundary_turn = true;
    ps->turn_end = end;
    for (;;) {
        end = ps->turn_end;
        eng_part *best = NULL;
        uint64_t bs = UINT64_MAX;
        for (uint32_t i = 0; i < ps->nparts; i++) {
            eng_part *p = &ps->parts[i];
            const eng_event *top = p->boundary ? eng_heap_top(&p->q) : NULL;
            if (top && eng_event_stamp(top->time, top->phase) < bs) {
                bs = eng_event_stamp(top->time, top->phase);
                best = p;
            }
        }
        uint64_t rs = ri < ps->nreqs ? eng_event_stamp(ps->reqs[ri].t, ENG_PHASE_COMPONENT)
                                     : UINT64_MAX;
        if (rs < end && rs <= bs) {
            eng_tls_pos = &ps->parts[ps->reqs[ri].p->conn->owner.part].pos;
            ps->parts[ps->reqs[ri].p->conn->owner.part].runner = w;
            replay(ps, w, &ps->reqs[ri++]);
            ps->parts[ps->reqs[ri - 1].p->conn->owner.part].runner = NULL;
            continue;
        }
        if (!best || bs >= end)
            break;
        eng_event ev;
        eng_heap_pop(&best->q, &ev);
        best->runner = w;
        best->pos.e = e;
        best->pos.now = ev.time;
        best->pos.phase = ev.phase;
        eng_tls_pos = &best->pos;
        eng_dispatch_as(e, w, &ev, false);
        best->runner = NULL;
        n++;
        if (ev.time >= e->now)
            e->now = ev.time;
    }
    eng_tls_pos = NULL;
    if (ri && ps->nreqs > ri) /* reqs may be NULL when empty: no memmove(NULL, ...) */
        memmove(ps->reqs, ps->reqs + ri, (ps->nreqs - ri) * sizeof *ps->reqs);
    ps->nreqs -= ri;
    ps->boundary_turn = false;
    *upto = ps->turn_end;
    return n;
}

/* Where partition p may run to in this window (an exclusive stamp): the
 * cut channels' window, the run's limit, and for a partition next to a
 * boundary the boundary's horizon for its ports (it sees a delivery at
 * (T, 1) in cycle T + 1, so it may run all of stamp (T, 1)). A full
 * incoming boundary port may take a message at the boundary's next event:
 * then only the current cycle. */
static uint64_t part_end(eng_part *p, eng_time start, uint64_t common, uint64_t bound_end)
{
    eng_time h = ENG_TIME_NEVER;
    p->btake_min = UINT64_MAX;
    for (uint32_t i = 0; i < p->nbports; i++) {
        const eng_port *bp = p->bports[i];
        /* A full outgoing port: the boundary ran every stamp below
         * bound_end, and takes nothing before its take horizon (seen in
         * the cycle after: the whole stamp (T, 1) is safe). */
        uint64_t take = bound_end;
        if (bp->conn->ops->take_horizon) {
            eng_time t = bp->conn->ops->take_horizon(bp->conn, bp, bound_end >> 1);
            take = t >= ENG_TIME_NEVER >> 1 ? UINT64_MAX - 1 : eng_event_stamp(t, 1);
            if (take < bound_end)
                take = bound_end;
        }
        p->btake[i] = take;
        p->btake_min = min_u64(p->btake_min, take);
        eng_time t = eng_msgbuf_full(&bp->in) ? start
                                              : bp->conn->ops->horizon(bp->conn, bp, start);
        if (t < h)
            h = t < start ? start : t;
    }
    return h == ENG_TIME_NEVER ? common : min_u64(common, eng_event_stamp(h, 1) + 1);
}

/* The earliest stamp held by a partition's queue or a boundary request
 * (UINT64_MAX: none): where the next window starts. */
static uint64_t parts_next(const par_state *ps)
{
    uint64_t m = UINT64_MAX;
    for (uint32_t i = 0; i < ps->nparts; i++)
        m = min_u64(m, part_next(&ps->parts[i]));
    if (ps->nreqs)
        m = min_u64(m, eng_event_stamp(ps->reqs[0].t, ENG_PHASE_COMPONENT));
    return m;
}

/* Spinning only pays when every worker has a core of its own; then spin
 * for a few milliseconds (a few million loads) before sleeping, longer
 * than the gap between two batches of a busy model. Not with more workers
 * than cores, and not while other processes keep the machine busy (the
 * 1-minute load average, which counts our own workers, above the cores):
 * a worker spinning then burns the time slice that the worker it waits
 * for needs (km 8K on r9nano, 2 threads, load 6-8 on 2 cores: 16-22 s
 * spinning 2,000,000 times, 8-12 s spinning 2,000). Speed only. */
static void set_spin(par_state *ps)
{
    double load = 0;
    int spin = ps->nthreads > ps->cores                                         ? 50
               : getloadavg(&load, 1) == 1 && load > (double)ps->cores + 0.5 ? 2000
                                                                             : 2000000;
    atomic_store_explicit(&ps->spin, spin, memory_order_relaxed);
}

static uint64_t run_windows(par_state *ps, eng_time limit, eng_time window)
{
    eng_engine *e = ps->e;
    uint64_t n = 0;
    bool first = true;
    uint64_t prev = PICK_ALONE_BELOW; /* events of the last window */
    for (uint32_t i = 0; i < ps->nparts; i++)
        ps->parts[i].last = 0;
    place_parts(ps);
    eng_pick_pause(&ps->pick); /* the time since the last run is not ours */
    for (uint64_t n0 = 0;; prev = n - n0, n0 = n) {
        deliver_posts(ps);
        if (atomic_load_explicit(&e->stop, memory_order_relaxed))
            break;
        uint64_t start = parts_next(ps);
        if (start == UINT64_MAX || (start >> 1) > limit)
            break;
        if (first) /* nothing of the boundaries' can be due before the first event */
            ps->bound_end = start;
        first = false;
        eng_time t0 = start >> 1;
        eng_time end = window >= ENG_TIME_NEVER - t0 ? ENG_TIME_NEVER : t0 + window;
        if (limit != ENG_TIME_NEVER && end > limit + 1)
            end = limit + 1;
        uint64_t common = end == ENG_TIME_NEVER ? UINT64_MAX : eng_event_stamp(end, 0);
        /* The partitions with work, heaviest (by their last window) first:
         * the long ones start early and the short ones fill the gaps. */
        ps->norder = 0;
        uint64_t bound_to = common;
        bool bounds = false;
        for (uint32_t i = 0; i < ps->nparts; i++) {
            eng_part *p = &ps->parts[i];
            if (p->boundary) {
                bounds = true;
                continue;
            }
            /* written only where it differs from common: a line worker 0
             * writes is a line the runner must fetch again */
            uint64_t pend = common;
            if (p->nbports) {
                pend = part_end(p, t0, common, ps->bound_end);
                p->end = p->reached = pend;
            }
            if (part_next(p) >= pend)
                continue;
            uint32_t j = ps->norder++;
            while (j > 0 && ps->parts[ps->order[j - 1]].ran < p->ran) {
                ps->order[j] = ps->order[j - 1];
                j--;
            }
            ps->order[j] = i;
        }
        ps->win_end = end;
        ps->win_common = common;
        ps->win_gen++;
        /* A window of a few events is not worth a helper's wake-up (the
         * last window's size is the guess); above that, the mode that
         * ran more events per tick (pick.h). */
        bool worth = ps->nthreads > 1 && ps->norder > 1 && prev >= PICK_ALONE_BELOW;
        bool alone = !worth || eng_pick_alone(&ps->pick);
        run_batch(ps, alone);
        if (!(e->part_info.windows & 4095))
            set_spin(ps); /* the machine's load changes during a long run */
        e->part_info.windows++;
        e->part_info.windows_alone += alone;
        for (uint32_t i = 0; i < ps->norder; i++) {
            eng_part *p = &ps->parts[ps->order[i]];
            n += p->ran;
            if (p->ran && p->pos.now >= e->now)
                e->now = p->pos.now;
        }
        e->part_info.window_events += n - n0;
        e->part_info.span_events += window_span(ps);
        for (uint32_t i = 0; i < ps->norder; i++)
            ps->parts[ps->order[i]].win = e->part_info.windows;
        for (uint32_t i = 0; i < ps->nparts; i++) { /* ran is of its last window */
            eng_part *p = &ps->parts[i];
            double x = p->win == e->part_info.windows ? (double)p->ran : 0;
            p->load += (x - p->load) / 16;
        }
        if (ps->nthreads > 1 && e->part_info.windows % REHOME_EVERY == 0)
            place_parts(ps);
        if (bounds) {
            /* The boundaries catch up with the partitions next to them. */
            for (uint32_t i = 0; i < ps->nparts; i++)
                if (!ps->parts[i].boundary && ps->parts[i].nbports)
                    bound_to = min_u64(bound_to, ps->parts[i].reached);
            deliver_posts(ps);
            n += run_boundaries(ps, bound_to, &ps->bound_end);
        }
        uint64_t ran = n - n0;
        if (ps->nthreads > 1)
            eng_pick_learn(&ps->pick, eng_pick_ticks(), ran);
        ENG_HOOKS_CALL(&e->between_hooks, .pos = ENG_HOOK_BETWEEN, .now = e->now,
                       .where = "engine", .item = &ran);
    }
    return n;
}

/* Marks the boundary partitions and lists each other partition's ports on
 * boundaries (partition.c left a boundary alone when it stands between). */
static void find_boundaries(par_state *ps)
{
    eng_engine *e = ps->e;
    for (uint32_t i = 0; i < ps->nparts; i++) {
        ps->parts[i].boundary = false;
        ps->parts[i].nbports = 0;
    }
    for (size_t i = 0; i < e->nowners; i++) {
        eng_owner *o = e->owners[i];
        if (!o || o->kind != ENG_OWNER_CONNECTION)
            continue;
        eng_conn *c = (eng_conn *)o;
        if (!c->ops->horizon || !c->nports || c->ports[0]->comp->owner.part == o->part)
            continue;
        ps->parts[o->part].boundary = true;
        for (size_t k = 0; k < c->nports; k++) {
            eng_part *p = &ps->parts[c->ports[k]->comp->owner.part];
            uint32_t cap = p->capbports; /* btake grows with bports, to the same capacity */
            VEC_RESERVE(p->bports, p->capbports, p->nbports + 1, "the boundary ports");
            VEC_RESERVE(p->btake, cap, p->nbports + 1, "the boundary ports");
            p->bports[p->nbports++] = c->ports[k];
        }
    }
}

static uint64_t par_run(eng_engine *e, eng_time limit)
{
    par_state *ps = e->backend;
    uint64_t n = 0;
    set_spin(ps);
    eng_partition_info info;
    uint32_t nparts = eng_partition(e, e->cfg.partitioning, &info);
    /* Batch hooks want every (time, phase): lockstep gives them that. One
     * partition runs alone unless threads were asked for (engine.h). */
    bool windowed = (nparts > 1 || e->cfg.threads == ENG_THREADS_DEFAULT) && !e->batch_hooks.head;
    info.mode = windowed ? "windows" : "lockstep";
    info.windows = e->part_info.windows; /* over the engine's runs */
    info.windows_alone = e->part_info.windows_alone;
    info.window_events = e->part_info.window_events;
    info.span_events = e->part_info.span_events;
    info.span_workers = (uint32_t)lpt_workers(ps); /* what window_span shares over */
    e->part_info = info;
    if (!windowed)
        assign_homes(ps);
    if (windowed || ps->windowed)
        set_mode(ps, windowed, nparts);
    if (windowed)
        find_boundaries(ps);
    /* Worker 0 is the calling thread: pinned for the run only, so the
     * host program gets its own binding back. */
    void *saved = NULL;
    if (ps->pin) {
        saved = eng_topology_save_self(ps->topo);
        eng_topology_pin_self(ps->topo, 0);
    }
    if (windowed) {
        e->windowed = true;
        n = run_windows(ps, limit, info.window);
        e->windowed = false;
    }
    for (; !windowed;) {
        deliver_mail(ps);
        if (atomic_load_explicit(&e->stop, memory_order_relaxed))
            break;
        uint64_t stamp = min_stamp(ps);
        if (stamp == UINT64_MAX || (stamp >> 1) > limit)
            break;
        e->now = stamp >> 1;
        e->phase = (uint32_t)(stamp & 1);
        size_t nevents = 0;
        for (int k = 0; k < ps->nthreads; k++) {
            eng_worker *w = &ps->workers[k];
            w->batch = eng_bq_min_stamp(&w->q) == stamp ? eng_bq_pop(&w->q) : NULL;
            atomic_store_explicit(&w->ready, false, memory_order_relaxed);
            atomic_store_explicit(&w->next, 0, memory_order_relaxed);
            if (w->batch)
                nevents += w->batch->n;
        }
        run_batch(ps, nevents < ALONE_BELOW);
        n += nevents;
        for (int k = 0; k < ps->nthreads; k++) {
            eng_worker *w = &ps->workers[k];
            if (w->batch)
                eng_bq_release(&w->q, w->batch);
            w->batch = NULL;
        }
        eng_batch_end(e, nevents); /* every helper is outside */
    }
    if (ps->pin)
        eng_topology_restore_self(ps->topo, saved);
    return n;
}

/* ---- life cycle ---- */

static void free_workers(par_state *ps)
{
    for (uint32_t i = 0; i < ps->nparts; i++) {
        eng_heap_free(&ps->parts[i].q);
        free(ps->parts[i].inbox);
        free(ps->parts[i].bports);
        free(ps->parts[i].btake);
    }
    free(ps->parts);
    free(ps->reqs);
    free(ps->order);
    free(ps->spans);
    for (int i = 0; ps->workers && i < ps->nthreads; i++) {
        eng_worker *w = &ps->workers[i];
        eng_bq_free(&w->q);
        free(w->out);
        free(w->req);
        free(w->mail);
        free(w->seen);
        free(w->runs);
    }
    free(ps->workers);
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
    pthread_mutex_destroy(&ps->m);
    pthread_cond_destroy(&ps->cv);
    eng_topology_free(ps->topo);
    free_workers(ps);
    free(ps->threads);
    free(ps);
}

/* Between runs: every event is in a partition's queue, a worker's queue
 * or its mail (lockstep), or a boundary request. */
static uint64_t par_next(const eng_engine *e)
{
    const par_state *ps = e->backend;
    uint64_t m = parts_next(ps);
    for (int k = 0; k < ps->nthreads; k++) {
        const eng_worker *w = &ps->workers[k];
        m = min_u64(m, eng_bq_min_stamp(&w->q));
        for (size_t i = 0; i < w->nmail; i++)
            m = min_u64(m, eng_event_stamp(w->mail[i].time, w->mail[i].phase));
    }
    return m;
}

static const eng_backend_ops par_ops = {
    par_push, par_run, par_pending, par_destroy, par_next,
};

int eng_parallel_init(eng_engine *e, char *err, size_t errlen)
{
    par_state *ps = aligned_alloc(64, sizeof *ps);
    if (!ps)
        goto oom;
    memset(ps, 0, sizeof *ps);
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
    ps->cores = cores;
    atomic_init(&ps->spin, 0);
    set_spin(ps);
    pthread_mutex_init(&ps->m, NULL);
    pthread_cond_init(&ps->cv, NULL);
    atomic_init(&ps->batch_word, 0);
    atomic_init(&ps->sleepers, 0);
    atomic_init(&ps->quit, false);
    ps->workers = aligned_alloc(64, (size_t)n * sizeof *ps->workers);
    ps->threads = calloc((size_t)n, sizeof *ps->threads);
    if (!ps->workers || !ps->threads)
        goto oom;
    memset(ps->workers, 0, (size_t)n * sizeof *ps->workers);
    for (int i = 0; i < n; i++) {
        eng_worker *w = &ps->workers[i];
        w->index = i;
        w->ps = ps;
        eng_bq_init(&w->q);
        atomic_init(&w->claimed, 0);
        atomic_init(&w->ready, false);
        atomic_init(&w->next, 0);
    }
    e->backend = ps;
    e->ops = &par_ops;
    e->threads = n;
    for (int i = 1; i < n; i++) {
        thread_arg *a = xmalloc(sizeof *a, "an engine thread");
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
        if (ps->workers)
            memset(ps->workers, 0, (size_t)n * sizeof *ps->workers);
        free(ps->workers);
        free(ps->threads);
        eng_topology_free(ps->topo);
        pthread_mutex_destroy(&ps->m);
        pthread_cond_destroy(&ps->cv);
        free(ps);
    }
    return -1;
}
