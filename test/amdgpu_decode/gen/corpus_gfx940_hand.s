// test/amdgpu_decode/corpus_gfx940.s - the gfx940 decoder/disassembler corpus.
// test_corpus_gfx940 assembles this with llvm-mc-15 -mcpu=gfx940,
// disassembles the object with llvm-objdump-15 --mcpu=gfx940 and with
// bin/mgsim disasm, and requires the same text for every instruction. The
// generated part was made once at development time (test/amdgpu_decode/gen:
// scan.py enumerates every opcode of every format with llvm-mc-15, corpus.py
// keeps a few decodings of every row that re-assemble); it is data,
// nothing regenerates it. The hand-written part is gen/corpus_gfx940_hand.s.
	.text
// ---- hand-written: compiler idioms, labels, constants, modifiers ----
corpus_start:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dwordx4 s[8:11], s[4:5], 0x10 glc
	s_load_dword s2, s[4:5], s3
	s_load_dword s2, s[4:5], s3 offset:0x10
	s_load_dword s2, s[4:5], -0x10
	s_waitcnt vmcnt(0)
	s_waitcnt lgkmcnt(0)
	s_waitcnt vmcnt(63)
	s_waitcnt vmcnt(17) expcnt(2) lgkmcnt(3)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt 0
	s_getreg_b32 s1, hwreg(HW_REG_XCC_ID)
	s_getreg_b32 s1, hwreg(HW_REG_HW_ID, 4, 8)
	s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 s0, 0x12345678
	s_mov_b32 s0, 1.0
	s_mov_b64 s[0:1], -1
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s0, src_shared_base
	s_mov_b32 s0, src_private_limit
	s_lshl2_add_u32 s0, s1, s2
	s_mul_hi_u32 s0, s1, s2
	s_cbranch_execz corpus_start
	s_branch corpus_end
	s_getpc_b64 s[0:1]
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v255, v0
	v_mov_b32_e32 v1, 0x3f800000
	v_mov_b32_e32 v1, 0.5
	v_mov_b64_e32 v[0:1], v[2:3]
	v_mov_b64 v[0:1], 1.0
	v_add_u32_e32 v0, v1, v2
	v_add_u32_e64 v0, v1, v2 clamp
	v_add_co_u32_e32 v0, vcc, v1, v2
	v_add_co_u32_e64 v0, s[2:3], v1, v2
	v_addc_co_u32_e32 v1, vcc, 0, v3, vcc
	v_sub_co_u32_e64 v0, s[4:5], s1, v2 clamp
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[4:5]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[4:5]
	v_mad_u64_u32 v[0:1], s[2:3], v4, v5, v[6:7]
	v_mad_u64_u32 v[0:1], s[2:3], v4, v5, 0
	v_fmac_f32_e32 v0, v1, v2
	v_fmac_f32_e64 v0, -v1, |v2| clamp
	v_fmamk_f32 v0, v1, 0x40490fdb, v2
	v_fmaak_f32 v0, v1, v2, 0x40490fdb
	v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]
	v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[1,0,0] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] neg_lo:[1,0,0] neg_hi:[0,1,0]
	v_pk_add_f32 v[0:1], v[2:3], s[4:5]
	v_pk_mul_f32 v[0:1], v[2:3], 1.0
	v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,0]
	v_pk_add_f16 v0, v1, v2 op_sel:[1,1] op_sel_hi:[0,0]
	v_pk_fma_f16 v0, v1, v2, v3 neg_lo:[1,1,0] clamp
	v_dot2_f32_f16 v0, v1, v2, v3
	v_dot4_i32_i8 v0, v1, v2, v3 clamp
	v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,0]
	v_fma_mixlo_f16 v0, |v1|, -v2, v3 op_sel:[1,0,0] op_sel_hi:[1,0,0] clamp
	v_mad_u32_u16 v0, v1, v2, v3 op_sel:[1,1,0,0]
	v_max3_f16 v0, v1, v2, v3 op_sel:[0,1,0,1]
	v_add_i16 v0, v1, v2 op_sel:[1,1,1] clamp
	v_cvt_pk_fp8_f32 v0, v1, v2 op_sel:[0,0,1]
	v_cvt_sr_bf8_f32 v0, v1, v2 op_sel:[0,0,1,1]
	v_accvgpr_write_b32 a0, v1
	v_accvgpr_write_b32 a255, 7
	v_accvgpr_read_b32 v1, a2
	v_accvgpr_mov_b32 a1, a2
	v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]
	v_mfma_f32_32x32x8f16 v[0:15], v[16:17], v[18:19], v[0:15]
	v_mfma_f32_16x16x16f16 a[0:3], v[0:1], v[2:3], a[0:3] cbsz:1 abid:1 blgp:2
	v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]
	v_mfma_f32_32x32x1f32 a[0:31], v0, v1, a[0:31]
	v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]
	v_mfma_i32_16x16x32_i8 a[0:3], v[0:1], v[2:3], a[0:3]
	v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10 cbsz:1 abid:1
	v_mfma_f32_32x32x8f16 a[0:15], a[16:17], a[18:19], a[0:15]
	v_add_f32_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:WORD_0
	v_add_f32_sdwa v0, s1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_f32_sdwa v0, v1, s2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mul_f32_sdwa v0, -v1, |v2| clamp mul:2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_eq_u32_sdwa s[2:3], v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_eq_u32_sdwa vcc, v1, v2 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_dpp v0, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v1 row_newbcast:1 row_mask:0xf bank_mask:0xf
	v_add_f32_dpp v0, v1, v2 row_shr:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
	v_cvt_f32_fp8_sdwa v0, v1 src0_sel:BYTE_1
	global_load_dword v0, v[2:3], off
	global_load_dword v0, v2, s[4:5] offset:-16
	global_load_dwordx4 v[0:3], v[4:5], off offset:4095 sc0 sc1 nt
	global_load_dword a0, v[2:3], off
	global_store_dword v[0:1], v2, off
	global_store_dwordx2 v0, v[2:3], s[4:5] offset:8 nt
	global_atomic_add v0, v[2:3], v4, off sc0
	global_atomic_add v[2:3], v4, off
	global_atomic_cmpswap_x2 v[0:1], v2, v[4:7], s[8:9] sc0
	global_atomic_add_f64 v[0:1], v[2:3], off
	global_load_lds_dword v[2:3], off
	scratch_load_dword v0, off, s2 offset:16
	scratch_load_dword v0, v1, off offset:-8
	scratch_store_dwordx2 v1, v[2:3], off
	scratch_store_dword off, v2, s3
	flat_load_dword v0, v[2:3] offset:4095 sc0
	flat_store_dword v[0:1], v2 nt sc1
	flat_atomic_swap v0, v[2:3], v4 sc0
	buffer_load_dword v0, off, s[4:7], 0
	buffer_load_dword v0, v1, s[4:7], s2 offen offset:4095 sc0 sc1 nt
	buffer_load_dword a0, off, s[4:7], s2
	buffer_load_dword off, s[4:7], s2 lds
	buffer_wbl2 sc0 sc1
	buffer_inv sc1
	ds_read_b32 v0, v1 offset:16
	ds_read_b32 a0, v1
	ds_write_b64 v1, a[2:3] offset:8
	ds_read2_b64 v[0:3], v4 offset0:1 offset1:2
	ds_add_rtn_f64 v[0:1], v2, v[4:5]
	ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,16)
	v_nop_e64
	v_clrexcp_e64
	s_nop 0
	s_endpgm
corpus_end:
	s_endpgm
