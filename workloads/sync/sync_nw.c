/* nw: Needleman-Wunsch scores with wavefront-level waiting
 * (workloads/sync/kernels/nw.cl): bands of 64 rows, one wavefront each, band g
 * spinning until band g-1 has published the columns it needs. The
 * result is the whole score matrix, compared exactly with a sequential
 * computation: a band that read its upper row before it was written
 * (a broken wait) leaves wrong scores. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/sync/sync_int.h"

enum { P_N, P_GAP };
enum { B_H, B_PROG, B_A, B_B };
#define BAND 64u
#define GAP 1
#define ALPHABET 4u /* nucleotides: matches common enough to matter */

static int check_size(uint64_t size, char *err)
{
    if (size % BAND) return mgm_fail(err, "size must be a multiple of %u (rows per band)", BAND);
    return sync_check_range(size, BAND, 4096, err);
}

static uint64_t cells(uint64_t n) { return (n + 1) * (n + 1); }

static int setup(mgm_problem *p, char *err)
{
    uint64_t n = p->size;
    p->param[P_N] = n;
    p->param[P_GAP] = GAP;
    if (mgm_buf_add(p, "H", 4 * cells(n), MGM_BUF_IN | MGM_BUF_OUT, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "progress", 4 * (n / BAND), MGM_BUF_OUT, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "a", n, MGM_BUF_IN, MGM_E_U8, err) < 0 ||
        mgm_buf_add(p, "b", n, MGM_BUF_IN, MGM_E_U8, err) < 0)
        return -1;
    int32_t *h = (int32_t *)(void *)p->buf[B_H].init;
    for (uint64_t k = 0; k <= n; k++) { /* the borders; the rest the kernel writes */
        h[k] = -(int32_t)(k * GAP);
        h[k * (n + 1)] = -(int32_t)(k * GAP);
    }
    uint64_t s = mgm_stream(p->seed, 1);
    for (unsigned b = B_A; b <= B_B; b++)
        for (uint64_t k = 0; k < n; k++) p->buf[b].init[k] = (uint8_t)mgm_randu(&s, ALPHABET);
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->size, w = n + 1;
    for (unsigned g = 0; g < pl->ngpus; g++) { /* rows with the bands that write them */
        uint64_t first, count;
        mgm_split(n, pl->ngpus, g, BAND, &first, &count);
        uint64_t lo = g ? first + 1 : 0, hi = first + count + 1;
        if (hi < lo) hi = lo;
        mgm_own(pl, B_H, g, mgm_span1(4 * lo * w, 4 * (hi - lo) * w));
        mgm_own(pl, B_PROG, g, mgm_span1(4 * (first / BAND), 4 * (count / BAND)));
        mgm_own(pl, B_A, g, mgm_span1(first, count));
        mgm_own(pl, B_B, g, mgm_span1(0, g ? 0 : n));
    }
    mgm_launch t = mgm_tmpl("sync_nw");
    mgm_arg_buf(&t, B_H, 0);
    mgm_arg_buf(&t, B_PROG, 0);
    mgm_arg_buf(&t, B_A, 0);
    mgm_arg_buf(&t, B_B, 0);
    mgm_arg_u32(&t, (uint32_t)n);
    mgm_arg_u32(&t, (uint32_t)n);
    mgm_arg_u32(&t, GAP);
    mgm_touch(&t, B_H, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * cells(n)));
    mgm_touch(&t, B_PROG, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * (n / BAND)));
    mgm_touch(&t, B_A, MGM_ACC_R, mgm_span1(0, n));
    mgm_touch(&t, B_B, MGM_ACC_R, mgm_span1(0, n));
    return mgm_plan_launch_split(pl, &t, n, BAND, err);
}

/* The sequential recurrence; every band's progress ends at n. */
static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    uint64_t n = p->size, w = n + 1;
    int32_t *h = malloc(4 * cells(n)), *prog = malloc(4 * (n / BAND));
    if (!h || !prog) {
        free(h), free(prog);
        return mgm_fail(err, "nw: out of memory");
    }
    memcpy(h, p->buf[B_H].init, 4 * cells(n));
    const uint8_t *a = p->buf[B_A].init, *b = p->buf[B_B].init;
    for (uint64_t i = 1; i <= n; i++)
        for (uint64_t j = 1; j <= n; j++) {
            int32_t d = h[(i - 1) * w + j - 1] + (a[i - 1] == b[j - 1] ? 2 : -1);
            int32_t u = h[(i - 1) * w + j] - GAP, l = h[i * w + j - 1] - GAP;
            int32_t m = u > l ? u : l;
            h[i * w + j] = d > m ? d : m;
        }
    for (uint64_t g = 0; g < n / BAND; g++) prog[g] = (int32_t)n;
    out[B_H] = (uint8_t *)h;
    out[B_PROG] = (uint8_t *)prog;
    return 0;
}

const mgm_workload sync_nw = {
    .name = "nw",
    .title = "Needleman-Wunsch, each wave waits on the one above",
    .hsaco = "sync_kernels_nw.hsaco",
    .unit = "sequence length",
    .pattern = MGM_PAT_ADJACENT,
    .size_default = 1024,
    .size_paper1 = 2048,
    .size_paper4 = 4096,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .reference = reference,
};
