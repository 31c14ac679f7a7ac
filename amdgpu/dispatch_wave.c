/* amdgpu/dispatch_wave.c - the initial state of one wavefront (see
 * amdgpu/dispatch.h for the register order). */
#include <string.h>

#include "amdgpu/dispatch.h"

/* The private segment buffer V#: base = scratch backing, swizzled,
 * element size 4 (dword3 bits 20:19 = 1), index stride 64 (bits 22:21 =
 * 3), add_tid (bit 23); num_records unlimited (the memory image bounds
 * scratch); data format 32 (bits 18:15 = 4) as the runtime sets it. */
static void private_vsharp(const amdgpu_dispatch *d, uint32_t out[4])
{
    out[0] = (uint32_t)d->scratch_base;
    out[1] = (uint32_t)(d->scratch_base >> 32 & 0xffff) | 1u << 31;
    out[2] = 0xffffffffu;
    out[3] = 1u << 19 | 3u << 21 | 1u << 23 | 4u << 15;
}

/* MODE as the descriptor's COMPUTE_PGM_RSRC1 asks: FP_ROUND/FP_DENORM
 * from FLOAT_MODE [19:12], DX10_CLAMP [21] -> bit 8, IEEE [23] -> bit 9. */
static uint32_t initial_mode(uint32_t rsrc1)
{
    return (rsrc1 >> 12 & 0xff) | (rsrc1 >> 21 & 1) << 8 | (rsrc1 >> 23 & 1) << 9;
}

static int put_sgprs(amdgpu_wave *w, unsigned *n, const uint32_t *v, unsigned count)
{
    if (*n + count > AMDGPU_SRC_SGPR_MAX + 1) return -1;
    memcpy(&w->s[*n], v, count * sizeof *v);
    *n += count;
    return 0;
}

#define PUT(...)                                                                 \
    do {                                                                         \
        const uint32_t v_[] = {__VA_ARGS__};                                     \
        if (put_sgprs(w, &n, v_, sizeof v_ / sizeof v_[0]) < 0) return -1;       \
    } while (0)
#define LO(x) ((uint32_t)(x))
#define HI(x) ((uint32_t)((uint64_t)(x) >> 32))

static int user_sgprs(const amdgpu_dispatch *d, uint32_t slot, amdgpu_wave *w)
{
    const struct amdgpu_kernel_regs *r = &d->kernel->regs;
    unsigned n = 0;
    if (r->private_segment_buffer) {
        uint32_t v[4];
        private_vsharp(d, v);
        PUT(v[0], v[1], v[2], v[3]);
    }
    if (r->dispatch_ptr) PUT(LO(d->packet_addr), HI(d->packet_addr));
    if (r->queue_ptr) PUT(LO(d->queue_addr), HI(d->queue_addr));
    if (r->kernarg_segment_ptr) PUT(LO(d->kernarg_addr), HI(d->kernarg_addr));
    if (r->dispatch_id) PUT(LO(d->dispatch_id), HI(d->dispatch_id));
    /* gfx8: {offset of this queue's scratch from the backing base, size} */
    if (r->flat_scratch_init) PUT(0, d->private_size);
    if (r->private_segment_size) PUT(d->private_size);
    if (r->grid_workgroup_count_x) PUT(d->wg_count[0]);
    if (r->grid_workgroup_count_y) PUT(d->wg_count[1]);
    if (r->grid_workgroup_count_z) PUT(d->wg_count[2]);
    (void)slot;
    return 0;
}

static int system_sgprs(const amdgpu_dispatch *d, const uint32_t wg[3], uint32_t wave,
                        uint32_t slot, amdgpu_wave *w)
{
    const struct amdgpu_kernel_regs *r = &d->kernel->regs;
    /* system SGPRs follow the user SGPRs the descriptor declares */
    unsigned n = r->user_sgpr_count;
    if (r->workgroup_id_x) PUT(wg[0]);
    if (r->workgroup_id_y) PUT(wg[1]);
    if (r->workgroup_id_z) PUT(wg[2]);
    /* {first_wave[31], ordered_append_term[15:6] = 0, waves in group[5:0]} */
    if (r->workgroup_info) PUT((uint32_t)(wave == 0) << 31 | (amdgpu_dispatch_wg_waves(d, wg) & 63));
    if (r->private_segment_wave_byte_offset) PUT(slot * d->scratch_wave_bytes);
    return 0;
}

