/* RDMA engines on the fabric, with requesters standing in for the caches
 * and byte memories for the L2 banks: remote reads, writes and atomics
 * return the right data; the exact latency and bytes of one remote read on
 * the bus and on the tree; U-MGPU page interleaving and bank maps; errors;
 * contended atomics; 16 GPUs. The stress and determinism runs are in
 * test_rdma_stress.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/mem/mem_util.h"
#include "amdgpu/inst.h"
#include "ft.h"

static void fill(uint8_t *b, uint32_t n, uint32_t seed)
{
    for (uint32_t i = 0; i < n; i++)
        b[i] = (uint8_t)(seed * 131 + i * 7 + 1);
}

static void run_all(ft_sys *s)
{
    for (uint32_t g = 0; g < s->cfg.ngpus; g++)
        ft_req_start(&s->req[g]);
    eng_run(s->e);
    for (uint32_t g = 0; g < s->cfg.ngpus; g++)
        assert_int_equal(s->req[g].answered, s->req[g].n);
}

/* GPU 0 writes, reads back and adds atomically in GPU 1's memory (D-MGPU:
 * GPU 1 holds 4-8 GiB); GPU 1 reads what the loader put in GPU 0's. */
static void remote_accesses_carry_data(void **state)
{
    (void)state;
    ft_sys_config c = ft_sys_default_config(2);
    c.req_max_out = 1;
    ft_sys s;
    ft_sys_build(&s, &c);
    uint64_t a1 = ft_sys_addr(&s, 1, 0x1000), a0 = ft_sys_addr(&s, 0, 0x2040);
    assert_int_equal(a1, (4ull << 30) + 0x1000);
    uint8_t pat[64], pat0[64];
    fill(pat, 64, 1);
    fill(pat0, 64, 2);
    memcpy(ft_mem_at(&s.mem[0], a0), pat0, 64);
    ft_write(&s.req[0], a1, 64, pat);
    size_t rd = ft_read(&s.req[0], a1, 64);
    mem_req partial = {.hdr.type = MEM_WRITE, .addr = a1 + 8, .size = 8};
    memset(partial.data, 0xee, 8);
    partial.mask[0] = 0x0f; /* bytes 8..11 only */
    ft_req_add(&s.req[0], &partial);
    size_t at1 = ft_atomic_add(&s.req[0], a1 + 64, 5);
    size_t at2 = ft_atomic_add(&s.req[0], a1 + 64, 7);
    mem_req cas = {.hdr.type = MEM_ATOMIC, .addr = a1 + 64, .size = 4, .return_old = true,
                   .atomic_op = AMDGPU_OP_flat_atomic_cmpswap, .src = 100, .cmp = 12};
    size_t at3 = ft_req_add(&s.req[0], &cas);
    size_t rd0 = ft_read(&s.req[1], a0, 64);
    run_all(&s);
    const ft_result *r0 = s.req[0].res, *r1 = s.req[1].res;
    for (size_t i = 0; i < s.req[0].n; i++)
        assert_true(r0[i].ok);
    assert_memory_equal(r0[rd].data, pat, 64);
    assert_memory_equal(r1[rd0].data, pat0, 64);
    assert_int_equal(r0[at1].old, 0);
    assert_int_equal(r0[at2].old, 5);
    assert_int_equal(r0[at3].old, 12);
    uint8_t *m = ft_mem_at(&s.mem[1], a1);
    uint8_t want[68];
    memcpy(want, pat, 64);
    memset(want + 8, 0xee, 4);
    memcpy(want + 64, (uint8_t[]){100, 0, 0, 0}, 4);
    assert_memory_equal(m, want, 68);
    rdma_stats s0 = rdma_get_stats(s.rdma[0]), s1 = rdma_get_stats(s.rdma[1]);
    assert_int_equal(s0.out_reads, 1);
    assert_int_equal(s0.out_writes, 2);
    assert_int_equal(s0.out_atomics, 3);
    assert_int_equal(s1.in_reads, 1);
    assert_int_equal(s1.in_writes, 2);
    assert_int_equal(s1.in_atomics, 3);
    assert_int_equal(s1.out_reads, 1);
    assert_int_equal(s0.in_reads, 1);
    /* wire bytes (mem_msg.h): read 16 + 80, writes (16+64)+16 and (16+8)+16,
     * atomics 3 x (32 + 24) */
    uint64_t gpu0_tx = 16 + 80 + 24 + 3 * 32 + 80; /* its requests + its answer to GPU 1 */
    assert_int_equal(s0.tx_bytes, gpu0_tx);
    assert_int_equal(s0.tx_bytes + s1.tx_bytes, s0.rx_bytes + s1.rx_bytes);
    assert_int_equal(s0.read_bytes, 64);
    assert_int_equal(s0.write_bytes, 72);
    assert_int_equal(s0.errors + s1.errors, 0);
    fabric_link_stats bus = fabric_get_link_stats(s.fab, 0);
    assert_int_equal(bus.bytes, s0.tx_bytes + s1.tx_bytes);
    ft_sys_destroy(&s);
}

