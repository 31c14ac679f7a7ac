/* One workload registry (workloads/wl.h): every suite's workloads are
 * found by name, names are unique, each belongs to its suite; `mgsim list`
 * prints them grouped by suite; `mgsim run` runs a det workload with the
 * same --stats keys as an MGMark run (compared by python3's JSON parser),
 * verified, with the output hash `mgsim det` prints for the same run;
 * `mgsim det` runs an MGMark workload too. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "workloads/det/det.h"
#include "rt_cli.h"
#include "workloads/graph/graph.h"
#include "workloads/sync/sync.h"
#include "workloads/mgmark/mgmark.h"
#include "workloads/wl.h"

static void test_registry_finds_every_workload(void **st)
{
    (void)st;
    char err[ERR_LEN];
    assert_int_equal(wl_suite_count(), 4);
    assert_ptr_equal(wl_suite_find("mgmark"), &mgm_suite_mgmark);
    assert_ptr_equal(wl_suite_find("det"), &det_suite);
    assert_ptr_equal(wl_suite_find("sync"), &sync_suite);
    assert_ptr_equal(wl_suite_find("graph"), &graph_suite);
    assert_null(wl_suite_find("nope"));
    size_t total = 0;
    for (size_t s = 0; s < wl_suite_count(); s++) {
        const mgm_suite *su = wl_suite_at(s);
        for (size_t i = 0; i < su->n; i++) {
            const mgm_workload *w = su->w[i];
            assert_ptr_equal(wl_at(total + i), w);
            assert_ptr_equal(wl_find(w->name, err), w);
            assert_ptr_equal(wl_suite_of(w), su);
            for (size_t k = 0; k < total + i; k++) /* unique over all suites */
                assert_string_not_equal(wl_at(k)->name, w->name);
        }
        total += su->n;
    }
    assert_int_equal(wl_count(), 27);
    assert_int_equal(total, wl_count());
    assert_null(wl_at(total));
    assert_null(wl_find("lud", err));
    assert_non_null(strstr(err, "unknown workload 'lud' (aes, bs,"));
    assert_non_null(strstr(err, "pr, bc, ht, ht4, ht16, ht64, ht256, atm, nw, cca, ccav, prfx, kmi, hl1, hl4, hl16, hl64)"));
    /* only hist of the det suite is order-insensitive; no MGMark one is sensitive */
    assert_false(wl_find("hist", err)->flags & MGM_WL_ORDER_SENSITIVE);
    assert_true(wl_find("sum", err)->flags & MGM_WL_ORDER_SENSITIVE);
    assert_false(wl_find("fir", err)->flags & MGM_WL_ORDER_SENSITIVE);
}

/* Each workload's line comes after its suite's header and before the next. */
static void test_list_groups_by_suite(void **st)
{
    (void)st;
    char *out;
    assert_int_equal(rt_sh(&out, "%s list", rt_bin()), 0);
    const char *mg = strstr(out, "\nmgmark: "), *det = strstr(out, "\ndet: ");
    const char *syn = strstr(out, "\nsync: "), *gr = strstr(out, "\ngraph: ");
    const char *plat = strstr(out, "\nplatforms ");
    assert_non_null(mg);
    assert_non_null(det);
    assert_non_null(syn);
    assert_non_null(gr);
    assert_non_null(plat);
    assert_true(mg < det && det < syn && syn < gr && gr < plat);
    for (size_t i = 0; i < wl_count(); i++) {
        const mgm_workload *w = wl_at(i);
        char line[64];
        snprintf(line, sizeof line, "\n  %-5s %s", w->name, w->title);
        const char *at = strstr(out, line);
        if (!at) fail_msg("mgsim list lacks '%s':\n%s", line + 1, out);
        const mgm_suite *su = wl_suite_of(w);
        if (su == &det_suite) assert_true(at > det && at < syn);
        else if (su == &sync_suite) assert_true(at > syn && at < gr);
        else if (su == &graph_suite) assert_true(at > gr && at < plat);
        else assert_true(at > mg && at < det);
    }
    free(out);
}

/* The sorted top-level keys and per-GPU keys of a --stats file. */
static char *stats_keys(const char *path)
{
    char *out;
    int rc = rt_sh(&out, "python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); "
                      "print(sorted(d), sorted(d[\"per_gpu\"][0]), d[\"verified\"])' %s",
                path);
    assert_int_equal(rc, 0);
    return out;
}

static void test_run_det_workload_like_mgmark(void **st)
{
    (void)st;
    char a[] = "/tmp/mgsim_reg_aXXXXXX", b[] = "/tmp/mgsim_reg_bXXXXXX";
    int fa = mkstemp(a), fb = mkstemp(b);
    assert_true(fa >= 0 && fb >= 0);
    close(fa), close(fb);
    char *out;
    assert_int_equal(rt_sh(&out, "%s run sum --no-progress --stats %s 2>&1", rt_bin(), a), 0);
    assert_non_null(strstr(out, "verification     passed"));
    free(out);
    assert_int_equal(rt_sh(&out, "%s run fir --size 1K --no-progress --stats %s 2>&1", rt_bin(), b),
                     0);
    free(out);
    char *ka = stats_keys(a), *kb = stats_keys(b);
    if (strcmp(ka, kb)) fail_msg("--stats keys differ:\nsum: %sfir: %s", ka, kb);
    assert_non_null(strstr(ka, "True")); /* verified */
    free(ka), free(kb);
    /* the hash of the run is the one mgsim det prints for the same run */
    char *hash;
    assert_int_equal(rt_sh(&hash, "python3 -c 'import json,sys; "
                               "print(json.load(open(sys.argv[1]))[\"output_sha256\"])' %s", a),
                     0);
    hash[strcspn(hash, "\n")] = 0;
    assert_int_equal(strlen(hash), 64);
    assert_int_equal(rt_sh(&out, "%s det sum", rt_bin()), 0);
    if (!strstr(out, hash) || !strstr(out, " verified "))
        fail_msg("mgsim det sum does not print %s verified:\n%s", hash, out);
    free(out), free(hash);
    unlink(a), unlink(b);
    /* mgsim det takes any registered workload: an MGMark one has no
     * atomics, so one hash over perturbation seeds */
    assert_int_equal(rt_mgsim(&out, "det fir --size 1024 --perturb 0-1"), 0);
    if (!strstr(out, "fir   r9nano     1 distinct hash over 2 seeds"))
        fail_msg("mgsim det fir:\n%s", out);
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registry_finds_every_workload),
        cmocka_unit_test(test_list_groups_by_suite),
        cmocka_unit_test(test_run_det_workload_like_mgmark),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
