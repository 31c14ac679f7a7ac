/* amdgpu/exec_mem.c - the semantics table of the memory instructions
 * (SMEM, FLAT, MUBUF, DS): instruction id -> function. The functions
 * live in exec_mem_smem.c, exec_mem_flat.c, exec_mem_buf.c and
 * exec_mem_ds.c; one function often serves a family (every FLAT atomic
 * is amdgpu_mem_flat_atomic, which asks amdgpu/atomic.h what the id does).
 * Rows left out (MTBUF, MIMG, format conversions, GDS and GWS but
 * ds_gws_barrier, LDS-direct loads)
 * have no semantics and stop the simulation when executed. */
#include "amdgpu/exec.h"
#include "amdgpu/exec_mem_int.h"

AMDGPU_MEM_FN(s_load); AMDGPU_MEM_FN(s_buffer_load); AMDGPU_MEM_FN(s_store);
AMDGPU_MEM_FN(s_buffer_store); AMDGPU_MEM_FN(s_dcache); AMDGPU_MEM_FN(s_memtime);
AMDGPU_MEM_FN(flat_atomic); AMDGPU_MEM_FN(buf_atomic); AMDGPU_MEM_FN(buf_nop);
AMDGPU_MEM_FN(ds_atomic); AMDGPU_MEM_FN(ds_swizzle_b32); AMDGPU_MEM_FN(ds_permute_b32);
AMDGPU_MEM_FN(ds_bpermute_b32); AMDGPU_MEM_FN(ds_nop); AMDGPU_MEM_FN(ds_gws_barrier); AMDGPU_MEM_FN(global_atomic);

/* Loads/stores that have a function of their own name. */
#define LDST(X)                                                                         \
    X(flat_load_ubyte) X(flat_load_sbyte) X(flat_load_ushort) X(flat_load_sshort)       \
    X(flat_load_dword) X(flat_load_dwordx2) X(flat_load_dwordx3) X(flat_load_dwordx4)   \
    X(flat_store_byte) X(flat_store_short) X(flat_store_dword) X(flat_store_dwordx2)    \
    X(flat_store_dwordx3) X(flat_store_dwordx4)                                         \
    X(buffer_load_ubyte) X(buffer_load_sbyte) X(buffer_load_ushort)                     \
    X(buffer_load_sshort) X(buffer_load_dword) X(buffer_load_dwordx2)                   \
    X(buffer_load_dwordx3) X(buffer_load_dwordx4) X(buffer_store_byte)                  \
    X(buffer_store_short) X(buffer_store_dword) X(buffer_store_dwordx2)                 \
    X(buffer_store_dwordx3) X(buffer_store_dwordx4)                                     \
    X(ds_read_i8) X(ds_read_u8) X(ds_read_i16) X(ds_read_u16) X(ds_read_b32)            \
    X(ds_read_b64) X(ds_read_b96) X(ds_read_b128) X(ds_write_b8) X(ds_write_b16)        \
    X(ds_write_b32) X(ds_write_b64) X(ds_write_b96) X(ds_write_b128) X(ds_read2_b32)    \
    X(ds_read2st64_b32) X(ds_read2_b64) X(ds_read2st64_b64) X(ds_write2_b32)            \
    X(ds_write2st64_b32) X(ds_write2_b64) X(ds_write2st64_b64) X(ds_wrxchg2_rtn_b32)    \
    X(ds_wrxchg2st64_rtn_b32) X(ds_wrxchg2_rtn_b64) X(ds_wrxchg2st64_rtn_b64)           \
    X(ds_swizzle_b32) X(ds_permute_b32) X(ds_bpermute_b32) X(ds_nop)                    \
    X(flat_store_byte_d16_hi) X(flat_store_short_d16_hi)                                \
    SEG(X, global) SEG(X, scratch)
