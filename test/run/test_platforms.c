/* Every MGMark workload verifies against its CPU reference on all four
 * shipped platforms (R9 Nano, M-SGPU, U-MGPU, D-MGPU), in the functional
 * mode and on the timing model through the driver, at small sizes; and
 * the timing model's outputs are byte-identical to the functional mode's
 * (same hash), so the timing path moves exactly the data it should. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rt_util.h"

/* Sizes that split over 4 GPUs (MT: 4 block rows of 64). */
static const struct {
    const char *name;
    uint64_t size;
} small[] = {{"aes", 2048}, {"bs", 512}, {"fir", 1024}, {"gd", 1024},
             {"km", 256},   {"mt", 256}, {"sc", 32}};

static void all_workloads(const char *platform, unsigned want_plan_gpus)
{
    for (size_t i = 0; i < sizeof small / sizeof small[0]; i++) {
        rt_spec s = {.workload = small[i].name, .platform = platform, .size = small[i].size,
                     .functional = true};
        rt_result f, t;
        rt_run(&s, &f);
        if (!f.verified) fail_msg("%s on %s, functional: %s", s.workload, platform, f.msg);
        s.functional = false;
        rt_run(&s, &t);
        if (!t.verified) fail_msg("%s on %s, timing: %s", s.workload, platform, t.msg);
        assert_int_equal(t.plan_gpus, want_plan_gpus);
        assert_string_equal(f.sha256, t.sha256);
        assert_true(t.kernel_time_ps > 0);
        assert_true(t.cycles > 0);
        /* the same program ran: the same wavefront instructions */
        assert_int_equal(f.instructions, t.instructions);
    }
}

static void test_r9nano(void **st) { (void)st, all_workloads("r9nano", 1); }
static void test_msgpu(void **st) { (void)st, all_workloads("m-sgpu", 1); }
static void test_umgpu(void **st) { (void)st, all_workloads("u-mgpu-4", 1); }
static void test_dmgpu(void **st) { (void)st, all_workloads("d-mgpu-4", 4); }

int main(void)
{
    const struct CMUnitTest t[] = {
        cmocka_unit_test(test_r9nano),
        cmocka_unit_test(test_msgpu),
        cmocka_unit_test(test_umgpu),
        cmocka_unit_test(test_dmgpu),
    };
    return cmocka_run_group_tests(t, NULL, NULL);
}
