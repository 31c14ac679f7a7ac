#include "engine/conn_link.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/fatal.h"
#include "util/xalloc.h"

/* The ring's first slots; it doubles up to the capacity as messages are
 * in flight at once (most links of a GPU carry a few, and 64 slots each
 * were 1 MiB on d-mgpu-4). */
#define LINK_FIRST 4

typedef struct flight {
    eng_msg *msg;
    eng_time arrive;
} flight;

typedef struct link {
    eng_conn conn; /* first */
    eng_link_config cfg;
    flight *ring;  /* room entries (<= capacity), FIFO */
    size_t room, head, n;
    size_t next_port; /* round-robin start */
    eng_time busy_until;
    uint64_t bytes, busy_cycles;
} link;

eng_link_config eng_link_default_config(void)
{
    eng_link_config c = {eng_clock_hz(1000000000ull), 100, 16, 64};
    return c;
}

/* Twice the ring's room (at most the capacity), in order from 0. */
static void grow(link *l)
{
    size_t room = l->room * 2 < l->cfg.capacity ? l->room * 2 : l->cfg.capacity;
    flight *r = xmalloc(room * sizeof *r, "link ring");
    for (size_t i = 0; i < l->n; i++)
        r[i] = l->ring[(l->head + i) % l->room];
    free(l->ring);
    l->ring = r, l->room = room, l->head = 0;
}

/* One message per sender per round, round after round, until the medium's
 * in-flight window is full or no sender has anything left. */
static void accept_new(link *l, eng_time now)
{
    eng_conn *c = &l->conn;
    size_t np = c->nports;
    eng_time period = l->cfg.clock.period;
    bool moved = true;
    while (moved && l->n < l->cfg.capacity) {
        moved = false;
        size_t start = l->next_port;
        for (size_t k = 0; k < np && l->n < l->cfg.capacity; k++) {
            size_t idx = (start + k) % np;
            eng_port *src = c->ports[idx];
            eng_msg *m = eng_port_out_peek(src);
            if (!m)
                continue;
            eng_time t0 = eng_clock_this_tick(l->cfg.clock, now);
            if (l->busy_until > t0)
                t0 = l->busy_until;
            uint64_t cycles = (m->bytes + l->cfg.bytes_per_cycle - 1) / l->cfg.bytes_per_cycle;
            if (!cycles)
                cycles = 1;
            l->busy_until = t0 + cycles * period;
            l->busy_cycles += cycles;
            l->bytes += m->bytes;
            if (l->n == l->room)
                grow(l);
            flight *f = &l->ring[(l->head + l->n) % l->room];
            f->msg = m;
            f->arrive = l->busy_until + (eng_time)l->cfg.latency_cycles * period;
            l->n++;
            eng_port_out_pop(src, &c->owner);
            l->next_port = (idx + 1) % np;
            moved = true;
        }
    }
}

static void link_deliver(eng_conn *c)
{
    link *l = (link *)c;
    eng_time now = eng_now(c->owner.engine);
    while (l->n) {
        flight *f = &l->ring[l->head];
        if (f->arrive > now || !eng_port_deliver(f->msg->dst, f->msg, &c->owner))
            break;
        l->head = (l->head + 1) % l->room;
        l->n--;
    }
    accept_new(l, now);
    /* The next arrival, unless the head waits for a full receiver (its
     * retrieve wakes us). */
    if (l->n && l->ring[l->head].arrive > now)
        eng_conn_wake_at(c, l->ring[l->head].arrive, &c->owner);
}

static void link_destroy(eng_conn *c)
{
    link *l = (link *)c;
    eng_conn_fini(c);
    free(l->ring);
    free(l);
}

static const eng_conn_ops link_ops = {"link", link_deliver, link_destroy, NULL, NULL, NULL};

eng_conn *eng_link_new(eng_engine *e, const char *name, const eng_link_config *cfg,
                       char *err, size_t errlen)
{
    if (cfg->bytes_per_cycle < 1 || cfg->capacity < 1) {
        if (err)
            snprintf(err, errlen, "link '%s': bytes_per_cycle and capacity must be >= 1", name);
        return NULL;
    }
    link *l = calloc(1, sizeof *l);
    if (!l)
        goto oom;
    l->cfg = *cfg;
    l->room = cfg->capacity < LINK_FIRST ? cfg->capacity : LINK_FIRST;
    l->ring = calloc(l->room, sizeof *l->ring);
    if (!l->ring || eng_conn_init(&l->conn, e, name, &link_ops, cfg->clock))
        goto oom;
    return &l->conn;
oom:
    if (l)
        free(l->ring);
    free(l);
    if (err)
        snprintf(err, errlen, "link '%s': out of memory", name);
    return NULL;
}

uint64_t eng_link_bytes(const eng_conn *c)
{
    return ((const link *)c)->bytes;
}

uint64_t eng_link_busy_cycles(const eng_conn *c)
{
    return ((const link *)c)->busy_cycles;
}
