/* The fault handler in a task trace (mech/xlat/xlat_uvm.h,
 * docs/memory.md "Traces"): bs on one page on d-mgpu-4, traced;
 * uvm_chain.py reads the trace's CSV and checks that every fault hangs
 * off a walk, every job off a fault or (a counter notice's) off the RDMA
 * task of the access that fired it, every shootdown and copy off a job,
 * every TLB's shootdown off the handler's shootdown of its GPU (the L2
 * TLB's, then every L1 TLB's, an L1V TLB's with the L1V's invalidate as
 * its child), each inside its parent in time, and counts the migrations
 * whose whole chain is there (L1 TLB -> L2 TLB -> walk -> fault ->
 * migrate -> copy -> RDMA read -> PCIe hop): every one of them. Under
 * migrate: the same bytes serial and with 2 engine threads; under
 * counter with the L1Vs on: every counter migration hangs off an access.
 * Pinned (no handler) traces no handler task. */
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

#include "test/run/rt_cli.h"

#define WL "bs --size 256 --config configs/d-mgpu-4.ini --set gpu.cus=4 --set xlat.enable=1"
#define RUN "run " WL " --no-progress"

/* What uvm_chain.py counts in a trace, and the handler's own statistics
 * of the run (its "uvm" object) to hold them against. */
typedef struct chain_counts {
    unsigned faults, jobs, moves, chains, tlb_shoots, notice_jobs, invalidates, prefetch_jobs;
    unsigned st_shoots, st_invalidates, st_counter_moves;
} chain_counts;

/* Traces bs with the settings in set (serial; with also2 a second run on
 * 2 threads must give the same bytes) and checks it with uvm_chain.py. */
static chain_counts traced(const char *set, bool also2)
{
    char *out, t0[64], t2[64], csv[64], args[512]; /* per process: runs may share /tmp */
    snprintf(t0, sizeof t0, "/tmp/mgsim_uvmtr_%d_0.msgpack", (int)getpid());
    snprintf(t2, sizeof t2, "/tmp/mgsim_uvmtr_%d_2.msgpack", (int)getpid());
    snprintf(csv, sizeof csv, "/tmp/mgsim_uvmtr_%d.csv", (int)getpid());
    chain_counts k;
    snprintf(args, sizeof args, WL " %s --threads 0 --trace %s", set, t0);
    out = rt_stats(args, "u=d[\"xlat\"][\"uvm\"]",
                   "u[\"tlb_shootdowns\"], u[\"l1v_invalidates\"], u[\"migrations_counter\"]");
    assert_int_equal(sscanf(out, "%u %u %u", &k.st_shoots, &k.st_invalidates,
                            &k.st_counter_moves), 3);
    free(out);
    if (also2) {
        assert_int_equal(rt_mgsim(&out, RUN " %s --threads 2 --trace %s", set, t2), 0);
        free(out);
        assert_int_equal(rt_sh(&out, "cmp %s %s", t0, t2), 0);
        free(out);
    }
    assert_int_equal(rt_mgsim(&out, "trace %s --csv %s", t0, csv), 0);
    free(out);
    int rc = rt_sh(&out, "python3 test/xlat/uvm_chain.py %s", csv);
    if (rc) fail_msg("uvm_chain.py: %s", out);
    assert_int_equal(sscanf(out, "%u %u %u %u %u %u %u %u", &k.faults, &k.jobs, &k.moves, &k.chains,
                            &k.tlb_shoots, &k.notice_jobs, &k.invalidates, &k.prefetch_jobs),
                     8);
    free(out);
    unlink(t0), unlink(t2), unlink(csv);
    /* the TLBs' shootdown tasks are the shootdowns the handler counted, and
     * the L1Vs' invalidate tasks under them the invalidates the L1V TLBs did */
    assert_int_equal(k.tlb_shoots, k.st_shoots);
    assert_int_equal(k.invalidates, k.st_invalidates);
    return k;
}

static void chain_from_miss_to_copy(void **st)
{
    (void)st;
    chain_counts k = traced("--set xlat.policy=migrate", true);
    printf("bs 256 under migrate: %u faults, %u jobs, %u migrations, %u whole chains, "
           "%u TLB shootdowns\n", k.faults, k.jobs, k.moves, k.chains, k.tlb_shoots);
    assert_true(k.moves >= 2); /* the page goes there and back (test_xlat_uvm) */
    assert_int_equal(k.chains, k.moves);
    assert_true(k.jobs <= k.faults);
    assert_int_equal(k.notice_jobs, 0);
    assert_true(k.tlb_shoots > 0);
    assert_int_equal(k.invalidates, 0); /* the L1Vs are off */
}

/* Under counter, bs 256's page moves when a GPU's remote accesses to it
 * reach the threshold: those jobs hang off the access (its RDMA task),
 * not off a fault; with the L1Vs on, each L1V TLB's shootdown waits for
 * its L1V's invalidate, a child of it. */
static void counter_jobs_hang_off_the_access(void **st)
{
    (void)st;
    chain_counts k = traced("--set xlat.policy=counter --set gpu.l1v_enabled=1", false);
    printf("bs 256 under counter, L1Vs on: %u faults, %u jobs (%u from notices), %u migrations, "
           "%u TLB shootdowns, %u L1V invalidates\n", k.faults, k.jobs, k.notice_jobs, k.moves,
           k.tlb_shoots, k.invalidates);
    assert_true(k.notice_jobs >= 1);
    assert_int_equal(k.notice_jobs, k.st_counter_moves); /* every counter move, no other job */
    assert_int_equal(k.chains + k.notice_jobs, k.moves); /* the others: from faults */
    assert_true(k.jobs - k.notice_jobs <= k.faults);
    assert_true(k.invalidates > 0);
}

static void pinned_traces_no_handler(void **st)
{
    (void)st;
    char *out, t[64];
    snprintf(t, sizeof t, "/tmp/mgsim_uvmtr_%d_p.msgpack", (int)getpid());
    assert_int_equal(rt_mgsim(&out, RUN " --trace %s", t), 0);
    free(out);
    assert_int_equal(rt_mgsim(&out, "trace %s --summary", t), 0);
    assert_null(strstr(out, "FaultHandler"));
    assert_non_null(strstr(out, "walk"));
    free(out);
    unlink(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(chain_from_miss_to_copy),
        cmocka_unit_test(counter_jobs_hang_off_the_access),
        cmocka_unit_test(pinned_traces_no_handler),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
