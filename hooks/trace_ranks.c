/* The tracer over MPI ranks (trace_int.h; docs/engine.md, Ranks): the
 * file rank 0 writes is the serial engine's, byte for byte.
 *
 * The serial tracer writes its buffers out at the end of a batch (one
 * (time, phase) of one eng_run) once they hold buffer_bytes, sorted by
 * (time, component index, order within the component). Records of one
 * batch can carry later times (the PCIe bus traces a hop's end when it
 * starts it), so the file depends on those flush points, and they on
 * every record made before them: over ranks no rank knows them alone.
 *
 * So every rank keeps, with each record, the batch it was made in (run,
 * stamp + 1; a record made between runs, the driver's drain task, is keyed
 * (the next run, 0) and kept by its component's rank alone). At a sync
 * (below) every rank sends rank 0 its records and the first batch it ran
 * in each run since the last sync; rank 0 pools them and replays the
 * serial tracer: in batch order it adds up the bytes each batch end has
 * seen and writes the pool up to the first batch end that reaches
 * buffer_bytes, and so on. A record made between runs is seen at the first
 * batch end after it: the earliest first batch any rank reports for that
 * run or the next run with events. Within a flush the order is the serial
 * one: (time, component index, then batch and order on its rank, which is
 * a component's own order, since one batch of a component runs on one
 * rank).
 *
 * Syncs happen between windows (eng_rank_want_sync, asked by a rank whose
 * records reach buffer_bytes / ranks), when every batch before the window
 * is complete on every rank, and at trace_close. Where they fall changes
 * nothing in the file, only how much rank 0 holds: at most buffer_bytes
 * unwritten plus what the ranks made since the last sync. */
#include <stdlib.h>
#include <string.h>

#include "engine/fatal.h"
#include "engine/ranks.h"
#include "hooks/trace_int.h"
#include "util/vec.h"
#include "util/xalloc.h"

/* A gathered record on rank 0, waiting for its flush. */
typedef struct pool_ent {
    eng_time time;
    uint64_t run, cstamp; /* its batch (rec_key) */
    uint64_t seq;         /* arrival order: a component's own order */
    size_t off;           /* in bytes */
    uint32_t src, len;
} pool_ent;

/* The first batch (its stamp) a run ran: on a rank, or over all ranks. */
typedef struct run_first {
    uint64_t run, stamp;
} run_first;

/* A record as it travels to rank 0, followed by its len bytes. */
typedef struct wire_rec {
    uint64_t time, run, cstamp;
    uint32_t src, len;
} wire_rec;

struct trace_rk {
    size_t want;          /* bytes this rank holds before it asks for a sync */
    run_first *mine;      /* this rank's first batches since the last sync */
    size_t nmine, capmine;
    uint8_t *blob;        /* what this rank sends at a sync */
    size_t nblob, capblob;
    /* rank 0 */
    pool_ent *pool;
    size_t npool, cappool;
    uint8_t *bytes;
    size_t nbytes, capbytes;
    uint64_t seq;
    run_first *firsts;    /* by run, over all ranks */
    size_t nfirsts, capfirsts;
};

static void put(trace_rk *rk, const void *p, size_t n)
{
    VEC_RESERVE(rk->blob, rk->capblob, rk->nblob + n, "a trace sync");
    memcpy(rk->blob + rk->nblob, p, n);
    rk->nblob += n;
}

/* ---- hooks (every rank) ------------------------------------------------ */

/* A batch this rank ran: the first of its run is kept. */
static void on_batch(void *user, const eng_hook_ctx *ctx)
{
    trace_rk *rk = ((tracer *)user)->rk;
    const eng_batch_info *bi = ctx->item;
    uint64_t run = eng_runs(((tracer *)user)->e);
    if (!rk->nmine || rk->mine[rk->nmine - 1].run != run)
        VEC_PUSH(rk->mine, rk->nmine, rk->capmine,
                 ((run_first){run, eng_event_stamp(bi->time, bi->phase)}), "a trace sync");
}

static void on_between(void *user, const eng_hook_ctx *ctx)
{
    tracer *t = user;
    (void)ctx;
    if (atomic_load_explicit(&t->buffered, memory_order_relaxed) >= t->rk->want)
        eng_rank_want_sync(t->e);
}

static void sync_all(tracer *t, bool last);

static void on_sync(void *user, const eng_hook_ctx *ctx)
{
    (void)ctx;
    sync_all(user, false);
}

/* ---- rank 0: the serial tracer's flushes, replayed ------------------------ */

