// A kernel whose memory work lies in a helper outside its own symbol
// (placed before it in .text), so the CUs decode it themselves rather
// than take the launch's shared decoding (components/cu/cu_code.h): a
// memory instruction in flight then keeps its own copy of the decoded
// instruction, while the wave decodes 160 bytes of others before it
// waits (more than the decode cache of a kernel this small holds, so
// they also take the loads' decode-cache slots). The timing model must
// still write what the functional mode writes (test/gpu/test_equiv.c).
// Arguments: in, out, ctr (global pointers, one dword per work-item);
// out[i] = in[i] + i%64 + ctr[i] + in[i] (through the LDS), ctr[i] += 1.
.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
.text
.p2align 8
.type helper,@function
helper:
    s_load_dwordx4 s[4:7], s[0:1], 0x0      // in, out (a scalar load: replayed)
    s_load_dwordx2 s[8:9], s[0:1], 0x10     // ctr
    s_waitcnt lgkmcnt(0)
    s_lshl_b32 s10, s2, 8                   // workgroup x * 64 * 4
    v_lshlrev_b32 v12, 2, v0                // the lane's LDS offset
    v_add_u32 v1, vcc, s10, v12             // the work-item's byte offset
    v_mov_b32 v3, s5
    v_add_u32 v2, vcc, s4, v1
    v_addc_u32 v3, vcc, 0, v3, vcc
    flat_load_dword v4, v[2:3]              // a read, replayed at retire
    v_mov_b32 v7, s9
    v_add_u32 v6, vcc, s8, v1
    v_addc_u32 v7, vcc, 0, v7, vcc
    v_mov_b32 v8, 1
    flat_atomic_add v9, v[6:7], v8 glc      // a returning atomic, one address per lane
.rept 40
    v_mov_b32 v10, v0
.endr
    s_waitcnt vmcnt(0) lgkmcnt(0)
    ds_write_b32 v12, v4
    s_waitcnt lgkmcnt(0)
    ds_read_b32 v11, v12
    s_waitcnt lgkmcnt(0)
    v_add_u32 v4, vcc, v4, v0
    v_add_u32 v4, vcc, v4, v9
    v_add_u32 v4, vcc, v4, v11
    v_mov_b32 v3, s7
    v_add_u32 v2, vcc, s6, v1
    v_addc_u32 v3, vcc, 0, v3, vcc
    flat_store_dword v[2:3], v4
    s_waitcnt vmcnt(0)
    s_endpgm
.Lhelper_end:
.size helper, .Lhelper_end-helper

.globl outside_mem
.p2align 8
.type outside_mem,@function
outside_mem:
    s_getpc_b64 s[12:13]
.Lpc:
    s_sub_u32 s12, s12, .Lpc-helper
    s_subb_u32 s13, s13, 0
    s_setpc_b64 s[12:13]
.Lout_end:
.size outside_mem, .Lout_end-outside_mem

.rodata
.p2align 6
.amdhsa_kernel outside_mem
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_system_sgpr_workgroup_id_x 1
    .amdhsa_group_segment_fixed_size 256
    .amdhsa_next_free_vgpr 16
    .amdhsa_next_free_sgpr 16
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.kernels:
  - .name: outside_mem
    .symbol: outside_mem.kd
    .kernarg_segment_size: 24
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 256
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: 16
    .max_flat_workgroup_size: 64
    .args:
      - .name: in
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: out
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: ctr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
...
.end_amdgpu_metadata
