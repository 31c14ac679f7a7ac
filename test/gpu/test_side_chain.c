/* The L2 banks' side units stack (gpu_mech.bank, components/gpu/
 * gpu_side.c, cache_set_side): with a registry of its own (this program's
 * gpu_mechs replaces mech/mech_list.c at link time) a probe mechanism
 * has a side unit on every bank next to DAB's drain, its own port
 * (Top[GPU_L2_SIDE + 1]) and its own side connection. The probe's CU
 * layer sends a copy of every vector read over its side connection; its
 * side unit passes them into the bank. The histogram (DAB's atomics,
 * over DAB's side port) equals a CPU reference, every probe read reached
 * the probe's units and came back with the input's bytes, and the run
 * is the same on the serial engine and on 2 threads. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/cache/cache.h"
#include "components/cu/cu.h"
#include "components/cu/cu_det.h"
#include "components/cu/cu_ext.h"
#include "components/gpu/gpu_mech.h"
#include "components/mem/mem_map.h"
#include "components/mem/mem_util.h"
#include "driver/mgpu.h"
#include "engine/port.h"
#include "mech/dab/dab_mech.h"
#include "mech/xlat/xlat.h"
#include "params/param.h"
#include "test/common/tk_run.h"

/* What the probe saw, gathered when the GPU is destroyed (one thread). */
typedef struct probe_rec {
    uint64_t addr;
    uint32_t size;
    bool ok;
    uint8_t data[MEM_LINE_MAX];
} probe_rec;

typedef struct probe_sink {
    uint64_t sent, busy, pushed; /* CU reads sent, not sent (port full), into side units */
    probe_rec *rec;
    uint32_t nrec, cap;
} probe_sink;

typedef struct probe_config {
    bool enable;
    probe_sink *sink;
} probe_config;

static const param_def probe_defs[] = {
    PARAM_BOOL(probe_config, enable, "false", "a side unit beside every L2 bank"),
};
static const param_table probe_params =
    PARAM_TABLE("probe", "A test mechanism.", probe_config, probe_defs);

static bool probe_enabled(const void *cfg) { return ((const probe_config *)cfg)->enable; }

/* ---- the side unit: a FIFO beside the bank ------------------------------ */

enum { UNIT_CAP = 4096 };

typedef struct probe_unit {
    mem_req *q[UNIT_CAP];
    uint32_t head, n;
    uint64_t pushed;
    probe_sink *sink;
} probe_unit;

static void unit_push(void *unit, eng_msg *m)
{
    probe_unit *p = unit;
    if (p->n == UNIT_CAP) fail_msg("probe: side unit full");
    p->q[(p->head + p->n++) % UNIT_CAP] = (mem_req *)m;
    p->pushed++;
}

static cache_side_req unit_pop(void *unit)
{
    probe_unit *p = unit;
    if (!p->n) return (cache_side_req){0};
    mem_req *r = p->q[p->head];
    p->head = (p->head + 1) % UNIT_CAP, p->n--;
    return (cache_side_req){.req = r, .latency = 1};
}

static void unit_fini(void *unit)
{
    probe_unit *p = unit;
    if (p->sink) p->sink->pushed += p->pushed;
    for (uint32_t i = 0; i < p->n; i++) free(p->q[(p->head + i) % UNIT_CAP]);
    free(p);
}

static const cache_side_ops unit_ops = {unit_push, unit_pop, unit_fini};

static int probe_bank(const gpu *g, const void *cfg, cache *l2)
{
    (void)g;
    probe_unit *p = calloc(1, sizeof *p);
    if (!p) return -1;
    p->sink = ((const probe_config *)cfg)->sink;
    if (cache_set_side(l2, &unit_ops, p) < 0) {
        free(p);
        return -1;
    }
    return 0;
}

static uint32_t probe_latency(const void *cfg)
{
    (void)cfg;
    return 2;
}

/* ---- the CU layer: a copy of each vector read over the side path -------- */

typedef struct probe_cu {
    eng_port *port;
    eng_port **banks;
    uint32_t nbanks;
    mem_map map;
    probe_sink *sink;
    uint64_t sent, busy;
    probe_rec *rec;
    uint32_t nrec, cap;
} probe_cu;

static const cu_det_ops probe_cu_ops;
static const gpu_mech probe_mech;

static probe_cu *probe_of(const cu *u) { return cu_ext_state(u, &probe_cu_ops); }

