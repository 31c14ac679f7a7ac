/* The parallelism profile (prof.h): an exact histogram of batch sizes. */
#include "hooks/prof.h"
#include "util/vec.h"

#include <stdlib.h>
#include <string.h>

struct prof {
    eng_engine *e;
    uint64_t *hist;            /* hist[n]: batches of n events */
    size_t cap;
    uint64_t batches[2], events[2];
    long double sq;            /* sum of n^2, for the event-weighted mean */
    int oom;
};

static void on_batch(void *user, const eng_hook_ctx *ctx)
{
    prof *p = user;
    const eng_batch_info *b = ctx->item;
    if (b->events >= p->cap) {
        size_t old = p->cap;
        if (VEC_TRY_RESERVE(p->hist, p->cap, b->events + 1) < 0) {
            p->oom = 1;
            return;
        }
        memset(p->hist + old, 0, (p->cap - old) * sizeof *p->hist);
    }
    p->hist[b->events]++;
    p->batches[b->phase & 1]++;
    p->events[b->phase & 1] += b->events;
    p->sq += (long double)b->events * (long double)b->events;
}

prof *prof_new(eng_engine *e, char *err, size_t errlen)
{
    prof *p = calloc(1, sizeof *p);
    if (!p || eng_hooks_attach(eng_batch_hooks_of(e), on_batch, p)) {
        free(p);
        if (err)
            snprintf(err, errlen, "parallelism profile: out of memory");
        return NULL;
    }
    p->e = e;
    return p;
}

void prof_free(prof *p)
{
    if (!p)
        return;
    eng_hooks_detach(eng_batch_hooks_of(p->e), on_batch, p);
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
