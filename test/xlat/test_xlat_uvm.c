/* Unified memory with faults and migration (mech/xlat/xlat_uvm.h,
 * docs/memory.md "Faults and migration") through `mgsim run` on
 * d-mgpu-4: every policy gives the output pinned gives (rt_stats also
 * insists the workload's CPU check passes) on every MGMark workload; the
 * handler's counters agree with each other (bytes = pages moved x page
 * size, pages resident = managed pages); migrate moves one page back and
 * forth between the GPUs whose waves are reading and writing it (bs on
 * one page: the kernels' values are checked by bs's own CPU reference);
 * replicate makes read-only copies and takes them back on writes;
 * counter moves pages its access counters report and is first-touch when
 * they never fire; pages that start in host memory
 * (xlat.initial_placement=host) give pinned's output and come over the
 * fabric from the host once per page touched (fir 4K: its 8 window pages,
 * 32 KiB, under every policy; bs on one page: once); serial = 1 = 2 engine threads byte for byte; pinned with translation is
 * what it was (no "uvm" object); with the L1Vs on every policy is pinned's
 * too; bad settings are refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test/light.h"
#include "test/run/rt_cli.h"

#define PLAT "--config configs/d-mgpu-4.ini --set gpu.cus=4 --set xlat.enable=1"

static char *figures(const char *args, const char *expr) { return rt_stats(args, "", expr); }

/* hash, faults, migrations, bytes migrated, pages resident, shootdowns */
static const char *const uvm =
    "d[\"output_sha256\"], d[\"xlat\"][\"uvm\"][\"faults\"], "
    "d[\"xlat\"][\"uvm\"][\"migrations_first_touch\"] + d[\"xlat\"][\"uvm\"][\"migrations_fault\"] + "
    "d[\"xlat\"][\"uvm\"][\"migrations_counter\"] + d[\"xlat\"][\"uvm\"][\"replicas_made\"] + "
    "d[\"xlat\"][\"uvm\"][\"migrations_write\"], "
    "d[\"xlat\"][\"uvm\"][\"bytes_migrated_in\"], d[\"xlat\"][\"uvm\"][\"pages_resident\"], "
    "d[\"xlat\"][\"uvm\"][\"tlb_shootdowns\"]";

static const char *const policies[] = {"first-touch", "migrate", "counter", "replicate"};
#define NPOLICIES (sizeof policies / sizeof *policies)

/* What a test checks of one policy's run: the figures expr printed
 * after the output hash (which each_policy_gives_pinned's output). */
typedef void (*policy_check)(const char *wl, size_t policy, const char *figs, void *user);

/* Each workload under pinned and under every policy, with extra set on
 * both: every policy gives pinned's output hash, and check sees the rest
 * of expr's figures (expr starts with the hash). */
static void each_policy_gives_pinned(const char *const *wl, size_t nwl, const char *extra,
                                     const char *expr, policy_check check, void *user)
{
    /* make test: each workload under a pair of policies (test_part_meets);
     * light: the last NPOLICIES workloads, each under one policy */
    for (size_t i = test_light() && nwl > NPOLICIES ? nwl - NPOLICIES : 0; i < nwl; i++) {
        char args[300], sha0[80];
        snprintf(args, sizeof args, "%s " PLAT " %s", wl[i], extra);
        char *pinned = figures(args, "d[\"output_sha256\"], \"uvm\" in d[\"xlat\"]");
        assert_int_equal(sscanf(pinned, "%79s", sha0), 1);
        assert_non_null(strstr(pinned, "False")); /* pinned has no fault handler */
        for (size_t p = 0; p < NPOLICIES; p++) {
            if (!test_part_meets(i, p, NPOLICIES)) continue;
            snprintf(args, sizeof args, "%s " PLAT " %s --set xlat.policy=%s", wl[i], extra,
                     policies[p]);
            char *r = figures(args, expr), sha[80];
            assert_int_equal(sscanf(r, "%79s", sha), 1);
            if (strcmp(sha, sha0))
                fail_msg("%s under %s (%s): output %s, pinned %s", wl[i], policies[p], extra, sha,
                         sha0);
            check(wl[i], p, r + strcspn(r, " \n"), user);
            free(r);
        }
        free(pinned);
    }
}

/* The same --stats, byte for byte, serial and on 1 and 2 threads (2
 * only, test_light). */
