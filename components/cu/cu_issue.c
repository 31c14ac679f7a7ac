/* The issue arbiter and the non-memory execution units.
 *
 * Each cycle the arbiter walks the waves in the order of the CU's
 * scheduler (cu_sched.h: lrr, round-robin starting after the last wave
 * that issued, or gto) and issues every wave whose decoded instruction
 * is ready and whose unit is free, at most one instruction per unit type
 * per cycle. A VALU instruction holds its wave's SIMD for its occupancy
 * (valu_cycles; f64 and transcendental ops longer); the wave's next
 * instruction is decoded when this one has left the pipeline. An MFMA
 * (CDNA) issues like a VALU op (the SIMD is free again after valu_cycles)
 * and then holds the SIMD's matrix core for its passes (mfma_*_passes *
 * mfma_pass_cycles): the next MFMA on that SIMD waits for it, and so does
 * its own wave, for the result (the hardware lets a wave's independent
 * VALU work overlap; this model does not). s_waitcnt,
 * s_barrier, ds_gws_barrier (the grid barrier: a message to the CP, the
 * wave waits for its answer) and s_endpgm are handled here (the "special"
 * unit); memory
 * instructions go to cu_mem.c. */
#include <pthread.h>
#include <stddef.h>
#include <string.h>

#include "components/cu/cu_int.h"
#include "amdgpu/exec.h"
#include "amdgpu/mfma.h"
#include "util/xalloc.h"

static bool is_trans(const char *n)
{
    static const char *const p[] = {"v_rcp_", "v_rsq_", "v_sqrt_", "v_log_", "v_exp_",
                                    "v_sin_", "v_cos_", "v_rcp_iflag"};
    for (size_t i = 0; i < sizeof p / sizeof *p; i++)
        if (!strncmp(n, p[i], strlen(p[i]))) return true;
    return false;
}

/* The latency class of every op depends only on the ISA tables, so it is
 * worked out once per process (the name matching cost ~25M host
 * instructions when every CU of a GPU did it); each CU then only maps
 * the four classes to its configured cycles (not a table per op: 1.9 KiB
 * a CU). */
enum { LAT_F64 = 1, LAT_TRANS = 2 };
static uint8_t lat_class[AMDGPU_OP_COUNT];
/* MFMA ops: 1 + the index of their shape in mfma_keys (0: not an MFMA). */
static uint8_t mfma_key[AMDGPU_OP_COUNT];
static pthread_once_t lat_once = PTHREAD_ONCE_INIT;

/* The shapes with a passes parameter (cu_params.c), by type, M and K. */
static const struct {
    uint8_t type, m, k;
    size_t field; /* offsetof(cu_config, mfma_*_passes) */
} mfma_keys[CU_MFMA_KEYS] = {
#define K_(t, m, k, f) {AMDGPU_MFMA_##t, m, k, offsetof(cu_config, f)}
    K_(F32, 32, 1, mfma_f32_32x32x1_passes), K_(F32, 16, 1, mfma_f32_16x16x1_passes),
    K_(F32, 4, 1, mfma_f32_4x4x1_passes), K_(F32, 32, 2, mfma_f32_32x32x2_passes),
    K_(F32, 16, 4, mfma_f32_16x16x4_passes),
    K_(F16, 32, 4, mfma_f16_32x32x4_passes), K_(F16, 16, 4, mfma_f16_16x16x4_passes),
    K_(F16, 4, 4, mfma_f16_4x4x4_passes), K_(F16, 32, 8, mfma_f16_32x32x8_passes),
    K_(F16, 16, 16, mfma_f16_16x16x16_passes),
    K_(BF16, 32, 4, mfma_bf16_32x32x4_passes), K_(BF16, 16, 4, mfma_bf16_16x16x4_passes),
    K_(BF16, 4, 4, mfma_bf16_4x4x4_passes), K_(BF16, 32, 8, mfma_bf16_32x32x8_passes),
    K_(BF16, 16, 16, mfma_bf16_16x16x16_passes),
    K_(I8, 32, 4, mfma_i8_32x32x4_passes), K_(I8, 16, 4, mfma_i8_16x16x4_passes),
    K_(I8, 4, 4, mfma_i8_4x4x4_passes), K_(I8, 32, 16, mfma_i8_32x32x16_passes),
    K_(I8, 16, 32, mfma_i8_16x16x32_passes),
#undef K_
};

