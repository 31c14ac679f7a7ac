/* The parallelism profile (prof.h): an exact histogram of batch sizes.
 *
 * Over MPI ranks (engine/ranks.h) a rank sees only its own part of each
 * (time, phase): it lists its parts (run, stamp, events), and rank 0
 * adds up the parts of each batch when they are gathered (prof_gather,
 * or a sync between windows once a rank lists 4096), so its histogram is
 * the serial run's. */
#include "hooks/prof.h"
#include "engine/ranks.h"
#include "util/vec.h"

#include <stdlib.h>
#include <string.h>

/* A rank's part of a batch. */
typedef struct part {
    uint64_t run, stamp, events;
} part;

enum { PROF_SYNC_PARTS = 1 << 12 };

struct prof {
    eng_engine *e;
    uint64_t *hist;            /* hist[n]: batches of n events */
    size_t cap;
    uint64_t batches[2], events[2];
    long double sq;            /* sum of n^2, for the event-weighted mean */
    int oom;
    bool ranks;                /* over more than one rank: parts listed */
    part *parts;
    size_t nparts, capparts;
};

static void count(prof *p, uint64_t events, uint32_t phase)
{
    if (events >= p->cap) {
        size_t old = p->cap;
        if (VEC_TRY_RESERVE(p->hist, p->cap, events + 1) < 0) {
            p->oom = 1;
            return;
        }
        memset(p->hist + old, 0, (p->cap - old) * sizeof *p->hist);
    }
    p->hist[events]++;
    p->batches[phase & 1]++;
    p->events[phase & 1] += events;
    p->sq += (long double)events * (long double)events;
}

static void on_batch(void *user, const eng_hook_ctx *ctx)
{
    prof *p = user;
    const eng_batch_info *b = ctx->item;
    if (!p->ranks) {
        count(p, b->events, b->phase);
        return;
    }
    part x = {eng_runs(p->e), eng_event_stamp(b->time, b->phase), b->events};
    VEC_PUSH(p->parts, p->nparts, p->capparts, x, "the parallelism profile");
    if (p->nparts >= PROF_SYNC_PARTS)
        eng_rank_want_sync(p->e);
}

static int cmp_part(const void *a, const void *b)
{
    const part *x = a, *y = b;
    if (x->run != y->run)
        return x->run < y->run ? -1 : 1;
    return x->stamp < y->stamp ? -1 : x->stamp > y->stamp;
}

void prof_gather(prof *p)
{
    if (!p || !p->ranks)
        return;
    void *all = NULL;
    size_t n = eng_rank_gather(p->e, p->parts, p->nparts * sizeof *p->parts, &all, NULL);
    p->nparts = 0;
    part *v = all;
    n /= sizeof *v;
    if (n)
        qsort(v, n, sizeof *v, cmp_part);
    for (size_t i = 0; i < n;) { /* a batch's parts, one from each rank that ran some */
        uint64_t events = 0;
        size_t j = i;
        for (; j < n && v[j].run == v[i].run && v[j].stamp == v[i].stamp; j++)
            events += v[j].events;
        count(p, events, (uint32_t)(v[i].stamp & 1));
        i = j;
    }
    free(all);
}

static void on_sync(void *user, const eng_hook_ctx *ctx)
{
    (void)ctx;
    prof_gather(user);
}

prof *prof_new(eng_engine *e, char *err, size_t errlen)
{
    prof *p = calloc(1, sizeof *p);
    if (p) {
        p->e = e;
        p->ranks = eng_ranks(e) > 1;
    }
    if (!p || eng_hooks_attach(eng_batch_hooks_of(e), on_batch, p) ||
        (p->ranks && eng_hooks_attach(eng_rank_sync_hooks_of(e), on_sync, p))) {
        if (p)
            eng_hooks_detach(eng_batch_hooks_of(e), on_batch, p);
        free(p);
        if (err)
            snprintf(err, errlen, "parallelism profile: out of memory");
        return NULL;
    }
    return p;
}

void prof_free(prof *p)
{
    if (!p)
        return;
    eng_hooks_detach(eng_batch_hooks_of(p->e), on_batch, p);
    if (p->ranks)
        eng_hooks_detach(eng_rank_sync_hooks_of(p->e), on_sync, p);
    free(p->parts);
    free(p->hist);
    free(p);
}

uint64_t prof_batches_of_size(const prof *p, uint64_t n)
{
    return n < p->cap ? p->hist[n] : 0;
}