static void same_on_threads(const char *args)
{
    char *r[3] = {NULL, NULL, NULL};
    for (int t = 0; t < 3; t++) {
        if (t == 1 && test_light()) continue;
        char a[400];
        snprintf(a, sizeof a, "%s --threads %d", args, t);
        r[t] = figures(a, "json.dumps(d, sort_keys=True)");
    }
    if (r[1]) assert_string_equal(r[0], r[1]);
    assert_string_equal(r[0], r[2]);
    assert_non_null(strstr(r[0], "\"uvm\""));
    for (int t = 0; t < 3; t++) free(r[t]);
}

static const char *const small_workloads[] = {"aes --size 4K", "bs --size 1K", "fir --size 4K",
                                              "gd --size 4K",  "km --size 1K", "mt --size 64",
                                              "sc --size 64"};
#define NSMALL (sizeof small_workloads / sizeof *small_workloads)

/* faults, moves, bytes and pages under each policy; moves per policy */
static void check_moves(const char *wl, size_t p, const char *figs, void *user)
{
    unsigned long long *moved = user, faults, migr, bytes, pages, shoot;
    assert_int_equal(sscanf(figs, "%llu %llu %llu %llu %llu", &faults, &migr, &bytes, &pages,
                            &shoot), 5);
    assert_true(faults > 0);                /* every kernel page starts unmapped */
    if (p < 2) assert_true(migr <= faults); /* a move answers a fault */
    assert_int_equal(bytes, migr * 4096);
    assert_true(pages > 0);
    if (!migr && p < 3) assert_int_equal(shoot, 0); /* replicate demotes too */
    moved[p] = migr;
    /* migrate moves at least what first-touch moves: it also takes back
     * every page another GPU took (the light part runs them on different
     * workloads) */
    if (p == 1 && !test_light() && moved[1] < moved[0])
        fail_msg("%s: migrate moved %llu pages, first-touch %llu", wl, moved[1], moved[0]);
}

static void policies_same_results(void **st)
{
    (void)st;
    unsigned long long moved[NPOLICIES] = {0};
    each_policy_gives_pinned(small_workloads, NSMALL, "", uvm, check_moves, moved);
}

/* bs at 256 elements is one 4 KiB page that the kernels of two GPUs read
 * and write in every launch: under migrate it moves while the other
 * GPU's waves use it (every move shoots down the TLBs of the GPU that had
 * it), and bs's check of the sorted values passes (rt_stats). */
static void page_moves_under_readers(void **st)
{
    (void)st;
    for (int lat = 0; lat <= 20000; lat += 20000) {
        char args[300], expr[400];
        snprintf(args, sizeof args, "bs --size 256 " PLAT " --set xlat.policy=migrate "
                                    "--set xlat.fault_latency=%d", lat);
        /* moves; shootdowns; GPUs a page moved into; each fault waited
         * at least the handler's latency */
        snprintf(expr, sizeof expr,
                 "d[\"xlat\"][\"uvm\"][\"migrations_fault\"], d[\"xlat\"][\"uvm\"][\"tlb_shootdowns\"], "
                 "sum(1 for g in d[\"xlat\"][\"per_gpu\"] if g[\"uvm\"][\"bytes_migrated_in\"] > 0), "
                 "d[\"xlat\"][\"uvm\"][\"fault_wait_cycles\"] >= %d * d[\"xlat\"][\"uvm\"][\"walks_to_handler\"]",
                 lat);
        char *r = figures(args, expr);
        unsigned long long migr, shoot, gpus;
        char ok[8];
        assert_int_equal(sscanf(r, "%llu %llu %llu %7s", &migr, &shoot, &gpus, ok), 4);
        assert_true(migr >= 2);  /* there and back */
        assert_true(shoot > 0);
        assert_int_equal(gpus, 2); /* the two GPUs that run bs's kernels */
        assert_string_equal(ok, "True");
        free(r);
    }
}

/* counter: bs's kernels on two GPUs keep reaching the pages the other
 * took first; their RDMA engines' counters fire every 256 remote
 * accesses to a page and move it; with a threshold above any count
 * nothing fires and counter is first-touch (the same moves, cycles and
 * bytes: compared whole). */