static void lat_init(void)
{
    for (unsigned op = 0; op < AMDGPU_OP_COUNT; op++) {
        const amdgpu_opinfo *i = amdgpu_opinfo_get(op);
        bool f64 = i->dst == AMDGPU_T_F64 || i->src[0] == AMDGPU_T_F64 || i->src[1] == AMDGPU_T_F64;
        lat_class[op] = (uint8_t)((f64 ? LAT_F64 : 0) | (is_trans(i->name) ? LAT_TRANS : 0));
        amdgpu_mfma_shape s;
        if (!amdgpu_mfma_shape_of(i->name, &s)) continue;
        for (unsigned k = 0; k < CU_MFMA_KEYS; k++)
            if (mfma_keys[k].type == s.type && mfma_keys[k].m == s.m && mfma_keys[k].k == s.k)
                mfma_key[op] = (uint8_t)(k + 1);
    }
}

void cu_issue_init_latencies(cu *u)
{
    pthread_once(&lat_once, lat_init);
    for (unsigned k = 0; k < 4; k++) { /* every combination of LAT_F64 and LAT_TRANS */
        uint32_t c = u->cfg.valu_cycles;
        if (k & LAT_F64) c = u->cfg.valu_f64_cycles;
        if ((k & LAT_TRANS) && u->cfg.valu_trans_cycles > c) c = u->cfg.valu_trans_cycles;
        u->class_cycles[k] = (uint16_t)(c ? c : 1);
    }
    for (unsigned k = 0; k < CU_MFMA_KEYS; k++) {
        uint32_t passes;
        memcpy(&passes, (const char *)&u->cfg + mfma_keys[k].field, sizeof passes);
        uint64_t c = (uint64_t)passes * u->cfg.mfma_pass_cycles;
        u->mfma_cycles[k] = (uint32_t)(c ? c : 1);
    }
}

/* s_waitcnt simm16 (gfx8): vmcnt [3:0], expcnt [6:4], lgkmcnt [11:8]
 * (gfx9: and vmcnt's high bits [15:14], special()). */
bool cu_waitcnt_ok(const cu_wave *wv)
{
    return wv->vm_out <= wv->wait_vm && wv->lgkm_out <= wv->wait_lgkm;
}

/* Runs the wave's instruction; false when it stopped on an error. */
static bool run(cu *u, uint32_t wi, int *rc_out)
{
    cu_wave *wv = cu_wave_at(u, wi);
    uint64_t pc = wv->w.pc;
    int rc = amdgpu_exec_prepared(&wv->w, wv->inst, wv->prep);
    *rc_out = rc;
    if (rc == AMDGPU_EXEC_OK || rc == AMDGPU_EXEC_WAITCNT || rc == AMDGPU_EXEC_BARRIER ||
        rc == AMDGPU_EXEC_ENDPGM || rc == AMDGPU_EXEC_GWS)
        return true;
    cu_report(u, wi, wv->inst, pc, amdgpu_exec_strerror(rc), rc == AMDGPU_EXEC_MEMFAULT,
              wv->w.fault_addr);
    return false;
}

static void done_after(cu *u, cu_wave *wv, uint64_t cycles)
{
    wv->have_inst = false;
    cu_bit_set(u->fetch_set, cu_wave_index(u, wv));
    wv->ready_at = u->now + cycles;
    cu_want(u, wv->ready_at);
}

