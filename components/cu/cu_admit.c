/* Workgroup admission and retirement: reserve wave slots, VGPRs and SGPRs
 * per SIMD and LDS per CU for a whole workgroup or reject it; set each
 * wave up with amdgpu_dispatch_wave_init (the one dispatch implementation);
 * end waves, release resources and report the workgroup done. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/cu/cu_int.h"
#include "amdgpu/dispatch.h"
#include "util/vec.h"
#include "util/xalloc.h"
#include "util/zmem.h"

/* Picks a SIMD for each of n waves (round-robin from next_simd, each SIMD
 * limited by its slots, VGPRs and SGPRs); false when they do not fit. */
static bool place_waves(cu *u, uint32_t n, uint32_t vg, uint32_t sg, uint32_t *simd_of)
{
    uint32_t slots[CU_MAX_SIMDS], vgpr[CU_MAX_SIMDS], sgpr[CU_MAX_SIMDS];
    memcpy(slots, u->slots_used, sizeof slots);
    memcpy(vgpr, u->vgpr_used, sizeof vgpr);
    memcpy(sgpr, u->sgpr_used, sizeof sgpr);
    uint32_t s = u->next_simd;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t tries = 0;
        while (slots[s] >= u->cfg.wave_slots || vgpr[s] + vg > u->cfg.vgprs_per_simd ||
               sgpr[s] + sg > u->cfg.sgprs_per_simd) {
            s = (s + 1) % u->cfg.simds;
            if (++tries == u->cfg.simds) return false;
        }
        simd_of[i] = s;
        slots[s]++, vgpr[s] += vg, sgpr[s] += sg;
        s = (s + 1) % u->cfg.simds;
    }
    return true;
}

static uint32_t free_slot_on(cu *u, uint32_t simd)
{
    for (uint32_t i = 0; i < u->cfg.wave_slots; i++) {
        uint32_t wi = simd * u->cfg.wave_slots + i;
        if (cu_wave_at(u, wi)->state == WS_FREE) return wi;
    }
    return CU_NO_IDX; /* unreachable: slots_used said there is one */
}

/* A wave's registers. */
static int grow_regs(cu *u, cu_wave *wv, size_t dwords)
{
    (void)u;
    if (dwords > UINT32_MAX) return -1;
    return VEC_TRY_RESERVE(wv->w.v, wv->vcap, dwords);
}

/* A free entry of the workgroup table, grown (doubled, up to max_wgs)
 * when every entry is in use. */
static uint32_t free_wg(cu *u)
{
    for (uint32_t i = 0; i < u->wgs_cap; i++)
        if (!u->wgs[i].used) return i;
    if (u->wgs_cap == u->cfg.max_wgs) return CU_NO_IDX;
    uint32_t old = u->wgs_cap;
    VEC_RESERVE_HOW(u->wgs, u->wgs_cap, old + 1, "cu workgroup table", .max = u->cfg.max_wgs,
                    .zero = true); /* zero: entries not in use */
    return old;
}

static void init_wave(cu *u, cu_wave *wv, cu_wg *g, uint32_t gi, uint32_t k, uint32_t wi)
{
    const amdgpu_dispatch *d = g->launch->d;
    wv->state = WS_RUN;
    wv->gen++;
    wv->wg = gi;
    wv->w.lds = g->lds;
    wv->w.lds_size = g->lds_size;
    /* A scratch slot per hardware wave slot of the GPU, so concurrent
     * waves never share one; the driver places cus * simds * slots. */
    uint32_t scratch = u->cfg.id * u->nwaves + wi;
    amdgpu_dispatch_wave_init(d, g->msg->wg, k, scratch, &wv->w);
    wv->w.pc += g->launch->code_delta;
    wv->entry_pc = wv->w.pc;
    wv->age = u->age_next++;
    wv->w.cu_id = u->cfg.id;
    wv->simd = wi / u->cfg.wave_slots;
    wv->w.simd_id = wv->simd;
    cu_fetch_drop(u, wv);
    wv->have_inst = false;
    wv->ready_at = u->now + u->cfg.wave_launch_cycles;
    wv->vm_out = wv->lgkm_out = 0;
    wv->vm_head = wv->vm_tail = wv->lgkm_head = wv->lgkm_tail = CU_NO_IDX;
    wv->insts = 0;
    wv->trace_id = cu_trace_new(u);
    trace_task_start(&u->comp, wv->trace_id, g->msg->trace_id, "wavefront", "wf");
    cu_bit_set(u->fetch_set, wi);
    cu_want(u, wv->ready_at);
}

