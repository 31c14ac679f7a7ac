#include "requester.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_util.h"
#include "amdgpu/atomic.h"
#include "amdgpu/inst.h"

struct rq_slot {
    bool used, counter;
    uint64_t id, sent;
    uint32_t line, size;
    uint8_t type;
    uint64_t expect_old;
    uint8_t expect[MEM_LINE_MAX];
};

static const uint16_t atomic_ops[] = {
    AMDGPU_OP_flat_atomic_swap,    AMDGPU_OP_flat_atomic_cmpswap,    AMDGPU_OP_flat_atomic_add,
    AMDGPU_OP_flat_atomic_sub,     AMDGPU_OP_flat_atomic_smin,       AMDGPU_OP_flat_atomic_umin,
    AMDGPU_OP_flat_atomic_smax,    AMDGPU_OP_flat_atomic_umax,       AMDGPU_OP_flat_atomic_and,
    AMDGPU_OP_flat_atomic_or,      AMDGPU_OP_flat_atomic_xor,        AMDGPU_OP_flat_atomic_inc,
    AMDGPU_OP_flat_atomic_dec,     AMDGPU_OP_flat_atomic_swap_x2,    AMDGPU_OP_flat_atomic_cmpswap_x2,
    AMDGPU_OP_flat_atomic_add_x2,  AMDGPU_OP_flat_atomic_sub_x2,     AMDGPU_OP_flat_atomic_smin_x2,
    AMDGPU_OP_flat_atomic_umin_x2, AMDGPU_OP_flat_atomic_smax_x2,    AMDGPU_OP_flat_atomic_umax_x2,
    AMDGPU_OP_flat_atomic_and_x2,  AMDGPU_OP_flat_atomic_or_x2,      AMDGPU_OP_flat_atomic_xor_x2,
    AMDGPU_OP_flat_atomic_inc_x2,  AMDGPU_OP_flat_atomic_dec_x2,
};
#define NATOMIC (sizeof atomic_ops / sizeof atomic_ops[0])

static void fail(requester *q, const char *fmt, uint64_t a, uint64_t b)
{
    if (!q->mismatches++)
        snprintf(q->first_error, sizeof q->first_error, fmt, (unsigned long long)a,
                 (unsigned long long)b);
}

