/* The command processor: command queue, DMA engine, cache maintenance
 * and the ACE, as stages of one tick. See cp.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/cp/cp.h"
#include "components/cp/cp_int.h"
#include "components/cp/cp_msg.h"
#include "components/cu/cu_msg.h"
#include "components/mem/mem_util.h"
#include "engine/port.h"
#include "util/xalloc.h"
#include "util/vec.h"

/* cp_default_config: cp_params.c (the parameter table). */


/* ---- DMA ----------------------------------------------------------------- */

static eng_port *l2_for(const cp *c, uint64_t addr)
{
    if (c->nl2 == 1 || !c->map) return c->l2[0];
    int64_t t = mem_map_target(c->map, addr);
    return t < 0 || (uint64_t)t >= c->nl2 ? c->l2[0] : c->l2[t];
}

static bool dma_step(cp *c)
{
    cp_cmd *k = c->cur;
    bool progress = false, h2d = k->cmd == CP_CMD_MEMCPY_H2D;
    for (uint32_t i = 0; i < c->cfg.dma_per_cycle && c->dma_off < c->dma_limit &&
                         c->inflight < c->cfg.dma_inflight && eng_port_can_send(c->mem); i++) {
        uint64_t a = k->dev + c->dma_off;
        uint64_t end = (a | (c->cfg.line_bytes - 1)) + 1;
        uint32_t n = (uint32_t)((end - a) < k->size - c->dma_off ? end - a : k->size - c->dma_off);
        mem_req *r = mem_req_new(h2d ? MEM_WRITE : MEM_READ, a, n);
        r->source = MEM_SRC_DMA;
        r->id = c->dma_off;
        if (h2d) {
            memcpy(r->data, (uint8_t *)k->host + c->dma_off, n);
            mem_mask_fill(r->mask, n);
        }
        r->hdr.bytes = mem_req_wire_bytes(r);
        r->hdr.dst = l2_for(c, a);
        if (eng_port_send(c->mem, &r->hdr) != 0) {
            free(r);
            break;
        }
        c->dma_off += n, c->inflight++;
        progress = true;
    }
    return progress;
}

static void dma_response(cp *c, mem_rsp *r)
{
    cp_cmd *k = c->cur;
    c->inflight--;
    c->dma_acked += r->size;
    if (!r->ok && !k->error) {
        char buf[160];
        snprintf(buf, sizeof buf, "DMA %s: device address 0x%llx is not backed by memory",
                 k->cmd == CP_CMD_MEMCPY_H2D ? "host-to-device" : "device-to-host",
                 (unsigned long long)r->addr);
        k->error = strdup(buf);
    }
    if (k->cmd == CP_CMD_MEMCPY_D2H && r->ok)
        memcpy((uint8_t *)k->host + (r->addr - k->dev), r->data, r->size);
    if (c->dma_acked >= k->size) c->phase = P_DONE;
}

/* ---- cache maintenance --------------------------------------------------- */

/* Sends kind to every port of the list, as far as the port takes them. */
static bool maint_step(cp *c, eng_port *via, eng_port **to, uint32_t n, enum mem_msg_type kind)
{
    bool progress = false;
    while (c->maint_sent < n && eng_port_can_send(via)) {
        mem_req *r = mem_req_new(kind, 0, 0);
        r->id = c->maint_sent;
        r->hdr.dst = to[c->maint_sent];
        if (eng_port_send(via, &r->hdr) != 0) {
            free(r);
            break;
        }
        c->maint_sent++;
        progress = true;
    }
    return progress;
}

/* ---- the ACE --------------------------------------------------------------- */

cu_wg_msg *cp_wg_new(cp *c, uint64_t i)
{
    const amdgpu_dispatch *d = c->cur->launch->d;
    cu_wg_msg *m = xcalloc(1, sizeof *m, "cu wg msg");
    m->launch = c->cur->launch;
    m->wg[0] = (uint32_t)(i % d->wg_count[0]);
    m->wg[1] = (uint32_t)(i / d->wg_count[0] % d->wg_count[1]);
    m->wg[2] = (uint32_t)(i / d->wg_count[0] / d->wg_count[1]);
    m->trace_id = trace_task_id(&c->comp, ++c->trace_n);
    trace_task_start(&c->comp, m->trace_id, c->kernel_task, "workgroup", "wg");
    return m;
}

bool cp_dispatch_send(cp *c, eng_msg *m, uint32_t cu)
{
    if (m->type == CU_MSG_WG) m->bytes = 32;
    else if (!m->bytes) m->bytes = 16;
    m->dst = c->cus[cu];
    return eng_port_send(c->dispatch, m) == 0;
}

