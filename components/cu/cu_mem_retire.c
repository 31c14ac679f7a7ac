/* The back half of the CU's memory path (see cu_mem.c for the front):
 * sending coalesced transactions to the caches, taking responses, and
 * retiring memory instructions in order per wave and counter class with
 * the replay pass. */
#include <stdlib.h>
#include <string.h>

#include "components/cu/cu_int.h"
#include "components/mem/mem_map.h"
#include "components/mem/mem_util.h"
#include "engine/port.h"
#include "amdgpu/exec.h"
#include "amdgpu/operand.h"
#include "util/vec.h"
#include "util/xalloc.h"

static eng_port *vector_target(const cu *u, uint64_t addr)
{
    if (u->nvector_dst == 1 || !u->vector_map) return u->vector_dst[0];
    int64_t t = mem_map_target(u->vector_map, addr);
    return t < 0 || (uint64_t)t >= u->nvector_dst ? u->vector_dst[0] : u->vector_dst[t];
}

static mem_req *make_req(cu *u, uint32_t mi, uint32_t ti)
{
    const cu_minst *m = &u->mi[mi];
    const cu_txn *t = &m->tx[ti];
    /* a write carries only its span's bytes (mem_req_new_span) */
    bool span = t->type == MEM_WRITE && t->hi > t->lo;
    mem_req *r = span ? mem_req_new_span(t->addr, t->size, t->lo, t->hi)
                      : mem_req_new((enum mem_msg_type)t->type, t->addr, t->size);
    r->id = (uint64_t)mi << 16 | ti;
    r->source = m->scalar ? MEM_SRC_SCALAR : MEM_SRC_VECTOR;
    if (!m->scalar) /* gfx940's cache policy; gfx803's decoder leaves them 0 */
        r->policy = (m->inst->mem.sc0 ? MEM_POL_SC0 : 0u) | (m->inst->mem.sc1 ? MEM_POL_SC1 : 0u) |
                    (m->inst->mem.nt ? MEM_POL_NT : 0u);
    r->trace_id = m->trace_id;
    if (span) {
        memcpy(mem_req_span_data(r), m->tdata + t->doff, t->hi - t->lo);
        mem_req_span_mask_from(r, cu_tx_x(u, m, ti)->mask);
    } else if (t->type == MEM_WRITE) {
        memcpy(r->mask, cu_tx_x(u, m, ti)->mask, sizeof r->mask);
    } else if (t->type == MEM_ATOMIC) {
        const cu_txn_x *x = cu_tx_x(u, m, ti);
        r->atomic_op = t->op, r->return_old = true, r->src = x->src, r->cmp = x->cmp;
    }
    r->hdr.dst = m->scalar ? u->scalar_dst : vector_target(u, t->addr);
    return r;
}

/* After its last transaction has gone out, a record without a replay
 * needs none of its bytes (a write's travel in its requests; nothing
 * reads them later): its block keeps the instruction copy and the
 * transactions only (mt 1K on d-mgpu-4 holds thousands of writes in
 * flight behind the PCIe bus). */
static void all_sent(cu_minst *m)
{
    if (m->replay || !m->ntd) return;
    uint8_t *old = m->block;
    size_t keep = (size_t)(m->tdata - old), tx = (size_t)((uint8_t *)m->tx - old);
    bool copy = (const void *)m->inst == (const void *)old;
    /* a shrink, not a growth (no util/vec.h): in place, as a rule */
    uint8_t *b = xrealloc(old, keep, "cu memory instruction");
    m->block = b, m->tdata = NULL;
    m->tx = (cu_txn *)(void *)(b + tx);
    if (copy) {
        cu_inst_copy *c = (cu_inst_copy *)(void *)b;
        m->inst = &c->in, m->prep = &c->prep;
    }
}

static bool send_q(cu *u, cu_sendq *q, eng_port *p, uint64_t *count)
{
    bool progress = false;
    for (uint32_t k = 0; k < u->cfg.mem_per_cycle && q->n; k++) {
        if (!eng_port_can_send(p)) return progress;
        struct cu_sendq_ent h = RING_FRONT(q, struct cu_sendq_ent);
        bool own = h.minst == CU_NO_IDX; /* a policy's (cu_mem_push_own) */
        mem_req *r = own ? u->own[u->own_head] : make_req(u, h.minst, h.tx);
        if (own) r->hdr.dst = vector_target(u, r->addr);
        if (eng_port_send(p, &r->hdr) != 0) {
            if (!own) free(r);
            return progress;
        }
        if (own) u->own_head++;
        else if (--u->mi[h.minst].nqueued == 0) all_sent(&u->mi[h.minst]);
        ring_pop(q);
        (*count)++;
        u->mem_inflight++;
        progress = true;
    }
    if (q->n) cu_want(u, u->now + 1);
    return progress;
}

