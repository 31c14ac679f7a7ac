// Section 6.2 memory micro-benchmarks: a loop of dependent loads, one
// outstanding at a time. Arguments: buf (global pointer), count (uint).
// Assembled with --defsym STRIDE=0 (repeated loads of one address: L2
// hits with the L1V disabled) and STRIDE=64 (a new line every access:
// DRAM). Every iteration: flat_load, wait, advance, count down, branch.
.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
.text
.globl memlat
.p2align 8
.type memlat,@function
memlat:
    s_load_dwordx2 s[2:3], s[0:1], 0x0
    s_load_dword s4, s[0:1], 0x8
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v2, s2
    v_mov_b32 v3, s3
.Lloop:
    flat_load_dword v1, v[2:3]
    s_waitcnt vmcnt(0)
.if STRIDE
    v_add_u32 v2, vcc, STRIDE, v2
    v_addc_u32 v3, vcc, 0, v3, vcc
.endif
    s_sub_u32 s4, s4, 1
    s_cmp_lg_u32 s4, 0
    s_cbranch_scc1 .Lloop
    s_endpgm
.Lmem_end:
.size memlat, .Lmem_end-memlat

.rodata
.p2align 6
.amdhsa_kernel memlat
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr 4
    .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.kernels:
  - .name: memlat
    .symbol: memlat.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 4
    .max_flat_workgroup_size: 256
    .args:
      - .name: buf
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: count
        .offset: 8
        .size: 4
        .value_kind: by_value
...
.end_amdgpu_metadata
