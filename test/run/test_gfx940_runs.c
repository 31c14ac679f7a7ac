/* gfx940 code end to end (issue 29): every workload of every suite
 * (MGMark, det, sync, graph) runs from its gfx940 build on
 * configs/r9nano-gfx940.ini (gpu.isa = gfx940) and verifies against its
 * CPU reference in the functional mode and on the timing model (MGMark:
 * with the same output bytes in both and the same instruction count); and
 * the timing model gives the same bytes and cycles on the serial engine
 * and on 2 threads. Sizes are small; each suite's CPU reference is independent of
 * the ISA, so a wrong gfx940 semantic shows up as a failed check. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "test/skip.h"

#include "rt_cli.h"
#include "rt_util.h"
#include "test/light.h"

/* same: the run's order cannot change its bytes or its instruction count
 * (MGMark); the det, sync and graph workloads retry CAS loops and spin on
 * locks as often as the timing makes them, and float sums round in the
 * order the atomics land, so there only verification is compared. */
static const struct {
    const char *name;
    uint64_t size;
    bool same;
} small[] = {
    {"aes", 2048, 1},  {"bs", 512, 1},   {"fir", 1024, 1}, {"gd", 1024, 1},  {"km", 256, 1},
    {"mt", 64, 1},     {"sc", 32, 1},    {"sum", 1024, 0}, {"bfs", 128, 0},  {"hist", 1024, 0},
    {"pr", 128, 0},    {"bc", 64, 0},    {"ht", 512, 0},   {"atm", 512, 0},  {"nw", 128, 0},
    {"cca", 256, 0},   {"prfx", 256, 0}, {"kmi", 512, 0},  {"hl4", 1024, 0},
};

/* MGMark through the driver API (rt_run): functional = timing in bytes
 * and instructions, serial = 2 threads in bytes and cycles. */
static void mgmark_same_bytes_both_modes(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof small / sizeof small[0]; i++) {
        if (!small[i].same) continue;
        rt_spec s = {.workload = small[i].name, .platform = "r9nano-gfx940",
                     .size = small[i].size, .functional = true};
        rt_result f, t, t2;
        rt_run(&s, &f);
        if (!f.verified) fail_msg("%s on gfx940, functional: %s", s.workload, f.msg);
        s.functional = false;
        rt_run(&s, &t);
        if (!t.verified) fail_msg("%s on gfx940, timing: %s", s.workload, t.msg);
        if (strcmp(f.sha256, t.sha256))
            fail_msg("%s on gfx940: functional %s, timing %s", s.workload, f.sha256, t.sha256);
        if (f.instructions != t.instructions)
            fail_msg("%s on gfx940: %llu instructions functional, %llu timing", s.workload,
                     (unsigned long long)f.instructions, (unsigned long long)t.instructions);
        assert_true(t.cycles > 0);
        if (test_light()) continue; /* threads: the determinism tests' part */
        s.threads = 2;
        rt_run(&s, &t2);
        assert_string_equal(t.sha256, t2.sha256);
        assert_int_equal(t.cycles, t2.cycles);
    }
}

/* The det, sync and graph suites as a user runs them (mgsim run, which
 * insists on verification): functional, and timing serial = 2 threads. */
static void other_suites_verify(void **st)
{
    (void)st;
    for (size_t i = 0; i < sizeof small / sizeof small[0]; i++) {
        if (small[i].same) continue;
        char a[256];
        snprintf(a, sizeof a, "%s --size %llu --config configs/r9nano-gfx940.ini --functional",
                 small[i].name, (unsigned long long)small[i].size);
        char *out = NULL;
        int rc = rt_mgsim(&out, "run %s --no-progress", a);
        if (rc != 0 || !strstr(out, "verification     passed"))
            fail_msg("mgsim run %s: exit %d\n%s", a, rc, out);
        free(out);
        char *r[2] = {NULL, NULL};
        for (int t = 0; t < (test_light() ? 1 : 2); t++) { /* light: serial */
            snprintf(a, sizeof a, "%s --size %llu --config configs/r9nano-gfx940.ini --threads %d",
                     small[i].name, (unsigned long long)small[i].size, 2 * t);
            r[t] = rt_stats(a, "", "d[\"output_sha256\"], d[\"cycles\"]");
        }
        if (r[1] && strcmp(r[0], r[1]))
            fail_msg("%s on gfx940: serial %s, 2 threads %s", small[i].name, r[0], r[1]);
        free(r[0]), free(r[1]);
    }
}