bool cu_admit(cu *u, cu_wg_msg *m)
{
    const amdgpu_dispatch *d = m->launch->d;
    const struct amdgpu_kernel *k = d->kernel;
    uint32_t n = amdgpu_dispatch_wg_waves(d, m->wg), simd_of[16];
    uint32_t gi = free_wg(u);
    if (gi == CU_NO_IDX || n > 16 || u->lds_used + d->group_size > u->cfg.lds_bytes ||
        !(cu_det_place(u, n, k->vgpr_alloc, k->sgpr_alloc, simd_of) ||
          place_waves(u, n, k->vgpr_alloc, k->sgpr_alloc, simd_of))) {
        cu_det_admitted(u, CU_NO_IDX, false);
        return false;
    }
    cu_wg *g = &u->wgs[gi];
    if (VEC_TRY_RESERVE(g->lds, g->lds_cap, d->group_size) < 0) {
        cu_det_admitted(u, CU_NO_IDX, false);
        return false;
    }
    uint32_t wi_of[16];
    for (uint32_t i = 0; i < n; i++) {
        wi_of[i] = free_slot_on(u, simd_of[i]);
        cu_wave_at(u, wi_of[i])->state = WS_CLAIMED; /* set up below */
        if (grow_regs(u, cu_wave_at(u, wi_of[i]), (size_t)k->vgpr_alloc * AMDGPU_WAVE_LANES + 1) < 0) {
            for (uint32_t j = 0; j <= i; j++) cu_wave_at(u, wi_of[j])->state = WS_FREE;
            cu_det_admitted(u, CU_NO_IDX, false);
            return false;
        }
    }
    if (u->wgs_used == 0) u->busy_start = u->now;
    if (d->group_size) memset(g->lds, 0, d->group_size);
    g->used = true, g->msg = m, g->launch = m->launch;
    g->nwaves = (uint16_t)n, g->ended = g->at_barrier = 0;
    g->vgprs = (uint16_t)k->vgpr_alloc, g->sgprs = (uint16_t)k->sgpr_alloc; /* <= 512, 112 */
    g->lds_size = d->group_size;
    g->error = NULL, g->insts = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t s = simd_of[i];
        u->slots_used[s]++, u->vgpr_used[s] += k->vgpr_alloc, u->sgpr_used[s] += k->sgpr_alloc;
        g->wave_idx[i] = (uint16_t)wi_of[i];
        init_wave(u, cu_wave_at(u, wi_of[i]), g, gi, i, wi_of[i]);
    }
    u->next_simd = (simd_of[n - 1] + 1) % u->cfg.simds;
    u->lds_used += d->group_size;
    u->wgs_used++;
    u->st.workgroups++;
    u->st.waves += n;
    cu_det_admitted(u, gi, true);
    return true;
}

/* Gives back a finished workgroup's waves, registers, LDS and table
 * entry. */
static void wg_release(cu *u, uint32_t gi)
{
    cu_wg *g = &u->wgs[gi];
    for (uint32_t i = 0; i < g->nwaves; i++) {
        cu_wave *wv = cu_wave_at(u, g->wave_idx[i]);
        u->slots_used[wv->simd]--;
        u->vgpr_used[wv->simd] -= g->vgprs;
        u->sgpr_used[wv->simd] -= g->sgprs;
        wv->state = WS_FREE;
        wv->have_inst = false;
        cu_fetch_drop(u, wv);
        /* registers and LDS go back with the workgroup, so that what the
         * CU holds is what its live workgroups use, not the most its
         * slots ever held (kept, sc 512 on d-mgpu-4 peaked with 8 MiB of
         * VGPRs of waves that had ended) */
        free(wv->w.v);
        wv->w.v = NULL, wv->vcap = 0;
    }
    free(g->lds);
    g->lds = NULL, g->lds_cap = 0;
    u->lds_used -= g->lds_size;
    u->wgs_used--;
    if (u->wgs_used == 0) u->st.busy_cycles += u->now - u->busy_start;
    g->used = false;
}

