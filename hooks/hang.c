/* The hang detector (hang.h): progress marks per component, checked
 * between run slices. */
#include "hooks/hang.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hooks/trace.h"
#include "hooks/trace_hook.h"

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
    if (!h->cfg.visible_window)
        h->cfg.visible_window = h->cfg.window * 10 > 1000 * PS_PER_US ? h->cfg.window * 10
                                                                       : 1000 * PS_PER_US;
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
    h->last_progress = h->last_visible = eng_now(e);
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
        size_t cap = 2 * (h->reportcap + (size_t)n) + 256;
        char *r = realloc(h->report, cap);
        if (!r)
            return;
        h->report = r;
        h->reportcap = cap;
    }
}

/* Lists the components holding work; returns how many. */
static size_t list_stuck(hang *h)
{
    char line[512];
    h->nstuck = 0;
    for (size_t i = 0; i < h->nw; i++) {
        eng_comp *c = h->w[i].comp;
        if (!c->ops->describe || !c->ops->describe(c, line, sizeof line))
            continue;
        h->stuck[h->nstuck++] = c->name;
        put(h, "  %s: %s", c->name, line);
        if (h->w[i].any)
            put(h, " (last progress at %.3f us)", (double)h->w[i].last / PS_PER_US);
        put(h, "\n");
    }
    return h->nstuck;
}

static void list_recent(hang *h)
{
    put(h, "  (no watched component describes pending work; last progress by:)\n");
    size_t shown = 0;
    for (size_t i = 0; i < h->nw && shown < 8; i++)
        if (h->w[i].any && h->w[i].last == h->last_progress) {
            put(h, "  %s at %.3f us\n", h->w[i].comp->name,
                (double)h->w[i].last / PS_PER_US);
            shown++;
        }
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
    eng_time now = eng_now(h->e);
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
