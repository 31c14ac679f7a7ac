/* Started under mpirun by test/mpi/test_mpi.c: the hang detector over MPI
 * ranks (hooks/hang.c) against the serial engine's. A token goes round a
 * ring of nodes, one node a partition placed on its own rank, over a
 * crossbar cut between ranks; at lap LAP the last node (on the last rank)
 * swallows it (the queue drains with every node holding work: DRAINED)
 * or keeps it and ticks forever (events run, nothing progresses:
 * STALLED). Every rank runs the ring over the ranks with hang_run, and
 * alone on the serial engine (eng_config.no_ranks), and compares the
 * kind, the time, the stuck components and the report (each node's line
 * made on its own rank, with its last progress). Prints
 * "hang_child: identical ..." or "hang_child: MISMATCH ..." from rank 0
 * and exits 0 only when every rank agrees.
 *
 * usage: hang_child NODES LAP drain|spin [REF_LAP]
 * (REF_LAP, default LAP, is the reference's: another one must give
 * MISMATCH, which shows the reports are compared). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/eng.h"
#include "engine/ranks.h"
#include "test/mpi/child/xnet.h"
#include "hooks/hang.h"

typedef struct node {
    eng_comp comp; /* first */
    eng_port *port;
    struct model *m;
    uint32_t index, laps;
    bool has;
} node;

typedef struct model {
    eng_engine *e;
    eng_xbar *x;
    node *n;
    uint32_t nn, lap;
    bool spin;
} model;

static bool lost_here(const node *d)
{
    return d->index == d->m->nn - 1 && d->laps >= d->m->lap;
}

static bool node_tick(eng_comp *c)
{
    node *d = (node *)c;
    eng_msg *in = eng_port_retrieve(d->port);
    if (in) {
        free(in);
        d->has = true;
        d->laps++;
    }
    if (d->has && lost_here(d)) {
        if (d->m->spin)
            return true; /* keeps the token, ticking forever */
        d->has = false;  /* swallowed */
        return false;
    }
    if (d->has) {
        eng_msg *t = calloc(1, sizeof *t);
        t->type = 7;
        t->bytes = 8;
        t->dst = d->m->n[(d->index + 1) % d->m->nn].port;
        if (eng_port_send(d->port, t) == 0)
            d->has = false;
        else
            free(t);
    }
    return d->has;
}

static bool node_describe(const eng_comp *c, char *buf, size_t len)
{
    const node *d = (const node *)c;
    if (lost_here(d))
        snprintf(buf, len, "%s the token at lap %u", d->m->spin ? "spins on" : "swallowed",
                 d->laps);
    else
        snprintf(buf, len, "waiting for the token (lap %u)", d->laps);
    return true;
}

static const eng_comp_ops node_ops = {.kind = "node", .tick = node_tick,
                                      .describe = node_describe};

static size_t msg_size(const eng_msg *m)
{
    return m->type == 7 ? sizeof *m : 0;
}

static model *build(bool alone, uint32_t nn, uint32_t lap, bool spin)
{
    model *m = calloc(1, sizeof *m);
    m->e = xnet_engine("hang_child", alone, ENG_THREADS_SERIAL);
    m->x = xnet_xbar("hang_child", m->e, 5, 2, msg_size);
    m->n = calloc(nn, sizeof *m->n);
    m->nn = nn;
    m->lap = lap;
    m->spin = spin;
    for (uint32_t i = 0; i < nn; i++) {
        node *d = &m->n[i];
        d->port = xnet_node(&d->comp, m->e, m->x, i, &node_ops);
        d->m = m;
        d->index = i;
    }
    m->n[0].has = true;
    eng_comp_wake(&m->n[0].comp);
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

typedef struct outcome {
    enum hang_kind kind;
    eng_time now;
    char *report, *stuck;
} outcome;

static outcome detect(model *m)
{
    hang_config hc = hang_default_config();
    hc.window = 2000 * ENG_PS_PER_NS; /* 2 us */
    char err[256];
    hang *h = hang_new(m->e, &hc, err, sizeof err);
    if (!h) {
        fprintf(stderr, "hang_child: %s\n", err);
        exit(2);
    }
    outcome o = {hang_run(h, ENG_TIME_NEVER), eng_now(m->e), strdup(hang_report(h)), NULL};
    size_t n = 0;
    for (size_t i = 0; i < hang_nstuck(h); i++)
        n += strlen(hang_stuck(h, i)) + 1;
    o.stuck = calloc(1, n + 1);
    for (size_t i = 0; i < hang_nstuck(h); i++)
        strcat(strcat(o.stuck, hang_stuck(h, i)), " ");
    hang_free(h);
    return o;
}

int main(int argc, char **argv)
{
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: hang_child NODES LAP drain|spin [REF_LAP]\n");
        return 2;
    }
    uint32_t nn = (uint32_t)atoi(argv[1]), lap = (uint32_t)atoi(argv[2]);
    bool spin = !strcmp(argv[3], "spin");
    uint32_t ref_lap = argc == 5 ? (uint32_t)atoi(argv[4]) : lap;
    model *ref = build(true, nn, ref_lap, spin);
    outcome want = detect(ref);
    destroy(ref);
    model *m = build(false, nn, lap, spin);
    outcome got = detect(m);
    uint64_t bad = got.kind != want.kind || got.now != want.now ||
                   strcmp(got.report, want.report) || strcmp(got.stuck, want.stuck);
    int rank = eng_rank(m->e), ranks = eng_ranks(m->e);
    uint64_t mine = bad;
    eng_rank_sum(m->e, &bad, 1); /* any rank's report differs */
    if (!rank && bad)
        printf("hang_child: MISMATCH over %d ranks (%s on rank 0): kind %d / %d, now %llu / "
               "%llu ps; report over ranks:\n%s--- serial:\n%s", ranks,
               mine ? "also" : "not", got.kind, want.kind, (unsigned long long)got.now,
               (unsigned long long)want.now, got.report, want.report);
    else if (!rank)
        printf("hang_child: identical over %d ranks (kind %d at %llu ps, stuck: %s)\n", ranks,
               got.kind, (unsigned long long)got.now, got.stuck);
    destroy(m);
    free(got.report);
    free(got.stuck);
    free(want.report);
    free(want.stuck);
    return bad != 0;
}