static int cmp_batch(const void *a, const void *b)
{
    const pool_ent *x = a, *y = b;
    if (x->run != y->run)
        return x->run < y->run ? -1 : 1;
    if (x->cstamp != y->cstamp)
        return x->cstamp < y->cstamp ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* The serial tracer's order within a flush (trace.c's cmp_merge). */
static int cmp_flush(const void *a, const void *b)
{
    const pool_ent *x = a, *y = b;
    if (x->time != y->time)
        return x->time < y->time ? -1 : 1;
    if (x->src != y->src)
        return x->src < y->src ? -1 : 1;
    return cmp_batch(a, b);
}

/* The batch end (run, stamp + 1) at which the serial tracer first looks
 * at a record of batch (run, cstamp); false when that is not known (a
 * record made after the last run with events). */
static bool seen_at(const trace_rk *rk, uint64_t run, uint64_t cstamp, run_first *at)
{
    if (cstamp) {
        *at = (run_first){run, cstamp};
        return true;
    }
    for (size_t i = 0; i < rk->nfirsts; i++)
        if (rk->firsts[i].run >= run) {
            *at = (run_first){rk->firsts[i].run, rk->firsts[i].stamp + 1};
            return true;
        }
    return false;
}

static void write_sorted(tracer *t, pool_ent *v, size_t n)
{
    trace_rk *rk = t->rk;
    qsort(v, n, sizeof *v, cmp_flush);
    for (size_t i = 0; i < n; i++)
        if (fwrite(rk->bytes + v[i].off, 1, v[i].len, t->f) != v[i].len)
            t->werr = 1;
}

/* Writes what the serial tracer would have written by the batch ends
 * known now (all, when last), and keeps the rest. */
static void replay(tracer *t, bool last)
{
    trace_rk *rk = t->rk;
    qsort(rk->pool, rk->npool, sizeof *rk->pool, cmp_batch);
    size_t done = 0, i = 0, acc = 0;
    while (i < rk->npool) {
        run_first at;
        if (!seen_at(rk, rk->pool[i].run, rk->pool[i].cstamp, &at))
            break;
        /* every record first seen at that batch end */
        for (run_first a2; i < rk->npool; i++) {
            if (!seen_at(rk, rk->pool[i].run, rk->pool[i].cstamp, &a2) || a2.run != at.run ||
                a2.stamp != at.stamp)
                break;
            acc += rk->pool[i].len;
        }
        if (acc >= t->cfg.buffer_bytes) {
            write_sorted(t, rk->pool + done, i - done);
            done = i;
            acc = 0;
        }
    }
    if (last) { /* trace_close's flush */
        write_sorted(t, rk->pool + done, rk->npool - done);
        done = rk->npool;
    }
    /* keep the rest, its bytes copied (they are not in batch order) */
    size_t nb = 0, cap = 0;
    uint8_t *kept = NULL;
    for (size_t k = done; k < rk->npool; k++) {
        pool_ent p = rk->pool[k];
        VEC_RESERVE(kept, cap, nb + p.len, "the trace's records");
        memcpy(kept + nb, rk->bytes + p.off, p.len);
        p.off = nb;
        nb += p.len;
        rk->pool[k - done] = p;
    }
    free(rk->bytes);
    rk->bytes = kept;
    rk->capbytes = cap;
    rk->npool -= done;
    rk->nbytes = nb;
    /* first batches no kept record (nor a later one) needs */
    uint64_t keep = eng_runs(t->e);
    for (size_t k = 0; k < rk->npool; k++)
        if (rk->pool[k].run < keep)
            keep = rk->pool[k].run;
    size_t k = 0;
    while (k < rk->nfirsts && rk->firsts[k].run < keep)
        k++;
    memmove(rk->firsts, rk->firsts + k, (rk->nfirsts - k) * sizeof *rk->firsts);
    rk->nfirsts -= k;
}

/* A rank's first batch of a run: the earliest over the ranks is kept. */
static void merge_first(trace_rk *rk, run_first f)
{
    size_t i = 0;
    while (i < rk->nfirsts && rk->firsts[i].run < f.run)
        i++;
    if (i < rk->nfirsts && rk->firsts[i].run == f.run) {
        if (f.stamp < rk->firsts[i].stamp)
            rk->firsts[i].stamp = f.stamp;
        return;
    }
    VEC_RESERVE(rk->firsts, rk->capfirsts, rk->nfirsts + 1, "a trace sync");
    memmove(rk->firsts + i + 1, rk->firsts + i, (rk->nfirsts - i) * sizeof *rk->firsts);
    rk->firsts[i] = f;
    rk->nfirsts++;
}

