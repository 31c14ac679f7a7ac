/* The compute unit component: building, the tick (a chain of stages) and
 * the message intake. See cu.h for the model, cu_int.h for the parts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/cu/cu_int.h"
#include "engine/port.h"
#include "util/vec.h"
#include "util/zmem.h"

/* cu_default_config: cu_params.c (the parameter table). */

void cu_out_push_msg(cu *u, eng_msg *m)
{
    VEC_PUSH(u->outq, u->outq_n, u->outq_cap, m, "cu out queue");
}

/* A workgroup answer goes back to where the workgroup came from. */
void cu_out_push(cu *u, cu_wg_msg *m)
{
    m->hdr.dst = m->hdr.src;
    m->hdr.bytes = 16;
    cu_out_push_msg(u, &m->hdr);
}

/* Messages to the ACE, in the order they were produced. */
static bool send_out(cu *u)
{
    bool progress = false;
    uint32_t i = 0;
    for (; i < u->outq_n; i++) {
        if (eng_port_send(u->dispatch, u->outq[i]) != 0) break;
        progress = true;
    }
    if (i) {
        memmove(u->outq, u->outq + i, (u->outq_n - i) * sizeof *u->outq);
        u->outq_n -= i;
    }
    return progress;
}

static bool take_dispatch(cu *u)
{
    bool progress = false;
    cu_wg_msg *m;
    eng_msg *in;
    while ((in = eng_port_retrieve(u->dispatch))) {
        progress = true;
        u->front = in->src;
        if (in->type == CU_MSG_GWS_GO) {
            cu_gws_go(u, (const cu_gws_msg *)in);
            free(in);
            continue;
        }
        if (in->type != CU_MSG_WG) {
            if (!cu_det_ctl(u, in)) free(in); /* not ours, not the policy's: drop */
            continue;
        }
        m = (cu_wg_msg *)in;
        if (!cu_det_admit_begin(u, m) || !cu_admit(u, m)) {
            m->hdr.type = CU_MSG_WG_REJECT;
            u->st.rejects++;
            cu_out_push(u, m);
        }
    }
    return progress;
}

static bool take_responses(cu *u)
{
    bool progress = false;
    eng_msg *m;
    while ((m = eng_port_retrieve(u->inst_port))) {
        u->fetch_inflight--;
        cu_fetch_response(u, (mem_rsp *)m);
        progress = true;
    }
    while ((m = eng_port_retrieve(u->scalar_port))) {
        u->mem_inflight--;
        cu_mem_response(u, (mem_rsp *)m);
        progress = true;
    }
    while ((m = eng_port_retrieve(u->vector_port))) {
        u->mem_inflight--;
        cu_mem_response(u, (mem_rsp *)m);
        progress = true;
    }
    return progress;
}

/* One cycle. The CU never returns "tick me next cycle" blindly: stages
 * note the earliest cycle at which something they wait for is due
 * (cu_want), and the CU sleeps until then or until a message comes. */
static bool cu_tick(eng_comp *c)
{
    cu *u = (cu *)c;
    u->now = eng_comp_cycle(c);
    u->wake_at = UINT64_MAX;
    /* the CPI stack: the cycles since the last tick had its reason */
    if (u->acct_reason < CU_STALL_COUNT) u->st.stall[u->acct_reason] += u->now - u->acct_at;
    u->issue_block = CU_STALL_COUNT;
    uint64_t insts = u->st.instructions;
    bool progress = false;
    progress = take_responses(u) || progress;
    progress = take_dispatch(u) || progress;
    progress = cu_mem_retire(u) || progress;
    progress = cu_issue(u) || progress;
    progress = cu_fetch(u) || progress;
    progress = cu_mem_send(u) || progress;
    progress = send_out(u) || progress;
    progress = cu_det_tick_end(u, progress) || progress;
    if (progress) cu_want(u, u->now + 1);
    u->acct_at = u->now;
    u->acct_reason = (uint8_t)(u->wgs_used ? cu_stall_reason(u, u->st.instructions != insts)
                                           : CU_STALL_COUNT);
    if (u->wake_at != UINT64_MAX)
        eng_comp_tick_at(c, eng_clock_n_cycles_later(c->clock, eng_comp_now(c),
                                                     u->wake_at - u->now));
    return false;
}

static const eng_comp_ops cu_ops = {.kind = "cu", .tick = cu_tick, .describe = cu_describe};

static int check(const cu_config *c, char *err, size_t len)
{
    const char *bad = NULL;
    if (!c->freq_hz) bad = "freq_hz must be > 0";
    else if (c->simds < 1 || c->simds > CU_MAX_SIMDS) bad = "simds must be 1..8";
    else if (c->wave_slots < 1) bad = "wave_slots must be >= 1";
    else if (c->line_bytes < 16 || c->line_bytes > MEM_LINE_MAX ||
             (c->line_bytes & (c->line_bytes - 1)))
        bad = "line_bytes must be a power of two in 16..128";
    else if (c->scheduler >= cu_nscheds)
        bad = "scheduler out of range";
    else if (c->valu_cycles < 1 || c->mem_per_cycle < 1 || c->port_buf < 1 || c->max_wgs < 1)
        bad = "valu_cycles, mem_per_cycle, port_buf and max_wgs must be >= 1";
    else if (c->ndet > CU_DET_MAX)
        bad = "more policy layers than CU_DET_MAX";
    if (bad) snprintf(err, len, "cu: %s", bad);
    return bad ? -1 : 0;
}

