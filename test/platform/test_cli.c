/* bin/mgsim config show / doc and kernel --timing --config/--set, as a
 * user runs them ($MGSIM, set by `make test`). */
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test/run/rt_cli.h"

static void config_show_prints_the_effective_configuration(void **state)
{
    (void)state;
    char *out;
    assert_int_equal(rt_mgsim(&out, "config show --config configs/d-mgpu-4.ini --set l2.ways=8 "
                                 "--set platform.gpus=8"), 0);
    assert_non_null(strstr(out, "[l2]\npolicy                   = writeback"));
    assert_non_null(strstr(out, "\nways                     = 8 "));
    assert_non_null(strstr(out, "\ngpus                     = 8 "));
    assert_non_null(strstr(out, "\nendpoints                = 9 "));
    free(out);
    assert_int_equal(rt_mgsim(&out, "config show --config configs/nope.ini"), 2);
    assert_non_null(strstr(out, "configs/nope.ini: cannot open"));
    free(out);
    assert_int_equal(rt_mgsim(&out, "config show --set l1v.sise_bytes=4K"), 2);
    assert_non_null(strstr(out, "did you mean 'l1v.size_bytes'"));
    free(out);
    assert_int_equal(rt_mgsim(&out, "config show --bogus"), 2);
    free(out);
    /* what only the driver refuses is refused here too, as run does */
    assert_int_equal(rt_mgsim(&out, "config show --set xlat.enable=1 --set xlat.policy=migrate "
                                 "--set xlat.initial_placement=host"), 1);
    assert_non_null(strstr(out, "needs a platform with a fabric"));
    free(out);
    assert_int_equal(rt_mgsim(&out, "config show --set xlat.enable=1 --set xlat.pt_bytes=4K"), 2);
    assert_non_null(strstr(out, "xlat.pt_bytes must hold one table per level"));
    free(out);
}

static void config_doc_is_docs_config_md(void **state)
{
    (void)state;
    char *out;
    assert_int_equal(rt_mgsim(&out, "config doc"), 0);
    FILE *f = fopen("docs/config.md", "rb");
    assert_non_null(f);
    size_t n = strlen(out);
    char *doc = calloc(1, n + 2);
    size_t got = fread(doc, 1, n + 1, f);
    fclose(f);
    assert_int_equal(got, n);
    assert_memory_equal(doc, out, n);
    free(doc);
    free(out);
}

static void kernel_timing_runs_on_a_chosen_platform(void **state)
{
    (void)state;
    const char *b = getenv("BUILD");
    char k[512], *out;
    snprintf(k, sizeof k, "%s/kernels/test_kernels_mgpu_xgpu.hsaco", b && *b ? b : "build");
    const char *stats = "/tmp/mgsim-plat-cli-stats.json";
    assert_int_equal(rt_mgsim(&out, "kernel %s --kernel scale --grid 4096 --local 64 "
                                 "--arg zero:16384 --arg zero:16384 --timing "
                                 "--config configs/d-mgpu-4.ini --set gpu.cus=8 --stats %s",
                           k, stats), 0);
    assert_non_null(strstr(out, "4 GPUs x 8 CUs, discrete; 0 cross-GPU bytes"));
    free(out);
    FILE *f = fopen(stats, "r");
    assert_non_null(f);
    char js[1 << 14];
    size_t n = fread(js, 1, sizeof js - 1, f);
    js[n] = 0;
    fclose(f);
    remove(stats);
    assert_non_null(strstr(js, "\"kernel\": \"scale\""));
    assert_non_null(strstr(js, "\"gpus\": [{\"gpu\": 0"));
    assert_non_null(strstr(js, "{\"gpu\": 3"));
    assert_non_null(strstr(js, "\"cross_gpu_bytes\": 0}"));
    assert_non_null(strstr(js, "\"fabric\": {"));
    assert_int_equal(rt_mgsim(&out, "kernel %s --kernel scale --grid 64 --local 64 --arg zero:256 "
                                 "--arg zero:256 --config configs/d-mgpu-4.ini", k), 2);
    assert_non_null(strstr(out, "need --timing"));
    free(out);
}

/* The kernel's cycles from `mgsim kernel --timing` with cp.launch_cycles. */
static unsigned long long launch_cycles_run(const char *k, unsigned lc)
{
    char *out;
    assert_int_equal(rt_mgsim(&out, "kernel %s --kernel scale --grid 4096 --local 64 --arg zero:16384 "
                                 "--arg zero:16384 --timing --set cp.launch_cycles=%u",
                           k, lc), 0);
    const char *p = strstr(out, " instructions, ");
    unsigned long long cyc = 0;
    if (!p || sscanf(p, " instructions, %llu cycles", &cyc) != 1) fail_msg("%s", out);
    free(out);
    return cyc;
}

/* cp.launch_cycles (packet processing before the dispatch) delays the
 * launch by exactly that many CP cycles (1 GHz, as the GPU's), and 0 is
 * the default. */
static void launch_cycles_delay_the_dispatch(void **state)
{
    (void)state;
    const char *b = getenv("BUILD");
    char k[512];
    snprintf(k, sizeof k, "%s/kernels/test_kernels_mgpu_xgpu.hsaco", b && *b ? b : "build");
    unsigned long long c0 = launch_cycles_run(k, 0), c1 = launch_cycles_run(k, 1000);
    assert_int_equal(c1 - c0, 1000);
    char *out;
    assert_int_equal(rt_mgsim(&out, "config show"), 0);
    assert_non_null(strstr(out, "launch_cycles            = 0 "));
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(config_show_prints_the_effective_configuration),
        cmocka_unit_test(config_doc_is_docs_config_md),
        cmocka_unit_test(kernel_timing_runs_on_a_chosen_platform),
        cmocka_unit_test(launch_cycles_delay_the_dispatch),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
