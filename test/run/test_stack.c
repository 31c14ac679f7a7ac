/* Mechanisms that stack (components/cu/cu_det.h, components/cp/cp_ace.h,
 * docs/components.md "Stacking mechanisms"): LAB with BOWS on the sync
 * and graph workloads, DAB with address translation, count with each
 * other mechanism. Every combination runs through `mgsim run`, verifies
 * against the workload's CPU reference, has each mechanism's --stats
 * object, and gives the same --stats (host figures aside) on the serial
 * engine, 1 and 2 threads. count only observes: with it every other
 * figure is the one of the run without it, and it counts what the CUs
 * count. The pairs that stay refused say why. */
#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "rt_cli.h"
#include "test/light.h"

/* The stats of `run ARGS --threads T` as sorted JSON, less what names the
 * engine or measures the host (rt_stats). */
static char *stats(const char *args, int threads)
{
    char a[512];
    snprintf(a, sizeof a, "%s --threads %d", args, threads);
    return rt_stats(a, "", "json.dumps(d, sort_keys=True)");
}

/* Runs args on the serial engine, 1 and 2 threads: verified each time,
 * identical stats, and each of the objects in `objs` (space separated,
 * e.g. "lab bows") present. Returns the serial run's stats. */
static char *stacked(const char *args, const char *objs)
{
    char *s0 = stats(args, 0);
    for (int t = test_light() ? 2 : 1; t <= 2; t++) {
        char *s = stats(args, t);
        if (strcmp(s0, s)) fail_msg("%s: --stats differ between serial and %d threads", args, t);
        free(s);
    }
    char o[128], key[64];
    snprintf(o, sizeof o, "%s", objs);
    for (char *w = strtok(o, " "); w; w = strtok(NULL, " ")) {
        snprintf(key, sizeof key, "\"%s\": {", w);
        if (!strstr(s0, key)) fail_msg("%s: no \"%s\" object in --stats", args, w);
    }
    return s0;
}

/* A number after "key": in s (the first, after `after` when given). */
static unsigned long long num(const char *s, const char *after, const char *key)
{
    if (after) s = strstr(s, after);
    assert_non_null(s);
    const char *p = strstr(s, key);
    assert_non_null(p);
    return strtoull(p + strlen(key), NULL, 10);
}

/* `mgsim kernel` on a histogram of 256 words into 16 bins (every wave
 * adds to a bin and to a checksum bin) on 4 CUs with the sets, on the
 * engine of sim.threads; its --stats (per GPU: every mechanism's object)
 * as sorted JSON, without the "count" objects when drop_count. */
static char *kernel_stats(const char *set, int threads, bool drop_count)
{
    const char *b = getenv("BUILD");
    char *out, in[64], js[64];
    snprintf(in, sizeof in, "/tmp/mgsim_stack_%d.bin", (int)getpid());
    snprintf(js, sizeof js, "/tmp/mgsim_stack_%d.json", (int)getpid());
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
                      "--arg u32:16 --timing --set gpu.cus=4 --set sim.threads=%d %s --stats %s",
                      b && *b ? b : "build", in, threads, set, js);
    if (rc != 0) fail_msg("mgsim kernel %s: %s", set, out);
    free(out);
    rc = rt_sh(&out,
               "python3 -c 'import json,sys; d=json.load(open(sys.argv[1]));"
               "%s print(json.dumps(d, sort_keys=True))' %s",
               drop_count ? "[g.pop(\"count\", None) for g in d[\"gpus\"]];"
                            "d[\"total\"].pop(\"count\", None);"
                          : "",
               js);
    if (rc != 0) fail_msg("python on the kernel stats: %s", out);
    remove(js);
    remove(in);
    return out;
}

