/* The engine over ranks (ranks.h, docs/engine.md "Ranks").
 *
 * Every rank holds the whole model. At the first run (and whenever owners
 * were added since) the model is partitioned as for the threaded engine
 * (partition.c, the model's hints), each partition is placed on a rank by
 * its owners' places, and each rank keeps in one heap the events of its
 * own partitions only; events for other ranks' owners made between runs
 * (a driver waking every device's host) are dropped, since the rank that
 * owns them made the same ones.
 *
 * A window: the ranks exchange, in one alltoall, the bytes each sends to
 * each and the earliest stamp each holds (its heap's or an event it
 * sends); S, the earliest over all ranks, opens the window [S, S + W),
 * W the smallest lookahead of a connection cut between ranks. Each rank
 * runs its events below S + W in the serial engine's order (one heap:
 * its partitions run interleaved, as the serial engine would run them;
 * with threads, below).
 * An event posted to another rank's owner (eng_post by a cut connection's
 * half) lands at or after S + W (checked); it is encoded into that rank's
 * outbox: the event's key, and its message copied as bytes (the
 * connection's msg_size says how many; the two port pointers travel as
 * (component id, port index), the same on every rank since every rank
 * built the same model), and the sender's copy freed. At the next
 * exchange the receiver decodes it into a fresh message and pushes the
 * event with its key unchanged. Events of one owner are ordered by key
 * alone, so arrival order does not matter: the partitions see the events
 * of the serial run at the times of the serial run.
 *
 * Threads inside a rank (eng_config.threads >= 1): the rank's events are
 * held by the parallel engine instead of the one heap (rs->inner, its
 * state e->backend), which runs each window [S, S + W) as windows of its
 * own over the rank's partitions; its posts to other ranks' owners come
 * back through rk_push between its windows. Not when a batch hook is
 * attached at the first run: the rank keeps the one heap on one thread.
 *
 * Hooks: batch hooks see each (time, phase) the rank ran (one heap only),
 * between hooks once a window on every rank alike; a hook that needs the
 * ranks together (the tracer, the profile: eng_rank_want_sync) has the
 * sync hooks called on every rank after the next exchange, where they may
 * use the collectives.
 *
 * After a run, now (the latest event's time over all ranks), the events
 * run and the pending count are made the same on every rank. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/conn.h"
#include "engine/engine_impl.h"
#include "engine/fatal.h"
#include "engine/heap.h"
#include "engine/port.h"
#include "engine/ranks.h"
#include "util/xalloc.h"
#include "util/vec.h"

typedef struct outbox {
    uint8_t *b;
    size_t n, cap;
} outbox;

typedef struct rk_state {
    const eng_transport *tr;
    int me, n;
    eng_heap q;           /* this rank's events (all of them before placing) */
    /* Threads inside the rank: the parallel engine's ops (its state is
     * e->backend), which hold this rank's events once placed; NULL: q. */
    const eng_backend_ops *inner;
    /* Placed with the threads: unless a batch hook was attached then (the
     * tracer, the profile: they want every (time, phase), and the threads
     * run in windows), when this rank's events stay in q. */
    bool threaded;
    size_t placed;        /* owners when the partitions were placed (0: never) */
    eng_time window;      /* smallest lookahead cut between ranks */
    outbox *out;          /* per rank */
    uint64_t out_min;     /* earliest stamp sent this window */
    bool want_sync;       /* a hook asked for the sync hooks (eng_rank_want_sync) */
    eng_time win_end;     /* events sent must land at or after this */
    uint64_t *words, *rwords;
    size_t *scount, *sdispl, *rcount, *rdispl;
    uint8_t *sbuf, *rbuf;
    size_t capsbuf, caprbuf;
    /* for the engine line: over all runs */
    uint64_t sent, sent_bytes;  /* events and bytes this rank sent to others */
    uint64_t all_sent, all_bytes; /* ... all ranks' (summed after each run) */
    uint64_t xchg_ns, run_ns;   /* this rank's time in exchanges, and in runs */
} rk_state;

