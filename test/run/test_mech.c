/* GPU-level mechanisms (components/gpu/gpu_mech.h): the registry holds
 * DAB, GPUDet and the example "count", each with its own config section
 * and none enabled by default; mechanisms stack on the CU's and the ACE's
 * layers, and the pairs whose semantics conflict are refused at build
 * time with their reason and a non-zero exit (test_stack runs the rest);
 * the example mechanism, which only observes, leaves the run cycle for
 * cycle as it was and counts exactly the instructions the CUs count. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "mech/bows/bows.h"
#include "mech/count/count.h"
#include "mech/lab/lab.h"
#include "mech/dab/dab_mech.h"
#include "mech/gpudet/gpudet_mech.h"
#include "mech/xlat/xlat.h"
#include "mech/sample/sample.h"
#include "params/param.h"
#include "rt_cli.h"

static void registry_holds_each_mechanism_off(void **st)
{
    (void)st;
    const gpu_mech *want[] = {&dab_mech,  &gpudet_mech, &count_mech, &ddos_mech,
                              &bows_mech, &lab_mech,    &xlat_mech, &sample_mech};
    assert_int_equal(gpu_nmechs, 8);
    gpu_config c = gpu_default_config();
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        assert_ptr_equal(gpu_mechs[i], want[i]);
        assert_string_equal(gpu_mechs[i]->params->section, gpu_mechs[i]->name);
        assert_false(gpu_mechs[i]->enabled(gpu_mech_cfg(&c, gpu_mechs[i])));
        assert_false(gpu_mech_on(gpu_mechs[i], &c));
    }
    /* each config in its own slot: turning one on leaves the others off */
    count_config_of(&c)->enable = true;
    assert_false(dab_config_of(&c)->enable);
    assert_false(gpudet_config_of(&c)->enable);
    char err[256];
    assert_int_equal(gpu_mech_check(&c, err, sizeof err), 0);
    dab_config_of(&c)->enable = true; /* layers on the CU stack */
    assert_int_equal(gpu_mech_check(&c, err, sizeof err), 0);
    gpudet_config_of(&c)->enable = true;
    assert_int_equal(gpu_mech_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "dab.enable and gpudet.enable cannot be combined: both fix the "
                                "order of atomics"));
}

/* bows.enable turns DDOS on (its CU layer); DDOS alone runs without
 * BOWS; either stacks with another CU layer. */
static void bows_implies_ddos(void **st)
{
    (void)st;
    gpu_config c = gpu_default_config();
    char err[256];
    bows_config_of(&c)->enable = true;
    assert_true(gpu_mech_on(&ddos_mech, &c));
    assert_true(gpu_mech_on(&bows_mech, &c));
    assert_int_equal(gpu_mech_check(&c, err, sizeof err), 0);
    bows_config_of(&c)->min = 5000;
    bows_config_of(&c)->max = 4000;
    assert_int_equal(gpu_mech_check(&c, err, sizeof err), -1);
    assert_string_equal(err, "bows.min must be <= bows.max");
    c = gpu_default_config();
    ddos_config_of(&c)->enable = true;
    assert_true(gpu_mech_on(&ddos_mech, &c));
    assert_false(gpu_mech_on(&bows_mech, &c));
    count_config_of(&c)->enable = true;
    assert_int_equal(gpu_mech_check(&c, err, sizeof err), 0);
    rt_expect(2, "bows.min must be <= bows.max",
              "run fir --no-progress --set bows.enable=1 --set bows.min=9000 --set bows.max=10");
    rt_expect(2, "ddos.m",
              "run fir --no-progress --set ddos.enable=1 --set ddos.m=17");
    rt_expect(2, "cu.scheduler",
              "run fir --no-progress --set cu.scheduler=fifo");
}

static void conflicting_mechanisms_are_refused(void **st)
{
    (void)st;
    rt_expect(2, "dab.enable and gpudet.enable cannot be combined",
              "run fir --no-progress --set dab.enable=1 --set gpudet.enable=1");
    rt_expect(2, "dab.enable and lab.enable cannot be combined",
              "run fir --no-progress --set dab.enable=1 --set lab.enable=1");
}

/* "key": N in s after `after` (the first one when after is NULL). */
static unsigned long long num(const char *s, const char *after, const char *key)
{
    if (after) s = strstr(s, after);
    assert_non_null(s);
    const char *p = strstr(s, key);
    assert_non_null(p);
    return strtoull(p + strlen(key), NULL, 10);
}

static char *kernel_stats(const char *set)
{
    const char *b = getenv("BUILD");
    char *out, in[64], js[64];
    snprintf(in, sizeof in, "/tmp/mgsim_mech_%d.bin", (int)getpid());
    snprintf(js, sizeof js, "/tmp/mgsim_mech_%d.json", (int)getpid());
    FILE *f = fopen(in, "wb");
    assert_non_null(f);
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t v = i * 2654435761u;
        fwrite(&v, 4, 1, f);
    }
    fclose(f);
    int rc = rt_mgsim(&out,
                      "kernel %s/kernels/test_kernels_dab_atomics.hsaco --kernel histo "
                      "--grid 256 --local 64 --arg buf:%s --arg zero:68 --arg u32:256 "
                      "--arg u32:16 --timing --set gpu.cus=4 %s --stats %s",
                      b && *b ? b : "build", in, set, js);
    if (rc != 0) fail_msg("mgsim kernel: %s", out);
    free(out);
    char *s = rt_slurp(js);
    remove(js);
    remove(in);
    return s;
}

static void count_observes_without_changing_the_run(void **st)
{
    (void)st;
    char *base = kernel_stats(""), *counted = kernel_stats("--set count.enable=1");
    assert_null(strstr(base, "\"count\""));
    assert_int_equal(num(counted, NULL, "\"cycles\": "), num(base, NULL, "\"cycles\": "));
    unsigned long long insts = num(counted, NULL, "\"instructions\": ");
    assert_true(insts > 0);
    assert_int_equal(num(counted, "\"count\"", "\"instructions\": "), insts);
    /* every wave adds to a bin and to the checksum bin: two atomics each */
    assert_int_equal(num(counted, "\"count\"", "\"atomics\": "), 2 * 256 / 64);
    free(base);
    free(counted);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(registry_holds_each_mechanism_off),
        cmocka_unit_test(conflicting_mechanisms_are_refused),
        cmocka_unit_test(bows_implies_ddos),
        cmocka_unit_test(count_observes_without_changing_the_run),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
