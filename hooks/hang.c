/* The hang detector (hang.h): progress marks per component, checked
 * between run slices.
 *
 * Over MPI ranks (engine/ranks.h) hang_check is collective: every rank
 * marks only its own components (the others' replicas never run), so
 * the last progress is the latest over the ranks, each component's line
 * is made by the rank that runs it, and the lines are brought together
 * in owner order on every rank: the report is the serial run's. */
#include "hooks/hang.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/ranks.h"
#include "hooks/trace.h"
#include "hooks/trace_hook.h"
#include "util/xalloc.h"
#include "util/vec.h"

#define PS_PER_US (1000 * ENG_PS_PER_NS)

typedef struct watch {
    eng_comp *comp;
    eng_time last;     /* last progress; written in the component's context */
    bool any;          /* progress seen at all */
    eng_time last_visible; /* last memory-visible message taken (cfg.visible) */
    bool (*visible)(const eng_comp *receiver, const eng_msg *m);
    size_t nports;     /* ports hooked */
} watch;

struct hang {
    eng_engine *e;
    hang_config cfg;
    watch *w;
    size_t nw;
    eng_time last_progress, last_visible;
    eng_time last_forward; /* last check that saw work done, or none waiting */
    uint64_t done;         /* cfg.forward's count then */
    char *report;
    size_t reportlen, reportcap;
    const char **stuck;
    size_t nstuck;
};

hang_config hang_default_config(void)
{
    return (hang_config){.window = 100 * PS_PER_US};
}

static void mark(watch *w, eng_time now)
{
    w->last = now;
    w->any = true;
}

static void on_port(void *user, const eng_hook_ctx *ctx)
{
    /* Deliver runs in the connection's context: not ours to write. */
    if (ctx->pos == ENG_HOOK_PORT_SEND || ctx->pos == ENG_HOOK_PORT_RETRIEVE)
        mark(user, ctx->now);
    watch *w = user;
    if (ctx->pos == ENG_HOOK_PORT_RETRIEVE && w->visible && ctx->item &&
        w->visible(w->comp, ctx->item))
        w->last_visible = ctx->now;
}

static void on_comp(void *user, const eng_hook_ctx *ctx)
{
    if (ctx->pos >= TRACE_POS_TASK_START && ctx->pos <= TRACE_POS_TASK_STEP)
        mark(user, ctx->now);
}

hang *hang_new(eng_engine *e, const hang_config *cfg, char *err, size_t errlen)
{
    hang *h = calloc(1, sizeof *h);
    size_t n = eng_owner_count(e);
    if (!h || !(h->w = calloc(n ? n : 1, sizeof *h->w)) ||
        !(h->stuck = calloc(n ? n : 1, sizeof *h->stuck)))
        goto oom;
    h->e = e;
    h->cfg = *cfg;
    if (!h->cfg.window)
        h->cfg.window = hang_default_config().window;
    if (!h->cfg.slice)
        h->cfg.slice = h->cfg.window / 4 ? h->cfg.window / 4 : 1;
    eng_time longer = h->cfg.window * 10 > 1000 * PS_PER_US ? h->cfg.window * 10
                                                             : 1000 * PS_PER_US;
    if (!h->cfg.visible_window)
        h->cfg.visible_window = longer;
    if (!h->cfg.forward_window)
        h->cfg.forward_window = longer;
    for (size_t id = 0; id < n; id++) {
        eng_owner *o = eng_owner_at(e, id);
        if (!o || o->kind != ENG_OWNER_COMPONENT || !trace_match(cfg->components, o->name))
            continue;
        watch *w = &h->w[h->nw++];
        w->comp = (eng_comp *)o;
        w->visible = cfg->visible;
        if (eng_hooks_attach(&w->comp->hooks, on_comp, w))
            goto oom;
        for (; w->nports < w->comp->nports; w->nports++)
            if (eng_hooks_attach(&w->comp->ports[w->nports]->hooks, on_port, w))
                goto oom;
    }
    h->last_progress = h->last_visible = h->last_forward = eng_now(e);
    if (h->cfg.forward) {
        bool waiting;
        h->cfg.forward(h->cfg.forward_user, &h->done, &waiting);
    }
    return h;
oom:
    if (err)
        snprintf(err, errlen, "hang detector: out of memory");
    hang_free(h);
    return NULL;
}