bool cu_mem_send(cu *u)
{
    bool progress = send_q(u, &u->vq, u->vector_port, &u->st.vmem_txns);
    return send_q(u, &u->sq, u->scalar_port, &u->st.smem_txns) || progress;
}

/* A read's bytes from memory (those of its span), except those a
 * determinism policy set in the transaction's mask at issue (bytes it
 * forwarded itself, GPUDet's store buffer: cu_det.h); the baseline never
 * sets a read's mask. */
static void read_merge(cu_minst *m, const cu_txn *t, const cu_txn_x *x, const mem_rsp *r)
{
    uint64_t any = 0;
    uint8_t *d = m->tdata + t->doff;
    for (uint32_t i = 0; x && i < MEM_LINE_MAX / 64; i++) any |= x->mask[i];
    if (!any) {
        if (t->hi > t->lo) memcpy(d, r->data + t->lo, t->hi - t->lo);
        return;
    }
    for (uint32_t i = t->lo; i < t->hi; i++)
        if (!mem_mask_get(x->mask, i)) d[i - t->lo] = r->data[i];
}

void cu_mem_response(cu *u, mem_rsp *r)
{
    if (r->id & CU_OWN_ID) {
        cu_det_mem_rsp(u, r);
        return;
    }
    uint32_t mi = (uint32_t)(r->id >> 16), ti = (uint32_t)(r->id & 0xffff);
    if (mi < u->nmi && u->mi[mi].used && ti < u->mi[mi].ntx && !u->mi[mi].tx[ti].done) {
        if (u->mi[mi].tx[ti].type == MEM_READ) cu_minst_bytes(&u->mi[mi]);
        cu_txn *t = &u->mi[mi].tx[ti];
        t->done = true;
        t->ok = r->ok;
        if (t->type == MEM_READ) read_merge(&u->mi[mi], t, cu_tx_x(u, &u->mi[mi], ti), r);
        if (t->type == MEM_ATOMIC) cu_tx_x(u, &u->mi[mi], ti)->old = r->old;
        u->mi[mi].ndone++;
    }
    free(r);
}

/* Puts the issue-time values of m's source VGPRs (vs from at on) into
 * the wave, their current values into save, in operand order. */
static void sources_in(cu_wave *wv, const cu_minst *m, const uint32_t *vs, uint32_t at,
                       uint32_t *save)
{
    uint32_t k = 0;
    for (int i = 0; i < m->nvr; i++)
        for (uint32_t j = 0; j < m->vwidth[i]; j++, k++) {
            uint32_t *v = amdgpu_vreg(&wv->w, m->vreg[i] + j);
            memcpy(save + (size_t)k * AMDGPU_WAVE_LANES, v, AMDGPU_WAVE_LANES * 4);
            if (m->vaff >> k & 1) {
                uint32_t v0 = vs[at], step = vs[at + 1];
                for (uint32_t l = 0; l < AMDGPU_WAVE_LANES; l++) v[l] = v0 + l * step;
                at += 2;
            } else {
                memcpy(v, vs + at, AMDGPU_WAVE_LANES * 4);
                at += AMDGPU_WAVE_LANES;
            }
        }
}

/* Gives the source VGPRs their current values back from save (in the
 * reverse order, so that a register two operands name ends as it was),
 * except, when keep is set, [keep_first, keep_first + keep_n): the
 * destination, which keeps what the replay wrote. */
static void sources_out(cu_wave *wv, const cu_minst *m, const uint32_t *save, bool keep,
                        uint32_t keep_first, uint32_t keep_n)
{
    uint32_t k = 0;
    for (int i = 0; i < m->nvr; i++) k += m->vwidth[i];
    for (int i = m->nvr; i-- > 0;)
        for (uint32_t j = m->vwidth[i]; j-- > 0;) {
            uint32_t r = m->vreg[i] + j;
            k--;
            if (keep && r >= keep_first && r < keep_first + keep_n) continue;
            memcpy(amdgpu_vreg(&wv->w, r), save + (size_t)k * AMDGPU_WAVE_LANES, AMDGPU_WAVE_LANES * 4);
        }
}

/* Pass 2 on the registers as they were at issue; the destination
 * registers come back into the wave. It runs on the wave's own VGPRs
 * (no second register file per CU): the source registers hold their
 * issue-time values meanwhile (their current ones in u->s->vtmp), a destination
 * register that is not a source starts as it is now (the lanes the
 * instruction does not write keep it), and the semantics read no other. */
