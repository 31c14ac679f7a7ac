/* Address translation through `mgsim run` (mech/xlat, docs/memory.md):
 * off (the default, or xlat.enable = 0 said) is the baseline figure for
 * figure with no "xlat" object; on, every MGMark workload gives the same
 * output hash as off and takes more cycles, its L1 vector TLBs see every
 * request the L1Vs answer (but the CP's invalidations), and walks read at most 4 entries each; with
 * 2 MiB pages fewer walks than with 4 KiB; serial = 1 = 2 engine threads
 * on d-mgpu-4; a bad [xlat] is refused with a message; a trace follows a
 * miss from the L1 TLB through the L2 TLB to the walk and its L2 reads,
 * the same bytes for 0 and 2 engine threads. */
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
#include "test/light.h"

static char *figures(const char *args, const char *expr) { return rt_stats(args, "", expr); }

static const char *const all = "json.dumps(d, sort_keys=True)";

static void off_is_the_baseline(void **st)
{
    (void)st;
    char *base = figures("fir --size 4K --set gpu.cus=8", all);
    char *off = figures("fir --size 4K --set gpu.cus=8 --set xlat.enable=0 --set xlat.page=2M", all);
    assert_string_equal(base, off);
    assert_null(strstr(base, "\"xlat\""));
    free(base), free(off);
}

/* Per workload: hash, cycles; with translation also the L1V TLBs'
 * accesses, the L1Vs' answers, walks and walk reads. */
static void same_results_more_cycles(void **st)
{
    (void)st;
    const char *wl[] = {"aes --size 4K", "bs --size 1K", "fir --size 4K", "gd --size 4K",
                        "km --size 1K",  "mt --size 64", "sc --size 64"};
    const char *show_off = "d[\"output_sha256\"], d[\"cycles\"]";
    const char *show_on =
        "d[\"output_sha256\"], d[\"cycles\"], d[\"xlat\"][\"l1v_tlb\"][\"accesses\"], "
        "m[\"GPU[*].L1V[*].responses\"] - m[\"GPU[*].L1V[*].invalidates\"] - "
        "m[\"GPU[*].L1V[*].flushes\"], d[\"xlat\"][\"walks\"], d[\"xlat\"][\"walk_reads\"], "
        "d[\"xlat\"][\"faults\"]";
    for (size_t i = 0; i < sizeof wl / sizeof *wl; i++) {
        if (!test_light_meets(i, 0, 2)) continue; /* sanitizers: every other one */
        char args[200], sha0[80], sha1[80];
        unsigned long long c0, c1, acc, l1v, walks, reads, faults;
        snprintf(args, sizeof args, "%s --set gpu.cus=8", wl[i]);
        char *off = figures(args, show_off);
        snprintf(args, sizeof args, "%s --set gpu.cus=8 --set xlat.enable=1", wl[i]);
        char *on = figures(args, show_on);
        assert_int_equal(sscanf(off, "%79s %llu", sha0, &c0), 2);
        assert_int_equal(sscanf(on, "%79s %llu %llu %llu %llu %llu %llu", sha1, &c1, &acc, &l1v,
                                &walks, &reads, &faults), 7);
        assert_string_equal(sha0, sha1);
        if (c1 <= c0) fail_msg("%s: %llu cycles with translation, %llu without", wl[i], c1, c0);
        assert_int_equal(acc, l1v);
        assert_true(walks > 0 && reads >= walks && reads <= 4 * walks);
        assert_int_equal(faults, 0);
        free(off), free(on);
    }
    /* d-mgpu-4: the unified window's pages map to their frames, so the
     * CUs' and the DMA's accesses meet in the caches only if both are
     * translated */
    const char *mg[] = {"fir --size 4K", "mt --size 64"};
    for (size_t i = 0; i < 2; i++) {
        char args[200];
        snprintf(args, sizeof args, "%s --config configs/d-mgpu-4.ini --set gpu.cus=4", mg[i]);
        char *off = figures(args, "d[\"output_sha256\"]");
        snprintf(args, sizeof args, "%s --config configs/d-mgpu-4.ini --set gpu.cus=4 --set xlat.enable=1", mg[i]);
        char *on = figures(args, "d[\"output_sha256\"], d[\"xlat\"][\"dma_tlb\"][\"accesses\"] > 0");
        char want[120];
        snprintf(want, sizeof want, "%.64s True\n", off);
        assert_string_equal(on, want);
        free(off), free(on);
    }
}

