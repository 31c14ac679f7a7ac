/* amdgpu/exec_mem_smem.c - scalar memory: s_load / s_buffer_load of every
 * width, s_store / s_buffer_store, cache maintenance as no-ops, and the
 * time counters.
 *
 * gfx8: ADDR = SGPR[sbase] (s_load: 64-bit address, low 48 bits used;
 * s_buffer: the base of a buffer descriptor) + offset (a 20-bit byte
 * immediate, or an SGPR), with the low two bits ignored. s_buffer_* reads
 * 0 / drops writes for dwords at or past num_records. */
#include "amdgpu/exec_mem_int.h"

static uint64_t smem_offset(const amdgpu_wave *w, const amdgpu_inst *in)
{
    uint64_t imm = (uint64_t)(int64_t)(int32_t)in->mem.offset; /* gfx9: signed */
    if (in->mem.soe) return imm + amdgpu_mem_sval(w, in->src[2].code);
    return in->mem.imm ? imm : amdgpu_mem_sval(w, in->src[2].code);
}

/* Moves n dwords between SGPRs starting at reg and memory at addr.
 * limit: bytes from addr that are in range (UINT64_MAX: all). */
static int smem_xfer(amdgpu_wave *w, unsigned reg, unsigned n, uint64_t addr, uint64_t limit,
                     int store)
{
    for (unsigned i = 0; i < n; i++) {
        uint64_t a = addr + 4ull * i;
        if (4ull * i + 4 > limit) {
            if (!store) w->s[reg + i] = 0;
            continue;
        }
        int rc = store ? w->mem.ops->write(w->mem.ctx, a, &w->s[reg + i], 4)
                       : w->mem.ops->read(w->mem.ctx, a, &w->s[reg + i], 4);
        if (rc < 0) {
            w->fault_addr = a;
            return AMDGPU_EXEC_MEMFAULT;
        }
    }
    return AMDGPU_EXEC_OK;
}

static int smem(amdgpu_wave *w, const amdgpu_inst *in, int buffer, int store)
{
    amdgpu_opnd data = store ? in->src[1] : in->dst[0];
    unsigned base_dw = buffer ? 4 : 2;
    if (!amdgpu_mem_sok(in->src[0], base_dw) || !amdgpu_mem_sok(data, data.width))
        return AMDGPU_EXEC_BADOPND;
    const uint32_t *b = &w->s[in->src[0].code];
    uint64_t base = b[0] | (uint64_t)(b[1] & 0xffff) << 32;
    uint64_t off = smem_offset(w, in) & ~3ull, limit = UINT64_MAX;
    if (buffer) limit = off >= b[2] ? 0 : b[2] - off;
    int rc = smem_xfer(w, data.code, data.width, (base + off) & ~3ull, limit, store);
    if (rc == AMDGPU_EXEC_OK) w->pc += in->size;
    return rc;
}

AMDGPU_MEM_FN(s_load) { return smem(w, in, 0, 0); }
AMDGPU_MEM_FN(s_buffer_load) { return smem(w, in, 1, 0); }
AMDGPU_MEM_FN(s_store) { return smem(w, in, 0, 1); }
AMDGPU_MEM_FN(s_buffer_store) { return smem(w, in, 1, 1); }

/* s_dcache_inv/wb(_vol): the functional memory has no scalar cache. */
AMDGPU_MEM_FN(s_dcache)
{
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}

/* s_memtime / s_memrealtime: the functional mode has no clock; it reads
 * 0 so that runs stay deterministic (the timing model overrides it). */
AMDGPU_MEM_FN(s_memtime)
{
    if (!amdgpu_mem_sok(in->dst[0], 2)) return AMDGPU_EXEC_BADOPND;
    w->s[in->dst[0].code] = 0;
    w->s[in->dst[0].code + 1] = 0;
    w->pc += in->size;
    return AMDGPU_EXEC_OK;
}
