/* An out-of-tree component built against libmgsim.a: two players bounce a
 * ball (a message) over a PCIe-like link.
 *
 * Everything a component needs is in engine/eng.h: embed an eng_comp as
 * the first member, give it an ops table, create ports, plug the ports
 * into a connection, wake it, and run the engine. Nothing in mgsim had to
 * change for this file to exist (design principle DP-2).
 *
 *   ping [round-trips] [latency-cycles] [threads]
 */
#include <stdio.h>
#include <stdlib.h>

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
    eng_link_config lc = {ghz, (uint32_t)latency, 16, 8};
    eng_conn *net = eng_link_new(e, "Table.Net", &lc, err, sizeof err);
    if (!net || !a.port || !b.port) {
        fprintf(stderr, "ping: %s\n", net ? "out of memory" : err);
        return 1;
    }
    eng_conn_plug(net, a.port);
    eng_conn_plug(net, b.port);
    a.serve = calloc(1, sizeof *a.serve);
    eng_comp_wake(&a.comp);
    uint64_t events = eng_run(e);
    printf("ping: %d round trips over a %d-cycle link: last catch at %llu ps, %llu events\n",
           round_trips, latency, (unsigned long long)a.last_catch, (unsigned long long)events);
    eng_comp_fini(&a.comp);
    eng_comp_fini(&b.comp);
    eng_conn_destroy(net);
    eng_destroy(e);
    return 0;
}
