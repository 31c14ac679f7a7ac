/* Descriptors: ties each kernel that the metadata listed to the bytes the
 * hardware reads, the 64-byte kernel descriptor NAME.kd (v3+) or the
 * 256-byte amd_kernel_code_t at the kernel symbol (v2), and fills in what
 * the metadata left out. */
#include <string.h>

#include "amdgpu/codeobj_int.h"

#define KD_SIZE 64
#define AKC_SIZE 256

/* ------------------------------------------------------- descriptors */
static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static uint64_t rd64(const uint8_t *p) { return rd32(p) | (uint64_t)rd32(p + 4) << 32; }

/* The register enables. kernel_code_properties (at offset 56) and the two
 * RSRC words (48, 52) sit at the same offsets in the v3+ kernel descriptor
 * and the v2 amd_kernel_code_t, with the same low bits. */
static void decode_regs(struct amdgpu_kernel *k, uint32_t rsrc1, uint32_t rsrc2, uint32_t props,
                        int v2, amdgpu_isa isa)
{
    struct amdgpu_kernel_regs *r = &k->regs;
    k->rsrc1 = rsrc1;
    k->rsrc2 = rsrc2;
    k->code_properties = props;
    r->private_segment_buffer = props & 1;
    r->dispatch_ptr = props >> 1 & 1;
    r->queue_ptr = props >> 2 & 1;
    r->kernarg_segment_ptr = props >> 3 & 1;
    r->dispatch_id = props >> 4 & 1;
    r->flat_scratch_init = props >> 5 & 1;
    r->private_segment_size = props >> 6 & 1;
    if (v2) { /* reserved in the v3+ descriptor */
        r->grid_workgroup_count_x = props >> 7 & 1;
        r->grid_workgroup_count_y = props >> 8 & 1;
        r->grid_workgroup_count_z = props >> 9 & 1;
    }
    /* bit 0: the wave byte offset SGPR on gfx8; "scratch on" where the
     * flat scratch is architected (gfx940), which gives no SGPR */
    if (isa == AMDGPU_ISA_GFX940)
        r->private_segment_enable = rsrc2 & 1;
    else
        r->private_segment_wave_byte_offset = rsrc2 & 1;
    r->packed_workitem_id = isa == AMDGPU_ISA_GFX940;
    r->user_sgpr_count = rsrc2 >> 1 & 0x1f;
    r->workgroup_id_x = rsrc2 >> 7 & 1;
    r->workgroup_id_y = rsrc2 >> 8 & 1;
    r->workgroup_id_z = rsrc2 >> 9 & 1;
    r->workgroup_info = rsrc2 >> 10 & 1;
    r->vgpr_workitem_id = rsrc2 >> 11 & 3;
    /* GRANULATED_WORKITEM_VGPR_COUNT = ceil(count / granule) - 1: granule
     * 4 on gfx8; 8 on gfx940, whose count is the unified file (VGPRs
     * rounded up to 4, then the AGPRs). GRANULATED_WAVEFRONT_SGPR_COUNT:
     * granule 8 on gfx8; on gfx9 the field is 2 x (ceil(count / 16) - 1),
     * i.e. still in units of 8, so the same formula gives 16-multiples. */
    if (isa == AMDGPU_ISA_GFX940)
        k->vgpr_alloc = ((rsrc1 & 0x3f) + 1) * 8;
    else
        k->vgpr_alloc = ((rsrc1 & 0x3f) + 1) * 4;
    k->sgpr_alloc = ((rsrc1 >> 6 & 0xf) + 1) * 8;
    k->accum_offset = k->vgpr_alloc; /* no AGPRs: see co_resolve_v3 */
}

static void set_if_unset(uint32_t *field, uint64_t v)
{
    if (*field == CO_UNSET)
        *field = v > UINT32_MAX - 1 ? UINT32_MAX - 1 : (uint32_t)v;
}

/* Entry and code bytes: the function symbol at the entry bounds the code;
 * without one, the code runs to the end of its section. */
static int resolve_entry(struct amdgpu_codeobj *co, const struct co_elf *e, struct co_kernel *ck,
                         uint64_t desc, uint64_t entry_off, uint64_t sym_code_size)
{
    struct amdgpu_kernel *k = &ck->pub;
    k->desc_addr = desc;
    k->entry = desc + entry_off;
    const struct co_sec *s = co_elf_sec_at(e, k->entry, 4);
    if (!s || !(s->flags & CO_SHF_EXECINSTR))
        return co_fail(co->label, co->err,
                       "kernel '%s': entry 0x%llx (descriptor 0x%llx + 0x%llx) is not in an "
                       "executable section",
                       k->name, (unsigned long long)k->entry, (unsigned long long)desc,
                       (unsigned long long)entry_off);
    uint64_t avail = s->size - (k->entry - s->addr);
    struct co_sym f;
    if (sym_code_size == 0 && co_elf_func_at(e, k->entry, &f))
        sym_code_size = f.size;
    k->code_size = sym_code_size && sym_code_size <= avail ? sym_code_size : avail;
    k->code = co->image + s->off + (k->entry - s->addr);
    return 0;
}