static uint64_t mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* Words per peer in each window's alltoall: bytes for that peer, the
 * sender's earliest stamp, stop, all the bytes it sends (so that every
 * rank knows whether anyone sends: the alltoallv is skipped by all or
 * none), and whether it wants the sync hooks called. */
enum { W_BYTES, W_MIN, W_STOP, W_TOTAL, W_SYNC, W_N };

/* ---- encoding ---- */

typedef struct wire_event {
    uint64_t time, seq;
    uint32_t phase, owner, kind, arg;
    uint32_t bytes;              /* of the message after the header; 0: no data */
    uint32_t src_comp, src_port; /* the message's ports: (component id, index) */
    uint32_t dst_comp, dst_port;
} wire_event;

#define NO_PORT UINT32_MAX

static void port_id(const eng_port *p, uint32_t *comp, uint32_t *idx)
{
    *comp = *idx = NO_PORT;
    if (!p)
        return;
    *comp = p->comp->owner.id;
    for (size_t i = 0; i < p->comp->nports; i++)
        if (p->comp->ports[i] == p)
            *idx = (uint32_t)i;
}

static eng_port *port_at(const eng_engine *e, uint32_t comp, uint32_t idx)
{
    if (comp == NO_PORT)
        return NULL;
    eng_owner *o = comp < e->nowners ? e->owners[comp] : NULL;
    ENG_ASSERT(o && o->kind == ENG_OWNER_COMPONENT && idx < ((eng_comp *)o)->nports,
               "a message from another rank names port %u of owner %u, which is not there "
               "(do all ranks build the same model?)", idx, comp);
    return ((eng_comp *)o)->ports[idx];
}

static void put(outbox *b, const void *p, size_t n)
{
    VEC_RESERVE(b->b, b->cap, b->n + n, "an outbox to another rank");
    memcpy(b->b + b->n, p, n);
    b->n += n;
}

/* ev is for an owner on rank r: into r's outbox; its message is freed
 * here (it changed hands: the receiver's rank makes its own copy). */
static void send_event(eng_engine *e, rk_state *rs, const eng_owner *o, const eng_event *ev)
{
    ENG_ASSERT(ev->time >= rs->win_end,
               "an event for '%s' on rank %u at %llu ps lands inside the window (ends %llu "
               "ps): a connection between ranks has a wrong lookahead",
               o->name, o->rank, (unsigned long long)ev->time, (unsigned long long)rs->win_end);
    wire_event w = {ev->time, ev->seq, ev->phase, ev->owner, ev->kind, ev->arg, 0,
                    NO_PORT, NO_PORT, NO_PORT, NO_PORT};
    const eng_msg *m = ev->data;
    if (m) {
        const eng_conn *c = o->kind == ENG_OWNER_CONNECTION ? (const eng_conn *)o : NULL;
        size_t n = c && c->msg_size ? c->msg_size(m) : 0;
        ENG_ASSERT(n >= sizeof *m && n < UINT32_MAX,
                   "'%s' gets a message (type %u) from another rank, but its connection "
                   "cannot copy it (no msg_size, or this type is not plain data)",
                   o->name, m->type);
        w.bytes = (uint32_t)n;
        port_id(m->src, &w.src_comp, &w.src_port);
        port_id(m->dst, &w.dst_comp, &w.dst_port);
    }
    outbox *b = &rs->out[o->rank];
    put(b, &w, sizeof w);
    if (m) {
        put(b, m, w.bytes);
        free(ev->data);
    }
    rs->sent++;
    rs->sent_bytes += sizeof w + w.bytes;
    uint64_t st = eng_event_stamp(ev->time, ev->phase);
    if (st < rs->out_min)
        rs->out_min = st;
    (void)e;
}

