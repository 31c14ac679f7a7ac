/* Fault policies on U-MGPU (configs/u-mgpu-4.ini; docs/memory.md "On
 * U-MGPU"): there a page is on GPU g when its frame's interleave home is
 * g, and the accessing GPU is the one whose CU faulted. Checked here:
 * under a policy the program's pages start in the frames pinned gives
 * them (the interleave's placement: the same addresses); a kernel's
 * pages end in frames of the GPU that ran it under migrate and
 * first-touch (found from the GPUs' instruction counts, the frames from
 * its page table and the platform's interleave), mapped there only, with
 * the CPU reference's bytes; every policy gives pinned's output on the
 * MGMark workloads, with the handler's counters consistent; serial = 1 =
 * 2 engine threads, byte for byte. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/platform/platform.h"
#include "driver/mgpu.h"
#include "driver/mgpu_int.h"
#include "amdgpu/codeobj.h"
#include "test/common/tk_run.h"
#include "test/light.h"
#include "test/run/rt_cli.h"

#define PLAT "--config configs/u-mgpu-4.ini --set gpu.cus=4 --set xlat.enable=1"
#define OK(call)                                                                   \
    do {                                                                           \
        if ((call) < 0) fail_msg("%s:%d: %s", __FILE__, __LINE__, err);            \
    } while (0)

static struct amdgpu_codeobj *co;

static int setup(void **state)
{
    (void)state;
    co = tk_codeobj("test_kernels_mgpu_xgpu");
    return co ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    amdgpu_codeobj_free(co);
    return 0;
}

static mgpu *make(const char *policy)
{
    platform_config p;
    char err[512], pol[64];
    snprintf(pol, sizeof pol, "xlat.policy=%s", policy);
    const char *sets[] = {"gpu.cus=4", "xlat.enable=1", pol};
    if (platform_config_load(&p, NULL, "configs/u-mgpu-4.ini", sets, 3, err, sizeof err))
        fail_msg("%s", err);
    mgpu *m = mgpu_init(&p, err, sizeof err);
    if (!m) fail_msg("%s", err);
    return m;
}

/* The frame the window address va is placed at (the driver's record,
 * which follows the handler after each run). */
static uint64_t frame_of(mgpu *m, uint64_t va)
{
    const mem_pages *pl = mgpu_platform(m)->pages;
    assert_true(va >= pl->base && (va - pl->base) / pl->page < pl->npages);
    return pl->phys[(va - pl->base) / pl->page];
}

/* The interleave home of a physical address, by hand: platform.page
 * bytes per channel, gpu.banks channels per GPU, GPUs in turn. */
static int home(mgpu *m, uint64_t pa)
{
    const platform_config *c = &mgpu_platform(m)->cfg;
    return (int)(pa / (c->page * c->gpu.banks) % c->gpus);
}

enum { PAGES = 32 }; /* 128 KiB: four interleave periods of 8 pages, every GPU's */

/* Pinned (translation on, no window) and a policy allocate alike: the
 * policy's window pages start at the frames pinned's addresses are, also
 * after the handler took spare frames for the pages of earlier ones (a
 * copy runs a drain, which manages them). */
static void pages_start_where_pinned_puts_them(void **st)
{
    (void)st;
    mgpu *pin = make("pinned"), *mig = make("migrate");
    char err[ERR_LEN];
    uint64_t page = mgpu_page_size(pin);
    for (int k = 0; k < 3; k++) {
        uint64_t n = (uint64_t)(k + 1) * PAGES * page / 2 - 40 * k, a, w;
        OK(mgpu_malloc(pin, 0, n, &a, err, sizeof err));
        OK(mgpu_malloc(mig, 0, n, &w, err, sizeof err));
        OK(mgpu_memcpy_h2d(pin, a, &n, sizeof n, err, sizeof err));
        OK(mgpu_memcpy_h2d(mig, w, &n, sizeof n, err, sizeof err));
        assert_true(w >= mgpu_platform(mig)->pages->base); /* the window */
        bool homes[4] = {false};
        for (uint64_t off = 0; off < n; off += page) {
            assert_int_equal(frame_of(mig, w + off), a + off);
            assert_int_equal(mgpu_owner(mig, w + off), home(mig, a + off));
            assert_int_equal(mgpu_owner(pin, a + off), home(pin, a + off));
            homes[home(mig, a + off)] = true;
        }
        if (k) assert_true(homes[0] && homes[1] && homes[2] && homes[3]);
    }
    mgpu_free(pin);
    mgpu_free(mig);
}

/* One work-group of `scale` per page (64 of its 1024 elements): the
 * launch's pages of in and out end on the GPU that ran it, in a frame
 * whose home is that GPU, mapped on it only; the bytes are the CPU's. */
