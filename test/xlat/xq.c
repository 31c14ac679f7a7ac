#include "xq.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_util.h"
#include "mech/xlat/xlat_msg.h"

static bool xq_tick(eng_comp *c)
{
    xq *q = (xq *)c;
    bool progress = false;
    uint64_t now = eng_comp_cycle(c);
    for (eng_msg *m; (m = eng_port_retrieve(q->port));) {
        if (q->nans < sizeof q->ans / sizeof *q->ans) {
            xq_answer *a = &q->ans[q->nans++];
            a->cycle = now;
            /* each protocol's answers are allocated at their own size */
            bool xl = m->type == XLAT_RSP || m->type == XLAT_SHOOT_ACK;
            const mem_rsp *r = (const mem_rsp *)m;
            memcpy(a->m.any, m, xl ? sizeof(xlat_rsp) : mem_rsp_bytes(r->req_type, r->size));
        }
        free(m);
        progress = true;
    }
    while (q->next < q->n) {
        if (q->at[q->next] > now) {
            eng_comp_tick_at(c, q->at[q->next] * c->clock.period);
            break;
        }
        if (eng_port_send(q->port, q->script[q->next])) break;
        q->next++;
        progress = true;
    }
    return progress;
}

static const eng_comp_ops xq_ops = {.kind = "xq", .tick = xq_tick};

void xq_init(xq *q, eng_engine *e, const char *name)
{
    memset(q, 0, sizeof *q);
    if (eng_comp_init(&q->comp, e, name, &xq_ops, eng_clock_hz(1000000000))) abort();
    q->port = eng_port_new(&q->comp, "Port", 64, 64);
}

void xq_fini(xq *q)
{
    for (size_t i = q->next; i < q->n; i++) free(q->script[i]);
    free(q->script), free(q->bytes), free(q->at);
    eng_comp_fini(&q->comp);
}

void xq_add(xq *q, const eng_msg *m, size_t bytes, eng_port *dst, uint64_t at)
{
    q->script = realloc(q->script, (q->n + 1) * sizeof *q->script);
    q->bytes = realloc(q->bytes, (q->n + 1) * sizeof *q->bytes);
    q->at = realloc(q->at, (q->n + 1) * sizeof *q->at);
    eng_msg *c = malloc(bytes);
    memcpy(c, m, bytes);
    c->dst = dst;
    q->script[q->n] = c, q->bytes[q->n] = bytes, q->at[q->n] = at;
    q->n++;
    eng_comp_wake(&q->comp);
}

const xq_answer *xq_find_mem(const xq *q, uint64_t id)
{
    for (size_t i = 0; i < q->nans; i++)
        if (q->ans[i].m.hdr.type == MEM_RSP && q->ans[i].m.mem.id == id) return &q->ans[i];
    return NULL;
}

const xq_answer *xq_find_xlat(const xq *q, uint64_t id)
{
    for (size_t i = 0; i < q->nans; i++)
        if (q->ans[i].m.hdr.type == XLAT_RSP && q->ans[i].m.xl.id == id) return &q->ans[i];
    return NULL;
}

void xq_mem_build(xq_mem *m, eng_engine *e, uint32_t top_ports)
{
    char err[256];
    cache_config l2 = cache_l2_default_config();
    l2.top_ports = top_ports;
    dram_config dc = dram_default_config();
    m->l2 = cache_build(e, &l2, "L2", err, sizeof err);
    m->dram = dram_build(e, &dc, "DRAM", err, sizeof err);
    if (!m->l2 || !m->dram) {
        fprintf(stderr, "%s\n", err);
        abort();
    }
    m->below = eng_direct_new(e, "L2ToDRAM", eng_clock_hz(1000000000));
    eng_conn_plug(m->below, cache_bottom_port(m->l2));
    eng_conn_plug(m->below, dram_port(m->dram));
    eng_port *d = dram_port(m->dram);
    if (cache_set_lower(m->l2, &d, 1, NULL, err, sizeof err)) abort();
}

void xq_mem_free(xq_mem *m)
{
    cache_destroy(m->l2);
    dram_destroy(m->dram);
    eng_conn_destroy(m->below);
}

eng_engine *xq_engine(void)
{
    eng_config c = eng_default_config();
    c.threads = ENG_THREADS_SERIAL;
    c.pin = false;
    eng_engine *e = eng_create(&c, NULL, 0);
    if (!e) abort();
    return e;
}

static int dram_rd(void *arg, uint64_t pa, uint64_t *v)
{
    uint8_t b[8];
    if (dram_backdoor_read(arg, pa, b, 8) != 8) return -1;
    *v = 0;
    for (int i = 7; i >= 0; i--) *v = *v << 8 | b[i];
    return 0;
}

