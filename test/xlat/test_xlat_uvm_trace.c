/* The fault handler in a task trace (components/xlat/xlat_uvm.h,
 * docs/memory.md "Traces"): bs on one page under migrate on d-mgpu-4,
 * traced; uvm_chain.py reads the trace's CSV and checks that every
 * fault hangs off a walk, every job off a fault, every shootdown and copy
 * off a job, each inside its parent in time, and counts the migrations
 * whose whole chain is there (L1 TLB -> L2 TLB -> walk -> fault ->
 * migrate -> copy -> RDMA read -> PCIe hop): every one of them. The same
 * bytes serial and with 2 engine threads; pinned (no handler) traces no
 * handler task. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "test/run/rt_cli.h"

#define RUN "run bs --size 256 --config configs/d-mgpu-4.ini --set gpu.cus=4 " \
            "--set xlat.enable=1 --no-progress"

static void chain_from_miss_to_copy(void **st)
{
    (void)st;
    char *out, t0[64], t2[64], csv[64]; /* per process: other runs may share /tmp */
    snprintf(t0, sizeof t0, "/tmp/mgsim_uvmtr_%d_0.msgpack", (int)getpid());
    snprintf(t2, sizeof t2, "/tmp/mgsim_uvmtr_%d_2.msgpack", (int)getpid());
    snprintf(csv, sizeof csv, "/tmp/mgsim_uvmtr_%d.csv", (int)getpid());
    assert_int_equal(rt_mgsim(&out, RUN " --set xlat.policy=migrate --trace %s", t0), 0);
    free(out);
    assert_int_equal(rt_mgsim(&out, RUN " --set xlat.policy=migrate --threads 2 --trace %s", t2), 0);
    free(out);
    assert_int_equal(rt_sh(&out, "cmp %s %s", t0, t2), 0);
    free(out);
    assert_int_equal(rt_mgsim(&out, "trace %s --csv %s", t0, csv), 0);
    free(out);
    int rc = rt_sh(&out, "python3 test/xlat/uvm_chain.py %s", csv);
    if (rc) fail_msg("uvm_chain.py: %s", out);
    unsigned faults, jobs, moves, chains;
    assert_int_equal(sscanf(out, "%u %u %u %u", &faults, &jobs, &moves, &chains), 4);
    printf("bs 256 under migrate: %u faults, %u jobs, %u migrations, %u whole chains\n", faults,
           jobs, moves, chains);
    assert_true(moves >= 2); /* the page goes there and back (test_xlat_uvm) */
    assert_int_equal(chains, moves);
    assert_true(jobs <= faults);
    free(out);
    unlink(t0), unlink(t2), unlink(csv);
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
        cmocka_unit_test(pinned_traces_no_handler),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