static void lab_with_bows_on_sync_and_graph(void **st)
{
    (void)st;
    const struct {
        const char *run;
        bool spins; /* a lock loop: DDOS sees its backward branches */
    } runs[] = {
        {"ht4 --size 512", true}, {"atm --size 512", true}, /* spin locks */
        {"hl1 --size 2K", false}, {"cca --size 512", false}, /* integer atomics */
    };
    for (size_t i = 0; i < sizeof runs / sizeof *runs; i++) {
        char a[256];
        snprintf(a, sizeof a, "%s --set gpu.cus=4 --set lab.enable=1 --set bows.enable=1",
                 runs[i].run);
        char *s = stacked(a, "lab bows");
        /* both acted: LAB saw the atomics, DDOS the lock loops' branches */
        assert_true(num(s, "\"lab\": {", "\"atomics\": ") > 0);
        if (runs[i].spins) assert_true(num(s, "\"bows\": {", "\"backward_taken\": ") > 0);
        free(s);
    }
}

static void lab_with_bows_on_d_mgpu_4(void **st)
{
    (void)st;
    free(stacked("atm --size 512 --config configs/d-mgpu-4.ini --set gpu.cus=4 "
                 "--set lab.enable=1 --set bows.enable=1",
                 "lab bows"));
}

static void dab_with_translation(void **st)
{
    (void)st;
    const char *wl[] = {"hist --size 1K", "bfs --size 256"};
    for (size_t i = 0; i < sizeof wl / sizeof *wl; i++) {
        char a[256];
        snprintf(a, sizeof a, "%s --config configs/r9nano.ini --set gpu.cus=4 --set dab.enable=1 "
                              "--set xlat.enable=1", wl[i]);
        free(stacked(a, "xlat"));
    }
    /* DAB took the atomics (its object is in the kernel's --stats) and
     * the TLBs translated */
    char *k = kernel_stats("--set dab.enable=1 --set xlat.enable=1", 0, false);
    assert_int_equal(num(k, "\"dab\": {", "\"atomics\": "), 2 * 256);
    assert_true(num(k, "\"l1v_tlb\": {", "\"accesses\": ") > 0);
    free(k);
}

/* Where the side path would miss the TLBs, the combination says why. */
static void dab_with_translation_needs_va_equal_pa(void **st)
{
    (void)st;
    rt_expect(2, "needs one GPU, xlat.policy = pinned",
              "run hist --size 1K --no-progress --config configs/d-mgpu-4.ini "
              "--set dab.enable=1 --set xlat.enable=1");
    rt_expect(2, "needs one GPU, xlat.policy = pinned",
              "run hist --size 1K --no-progress --set gpudet.enable=1 --set xlat.enable=1 "
              "--set xlat.policy=first-touch");
}

static void gpudet_with_translation_and_bows(void **st)
{
    (void)st;
    free(stacked("hist --size 1K --config configs/r9nano.ini --set gpu.cus=4 "
                 "--set gpudet.enable=1 --set xlat.enable=1",
                 "xlat"));
    free(stacked("ht4 --size 256 --set gpu.cus=4 --set gpudet.enable=1 --set bows.enable=1",
                 "bows"));
}

/* BOWS's back-off stacks on DAB's holds (both must agree to issue), and
 * its scheduler wrapper on the translated vector path. */
static void bows_with_dab_and_translation(void **st)
{
    (void)st;
    free(stacked("hist --size 1K --set gpu.cus=4 --set dab.enable=1 --set bows.enable=1",
                 "bows"));
    free(stacked("ht4 --size 256 --set gpu.cus=4 --set bows.enable=1 --set xlat.enable=1",
                 "bows xlat"));
}

static void lab_with_translation(void **st)
{
    (void)st;
    free(stacked("hl1 --size 2K --config configs/d-mgpu-4.ini --set gpu.cus=4 "
                 "--set lab.enable=1 --set xlat.enable=1",
                 "lab xlat"));
}

/* count on top of each other mechanism: the run is the other's, figure
 * for figure (count has no object in `mgsim run --stats`, so those are
 * identical whole; in the kernel's --stats everything but "count"), and
 * count's instructions are the CUs' own. */
