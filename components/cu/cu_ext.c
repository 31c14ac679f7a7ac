/* See cu_ext.h: the CU as its policy layers see it. */
#include "components/cu/cu_ext.h"

#include "components/cu/cu_int.h"
#include "engine/ranks.h"

uint64_t cu_ext_now(const cu *u) { return u->now; }
void cu_ext_want(cu *u, uint64_t cycle) { cu_want(u, cycle); }
const cu_config *cu_ext_cfg(const cu *u) { return &u->cfg; }
uint32_t cu_ext_nwaves(const cu *u) { return u->nwaves; }

bool cu_ext_runs_here(const cu *u)
{
    eng_engine *e = eng_comp_engine(&u->comp);
    return eng_owner_rank(e, &u->comp.owner) == eng_rank(e);
}

static uint32_t layer(const cu *u, const cu_det_ops *ops)
{
    for (uint32_t i = 0; i < u->ndet; i++)
        if (u->det[i] == ops) return i;
    return CU_NO_IDX;
}

void *cu_ext_state(const cu *u, const cu_det_ops *ops)
{
    uint32_t i = layer(u, ops);
    return i == CU_NO_IDX ? NULL : u->det_state[i];
}

void cu_ext_set_state(cu *u, const cu_det_ops *ops, void *state)
{
    uint32_t i = layer(u, ops);
    if (i != CU_NO_IDX) u->det_state[i] = state;
}

bool cu_ext_mem_idle(const cu *u) { return !u->vq.n && !u->sq.n && !u->mem_inflight; }

bool cu_ext_quiet(const cu *u)
{
    return u->wake_at == UINT64_MAX && cu_ext_mem_idle(u) && !u->fetch_inflight;
}

const cu_sched_ops *cu_ext_set_sched(cu *u, const cu_sched_ops *s)
{
    const cu_sched_ops *old = u->sched;
    u->sched = s;
    return old;
}

/* ---- waves ---------------------------------------------------------------- */

enum cu_wave_state cu_ext_wave_state(const cu *u, uint32_t wi)
{
    return (enum cu_wave_state)cu_wave_at(u, wi)->state;
}

const amdgpu_inst *cu_ext_wave_inst(const cu *u, uint32_t wi)
{
    const cu_wave *wv = cu_wave_at(u, wi);
    return wv->have_inst ? wv->inst : NULL;
}

const amdgpu_wave *cu_ext_wave_regs(const cu *u, uint32_t wi) { return &cu_wave_at(u, wi)->w; }
uint32_t cu_ext_wave_simd(const cu *u, uint32_t wi) { return cu_wave_at(u, wi)->simd; }
uint32_t cu_ext_wave_wg(const cu *u, uint32_t wi) { return cu_wave_at(u, wi)->wg; }
uint32_t cu_ext_wave_gen(const cu *u, uint32_t wi) { return cu_wave_at(u, wi)->gen; }
uint64_t cu_ext_wave_entry_pc(const cu *u, uint32_t wi) { return cu_wave_at(u, wi)->entry_pc; }

void cu_ext_wave_delay(cu *u, uint32_t wi, uint64_t cycles)
{
    cu_wave *wv = cu_wave_at(u, wi);
    wv->ready_at += cycles;
    cu_want(u, wv->ready_at);
}

/* ---- workgroups and resources ------------------------------------------ */

uint32_t cu_ext_wg_cap(const cu *u) { return u->wgs_cap; }

cu_ext_wg cu_ext_wg_at(const cu *u, uint32_t gi)
{
    const cu_wg *g = &u->wgs[gi];
    return (cu_ext_wg){.used = g->used, .running = g->used && g->msg, .launch = g->launch,
                       .id = g->used && g->msg ? g->msg->wg : NULL, .nwaves = g->nwaves,
                       .wave = g->wave_idx};
}

bool cu_ext_simd_fits(const cu *u, uint32_t s, uint32_t n, uint32_t vgprs, uint32_t sgprs)
{
    return u->slots_used[s] + n <= u->cfg.wave_slots &&
           u->vgpr_used[s] + n * vgprs <= u->cfg.vgprs_per_simd &&
           u->sgpr_used[s] + n * sgprs <= u->cfg.sgprs_per_simd;
}

void cu_ext_release_held(cu *u) { cu_admit_release_held(u); }

/* ---- between engine runs ------------------------------------------------ */

amdgpu_wave *cu_ext_wave_regs_rw(cu *u, uint32_t wi) { return &cu_wave_at(u, wi)->w; }

uint32_t cu_ext_wave_out(const cu *u, uint32_t wi)
{
    const cu_wave *wv = cu_wave_at(u, wi);
    return wv->vm_out + wv->lgkm_out;
}

void cu_ext_wake(cu *u) { eng_comp_wake(&u->comp); }

void cu_ext_wg_end_now(cu *u, uint32_t gi, uint64_t extra_insts)
{
    cu_admit_end_now(u, gi, extra_insts);
    eng_comp_wake(&u->comp);
}

/* ---- memory instructions and their transactions ------------------------ */

const amdgpu_inst *cu_ext_minst_inst(const cu *u, uint32_t mi) { return u->mi[mi].inst; }
bool cu_ext_minst_scalar(const cu *u, uint32_t mi) { return u->mi[mi].scalar; }
cu_txn *cu_ext_txn(cu *u, uint32_t mi, uint32_t ti) { return &u->mi[mi].tx[ti]; }
cu_txn_x *cu_ext_txn_x(cu *u, uint32_t mi, uint32_t ti) { return cu_tx_x(u, &u->mi[mi], ti); }

bool cu_ext_txn_done(cu *u, uint32_t mi, uint32_t ti)
{
    if (mi >= u->nmi || !u->mi[mi].used || ti >= u->mi[mi].ntx || u->mi[mi].tx[ti].done)
        return false;
    u->mi[mi].tx[ti].done = true;
    u->mi[mi].tx[ti].ok = true;
    u->mi[mi].ndone++;
    return true;
}

void cu_ext_txn_line(cu *u, uint32_t mi, uint32_t ti, uint8_t line[MEM_LINE_MAX])
{
    cu_txn_line(&u->mi[mi], &u->mi[mi].tx[ti], line);
}

void cu_ext_txn_keep(cu *u, uint32_t mi, uint32_t ti, const uint64_t *mask,
                     const uint8_t line[MEM_LINE_MAX])
{
    cu_txn_keep(&u->mi[mi], &u->mi[mi].tx[ti], mask, line);
}

const cu_access *cu_ext_accesses(const cu *u, uint32_t mi, uint32_t *n)
{
    *n = u->s ? u->mi[mi].nacc : 0;
    return u->s ? u->s->acc : NULL;
}

void cu_ext_mem_response(cu *u, mem_rsp *r) { cu_mem_response(u, r); }

void cu_ext_push_own(cu *u, const cu_det_ops *ops, mem_req *r)
{
    uint64_t i = layer(u, ops);
    r->id = CU_OWN_ID | i << CU_OWN_LAYER_SHIFT | (r->id & ((1ull << CU_OWN_LAYER_SHIFT) - 1));
    cu_mem_push_own(u, r);
}

/* ---- the ACE ------------------------------------------------------------- */

eng_port *cu_ext_ace_port(const cu *u) { return u->front; }
void cu_ext_to_ace(cu *u, eng_msg *m) { cu_out_push_msg(u, m); }