void hang_free(hang *h)
{
    if (!h)
        return;
    for (size_t i = 0; h->w && i < h->nw; i++) {
        watch *w = &h->w[i];
        eng_hooks_detach(&w->comp->hooks, on_comp, w);
        for (size_t p = 0; p < w->nports; p++)
            eng_hooks_detach(&w->comp->ports[p]->hooks, on_port, w);
    }
    free(h->w);
    free(h->stuck);
    free(h->report);
    free(h);
}

/* ---- the report ------------------------------------------------------------ */

static void put(hang *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void put(hang *h, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        size_t room = h->reportcap - h->reportlen;
        int n = vsnprintf(h->report ? h->report + h->reportlen : NULL, room, fmt, ap);
        va_end(ap);
        if (n < 0)
            return;
        if ((size_t)n < room) {
            h->reportlen += (size_t)n;
            return;
        }
        if (VEC_TRY_RESERVE(h->report, h->reportcap, h->reportlen + (size_t)n + 1) < 0)
            return;
    }
}

/* Lines about watched components, each made by the rank that runs it:
 * (watch index, length, text) one after another. */
typedef struct lines {
    uint8_t *b;
    size_t n, cap;
} lines;

static void line_add(lines *l, uint32_t i, const char *text)
{
    uint32_t len = (uint32_t)strlen(text);
    size_t need = l->n + 2 * sizeof len + len;
    if (VEC_TRY_RESERVE(l->b, l->cap, need) < 0)
        return; /* the report loses a line */
    memcpy(l->b + l->n, &i, sizeof i);
    memcpy(l->b + l->n + sizeof i, &len, sizeof len);
    memcpy(l->b + l->n + 2 * sizeof len, text, len);
    l->n = need;
}

typedef struct line_at {
    uint32_t i, len;
    size_t off;
} line_at;

static int cmp_line(const void *a, const void *b)
{
    const line_at *x = a, *y = b;
    return x->i < y->i ? -1 : x->i > y->i;
}

/* Every rank's lines, on every rank (over one rank: l itself), in watch
 * order; the first max of them are put into the report. Returns how many
 * there are; stuck, when set, gets their components' names. */
static size_t put_lines(hang *h, lines *l, size_t max, bool stuck)
{
    uint8_t *all = l->b;
    uint64_t n = l->n;
    if (eng_ranks(h->e) > 1) {
        void *g = NULL;
        n = eng_rank_gather(h->e, l->b, l->n, &g, NULL);
        eng_rank_bcast(h->e, &n, sizeof n, 0);
        /* out of memory ends this rank, and the transport the job: the
         * ranks would part ways otherwise */
        all = eng_rank(h->e) == 0 ? g : xmalloc(n + 1, "hang report from every rank");
        eng_rank_bcast(h->e, all, n, 0);
    }
    size_t k = 0, cap = 0;
    line_at *v = NULL;
    for (size_t at = 0; at + 8 <= n; k++) {
        if (VEC_TRY_RESERVE(v, cap, k + 1) < 0)
            break;
        memcpy(&v[k].i, all + at, 4);
        memcpy(&v[k].len, all + at + 4, 4);
        v[k].off = at + 8;
        at += 8 + v[k].len;
    }
    if (k)
        qsort(v, k, sizeof *v, cmp_line);
    for (size_t j = 0; j < k && j < max; j++) {
        put(h, "%.*s", (int)v[j].len, (const char *)all + v[j].off);
        if (stuck)
            h->stuck[h->nstuck++] = h->w[v[j].i].comp->name;
    }
    free(v);
    if (all != l->b)
        free(all);
    free(l->b);
    return k;
}

/* Does this rank run c (always, over one rank)? */
static bool mine(const hang *h, const eng_comp *c)
{
    return eng_owner_rank(h->e, &c->owner) == eng_rank(h->e);
}

/* Lists the components holding work; returns how many. */
static size_t list_stuck(hang *h)
{
    char line[512], text[700];
    lines l = {0};
    h->nstuck = 0;
    for (size_t i = 0; i < h->nw; i++) {
        eng_comp *c = h->w[i].comp;
        if (!mine(h, c) || !c->ops->describe || !c->ops->describe(c, line, sizeof line))
            continue;
        char since[64] = "";
        if (h->w[i].any)
            snprintf(since, sizeof since, " (last progress at %.3f us)",
                     (double)h->w[i].last / PS_PER_US);
        snprintf(text, sizeof text, "  %s: %s%s\n", c->name, line, since);
        line_add(&l, (uint32_t)i, text);
    }
    return put_lines(h, &l, SIZE_MAX, true);
}