static void count_with_each_mechanism(void **st)
{
    (void)st;
    const char *other[][3] = {
        {"hist --size 1K", "--set dab.enable=1", "dab"},
        {"hist --size 1K", "--set gpudet.enable=1", "gpudet"},
        {"ht4 --size 256", "--set bows.enable=1", "bows"},
        {"hl1 --size 2K", "--set lab.enable=1", "lab"},
        {"fir --size 1K", "--set xlat.enable=1", "xlat"},
    };
    for (size_t i = 0; i < sizeof other / sizeof *other; i++) {
        /* under the sanitizers every other one: count's hooks are the same
         * under each */
        if (!test_light_meets(i, 0, 2)) continue;
        char a[320], alone_args[256], set[96], key[32];
        snprintf(alone_args, sizeof alone_args, "%s --set gpu.cus=4 %s", other[i][0],
                 other[i][1]);
        snprintf(a, sizeof a, "%s --set count.enable=1", alone_args);
        char *with = stacked(a, ""), *alone = stats(alone_args, 0);
        if (strcmp(alone, with)) fail_msg("%s: count changed the run", a);
        free(with), free(alone);

        snprintf(set, sizeof set, "%s --set count.enable=1", other[i][1]);
        char *k0 = kernel_stats(set, 0, false);
        for (int t = test_light() ? 2 : 1; t <= 2; t++) {
            char *k = kernel_stats(set, t, false);
            if (strcmp(k0, k)) fail_msg("kernel %s: --stats differ at %d threads", set, t);
            free(k);
        }
        snprintf(key, sizeof key, "\"%s\": {", other[i][2]);
        if (!strstr(k0, key))
            fail_msg("kernel %s: no %s object", set, key);
        unsigned long long insts = num(k0, "\"gpus\": [", "\"instructions\": ");
        assert_true(insts > 0);
        assert_int_equal(num(k0, "\"count\": {", "\"instructions\": "), insts);
        char *less = kernel_stats(set, 0, true), *base = kernel_stats(other[i][1], 0, true);
        if (strcmp(less, base)) fail_msg("kernel %s: count changed the run", set);
        free(k0), free(less), free(base);
    }
}

static void refused_pairs_say_why(void **st)
{
    (void)st;
    rt_expect(2, "dab.enable and gpudet.enable cannot be combined: both fix the order of atomics",
              "run hist --size 1K --no-progress --set dab.enable=1 --set gpudet.enable=1");
    rt_expect(2, "dab.enable and lab.enable cannot be combined: both take the CU's atomics",
              "run hist --size 1K --no-progress --set dab.enable=1 --set lab.enable=1");
    rt_expect(2, "gpudet.enable and lab.enable cannot be combined: LAB would keep atomics",
              "run hist --size 1K --no-progress --set gpudet.enable=1 --set lab.enable=1");
    /* a scheduler DAB and GPUDet would ignore (before: the same figures
     * for lrr, gto and srr, without a word) */
    rt_expect(2, "dab: cu.scheduler is not used under DAB",
              "run sum --size 1K --no-progress --set dab.enable=1 --set cu.scheduler=gto");
    rt_expect(2, "gpudet: cu.scheduler is not used under GPUDet",
              "run sum --size 1K --no-progress --set gpudet.enable=1 --set cu.scheduler=srr");
    /* a launch that leaves a GPU of D-MGPU without work: said, not the
     * deadlock report (kmi's launches at its default size) */
    rt_expect(1, "every GPU takes part in every launch",
              "run kmi --config configs/d-mgpu-4.ini --no-progress --set dab.enable=1");
    rt_expect(1, "gpudet: GPU",
              "run kmi --config configs/d-mgpu-4.ini --no-progress --set gpudet.enable=1");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(refused_pairs_say_why),
        cmocka_unit_test(lab_with_bows_on_sync_and_graph),
        cmocka_unit_test(lab_with_bows_on_d_mgpu_4),
        cmocka_unit_test(dab_with_translation),
        cmocka_unit_test(dab_with_translation_needs_va_equal_pa),
        cmocka_unit_test(gpudet_with_translation_and_bows),
        cmocka_unit_test(bows_with_dab_and_translation),
        cmocka_unit_test(lab_with_translation),
        cmocka_unit_test(count_with_each_mechanism),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
