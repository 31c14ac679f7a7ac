/* LAB through `mgsim run` (mech/lab, docs/lab.md): off (lab.enable
 * = 0, or lab.entries = 0) is the baseline figure for figure; with it,
 * every size and variant gives the same integer results as without and
 * never more L2 atomic requests; serial = 1 = 2 engine threads on
 * d-mgpu-4; the graph suite gives the same results with it; a bad [lab]
 * is refused with a message. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "test/run/rt_cli.h"

/* rt_stats with a = the L2's atomic requests. */
static char *figures(const char *args, const char *expr)
{
    return rt_stats(args, "a=m[\"GPU[*].L2[*].atomic_hits\"]+m[\"GPU[*].L2[*].atomic_misses\"]",
                    expr);
}

static void off_is_the_baseline(void **st)
{
    (void)st;
    const char *all = "json.dumps(d, sort_keys=True)";
    char *base = figures("hist --size 4K --set gpu.cus=8", all);
    char *a = figures("hist --size 4K --set gpu.cus=8 --set lab.enable=1 --set lab.entries=0", all);
    char *b = figures("hist --size 4K --set gpu.cus=8 --set lab.entries=8", all);
    assert_string_equal(base, a);
    assert_string_equal(base, b);
    assert_null(strstr(base, "\"lab\""));
    free(base), free(a), free(b);
}

/* Same output hash (integer results), L2 atomics <= the baseline's, and
 * the buffer's own count of what it saved matches the L2's. */
static void same_results_fewer_l2_atomics(void **st)
{
    (void)st;
    const char *show = "d[\"output_sha256\"], a, d.get(\"lab\", {}).get(\"l2_atomic_requests_saved\", 0)";
    char *base = figures("hist --size 4K --set gpu.cus=8", show);
    char sha[80];
    unsigned long long l2b;
    assert_int_equal(sscanf(base, "%79s %llu", sha, &l2b), 2);
    const char *var[] = {"--set lab.entries=8",  "--set lab.entries=64",
                         "--set lab.entries=256 --set lab.ways=256",
                         "--set lab.unbounded=1", "--set lab.no_storage=1",
                         "--set lab.no_flush=1",  "--set lab.select=comm"};
    for (size_t i = 0; i < sizeof var / sizeof *var; i++) {
        char args[200], s2[80];
        snprintf(args, sizeof args, "hist --size 4K --set gpu.cus=8 --set lab.enable=1 %s",
                 var[i]);
        char *o = figures(args, show);
        unsigned long long l2, saved;
        assert_int_equal(sscanf(o, "%79s %llu %llu", s2, &l2, &saved), 3);
        assert_string_equal(sha, s2);
        if (l2 > l2b) fail_msg("%s: %llu L2 atomics > %llu without LAB", var[i], l2, l2b);
        if (strstr(var[i], "no_storage") || strstr(var[i], "comm"))
            assert_int_equal(saved, 0); /* nothing kept / det_hist is not a _comm kernel */
        else if (saved == 0)
            fail_msg("%s: the buffer saved nothing on hist", var[i]);
        free(o);
    }
    free(base);
}

static void any_thread_count_on_d_mgpu_4(void **st)
{
    (void)st;
    const char *show = "d[\"kernel_time_ns\"], d[\"output_sha256\"], d[\"cross_gpu_bytes\"], "
                       "json.dumps(d[\"lab\"], sort_keys=True)";
    char *ref = NULL;
    const char *th[] = {"0", "1", "2"};
    for (int i = 0; i < 3; i++) {
        char args[200];
        snprintf(args, sizeof args,
                 "hist --size 4K --config configs/d-mgpu-4.ini --set gpu.cus=4 "
                 "--set lab.enable=1 --set lab.entries=16 --threads %s",
                 th[i]);
        char *o = figures(args, show);
        if (!ref) ref = o;
        else {
            if (strcmp(ref, o)) fail_msg("threads %s differ:\n%s%s", th[i], ref, o);
            free(o);
        }
    }
    assert_non_null(strstr(ref, "\"per_gpu\""));
    free(ref);
}

/* The graph suite (workloads/graph/): each workload verifies functionally and on
 * the timing model with and without LAB, with the same output hash and
 * no more L2 atomics with it. */
static void graph_workloads_same_with_lab(void **st)
{
    (void)st;
    const char *w[] = {"cca", "ccav", "prfx", "kmi", "hl4"};
    const char *show = "d[\"output_sha256\"], a";
    for (size_t i = 0; i < sizeof w / sizeof *w; i++) {
        char args[200], s1[80], s2[80];
        unsigned long long a1, a2;
        snprintf(args, sizeof args, "%s --size 512 --functional", w[i]);
        char *out;
        int rc = rt_mgsim(&out, "run %s --no-progress", args);
        if (rc || !strstr(out, "verification     passed")) fail_msg("%s: %s", args, out);
        free(out);
        snprintf(args, sizeof args, "%s --size 512 --set gpu.cus=8", w[i]);
        char *o1 = figures(args, show);
        snprintf(args, sizeof args, "%s --size 512 --set gpu.cus=8 --set lab.enable=1 "
                 "--set lab.entries=16 --set lab.select=comm%s", w[i],
                 i % 2 ? " --set gpu.l1v_enabled=1" : "");
        char *o2 = figures(args, show);
        assert_int_equal(sscanf(o1, "%79s %llu", s1, &a1), 2);
        assert_int_equal(sscanf(o2, "%79s %llu", s2, &a2), 2);
        assert_string_equal(s1, s2);
        if (a2 >= a1) fail_msg("%s: %llu L2 atomics with LAB, %llu without", w[i], a2, a1);
        free(o1), free(o2);
    }
}

static void bad_sections_are_refused(void **st)
{
    (void)st;
    rt_expect(2, "lab.entries (12) must be a multiple of lab.ways (8)",
              "run hist --size 1K --set lab.enable=1 --set lab.entries=12");
    rt_expect(2, "lab.entries", "run hist --size 1K --set lab.enable=1 --set lab.entries=70000");
    rt_expect(2, "lab.ways", "run hist --size 1K --set lab.enable=1 --set lab.ways=0");
    rt_expect(2, "lab takes 16384 bytes of the L1V's 16384 (gpu.l1v_enabled)",
              "run hist --size 1K --set gpu.l1v_enabled=1 --set lab.enable=1 --set lab.entries=128");
    rt_expect(2, "cannot be combined",
              "run hist --size 1K --set lab.enable=1 --set dab.enable=1");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(off_is_the_baseline),
        cmocka_unit_test(same_results_fewer_l2_atomics),
        cmocka_unit_test(any_thread_count_on_d_mgpu_4),
        cmocka_unit_test(graph_workloads_same_with_lab),
        cmocka_unit_test(bad_sections_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