static size_t recv_events(eng_engine *e, rk_state *rs, const uint8_t *p, size_t n)
{
    size_t k = 0;
    for (size_t at = 0; at < n; k++) {
        wire_event w;
        ENG_ASSERT(n - at >= sizeof w, "a truncated event from another rank");
        memcpy(&w, p + at, sizeof w);
        at += sizeof w;
        eng_event ev = {w.time, w.phase, w.owner, w.seq, w.kind, w.arg, NULL};
        if (w.bytes) {
            ENG_ASSERT(n - at >= w.bytes, "a truncated message from another rank");
            eng_msg *m = xmalloc(w.bytes, "a message from another rank");
            memcpy(m, p + at, w.bytes);
            at += w.bytes;
            m->src = port_at(e, w.src_comp, w.src_port);
            m->dst = port_at(e, w.dst_comp, w.dst_port);
            ev.data = m;
        }
        ENG_ASSERT(w.owner < e->nowners && e->owners[w.owner] &&
                       e->owners[w.owner]->rank == (uint32_t)rs->me,
                   "rank %d got an event for owner %u, which it does not run", rs->me, w.owner);
        if (rs->threaded)
            rs->inner->push(e, &ev);
        else
            eng_heap_push(&rs->q, &ev);
    }
    return k;
}

/* ---- placement ---- */

static int part_rank(uint32_t place, uint32_t places, int ranks)
{
    return (int)((uint64_t)place * (uint64_t)ranks / places);
}

/* Partitions, their ranks, the window; keeps only this rank's events. */
static void place(eng_engine *e, rk_state *rs)
{
    eng_partition_info info;
    uint32_t nparts = eng_partition(e, ENG_PARTITION_MODEL, &info);
    uint32_t *pl = xcalloc(nparts, sizeof *pl, "the partitions' places");
    uint32_t places = 1;
    for (size_t i = 0; i < e->nowners; i++) {
        eng_owner *o = e->owners[i];
        if (!o)
            continue;
        if (o->place > pl[o->part])
            pl[o->part] = o->place;
        if (o->place + 1 > places)
            places = o->place + 1;
    }
    for (size_t i = 0; i < e->nowners; i++)
        if (e->owners[i])
            e->owners[i]->rank = (uint32_t)part_rank(pl[e->owners[i]->part], places, rs->n);
    free(pl);
    /* The window: the smallest lookahead between ranks. A boundary
     * (conn.h) must not stand between ranks: it reads its ports' buffers. */
    rs->window = ENG_TIME_NEVER;
    uint32_t cut = 0;
    for (size_t i = 0; i < e->nowners; i++) {
        eng_owner *o = e->owners[i];
        if (!o || o->kind != ENG_OWNER_CONNECTION)
            continue;
        eng_conn *c = (eng_conn *)o;
        if (c->peer && c->lookahead && c->owner.rank != c->peer->owner.rank) {
            cut++;
            if (c->lookahead < rs->window)
                rs->window = c->lookahead;
        }
        for (size_t k = 0; c->ops->horizon && k < c->nports; k++)
            ENG_ASSERT(c->ports[k]->comp->owner.rank == o->rank,
                       "'%s' stands between ranks %u and %u, and a boundary connection "
                       "cannot (hint its ports into one partition)",
                       c->name, o->rank, c->ports[k]->comp->owner.rank);
    }
    info.mode = "ranks";
    info.cut = cut;
    info.window = rs->window;
    info.windows = e->part_info.windows;
    info.windows_alone = 0;
    e->part_info = info;
    if (!rs->placed) {
        rs->threaded = rs->inner && !e->batch_hooks.head;
        if (!rs->threaded)
            e->threads = 0; /* one thread: no worker context to check for */
    }
    /* keep only our events (with threads, in the parallel engine) */
    eng_heap old = rs->q;
    eng_heap_init(&rs->q);
    for (size_t i = 0; i < old.n; i++)
        if (e->owners[old.v[i].owner] && e->owners[old.v[i].owner]->rank == (uint32_t)rs->me) {
            if (rs->threaded)
                rs->inner->push(e, &old.v[i]);
            else
                eng_heap_push(&rs->q, &old.v[i]);
        }
    eng_heap_free(&old);
    rs->placed = e->nowners;
}

