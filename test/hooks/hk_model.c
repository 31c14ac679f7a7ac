#include "hk_model.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "components/mem/mem_util.h"
#include "hooks/trace_hook.h"

hk_opts hk_default_opts(void)
{
    return (hk_opts){.nreq = 2, .base = 1 << 20, .lines = 8, .count = 32, .max_out = 1};
}

static bool rq_tick(eng_comp *c)
{
    hk_requester *q = (hk_requester *)c;
    bool progress = false;
    mem_rsp *rsp;
    while ((rsp = (mem_rsp *)eng_port_retrieve(q->port))) {
        trace_task_end(c, trace_task_id(c, rsp->id), "inst");
        q->digest = eng_hash_mix(q->digest, rsp->id ^ eng_comp_cycle(c) << 20);
        q->answered++;
        q->out--;
        free(rsp);
        progress = true;
    }
    while (q->out < q->max_out && (q->pending || q->issued < q->count)) {
        mem_req *r = q->pending;
        if (!r) {
            uint64_t k = q->issued++;
            r = mem_req_new(MEM_READ, q->base + (k % q->lines) * 64, 4);
            assert_non_null(r);
            r->id = k + 1;
            r->hdr.dst = q->dst;
            r->trace_id = trace_task_id(c, r->id);
            trace_task_start(c, r->trace_id, 0, "inst", "load");
        }
        if (eng_port_send(q->port, &r->hdr)) {
            q->pending = r;
            trace_task_step(c, r->trace_id, "inst", "stall: port full");
            break;
        }
        q->pending = NULL;
        q->out++;
        progress = true;
    }
    return progress;
}

static bool rq_describe(const eng_comp *c, char *buf, size_t len)
{
    const hk_requester *q = (const hk_requester *)c;
    if (q->answered == q->count)
        return false;
    snprintf(buf, len, "%u read(s) in flight, %llu to issue", q->out,
             (unsigned long long)(q->count - q->issued));
    return true;
}

static const eng_comp_ops rq_ops = {.kind = "hk_requester", .tick = rq_tick,
                                    .describe = rq_describe};

static eng_conn *conn(eng_engine *e, const hk_opts *o, const char *name)
{
    eng_conn *c = o->make_conn ? o->make_conn(e, name, o->conn_arg)
                               : eng_direct_new(e, name, eng_clock_hz(1000000000));
    assert_non_null(c);
    return c;
}

hk_model *hk_build(eng_engine *e, const hk_opts *o)
{
    hk_model *m = calloc(1, sizeof *m);
    assert_non_null(m);
    m->o = *o;
    m->rq = calloc(o->nreq, sizeof *m->rq);
    m->l1 = calloc(o->nreq, sizeof *m->l1);
    m->conn = calloc(o->nreq + 2, sizeof *m->conn);
    assert_true(m->rq && m->l1 && m->conn);
    char name[64], err[256];
    cache_config l1c = cache_l1v_default_config(), l2c = cache_l2_default_config();
    if (o->l1_bypass)
        l1c.policy = CACHE_BYPASS;
    dram_config dc = dram_default_config();
    /* build order = owner ids: requester i then its L1, then L2, DRAM */
    for (uint32_t i = 0; i < o->nreq; i++) {
        hk_requester *q = &m->rq[i];
        snprintf(name, sizeof name, "RQ[%u]", i);
        assert_int_equal(eng_comp_init(&q->comp, e, name, &rq_ops, eng_clock_hz(1000000000)), 0);
        q->port = eng_port_new(&q->comp, "Port", 4, 4);
        assert_non_null(q->port);
        q->base = o->base + (uint64_t)i * (1u << 20);
        q->lines = o->lines;
        q->count = o->count;
        q->max_out = o->max_out;
        snprintf(name, sizeof name, "L1[%u]", i);
        m->l1[i] = cache_build(e, &l1c, name, err, sizeof err);
        assert_non_null(m->l1[i]);
    }
    m->l2 = cache_build(e, &l2c, "L2", err, sizeof err);
    m->dram = dram_build(e, &dc, "DRAM", err, sizeof err);
    assert_true(m->l2 && m->dram);
    for (uint32_t i = 0; i < o->nreq; i++) {
        snprintf(name, sizeof name, "RQ[%u]-L1", i);
        eng_conn *c = conn(e, o, name);
        m->conn[m->nconn++] = c;
        assert_int_equal(eng_conn_plug(c, m->rq[i].port), 0);
        assert_int_equal(eng_conn_plug(c, cache_top_port(m->l1[i], 0)), 0);
        m->rq[i].dst = cache_top_port(m->l1[i], 0);
    }
    eng_conn *up = conn(e, o, "L1-L2"), *down = conn(e, o, "L2-DRAM");
    m->conn[m->nconn++] = up;
    m->conn[m->nconn++] = down;
    eng_port *l2top = cache_top_port(m->l2, 0), *dp = dram_port(m->dram);
    for (uint32_t i = 0; i < o->nreq; i++) {
        assert_int_equal(eng_conn_plug(up, cache_bottom_port(m->l1[i])), 0);
        assert_int_equal(cache_set_lower(m->l1[i], &l2top, 1, NULL, err, sizeof err), 0);
    }
    assert_int_equal(eng_conn_plug(up, l2top), 0);
    assert_int_equal(eng_conn_plug(down, cache_bottom_port(m->l2)), 0);
    assert_int_equal(eng_conn_plug(down, dp), 0);
    assert_int_equal(cache_set_lower(m->l2, &dp, 1, NULL, err, sizeof err), 0);
    for (uint32_t i = 0; i < o->nreq; i++)
        eng_comp_wake(&m->rq[i].comp);
    return m;
}

void hk_free(hk_model *m)
{
    for (uint32_t i = 0; i < m->nconn; i++)
        eng_conn_destroy(m->conn[i]);
    for (uint32_t i = 0; i < m->o.nreq; i++) {
        hk_requester *q = &m->rq[i];
        free(q->pending);
        for (eng_port *p = q->port; p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out));)
            free(eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out));
        eng_comp_fini(&q->comp);
        cache_destroy(m->l1[i]);
    }
    cache_destroy(m->l2);
    dram_destroy(m->dram);
    free(m->rq);
    free(m->l1);
    free(m->conn);
    free(m);
}

bool hk_done(const hk_model *m)
{
    for (uint32_t i = 0; i < m->o.nreq; i++)
        if (m->rq[i].answered != m->rq[i].count)
            return false;
    return true;
}

uint64_t hk_digest(const hk_model *m)
{
    uint64_t h = 0;
    for (uint32_t i = 0; i < m->o.nreq; i++)
        h = eng_hash_mix(h, m->rq[i].digest);
    return h;
}