static void special(cu *u, uint32_t wi)
{
    cu_wave *wv = cu_wave_at(u, wi);
    int rc;
    uint32_t extra = wv->inst->op == AMDGPU_OP_s_nop ? (uint32_t)(wv->inst->simm16 & 7) : 0;
    int32_t imm = wv->inst->simm16;
    if (!run(u, wi, &rc)) return;
    u->st.special++;
    switch (rc) {
    case AMDGPU_EXEC_WAITCNT:
        wv->wait_vm = imm & 0xf;
        /* gfx9: vmcnt has 6 bits, the high two in simm16[15:14] */
        if (wv->inst->isa == AMDGPU_ISA_GFX940) wv->wait_vm |= (imm >> 10) & 0x30;
        wv->wait_lgkm = (imm >> 8) & 0xf;
        done_after(u, wv, u->cfg.special_cycles);
        if (!cu_waitcnt_ok(wv)) wv->state = WS_WAITCNT;
        break;
    case AMDGPU_EXEC_BARRIER:
        done_after(u, wv, u->cfg.special_cycles);
        wv->state = WS_BARRIER;
        cu_barrier_check(u, wv->wg);
        break;
    case AMDGPU_EXEC_GWS: { /* the CP opens the barrier (cu_msg.h) */
        const cu_wg *g = &u->wgs[wv->wg];
        cu_gws_msg *m = xcalloc(1, sizeof *m, "GWS message");
        m->hdr.type = CU_MSG_GWS;
        m->hdr.dst = g->msg->hdr.src;
        m->hdr.bytes = 16;
        m->launch = g->launch->id;
        m->wave = wi;
        amdgpu_gws_args(&wv->w, wv->inst, &m->resource, &m->count);
        done_after(u, wv, u->cfg.special_cycles);
        wv->state = WS_GWS;
        cu_out_push_msg(u, &m->hdr);
        break;
    }
    case AMDGPU_EXEC_ENDPGM:
        wv->have_inst = false;
        wv->state = WS_ENDED;
        cu_wave_try_end(u, wi);
        break;
    default: done_after(u, wv, u->cfg.special_cycles + extra);
    }
}

void cu_gws_go(cu *u, const cu_gws_msg *m)
{
    if (m->wave >= u->nwaves) return;
    cu_wave *wv = cu_wave_at(u, m->wave);
    if (wv->state != WS_GWS) return; /* its workgroup failed meanwhile */
    wv->state = WS_RUN;
    cu_bit_set(u->fetch_set, m->wave);
    wv->ready_at = u->now + 1;
    cu_want(u, wv->ready_at);
}

/* The earliest cycle the unit of wave wv's instruction is free. */
static uint64_t unit_free(const cu *u, const cu_wave *wv)
{
    switch (wv->inst->info->unit) {
    case AMDGPU_UNIT_VALU:
        if (mfma_key[wv->inst->op] && u->xdl_free[wv->simd] > u->simd_free[wv->simd])
            return u->xdl_free[wv->simd];
        return u->simd_free[wv->simd];
    case AMDGPU_UNIT_SALU: return u->salu_free;
    case AMDGPU_UNIT_BRANCH: return u->branch_free;
    case AMDGPU_UNIT_VMEM: return u->vmem_free;
    case AMDGPU_UNIT_SMEM: return u->smem_free;
    case AMDGPU_UNIT_LDS: return u->lds_free;
    default: return 0;
    }
}

/* Issues wave wi's instruction on its unit; false if it could not go. */
static bool issue_one(cu *u, uint32_t wi)
{
    cu_wave *wv = cu_wave_at(u, wi);
    unsigned unit = wv->inst->info->unit;
    int rc;
    /* the grid barrier waits as s_barrier does, on the CP's answer */
    if (wv->inst->op == AMDGPU_OP_ds_gws_barrier) unit = AMDGPU_UNIT_SPECIAL;
    switch (unit) {
    case AMDGPU_UNIT_VALU: {
        unsigned mk = mfma_key[wv->inst->op];
        uint32_t c = u->class_cycles[lat_class[wv->inst->op]];
        if (!run(u, wi, &rc)) return true;
        u->simd_free[wv->simd] = u->now + c;
        u->st.valu++;
        if (mk) { /* the matrix core works on; the SIMD takes other VALU ops */
            uint32_t m = u->mfma_cycles[mk - 1];
            u->xdl_free[wv->simd] = u->now + m;
            c = m > c ? m : c;
        }
        done_after(u, wv, c);
        return true;
    }
    case AMDGPU_UNIT_SALU:
    case AMDGPU_UNIT_BRANCH: {
        if (!run(u, wi, &rc)) return true;
        bool br = unit == AMDGPU_UNIT_BRANCH;
        *(br ? &u->branch_free : &u->salu_free) = u->now + 1;
        br ? u->st.branch++ : u->st.salu++;
        done_after(u, wv, br ? u->cfg.branch_cycles : u->cfg.salu_cycles);
        return true;
    }
    case AMDGPU_UNIT_VMEM:
    case AMDGPU_UNIT_SMEM:
    case AMDGPU_UNIT_LDS: return cu_mem_issue(u, wi);
    case AMDGPU_UNIT_SPECIAL: special(u, wi); return true;
    default:
        cu_report(u, wi, wv->inst, wv->w.pc, "instruction not supported by the compute unit",
                  false, 0);
        return true;
    }
}