static void run_pages(const char *policy)
{
    mgpu *m = make(policy);
    char err[ERR_LEN];
    enum { E = 1024, N = PAGES * E };
    uint64_t page = mgpu_page_size(m), a, b;
    assert_int_equal(page, E * 4);
    OK(mgpu_malloc(m, 0, N * 4, &a, err, sizeof err));
    OK(mgpu_malloc(m, 0, N * 4, &b, err, sizeof err));
    static uint32_t in[N], out[N];
    for (uint32_t i = 0; i < N; i++) in[i] = i * 2654435761u;
    OK(mgpu_memcpy_h2d(m, a, in, sizeof in, err, sizeof err));
    uint64_t start[2][PAGES];
    for (int p = 0; p < PAGES; p++)
        start[0][p] = frame_of(m, a + p * page), start[1][p] = frame_of(m, b + p * page);
    int ran[PAGES], moved = 0, gpus_used[4] = {0};
    for (int p = 0; p < PAGES; p++) {
        uint64_t before[4], off[3] = {(uint64_t)p * E, 0, 0};
        for (int g = 0; g < 4; g++) before[g] = mgpu_get_totals(m, g).instructions;
        uint32_t grid[3] = {64, 1, 1}, wg[3] = {64, 1, 1};
        amdgpu_argval av[2] = {{&a, 8, 0}, {&b, 8, 0}};
        OK(mgpu_enqueue_launch(m, MGPU_UNIFIED, co, amdgpu_codeobj_find_kernel(co, "scale", err),
                               1, grid, wg, off, av, 2, err, sizeof err));
        OK(mgpu_drain(m, err, sizeof err));
        ran[p] = -1;
        for (int g = 0; g < 4; g++)
            if (mgpu_get_totals(m, g).instructions > before[g]) {
                assert_int_equal(ran[p], -1); /* one work-group: one GPU */
                ran[p] = g;
            }
        assert_true(ran[p] >= 0);
        gpus_used[ran[p]] = 1;
    }
    for (int p = 0; p < PAGES; p++)
        for (int k = 0; k < 2; k++) {
            uint64_t va = (k ? b : a) + p * page, f = frame_of(m, va), pa;
            if (home(m, f) != ran[p])
                fail_msg("%s: page %d of %s: frame 0x%llx on GPU %d, the kernel ran on GPU %d",
                         policy, p, k ? "out" : "in", (unsigned long long)f, home(m, f), ran[p]);
            assert_int_equal(mgpu_owner(m, va), ran[p]);
            moved += f != start[k][p];
            assert_int_equal(f != start[k][p], home(m, start[k][p]) != ran[p]);
            for (uint32_t g = 0; g < 4; g++) { /* mapped on the GPU that ran, only */
                int r = mgpu_xlat_lookup(m, g, va + 12, &pa);
                assert_int_equal(r, (int)g == ran[p]);
                if (r == 1) assert_int_equal(pa, f + 12);
            }
        }
    assert_true(moved > 0);
    assert_true(gpus_used[1] + gpus_used[2] + gpus_used[3] > 0); /* not GPU 0 alone */
    OK(mgpu_memcpy_d2h(m, out, b, sizeof out, err, sizeof err));
    for (uint32_t i = 0; i < N; i++) { /* each launch wrote its page's first 64 */
        uint32_t want = i % E < 64 ? in[i] * 2u + i : 0;
        if (out[i] != want) fail_msg("%s: out[%u] = 0x%x, not 0x%x", policy, i, out[i], want);
    }
    mgpu_free(m);
}

static void frames_follow_the_accessing_gpu(void **st)
{
    (void)st;
    run_pages("migrate");
    run_pages("first-touch");
}

/* ---- through mgsim run ---------------------------------------------------- */

static char *figures(const char *args, const char *expr) { return rt_stats(args, "", expr); }

static const char *const policies[] = {"first-touch", "migrate", "counter", "replicate"};
#define NPOLICIES (sizeof policies / sizeof *policies)

/* hash; faults; pages moved or copied in; bytes copied in; managed pages
 * resident in total and summed over the GPUs; GPUs holding some */
static const char *const uvm =
    "d[\"output_sha256\"], d[\"xlat\"][\"uvm\"][\"faults\"], "
    "d[\"xlat\"][\"uvm\"][\"migrations_first_touch\"] + d[\"xlat\"][\"uvm\"][\"migrations_fault\"] + "
    "d[\"xlat\"][\"uvm\"][\"migrations_counter\"] + d[\"xlat\"][\"uvm\"][\"replicas_made\"] + "
    "d[\"xlat\"][\"uvm\"][\"migrations_write\"], d[\"xlat\"][\"uvm\"][\"bytes_migrated_in\"], "
    "d[\"xlat\"][\"uvm\"][\"pages_resident\"], "
    "sum(g[\"uvm\"][\"pages_resident\"] for g in d[\"xlat\"][\"per_gpu\"]), "
    "sum(1 for g in d[\"xlat\"][\"per_gpu\"] if g[\"uvm\"][\"pages_resident\"] > 0)";

/* MGMark at small sizes: every policy gives pinned's output (rt_stats
 * also insists on the workload's own CPU check); the handler's counters
 * agree with each other; every policy manages the same pages; migrate
 * moves at least what first-touch moves. */
