/* The DRAM controller alone: exact row-hit / closed-row / conflict
 * latencies, the shared data bus, bank parallelism, data with byte masks,
 * atomics, addresses it does not hold, backdoor access through an
 * interleaved map, idle sleeping and config errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/dram/dram.h"
#include "components/mem/mem_util.h"
#include "amdgpu/inst.h"
#include "mem_test.h"
#include "requester.h"

typedef struct rig {
    eng_engine *e;
    dram *d;
    requester q;
    eng_conn *bus;
    dram_config cfg;
} rig;

static void rig_up(rig *r, const dram_config *cfg)
{
    char err[256];
    r->e = mt_engine(-1);
    r->cfg = *cfg;
    r->d = dram_build(r->e, cfg, "GPU[0].DRAM[0]", err, sizeof err);
    assert_non_null(r->d);
    assert_int_equal(rq_init(&r->q, r->e, "Req", 64), 0);
    r->bus = eng_direct_new(r->e, "Bus", eng_clock_hz(1000000000ull));
    eng_conn_plug(r->bus, r->q.port);
    eng_conn_plug(r->bus, dram_port(r->d));
    r->q.dst = dram_port(r->d);
}

static void rig_down(rig *r)
{
    rq_fini(&r->q);
    dram_destroy(r->d);
    eng_conn_destroy(r->bus);
    eng_destroy(r->e);
}

static uint64_t rt(const rig *r, size_t i)
{
    return r->q.res[i].recv - r->q.res[i].sent;
}

/* Same bank (bank bits above the 2 KiB row): closed, hit, conflict. */
static void row_buffer_latencies_are_exact(void **state)
{
    (void)state;
    dram_config c = dram_default_config();
    rig r;
    rig_up(&r, &c);
    r.q.serial = true;
    uint64_t row_stride = (uint64_t)c.row_bytes * c.banks; /* next row, same bank */
    rq_read(&r.q, 0x40, 64, NULL, 0);             /* bank 0 closed */
    rq_read(&r.q, 0x80, 64, NULL, 0);             /* same row */
    rq_read(&r.q, row_stride + 0x40, 64, NULL, 0);/* same bank, other row */
    eng_run(r.e);
    assert_int_equal(r.q.nres, 3);
    uint64_t base = 2 + c.t_cl + 1 + c.ctrl_latency; /* two hops, CAS, burst */
    printf("dram: closed %llu, row hit %llu, conflict %llu cycles\n",
           (unsigned long long)rt(&r, 0), (unsigned long long)rt(&r, 1),
           (unsigned long long)rt(&r, 2));
    assert_int_equal(rt(&r, 0), base + c.t_rcd);
    assert_int_equal(rt(&r, 1), base);
    assert_int_equal(rt(&r, 2), base + c.t_rp + c.t_rcd);
    dram_stats s = dram_get_stats(r.d);
    assert_int_equal(s.row_misses, 1);
    assert_int_equal(s.row_hits, 1);
    assert_int_equal(s.row_conflicts, 1);
    assert_int_equal(s.reads, 3);
    assert_int_equal(s.bytes_read, 192);
    assert_int_equal(s.busy_cycles, 3);
    assert_true(dram_stats_avg_latency(&s) == (double)(rt(&r, 0) + rt(&r, 1) + rt(&r, 2) - 6) / 3);
    /* asleep between requests: a handful of ticks per request, not 300 */
    printf("dram: %llu ticks for 3 requests\n", (unsigned long long)dram_comp(r.d)->ticks);
    assert_true(dram_comp(r.d)->ticks <= 3 * 4);
    assert_int_equal(eng_pending(r.e), 0);
    rig_down(&r);
}

/* 64 back-to-back reads of one row: one command per cycle, the first
 * waits for the activate, the bus then moves one line per cycle. */
static void bus_streams_one_line_per_cycle(void **state)
{
    (void)state;
    dram_config c = dram_default_config();
    rig r;
    rig_up(&r, &c);
    for (uint32_t i = 0; i < 32; i++)
        rq_read(&r.q, (uint64_t)i * 64, 64, NULL, 0);
    eng_run(r.e);
    assert_int_equal(r.q.nres, 32);
    for (size_t i = 1; i < 32; i++)
        assert_int_equal(r.q.res[i].recv, r.q.res[i - 1].recv + 1);
    dram_stats s = dram_get_stats(r.d);
    assert_int_equal(s.row_hits, 31);
    assert_int_equal(s.busy_cycles, 32);
    rig_down(&r);
}

/* Two banks: the second request does not wait for the first bank. */
static void banks_work_in_parallel(void **state)
{
    (void)state;
    dram_config c = dram_default_config();
    rig r;
    rig_up(&r, &c);
    uint64_t row_stride = (uint64_t)c.row_bytes * c.banks;
    rq_read(&r.q, 0, 64, NULL, 0);
    rq_read(&r.q, row_stride, 64, NULL, 0);   /* bank 0 conflict: waits */
    rq_read(&r.q, c.row_bytes, 64, NULL, 0);  /* bank 1: goes ahead */
    eng_run(r.e);
    assert_int_equal(r.q.nres, 3);
    /* answers: bank 0 first row, then bank 1, then the conflict */
    assert_int_equal(r.q.res[0].rsp.addr, 0);
    assert_int_equal(r.q.res[1].rsp.addr, c.row_bytes);
    assert_int_equal(r.q.res[2].rsp.addr, row_stride);
    rig_down(&r);
}

