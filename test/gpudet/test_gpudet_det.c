/* GPUDet on the order-sensitive workloads of workloads/det/ (issue 8, part 4): on
 * the R9 Nano at small sizes, every workload gives one output hash for
 * perturbation seeds 1..5 (where the baseline gives several), verifies
 * against its CPU reference (integer results exactly: levels, counts,
 * path counts, histogram), and 1 and 2 simulator threads give the same
 * hash and cycles as the serial engine. The knobs (W-Ser, no BTA, no
 * DWP, small quanta) change the run but keep it deterministic. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "gd_util.h"

static const char *const workloads[] = {"sum", "bfs", "hist", "pr", "bc"};

/* Distinct hashes over seeds 1..n, under GPUDet (sets) or the baseline. */
static unsigned distinct(const char *w, unsigned n, bool gpudet, const char *const *sets,
                         char first[MGM_SHA256_HEX_LEN])
{
    char h[8][MGM_SHA256_HEX_LEN];
    unsigned d = 0;
    for (unsigned s = 0; s < n && s < 8; s++) {
        det_result r;
        if (gpudet) r = gd_det(w, 0, s + 1, -1, sets);
        else {
            const char *off[] = {"gpudet.enable=0", NULL};
            r = gd_det(w, 0, s + 1, -1, off);
        }
        memcpy(h[s], r.sha256, sizeof h[s]);
        unsigned k = 0;
        while (k < s && strcmp(h[k], h[s])) k++;
        d += k == s;
    }
    if (first) memcpy(first, h[0], MGM_SHA256_HEX_LEN);
    return d;
}

static void every_workload_has_one_hash_over_five_seeds(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof workloads / sizeof *workloads; i++)
        assert_int_equal(distinct(workloads[i], 5, true, NULL, NULL), 1);
}

/* The same sizes do show the nondeterminism on the baseline (so the
 * test above has teeth), and the order-free histogram is the same bits
 * with and without GPUDet. */
static void the_baseline_differs_at_these_sizes(void **st)
{
    (void)st;
    assert_true(distinct("sum", 3, false, NULL, NULL) >= 2);
    assert_true(distinct("bfs", 3, false, NULL, NULL) >= 2);
    assert_true(distinct("pr", 3, false, NULL, NULL) >= 2);
    char a[MGM_SHA256_HEX_LEN], b[MGM_SHA256_HEX_LEN];
    assert_int_equal(distinct("hist", 2, false, NULL, a), 1);
    distinct("hist", 1, true, NULL, b);
    assert_string_equal(a, b);
}

static void one_and_two_threads_agree_with_the_serial_engine(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof workloads / sizeof *workloads; i++) {
        det_result s = gd_det(workloads[i], 0, 3, -1, NULL);
        for (int t = 1; t <= 2; t++) {
            det_result r = gd_det(workloads[i], 0, 3, t, NULL);
            assert_string_equal(r.sha256, s.sha256);
            assert_int_equal(r.cycles, s.cycles);
            assert_int_equal(r.instructions, s.instructions);
        }
    }
}

static void every_knob_setting_stays_deterministic(void **st)
{
    (void)st;
    const char *wser[] = {"gpudet.serial=wavefront", NULL};
    const char *base[] = {"gpudet.bta=0", "gpudet.dwp=0", NULL};
    const char *small[] = {"gpudet.quantum=20", "gpudet.sb_entries=2", "gpudet.bloom_bits=0",
                           "gpudet.sync_cycles=100", NULL};
    const char *const *knobs[] = {wser, base, small};
    for (int k = 0; k < 3; k++) {
        assert_int_equal(distinct("sum", 2, true, knobs[k], NULL), 1);
        assert_int_equal(distinct("bfs", 2, true, knobs[k], NULL), 1);
    }
    /* W-Ser and CU-Ser run the atomics in the same order: the same bits */
    char a[MGM_SHA256_HEX_LEN], b[MGM_SHA256_HEX_LEN];
    distinct("pr", 1, true, NULL, a);
    distinct("pr", 1, true, wser, b);
    assert_string_equal(a, b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_workload_has_one_hash_over_five_seeds),
        cmocka_unit_test(the_baseline_differs_at_these_sizes),
        cmocka_unit_test(one_and_two_threads_agree_with_the_serial_engine),
        cmocka_unit_test(every_knob_setting_stays_deterministic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