/* The earliest stamp of this rank's events. */
static uint64_t next_stamp(const eng_engine *e, const rk_state *rs)
{
    uint64_t m = UINT64_MAX;
    if (rs->threaded)
        m = rs->inner->next(e);
    const eng_event *top = eng_heap_top(&rs->q);
    uint64_t q = top ? eng_event_stamp(top->time, top->phase) : UINT64_MAX;
    return q < m ? q : m;
}

/* ---- the backend ---- */

static void rk_push(eng_engine *e, const eng_event *ev)
{
    rk_state *rs = e->ranks;
    const eng_owner *o = e->owners[ev->owner];
    if (rs->threaded && o->rank == (uint32_t)rs->me)
        rs->inner->push(e, ev);
    else if (!rs->placed || o->rank == (uint32_t)rs->me)
        eng_heap_push(&rs->q, ev);
    else if (e->running)
        send_event(e, rs, o, ev);
    /* else: made between runs on every rank; its own rank keeps it */
}

static void grow(uint8_t **b, size_t *cap, size_t n, const char *what)
{
    VEC_RESERVE(*b, *cap, n, what);
}

/* The batch hooks (not the between hooks: those are called once a window
 * on every rank alike). */
static void batch_end(eng_engine *e, uint64_t n)
{
    if (e->batch_hooks.head && n) {
        eng_batch_info bi = {e->now, e->phase, n};
        ENG_HOOKS_CALL(&e->batch_hooks, .pos = ENG_HOOK_BATCH_END, .now = e->now,
                       .where = "engine", .item = &bi);
    }
}

/* The exchange between windows: returns the earliest stamp over all ranks
 * (UINT64_MAX: none), whether any rank was asked to stop and whether any
 * wants the sync hooks. */
static uint64_t exchange(eng_engine *e, rk_state *rs, bool *stop, bool *sync)
{
    int n = rs->n;
    uint64_t mine = next_stamp(e, rs);
    if (rs->out_min < mine)
        mine = rs->out_min;
    bool stopping = atomic_load_explicit(&e->stop, memory_order_relaxed);
    size_t total = 0;
    for (int r = 0; r < n; r++) {
        rs->scount[r] = rs->out[r].n;
        rs->sdispl[r] = total;
        total += rs->out[r].n;
    }
    for (int r = 0; r < n; r++) {
        rs->words[r * W_N + W_BYTES] = rs->out[r].n;
        rs->words[r * W_N + W_MIN] = mine;
        rs->words[r * W_N + W_STOP] = stopping;
        rs->words[r * W_N + W_TOTAL] = total;
        rs->words[r * W_N + W_SYNC] = rs->want_sync;
    }
    rs->want_sync = false;
    rs->tr->alltoall_u64(rs->words, rs->rwords, W_N);
    grow(&rs->sbuf, &rs->capsbuf, total + 1, "the ranks' exchange");
    for (int r = 0; r < n; r++)
        if (rs->out[r].n)
            memcpy(rs->sbuf + rs->sdispl[r], rs->out[r].b, rs->out[r].n);
    uint64_t start = UINT64_MAX;
    size_t rtotal = 0;
    bool moves = false;
    *stop = *sync = false;
    for (int r = 0; r < n; r++) {
        rs->rcount[r] = rs->rwords[r * W_N + W_BYTES];
        rs->rdispl[r] = rtotal;
        rtotal += rs->rcount[r];
        if (rs->rwords[r * W_N + W_MIN] < start)
            start = rs->rwords[r * W_N + W_MIN];
        *stop = *stop || rs->rwords[r * W_N + W_STOP];
        *sync = *sync || rs->rwords[r * W_N + W_SYNC];
        moves = moves || rs->rwords[r * W_N + W_TOTAL];
    }
    grow(&rs->rbuf, &rs->caprbuf, rtotal + 1, "the ranks' exchange");
    if (moves) /* nothing to move in many windows */
        rs->tr->alltoallv(rs->sbuf, rs->scount, rs->sdispl, rs->rbuf, rs->rcount, rs->rdispl);
    for (int r = 0; r < n; r++)
        rs->out[r].n = 0;
    rs->out_min = UINT64_MAX;
    recv_events(e, rs, rs->rbuf, rtotal);
    return start;
}

