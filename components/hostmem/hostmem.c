/* See hostmem.h: zero-copy host memory at the host's fabric endpoint. */
#include "components/hostmem/hostmem.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_msg.h"
#include "components/mem/mem_util.h"
#include "util/vec.h"

typedef struct hm_range {
    uint64_t addr, size;
    uint8_t *host;
} hm_range;

typedef struct hm_wait {
    mem_rsp *rsp;
    uint64_t ready;     /* cycle it may leave */
} hm_wait;

struct hostmem {
    eng_comp comp; /* first */
    eng_port *port[2];
    uint32_t latency, ngpus;
    eng_port **peer_req, **peer_rsp;
    hm_range *r; uint32_t nr, rcap;
    hm_wait *q; uint32_t qhead, qn, qcap; /* answers in arrival order */
    hostmem_stats st;
    uint64_t *gpu_rx, *gpu_tx;
};

static hm_range *find(hostmem *h, uint64_t addr, uint64_t n)
{
    for (uint32_t i = 0; i < h->nr; i++)
        if (addr >= h->r[i].addr && n <= h->r[i].size && addr - h->r[i].addr <= h->r[i].size - n)
            return &h->r[i];
    return NULL;
}

static uint32_t gpu_of(const hostmem *h, const eng_port *src)
{
    for (uint32_t g = 0; g < h->ngpus; g++)
        if (h->peer_req && h->peer_req[g] == src) return g;
    return h->ngpus; /* not a GPU's: answered where it came from */
}

/* The access done on the host's bytes, and its answer. A line may run
 * past the range's end (the CUs and caches ask for whole lines; the CU
 * has checked each lane's bytes): a read gets zeros there, and a write's
 * or an atomic's mask only names bytes a lane wrote. */
static mem_rsp *serve(hostmem *h, mem_req *q)
{
    mem_rsp *p = mem_rsp_new(q);
    hm_range *r = q->hdr.type == MEM_READ || q->hdr.type == MEM_WRITE || q->hdr.type == MEM_ATOMIC
                      ? find(h, q->addr, 1)
                      : NULL;
    uint8_t *b = r ? r->host + (q->addr - r->addr) : NULL;
    uint64_t in = r ? r->addr + r->size - q->addr : 0;
    switch (b ? q->hdr.type : 0) {
    case MEM_READ:
        memcpy(p->data, b, in < q->size ? in : q->size);
        h->st.reads++, h->st.read_bytes += q->size;
        break;
    case MEM_WRITE:
        mem_apply_write(b, q);
        h->st.writes++, h->st.write_bytes += q->size;
        break;
    case MEM_ATOMIC:
        if (!mem_apply_atomic(b, q, &p->old)) p->ok = false;
        h->st.atomics++;
        break;
    default: /* unmapped, or maintenance a GPU never sends across */
        p->ok = false;
        h->st.errors++;
    }
    return p;
}

static bool take(hostmem *h, uint64_t now)
{
    bool progress = false;
    mem_req *q;
    while ((q = (mem_req *)eng_port_retrieve(h->port[HOSTMEM_REQ]))) {
        uint32_t g = gpu_of(h, q->hdr.src);
        uint32_t in = mem_req_wire_bytes(q);
        mem_rsp *p = serve(h, q);
        p->hdr.dst = g < h->ngpus && h->peer_rsp[g] ? h->peer_rsp[g] : q->hdr.src;
        uint32_t out = mem_rsp_wire_bytes(p);
        h->st.rx_bytes += in, h->st.tx_bytes += out;
        if (g < h->ngpus) h->gpu_rx[g] += in, h->gpu_tx[g] += out;
        free(q);
        if (h->qhead && h->qhead >= h->qn / 2) { /* keep the queue at its front */
            memmove(h->q, h->q + h->qhead, (h->qn - h->qhead) * sizeof *h->q);
            h->qn -= h->qhead, h->qhead = 0;
        }
        VEC_PUSH(h->q, h->qn, h->qcap, ((hm_wait){p, now + h->latency}), "host memory answers");
        progress = true;
    }
    return progress;
}

static bool send(hostmem *h, uint64_t now)
{
    bool progress = false;
    while (h->qhead < h->qn && h->q[h->qhead].ready <= now) {
        if (eng_port_send(h->port[HOSTMEM_RSP], &h->q[h->qhead].rsp->hdr)) return progress;
        h->qhead++;
        progress = true;
    }
    if (h->qhead < h->qn) /* the next answer's time */
        eng_comp_tick_at(&h->comp, eng_clock_n_cycles_later(h->comp.clock, eng_comp_now(&h->comp),
                                                            h->q[h->qhead].ready - now));
    return progress;
}