uint32_t cp_cu_index(const cp *c, const eng_port *p)
{
    uint32_t from = 0;
    for (; from < c->ncu && c->cus[from] != p; from++) {}
    return from;
}

void cp_wg_done(cp *c, cu_wg_msg *m)
{
    c->wg_done++;
    trace_task_end(&c->comp, m->trace_id, "workgroup");
    c->cur->insts += m->insts;
    c->cur->workgroups++;
    if (m->error && !c->cur->error) c->cur->error = m->error;
    else free(m->error);
    free(m);
}

/* The baseline ACE: any CU with room, round-robin; a rejected workgroup
 * is retried first, on another CU. */
static cu_wg_msg *next_wg(cp *c)
{
    if (c->nretry) {
        cu_wg_msg *m = c->retry[0];
        memmove(c->retry, c->retry + 1, --c->nretry * sizeof *c->retry);
        return m;
    }
    if (c->wg_next >= c->wg_total || c->wg_next >= c->wg_limit || c->cur->error) return NULL;
    return cp_wg_new(c, c->wg_next++);
}

static bool ace_step(cp *c)
{
    bool progress = false;
    for (uint32_t k = 0; k < c->cfg.dispatch_per_cycle; k++) {
        uint32_t cu = CU_NO_CU;
        for (uint32_t j = 0; j < c->ncu; j++)
            if (!c->cu_full[(c->rr + j) % c->ncu]) {
                cu = (c->rr + j) % c->ncu;
                break;
            }
        if (cu == CU_NO_CU || !eng_port_can_send(c->dispatch)) break;
        cu_wg_msg *m = next_wg(c);
        if (!m) break;
        m->hdr.type = CU_MSG_WG;
        if (!cp_dispatch_send(c, &m->hdr, cu)) {
            VEC_PUSH(c->retry, c->nretry, c->retrycap, m, "cp retry list");
            break;
        }
        c->wg_out++;
        c->rr = (cu + 1) % c->ncu;
        progress = true;
    }
    return progress;
}

static bool ace_answer(cp *c, eng_msg *in)
{
    cu_wg_msg *m = (cu_wg_msg *)in;
    if (in->type != CU_MSG_WG_REJECT && in->type != CU_MSG_WG_DONE)
        return false; /* another layer's (nothing else is the baseline's) */
    uint32_t from = cp_cu_index(c, m->hdr.src);
    if (from < c->ncu) c->cu_full[from] = m->hdr.type == CU_MSG_WG_REJECT;
    c->wg_out--;
    if (m->hdr.type == CU_MSG_WG_REJECT) {
        trace_task_step(&c->comp, m->trace_id, "workgroup", "rejected");
        VEC_PUSH(c->retry, c->nretry, c->retrycap, m, "cp retry list");
        return true;
    }
    cp_wg_done(c, m);
    return true;
}

static void ace_start(cp *c)
{
    memset(c->cu_full, 0, c->ncu * sizeof *c->cu_full);
}

static bool ace_done(const cp *c)
{
    return c->wg_out == 0 && c->nretry == 0 && (c->wg_done == c->wg_total || c->cur->error);
}

static int ace_init(cp *c, const void *arg, char *err, size_t errlen)
{
    (void)c, (void)arg, (void)err, (void)errlen;
    return 0;
}

static void ace_fini(cp *c) { (void)c; }

const cp_ace_ops cp_ace_baseline = {.name = "baseline", .dispatches = true, .init = ace_init,
                                    .fini = ace_fini, .start = ace_start, .step = ace_step,
                                    .answer = ace_answer, .done = ace_done};

/* ---- the command processor ------------------------------------------------ */

static void start(cp *c, cp_cmd *k)
{
    c->cur = k;
    k->start = eng_comp_now(&c->comp);
    k->error = NULL;
    k->insts = k->workgroups = 0;
    c->dma_off = c->dma_acked = 0;
    c->inflight = c->maint_sent = c->maint_acked = 0;
    switch (k->cmd) {
    case CP_CMD_MEMCPY_H2D:
    case CP_CMD_MEMCPY_D2H:
        c->phase = k->size ? P_DMA : P_DONE;
        c->dma_limit = k->size;
        if (k->size) cp_ace_copy_start(c);
        break;
    case CP_CMD_FLUSH: c->phase = P_FLUSH_L2; break;
    case CP_CMD_LAUNCH: {
        const amdgpu_dispatch *d = k->launch->d;
        c->wg_total = (uint64_t)d->wg_count[0] * d->wg_count[1] * d->wg_count[2];
        c->wg_next = c->wg_done = c->wg_out = 0;
        c->wg_limit = c->wg_total;
        c->kernel_task = trace_task_id(&c->comp, ++c->trace_n);
        trace_task_start(&c->comp, c->kernel_task, k->trace_id, "kernel",
                         d->kernel && d->kernel->name ? d->kernel->name : "kernel");
        cp_ace_start(c);
        /* the packet's processing (cp.launch_cycles) before the L1
         * invalidation and the dispatch; none by default */
        c->packet_done = eng_comp_cycle(&c->comp) + c->cfg.launch_cycles;
        c->phase = c->cfg.launch_cycles ? P_PACKET : P_INVAL;
        break;
    }
    default:
        k->error = strdup("command processor: unknown command");
        c->phase = P_DONE;
    }
}