int co_resolve_v3(struct amdgpu_codeobj *co, const struct co_elf *e, struct co_kernel *ck)
{
    struct amdgpu_kernel *k = &ck->pub;
    struct co_sym sym;
    if (!co_elf_find_sym(e, k->symbol, &sym))
        return co_fail(co->label, co->err, "kernel '%s': descriptor symbol '%s' not found",
                       k->name, k->symbol);
    const struct co_sec *s = co_elf_sec_at(e, sym.value, KD_SIZE);
    if (!s)
        return co_fail(co->label, co->err,
                       "kernel '%s': descriptor '%s' at 0x%llx is not %d bytes of file data",
                       k->name, k->symbol, (unsigned long long)sym.value, KD_SIZE);
    const uint8_t *p = e->buf + s->off + (sym.value - s->addr);
    uint32_t props = p[56] | (uint32_t)p[57] << 8;
    decode_regs(k, rd32(p + 48), rd32(p + 52), props, 0, co_isa(co));
    if (co_isa(co) == AMDGPU_ISA_GFX940) {
        /* COMPUTE_PGM_RSRC3 (gfx90a+ layout): ACCUM_OFFSET [5:0] =
         * first AGPR / 4 - 1, TG_SPLIT [16] */
        k->rsrc3 = rd32(p + 44);
        k->accum_offset = ((k->rsrc3 & 0x3f) + 1) * 4;
        k->tg_split = k->rsrc3 >> 16 & 1;
        /* ACCUM_OFFSET may lie past the allocation (ROCm 6's shoc
         * stencil2d: 112 of 40): then the kernel has no AGPRs (the wave's
         * split clamps it, amdgpu_dispatch_wave_init) */
    }
    k->group_segment_size = rd32(p + 0);
    k->private_segment_size = rd32(p + 4);
    if (rd32(p + 8))
        set_if_unset(&k->kernarg_size, rd32(p + 8));
    set_if_unset(&k->kernarg_align, 8); /* the ABI's minimum */
    set_if_unset(&k->wavefront_size, props >> 10 & 1 ? 32 : 64);
    set_if_unset(&k->sgpr_count, k->sgpr_alloc);
    set_if_unset(&k->vgpr_count, k->vgpr_alloc);
    if (k->kernarg_size == CO_UNSET)
        return co_fail(co->label, co->err, "kernel '%s': no kernarg segment size", k->name);
    return resolve_entry(co, e, ck, sym.value, rd64(p + 16), 0);
}

int co_resolve_v2(struct amdgpu_codeobj *co, const struct co_elf *e, struct co_kernel *ck)
{
    struct amdgpu_kernel *k = &ck->pub;
    struct co_sym sym;
    if (!co_elf_find_sym(e, k->name, &sym))
        return co_fail(co->label, co->err, "kernel '%s': symbol not found", k->name);
    k->symbol = k->name;
    const struct co_sec *s = co_elf_sec_at(e, sym.value, AKC_SIZE);
    if (!s)
        return co_fail(co->label, co->err,
                       "kernel '%s': amd_kernel_code_t at 0x%llx is not %d bytes of file data",
                       k->name, (unsigned long long)sym.value, AKC_SIZE);
    const uint8_t *p = e->buf + s->off + (sym.value - s->addr);
    if (p[100] > 16 || p[103] > 10)
        return co_fail(co->label, co->err,
                       "kernel '%s': amd_kernel_code_t has bad log2 kernarg alignment %u or "
                       "wavefront size %u",
                       k->name, p[100], p[103]);
    decode_regs(k, rd32(p + 48), rd32(p + 52), rd32(p + 56), 1, co_isa(co));
    k->private_segment_size = rd32(p + 60);
    k->group_segment_size = rd32(p + 64);
    set_if_unset(&k->kernarg_size, rd64(p + 72));
    set_if_unset(&k->sgpr_count, p[84] | (uint32_t)p[85] << 8);
    set_if_unset(&k->vgpr_count, p[86] | (uint32_t)p[87] << 8);
    set_if_unset(&k->kernarg_align, 1u << p[100]);
    set_if_unset(&k->wavefront_size, 1u << p[103]);
    uint64_t entry_off = rd64(p + 16);
    uint64_t code = sym.size > entry_off ? sym.size - entry_off : 0;
    return resolve_entry(co, e, ck, sym.value, entry_off, code);
}

/* v2 offsets are implied: each argument at the next multiple of its
 * alignment. v3+ gives offsets but no alignment: report the natural one
 * (size rounded up to a power of two, at most 16) that the offset allows. */
void co_finish_args(struct co_kernel *ck)
{
    uint32_t at = 0;
    for (size_t i = 0; i < ck->nargs; i++) {
        struct amdgpu_kernel_arg *a = &ck->args[i];
        if (a->size == CO_UNSET)
            a->size = 0;
        if (a->align == CO_UNSET || a->align == 0 || (a->align & (a->align - 1))) {
            uint32_t al = 1;
            while (al < a->size && al < 16)
                al *= 2;
            if (a->offset != CO_UNSET)
                while (a->offset % al)
                    al /= 2;
            a->align = al;
        }
        if (a->offset == CO_UNSET)
            a->offset = (uint32_t)(((uint64_t)at + a->align - 1) & ~(uint64_t)(a->align - 1));
        uint64_t end = (uint64_t)a->offset + a->size;
        at = end > UINT32_MAX ? UINT32_MAX : (uint32_t)end;
    }
    ck->pub.args = ck->args;
    ck->pub.nargs = ck->nargs;
}