static void counters_move_hot_pages(void **st)
{
    (void)st;
    const char *show = "d[\"output_sha256\"], d[\"cycles\"], d[\"cross_gpu_bytes\"], "
                       "d[\"xlat\"][\"uvm\"][\"migrations_first_touch\"], "
                       "d[\"xlat\"][\"uvm\"][\"bytes_migrated_in\"]";
    char *on = figures("bs --size 1K " PLAT " --set xlat.policy=counter",
                       "d[\"xlat\"][\"uvm\"][\"counter_notices\"], "
                       "d[\"xlat\"][\"uvm\"][\"migrations_counter\"]");
    unsigned long long notices, moves;
    assert_int_equal(sscanf(on, "%llu %llu", &notices, &moves), 2);
    assert_true(moves > 0 && moves <= notices);
    char *off = figures("bs --size 1K " PLAT " --set xlat.policy=counter "
                        "--set xlat.counter_threshold=65535", show);
    char *ft = figures("bs --size 1K " PLAT " --set xlat.policy=first-touch", show);
    assert_string_equal(off, ft);
    free(on), free(off), free(ft);
}

/* replicate: bs on one page, read and written by the kernels of two GPUs
 * in every launch: reads make read-only copies on both GPUs, writes
 * collapse them onto the writer (the other GPU's copy unmapped, its TLBs
 * shot down), and bs's check of the sorted values passes (rt_stats). */
static void replicas_collapse_on_write(void **st)
{
    (void)st;
    char *r = figures("bs --size 256 " PLAT " --set xlat.policy=replicate",
                      "d[\"xlat\"][\"uvm\"][\"replicas_made\"], "
                      "d[\"xlat\"][\"uvm\"][\"migrations_write\"], "
                      "d[\"xlat\"][\"uvm\"][\"tlb_shootdowns\"], "
                      "sum(1 for g in d[\"xlat\"][\"per_gpu\"] "
                      "if g[\"uvm\"][\"replicas_made\"] > 0)");
    unsigned long long reps, collapses, shoot, gpus;
    assert_int_equal(sscanf(r, "%llu %llu %llu %llu", &reps, &collapses, &shoot, &gpus), 4);
    assert_true(reps >= 2);      /* a copy on each reader, again after each write */
    assert_true(collapses >= 1); /* a write with copies out collapses them */
    assert_true(shoot > 0);      /* replicas and writers taken back */
    assert_int_equal(gpus, 2);
    free(r);
    /* and the moving page gives the same bytes serial and on 2 threads */
    char *t0 = figures("bs --size 256 " PLAT " --set xlat.policy=replicate --threads 0",
                       "json.dumps(d, sort_keys=True)");
    char *t2 = figures("bs --size 256 " PLAT " --set xlat.policy=replicate --threads 2",
                       "json.dumps(d, sort_keys=True)");
    assert_string_equal(t0, t2);
    free(t0), free(t2);
}

/* replicate with no fault latency: a write's collapse and the other
 * GPU's read replica took the one page from each other for ever (the
 * reader's replica demoted the writer before its replayed write). A
 * collapse now starts a residency (xlat.min_residency) in which a read
 * fault maps the page where it is: bs ends, with pinned's output, its
 * reads held and mapped remotely (the host copy's collapse starts the
 * residency here). Without that rule it runs into the cycle limit. */
static void replicate_without_latency_ends(void **st)
{
    (void)st;
    char *pinned = figures("bs --size 256 " PLAT " --set xlat.policy=pinned",
                           "d[\"output_sha256\"]");
    char *r[2];
    for (int t = 0; t < 2; t++) {
        char args[300];
        snprintf(args, sizeof args, "bs --size 256 " PLAT " --set xlat.policy=replicate "
                 "--set xlat.fault_latency=0 --set sim.max_cycles=2000000 --threads %d", 2 * t);
        r[t] = figures(args, "d[\"output_sha256\"], d[\"xlat\"][\"uvm\"][\"moves_held\"], "
                             "d[\"xlat\"][\"uvm\"][\"remote_maps\"]");
    }
    assert_string_equal(r[0], r[1]); /* serial = 2 threads */
    char sha[80], sha0[80];
    unsigned long long held, remote;
    assert_int_equal(sscanf(r[0], "%79s %llu %llu", sha, &held, &remote), 3);
    assert_int_equal(sscanf(pinned, "%79s", sha0), 1);
    assert_string_equal(sha, sha0);
    assert_true(held > 0);
    assert_int_equal(remote, held); /* each held read maps the residence */
    free(pinned), free(r[0]), free(r[1]);
}

