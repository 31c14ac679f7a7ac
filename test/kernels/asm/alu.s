// Section 6.2 ALU micro-benchmark: ALU_N v_add_f32 then s_endpgm.
// Assembled once per N with llvm-mc-15 --defsym ALU_N=<n> (Makefile).
.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
.text
.globl alu
.p2align 8
.type alu,@function
alu:
.rept ALU_N
    v_add_f32 v3, v2, v1
.endr
    s_endpgm
.Lalu_end:
.size alu, .Lalu_end-alu

.rodata
.p2align 6
.amdhsa_kernel alu
    .amdhsa_next_free_vgpr 4
    .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel

.amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.kernels:
  - .name: alu
    .symbol: alu.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 4
    .max_flat_workgroup_size: 256
    .args: []
...
.end_amdgpu_metadata
