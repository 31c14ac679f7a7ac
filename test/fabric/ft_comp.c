/* Test components: a raw fabric node, a byte memory, a requester (ft.h). */
#include "ft.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_util.h"
#include "amdgpu/inst.h"

eng_engine *ft_engine(int threads)
{
    eng_config c = eng_default_config();
    c.threads = threads < 0 ? ENG_THREADS_SERIAL : threads;
    c.pin = false;
    char err[128];
    eng_engine *e = eng_create(&c, err, sizeof err);
    if (!e) {
        fprintf(stderr, "engine: %s\n", err);
        abort();
    }
    return e;
}

uint64_t ft_hash(uint64_t h, const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

static void *grow(void *v, size_t *cap, size_t n, size_t elem)
{
    if (n < *cap)
        return v;
    size_t c = *cap ? 2 * *cap : 16;
    void *w = realloc(v, c * elem);
    if (!w)
        abort();
    *cap = c;
    return w;
}

/* ---- raw node ------------------------------------------------------------ */

static bool node_tick(eng_comp *c)
{
    ft_node *n = (ft_node *)c;
    uint64_t now = eng_comp_cycle(c);
    bool progress = false;
    if (now >= n->hold_until) {
        eng_msg *m;
        while ((m = eng_port_retrieve(n->port))) {
            n->arr = grow(n->arr, &n->caparr, n->narr, sizeof *n->arr);
            n->arr[n->narr++] = (ft_arrival){now, m->send_time / c->clock.period, m->bytes, m->src};
            free(m);
            progress = true;
        }
    } else if (eng_port_peek(n->port)) {
        eng_comp_tick_at(c, n->hold_until * c->clock.period);
    }
    while (n->next < n->nsends && n->sends[n->next].at <= now) {
        eng_msg *m = calloc(1, sizeof *m);
        m->dst = n->sends[n->next].dst;
        m->bytes = n->sends[n->next].bytes;
        if (eng_port_send(n->port, m)) {
            free(m);
            break;
        }
        n->next++;
        progress = true;
    }
    if (n->next < n->nsends && n->sends[n->next].at > now)
        eng_comp_tick_at(c, n->sends[n->next].at * c->clock.period);
    return progress;
}

static const eng_comp_ops node_ops = {.kind = "ft_node", .tick = node_tick};

int ft_node_init(ft_node *n, eng_engine *e, const char *name, uint32_t buf)
{
    memset(n, 0, sizeof *n);
    if (eng_comp_init(&n->comp, e, name, &node_ops, eng_clock_hz(1000000000ull)))
        return -1;
    n->port = eng_port_new(&n->comp, "Port", buf, buf);
    eng_comp_wake(&n->comp);
    return n->port ? 0 : -1;
}

void ft_node_fini(ft_node *n)
{
    for (eng_port *p = n->port; p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out));)
        free(eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out));
    eng_comp_fini(&n->comp);
    free(n->sends);
    free(n->arr);
}

void ft_node_send(ft_node *n, uint64_t at, eng_port *dst, uint32_t bytes)
{
    n->sends = grow(n->sends, &n->capsends, n->nsends, sizeof *n->sends);
    n->sends[n->nsends++] = (ft_send){at, dst, bytes};
}

/* ---- memory ----------------------------------------------------------------- */

static uint64_t mem_local(const ft_mem *m, const mem_req *r)
{
    uint64_t local;
    if (m->map) {
        if (mem_map_target(m->map, r->addr) != m->target)
            return UINT64_MAX;
        local = mem_map_local(m->map, r->addr);
    } else {
        if (r->addr < m->base)
            return UINT64_MAX;
        local = r->addr - m->base;
    }
    return local < m->capacity && r->size <= m->capacity - local ? local : UINT64_MAX;
}

static mem_rsp *serve(ft_mem *m, const mem_req *r)
{
    mem_rsp *p = mem_rsp_new(r);
    uint64_t local = mem_local(m, r);
    if (local == UINT64_MAX) {
        p->ok = false;
        return p;
    }
    m->served++;
    if (r->hdr.type == MEM_READ)
        memcpy(p->data, m->bytes + local, r->size);
    else if (r->hdr.type == MEM_WRITE)
        mem_apply_write(m->bytes + local, r);
    else if (r->hdr.type == MEM_ATOMIC)
        p->ok = mem_apply_atomic(m->bytes + local, r, &p->old);
    return p;
}

static bool mem_tick(eng_comp *c)
{
    ft_mem *m = (ft_mem *)c;
    uint64_t now = eng_comp_cycle(c);
    bool progress = false;
    mem_req *r;
    while ((r = (mem_req *)eng_port_retrieve(m->port))) {
        m->q = grow(m->q, &m->qcap, m->qn, sizeof *m->q);
        m->q[m->qn] = serve(m, r);
        m->due = realloc(m->due, m->qcap * sizeof *m->due);
        m->due[m->qn++] = now + m->latency;
        free(r);
        progress = true;
    }
    while (m->qhead < m->qn && m->due[m->qhead] <= now) {
        if (eng_port_send(m->port, &m->q[m->qhead]->hdr))
            break;
        m->qhead++;
        progress = true;
    }
    if (m->qhead == m->qn)
        m->qhead = m->qn = 0;
    else if (m->due[m->qhead] > now)
        eng_comp_tick_at(c, m->due[m->qhead] * c->clock.period);
    return progress;
}

