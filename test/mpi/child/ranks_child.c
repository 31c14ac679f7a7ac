/* Started under mpirun by test/mpi/test_mpi.c: a traffic model over one
 * crossbar, run on the engine over MPI ranks and, on every rank, as a
 * serial reference in this process alone (eng_config.no_ranks); the
 * order-sensitive digest of what each component received, the final
 * time and the events run must agree. Prints one line per check from
 * rank 0 ("ranks_child: identical ..." or "ranks_child: MISMATCH ...")
 * and exits 0 only when all agree.
 *
 * usage: ranks_child COMPONENTS LATENCY CREDITS MESSAGES SEED [REF_SEED [THREADS]]
 * (REF_SEED, default SEED, seeds the reference: a different one must
 * give MISMATCH, which shows the comparison can fail; THREADS, default
 * 0, runs each rank's partitions on that many threads). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/eng.h"
#include "engine/ranks.h"
#include "test/mpi/child/xnet.h"

typedef struct tmsg {
    eng_msg hdr; /* first */
    uint64_t payload;
    uint32_t hops;
} tmsg;

typedef struct node {
    eng_comp comp; /* first */
    eng_port *port;
    struct model *m;
    uint32_t index, sent;
    uint64_t digest, received;
} node;

typedef struct model {
    eng_engine *e;
    eng_xbar *x;
    node *n;
    uint32_t nn, messages;
    uint64_t seed;
} model;

static size_t tmsg_size(const eng_msg *m)
{
    return m->type == 7 ? sizeof(tmsg) : 0;
}

/* Retrieves everything (folding time, sender and payload into the
 * digest, so any change of order or timing shows), forwards some
 * messages one more hop, and sends its own while it has budget. */
static bool node_tick(eng_comp *c)
{
    node *d = (node *)c;
    model *m = d->m;
    bool progress = false;
    eng_msg *in;
    while ((in = eng_port_peek(d->port))) {
        tmsg *t = (tmsg *)eng_port_retrieve(d->port);
        d->digest = xnet_mix(d->digest ^ eng_comp_now(c) ^ (t->hdr.id << 7) ^ t->payload);
        d->received++;
        progress = true;
        if (t->hops < 3 && (t->payload & 3) == 0 && eng_port_can_send(d->port)) {
            /* forward it onwards (when there is room: no cycle of full ports) */
            t->hops++;
            t->payload = xnet_mix(t->payload);
            t->hdr.dst = m->n[(d->index + 1 + t->payload % (m->nn - 1)) % m->nn].port;
            eng_port_send(d->port, &t->hdr);
        } else {
            free(t);
        }
    }
    if (d->sent < m->messages && eng_port_can_send(d->port)) {
        uint64_t r = xnet_mix(m->seed ^ ((uint64_t)d->index << 32) ^ d->sent);
        tmsg *t = calloc(1, sizeof *t);
        t->hdr.type = 7;
        t->hdr.bytes = 16 + (uint32_t)(r % 64);
        t->payload = r;
        t->hdr.dst = m->n[(d->index + 1 + r % (m->nn - 1)) % m->nn].port;
        eng_port_send(d->port, &t->hdr);
        d->sent++;
        progress = true;
    }
    return progress || (d->sent < m->messages && eng_port_can_send(d->port));
}

static const eng_comp_ops node_ops = {.kind = "node", .tick = node_tick};

static model *build(bool alone, uint32_t nn, uint32_t lat, uint32_t credits, uint32_t msgs,
                    uint64_t seed, int threads)
{
    model *m = calloc(1, sizeof *m);
    m->e = xnet_engine("ranks_child", alone, threads);
    m->x = xnet_xbar("ranks_child", m->e, lat, credits, tmsg_size);
    m->n = calloc(nn, sizeof *m->n);
    m->nn = nn;
    m->messages = msgs;
    m->seed = seed;
    for (uint32_t i = 0; i < nn; i++) {
        node *d = &m->n[i];
        d->port = xnet_node(&d->comp, m->e, m->x, i, &node_ops);
        d->m = m;
        d->index = i;
    }
    for (uint32_t i = 0; i < nn; i++)
        eng_comp_wake(&m->n[i].comp);
    return m;
}

static void destroy(model *m)
{
    for (uint32_t i = 0; i < m->nn; i++)
        eng_comp_fini(&m->n[i].comp);
    eng_xbar_destroy(m->x);
    eng_destroy(m->e);
    free(m->n);
    free(m);
}

int main(int argc, char **argv)
{
    if (argc < 6 || argc > 8) {
        fprintf(stderr, "usage: ranks_child COMPONENTS LATENCY CREDITS MESSAGES SEED "
                        "[REF_SEED [THREADS]]\n");
        return 2;
    }
    uint32_t nn = (uint32_t)atoi(argv[1]), lat = (uint32_t)atoi(argv[2]);
    uint32_t credits = (uint32_t)atoi(argv[3]), msgs = (uint32_t)atoi(argv[4]);
    uint64_t seed = strtoull(argv[5], NULL, 0);
    uint64_t ref_seed = argc >= 7 ? strtoull(argv[6], NULL, 0) : seed;
    int threads = argc == 8 ? atoi(argv[7]) : ENG_THREADS_SERIAL;
    model *ref = build(true, nn, lat, credits, msgs, ref_seed, ENG_THREADS_SERIAL);
    eng_run(ref->e);
    model *m = build(false, nn, lat, credits, msgs, seed, threads);
    /* in two runs, as a driver does (the second from where the first stopped) */
    eng_run_until(m->e, 200 * xnet_clock().period);
    eng_run(m->e);
    int bad = 0;
    int rank = eng_rank(m->e);
    for (uint32_t i = 0; i < nn; i++) {
        uint64_t v[2] = {0, 0};
        if (eng_owner_rank(m->e, &m->n[i].comp.owner) == rank) {
            v[0] = m->n[i].digest;
            v[1] = m->n[i].received;
        }
        eng_rank_sum(m->e, v, 2); /* only the owner's count */
        if (v[0] != ref->n[i].digest || v[1] != ref->n[i].received) {
            if (!rank)
                printf("ranks_child: MISMATCH N[%u]: digest %016llx received %llu, serial "
                       "%016llx %llu\n", i, (unsigned long long)v[0], (unsigned long long)v[1],
                       (unsigned long long)ref->n[i].digest,
                       (unsigned long long)ref->n[i].received);
            bad = 1;
        }
    }
    if (eng_now(m->e) != eng_now(ref->e) || eng_events_run(m->e) != eng_events_run(ref->e)) {
        if (!rank)
            printf("ranks_child: MISMATCH now %llu / %llu ps, events %llu / %llu\n",
                   (unsigned long long)eng_now(m->e), (unsigned long long)eng_now(ref->e),
                   (unsigned long long)eng_events_run(m->e),
                   (unsigned long long)eng_events_run(ref->e));
        bad = 1;
    }
    char line[256];
    eng_describe_partitioning(m->e, line, sizeof line);
    if (!bad && !rank)
        printf("ranks_child: identical over %d ranks (%u nodes, %llu events, %llu ps): %s\n",
               eng_ranks(m->e), nn, (unsigned long long)eng_events_run(ref->e),
               (unsigned long long)eng_now(ref->e), line);
    destroy(m);
    destroy(ref);
    return bad;
}