/* One 64-byte remote read, idle system, memory latency M = 10, bus
 * latency L = 100, 16 B/cycle: six one-cycle hops (requester -> RDMA,
 * fabric -> remote RDMA, RDMA -> memory, memory -> RDMA, fabric -> RDMA,
 * RDMA -> requester), the 16-byte request 1 cycle on the bus, the 80-byte
 * response 5, two bus latencies and M: 6 + 1 + 5 + 200 + 10 = 222. */
static void remote_read_latency_bus(void **state)
{
    (void)state;
    ft_sys_config c = ft_sys_default_config(2);
    ft_sys s;
    ft_sys_build(&s, &c);
    ft_read(&s.req[0], ft_sys_addr(&s, 1, 0), 64);
    run_all(&s);
    uint64_t lat = s.req[0].res[0].recv - s.req[0].res[0].sent;
    rdma_stats st = rdma_get_stats(s.rdma[0]);
    printf("remote 64 B read on the bus (L=100, 16 B/cycle, memory 10): %llu cycles, "
           "RDMA-measured %llu\n", (unsigned long long)lat,
           (unsigned long long)(st.remote_latency_sum / st.remote_done));
    assert_int_equal(lat, 6 + 1 + 5 + 2 * 100 + 10);
    assert_int_equal(st.remote_done, 1);
    assert_int_equal(st.remote_latency_sum, lat - 2); /* from its take to its answer */
    fabric_link_stats bus = fabric_get_link_stats(s.fab, 0);
    assert_int_equal(bus.busy_cycles, 6);
    assert_int_equal(bus.bytes, 96);
    ft_sys_destroy(&s);
}

/* The same read on a gen3 tree with both GPUs under one switch: each way
 * is two links and a switch, store and forward: request 2*1 + 2*10 + 140,
 * response 2*5 + 2*10 + 140; plus the six hops and M: 348. */
static void remote_read_latency_tree(void **state)
{
    (void)state;
    ft_sys_config c = ft_sys_default_config(2);
    c.fabric.topology = FABRIC_TREE;
    ft_sys s;
    ft_sys_build(&s, &c);
    ft_read(&s.req[0], ft_sys_addr(&s, 1, 0), 64);
    run_all(&s);
    uint64_t lat = s.req[0].res[0].recv - s.req[0].res[0].sent;
    printf("remote 64 B read on a gen3 tree (links 10, switch 140): %llu cycles\n",
           (unsigned long long)lat);
    assert_int_equal(lat, 6 + (2 + 20 + 140) + (10 + 20 + 140) + 10);
    ft_sys_destroy(&s);
}

/* U-MGPU: 4 KiB pages round-robin over 4 GPUs; every page lands in its
 * owner's memory; the owner's engine served it. */
static void unified_pages_reach_their_owner(void **state)
{
    (void)state;
    ft_sys_config c = ft_sys_default_config(4);
    c.interleaved = true;
    ft_sys s;
    ft_sys_build(&s, &c);
    uint8_t pat[64];
    for (uint32_t page = 0; page < 16; page++) {
        if (page % 4 == 0)
            continue; /* GPU 0's own pages do not leave it */
        fill(pat, 64, page);
        ft_write(&s.req[0], page * 4096ull + 128, 64, pat);
    }
    run_all(&s);
    for (uint32_t page = 0; page < 16; page++) {
        if (page % 4 == 0)
            continue;
        uint64_t a = page * 4096ull + 128;
        assert_ptr_equal(ft_sys_mem_of(&s, a), &s.mem[page % 4]);
        fill(pat, 64, page);
        assert_memory_equal(ft_mem_at(&s.mem[page % 4], a), pat, 64);
    }
    for (uint32_t g = 1; g < 4; g++)
        assert_int_equal(rdma_get_stats(s.rdma[g]).in_writes, 4);
    ft_sys_destroy(&s);
}