/* gfx9 GLOBAL and SCRATCH loads and stores (exec_mem_flat.c). */
#define SEG(X, s)                                                                       \
    X(s##_load_ubyte) X(s##_load_sbyte) X(s##_load_ushort) X(s##_load_sshort)           \
    X(s##_load_dword) X(s##_load_dwordx2) X(s##_load_dwordx3) X(s##_load_dwordx4)       \
    X(s##_store_byte) X(s##_store_byte_d16_hi) X(s##_store_short)                       \
    X(s##_store_short_d16_hi) X(s##_store_dword) X(s##_store_dwordx2)                   \
    X(s##_store_dwordx3) X(s##_store_dwordx4)

#define DECL(name) AMDGPU_MEM_FN(name);
LDST(DECL)
#undef DECL

#define OWN(name) [AMDGPU_OP_##name] = amdgpu_mem_##name,
#define VM_ATOM(name)                                                                  \
    [AMDGPU_OP_flat_atomic_##name] = amdgpu_mem_flat_atomic,                               \
    [AMDGPU_OP_flat_atomic_##name##_x2] = amdgpu_mem_flat_atomic,                          \
    [AMDGPU_OP_buffer_atomic_##name] = amdgpu_mem_buf_atomic,                              \
    [AMDGPU_OP_buffer_atomic_##name##_x2] = amdgpu_mem_buf_atomic,                          \
    [AMDGPU_OP_global_atomic_##name] = amdgpu_mem_global_atomic,                           \
    [AMDGPU_OP_global_atomic_##name##_x2] = amdgpu_mem_global_atomic,
#define DS_ATOM(name, t32, t64)                                                        \
    [AMDGPU_OP_ds_##name##_##t32] = amdgpu_mem_ds_atomic,                                  \
    [AMDGPU_OP_ds_##name##_rtn_##t32] = amdgpu_mem_ds_atomic,                              \
    [AMDGPU_OP_ds_##name##_##t64] = amdgpu_mem_ds_atomic,                                  \
    [AMDGPU_OP_ds_##name##_rtn_##t64] = amdgpu_mem_ds_atomic,

const amdgpu_exec_fn amdgpu_exec_memory[AMDGPU_OP_COUNT] = {
    LDST(OWN)
    [AMDGPU_OP_s_load_dword] = amdgpu_mem_s_load, [AMDGPU_OP_s_load_dwordx2] = amdgpu_mem_s_load,
    [AMDGPU_OP_s_load_dwordx4] = amdgpu_mem_s_load, [AMDGPU_OP_s_load_dwordx8] = amdgpu_mem_s_load,
    [AMDGPU_OP_s_load_dwordx16] = amdgpu_mem_s_load,
    [AMDGPU_OP_s_buffer_load_dword] = amdgpu_mem_s_buffer_load,
    [AMDGPU_OP_s_buffer_load_dwordx2] = amdgpu_mem_s_buffer_load,
    [AMDGPU_OP_s_buffer_load_dwordx4] = amdgpu_mem_s_buffer_load,
    [AMDGPU_OP_s_buffer_load_dwordx8] = amdgpu_mem_s_buffer_load,
    [AMDGPU_OP_s_buffer_load_dwordx16] = amdgpu_mem_s_buffer_load,
    [AMDGPU_OP_s_store_dword] = amdgpu_mem_s_store, [AMDGPU_OP_s_store_dwordx2] = amdgpu_mem_s_store,
    [AMDGPU_OP_s_store_dwordx4] = amdgpu_mem_s_store,
    [AMDGPU_OP_s_buffer_store_dword] = amdgpu_mem_s_buffer_store,
    [AMDGPU_OP_s_buffer_store_dwordx2] = amdgpu_mem_s_buffer_store,
    [AMDGPU_OP_s_buffer_store_dwordx4] = amdgpu_mem_s_buffer_store,
    [AMDGPU_OP_s_dcache_inv] = amdgpu_mem_s_dcache, [AMDGPU_OP_s_dcache_wb] = amdgpu_mem_s_dcache,
    [AMDGPU_OP_s_dcache_inv_vol] = amdgpu_mem_s_dcache, [AMDGPU_OP_s_dcache_wb_vol] = amdgpu_mem_s_dcache,
    [AMDGPU_OP_s_memtime] = amdgpu_mem_s_memtime, [AMDGPU_OP_s_memrealtime] = amdgpu_mem_s_memtime,
    [AMDGPU_OP_buffer_wbinvl1] = amdgpu_mem_buf_nop, [AMDGPU_OP_buffer_wbinvl1_vol] = amdgpu_mem_buf_nop,
    [AMDGPU_OP_buffer_wbl2] = amdgpu_mem_buf_nop, [AMDGPU_OP_buffer_inv] = amdgpu_mem_buf_nop,
    [AMDGPU_OP_flat_atomic_add_f32] = amdgpu_mem_flat_atomic,
    [AMDGPU_OP_global_atomic_add_f32] = amdgpu_mem_global_atomic,
    [AMDGPU_OP_flat_atomic_add_f64] = amdgpu_mem_flat_atomic,
    [AMDGPU_OP_global_atomic_add_f64] = amdgpu_mem_global_atomic,
    [AMDGPU_OP_flat_atomic_min_f64] = amdgpu_mem_flat_atomic,
    [AMDGPU_OP_global_atomic_min_f64] = amdgpu_mem_global_atomic,
    [AMDGPU_OP_flat_atomic_max_f64] = amdgpu_mem_flat_atomic,
    [AMDGPU_OP_global_atomic_max_f64] = amdgpu_mem_global_atomic,
    VM_ATOM(swap) VM_ATOM(cmpswap) VM_ATOM(add) VM_ATOM(sub) VM_ATOM(smin) VM_ATOM(umin)
    VM_ATOM(smax) VM_ATOM(umax) VM_ATOM(and) VM_ATOM(or) VM_ATOM(xor) VM_ATOM(inc)
    VM_ATOM(dec)
    DS_ATOM(add, u32, u64) DS_ATOM(sub, u32, u64) DS_ATOM(rsub, u32, u64)
    DS_ATOM(inc, u32, u64) DS_ATOM(dec, u32, u64) DS_ATOM(min, i32, i64)
    DS_ATOM(max, i32, i64) DS_ATOM(min, u32, u64) DS_ATOM(max, u32, u64)
    DS_ATOM(and, b32, b64) DS_ATOM(or, b32, b64) DS_ATOM(xor, b32, b64)
    DS_ATOM(mskor, b32, b64) DS_ATOM(cmpst, b32, b64) DS_ATOM(cmpst, f32, f64)
    DS_ATOM(min, f32, f64) DS_ATOM(max, f32, f64)
    [AMDGPU_OP_ds_wrxchg_rtn_b32] = amdgpu_mem_ds_atomic,
    [AMDGPU_OP_ds_wrxchg_rtn_b64] = amdgpu_mem_ds_atomic,
    [AMDGPU_OP_ds_add_f32] = amdgpu_mem_ds_atomic, [AMDGPU_OP_ds_add_rtn_f32] = amdgpu_mem_ds_atomic,
    [AMDGPU_OP_ds_gws_barrier] = amdgpu_mem_ds_gws_barrier,
};