/* 2 MiB managed pages (platform.page=2M): the handler's entries are
 * level-2 leaves (PS set; without it the walkers read the frame as a
 * page-table node and the kernels never finish), and a replica is a
 * 2 MiB copy; the output is pinned's. */
static void big_pages(void **st)
{
    (void)st;
    const char *two = "fir --size 64K " PLAT " --set platform.page=2M --set xlat.page=2M "
                      "--set sim.max_cycles=50000000"; /* broken, it never ends */
    char args[300];
    snprintf(args, sizeof args, "%s", two);
    char *pinned = figures(args, "d[\"output_sha256\"]");
    const char *pol[] = {"first-touch", "replicate"};
    for (int p = 0; p < 2; p++) {
        snprintf(args, sizeof args, "%s --set xlat.policy=%s", two, pol[p]);
        char *r = figures(args, "d[\"output_sha256\"]");
        assert_string_equal(r, pinned);
        free(r);
    }
    free(pinned);
}

/* Host-resident initial placement. fir at 4K elements keeps two buffers
 * in the window, input and output, 4 x 4K bytes each: 8 pages, placed
 * one page per GPU each (coefficients and history are per-GPU device
 * memory). Every page starts in host memory and every kernel touches all
 * 8: each comes from the host exactly once (migrations_host 8, bytes
 * from host 8 x 4 KiB), whatever the policy, the policy's own moves
 * come on top; every page ends on a GPU; the output is pinned's. */
static const char *const host_figs =
    "d[\"output_sha256\"], d[\"xlat\"][\"uvm\"][\"migrations_host\"], "
    "d[\"xlat\"][\"uvm\"][\"bytes_from_host\"], d[\"xlat\"][\"uvm\"][\"pages_resident\"], "
    "d[\"xlat\"][\"uvm\"][\"migrations_first_touch\"], d[\"xlat\"][\"uvm\"][\"faults\"], "
    "d[\"xlat\"][\"uvm\"][\"bytes_migrated_in\"], d[\"xlat\"][\"uvm\"][\"dma_faults\"]";

static void host_placement(void **st)
{
    (void)st;
    char *pin = figures("fir --size 4K " PLAT, "d[\"output_sha256\"]"), pinned[80];
    assert_int_equal(sscanf(pin, "%79s", pinned), 1);
    for (size_t p = 0; p < NPOLICIES; p++) {
        char args[300], sha[80];
        snprintf(args, sizeof args,
                 "fir --size 4K " PLAT " --set xlat.policy=%s --set xlat.initial_placement=host",
                 policies[p]);
        char *r = figures(args, host_figs);
        unsigned long long host, bytes, pages, ft, faults, in, dma;
        assert_int_equal(sscanf(r, "%79s %llu %llu %llu %llu %llu %llu %llu", sha, &host, &bytes,
                                &pages, &ft, &faults, &in, &dma), 8);
        if (strcmp(sha, pinned)) fail_msg("fir under %s from host: output %s, pinned %s", policies[p],
                                          sha, pinned);
        assert_int_equal(host, 8);
        assert_int_equal(bytes, 8 * 4096);
        assert_int_equal(pages, 8);
        assert_int_equal(ft, 0);           /* a first touch from the host is counted as such */
        assert_int_equal(dma, 0);          /* the host's copies never faulted: host memory */
        assert_true(faults >= 8);          /* each page's first GPU faulted */
        assert_true(in >= bytes);          /* GPU-to-GPU moves on top */
        if (p == 0) assert_int_equal(in, bytes); /* first-touch: nothing else moves */
        free(r);
    }
    /* bs on one page (256 elements), read and written by two GPUs: one
     * host copy, then migrate's own moves between the GPUs */
    char *r = figures("bs --size 256 " PLAT " --set xlat.policy=migrate "
                      "--set xlat.initial_placement=host", host_figs);
    char *bs = figures("bs --size 256 " PLAT, "d[\"output_sha256\"]"), sha[80], bs0[80];
    assert_int_equal(sscanf(bs, "%79s", bs0), 1);
    unsigned long long host, bytes, pages, ft, faults, in, dma;
    assert_int_equal(sscanf(r, "%79s %llu %llu %llu %llu %llu %llu %llu", sha, &host, &bytes,
                            &pages, &ft, &faults, &in, &dma), 8);
    assert_string_equal(sha, bs0);
    assert_int_equal(host, 1);
    assert_int_equal(bytes, 4096);
    assert_int_equal(pages, 1);
    assert_true(in > bytes); /* it moved between the GPUs too */
    /* serial = 1 = 2 threads, byte for byte */
    char *t[3];
    for (int k = 0; k < 3; k++) {
        char args[300];
        snprintf(args, sizeof args, "fir --size 4K " PLAT " --set xlat.policy=migrate "
                 "--set xlat.initial_placement=host --threads %d", k);
        t[k] = figures(args, "json.dumps(d, sort_keys=True)");
    }
    assert_string_equal(t[0], t[1]);
    assert_string_equal(t[0], t[2]);
    assert_non_null(strstr(t[0], "\"migrations_host\": 8"));
    for (int k = 0; k < 3; k++) free(t[k]);
    free(r), free(bs), free(pin);
}

