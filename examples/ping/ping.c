/* An out-of-tree model built against libmgsim.a: two players bounce a
 * ball (a message) over a PCIe-like link, or over a connection of our own.
 * It is the worked example of docs/engine.md, one of each:
 *   - a component (player): an eng_comp first, an ops table whose tick
 *     returns progress, a port;
 *   - a connection (wire): an eng_conn first, an ops table whose deliver
 *     moves messages from out-buffers to the receivers in phase 1;
 *   - a hook (count_catch): a function on a port's ENG_HOOK_PORT_DELIVER
 *     list, counting the balls put into that port.
 * Everything is in engine/eng.h. Nothing in mgsim had to change for this
 * file to exist (design principle DP-2).
 *
 *   ping [round-trips] [latency-cycles] [threads] [wire]
 * "wire" uses the wire instead of the link (the latency is then one
 * cycle a hop, whatever the second argument says).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/eng.h"

typedef struct ball {
    eng_msg hdr; /* first: a port carries any message that starts so */
    int hits;
} ball;

typedef struct player {
    eng_comp comp; /* first: the engine sees a component */
    eng_port *port;
    eng_port *peer;
    ball *serve;   /* the ball to send, if we hold it */
    int limit;     /* stop after this many hits */
    eng_time last_catch;
} player;

static bool player_tick(eng_comp *c)
{
    player *p = (player *)c;
    bool progress = false;
    ball *b = (ball *)eng_port_retrieve(p->port);
    if (b) {
        p->last_catch = eng_comp_now(c);
        if (++b->hits < p->limit)
            p->serve = b;
        else
            free(b); /* game over */
        progress = true;
    }
    if (p->serve) {
        p->serve->hdr.dst = p->peer;
        p->serve->hdr.bytes = 64;
        if (eng_port_send(p->port, &p->serve->hdr) == 0) {
            p->serve = NULL;
            progress = true;
        }
    }
    return progress; /* false: sleep until the ball comes back */
}

static const eng_comp_ops player_ops = {.kind = "player", .tick = player_tick};

/* The wire: every message waiting in a plugged port's out-buffer goes
 * to its receiver in the same cycle's connection phase (the receiver
 * ticks in the next cycle: one cycle a hop). A full receiver keeps the
 * message in the sender's buffer; its retrieve wakes the wire again. */
static void wire_deliver(eng_conn *c)
{
    for (size_t i = 0; i < c->nports; i++) {
        eng_msg *m;
        while ((m = eng_port_out_peek(c->ports[i])) && eng_port_deliver(m->dst, m, &c->owner))
            eng_port_out_pop(c->ports[i], &c->owner);
    }
}

static void wire_destroy(eng_conn *c)
{
    eng_conn_fini(c);
    free(c);
}

static const eng_conn_ops wire_ops = {.kind = "wire", .deliver = wire_deliver,
                                      .destroy = wire_destroy};

static eng_conn *wire_new(eng_engine *e, const char *name, eng_clock clock)
{
    eng_conn *c = malloc(sizeof *c);
    if (!c || eng_conn_init(c, e, name, &wire_ops, clock)) {
        free(c);
        return NULL;
    }
    return c;
}

/* The hook: a port calls its hooks at every send, delivery and retrieve
 * (ctx->pos says which), each in the context that owns the port then; a
 * delivery comes from the connection's event. One counter per port, so
 * two ports' hooks never share one. */
static void count_catch(void *user, const eng_hook_ctx *ctx)
{
    if (ctx->pos == ENG_HOOK_PORT_DELIVER)
        ++*(uint64_t *)user;
}

int main(int argc, char **argv)
{
    int round_trips = argc > 1 ? atoi(argv[1]) : 10;
    int latency = argc > 2 ? atoi(argv[2]) : 100;
    eng_config ec = eng_default_config();
    ec.threads = argc > 3 ? atoi(argv[3]) : ENG_THREADS_SERIAL;
    char err[256];
    eng_engine *e = eng_create(&ec, err, sizeof err);
    if (!e) {
        fprintf(stderr, "ping: %s\n", err);
        return 1;
    }
    eng_clock ghz = eng_clock_hz(1000000000ull);
    player a = {0}, b = {0};
    eng_comp_init(&a.comp, e, "Table.A", &player_ops, ghz);
    eng_comp_init(&b.comp, e, "Table.B", &player_ops, ghz);
    a.port = eng_port_new(&a.comp, "Paddle", 4, 4);
    b.port = eng_port_new(&b.comp, "Paddle", 4, 4);
    a.peer = b.port;
    b.peer = a.port;
    a.limit = b.limit = 2 * round_trips;
    bool wire = argc > 4 && !strcmp(argv[4], "wire");
    eng_link_config lc = {ghz, (uint32_t)latency, 16, 8};
    snprintf(err, sizeof err, "out of memory");
    eng_conn *net = wire ? wire_new(e, "Table.Wire", ghz)
                         : eng_link_new(e, "Table.Net", &lc, err, sizeof err);
    uint64_t caught[2] = {0, 0};
    if (!net || !a.port || !b.port ||
        eng_hooks_attach(&a.port->hooks, count_catch, &caught[0]) < 0 ||
        eng_hooks_attach(&b.port->hooks, count_catch, &caught[1]) < 0) {
        fprintf(stderr, "ping: %s\n", err);
        return 1;
    }
    eng_conn_plug(net, a.port);
    eng_conn_plug(net, b.port);
    a.serve = calloc(1, sizeof *a.serve);
    eng_comp_wake(&a.comp);
    uint64_t events = eng_run(e);
    printf("ping: %d round trips over a %d-cycle %s: last catch at %llu ps, %llu events, "
           "%llu catches hooked\n", round_trips, wire ? 1 : latency, wire ? "wire" : "link",
           (unsigned long long)a.last_catch, (unsigned long long)events,
           (unsigned long long)(caught[0] + caught[1]));
    eng_comp_fini(&a.comp);
    eng_comp_fini(&b.comp);
    eng_conn_destroy(net);
    eng_destroy(e);
    return 0;
}