bool cu_issue(cu *u)
{
    bool progress = false, used[AMDGPU_UNIT_COUNT] = {false};
    uint32_t first = CU_NO_IDX, last = CU_NO_IDX;
    u->sched->begin(u);
    for (uint32_t wi; (wi = u->sched->next(u)) != CU_NO_IDX;) {
        cu_wave *wv = cu_wave_at(u, wi);
        if (wv->state == WS_WAITCNT && cu_waitcnt_ok(wv)) {
            wv->state = WS_RUN;
            cu_bit_set(u->fetch_set, wi);
            progress = true;
        }
        if (wv->state != WS_RUN || !wv->have_inst) {
            /* a waiting wave comes back when its counters drop (retire) */
            cu_bit_clr(u->issue_set, wi);
            continue;
        }
        if (wv->ready_at > u->now) {
            cu_want(u, wv->ready_at);
            continue;
        }
        unsigned unit = wv->inst->info->unit;
        uint64_t free_at = unit_free(u, wv);
        if (free_at > u->now) {
            cu_want(u, free_at);
            continue;
        }
        if (unit != AMDGPU_UNIT_SPECIAL && used[unit]) {
            cu_want(u, u->now + 1);
            continue;
        }
        if (!cu_det_may_issue(u, wi)) { /* the policy wakes us (cu_det.h) */
            if (u->issue_block == CU_STALL_COUNT) u->issue_block = CU_STALL_POLICY;
            continue;
        }
        const amdgpu_inst *in = wv->inst; /* only decoding changes it, not issuing */
        uint64_t before = u->st.instructions;
        u->st.instructions++;
        wv->insts++;
        if (!issue_one(u, wi)) { /* memory unit full: try again later */
            u->st.instructions = before;
            wv->insts--;
            u->issue_block = CU_STALL_PORT;
            continue;
        }
        used[unit] = true;
        progress = true;
        if (first == CU_NO_IDX) first = wi;
        last = wi;
        cu_det_issued(u, wi, in);
    }
    u->sched->end(u, first, last);
    return progress;
}

const char *cu_stall_name(unsigned reason)
{
    static const char *const n[CU_STALL_COUNT] = {
        "issue", "unit", "port", "policy", "exec", "fetch", "lgkmcnt", "vmcnt", "barrier", "drain",
    };
    return reason < CU_STALL_COUNT ? n[reason] : NULL;
}

/* The reason of one resident wave (cu.h lists them). */
static unsigned wave_reason(const cu *u, const cu_wave *wv)
{
    switch (wv->state) {
    case WS_RUN:
        if (wv->ready_at > u->now) return CU_STALL_EXEC;
        if (!wv->have_inst) return CU_STALL_FETCH;
        if (unit_free(u, wv) > u->now) return CU_STALL_UNIT;
        return u->issue_block < CU_STALL_COUNT ? u->issue_block : CU_STALL_UNIT;
    case WS_WAITCNT: return wv->vm_out > wv->wait_vm ? CU_STALL_VMCNT : CU_STALL_LGKMCNT;
    case WS_BARRIER:
    case WS_GWS: return CU_STALL_BARRIER;
    default: return CU_STALL_DRAIN; /* ended, gone, claimed */
    }
}

unsigned cu_stall_reason(const cu *u, bool issued)
{
    if (issued) return CU_STALL_ISSUE;
    unsigned best = CU_STALL_DRAIN;
    /* the least reason of any wave: records in memory order (a wave's
     * least is CU_STALL_UNIT, where the walk stops, so the order does not
     * change the answer) */
    for (const cu_wave *wv = u->waves, *end = u->waves + u->nwaves; wv < end && best > CU_STALL_UNIT;
         wv++) {
        if (wv->state == WS_FREE) continue;
        unsigned r = wave_reason(u, wv);
        if (r < best) best = r;
    }
    return best;
}
