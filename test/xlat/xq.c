#include "xq.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_util.h"
#include "components/xlat/xlat_msg.h"

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
