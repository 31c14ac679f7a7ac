/* Started under mpirun by test/mpi/test_mpi.c: the tracer over MPI ranks
 * (hooks/trace_ranks.c) against the serial engine's tracer. A traffic
 * model over one crossbar, whose nodes trace what the real components
 * do: a task for each message they receive, with a step, a counter, and
 * an end stamped later than the event that records it (as the PCIe bus
 * does: this makes the file depend on where the tracer flushes), plus a
 * task recorded between runs by node 0 and by the last node (as the
 * driver's drain task). It runs in slices of eng_run_until, traced with
 * a small flush threshold, over the ranks; rank 0 then runs it on the
 * serial engine alone (eng_config.no_ranks) and compares the two files
 * byte for byte. Prints "trace_child: identical ..." or
 * "trace_child: MISMATCH ..." from rank 0 and exits 0 only when equal.
 *
 * usage: trace_child DIR NODES MESSAGES SEED BUFFER [REF_BUFFER]
 * (REF_BUFFER, default BUFFER, is the reference's threshold: another one
 * must give MISMATCH, which shows the flush points are checked). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/eng.h"
#include "engine/ranks.h"
#include "test/mpi/child/xnet.h"
#include "hooks/trace.h"
#include "hooks/trace_hook.h"

typedef struct tmsg {
    eng_msg hdr; /* first */
    uint64_t payload;
} tmsg;

typedef struct node {
    eng_comp comp; /* first */
    eng_port *port;
    struct model *m;
    uint32_t index, sent;
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

static bool node_tick(eng_comp *c)
{
    node *d = (node *)c;
    model *m = d->m;
    bool progress = false;
    tmsg *t;
    while ((t = (tmsg *)eng_port_retrieve(d->port))) {
        uint64_t id = trace_msg_task(&t->hdr);
        trace_task_start(c, id, 0, "req", "read");
        trace_task_step(c, id, "req", (t->payload & 1) ? "hit" : "miss");
        trace_count(c, "received", (int64_t)(t->payload % 97));
        /* ended later than now, as the bus stamps a hop's arrival */
        trace_hooks_task_end(&c->hooks, eng_comp_now(c) + (t->payload % 40) * 1000, c->name, id,
                             "req");
        free(t);
        progress = true;
    }
    if (d->sent < m->messages && eng_port_can_send(d->port)) {
        uint64_t r = xnet_mix(m->seed ^ ((uint64_t)d->index << 32) ^ d->sent);
        t = calloc(1, sizeof *t);
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

static model *build(bool alone, uint32_t nn, uint32_t msgs, uint64_t seed)
{
    model *m = calloc(1, sizeof *m);
    m->e = xnet_engine("trace_child", alone, ENG_THREADS_SERIAL);
    m->x = xnet_xbar("trace_child", m->e, 5, 2, tmsg_size);
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

/* Traced slices of 150 ns, with a task of node 0's and the last node's
 * recorded between them (each only on its own rank's tracer). */
static uint64_t traced_run(model *m, const char *path, size_t buffer)
{
    trace_config tc = trace_default_config();
    tc.path = path;
    tc.buffer_bytes = buffer;
    char err[256];
    tracer *t = trace_open(m->e, &tc, err, sizeof err);
    if (!t) {
        fprintf(stderr, "trace_child: %s\n", err);
        exit(2);
    }
    for (uint32_t i = 0; i < m->nn; i++)
        eng_comp_wake(&m->n[i].comp);
    eng_time slice = 150 * xnet_clock().period;
    for (uint64_t k = 1; eng_pending(m->e); k++) {
        eng_comp *a = &m->n[0].comp, *z = &m->n[m->nn - 1].comp;
        trace_task_start(a, trace_task_id(a, k), 0, "cmd", "drain");
        trace_task_start(z, trace_task_id(z, k), 0, "cmd", "drain");
        eng_run_until(m->e, eng_now(m->e) + slice);
        trace_task_end(z, trace_task_id(z, k), "cmd");
        trace_task_end(a, trace_task_id(a, k), "cmd");
    }
    uint64_t n = trace_records(t);
    if (trace_close(t, err, sizeof err) < 0) {
        fprintf(stderr, "trace_child: %s\n", err);
        exit(2);
    }
    return n;
}

static char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    char *b = NULL;
    *n = 0;
    if (!f)
        return NULL;
    size_t cap = 0, k;
    do {
        if (*n == cap)
            b = realloc(b, cap = cap ? 2 * cap : 65536);
        k = fread(b + *n, 1, cap - *n, f);
        *n += k;
    } while (k);
    fclose(f);
    return b;
}

int main(int argc, char **argv)
{
    if (argc != 6 && argc != 7) {
        fprintf(stderr, "usage: trace_child DIR NODES MESSAGES SEED BUFFER [REF_BUFFER]\n");
        return 2;
    }
    const char *dir = argv[1];
    uint32_t nn = (uint32_t)atoi(argv[2]), msgs = (uint32_t)atoi(argv[3]);
    uint64_t seed = strtoull(argv[4], NULL, 0);
    size_t buffer = strtoull(argv[5], NULL, 0);
    size_t ref_buffer = argc == 7 ? strtoull(argv[6], NULL, 0) : buffer;
    char path[512], ref_path[512];
    snprintf(path, sizeof path, "%s/ranks.trace", dir);
    snprintf(ref_path, sizeof ref_path, "%s/serial.trace", dir);
    model *m = build(false, nn, msgs, seed);
    uint64_t records = traced_run(m, path, buffer);
    eng_rank_sum(m->e, &records, 1);
    int rank = eng_rank(m->e), ranks = eng_ranks(m->e);
    destroy(m);
    if (rank)
        return 0;
    model *ref = build(true, nn, msgs, seed);
    uint64_t ref_records = traced_run(ref, ref_path, ref_buffer);
    destroy(ref);
    size_t na, nb;
    char *a = slurp(path, &na), *b = slurp(ref_path, &nb);
    size_t at = 0;
    while (at < na && at < nb && a[at] == b[at])
        at++;
    int bad = !a || !b || na != nb || at != na || records != ref_records;
    if (bad)
        printf("trace_child: MISMATCH over %d ranks: %zu bytes, %llu records; serial %zu bytes, "
               "%llu records; first difference at byte %zu\n",
               ranks, na, (unsigned long long)records, nb, (unsigned long long)ref_records, at);
    else
        printf("trace_child: identical over %d ranks (%zu bytes, %llu records, buffer %zu)\n",
               ranks, na, (unsigned long long)records, buffer);
    free(a);
    free(b);
    return bad;
}