/* Work-item ids: one VGPR each (v0 = x, v1 = y, v2 = z, as enabled) on
 * gfx8; packed into v0 (x in 9:0, y in 19:10, z in 29:20) on gfx940. */
static void workitem_ids(const struct amdgpu_kernel *k, amdgpu_wave *w, unsigned l, uint32_t x,
                         uint32_t y, uint32_t z)
{
    unsigned en = k->regs.vgpr_workitem_id;
    if (k->regs.packed_workitem_id) {
        if (w->nvgpr > 0)
            w->v[l] = x | (en >= 1 ? y << 10 : 0) | (en >= 2 ? z << 20 : 0);
        return;
    }
    if (w->nvgpr > 0) w->v[l] = x;
    if (en >= 1 && w->nvgpr > 1) w->v[AMDGPU_WAVE_LANES + l] = y;
    if (en >= 2 && w->nvgpr > 2) w->v[2 * AMDGPU_WAVE_LANES + l] = z;
}

int amdgpu_dispatch_wave_init(const amdgpu_dispatch *d, const uint32_t wg[3], uint32_t wave,
                            uint32_t scratch_slot, amdgpu_wave *w)
{
    const struct amdgpu_kernel *k = d->kernel;
    memset(w->s, 0, sizeof w->s);
    w->scc = false;
    w->pc = k->entry;
    w->nvgpr = k->vgpr_alloc;
    w->nsgpr = k->sgpr_alloc;
    w->accum_offset = (uint16_t)(k->accum_offset < k->vgpr_alloc ? k->accum_offset
                                                                 : k->vgpr_alloc);
    w->nagpr = (uint16_t)(k->vgpr_alloc - w->accum_offset);
    w->mode = initial_mode(k->rsrc1);
    w->trapsts = 0;
    w->wave_id = wave;
    w->wg_id[0] = wg[0], w->wg_id[1] = wg[1], w->wg_id[2] = wg[2];
    w->fault_addr = 0;
    w->shared_aperture_hi = AMDGPU_SHARED_APERTURE_HI;
    w->private_aperture_hi = AMDGPU_PRIVATE_APERTURE_HI;
    w->scratch_base = d->scratch_base;
    if (user_sgprs(d, scratch_slot, w) < 0 || system_sgprs(d, wg, wave, scratch_slot, w) < 0)
        return -1;
    /* architected flat scratch (gfx940): the hardware points FLAT_SCRATCH
     * at the wave's scratch, which the kernel's scratch_* instructions
     * address from (gfx8 kernels set it from flat scratch init) */
    if (k->regs.private_segment_enable) {
        uint64_t base = d->scratch_base + (uint64_t)scratch_slot * d->scratch_wave_bytes;
        w->s[AMDGPU_SREG_FLAT_SCR] = LO(base);
        w->s[AMDGPU_SREG_FLAT_SCR + 1] = HI(base);
    }

    /* Work-items of the (possibly partial) workgroup in x-fastest order;
     * this wave holds flat ids wave*64 .. wave*64+63. */
    uint32_t s[3];
    amdgpu_dispatch_wg_dims(d, wg, s);
    uint64_t total = (uint64_t)s[0] * s[1] * s[2], exec = 0;
    memset(w->v, 0, (size_t)w->nvgpr * AMDGPU_WAVE_LANES * sizeof *w->v);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        uint64_t id = (uint64_t)wave * AMDGPU_WAVE_LANES + l;
        if (id >= total) break;
        exec |= 1ull << l;
        uint32_t x = (uint32_t)(id % s[0]), y = (uint32_t)(id / s[0] % s[1]);
        uint32_t z = (uint32_t)(id / ((uint64_t)s[0] * s[1]));
        workitem_ids(k, w, l, x, y, z);
    }
    amdgpu_wave_set_exec(w, exec);
    return 0;
}
