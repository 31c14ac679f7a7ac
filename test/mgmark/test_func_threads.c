/* The functional mode over threads (amdgpu/functional.h, "Threads"): every
 * registered workload (MGMark and det) at its default size, planned for
 * 1 GPU (r9nano, m-sgpu, u-mgpu-4 run the 1-GPU plan in this mode) and
 * for 4 (d-mgpu-4), gives the serial run's output hash and counts with 1,
 * 2 and 4 workers; the order check sends the kernels whose atomics return
 * values or do not commute to the serial order, and the others not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/functional.h"
#include "workloads/mgm.h"
#include "mgt_util.h"
#include "workloads/wl.h"

typedef struct outcome {
    char sha[MGM_SHA256_HEX_LEN];
    uint64_t instructions, workgroups, launches;
} outcome;

static void run(const mgm_problem *p, const mgm_plan *pl, const struct amdgpu_codeobj *co,
                unsigned threads, outcome *o)
{
    amdgpu_func_opts fo = {.max_wave_insts = 500000000ull, .threads = threads};
    mgm_func_result r;
    char err[ERR_LEN_NEST(1)];
    if (mgm_functional_run(p, pl, co, &fo, &r, err) < 0)
        fail_msg("%s, %u threads: %s", p->w->name, threads, err);
    mgm_hash_outputs(p, r.out, o->sha);
    o->instructions = r.instructions, o->workgroups = r.workgroups, o->launches = r.launches;
    mgm_func_result_free(&r);
}

static void test_same_bytes(void **s)
{
    (void)s;
    static const unsigned threads[] = {1, 2, 4};
    static const unsigned gpus[] = {1, 4};
    for (size_t i = 0; i < wl_count(); i++) {
        const mgm_workload *w = wl_at(i);
        mgm_problem p;
        char perr[ERR_LEN];
        if (mgm_problem_init(&p, w, w->size_default, 3, perr) < 0) fail_msg("%s", perr);
        struct amdgpu_codeobj *co = mgt_load(w);
        for (size_t g = 0; g < sizeof gpus / sizeof *gpus; g++) {
            mgm_plan pl;
            char err[ERR_LEN];
            if (mgm_plan_build(&p, gpus[g], &pl, err) < 0) fail_msg("%s", err);
            outcome ref, got;
            run(&p, &pl, co, 0, &ref);
            assert_true(ref.instructions > 0);
            for (size_t t = 0; t < sizeof threads / sizeof *threads; t++) {
                run(&p, &pl, co, threads[t], &got);
                if (strcmp(ref.sha, got.sha) != 0)
                    fail_msg("%s, %u GPUs, %u threads: output %s, serial %s", w->name, gpus[g],
                             threads[t], got.sha, ref.sha);
                assert_int_equal(got.instructions, ref.instructions);
                assert_int_equal(got.workgroups, ref.workgroups);
                assert_int_equal(got.launches, ref.launches);
            }
            mgm_plan_free(&pl);
        }
        amdgpu_codeobj_free(co);
        mgm_problem_free(&p);
    }
}

/* The order check on the shipped kernels, against what their sources
 * (workloads/det/kernels/ *.cl, workloads/mgmark/kernels/ *.cl) do with atomics. */
static const char *order_of(const char *wl, const char *kernel)
{
    char err[ERR_LEN], e[ERR_LEN];
    const mgm_workload *w = wl_find(wl, err);
    if (!w) fail_msg("%s", err);
    struct amdgpu_codeobj *co = mgt_load(w);
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, kernel, e);
    if (!k) fail_msg("%s", e);
    const char *why = amdgpu_func_needs_order(co, k);
    amdgpu_codeobj_free(co);
    return why;
}

static void test_order_check(void **s)
{
    (void)s;
    /* atomic_add(&hist[..], 1u), result unused: commutes */
    assert_null(order_of("hist", "det_hist"));
    /* atomic_cmpxchg for the parent, atomic_inc for the queue slot */
    assert_non_null(order_of("bfs", "det_bfs_level"));
    /* a float add as a compare-and-swap loop: returns */
    assert_non_null(order_of("sum", "det_sum"));
    assert_non_null(order_of("pr", "det_pr_push"));
    assert_null(order_of("pr", "det_pr_update"));
    /* no atomics at all */
    assert_null(order_of("mt", "matrixTranspose"));
    assert_null(order_of("km", "kmeans_kernel_compute"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_bytes),
        cmocka_unit_test(test_order_check),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
