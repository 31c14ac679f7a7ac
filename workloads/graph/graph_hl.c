/* hl1, hl4, hl16, hl64: histograms whose elements each cost L coalesced
 * loads (workloads/graph/kernels/hl.cl) before their atomic add into 256 bins: L
 * sweeps the share of atomics among the global requests (ATGR) for the
 * gain-against-ATGR figure of docs/lab.md. The counts are exact. */
#include <stdlib.h>

#include "workloads/graph/graph_int.h"

enum { P_N, P_L };
enum { B_IN, B_HIST };
#define NBINS 256u

static int check_size(uint64_t size, char *err) { return mgm_check_pow2(size, 64, 1u << 20, err); }

static int setup_l(mgm_problem *p, uint32_t l, char *err)
{
    p->param[P_N] = p->size;
    p->param[P_L] = l;
    if (mgm_buf_add(p, "in", 4ull * l * p->size, MGM_BUF_IN, MGM_E_U32, err) < 0 ||
        mgm_buf_add(p, "hist", 4 * NBINS, MGM_BUF_OUT, MGM_E_U32, err) < 0)
        return -1;
    uint32_t *in = (uint32_t *)(void *)p->buf[B_IN].init;
    uint64_t s = mgm_stream(p->seed, 1);
    for (uint64_t i = 0; i < (uint64_t)l * p->size; i++) in[i] = (uint32_t)mgm_rand(&s);
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->size, l = p->param[P_L];
    for (unsigned g = 0; g < pl->ngpus; g++) { /* each GPU its columns of every row */
        uint64_t first, count;
        mgm_split(n, pl->ngpus, g, GRAPH_WG, &first, &count);
        mgm_own(pl, B_IN, g, mgm_spans(4 * first, 4 * count, 4 * n, (uint32_t)l));
    }
    mgm_own_first(pl, p, B_HIST);
    mgm_launch t = mgm_tmpl("lab_hl_comm");
    mgm_arg_buf(&t, B_IN, 0);
    mgm_arg_buf(&t, B_HIST, 0);
    mgm_arg_u32(&t, (uint32_t)n);
    mgm_arg_u32(&t, (uint32_t)l);
    mgm_arg_u32(&t, NBINS);
    mgm_touch(&t, B_IN, MGM_ACC_R, mgm_span1(0, 4 * n * l));
    mgm_touch(&t, B_HIST, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * NBINS));
    return graph_launch(pl, &t, n, err);
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    const uint32_t *in = (const uint32_t *)(const void *)p->buf[B_IN].init;
    uint64_t n = p->size, l = p->param[P_L];
    uint32_t *h = calloc(NBINS, 4);
    if (!h) return mgm_fail(err, "hl: out of memory");
    for (uint64_t i = 0; i < n; i++) {
        uint32_t s = (uint32_t)i;
        for (uint64_t k = 0; k < l; k++) s += in[k * n + i];
        h[s % NBINS]++;
    }
    out[B_HIST] = (uint8_t *)h;
    return 0;
}

#define HL(sym, nm, l, ttl)                                                                \
    static int setup_##sym(mgm_problem *p, char *err) { return setup_l(p, l, err); }       \
    const mgm_workload sym = {                                                              \
        .name = nm,                                                                         \
        .title = ttl,                                                                       \
        .hsaco = "graph_kernels_hl.hsaco",                                                  \
        .unit = "elements",                                                                 \
        .pattern = MGM_PAT_GATHER,                                                          \
        .size_default = 16384,                                                              \
        .size_paper1 = 65536,                                                               \
        .size_paper4 = 262144,                                                              \
        .check_size = check_size,                                                           \
        .setup = setup_##sym,                                                               \
        .plan = plan,                                                                       \
        .reference = reference,                                                             \
    };

HL(graph_hl1, "hl1", 1, "histogram, 1 load per atomic (ATGR sweep)")
HL(graph_hl4, "hl4", 4, "histogram, 4 loads per atomic")
HL(graph_hl16, "hl16", 16, "histogram, 16 loads per atomic")
HL(graph_hl64, "hl64", 64, "histogram, 64 loads per atomic")
