/* See rdma.h: access counters. A table of (region, count) with open
 * addressing (grows at half full) and a queue of notices waiting for the
 * Inside port. Only kernels' accesses count (vector, scalar, instruction
 * sources): host copies and a fault handler's migration copies (DMA) are
 * not what a counter policy should react to. */
#include <stdlib.h>

#include "components/rdma/rdma_int.h"
#include "hooks/trace_hook.h"
#include "util/vec.h"
#include "util/xalloc.h"

int rdma_set_counters(rdma *r, uint32_t threshold, uint32_t shift, eng_port *notify)
{
    if (!threshold || shift > 40 || !notify) return -1;
    r->cnt.threshold = threshold;
    r->cnt.shift = shift;
    r->cnt.notify = notify;
    return 0;
}

static void grow(rdma_counters *c)
{
    uint32_t cap = c->cap ? 2 * c->cap : 256;
    uint64_t *key = xcalloc(cap, sizeof *key, "rdma counters");
    uint32_t *val = xcalloc(cap, sizeof *val, "rdma counters");
    for (uint32_t i = 0; i < c->cap; i++) {
        if (!c->key[i]) continue;
        uint32_t j = (uint32_t)(c->key[i] * 0x9e3779b97f4a7c15ull >> 32) & (cap - 1);
        while (key[j]) j = (j + 1) & (cap - 1);
        key[j] = c->key[i], val[j] = c->val[i];
    }
    free(c->key), free(c->val);
    c->key = key, c->val = val, c->cap = cap;
}

void rdma_count(rdma *r, const mem_req *q)
{
    rdma_counters *c = &r->cnt;
    if (!c->threshold || (q->source != MEM_SRC_VECTOR && q->source != MEM_SRC_SCALAR &&
                          q->source != MEM_SRC_INST))
        return;
    if (2 * (c->n + 1) > c->cap) grow(c);
    uint64_t k = (q->addr >> c->shift) + 1; /* 0: an empty slot */
    uint32_t j = (uint32_t)(k * 0x9e3779b97f4a7c15ull >> 32) & (c->cap - 1);
    while (c->key[j] && c->key[j] != k) j = (j + 1) & (c->cap - 1);
    if (!c->key[j]) c->key[j] = k, c->n++;
    if (++c->val[j] < c->threshold) return;
    c->val[j] = 0;
    rdma_notice *m = xcalloc(1, sizeof *m, "rdma notice");
    m->hdr.type = RDMA_NOTICE;
    m->hdr.dst = c->notify;
    m->hdr.bytes = 16;
    m->addr = (k - 1) << c->shift;
    m->trace_id = trace_msg_task(&q->hdr); /* tracing: the access's task here fired it */
    RING_PUSH(&c->out, rdma_notice *, m);
}

bool rdma_send_notices(rdma *r)
{
    rdma_counters *c = &r->cnt;
    bool sent = false;
    while (!ring_empty(&c->out) &&
           !eng_port_send(r->port[RDMA_INSIDE], &RING_FRONT(&c->out, rdma_notice *)->hdr))
        ring_pop(&c->out), sent = true;
    return sent;
}

void rdma_counters_free(rdma *r)
{
    for (uint32_t i = 0; i < ring_len(&r->cnt.out); i++) free(RING_AT(&r->cnt.out, rdma_notice *, i));
    ring_free(&r->cnt.out), free(r->cnt.key), free(r->cnt.val);
}
