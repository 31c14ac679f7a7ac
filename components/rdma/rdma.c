/* The RDMA engine's four flows, one tick at a time (rdma.h has the
 * contract):
 *
 *   requester side   Inside --(take_inside)--> out slot --(to_fabric)--> FabricReq
 *                    FabricRsp --(take_fabric_rsp)--> out slot --(up)--> Inside
 *   owner side       FabricReq --(take_fabric_req)--> in slot --(to_memory)--> Memory
 *                    Memory --(take_memory_rsp)--> in slot --(back)--> FabricRsp
 *
 * Each stage moves at most cfg.width messages per tick. Takes come before
 * sends in the tick, so a message taken in a cycle can leave in it. */
#include "components/rdma/rdma_int.h"

#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_util.h"
#include "hooks/trace_hook.h"

static uint64_t tag(uint32_t gen, uint32_t slot)
{
    return (uint64_t)gen << 32 | slot;
}

static mem_req *copy_req(const mem_req *src, uint64_t id)
{
    mem_req *q = mem_req_dup(src);
    memset(&q->hdr, 0, sizeof q->hdr);
    q->hdr.type = src->hdr.type;
    q->hdr.bytes = mem_req_wire_bytes(q);
    q->id = id;
    q->source = MEM_SRC_RDMA;
    q->trace_id = trace_msg_task(&src->hdr); /* tracing: made on src's task's behalf */
    return q;
}

static const char *req_name(uint32_t type)
{
    switch (type) {
    case MEM_READ: return "read";
    case MEM_WRITE: return "write";
    case MEM_ATOMIC: return "atomic";
    case MEM_FLUSH: return "flush";
    case MEM_INVALIDATE: return "invalidate";
    default: return "other";
    }
}

/* Tracing: one "stall" step per task, not one per blocked tick. */
static void stall_step(rdma *r, const mem_req *q, bool *stalled)
{
    if (!*stalled && r->comp.hooks.head)
        trace_task_step(&r->comp, trace_msg_task(&q->hdr), "req", "stall: port full");
    *stalled = true;
}

uint64_t rdma_trace_parent(const eng_msg *m)
{
    return m->type == MEM_RSP ? 0 : ((const mem_req *)m)->trace_id;
}

/* A response to orig carrying what `from` (a response to a copy of orig)
 * says: success, old value, read data. */
static mem_rsp *answer(const mem_req *orig, const mem_rsp *from)
{
    mem_rsp *p = mem_rsp_new(orig);
    if (from) {
        p->ok = from->ok;
        p->old = from->old;
        if (orig->hdr.type == MEM_READ)
            memcpy(p->data, from->data, orig->size <= MEM_LINE_MAX ? orig->size : MEM_LINE_MAX);
    }
    return p;
}

static bool is_access(uint32_t type)
{
    return type == MEM_READ || type == MEM_WRITE || type == MEM_ATOMIC;
}

/* ---- requester side --------------------------------------------------- */

/* The owner's FabricReq port for addr, or NULL (unmapped, ours, no peer). */
static eng_port *owner_of(const rdma *r, uint64_t addr)
{
    int64_t g = mem_map_target(&r->gpu_map, addr);
    if (g < 0 || (uint64_t)g >= r->npeers || (uint32_t)g == r->cfg.gpu)
        return NULL;
    return r->peer_req[g];
}

static void count_out(rdma *r, const mem_req *q)
{
    switch (q->hdr.type) {
    case MEM_READ: r->st.out_reads++; break;
    case MEM_WRITE: r->st.out_writes++; r->st.write_bytes += q->size; break;
    default: r->st.out_atomics++; break;
    }
}

static bool take_inside(rdma *r, uint64_t now)
{
    bool progress = false;
    for (uint32_t k = 0; k < r->cfg.width && r->out_free.n; k++) {
        mem_req *q = (mem_req *)eng_port_retrieve(r->port[RDMA_INSIDE]);
        if (!q)
            break;
        ENG_ASSERT(q->hdr.type != MEM_RSP, "%s: a response arrived on Inside", r->comp.name);
        uint32_t s = rdma_ring_front(&r->out_free);
        rdma_ring_pop(&r->out_free);
        rdma_out *o = &r->out[s];
        o->gen++;
        o->orig = q;
        o->start = now;
        o->stalled = false;
        uint64_t task = trace_msg_task(&q->hdr);
        trace_task_start(&r->comp, task, q->trace_id, "req", req_name(q->hdr.type));
        eng_port *dst = is_access(q->hdr.type) ? owner_of(r, q->addr) : NULL;
        if (dst) {
            o->fwd = copy_req(q, tag(o->gen, s));
            o->fwd->hdr.dst = dst;
            count_out(r, q);
            rdma_count(r, q);
            rdma_ring_push(&r->out_send, s);
        } else {
            o->rsp = answer(q, NULL);
            if (is_access(q->hdr.type)) {
                o->rsp->ok = false;
                r->st.errors++;
                trace_task_step(&r->comp, task, "req", "error: no owner");
            } else {
                r->st.maintenance++;
                trace_task_step(&r->comp, task, "req", "maintenance");
            }
            rdma_ring_push(&r->out_up, s);
        }
        progress = true;
    }
    return progress;
}

