/* The sync suite (workloads/sync/: spin-lock workloads of the BOWS study): each
 * verifies in the functional mode and on the timing model under lrr,
 * gto and BOWS on both (ht4: hash-table contents per bucket; atm:
 * balances of a sequential replay, total conserved; nw: the score matrix
 * of a sequential computation), and atm works on
 * d-mgpu-4 with BOWS (locks in GPU 0's memory, reached through RDMA);
 * with BOWS, --stats has the "bows" object, per GPU and total. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "rt_cli.h"

static void verified(const char *args)
{
    char *out;
    int rc = rt_mgsim(&out, "run %s --no-progress", args);
    if (rc != 0 || !strstr(out, "verification     passed"))
        fail_msg("mgsim run %s: exit %d\n%s", args, rc, out);
    free(out);
}

static void every_workload_verifies_functionally(void **st)
{
    (void)st;
    const char *w[] = {"ht", "ht4", "ht16", "ht64", "ht256", "atm", "nw"};
    char a[64];
    for (size_t i = 0; i < sizeof w / sizeof *w; i++) {
        snprintf(a, sizeof a, "%s --size 1K --functional", w[i]);
        verified(a);
    }
}

static void lock_workloads_verify_under_each_scheduler(void **st)
{
    (void)st;
    const char *cfg[] = {"", "--set cu.scheduler=gto", "--set bows.enable=1",
                         "--set cu.scheduler=gto --set bows.enable=1"};
    char a[160];
    for (size_t i = 0; i < sizeof cfg / sizeof *cfg; i++) {
        snprintf(a, sizeof a, "ht4 --size 512 --set gpu.cus=4 %s", cfg[i]);
        verified(a);
        snprintf(a, sizeof a, "atm --size 512 --set gpu.cus=4 %s", cfg[i]);
        verified(a);
        snprintf(a, sizeof a, "nw --size 256 --set gpu.cus=4 %s", cfg[i]);
        verified(a);
    }
}

static void bows_stats_per_gpu_and_total_on_d_mgpu_4(void **st)
{
    (void)st;
    char path[] = "/tmp/mgsim_sync_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    char a[256];
    /* 2K transfers: enough contention that some wave spins (at 1K the
     * locks are rarely held when asked for, and DDOS has nothing to find) */
    snprintf(a, sizeof a,
             "atm --size 2K --config configs/d-mgpu-4.ini --set bows.enable=1 --stats %s", path);
    verified(a);
    char *out;
    int rc = rt_sh(&out,
                   "python3 -c 'import json,sys; b=json.load(open(sys.argv[1]))[\"bows\"]; "
                   "p=b[\"per_gpu\"]; print(len(p), b[\"sib_hits\"] == sum(g[\"sib_hits\"] for g in p), "
                   "b[\"ddos\"][\"true_detections\"] >= 1, b[\"delay_limit\"][\"max\"] <= 1000)' %s",
                   path);
    assert_int_equal(rc, 0);
    assert_string_equal(out, "4 True True True\n");
    free(out);
    unlink(path);
}

/* BOWS keeps the engine's determinism: serial, 1 and 2 threads give the
 * same figures (time, instructions, hash, the bows object). */
static void bows_runs_alike_on_any_thread_count(void **st)
{
    (void)st;
    char *ref = NULL;
    const char *th[] = {"0", "1", "2"};
    for (int i = 0; i < 3; i++) {
        char path[] = "/tmp/mgsim_sync_XXXXXX";
        int fd = mkstemp(path);
        assert_true(fd >= 0);
        close(fd);
        char a[256];
        snprintf(a, sizeof a,
                 "ht16 --size 512 --config configs/d-mgpu-4.ini --set bows.enable=1 "
                 "--set cu.scheduler=gto --threads %s --stats %s",
                 th[i], path);
        verified(a);
        char *out;
        assert_int_equal(rt_sh(&out,
                               "python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); "
                               "print(d[\"kernel_time_ns\"], d[\"instructions\"], "
                               "d[\"output_sha256\"], json.dumps(d[\"bows\"], sort_keys=True))' %s",
                               path),
                         0);
        unlink(path);
        if (!ref) ref = out;
        else {
            if (strcmp(ref, out)) fail_msg("threads %s differ:\n%s%s", th[i], ref, out);
            free(out);
        }
    }
    free(ref);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_workload_verifies_functionally),
        cmocka_unit_test(lock_workloads_verify_under_each_scheduler),
        cmocka_unit_test(bows_stats_per_gpu_and_total_on_d_mgpu_4),
        cmocka_unit_test(bows_runs_alike_on_any_thread_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