static void data_masks_and_atomics(void **state)
{
    (void)state;
    dram_config c = dram_default_config();
    rig r;
    rig_up(&r, &c);
    r.q.serial = true;
    mem_req w = {.hdr.type = MEM_WRITE, .addr = 0x1000, .size = 64};
    for (int i = 0; i < 64; i++) {
        w.data[i] = (uint8_t)(i + 1);
        if (i % 3)
            mem_mask_set(w.mask, (uint32_t)i);
    }
    rq_add(&r.q, &w, NULL, 0);
    rq_read(&r.q, 0x1000, 64, NULL, 0);
    mem_req a = {.hdr.type = MEM_ATOMIC, .addr = 0x1004, .size = 4,
                 .atomic_op = AMDGPU_OP_flat_atomic_add, .src = 0x100, .return_old = true};
    rq_add(&r.q, &a, NULL, 0);
    rq_read(&r.q, 0x1004, 4, NULL, 0);
    rq_read(&r.q, c.capacity, 4, NULL, 0); /* beyond the channel */
    eng_run(r.e);
    assert_int_equal(r.q.nres, 5);
    for (int i = 0; i < 64; i++)
        assert_int_equal(r.q.res[1].rsp.data[i], i % 3 ? i + 1 : 0);
    uint32_t old = 5u | 6u << 8 | 0u << 16 | 8u << 24; /* bytes 4..7: 5 6 (7 masked) 8 */
    assert_int_equal(r.q.res[2].rsp.old, old);
    uint32_t now = old + 0x100;
    assert_memory_equal(r.q.res[3].rsp.data, &now, 4);
    assert_true(r.q.res[0].rsp.ok);
    assert_false(r.q.res[4].rsp.ok);
    dram_stats s = dram_get_stats(r.d);
    assert_int_equal(s.writes, 1);
    assert_int_equal(s.atomics, 1);
    assert_int_equal(s.errors, 1);
    rig_down(&r);
}

/* Channel 2 of 4 at 4 KiB: it holds every fourth block, compacted. */
static void interleaved_channel_and_backdoor(void **state)
{
    (void)state;
    dram_config c = dram_default_config();
    char err[128];
    assert_int_equal(mem_map_interleaved(&c.map, 1ull << 30, 64ull << 20, 4096, 4, err,
                                         sizeof err), 0);
    c.channel = 2;
    c.capacity = 16ull << 20;
    rig r;
    rig_up(&r, &c);
    uint8_t buf[3 * 4096], back[3 * 4096];
    for (size_t i = 0; i < sizeof buf; i++)
        buf[i] = (uint8_t)(i * 7 + 1);
    uint64_t at = (1ull << 30) + 2 * 4096 - 100; /* blocks 1 (partly), 2, 3 */
    assert_int_equal(dram_backdoor_write(r.d, at, buf, sizeof buf), 4096);
    r.q.serial = true;
    rq_read(&r.q, (1ull << 30) + 2 * 4096, 64, NULL, 0);
    rq_read(&r.q, (1ull << 30) + 1 * 4096, 64, NULL, 0); /* channel 1's */
    eng_run(r.e);
    assert_memory_equal(r.q.res[0].rsp.data, buf + 100, 64);
    assert_false(r.q.res[1].rsp.ok);
    memset(back, 0xee, sizeof back);
    assert_int_equal(dram_backdoor_read(r.d, at, back, sizeof back), 4096);
    assert_memory_equal(back + 100, buf + 100, 4096);
    assert_int_equal(back[0], 0xee); /* not ours: untouched */
    rig_down(&r);
}

static void idle_controller_schedules_nothing(void **state)
{
    (void)state;
    dram_config c = dram_default_config();
    rig r;
    rig_up(&r, &c);
    eng_run(r.e);
    assert_int_equal(dram_comp(r.d)->ticks, 0);
    assert_int_equal(eng_pending(r.e), 0);
    rig_down(&r);
}

static void bad_configs_are_refused(void **state)
{
    (void)state;
    eng_engine *e = mt_engine(-1);
    char err[256];
    dram_config c = dram_default_config();
    c.banks = 3;
    assert_null(dram_build(e, &c, "D", err, sizeof err));
    assert_non_null(strstr(err, "banks"));
    c = dram_default_config();
    c.row_bytes = 1000;
    assert_null(dram_build(e, &c, "D", err, sizeof err));
    assert_non_null(strstr(err, "row_bytes"));
    c = dram_default_config();
    c.capacity = 0;
    assert_null(dram_build(e, &c, "D", err, sizeof err));
    assert_non_null(strstr(err, "capacity"));
    c = dram_default_config();
    c.queue_depth = 0;
    assert_null(dram_build(e, &c, "D", err, sizeof err));
    assert_non_null(strstr(err, "queue_depth"));
    c = dram_default_config();
    assert_int_equal(mem_map_interleaved(&c.map, 0, 1 << 20, 4096, 2, err, sizeof err), 0);
    c.channel = 5;
    assert_null(dram_build(e, &c, "D", err, sizeof err));
    assert_non_null(strstr(err, "channel"));
    eng_destroy(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(row_buffer_latencies_are_exact),
        cmocka_unit_test(bus_streams_one_line_per_cycle),
        cmocka_unit_test(banks_work_in_parallel),
        cmocka_unit_test(data_masks_and_atomics),
        cmocka_unit_test(interleaved_channel_and_backdoor),
        cmocka_unit_test(idle_controller_schedules_nothing),
        cmocka_unit_test(bad_configs_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