/* One rank's blob (see sync_all) into the pool. */
static void take(tracer *t, const uint8_t *p, size_t n)
{
    trace_rk *rk = t->rk;
    uint64_t nf;
    ENG_ASSERT(n >= sizeof nf, "a trace sync from another rank is cut short");
    memcpy(&nf, p, sizeof nf);
    size_t at = sizeof nf;
    ENG_ASSERT(nf <= (n - at) / sizeof(run_first), "a trace sync from another rank is cut short");
    for (uint64_t i = 0; i < nf; i++, at += sizeof(run_first)) {
        run_first f;
        memcpy(&f, p + at, sizeof f);
        merge_first(rk, f);
    }
    while (at < n) {
        wire_rec w;
        ENG_ASSERT(n - at >= sizeof w, "a trace sync from another rank is cut short");
        memcpy(&w, p + at, sizeof w);
        at += sizeof w;
        ENG_ASSERT(n - at >= w.len && w.src < t->nsrc,
                   "a trace sync from another rank is cut short");
        VEC_RESERVE(rk->bytes, rk->capbytes, rk->nbytes + w.len, "the trace's records");
        memcpy(rk->bytes + rk->nbytes, p + at, w.len);
        VEC_PUSH(rk->pool, rk->npool, rk->cappool,
                 ((pool_ent){w.time, w.run, w.cstamp, rk->seq++, rk->nbytes, w.src, w.len}),
                 "the trace's records");
        rk->nbytes += w.len;
        at += w.len;
    }
}

/* ---- the sync (collective) ------------------------------------------------ */

/* Every rank: its first batches and records to rank 0, its buffers
 * emptied. Rank 0: pools them and writes what the serial tracer would
 * have written by now (everything, when last). */
static void sync_all(tracer *t, bool last)
{
    trace_rk *rk = t->rk;
    rk->nblob = 0;
    uint64_t nf = rk->nmine;
    put(rk, &nf, sizeof nf);
    put(rk, rk->mine, rk->nmine * sizeof *rk->mine);
    rk->nmine = 0;
    for (size_t i = 0; i < t->nsrc; i++) {
        trace_src *s = &t->src[i];
        for (size_t k = 0; k < s->n; k++) {
            wire_rec w = {s->ix[k].time, s->key[k].run, s->key[k].cstamp, (uint32_t)i,
                          s->ix[k].len};
            put(rk, &w, sizeof w);
            put(rk, s->buf.data + s->ix[k].off, s->ix[k].len);
        }
        s->n = 0;
        s->buf.size = 0; /* keep the allocation */
    }
    atomic_store_explicit(&t->buffered, 0, memory_order_relaxed);
    int ranks = eng_ranks(t->e);
    size_t *counts = xcalloc((size_t)ranks, sizeof *counts, "a trace sync");
    void *all = NULL;
    eng_rank_gather(t->e, rk->blob, rk->nblob, &all, counts);
    if (eng_rank(t->e) == 0) {
        const uint8_t *p = all;
        for (int r = 0; r < ranks; p += counts[r], r++)
            take(t, p, counts[r]);
        replay(t, last);
    }
    free(all);
    free(counts);
}

/* ---- trace_int.h ------------------------------------------------------------ */

int trace_rk_open(tracer *t)
{
    t->rk = xcalloc(1, sizeof *t->rk, "the tracer over ranks");
    size_t want = t->cfg.buffer_bytes / (size_t)eng_ranks(t->e);
    t->rk->want = want ? want : 1;
    if (eng_hooks_attach(eng_batch_hooks_of(t->e), on_batch, t) ||
        eng_hooks_attach(eng_between_hooks_of(t->e), on_between, t) ||
        eng_hooks_attach(eng_rank_sync_hooks_of(t->e), on_sync, t))
        return -1;
    return 0;
}

bool trace_rk_keeps(const tracer *t, const trace_src *s)
{
    return eng_is_running(t->e) || eng_owner_rank(t->e, s->owner) == eng_rank(t->e);
}

void trace_rk_close(tracer *t)
{
    sync_all(t, true);
}

void trace_rk_detach(tracer *t)
{
    eng_hooks_detach(eng_batch_hooks_of(t->e), on_batch, t);
    eng_hooks_detach(eng_between_hooks_of(t->e), on_between, t);
    eng_hooks_detach(eng_rank_sync_hooks_of(t->e), on_sync, t);
}

void trace_rk_free(tracer *t)
{
    trace_rk *rk = t->rk;
    if (!rk)
        return;
    free(rk->mine);
    free(rk->blob);
    free(rk->pool);
    free(rk->bytes);
    free(rk->firsts);
    free(rk);
    t->rk = NULL;
}
