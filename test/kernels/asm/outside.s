// A kernel that jumps to code outside its own symbol (a helper placed
// before it in .text), which then faults: the report's PC label must not
// be "outside+0xffff...".
.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
.text
.p2align 8
.type helper,@function
helper:
    v_mov_b32 v2, 0
    v_mov_b32 v3, 0
    flat_load_dword v1, v[2:3]
    s_waitcnt vmcnt(0)
    s_endpgm
.Lhelper_end:
.size helper, .Lhelper_end-helper

.globl outside
.p2align 8
.type outside,@function
outside:
    s_getpc_b64 s[2:3]
.Lpc:
    s_sub_u32 s2, s2, .Lpc-helper
    s_subb_u32 s3, s3, 0
    s_setpc_b64 s[2:3]
.Lout_end:
.size outside, .Lout_end-outside

.rodata
.p2align 6
.amdhsa_kernel outside
    .amdhsa_next_free_vgpr 4
    .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.kernels:
  - .name: outside
    .symbol: outside.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 4
    .max_flat_workgroup_size: 64
...
.end_amdgpu_metadata