static bool take_messages(cp *c)
{
    bool progress = false;
    eng_msg *m;
    while ((m = eng_port_retrieve(c->host))) {
        cp_cmd *k = (cp_cmd *)m;
        VEC_PUSH(c->q, c->qn, c->qcap, k, "cp command queue");
        progress = true;
    }
    while ((m = eng_port_retrieve(c->mem))) {
        mem_rsp *r = (mem_rsp *)m;
        if (r->req_type == MEM_READ || r->req_type == MEM_WRITE) dma_response(c, r);
        else c->maint_acked++;
        free(r);
        progress = true;
    }
    while ((m = eng_port_retrieve(c->ctl))) {
        c->maint_acked++;
        free(m);
        progress = true;
    }
    while ((m = eng_port_retrieve(c->dispatch))) {
        if (m->type == CU_MSG_GWS) cp_gws_arrive(c, (cu_gws_msg *)m); /* every dispatcher */
        else cp_ace_answer(c, m);
        progress = true;
    }
    return progress;
}

static bool step(cp *c)
{
    switch (c->phase) {
    case P_DMA: {
        bool p = cp_ace_copy_step(c);
        return dma_step(c) || p;
    }
    case P_PACKET: {
        uint64_t now = eng_comp_cycle(&c->comp);
        if (now >= c->packet_done) {
            c->phase = P_INVAL;
            return true;
        }
        eng_comp_tick_at(&c->comp, eng_clock_n_cycles_later(c->comp.clock, eng_comp_now(&c->comp),
                                                            c->packet_done - now));
        return false;
    }
    case P_FLUSH_L2:
        if (c->maint_acked == (c->nwb ? c->nwb : c->nl2)) {
            c->maint_sent = c->maint_acked = 0;
            c->phase = P_INVAL;
            return true;
        }
        if (c->nwb) return maint_step(c, c->ctl, c->wb, c->nwb, MEM_FLUSH);
        return maint_step(c, c->mem, c->l2, c->nl2, MEM_FLUSH);
    case P_RELEASE: /* the kernel's writes leave the non-coherent L2s */
        if (c->maint_acked == c->nwb) {
            c->phase = P_DONE;
            return true;
        }
        return maint_step(c, c->ctl, c->wb, c->nwb, MEM_FLUSH);
    case P_INVAL:
        if (c->maint_acked == c->nl1) {
            c->phase = c->cur->cmd == CP_CMD_LAUNCH ? P_DISPATCH : P_DONE;
            if (c->phase == P_DISPATCH)
                trace_task_step(&c->comp, c->kernel_task, "kernel", "dispatch");
            return true;
        }
        return maint_step(c, c->ctl, c->l1, c->nl1, MEM_INVALIDATE);
    case P_DISPATCH: {
        bool p = cp_ace_step(c);
        if (cp_ace_done(c)) {
            c->maint_sent = c->maint_acked = 0;
            c->phase = c->nwb ? P_RELEASE : P_DONE;
            return true;
        }
        return p;
    }
    default: return false;
    }
}

static bool answer(cp *c)
{
    bool progress = false;
    if (c->cur && c->phase == P_DONE) {
        c->cur->end = c->cur->done = eng_comp_now(&c->comp);
        /* with a release the kernel ends when the write-backs are done */
        if (c->cur->cmd == CP_CMD_LAUNCH && !c->nwb) c->cur->end = cp_ace_ended_at(c);
        if (c->cur->cmd == CP_CMD_LAUNCH && c->cur->launch)
            trace_task_end(&c->comp, c->kernel_task, "kernel");
        c->cur->hdr.type = CP_CMD_DONE;
        VEC_PUSH(c->answers, c->nans, c->anscap, c->cur, "cp answers");
        c->cur = NULL;
        c->phase = P_IDLE;
        progress = true;
    }
    while (c->nans && eng_port_can_send(c->host)) {
        cp_cmd *k = c->answers[0];
        k->hdr.dst = k->hdr.src;
        k->hdr.bytes = 16;
        if (eng_port_send(c->host, &k->hdr) != 0) break;
        memmove(c->answers, c->answers + 1, --c->nans * sizeof *c->answers);
        progress = true;
    }
    if (!c->cur && c->qn) {
        cp_cmd *k = c->q[c->qhead];
        c->qhead++;
        if (c->qhead == c->qn) c->qhead = c->qn = 0;
        start(c, k);
        progress = true;
    }
    return progress;
}

