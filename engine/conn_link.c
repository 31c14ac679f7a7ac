#include "engine/conn_link.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/fatal.h"
#include "util/ring.h"

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
    ring fly;      /* of flight, oldest first; slots <= capacity */
    size_t next_port; /* round-robin start */
    eng_time busy_until;
    uint64_t bytes, busy_cycles;
} link;

eng_link_config eng_link_default_config(void)
{
    eng_link_config c = {eng_clock_hz(1000000000ull), 100, 16, 64};
    return c;
}

/* Twice the ring's slots (at most the capacity). */
static void grow(link *l)
{
    size_t room = (size_t)l->fly.cap * 2;
    ring_reserve(&l->fly, (uint32_t)(room < l->cfg.capacity ? room : l->cfg.capacity));
}

/* One message per sender per round, round after round, until the medium's
 * in-flight window is full or no sender has anything left. */
static void accept_new(link *l, eng_time now)
{
    eng_conn *c = &l->conn;
    size_t np = c->nports;
    eng_time period = l->cfg.clock.period;
    bool moved = true;
    while (moved && ring_len(&l->fly) < l->cfg.capacity) {
        moved = false;
        size_t start = l->next_port;
        for (size_t k = 0; k < np && ring_len(&l->fly) < l->cfg.capacity; k++) {
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
            if (ring_full(&l->fly))
                grow(l);
            RING_PUSH(&l->fly, flight,
                      ((flight){m, l->busy_until + (eng_time)l->cfg.latency_cycles * period}));
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
    while (!ring_empty(&l->fly)) {
        flight *f = &RING_FRONT(&l->fly, flight);
        if (f->arrive > now || !eng_port_deliver(f->msg->dst, f->msg, &c->owner))
            break;
        ring_pop(&l->fly);
    }
    accept_new(l, now);
    /* The next arrival, unless the head waits for a full receiver (its
     * retrieve wakes us). */
    if (!ring_empty(&l->fly) && RING_FRONT(&l->fly, flight).arrive > now)
        eng_conn_wake_at(c, RING_FRONT(&l->fly, flight).arrive, &c->owner);
}

static void link_destroy(eng_conn *c)
{
    link *l = (link *)c;
    eng_conn_fini(c);
    ring_free(&l->fly);
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
    ring_init(&l->fly, sizeof(flight), "link ring");
    if (ring_try_reserve(&l->fly, cfg->capacity < LINK_FIRST ? (uint32_t)cfg->capacity : LINK_FIRST) ||
        eng_conn_init(&l->conn, e, name, &link_ops, cfg->clock))
        goto oom;
    return &l->conn;
oom:
    if (l)
        ring_free(&l->fly);
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
