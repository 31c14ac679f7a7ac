/* Nondeterminism injection (components/platform/perturb.h, [sim]
 * perturb, --perturb): which connections it replaces, that perturb 0 is
 * the unperturbed model, that seeds are mixed from the global seed and
 * the perturbation seed, that different seeds give different
 * interleavings (cycle counts), and the command-line plumbing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test/skip.h"

#include "components/platform/perturb.h"
#include "components/platform/platform.h"
#include "test/det/dt_util.h"

static void zero_is_off_and_seeds_mix(void **state)
{
    (void)state;
    fault_config a, b, c, d;
    assert_false(perturb_fault_config(1, 0, 16, 50, &a));
    assert_null(a.connections);
    assert_true(perturb_fault_config(1, 1, 16, 50, &a));
    assert_string_equal(a.connections, PERTURB_CONNECTIONS);
    assert_int_equal(a.max_extra_cycles, 16);
    assert_int_equal(a.pct, 50);
    assert_int_equal(a.base_cycles, 0);
    perturb_fault_config(1, 2, 16, 50, &b);
    perturb_fault_config(2, 1, 16, 50, &c);
    perturb_fault_config(1, 1, 16, 50, &d);
    assert_true(a.seed != b.seed && a.seed != c.seed && b.seed != c.seed);
    assert_true(a.seed == d.seed);
}

/* Connections of kind kind in every GPU of a platform; names of the
 * fault_delay ones must be GPU[g].L1ToL2. */
static unsigned count_kind(const char *cfg, uint64_t perturb, const char *kind)
{
    platform_config pc;
    char err[512], set[64], path[128];
    snprintf(set, sizeof set, "sim.perturb=%llu", (unsigned long long)perturb);
    snprintf(path, sizeof path, "configs/%s.ini", cfg);
    const char *sets[] = {set};
    if (platform_config_load(&pc, NULL, path, sets, 1, err, sizeof err) < 0) fail_msg("%s", err);
    platform *p = platform_build(&pc, err, sizeof err);
    if (!p) fail_msg("%s", err);
    unsigned n = 0;
    for (uint32_t g = 0; g < p->ngpus; g++)
        for (uint32_t i = 0; i < p->gpu[g]->nconn; i++) {
            const eng_conn *c = p->gpu[g]->conn[i];
            if (strcmp(c->ops->kind, kind)) continue;
            n++;
            if (!strcmp(kind, "fault_delay")) {
                char want[32];
                snprintf(want, sizeof want, "GPU[%u].L1ToL2", g);
                assert_string_equal(c->name, want);
            }
        }
    platform_destroy(p);
    return n;
}

static void only_the_cu_to_l2_networks_are_perturbed(void **state)
{
    (void)state;
    assert_int_equal(count_kind("r9nano", 0, "fault_delay"), 0);
    assert_int_equal(count_kind("r9nano", 3, "fault_delay"), 1);
    assert_int_equal(count_kind("d-mgpu-4", 0, "fault_delay"), 0);
    assert_int_equal(count_kind("d-mgpu-4", 3, "fault_delay"), 4);
    /* the rest of the wiring is unchanged (unperturbed, L1ToL2 is a
     * crossbar, conn_xbar.h, kept in gpu.xbar, not a connection) */
    assert_int_equal(count_kind("r9nano", 3, "direct"), count_kind("r9nano", 0, "direct"));
    assert_int_equal(count_kind("r9nano", 3, "link"), count_kind("r9nano", 0, "link"));
}

/* perturb 0 ignores the other knobs: the same run, cycle for cycle. */
static void zero_is_the_unperturbed_model(void **state)
{
    (void)state;
    det_result a = dt_run("bfs", "r9nano", 0, 0, -1);
    char err[ERR_LEN], hsaco[512];
    const mgm_workload *d = det_workload_find("bfs", err);
    const char *b = getenv("BUILD");
    snprintf(hsaco, sizeof hsaco, "%s/kernels/%s", b && *b ? b : "build", d->hsaco);
    const char *sets[] = {"sim.perturb_cycles=500", "sim.perturb_pct=100"};
    det_opts o = {.config = "configs/r9nano.ini", .sets = sets, .nsets = 2, .size = dt_size("bfs"), .seed = 1, .hsaco = hsaco};
    det_result r;
    assert_int_equal(det_run(d, &o, &r, err), 0);
    assert_string_equal(r.sha256, a.sha256);
    assert_int_equal(r.cycles, a.cycles);
    assert_int_equal(r.instructions, a.instructions);
}