static void policies_give_pinned_output(void **st)
{
    (void)st;
    static const char *const wl[] = {"aes --size 4K", "bs --size 1K", "fir --size 4K",
                                     "km --size 1K",  "mt --size 64", "sc --size 64"};
    size_t nwl = sizeof wl / sizeof *wl;
    /* make test: each workload under a pair of policies (test_part_meets);
     * light: the last NPOLICIES workloads, each under one policy */
    for (size_t w = test_light() ? nwl - NPOLICIES : 0; w < nwl; w++) {
        char args[300], sha0[80];
        snprintf(args, sizeof args, "%s " PLAT, wl[w]);
        char *pinned = figures(args, "d[\"output_sha256\"], \"uvm\" in d[\"xlat\"]");
        assert_int_equal(sscanf(pinned, "%79s", sha0), 1);
        assert_non_null(strstr(pinned, "False")); /* pinned has no fault handler */
        unsigned long long moves[NPOLICIES] = {0}, pages0 = 0;
        for (size_t p = 0; p < NPOLICIES; p++) {
            if (!test_part_meets(w, p, NPOLICIES)) continue;
            snprintf(args, sizeof args, "%s " PLAT " --set xlat.policy=%s", wl[w], policies[p]);
            char *r = figures(args, uvm), sha[80];
            unsigned long long faults, bytes, pages, sum, gpus;
            assert_int_equal(sscanf(r, "%79s %llu %llu %llu %llu %llu %llu", sha, &faults,
                                    &moves[p], &bytes, &pages, &sum, &gpus), 7);
            if (strcmp(sha, sha0))
                fail_msg("%s under %s: output %s, pinned %s", wl[w], policies[p], sha, sha0);
            assert_true(faults > 0); /* every kernel page starts unmapped */
            assert_int_equal(bytes, moves[p] * 4096);
            assert_true(pages > 0);
            assert_int_equal(sum, pages);
            if (!pages0) pages0 = pages;
            assert_int_equal(pages, pages0);
            free(r);
        }
        if (!test_light() && moves[1] < moves[0])
            fail_msg("%s: migrate moved %llu pages, first-touch %llu", wl[w], moves[1], moves[0]);
        free(pinned);
    }
}

/* km at its default size on the whole u-mgpu-4 (64 CUs) fills the L2
 * TLB's miss table: the handler's shootdowns must still get through (they
 * once waited behind the L2 TLB's pipeline, whose head waited for a walk
 * that waited for the fault the shootdown was part of: "event queue is
 * empty" under every policy but pinned). Each policy ends with pinned's
 * output. */
static void km_default_size_ends_under_every_policy(void **st)
{
    (void)st;
    const char *plat = "km --config configs/u-mgpu-4.ini --set xlat.enable=1";
    char args[300], sha0[80] = "", sha[80];
    /* light: the run only, which must end; rt_stats still insists
     * on km's own check of its output against the CPU's */
    char *pinned = test_light() ? NULL : figures(plat, "d[\"output_sha256\"]");
    if (pinned) assert_int_equal(sscanf(pinned, "%79s", sha0), 1);
    for (size_t p = 0; p < NPOLICIES; p++) {
        if (test_light() && strcmp(policies[p], "migrate")) continue; /* the run */
        snprintf(args, sizeof args, "%s --set xlat.policy=%s", plat, policies[p]);
        char *r = figures(args, "d[\"output_sha256\"]");
        assert_int_equal(sscanf(r, "%79s", sha), 1);
        if (pinned && strcmp(sha, sha0))
            fail_msg("km under %s: output %s, pinned %s", policies[p], sha, sha0);
        free(r);
    }
    free(pinned);
}

/* bs shares its pages between GPUs, so pages move while waves read them:
 * the same --stats, byte for byte, serial and on 1 and 2 threads. */
static void threads_agree(void **st)
{
    (void)st;
    for (size_t p = 0; p < NPOLICIES; p++) {
        /* light: the policies that move pages while others read them */
        if (test_light() && strcmp(policies[p], "migrate") && strcmp(policies[p], "replicate"))
            continue;
        char *r[3] = {NULL, NULL, NULL};
        for (int t = 0; t < 3; t++) {
            if (t == 1 && test_light()) continue; /* serial against 2 threads */
            char a[300];
            snprintf(a, sizeof a, "bs --size 1K " PLAT " --set xlat.policy=%s --threads %d",
                     policies[p], t);
            r[t] = figures(a, "json.dumps(d, sort_keys=True)");
        }
        if (r[1]) assert_string_equal(r[0], r[1]);
        assert_string_equal(r[0], r[2]);
        assert_non_null(strstr(r[0], "\"uvm\""));
        for (int t = 0; t < 3; t++) free(r[t]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(pages_start_where_pinned_puts_them),
        cmocka_unit_test(frames_follow_the_accessing_gpu),
        cmocka_unit_test(policies_give_pinned_output),
        cmocka_unit_test(km_default_size_ends_under_every_policy),
        cmocka_unit_test(threads_agree),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