static void wg_finish(cu *u, uint32_t gi)
{
    cu_wg *g = &u->wgs[gi];
    g->msg->hdr.type = CU_MSG_WG_DONE;
    g->msg->error = g->error;
    g->msg->insts = g->insts;
    cu_out_push(u, g->msg);
    g->msg = NULL, g->error = NULL;
    /* a held workgroup keeps its resources (waves stay WS_GONE) */
    if (!cu_det_hold_resources(u)) wg_release(u, gi);
}

void cu_admit_release_held(cu *u)
{
    for (uint32_t i = 0; i < u->wgs_cap; i++)
        if (u->wgs[i].used && !u->wgs[i].msg) wg_release(u, i);
}

/* A wave that issued s_endpgm ends once its memory instructions are all
 * answered; the workgroup ends with its last wave. */
void cu_wave_try_end(cu *u, uint32_t wi)
{
    cu_wave *wv = cu_wave_at(u, wi);
    if (wv->state != WS_ENDED || wv->vm_out || wv->lgkm_out) return;
    cu_wg *g = &u->wgs[wv->wg];
    wv->state = WS_GONE;
    cu_fetch_drop(u, wv); /* it fetches no more */
    trace_task_end(&u->comp, wv->trace_id, "wavefront");
    g->insts += wv->insts;
    if (++g->ended == g->nwaves) wg_finish(u, wv->wg);
    else cu_barrier_check(u, wv->wg);
}

/* Stops every wave of wave wi's workgroup; the first error is kept. Their
 * in-flight memory still drains before the workgroup reports done. */
void cu_wg_fail(cu *u, uint32_t wi, const char *text)
{
    cu_wg *g = &u->wgs[cu_wave_at(u, wi)->wg];
    if (!g->error) g->error = strdup(text ? text : "error");
    for (uint32_t i = 0; i < g->nwaves; i++) {
        uint32_t w = g->wave_idx[i];
        if (cu_wave_at(u, w)->state < WS_ENDED) {
            cu_wave_at(u, w)->state = WS_ENDED;
            cu_wave_at(u, w)->have_inst = false;
        }
    }
    for (uint32_t i = 0; i < g->nwaves; i++) cu_wave_try_end(u, g->wave_idx[i]);
}

/* The rest ran elsewhere (cu_ext_wg_end_now): every wave that has not
 * ended ends here, as cu_wg_fail ends them, without an error. */
void cu_admit_end_now(cu *u, uint32_t gi, uint64_t extra_insts)
{
    cu_wg *g = &u->wgs[gi];
    g->insts += extra_insts;
    for (uint32_t i = 0; i < g->nwaves; i++) {
        cu_wave *wv = cu_wave_at(u, g->wave_idx[i]);
        if (wv->state < WS_ENDED) wv->state = WS_ENDED, wv->have_inst = false;
    }
    for (uint32_t i = 0; i < g->nwaves && g->msg; i++) cu_wave_try_end(u, g->wave_idx[i]);
}

/* Releases the barrier when every wave of the workgroup that has not
 * ended is waiting at it. */
void cu_barrier_check(cu *u, uint32_t gi)
{
    cu_wg *g = &u->wgs[gi];
    uint32_t waiting = 0, live = 0;
    for (uint32_t i = 0; i < g->nwaves; i++) {
        int s = cu_wave_at(u, g->wave_idx[i])->state;
        if (s == WS_BARRIER) waiting++;
        if (s < WS_ENDED) live++;
    }
    if (live == 0 || waiting != live) return;
    for (uint32_t i = 0; i < g->nwaves; i++) {
        cu_wave *wv = cu_wave_at(u, g->wave_idx[i]);
        if (wv->state == WS_BARRIER) {
            wv->state = WS_RUN;
            cu_bit_set(u->fetch_set, g->wave_idx[i]);
            wv->ready_at = u->now + 1;
            cu_want(u, wv->ready_at);
        }
    }
}

void cu_admit_free(cu *u)
{
    for (uint32_t i = 0; u->waves && i < u->nwaves; i++) /* any order */
        free(u->waves[i].w.v), free(u->waves[i].own);
    for (uint32_t i = 0; u->wgs && i < u->wgs_cap; i++) {
        free(u->wgs[i].lds);
        if (u->wgs[i].msg) free(u->wgs[i].msg);
        free(u->wgs[i].error);
    }
    zmem_free(u->waves, u->nwaves, sizeof *u->waves);
    free(u->wgs);
}