/* The smallest size s such that at least q of the batches have <= s. */
static uint64_t rank(const prof *p, uint64_t batches, double q)
{
    uint64_t need = (uint64_t)((double)batches * q + 0.999999), seen = 0;
    if (!need)
        need = 1;
    for (size_t n = 0; n < p->cap; n++) {
        seen += p->hist[n];
        if (seen >= need)
            return n;
    }
    return 0;
}

prof_summary prof_summarize(const prof *p)
{
    prof_summary s = {0};
    for (int k = 0; k < 2; k++) {
        s.batches_phase[k] = p->batches[k];
        s.events_phase[k] = p->events[k];
        s.batches += p->batches[k];
        s.events += p->events[k];
    }
    if (!s.batches)
        return s;
    s.mean = (double)s.events / (double)s.batches;
    s.event_weighted_mean = (double)(p->sq / (long double)s.events);
    s.p50 = rank(p, s.batches, 0.50);
    s.p90 = rank(p, s.batches, 0.90);
    s.p99 = rank(p, s.batches, 0.99);
    for (size_t n = 0; n < p->cap; n++)
        if (p->hist[n])
            s.max = n;
    return s;
}

int prof_write(const prof *p, FILE *f)
{
    prof_summary s = prof_summarize(p);
    fprintf(f, "parallelism profile: %llu events in %llu batches (time, phase)\n",
            (unsigned long long)s.events, (unsigned long long)s.batches);
    fprintf(f, "  components: %llu events in %llu batches; connections: %llu in %llu\n",
            (unsigned long long)s.events_phase[0], (unsigned long long)s.batches_phase[0],
            (unsigned long long)s.events_phase[1], (unsigned long long)s.batches_phase[1]);
    fprintf(f, "  events per batch: mean %.2f, seen by an average event %.2f, "
               "p50 %llu, p90 %llu, p99 %llu, max %llu\n",
            s.mean, s.event_weighted_mean, (unsigned long long)s.p50,
            (unsigned long long)s.p90, (unsigned long long)s.p99, (unsigned long long)s.max);
    fprintf(f, "  %-15s %12s %12s\n", "batch size", "batches", "events");
    uint64_t top = 0;
    for (uint64_t lo = 1; lo <= s.max && lo; lo *= 2) {
        uint64_t nb = 0;
        for (uint64_t n = lo; n < 2 * lo && n < p->cap; n++)
            nb += p->hist[n];
        top = nb > top ? nb : top;
    }
    for (uint64_t lo = 1; lo <= s.max && lo; lo *= 2) {
        uint64_t nb = 0, ne = 0;
        for (uint64_t n = lo; n < 2 * lo && n < p->cap; n++) {
            nb += p->hist[n];
            ne += p->hist[n] * n;
        }
        char range[32], bar[41];
        snprintf(range, sizeof range, lo == 1 ? "%llu" : "%llu-%llu", (unsigned long long)lo,
                 (unsigned long long)(2 * lo - 1));
        int w = top ? (int)(40 * nb / top) : 0;
        memset(bar, '#', (size_t)w);
        bar[w] = 0;
        fprintf(f, "  %-15s %12llu %12llu %s\n", range, (unsigned long long)nb,
                (unsigned long long)ne, bar);
    }
    if (p->oom)
        fprintf(f, "  (incomplete: out of memory while counting)\n");
    return ferror(f) ? -1 : 0;
}

json_object *prof_json(const prof *p)
{
    prof_summary s = prof_summarize(p);
    json_object *o = js_obj(JS_COMPACT), *h = js_obj(JS_COMPACT);
    js_put_u64(o, "events", s.events);
    js_put_u64(o, "batches", s.batches);
    js_put_fixed(o, "mean", s.mean, 4);
    js_put_fixed(o, "event_weighted_mean", s.event_weighted_mean, 4);
    js_put_u64(o, "p50", s.p50);
    js_put_u64(o, "p90", s.p90);
    js_put_u64(o, "p99", s.p99);
    js_put_u64(o, "max", s.max);
    for (size_t n = 0; n < p->cap; n++)
        if (p->hist[n]) {
            char key[24];
            snprintf(key, sizeof key, "%zu", n);
            js_put_u64(h, key, p->hist[n]);
        }
    js_put(o, "histogram", h);
    return o;
}

int prof_write_json(const prof *p, FILE *f)
{
    json_object *o = prof_json(p);
    int rc = js_write(f, o, JS_COMPACT);
    json_object_put(o);
    return rc;
}