static int probe_cu_init(cu *u, const void *arg, char *err, size_t len)
{
    probe_cu *p = calloc(1, sizeof *p);
    if (!p) goto oom;
    cu_ext_set_state(u, &probe_cu_ops, p);
    p->sink = ((const probe_config *)gpu_mech_cfg_c(arg, &probe_mech))->sink;
    if (!(p->port = eng_port_new(cu_comp(u), "Probe", 64, 64))) goto oom;
    return 0;
oom:
    snprintf(err, len, "probe: out of memory");
    return -1;
}

static void probe_cu_fini(cu *u)
{
    probe_cu *p = probe_of(u);
    if (!p) return;
    probe_sink *s = p->sink;
    if (s) {
        s->sent += p->sent, s->busy += p->busy;
        if (s->nrec + p->nrec > s->cap) {
            uint32_t cap = 2 * (s->nrec + p->nrec);
            probe_rec *r = realloc(s->rec, cap * sizeof *r);
            if (!r) fail_msg("probe: out of memory");
            s->rec = r, s->cap = cap;
        }
        memcpy(s->rec + s->nrec, p->rec, p->nrec * sizeof *p->rec);
        s->nrec += p->nrec;
    }
    free(p->rec);
    free(p->banks);
    free(p);
    cu_ext_set_state(u, &probe_cu_ops, NULL);
}

/* Never claims: the read goes its usual way too. */
static bool probe_mem_txn(cu *u, uint32_t wi, uint32_t mi, uint32_t ti)
{
    (void)wi;
    probe_cu *p = probe_of(u);
    const cu_txn *t = cu_ext_txn(u, mi, ti);
    if (t->type != MEM_READ || cu_ext_minst_scalar(u, mi) || !p->nbanks) return false;
    int64_t k = mem_map_target(&p->map, t->addr);
    if (k < 0 || (uint64_t)k >= p->nbanks) return false;
    if (!eng_port_can_send(p->port)) {
        p->busy++;
        return false;
    }
    mem_req *r = mem_req_new(MEM_READ, t->addr, t->size);
    r->hdr.src = p->port;
    r->hdr.dst = p->banks[k];
    r->hdr.bytes = mem_req_wire_bytes(r);
    if (eng_port_send(p->port, &r->hdr) != 0) {
        free(r);
        p->busy++;
        return false;
    }
    p->sent++;
    return false;
}

static bool probe_tick_end(cu *u, bool progress)
{
    (void)progress;
    probe_cu *p = probe_of(u);
    bool mine = false;
    eng_msg *m;
    while ((m = eng_port_retrieve(p->port))) {
        mem_rsp *r = (mem_rsp *)m;
        if (p->nrec == p->cap) {
            uint32_t cap = p->cap ? 2 * p->cap : 64;
            probe_rec *x = realloc(p->rec, cap * sizeof *x);
            if (!x) fail_msg("probe: out of memory");
            p->rec = x, p->cap = cap;
        }
        probe_rec *e = &p->rec[p->nrec++];
        e->addr = r->addr, e->size = r->size, e->ok = r->ok;
        memcpy(e->data, r->data, r->size <= MEM_LINE_MAX ? r->size : MEM_LINE_MAX);
        free(r);
        mine = true;
    }
    return mine;
}

static const cu_det_ops probe_cu_ops = {
    .name = "probe",
    .init = probe_cu_init,
    .fini = probe_cu_fini,
    .mem_txn = probe_mem_txn,
    .tick_end = probe_tick_end,
};

static eng_port *probe_port(cu *u) { return probe_of(u) ? probe_of(u)->port : NULL; }

static int probe_banks(cu *u, uint32_t src, const mem_map *map, eng_port *const *banks,
                       uint32_t n)
{
    (void)src;
    probe_cu *p = probe_of(u);
    if (!p || !map || !(p->banks = malloc(n * sizeof *banks))) return -1;
    memcpy(p->banks, banks, n * sizeof *banks);
    p->nbanks = n;
    p->map = *map;
    return 0;
}

static const gpu_mech probe_mech = {
    .name = "probe",
    .params = &probe_params,
    .enabled = probe_enabled,
    .cu = &probe_cu_ops,
    .bank = probe_bank,
    .side_conn = "ProbeToL2",
    .side_latency = probe_latency,
    .cu_port = probe_port,
    .cu_banks = probe_banks,
};

/* This program's registry: DAB first (its side unit keeps Top[GPU_L2_SIDE]);
 * xlat (off) because the driver asks for its section. */