static uint64_t run_window(eng_engine *e, rk_state *rs, eng_time end);
static uint64_t run_inner(eng_engine *e, rk_state *rs, eng_time end);

static uint64_t rk_run(eng_engine *e, eng_time limit)
{
    rk_state *rs = e->ranks;
    if (rs->placed != e->nowners)
        place(e, rs);
    uint64_t n = 0, t_run = mono_ns(), sent0 = rs->sent, bytes0 = rs->sent_bytes;
    for (;;) {
        bool stop, sync;
        uint64_t t = mono_ns();
        uint64_t start = exchange(e, rs, &stop, &sync);
        rs->xchg_ns += mono_ns() - t;
        if (sync) /* every rank, here: the hooks may gather */
            ENG_HOOKS_CALL(&e->sync_hooks, .pos = ENG_HOOK_RANK_SYNC, .now = e->now,
                           .where = "engine");
        if (stop || start == UINT64_MAX || (start >> 1) > limit)
            break;
        eng_time t0 = start >> 1;
        eng_time end = rs->window >= ENG_TIME_NEVER - t0 ? ENG_TIME_NEVER : t0 + rs->window;
        if (limit != ENG_TIME_NEVER && end > limit + 1)
            end = limit + 1;
        rs->win_end = end;
        uint64_t k = rs->threaded ? run_inner(e, rs, end) : run_window(e, rs, end);
        n += k;
        e->part_info.windows++;
        ENG_HOOKS_CALL(&e->between_hooks, .pos = ENG_HOOK_BETWEEN, .now = e->now,
                       .where = "engine", .item = &k);
    }
    rs->win_end = 0;
    uint64_t now = e->now;
    rs->tr->reduce_u64(&now, 1, ENG_REDUCE_MAX);
    e->now = now;
    uint64_t v[3] = {n, rs->sent - sent0, rs->sent_bytes - bytes0};
    rs->tr->reduce_u64(v, 3, ENG_REDUCE_SUM);
    rs->all_sent += v[1];
    rs->all_bytes += v[2];
    rs->run_ns += mono_ns() - t_run;
    return v[0];
}

/* A window [now, end) of this rank's events, one at a time in the serial
 * order (one heap for all its partitions). */
static uint64_t run_window(eng_engine *e, rk_state *rs, eng_time end)
{
    uint64_t stop_at = end == ENG_TIME_NEVER ? UINT64_MAX : eng_event_stamp(end, 0), k = 0;
    const eng_event *top;
    eng_event ev;
    uint64_t in_batch = 0;
    while ((top = eng_heap_top(&rs->q)) && eng_event_stamp(top->time, top->phase) < stop_at) {
        /* batch hooks see each (time, phase) this rank ran, as in the
         * serial engine; between hooks once a window (rk_run) */
        if (in_batch &&
            eng_event_stamp(top->time, top->phase) != eng_event_stamp(e->now, e->phase)) {
            batch_end(e, in_batch);
            in_batch = 0;
        }
        eng_heap_pop(&rs->q, &ev);
        e->now = ev.time;
        e->phase = ev.phase;
        eng_dispatch(e, NULL, &ev);
        k++;
        in_batch++;
    }
    batch_end(e, in_batch);
    return k;
}

/* The same window on the parallel engine's threads (its own windows,
 * bounded by the ranks'): its events posted to another rank's owner come
 * back through rk_push between its windows. Its partition figures are
 * its own: the ranks' are kept. */
static uint64_t run_inner(eng_engine *e, rk_state *rs, eng_time end)
{
    ENG_ASSERT(!e->batch_hooks.head, "a batch hook was attached after the first run, and the "
               "threads inside a rank run in windows: attach it before");
    eng_partition_info ranks = e->part_info;
    uint64_t k = rs->inner->run(e, end == ENG_TIME_NEVER ? ENG_TIME_NEVER : end - 1);
    e->part_info = ranks;
    return k;
}