/* Two banks per GPU interleaved at 4 KiB: the bank map picks the bank. */
static void bank_map_picks_the_bank(void **state)
{
    (void)state;
    ft_sys_config c = ft_sys_default_config(2);
    c.banks = 2;
    ft_sys s;
    ft_sys_build(&s, &c);
    uint64_t base = ft_sys_addr(&s, 1, 0);
    for (uint32_t k = 0; k < 6; k++)
        ft_read(&s.req[0], base + k * 4096ull, 64);
    run_all(&s);
    assert_int_equal(s.mem[2].served, 3);
    assert_int_equal(s.mem[3].served, 3);
    ft_sys_destroy(&s);
}

/* Errors are answers with ok = false, never crashes: an address this GPU
 * owns, one no GPU owns, one the owner's memory does not hold; a flush is
 * answered at once. */
static void bad_addresses_are_answered(void **state)
{
    (void)state;
    ft_sys_config c = ft_sys_default_config(2);
    ft_sys s;
    ft_sys_build(&s, &c);
    size_t own = ft_read(&s.req[0], ft_sys_addr(&s, 0, 0), 64);
    size_t none = ft_read(&s.req[0], 9ull << 30, 64);
    size_t far = ft_read(&s.req[0], ft_sys_addr(&s, 1, 3u << 20), 64);
    mem_req fl = {.hdr.type = MEM_FLUSH};
    size_t flush = ft_req_add(&s.req[0], &fl);
    size_t good = ft_read(&s.req[0], ft_sys_addr(&s, 1, 0), 64);
    run_all(&s);
    const ft_result *r = s.req[0].res;
    assert_false(r[own].ok);
    assert_false(r[none].ok);
    assert_false(r[far].ok);
    assert_true(r[flush].ok);
    assert_true(r[good].ok);
    rdma_stats st = rdma_get_stats(s.rdma[0]);
    assert_int_equal(st.errors, 2);
    assert_int_equal(st.maintenance, 1);
    assert_int_equal(st.out_reads, 2);
    ft_sys_destroy(&s);
}

/* GPUs 1-3 add 1 to one counter in GPU 0's memory 100 times each: the
 * counter ends at 300 and the old values are 0..299, each once. */
static void contended_remote_atomics(void **state)
{
    (void)state;
    ft_sys_config c = ft_sys_default_config(4);
    ft_sys s;
    ft_sys_build(&s, &c);
    uint64_t ctr = ft_sys_addr(&s, 0, 0x40);
    for (uint32_t g = 1; g < 4; g++)
        for (int k = 0; k < 100; k++)
            ft_atomic_add(&s.req[g], ctr, 1);
    run_all(&s);
    uint8_t seen[300] = {0};
    for (uint32_t g = 1; g < 4; g++)
        for (size_t k = 0; k < s.req[g].n; k++) {
            uint64_t old = s.req[g].res[k].old;
            assert_true(old < 300);
            assert_false(seen[old]);
            seen[old] = 1;
        }
    uint8_t *p = ft_mem_at(&s.mem[0], ctr);
    assert_int_equal(p[0] | p[1] << 8, 300);
    assert_int_equal(rdma_get_stats(s.rdma[0]).in_atomics, 300);
    ft_sys_destroy(&s);
}

/* 16 GPUs, bus and tree: every GPU writes a line into every other GPU's
 * memory and reads it back (same path, so in order). */