const gpu_mech *const gpu_mechs[] = {&dab_mech, &probe_mech, &xlat_mech};
const uint32_t gpu_nmechs = 3;

/* ---- the test ------------------------------------------------------------- */

enum { N = 2048, BINS = 13 };

static uint64_t run(int threads, bool probe, const uint32_t *in, uint32_t *hist,
                    probe_sink *sink, gpu_stats *gs)
{
    platform_config cfg = platform_default_config();
    cfg.sim.threads = (uint32_t)threads;
    cfg.gpu.cus = 4;
    dab_config_of(&cfg.gpu)->enable = true;
    probe_config *pc = gpu_mech_cfg(&cfg.gpu, &probe_mech);
    pc->enable = probe;
    pc->sink = sink;
    tk_arg a[] = {{TK_BUF, N * 4, in, NULL, 0},
                  {TK_BUF, (BINS + 1) * 4, NULL, hist, 0},
                  {TK_U32, 0, NULL, NULL, N},
                  {TK_U32, 0, NULL, NULL, BINS}};
    tk_grid g = tk_grid1(N, 64);
    return tk_run(&cfg, "test_kernels_dab_atomics", "histo", &g, a, 4, gs).cycles;
}

/* Every probe answer is ok and holds the input's bytes where it overlaps
 * the input (the lowest line read is the input's first), and together
 * they cover the whole input. */
static void check_reads(const probe_sink *s, const uint32_t *in)
{
    assert_true(s->nrec > 0);
    uint64_t base = UINT64_MAX;
    for (uint32_t i = 0; i < s->nrec; i++)
        if (s->rec[i].addr < base) base = s->rec[i].addr;
    const uint8_t *b = (const uint8_t *)in;
    uint8_t *seen = calloc(N * 4, 1);
    assert_non_null(seen);
    for (uint32_t i = 0; i < s->nrec; i++) {
        const probe_rec *r = &s->rec[i];
        assert_true(r->ok);
        for (uint32_t k = 0; k < r->size; k++) {
            uint64_t off = r->addr + k - base;
            if (off >= N * 4) continue;
            if (r->data[k] != b[off]) fail_msg("probe read byte %llu wrong", (unsigned long long)off);
            seen[off] = 1;
        }
    }
    for (uint32_t off = 0; off < N * 4; off++)
        if (!seen[off]) fail_msg("byte %u of the input never read over the side path", off);
    free(seen);
}

static void side_units_stack_beside_dab(void **state)
{
    (void)state;
    uint32_t *in = malloc(N * 4), want[BINS + 1] = {0}, got[BINS + 1], got2[BINS + 1];
    assert_non_null(in);
    for (uint32_t i = 0; i < N; i++) in[i] = (i * 2654435761u) >> 7;
    for (uint32_t i = 0; i < N; i++) want[in[i] % BINS]++, want[BINS] += in[i];
    gpu_stats gs;
    probe_sink s0 = {0}, s1 = {0}, s2 = {0};
    run(ENG_THREADS_SERIAL, false, in, got, &s0, &gs);
    assert_memory_equal(got, want, sizeof want);
    assert_int_equal(s0.sent + s0.pushed + s0.nrec, 0); /* no probe, no units */
    memset(got, 0, sizeof got);
    uint64_t c1 = run(ENG_THREADS_SERIAL, true, in, got, &s1, &gs);
    assert_memory_equal(got, want, sizeof want);
    /* DAB's flushes still reach its drains on Top[GPU_L2_SIDE] */
    const dab_stats *d = dab_stats_of(&gs);
    assert_int_equal(d->atomics, 2 * N);
    assert_int_equal(d->flush_entries, d->atomics - d->fused);
    assert_true(d->cp_flushes > 0);
    /* every probe read went into a probe unit and came back */
    assert_true(s1.sent > 0);
    assert_int_equal(s1.pushed, s1.sent);
    assert_int_equal(s1.nrec, s1.sent);
    check_reads(&s1, in);
    uint64_t c2 = run(2, true, in, got2, &s2, &gs);
    assert_memory_equal(got2, want, sizeof want);
    assert_int_equal(c1, c2);
    assert_int_equal(s1.sent, s2.sent);
    assert_int_equal(s1.busy, s2.busy);
    free(s0.rec), free(s1.rec), free(s2.rec), free(in);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(side_units_stack_beside_dab),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