static void list_recent(hang *h)
{
    char text[600];
    lines l = {0};
    put(h, "  (no watched component describes pending work; last progress by:)\n");
    for (size_t i = 0; i < h->nw; i++)
        if (mine(h, h->w[i].comp) && h->w[i].any && h->w[i].last == h->last_progress) {
            snprintf(text, sizeof text, "  %s at %.3f us\n", h->w[i].comp->name,
                     (double)h->w[i].last / PS_PER_US);
            line_add(&l, (uint32_t)i, text);
        }
    put_lines(h, &l, 8, false);
}

enum hang_kind hang_check(hang *h)
{
    h->reportlen = 0;
    h->nstuck = 0;
    if (h->report)
        h->report[0] = 0;
    for (size_t i = 0; i < h->nw; i++) {
        if (h->w[i].any && h->w[i].last > h->last_progress)
            h->last_progress = h->w[i].last;
        if (h->w[i].last_visible > h->last_visible)
            h->last_visible = h->w[i].last_visible;
    }
    uint64_t last[2] = {h->last_progress, h->last_visible};
    eng_rank_max(h->e, last, 2); /* each rank saw its own components */
    h->last_progress = last[0];
    h->last_visible = last[1];
    eng_time now = eng_now(h->e);
    if (h->cfg.forward) { /* the same figures on every rank: no max needed */
        uint64_t done = 0;
        bool waiting = false;
        h->cfg.forward(h->cfg.forward_user, &done, &waiting);
        if (done != h->done || !waiting)
            h->last_forward = now;
        h->done = done;
    }
    if (!eng_pending(h->e)) {
        put(h, "hang: the event queue is empty at %.3f us, but components hold work:\n",
            (double)now / PS_PER_US);
        if (list_stuck(h))
            return HANG_DRAINED;
        h->reportlen = 0;
        if (h->report)
            h->report[0] = 0;
        return HANG_NONE;
    }
    if (now - h->last_progress < h->cfg.window && h->cfg.forward &&
        now - h->last_forward >= h->cfg.forward_window) {
        put(h, "hang: no instruction retired for %.3f us (since %.3f us, now %.3f us) while "
               "waves are resident and components stay busy (a livelock: pages or messages "
               "going back and forth?); components holding work:\n",
            (double)(now - h->last_forward) / PS_PER_US, (double)h->last_forward / PS_PER_US,
            (double)now / PS_PER_US);
        if (!list_stuck(h))
            list_recent(h);
        return HANG_NO_PROGRESS;
    }
    if (now - h->last_progress < h->cfg.window) {
        if (!h->cfg.visible || now - h->last_visible < h->cfg.visible_window)
            return HANG_NONE;
        put(h, "hang: no write or atomic reached memory for %.3f us (since %.3f us, now "
               "%.3f us) while components stay busy (a wave spinning on a location nobody "
               "writes?); components holding work:\n",
            (double)(now - h->last_visible) / PS_PER_US, (double)h->last_visible / PS_PER_US,
            (double)now / PS_PER_US);
        if (!list_stuck(h))
            list_recent(h);
        return HANG_SPINNING;
    }
    put(h, "hang: no progress for %.3f us (since %.3f us, now %.3f us) while events still run; "
           "components holding work:\n",
        (double)(now - h->last_progress) / PS_PER_US,
        (double)h->last_progress / PS_PER_US, (double)now / PS_PER_US);
    if (!list_stuck(h))
        list_recent(h);
    return HANG_STALLED;
}

enum hang_kind hang_run(hang *h, eng_time limit)
{
    for (;;) {
        eng_time now = eng_now(h->e);
        eng_time to = limit - now > h->cfg.slice ? now + h->cfg.slice : limit;
        eng_run_until(h->e, to);
        enum hang_kind k = hang_check(h);
        if (k != HANG_NONE || !eng_pending(h->e) || eng_now(h->e) >= limit)
            return k;
    }
}

const char *hang_report(const hang *h) { return h->report ? h->report : ""; }
size_t hang_nstuck(const hang *h) { return h->nstuck; }
const char *hang_stuck(const hang *h, size_t i) { return i < h->nstuck ? h->stuck[i] : NULL; }