static uint64_t load_le(const uint8_t *p, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < n; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static void store_le(uint8_t *p, unsigned n, uint64_t v)
{
    for (unsigned i = 0; i < n; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* ---- random mode: making a request ------------------------------------ */

static rq_slot *free_slot(requester *q)
{
    for (uint32_t i = 0; i < q->rc.max_out; i++)
        if (!q->slot[i].used)
            return &q->slot[i];
    return NULL;
}

static mem_req *gen_counter(requester *q, rq_slot *s)
{
    mem_req *r = mem_req_new(MEM_ATOMIC, q->rc.counter_addr, 4);
    r->atomic_op = AMDGPU_OP_flat_atomic_add;
    r->src = 1;
    r->return_old = true;
    *s = (rq_slot){.used = true, .counter = true, .line = UINT32_MAX, .type = MEM_ATOMIC};
    return r;
}

/* The expected outcome is computed here, in issue order (see the header). */
static mem_req *gen(requester *q, rq_slot *s)
{
    eng_rng *g = &q->comp.rng;
    if (q->rc.counter_addr && eng_rng_below(g, 100) < q->rc.pct_counter)
        return gen_counter(q, s);
    uint32_t line = (uint32_t)eng_rng_below(g, q->rc.nlines);
    if (q->line_out[line] >= q->rc.max_per_line)
        return NULL; /* try another line next cycle */
    uint32_t lb = q->rc.line_bytes, pick = (uint32_t)eng_rng_below(g, 100);
    uint8_t *ref = q->ref + (size_t)line * lb;
    *s = (rq_slot){.used = true, .line = line};
    mem_req *r;
    if (pick < q->rc.pct_read + q->rc.pct_write) {
        uint32_t size = 4u << eng_rng_below(g, 5);
        size = size > lb ? lb : size;
        uint32_t off = (uint32_t)eng_rng_below(g, lb / size) * size;
        bool rd = pick < q->rc.pct_read;
        r = mem_req_new(rd ? MEM_READ : MEM_WRITE, q->rc.base + (uint64_t)line * lb + off, size);
        if (rd) {
            memcpy(s->expect, ref + off, size);
        } else {
            bool full = eng_rng_below(g, 2);
            for (uint32_t i = 0; i < size; i++) {
                r->data[i] = (uint8_t)eng_rng_next(g);
                if (full || eng_rng_below(g, 4))
                    mem_mask_set(r->mask, i);
            }
            mem_apply_write(ref + off, r);
        }
        s->size = size;
    } else {
        uint16_t op = atomic_ops[eng_rng_below(g, NATOMIC)];
        unsigned w = amdgpu_atomic_width(op);
        uint32_t off = (uint32_t)eng_rng_below(g, lb / w) * w;
        r = mem_req_new(MEM_ATOMIC, q->rc.base + (uint64_t)line * lb + off, w);
        r->atomic_op = op;
        r->return_old = true;
        uint64_t old = load_le(ref + off, w);
        enum amdgpu_atomic_kind k = amdgpu_atomic_kind(op);
        r->src = k == AMDGPU_ATOM_INC || k == AMDGPU_ATOM_DEC ? eng_rng_below(g, 8) : eng_rng_next(g);
        r->cmp = eng_rng_below(g, 2) ? old : eng_rng_next(g);
        s->expect_old = old;
        store_le(ref + off, w, amdgpu_atomic_apply(k, w, old, r->src, r->cmp));
        s->size = w;
    }
    s->type = (uint8_t)r->hdr.type;
    q->line_out[line]++;
    return r;
}

static void check_random(requester *q, const mem_rsp *rsp)
{
    rq_slot *s = NULL;
    for (uint32_t i = 0; i < q->rc.max_out && !s; i++)
        if (q->slot[i].used && q->slot[i].id == rsp->id)
            s = &q->slot[i];
    if (!s) {
        fail(q, "answer id %llu matches nothing (cycle %llu)", rsp->id, eng_comp_cycle(&q->comp));
        return;
    }
    if (!rsp->ok)
        fail(q, "request %llu answered not ok (addr %#llx)", rsp->id, rsp->addr);
    else if (s->counter) {
        q->olds[q->nolds++] = rsp->old;
    } else if (s->type == MEM_READ && memcmp(rsp->data, s->expect, s->size)) {
        fail(q, "read %llu at %#llx returned wrong data", rsp->id, rsp->addr);
    } else if (s->type == MEM_ATOMIC && rsp->old != s->expect_old) {
        fail(q, "atomic %llu returned old %#llx", rsp->id, rsp->old);
    }
    if (!s->counter)
        q->line_out[s->line]--;
    s->used = false;
    q->out--;
    q->answered++;
}

/* ---- the tick ----------------------------------------------------------- */

static void record(requester *q, const mem_rsp *rsp)
{
    uint64_t now = eng_comp_cycle(&q->comp);
    q->digest = eng_hash_mix(q->digest, rsp->id);
    q->digest = eng_hash_mix(q->digest, now);
    q->digest = eng_hash_mix(q->digest, rsp->old);
    q->digest = eng_hash_mix(q->digest, rsp->ok);
    for (uint32_t i = 0; rsp->req_type == MEM_READ && i < rsp->size; i++)
        q->digest = eng_hash_mix(q->digest, rsp->data[i]);
    q->last_recv = now;
    if (q->random) {
        check_random(q, rsp);
        return;
    }
    if (q->nres == q->capres) {
        q->capres = q->capres ? 2 * q->capres : 16;
        q->res = realloc(q->res, q->capres * sizeof *q->res);
    }
    rq_result *x = &q->res[q->nres++];
    memset(&x->rsp, 0, sizeof x->rsp); /* a response is allocated to its size */
    memcpy(&x->rsp, rsp, mem_rsp_bytes(rsp->req_type, rsp->size));
    x->recv = now;
    x->sent = rsp->id < q->nscript ? q->script_sent[rsp->id] : 0;
}

static mem_req *next_request(requester *q, uint64_t now, bool *progress)
{
    if (q->random) {
        if (q->issued == q->rc.count || q->out == q->rc.max_out)
            return NULL;
        rq_slot *s = free_slot(q);
        mem_req *r = gen(q, s);
        if (!r) {
            *progress = true; /* retry with another line */
            return NULL;
        }
        r->hdr.dst = q->dst;
        r->hdr.bytes = mem_req_wire_bytes(r);
        r->id = s->id = q->next_id++;
        s->sent = now;
        q->issued++;
        q->out++;
        return r;
    }
    if (q->next == q->nscript || (q->serial && q->nres < q->next))
        return NULL;
    if (q->script_at[q->next] > now) {
        eng_comp_tick_at(&q->comp, q->script_at[q->next] * q->comp.clock.period);
        return NULL;
    }
    mem_req *r = malloc(sizeof *r);
    *r = q->script[q->next];
    q->script_sent[q->next] = now;
    q->next++;
    return r;
}

static bool rq_tick(eng_comp *c)
{
    requester *q = (requester *)c;
    bool progress = false;
    mem_rsp *rsp;
    while ((rsp = (mem_rsp *)eng_port_retrieve(q->port))) {
        record(q, rsp);
        free(rsp);
        progress = true;
    }
    uint64_t now = eng_comp_cycle(c);
    if (!q->pending)
        q->pending = next_request(q, now, &progress);
    if (q->pending && eng_port_send(q->port, &q->pending->hdr) == 0) {
        q->pending = NULL;
        progress = true;
    }
    return progress;
}

static const eng_comp_ops rq_ops = {.kind = "test_requester", .tick = rq_tick};

int rq_init(requester *q, eng_engine *e, const char *name, uint32_t buf)
{
    memset(q, 0, sizeof *q);
    if (eng_comp_init(&q->comp, e, name, &rq_ops, eng_clock_hz(1000000000ull)))
        return -1;
    q->port = eng_port_new(&q->comp, "Port", buf, buf);
    return q->port ? 0 : -1;
}

void rq_fini(requester *q)
{
    free(q->pending);
    for (eng_port *p = q->port; p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out));)
        free(eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out));
    eng_comp_fini(&q->comp);
    free(q->script);
    free(q->script_at);
    free(q->script_sent);
    free(q->res);
    free(q->ref);
    free(q->line_out);
    free(q->slot);
    free(q->olds);
}