/* HIP builds of mt's and sc's kernels (test/mgmark/hip/{mt,sc}.hip, ours; hipcc
 * --genco for gfx940 and gfx803 into $BUILD/examples/hip/mgmark) through
 * our host drivers (mgsim run --hsaco), both modes. They take other
 * arguments than our OpenCL kernels (a global pointer and dynamic shared
 * memory for the __local tile; five uints for two uint2 and a uint, and
 * no global offset): mt and sc plan for the interface the object's
 * metadata shows (workloads/mgm.h, mgm_variant; test/mgmark/test_variants).
 * Two runs are on four GPUs, where sc's HIP plan splits rows by pointers
 * instead of the offset; the last is the gfx803 build on r9nano. */
static void hip_builds_verify(void **st)
{
    (void)st;
    const char *b = getenv("BUILD") && *getenv("BUILD") ? getenv("BUILD") : "build";
    static const char *const runs[] = {
        "mt --size 128 --hsaco %s/examples/hip/mgmark/mt.hsaco --config configs/r9nano-gfx940.ini",
        "sc --size 48 --hsaco %s/examples/hip/mgmark/sc.hsaco --config configs/r9nano-gfx940.ini",
        "mt --size 256 --hsaco %s/examples/hip/mgmark/mt.hsaco --config configs/d-mgpu-4.ini "
        "--set gpu.isa=gfx940",
        "sc --size 64 --hsaco %s/examples/hip/mgmark/sc.hsaco --config configs/d-mgpu-4.ini "
        "--set gpu.isa=gfx940",
        "sc --size 48 --hsaco %s/examples/hip/mgmark/gfx803/sc.hsaco --config configs/r9nano.ini",
    };
    char built[512];
    snprintf(built, sizeof built, "%s/examples/hip/mgmark/gfx803/sc.hsaco", b);
    if (access(built, R_OK)) SKIP_BECAUSE("test/mgmark/hip not built (hipcc missing: make deps)");
    for (size_t i = 0; i < sizeof runs / sizeof *runs; i++)
        for (int f = 0; f < 2; f++) {
            char a[512], *out = NULL;
            snprintf(a, sizeof a, runs[i], b);
            int rc = rt_mgsim(&out, "run %s --no-progress%s", a, f ? " --functional" : "");
            if (rc != 0 || !strstr(out, "verification     passed"))
                fail_msg("mgsim run %s%s: exit %d\n%s", a, f ? " --functional" : "", rc, out);
            free(out);
        }
}

/* The gfx940 cache-policy bits reach the caches (components/cu puts the
 * instruction's sc0/sc1/nt on its requests; test/mem/test_cache_policy
 * has the caches' side): sync's atm kernel stores and loads with sc0 sc1
 * (llvm-objdump-15 shows them), so with policy_bits its system-scope
 * stores go through the L2 to DRAM and its scoped loads miss the L1V;
 * without the key neither happens. Both verify. */
static void policy_bits_reach_the_caches(void **st)
{
    (void)st;
    char *o = NULL;
    int rc = rt_sh(&o, "llvm-objdump-15 -d --mcpu=gfx940 %s/kernels/gfx940/sync_kernels_atm.hsaco "
                       "| grep -cE '^[[:space:]]+global_(store|load)[^ ]* .* sc0 sc1'",
                   getenv("BUILD") && *getenv("BUILD") ? getenv("BUILD") : "build");
    if (rc != 0 || atoi(o) < 1) fail_msg("no sc0 sc1 global access in atm's gfx940 code: %s", o);
    free(o);
    long fw[2], miss[2];
    for (int on = 0; on < 2; on++) {
        char a[256];
        snprintf(a, sizeof a,
                 "atm --size 512 --config configs/r9nano-gfx940.ini --set gpu.l1v_enabled=true "
                 "--set l1v.policy_bits=%d --set l2.policy_bits=%d", on, on);
        char *r = rt_stats(a, "", "m[\"GPU[*].L2[*].forwards\"], m[\"GPU[*].L1V[*].read_misses\"]");
        assert_int_equal(sscanf(r, "%ld %ld", &fw[on], &miss[on]), 2);
        free(r);
    }
    assert_int_equal(fw[0], 0);
    assert_true(fw[1] > 0);
    assert_true(miss[1] > miss[0]);
}