static void big_pages_fewer_walks(void **st)
{
    (void)st;
    const char *show = "d[\"output_sha256\"], d[\"xlat\"][\"walks\"]";
    char *small = figures("mt --size 256 --set gpu.cus=8 --set xlat.enable=1", show);
    char *big = figures("mt --size 256 --set gpu.cus=8 --set xlat.enable=1 --set xlat.page=2M", show);
    char s0[80], s1[80];
    unsigned long long w0, w1;
    assert_int_equal(sscanf(small, "%79s %llu", s0, &w0), 2);
    assert_int_equal(sscanf(big, "%79s %llu", s1, &w1), 2);
    assert_string_equal(s0, s1);
    if (w1 >= w0) fail_msg("2 MiB pages: %llu walks, 4 KiB: %llu", w1, w0);
    free(small), free(big);
}

static void threads_agree(void **st)
{
    (void)st;
    const char *cfg[] = {"configs/d-mgpu-4.ini", "configs/u-mgpu-4.ini"};
    for (int c = 0; c < 2; c++) {
        char *r[3];
        for (int t = 0; t < 3; t++) {
            char args[200];
            /* under the sanitizers km 256 on 2 threads: the race, once */
            if (t == 1 && test_light()) {
                r[t] = NULL;
                continue;
            }
            snprintf(args, sizeof args,
                     "km --size %s --config %s --set gpu.cus=8 --set xlat.enable=1 --threads %d",
                     test_light() ? "256" : "1K", cfg[c], t);
            r[t] = figures(args, all);
        }
        if (r[1]) assert_string_equal(r[0], r[1]);
        assert_string_equal(r[0], r[2]);
        assert_non_null(strstr(r[0], "\"xlat\""));
        for (int t = 0; t < 3; t++) free(r[t]);
    }
}

static void trace_follows_miss_to_walk(void **st)
{
    (void)st;
    char *out, t0[64], t2[64], csv[64]; /* per process: other runs may share /tmp */
    snprintf(t0, sizeof t0, "/tmp/mgsim_xlat_%d_0.msgpack", (int)getpid());
    snprintf(t2, sizeof t2, "/tmp/mgsim_xlat_%d_2.msgpack", (int)getpid());
    snprintf(csv, sizeof csv, "/tmp/mgsim_xlat_%d.csv", (int)getpid());
    const char *args = "run fir --size 1K --set gpu.cus=4 --set xlat.enable=1 --no-progress";
    assert_int_equal(rt_mgsim(&out, "%s --trace %s", args, t0), 0);
    free(out);
    assert_int_equal(rt_mgsim(&out, "%s --threads 2 --trace %s", args, t2), 0);
    free(out);
    assert_int_equal(rt_sh(&out, "cmp %s %s", t0, t2), 0);
    free(out);
    assert_int_equal(rt_mgsim(&out, "trace %s --csv %s", t0, csv), 0);
    free(out);
    /* every walk: parent an L2 TLB task, its parent an L1 (or the DMA's)
     * TLB task; its children 1..4 L2 reads */
    int rc = rt_sh(&out,
                   "python3 -c 'import csv,sys; r=list(csv.DictReader(open(sys.argv[1])));"
                   "by={x[\"id\"]: x for x in r}; w=[x for x in r if x[\"what\"]==\"walk\"];"
                   "ok=all(\"L2TLB\" in by[x[\"parent\"]][\"component\"] and "
                   "\"TLB[\" in by[by[x[\"parent\"]][\"parent\"]][\"component\"] and "
                   "1 <= sum(1 for y in r if y[\"parent\"]==x[\"id\"] and \".L2[\" in "
                   "y[\"component\"]) <= 4 for x in w); print(len(w), ok)' %s",
                   csv);
    assert_int_equal(rc, 0);
    int n = 0;
    char ok[8] = "";
    assert_int_equal(sscanf(out, "%d %7s", &n, ok), 2);
    assert_true(n > 0);
    assert_string_equal(ok, "True");
    free(out);
    unlink(t0), unlink(t2), unlink(csv);
}

static void bad_config_refused(void **st)
{
    (void)st;
    rt_expect(2, "xlat.page must be 4K or 2M", "run fir --set xlat.enable=1 --set xlat.page=8K");
    rt_expect(2, "xlat: TLB sets must be powers of two",
              "run fir --set xlat.enable=1 --set xlat.l2_sets=3");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(off_is_the_baseline),
        cmocka_unit_test(same_results_more_cycles),
        cmocka_unit_test(big_pages_fewer_walks),
        cmocka_unit_test(threads_agree),
        cmocka_unit_test(trace_follows_miss_to_walk),
        cmocka_unit_test(bad_config_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
