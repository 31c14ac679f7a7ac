// Two kernels for the sampling fast part's fetch memo
// (mech/sample/sample_exec.c; test/run/test_sample_exec.c).
//
// selfpatch: its loop runs twice; the first pass adds the immediate of
// the instruction at .Lsite (1), then stores the encoding of
// "s_mov_b32 s15, 2" over it; the second pass adds 2. out[0] = 3 when
// every fetch sees memory as it is (the functional mode), 2 when a fetch
// takes a stale copy of the site.
//
// loop100: a loop of 100 passes over the same few instructions, then
// out[0] = 100; what a fetch memo saves.
//
// Argument of both: out (a global pointer).
.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
.text
.globl selfpatch
.p2align 8
.type selfpatch,@function
selfpatch:
    s_load_dwordx2 s[4:5], s[0:1], 0x0      // out
    s_getpc_b64 s[12:13]
.Lpc:
    s_add_u32 s12, s12, .Lsite-.Lpc
    s_addc_u32 s13, s13, 0
    s_mov_b32 s16, 0                        // the sum
    s_mov_b32 s14, 0                        // the pass
    v_mov_b32 v2, s12
    v_mov_b32 v3, s13
    v_mov_b32 v4, 0xbe8f0082                // s_mov_b32 s15, 2
.Lloop:
.Lsite:
    s_mov_b32 s15, 1
    s_add_u32 s16, s16, s15
    flat_store_dword v[2:3], v4             // over .Lsite (every lane the same)
    s_waitcnt vmcnt(0) lgkmcnt(0)
    s_add_u32 s14, s14, 1
    s_cmp_lt_u32 s14, 2
    s_cbranch_scc1 .Lloop
    v_mov_b32 v0, s16
    v_mov_b32 v2, s4
    v_mov_b32 v3, s5
    flat_store_dword v[2:3], v0
    s_endpgm
.Lselfpatch_end:
.size selfpatch, .Lselfpatch_end-selfpatch

.globl loop100
.p2align 8
.type loop100,@function
loop100:
    s_load_dwordx2 s[4:5], s[0:1], 0x0      // out
    s_mov_b32 s14, 0
.Lloop100:
    s_add_u32 s14, s14, 1
    s_cmp_lt_u32 s14, 100
    s_cbranch_scc1 .Lloop100
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v0, s14
    v_mov_b32 v2, s4
    v_mov_b32 v3, s5
    flat_store_dword v[2:3], v0
    s_endpgm
.Lloop100_end:
.size loop100, .Lloop100_end-loop100

.rodata
.p2align 6
.amdhsa_kernel selfpatch
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr 8
    .amdhsa_next_free_sgpr 24
.end_amdhsa_kernel
.p2align 6
.amdhsa_kernel loop100
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr 8
    .amdhsa_next_free_sgpr 24
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.kernels:
  - .name: selfpatch
    .symbol: selfpatch.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 24
    .vgpr_count: 8
    .max_flat_workgroup_size: 64
    .args:
      - .name: out
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
  - .name: loop100
    .symbol: loop100.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 24
    .vgpr_count: 8
    .max_flat_workgroup_size: 64
    .args:
      - .name: out
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
...
.end_amdgpu_metadata