void rq_add(requester *q, const mem_req *r, eng_port *dst, uint64_t at)
{
    if (q->nscript == q->capscript) {
        q->capscript = q->capscript ? 2 * q->capscript : 16;
        q->script = realloc(q->script, q->capscript * sizeof *q->script);
        q->script_at = realloc(q->script_at, q->capscript * sizeof *q->script_at);
        q->script_sent = realloc(q->script_sent, q->capscript * sizeof *q->script_sent);
    }
    mem_req *s = &q->script[q->nscript];
    *s = *r;
    s->hdr.dst = dst ? dst : q->dst;
    s->hdr.bytes = mem_req_wire_bytes(s);
    s->id = q->nscript;
    q->script_at[q->nscript++] = at;
    eng_comp_wake(&q->comp);
}

void rq_read(requester *q, uint64_t addr, uint32_t size, eng_port *dst, uint64_t at)
{
    mem_req r = {.hdr.type = MEM_READ, .addr = addr, .size = size};
    rq_add(q, &r, dst, at);
}

void rq_flush(requester *q, enum mem_msg_type type, eng_port *dst, uint64_t at)
{
    mem_req r = {.hdr.type = type};
    rq_add(q, &r, dst, at);
}

void rq_random(requester *q, const rq_random_config *rc)
{
    q->random = true;
    q->rc = *rc;
    q->ref = calloc((size_t)rc->nlines, rc->line_bytes);
    q->line_out = calloc(rc->nlines, 1);
    q->slot = calloc(rc->max_out, sizeof *q->slot);
    q->olds = calloc(rc->count ? rc->count : 1, sizeof *q->olds);
    eng_comp_wake(&q->comp);
}

const uint8_t *rq_ref(const requester *q)
{
    return q->ref;
}