static bool hostmem_tick(eng_comp *c)
{
    hostmem *h = (hostmem *)c;
    uint64_t now = eng_comp_cycle(c);
    bool progress = take(h, now);
    return send(h, now) || progress;
}

static bool hostmem_describe(const eng_comp *c, char *buf, size_t len)
{
    const hostmem *h = (const hostmem *)c;
    if (h->qhead == h->qn) return false;
    snprintf(buf, len, "%u answer(s) waiting", h->qn - h->qhead);
    return true;
}

static const eng_comp_ops hostmem_ops = {.kind = "hostmem", .tick = hostmem_tick,
                                         .describe = hostmem_describe};

hostmem *hostmem_build(eng_engine *e, const char *name, eng_clock clk, uint32_t latency,
                       uint32_t ngpus, char *err, size_t errlen)
{
    hostmem *h = calloc(1, sizeof *h);
    if (!h || eng_comp_init(&h->comp, e, name, &hostmem_ops, clk)) {
        free(h);
        goto oom;
    }
    h->latency = latency, h->ngpus = ngpus;
    h->port[HOSTMEM_REQ] = eng_port_new(&h->comp, "Req", 64, 64);
    h->port[HOSTMEM_RSP] = eng_port_new(&h->comp, "Rsp", 64, 64);
    h->gpu_rx = calloc(ngpus ? ngpus : 1, sizeof *h->gpu_rx);
    h->gpu_tx = calloc(ngpus ? ngpus : 1, sizeof *h->gpu_tx);
    if (!h->port[0] || !h->port[1] || !h->gpu_rx || !h->gpu_tx) {
        hostmem_destroy(h);
        goto oom;
    }
    return h;
oom:
    if (err) snprintf(err, errlen, "host memory '%s': out of memory", name);
    return NULL;
}

void hostmem_destroy(hostmem *h)
{
    if (!h) return;
    for (uint32_t i = h->qhead; i < h->qn; i++) free(h->q[i].rsp);
    for (int i = 0; i < 2; i++)
        for (eng_port *p = h->port[i]; p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out));)
            free(eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out));
    if (h->comp.name) eng_comp_fini(&h->comp);
    free(h->q), free(h->r), free(h->peer_req), free(h->peer_rsp), free(h->gpu_rx), free(h->gpu_tx);
    free(h);
}

eng_port *hostmem_port(hostmem *h, enum hostmem_port_id which) { return h->port[which]; }
eng_comp *hostmem_comp(hostmem *h) { return &h->comp; }

int hostmem_set_peers(hostmem *h, eng_port *const *req, eng_port *const *rsp, uint32_t n)
{
    eng_port **q = calloc(n ? n : 1, sizeof *q), **p = calloc(n ? n : 1, sizeof *p);
    if (!q || !p || n != h->ngpus) {
        free(q), free(p);
        return -1;
    }
    memcpy(q, req, n * sizeof *q), memcpy(p, rsp, n * sizeof *p);
    free(h->peer_req), free(h->peer_rsp);
    h->peer_req = q, h->peer_rsp = p;
    return 0;
}

int hostmem_map(hostmem *h, uint64_t addr, uint64_t size, void *host)
{
    hostmem_unmap(h, addr);
    if (VEC_TRY_RESERVE(h->r, h->rcap, h->nr + 1) < 0) return -1;
    h->r[h->nr++] = (hm_range){addr, size, host};
    return 0;
}

int hostmem_unmap(hostmem *h, uint64_t addr)
{
    for (uint32_t i = 0; i < h->nr; i++)
        if (h->r[i].addr == addr) {
            h->r[i] = h->r[--h->nr];
            return 0;
        }
    return -1;
}

void *hostmem_bytes(hostmem *h, uint64_t addr, uint64_t n)
{
    hm_range *r = find(h, addr, n);
    return r ? r->host + (addr - r->addr) : NULL;
}

hostmem_stats hostmem_get_stats(const hostmem *h) { return h->st; }

void hostmem_gpu_bytes(const hostmem *h, uint32_t gpu, uint64_t *rx, uint64_t *tx)
{
    *rx = gpu < h->ngpus ? h->gpu_rx[gpu] : 0;
    *tx = gpu < h->ngpus ? h->gpu_tx[gpu] : 0;
}
