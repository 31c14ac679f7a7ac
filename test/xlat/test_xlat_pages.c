/* Pages per GPU over time (mech/xlat/xlat_pages.h, docs/memory.md
 * "Statistics"): the samples of a scripted history, by hand, with the
 * boundary rule (a change at a sample's cycle is in it); then through
 * `mgsim run`: bs on one page under migrate on d-mgpu-4, its series
 * against the one its trace gives (uvm_pages.py: each copy that ends
 * moves the page to the GPU that pulled it), xlat.pages_interval=0
 * writes none, and the last sample is where the statistics say the
 * pages ended. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "mech/xlat/xlat_pages.h"
#include "test/run/rt_cli.h"

static void expect(const xlat_pages *s, const uint64_t (*want)[3], uint64_t n)
{
    assert_int_equal(s->n, n);
    for (uint64_t k = 0; k < n; k++)
        for (uint32_t g = 0; g < 3; g++)
            if (xlat_pages_sample(s, k)[g] != want[k][g])
                fail_msg("sample %llu GPU %u: %llu, want %llu", (unsigned long long)k, g,
                         (unsigned long long)xlat_pages_sample(s, k)[g],
                         (unsigned long long)want[k][g]);
}

/* Interval 10, 3 GPUs. Cycle 0: pages a, b, c placed on GPU 0, d on GPU
 * 1. Cycle 10: a moves 0 -> 1 (in sample 1, at cycle 10). Cycle 25: d
 * moves 1 -> 2 and back 2 -> 1 and on 1 -> 2 (one cycle, three
 * changes). Cycle 29: b moves 0 -> 2. Until 40: samples at 0, 10, 20,
 * 30, 40 = (3 1 0) (2 2 0) (2 2 0) (1 1 2) (1 1 2). Until 40 again adds
 * nothing; cycle 71: c moves 0 -> 1 (samples at 50, 60 first: (1 1 2));
 * until 75: (0 2 2) is not sampled yet (70 < 71); until 80: it is. */
static void samples_by_hand(void **st)
{
    (void)st;
    xlat_pages s;
    xlat_pages_init(&s, 3, 10);
    for (int i = 0; i < 3; i++) xlat_pages_move(&s, 0, UINT32_MAX, 0);
    xlat_pages_move(&s, 0, UINT32_MAX, 1);
    xlat_pages_move(&s, 10, 0, 1);
    xlat_pages_move(&s, 25, 1, 2);
    xlat_pages_move(&s, 25, 2, 1);
    xlat_pages_move(&s, 25, 1, 2);
    xlat_pages_move(&s, 29, 0, 2);
    xlat_pages_until(&s, 40);
    static const uint64_t want[][3] = {{3, 1, 0}, {2, 2, 0}, {2, 2, 0}, {1, 1, 2}, {1, 1, 2},
                                       {1, 1, 2}, {1, 1, 2}, {1, 1, 2}, {0, 2, 2}};
    expect(&s, want, 5);
    xlat_pages_until(&s, 40);
    expect(&s, want, 5);
    xlat_pages_move(&s, 71, 0, 1);
    expect(&s, want, 8);
    xlat_pages_until(&s, 75);
    expect(&s, want, 8);
    xlat_pages_until(&s, 80);
    expect(&s, want, 9);
    assert_int_equal(s.live[0] + s.live[1] + s.live[2], 4);
    xlat_pages_fini(&s);
    /* interval 0: live counts, no samples */
    xlat_pages_init(&s, 2, 0);
    xlat_pages_move(&s, 0, UINT32_MAX, 1);
    xlat_pages_move(&s, 5, 1, 0);
    xlat_pages_until(&s, 1000);
    assert_int_equal(s.n, 0);
    assert_int_equal(s.live[0], 1);
    xlat_pages_fini(&s);
}

#define RUN "run bs --size 256 --config configs/d-mgpu-4.ini --set gpu.cus=4 " \
            "--set xlat.enable=1 --set xlat.policy=migrate --no-progress"

static void series_follows_the_trace(void **st)
{
    (void)st;
    char *out, tr[64], csv[64], js[64];
    snprintf(tr, sizeof tr, "/tmp/mgsim_uvmpg_%d.msgpack", (int)getpid());
    snprintf(csv, sizeof csv, "/tmp/mgsim_uvmpg_%d.csv", (int)getpid());
    snprintf(js, sizeof js, "/tmp/mgsim_uvmpg_%d.json", (int)getpid());
    assert_int_equal(rt_mgsim(&out, RUN " --set xlat.pages_interval=1000 --trace %s --stats %s",
                              tr, js), 0);
    free(out);
    assert_int_equal(rt_mgsim(&out, "trace %s --csv %s", tr, csv), 0);
    free(out);
    int rc = rt_sh(&out, "python3 test/xlat/uvm_pages.py %s %s", csv, js);
    if (rc) fail_msg("uvm_pages.py: %s", out);
    unsigned samples, moves;
    assert_int_equal(sscanf(out, "%u %u", &samples, &moves), 2);
    printf("bs 256 under migrate: %u samples of 1000 cycles, %u moves, as the trace says\n",
           samples, moves);
    assert_true(moves >= 2);
    free(out);
    /* one sample per 1000 cycles of the run, cycle 0 included; the last
     * one is where the pages ended */
    rc = rt_sh(&out, "python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); "
                     "x=d[\"xlat\"]; p=x[\"uvm\"][\"pages_over_time\"][\"pages\"]; "
                     "print(len(p) == d[\"metrics\"][\"sim.cycles\"] // 1000 + 1, "
                     "p[-1] == [g[\"uvm\"][\"pages_resident\"] for g in x[\"per_gpu\"]])' %s",
               js);
    assert_int_equal(rc, 0);
    assert_string_equal(out, "True True\n");
    free(out);
    unlink(tr), unlink(csv), unlink(js);
    char *r = rt_stats("bs --size 256 --config configs/d-mgpu-4.ini --set gpu.cus=4 "
                       "--set xlat.enable=1 --set xlat.policy=migrate --set xlat.pages_interval=0",
                       "", "\"pages_over_time\" in d[\"xlat\"][\"uvm\"]");
    assert_string_equal(r, "False\n");
    free(r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(samples_by_hand),
        cmocka_unit_test(series_follows_the_trace),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
