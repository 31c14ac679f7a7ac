/* Every MGMark workload at a small size in the functional mode: the
 * single-GPU plan verifies against the workload's CPU reference, and the
 * 4-GPU plan (run on the same single memory image, each GPU's launches
 * with their own offsets and replicas) gives byte-identical outputs. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mgt_util.h"

static void check(const char *name, uint64_t size, unsigned ngpus_alt)
{
    mgm_problem p;
    mgt_problem(&p, name, size, 42);
    mgm_func_result r1, r4;
    char err[ERR_LEN_NEST(1)];
    if (mgt_run(&p, 1, &r1, err) < 0) fail_msg("%s", err);
    assert_true(r1.instructions > 0);
    if (mgm_verify(&p, r1.out, err) < 0) fail_msg("1 GPU: %s", err);
    if (mgt_run(&p, ngpus_alt, &r4, err) < 0) fail_msg("%s", err);
    for (unsigned b = 0; b < p.nbufs; b++)
        if (p.buf[b].flags & MGM_BUF_OUT) {
            assert_non_null(r4.out[b]);
            if (memcmp(r1.out[b], r4.out[b], p.buf[b].bytes) != 0)
                fail_msg("%s: %s differs between 1 and %u GPUs", name, p.buf[b].name,
                         ngpus_alt);
        }
    /* the split plan does the same work, only cut differently */
    assert_int_equal(r1.host_steps, r4.host_steps);
    uint64_t sum = 0;
    for (unsigned g = 0; g < ngpus_alt; g++) sum += r4.gpu_instructions[g];
    assert_int_equal(sum, r4.instructions);
    mgm_func_result_free(&r1);
    mgm_func_result_free(&r4);
    mgm_problem_free(&p);
}

static void test_aes(void **s) { (void)s, check("aes", 4096 + 16 * 37, 4); }
static void test_bs(void **s) { (void)s, check("bs", 2048, 4); }
static void test_fir(void **s) { (void)s, check("fir", 4000, 4); }
static void test_gd(void **s) { (void)s, check("gd", 3000, 4); }
static void test_km(void **s) { (void)s, check("km", 1000, 4); }
static void test_mt(void **s) { (void)s, check("mt", 192, 3); }
static void test_sc(void **s) { (void)s, check("sc", 61, 4); }

/* The default sizes (what `mgsim run` uses without --size), split over
 * 4 GPUs and verified against the reference. */
static void test_defaults(void **s)
{
    (void)s;
    for (size_t i = 0; i < mgm_workload_count(); i++) {
        const mgm_workload *w = mgm_workload_at(i);
        mgm_problem p;
        mgt_problem(&p, w->name, w->size_default, 9);
        mgm_func_result r;
        char err[ERR_LEN_NEST(1)];
        if (mgt_run(&p, 4, &r, err) < 0) fail_msg("%s", err);
        if (mgm_verify(&p, r.out, err) < 0) fail_msg("%s", err);
        mgm_func_result_free(&r);
        mgm_problem_free(&p);
    }
}

/* Large initial bytes live in a memfd, and the functional image maps
 * them copy-on-write instead of copying them: AES encrypts its 80 KiB
 * input in place, on 1 and on 4 GPUs, and the run must verify while the
 * problem's initial bytes stay those a fresh problem with the same seed
 * generates (they are the reference's input). */
static void test_inputs_mapped(void **s)
{
    (void)s;
    mgm_problem p, q;
    mgt_problem(&p, "aes", 80 << 10, 7);
    mgt_problem(&q, "aes", 80 << 10, 7);
    int data = mgm_problem_buf(&p, "data");
    assert_true(data >= 0);
    assert_true(p.buf[data].init_fd > 0);
    for (unsigned g = 1; g <= 4; g += 3) {
        mgm_func_result r;
        char err[ERR_LEN_NEST(1)];
        if (mgt_run(&p, g, &r, err) < 0) fail_msg("%s", err);
        if (mgm_verify(&p, r.out, err) < 0) fail_msg("%u GPUs: %s", g, err);
        assert_memory_not_equal(r.out[data], p.buf[data].init, p.buf[data].bytes);
        mgm_func_result_free(&r);
        for (unsigned b = 0; b < p.nbufs; b++)
            if (p.buf[b].init) assert_memory_equal(p.buf[b].init, q.buf[b].init, p.buf[b].bytes);
    }
    mgm_problem_free(&p);
    mgm_problem_free(&q);
}

/* A broken output is caught: one flipped bit of SC's output. */
static void test_verify_catches(void **s)
{
    (void)s;
    mgm_problem p;
    mgt_problem(&p, "sc", 16, 1);
    uint8_t *ref[MGM_MAX_BUFS] = {0};
    char err[ERR_LEN];
    assert_int_equal(p.w->reference(&p, ref, err), 0);
    assert_int_equal(mgm_verify(&p, ref, err), 0);
    ref[2][40] ^= 1;
    assert_int_equal(mgm_verify(&p, ref, err), -1);
    assert_non_null(strstr(err, "output[10]"));
    for (unsigned b = 0; b < MGM_MAX_BUFS; b++) free(ref[b]);
    mgm_problem_free(&p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_aes), cmocka_unit_test(test_bs), cmocka_unit_test(test_fir),
        cmocka_unit_test(test_gd),  cmocka_unit_test(test_km), cmocka_unit_test(test_mt),
        cmocka_unit_test(test_sc),  cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_verify_catches), cmocka_unit_test(test_inputs_mapped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