/* The seeds' hash columns of one `mgsim det --markdown` row: how many
 * distinct (the table's last column). */
static int distinct_of(const char *table, const char *w)
{
    char key[32];
    snprintf(key, sizeof key, "| %s |", w);
    const char *row = strstr(table, key);
    if (!row) fail_msg("no row for %s in\n%s", w, table);
    const char *end = strchr(row, '\n');
    const char *p = end ? end : row + strlen(row);
    while (p > row && (p[-1] == ' ' || p[-1] == '|')) p--;
    while (p > row && p[-1] >= '0' && p[-1] <= '9') p--;
    return atoi(p);
}

/* gfx940's atomics are GLOBAL_ATOMIC_* (gfx803's FLAT_ATOMIC_*): DAB
 * orders them (the det suite's gfx940 build gives one hash over the
 * --perturb seeds with dab.enable=1, where the baseline gives several),
 * and LAB takes them as it takes gfx803's (the graph suite's counts of
 * atomics buffered, combined and bypassed equal the gfx803 build's). */
static void mechanisms_take_gfx940_atomics(void **st)
{
    (void)st;
    static const char *const det[] = {"sum", "bfs", "pr", "bc"};
    char *tab[2];
    for (int dab = 0; dab < 2; dab++) {
        int rc = rt_mgsim(&tab[dab], "det sum,bfs,pr,bc --size 512 --perturb 0-2 --markdown "
                                     "--config configs/r9nano-gfx940.ini%s",
                          dab ? " --set dab.enable=1" : "");
        if (rc != 0) fail_msg("mgsim det: exit %d\n%s", rc, tab[dab]);
    }
    int varied = 0;
    for (int i = 0; i < 4; i++) {
        if (distinct_of(tab[1], det[i]) != 1)
            fail_msg("%s on gfx940 with DAB: not one hash over the seeds\n%s", det[i], tab[1]);
        varied += distinct_of(tab[0], det[i]) > 1;
    }
    assert_true(varied > 0); /* the seeds do perturb the baseline */
    free(tab[0]), free(tab[1]);
    static const char *const graph[] = {"hl4 --size 1024", "cca --size 256", "prfx --size 256",
                                        "kmi --size 512"};
    for (int i = 0; i < 4; i++) {
        char *r[2];
        for (int isa = 0; isa < 2; isa++) {
            char a[256];
            snprintf(a, sizeof a, "%s --config configs/%s.ini --set lab.enable=1", graph[i],
                     isa ? "r9nano-gfx940" : "r9nano");
            r[isa] = rt_stats(a, "l=d[\"lab\"]",
                              "l[\"atomics\"], l[\"buffered\"], l[\"combined\"], "
                              "l[\"allocations\"], json.dumps(l[\"bypassed\"], sort_keys=True)");
        }
        if (strcmp(r[0], r[1])) fail_msg("%s with LAB: gfx803 %s, gfx940 %s", graph[i], r[0], r[1]);
        unsigned long long at, buf;
        assert_int_equal(sscanf(r[1], "%llu %llu", &at, &buf), 2);
        assert_true(buf > 0 && buf == at);
        free(r[0]), free(r[1]);
    }
}

int main(void)
{
    const struct CMUnitTest t[] = {cmocka_unit_test(mgmark_same_bytes_both_modes),
                                   cmocka_unit_test(other_suites_verify),
                                   cmocka_unit_test(hip_builds_verify),
                                   cmocka_unit_test(policy_bits_reach_the_caches),
                                   cmocka_unit_test(mechanisms_take_gfx940_atomics)};
    return cmocka_run_group_tests(t, NULL, NULL);
}