static int dram_wr(void *arg, uint64_t pa, uint64_t v)
{
    uint8_t b[8];
    for (int i = 0; i < 8; i++) b[i] = (uint8_t)(v >> (8 * i));
    return dram_backdoor_write(arg, pa, b, 8) == 8 ? 0 : -1;
}

xlat_mem xq_dram_mem(dram *d) { return (xlat_mem){d, dram_rd, dram_wr}; }

uint64_t xq_word_at(uint64_t pa, uint64_t gen) { return (pa + gen) * 0x9e3779b97f4a7c15ull; }

void xq_place_page(dram *d, uint64_t pa, uint64_t gen)
{
    for (uint64_t o = 0; o < 4096; o += 8) {
        uint64_t v = xq_word_at(pa + o, gen);
        dram_backdoor_write(d, pa + o, &v, 8);
    }
}

void xq_rig_mem(xq_rig *r, eng_engine *e, uint64_t va, uint64_t pa)
{
    memset(r, 0, sizeof *r);
    xq_mem_build(&r->m, e, 3);
    xlat_mem acc = xq_dram_mem(r->m.dram);
    if (xlat_pt_init(&r->pt, &acc, 0x100000, 1 << 20, NULL, 0) ||
        xlat_pt_map(&r->pt, va, pa, XLAT_SHIFT_4K, true, NULL, 0) ||
        xlat_pt_entry(&r->pt, va, &r->pte_at) != 1) {
        fprintf(stderr, "xq_rig_mem: page table\n");
        abort();
    }
}

void xq_rig_link(xq_rig *r, eng_engine *e, eng_clock clk, eng_port *a, eng_port *b)
{
    eng_conn *c = r->c[r->nc++] = eng_direct_new(e, "Conn", clk);
    eng_conn_plug(c, a);
    eng_conn_plug(c, b);
}

void xq_rig_chain(xq_rig *r, eng_engine *e, eng_clock clk, bool inval, eng_port *data)
{
    xlat_at_config ac = {clk, 1, 4, 2, 16, 4, 16, 16, 1, 16, false, inval};
    xlat_l2_config lc = {clk, 4, 4, 4, 16, 10, 1, 16};
    xlat_walk_config wc = {clk, r->pt.root, 2, 8, 16};
    r->at = xlat_at_build(e, &ac, inval ? "L1VTLB" : "L1TLB", NULL, 0);
    r->l2 = xlat_l2_build(e, &lc, "L2TLB", NULL, 0);
    r->w = xlat_walk_build(e, &wc, "Walker", NULL, 0);
    if (!r->at || !r->l2 || !r->w) {
        fprintf(stderr, "xq_rig_chain: a translation component\n");
        abort();
    }
    eng_port *p1 = cache_top_port(r->m.l2, 1), *p2 = cache_top_port(r->m.l2, 2);
    if (!data) data = cache_top_port(r->m.l2, 0);
    xlat_at_set_lower(r->at, &data, 1, NULL);
    xlat_walk_set_lower(r->w, &p1, 1, NULL);
    xlat_at_set_l2(r->at, xlat_l2_top(r->l2));
    xlat_l2_set_lower(r->l2, xlat_walk_top(r->w));
    xq_init(&r->cu, e, "CU");
    xq_init(&r->writer, e, "Writer");
    xq_init(&r->ctl, e, "Ctl");
    xq_rig_link(r, e, clk, r->cu.port, xlat_at_top(r->at));
    xq_rig_link(r, e, clk, xlat_at_bottom(r->at), data);
    xq_rig_link(r, e, clk, xlat_l2_bottom(r->l2), xlat_walk_top(r->w));
    xq_rig_link(r, e, clk, xlat_walk_mem(r->w), p1);
    xq_rig_link(r, e, clk, r->writer.port, p2);
    eng_conn *net = r->c[r->nc++] = eng_direct_new(e, "TLBNet", clk);
    eng_conn_plug(net, xlat_at_miss(r->at));
    eng_conn_plug(net, xlat_l2_top(r->l2));
    eng_conn_plug(net, r->ctl.port);
}

void xq_rig_free(xq_rig *r)
{
    xq_fini(&r->cu), xq_fini(&r->writer), xq_fini(&r->ctl);
    xlat_at_destroy(r->at);
    xlat_l2_destroy(r->l2);
    xlat_walk_destroy(r->w);
    xq_mem_free(&r->m);
    for (int i = 0; i < r->nc; i++) eng_conn_destroy(r->c[i]);
}