static bool cp_tick(eng_comp *comp)
{
    cp *c = (cp *)comp;
    bool progress = false;
    progress = take_messages(c) || progress;
    progress = cp_gws_send(c) || progress;
    progress = step(c) || progress;
    progress = answer(c) || progress;
    return progress;
}

static const eng_comp_ops cp_ops = {.kind = "cp", .tick = cp_tick, .describe = cp_describe};

cp *cp_build(eng_engine *e, const cp_config *cfg, const char *name, char *err, size_t errlen)
{
    if (!cfg->freq_hz || !cfg->line_bytes || (cfg->line_bytes & (cfg->line_bytes - 1)) ||
        cfg->line_bytes > MEM_LINE_MAX || !cfg->dma_inflight || !cfg->dma_per_cycle ||
        !cfg->dispatch_per_cycle || !cfg->port_buf) {
        snprintf(err, errlen, "cp %s: bad config (frequency, line size, DMA or dispatch rates)",
                 name);
        return NULL;
    }
    cp *c = calloc(1, sizeof *c);
    if (!c || eng_comp_init(&c->comp, e, name, &cp_ops, eng_clock_hz(cfg->freq_hz)) < 0) {
        free(c);
        snprintf(err, errlen, "cp %s: out of memory", name);
        return NULL;
    }
    c->cfg = *cfg;
    c->host = eng_port_new(&c->comp, "Host", cfg->port_buf, cfg->port_buf);
    c->dispatch = eng_port_new(&c->comp, "Dispatch", cfg->port_buf, cfg->port_buf);
    c->mem = eng_port_new(&c->comp, "Mem", cfg->port_buf, cfg->port_buf);
    c->ctl = eng_port_new(&c->comp, "Ctl", cfg->port_buf, cfg->port_buf);
    if (!c->host || !c->dispatch || !c->mem || !c->ctl) {
        cp_destroy(c);
        snprintf(err, errlen, "cp %s: out of memory", name);
        return NULL;
    }
    if (cp_ace_init(c, err, errlen) < 0) {
        cp_destroy(c);
        return NULL;
    }
    return c;
}

void cp_destroy(cp *c)
{
    if (!c) return;
    cp_ace_fini(c);
    cp_gws_free(c);
    for (uint32_t i = 0; i < c->nretry; i++) free(c->retry[i]);
    free(c->retry);
    free(c->q);
    free(c->answers);
    free(c->cus), free(c->l2), free(c->l1), free(c->wb), free(c->cu_full);
    eng_comp_fini(&c->comp);
    free(c);
}

static int copy_ports(eng_port ***dst, uint32_t *n, eng_port *const *src, uint32_t cnt)
{
    eng_port **p = malloc((cnt ? cnt : 1) * sizeof *p);
    if (!p) return -1;
    memcpy(p, src, cnt * sizeof *p);
    free(*dst);
    *dst = p, *n = cnt;
    return 0;
}

int cp_set_cus(cp *c, eng_port *const *cu_ports, uint32_t n)
{
    bool *f = calloc(n ? n : 1, sizeof *f);
    if (!f || copy_ports(&c->cus, &c->ncu, cu_ports, n) < 0) {
        free(f);
        return -1;
    }
    free(c->cu_full);
    c->cu_full = f;
    return 0;
}

int cp_set_l2(cp *c, const mem_map *map, eng_port *const *l2_ports, uint32_t n)
{
    c->map = map;
    return copy_ports(&c->l2, &c->nl2, l2_ports, n);
}

int cp_set_l1(cp *c, eng_port *const *l1_ports, uint32_t n)
{
    return copy_ports(&c->l1, &c->nl1, l1_ports, n);
}

int cp_set_release(cp *c, eng_port *const *ports, uint32_t n)
{
    return copy_ports(&c->wb, &c->nwb, ports, n);
}

eng_comp *cp_comp(cp *c) { return &c->comp; }
eng_port *cp_port_host(cp *c) { return c->host; }
eng_port *cp_port_dispatch(cp *c) { return c->dispatch; }
eng_port *cp_port_mem(cp *c) { return c->mem; }
eng_port *cp_port_ctl(cp *c) { return c->ctl; }