static bool to_fabric(rdma *r)
{
    bool progress = false;
    for (uint32_t k = 0; k < r->cfg.width && r->out_send.n; k++) {
        rdma_out *o = &r->out[rdma_ring_front(&r->out_send)];
        uint32_t bytes = o->fwd->hdr.bytes;
        if (eng_port_send(r->port[RDMA_FABRIC_REQ], &o->fwd->hdr)) {
            stall_step(r, o->orig, &o->stalled);
            break;
        }
        o->fwd = NULL;
        trace_task_step(&r->comp, trace_msg_task(&o->orig->hdr), "req", "forward");
        r->st.tx_bytes += bytes;
        rdma_ring_pop(&r->out_send);
        progress = true;
    }
    return progress;
}

static bool take_fabric_rsp(rdma *r)
{
    bool progress = false;
    for (uint32_t k = 0; k < r->cfg.width; k++) {
        mem_rsp *p = (mem_rsp *)eng_port_retrieve(r->port[RDMA_FABRIC_RSP]);
        if (!p)
            break;
        uint32_t s = (uint32_t)p->id;
        ENG_ASSERT(p->hdr.type == MEM_RSP && s < r->cfg.max_outgoing && r->out[s].orig &&
                       !r->out[s].fwd && !r->out[s].rsp && r->out[s].gen == (uint32_t)(p->id >> 32),
                   "%s: unexpected response %#llx on FabricRsp", r->comp.name,
                   (unsigned long long)p->id);
        rdma_out *o = &r->out[s];
        r->st.rx_bytes += p->hdr.bytes;
        if (o->orig->hdr.type == MEM_READ && p->ok)
            r->st.read_bytes += o->orig->size;
        o->rsp = answer(o->orig, p);
        free(p);
        trace_task_step(&r->comp, trace_msg_task(&o->orig->hdr), "req", "response");
        o->stalled = false;
        rdma_ring_push(&r->out_up, s);
        progress = true;
    }
    return progress;
}

static bool up(rdma *r, uint64_t now)
{
    bool progress = false;
    for (uint32_t k = 0; k < r->cfg.width && r->out_up.n; k++) {
        uint32_t s = rdma_ring_front(&r->out_up);
        rdma_out *o = &r->out[s];
        if (eng_port_send(r->port[RDMA_INSIDE], &o->rsp->hdr)) {
            stall_step(r, o->orig, &o->stalled);
            break;
        }
        trace_task_end(&r->comp, trace_msg_task(&o->orig->hdr), "req");
        if (is_access(o->orig->hdr.type)) {
            r->st.remote_done++;
            r->st.remote_latency_sum += now - o->start;
        }
        free(o->orig);
        o->orig = NULL;
        o->rsp = NULL;
        rdma_ring_pop(&r->out_up);
        rdma_ring_push(&r->out_free, s);
        progress = true;
    }
    return progress;
}

/* ---- owner side ------------------------------------------------------- */

static eng_port *bank_of(const rdma *r, uint64_t addr)
{
    if (!r->nbanks)
        return NULL;
    if (!r->bank_map_set)
        return r->bank[0];
    int64_t b = mem_map_target(&r->bank_map, addr);
    return b < 0 || (uint64_t)b >= r->nbanks ? NULL : r->bank[b];
}

/* Where a response to orig goes: the requester's FabricRsp port when it is
 * a known peer, else back to the port it came from. */
static eng_port *reply_port(const rdma *r, const mem_req *orig)
{
    for (uint32_t g = 0; g < r->npeers; g++)
        if (r->peer_req[g] == orig->hdr.src && r->peer_rsp[g])
            return r->peer_rsp[g];
    return orig->hdr.src;
}

static void count_in(rdma *r, const mem_req *q)
{
    switch (q->hdr.type) {
    case MEM_READ: r->st.in_reads++; break;
    case MEM_WRITE: r->st.in_writes++; break;
    case MEM_ATOMIC: r->st.in_atomics++; break;
    default: r->st.maintenance++; break;
    }
}