static void different_seeds_give_different_interleavings(void **state)
{
    (void)state;
    uint64_t c[4];
    for (int s = 0; s < 4; s++) c[s] = dt_run("hist", "r9nano", 0, (uint64_t)s, -1).cycles;
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++) assert_true(c[i] != c[j]);
}

/* The command line: --perturb is sim.perturb for every platform command. */
static void the_option_reaches_the_config(void **state)
{
    (void)state;
    const char *mgsim = getenv("MGSIM");
    if (!mgsim) SKIP_BECAUSE("MGSIM (path of bin/mgsim) not set; make test sets it");
    char cmd[1024], line[512];
    snprintf(cmd, sizeof cmd, "%s config show --perturb 42 --perturb 43", mgsim);
    FILE *f = popen(cmd, "r");
    assert_non_null(f);
    int seen = 0;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, "perturb ", 8)) seen = strstr(line, "= 43") != NULL ? 1 : -1;
    assert_int_equal(pclose(f), 0);
    assert_int_equal(seen, 1);
    snprintf(cmd, sizeof cmd, "%s config show --perturb x >/dev/null 2>&1", mgsim);
    assert_true(system(cmd) != 0);
    /* mgsim det: two seeds of bfs, two distinct hashes, in a table row */
    snprintf(cmd, sizeof cmd, "%s det bfs --size 256 --perturb 1,2 --markdown", mgsim);
    assert_non_null(f = popen(cmd, "r"));
    int row = 0;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, "| bfs | yes |", 13)) row = strstr(line, " 2 |\n") != NULL;
    assert_int_equal(pclose(f), 0);
    assert_int_equal(row, 1);
}

/* The first line of a command's output (NULL-terminated in buf). */
static int first_line(const char *cmd, char *buf, size_t n)
{
    FILE *f = popen(cmd, "r");
    assert_non_null(f);
    if (!fgets(buf, (int)n, f)) buf[0] = 0;
    return pclose(f);
}

/* mgsim kernel --timing --perturb: a different interleaving (cycles),
 * the same one again for the same seed; without --timing, a usage error. */
static void kernel_timing_takes_perturb(void **state)
{
    (void)state;
    const char *mgsim = getenv("MGSIM"), *b = getenv("BUILD");
    if (!mgsim) SKIP_BECAUSE("MGSIM (path of bin/mgsim) not set; make test sets it");
    char cmd[1024], l0[512], l3[512], l3b[512];
    const char *fmt = "%s kernel %s/kernels/test_kernels_mgpu_xgpu.hsaco --kernel scale "
                      "--grid 4096 --local 64 --arg zero:16384 --arg zero:16384 %s --perturb %d";
    snprintf(cmd, sizeof cmd, fmt, mgsim, b && *b ? b : "build", "--timing", 0);
    assert_int_equal(first_line(cmd, l0, sizeof l0), 0);
    snprintf(cmd, sizeof cmd, fmt, mgsim, b && *b ? b : "build", "--timing", 3);
    assert_int_equal(first_line(cmd, l3, sizeof l3), 0);
    assert_int_equal(first_line(cmd, l3b, sizeof l3b), 0);
    assert_non_null(strstr(l0, " cycles, "));
    assert_string_not_equal(l0, l3);
    assert_string_equal(l3, l3b);
    snprintf(cmd, sizeof cmd, fmt, mgsim, b && *b ? b : "build", "", 3);
    strcat(cmd, " 2>/dev/null");
    assert_int_not_equal(first_line(cmd, l0, sizeof l0), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(zero_is_off_and_seeds_mix),
        cmocka_unit_test(only_the_cu_to_l2_networks_are_perturbed),
        cmocka_unit_test(zero_is_the_unperturbed_model),
        cmocka_unit_test(different_seeds_give_different_interleavings),
        cmocka_unit_test(the_option_reaches_the_config),
        cmocka_unit_test(kernel_timing_takes_perturb),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