static bool replay(cu *u, cu_wave *wv, cu_minst *m)
{
    cu_minst_bytes(m); /* reads a policy answered itself (no response) */
    amdgpu_wave t = wv->w; /* scalar registers outside the mask: the wave's */
    const uint32_t *vs = cu_minst_snap(u, m);
    uint64_t smask[2] = {vs[0] | (uint64_t)vs[1] << 32, vs[2] | (uint64_t)vs[3] << 32};
    uint32_t at = 4;
    for (uint32_t k = 0; k < 2; k++)
        for (uint64_t b = smask[k]; b; b &= b - 1)
            t.s[64 * k + __builtin_ctzll(b)] = vs[at++];
    t.scc = m->scc;
    t.pc = m->pc;
    amdgpu_opnd d = m->inst->dst[0];
    bool vd = amdgpu_is_vgpr(d); /* VGPR or AGPR */
    uint32_t first = vd ? amdgpu_vidx(&wv->w, d.code) : d.code;
    uint32_t n = d.code == AMDGPU_OPND_NONE ? 0 : d.width + (m->inst->mem.tfe ? 1u : 0u);
    if (vd && first + n > wv->w.nvgpr) n = first < wv->w.nvgpr ? wv->w.nvgpr - first : 0;
    if (!vd && first + n > AMDGPU_SREG_COUNT) n = first < AMDGPU_SREG_COUNT ? AMDGPU_SREG_COUNT - first : 0;
    uint32_t regs = 0;
    for (int i = 0; i < m->nvr; i++) regs += m->vwidth[i];
    VEC_RESERVE(u->s->vtmp, u->s->vtmp_cap, (size_t)regs * AMDGPU_WAVE_LANES, "cu registers");
    sources_in(wv, m, vs, at, u->s->vtmp);
    t.mem = (amdgpu_mem){&cu_replay_ops, m};
    m->replay_i = m->replay_tx = 0;
    bool ok = amdgpu_exec_prepared(&t, m->inst, m->prep) == AMDGPU_EXEC_OK;
    /* the sources back as they are now, but for the destination's
     * registers, which keep what the replay wrote */
    sources_out(wv, m, u->s->vtmp, ok && vd, first, n);
    if (!ok) return false;
    if (!vd && d.code < AMDGPU_SREG_COUNT) memcpy(wv->w.s + first, t.s + first, n * 4);
    return true;
}

/* Retires the head of one list when it is complete; true if it did. */
static bool retire_head(cu *u, uint32_t wi, uint32_t *head, uint32_t *tail, uint32_t *out)
{
    uint32_t mi = *head;
    if (mi == CU_NO_IDX) return false;
    cu_minst *m = &u->mi[mi];
    cu_wave *wv = cu_wave_at(u, wi);
    if (m->lds) {
        if (m->done_at > u->now) {
            cu_want(u, m->done_at);
            return false;
        }
    } else if (m->ndone < m->ntx) {
        return false;
    }
    *head = m->next;
    if (*head == CU_NO_IDX) *tail = CU_NO_IDX;
    trace_task_end(&u->comp, m->trace_id, "inst");
    (*out)--;
    cu_bit_set(u->issue_set, wi); /* its s_waitcnt may be satisfied now */
    uint64_t fault = 0;
    bool bad = false;
    for (uint32_t i = 0; i < m->ntx && !bad; i++)
        if (!m->tx[i].ok) bad = true, fault = m->tx[i].addr;
    bool failed = wv->state == WS_ENDED && u->wgs[wv->wg].error;
    /* reported before the release, which frees a copy of the instruction */
    bool diverged = false;
    if (!bad && !failed && m->replay) {
        u->s = eng_scratch(&u->comp.owner, &cu_scratch_kind);
        diverged = !replay(u, wv, m);
        u->s = NULL;
    }
    if (diverged) {
        cu_report(u, wi, m->inst, m->pc, "replay diverged from issue (model bug)", false, 0);
        cu_minst_release(u, mi);
        return true;
    }
    if (bad && !failed) {
        cu_report(u, wi, m->inst, m->pc, "memory fault", true, fault);
        cu_minst_release(u, mi);
    } else {
        cu_minst_release(u, mi);
        cu_wave_try_end(u, wi);
    }
    return true;
}

bool cu_mem_retire(cu *u)
{
    bool progress = false;
    uint32_t n = u->nwaves;
    for (uint32_t wi = cu_bit_scan(u->mem_set, 0, n); wi < n;
         wi = cu_bit_scan(u->mem_set, wi + 1, n)) {
        cu_wave *wv = cu_wave_at(u, wi);
        if (wv->state == WS_FREE || wv->state == WS_GONE || wv->state == WS_CLAIMED) continue;
        while (retire_head(u, wi, &wv->vm_head, &wv->vm_tail, &wv->vm_out)) progress = true;
        while (retire_head(u, wi, &wv->lgkm_head, &wv->lgkm_tail, &wv->lgkm_out)) progress = true;
        if (wv->vm_head == CU_NO_IDX && wv->lgkm_head == CU_NO_IDX) cu_bit_clr(u->mem_set, wi);
    }
    return progress;
}

void cu_mem_free(cu *u)
{
    for (uint32_t i = 0; i < u->nmi; i++) free(u->mi[i].block);
    free(u->mi);
    for (uint32_t i = u->own_head; i < u->own_n; i++) free(u->own[i]);
    free(u->own);
    ring_free(&u->vq), ring_free(&u->sq);
}
