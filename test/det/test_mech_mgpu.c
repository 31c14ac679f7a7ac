/* DAB and GPUDet on several GPUs (docs/determinism.md, "Several GPUs"):
 * on U-MGPU (GPU 0's CP coordinating every CU) and D-MGPU (a CP per GPU,
 * agreeing through GPU 0's: the federation), four GPUs of 4 CUs each,
 * cross-GPU flushes and commit writes through the RDMA tunnels, every
 * det workload at a small size gives one output hash over perturbation
 * seeds 1..3 under each mechanism and verifies, where the baseline gives
 * several for sum and pr; 1 and 2 simulator threads give the serial
 * engine's hash, cycles and instructions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "workloads/det/det.h"
#include "test/light.h"

static const char *const workloads[] = {"sum", "bfs", "hist", "pr", "bc"};

static uint64_t size_of(const char *w)
{
    /* every GPU gets a workgroup of every launch (D-MGPU's CPs agree
     * launch by launch), and the baseline's order still changes */
    if (!strcmp(w, "sum")) return 1024;
    if (!strcmp(w, "hist")) return 2048;
    if (!strcmp(w, "bfs")) return 512;
    return 256; /* pr, bc */
}

/* One verified run on configs/CONFIG.ini with 4 CUs per GPU and mech
 * ("dab", "gpudet" or NULL: the baseline). */
static det_result run(const char *w, const char *config, const char *mech, uint64_t perturb,
                      int threads)
{
    char err[ERR_LEN], hsaco[512], cfg[128], on[64];
    const mgm_workload *d = det_workload_find(w, err);
    if (!d) fail_msg("%s", err);
    const char *b = getenv("BUILD");
    snprintf(hsaco, sizeof hsaco, "%s/kernels/%s", b && *b ? b : "build", d->hsaco);
    snprintf(cfg, sizeof cfg, "configs/%s.ini", config);
    snprintf(on, sizeof on, "%s.enable=1", mech ? mech : "dab");
    const char *sets[] = {"gpu.cus=4", on};
    det_opts o = {.config = cfg, .sets = sets, .nsets = mech ? 2 : 1, .perturb = perturb,
                  .threads = threads, .size = size_of(w), .seed = 1, .hsaco = hsaco};
    det_result r;
    if (det_run(d, &o, &r, err) < 0)
        fail_msg("%s on %s with %s, perturb %llu: %s", w, config, mech ? mech : "nothing",
                 (unsigned long long)perturb, err);
    if (!r.verified) fail_msg("%s on %s: %s", w, config, r.msg);
    assert_int_equal(r.gpus, 4);
    return r;
}

static unsigned distinct(const char *w, const char *config, const char *mech, unsigned n)
{
    char h[4][MGM_SHA256_HEX_LEN];
    unsigned d = 0;
    for (unsigned s = 0; s < n && s < 4; s++) {
        memcpy(h[s], run(w, config, mech, s + 1, 0).sha256, sizeof h[s]);
        unsigned k = 0;
        while (k < s && strcmp(h[k], h[s])) k++;
        d += k == s;
    }
    return d;
}

/* Under the sanitizers two perturbations a run and the baseline's
 * nondeterminism shown once: the paths are the same with a third. */
static void one_hash_per_workload(const char *config)
{
    unsigned n = test_light() ? 2 : 3;
    for (size_t i = 0; i < sizeof workloads / sizeof *workloads; i++) {
        if (test_light_meets(i, 0, 2)) assert_int_equal(distinct(workloads[i], config, "dab", n), 1);
        if (test_light_meets(i, 1, 2))
            assert_int_equal(distinct(workloads[i], config, "gpudet", n), 1);
    }
    /* the same sizes and seeds are nondeterministic on the baseline */
    assert_true(distinct("sum", config, NULL, 3) >= 2);
    if (!test_light()) assert_true(distinct("pr", config, NULL, 3) >= 2);
}

static void threads_agree_with_the_serial_engine(const char *config)
{
    const char *mech[] = {"dab", "gpudet"}, *w[] = {"sum", "pr"};
    for (int m = 0; m < 2; m++)
        for (int i = 0; i < 2; i++) {
            if (test_light() && i != m) continue; /* dab on sum, gpudet on pr */
            det_result s = run(w[i], config, mech[m], 2, 0);
            for (int t = test_light() ? 2 : 1; t <= 2; t++) {
                det_result r = run(w[i], config, mech[m], 2, t);
                assert_string_equal(r.sha256, s.sha256);
                assert_int_equal(r.cycles, s.cycles);
                assert_int_equal(r.instructions, s.instructions);
            }
        }
}

static void umgpu_one_hash_per_workload(void **st)
{
    (void)st;
    one_hash_per_workload("u-mgpu-4");
}

static void dmgpu_one_hash_per_workload(void **st)
{
    (void)st;
    one_hash_per_workload("d-mgpu-4");
}

static void umgpu_threads_agree_with_the_serial_engine(void **st)
{
    (void)st;
    threads_agree_with_the_serial_engine("u-mgpu-4");
}

static void dmgpu_threads_agree_with_the_serial_engine(void **st)
{
    (void)st;
    threads_agree_with_the_serial_engine("d-mgpu-4");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(umgpu_one_hash_per_workload),
        cmocka_unit_test(umgpu_threads_agree_with_the_serial_engine),
        cmocka_unit_test(dmgpu_one_hash_per_workload),
        cmocka_unit_test(dmgpu_threads_agree_with_the_serial_engine),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