void eng_ranked_describe(const eng_engine *e, char *buf, size_t len)
{
    const rk_state *rs = e->ranks;
    const eng_partition_info *pi = &e->part_info;
    double w = pi->windows ? (double)pi->windows : 1.0;
    /* short enough for mgsim run's engine line (192 bytes) */
    char threads[48] = "";
    if (rs->threaded)
        snprintf(threads, sizeof threads, ", %d threads each", e->threads);
    snprintf(buf, len,
             "%d rank%s (%s%s), %.0f ns windows over %u partitions (%u cut); %llu windows: "
             "%.0f events, %.2f msgs, %.0f B across ranks each; rank %d %.1f us/window, "
             "%.0f%% exchanging",
             rs->n, rs->n == 1 ? "" : "s", rs->tr->name, threads,
             pi->window == ENG_TIME_NEVER ? 0.0 : (double)pi->window / (double)ENG_PS_PER_NS,
             pi->partitions, pi->cut, (unsigned long long)pi->windows,
             (double)e->events_run / w, (double)rs->all_sent / w, (double)rs->all_bytes / w,
             rs->me, (double)rs->run_ns / 1e3 / w,
             rs->run_ns ? 100.0 * (double)rs->xchg_ns / (double)rs->run_ns : 0.0);
}

static size_t rk_pending(const eng_engine *e)
{
    const rk_state *rs = e->ranks;
    uint64_t n = rs->q.n + (rs->threaded ? rs->inner->pending(e) : 0);
    rs->tr->reduce_u64(&n, 1, ENG_REDUCE_SUM);
    return (size_t)n;
}

static void rk_free(rk_state *rs)
{
    eng_heap_free(&rs->q);
    for (int r = 0; r < rs->n; r++)
        free(rs->out[r].b);
    free(rs->out);
    free(rs->words);
    free(rs->rwords);
    free(rs->scount);
    free(rs->sdispl);
    free(rs->rcount);
    free(rs->rdispl);
    free(rs->sbuf);
    free(rs->rbuf);
    free(rs);
}

static void rk_destroy(eng_engine *e)
{
    rk_state *rs = e->ranks;
    if (rs->inner)
        rs->inner->destroy(e);
    rk_free(rs);
    e->ranks = NULL;
}

static uint64_t rk_next(const eng_engine *e)
{
    return next_stamp(e, e->ranks);
}

static const eng_backend_ops rk_ops = {rk_push, rk_run, rk_pending, rk_destroy, rk_next};

int eng_ranked_init(eng_engine *e, char *err, size_t errlen)
{
    rk_state *rs = xcalloc(1, sizeof *rs, "the engine over ranks");
    rs->tr = e->tr;
    rs->me = rs->tr->rank();
    rs->n = rs->tr->size();
    if (rs->n < 1 || rs->me < 0 || rs->me >= rs->n) {
        if (err)
            snprintf(err, errlen, "transport '%s': rank %d of %d", rs->tr->name, rs->me, rs->n);
        free(rs);
        return -1;
    }
    size_t n = (size_t)rs->n;
    rs->out = xcalloc(n, sizeof *rs->out, "the ranks' outboxes");
    rs->words = xcalloc(n * W_N, sizeof *rs->words, "the ranks' exchange");
    rs->rwords = xcalloc(n * W_N, sizeof *rs->rwords, "the ranks' exchange");
    rs->scount = xcalloc(n, sizeof(size_t), "the ranks' exchange");
    rs->sdispl = xcalloc(n, sizeof(size_t), "the ranks' exchange");
    rs->rcount = xcalloc(n, sizeof(size_t), "the ranks' exchange");
    rs->rdispl = xcalloc(n, sizeof(size_t), "the ranks' exchange");
    rs->out_min = UINT64_MAX;
    eng_heap_init(&rs->q);
    e->ranks = rs;
    e->threads = 0;
    e->backend = NULL;
    /* Threads inside the rank when a number was asked for: the parallel
     * engine, in windows over the model's partitions (lockstep batches
     * could not tell this rank's owners from the others'), not pinned
     * (other ranks may share the cores). */
    if (e->cfg.threads >= 1) {
        e->cfg.pin = false;
        e->cfg.partitioning = ENG_PARTITION_MODEL;
        if (eng_parallel_init(e, err, errlen) < 0) {
            e->ranks = NULL;
            rk_free(rs);
            return -1;
        }
        rs->inner = e->ops;
    }
    e->ops = &rk_ops;
    e->part_info.mode = "ranks";
    return 0;
}

