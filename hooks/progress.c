/* The progress line (progress.h). */
#include "hooks/progress.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define NFIELDS 8

struct progress {
    eng_engine *e;
    progress_config cfg;
    bool shown, drawn;
    uint64_t batches, events;
    double t0, last;             /* host seconds */
    char name[NFIELDS][32], value[NFIELDS][64];
    int nfields;
    uint64_t done, total;
};

static double host_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void draw(progress *p, double now, bool final)
{
    double wall = now - p->t0;
    double sim_ns = (double)eng_now(p->e) / (double)ENG_PS_PER_NS;
    fprintf(p->cfg.out, "\r[mgsim] sim %.3f us  %.2f M events/s  %.0f sim ns/s", sim_ns / 1e3,
            wall > 0 ? (double)p->events / wall / 1e6 : 0.0, wall > 0 ? sim_ns / wall : 0.0);
    for (int i = 0; i < p->nfields; i++)
        fprintf(p->cfg.out, "  %s %s", p->name[i], p->value[i]);
    if (p->total) {
        fprintf(p->cfg.out, "  %llu/%llu", (unsigned long long)p->done,
                (unsigned long long)p->total);
        if (p->done && p->done < p->total && !final)
            fprintf(p->cfg.out, "  ETA %.1f s",
                    wall * (double)(p->total - p->done) / (double)p->done);
    }
    fputs(final ? "\033[K\n" : "\033[K", p->cfg.out);
    fflush(p->cfg.out);
    p->drawn = true;
    p->last = now;
}

/* A between hook (engine.h), not a batch hook: it keeps the parallel
 * engine in windows. */
static void on_batch(void *user, const eng_hook_ctx *ctx)
{
    progress *p = user;
    p->events += *(const uint64_t *)ctx->item;
    if (!p->shown || ++p->batches % 64)
        return;
    double now = host_now();
    if (now - p->last >= 1.0 / p->cfg.hz)
        draw(p, now, false);
}

progress *progress_new(eng_engine *e, const progress_config *cfg)
{
    progress *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->e = e;
    p->cfg = cfg ? *cfg : (progress_config){0};
    if (!p->cfg.out)
        p->cfg.out = stderr;
    if (p->cfg.hz <= 0)
        p->cfg.hz = 4;
    p->shown = p->cfg.force || isatty(fileno(p->cfg.out));
    p->t0 = p->last = host_now();
    if (eng_hooks_attach(eng_between_hooks_of(e), on_batch, p)) {
        free(p);
        return NULL;
    }
    return p;
}

bool progress_shown(const progress *p) { return p->shown; }

void progress_field(progress *p, const char *name, const char *fmt, ...)
{
    int i = 0;
    while (i < p->nfields && strcmp(p->name[i], name))
        i++;
    if (i == NFIELDS)
        return;
    if (i == p->nfields) {
        snprintf(p->name[i], sizeof p->name[i], "%s", name);
        p->nfields++;
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->value[i], sizeof p->value[i], fmt, ap);
    va_end(ap);
}

void progress_work(progress *p, uint64_t done, uint64_t total)
{
    p->done = done;
    p->total = total;
}

void progress_finish(progress *p)
{
    if (p && p->shown)
        draw(p, host_now(), true);
}

void progress_free(progress *p)
{
    if (!p)
        return;
    eng_hooks_detach(eng_between_hooks_of(p->e), on_batch, p);
    free(p);
}
