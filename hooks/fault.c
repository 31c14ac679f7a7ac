/* The delaying connection (fault.h): per sending port, a FIFO of
 * messages with the cycle each may be delivered. */
#include "hooks/fault.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hooks/trace.h"
#include "util/ring.h"
#include "util/xalloc.h"
#include "util/vec.h"

typedef struct held {
    eng_msg *m;
    eng_time ready;
} held;

typedef struct lane {
    ring q;         /* of held, cfg.window slots */
    eng_time last;  /* ready time of the newest: later ones never go before it */
} lane;

typedef struct fault_conn {
    eng_conn c;     /* first */
    fault_config cfg;
    eng_rng rng;
    lane *lane;
    size_t nlanes, caplanes; /* lanes set up; room for */
    uint64_t delayed;
} fault_conn;

static lane *lane_of(fault_conn *f, size_t i)
{
    if (i >= f->nlanes) { /* ports plugged since the last delivery */
        size_t n = f->c.nports;
        VEC_RESERVE(f->lane, f->caplanes, n, "fault injector lanes");
        for (size_t k = f->nlanes; k < n; k++) {
            ring_init(&f->lane[k].q, sizeof(held), "fault injector window");
            ring_reserve(&f->lane[k].q, f->cfg.window);
            f->lane[k].last = 0;
        }
        f->nlanes = n;
    }
    return &f->lane[i];
}

static eng_time draw_ready(fault_conn *f, eng_time now, const lane *l)
{
    uint64_t cyc = f->cfg.base_cycles;
    if (f->cfg.pct && eng_rng_below(&f->rng, 100) < f->cfg.pct) {
        cyc += 1 + eng_rng_below(&f->rng, f->cfg.max_extra_cycles);
        f->delayed++;
    }
    eng_time t = now + cyc * f->c.clock.period;
    return t > l->last ? t : l->last; /* FIFO per sending port */
}

static void fault_deliver(eng_conn *c)
{
    fault_conn *f = (fault_conn *)c;
    eng_time now = eng_now(c->owner.engine), next = ENG_TIME_NEVER;
    for (size_t i = 0; i < c->nports; i++) {
        eng_port *src = c->ports[i];
        lane *l = lane_of(f, i);
        /* take what fits, hand over what is due, until nothing moves */
        for (bool moved = true; moved;) {
            moved = false;
            eng_msg *m;
            while (!ring_full(&l->q) && (m = eng_port_out_peek(src))) {
                eng_port_out_pop(src, &c->owner);
                eng_time t = draw_ready(f, now, l);
                RING_PUSH(&l->q, held, ((held){m, t}));
                l->last = t;
            }
            held *h;
            while ((h = ring_front(&l->q)) && h->ready <= now &&
                   eng_port_deliver(h->m->dst, h->m, &c->owner)) {
                ring_pop(&l->q);
                moved = true;
            }
        }
        /* what is left is not due yet, or its receiver is full (its
         * retrieve wakes us) */
        const held *h = ring_front(&l->q);
        if (h && h->ready > now && h->ready < next)
            next = h->ready;
    }
    if (next != ENG_TIME_NEVER && next > now)
        eng_conn_wake_at(c, next, &c->owner);
}

static void fault_destroy(eng_conn *c)
{
    fault_conn *f = (fault_conn *)c;
    for (size_t i = 0; i < f->nlanes; i++) {
        for (uint32_t k = 0; k < ring_len(&f->lane[i].q); k++)
            free(RING_AT(&f->lane[i].q, held, k).m);
        ring_free(&f->lane[i].q);
    }
    free(f->lane);
    eng_conn_fini(c);
    free(f);
}

static const eng_conn_ops fault_ops = {"fault_delay", fault_deliver, fault_destroy, NULL, NULL, NULL};

eng_conn *fault_conn_new(eng_engine *e, const char *name, eng_clock clock,
                         const fault_config *cfg, char *err, size_t errlen)
{
    if (cfg->pct > 100 || (cfg->pct && !cfg->max_extra_cycles)) {
        if (err)
            snprintf(err, errlen, "fault connection '%s': pct must be <= 100 and "
                                  "max_extra_cycles >= 1", name);
        return NULL;
    }
    fault_conn *f = calloc(1, sizeof *f);
    if (!f || eng_conn_init(&f->c, e, name, &fault_ops, clock)) {
        free(f);
        if (err)
            snprintf(err, errlen, "fault connection '%s': out of memory", name);
        return NULL;
    }
    f->cfg = *cfg;
    if (!f->cfg.window)
        f->cfg.window = 64;
    eng_rng_seed(&f->rng, cfg->seed, name);
    return &f->c;
}

eng_conn *fault_conn_new_or_direct(eng_engine *e, const char *name, eng_clock clock,
                                   const fault_config *cfg, char *err, size_t errlen)
{
    if (cfg && trace_match(cfg->connections, name))
        return fault_conn_new(e, name, clock, cfg, err, errlen);
    eng_conn *c = eng_direct_new(e, name, clock);
    if (!c && err)
        snprintf(err, errlen, "connection '%s': out of memory", name);
    return c;
}

uint64_t fault_conn_delayed(const eng_conn *c)
{
    return c->ops == &fault_ops ? ((const fault_conn *)c)->delayed : 0;
}