/* ---- ranks.h ---- */

int eng_ranks(const eng_engine *e)
{
    return e->tr ? ((const rk_state *)e->ranks)->n : 1;
}

int eng_rank(const eng_engine *e)
{
    return e->tr ? ((const rk_state *)e->ranks)->me : 0;
}

void eng_owner_set_place(eng_owner *o, uint32_t place)
{
    ENG_ASSERT(!o->engine || !o->engine->running, "'%s': place set while running", o->name);
    o->place = place;
}

int eng_owner_rank(const eng_engine *e, const eng_owner *o)
{
    return e->tr ? (int)o->rank : 0;
}

/* Whether a collective of N items has anyone to reach (more than one
 * rank) and anything to carry: the collectives below do nothing else. */
static bool collective(const eng_engine *e, size_t n)
{
    return e->tr && ((const rk_state *)e->ranks)->n > 1 && n;
}

void eng_rank_share(eng_engine *e, const eng_owner *o, void *buf, size_t n)
{
    eng_rank_bcast(e, buf, n, (int)o->rank);
}

void eng_rank_sum(eng_engine *e, uint64_t *v, size_t n)
{
    if (collective(e, n))
        e->tr->reduce_u64(v, n, ENG_REDUCE_SUM);
}

void eng_rank_sum_f64(eng_engine *e, double *v, size_t n)
{
    if (collective(e, n))
        e->tr->reduce_f64(v, n, ENG_REDUCE_SUM);
}

void eng_rank_max(eng_engine *e, uint64_t *v, size_t n)
{
    if (collective(e, n))
        e->tr->reduce_u64(v, n, ENG_REDUCE_MAX);
}

void eng_rank_bcast(eng_engine *e, void *buf, size_t n, int root)
{
    if (collective(e, n))
        e->tr->bcast(buf, n, root);
}

void eng_rank_want_sync(eng_engine *e)
{
    if (e->tr)
        ((rk_state *)e->ranks)->want_sync = true;
}

eng_hooks *eng_rank_sync_hooks_of(eng_engine *e) { return &e->sync_hooks; }

size_t eng_rank_gather(eng_engine *e, const void *buf, size_t n, void **out, size_t *counts)
{
    int ranks = eng_ranks(e), me = eng_rank(e);
    if (ranks == 1) {
        *out = xmalloc(n + 1, "a gather's buffer");
        if (n)
            memcpy(*out, buf, n);
        if (counts)
            counts[0] = n;
        return n;
    }
    size_t un = (size_t)ranks;
    uint64_t *w = xcalloc(2 * un, sizeof *w, "a gather's counts");
    size_t *v = xcalloc(4 * un, sizeof *v, "a gather's counts");
    for (size_t r = 0; r < un; r++)
        w[r] = r == 0 ? n : 0; /* only rank 0 receives */
    e->tr->alltoall_u64(w, w + un, 1);
    size_t total = 0;
    for (size_t r = 0; r < un; r++) {
        v[2 * un + r] = (size_t)w[un + r]; /* received from r */
        v[3 * un + r] = total;
        total += (size_t)w[un + r];
    }
    v[0] = n; /* scount[0]: to rank 0; the rest zero */
    uint8_t *rb = xmalloc(total + 1, "a gather's buffer");
    e->tr->alltoallv(buf, v, v + un, rb, v + 2 * un, v + 3 * un);
    if (counts && me == 0)
        for (size_t r = 0; r < un; r++)
            counts[r] = v[2 * un + r];
    free(w);
    free(v);
    if (me != 0) {
        free(rb);
        *out = NULL;
        return 0;
    }
    *out = rb;
    return total;
}