static void threads_agree(void **st)
{
    (void)st;
    for (size_t p = 0; p < NPOLICIES; p++) {
        char args[300];
        snprintf(args, sizeof args, "mt --size 64 " PLAT " --set xlat.policy=%s", policies[p]);
        same_on_threads(args);
    }
}

/* With the L1Vs on (physically addressed: a move must drop their lines
 * of the frame the page leaves, xlat_at.c): every policy gives pinned's
 * output (with the L1Vs on too), each invalidate walks at least the 64
 * sets of a 4 KiB page's lines (one a cycle), and a policy that moves
 * pages mapped on some GPU invalidates; the moving page of bs 256 under
 * migrate gives the same bytes serial and on 1 and 2 threads. test_xlat_l1v
 * shows the stale line a move without the invalidate leaves. */
/* each invalidate walks at least a page's 64 sets; none without a shootdown */
static void check_invalidates(const char *wl, size_t p, const char *figs, void *user)
{
    (void)wl, (void)p;
    unsigned long long *all_inv = user, shoot, n, cycles;
    assert_int_equal(sscanf(figs, "%llu %llu %llu", &shoot, &n, &cycles), 3);
    assert_true(cycles >= 64 * n);
    if (!shoot) assert_int_equal(n, 0);
    *all_inv += n;
}

static void l1v_policies_same_results(void **st)
{
    (void)st;
    const char *wl[NSMALL + 1];
    memcpy(wl, small_workloads, sizeof small_workloads);
    wl[NSMALL] = "bs --size 256";
    const char *inv = "d[\"output_sha256\"], d[\"xlat\"][\"uvm\"][\"tlb_shootdowns\"], "
                      "d[\"xlat\"][\"uvm\"][\"l1v_invalidates\"], "
                      "d[\"xlat\"][\"uvm\"][\"l1v_invalidate_cycles\"]";
    unsigned long long all_inv = 0;
    each_policy_gives_pinned(wl, NSMALL + 1, "--set gpu.l1v_enabled=1", inv, check_invalidates,
                             &all_inv);
    assert_true(all_inv > 0);
    same_on_threads("bs --size 256 " PLAT " --set gpu.l1v_enabled=1 --set xlat.policy=migrate "
                    "--set xlat.fault_latency=0");
}

static void bad_config_refused(void **st)
{
    (void)st;
    rt_expect(2, "xlat.policy", "run fir --set xlat.enable=1 --set xlat.policy=lru");
    rt_expect(2, "needs a fault policy",
              "run fir --config configs/d-mgpu-4.ini --set xlat.enable=1 "
              "--set xlat.initial_placement=host");
    rt_expect(1, "needs a platform with a fabric",
              "run fir --set xlat.enable=1 --set xlat.policy=migrate "
              "--set xlat.initial_placement=host");
    rt_expect(2, "xlat.initial_placement",
              "run fir --set xlat.enable=1 --set xlat.initial_placement=disk");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(policies_same_results),
        cmocka_unit_test(page_moves_under_readers),
        cmocka_unit_test(counters_move_hot_pages),
        cmocka_unit_test(replicas_collapse_on_write),
        cmocka_unit_test(replicate_without_latency_ends),
        cmocka_unit_test(big_pages),
        cmocka_unit_test(host_placement),
        cmocka_unit_test(threads_agree),
        cmocka_unit_test(l1v_policies_same_results),
        cmocka_unit_test(bad_config_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