static void sixteen_gpus(enum fabric_topology topo)
{
    ft_sys_config c = ft_sys_default_config(16);
    c.fabric.topology = topo;
    ft_sys s;
    ft_sys_build(&s, &c);
    uint8_t pat[64];
    for (uint32_t g = 0; g < 16; g++)
        for (uint32_t h = 0; h < 16; h++) {
            if (g == h)
                continue;
            fill(pat, 64, g * 16 + h);
            ft_write(&s.req[g], ft_sys_addr(&s, h, g * 64), 64, pat);
            ft_read(&s.req[g], ft_sys_addr(&s, h, g * 64), 64);
        }
    run_all(&s);
    uint64_t tx = 0;
    for (uint32_t g = 0; g < 16; g++) {
        size_t k = 0;
        for (uint32_t h = 0; h < 16; h++) {
            if (g == h)
                continue;
            fill(pat, 64, g * 16 + h);
            assert_true(s.req[g].res[k].ok);
            assert_memory_equal(s.req[g].res[k + 1].data, pat, 64);
            assert_memory_equal(ft_mem_at(&s.mem[h], ft_sys_addr(&s, h, g * 64)), pat, 64);
            k += 2;
        }
        tx += rdma_get_stats(s.rdma[g]).tx_bytes;
    }
    /* 240 writes (80 + 16) and 240 reads (16 + 80) */
    assert_int_equal(tx, 480 * 96);
    printf("16 GPUs on a %s: 480 remote accesses done at cycle %llu\n",
           topo == FABRIC_BUS ? "bus" : "tree",
           (unsigned long long)eng_clock_cycle(eng_clock_hz(1000000000ull), eng_now(s.e)));
    ft_sys_destroy(&s);
}

static void sixteen_gpus_bus(void **state)
{
    (void)state;
    sixteen_gpus(FABRIC_BUS);
}

static void sixteen_gpus_tree(void **state)
{
    (void)state;
    sixteen_gpus(FABRIC_TREE);
}

/* The host (endpoint 4, one port on the fabric, not a peer) reads and
 * writes GPU memory through the GPUs' engines; the answers come back to
 * the port it sent from. */
static void host_accesses_through_the_engines(void **state)
{
    (void)state;
    ft_sys_config c = ft_sys_default_config(4);
    c.fabric.endpoints = 5;
    c.fabric.topology = FABRIC_TREE;
    ft_sys s;
    ft_sys_build(&s, &c);
    ft_req host;
    char err[256];
    assert_int_equal(ft_req_init(&host, s.e, "Host.DMA", 16, 4), 0);
    assert_int_equal(fabric_attach(s.fab, host.port, 4, 0, err, sizeof err), 0);
    uint8_t pat[64];
    for (uint32_t g = 0; g < 4; g++) {
        mem_req w = {.hdr.type = MEM_WRITE, .hdr.dst = rdma_port(s.rdma[g], RDMA_FABRIC_REQ),
                     .addr = ft_sys_addr(&s, g, 256), .size = 64};
        fill(w.data, 64, 40 + g);
        mem_mask_fill(w.mask, 64);
        ft_req_add(&host, &w);
    }
    ft_req_start(&host);
    eng_run(s.e);
    for (uint32_t g = 0; g < 4; g++) {
        fill(pat, 64, 40 + g);
        assert_memory_equal(ft_mem_at(&s.mem[g], ft_sys_addr(&s, g, 256)), pat, 64);
        assert_int_equal(rdma_get_stats(s.rdma[g]).in_writes, 1);
    }
    assert_int_equal(host.answered, 4);
    for (uint32_t g = 0; g < 4; g++)
        assert_true(host.res[g].ok);
    ft_req_fini(&host);
    ft_sys_destroy(&s);
}

/* ---- access counters (rdma_count.c) ------------------------------------ */

/* A port beside the requester on GPU 0's Inside connection that keeps the
 * address of every RDMA_NOTICE it is sent, in arrival order (the fault
 * handler's place in a real platform). */
typedef struct notice_sink {
    eng_comp comp; /* first */
    eng_port *port;
    uint64_t addr[512];
    uint32_t n;
} notice_sink;

static bool sink_tick(eng_comp *c)
{
    notice_sink *k = (notice_sink *)c;
    bool progress = false;
    for (eng_msg *m; (m = eng_port_retrieve(k->port)); progress = true) {
        assert_int_equal(m->type, RDMA_NOTICE);
        assert_true(k->n < 512);
        k->addr[k->n++] = ((rdma_notice *)m)->addr;
        free(m);
    }
    return progress;
}

static const eng_comp_ops sink_ops = {.kind = "notice_sink", .tick = sink_tick};