static const eng_comp_ops mem_ops = {.kind = "ft_mem", .tick = mem_tick};

int ft_mem_init(ft_mem *m, eng_engine *e, const char *name, uint64_t capacity,
                const mem_map *map, uint32_t target, uint64_t base, uint32_t latency,
                uint32_t buf)
{
    memset(m, 0, sizeof *m);
    if (eng_comp_init(&m->comp, e, name, &mem_ops, eng_clock_hz(1000000000ull)))
        return -1;
    m->port = eng_port_new(&m->comp, "Top", buf, buf);
    m->bytes = calloc(capacity, 1);
    m->capacity = capacity;
    m->map = map;
    m->target = target;
    m->base = base;
    m->latency = latency;
    return m->port && m->bytes ? 0 : -1;
}

void ft_mem_fini(ft_mem *m)
{
    for (eng_port *p = m->port; p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out));)
        free(eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out));
    for (size_t i = m->qhead; i < m->qn; i++)
        free(m->q[i]);
    eng_comp_fini(&m->comp);
    free(m->bytes);
    free(m->q);
    free(m->due);
}

uint8_t *ft_mem_at(ft_mem *m, uint64_t addr)
{
    mem_req r = {.addr = addr, .size = 1};
    uint64_t local = mem_local(m, &r);
    return local == UINT64_MAX ? NULL : m->bytes + local;
}

/* ---- requester --------------------------------------------------------------- */

static bool req_tick(eng_comp *c)
{
    ft_req *q = (ft_req *)c;
    uint64_t now = eng_comp_cycle(c);
    bool progress = false;
    mem_rsp *p;
    while ((p = (mem_rsp *)eng_port_retrieve(q->port))) {
        ft_result *res = &q->res[p->id];
        if (res->done)
            abort(); /* two answers to one request */
        res->done = true;
        res->recv = now;
        res->ok = p->ok;
        res->old = p->old;
        if (p->req_type == MEM_READ) /* others carry no data (mem_msg.h) */
            memcpy(res->data, p->data, sizeof res->data);
        q->out--;
        q->answered++;
        free(p);
        progress = true;
    }
    while (q->next < q->n && q->out < q->max_out) {
        mem_req *r = malloc(sizeof *r);
        *r = q->list[q->next];
        if (!r->hdr.dst)
            r->hdr.dst = q->dst;
        if (eng_port_send(q->port, &r->hdr)) {
            free(r);
            break;
        }
        q->res[q->next].sent = now;
        q->next++;
        q->out++;
        progress = true;
    }
    return progress;
}

static const eng_comp_ops req_ops = {.kind = "ft_req", .tick = req_tick};

int ft_req_init(ft_req *q, eng_engine *e, const char *name, uint32_t buf, uint32_t max_out)
{
    memset(q, 0, sizeof *q);
    if (eng_comp_init(&q->comp, e, name, &req_ops, eng_clock_hz(1000000000ull)))
        return -1;
    q->port = eng_port_new(&q->comp, "Bottom", buf, buf);
    q->max_out = max_out;
    return q->port ? 0 : -1;
}

void ft_req_fini(ft_req *q)
{
    for (eng_port *p = q->port; p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out));)
        free(eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out));
    eng_comp_fini(&q->comp);
    free(q->list);
    free(q->res);
}

size_t ft_req_add(ft_req *q, const mem_req *r)
{
    size_t cap = q->cap;
    q->list = grow(q->list, &cap, q->n, sizeof *q->list);
    q->res = grow(q->res, &q->cap, q->n, sizeof *q->res);
    q->list[q->n] = *r;
    q->list[q->n].id = q->n;
    q->list[q->n].hdr.bytes = mem_req_wire_bytes(r);
    memset(&q->res[q->n], 0, sizeof q->res[q->n]);
    return q->n++;
}

size_t ft_read(ft_req *q, uint64_t addr, uint32_t size)
{
    mem_req r = {.hdr.type = MEM_READ, .addr = addr, .size = size, .source = MEM_SRC_VECTOR};
    return ft_req_add(q, &r);
}

size_t ft_write(ft_req *q, uint64_t addr, uint32_t size, const uint8_t *data)
{
    mem_req r = {.hdr.type = MEM_WRITE, .addr = addr, .size = size, .source = MEM_SRC_VECTOR};
    memcpy(r.data, data, size);
    mem_mask_fill(r.mask, size);
    return ft_req_add(q, &r);
}

size_t ft_atomic_add(ft_req *q, uint64_t addr, uint64_t value)
{
    mem_req r = {.hdr.type = MEM_ATOMIC, .addr = addr, .size = 4,
                 .atomic_op = AMDGPU_OP_flat_atomic_add, .src = value, .return_old = true};
    return ft_req_add(q, &r);
}

void ft_req_start(ft_req *q)
{
    eng_comp_wake(&q->comp);
}

uint64_t ft_req_digest(const ft_req *q)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < q->n; i++) {
        const ft_result *r = &q->res[i];
        h = ft_hash(h, &r->sent, sizeof r->sent);
        h = ft_hash(h, &r->recv, sizeof r->recv);
        h = ft_hash(h, &r->ok, sizeof r->ok);
        h = ft_hash(h, &r->old, sizeof r->old);
        h = ft_hash(h, r->data, sizeof r->data);
    }
    return h;
}