static bool take_fabric_req(rdma *r)
{
    bool progress = false;
    for (uint32_t k = 0; k < r->cfg.width && r->in_free.n; k++) {
        mem_req *q = (mem_req *)eng_port_retrieve(r->port[RDMA_FABRIC_REQ]);
        if (!q)
            break;
        ENG_ASSERT(q->hdr.type != MEM_RSP, "%s: a response arrived on FabricReq", r->comp.name);
        uint32_t s = rdma_ring_front(&r->in_free);
        rdma_ring_pop(&r->in_free);
        rdma_in *i = &r->in[s];
        i->gen++;
        i->orig = q;
        i->stalled = false;
        r->st.rx_bytes += q->hdr.bytes;
        count_in(r, q);
        uint64_t task = trace_msg_task(&q->hdr);
        /* tracing: the fabric hop that brought q is the parent (fabric.h) */
        trace_task_start(&r->comp, task, trace_hop_task(&q->hdr), "req", req_name(q->hdr.type));
        eng_port *bank = is_access(q->hdr.type) ? bank_of(r, q->addr) : NULL;
        if (bank) {
            i->local = copy_req(q, tag(i->gen, s));
            i->local->hdr.dst = bank;
            rdma_ring_push(&r->in_mem, s);
        } else {
            i->rsp = answer(q, NULL);
            if (is_access(q->hdr.type)) {
                i->rsp->ok = false;
                r->st.errors++;
                trace_task_step(&r->comp, task, "req", "error: not held");
            } else {
                trace_task_step(&r->comp, task, "req", "maintenance");
            }
            i->rsp->hdr.dst = reply_port(r, q);
            rdma_ring_push(&r->in_back, s);
        }
        progress = true;
    }
    return progress;
}

static bool to_memory(rdma *r)
{
    bool progress = false;
    for (uint32_t k = 0; k < r->cfg.width && r->in_mem.n; k++) {
        rdma_in *i = &r->in[rdma_ring_front(&r->in_mem)];
        if (eng_port_send(r->port[RDMA_MEMORY], &i->local->hdr)) {
            stall_step(r, i->orig, &i->stalled);
            break;
        }
        i->local = NULL;
        trace_task_step(&r->comp, trace_msg_task(&i->orig->hdr), "req", "to L2");
        rdma_ring_pop(&r->in_mem);
        progress = true;
    }
    return progress;
}

static bool take_memory_rsp(rdma *r)
{
    bool progress = false;
    for (uint32_t k = 0; k < r->cfg.width; k++) {
        mem_rsp *p = (mem_rsp *)eng_port_retrieve(r->port[RDMA_MEMORY]);
        if (!p)
            break;
        uint32_t s = (uint32_t)p->id;
        ENG_ASSERT(p->hdr.type == MEM_RSP && s < r->cfg.max_incoming && r->in[s].orig &&
                       !r->in[s].local && !r->in[s].rsp && r->in[s].gen == (uint32_t)(p->id >> 32),
                   "%s: unexpected response %#llx on Memory", r->comp.name,
                   (unsigned long long)p->id);
        rdma_in *i = &r->in[s];
        i->rsp = answer(i->orig, p);
        i->rsp->hdr.dst = reply_port(r, i->orig);
        free(p);
        trace_task_step(&r->comp, trace_msg_task(&i->orig->hdr), "req", "response");
        i->stalled = false;
        rdma_ring_push(&r->in_back, s);
        progress = true;
    }
    return progress;
}

static bool back(rdma *r)
{
    bool progress = false;
    for (uint32_t k = 0; k < r->cfg.width && r->in_back.n; k++) {
        uint32_t s = rdma_ring_front(&r->in_back);
        rdma_in *i = &r->in[s];
        uint32_t bytes = i->rsp->hdr.bytes;
        if (eng_port_send(r->port[RDMA_FABRIC_RSP], &i->rsp->hdr)) {
            stall_step(r, i->orig, &i->stalled);
            break;
        }
        r->st.tx_bytes += bytes;
        trace_task_end(&r->comp, trace_msg_task(&i->orig->hdr), "req");
        free(i->orig);
        i->orig = NULL;
        i->rsp = NULL;
        rdma_ring_pop(&r->in_back);
        rdma_ring_push(&r->in_free, s);
        progress = true;
    }
    return progress;
}

/* ---- the tick --------------------------------------------------------- */

static bool rdma_tick(eng_comp *c)
{
    rdma *r = (rdma *)c;
    uint64_t now = eng_comp_cycle(c);
    bool progress = false;
    progress = take_inside(r, now) || progress;
    progress = to_fabric(r) || progress;
    progress = take_fabric_req(r) || progress;
    progress = to_memory(r) || progress;
    progress = take_memory_rsp(r) || progress;
    progress = back(r) || progress;
    progress = take_fabric_rsp(r) || progress;
    progress = up(r, now) || progress;
    if (!ring_empty(&r->cnt.out)) progress = rdma_send_notices(r) || progress;
    return progress;
}

const eng_comp_ops rdma_ops = {.kind = "rdma", .tick = rdma_tick, .describe = rdma_describe};