cu *cu_build(eng_engine *e, const cu_config *cfg, const char *name, char *err, size_t errlen)
{
    if (check(cfg, err, errlen) < 0) return NULL;
    cu *u = calloc(1, sizeof *u);
    if (!u) goto oom;
    u->cfg = *cfg;
    if (eng_comp_init(&u->comp, e, name, &cu_ops, eng_clock_hz(cfg->freq_hz)) < 0) {
        free(u);
        goto oom;
    }
    u->nwaves = cfg->simds * cfg->wave_slots;
    /* resident as slots are used; whole records per page (cu_int.h) */
    _Static_assert(sizeof(cu_wave) <= 768, "wave records grew past 768 bytes (cu_int.h)");
    u->waves = zmem_alloc(u->nwaves, sizeof *u->waves);
    u->wpos = malloc((size_t)u->nwaves * sizeof *u->wpos);
    u->widx = malloc((size_t)u->nwaves * sizeof *u->widx);
    if (u->wpos && u->widx) {
        for (uint32_t wi = 0; wi < u->nwaves; wi++) {
            uint32_t at = wi % cfg->wave_slots * cfg->simds + wi / cfg->wave_slots;
            u->wpos[wi] = at * (uint32_t)sizeof(cu_wave), u->widx[at] = (uint16_t)wi;
        }
    }
    uint32_t words = CU_BIT_WORDS(u->nwaves);
    u->fetch_set = calloc(3 * (size_t)words, sizeof *u->fetch_set);
    if (u->fetch_set) u->issue_set = u->fetch_set + words, u->mem_set = u->issue_set + words;
    u->wgs_cap = cfg->max_wgs < 4 ? cfg->max_wgs : 4;
    u->wgs = calloc(u->wgs_cap, sizeof *u->wgs);
    u->dispatch = eng_port_new(&u->comp, "Dispatch", cfg->port_buf, cfg->port_buf);
    u->inst_port = eng_port_new(&u->comp, "Inst", cfg->port_buf, cfg->port_buf);
    u->scalar_port = eng_port_new(&u->comp, "Scalar", cfg->port_buf, cfg->port_buf);
    u->vector_port = eng_port_new(&u->comp, "Vector", cfg->port_buf, cfg->port_buf);
    u->mi_free = CU_NO_IDX;
    cu_iline_init(&u->ilines, cfg->line_bytes);
    u->acct_reason = CU_STALL_COUNT;
    u->sched = cu_scheds[cfg->scheduler];
    if (!u->waves || !u->wpos || !u->widx || !u->fetch_set || !u->wgs || !u->dispatch || !u->inst_port ||
        !u->scalar_port || !u->vector_port) {
        cu_destroy(u);
        goto oom;
    }
    cu_issue_init_latencies(u);
    if (u->sched->init(u, err, errlen) < 0) {
        u->sched = NULL;
        cu_destroy(u);
        return NULL;
    }
    if (cu_det_init(u, err, errlen) < 0) {
        cu_destroy(u);
        return NULL;
    }
    return u;
oom:
    snprintf(err, errlen, "cu %s: out of memory", name);
    return NULL;
}

void cu_destroy(cu *u)
{
    if (!u) return;
    cu_det_fini(u);
    if (u->sched) u->sched->fini(u);
    for (uint32_t i = 0; i < u->outq_n; i++) {
        eng_msg *m = u->outq[i];
        if (m->type == CU_MSG_WG_REJECT || m->type == CU_MSG_WG_DONE)
            free(((cu_wg_msg *)m)->error);
        free(m);
    }
    free(u->outq);
    cu_admit_free(u);
    free(u->wpos), free(u->widx);
    cu_mem_free(u);
    free(u->dcache);
    cu_iline_free(&u->ilines);
    free(u->fetch_set);
    free(u->vector_dst);
    eng_comp_fini(&u->comp);
    free(u);
}

void cu_set_inst_dst(cu *u, eng_port *l1i) { u->inst_dst = l1i; }
void cu_set_scalar_dst(cu *u, eng_port *scalar_cache) { u->scalar_dst = scalar_cache; }

int cu_set_vector_dst(cu *u, const struct mem_map *map, eng_port *const *targets, uint32_t n)
{
    eng_port **t = malloc(n * sizeof *t);
    if (!t || n == 0) {
        free(t);
        return -1;
    }
    memcpy(t, targets, n * sizeof *t);
    free(u->vector_dst);
    u->vector_dst = t, u->nvector_dst = n, u->vector_map = map;
    return 0;
}

eng_comp *cu_comp(cu *u) { return &u->comp; }
eng_port *cu_port_dispatch(cu *u) { return u->dispatch; }
eng_port *cu_port_inst(cu *u) { return u->inst_port; }
eng_port *cu_port_scalar(cu *u) { return u->scalar_port; }
eng_port *cu_port_vector(cu *u) { return u->vector_port; }
cu_stats cu_get_stats(const cu *u) { return u->st; }