static void sink_init(notice_sink *k, ft_sys *s, uint32_t g)
{
    memset(k, 0, sizeof *k);
    assert_int_equal(eng_comp_init(&k->comp, s->e, "Notices", &sink_ops,
                                   eng_clock_hz(1000000000ull)), 0);
    k->port = eng_port_new(&k->comp, "In", 16, 16);
    assert_non_null(k->port);
    eng_conn_plug(s->conns[2 * g], k->port); /* GPU g's ToRDMA (ft_sys.c builds it first) */
}

static void sink_fini(notice_sink *k)
{
    eng_comp_fini(&k->comp);
}

/* n reads of GPU 0 from source src at addr, each 64 bytes. */
static void reads_from(ft_req *q, uint64_t addr, uint32_t n, enum mem_source src)
{
    for (uint32_t i = 0; i < n; i++) {
        mem_req r = {.hdr.type = MEM_READ, .addr = addr + 64ull * (i % 64), .size = 64,
                     .source = (uint8_t)src};
        ft_req_add(q, &r);
    }
}

static uint32_t count_of(const notice_sink *k, uint64_t addr)
{
    uint32_t c = 0;
    for (uint32_t i = 0; i < k->n; i++) c += k->addr[i] == addr;
    return c;
}

/* rdma.h: with threshold T every T-th kernel access (vector, scalar,
 * instruction) a GPU forwards to a 4 KiB region sends one notice naming
 * the region's first address, and the count starts again at 0. With
 * T = 4 (hand-computed): region A, 14 kernel accesses of the three
 * sources -> 3 notices (14 / 4; without the reset every access from the
 * 4th on notifies: 11; with "> T": 2); region B, 3 kernel accesses, then
 * 20 DMA, 10 RDMA-sourced and 5 writeback, then 1 kernel access -> 1
 * notice, at the 4th kernel access (counting DMA would give 9); region
 * C, 3 accesses -> none; GPU 1, whose counters are off, sends none for
 * its 12 accesses to GPU 0. Inside its region, the offset of an access
 * does not matter (the 64-byte lines of A spread over its page). */
static void access_counters_notify_every_threshold(void **state)
{
    (void)state;
    ft_sys_config c = ft_sys_default_config(2);
    ft_sys s;
    ft_sys_build(&s, &c);
    notice_sink k0, k1;
    sink_init(&k0, &s, 0);
    sink_init(&k1, &s, 1);
    assert_int_equal(rdma_set_counters(s.rdma[0], 4, 12, k0.port), 0);
    uint64_t a = ft_sys_addr(&s, 1, 0x3000), b = ft_sys_addr(&s, 1, 0x5000);
    uint64_t cc = ft_sys_addr(&s, 1, 0x7000);
    reads_from(&s.req[0], a, 5, MEM_SRC_VECTOR);
    reads_from(&s.req[0], b, 3, MEM_SRC_VECTOR);
    reads_from(&s.req[0], a, 5, MEM_SRC_SCALAR);
    reads_from(&s.req[0], b, 20, MEM_SRC_DMA);
    reads_from(&s.req[0], cc, 3, MEM_SRC_INST);
    reads_from(&s.req[0], b, 10, MEM_SRC_RDMA);
    reads_from(&s.req[0], a, 4, MEM_SRC_INST);
    reads_from(&s.req[0], b, 5, MEM_SRC_WRITEBACK);
    reads_from(&s.req[0], b, 1, MEM_SRC_VECTOR);
    reads_from(&s.req[1], ft_sys_addr(&s, 0, 0x1000), 12, MEM_SRC_VECTOR);
    run_all(&s);
    assert_int_equal(count_of(&k0, a), 3);
    assert_int_equal(count_of(&k0, b), 1);
    assert_int_equal(count_of(&k0, cc), 0);
    assert_int_equal(k0.n, 4);
    assert_int_equal(k1.n, 0);
    for (size_t i = 0; i < s.req[0].n; i++) assert_true(s.req[0].res[i].ok);
    /* the one notice for B comes last: its 4th kernel access is the last access */
    assert_int_equal(k0.addr[3], b);
    sink_fini(&k0);
    sink_fini(&k1);
    ft_sys_destroy(&s);
}

/* The table grows (at half full, from 256 slots) without losing counts:
 * 200 regions (64-byte lines, shift 6) touched once each, then each once
 * more with T = 2: exactly one notice per region, in the order of the
 * second pass; a third pass sends none (each count is back at 1). Also
 * the refusals rdma.h documents. */
