/* The workloads' own pieces, without the simulator: R-MAT graphs are
 * deterministic, undirected, simple and sorted; the CPU BFS agrees with
 * a plain one; the checks accept any valid order of a BFS (another order
 * inside a level, another parent one level up) and reject wrong results;
 * float results are checked with a tolerance; the hash covers every OUT
 * byte. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "workloads/det/det.h"
#include "workloads/det/det_graph.h"

static void rmat_graphs_are_simple_undirected_and_reproducible(void **state)
{
    (void)state;
    det_graph a, b, c;
    assert_int_equal(det_graph_make(&a, 1024, 8, 7), 0);
    assert_int_equal(det_graph_make(&b, 1024, 8, 7), 0);
    assert_int_equal(det_graph_make(&c, 1024, 8, 8), 0);
    assert_int_equal(a.nnz, b.nnz);
    assert_memory_equal(a.row, b.row, 4 * 1025);
    assert_memory_equal(a.col, b.col, 4ull * a.nnz);
    assert_true(a.nnz != c.nnz || memcmp(a.col, c.col, 4ull * a.nnz));
    assert_true(a.nnz > 1024 * 4); /* most of the 4096 draws survive */
    for (uint32_t v = 0; v < a.n; v++)
        for (uint32_t e = a.row[v]; e < a.row[v + 1]; e++) {
            uint32_t w = a.col[e];
            assert_true(w != v);
            if (e > a.row[v]) assert_true(a.col[e - 1] < w); /* sorted, no duplicates */
            int back = 0;
            for (uint32_t f = a.row[w]; f < a.row[w + 1]; f++) back |= a.col[f] == v;
            assert_true(back);
        }
    /* skewed degrees: the hub has far more than the average */
    uint32_t hub = det_graph_hub(&a);
    assert_true(a.row[hub + 1] - a.row[hub] > 4 * 8);
    det_graph_free(&a), det_graph_free(&b), det_graph_free(&c);
}

static void bfs_levels_are_shortest_distances(void **state)
{
    (void)state;
    det_graph g;
    assert_int_equal(det_graph_make(&g, 256, 8, 3), 0);
    uint32_t src = det_graph_hub(&g);
    int32_t *lv = malloc(4 * 256);
    uint32_t *order = malloc(4 * 256);
    int depth = det_graph_bfs(&g, src, lv, order);
    assert_true(depth >= 2);
    assert_int_equal(lv[src], 0);
    assert_int_equal(order[0], src);
    for (uint32_t v = 0; v < g.n; v++)
        for (uint32_t e = g.row[v]; e < g.row[v + 1]; e++) /* edges span at most one level */
            if (lv[v] >= 0) assert_true(abs(lv[g.col[e]] - lv[v]) <= 1);
    free(lv), free(order);
    det_graph_free(&g);
}

/* A problem and its reference outputs used as "device" outputs. */
static void setup_ref(const char *name, uint64_t size, mgm_problem *p, uint8_t *out[MGM_MAX_BUFS])
{
    char err[ERR_LEN];
    const mgm_workload *d = det_workload_find(name, err);
    assert_non_null(d);
    assert_int_equal(mgm_problem_init(p, d, size, 1, err), 0);
    memset(out, 0, sizeof(uint8_t *) * MGM_MAX_BUFS);
    assert_int_equal(d->reference(p, out, err), 0);
    assert_int_equal(mgm_check(p, out, err), 0);
}

static void bfs_check_takes_levels_as_sets_and_any_valid_parent(void **state)
{
    (void)state;
    mgm_problem p;
    uint8_t *out[MGM_MAX_BUFS];
    char err[ERR_LEN], h0[MGM_SHA256_HEX_LEN], h1[MGM_SHA256_HEX_LEN];
    setup_ref("bfs", 256, &p, out);
    const mgm_workload *d = det_workload_find("bfs", err);
    mgm_hash_outputs(&p, out, h0);
    uint32_t *q = (uint32_t *)(void *)out[mgm_problem_buf(&p, "queue")];
    uint32_t *cnt = (uint32_t *)(void *)out[mgm_problem_buf(&p, "cnt")];
    int32_t *par = (int32_t *)(void *)out[mgm_problem_buf(&p, "parent")];
    assert_true(cnt[1] >= 2);
    uint32_t t = q[1]; /* swap two vertices of level 1: still valid, new hash */
    q[1] = q[2], q[2] = t;
    assert_int_equal(mgm_check(&p, out, err), 0);
    mgm_hash_outputs(&p, out, h1);
    assert_string_not_equal(h0, h1);
    q[1] = q[1 + cnt[1]]; /* a level-2 vertex in level 1: wrong */
    assert_int_equal(mgm_check(&p, out, err), -1);
    /* back to the reference queue */
    free(out[mgm_problem_buf(&p, "queue")]);
    out[mgm_problem_buf(&p, "queue")] = NULL;
    /* a parent that is not a neighbour one level up */
    int32_t *lv = (int32_t *)(void *)out[mgm_problem_buf(&p, "level")];
    for (uint32_t v = 0; v < 256; v++)
        if (lv[v] == 2) {
            par[v] = (int32_t)v;
            break;
        }
    uint8_t *ref[MGM_MAX_BUFS] = {0};
    assert_int_equal(d->reference(&p, ref, err), 0);
    out[mgm_problem_buf(&p, "queue")] = ref[mgm_problem_buf(&p, "queue")];
    ref[mgm_problem_buf(&p, "queue")] = NULL;
    assert_int_equal(mgm_check(&p, out, err), -1);
    assert_non_null(strstr(err, "parent"));
    for (int b = 0; b < MGM_MAX_BUFS; b++) free(out[b]), free(ref[b]);
    mgm_problem_free(&p);
}

static void float_outputs_are_checked_with_a_tolerance(void **state)
{
    (void)state;
    const char *names[] = {"sum", "pr", "bc"};
    const char *bufs[] = {"bins", "rank", "bc"};
    for (int i = 0; i < 3; i++) {
        mgm_problem p;
        uint8_t *out[MGM_MAX_BUFS];
        char err[ERR_LEN];
        setup_ref(names[i], i ? 256 : 4096, &p, out);
        float *f = (float *)(void *)out[mgm_problem_buf(&p, bufs[i])];
        uint32_t k = 0;
        while (f[k] == 0.0f) k++;           /* a non-zero value */
        f[k] = nextafterf(f[k], 1e30f);     /* one ulp: another order's rounding */
        assert_int_equal(mgm_check(&p, out, err), 0);
        f[k] *= 1.01f;                      /* 1%: wrong */
        assert_int_equal(mgm_check(&p, out, err), -1);
        for (int b = 0; b < MGM_MAX_BUFS; b++) free(out[b]);
        mgm_problem_free(&p);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rmat_graphs_are_simple_undirected_and_reproducible),
        cmocka_unit_test(bfs_levels_are_shortest_distances),
        cmocka_unit_test(bfs_check_takes_levels_as_sets_and_any_valid_parent),
        cmocka_unit_test(float_outputs_are_checked_with_a_tolerance),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