static void access_counters_survive_growth(void **state)
{
    (void)state;
    ft_sys_config c = ft_sys_default_config(2);
    c.req_max_out = 1; /* the accesses reach the engine in list order */
    ft_sys s;
    ft_sys_build(&s, &c);
    notice_sink k;
    sink_init(&k, &s, 0);
    assert_int_equal(rdma_set_counters(s.rdma[0], 0, 6, k.port), -1);
    assert_int_equal(rdma_set_counters(s.rdma[0], 2, 6, NULL), -1);
    assert_int_equal(rdma_set_counters(s.rdma[0], 2, 41, k.port), -1);
    assert_int_equal(rdma_set_counters(s.rdma[0], 2, 6, k.port), 0);
    uint64_t base = ft_sys_addr(&s, 1, 0);
    for (int pass = 0; pass < 3; pass++)
        for (uint32_t i = 0; i < 200; i++)
            reads_from(&s.req[0], base + 64ull * (i * 7 % 200), 1, MEM_SRC_VECTOR);
    run_all(&s);
    assert_int_equal(k.n, 200);
    for (uint32_t i = 0; i < 200; i++) assert_int_equal(k.addr[i], base + 64ull * (i * 7 % 200));
    sink_fini(&k);
    ft_sys_destroy(&s);
}

static void config_table_and_errors(void **state)
{
    (void)state;
    rdma_config c = rdma_default_config();
    assert_int_equal(c.max_outgoing, 64);
    assert_int_equal(c.max_incoming, 64);
    assert_int_equal(c.width, 1);
    char err[256];
    assert_int_equal(param_set(&rdma_param_table, &c, "max_outgoing", "0", err, sizeof err), -1);
    assert_int_equal(param_set(&rdma_param_table, &c, "widht", "2", err, sizeof err), -1);
    eng_engine *e = ft_engine(-1);
    c.port_buf = 0;
    assert_null(rdma_build(e, &c, "GPU[0].RDMA", err, sizeof err));
    assert_non_null(strstr(err, "port_buf"));
    c = rdma_default_config();
    c.gpu = 3;
    rdma *r = rdma_build(e, &c, "GPU[3].RDMA", err, sizeof err);
    assert_non_null(r);
    mem_map m;
    assert_int_equal(rdma_map_partitioned(&m, 2, 4ull << 30, err, sizeof err), 0);
    eng_port *ports[2] = {NULL, NULL};
    assert_int_equal(rdma_set_peers(r, &m, ports, ports, 2, err, sizeof err), -1);
    assert_int_equal(rdma_set_local(r, ports, 2, NULL, err, sizeof err), -1);
    /* maps: partitioned with an odd size uses a range per GPU */
    assert_int_equal(rdma_map_partitioned(&m, 3, 3ull << 30, err, sizeof err), 0);
    assert_int_equal(mem_map_target(&m, (6ull << 30) + 5), 2);
    assert_int_equal(rdma_map_partitioned(&m, 32, 4ull << 30, err, sizeof err), 0);
    assert_int_equal(mem_map_target(&m, (31ull << 32) + 5), 31);
    assert_int_equal(rdma_map_interleaved(&m, 4, 4096, 4ull << 30, err, sizeof err), 0);
    assert_int_equal(mem_map_target(&m, 5 * 4096 + 7), 1);
    assert_int_equal(rdma_map_interleaved(&m, 4, 4096, 1000, err, sizeof err), -1);
    rdma_destroy(r);
    eng_destroy(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(remote_accesses_carry_data),
        cmocka_unit_test(remote_read_latency_bus),
        cmocka_unit_test(remote_read_latency_tree),
        cmocka_unit_test(unified_pages_reach_their_owner),
        cmocka_unit_test(bank_map_picks_the_bank),
        cmocka_unit_test(bad_addresses_are_answered),
        cmocka_unit_test(contended_remote_atomics),
        cmocka_unit_test(sixteen_gpus_bus),
        cmocka_unit_test(sixteen_gpus_tree),
        cmocka_unit_test(host_accesses_through_the_engines),
        cmocka_unit_test(access_counters_notify_every_threshold),
        cmocka_unit_test(access_counters_survive_growth),
        cmocka_unit_test(config_table_and_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
