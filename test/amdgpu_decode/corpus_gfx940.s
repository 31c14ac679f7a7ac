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
// ---- generated: every gfx940 row (gen/corpus.py) ----
	s_add_u32 s0, s53, s0
	s_add_u32 s0, s9, s0
	s_add_u32 exec_hi, -6, s0
	s_sub_u32 s12, s101, s4
	s_sub_u32 s0, s13, s0
	s_sub_u32 s27, s8, s3
	s_add_i32 s5, s0, s0
	s_add_i32 s1, s0, s0
	s_add_i32 s0, s7, s0
	s_sub_i32 s0, s0, 10
	s_sub_i32 s0, s3, s29
	s_sub_i32 s0, s8, s1
	s_addc_u32 s54, s0, s0
	s_addc_u32 s15, s0, s0
	s_addc_u32 s0, s49, s0
	s_subb_u32 s0, 38, s12
	s_subb_u32 exec_hi, s6, s0
	s_subb_u32 s0, s7, s0
	s_min_i32 s0, s0, xnack_mask_lo
	s_min_i32 s0, s0, s5
	s_min_i32 s79, s0, ttmp1
	s_min_u32 s10, s6, s0
	s_min_u32 s0, s5, s19
	s_min_u32 s0, s9, s9
	s_max_i32 s39, s0, s0
	s_max_i32 s70, s0, s0
	s_max_i32 s0, s0, s37
	s_max_u32 s0, 31, s9
	s_max_u32 s4, s0, s0
	s_max_u32 exec_hi, s0, 49
	s_cselect_b32 s0, s0, s8
	s_cselect_b32 exec_hi, s9, s0
	s_cselect_b32 s5, s0, s0
	s_cselect_b64 s[0:1], s[0:1], 51
	s_cselect_b64 ttmp[8:9], s[4:5], s[0:1]
	s_cselect_b64 s[0:1], s[0:1], 9
	s_and_b32 s0, 1, s0
	s_and_b32 s0, s12, s14
	s_and_b32 s0, -5, 51
	s_and_b64 s[6:7], s[0:1], s[0:1]
	s_and_b64 s[94:95], s[0:1], s[0:1]
	s_and_b64 s[40:41], s[0:1], s[0:1]
	s_or_b32 ttmp8, 31, s0
	s_or_b32 s0, s0, s11
	s_or_b32 s62, ttmp13, s0
	s_or_b64 s[8:9], 51, 53
	s_or_b64 vcc, 31, s[2:3]
	s_or_b64 s[0:1], s[10:11], 61
	s_xor_b32 s0, s0, s0
	s_xor_b32 s48, s76, s10
	s_xor_b32 s0, -13, s4
	s_xor_b64 s[0:1], s[0:1], s[34:35]
	s_xor_b64 s[0:1], s[2:3], 6
	s_xor_b64 s[0:1], s[0:1], s[4:5]
	s_andn2_b32 s54, s0, s11
	s_andn2_b32 s0, exec_lo, s0
	s_andn2_b32 s0, s0, s11
	s_andn2_b64 s[0:1], s[0:1], s[2:3]
	s_andn2_b64 ttmp[4:5], s[0:1], 12
	s_andn2_b64 s[38:39], s[0:1], s[0:1]
	s_orn2_b32 s40, s5, s94
	s_orn2_b32 s2, s70, 1
	s_orn2_b32 s9, s0, s0
	s_orn2_b64 s[0:1], s[0:1], s[48:49]
	s_orn2_b64 s[14:15], 4, s[0:1]
	s_orn2_b64 ttmp[8:9], 39, 7
	s_nand_b32 s0, s40, s0
	s_nand_b32 s0, 10, s0
	s_nand_b32 s0, ttmp12, s0
	s_nand_b64 s[0:1], s[40:41], s[0:1]
	s_nand_b64 s[70:71], s[0:1], s[24:25]
	s_nand_b64 s[0:1], 7, s[0:1]
	s_nor_b32 s14, 63, 61
	s_nor_b32 s0, src_scc, s10
	s_nor_b32 ttmp0, s0, s0
	s_nor_b64 s[20:21], s[2:3], s[0:1]
	s_nor_b64 s[2:3], s[8:9], s[0:1]
	s_nor_b64 s[0:1], s[0:1], s[28:29]
	s_xnor_b32 s0, s0, s5
	s_xnor_b32 s0, s3, s2
	s_xnor_b32 s0, s13, s0
	s_xnor_b64 s[10:11], 50, s[0:1]
	s_xnor_b64 s[60:61], s[4:5], 63
	s_xnor_b64 s[0:1], 0.15915494309189532, s[14:15]
	s_lshl_b32 exec_hi, s0, s9
	s_lshl_b32 s6, s11, s0
	s_lshl_b32 s0, s3, s7
	s_lshl_b64 s[0:1], s[0:1], s13
	s_lshl_b64 s[0:1], s[16:17], s0
	s_lshl_b64 s[0:1], -3, s0
	s_lshr_b32 s0, s4, s0
	s_lshr_b32 s0, s0, -4.0
	s_lshr_b32 s0, 13, s12
	s_lshr_b64 s[12:13], s[8:9], s0
	s_lshr_b64 s[0:1], s[0:1], s18
	s_lshr_b64 s[38:39], 14, s0
	s_ashr_i32 s21, s0, s72
	s_ashr_i32 exec_hi, s68, s0
	s_ashr_i32 s0, s3, s0
	s_ashr_i64 s[0:1], s[2:3], s0
	s_ashr_i64 s[0:1], s[2:3], s14
	s_ashr_i64 s[0:1], s[82:83], s11
	s_bfm_b32 s0, s0, s15
	s_bfm_b32 s6, s0, s10
	s_bfm_b32 s0, s0, s0
	s_bfm_b64 s[0:1], s0, s79
	s_bfm_b64 s[0:1], s0, s15
	s_bfm_b64 s[0:1], s0, 0.5
	s_mul_i32 s80, s0, s0
	s_mul_i32 ttmp11, s0, s0
	s_mul_i32 s0, s85, s79
	s_bfe_u32 s0, 8, s8
	s_bfe_u32 s0, s0, s11
	s_bfe_u32 s0, s0, 38
	s_bfe_i32 s0, s0, 64
	s_bfe_i32 s47, s2, 43
	s_bfe_i32 s9, 0, s0
	s_bfe_u64 s[0:1], s[12:13], s0
	s_bfe_u64 s[0:1], s[0:1], s12
	s_bfe_u64 s[0:1], s[0:1], 62
	s_bfe_i64 s[12:13], s[0:1], s0
	s_bfe_i64 s[2:3], s[0:1], s0
	s_bfe_i64 s[0:1], s[0:1], s7
	s_cbranch_g_fork s[14:15], 43
	s_cbranch_g_fork s[0:1], 35
	s_cbranch_g_fork s[8:9], s[0:1]
	s_absdiff_i32 s0, s10, s0
	s_absdiff_i32 s0, s0, s10
	s_absdiff_i32 s28, s0, s0
	s_rfe_restore_b64 s[0:1], s4
	s_rfe_restore_b64 40, s0
	s_rfe_restore_b64 s[0:1], s0
	s_mul_hi_u32 s43, 22, s2
	s_mul_hi_u32 s59, s0, s14
	s_mul_hi_u32 s0, s1, s13
	s_mul_hi_i32 s0, s8, 62
	s_mul_hi_i32 s88, s0, s0
	s_mul_hi_i32 s0, s32, s6
	s_lshl1_add_u32 s4, s6, s8
	s_lshl1_add_u32 s1, s0, s0
	s_lshl1_add_u32 exec_hi, s0, 15
	s_lshl2_add_u32 s0, s15, 11
	s_lshl2_add_u32 s0, s0, 57
	s_lshl2_add_u32 s0, s0, 28
	s_lshl3_add_u32 s0, s13, s0
	s_lshl3_add_u32 s0, exec_lo, s0
	s_lshl3_add_u32 s0, s0, s0
	s_lshl4_add_u32 s0, s8, 17
	s_lshl4_add_u32 s4, s6, s8
	s_lshl4_add_u32 s0, s0, s53
	s_pack_ll_b32_b16 s8, -14, s0
	s_pack_ll_b32_b16 flat_scratch_hi, s0, s0
	s_pack_ll_b32_b16 s15, s0, s13
	s_pack_lh_b32_b16 s0, s0, 0.15915494
	s_pack_lh_b32_b16 s0, 8, s0
	s_pack_lh_b32_b16 s0, 57, s14
	s_pack_hh_b32_b16 s10, s3, s1
	s_pack_hh_b32_b16 s17, s0, s15
	s_pack_hh_b32_b16 s0, s2, s0
	s_movk_i32 s8, 0xb95b
	s_movk_i32 s12, 0x0
	s_movk_i32 s78, 0xa6
	s_cmovk_i32 s0, 0xa
	s_cmovk_i32 s84, 0x0
	s_cmovk_i32 ttmp14, 0xd2b7
	s_cmpk_eq_i32 s23, 0x3
	s_cmpk_eq_i32 s0, 0x8663
	s_cmpk_eq_i32 s2, 0x0
	s_cmpk_lg_i32 s0, 0x5f25
	s_cmpk_lg_i32 s68, 0x0
	s_cmpk_lg_i32 s0, 0x2c24
	s_cmpk_gt_i32 s0, 0xb26
	s_cmpk_gt_i32 ttmp10, 0x0
	s_cmpk_gt_i32 s0, 0x5
	s_cmpk_ge_i32 exec_hi, 0x8000
	s_cmpk_ge_i32 s0, 0xfa9d
	s_cmpk_ge_i32 s100, 0x1d
	s_cmpk_lt_i32 ttmp15, 0xd
	s_cmpk_lt_i32 s10, 0x0
	s_cmpk_lt_i32 s1, 0x0
	s_cmpk_le_i32 s13, 0x0
	s_cmpk_le_i32 s82, 0x0
	s_cmpk_le_i32 vcc_lo, 0x13e7
	s_cmpk_eq_u32 s0, 0x4147
	s_cmpk_eq_u32 s0, 0xccca
	s_cmpk_eq_u32 exec_hi, 0x2ff4
	s_cmpk_lg_u32 s3, 0x14b1
	s_cmpk_lg_u32 s0, 0xf
	s_cmpk_lg_u32 s28, 0x0
	s_cmpk_gt_u32 s101, 0x76d7
	s_cmpk_gt_u32 s24, 0x0
	s_cmpk_gt_u32 s0, 0xe
	s_cmpk_ge_u32 s0, 0x5300
	s_cmpk_ge_u32 s53, 0x58
	s_cmpk_ge_u32 s0, 0x300
	s_cmpk_lt_u32 s0, 0xc00
	s_cmpk_lt_u32 s37, 0x5dfc
	s_cmpk_lt_u32 s4, 0x1234
	s_cmpk_le_u32 vcc_lo, 0xff
	s_cmpk_le_u32 s0, 0x100
	s_cmpk_le_u32 s4, 0x1234
	s_addk_i32 ttmp13, 0x7000
	s_addk_i32 s0, 0x4
	s_addk_i32 vcc_hi, 0x0
	s_mulk_i32 s17, 0xa1cb
	s_mulk_i32 s80, 0x8a13
	s_mulk_i32 s2, 0xb9eb
	s_cbranch_i_fork s[0:1], 13
	s_cbranch_i_fork ttmp[2:3], 0
	s_cbranch_i_fork s[0:1], 60759
	s_getreg_b32 s0, hwreg(HW_REG_SQ_PERF_SNAPSHOT_DATA1, 0, 1)
	s_getreg_b32 s29, hwreg(10, 15, 26)
	s_getreg_b32 s0, hwreg(HW_REG_SH_MEM_BASES, 3, 31)
	s_setreg_b32 hwreg(0, 0, 1), s71
	s_setreg_b32 hwreg(53, 20, 4), s0
	s_setreg_b32 hwreg(0, 12, 2), s0
	s_setreg_imm32_b32 hwreg(0, 12, 6), 0x2de0d0d6
	s_setreg_imm32_b32 hwreg(HW_REG_SQ_PERF_SNAPSHOT_DATA, 2, 1), 0x749d7323
	s_setreg_imm32_b32 hwreg(0, 0, 1), 0xb2646fde
	s_call_b64 s[96:97], 15991
	s_call_b64 s[0:1], 12432
	s_call_b64 s[0:1], 34686
	s_mov_b32 s10, s0
	s_mov_b32 s0, s63
	s_mov_b32 s33, s0
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[66:67], 52
	s_mov_b64 s[98:99], s[0:1]
	s_cmov_b32 s0, ttmp0
	s_cmov_b32 ttmp5, s0
	s_cmov_b32 s32, s0
	s_cmov_b64 s[8:9], 51
	s_cmov_b64 ttmp[4:5], s[0:1]
	s_cmov_b64 s[0:1], s[14:15]
	s_not_b32 s2, s0
	s_not_b32 s15, s9
	s_not_b32 s12, s83
	s_not_b64 s[0:1], 51
	s_not_b64 s[30:31], s[12:13]
	s_not_b64 s[0:1], s[20:21]
	s_wqm_b32 s0, s84
	s_wqm_b32 s5, s0
	s_wqm_b32 s0, -14
	s_wqm_b64 s[12:13], 40
	s_wqm_b64 s[6:7], s[0:1]
	s_wqm_b64 s[0:1], s[34:35]
	s_brev_b32 s72, s0
	s_brev_b32 s27, s0
	s_brev_b32 s0, s15
	s_brev_b64 ttmp[0:1], s[0:1]
	s_brev_b64 s[16:17], s[0:1]
	s_brev_b64 s[0:1], 17
	s_bcnt0_i32_b32 s1, s11
	s_bcnt0_i32_b32 s0, s73
	s_bcnt0_i32_b32 s11, s0
	s_bcnt0_i32_b64 ttmp9, s[4:5]
	s_bcnt0_i32_b64 s0, s[92:93]
	s_bcnt0_i32_b64 s72, s[0:1]
	s_bcnt1_i32_b32 s4, s2
	s_bcnt1_i32_b32 s86, 18
	s_bcnt1_i32_b32 s99, s0
	s_bcnt1_i32_b64 s0, 1.0
	s_bcnt1_i32_b64 vcc_hi, s[0:1]
	s_bcnt1_i32_b64 s3, s[10:11]
	s_ff0_i32_b32 s0, 24
	s_ff0_i32_b32 s0, s71
	s_ff0_i32_b32 s3, s1
	s_ff0_i32_b64 exec_hi, 22
	s_ff0_i32_b64 s0, s[0:1]
	s_ff0_i32_b64 s73, s[0:1]
	s_ff1_i32_b32 s1, s0
	s_ff1_i32_b32 s0, 30
	s_ff1_i32_b32 s0, 9
	s_ff1_i32_b64 s8, s[0:1]
	s_ff1_i32_b64 s0, s[0:1]
	s_ff1_i32_b64 s9, exec
	s_flbit_i32_b32 s0, s0
	s_flbit_i32_b32 s56, s0
	s_flbit_i32_b32 s11, s65
	s_flbit_i32_b64 ttmp8, s[4:5]
	s_flbit_i32_b64 s40, s[0:1]
	s_flbit_i32_b64 s0, 64
	s_flbit_i32 s0, s1
	s_flbit_i32 s0, ttmp3
	s_flbit_i32 s66, s0
	s_flbit_i32_i64 s7, s[14:15]
	s_flbit_i32_i64 s1, s[0:1]
	s_flbit_i32_i64 ttmp6, s[8:9]
	s_sext_i32_i8 s0, s14
	s_sext_i32_i8 s0, s10
	s_sext_i32_i8 ttmp14, s13
	s_sext_i32_i16 s0, s4
	s_sext_i32_i16 s5, 27
	s_sext_i32_i16 s70, s0
	s_bitset0_b32 m0, s0
	s_bitset0_b32 s12, s0
	s_bitset0_b32 s1, ttmp14
	s_bitset0_b64 s[0:1], s12
	s_bitset0_b64 s[0:1], 15
	s_bitset0_b64 s[22:23], s0
	s_bitset1_b32 exec_hi, -11
	s_bitset1_b32 s0, s55
	s_bitset1_b32 s43, s15
	s_bitset1_b64 s[8:9], s0
	s_bitset1_b64 s[0:1], s3
	s_bitset1_b64 s[58:59], s9
	s_getpc_b64 s[64:65]
	s_getpc_b64 s[2:3]
	s_getpc_b64 s[94:95]
	s_setpc_b64 s[4:5]
	s_setpc_b64 s[46:47]
	s_setpc_b64 s[6:7]
	s_swappc_b64 s[48:49], s[0:1]
	s_swappc_b64 s[4:5], ttmp[4:5]
	s_swappc_b64 s[8:9], s[0:1]
	s_rfe_b64 s[94:95]
	s_rfe_b64 s[10:11]
	s_rfe_b64 s[56:57]
	s_and_saveexec_b64 s[78:79], -7
	s_and_saveexec_b64 s[16:17], s[10:11]
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_or_saveexec_b64 s[32:33], s[64:65]
	s_or_saveexec_b64 s[0:1], 60
	s_or_saveexec_b64 s[12:13], s[0:1]
	s_xor_saveexec_b64 s[12:13], s[12:13]
	s_xor_saveexec_b64 s[0:1], ttmp[8:9]
	s_xor_saveexec_b64 s[80:81], s[12:13]
	s_andn2_saveexec_b64 s[0:1], -14
	s_andn2_saveexec_b64 s[8:9], s[6:7]
	s_andn2_saveexec_b64 s[0:1], s[10:11]
	s_orn2_saveexec_b64 s[52:53], s[16:17]
	s_orn2_saveexec_b64 s[0:1], ttmp[14:15]
	s_orn2_saveexec_b64 s[0:1], 62
	s_nand_saveexec_b64 s[16:17], s[0:1]
	s_nand_saveexec_b64 s[52:53], s[0:1]
	s_nand_saveexec_b64 s[0:1], 43
	s_nor_saveexec_b64 s[0:1], 55
	s_nor_saveexec_b64 s[0:1], -3
	s_nor_saveexec_b64 s[70:71], s[0:1]
	s_xnor_saveexec_b64 s[8:9], s[2:3]
	s_xnor_saveexec_b64 s[80:81], s[0:1]
	s_xnor_saveexec_b64 s[30:31], s[0:1]
	s_quadmask_b32 s8, s0
	s_quadmask_b32 s0, s4
	s_quadmask_b32 s36, s100
	s_quadmask_b64 ttmp[2:3], 17
	s_quadmask_b64 s[4:5], s[6:7]
	s_quadmask_b64 s[0:1], 37
	s_movrels_b32 s0, src_scc
	s_movrels_b32 s0, s12
	s_movrels_b32 m0, s0
	s_movrels_b64 s[38:39], s[0:1]
	s_movrels_b64 s[8:9], s[0:1]
	s_movrels_b64 s[22:23], s[0:1]
	s_movreld_b32 s0, s86
	s_movreld_b32 s83, 24
	s_movreld_b32 s0, s0
	s_movreld_b64 s[0:1], s[4:5]
	s_movreld_b64 s[42:43], s[0:1]
	s_movreld_b64 s[52:53], s[0:1]
	s_cbranch_join s6
	s_cbranch_join s10
	s_cbranch_join s7
	s_abs_i32 s0, 52
	s_abs_i32 s0, s71
	s_abs_i32 s0, s9
	s_set_gpr_idx_idx s8
	s_set_gpr_idx_idx s9
	s_set_gpr_idx_idx s59
	s_andn1_saveexec_b64 s[14:15], s[20:21]
	s_andn1_saveexec_b64 s[0:1], s[70:71]
	s_andn1_saveexec_b64 s[8:9], s[0:1]
	s_orn1_saveexec_b64 s[0:1], s[10:11]
	s_orn1_saveexec_b64 s[72:73], s[70:71]
	s_orn1_saveexec_b64 s[32:33], s[0:1]
	s_andn1_wrexec_b64 s[30:31], s[0:1]
	s_andn1_wrexec_b64 s[14:15], s[0:1]
	s_andn1_wrexec_b64 s[2:3], s[6:7]
	s_andn2_wrexec_b64 s[10:11], s[8:9]
	s_andn2_wrexec_b64 s[68:69], s[0:1]
	s_andn2_wrexec_b64 s[4:5], s[6:7]
	s_bitreplicate_b64_b32 s[70:71], s0
	s_bitreplicate_b64_b32 s[0:1], s7
	s_bitreplicate_b64_b32 s[4:5], s6
	s_cmp_eq_i32 s81, s25
	s_cmp_eq_i32 s59, xnack_mask_hi
	s_cmp_eq_i32 s27, s80
	s_cmp_lg_i32 s11, -7
	s_cmp_lg_i32 -2, s0
	s_cmp_lg_i32 s7, 23
	s_cmp_gt_i32 s0, s14
	s_cmp_gt_i32 s0, s4
	s_cmp_gt_i32 s11, s0
	s_cmp_ge_i32 s78, s0
	s_cmp_ge_i32 s0, s81
	s_cmp_ge_i32 ttmp10, s0
	s_cmp_lt_i32 src_shared_base, vcc_hi
	s_cmp_lt_i32 s10, s0
	s_cmp_lt_i32 s46, s0
	s_cmp_le_i32 s10, s81
	s_cmp_le_i32 s22, s0
	s_cmp_le_i32 s3, 2.0
	s_cmp_eq_u32 s0, s84
	s_cmp_eq_u32 s14, src_vccz
	s_cmp_eq_u32 s0, s4
	s_cmp_lg_u32 s90, 5
	s_cmp_lg_u32 s0, s54
	s_cmp_lg_u32 s0, -4.0
	s_cmp_gt_u32 s0, s2
	s_cmp_gt_u32 m0, s0
	s_cmp_gt_u32 s5, -11
	s_cmp_ge_u32 s0, s8
	s_cmp_ge_u32 s0, s5
	s_cmp_ge_u32 s3, s93
	s_cmp_lt_u32 -7, s0
	s_cmp_lt_u32 s0, s14
	s_cmp_lt_u32 s8, s5
	s_cmp_le_u32 24, s0
	s_cmp_le_u32 xnack_mask_hi, s0
	s_cmp_le_u32 s23, s15
	s_bitcmp0_b32 s12, s57
	s_bitcmp0_b32 s13, 20
	s_bitcmp0_b32 45, s0
	s_bitcmp1_b32 s74, -5
	s_bitcmp1_b32 s0, -4.0
	s_bitcmp1_b32 s6, -15
	s_bitcmp0_b64 s[0:1], 46
	s_bitcmp0_b64 s[8:9], s0
	s_bitcmp0_b64 s[0:1], 8
	s_bitcmp1_b64 s[0:1], s88
	s_bitcmp1_b64 s[0:1], s56
	s_bitcmp1_b64 ttmp[2:3], s42
	s_setvskip s0, s0
	s_setvskip s69, s11
	s_setvskip s9, s41
	s_set_gpr_idx_on s4, gpr_idx(SRC0,SRC2,DST)
	s_set_gpr_idx_on s0, gpr_idx(SRC2,DST)
	s_set_gpr_idx_on s17, gpr_idx()
	s_cmp_eq_u64 48, s[0:1]
	s_cmp_eq_u64 ttmp[12:13], s[10:11]
	s_cmp_eq_u64 -5, 34
	s_cmp_lg_u64 s[10:11], s[88:89]
	s_cmp_lg_u64 s[0:1], s[14:15]
	s_cmp_lg_u64 s[8:9], s[0:1]
	s_nop 0x6b35
	s_nop 0x90c7
	s_nop 2
	s_endpgm 1268
	s_endpgm 53083
	s_endpgm 22916
	s_branch 41830
	s_branch 5605
	s_branch 33836
	s_wakeup
	s_cbranch_scc0 6172
	s_cbranch_scc0 6
	s_cbranch_scc0 56290
	s_cbranch_scc1 8
	s_cbranch_scc1 58138
	s_cbranch_scc1 57575
	s_cbranch_vccz 11
	s_cbranch_vccz 13
	s_cbranch_vccz 26240
	s_cbranch_vccnz 31343
	s_cbranch_vccnz 2051
	s_cbranch_vccnz 49664
	s_cbranch_execz 54652
	s_cbranch_execz 15
	s_cbranch_execz 29306
	s_cbranch_execnz 13
	s_cbranch_execnz 60749
	s_cbranch_execnz 48027
	s_barrier
	s_setkill 0xec9f
	s_setkill 8
	s_setkill 0xde31
	s_waitcnt vmcnt(24) expcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(17) expcnt(4) lgkmcnt(3)
	s_waitcnt vmcnt(6) expcnt(0) lgkmcnt(0)
	s_sethalt 0xfd79
	s_sethalt 0x1c54
	s_sethalt 0xeeb9
	s_sleep 0
	s_sleep 0x3292
	s_sleep 0x1298
	s_setprio 0x6664
	s_setprio 0x9258
	s_setprio 0x63d4
	s_sendmsg sendmsg(15, 0, 0)
	s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 2)
	s_sendmsg sendmsg(2, 0, 0)
	s_sendmsghalt sendmsg(14, 0, 0)
	s_sendmsghalt sendmsg(15, 0, 0)
	s_sendmsghalt sendmsg(12, 0, 0)
	s_trap 11
	s_trap 0x9eca
	s_trap 0xdb56
	s_icache_inv
	s_incperflevel 10
	s_incperflevel 3
	s_incperflevel 0xdb25
	s_decperflevel 0xc7bd
	s_decperflevel 0xebfd
	s_decperflevel 0x333f
	s_ttracedata
	s_cbranch_cdbgsys 5079
	s_cbranch_cdbgsys 38025
	s_cbranch_cdbgsys 10
	s_cbranch_cdbguser 32803
	s_cbranch_cdbguser 45050
	s_cbranch_cdbguser 33084
	s_cbranch_cdbgsys_or_user 25688
	s_cbranch_cdbgsys_or_user 5
	s_cbranch_cdbgsys_or_user 10
	s_cbranch_cdbgsys_and_user 56479
	s_cbranch_cdbgsys_and_user 53193
	s_cbranch_cdbgsys_and_user 44673
	s_endpgm_saved
	s_set_gpr_idx_off
	s_set_gpr_idx_mode gpr_idx(SRC0,SRC1)
	s_set_gpr_idx_mode gpr_idx(SRC0,SRC1,DST)
	s_set_gpr_idx_mode gpr_idx(SRC0,SRC1,SRC2,DST)
	s_endpgm_ordered_ps_done
	s_load_dword s0, s[22:23], s10 glc
	s_load_dword s0, s[0:1], vcc_hi glc
	s_load_dword s91, s[0:1], s0 glc
	s_load_dwordx2 s[0:1], s[30:31], s0 offset:0xfd860 glc
	s_load_dwordx2 s[0:1], s[0:1], s0 offset:0x0 glc
	s_load_dwordx2 s[0:1], s[0:1], s13 glc
	s_load_dwordx4 s[0:3], s[0:1], s0 offset:0x9 glc
	s_load_dwordx4 s[4:7], s[6:7], s0 offset:-0x3e422 glc
	s_load_dwordx4 s[0:3], s[20:21], s0 offset:0x9affb glc
	s_load_dwordx8 s[0:7], s[22:23], s95 offset:0x0 glc
	s_load_dwordx8 s[4:11], s[8:9], s0 offset:0x5 glc
	s_load_dwordx8 s[0:7], s[0:1], s29 glc
	s_load_dwordx16 s[0:15], s[2:3], 0x0 glc
	s_load_dwordx16 s[4:19], s[0:1], s0 glc
	s_load_dwordx16 s[12:27], s[22:23], s3 glc
	s_scratch_load_dword s11, s[0:1], s5 offset:0x9 glc
	s_scratch_load_dword s11, s[0:1], s0 offset:0x0 glc
	s_scratch_load_dword s0, s[0:1], s2 glc
	s_scratch_load_dwordx2 s[0:1], s[0:1], s0 offset:0x0 glc
	s_scratch_load_dwordx2 s[26:27], s[20:21], s95 offset:0x0 glc
	s_scratch_load_dwordx2 s[0:1], s[20:21], s0 glc
	s_scratch_load_dwordx4 s[0:3], s[0:1], s0 offset:0x0 glc
	s_scratch_load_dwordx4 s[88:91], s[0:1], s27 offset:0xf glc
	s_scratch_load_dwordx4 s[0:3], s[0:1], s12 offset:0x0 glc
	s_buffer_load_dword s75, s[0:3], s0 offset:0xb glc
	s_buffer_load_dword s71, s[0:3], s5 glc
	s_buffer_load_dword s0, s[4:7], 0x0 glc
	s_buffer_load_dwordx2 s[0:1], s[0:3], s0 offset:0xa0841 glc
	s_buffer_load_dwordx2 s[0:1], s[8:11], s99 glc
	s_buffer_load_dwordx2 s[6:7], s[0:3], s18 glc
	s_buffer_load_dwordx4 ttmp[8:11], s[0:3], s0 offset:0x0 glc
	s_buffer_load_dwordx4 s[0:3], s[12:15], s0 glc
	s_buffer_load_dwordx4 s[96:99], s[0:3], s0 glc
	s_buffer_load_dwordx8 s[0:7], s[84:87], s3 offset:0x0 glc
	s_buffer_load_dwordx8 s[0:7], s[0:3], s52 glc
	s_buffer_load_dwordx8 s[0:7], s[0:3], 0x0 glc
	s_buffer_load_dwordx16 s[0:15], s[0:3], s0 offset:0xe glc
	s_buffer_load_dwordx16 s[84:99], s[80:83], s0 offset:0x0 glc
	s_buffer_load_dwordx16 s[0:15], s[0:3], s87 glc
	s_store_dword s0, s[0:1], s63 offset:0xa glc
	s_store_dword s0, s[92:93], s0 offset:-0x7b25f glc
	s_store_dword s0, s[0:1], s0 offset:-0x69e2b glc
	s_store_dwordx2 s[74:75], s[14:15], s10 glc
	s_store_dwordx2 s[0:1], s[6:7], s80 glc
	s_store_dwordx2 s[0:1], s[98:99], s25 offset:0x0
	s_store_dwordx4 s[0:3], s[20:21], s7 glc
	s_store_dwordx4 s[8:11], s[4:5], s0 offset:0x0
	s_store_dwordx4 s[0:3], s[8:9], 0x0 glc
	s_scratch_store_dword ttmp7, s[0:1], s17 offset:0x76abd glc
	s_scratch_store_dword s0, ttmp[10:11], s0 offset:0x0 glc
	s_scratch_store_dword s0, s[0:1], s0 offset:-0xdbb7a glc
	s_scratch_store_dwordx2 s[14:15], s[0:1], xnack_mask_lo offset:0x0 glc
	s_scratch_store_dwordx2 s[68:69], s[0:1], s0 offset:0x9 glc
	s_scratch_store_dwordx2 s[0:1], s[0:1], s99 glc
	s_scratch_store_dwordx4 s[0:3], s[8:9], s0 glc
	s_scratch_store_dwordx4 s[96:99], s[74:75], 0x1 glc
	s_scratch_store_dwordx4 s[0:3], s[96:97], s0 glc
	s_buffer_store_dword s15, s[60:63], xnack_mask_lo glc
	s_buffer_store_dword s0, s[0:3], s4 glc
	s_buffer_store_dword s0, s[60:63], s0 glc
	s_buffer_store_dwordx2 s[0:1], s[16:19], s75 glc
	s_buffer_store_dwordx2 s[12:13], s[28:31], s0 offset:0x0
	s_buffer_store_dwordx2 s[0:1], s[0:3], s0 glc
	s_buffer_store_dwordx4 s[0:3], s[0:3], exec_hi offset:0x7 glc
	s_buffer_store_dwordx4 s[0:3], s[0:3], s0 offset:0x0 glc
	s_buffer_store_dwordx4 s[0:3], s[80:83], s0 offset:0x0 glc
	s_dcache_inv
	s_dcache_wb
	s_dcache_inv_vol
	s_dcache_wb_vol
	s_memtime s[20:21]
	s_memtime s[44:45]
	s_memtime s[22:23]
	s_memrealtime s[0:1]
	s_memrealtime s[6:7]
	s_memrealtime s[62:63]
	s_atc_probe 0, s[0:1], s14 offset:0x6
	s_atc_probe 15, s[30:31], s53 offset:0x0
	s_atc_probe 0, s[0:1], s0 offset:0x0
	s_atc_probe_buffer 0, s[20:23], s2 offset:0x7
	s_atc_probe_buffer 1, s[0:3], s0 offset:0x0
	s_atc_probe_buffer 12, s[0:3], s0 offset:0x0
	s_dcache_discard s[30:31], s0 offset:0x0
	s_dcache_discard s[0:1], s59 offset:0x5
	s_dcache_discard ttmp[6:7], s94 offset:0xa
	s_dcache_discard_x2 s[0:1], s0 offset:0x0
	s_dcache_discard_x2 s[0:1], s9 offset:0x0
	s_dcache_discard_x2 s[24:25], s0 offset:-0xf4afc
	s_buffer_atomic_swap s52, s[28:31], s0 offset:0x4e988 glc
	s_buffer_atomic_swap s0, s[0:3], exec_hi offset:0x0
	s_buffer_atomic_swap s0, s[72:75], s0 glc
	s_buffer_atomic_cmpswap s[0:1], s[88:91], s73 glc
	s_buffer_atomic_cmpswap s[0:1], s[52:55], s14 glc
	s_buffer_atomic_cmpswap s[4:5], s[0:3], 0x0 glc
	s_buffer_atomic_add s3, s[0:3], s98 offset:0x0 glc
	s_buffer_atomic_add s13, s[28:31], s0 offset:0x0 glc
	s_buffer_atomic_add s68, s[24:27], 0x9 glc
	s_buffer_atomic_sub s10, s[0:3], s2 offset:0x0 glc
	s_buffer_atomic_sub s14, s[0:3], s66 offset:0x2 glc
	s_buffer_atomic_sub s69, s[0:3], s0 glc
	s_buffer_atomic_smin s0, s[0:3], s19 offset:0x0 glc
	s_buffer_atomic_smin s8, s[0:3], s15 offset:0x0 glc
	s_buffer_atomic_smin s22, s[0:3], s0 offset:0x0 glc
	s_buffer_atomic_umin s0, s[0:3], s0 offset:0xef7ca glc
	s_buffer_atomic_umin s9, s[0:3], s0 offset:0x3 glc
	s_buffer_atomic_umin s0, s[52:55], s0 offset:0xe glc
	s_buffer_atomic_smax s12, s[8:11], exec_hi offset:0xa glc
	s_buffer_atomic_smax s2, s[0:3], s63 glc
	s_buffer_atomic_smax s0, s[8:11], s0 glc
	s_buffer_atomic_umax s100, s[8:11], s47 offset:0x346fe glc
	s_buffer_atomic_umax s0, s[0:3], s97 offset:0x3 glc
	s_buffer_atomic_umax s0, s[0:3], 0xb glc
	s_buffer_atomic_and s4, s[0:3], s0 offset:0x0 glc
	s_buffer_atomic_and s15, s[0:3], s0 glc
	s_buffer_atomic_and s0, s[0:3], s10 glc
	s_buffer_atomic_or s0, s[16:19], s0 offset:0x7a4 glc
	s_buffer_atomic_or s0, ttmp[4:7], s13 offset:0x0 glc
	s_buffer_atomic_or s0, s[16:19], s0 offset:0x0 glc
	s_buffer_atomic_xor s2, s[0:3], s0 offset:0x0 glc
	s_buffer_atomic_xor s0, s[24:27], s14 offset:0x0 glc
	s_buffer_atomic_xor s7, s[0:3], exec_hi offset:0xc glc
	s_buffer_atomic_inc s0, s[0:3], s33 offset:0x0 glc
	s_buffer_atomic_inc s0, s[0:3], s0 offset:0x0 glc
	s_buffer_atomic_inc s88, s[0:3], s0 glc
	s_buffer_atomic_dec s0, ttmp[12:15], s58 offset:0x0 glc
	s_buffer_atomic_dec s100, s[4:7], s68 offset:0x0 glc
	s_buffer_atomic_dec s0, s[8:11], s0 glc
	s_buffer_atomic_swap_x2 s[0:1], s[0:3], s18 offset:0x0
	s_buffer_atomic_swap_x2 s[22:23], s[0:3], s2 glc
	s_buffer_atomic_swap_x2 s[10:11], s[0:3], s76 glc
	s_buffer_atomic_cmpswap_x2 s[0:3], s[44:47], s0 offset:0x0 glc
	s_buffer_atomic_cmpswap_x2 s[0:3], s[0:3], exec_hi offset:0x6ac6c glc
	s_buffer_atomic_cmpswap_x2 s[0:3], s[0:3], s6 glc
	s_buffer_atomic_add_x2 s[12:13], s[0:3], s12 glc
	s_buffer_atomic_add_x2 s[0:1], s[0:3], s96 glc
	s_buffer_atomic_add_x2 s[22:23], s[36:39], s0 glc
	s_buffer_atomic_sub_x2 s[0:1], s[0:3], s2 offset:0x9 glc
	s_buffer_atomic_sub_x2 s[68:69], s[0:3], s0 offset:0x3
	s_buffer_atomic_sub_x2 s[10:11], s[24:27], s42 glc
	s_buffer_atomic_smin_x2 s[0:1], s[0:3], s0 offset:0x0 glc
	s_buffer_atomic_smin_x2 s[6:7], ttmp[8:11], s38 offset:0x0 glc
	s_buffer_atomic_smin_x2 s[0:1], s[68:71], s0 offset:0x0 glc
	s_buffer_atomic_umin_x2 s[0:1], s[12:15], s8 glc
	s_buffer_atomic_umin_x2 s[0:1], s[24:27], s0 glc
	s_buffer_atomic_umin_x2 s[22:23], s[0:3], ttmp5 glc
	s_buffer_atomic_smax_x2 ttmp[2:3], ttmp[12:15], s0 offset:0x0 glc
	s_buffer_atomic_smax_x2 s[60:61], s[0:3], ttmp7 offset:0x0 glc
	s_buffer_atomic_smax_x2 s[86:87], s[0:3], s24 glc
	s_buffer_atomic_umax_x2 s[2:3], s[0:3], s33 offset:0x0 glc
	s_buffer_atomic_umax_x2 s[86:87], s[0:3], s12 offset:0x0 glc
	s_buffer_atomic_umax_x2 s[10:11], s[0:3], s0 offset:0x65aa0 glc
	s_buffer_atomic_and_x2 s[100:101], ttmp[8:11], 0x1ce0e glc
	s_buffer_atomic_and_x2 s[0:1], s[0:3], s10 offset:0x9
	s_buffer_atomic_and_x2 s[96:97], s[28:31], s0 glc
	s_buffer_atomic_or_x2 s[30:31], ttmp[12:15], s0 offset:0x0 glc
	s_buffer_atomic_or_x2 s[8:9], s[0:3], vcc_hi offset:0x0 glc
	s_buffer_atomic_or_x2 s[0:1], s[16:19], s0 glc
	s_buffer_atomic_xor_x2 s[4:5], s[0:3], s0 offset:0x0 glc
	s_buffer_atomic_xor_x2 s[88:89], s[8:11], s13 glc
	s_buffer_atomic_xor_x2 s[100:101], s[40:43], s3 glc
	s_buffer_atomic_inc_x2 s[10:11], ttmp[4:7], exec_hi offset:0x0 glc
	s_buffer_atomic_inc_x2 vcc, s[0:3], s0 offset:0x0 glc
	s_buffer_atomic_inc_x2 s[6:7], s[72:75], s0 glc
	s_buffer_atomic_dec_x2 s[0:1], s[24:27], s0 offset:0x0 glc
	s_buffer_atomic_dec_x2 ttmp[14:15], s[60:63], s0 offset:0x0 glc
	s_buffer_atomic_dec_x2 s[0:1], s[0:3], 0xb glc
	s_atomic_swap s0, s[0:1], s14 offset:0x7 glc
	s_atomic_swap s0, s[0:1], s0 offset:0xe glc
	s_atomic_swap s5, s[2:3], s0 glc
	s_atomic_cmpswap s[2:3], s[0:1], s29 offset:0x0 glc
	s_atomic_cmpswap s[76:77], s[0:1], s0 offset:0x0 glc
	s_atomic_cmpswap s[0:1], s[0:1], s0 offset:0x6 glc
	s_atomic_add s5, vcc, s0 offset:0x0 glc
	s_atomic_add s1, s[0:1], s66 offset:0x2 glc
	s_atomic_add s20, s[24:25], exec_hi glc
	s_atomic_sub s0, s[0:1], s0 offset:0xa glc
	s_atomic_sub s0, s[0:1], s0 offset:0x9 glc
	s_atomic_sub s0, s[12:13], s2 glc
	s_atomic_smin s0, s[30:31], s0 offset:0x0 glc
	s_atomic_smin s0, s[0:1], s15 glc
	s_atomic_smin s0, s[14:15], s0 glc
	s_atomic_umin s0, s[0:1], s0 offset:0xe52a0 glc
	s_atomic_umin s0, s[0:1], s74 offset:0x0 glc
	s_atomic_umin s0, s[0:1], m0 offset:0x0
	s_atomic_smax s0, s[30:31], ttmp15 offset:0x0 glc
	s_atomic_smax s47, s[10:11], s0 offset:0x0 glc
	s_atomic_smax s11, s[0:1], exec_hi offset:0x4 glc
	s_atomic_umax vcc_hi, s[0:1], s11 offset:0x0 glc
	s_atomic_umax s0, s[22:23], s5 glc
	s_atomic_umax s0, xnack_mask, 0x0 glc
	s_atomic_and s0, s[12:13], s72 offset:0xd glc
	s_atomic_and s0, s[24:25], xnack_mask_lo offset:0xb072b glc
	s_atomic_and s0, s[0:1], s0 offset:0x0 glc
	s_atomic_or ttmp1, s[24:25], s10 glc
	s_atomic_or s0, s[16:17], s0 offset:0x0
	s_atomic_or s6, s[0:1], 0x1 glc
	s_atomic_xor s0, s[0:1], s0 offset:0x9f2a glc
	s_atomic_xor s26, s[8:9], s0 offset:0x0 glc
	s_atomic_xor s0, s[0:1], s5 glc
	s_atomic_inc s0, s[0:1], s0 offset:0x0 glc
	s_atomic_inc s67, s[22:23], s0 offset:0x0 glc
	s_atomic_inc s57, s[42:43], s0 offset:0x2e7bc
	s_atomic_dec s0, s[0:1], s0 glc
	s_atomic_dec s38, s[2:3], s0 glc
	s_atomic_dec s0, s[0:1], 0x0 glc
	s_atomic_swap_x2 s[58:59], ttmp[8:9], s0 offset:-0x9bf0f glc
	s_atomic_swap_x2 s[0:1], s[0:1], ttmp15 offset:0x0 glc
	s_atomic_swap_x2 s[0:1], s[0:1], s0 glc
	s_atomic_cmpswap_x2 s[0:3], s[0:1], s7 offset:0x0 glc
	s_atomic_cmpswap_x2 s[0:3], s[0:1], s0 offset:-0x67b2b glc
	s_atomic_cmpswap_x2 s[72:75], s[6:7], s12 glc
	s_atomic_add_x2 s[32:33], s[2:3], s0 offset:0x0 glc
	s_atomic_add_x2 s[0:1], s[20:21], s0 glc
	s_atomic_add_x2 s[0:1], s[4:5], s53 glc
	s_atomic_sub_x2 s[90:91], s[0:1], s0 offset:0x0 glc
	s_atomic_sub_x2 s[0:1], s[0:1], exec_hi offset:-0x8ca93 glc
	s_atomic_sub_x2 s[0:1], s[26:27], s0 offset:0x0 glc
	s_atomic_smin_x2 s[0:1], s[0:1], s44 offset:0x0 glc
	s_atomic_smin_x2 s[18:19], s[92:93], exec_hi offset:0xddfc glc
	s_atomic_smin_x2 s[0:1], ttmp[0:1], s0 glc
	s_atomic_umin_x2 s[0:1], s[56:57], s0 offset:-0xa3f6f glc
	s_atomic_umin_x2 s[52:53], s[4:5], s0 glc
	s_atomic_umin_x2 s[0:1], s[18:19], s0 glc
	s_atomic_smax_x2 s[0:1], s[0:1], s0 offset:0xd glc
	s_atomic_smax_x2 s[0:1], s[18:19], s0 offset:-0xe7394 glc
	s_atomic_smax_x2 s[0:1], s[4:5], s0 glc
	s_atomic_umax_x2 s[0:1], s[0:1], s0 offset:0x0 glc
	s_atomic_umax_x2 s[0:1], s[4:5], s62 offset:0xa35ac glc
	s_atomic_umax_x2 s[0:1], s[22:23], s4 offset:0x135ef glc
	s_atomic_and_x2 s[0:1], s[0:1], s0 offset:0x0 glc
	s_atomic_and_x2 s[0:1], s[16:17], s12 offset:0x0 glc
	s_atomic_and_x2 s[0:1], s[100:101], s0 offset:0x0
	s_atomic_or_x2 s[56:57], s[0:1], s7 offset:0x0 glc
	s_atomic_or_x2 s[14:15], s[0:1], s0 offset:0x0 glc
	s_atomic_or_x2 s[6:7], s[28:29], s42 glc
	s_atomic_xor_x2 s[12:13], s[20:21], s0 offset:-0xc28c7 glc
	s_atomic_xor_x2 s[0:1], s[2:3], s0 offset:0x0 glc
	s_atomic_xor_x2 s[0:1], s[8:9], s2 glc
	s_atomic_inc_x2 s[0:1], s[54:55], exec_hi offset:0x0 glc
	s_atomic_inc_x2 s[0:1], s[0:1], s0 glc
	s_atomic_inc_x2 s[54:55], s[0:1], s0 offset:0x1
	s_atomic_dec_x2 s[0:1], s[0:1], s0 offset:0x0 glc
	s_atomic_dec_x2 s[54:55], s[0:1], s0 offset:0x1 glc
	s_atomic_dec_x2 s[0:1], s[0:1], s0 offset:0xd glc
	v_cndmask_b32_dpp v7, v122, v0, vcc quad_perm:[2,0,3,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_cndmask_b32_dpp v196, v154, v6, vcc wave_shl:1 row_mask:0xc bank_mask:0xf bound_ctrl:1
	v_cndmask_b32_e32 v0, 54, v4, vcc
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cndmask_b32_e32 v2, v72, v3, vcc
	v_cndmask_b32_e32 v0, v230, v4, vcc
	v_add_f32_sdwa v212, v142, -v0 clamp mul:4 dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3 src1_sel:BYTE_2
	v_add_f32_sdwa v0, v238, -|v0| mul:4 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:BYTE_2
	v_add_f32_dpp v0, -|v43|, -|v0| wave_shr:1 row_mask:0xf bank_mask:0xd bound_ctrl:1
	v_add_f32_dpp v212, -|v136|, |v0| row_bcast:15 row_mask:0xd bank_mask:0x6 bound_ctrl:1
	v_add_f32_e64 v32, s0, s0 clamp div:2
	v_add_f32_e64 v9, s0, s0 clamp
	v_add_f32_e32 v1, 1.0, v3
	v_add_f32_e32 v6, s0, v0
	v_add_f32_e32 v9, s3, v0
	v_sub_f32_sdwa v0, v127, s0 clamp mul:2 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:WORD_0
	v_sub_f32_sdwa v0, -|v15|, s87 mul:2 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_sub_f32_dpp v0, v217, v87 wave_rol:1 row_mask:0xa bank_mask:0x7 bound_ctrl:1
	v_sub_f32_dpp v0, -|v85|, -v213 row_shl:8 row_mask:0xf bank_mask:0x1 bound_ctrl:1
	v_sub_f32_e64 v221, v75, s0 clamp mul:4
	v_sub_f32_e64 v0, s0, -s0 clamp div:2
	v_sub_f32_e32 v0, s0, v8
	v_sub_f32_e32 v0, s26, v0
	v_sub_f32_e32 v0, vcc_lo, v0
	v_subrev_f32_dpp v6, -|v216|, -v0 quad_perm:[0,1,2,0] row_mask:0x4 bank_mask:0xc bound_ctrl:1
	v_subrev_f32_dpp v9, -|v43|, -|v0| wave_rol:1 row_mask:0xc bank_mask:0xe bound_ctrl:1
	v_subrev_f32_e64 v11, s0, neg(2.0) clamp mul:4
	v_subrev_f32_e64 v95, -s0, s0 clamp mul:4
	v_subrev_f32_e32 v0, v132, v0
	v_subrev_f32_e32 v11, s0, v46
	v_subrev_f32_e32 v0, s0, v208
	v_fmac_f64_e64 v[0:1], s[0:1], s[0:1] clamp mul:2
	v_fmac_f64_e64 v[6:7], s[0:1], s[0:1] clamp mul:4
	v_fmac_f64_e32 v[0:1], s[6:7], v[0:1]
	v_fmac_f64_e32 v[0:1], s[0:1], v[234:235]
	v_fmac_f64_e32 v[0:1], v[226:227], v[0:1]
	v_mul_f32_dpp v9, -|v58|, -|v1| row_half_mirror row_mask:0xd bank_mask:0xd
	v_mul_f32_dpp v0, -v227, |v34| row_newbcast:5 row_mask:0xb bank_mask:0x2
	v_mul_f32_e64 v0, s0, -s0 clamp mul:2
	v_mul_f32_e64 v207, s0, s0 clamp div:2
	v_mul_f32_e32 v45, s6, v5
	v_mul_f32_e32 v96, v109, v0
	v_mul_f32_e32 v8, s0, v0
	v_mul_i32_i24_e64 v0, s0, s0 clamp
	v_mul_i32_i24_e64 v0, s0, v115 clamp
	v_mul_i32_i24_e32 v0, v60, v244
	v_mul_i32_i24_e32 v0, ttmp11, v0
	v_mul_i32_i24_e32 v102, s15, v0
	v_mul_hi_i32_i24_e32 v0, s0, v22
	v_mul_hi_i32_i24_e32 v0, s11, v0
	v_mul_hi_i32_i24_e32 v0, v144, v91
	v_mul_hi_i32_i24_e64 v15, s7, s7
	v_mul_hi_i32_i24_e64 v0, s0, s0
	v_mul_u32_u24_dpp v115, v87, v0 quad_perm:[0,3,3,3] row_mask:0x0 bank_mask:0xc
	v_mul_u32_u24_e32 v0, s1, v0
	v_mul_u32_u24_e32 v13, 58, v15
	v_mul_u32_u24_e32 v24, s0, v0
	v_mul_u32_u24_e64 v0, s0, s0
	v_mul_u32_u24_e64 v138, s0, s0
	v_mul_hi_u32_u24_dpp v0, v24, v0 row_bcast:15 row_mask:0xa bank_mask:0x4
	v_mul_hi_u32_u24_e32 v127, s15, v0
	v_mul_hi_u32_u24_e32 v115, s0, v0
	v_mul_hi_u32_u24_e32 v135, s10, v0
	v_mul_hi_u32_u24_e64 v0, v140, s0
	v_mul_hi_u32_u24_e64 v0, s0, s0
	v_min_f32_dpp v0, -|v7|, -|v0| row_bcast:15 row_mask:0xe bank_mask:0x7 bound_ctrl:1
	v_min_f32_dpp v0, v253, -v0 row_half_mirror row_mask:0xa bank_mask:0x1
	v_min_f32_e64 v0, v249, s0 clamp mul:2
	v_min_f32_e64 v13, -s0, -s0 clamp mul:2
	v_min_f32_e32 v141, s0, v10
	v_min_f32_e32 v98, v37, v0
	v_min_f32_e32 v121, s0, v0
	v_max_f32_sdwa v198, v18, -|13| clamp div:2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:BYTE_3
	v_max_f32_dpp v198, v20, -v141 row_half_mirror row_mask:0xb bank_mask:0x6 bound_ctrl:1
	v_max_f32_sdwa v0, v53, -v0 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:BYTE_1
	v_max_f32_dpp v217, v247, |v0| row_ror:2 row_mask:0xb bank_mask:0xc bound_ctrl:1
	v_max_f32_e64 v0, s0, s0 clamp mul:4
	v_max_f32_e64 v201, v1, -v85 clamp
	v_max_f32_e32 v148, s0, v8
	v_max_f32_e32 v10, s10, v0
	v_max_f32_e32 v1, s0, v0
	v_min_i32_dpp v60, v48, v0 row_shr:4 row_mask:0x8 bank_mask:0xf bound_ctrl:1
	v_min_i32_e32 v0, v153, v8
	v_min_i32_e32 v0, v43, v8
	v_min_i32_e32 v184, s7, v0
	v_min_i32_e64 v0, v200, s8
	v_min_i32_e64 v0, s0, s0
	v_max_i32_e32 v160, -9, v143
	v_max_i32_e32 v7, v159, v0
	v_max_i32_e32 v153, s0, v0
	v_max_i32_e64 v11, s0, s0
	v_max_i32_e64 v0, s6, v40
	v_min_u32_e32 v0, s0, v7
	v_min_u32_e64 v198, s0, s0
	v_min_u32_e32 v0, s12, v172
	v_min_u32_e32 v0, v40, v0
	v_min_u32_e64 v0, s0, v18
	v_max_u32_e32 v11, -2.0, v0
	v_max_u32_e32 v0, s16, v52
	v_max_u32_e64 v1, s0, s0
	v_max_u32_e32 v32, v111, v134
	v_max_u32_e64 v10, s0, s0
	v_lshrrev_b32_dpp v0, v12, v0 row_mirror row_mask:0xb bank_mask:0x3 bound_ctrl:1
	v_lshrrev_b32_dpp v0, v174, v4 row_half_mirror row_mask:0x2 bank_mask:0x6 bound_ctrl:1
	v_lshrrev_b32_e32 v0, s3, v169
	v_lshrrev_b32_e32 v12, s15, v0
	v_lshrrev_b32_e64 v0, s0, s0
	v_lshrrev_b32_e32 v0, s0, v5
	v_lshrrev_b32_e64 v10, v109, s0
	v_ashrrev_i32_e32 v53, v235, v145
	v_ashrrev_i32_e32 v4, s0, v1
	v_ashrrev_i32_e32 v0, v146, v10
	v_ashrrev_i32_e64 v188, s0, v243
	v_ashrrev_i32_e64 v1, s0, s0
	v_lshlrev_b32_dpp v0, v22, v59 row_shl:14 row_mask:0x1 bank_mask:0xb
	v_lshlrev_b32_e32 v10, s8, v10
	v_lshlrev_b32_e32 v12, -16, v75
	v_lshlrev_b32_e32 v0, v177, v16
	v_lshlrev_b32_e64 v0, 37, v196
	v_lshlrev_b32_e64 v1, v52, v238
	v_and_b32_e32 v7, s0, v0
	v_and_b32_e32 v12, s0, v15
	v_and_b32_e32 v12, v233, v227
	v_and_b32_e64 v0, s0, s0
	v_and_b32_e64 v0, s11, s11
	v_or_b32_e32 v0, s45, v0
	v_or_b32_e32 v0, s0, v15
	v_or_b32_e32 v46, s0, v0
	v_or_b32_e64 v144, s0, s0
	v_or_b32_e64 v0, s0, s0
	v_xor_b32_e32 v97, s0, v206
	v_xor_b32_e32 v0, v221, v239
	v_xor_b32_e32 v0, s3, v247
	v_xor_b32_e64 v0, v137, s41
	v_xor_b32_e64 v229, s0, v124
	v_fmamk_f32 v0, v203, 0x8ace3a36, v0
	v_fmamk_f32 v0, v81, 0x4823e396, v0
	v_fmamk_f32 v0, v2, 0x3f800000, v0
	v_fmaak_f32 v0, v148, v0, 0x8ab82bd7
	v_fmaak_f32 v1, 1.0, v3, 0x3f800000
	v_fmaak_f32 v59, v161, v0, 0x953a837
	v_add_co_u32_e64 v0, s[6:7], s14, v38 clamp
	v_add_co_u32_e64 v0, s[80:81], s0, s0 clamp
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_add_co_u32_e32 v0, vcc, v185, v0
	v_add_co_u32_e32 v0, vcc, s2, v123
	v_sub_co_u32_e64 v202, s[2:3], s0, v133 clamp
	v_sub_co_u32_e64 v10, ttmp[4:5], s0, s0 clamp
	v_sub_co_u32_e32 v0, vcc, s7, v0
	v_sub_co_u32_e32 v0, vcc, s0, v4
	v_sub_co_u32_e32 v14, vcc, s13, v14
	v_subrev_co_u32_e64 v0, s[2:3], s0, s0 clamp
	v_subrev_co_u32_e64 v12, s[24:25], s14, -14 clamp
	v_subrev_co_u32_e32 v0, vcc, 36, v155
	v_subrev_co_u32_e32 v188, vcc, s0, v0
	v_subrev_co_u32_e32 v0, vcc, s0, v90
	v_addc_co_u32_e64 v86, s[0:1], v73, v38, s[0:1] clamp
	v_addc_co_u32_e32 v0, vcc, v226, v0, vcc
	v_addc_co_u32_e32 v9, vcc, v83, v0, vcc
	v_addc_co_u32_e32 v0, vcc, v147, v0, vcc
	v_addc_co_u32_e64 v2, s[0:1], v2, v3, s[4:5]
	v_subb_co_u32_dpp v0, vcc, v102, v10, vcc row_newbcast:5 row_mask:0x7 bank_mask:0xa
	v_subb_co_u32_e32 v40, vcc, 6, v0, vcc
	v_subb_co_u32_e32 v0, vcc, v88, v0, vcc
	v_subb_co_u32_e32 v87, vcc, v114, v0, vcc
	v_subb_co_u32_e64 v2, s[0:1], v2, v3, s[4:5]
	v_subbrev_co_u32_e32 v0, vcc, v127, v0, vcc
	v_subbrev_co_u32_e32 v1, vcc, 59, v24, vcc
	v_subbrev_co_u32_e32 v5, vcc, v84, v196, vcc
	v_subbrev_co_u32_e64 v2, s[0:1], v2, v3, s[4:5]
	v_add_f16_sdwa v20, |v122|, -|s0| mul:2 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_1 src1_sel:BYTE_3
	v_add_f16_dpp v6, -v98, |v0| row_newbcast:11 row_mask:0x4 bank_mask:0x6 bound_ctrl:1
	v_add_f16_dpp v0, v160, |v0| wave_shl:1 row_mask:0xc bank_mask:0x2 bound_ctrl:1
	v_add_f16_e64 v233, s0, s0 mul:2
	v_add_f16_e64 v108, s0, s0 clamp
	v_add_f16_e32 v10, s15, v0
	v_add_f16_e32 v8, s0, v0
	v_add_f16_e32 v1, s1, v0
	v_sub_f16_dpp v0, v138, -v14 row_half_mirror row_mask:0xa bank_mask:0x4 bound_ctrl:1
	v_sub_f16_dpp v0, -v26, -|v0| wave_ror:1 row_mask:0xa bank_mask:0x9 bound_ctrl:1
	v_sub_f16_sdwa v0, 27, v0 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_sub_f16_e64 v0, s0, |s0| clamp mul:4
	v_sub_f16_e64 v2, v146, s0 clamp
	v_sub_f16_e32 v0, s0, v11
	v_sub_f16_e32 v0, s4, v0
	v_sub_f16_e32 v1, s9, v1
	v_subrev_f16_sdwa v0, |-1.0|, -|v123| clamp mul:4 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_1
	v_subrev_f16_dpp v0, v47, v247 row_shl:8 row_mask:0x9 bank_mask:0x8 bound_ctrl:1
	v_subrev_f16_dpp v0, |v73|, -v0 row_newbcast:7 row_mask:0x4 bank_mask:0xd
	v_subrev_f16_e64 v13, s0, s0 clamp div:2
	v_subrev_f16_e64 v155, s0, s0 clamp mul:2
	v_subrev_f16_e32 v1, flat_scratch_lo, v0
	v_subrev_f16_e32 v99, exec_hi, v71
	v_subrev_f16_e32 v9, s0, v0
	v_mul_f16_dpp v246, -v99, -|v9| row_half_mirror row_mask:0xa bank_mask:0x6 bound_ctrl:1
	v_mul_f16_dpp v0, -v233, v80 wave_shl:1 row_mask:0xa bank_mask:0xd bound_ctrl:1
	v_mul_f16_e64 v0, s0, s0 clamp mul:4
	v_mul_f16_e64 v0, -|s3|, 53 clamp div:2
	v_mul_f16_e32 v0, s4, v0
	v_mul_f16_e32 v28, s0, v0
	v_mul_f16_e32 v36, s0, v44
	v_mac_f16_dpp v0, -|v109|, -|v144| wave_shl:1 row_mask:0x2 bank_mask:0x4 bound_ctrl:1
	v_mac_f16_dpp v81, v25, -|v0| wave_shr:1 row_mask:0x2 bank_mask:0xf bound_ctrl:1
	v_mac_f16_e64 v97, s0, v235 clamp mul:2
	v_mac_f16_e64 v117, v13, s4 clamp mul:4
	v_mac_f16_e32 v0, s0, v244
	v_mac_f16_e32 v0, v182, v129
	v_mac_f16_e32 v4, v41, v0
	v_add_u16_e64 v0, s0, v104 clamp
	v_add_u16_e64 v180, s0, s0 clamp
	v_add_u16_e32 v0, s0, v1
	v_add_u16_e32 v184, s15, v0
	v_add_u16_e32 v127, s0, v3
	v_sub_u16_e64 v145, 14, s0 clamp
	v_sub_u16_e64 v0, s0, s0 clamp
	v_sub_u16_e32 v0, s0, v7
	v_sub_u16_e32 v0, s0, v219
	v_sub_u16_e32 v129, s13, v242
	v_subrev_u16_e64 v0, v183, s0 clamp
	v_subrev_u16_e64 v10, v80, s0 clamp
	v_subrev_u16_e32 v0, 38, v0
	v_subrev_u16_e32 v2, s0, v0
	v_subrev_u16_e32 v240, s14, v0
	v_mul_lo_u16_e64 v221, s0, v24
	v_mul_lo_u16_e64 v50, s0, s0
	v_mul_lo_u16_e32 v12, s0, v0
	v_mul_lo_u16_e32 v15, v228, v55
	v_mul_lo_u16_e32 v37, v232, v0
	v_lshlrev_b16_e32 v0, s90, v83
	v_lshlrev_b16_e32 v5, s17, v0
	v_lshlrev_b16_e32 v0, v52, v0
	v_lshlrev_b16_e64 v13, v206, s0
	v_lshlrev_b16_e64 v0, v138, s0
	v_lshrrev_b16_dpp v0, v151, v199 row_ror:7 row_mask:0x6 bank_mask:0x9 bound_ctrl:1
	v_lshrrev_b16_e32 v6, s14, v122
	v_lshrrev_b16_e64 v134, s0, s0
	v_lshrrev_b16_e32 v0, s0, v1
	v_lshrrev_b16_e32 v6, 36, v0
	v_lshrrev_b16_e64 v12, s0, v203
	v_ashrrev_i16_dpp v0, v94, v0 wave_shl:1 row_mask:0x1 bank_mask:0x9
	v_ashrrev_i16_e32 v9, s0, v0
	v_ashrrev_i16_e32 v0, s5, v14
	v_ashrrev_i16_e64 v205, s0, s0
	v_ashrrev_i16_e32 v0, v82, v0
	v_ashrrev_i16_e64 v0, s0, s0
	v_max_f16_sdwa v0, |v147|, -s12 mul:2 dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:BYTE_2
	v_max_f16_dpp v0, v112, |v255| wave_rol:1 row_mask:0xf bank_mask:0xa bound_ctrl:1
	v_max_f16_dpp v96, v95, |v59| row_mirror row_mask:0xe bank_mask:0x9 bound_ctrl:1
	v_max_f16_e64 v0, s0, s0 clamp mul:2
	v_max_f16_e64 v0, v84, s0 clamp
	v_max_f16_e32 v0, v181, v223
	v_max_f16_e32 v0, s0, v15
	v_max_f16_e32 v85, s0, v0
	v_min_f16_sdwa v1, -|s0|, |v0| clamp mul:2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_min_f16_sdwa v0, -v56, v0 div:2 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:WORD_0 src1_sel:WORD_0
	v_min_f16_dpp v1, v240, |v0| wave_ror:1 row_mask:0xe bank_mask:0x4 bound_ctrl:1
	v_min_f16_dpp v0, v23, |v117| wave_shl:1 row_mask:0x7 bank_mask:0x2
	v_min_f16_e64 v63, s0, s0 clamp mul:2
	v_min_f16_e64 v0, |s0|, s0 clamp mul:2
	v_min_f16_e32 v0, s13, v204
	v_min_f16_e32 v0, 3, v199
	v_min_f16_e32 v230, s0, v48
	v_max_u16_e32 v0, s14, v0
	v_max_u16_e64 v0, s0, s0
	v_max_u16_e32 v7, v14, v0
	v_max_u16_e32 v0, s15, v254
	v_max_u16_e64 v88, s0, v144
	v_max_i16_dpp v0, v184, v162 wave_ror:1 row_mask:0x1 bank_mask:0x5
	v_max_i16_e32 v171, s0, v163
	v_max_i16_e32 v0, s12, v13
	v_max_i16_e32 v1, v2, v3
	v_max_i16_e64 v0, s0, 36
	v_max_i16_e64 v242, 9, s80
	v_min_u16_e32 v207, v91, v101
	v_min_u16_e32 v1, 0, v3
	v_min_u16_e32 v0, s4, v174
	v_min_u16_e64 v219, s0, s0
	v_min_u16_e64 v0, -8, s0
	v_min_i16_dpp v10, v233, v0 row_shr:15 row_mask:0x0 bank_mask:0x4 bound_ctrl:1
	v_min_i16_e32 v0, 39, v8
	v_min_i16_e32 v0, s0, v0
	v_min_i16_e32 v0, v161, v0
	v_min_i16_e64 v12, s0, s0
	v_min_i16_e64 v0, v205, s0
	v_ldexp_f16_dpp v221, v13, sext(v12) row_bcast:31 row_mask:0x5 bank_mask:0x5 bound_ctrl:1
	v_ldexp_f16_dpp v0, |v60|, v0 row_half_mirror row_mask:0x7 bank_mask:0x6 bound_ctrl:1
	v_ldexp_f16_e64 v246, v134, s0 clamp mul:2
	v_ldexp_f16_e64 v0, |v250|, sext(s0) clamp mul:4
	v_ldexp_f16_e32 v0, vcc_hi, v216
	v_ldexp_f16_e32 v0, s7, v146
	v_ldexp_f16_e32 v0, s0, v0
	v_add_u32_e64 v1, s10, v134 clamp
	v_add_u32_e64 v2, v252, s0 clamp
	v_add_u32_e32 v0, 13, v241
	v_add_u32_e32 v71, s97, v0
	v_add_u32_e32 v15, s12, v0
	v_sub_u32_e64 v94, s0, s0 clamp
	v_sub_u32_e64 v0, s0, v93 clamp
	v_sub_u32_e32 v0, s0, v222
	v_sub_u32_e32 v0, s12, v3
	v_sub_u32_e32 v0, s0, v207
	v_subrev_u32_dpp v0, v48, v9 row_bcast:15 row_mask:0x8 bank_mask:0x3
	v_subrev_u32_e64 v0, s0, v192 clamp
	v_subrev_u32_e64 v10, s0, s0 clamp
	v_subrev_u32_e32 v0, s0, v44
	v_subrev_u32_e32 v0, s0, v20
	v_subrev_u32_e32 v38, s0, v0
	v_dot2c_f32_f16_dpp v107, -v178, -|v0| row_bcast:15 row_mask:0x7 bank_mask:0x8 bound_ctrl:1
	v_dot2c_f32_f16_dpp v0, |v227|, -v253 wave_shl:1 row_mask:0x4 bank_mask:0x8
	v_dot2c_f32_f16_e32 v7, s0, v8
	v_dot2c_f32_f16_e32 v0, s73, v0
	v_dot2c_f32_f16_e32 v162, s7, v7
	v_dot2c_i32_i16_dpp v0, v70, v14 wave_shl:1 row_mask:0x4 bank_mask:0x5 bound_ctrl:1
	v_dot2c_i32_i16_dpp v0, v211, v15 row_half_mirror row_mask:0xf bank_mask:0x0 bound_ctrl:1
	v_dot2c_i32_i16_e32 v0, s4, v212
	v_dot2c_i32_i16_e32 v0, s5, v9
	v_dot2c_i32_i16_e32 v183, s5, v0
	v_dot4c_i32_i8_dpp v77, v3, v10 wave_rol:1 row_mask:0xb bank_mask:0x5 bound_ctrl:1
	v_dot4c_i32_i8_dpp v0, v240, v54 row_newbcast:1 row_mask:0x8 bank_mask:0xe bound_ctrl:1
	v_dot4c_i32_i8_e32 v83, s0, v0
	v_dot4c_i32_i8_e32 v1, 1.0, v3
	v_dot4c_i32_i8_e32 v0, s0, v0
	v_dot8c_i32_i4_dpp v6, v210, v0 wave_rol:1 row_mask:0x7 bank_mask:0x6 bound_ctrl:1
	v_dot8c_i32_i4_dpp v0, v73, v0 row_newbcast:2 row_mask:0xd bank_mask:0xe
	v_dot8c_i32_i4_e32 v0, s0, v93
	v_dot8c_i32_i4_e32 v1, s0, v182
	v_dot8c_i32_i4_e32 v0, s48, v0
	v_fmac_f32_dpp v0, v53, -|v2| row_shl:3 row_mask:0x0 bank_mask:0x5 bound_ctrl:1
	v_fmac_f32_dpp v0, -|v254|, -v0 row_ror:4 row_mask:0x7 bank_mask:0x6
	v_fmac_f32_e64 v0, |s0|, s0 clamp div:2
	v_fmac_f32_e64 v0, s0, s0 mul:4
	v_fmac_f32_e32 v0, v18, v0
	v_fmac_f32_e32 v4, s8, v0
	v_fmac_f32_e32 v167, s0, v33
	v_pk_fmac_f16_e32 v113, s0, v162
	v_pk_fmac_f16_e32 v148, 35, v122
	v_pk_fmac_f16_e32 v8, v102, v0
	v_xnor_b32_e32 v2, s2, v0
	v_xnor_b32_e32 v13, s10, v158
	v_xnor_b32_e32 v0, s0, v229
	v_xnor_b32_e64 v0, vcc_lo, 6
	v_xnor_b32_e64 v4, v187, s0
	v_nop
	v_mov_b32_e32 v8, s0
	v_mov_b32_e32 v7, s75
	v_mov_b32_e32 v1, v2
	v_mov_b32_e64 v0, s0
	v_mov_b32_e64 v8, s0
	v_readfirstlane_b32 s0, v224
	v_readfirstlane_b32 s5, v37
	v_readfirstlane_b32 s0, v78
	v_cvt_i32_f64_e64 v10, s[0:1] clamp mul:4
	v_cvt_i32_f64_e64 v3, s[0:1] mul:2
	v_cvt_i32_f64_e32 v9, 51
	v_cvt_i32_f64_e32 v0, v[0:1]
	v_cvt_i32_f64_e32 v7, s[0:1]
	v_cvt_f64_i32_e64 v[224:225], s0 clamp mul:4
	v_cvt_f64_i32_e64 v[0:1], s12 mul:4
	v_cvt_f64_i32_e32 v[14:15], s12
	v_cvt_f64_i32_e32 v[0:1], s45
	v_cvt_f64_i32_e32 v[190:191], s0
	v_cvt_f32_i32_e64 v2, s8 mul:2
	v_cvt_f32_i32_e64 v5, s9 clamp
	v_cvt_f32_i32_e32 v57, s0
	v_cvt_f32_i32_e32 v12, s0
	v_cvt_f32_i32_e32 v0, v67
	v_cvt_f32_u32_e64 v11, s0 clamp
	v_cvt_f32_u32_e64 v0, s0 mul:2
	v_cvt_f32_u32_e32 v0, v122
	v_cvt_f32_u32_e32 v92, s0
	v_cvt_f32_u32_e32 v77, v2
	v_cvt_u32_f32_dpp v0, -|v249| quad_perm:[0,0,0,0] row_mask:0x5 bank_mask:0x3 bound_ctrl:1
	v_cvt_u32_f32_e64 v3, s0 clamp mul:2
	v_cvt_u32_f32_e64 v0, s0 clamp mul:4
	v_cvt_u32_f32_e32 v235, s15
	v_cvt_u32_f32_e32 v11, s0
	v_cvt_u32_f32_e32 v0, s4
	v_cvt_i32_f32_dpp v79, -v64 row_ror:10 row_mask:0xe bank_mask:0x3
	v_cvt_i32_f32_e64 v0, s0 clamp mul:2
	v_cvt_i32_f32_e64 v0, v145 clamp
	v_cvt_i32_f32_e32 v7, s5
	v_cvt_i32_f32_e32 v67, s0
	v_cvt_i32_f32_e32 v0, v180
	v_cvt_f16_f32_dpp v9, |v172| row_shr:4 row_mask:0x7 bank_mask:0x8
	v_cvt_f16_f32_e64 v0, -s0 clamp mul:2
	v_cvt_f16_f32_e64 v96, -v221 clamp mul:4
	v_cvt_f16_f32_e32 v0, v115
	v_cvt_f16_f32_e32 v7, s9
	v_cvt_f16_f32_e32 v2, v4
	v_cvt_f32_f16_dpp v0, v251 wave_ror:1 row_mask:0xb bank_mask:0xf bound_ctrl:1
	v_cvt_f32_f16_dpp v253, -|v57| row_half_mirror row_mask:0x4 bank_mask:0xf
	v_cvt_f32_f16_e64 v14, s0 clamp
	v_cvt_f32_f16_e64 v120, s0 div:2
	v_cvt_f32_f16_e32 v14, s0
	v_cvt_f32_f16_e32 v11, s0
	v_cvt_f32_f16_e32 v0, s4
	v_cvt_rpi_i32_f32_dpp v0, |v55| row_half_mirror row_mask:0xe bank_mask:0x6
	v_cvt_rpi_i32_f32_dpp v0, |v184| row_newbcast:15 row_mask:0x5 bank_mask:0xb
	v_cvt_rpi_i32_f32_e64 v47, s1 clamp
	v_cvt_rpi_i32_f32_e32 v125, s0
	v_cvt_rpi_i32_f32_e32 v33, v41
	v_cvt_rpi_i32_f32_e32 v194, s0
	v_cvt_rpi_i32_f32_e64 v0, s0
	v_cvt_flr_i32_f32_dpp v242, v73 quad_perm:[1,1,2,3] row_mask:0x0 bank_mask:0x6 bound_ctrl:1
	v_cvt_flr_i32_f32_e64 v0, s7 clamp
	v_cvt_flr_i32_f32_e64 v15, -v162 clamp
	v_cvt_flr_i32_f32_e32 v15, v65
	v_cvt_flr_i32_f32_e32 v12, -14
	v_cvt_flr_i32_f32_e32 v0, 49
	v_cvt_off_f32_i4_dpp v0, v139 row_shr:15 row_mask:0x4 bank_mask:0x2 bound_ctrl:1
	v_cvt_off_f32_i4_e64 v15, s0 clamp mul:2
	v_cvt_off_f32_i4_e64 v0, s0 clamp mul:2
	v_cvt_off_f32_i4_e32 v4, s0
	v_cvt_off_f32_i4_e32 v0, v199
	v_cvt_off_f32_i4_e32 v13, -4
	v_cvt_f32_f64_e64 v11, |s[0:1]| mul:4
	v_cvt_f32_f64_e64 v12, s[0:1] clamp
	v_cvt_f32_f64_e32 v0, 36
	v_cvt_f32_f64_e32 v0, s[0:1]
	v_cvt_f32_f64_e32 v1, v[18:19]
	v_cvt_f64_f32_e64 v[0:1], v7 clamp
	v_cvt_f64_f32_e64 v[148:149], s96 div:2
	v_cvt_f64_f32_e32 v[240:241], v223
	v_cvt_f64_f32_e32 v[202:203], s57
	v_cvt_f64_f32_e32 v[124:125], s0
	v_cvt_f32_ubyte0_e64 v5, s0 clamp mul:2
	v_cvt_f32_ubyte0_e64 v6, s0 clamp mul:2
	v_cvt_f32_ubyte0_e32 v0, v99
	v_cvt_f32_ubyte0_e32 v0, v194
	v_cvt_f32_ubyte0_e32 v5, v97
	v_cvt_f32_ubyte1_e64 v0, v5 clamp mul:4
	v_cvt_f32_ubyte1_e64 v28, v216 clamp div:2
	v_cvt_f32_ubyte1_e32 v230, s0
	v_cvt_f32_ubyte1_e32 v132, s0
	v_cvt_f32_ubyte1_e32 v0, v1
	v_cvt_f32_ubyte2_e64 v13, s0 clamp
	v_cvt_f32_ubyte2_e64 v11, s0 mul:2
	v_cvt_f32_ubyte2_e32 v63, s10
	v_cvt_f32_ubyte2_e32 v0, 58
	v_cvt_f32_ubyte2_e32 v7, src_shared_limit
	v_cvt_f32_ubyte3_e64 v0, s0 clamp div:2
	v_cvt_f32_ubyte3_e64 v9, s92 div:2
	v_cvt_f32_ubyte3_e32 v10, s0
	v_cvt_f32_ubyte3_e32 v16, s0
	v_cvt_f32_ubyte3_e32 v110, s0
	v_cvt_u32_f64_e64 v100, 1 clamp mul:2
	v_cvt_u32_f64_e64 v0, -s[0:1] div:2
	v_cvt_u32_f64_e32 v8, s[0:1]
	v_cvt_u32_f64_e32 v3, 63
	v_cvt_u32_f64_e32 v2, v[4:5]
	v_cvt_f64_u32_e64 v[0:1], s12 clamp div:2
	v_cvt_f64_u32_e64 v[0:1], 46 mul:4
	v_cvt_f64_u32_e32 v[0:1], 14
	v_cvt_f64_u32_e32 v[12:13], -8
	v_cvt_f64_u32_e32 v[0:1], v253
	v_trunc_f64_e64 v[0:1], s[0:1] clamp
	v_trunc_f64_e64 v[70:71], s[0:1] clamp
	v_trunc_f64_e32 v[8:9], s[40:41]
	v_trunc_f64_e32 v[0:1], s[14:15]
	v_trunc_f64_e32 v[190:191], s[0:1]
	v_ceil_f64_e64 v[10:11], s[0:1] clamp mul:2
	v_ceil_f64_e64 v[14:15], neg(34) clamp mul:2
	v_ceil_f64_e32 v[132:133], s[0:1]
	v_ceil_f64_e32 v[86:87], s[2:3]
	v_ceil_f64_e32 v[22:23], s[26:27]
	v_rndne_f64_e64 v[10:11], |s[0:1]| clamp mul:4
	v_rndne_f64_e64 v[0:1], s[0:1] mul:2
	v_rndne_f64_e32 v[2:3], v[4:5]
	v_rndne_f64_e32 v[4:5], s[0:1]
	v_rndne_f64_e32 v[76:77], s[2:3]
	v_floor_f64_e64 v[0:1], s[0:1] clamp div:2
	v_floor_f64_e64 v[0:1], s[10:11] mul:2
	v_floor_f64_e32 v[242:243], s[18:19]
	v_floor_f64_e32 v[182:183], 1
	v_floor_f64_e32 v[6:7], s[0:1]
	v_fract_f32_e64 v142, v103 clamp
	v_fract_f32_e64 v8, s0 div:2
	v_fract_f32_e32 v0, v196
	v_fract_f32_e32 v77, s0
	v_fract_f32_e32 v12, s0
	v_trunc_f32_dpp v0, -v84 row_shl:1 row_mask:0xa bank_mask:0x3 bound_ctrl:1
	v_trunc_f32_dpp v0, v142 row_half_mirror row_mask:0x5 bank_mask:0x1
	v_trunc_f32_e64 v162, s0 clamp mul:2
	v_trunc_f32_e64 v0, -s0 clamp mul:4
	v_trunc_f32_e32 v8, s0
	v_trunc_f32_e32 v13, s0
	v_trunc_f32_e32 v0, s93
	v_ceil_f32_dpp v0, -|v4| row_mirror row_mask:0xd bank_mask:0xf
	v_ceil_f32_e64 v0, -s0 clamp mul:2
	v_ceil_f32_e64 v0, s0 mul:4
	v_ceil_f32_e32 v199, s11
	v_ceil_f32_e32 v0, v206
	v_ceil_f32_e32 v0, v4
	v_rndne_f32_dpp v24, -v168 row_bcast:15 row_mask:0x8 bank_mask:0xa bound_ctrl:1
	v_rndne_f32_e64 v0, v169 clamp mul:2
	v_rndne_f32_e64 v0, s0 clamp mul:4
	v_rndne_f32_e32 v2, s0
	v_rndne_f32_e32 v0, 4
	v_rndne_f32_e32 v154, s0
	v_floor_f32_e64 v10, s0 clamp mul:2
	v_floor_f32_e64 v222, -s46 clamp mul:4
	v_floor_f32_e32 v14, s3
	v_floor_f32_e32 v96, s0
	v_floor_f32_e32 v55, v82
	v_exp_f32_e64 v0, -s7 clamp mul:4
	v_exp_f32_e64 v0, s6 clamp div:2
	v_exp_f32_e32 v142, v223
	v_exp_f32_e32 v232, s0
	v_exp_f32_e32 v2, v4
	v_log_f32_dpp v0, -v109 row_half_mirror row_mask:0x1 bank_mask:0x2
	v_log_f32_dpp v185, v147 quad_perm:[2,2,0,1] row_mask:0x6 bank_mask:0x6
	v_log_f32_e64 v103, -s1 clamp div:2
	v_log_f32_e64 v133, v236 mul:2
	v_log_f32_e32 v8, s12
	v_log_f32_e32 v2, s0
	v_log_f32_e32 v239, s28
	v_rcp_f32_dpp v190, -v180 row_bcast:31 row_mask:0xd bank_mask:0x9 bound_ctrl:1
	v_rcp_f32_dpp v8, -|v20| wave_rol:1 row_mask:0x9 bank_mask:0xc bound_ctrl:1
	v_rcp_f32_e64 v252, 10 clamp mul:2
	v_rcp_f32_e64 v10, |s9| clamp mul:2
	v_rcp_f32_e32 v139, s0
	v_rcp_f32_e32 v0, s2
	v_rcp_f32_e32 v94, s0
	v_rcp_iflag_f32_dpp v0, -v196 row_bcast:15 row_mask:0xb bank_mask:0x7 bound_ctrl:1
	v_rcp_iflag_f32_dpp v12, v218 row_newbcast:6 row_mask:0xf bank_mask:0xc
	v_rcp_iflag_f32_e64 v14, -s0 clamp mul:4
	v_rcp_iflag_f32_e64 v0, |s0| div:2
	v_rcp_iflag_f32_e32 v5, s0
	v_rcp_iflag_f32_e32 v0, s0
	v_rcp_iflag_f32_e32 v24, s11
	v_rsq_f32_dpp v0, -|v172| wave_shl:1 row_mask:0xd bank_mask:0xb
	v_rsq_f32_dpp v0, |v121| row_shl:11 row_mask:0x8 bank_mask:0x5
	v_rsq_f32_e64 v0, s0 clamp mul:2
	v_rsq_f32_e64 v0, |s0| clamp
	v_rsq_f32_e32 v29, s0
	v_rsq_f32_e32 v238, s0
	v_rsq_f32_e32 v4, s13
	v_rcp_f64_e64 v[0:1], -s[68:69] mul:4
	v_rcp_f64_e64 v[0:1], 46 clamp
	v_rcp_f64_e32 v[0:1], v[128:129]
	v_rcp_f64_e32 v[0:1], s[4:5]
	v_rcp_f64_e32 v[0:1], v[126:127]
	v_rsq_f64_e64 v[0:1], 4 mul:4
	v_rsq_f64_e64 v[0:1], -v[74:75] clamp
	v_rsq_f64_e32 v[0:1], s[12:13]
	v_rsq_f64_e32 v[204:205], s[0:1]
	v_rsq_f64_e32 v[0:1], s[14:15]
	v_sqrt_f32_dpp v139, -|v62| row_newbcast:6 row_mask:0x8 bank_mask:0x1 bound_ctrl:1
	v_sqrt_f32_e64 v0, s0 clamp div:2
	v_sqrt_f32_e64 v0, neg(59) clamp div:2
	v_sqrt_f32_e32 v0, s50
	v_sqrt_f32_e32 v178, ttmp5
	v_sqrt_f32_e32 v3, s11
	v_sqrt_f64_e64 v[0:1], s[0:1] clamp mul:2
	v_sqrt_f64_e64 v[14:15], s[0:1] clamp
	v_sqrt_f64_e32 v[140:141], s[0:1]
	v_sqrt_f64_e32 v[0:1], v[28:29]
	v_sqrt_f64_e32 v[0:1], s[12:13]
	v_sin_f32_dpp v0, -|v248| row_newbcast:4 row_mask:0xc bank_mask:0xa bound_ctrl:1
	v_sin_f32_e64 v67, -s0 clamp mul:4
	v_sin_f32_e64 v1, s0 div:2
	v_sin_f32_e32 v10, s0
	v_sin_f32_e32 v47, s0
	v_sin_f32_e32 v255, s86
	v_cos_f32_dpp v0, -v115 row_shr:10 row_mask:0xf bank_mask:0xa
	v_cos_f32_dpp v0, -v99 row_newbcast:6 row_mask:0x2 bank_mask:0x1
	v_cos_f32_e64 v0, |s10| mul:4
	v_cos_f32_e64 v0, s3 div:2
	v_cos_f32_e32 v5, v63
	v_cos_f32_e32 v1, 23
	v_cos_f32_e32 v240, 12
	v_not_b32_dpp v0, v207 wave_rol:1 row_mask:0xb bank_mask:0xf bound_ctrl:1
	v_not_b32_e32 v200, s0
	v_not_b32_e32 v0, v212
	v_not_b32_e32 v120, s0
	v_not_b32_e64 v0, s0
	v_bfrev_b32_e32 v0, v174
	v_bfrev_b32_e32 v0, v132
	v_bfrev_b32_e32 v166, v152
	v_bfrev_b32_e64 v0, s101
	v_bfrev_b32_e64 v0, s0
	v_ffbh_u32_e32 v0, s8
	v_ffbh_u32_e32 v201, s0
	v_ffbh_u32_e32 v6, flat_scratch_hi
	v_ffbh_u32_e64 v104, s0
	v_ffbh_u32_e64 v0, s12
	v_ffbl_b32_e32 v12, s0
	v_ffbl_b32_e32 v14, s0
	v_ffbl_b32_e32 v12, v134
	v_ffbl_b32_e64 v0, v20
	v_ffbl_b32_e64 v222, v183
	v_ffbh_i32_e32 v155, s5
	v_ffbh_i32_e32 v0, s3
	v_ffbh_i32_e32 v0, v174
	v_ffbh_i32_e64 v101, s0
	v_ffbh_i32_e64 v0, s0
	v_frexp_exp_i32_f64_e64 v0, s[6:7] mul:4
	v_frexp_exp_i32_f64_e64 v0, s[0:1] mul:4
	v_frexp_exp_i32_f64_e32 v6, s[0:1]
	v_frexp_exp_i32_f64_e32 v59, 39
	v_frexp_exp_i32_f64_e32 v233, s[0:1]
	v_frexp_mant_f64_e64 v[0:1], v[170:171] clamp mul:4
	v_frexp_mant_f64_e64 v[0:1], s[0:1] clamp mul:2
	v_frexp_mant_f64_e32 v[118:119], s[0:1]
	v_frexp_mant_f64_e32 v[12:13], s[0:1]
	v_frexp_mant_f64_e32 v[0:1], s[10:11]
	v_fract_f64_e64 v[0:1], -v[126:127] clamp mul:2
	v_fract_f64_e64 v[110:111], v[108:109] clamp mul:2
	v_fract_f64_e32 v[4:5], s[10:11]
	v_fract_f64_e32 v[108:109], s[0:1]
	v_fract_f64_e32 v[0:1], v[116:117]
	v_frexp_exp_i32_f32_dpp v0, |v234| row_shr:7 row_mask:0xe bank_mask:0x0 bound_ctrl:1
	v_frexp_exp_i32_f32_dpp v0, v135 quad_perm:[1,3,2,1] row_mask:0x5 bank_mask:0xb bound_ctrl:1
	v_frexp_exp_i32_f32_e64 v0, -v138 clamp
	v_frexp_exp_i32_f32_e64 v9, |s11| clamp
	v_frexp_exp_i32_f32_e32 v116, s0
	v_frexp_exp_i32_f32_e32 v5, s0
	v_frexp_exp_i32_f32_e32 v135, s0
	v_frexp_mant_f32_dpp v0, |v231| row_half_mirror row_mask:0xa bank_mask:0x5 bound_ctrl:1
	v_frexp_mant_f32_e64 v0, -s0 div:2
	v_frexp_mant_f32_e64 v13, -s0 div:2
	v_frexp_mant_f32_e32 v8, s7
	v_frexp_mant_f32_e32 v11, s0
	v_frexp_mant_f32_e32 v0, flat_scratch_hi
	v_clrexcp
	v_screen_partition_4se_b32_e32 v194, s0
	v_screen_partition_4se_b32_e32 v0, s8
	v_screen_partition_4se_b32_e32 v152, s0
	v_screen_partition_4se_b32_e64 v18, s0
	v_screen_partition_4se_b32_e64 v0, s2
	v_mov_b64_e32 v[14:15], v[126:127]
	v_mov_b64_e32 v[160:161], s[0:1]
	v_mov_b64_e32 v[0:1], s[0:1]
	v_mov_b64_e64 v[0:1], s[0:1]
	v_mov_b64_e64 v[160:161], s[84:85]
	v_cvt_f16_u16_e64 v0, s0 clamp mul:4
	v_cvt_f16_u16_e64 v5, s0 clamp
	v_cvt_f16_u16_e32 v4, s9
	v_cvt_f16_u16_e32 v82, s0
	v_cvt_f16_u16_e32 v12, s3
	v_cvt_f16_i16_e64 v0, s8 clamp div:2
	v_cvt_f16_i16_e64 v11, s0 mul:2
	v_cvt_f16_i16_e32 v0, 8
	v_cvt_f16_i16_e32 v10, s0
	v_cvt_f16_i16_e32 v214, src_scc
	v_cvt_u16_f16_dpp v0, -v202 wave_ror:1 row_mask:0x0 bank_mask:0x0
	v_cvt_u16_f16_dpp v13, v13 wave_rol:1 row_mask:0x2 bank_mask:0x7
	v_cvt_u16_f16_e64 v1, -s12 clamp mul:2
	v_cvt_u16_f16_e64 v126, s4 clamp mul:4
	v_cvt_u16_f16_e32 v206, v98
	v_cvt_u16_f16_e32 v87, s0
	v_cvt_u16_f16_e32 v0, s5
	v_cvt_i16_f16_e64 v7, s0 clamp
	v_cvt_i16_f16_e64 v0, s0 mul:2
	v_cvt_i16_f16_e32 v236, s0
	v_cvt_i16_f16_e32 v0, 42
	v_cvt_i16_f16_e32 v0, v71
	v_rcp_f16_dpp v4, -|v187| wave_rol:1 row_mask:0xa bank_mask:0x8 bound_ctrl:1
	v_rcp_f16_e64 v0, s0 clamp div:2
	v_rcp_f16_e64 v7, -s91 clamp mul:4
	v_rcp_f16_e32 v0, s11
	v_rcp_f16_e32 v2, v190
	v_rcp_f16_e32 v0, s5
	v_sqrt_f16_dpp v0, |v215| row_bcast:15 row_mask:0x9 bank_mask:0x7 bound_ctrl:1
	v_sqrt_f16_e64 v199, s0 clamp div:2
	v_sqrt_f16_e64 v2, s0 clamp
	v_sqrt_f16_e32 v132, s0
	v_sqrt_f16_e32 v10, s0
	v_sqrt_f16_e32 v0, v113
	v_rsq_f16_e64 v7, s3 clamp mul:4
	v_rsq_f16_e64 v214, s0 mul:4
	v_rsq_f16_e32 v232, s0
	v_rsq_f16_e32 v1, v2
	v_rsq_f16_e32 v0, -5
	v_log_f16_dpp v27, -v6 quad_perm:[2,1,2,2] row_mask:0x3 bank_mask:0xc bound_ctrl:1
	v_log_f16_dpp v0, |v245| row_bcast:15 row_mask:0xb bank_mask:0x3
	v_log_f16_e64 v0, s4 clamp
	v_log_f16_e64 v0, v225 clamp
	v_log_f16_e32 v13, s0
	v_log_f16_e32 v113, s0
	v_log_f16_e32 v1, v2
	v_exp_f16_e64 v0, s0 clamp div:2
	v_exp_f16_e64 v220, s0 clamp mul:2
	v_exp_f16_e32 v0, s9
	v_exp_f16_e32 v0, s11
	v_exp_f16_e32 v0, v45
	v_frexp_mant_f16_dpp v8, -v216 row_mirror row_mask:0xc bank_mask:0xf bound_ctrl:1
	v_frexp_mant_f16_e64 v0, s72 clamp mul:4
	v_frexp_mant_f16_e64 v0, s0 mul:2
	v_frexp_mant_f16_e32 v1, v2
	v_frexp_mant_f16_e32 v237, s0
	v_frexp_mant_f16_e32 v0, s4
	v_frexp_exp_i16_f16_dpp v0, v197 row_half_mirror row_mask:0x9 bank_mask:0x7
	v_frexp_exp_i16_f16_e64 v0, -ttmp0 clamp div:2
	v_frexp_exp_i16_f16_e64 v0, s10 mul:2
	v_frexp_exp_i16_f16_e32 v6, s13
	v_frexp_exp_i16_f16_e32 v49, s0
	v_frexp_exp_i16_f16_e32 v42, s0
	v_floor_f16_dpp v4, -v194 row_ror:4 row_mask:0x6 bank_mask:0xe
	v_floor_f16_e64 v223, v210 clamp mul:4
	v_floor_f16_e64 v0, s5 clamp
	v_floor_f16_e32 v32, s0
	v_floor_f16_e32 v0, v196
	v_floor_f16_e32 v0, s14
	v_ceil_f16_dpp v157, -v39 row_bcast:31 row_mask:0x0 bank_mask:0xb bound_ctrl:1
	v_ceil_f16_dpp v148, -|v98| wave_ror:1 row_mask:0x0 bank_mask:0x3
	v_ceil_f16_e64 v24, -s0 clamp mul:2
	v_ceil_f16_e64 v3, s99 clamp div:2
	v_ceil_f16_e32 v0, s10
	v_ceil_f16_e32 v59, s0
	v_ceil_f16_e32 v33, s0
	v_trunc_f16_dpp v0, |v55| row_shr:1 row_mask:0xa bank_mask:0x2
	v_trunc_f16_e64 v0, s0 clamp
	v_trunc_f16_e64 v0, v219 clamp
	v_trunc_f16_e32 v0, v94
	v_trunc_f16_e32 v0, s6
	v_trunc_f16_e32 v15, s0
	v_rndne_f16_dpp v203, -|v120| row_ror:12 row_mask:0x4 bank_mask:0x2
	v_rndne_f16_e64 v10, s0 clamp mul:2
	v_rndne_f16_e64 v11, s0 clamp mul:4
	v_rndne_f16_e32 v134, s0
	v_rndne_f16_e32 v0, 25
	v_rndne_f16_e32 v0, v124
	v_fract_f16_e64 v0, s0 clamp mul:2
	v_fract_f16_e64 v0, v144 div:2
	v_fract_f16_e32 v4, s9
	v_fract_f16_e32 v0, s13
	v_fract_f16_e32 v15, v182
	v_sin_f16_dpp v148, -v169 wave_ror:1 row_mask:0x8 bank_mask:0x9
	v_sin_f16_dpp v0, -v160 quad_perm:[1,3,2,3] row_mask:0x7 bank_mask:0x2
	v_sin_f16_e64 v221, -s0 mul:4
	v_sin_f16_e64 v0, -v222 div:2
	v_sin_f16_e32 v0, 19
	v_sin_f16_e32 v0, v76
	v_sin_f16_e32 v3, s0
	v_cos_f16_e64 v1, s13 clamp div:2
	v_cos_f16_e64 v9, |s0| clamp
	v_cos_f16_e32 v2, v4
	v_cos_f16_e32 v1, v2
	v_cos_f16_e32 v146, s0
	v_exp_legacy_f32_e64 v196, s0 clamp mul:2
	v_exp_legacy_f32_e64 v0, -s0 clamp div:2
	v_exp_legacy_f32_e32 v0, s91
	v_exp_legacy_f32_e32 v0, v84
	v_exp_legacy_f32_e32 v73, s0
	v_log_legacy_f32_dpp v8, -|v90| row_mirror row_mask:0x1 bank_mask:0x4 bound_ctrl:1
	v_log_legacy_f32_dpp v12, -|v142| row_bcast:31 row_mask:0x5 bank_mask:0xa
	v_log_legacy_f32_e64 v0, s9 div:2
	v_log_legacy_f32_e64 v5, s0 mul:2
	v_log_legacy_f32_e32 v0, s0
	v_log_legacy_f32_e32 v10, s0
	v_log_legacy_f32_e32 v0, s3
	v_cvt_norm_i16_f16_dpp v0, -|v177| wave_shr:1 row_mask:0xc bank_mask:0x0
	v_cvt_norm_i16_f16_e64 v0, s0 clamp div:2
	v_cvt_norm_i16_f16_e64 v1, -s0 mul:4
	v_cvt_norm_i16_f16_e32 v11, s0
	v_cvt_norm_i16_f16_e32 v5, s0
	v_cvt_norm_i16_f16_e32 v0, s4
	v_cvt_norm_u16_f16_e64 v0, |55| clamp
	v_cvt_norm_u16_f16_e64 v0, v51 div:2
	v_cvt_norm_u16_f16_e32 v9, s0
	v_cvt_norm_u16_f16_e32 v11, v141
	v_cvt_norm_u16_f16_e32 v0, -4.0
	v_sat_pk_u8_i16_e32 v48, s0
	v_sat_pk_u8_i16_e32 v54, s7
	v_sat_pk_u8_i16_e32 v0, v238
	v_sat_pk_u8_i16_e64 v7, v116
	v_sat_pk_u8_i16_e64 v75, s0
	v_swap_b32 v0, v11
	v_swap_b32 v3, v15
	v_swap_b32 v6, v6
	v_accvgpr_mov_b32 a0, a227
	v_accvgpr_mov_b32 a0, a141
	v_accvgpr_mov_b32 a177, a0
	v_cvt_f32_fp8_e64 v0, s7 clamp mul:4
	v_cvt_f32_fp8_e64 v0, v90 mul:2
	v_cvt_f32_fp8_e32 v153, 48
	v_cvt_f32_fp8_e32 v11, s0
	v_cvt_f32_fp8_e32 v0, v15
	v_cvt_f32_bf8_dpp v133, v232 row_newbcast:6 row_mask:0xd bank_mask:0xb
	v_cvt_f32_bf8_e64 v0, v245 clamp mul:2
	v_cvt_f32_bf8_e64 v0, v145 clamp mul:4
	v_cvt_f32_bf8_e32 v10, s0
	v_cvt_f32_bf8_e32 v0, s2
	v_cvt_f32_bf8_e32 v1, v2
	v_cvt_pk_f32_fp8_e64 v[0:1], s0 div:2
	v_cvt_pk_f32_fp8_e64 v[0:1], s0 clamp
	v_cvt_pk_f32_fp8_e32 v[222:223], s0
	v_cvt_pk_f32_fp8_e32 v[236:237], s4
	v_cvt_pk_f32_fp8_e32 v[210:211], v163
	v_cvt_pk_f32_bf8_e64 v[0:1], s0 mul:4
	v_cvt_pk_f32_bf8_e32 v[2:3], v4
	v_cvt_pk_f32_bf8_e32 v[192:193], s0
	v_cvt_pk_f32_bf8_e32 v[32:33], s0
	v_cvt_pk_f32_bf8_e64 v[0:1], v91
	v_cmp_class_f32_e32 vcc, -8, v150
	v_cmp_class_f32_e32 vcc, s0, v159
	v_cmp_class_f32_e32 vcc, s6, v151
	v_cmp_class_f32_e64 s[0:1], s0, s0
	v_cmp_class_f32_e64 s[14:15], s0, s0
	v_cmpx_class_f32_e32 vcc, v2, v3
	v_cmpx_class_f32_e32 vcc, s4, v167
	v_cmpx_class_f32_e32 vcc, s3, v250
	v_cmpx_class_f32_e64 s[6:7], s0, s0
	v_cmpx_class_f32_e64 s[66:67], s0, v230
	v_cmp_class_f64_e64 s[0:1], s[0:1], v230
	v_cmp_class_f64_e32 vcc, v[84:85], v0
	v_cmp_class_f64_e32 vcc, s[14:15], v36
	v_cmp_class_f64_e32 vcc, s[0:1], v132
	v_cmp_class_f64_e64 s[0:1], v[228:229], s6
	v_cmpx_class_f64_e32 vcc, s[10:11], v0
	v_cmpx_class_f64_e32 vcc, s[14:15], v53
	v_cmpx_class_f64_e32 vcc, s[0:1], v7
	v_cmpx_class_f64_e64 s[0:1], |v[48:49]|, s73
	v_cmpx_class_f64_e64 s[0:1], v[0:1], s0
	v_cmp_class_f16_e32 vcc, s0, v105
	v_cmp_class_f16_e32 vcc, s6, v0
	v_cmp_class_f16_e32 vcc, s0, v13
	v_cmp_class_f16_e64 s[0:1], -s0, s0
	v_cmp_class_f16_e64 s[2:3], s5, v90
	v_cmpx_class_f16_e32 vcc, s0, v135
	v_cmpx_class_f16_e32 vcc, s0, v6
	v_cmpx_class_f16_e32 vcc, v72, v0
	v_cmpx_class_f16_e64 s[2:3], -s0, s0
	v_cmpx_class_f16_e64 s[0:1], -s0, v189
	v_cmp_f_f16_sdwa s[64:65], -v178, |v0| src0_sel:BYTE_2 src1_sel:WORD_1
	v_cmp_f_f16_e64 s[2:3], s0, s0 clamp
	v_cmp_f_f16_e64 s[56:57], |v239|, |s0| clamp
	v_cmp_f_f16_e32 vcc, v141, v148
	v_cmp_f_f16_e32 vcc, s5, v11
	v_cmp_f_f16_e32 vcc, 50, v0
	v_cmp_lt_f16_e64 s[92:93], s0, |s0| clamp
	v_cmp_lt_f16_e64 src_private_base, s0, -s0 clamp
	v_cmp_lt_f16_e32 vcc, s0, v2
	v_cmp_lt_f16_e32 vcc, s15, v0
	v_cmp_lt_f16_e32 vcc, s7, v0
	v_cmp_eq_f16_e64 s[10:11], s0, s0 clamp
	v_cmp_eq_f16_e64 s[0:1], v243, -s0 clamp
	v_cmp_eq_f16_e32 vcc, v121, v0
	v_cmp_eq_f16_e32 vcc, v43, v0
	v_cmp_eq_f16_e32 vcc, v4, v0
	v_cmp_le_f16_sdwa vcc, 16, s11 src0_sel:BYTE_1 src1_sel:WORD_0
	v_cmp_le_f16_e64 s[0:1], v191, |s0| clamp
	v_cmp_le_f16_e64 s[0:1], -v54, s0 clamp
	v_cmp_le_f16_e32 vcc, s0, v4
	v_cmp_le_f16_e32 vcc, s0, v12
	v_cmp_le_f16_e32 vcc, xnack_mask_lo, v0
	v_cmp_gt_f16_sdwa vcc, -s96, -|v0| src0_sel:WORD_0 src1_sel:BYTE_2
	v_cmp_gt_f16_sdwa ttmp[6:7], |v243|, v15 src0_sel:BYTE_1 src1_sel:BYTE_2
	v_cmp_gt_f16_e64 s[0:1], v169, s0 clamp
	v_cmp_gt_f16_e64 s[74:75], -s0, -s0 clamp
	v_cmp_gt_f16_e32 vcc, s1, v5
	v_cmp_gt_f16_e32 vcc, v237, v0
	v_cmp_gt_f16_e32 vcc, s96, v30
	v_cmp_lg_f16_sdwa vcc, -|v194|, |v212| src0_sel:BYTE_2 src1_sel:BYTE_1
	v_cmp_lg_f16_sdwa s[82:83], |s15|, -v160 src0_sel:DWORD src1_sel:BYTE_1
	v_cmp_lg_f16_e64 src_private_limit, -v87, s0 clamp
	v_cmp_lg_f16_e64 s[2:3], |v174|, s10 clamp
	v_cmp_lg_f16_e32 vcc, v170, v0
	v_cmp_lg_f16_e32 vcc, s2, v0
	v_cmp_lg_f16_e32 vcc, v113, v0
	v_cmp_ge_f16_e64 s[2:3], v69, s0 clamp
	v_cmp_ge_f16_e64 s[0:1], v200, s8 clamp
	v_cmp_ge_f16_e32 vcc, s0, v172
	v_cmp_ge_f16_e32 vcc, s36, v36
	v_cmp_ge_f16_e32 vcc, s13, v0
	v_cmp_o_f16_e64 s[4:5], |s0|, s0 clamp
	v_cmp_o_f16_e64 s[0:1], v114, -s0 clamp
	v_cmp_o_f16_e32 vcc, s34, v0
	v_cmp_o_f16_e32 vcc, s0, v139
	v_cmp_o_f16_e32 vcc, 48, v0
	v_cmp_u_f16_sdwa vcc, 64, -|s8| src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_u_f16_e64 s[0:1], s13, v110 clamp
	v_cmp_u_f16_e32 vcc, s0, v11
	v_cmp_u_f16_e32 vcc, s0, v14
	v_cmp_u_f16_e32 vcc, s1, v9
	v_cmp_u_f16_e64 s[0:1], v193, 26
	v_cmp_nge_f16_sdwa s[32:33], |s11|, v13 src0_sel:DWORD src1_sel:DWORD
	v_cmp_nge_f16_e64 s[0:1], -s0, s0 clamp
	v_cmp_nge_f16_e64 s[0:1], -s0, -v34 clamp
	v_cmp_nge_f16_e32 vcc, s0, v16
	v_cmp_nge_f16_e32 vcc, v109, v15
	v_cmp_nge_f16_e32 vcc, s10, v0
	v_cmp_nlg_f16_sdwa s[52:53], |-10|, -v161 src0_sel:WORD_1 src1_sel:BYTE_3
	v_cmp_nlg_f16_e64 s[0:1], -s0, s0 clamp
	v_cmp_nlg_f16_e64 s[0:1], v121, -s0 clamp
	v_cmp_nlg_f16_e32 vcc, s0, v128
	v_cmp_nlg_f16_e32 vcc, s12, v69
	v_cmp_nlg_f16_e32 vcc, s0, v98
	v_cmp_ngt_f16_sdwa vcc, 45, |s0| src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmp_ngt_f16_e64 s[0:1], -|s0|, s0 clamp
	v_cmp_ngt_f16_e64 s[0:1], v62, s0 clamp
	v_cmp_ngt_f16_e32 vcc, s0, v181
	v_cmp_ngt_f16_e32 vcc, s0, v8
	v_cmp_ngt_f16_e32 vcc, v230, v184
	v_cmp_nle_f16_e64 s[0:1], v103, s0 clamp
	v_cmp_nle_f16_e64 s[0:1], s0, s0 clamp
	v_cmp_nle_f16_e32 vcc, s4, v0
	v_cmp_nle_f16_e32 vcc, s12, v4
	v_cmp_nle_f16_e32 vcc, s15, v0
	v_cmp_neq_f16_sdwa s[96:97], |v226|, v0 src0_sel:BYTE_3 src1_sel:BYTE_1
	v_cmp_neq_f16_e64 s[4:5], -s0, s0 clamp
	v_cmp_neq_f16_e64 s[4:5], |s0|, neg(10) clamp
	v_cmp_neq_f16_e32 vcc, v158, v0
	v_cmp_neq_f16_e32 vcc, s0, v242
	v_cmp_neq_f16_e32 vcc, s0, v57
	v_cmp_nlt_f16_e64 s[0:1], v25, s0 clamp
	v_cmp_nlt_f16_e64 s[4:5], s0, -s0 clamp
	v_cmp_nlt_f16_e32 vcc, s0, v9
	v_cmp_nlt_f16_e32 vcc, v167, v0
	v_cmp_nlt_f16_e32 vcc, s7, v0
	v_cmp_tru_f16_sdwa vcc, |32|, -|s0| src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmp_tru_f16_e64 s[10:11], |s0|, s0 clamp
	v_cmp_tru_f16_e64 s[12:13], |s0|, s0 clamp
	v_cmp_tru_f16_e32 vcc, v148, v0
	v_cmp_tru_f16_e32 vcc, s0, v147
	v_cmp_tru_f16_e32 vcc, s0, v231
	v_cmpx_f_f16_sdwa vcc, v107, -|s0| src0_sel:WORD_0 src1_sel:BYTE_3
	v_cmpx_f_f16_sdwa vcc, -3, |s0| src0_sel:DWORD src1_sel:WORD_0
	v_cmpx_f_f16_e64 s[0:1], s0, v230 clamp
	v_cmpx_f_f16_e64 s[2:3], |s0|, |v102| clamp
	v_cmpx_f_f16_e32 vcc, s0, v115
	v_cmpx_f_f16_e32 vcc, v2, v0
	v_cmpx_f_f16_e32 vcc, v229, v134
	v_cmpx_lt_f16_e64 s[0:1], s0, |s0| clamp
	v_cmpx_lt_f16_e64 s[8:9], v198, s0 clamp
	v_cmpx_lt_f16_e32 vcc, s0, v60
	v_cmpx_lt_f16_e32 vcc, v185, v0
	v_cmpx_lt_f16_e32 vcc, s15, v0
	v_cmpx_eq_f16_sdwa s[8:9], |v172|, -v0 src0_sel:WORD_1 src1_sel:DWORD
	v_cmpx_eq_f16_e32 vcc, s92, v8
	v_cmpx_eq_f16_e32 vcc, s0, v3
	v_cmpx_eq_f16_e32 vcc, s0, v0
	v_cmpx_eq_f16_e64 s[0:1], v216, s38
	v_cmpx_eq_f16_e64 s[14:15], |s0|, s0
	v_cmpx_le_f16_sdwa vcc, -s56, -|v3| src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmpx_le_f16_sdwa vcc, -|v13|, |v10| src0_sel:WORD_1 src1_sel:WORD_0
	v_cmpx_le_f16_e64 s[100:101], s0, s0 clamp
	v_cmpx_le_f16_e64 s[0:1], s13, -v129 clamp
	v_cmpx_le_f16_e32 vcc, v78, v0
	v_cmpx_le_f16_e32 vcc, v222, v12
	v_cmpx_le_f16_e32 vcc, v31, v46
	v_cmpx_gt_f16_sdwa vcc, -|v207|, 38 src0_sel:WORD_0 src1_sel:BYTE_2
	v_cmpx_gt_f16_e64 s[8:9], -s0, -s0 clamp
	v_cmpx_gt_f16_e64 s[8:9], -s0, 33 clamp
	v_cmpx_gt_f16_e32 vcc, v187, v252
	v_cmpx_gt_f16_e32 vcc, 32, v0
	v_cmpx_gt_f16_e32 vcc, s0, v4
	v_cmpx_lg_f16_e64 s[8:9], s0, s0 clamp
	v_cmpx_lg_f16_e64 s[12:13], s0, |s0| clamp
	v_cmpx_lg_f16_e32 vcc, v140, v0
	v_cmpx_lg_f16_e32 vcc, s0, v15
	v_cmpx_lg_f16_e32 vcc, 26, v0
	v_cmpx_ge_f16_sdwa s[72:73], 43, |v152| src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ge_f16_e64 s[0:1], s0, s0 clamp
	v_cmpx_ge_f16_e64 s[0:1], -s0, s0 clamp
	v_cmpx_ge_f16_e32 vcc, v65, v0
	v_cmpx_ge_f16_e32 vcc, s0, v47
	v_cmpx_ge_f16_e32 vcc, s0, v5
	v_cmpx_o_f16_e64 s[92:93], s0, s0 clamp
	v_cmpx_o_f16_e64 s[0:1], s0, s0 clamp
	v_cmpx_o_f16_e32 vcc, s11, v192
	v_cmpx_o_f16_e32 vcc, 62, v0
	v_cmpx_o_f16_e32 vcc, v110, v0
	v_cmpx_u_f16_e64 s[0:1], -v111, -s0 clamp
	v_cmpx_u_f16_e64 s[0:1], -s0, s0 clamp
	v_cmpx_u_f16_e32 vcc, s0, v54
	v_cmpx_u_f16_e32 vcc, s0, v58
	v_cmpx_u_f16_e32 vcc, s0, v10
	v_cmpx_nge_f16_sdwa s[42:43], v208, -|v51| src0_sel:BYTE_0 src1_sel:WORD_0
	v_cmpx_nge_f16_e64 s[0:1], s14, v167 clamp
	v_cmpx_nge_f16_e64 s[60:61], s0, s0 clamp
	v_cmpx_nge_f16_e32 vcc, v254, v0
	v_cmpx_nge_f16_e32 vcc, s5, v0
	v_cmpx_nge_f16_e32 vcc, s1, v11
	v_cmpx_nge_f16_sdwa s[40:41], v208, -|v51| src0_sel:BYTE_0 src1_sel:WORD_0
	v_cmpx_nlg_f16_e64 s[0:1], s0, s0 clamp
	v_cmpx_nlg_f16_e64 s[0:1], -s3, -12 clamp
	v_cmpx_nlg_f16_e32 vcc, s4, v64
	v_cmpx_nlg_f16_e32 vcc, v139, v0
	v_cmpx_nlg_f16_e32 vcc, v93, v84
	v_cmpx_ngt_f16_sdwa s[48:49], -|src_pops_exiting_wave_id|, -|v9| src0_sel:BYTE_0 src1_sel:WORD_1
	v_cmpx_ngt_f16_e64 s[66:67], 2.0, -s0 clamp
	v_cmpx_ngt_f16_e64 s[0:1], |s4|, -v88 clamp
	v_cmpx_ngt_f16_e32 vcc, 12, v0
	v_cmpx_ngt_f16_e32 vcc, s0, v13
	v_cmpx_ngt_f16_e32 vcc, s9, v113
	v_cmpx_nle_f16_sdwa vcc, |23|, -|v12| src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_nle_f16_e64 s[10:11], |s0|, s0 clamp
	v_cmpx_nle_f16_e64 s[0:1], s0, |s0| clamp
	v_cmpx_nle_f16_e32 vcc, s13, v0
	v_cmpx_nle_f16_e32 vcc, s0, v11
	v_cmpx_nle_f16_e32 vcc, s55, v118
	v_cmpx_neq_f16_sdwa s[36:37], -v94, -v14 src0_sel:DWORD src1_sel:BYTE_0
	v_cmpx_neq_f16_e64 s[10:11], s0, s0 clamp
	v_cmpx_neq_f16_e64 s[42:43], s0, s0 clamp
	v_cmpx_neq_f16_e32 vcc, v147, v0
	v_cmpx_neq_f16_e32 vcc, s6, v6
	v_cmpx_neq_f16_e32 vcc, v142, v0
	v_cmpx_nlt_f16_e64 s[0:1], |s0|, |s0| clamp
	v_cmpx_nlt_f16_e64 s[0:1], s0, -7 clamp
	v_cmpx_nlt_f16_e32 vcc, s0, v158
	v_cmpx_nlt_f16_e32 vcc, s0, v185
	v_cmpx_nlt_f16_e32 vcc, s0, v0
	v_cmpx_tru_f16_sdwa vcc, -|v97|, -|v0| src0_sel:BYTE_1 src1_sel:DWORD
	v_cmpx_tru_f16_e64 s[0:1], |s0|, |s0| clamp
	v_cmpx_tru_f16_e64 s[0:1], -s0, |s0| clamp
	v_cmpx_tru_f16_e32 vcc, s0, v233
	v_cmpx_tru_f16_e32 vcc, s14, v120
	v_cmpx_tru_f16_e32 vcc, v16, v0
	v_cmp_f_f32_sdwa vcc, |v216|, s0 src0_sel:BYTE_2 src1_sel:WORD_1
	v_cmp_f_f32_sdwa vcc, -|v142|, |v223| src0_sel:BYTE_0 src1_sel:WORD_1
	v_cmp_f_f32_e64 s[0:1], -|s0|, |s0| clamp
	v_cmp_f_f32_e64 s[0:1], v178, s0 clamp
	v_cmp_f_f32_e32 vcc, s4, v0
	v_cmp_f_f32_e32 vcc, s1, v0
	v_cmp_f_f32_e32 vcc, s11, v47
	v_cmp_lt_f32_sdwa s[52:53], v176, -|s0| src0_sel:BYTE_1 src1_sel:BYTE_1
	v_cmp_lt_f32_e64 s[12:13], 36, s0 clamp
	v_cmp_lt_f32_e64 s[8:9], s0, |s0| clamp
	v_cmp_lt_f32_e32 vcc, s4, v0
	v_cmp_lt_f32_e32 vcc, s65, v2
	v_cmp_lt_f32_e32 vcc, v113, v0
	v_cmp_eq_f32_sdwa vcc, -|v214|, -|s0| src0_sel:BYTE_1 src1_sel:BYTE_2
	v_cmp_eq_f32_sdwa s[32:33], |10|, |s0| src0_sel:DWORD src1_sel:BYTE_1
	v_cmp_eq_f32_e64 s[0:1], s0, -s0 clamp
	v_cmp_eq_f32_e64 s[0:1], v123, s0 clamp
	v_cmp_eq_f32_e32 vcc, s8, v213
	v_cmp_eq_f32_e32 vcc, s90, v0
	v_cmp_eq_f32_e32 vcc, s0, v20
	v_cmp_le_f32_e64 s[2:3], |s0|, s0 clamp
	v_cmp_le_f32_e64 s[14:15], s0, -s0 clamp
	v_cmp_le_f32_e32 vcc, s0, v8
	v_cmp_le_f32_e32 vcc, s0, v5
	v_cmp_le_f32_e32 vcc, s0, v154
	v_cmp_gt_f32_e64 s[0:1], s0, -s0 clamp
	v_cmp_gt_f32_e64 s[0:1], v157, s0 clamp
	v_cmp_gt_f32_e32 vcc, s0, v179
	v_cmp_gt_f32_e32 vcc, s0, v6
	v_cmp_gt_f32_e32 vcc, s0, v83
	v_cmp_lg_f32_e64 s[0:1], s0, v44 clamp
	v_cmp_lg_f32_e64 s[0:1], s0, -s0 clamp
	v_cmp_lg_f32_e32 vcc, s0, v71
	v_cmp_lg_f32_e32 vcc, s0, v9
	v_cmp_lg_f32_e32 vcc, 32, v9
	v_cmp_ge_f32_sdwa s[16:17], -|v130|, |v0| src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_f32_sdwa vcc, |v166|, v0 src0_sel:WORD_1 src1_sel:BYTE_2
	v_cmp_ge_f32_e64 s[0:1], -s0, v67 clamp
	v_cmp_ge_f32_e64 s[0:1], s0, s0 clamp
	v_cmp_ge_f32_e32 vcc, v50, v0
	v_cmp_ge_f32_e32 vcc, s9, v207
	v_cmp_ge_f32_e32 vcc, s15, v0
	v_cmp_o_f32_sdwa s[18:19], |v245|, |v0| src0_sel:BYTE_2 src1_sel:BYTE_1
	v_cmp_o_f32_e64 s[8:9], -s0, s0 clamp
	v_cmp_o_f32_e64 s[0:1], |s0|, |v170| clamp
	v_cmp_o_f32_e32 vcc, v13, v129
	v_cmp_o_f32_e32 vcc, v245, v14
	v_cmp_o_f32_e32 vcc, s1, v5
	v_cmp_o_f32_sdwa s[16:17], |v245|, |v0| src0_sel:BYTE_2 src1_sel:BYTE_1
	v_cmp_u_f32_sdwa vcc, -v231, -s0 src0_sel:DWORD src1_sel:WORD_1
	v_cmp_u_f32_e64 s[0:1], s0, s0 clamp
	v_cmp_u_f32_e64 s[0:1], s0, neg(40) clamp
	v_cmp_u_f32_e32 vcc, s0, v198
	v_cmp_u_f32_e32 vcc, v83, v0
	v_cmp_u_f32_e32 vcc, s0, v243
	v_cmp_nge_f32_sdwa vcc, -s55, -|v14| src0_sel:WORD_1 src1_sel:BYTE_2
	v_cmp_nge_f32_e64 s[0:1], 57, s0 clamp
	v_cmp_nge_f32_e64 s[0:1], |s0|, -|s0| clamp
	v_cmp_nge_f32_e32 vcc, s4, v6
	v_cmp_nge_f32_e32 vcc, src_pops_exiting_wave_id, v0
	v_cmp_nge_f32_e32 vcc, s5, v0
	v_cmp_nlg_f32_e64 s[0:1], -s0, s0 clamp
	v_cmp_nlg_f32_e64 s[2:3], s0, s0 clamp
	v_cmp_nlg_f32_e32 vcc, s0, v2
	v_cmp_nlg_f32_e32 vcc, s0, v5
	v_cmp_nlg_f32_e32 vcc, s2, v238
	v_cmp_ngt_f32_sdwa s[16:17], -v112, |s0| src0_sel:DWORD src1_sel:BYTE_1
	v_cmp_ngt_f32_e32 vcc, s4, v0
	v_cmp_ngt_f32_e32 vcc, v247, v3
	v_cmp_ngt_f32_e32 vcc, s0, v5
	v_cmp_ngt_f32_e64 s[2:3], s0, s0
	v_cmp_ngt_f32_e64 s[28:29], s0, s0
	v_cmp_nle_f32_e64 s[0:1], s0, s0 clamp
	v_cmp_nle_f32_e64 s[0:1], s0, v67 clamp
	v_cmp_nle_f32_e32 vcc, v133, v0
	v_cmp_nle_f32_e32 vcc, s0, v247
	v_cmp_nle_f32_e32 vcc, src_execz, v0
	v_cmp_neq_f32_sdwa vcc, |v223|, -v0 src0_sel:BYTE_3 src1_sel:BYTE_0
	v_cmp_neq_f32_sdwa s[98:99], -|v126|, v0 src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmp_neq_f32_e64 s[0:1], |v124|, |v78| clamp
	v_cmp_neq_f32_e64 s[10:11], s0, |v208| clamp
	v_cmp_neq_f32_e32 vcc, s0, v50
	v_cmp_neq_f32_e32 vcc, s5, v0
	v_cmp_neq_f32_e32 vcc, v236, v79
	v_cmp_nlt_f32_sdwa vcc, -s63, -v0 src0_sel:BYTE_1 src1_sel:WORD_0
	v_cmp_nlt_f32_e64 s[6:7], s0, s0 clamp
	v_cmp_nlt_f32_e64 s[0:1], s0, s0 clamp
	v_cmp_nlt_f32_e32 vcc, v229, v45
	v_cmp_nlt_f32_e32 vcc, s0, v140
	v_cmp_nlt_f32_e32 vcc, s10, v0
	v_cmp_tru_f32_e64 s[52:53], v118, v56 clamp
	v_cmp_tru_f32_e64 s[0:1], s0, s0 clamp
	v_cmp_tru_f32_e32 vcc, s0, v101
	v_cmp_tru_f32_e32 vcc, 54, v12
	v_cmp_tru_f32_e32 vcc, s6, v0
	v_cmpx_f_f32_sdwa vcc, neg(57), s10 src0_sel:WORD_0 src1_sel:WORD_1
	v_cmpx_f_f32_sdwa s[66:67], |v143|, -v0 src0_sel:DWORD src1_sel:WORD_1
	v_cmpx_f_f32_e64 s[0:1], s0, -s0 clamp
	v_cmpx_f_f32_e64 s[0:1], v137, -v245 clamp
	v_cmpx_f_f32_e32 vcc, s0, v12
	v_cmpx_f_f32_e32 vcc, ttmp8, v12
	v_cmpx_f_f32_e32 vcc, s0, v2
	v_cmpx_lt_f32_e64 s[0:1], s0, |s0| clamp
	v_cmpx_lt_f32_e64 s[74:75], s0, s0 clamp
	v_cmpx_lt_f32_e32 vcc, v56, v0
	v_cmpx_lt_f32_e32 vcc, s0, v99
	v_cmpx_lt_f32_e32 vcc, s0, v193
	v_cmpx_eq_f32_sdwa vcc, s14, |v12| src0_sel:DWORD src1_sel:DWORD
	v_cmpx_eq_f32_sdwa vcc, v1, v0 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_eq_f32_e64 s[0:1], |s0|, -|v244| clamp
	v_cmpx_eq_f32_e32 vcc, s11, v238
	v_cmpx_eq_f32_e32 vcc, s0, v12
	v_cmpx_eq_f32_e32 vcc, s0, v140
	v_cmpx_eq_f32_e64 s[0:1], -s0, s0
	v_cmpx_le_f32_sdwa vcc, -|v67|, v0 src0_sel:BYTE_3 src1_sel:WORD_0
	v_cmpx_le_f32_sdwa vcc, v251, -v167 src0_sel:BYTE_0 src1_sel:WORD_0
	v_cmpx_le_f32_e64 s[24:25], v118, v86 clamp
	v_cmpx_le_f32_e32 vcc, v185, v0
	v_cmpx_le_f32_e32 vcc, s13, v0
	v_cmpx_le_f32_e32 vcc, s15, v88
	v_cmpx_le_f32_e64 s[0:1], s0, -s0
	v_cmpx_gt_f32_sdwa s[80:81], v175, v0 src0_sel:BYTE_1 src1_sel:BYTE_2
	v_cmpx_gt_f32_e64 s[0:1], v234, s0 clamp
	v_cmpx_gt_f32_e64 s[12:13], s0, s0 clamp
	v_cmpx_gt_f32_e32 vcc, v47, v0
	v_cmpx_gt_f32_e32 vcc, s4, v200
	v_cmpx_gt_f32_e32 vcc, s0, v147
	v_cmpx_lg_f32_e64 s[2:3], s0, -|s0| clamp
	v_cmpx_lg_f32_e64 s[0:1], |s88|, v25 clamp
	v_cmpx_lg_f32_e32 vcc, v161, v0
	v_cmpx_lg_f32_e32 vcc, s4, v3
	v_cmpx_lg_f32_e32 vcc, v34, v15
	v_cmpx_ge_f32_sdwa s[80:81], neg(56), |s0| src0_sel:BYTE_3 src1_sel:DWORD
	v_cmpx_ge_f32_sdwa s[0:1], v148, -|v0| src0_sel:BYTE_2 src1_sel:BYTE_1
	v_cmpx_ge_f32_e64 s[82:83], s0, s0 clamp
	v_cmpx_ge_f32_e64 s[4:5], -v211, s0 clamp
	v_cmpx_ge_f32_e32 vcc, s2, v10
	v_cmpx_ge_f32_e32 vcc, s5, v0
	v_cmpx_ge_f32_e32 vcc, s0, v81
	v_cmpx_o_f32_e64 s[54:55], -s0, s0 clamp
	v_cmpx_o_f32_e64 s[12:13], s0, s0 clamp
	v_cmpx_o_f32_e32 vcc, s11, v2
	v_cmpx_o_f32_e32 vcc, s101, v0
	v_cmpx_o_f32_e32 vcc, s15, v0
	v_cmpx_u_f32_sdwa vcc, -v189, -|v0| src0_sel:BYTE_0 src1_sel:BYTE_3
	v_cmpx_u_f32_e64 s[0:1], -12, s15 clamp
	v_cmpx_u_f32_e64 s[0:1], s0, s0 clamp
	v_cmpx_u_f32_e32 vcc, s6, v1
	v_cmpx_u_f32_e32 vcc, s0, v0
	v_cmpx_u_f32_e32 vcc, s0, v72
	v_cmpx_nge_f32_e64 s[0:1], s0, v53 clamp
	v_cmpx_nge_f32_e32 vcc, v123, v0
	v_cmpx_nge_f32_e32 vcc, s0, v13
	v_cmpx_nge_f32_e32 vcc, v178, v0
	v_cmpx_nge_f32_e64 s[14:15], s0, v133
	v_cmpx_nlg_f32_e64 s[0:1], s0, -s0 clamp
	v_cmpx_nlg_f32_e64 s[0:1], v111, s0 clamp
	v_cmpx_nlg_f32_e32 vcc, s0, v129
	v_cmpx_nlg_f32_e32 vcc, s13, v3
	v_cmpx_nlg_f32_e32 vcc, 13, v0
	v_cmpx_ngt_f32_sdwa s[42:43], |v116|, v34 src0_sel:WORD_0 src1_sel:WORD_0
	v_cmpx_ngt_f32_e64 s[0:1], -v88, s8 clamp
	v_cmpx_ngt_f32_e64 s[98:99], s0, s0 clamp
	v_cmpx_ngt_f32_e32 vcc, s10, v0
	v_cmpx_ngt_f32_e32 vcc, s0, v13
	v_cmpx_ngt_f32_e32 vcc, v202, v0
	v_cmpx_ngt_f32_sdwa s[40:41], |v116|, v34 src0_sel:WORD_0 src1_sel:WORD_0
	v_cmpx_nle_f32_sdwa vcc, |v106|, -s6 src0_sel:BYTE_2 src1_sel:BYTE_1
	v_cmpx_nle_f32_e32 vcc, s0, v6
	v_cmpx_nle_f32_e32 vcc, s0, v246
	v_cmpx_nle_f32_e32 vcc, s75, v97
	v_cmpx_nle_f32_e64 s[0:1], s0, neg(-11)
	v_cmpx_nle_f32_e64 s[8:9], 0.5, s0
	v_cmpx_neq_f32_sdwa s[78:79], -|v116|, -|v0| src0_sel:BYTE_3 src1_sel:BYTE_1
	v_cmpx_neq_f32_sdwa s[78:79], |v117|, -s39 src0_sel:BYTE_2 src1_sel:BYTE_2
	v_cmpx_neq_f32_e64 s[0:1], v133, s3 clamp
	v_cmpx_neq_f32_e64 s[0:1], s0, s0 clamp
	v_cmpx_neq_f32_e32 vcc, s0, v7
	v_cmpx_neq_f32_e32 vcc, s0, v153
	v_cmpx_neq_f32_e32 vcc, v40, v0
	v_cmpx_nlt_f32_sdwa ttmp[4:5], |60|, -|v2| src0_sel:WORD_1 src1_sel:WORD_0
	v_cmpx_nlt_f32_e64 s[94:95], v168, s0 clamp
	v_cmpx_nlt_f32_e64 s[0:1], s0, v87 clamp
	v_cmpx_nlt_f32_e32 vcc, s0, v5
	v_cmpx_nlt_f32_e32 vcc, s6, v19
	v_cmpx_nlt_f32_e32 vcc, s0, v9
	v_cmpx_tru_f32_e64 s[6:7], s0, s0 clamp
	v_cmpx_tru_f32_e64 s[2:3], s0, v148 clamp
	v_cmpx_tru_f32_e32 vcc, s0, v112
	v_cmpx_tru_f32_e32 vcc, s8, v76
	v_cmpx_tru_f32_e32 vcc, v2, v3
	v_cmp_f_f64_e64 s[4:5], s[0:1], s[0:1] clamp
	v_cmp_f_f64_e64 s[0:1], v[186:187], s[0:1] clamp
	v_cmp_f_f64_e32 vcc, s[0:1], v[2:3]
	v_cmp_f_f64_e32 vcc, s[8:9], v[102:103]
	v_cmp_f_f64_e32 vcc, s[0:1], v[0:1]
	v_cmp_lt_f64_e64 s[0:1], -s[0:1], s[0:1] clamp
	v_cmp_lt_f64_e64 s[12:13], -s[0:1], s[0:1] clamp
	v_cmp_lt_f64_e32 vcc, s[10:11], v[0:1]
	v_cmp_lt_f64_e32 vcc, v[110:111], v[0:1]
	v_cmp_lt_f64_e32 vcc, s[8:9], v[146:147]
	v_cmp_eq_f64_e64 s[0:1], |s[0:1]|, v[114:115] clamp
	v_cmp_eq_f64_e64 s[0:1], |s[34:35]|, 3 clamp
	v_cmp_eq_f64_e32 vcc, s[0:1], v[6:7]
	v_cmp_eq_f64_e32 vcc, s[2:3], v[132:133]
	v_cmp_eq_f64_e32 vcc, s[0:1], v[194:195]
	v_cmp_le_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmp_le_f64_e64 s[10:11], s[0:1], s[0:1] clamp
	v_cmp_le_f64_e32 vcc, s[14:15], v[8:9]
	v_cmp_le_f64_e32 vcc, s[14:15], v[0:1]
	v_cmp_le_f64_e32 vcc, v[104:105], v[0:1]
	v_cmp_gt_f64_e64 s[0:1], v[124:125], s[0:1] clamp
	v_cmp_gt_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmp_gt_f64_e32 vcc, s[0:1], v[224:225]
	v_cmp_gt_f64_e32 vcc, s[0:1], v[168:169]
	v_cmp_gt_f64_e32 vcc, s[0:1], v[2:3]
	v_cmp_lg_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmp_lg_f64_e64 s[0:1], -s[0:1], s[0:1] clamp
	v_cmp_lg_f64_e32 vcc, src_vccz, v[0:1]
	v_cmp_lg_f64_e32 vcc, s[14:15], v[0:1]
	v_cmp_lg_f64_e32 vcc, s[4:5], v[0:1]
	v_cmp_ge_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmp_ge_f64_e32 vcc, s[10:11], v[0:1]
	v_cmp_ge_f64_e32 vcc, 2, v[0:1]
	v_cmp_ge_f64_e32 vcc, s[0:1], v[0:1]
	v_cmp_ge_f64_e64 s[2:3], s[0:1], s[0:1]
	v_cmp_o_f64_e64 src_shared_limit, -s[0:1], v[234:235] clamp
	v_cmp_o_f64_e64 s[14:15], s[0:1], s[0:1] clamp
	v_cmp_o_f64_e32 vcc, s[0:1], v[2:3]
	v_cmp_o_f64_e32 vcc, s[4:5], v[0:1]
	v_cmp_o_f64_e32 vcc, s[0:1], v[190:191]
	v_cmp_u_f64_e64 s[68:69], s[0:1], s[0:1] clamp
	v_cmp_u_f64_e64 s[50:51], s[0:1], s[0:1] clamp
	v_cmp_u_f64_e32 vcc, s[0:1], v[138:139]
	v_cmp_u_f64_e32 vcc, 46, v[0:1]
	v_cmp_u_f64_e32 vcc, s[14:15], v[0:1]
	v_cmp_nge_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmp_nge_f64_e64 s[80:81], s[0:1], s[0:1] clamp
	v_cmp_nge_f64_e32 vcc, 37, v[0:1]
	v_cmp_nge_f64_e32 vcc, s[70:71], v[116:117]
	v_cmp_nge_f64_e32 vcc, v[142:143], v[120:121]
	v_cmp_nlg_f64_e64 s[10:11], s[2:3], v[12:13] clamp
	v_cmp_nlg_f64_e32 vcc, ttmp[12:13], v[152:153]
	v_cmp_nlg_f64_e64 s[0:1], s[0:1], -4.0
	v_cmp_nlg_f64_e32 vcc, s[2:3], v[0:1]
	v_cmp_nlg_f64_e32 vcc, v[132:133], v[0:1]
	v_cmp_ngt_f64_e64 s[0:1], -|s[0:1]|, |s[0:1]| clamp
	v_cmp_ngt_f64_e64 s[0:1], -|s[0:1]|, s[0:1] clamp
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[176:177]
	v_cmp_ngt_f64_e32 vcc, v[76:77], v[0:1]
	v_cmp_ngt_f64_e32 vcc, v[184:185], v[2:3]
	v_cmp_nle_f64_e64 s[8:9], |s[12:13]|, s[12:13] clamp
	v_cmp_nle_f64_e64 ttmp[12:13], |s[10:11]|, |v[68:69]| clamp
	v_cmp_nle_f64_e32 vcc, s[14:15], v[0:1]
	v_cmp_nle_f64_e32 vcc, s[0:1], v[6:7]
	v_cmp_nle_f64_e32 vcc, s[0:1], v[20:21]
	v_cmp_neq_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmp_neq_f64_e32 vcc, v[102:103], v[0:1]
	v_cmp_neq_f64_e32 vcc, s[0:1], v[0:1]
	v_cmp_neq_f64_e32 vcc, s[14:15], v[210:211]
	v_cmp_neq_f64_e64 s[2:3], s[0:1], -s[0:1]
	v_cmp_nlt_f64_e64 s[0:1], -s[0:1], s[0:1] clamp
	v_cmp_nlt_f64_e32 vcc, s[0:1], v[4:5]
	v_cmp_nlt_f64_e32 vcc, s[12:13], v[4:5]
	v_cmp_nlt_f64_e64 s[6:7], s[0:1], |s[0:1]|
	v_cmp_nlt_f64_e32 vcc, s[0:1], v[126:127]
	v_cmp_tru_f64_e64 s[58:59], s[0:1], -s[0:1] clamp
	v_cmp_tru_f64_e64 s[66:67], |s[0:1]|, |-14| clamp
	v_cmp_tru_f64_e32 vcc, s[0:1], v[2:3]
	v_cmp_tru_f64_e32 vcc, 18, v[0:1]
	v_cmp_tru_f64_e32 vcc, s[0:1], v[10:11]
	v_cmpx_f_f64_e64 s[0:1], -9, s[0:1] clamp
	v_cmpx_f_f64_e64 s[0:1], -v[74:75], s[0:1] clamp
	v_cmpx_f_f64_e32 vcc, 12, v[0:1]
	v_cmpx_f_f64_e32 vcc, s[0:1], v[12:13]
	v_cmpx_f_f64_e32 vcc, s[12:13], v[0:1]
	v_cmpx_lt_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmpx_lt_f64_e64 s[0:1], -s[0:1], s[0:1] clamp
	v_cmpx_lt_f64_e32 vcc, s[0:1], v[8:9]
	v_cmpx_lt_f64_e32 vcc, 12, v[0:1]
	v_cmpx_lt_f64_e32 vcc, v[156:157], v[0:1]
	v_cmpx_eq_f64_e64 s[8:9], s[0:1], s[0:1] clamp
	v_cmpx_eq_f64_e64 s[0:1], -s[0:1], s[0:1] clamp
	v_cmpx_eq_f64_e32 vcc, s[0:1], v[118:119]
	v_cmpx_eq_f64_e32 vcc, s[6:7], v[4:5]
	v_cmpx_eq_f64_e32 vcc, s[14:15], v[30:31]
	v_cmpx_le_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmpx_le_f64_e64 s[0:1], -s[0:1], s[0:1] clamp
	v_cmpx_le_f64_e32 vcc, s[0:1], v[14:15]
	v_cmpx_le_f64_e32 vcc, s[0:1], v[180:181]
	v_cmpx_le_f64_e32 vcc, s[10:11], v[0:1]
	v_cmpx_gt_f64_e64 s[10:11], -4, s[0:1] clamp
	v_cmpx_gt_f64_e64 s[4:5], s[0:1], s[0:1] clamp
	v_cmpx_gt_f64_e32 vcc, s[0:1], v[112:113]
	v_cmpx_gt_f64_e32 vcc, 1.0, v[88:89]
	v_cmpx_gt_f64_e32 vcc, s[2:3], v[0:1]
	v_cmpx_lg_f64_e64 s[10:11], s[0:1], s[0:1] clamp
	v_cmpx_lg_f64_e64 s[0:1], v[64:65], s[4:5] clamp
	v_cmpx_lg_f64_e32 vcc, s[14:15], v[0:1]
	v_cmpx_lg_f64_e32 vcc, s[10:11], v[0:1]
	v_cmpx_lg_f64_e32 vcc, s[0:1], v[2:3]
	v_cmpx_ge_f64_e64 s[0:1], |v[24:25]|, -|s[10:11]| clamp
	v_cmpx_ge_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmpx_ge_f64_e32 vcc, s[0:1], v[12:13]
	v_cmpx_ge_f64_e32 vcc, s[0:1], v[178:179]
	v_cmpx_ge_f64_e32 vcc, v[14:15], v[8:9]
	v_cmpx_o_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmpx_o_f64_e64 s[0:1], |s[0:1]|, |s[0:1]| clamp
	v_cmpx_o_f64_e32 vcc, s[76:77], v[0:1]
	v_cmpx_o_f64_e32 vcc, -14, v[10:11]
	v_cmpx_o_f64_e32 vcc, v[66:67], v[0:1]
	v_cmpx_u_f64_e64 s[2:3], v[68:69], s[0:1] clamp
	v_cmpx_u_f64_e64 s[14:15], s[0:1], 36 clamp
	v_cmpx_u_f64_e32 vcc, s[10:11], v[184:185]
	v_cmpx_u_f64_e32 vcc, s[12:13], v[0:1]
	v_cmpx_u_f64_e32 vcc, s[30:31], v[94:95]
	v_cmpx_nge_f64_e64 s[0:1], |s[0:1]|, 19 clamp
	v_cmpx_nge_f64_e64 s[0:1], v[124:125], s[0:1] clamp
	v_cmpx_nge_f64_e32 vcc, s[0:1], v[46:47]
	v_cmpx_nge_f64_e32 vcc, s[2:3], v[0:1]
	v_cmpx_nge_f64_e32 vcc, v[172:173], v[0:1]
	v_cmpx_nlg_f64_e64 ttmp[6:7], s[12:13], v[100:101] clamp
	v_cmpx_nlg_f64_e64 s[8:9], |s[0:1]|, |s[0:1]| clamp
	v_cmpx_nlg_f64_e32 vcc, s[6:7], v[0:1]
	v_cmpx_nlg_f64_e32 vcc, v[184:185], v[0:1]
	v_cmpx_nlg_f64_e32 vcc, s[0:1], v[124:125]
	v_cmpx_ngt_f64_e64 s[0:1], -s[0:1], s[0:1] clamp
	v_cmpx_ngt_f64_e64 s[0:1], v[2:3], s[0:1] clamp
	v_cmpx_ngt_f64_e32 vcc, s[2:3], v[164:165]
	v_cmpx_ngt_f64_e32 vcc, s[0:1], v[100:101]
	v_cmpx_ngt_f64_e32 vcc, s[6:7], v[248:249]
	v_cmpx_nle_f64_e64 s[14:15], s[0:1], s[0:1] clamp
	v_cmpx_nle_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmpx_nle_f64_e32 vcc, s[0:1], v[68:69]
	v_cmpx_nle_f64_e32 vcc, v[96:97], v[0:1]
	v_cmpx_nle_f64_e32 vcc, s[8:9], v[0:1]
	v_cmpx_neq_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmpx_neq_f64_e32 vcc, 5, v[0:1]
	v_cmpx_neq_f64_e64 s[6:7], s[0:1], s[0:1]
	v_cmpx_neq_f64_e32 vcc, v[44:45], v[0:1]
	v_cmpx_neq_f64_e32 vcc, s[52:53], v[0:1]
	v_cmpx_nlt_f64_e64 s[0:1], |15|, |s[12:13]| clamp
	v_cmpx_nlt_f64_e64 s[0:1], s[4:5], 54 clamp
	v_cmpx_nlt_f64_e32 vcc, s[36:37], v[0:1]
	v_cmpx_nlt_f64_e32 vcc, s[0:1], v[2:3]
	v_cmpx_nlt_f64_e32 vcc, s[0:1], v[88:89]
	v_cmpx_tru_f64_e64 s[0:1], -s[0:1], -s[0:1] clamp
	v_cmpx_tru_f64_e64 s[0:1], s[0:1], s[0:1] clamp
	v_cmpx_tru_f64_e32 vcc, s[0:1], v[2:3]
	v_cmpx_tru_f64_e32 vcc, v[216:217], v[0:1]
	v_cmpx_tru_f64_e32 vcc, s[4:5], v[0:1]
	v_cmp_f_i16_e32 vcc, s4, v0
	v_cmp_f_i16_e32 vcc, s0, v156
	v_cmp_f_i16_e32 vcc, 22, v0
	v_cmp_f_i16_e64 s[0:1], s0, s0
	v_cmp_f_i16_e64 s[4:5], v147, s0
	v_cmp_lt_i16_e32 vcc, s0, v193
	v_cmp_lt_i16_e32 vcc, v105, v0
	v_cmp_lt_i16_e32 vcc, s0, v115
	v_cmp_lt_i16_e64 s[0:1], v188, s0
	v_cmp_lt_i16_e64 s[0:1], s0, v103
	v_cmp_eq_i16_sdwa s[8:9], src_private_base, v15 src0_sel:DWORD src1_sel:BYTE_3
	v_cmp_eq_i16_e32 vcc, s8, v0
	v_cmp_eq_i16_e32 vcc, v8, v0
	v_cmp_eq_i16_e32 vcc, s63, v0
	v_cmp_eq_i16_e64 s[0:1], s0, v220
	v_cmp_eq_i16_e64 s[0:1], s3, 43
	v_cmp_le_i16_sdwa vcc, -8, v0 src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_le_i16_e32 vcc, s0, v190
	v_cmp_le_i16_e32 vcc, s0, v11
	v_cmp_le_i16_e32 vcc, s80, v0
	v_cmp_le_i16_e64 s[12:13], s0, s0
	v_cmp_le_i16_e64 s[0:1], s0, s0
	v_cmp_gt_i16_sdwa vcc, v108, sext(21) src0_sel:BYTE_1 src1_sel:WORD_0
	v_cmp_gt_i16_e32 vcc, s13, v61
	v_cmp_gt_i16_e32 vcc, v29, v8
	v_cmp_gt_i16_e32 vcc, v51, v215
	v_cmp_gt_i16_e64 s[0:1], s0, s0
	v_cmp_gt_i16_e64 s[12:13], v67, s0
	v_cmp_ne_i16_e32 vcc, v2, v3
	v_cmp_ne_i16_e32 vcc, s0, v154
	v_cmp_ne_i16_e32 vcc, s14, v0
	v_cmp_ne_i16_e64 s[14:15], v110, s0
	v_cmp_ne_i16_e64 s[0:1], v79, s0
	v_cmp_ge_i16_e32 vcc, v2, v3
	v_cmp_ge_i16_e32 vcc, s0, v79
	v_cmp_ge_i16_e32 vcc, s100, v0
	v_cmp_ge_i16_e64 s[0:1], s0, v106
	v_cmp_ge_i16_e64 s[0:1], s0, s0
	v_cmp_t_i16_e32 vcc, v195, v0
	v_cmp_t_i16_e32 vcc, s0, v220
	v_cmp_t_i16_e32 vcc, s4, v198
	v_cmp_t_i16_e64 s[0:1], s0, v148
	v_cmp_t_i16_e64 s[0:1], s0, s0
	v_cmp_f_u16_e32 vcc, v144, v0
	v_cmp_f_u16_e32 vcc, s6, v0
	v_cmp_f_u16_e32 vcc, s0, v219
	v_cmp_f_u16_e64 s[0:1], s0, s0
	v_cmp_lt_u16_sdwa s[64:65], sext(16), s0 src0_sel:BYTE_1 src1_sel:BYTE_0
	v_cmp_lt_u16_e32 vcc, s8, v1
	v_cmp_lt_u16_e32 vcc, s12, v0
	v_cmp_lt_u16_e64 s[0:1], v127, s0
	v_cmp_lt_u16_e32 vcc, s16, v18
	v_cmp_lt_u16_e64 s[0:1], v64, s0
	v_cmp_eq_u16_sdwa vcc, s51, sext(v13) src0_sel:BYTE_2 src1_sel:BYTE_0
	v_cmp_eq_u16_e32 vcc, s0, v0
	v_cmp_eq_u16_e32 vcc, s72, v10
	v_cmp_eq_u16_e32 vcc, s0, v13
	v_cmp_eq_u16_e64 s[0:1], s0, s0
	v_cmp_eq_u16_e64 s[0:1], v153, s11
	v_cmp_le_u16_e32 vcc, v119, v0
	v_cmp_le_u16_e32 vcc, s2, v149
	v_cmp_le_u16_e32 vcc, s0, v193
	v_cmp_le_u16_e64 s[90:91], s0, v255
	v_cmp_le_u16_e64 s[0:1], v14, s0
	v_cmp_gt_u16_e32 vcc, s9, v0
	v_cmp_gt_u16_e32 vcc, v99, v149
	v_cmp_gt_u16_e32 vcc, v193, v210
	v_cmp_gt_u16_e64 s[14:15], s11, -4
	v_cmp_gt_u16_e64 s[12:13], v160, s4
	v_cmp_ne_u16_e32 vcc, s51, v38
	v_cmp_ne_u16_e32 vcc, s0, v9
	v_cmp_ne_u16_e32 vcc, v230, v0
	v_cmp_ne_u16_e64 s[0:1], s0, 6
	v_cmp_ne_u16_e64 s[0:1], v243, s0
	v_cmp_ge_u16_e32 vcc, s0, v1
	v_cmp_ge_u16_e32 vcc, s0, v36
	v_cmp_ge_u16_e32 vcc, s9, v0
	v_cmp_ge_u16_e64 s[0:1], s0, 61
	v_cmp_ge_u16_e64 s[0:1], s0, s0
	v_cmp_t_u16_sdwa vcc, sext(v105), 3 src0_sel:BYTE_2 src1_sel:BYTE_1
	v_cmp_t_u16_e32 vcc, s0, v102
	v_cmp_t_u16_e32 vcc, s4, v240
	v_cmp_t_u16_e32 vcc, s2, v0
	v_cmp_t_u16_e64 s[12:13], v181, s0
	v_cmp_t_u16_e64 s[0:1], s8, v83
	v_cmpx_f_i16_e32 vcc, s11, v0
	v_cmpx_f_i16_e32 vcc, s0, v152
	v_cmpx_f_i16_e32 vcc, s0, v189
	v_cmpx_f_i16_e64 s[0:1], s0, 52
	v_cmpx_f_i16_e64 s[0:1], s0, s0
	v_cmpx_lt_i16_e32 vcc, s0, v231
	v_cmpx_lt_i16_e32 vcc, s0, v39
	v_cmpx_lt_i16_e32 vcc, s15, v0
	v_cmpx_lt_i16_e64 s[6:7], s0, s0
	v_cmpx_lt_i16_e64 s[0:1], v76, s0
	v_cmpx_eq_i16_sdwa vcc, sext(v124), v192 src0_sel:DWORD src1_sel:BYTE_2
	v_cmpx_eq_i16_e32 vcc, s13, v59
	v_cmpx_eq_i16_e32 vcc, s41, v0
	v_cmpx_eq_i16_e32 vcc, s10, v14
	v_cmpx_eq_i16_e64 s[0:1], s0, s0
	v_cmpx_eq_i16_e64 s[0:1], v195, s15
	v_cmpx_le_i16_e32 vcc, s97, v0
	v_cmpx_le_i16_e64 s[0:1], v235, s33
	v_cmpx_le_i16_e32 vcc, s0, v21
	v_cmpx_le_i16_e32 vcc, v150, v10
	v_cmpx_le_i16_e64 s[40:41], s0, s0
	v_cmpx_gt_i16_e32 vcc, ttmp1, v85
	v_cmpx_gt_i16_e64 s[0:1], v221, v43
	v_cmpx_gt_i16_e32 vcc, s0, v234
	v_cmpx_gt_i16_e32 vcc, s0, v233
	v_cmpx_gt_i16_e64 s[0:1], s0, s0
	v_cmpx_ne_i16_e32 vcc, 31, v236
	v_cmpx_ne_i16_e32 vcc, s0, v37
	v_cmpx_ne_i16_e32 vcc, v81, v0
	v_cmpx_ne_i16_e64 s[12:13], 17, 48
	v_cmpx_ne_i16_e64 s[10:11], s0, s0
	v_cmpx_ge_i16_e64 s[0:1], 56, s0
	v_cmpx_ge_i16_e32 vcc, s0, v15
	v_cmpx_ge_i16_e32 vcc, v63, v10
	v_cmpx_ge_i16_e32 vcc, s0, v3
	v_cmpx_ge_i16_e64 s[12:13], s0, v164
	v_cmpx_t_i16_e32 vcc, s0, v4
	v_cmpx_t_i16_e32 vcc, s0, v10
	v_cmpx_t_i16_e32 vcc, 36, v0
	v_cmpx_t_i16_e64 s[14:15], xnack_mask_lo, v70
	v_cmpx_t_i16_e64 s[0:1], v115, s1
	v_cmpx_f_u16_e32 vcc, s0, v86
	v_cmpx_f_u16_e32 vcc, s0, v152
	v_cmpx_f_u16_e32 vcc, s0, v198
	v_cmpx_f_u16_e64 s[0:1], s0, s0
	v_cmpx_f_u16_e64 s[0:1], v211, s0
	v_cmpx_lt_u16_e32 vcc, -14, v0
	v_cmpx_lt_u16_e32 vcc, s0, v14
	v_cmpx_lt_u16_e32 vcc, s0, v7
	v_cmpx_lt_u16_e64 src_private_limit, s0, s0
	v_cmpx_lt_u16_e64 s[0:1], v232, s13
	v_cmpx_eq_u16_e32 vcc, v50, v0
	v_cmpx_eq_u16_e32 vcc, v6, v0
	v_cmpx_eq_u16_e32 vcc, v244, v37
	v_cmpx_eq_u16_e64 s[0:1], s0, s0
	v_cmpx_eq_u16_e64 s[0:1], s0, v183
	v_cmpx_le_u16_e32 vcc, v41, v2
	v_cmpx_le_u16_e32 vcc, s0, v2
	v_cmpx_le_u16_e32 vcc, s0, v124
	v_cmpx_le_u16_e64 s[0:1], s0, s0
	v_cmpx_le_u16_e64 s[12:13], s0, s0
	v_cmpx_gt_u16_e32 vcc, v107, v13
	v_cmpx_gt_u16_e32 vcc, s14, v0
	v_cmpx_gt_u16_e32 vcc, s9, v36
	v_cmpx_gt_u16_e64 s[0:1], s0, s0
	v_cmpx_gt_u16_e64 s[0:1], 18, s0
	v_cmpx_ne_u16_e32 vcc, s0, v4
	v_cmpx_ne_u16_e32 vcc, s7, v0
	v_cmpx_ne_u16_e32 vcc, s6, v69
	v_cmpx_ne_u16_e64 s[0:1], s5, -8
	v_cmpx_ne_u16_e64 s[0:1], s0, 31
	v_cmpx_ge_u16_e32 vcc, s0, v106
	v_cmpx_ge_u16_e32 vcc, v243, v0
	v_cmpx_ge_u16_e32 vcc, v20, v148
	v_cmpx_ge_u16_e64 s[0:1], v53, s2
	v_cmpx_ge_u16_e64 s[8:9], s0, s0
	v_cmpx_t_u16_e32 vcc, s0, v74
	v_cmpx_t_u16_e32 vcc, s7, v0
	v_cmpx_t_u16_e32 vcc, s6, v0
	v_cmpx_t_u16_e64 s[12:13], s0, 44
	v_cmpx_t_u16_e64 s[0:1], s0, s0
	v_cmp_f_i32_e32 vcc, v78, v3
	v_cmp_f_i32_e32 vcc, v54, v216
	v_cmp_f_i32_e32 vcc, s10, v0
	v_cmp_f_i32_e64 s[0:1], s15, v13
	v_cmp_f_i32_e64 s[0:1], s0, s0
	v_cmp_lt_i32_e32 vcc, s0, v78
	v_cmp_lt_i32_e32 vcc, s0, v11
	v_cmp_lt_i32_e32 vcc, s14, v254
	v_cmp_lt_i32_e64 s[10:11], s0, s0
	v_cmp_lt_i32_e64 vcc, s0, v159
	v_cmp_eq_i32_e32 vcc, s8, v184
	v_cmp_eq_i32_e32 vcc, s13, v7
	v_cmp_eq_i32_e32 vcc, v234, v71
	v_cmp_eq_i32_e64 s[0:1], s0, s0
	v_cmp_eq_i32_e64 src_scc, s0, s0
	v_cmp_le_i32_e32 vcc, s13, v140
	v_cmp_le_i32_e32 vcc, -4.0, v0
	v_cmp_le_i32_e32 vcc, s60, v0
	v_cmp_le_i32_e64 s[0:1], -4.0, v250
	v_cmp_le_i32_e64 s[0:1], s0, s0
	v_cmp_gt_i32_e32 vcc, s0, v71
	v_cmp_gt_i32_e32 vcc, s0, v251
	v_cmp_gt_i32_e32 vcc, s69, v0
	v_cmp_gt_i32_e64 s[0:1], s0, s0
	v_cmp_gt_i32_e64 s[0:1], v101, v75
	v_cmp_ne_i32_e32 vcc, s0, v7
	v_cmp_ne_i32_e64 s[0:1], s0, s0
	v_cmp_ne_i32_e32 vcc, v190, v4
	v_cmp_ne_i32_e32 vcc, v30, v0
	v_cmp_ne_i32_e64 s[6:7], s0, s0
	v_cmp_ge_i32_sdwa s[82:83], sext(xnack_mask_lo), v11 src0_sel:BYTE_0 src1_sel:WORD_1
	v_cmp_ge_i32_sdwa s[34:35], sext(v53), sext(v26) src0_sel:BYTE_1 src1_sel:WORD_1
	v_cmp_ge_i32_e32 vcc, s0, v64
	v_cmp_ge_i32_e32 vcc, 30, v11
	v_cmp_ge_i32_e32 vcc, v192, v0
	v_cmp_ge_i32_e64 s[0:1], s0, 54
	v_cmp_ge_i32_e64 s[0:1], s0, s0
	v_cmp_t_i32_sdwa vcc, v116, sext(s0) src0_sel:BYTE_1 src1_sel:BYTE_2
	v_cmp_t_i32_e64 s[0:1], s0, v30
	v_cmp_t_i32_e32 vcc, s71, v0
	v_cmp_t_i32_e32 vcc, s9, v0
	v_cmp_t_i32_e32 vcc, s10, v10
	v_cmp_t_i32_e64 s[6:7], s0, s0
	v_cmp_f_u32_sdwa s[52:53], sext(v179), v0 src0_sel:BYTE_0 src1_sel:BYTE_2
	v_cmp_f_u32_e32 vcc, v107, v81
	v_cmp_f_u32_e32 vcc, s0, v66
	v_cmp_f_u32_e64 s[6:7], s1, v103
	v_cmp_f_u32_e64 s[0:1], s0, s0
	v_cmp_f_u32_e32 vcc, 55, v151
	v_cmp_lt_u32_e32 vcc, v251, v0
	v_cmp_lt_u32_e32 vcc, s3, v0
	v_cmp_lt_u32_e32 vcc, v65, v69
	v_cmp_lt_u32_e64 s[0:1], s0, 48
	v_cmp_lt_u32_e64 s[14:15], s0, s0
	v_cmp_eq_u32_sdwa ttmp[8:9], sext(s3), v7 src0_sel:BYTE_3 src1_sel:BYTE_0
	v_cmp_eq_u32_sdwa s[4:5], s41, v44 src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmp_eq_u32_e64 s[0:1], v82, s0
	v_cmp_eq_u32_e32 vcc, 58, v0
	v_cmp_eq_u32_e32 vcc, s0, v8
	v_cmp_eq_u32_e32 vcc, s51, v0
	v_cmp_eq_u32_e64 s[12:13], s6, 48
	v_cmp_le_u32_e32 vcc, s12, v0
	v_cmp_le_u32_e32 vcc, s0, v183
	v_cmp_le_u32_e32 vcc, -14, v4
	v_cmp_le_u32_e64 s[0:1], s0, s0
	v_cmp_le_u32_e64 s[0:1], v136, s6
	v_cmp_gt_u32_e32 vcc, s0, v67
	v_cmp_gt_u32_e32 vcc, v0, v0
	v_cmp_gt_u32_e32 vcc, v226, v236
	v_cmp_gt_u32_e64 ttmp[8:9], s0, s0
	v_cmp_gt_u32_e64 s[12:13], s0, s0
	v_cmp_ne_u32_e32 vcc, v190, v79
	v_cmp_ne_u32_e32 vcc, s0, v0
	v_cmp_ne_u32_e32 vcc, s2, v0
	v_cmp_ne_u32_e64 s[38:39], s0, s0
	v_cmp_ne_u32_e64 s[0:1], s0, s0
	v_cmp_ge_u32_e32 vcc, s0, v4
	v_cmp_ge_u32_e32 vcc, -4.0, v0
	v_cmp_ge_u32_e32 vcc, s0, v7
	v_cmp_ge_u32_e64 s[0:1], s0, s0
	v_cmp_ge_u32_e64 s[0:1], s0, v99
	v_cmp_t_u32_e32 vcc, 14, v0
	v_cmp_t_u32_e64 s[6:7], v214, s0
	v_cmp_t_u32_e32 vcc, s0, v2
	v_cmp_t_u32_e32 vcc, s7, v0
	v_cmp_t_u32_e64 s[0:1], s0, v249
	v_cmpx_f_i32_e32 vcc, v240, v193
	v_cmpx_f_i32_e32 vcc, v197, v62
	v_cmpx_f_i32_e64 s[0:1], s0, s0
	v_cmpx_f_i32_e32 vcc, s2, v11
	v_cmpx_f_i32_e64 s[0:1], 64, s0
	v_cmpx_lt_i32_e32 vcc, v2, v3
	v_cmpx_lt_i32_e64 s[0:1], s14, v218
	v_cmpx_lt_i32_e32 vcc, 36, v1
	v_cmpx_lt_i32_e32 vcc, v8, v11
	v_cmpx_lt_i32_e64 s[14:15], s0, s0
	v_cmpx_eq_i32_e32 vcc, s0, v11
	v_cmpx_eq_i32_e32 vcc, v2, v3
	v_cmpx_eq_i32_e32 vcc, v77, v0
	v_cmpx_eq_i32_e64 s[0:1], v107, s0
	v_cmpx_eq_i32_e64 s[12:13], s5, s5
	v_cmpx_le_i32_sdwa vcc, v38, sext(v186) src0_sel:DWORD src1_sel:WORD_0
	v_cmpx_le_i32_e32 vcc, s0, v8
	v_cmpx_le_i32_e32 vcc, s11, v117
	v_cmpx_le_i32_e32 vcc, s15, v0
	v_cmpx_le_i32_e64 s[0:1], s0, s0
	v_cmpx_le_i32_e64 s[62:63], 31, s0
	v_cmpx_gt_i32_e32 vcc, s7, v4
	v_cmpx_gt_i32_e32 vcc, s18, v158
	v_cmpx_gt_i32_e32 vcc, v2, v3
	v_cmpx_gt_i32_e64 s[10:11], s14, 37
	v_cmpx_gt_i32_e64 s[0:1], s0, s0
	v_cmpx_ne_i32_e32 vcc, v163, v3
	v_cmpx_ne_i32_e32 vcc, s0, v188
	v_cmpx_ne_i32_e32 vcc, s0, v6
	v_cmpx_ne_i32_e64 s[0:1], s0, s0
	v_cmpx_ne_i32_e64 s[0:1], v126, s94
	v_cmpx_ge_i32_e32 vcc, s11, v13
	v_cmpx_ge_i32_e32 vcc, v131, v11
	v_cmpx_ge_i32_e32 vcc, s0, v158
	v_cmpx_ge_i32_e64 s[8:9], s0, s0
	v_cmpx_ge_i32_e64 s[0:1], s0, s0
	v_cmpx_t_i32_e32 vcc, v141, v42
	v_cmpx_t_i32_e32 vcc, s0, v95
	v_cmpx_t_i32_e32 vcc, s0, v202
	v_cmpx_t_i32_e64 s[0:1], v142, s53
	v_cmpx_t_i32_e64 s[0:1], s0, s0
	v_cmpx_f_u32_e32 vcc, s0, v255
	v_cmpx_f_u32_e32 vcc, v2, v3
	v_cmpx_f_u32_e32 vcc, s0, v5
	v_cmpx_f_u32_e64 s[0:1], s0, s0
	v_cmpx_f_u32_e64 s[0:1], v101, s1
	v_cmpx_lt_u32_e32 vcc, 3, v71
	v_cmpx_lt_u32_e32 vcc, s0, v182
	v_cmpx_lt_u32_e32 vcc, s0, v56
	v_cmpx_lt_u32_e64 s[0:1], s0, s0
	v_cmpx_lt_u32_e64 s[0:1], s0, 52
	v_cmpx_eq_u32_e32 vcc, s2, v60
	v_cmpx_eq_u32_e32 vcc, s0, v63
	v_cmpx_eq_u32_e32 vcc, s86, v0
	v_cmpx_eq_u32_e64 s[0:1], s0, s0
	v_cmpx_eq_u32_e64 s[0:1], s15, s15
	v_cmpx_le_u32_e64 s[12:13], 44, s0
	v_cmpx_le_u32_e64 s[0:1], 61, s5
	v_cmpx_le_u32_e32 vcc, s0, v5
	v_cmpx_le_u32_e32 vcc, s27, v0
	v_cmpx_le_u32_e32 vcc, s78, v0
	v_cmpx_gt_u32_e32 vcc, s0, v26
	v_cmpx_gt_u32_e32 vcc, s0, v0
	v_cmpx_gt_u32_e32 vcc, s0, v100
	v_cmpx_gt_u32_e64 src_execz, s0, s0
	v_cmpx_gt_u32_e64 s[98:99], s0, v211
	v_cmpx_ne_u32_e32 vcc, s5, v0
	v_cmpx_ne_u32_e32 vcc, s4, v0
	v_cmpx_ne_u32_e32 vcc, s0, v6
	v_cmpx_ne_u32_e64 s[0:1], v128, ttmp10
	v_cmpx_ne_u32_e64 s[0:1], v63, s0
	v_cmpx_ge_u32_e32 vcc, s7, v18
	v_cmpx_ge_u32_e32 vcc, src_private_limit, v0
	v_cmpx_ge_u32_e32 vcc, s0, v11
	v_cmpx_ge_u32_e64 s[64:65], 42, s0
	v_cmpx_ge_u32_e64 s[0:1], v136, s3
	v_cmpx_t_u32_e32 vcc, v245, v4
	v_cmpx_t_u32_e32 vcc, s72, v0
	v_cmpx_t_u32_e32 vcc, s0, v75
	v_cmpx_t_u32_e64 s[0:1], s0, s0
	v_cmpx_t_u32_e64 s[12:13], s5, v86
	v_cmp_f_i64_e32 vcc, s[18:19], v[0:1]
	v_cmp_f_i64_e32 vcc, s[0:1], v[252:253]
	v_cmp_f_i64_e32 vcc, s[0:1], v[14:15]
	v_cmp_f_i64_e64 s[0:1], s[12:13], v[192:193]
	v_cmp_f_i64_e64 s[0:1], s[0:1], s[0:1]
	v_cmp_lt_i64_e64 s[14:15], s[0:1], s[0:1]
	v_cmp_lt_i64_e64 s[0:1], s[0:1], s[0:1]
	v_cmp_lt_i64_e32 vcc, s[14:15], v[0:1]
	v_cmp_lt_i64_e32 vcc, s[0:1], v[8:9]
	v_cmp_lt_i64_e32 vcc, -10, v[0:1]
	v_cmp_eq_i64_e64 s[14:15], s[0:1], s[0:1]
	v_cmp_eq_i64_e64 s[12:13], s[0:1], s[0:1]
	v_cmp_eq_i64_e32 vcc, s[8:9], v[0:1]
	v_cmp_eq_i64_e32 vcc, s[0:1], v[182:183]
	v_cmp_eq_i64_e32 vcc, s[8:9], v[238:239]
	v_cmp_le_i64_e32 vcc, -5, v[0:1]
	v_cmp_le_i64_e32 vcc, s[0:1], v[6:7]
	v_cmp_le_i64_e32 vcc, s[0:1], v[218:219]
	v_cmp_le_i64_e64 s[8:9], s[0:1], s[0:1]
	v_cmp_le_i64_e64 s[14:15], -8, s[12:13]
	v_cmp_gt_i64_e32 vcc, s[0:1], v[72:73]
	v_cmp_gt_i64_e32 vcc, s[0:1], v[0:1]
	v_cmp_gt_i64_e64 s[0:1], v[88:89], s[0:1]
	v_cmp_gt_i64_e32 vcc, 56, v[0:1]
	v_cmp_gt_i64_e64 s[4:5], s[0:1], s[0:1]
	v_cmp_ne_i64_e32 vcc, v[48:49], v[0:1]
	v_cmp_ne_i64_e32 vcc, s[0:1], v[10:11]
	v_cmp_ne_i64_e32 vcc, xnack_mask, v[0:1]
	v_cmp_ne_i64_e64 s[6:7], s[0:1], s[0:1]
	v_cmp_ne_i64_e64 s[12:13], s[0:1], v[212:213]
	v_cmp_ge_i64_e32 vcc, v[210:211], v[226:227]
	v_cmp_ge_i64_e32 vcc, s[0:1], v[10:11]
	v_cmp_ge_i64_e32 vcc, v[92:93], v[0:1]
	v_cmp_ge_i64_e64 s[0:1], s[0:1], v[92:93]
	v_cmp_ge_i64_e64 s[0:1], v[186:187], s[82:83]
	v_cmp_t_i64_e32 vcc, s[4:5], v[250:251]
	v_cmp_t_i64_e32 vcc, s[0:1], v[144:145]
	v_cmp_t_i64_e32 vcc, s[12:13], v[0:1]
	v_cmp_t_i64_e64 s[0:1], s[0:1], s[0:1]
	v_cmp_t_i64_e64 s[0:1], s[12:13], v[176:177]
	v_cmp_f_u64_e32 vcc, s[2:3], v[18:19]
	v_cmp_f_u64_e32 vcc, s[12:13], v[0:1]
	v_cmp_f_u64_e32 vcc, s[0:1], v[2:3]
	v_cmp_f_u64_e64 s[36:37], s[0:1], s[0:1]
	v_cmp_f_u64_e64 s[20:21], s[0:1], s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[0:1], v[94:95]
	v_cmp_lt_u64_e32 vcc, s[6:7], v[0:1]
	v_cmp_lt_u64_e32 vcc, s[2:3], v[0:1]
	v_cmp_lt_u64_e32 vcc, s[86:87], v[60:61]
	v_cmp_lt_u64_e64 s[14:15], s[0:1], s[0:1]
	v_cmp_eq_u64_e32 vcc, s[0:1], v[10:11]
	v_cmp_eq_u64_e32 vcc, src_shared_base, v[0:1]
	v_cmp_eq_u64_e32 vcc, s[10:11], v[6:7]
	v_cmp_eq_u64_e64 s[10:11], s[0:1], s[0:1]
	v_cmp_eq_u64_e64 s[4:5], s[0:1], s[0:1]
	v_cmp_le_u64_e32 vcc, s[0:1], v[4:5]
	v_cmp_le_u64_e32 vcc, s[0:1], v[40:41]
	v_cmp_le_u64_e64 s[0:1], s[0:1], s[0:1]
	v_cmp_le_u64_e32 vcc, s[88:89], v[0:1]
	v_cmp_le_u64_e64 s[4:5], s[0:1], s[0:1]
	v_cmp_gt_u64_e32 vcc, s[0:1], v[72:73]
	v_cmp_gt_u64_e32 vcc, v[56:57], v[0:1]
	v_cmp_gt_u64_e64 s[0:1], v[38:39], s[6:7]
	v_cmp_gt_u64_e32 vcc, s[8:9], v[0:1]
	v_cmp_gt_u64_e64 s[0:1], 48, s[8:9]
	v_cmp_ne_u64_e32 vcc, s[90:91], v[6:7]
	v_cmp_ne_u64_e32 vcc, v[162:163], v[0:1]
	v_cmp_ne_u64_e32 vcc, s[0:1], v[142:143]
	v_cmp_ne_u64_e64 s[0:1], s[0:1], s[0:1]
	v_cmp_ne_u64_e64 s[0:1], -5, s[0:1]
	v_cmp_ge_u64_e32 vcc, 40, v[0:1]
	v_cmp_ge_u64_e32 vcc, s[0:1], v[14:15]
	v_cmp_ge_u64_e32 vcc, s[14:15], v[0:1]
	v_cmp_ge_u64_e64 s[0:1], s[0:1], s[0:1]
	v_cmp_ge_u64_e64 s[0:1], s[0:1], v[68:69]
	v_cmp_t_u64_e32 vcc, s[0:1], v[186:187]
	v_cmp_t_u64_e32 vcc, s[0:1], v[14:15]
	v_cmp_t_u64_e32 vcc, -10, v[2:3]
	v_cmp_t_u64_e64 s[8:9], s[0:1], s[0:1]
	v_cmp_t_u64_e64 s[52:53], s[0:1], v[124:125]
	v_cmpx_f_i64_e32 vcc, s[0:1], v[194:195]
	v_cmpx_f_i64_e32 vcc, s[4:5], v[14:15]
	v_cmpx_f_i64_e64 xnack_mask, s[0:1], s[0:1]
	v_cmpx_f_i64_e32 vcc, s[0:1], v[116:117]
	v_cmpx_f_i64_e64 s[0:1], s[0:1], s[0:1]
	v_cmpx_lt_i64_e32 vcc, s[6:7], v[0:1]
	v_cmpx_lt_i64_e32 vcc, s[0:1], v[0:1]
	v_cmpx_lt_i64_e32 vcc, 51, v[198:199]
	v_cmpx_lt_i64_e64 s[0:1], v[8:9], s[0:1]
	v_cmpx_lt_i64_e64 s[6:7], s[0:1], s[0:1]
	v_cmpx_eq_i64_e64 s[24:25], s[0:1], s[0:1]
	v_cmpx_eq_i64_e32 vcc, s[0:1], v[174:175]
	v_cmpx_eq_i64_e32 vcc, v[60:61], v[116:117]
	v_cmpx_eq_i64_e32 vcc, s[0:1], v[28:29]
	v_cmpx_eq_i64_e64 s[0:1], v[226:227], s[10:11]
	v_cmpx_le_i64_e32 vcc, 61, v[0:1]
	v_cmpx_le_i64_e32 vcc, s[0:1], v[114:115]
	v_cmpx_le_i64_e32 vcc, v[152:153], v[2:3]
	v_cmpx_le_i64_e64 s[0:1], s[0:1], v[40:41]
	v_cmpx_le_i64_e64 s[0:1], s[0:1], s[0:1]
	v_cmpx_gt_i64_e32 vcc, v[168:169], v[14:15]
	v_cmpx_gt_i64_e32 vcc, s[10:11], v[0:1]
	v_cmpx_gt_i64_e32 vcc, s[0:1], v[0:1]
	v_cmpx_gt_i64_e64 s[8:9], s[0:1], s[0:1]
	v_cmpx_gt_i64_e64 s[58:59], s[0:1], 17
	v_cmpx_ne_i64_e32 vcc, s[12:13], v[0:1]
	v_cmpx_ne_i64_e32 vcc, s[8:9], v[0:1]
	v_cmpx_ne_i64_e64 s[0:1], s[0:1], s[0:1]
	v_cmpx_ne_i64_e32 vcc, s[2:3], v[6:7]
	v_cmpx_ne_i64_e64 s[4:5], s[0:1], s[0:1]
	v_cmpx_ge_i64_e32 vcc, s[0:1], v[136:137]
	v_cmpx_ge_i64_e32 vcc, 2, v[0:1]
	v_cmpx_ge_i64_e32 vcc, s[0:1], v[202:203]
	v_cmpx_ge_i64_e64 s[0:1], s[0:1], 24
	v_cmpx_ge_i64_e64 s[8:9], s[0:1], s[0:1]
	v_cmpx_t_i64_e32 vcc, s[12:13], v[230:231]
	v_cmpx_t_i64_e32 vcc, 55, v[90:91]
	v_cmpx_t_i64_e32 vcc, s[0:1], v[200:201]
	v_cmpx_t_i64_e64 s[26:27], v[110:111], s[0:1]
	v_cmpx_t_i64_e64 s[6:7], s[0:1], s[0:1]
	v_cmpx_f_u64_e32 vcc, s[12:13], v[14:15]
	v_cmpx_f_u64_e32 vcc, 34, v[72:73]
	v_cmpx_f_u64_e32 vcc, v[212:213], v[0:1]
	v_cmpx_f_u64_e64 s[0:1], v[190:191], s[10:11]
	v_cmpx_f_u64_e64 s[0:1], s[0:1], v[12:13]
	v_cmpx_lt_u64_e64 s[8:9], s[0:1], s[0:1]
	v_cmpx_lt_u64_e32 vcc, s[78:79], v[20:21]
	v_cmpx_lt_u64_e32 vcc, v[84:85], v[0:1]
	v_cmpx_lt_u64_e32 vcc, v[106:107], v[0:1]
	v_cmpx_lt_u64_e64 s[0:1], s[0:1], v[102:103]
	v_cmpx_eq_u64_e32 vcc, s[6:7], v[0:1]
	v_cmpx_eq_u64_e32 vcc, s[32:33], v[0:1]
	v_cmpx_eq_u64_e32 vcc, s[0:1], v[8:9]
	v_cmpx_eq_u64_e64 s[0:1], v[214:215], s[0:1]
	v_cmpx_eq_u64_e64 s[2:3], s[0:1], 39
	v_cmpx_le_u64_e32 vcc, s[8:9], v[0:1]
	v_cmpx_le_u64_e32 vcc, s[6:7], v[0:1]
	v_cmpx_le_u64_e32 vcc, ttmp[2:3], v[10:11]
	v_cmpx_le_u64_e64 s[4:5], v[206:207], s[0:1]
	v_cmpx_le_u64_e64 s[14:15], s[0:1], s[0:1]
	v_cmpx_gt_u64_e32 vcc, 51, v[0:1]
	v_cmpx_gt_u64_e64 s[0:1], s[0:1], s[0:1]
	v_cmpx_gt_u64_e32 vcc, s[0:1], v[12:13]
	v_cmpx_gt_u64_e32 vcc, s[0:1], v[186:187]
	v_cmpx_gt_u64_e64 s[0:1], v[80:81], s[12:13]
	v_cmpx_ne_u64_e32 vcc, s[0:1], v[70:71]
	v_cmpx_ne_u64_e64 s[0:1], 38, v[116:117]
	v_cmpx_ne_u64_e32 vcc, s[4:5], v[8:9]
	v_cmpx_ne_u64_e32 vcc, s[14:15], v[172:173]
	v_cmpx_ne_u64_e64 s[52:53], s[0:1], s[0:1]
	v_cmpx_ge_u64_e32 vcc, s[10:11], v[0:1]
	v_cmpx_ge_u64_e64 s[0:1], s[0:1], s[0:1]
	v_cmpx_ge_u64_e32 vcc, s[0:1], v[2:3]
	v_cmpx_ge_u64_e32 vcc, ttmp[8:9], v[0:1]
	v_cmpx_ge_u64_e64 s[82:83], 63, s[0:1]
	v_cmpx_t_u64_e32 vcc, 48, v[0:1]
	v_cmpx_t_u64_e32 vcc, s[0:1], v[30:31]
	v_cmpx_t_u64_e32 vcc, s[0:1], v[80:81]
	v_cmpx_t_u64_e64 s[44:45], s[30:31], v[234:235]
	v_cmpx_t_u64_e64 xnack_mask, s[0:1], s[0:1]
	v_mad_i32_i24 v0, v64, s0, s0 clamp
	v_mad_i32_i24 v5, v7, s0, v149 clamp
	v_mad_i32_i24 v0, s0, v185, 39 clamp
	v_mad_u32_u24 v0, s0, s0, s0 clamp
	v_mad_u32_u24 v0, s0, s0, s0
	v_mad_u32_u24 v2, v2, v3, s4
	v_cubeid_f32 v0, v193, s0, -s0 clamp mul:2
	v_cubeid_f32 v187, |-2.0|, v118, |s7| clamp mul:2
	v_cubeid_f32 v0, v112, v31, s0 clamp mul:4
	v_cubesc_f32 v94, s0, s0, |s0| clamp mul:2
	v_cubesc_f32 v11, v44, -s14, v123 clamp mul:2
	v_cubesc_f32 v0, s0, v144, s0 clamp div:2
	v_cubetc_f32 v7, s0, -|s0|, |v82| clamp mul:4
	v_cubetc_f32 v39, s0, s0, -s0 clamp mul:2
	v_cubetc_f32 v0, |s0|, s0, |s0| clamp mul:2
	v_cubema_f32 v0, s0, s0, s0 clamp mul:4
	v_cubema_f32 v5, s0, |-11|, s0 clamp div:2
	v_cubema_f32 v218, s0, s0, s0 clamp mul:2
	v_bfe_u32 v2, v2, v3, v4
	v_bfe_u32 v0, s0, s0, s0
	v_bfe_u32 v2, v2, v3, s4
	v_bfe_i32 v2, v2, v3, s4
	v_bfe_i32 v4, v0, v4, v8
	v_bfe_i32 v2, v2, v3, v4
	v_bfi_b32 v0, s0, v65, v206
	v_bfi_b32 v3, s0, s0, v46
	v_bfi_b32 v4, v0, v4, v8
	v_fma_f32 v10, -v36, s0, v0 clamp div:2
	v_fma_f32 v212, s0, |s0|, s0 clamp mul:2
	v_fma_f32 v0, s101, neg(-13), neg(0.15915494) clamp div:2
	v_fma_f64 v[0:1], s[0:1], neg(32), s[0:1] clamp mul:2
	v_fma_f64 v[90:91], -|s[0:1]|, |s[0:1]|, |s[0:1]| clamp mul:2
	v_fma_f64 v[0:1], -|s[0:1]|, s[0:1], |s[0:1]| clamp div:2
	v_lerp_u8 v7, s0, s0, v120
	v_lerp_u8 v174, s0, v167, s0
	v_lerp_u8 v0, s0, 14, s0
	v_alignbit_b32 v2, v2, v3, v4
	v_alignbit_b32 v0, s0, s0, s0
	v_alignbit_b32 v240, v153, s0, s0
	v_alignbyte_b32 v4, v0, v4, v8
	v_alignbyte_b32 v2, v2, v3, s4
	v_alignbyte_b32 v0, s0, s0, s0
	v_min3_f32 v0, |s0|, v99, s0 clamp mul:4
	v_min3_f32 v0, s0, |s0|, s0 clamp div:2
	v_min3_f32 v0, s0, v84, s0 mul:4
	v_min3_i32 v124, v252, s0, s0
	v_min3_i32 v0, s0, 31, s0
	v_min3_i32 v13, v120, s0, s0
	v_min3_u32 v247, v233, s0, 16
	v_min3_u32 v0, s0, -9, s0
	v_min3_u32 v0, s0, s0, v132
	v_max3_f32 v3, s0, s0, v64 clamp div:2
	v_max3_f32 v0, -s0, v87, -s0 clamp div:2
	v_max3_f32 v0, s0, -s0, s0 clamp mul:2
	v_max3_i32 v0, s0, s0, v136
	v_max3_i32 v0, s0, s0, s0
	v_max3_i32 v4, v0, v4, v8
	v_max3_u32 v0, s0, s0, 57
	v_max3_u32 v1, s0, s0, 2
	v_max3_u32 v2, s0, s0, s0
	v_med3_f32 v0, -s0, neg(40), s0 clamp mul:4
	v_med3_f32 v0, |s0|, |s0|, |v112| clamp mul:2
	v_med3_f32 v196, |v204|, -v16, |m0| clamp div:2
	v_med3_i32 v0, 64, s0, s0
	v_med3_i32 v4, v0, v4, v8
	v_med3_i32 v0, s0, s0, s0
	v_med3_u32 v203, s0, s0, -12
	v_med3_u32 v0, s0, s0, s0
	v_med3_u32 v0, s0, s0, v82
	v_sad_u8 v0, v33, v237, s0
	v_sad_u8 v2, v2, v3, s4
	v_sad_u8 v2, v2, v3, v4
	v_sad_hi_u8 v0, v207, -14, s11
	v_sad_hi_u8 v2, v2, v3, v4
	v_sad_hi_u8 v0, -13, s0, s0
	v_sad_u16 v0, v105, s0, v30 clamp
	v_sad_u16 v1, s0, s0, s0
	v_sad_u16 v2, v2, v3, v4
	v_sad_u32 v52, s0, s0, v153 clamp
	v_sad_u32 v192, v129, s0, v148 clamp
	v_sad_u32 v0, s0, s0, s0 clamp
	v_cvt_pk_u8_f32 v233, s0, sext(s0), sext(s0) clamp
	v_cvt_pk_u8_f32 v152, s0, s0, s0 clamp
	v_cvt_pk_u8_f32 v9, v12, s0, s0 clamp
	v_div_fixup_f32 v9, -|s0|, |s0|, |s0| clamp mul:4
	v_div_fixup_f32 v12, s0, s0, -s0 clamp mul:4
	v_div_fixup_f32 v44, v45, -s0, s0 mul:2
	v_div_fixup_f64 v[0:1], s[0:1], -3, s[0:1] clamp mul:2
	v_div_fixup_f64 v[0:1], |s[0:1]|, -|s[0:1]|, s[0:1] clamp mul:2
	v_div_fixup_f64 v[6:7], s[0:1], v[66:67], -s[0:1] div:2
	v_div_scale_f32 v0, s[4:5], v207, -v28, s0 clamp mul:2
	v_div_scale_f32 v0, s[0:1], s0, v112, -s0 clamp mul:4
	v_div_scale_f32 v87, s[40:41], v26, 19, s0 clamp mul:4
	v_div_scale_f64 v[0:1], s[4:5], s[0:1], v[142:143], v[236:237] clamp mul:2
	v_div_scale_f64 v[0:1], ttmp[10:11], s[0:1], s[0:1], -s[0:1] clamp div:2
	v_div_scale_f64 v[0:1], s[4:5], s[0:1], s[0:1], -s[0:1] mul:2
	v_div_fmas_f32 v0, v224, neg(23), v69 clamp mul:4
	v_div_fmas_f32 v2, v2, v3, v4
	v_div_fmas_f32 v2, v2, |v4|, v6
	v_div_fmas_f64 v[2:3], v[2:3], |v[4:5]|, v[6:7]
	v_div_fmas_f64 v[4:5], v[0:1], v[4:5], v[8:9]
	v_div_fmas_f64 v[0:1], v[0:1], |v[4:5]|, v[4:5]
	v_msad_u8 v164, s0, s0, s0 clamp
	v_msad_u8 v0, s0, 61, v230 clamp
	v_msad_u8 v2, v2, v3, v4
	v_qsad_pk_u16_u8 v[220:221], s[0:1], v238, v[132:133] clamp
	v_qsad_pk_u16_u8 v[120:121], v[80:81], s0, v[12:13]
	v_mqsad_pk_u16_u8 v[0:1], s[0:1], v151, s[0:1] clamp
	v_mqsad_pk_u16_u8 v[10:11], s[0:1], 21, s[0:1]
	v_mqsad_pk_u16_u8 v[184:185], s[0:1], v241, s[0:1]
	v_mad_u64_u32 v[0:1], s[0:1], 25, s4, 2
	v_mad_u64_u32 v[4:5], s[0:1], v0, v4, v[8:9]
	v_mad_u64_u32 v[2:3], s[0:1], v2, v3, s[4:5]
	v_mad_i64_i32 v[0:1], ttmp[10:11], v223, v103, s[72:73] clamp
	v_mad_i64_i32 v[4:5], s[0:1], v0, v4, v[8:9]
	v_mad_i64_i32 v[2:3], s[0:1], v2, v3, s[4:5]
	v_mad_legacy_f16 v0, s0, s0, s0 clamp mul:4
	v_mad_legacy_f16 v0, s0, s0, s0 clamp div:2
	v_mad_legacy_f16 v0, s0, |v13|, s0 clamp div:2
	v_mad_legacy_u16 v0, s0, v46, s0 clamp
	v_mad_legacy_u16 v9, s0, s0, s0 clamp
	v_mad_legacy_u16 v0, s0, s0, s0 clamp
	v_mad_legacy_i16 v14, v170, s0, s0 clamp
	v_mad_legacy_i16 v171, s0, s0, s0
	v_mad_legacy_i16 v0, v111, s0, v237
	v_perm_b32 v255, s0, s0, s0
	v_perm_b32 v0, s0, v132, s0
	v_perm_b32 v2, v2, v3, v4
	v_fma_legacy_f16 v98, s0, s0, s0 clamp mul:2
	v_fma_legacy_f16 v49, -s0, s0, s0 clamp mul:2
	v_fma_legacy_f16 v0, -s0, s0, s0 clamp div:2
	v_div_fixup_legacy_f16 v15, s0, s0, s0 clamp mul:4
	v_div_fixup_legacy_f16 v0, s0, s0, s0 clamp mul:2
	v_div_fixup_legacy_f16 v0, -s0, -s0, s0 clamp mul:4
	v_cvt_pkaccum_u8_f32 v0, -s0, sext(s0) clamp
	v_cvt_pkaccum_u8_f32 v134, s0, 0 clamp
	v_cvt_pkaccum_u8_f32 v4, s13, 0.5 clamp
	v_mad_u32_u16 v55, s0, v90, v56 op_sel:[1,1,0,0] clamp
	v_mad_u32_u16 v156, s0, s0, s0 op_sel:[0,1,0,1] clamp
	v_mad_u32_u16 v1, -4, v229, s0 op_sel:[1,0,0,0] clamp
	v_mad_i32_i16 v38, s0, s0, s0 op_sel:[0,0,1,0] clamp
	v_mad_i32_i16 v25, s0, s0, 15 op_sel:[0,0,0,1] clamp
	v_mad_i32_i16 v0, s0, s0, s0 op_sel:[0,1,0,1] clamp
	v_xad_u32 v0, s0, v165, s0
	v_xad_u32 v0, s0, s0, v75
	v_xad_u32 v0, v216, v149, s34
	v_min3_f16 v0, |s0|, s0, |s0| op_sel:[1,1,1,1] clamp
	v_min3_f16 v61, |s0|, |s0|, s0 op_sel:[0,1,0,1] clamp
	v_min3_f16 v0, s0, s0, -s0 op_sel:[0,1,1,1] clamp
	v_min3_i16 v0, v161, 21, s0 op_sel:[0,1,0,1] clamp
	v_min3_i16 v11, s0, s0, s0 op_sel:[1,1,0,0] clamp
	v_min3_i16 v0, 54, v89, v244 op_sel:[1,1,0,0]
	v_min3_u16 v47, v110, s0, s0 op_sel:[0,1,1,0] clamp
	v_min3_u16 v148, s0, s0, s0 op_sel:[1,1,1,0] clamp
	v_min3_u16 v39, s0, v35, s0 op_sel:[1,0,1,1] clamp
	v_max3_f16 v0, s0, s0, |27| op_sel:[0,1,0,0] clamp
	v_max3_f16 v7, |s0|, |s0|, -s0 op_sel:[1,1,0,0] clamp
	v_max3_f16 v0, s0, |s0|, s0 op_sel:[1,1,1,0] clamp
	v_max3_i16 v149, s0, s0, s0 op_sel:[0,1,0,0] clamp
	v_max3_i16 v158, v211, s0, s0 op_sel:[0,0,1,1] clamp
	v_max3_i16 v0, 40, s39, v28 op_sel:[1,0,1,1] clamp
	v_max3_u16 v0, v93, s0, s0 op_sel:[0,1,1,0] clamp
	v_max3_u16 v0, 32, s0, 13 op_sel:[1,0,0,1] clamp
	v_max3_u16 v11, s0, s0, 8 op_sel:[0,1,0,0] clamp
	v_med3_f16 v0, -|-16|, s0, s0 op_sel:[0,0,1,0] clamp
	v_med3_f16 v5, s0, v99, s0 op_sel:[0,1,1,0] clamp
	v_med3_f16 v12, s0, 57, s0 op_sel:[1,0,1,0] clamp
	v_med3_i16 v0, s0, s0, 26 op_sel:[1,0,0,1] clamp
	v_med3_i16 v177, s0, s0, s0 op_sel:[1,1,0,0] clamp
	v_med3_i16 v0, v202, s0, 43 op_sel:[1,0,0,1] clamp
	v_med3_u16 v0, s0, s0, s0 op_sel:[1,0,1,0] clamp
	v_med3_u16 v0, s0, s0, -6 op_sel:[0,0,0,1] clamp
	v_med3_u16 v14, s0, s0, v252 op_sel:[0,1,0,1]
	v_lshl_add_u32 v71, s0, s0, v149
	v_lshl_add_u32 v4, v0, v4, v8
	v_lshl_add_u32 v0, s0, 0.15915494, s0
	v_add_lshl_u32 v2, v2, v3, s4
	v_add_lshl_u32 v4, v0, v4, v8
	v_add_lshl_u32 v2, v2, v3, v4
	v_add3_u32 v99, s0, s0, 54
	v_add3_u32 v0, s0, v250, s0
	v_add3_u32 v0, v174, s0, s0
	v_lshl_or_b32 v119, s0, s0, v53
	v_lshl_or_b32 v56, s0, v154, s0
	v_lshl_or_b32 v0, -1.0, s5, 21
	v_and_or_b32 v0, s0, s0, v221
	v_and_or_b32 v0, s0, s0, s0
	v_and_or_b32 v12, s0, v58, s0
	v_or3_b32 v146, s0, s0, s0
	v_or3_b32 v2, v2, v3, s4
	v_or3_b32 v0, s0, 1, s0
	v_mad_f16 v0, s0, s0, neg(-10) op_sel:[0,1,1,0] clamp
	v_mad_f16 v4, s0, s0, s0 op_sel:[1,0,0,1] clamp
	v_mad_f16 v0, s0, s0, s0 op_sel:[0,0,0,1] clamp
	v_mad_u16 v188, s0, s0, s0 op_sel:[1,1,1,0] clamp
	v_mad_u16 v0, s0, s0, s0 op_sel:[1,1,1,1]
	v_mad_u16 v0, s0, s0, s0 op_sel:[1,0,0,1]
	v_mad_i16 v0, v125, s0, v102 op_sel:[1,1,0,0] clamp
	v_mad_i16 v15, s0, v213, s0 op_sel:[1,0,1,0] clamp
	v_mad_i16 v0, s0, v140, s0 op_sel:[0,1,0,1] clamp
	v_fma_f16 v0, |s0|, -|s0|, s0 op_sel:[1,0,1,0] clamp
	v_fma_f16 v131, -s0, s0, s0 op_sel:[0,0,0,1] clamp
	v_fma_f16 v0, v214, s0, v159 op_sel:[1,0,0,0] clamp
	v_div_fixup_f16 v58, -|s0|, -|s0|, |s0| op_sel:[0,1,1,1] clamp
	v_div_fixup_f16 v252, v249, s0, s0 op_sel:[1,0,0,0] clamp
	v_div_fixup_f16 v16, s0, v39, |v40| op_sel:[1,0,0,1] clamp
	v_lshl_add_u64 v[4:5], v[0:1], v4, v[8:9]
	v_lshl_add_u64 v[2:3], v[2:3], v3, s[4:5]
	v_lshl_add_u64 v[2:3], v[2:3], v3, v[4:5]
	v_add_f64 v[84:85], v[182:183], s[0:1] clamp div:2
	v_add_f64 v[0:1], s[0:1], s[0:1] mul:4
	v_add_f64 v[0:1], v[104:105], s[0:1] div:2
	v_mul_f64 v[0:1], -s[0:1], s[0:1] clamp mul:4
	v_mul_f64 v[0:1], -s[0:1], s[0:1] clamp mul:2
	v_mul_f64 v[252:253], s[0:1], |s[0:1]| clamp
	v_min_f64 v[0:1], s[0:1], |s[0:1]| clamp mul:2
	v_min_f64 v[0:1], s[0:1], s[0:1] clamp mul:4
	v_min_f64 v[0:1], |s[10:11]|, |v[58:59]| div:2
	v_max_f64 v[16:17], s[0:1], s[0:1] clamp mul:2
	v_max_f64 v[0:1], s[0:1], -s[0:1] div:2
	v_max_f64 v[0:1], 11, s[8:9] mul:2
	v_ldexp_f64 v[0:1], -s[0:1], 29 mul:2
	v_ldexp_f64 v[0:1], neg(-10), sext(s0) mul:4
	v_ldexp_f64 v[0:1], s[56:57], v18
	v_mul_lo_u32 v22, s0, s0
	v_mul_lo_u32 v6, s0, s0
	v_mul_lo_u32 v0, s0, s0
	v_mul_hi_u32 v112, s0, v154
	v_mul_hi_u32 v8, s0, v60
	v_mul_hi_u32 v0, s0, s0
	v_mul_hi_i32 v0, v73, s47
	v_mul_hi_i32 v202, s0, s0
	v_mul_hi_i32 v0, s0, s0
	v_ldexp_f32 v120, neg(57), s10 div:2
	v_ldexp_f32 v0, -|v1|, sext(v41) div:2
	v_ldexp_f32 v15, s0, v181 clamp
	v_writelane_b32 v34, s0, 31
	v_writelane_b32 v0, 59, s0
	v_writelane_b32 v0, s0, s0
	v_bcnt_u32_b32 v0, s0, s0
	v_bcnt_u32_b32 v123, v209, s0
	v_bcnt_u32_b32 v0, v238, s11
	v_mbcnt_lo_u32_b32 v3, v251, 9
	v_mbcnt_lo_u32_b32 v111, s0, v139
	v_mbcnt_lo_u32_b32 v0, v193, s0
	v_mbcnt_hi_u32_b32 v2, 48, s3
	v_mbcnt_hi_u32_b32 v0, s0, s0
	v_mbcnt_hi_u32_b32 v2, s0, s0
	v_lshlrev_b64 v[0:1], s0, 44
	v_lshrrev_b64 v[0:1], s8, 53
	v_lshrrev_b64 v[2:3], s0, 19
	v_lshrrev_b64 v[72:73], v218, s[0:1]
	v_ashrrev_i64 v[0:1], s3, v[120:121]
	v_ashrrev_i64 v[42:43], v116, s[0:1]
	v_ashrrev_i64 v[108:109], s0, v[228:229]
	v_trig_preop_f64 v[0:1], s[0:1], sext(8) clamp mul:4
	v_trig_preop_f64 v[6:7], -|s[12:13]|, v56 clamp
	v_trig_preop_f64 v[0:1], |s[6:7]|, 35 clamp
	v_bfm_b32 v0, s0, s0
	v_bfm_b32 v4, s0, s0
	v_cvt_pknorm_i16_f32 v0, s0, s0 clamp
	v_cvt_pknorm_i16_f32 v0, s0, -s0 clamp
	v_cvt_pknorm_i16_f32 v10, s0, s0 clamp
	v_cvt_pknorm_u16_f32 v6, v12, s0 clamp
	v_cvt_pknorm_u16_f32 v0, |s0|, |s0| clamp
	v_cvt_pknorm_u16_f32 v157, -s51, -11
	v_cvt_pkrtz_f16_f32 v0, s8, s8 clamp mul:2
	v_cvt_pkrtz_f16_f32 v0, v88, v205 clamp mul:4
	v_cvt_pkrtz_f16_f32 v128, s0, s0 clamp mul:4
	v_cvt_pk_u16_u32 v0, s0, v107
	v_cvt_pk_u16_u32 v0, s0, s0
	v_cvt_pk_u16_u32 v0, v142, s23
	v_cvt_pk_i16_i32 v0, 41, s0
	v_cvt_pk_i16_i32 v223, s0, v134
	v_cvt_pk_i16_i32 v2, src_execz, 2
	v_cvt_pknorm_i16_f16 v9, v217, -v159 clamp
	v_cvt_pknorm_i16_f16 v0, s0, -s0 op_sel:[1,0,1]
	v_cvt_pknorm_i16_f16 v0, s0, s0 clamp
	v_cvt_pknorm_u16_f16 v6, s0, v24 op_sel:[1,0,1] clamp
	v_cvt_pknorm_u16_f16 v12, -s0, s0 op_sel:[0,1,0]
	v_cvt_pknorm_u16_f16 v13, -s6, v16 clamp
	v_add_i32 v120, s0, s0
	v_add_i32 v0, v71, 36
	v_add_i32 v14, s0, s0
	v_sub_i32 v0, v17, -8 clamp
	v_sub_i32 v0, s0, v253
	v_sub_i32 v127, v245, s14
	v_add_i16 v0, s0, s0 op_sel:[1,1,1]
	v_add_i16 v0, s0, s0 op_sel:[0,1,1]
	v_add_i16 v13, v5, s0 op_sel:[0,1,0]
	v_sub_i16 v55, s0, s0 op_sel:[1,1,0]
	v_sub_i16 v0, s0, s0 clamp
	v_sub_i16 v7, v110, s8 clamp
	v_pack_b32_f16 v9, s0, s0 op_sel:[0,1,0]
	v_pack_b32_f16 v100, v63, s0 op_sel:[0,1,0]
	v_pack_b32_f16 v227, 40, s5 op_sel:[0,1,1]
	v_mul_legacy_f32 v0, s0, s0 mul:2
	v_mul_legacy_f32 v0, s0, v75 mul:2
	v_mul_legacy_f32 v0, s0, -s0 mul:2
	v_cvt_pk_fp8_f32 v0, s6, v189 op_sel:[1,1,0]
	v_cvt_pk_fp8_f32 v117, |v189|, s90 op_sel:[1,0,1]
	v_cvt_pk_fp8_f32 v86, 9, s78 op_sel:[1,1,1]
	v_cvt_pk_bf8_f32 v18, s0, s0
	v_cvt_pk_bf8_f32 v7, s0, v97
	v_cvt_pk_bf8_f32 v21, s0, s0
	v_cvt_sr_fp8_f32 v0, -s0, 7 op_sel:[1,0,1,0]
	v_cvt_sr_fp8_f32 v0, v14, s46 op_sel:[1,0,0,1]
	v_cvt_sr_fp8_f32 v8, s0, s0 op_sel:[0,0,1,1]
	v_cvt_sr_bf8_f32 v0, s0, -13 op_sel:[1,1,0,1]
	v_cvt_sr_bf8_f32 v68, -s0, s0 op_sel:[0,1,1,1]
	v_cvt_sr_bf8_f32 v18, s0, s0 op_sel:[0,0,1,0]
	v_pk_mad_i16 v0, s0, v155, v244 op_sel:[1,0,0] op_sel_hi:[0,1,1] clamp
	v_pk_mad_i16 v11, s0, s0, s0 op_sel:[1,0,0] op_sel_hi:[0,0,0]
	v_pk_mad_i16 v0, s0, s0, s0 op_sel:[0,1,0] op_sel_hi:[0,0,0]
	v_pk_mul_lo_u16 v0, s0, s0 op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_pk_mul_lo_u16 v0, s0, 48 op_sel_hi:[0,0] neg_hi:[1,0] clamp
	v_pk_mul_lo_u16 v0, s0, v141 op_sel_hi:[1,0] neg_hi:[1,0]
	v_pk_add_i16 v71, 2, v47 op_sel:[1,1] op_sel_hi:[0,1] neg_lo:[1,0] clamp
	v_pk_add_i16 v43, s0, v200 op_sel:[1,1] op_sel_hi:[0,0] clamp
	v_pk_add_i16 v18, 22, s0 op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_pk_sub_i16 v11, s0, s0 op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_pk_sub_i16 v0, s0, s0 op_sel:[1,1] op_sel_hi:[0,1]
	v_pk_sub_i16 v0, v238, s8 op_sel:[1,1] op_sel_hi:[0,0]
	v_pk_lshlrev_b16 v0, s0, s0 op_sel:[1,1] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[1,0]
	v_pk_lshlrev_b16 v4, v123, s0 op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_pk_lshlrev_b16 v13, s0, s0 neg_lo:[1,0] neg_hi:[1,0]
	v_pk_lshrrev_b16 v12, v146, s0 op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,0]
	v_pk_lshrrev_b16 v175, v35, v147 op_sel_hi:[0,0] clamp
	v_pk_lshrrev_b16 v0, s0, 61 op_sel_hi:[0,1] clamp
	v_pk_ashrrev_i16 v5, v217, s0 op_sel:[0,1] op_sel_hi:[0,0] neg_hi:[1,0]
	v_pk_ashrrev_i16 v224, v66, s6 op_sel_hi:[0,0] neg_hi:[1,0] clamp
	v_pk_ashrrev_i16 v0, s0, v246 op_sel_hi:[0,0] neg_hi:[1,0] clamp
	v_pk_max_i16 v13, s0, s0 op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_pk_max_i16 v12, s20, v150 op_sel_hi:[0,0] neg_hi:[1,0]
	v_pk_max_i16 v0, s0, s0 op_sel:[1,0] op_sel_hi:[0,1]
	v_pk_min_i16 v35, s0, s0 op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_pk_min_i16 v0, s0, s0 op_sel:[0,1] op_sel_hi:[1,0] clamp
	v_pk_min_i16 v0, v158, s0 op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_pk_mad_u16 v15, s0, s0, v187 op_sel:[0,1,0] op_sel_hi:[0,1,1] neg_lo:[1,0,0] clamp
	v_pk_mad_u16 v130, s0, s0, s0 op_sel:[0,1,0] op_sel_hi:[1,0,1] neg_lo:[1,0,0]
	v_pk_mad_u16 v0, v216, 37, v128 op_sel:[0,1,1] op_sel_hi:[0,0,0] neg_lo:[1,0,0]
	v_pk_add_u16 v8, s0, v212 op_sel:[0,1] op_sel_hi:[0,1] clamp
	v_pk_add_u16 v0, s0, -4 op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_pk_add_u16 v0, s0, s0 op_sel:[1,1] op_sel_hi:[0,0] clamp
	v_pk_sub_u16 v0, s0, s0 op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[1,0] clamp
	v_pk_sub_u16 v9, s0, s0 op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_pk_sub_u16 v0, v20, s7 op_sel:[1,0] op_sel_hi:[0,1] clamp
	v_pk_max_u16 v130, v98, s13 op_sel:[0,1] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[1,0]
	v_pk_max_u16 v152, s0, v37 op_sel:[0,1] op_sel_hi:[0,1] neg_hi:[1,0] clamp
	v_pk_max_u16 v0, s0, s0 op_sel_hi:[1,0] neg_lo:[1,0] clamp
	v_pk_min_u16 v0, s0, s0 op_sel:[0,1] op_sel_hi:[0,0] neg_lo:[1,0]
	v_pk_min_u16 v0, s0, v203 op_sel_hi:[0,1] neg_hi:[1,0] clamp
	v_pk_min_u16 v0, 60, s0 op_sel_hi:[1,0] clamp
	v_pk_fma_f16 v0, 8, s0, s0 op_sel:[0,1,1] op_sel_hi:[0,0,1] neg_lo:[0,1,0] neg_hi:[1,1,0] clamp
	v_pk_fma_f16 v206, s0, s0, s0 op_sel:[1,0,1] op_sel_hi:[0,0,0] neg_lo:[1,0,1] neg_hi:[1,1,1] clamp
	v_pk_fma_f16 v0, s0, v91, s0 op_sel:[1,1,0] op_sel_hi:[1,0,1] neg_lo:[0,1,1] neg_hi:[1,0,1] clamp
	v_pk_add_f16 v12, s0, s0 op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[1,0] clamp
	v_pk_add_f16 v167, v156, s0 op_sel:[1,0] op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_pk_add_f16 v27, s0, s0 op_sel_hi:[1,0] neg_hi:[0,1] clamp
	v_pk_mul_f16 v0, 59, s15 op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[0,1] clamp
	v_pk_mul_f16 v212, v30, s0 op_sel:[1,0] op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_pk_mul_f16 v0, s0, s0 op_sel:[1,1] op_sel_hi:[1,0] neg_hi:[1,1] clamp
	v_pk_min_f16 v57, v147, s0 op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[0,1] clamp
	v_pk_min_f16 v0, s0, s0 op_sel_hi:[0,0] neg_lo:[0,1] clamp
	v_pk_min_f16 v0, s0, 31 op_sel_hi:[0,1] neg_lo:[1,1] clamp
	v_pk_max_f16 v3, 38, ttmp4 op_sel:[1,0] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[0,1]
	v_pk_max_f16 v0, s0, s0 op_sel:[1,1] op_sel_hi:[0,1] neg_lo:[1,0] clamp
	v_pk_max_f16 v0, v36, s0 op_sel_hi:[0,0] neg_lo:[1,0] clamp
	v_fma_mix_f32 v196, -s0, |s0|, |s0| op_sel:[0,0,1] op_sel_hi:[1,0,1] clamp
	v_fma_mix_f32 v0, |s0|, v72, -14 op_sel:[1,0,1] op_sel_hi:[0,1,1] clamp
	v_fma_mix_f32 v0, |s0|, |v76|, |s0| op_sel:[0,1,1] op_sel_hi:[1,0,1] clamp
	v_fma_mixlo_f16 v168, -s0, v64, s0 op_sel:[1,0,1] op_sel_hi:[0,0,1] clamp
	v_fma_mixlo_f16 v13, s0, v159, |s0| op_sel:[1,1,0] op_sel_hi:[1,0,1] clamp
	v_fma_mixlo_f16 v14, s0, s0, v249 op_sel:[0,0,1] op_sel_hi:[0,0,1] clamp
	v_fma_mixhi_f16 v117, s0, v6, s0 op_sel:[0,1,1] op_sel_hi:[0,0,1] clamp
	v_fma_mixhi_f16 v10, |s0|, |s0|, -v164 op_sel:[1,0,1] op_sel_hi:[0,0,1] clamp
	v_fma_mixhi_f16 v8, -v167, -|s0|, -|s0| op_sel:[0,1,1] op_sel_hi:[0,0,1] clamp
	v_dot2_f32_f16 v14, s0, s0, s0 neg_lo:[1,0,1] neg_hi:[1,1,0]
	v_pk_fma_f32 v[0:1], s[0:1], s[0:1], s[0:1] op_sel:[1,0,0] op_sel_hi:[0,0,1] neg_lo:[1,0,1] neg_hi:[1,0,1] clamp
	v_pk_fma_f32 v[0:1], s[0:1], s[0:1], s[0:1] op_sel:[1,0,1] op_sel_hi:[0,0,1] neg_hi:[0,1,1] clamp
	v_pk_fma_f32 v[4:5], s[0:1], 1, s[0:1] op_sel:[1,0,1] op_sel_hi:[1,1,0] neg_lo:[1,1,0] neg_hi:[1,1,1]
	v_pk_mul_f32 v[0:1], v[96:97], s[0:1] op_sel:[1,1] op_sel_hi:[0,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[66:67], 27 op_sel_hi:[0,0] neg_hi:[1,1] clamp
	v_pk_mul_f32 v[0:1], s[0:1], s[0:1] op_sel_hi:[0,1] neg_lo:[0,1] clamp
	v_pk_add_f32 v[0:1], s[0:1], s[0:1] op_sel:[0,1] neg_lo:[0,1] clamp
	v_pk_add_f32 v[0:1], s[0:1], v[196:197] op_sel_hi:[1,0] neg_lo:[0,1] clamp
	v_pk_add_f32 v[194:195], v[88:89], s[0:1] op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0]
	v_pk_mov_b32 v[0:1], s[0:1], s[0:1] op_sel:[0,1] op_sel_hi:[0,0] neg_lo:[1,0] neg_hi:[1,1]
	v_pk_mov_b32 v[0:1], s[0:1], s[0:1] op_sel:[0,1] op_sel_hi:[1,0] neg_lo:[1,0]
	v_pk_mov_b32 v[0:1], s[0:1], s[0:1] op_sel:[1,0] op_sel_hi:[0,0] neg_hi:[0,1]
	v_mfma_f32_16x16x8_xf32 v[2:5], v[2:3], v[4:5], v[6:9] cbsz:2 abid:13
	v_mfma_f32_16x16x8_xf32 v[4:7], v[0:1], v[4:5], v[8:11]
	v_mfma_f32_16x16x8_xf32 v[0:3], v[0:1], v[4:5], v[4:7] cbsz:2 abid:13
	v_mfma_f32_32x32x4_xf32 v[0:15], v[128:129], a[24:25], v[208:223] cbsz:5 abid:2
	v_mfma_f32_4x4x1f32 a[2:5], v2, v4, a[6:9] cbsz:2 abid:13
	v_mfma_f32_4x4x1f32 a[2:5], v2, v3, a[4:7]
	v_mfma_f32_4x4x1f32 a[4:7], v0, v4, a[8:11]
	v_mfma_f32_16x16x4f32 a[2:5], v2, v4, a[6:9] cbsz:2 abid:13
	v_mfma_f32_16x16x4f32 a[2:5], v2, v3, a[4:7]
	v_mfma_f32_16x16x4f32 a[4:7], v0, v4, a[8:11]
	v_mfma_f32_32x32x4f16 a[0:31], v[196:197], v[176:177], a[40:71] blgp:3
	v_mfma_f32_4x4x4f16 a[2:5], v[2:3], v[4:5], a[6:9] cbsz:2 abid:13
	v_mfma_f32_4x4x4f16 a[4:7], v[0:1], v[4:5], a[8:11]
	v_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[4:5], a[4:7] cbsz:2 abid:13
	v_mfma_f32_16x16x16f16 a[2:5], v[2:3], v[4:5], a[6:9] cbsz:2 abid:13
	v_mfma_f32_16x16x16f16 a[4:7], v[0:1], v[4:5], a[8:11]
	v_mfma_f32_16x16x16f16 a[0:3], v[0:1], v[4:5], a[4:7] cbsz:2 abid:13
	v_mfma_i32_4x4x4i8 a[2:5], v2, v4, a[6:9] cbsz:2 abid:13
	v_mfma_i32_4x4x4i8 a[2:5], v2, v3, a[4:7]
	v_mfma_i32_4x4x4i8 a[4:7], v0, v4, a[8:11]
	v_mfma_i32_16x16x32_i8 v[2:5], v[2:3], v[4:5], v[6:9] cbsz:2 abid:13
	v_mfma_i32_16x16x32_i8 v[4:7], v[0:1], v[4:5], v[8:11]
	v_mfma_i32_16x16x32_i8 v[234:237], v[168:169], v[236:237], 26
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_write_b32 a0, s0
	v_accvgpr_write_b32 a142, s6
	v_mfma_f32_4x4x4_16b_bf16 v[2:5], v[2:3], v[4:5], v[6:9] cbsz:2 abid:13
	v_mfma_f32_4x4x4_16b_bf16 v[4:7], v[0:1], v[4:5], v[8:11]
	v_mfma_f32_4x4x4_16b_bf16 v[0:3], v[0:1], v[4:5], v[4:7] cbsz:2 abid:13
	v_mfma_f32_16x16x16_bf16 v[2:5], v[2:3], v[4:5], v[6:9] cbsz:2 abid:13
	v_mfma_f32_16x16x16_bf16 v[4:7], v[0:1], v[4:5], v[8:11]
	v_mfma_f32_16x16x16_bf16 v[0:3], v[0:1], v[4:5], v[4:7] cbsz:2 abid:13
	v_smfmac_f32_16x16x32_f16 v[2:5], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_16x16x32_f16 v[4:7], v[0:1], v[4:7], v8
	v_smfmac_f32_16x16x32_f16 v[0:3], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x16_f16 v[2:17], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x16_f16 v[4:19], v[0:1], v[4:7], v8
	v_smfmac_f32_32x32x16_f16 v[0:15], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_16x16x32_bf16 v[2:5], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_16x16x32_bf16 v[4:7], v[0:1], v[4:7], v8
	v_smfmac_f32_16x16x32_bf16 v[0:3], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x16_bf16 v[2:17], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x16_bf16 v[4:19], v[0:1], v[4:7], v8
	v_smfmac_f32_32x32x16_bf16 v[0:15], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_i32_16x16x64_i8 v[2:5], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_i32_16x16x64_i8 v[4:7], v[0:1], v[4:7], v8
	v_smfmac_i32_16x16x64_i8 v[0:3], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_i32_32x32x32_i8 v[2:17], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_i32_32x32x32_i8 v[4:19], v[0:1], v[4:7], v8
	v_smfmac_i32_32x32x32_i8 v[0:15], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_mfma_f64_4x4x4_4b_f64 v[2:3], v[2:3], v[4:5], v[6:7] cbsz:2 abid:13
	v_mfma_f64_4x4x4_4b_f64 v[4:5], v[0:1], v[4:5], v[8:9]
	v_mfma_f64_4x4x4_4b_f64 v[0:1], v[0:1], v[4:5], v[4:5] cbsz:2 abid:13
	v_mfma_f32_16x16x32_bf8_bf8 v[2:5], v[2:3], v[4:5], v[6:9] cbsz:2 abid:13
	v_mfma_f32_16x16x32_bf8_bf8 v[4:7], v[0:1], v[4:5], v[8:11]
	v_mfma_f32_16x16x32_bf8_bf8 v[0:3], v[0:1], v[4:5], v[4:7] cbsz:2 abid:13
	v_mfma_f32_16x16x32_bf8_fp8 v[2:5], v[2:3], v[4:5], v[6:9] cbsz:2 abid:13
	v_mfma_f32_16x16x32_bf8_fp8 v[4:7], v[0:1], v[4:5], v[8:11]
	v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[0:1], v[4:5], v[4:7] cbsz:2 abid:13
	v_mfma_f32_16x16x32_fp8_bf8 v[2:5], v[2:3], v[4:5], v[6:9] cbsz:2 abid:13
	v_mfma_f32_16x16x32_fp8_bf8 v[4:7], v[0:1], v[4:5], v[8:11]
	v_mfma_f32_16x16x32_fp8_bf8 v[0:3], v[0:1], v[4:5], v[4:7] cbsz:2 abid:13
	v_mfma_f32_16x16x32_fp8_fp8 v[2:5], v[2:3], v[4:5], v[6:9] cbsz:2 abid:13
	v_mfma_f32_16x16x32_fp8_fp8 v[4:7], v[0:1], v[4:5], v[8:11]
	v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[0:1], v[4:5], v[4:7] cbsz:2 abid:13
	v_smfmac_f32_16x16x64_bf8_bf8 v[2:5], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_16x16x64_bf8_bf8 v[4:7], v[0:1], v[4:7], v8
	v_smfmac_f32_16x16x64_bf8_bf8 v[0:3], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_16x16x64_bf8_fp8 v[2:5], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_16x16x64_bf8_fp8 v[4:7], v[0:1], v[4:7], v8
	v_smfmac_f32_16x16x64_bf8_fp8 v[0:3], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_16x16x64_fp8_bf8 v[2:5], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_16x16x64_fp8_bf8 v[4:7], v[0:1], v[4:7], v8
	v_smfmac_f32_16x16x64_fp8_bf8 v[0:3], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_16x16x64_fp8_fp8 v[2:5], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_16x16x64_fp8_fp8 v[4:7], v[0:1], v[4:7], v8
	v_smfmac_f32_16x16x64_fp8_fp8 v[0:3], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x32_bf8_bf8 v[2:17], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x32_bf8_bf8 v[4:19], v[0:1], v[4:7], v8
	v_smfmac_f32_32x32x32_bf8_bf8 v[0:15], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x32_bf8_fp8 v[2:17], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x32_bf8_fp8 v[4:19], v[0:1], v[4:7], v8
	v_smfmac_f32_32x32x32_bf8_fp8 v[0:15], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x32_fp8_bf8 v[2:17], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x32_fp8_bf8 v[4:19], v[0:1], v[4:7], v8
	v_smfmac_f32_32x32x32_fp8_bf8 v[0:15], v[0:1], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x32_fp8_fp8 v[2:17], v[2:3], v[4:7], v6 cbsz:2 abid:13
	v_smfmac_f32_32x32x32_fp8_fp8 v[4:19], v[0:1], v[4:7], v8
	v_smfmac_f32_32x32x32_fp8_fp8 v[0:15], v[0:1], v[4:7], v6 cbsz:2 abid:13
	ds_add_u32 v0, v2 offset:16
	ds_add_u32 v0, v0 offset:16
	ds_add_u32 v1, v0 offset:16
	ds_sub_u32 v0, v0 offset:16
	ds_sub_u32 v1, v2 offset:16
	ds_sub_u32 v1, v0 offset:16
	ds_rsub_u32 v1, v2 offset:16
	ds_rsub_u32 v1, v0 offset:16
	ds_rsub_u32 v0, v0 offset:16
	ds_inc_u32 v0, v0 offset:16
	ds_inc_u32 v0, v2 offset:16
	ds_inc_u32 v1, v0 offset:16
	ds_dec_u32 v0, v2 offset:16
	ds_dec_u32 v1, v0 offset:16
	ds_dec_u32 v1, v2 offset:16
	ds_min_i32 v1, v0 offset:16
	ds_min_i32 v0, v2 offset:16
	ds_min_i32 v1, v2 offset:16
	ds_max_i32 v1, v0 offset:16
	ds_max_i32 v1, v2 offset:16
	ds_max_i32 v0, v2 offset:16
	ds_min_u32 v1, v2 offset:16
	ds_min_u32 v1, v0 offset:16
	ds_min_u32 v0, v2 offset:16
	ds_max_u32 v1, v2 offset:16
	ds_max_u32 v0, v0 offset:16
	ds_max_u32 v0, v2 offset:16
	ds_and_b32 v1, v2 offset:16
	ds_and_b32 v1, v0 offset:16
	ds_and_b32 v0, v2 offset:16
	ds_or_b32 v1, v0 offset:16
	ds_or_b32 v0, v2 offset:16
	ds_or_b32 v0, v0 offset:16
	ds_xor_b32 v1, v2 offset:16
	ds_xor_b32 v0, v2 offset:16
	ds_xor_b32 v1, v0 offset:16
	ds_mskor_b32 v0, v2, v3 offset:16
	ds_mskor_b32 v1, v2, v0 offset:16
	ds_mskor_b32 v0, v2, v0 offset:16
	ds_write_b32 v1, v0 offset:16
	ds_write_b32 v0, v2 offset:16
	ds_write_b32 v0, v0 offset:16
	ds_write2_b32 v1, v0, v0 offset0:16
	ds_write2_b32 v0, v0, v3 offset0:16
	ds_write2_b32 v1, v2, v0 offset0:16
	ds_write2st64_b32 v1, v2, v3 offset0:16
	ds_write2st64_b32 v0, v0, v3 offset0:16
	ds_write2st64_b32 v0, v2, v3 offset0:16
	ds_cmpst_b32 v1, v2, v0 offset:16
	ds_cmpst_b32 v1, v0, v0 offset:16
	ds_cmpst_b32 v1, v0, v3 offset:16
	ds_cmpst_f32 v1, v2, v3 offset:16
	ds_cmpst_f32 v0, v2, v3 offset:16
	ds_cmpst_f32 v1, v0, v0 offset:16
	ds_min_f32 v0, v0 offset:16
	ds_min_f32 v0, v2 offset:16
	ds_min_f32 v1, v2 offset:16
	ds_max_f32 v0, v0 offset:16
	ds_max_f32 v1, v2 offset:16
	ds_max_f32 v0, v2 offset:16
	ds_add_f32 v1, v2 offset:16
	ds_add_f32 v0, v0 offset:16
	ds_add_f32 v1, v0 offset:16
	ds_pk_add_f16 v0, v2 offset:16
	ds_pk_add_f16 v1, v0 offset:16
	ds_pk_add_f16 v1, v2 offset:16
	ds_pk_add_bf16 v1, v2 offset:16
	ds_pk_add_bf16 v0, v2 offset:16
	ds_pk_add_bf16 v0, v0 offset:16
	ds_write_addtid_b32 v0 offset:16
	ds_write_addtid_b32 v2 offset:16
	ds_write_b8 v1, v2 offset:16
	ds_write_b8 v1, v0 offset:16
	ds_write_b8 v0, v2 offset:16
	ds_write_b16 v1, v2 offset:16
	ds_write_b16 v0, v0 offset:16
	ds_write_b16 v1, v0 offset:16
	ds_add_rtn_u32 v0, v1, v2 offset:16
	ds_add_rtn_u32 v0, v1, v0 offset:16
	ds_add_rtn_u32 v4, v0, v0 offset:16
	ds_sub_rtn_u32 v0, v0, v0 offset:16
	ds_sub_rtn_u32 v4, v1, v2 offset:16
	ds_sub_rtn_u32 v4, v0, v0 offset:16
	ds_rsub_rtn_u32 v0, v1, v0 offset:16
	ds_rsub_rtn_u32 v0, v1, v2 offset:16
	ds_rsub_rtn_u32 v4, v1, v2 offset:16
	ds_inc_rtn_u32 v4, v0, v0 offset:16
	ds_inc_rtn_u32 v4, v1, v0 offset:16
	ds_inc_rtn_u32 v4, v1, v2 offset:16
	ds_dec_rtn_u32 v4, v0, v2 offset:16
	ds_dec_rtn_u32 v4, v1, v0 offset:16
	ds_dec_rtn_u32 v0, v1, v0 offset:16
	ds_min_rtn_i32 v0, v0, v0 offset:16
	ds_min_rtn_i32 v4, v0, v2 offset:16
	ds_min_rtn_i32 v0, v0, v2 offset:16
	ds_max_rtn_i32 v4, v0, v2 offset:16
	ds_max_rtn_i32 v4, v1, v0 offset:16
	ds_max_rtn_i32 v0, v1, v2 offset:16
	ds_min_rtn_u32 v0, v1, v2 offset:16
	ds_min_rtn_u32 v0, v1, v0 offset:16
	ds_min_rtn_u32 v4, v0, v0 offset:16
	ds_max_rtn_u32 v4, v0, v0 offset:16
	ds_max_rtn_u32 v4, v0, v2 offset:16
	ds_max_rtn_u32 v0, v1, v2 offset:16
	ds_and_rtn_b32 v0, v1, v2 offset:16
	ds_and_rtn_b32 v4, v1, v0 offset:16
	ds_and_rtn_b32 v0, v0, v0 offset:16
	ds_or_rtn_b32 v4, v1, v0 offset:16
	ds_or_rtn_b32 v4, v0, v2 offset:16
	ds_or_rtn_b32 v0, v1, v0 offset:16
	ds_xor_rtn_b32 v4, v1, v2 offset:16
	ds_xor_rtn_b32 v0, v1, v2 offset:16
	ds_xor_rtn_b32 v4, v1, v0 offset:16
	ds_mskor_rtn_b32 v4, v1, v2, v3 offset:16
	ds_mskor_rtn_b32 v0, v1, v0, v3 offset:16
	ds_mskor_rtn_b32 v4, v0, v2, v3 offset:16
	ds_wrxchg_rtn_b32 v4, v1, v0 offset:16
	ds_wrxchg_rtn_b32 v4, v1, v2 offset:16
	ds_wrxchg_rtn_b32 v0, v1, v2 offset:16
	ds_wrxchg2_rtn_b32 v[0:1], v1, v0, v0 offset0:16
	ds_wrxchg2_rtn_b32 v[4:5], v1, v0, v3 offset0:16
	ds_wrxchg2_rtn_b32 v[0:1], v1, v0, v3 offset0:16
	ds_wrxchg2st64_rtn_b32 v[0:1], v0, v0, v3 offset0:16
	ds_wrxchg2st64_rtn_b32 v[4:5], v1, v2, v0 offset0:16
	ds_wrxchg2st64_rtn_b32 v[4:5], v1, v2, v3 offset0:16
	ds_cmpst_rtn_b32 v0, v0, v2, v3 offset:16
	ds_cmpst_rtn_b32 v4, v0, v2, v0 offset:16
	ds_cmpst_rtn_b32 v0, v1, v0, v3 offset:16
	ds_cmpst_rtn_f32 v0, v0, v0, v3 offset:16
	ds_cmpst_rtn_f32 v0, v1, v0, v3 offset:16
	ds_cmpst_rtn_f32 v4, v0, v0, v3 offset:16
	ds_min_rtn_f32 v4, v1, v2 offset:16
	ds_min_rtn_f32 v0, v1, v0 offset:16
	ds_min_rtn_f32 v0, v1, v2 offset:16
	ds_max_rtn_f32 v177, v192, v15 offset:30729 gds
	ds_max_rtn_f32 v0, v0, v0 gds
	ds_max_rtn_f32 v0, v1, v2 offset:16
	ds_wrap_rtn_b32 v0, v82, v0, v2 offset:15 gds
	ds_wrap_rtn_b32 v147, v0, v0, v0 offset:31744 gds
	ds_wrap_rtn_b32 v0, v9, v0, v132 offset:2 gds
	ds_add_rtn_f32 v0, v137, v0 offset:24320 gds
	ds_add_rtn_f32 v0, v8, v162 offset:165 gds
	ds_add_rtn_f32 a0, v160, a0 gds
	ds_read_b32 v55, v0 offset:15 gds
	ds_read_b32 v0, v7 offset:14
	ds_read_b32 a0, v0 offset:2049
	ds_read2_b32 v[0:1], v7 offset1:192 gds
	ds_read2_b32 v[0:1], v0 offset0:6 offset1:14
	ds_read2_b32 v[0:1], v0 offset1:142 gds
	ds_read2st64_b32 v[8:9], v3 offset0:168 offset1:7 gds
	ds_read2st64_b32 v[0:1], v0 offset0:14 offset1:13
	ds_read2st64_b32 a[0:1], v6 offset0:191 offset1:69
	ds_read_i8 v0, v61 gds
	ds_read_i8 v1, v0 offset:3584
	ds_read_i8 v130, v0 offset:159
	ds_read_u8 a0, v0 offset:453 gds
	ds_read_u8 v0, v216 offset:1024
	ds_read_u8 v0, v0 offset:45322
	ds_read_i16 v0, v144 offset:1536
	ds_read_i16 v10, v0 offset:50948
	ds_read_i16 v0, v0 offset:16
	ds_read_u16 v120, v0 offset:7 gds
	ds_read_u16 v0, v0 offset:43778 gds
	ds_read_u16 v10, v133 offset:1792 gds
	ds_swizzle_b32 v0, v13 offset:swizzle(BITMASK_PERM,"0pp0p") gds
	ds_swizzle_b32 v7, v0 offset:swizzle(BROADCAST,32,8) gds
	ds_swizzle_b32 a9, v0 offset:swizzle(BROADCAST,32,3) gds
	ds_permute_b32 a15, v13, a0 offset:214
	ds_permute_b32 v0, v1, v2 offset:16
	ds_permute_b32 v4, v0, v0 offset:16
	ds_bpermute_b32 v12, v0, v13 offset:186
	ds_bpermute_b32 v4, v1, v0 offset:16
	ds_bpermute_b32 v4, v0, v67 offset:1717
	ds_add_u64 v21, a[0:1] offset:103 gds
	ds_add_u64 v0, v[2:3] offset:768 gds
	ds_add_u64 v0, v[130:131] offset:133
	ds_sub_u64 v0, v[14:15] offset:10 gds
	ds_sub_u64 v9, v[0:1] offset:1547 gds
	ds_sub_u64 v0, a[0:1] gds
	ds_rsub_u64 v0, v[0:1] offset:1541
	ds_rsub_u64 v1, v[2:3] offset:16
	ds_rsub_u64 v0, v[0:1] offset:56394
	ds_inc_u64 v0, v[0:1] offset:43264 gds
	ds_inc_u64 v200, v[0:1] offset:2048 gds
	ds_inc_u64 v0, v[0:1] gds
	ds_dec_u64 v86, a[0:1] offset:32000 gds
	ds_dec_u64 v0, a[0:1] offset:8
	ds_dec_u64 v0, v[0:1] offset:16
	ds_min_i64 v0, a[0:1] offset:88 gds
	ds_min_i64 v1, v[0:1] offset:16
	ds_min_i64 v0, v[0:1] offset:3508
	ds_max_i64 v0, v[94:95] offset:1650 gds
	ds_max_i64 v0, v[28:29] offset:23552 gds
	ds_max_i64 v188, v[0:1] offset:12 gds
	ds_min_u64 v245, v[0:1] offset:11 gds
	ds_min_u64 v0, v[14:15] offset:56320 gds
	ds_min_u64 v0, v[0:1] offset:29952 gds
	ds_max_u64 v6, v[0:1] offset:234 gds
	ds_max_u64 v0, v[80:81] offset:2816 gds
	ds_max_u64 v0, v[0:1] offset:15 gds
	ds_and_b64 v11, v[0:1] offset:30464 gds
	ds_and_b64 v3, v[0:1] offset:62983 gds
	ds_and_b64 v0, a[0:1] offset:20235 gds
	ds_or_b64 v0, v[0:1] offset:4 gds
	ds_or_b64 v0, v[0:1] offset:9
	ds_or_b64 v0, a[12:13] offset:21760
	ds_xor_b64 v2, v[0:1] offset:3328 gds
	ds_xor_b64 v0, v[2:3] offset:1173 gds
	ds_xor_b64 v1, v[2:3] offset:16
	ds_mskor_b64 v101, a[10:11], a[12:13] offset:25748 gds
	ds_mskor_b64 v12, v[0:1], v[90:91] offset:5 gds
	ds_mskor_b64 v15, v[0:1], v[0:1] offset:46565 gds
	ds_write_b64 v241, v[0:1] offset:11 gds
	ds_write_b64 v11, v[0:1] offset:2 gds
	ds_write_b64 v0, v[0:1] offset:2816 gds
	ds_write2_b64 v0, v[0:1], v[0:1] offset1:12 gds
	ds_write2_b64 v12, v[0:1], v[0:1] offset0:177 offset1:4
	ds_write2_b64 v3, v[12:13], v[0:1] offset0:15 offset1:5
	ds_write2st64_b64 v164, a[0:1], a[144:145] offset0:202 offset1:3
	ds_write2st64_b64 v0, v[0:1], v[0:1] offset0:148
	ds_write2st64_b64 v0, v[0:1], v[0:1] offset1:252
	ds_cmpst_b64 v0, v[0:1], v[198:199] offset:58112 gds
	ds_cmpst_b64 v0, v[0:1], v[0:1] offset:23040 gds
	ds_cmpst_b64 v26, v[0:1], v[16:17] offset:35852 gds
	ds_cmpst_f64 v0, a[88:89], a[0:1] offset:61825 gds
	ds_cmpst_f64 v0, a[104:105], a[0:1] offset:13 gds
	ds_cmpst_f64 v47, v[48:49], v[0:1] offset:32512 gds
	ds_min_f64 v0, v[0:1] offset:57856 gds
	ds_min_f64 v0, v[0:1] offset:16
	ds_min_f64 v9, v[0:1] offset:2304
	ds_max_f64 v0, v[0:1] offset:48136 gds
	ds_max_f64 v166, v[0:1] offset:37970 gds
	ds_max_f64 v0, v[0:1] gds
	ds_write_b8_d16_hi v0, v0 offset:13 gds
	ds_write_b8_d16_hi v7, v0 offset:1024 gds
	ds_write_b8_d16_hi v96, v240 offset:182
	ds_write_b16_d16_hi v0, v0 offset:35 gds
	ds_write_b16_d16_hi v176, a167 offset:1940 gds
	ds_write_b16_d16_hi v0, v10 offset:3586
	ds_read_u8_d16 v0, v0 offset:1 gds
	ds_read_u8_d16 v0, v87 offset:61192 gds
	ds_read_u8_d16 a0, v0 offset:48384 gds
	ds_read_u8_d16_hi v93, v169 offset:63553 gds
	ds_read_u8_d16_hi v0, v42 offset:198
	ds_read_u8_d16_hi v0, v0 offset:63744
	ds_read_i8_d16 a0, v0 offset:1303
	ds_read_i8_d16 v4, v0 offset:113
	ds_read_i8_d16 v0, v0 offset:16
	ds_read_i8_d16_hi a14, v89 offset:2 gds
	ds_read_i8_d16_hi v0, v12 offset:136 gds
	ds_read_i8_d16_hi a2, v9 offset:2048 gds
	ds_read_u16_d16 v131, v173 offset:2304 gds
	ds_read_u16_d16 v0, v0 offset:44494 gds
	ds_read_u16_d16 a133, v96 offset:38358 gds
	ds_read_u16_d16_hi v6, v10 offset:37376 gds
	ds_read_u16_d16_hi a5, v146 offset:1536 gds
	ds_read_u16_d16_hi v0, v11 offset:52224
	ds_add_f64 v0, v[0:1] offset:90 gds
	ds_add_f64 v12, a[0:1] offset:1034 gds
	ds_add_f64 v0, v[2:3] offset:16
	ds_add_rtn_u64 v[0:1], v12, v[0:1] offset:22784 gds
	ds_add_rtn_u64 v[0:1], v0, v[0:1] gds
	ds_add_rtn_u64 v[4:5], v1, v[0:1] offset:16
	ds_sub_rtn_u64 a[6:7], v10, a[0:1] offset:11 gds
	ds_sub_rtn_u64 v[0:1], v1, v[2:3] offset:16
	ds_sub_rtn_u64 v[0:1], v0, v[8:9] offset:512
	ds_rsub_rtn_u64 v[0:1], v212, v[0:1] offset:1033 gds
	ds_rsub_rtn_u64 v[0:1], v7, v[0:1] offset:2560
	ds_rsub_rtn_u64 v[10:11], v247, v[8:9] offset:3584
	ds_inc_rtn_u64 v[0:1], v0, v[184:185] offset:9
	ds_inc_rtn_u64 v[0:1], v0, v[0:1] offset:16640
	ds_inc_rtn_u64 v[0:1], v0, v[0:1] offset:6
	ds_dec_rtn_u64 v[0:1], v0, v[254:255] offset:3584 gds
	ds_dec_rtn_u64 v[0:1], v0, v[0:1] offset:154 gds
	ds_dec_rtn_u64 v[18:19], v0, v[0:1] offset:320
	ds_min_rtn_i64 v[0:1], v0, v[48:49] offset:43008 gds
	ds_min_rtn_i64 v[50:51], v10, v[0:1] offset:14 gds
	ds_min_rtn_i64 v[0:1], v12, v[0:1] offset:28928 gds
	ds_max_rtn_i64 a[0:1], v246, a[8:9] offset:5376 gds
	ds_max_rtn_i64 a[0:1], v0, a[216:217] offset:9
	ds_max_rtn_i64 a[0:1], v0, a[0:1] offset:2861
	ds_min_rtn_u64 v[0:1], v0, v[0:1] offset:38656 gds
	ds_min_rtn_u64 v[0:1], v0, v[0:1] offset:192 gds
	ds_min_rtn_u64 a[0:1], v207, a[0:1] offset:82 gds
	ds_max_rtn_u64 v[114:115], v0, v[0:1] offset:166 gds
	ds_max_rtn_u64 v[0:1], v0, v[0:1] offset:2304
	ds_max_rtn_u64 v[182:183], v181, v[0:1] gds
	ds_and_rtn_b64 v[0:1], v0, v[0:1] offset:53248 gds
	ds_and_rtn_b64 v[0:1], v0, v[4:5] offset:58 gds
	ds_and_rtn_b64 v[0:1], v0, v[164:165] offset:119 gds
	ds_or_rtn_b64 v[240:241], v0, v[0:1] offset:42496 gds
	ds_or_rtn_b64 v[40:41], v4, v[116:117] offset:1280 gds
	ds_or_rtn_b64 v[8:9], v6, v[0:1] offset:6 gds
	ds_xor_rtn_b64 v[0:1], v0, v[0:1] offset:14 gds
	ds_xor_rtn_b64 v[0:1], v0, v[0:1] offset:1879 gds
	ds_xor_rtn_b64 v[0:1], v0, v[0:1] offset:3078
	ds_mskor_rtn_b64 a[0:1], v0, a[212:213], a[70:71] offset:30037 gds
	ds_mskor_rtn_b64 v[0:1], v0, v[0:1], v[0:1] offset:13 gds
	ds_mskor_rtn_b64 v[0:1], v0, v[0:1], v[0:1] offset:8 gds
	ds_wrxchg_rtn_b64 v[0:1], v0, v[14:15] offset:15360 gds
	ds_wrxchg_rtn_b64 v[0:1], v207, v[0:1] offset:13
	ds_wrxchg_rtn_b64 v[10:11], v0, v[0:1] offset:5
	ds_wrxchg2_rtn_b64 v[0:3], v0, v[0:1], v[0:1] offset0:201 offset1:21 gds
	ds_wrxchg2_rtn_b64 a[0:3], v0, a[0:1], a[0:1] offset0:165 offset1:9
	ds_wrxchg2_rtn_b64 a[246:249], v0, a[0:1], a[0:1] offset1:162 gds
	ds_wrxchg2st64_rtn_b64 v[0:3], v4, v[0:1], v[0:1] offset0:193 offset1:13 gds
	ds_wrxchg2st64_rtn_b64 v[0:3], v236, v[0:1], v[10:11] offset0:6 offset1:9 gds
	ds_wrxchg2st64_rtn_b64 v[0:3], v7, v[202:203], v[14:15] offset0:9 offset1:104
	ds_cmpst_rtn_b64 v[148:149], v0, v[0:1], v[24:25] offset:37632 gds
	ds_cmpst_rtn_b64 a[8:9], v0, a[0:1], a[8:9] offset:62732 gds
	ds_cmpst_rtn_b64 v[0:1], v1, v[2:3], v[0:1] offset:16
	ds_cmpst_rtn_f64 v[0:1], v0, v[0:1], v[0:1] offset:32768 gds
	ds_cmpst_rtn_f64 v[10:11], v157, v[0:1], v[0:1] offset:25088 gds
	ds_cmpst_rtn_f64 a[0:1], v0, a[0:1], a[0:1] offset:11264 gds
	ds_min_rtn_f64 v[0:1], v0, v[204:205] offset:64007 gds
	ds_min_rtn_f64 v[224:225], v0, v[0:1] offset:32796 gds
	ds_min_rtn_f64 v[0:1], v132, v[0:1] offset:3152 gds
	ds_max_rtn_f64 v[0:1], v143, v[0:1] offset:145 gds
	ds_max_rtn_f64 v[0:1], v159, v[0:1] offset:13312 gds
	ds_max_rtn_f64 v[4:5], v1, v[0:1] offset:16
	ds_read_b64 a[8:9], v38 offset:8 gds
	ds_read_b64 a[14:15], v0 offset:1 gds
	ds_read_b64 v[0:1], v159 offset:15 gds
	ds_read2_b64 v[0:3], v0 offset0:155 offset1:1
	ds_read2_b64 a[0:3], v21 offset0:8 offset1:15
	ds_read2_b64 a[0:3], v0 offset0:233 offset1:15
	ds_read2st64_b64 a[0:3], v1 offset1:162 gds
	ds_read2st64_b64 v[0:3], v0 offset1:4
	ds_read2st64_b64 v[4:7], v1 offset0:16
	ds_add_rtn_f64 v[0:1], v7, v[0:1] offset:35840 gds
	ds_add_rtn_f64 v[0:1], v0, v[0:1] offset:16
	ds_add_rtn_f64 v[0:1], v0, v[0:1] offset:53773
	ds_condxchg32_rtn_b64 v[0:1], v0, v[0:1] offset:10 gds
	ds_condxchg32_rtn_b64 a[0:1], v0, a[0:1] offset:2 gds
	ds_condxchg32_rtn_b64 v[0:1], v40, v[0:1] offset:18443 gds
	ds_gws_sema_release_all gds
	ds_gws_init v0 offset:4272 gds
	ds_gws_init a12 offset:10 gds
	ds_gws_init v0 gds
	ds_gws_sema_v offset:59 gds
	ds_gws_sema_v gds
	ds_gws_sema_br v12 offset:12 gds
	ds_gws_sema_br a0 gds
	ds_gws_sema_br v0 gds
	ds_gws_sema_p offset:22 gds
	ds_gws_sema_p gds
	ds_gws_barrier v0 gds
	ds_read_addtid_b32 v235 offset:2575 gds
	ds_read_addtid_b32 a0 offset:2304 gds
	ds_read_addtid_b32 v0 offset:1549
	ds_pk_add_rtn_f16 v0, v0, v0 offset:31744 gds
	ds_pk_add_rtn_f16 v188, v12, v0 offset:37632 gds
	ds_pk_add_rtn_f16 v12, v8, v14 offset:13 gds
	ds_pk_add_rtn_bf16 v0, v0, v21 offset:209 gds
	ds_pk_add_rtn_bf16 v72, v0, v0 offset:679 gds
	ds_pk_add_rtn_bf16 v0, v10, v0 offset:2304
	ds_consume a13 offset:256 gds
	ds_consume v4 offset:6656 gds
	ds_consume v0 offset:1327 gds
	ds_append a0 offset:3840 gds
	ds_append v0 offset:2335 gds
	ds_append v0 offset:1304
	ds_write_b96 v144, v[0:2] offset:17452 gds
	ds_write_b96 v38, v[8:10] offset:2816
	ds_write_b96 v0, v[10:12] offset:213
	ds_write_b128 v82, v[0:3] offset:2560 gds
	ds_write_b128 v10, v[12:15] offset:35073 gds
	ds_write_b128 v0, v[0:3] offset:760
	ds_read_b96 v[0:2], v132 offset:1280 gds
	ds_read_b96 a[0:2], v0 offset:1061 gds
	ds_read_b96 a[0:2], v0 offset:53477 gds
	ds_read_b128 v[0:3], v0 offset:143 gds
	ds_read_b128 v[14:17], v0 offset:5 gds
	ds_read_b128 v[194:197], v0 offset:245
	flat_load_ubyte v4, v[0:1] offset:10 nt
	flat_load_ubyte v0, v[0:1] offset:1550 sc0
	flat_load_ubyte a138, v[0:1] sc0 sc1
	flat_load_sbyte a0, v[0:1] offset:12 sc0
	flat_load_sbyte v161, v[0:1] offset:4074 sc0
	flat_load_sbyte v153, v[0:1] offset:4 nt
	flat_load_ushort a0, v[244:245] offset:1742 sc0 nt
	flat_load_ushort v0, v[8:9] offset:970 nt
	flat_load_ushort a144, v[0:1] sc0
	flat_load_sshort v0, v[170:171] sc0 nt sc1
	flat_load_sshort v218, v[0:1] offset:12 sc0 nt
	flat_load_sshort v0, v[0:1] offset:3715
	flat_load_dword v0, v[0:1] offset:3758 nt
	flat_load_dword a51, v[0:1] offset:3282 nt
	flat_load_dword v0, v[2:3] offset:5 sc0
	flat_load_dwordx2 a[0:1], v[0:1] sc0 nt sc1
	flat_load_dwordx2 v[6:7], v[10:11] offset:1 nt
	flat_load_dwordx2 v[0:1], v[2:3] offset:16
	flat_load_dwordx3 a[0:2], v[0:1] offset:2504 sc1
	flat_load_dwordx3 v[0:2], v[0:1] nt sc1
	flat_load_dwordx3 v[0:2], v[0:1] sc0
	flat_load_dwordx4 a[0:3], v[0:1] offset:3 nt
	flat_load_dwordx4 v[0:3], v[122:123] offset:2396 nt
	flat_load_dwordx4 v[0:3], v[0:1] offset:334
	flat_store_byte v[0:1], v0 sc1
	flat_store_byte v[0:1], a34 offset:15
	flat_store_byte v[0:1], v0 offset:11
	flat_store_byte_d16_hi v[8:9], v11 offset:7 nt
	flat_store_byte_d16_hi v[70:71], a36 offset:2358 sc0
	flat_store_byte_d16_hi v[0:1], v9 offset:3514 nt
	flat_store_short v[186:187], v0 offset:2596 sc0 nt sc1
	flat_store_short v[0:1], a0 offset:3773 sc0 sc1
	flat_store_short v[96:97], v0 offset:442 sc1
	flat_store_short_d16_hi v[0:1], a0 offset:14 sc0 nt sc1
	flat_store_short_d16_hi v[0:1], v0 offset:15 sc1
	flat_store_short_d16_hi v[0:1], a15 offset:13 nt
	flat_store_dword v[0:1], v0 offset:468 nt sc1
	flat_store_dword v[0:1], a0 offset:2 nt
	flat_store_dword v[0:1], v5 offset:7 sc1
	flat_store_dwordx2 v[0:1], v[0:1] offset:1984 sc0 sc1
	flat_store_dwordx2 v[0:1], v[0:1] offset:13 nt
	flat_store_dwordx2 v[0:1], v[0:1] offset:5 sc1
	flat_store_dwordx3 v[0:1], v[0:2] offset:3 sc0 sc1
	flat_store_dwordx3 v[6:7], v[0:2] nt sc1
	flat_store_dwordx3 v[0:1], v[0:2] offset:11 sc0
	flat_store_dwordx4 v[0:1], v[12:15] sc0 sc1
	flat_store_dwordx4 v[10:11], v[0:3] nt
	flat_store_dwordx4 v[2:3], v[4:7] offset:16
	flat_load_ubyte_d16 a0, v[0:1] offset:696 nt sc1
	flat_load_ubyte_d16 a9, v[0:1] sc0 sc1
	flat_load_ubyte_d16 a0, v[0:1] offset:1 sc1
	flat_load_ubyte_d16_hi v29, v[4:5] offset:11 sc0 sc1
	flat_load_ubyte_d16_hi v13, v[0:1] offset:10 nt
	flat_load_ubyte_d16_hi v0, v[0:1] offset:3 sc0
	flat_load_sbyte_d16 a0, v[0:1] offset:177 sc1
	flat_load_sbyte_d16 v0, v[0:1] offset:8 sc1
	flat_load_sbyte_d16 v6, v[2:3] offset:16
	flat_load_sbyte_d16_hi v0, v[208:209] offset:3569 sc0 nt
	flat_load_sbyte_d16_hi v0, v[0:1] offset:8 nt sc1
	flat_load_sbyte_d16_hi v0, v[14:15] offset:1791 nt
	flat_load_short_d16 v0, v[140:141] offset:4 nt
	flat_load_short_d16 v14, v[0:1] sc1
	flat_load_short_d16 v0, v[0:1] offset:3358
	flat_load_short_d16_hi v0, v[0:1] offset:1008 nt sc1
	flat_load_short_d16_hi v148, v[124:125] offset:3 sc0
	flat_load_short_d16_hi v40, v[0:1] sc0 nt
	flat_atomic_swap a191, v[0:1], a0 sc0 sc1
	flat_atomic_swap v245, v[0:1], v0 offset:1657 sc0
	flat_atomic_swap v[0:1], a0 offset:182 sc1
	flat_atomic_cmpswap a170, v[0:1], a[0:1] offset:3550 sc0
	flat_atomic_cmpswap a0, v[0:1], a[0:1] sc0 sc1
	flat_atomic_cmpswap v[152:153], v[0:1] offset:8 sc1
	flat_atomic_add v0, v[0:1], v0 offset:8 sc0 nt
	flat_atomic_add v0, v[4:5], v0 sc0 sc1
	flat_atomic_add v[10:11], v0 offset:2 nt sc1
	flat_atomic_sub v0, v[0:1], v106 sc0 sc1
	flat_atomic_sub v[0:1], a193 offset:8 nt
	flat_atomic_sub v[0:1], v48 offset:1688
	flat_atomic_smin v0, v[0:1], v0 sc0 nt
	flat_atomic_smin v[0:1], v0 offset:11 sc1
	flat_atomic_smin a32, v[0:1], a152 sc0
	flat_atomic_umin a0, v[0:1], a5 sc0 sc1
	flat_atomic_umin v[0:1], a0 offset:7 nt
	flat_atomic_umin v0, v[0:1], v225 sc0
	flat_atomic_smax v[0:1], v231 offset:4 nt sc1
	flat_atomic_smax a157, v[0:1], a0 offset:15 sc0
	flat_atomic_smax v34, v[8:9], v0 sc0 sc1
	flat_atomic_umax v0, v[0:1], v0 offset:7 sc0 sc1
	flat_atomic_umax v[12:13], v0 offset:12 nt
	flat_atomic_umax v[0:1], v146 offset:5 sc1
	flat_atomic_and v8, v[242:243], v0 sc0 nt sc1
	flat_atomic_and a0, v[0:1], a0 sc0 sc1
	flat_atomic_and v73, v[120:121], v4 offset:95 sc0
	flat_atomic_or a90, v[84:85], a2 offset:2607 sc0 nt
	flat_atomic_or v0, v[248:249], v12 sc0 nt sc1
	flat_atomic_or v0, v[0:1], v103 sc0 nt
	flat_atomic_xor a0, v[8:9], a0 sc0 nt sc1
	flat_atomic_xor v[0:1], v0 offset:12 nt
	flat_atomic_xor v[0:1], v0 offset:3050 sc1
	flat_atomic_inc v[0:1], v106 offset:5 nt
	flat_atomic_inc v[0:1], v0 offset:1817
	flat_atomic_inc v[0:1], v24 offset:14
	flat_atomic_dec v0, v[0:1], v0 offset:4 sc0 nt
	flat_atomic_dec v78, v[0:1], v6 offset:4015 sc0
	flat_atomic_dec v0, v[0:1], v0 sc0
	flat_atomic_add_f32 a191, v[0:1], a0 offset:90 sc0 nt sc1
	flat_atomic_add_f32 a0, v[96:97], a14 offset:163 sc0
	flat_atomic_add_f32 a36, v[0:1], a100 sc0
	flat_atomic_pk_add_f16 a0, v[0:1], a7 sc0 nt sc1
	flat_atomic_pk_add_f16 a0, v[4:5], a0 sc0 sc1
	flat_atomic_pk_add_f16 a0, v[0:1], a0 sc0
	flat_atomic_add_f64 v[0:1], v[0:1], v[0:1] sc0 nt
	flat_atomic_add_f64 v[0:1], v[0:1] offset:6 nt sc1
	flat_atomic_add_f64 v[0:1], v[144:145] offset:2823 sc1
	flat_atomic_min_f64 v[184:185], v[0:1], v[6:7] offset:3752 sc0 nt
	flat_atomic_min_f64 v[0:1], v[0:1], v[0:1] offset:2 sc0
	flat_atomic_min_f64 a[0:1], v[8:9], a[8:9] sc0
	flat_atomic_max_f64 v[6:7], v[0:1], v[0:1] sc0
	flat_atomic_max_f64 v[0:1], a[0:1] offset:372 sc1
	flat_atomic_max_f64 v[0:1], v[0:1] offset:3933 nt
	flat_atomic_pk_add_bf16 a14, v[0:1], a211 offset:11 sc0 nt
	flat_atomic_pk_add_bf16 v[0:1], v13 nt sc1
	flat_atomic_pk_add_bf16 v[2:3], v4 offset:16
	flat_atomic_swap_x2 v[0:1], v[0:1], v[0:1] offset:2309 sc0 nt
	flat_atomic_swap_x2 a[106:107], v[0:1], a[0:1] sc0 sc1
	flat_atomic_swap_x2 a[0:1], v[40:41], a[0:1] sc0 sc1
	flat_atomic_cmpswap_x2 a[0:1], v[0:1], a[0:3] sc0 nt sc1
	flat_atomic_cmpswap_x2 v[0:1], v[0:1], v[0:3] sc0 sc1
	flat_atomic_cmpswap_x2 v[0:1], v[0:1], v[0:3] sc0 nt
	flat_atomic_add_x2 v[0:1], v[0:1] offset:8 nt sc1
	flat_atomic_add_x2 v[0:1], v[14:15], v[0:1] sc0
	flat_atomic_add_x2 v[0:1], v[110:111] offset:3 nt
	flat_atomic_sub_x2 v[0:1], v[0:1], v[0:1] offset:12 sc0
	flat_atomic_sub_x2 v[4:5], v[0:1], v[8:9] sc0 sc1
	flat_atomic_sub_x2 v[0:1], a[118:119] nt sc1
	flat_atomic_smin_x2 v[68:69], v[0:1] offset:6 nt
	flat_atomic_smin_x2 v[0:1], v[208:209], v[0:1] sc0
	flat_atomic_smin_x2 v[200:201], a[12:13] offset:11 sc1
	flat_atomic_umin_x2 v[0:1], v[0:1], v[204:205] sc0 nt
	flat_atomic_umin_x2 v[0:1], v[0:1], v[158:159] sc0
	flat_atomic_umin_x2 v[0:1], a[0:1] offset:2887
	flat_atomic_smax_x2 v[186:187], v[242:243] offset:11 sc1
	flat_atomic_smax_x2 v[0:1], v[0:1], v[52:53] sc0
	flat_atomic_smax_x2 v[2:3], v[0:1] offset:16
	flat_atomic_umax_x2 v[0:1], v[112:113], v[0:1] offset:12 sc0 nt
	flat_atomic_umax_x2 v[0:1], v[0:1], v[156:157] offset:178 sc0 sc1
	flat_atomic_umax_x2 v[10:11], v[0:1], v[8:9] offset:1328 sc0 nt
	flat_atomic_and_x2 v[0:1], v[8:9], v[0:1] offset:5 sc0 nt sc1
	flat_atomic_and_x2 v[6:7], v[0:1], v[0:1] offset:2144 sc0 sc1
	flat_atomic_and_x2 v[160:161], v[0:1] offset:6 sc1
	flat_atomic_or_x2 v[238:239], v[32:33], v[0:1] offset:6 sc0
	flat_atomic_or_x2 v[0:1], v[0:1] offset:2 sc1
	flat_atomic_or_x2 v[0:1], v[0:1] nt sc1
	flat_atomic_xor_x2 a[0:1], v[0:1], a[226:227] sc0 sc1
	flat_atomic_xor_x2 v[6:7], v[12:13], v[0:1] sc0 sc1
	flat_atomic_xor_x2 v[134:135], v[0:1], v[0:1] sc0
	flat_atomic_inc_x2 v[90:91], v[108:109], v[242:243] sc0 sc1
	flat_atomic_inc_x2 v[0:1], v[40:41], v[0:1] sc0
	flat_atomic_inc_x2 v[2:3], v[0:1] offset:16
	flat_atomic_dec_x2 v[0:1], v[250:251] offset:3287 nt
	flat_atomic_dec_x2 v[0:1], v[44:45] offset:3202 nt
	flat_atomic_dec_x2 v[0:1], v[0:1] nt sc1
	global_load_ubyte v0, v1, s[84:85] offset:12 sc0 nt sc1
	global_load_ubyte v0, v108, s[0:1] sc0 nt sc1
	global_load_ubyte a0, v199, s[0:1] offset:5 sc0 nt
	global_load_sbyte v0, v0, s[0:1] offset:1273 sc0 nt
	global_load_sbyte v0, v[4:5], off offset:11 nt sc1
	global_load_sbyte v0, v134, s[0:1] offset:4032 sc0 nt
	global_load_ushort v247, v202, s[0:1] offset:3551 nt sc1
	global_load_ushort v0, v87, s[2:3] offset:-2821 sc0 sc1
	global_load_ushort a0, v224, s[0:1] offset:2641 sc0 nt
	global_load_sshort v0, v0, s[0:1] offset:-400 sc0 sc1
	global_load_sshort v0, v[0:1], off offset:3 sc0 nt
	global_load_sshort v1, v120, s[0:1] offset:11 nt sc1
	global_load_dword v0, v0, s[0:1] offset:2543 nt sc1
	global_load_dword v154, v0, s[6:7] offset:-2951 sc0 sc1
	global_load_dword a0, v0, s[0:1] offset:-713 sc0 nt
	global_load_dwordx2 v[0:1], v0, s[0:1] offset:-3865 nt sc1
	global_load_dwordx2 v[0:1], v175, s[0:1] offset:15 sc0 nt
	global_load_dwordx2 a[0:1], v0, s[0:1] offset:1871 sc0
	global_load_dwordx3 a[0:2], v0, s[0:1] offset:-1916 sc0 sc1
	global_load_dwordx3 a[0:2], v2, s[0:1] sc0 nt sc1
	global_load_dwordx3 v[0:2], v86, s[2:3] offset:2562 nt
	global_load_dwordx4 v[0:3], v94, flat_scratch offset:-190 nt sc1
	global_load_dwordx4 v[0:3], v6, s[0:1] offset:2337 sc0 nt
	global_load_dwordx4 v[0:3], v0, s[10:11] offset:13 nt
	global_store_byte v0, v0, s[62:63] offset:14 sc0 nt sc1
	global_store_byte v0, a0, s[0:1] offset:3043 sc0 sc1
	global_store_byte v0, v0, s[0:1] offset:-171 sc0 sc1
	global_store_byte_d16_hi v0, v214, s[0:1] offset:8 nt sc1
	global_store_byte_d16_hi v0, a160, s[0:1] offset:-4049 sc1
	global_store_byte_d16_hi v0, a0, s[100:101] offset:2018 sc1
	global_store_short v247, v0, s[0:1] offset:813 sc0 nt sc1
	global_store_short v0, v60, s[0:1] offset:7 sc0 nt
	global_store_short v0, a16, s[60:61] offset:10 sc0 sc1
	global_store_short_d16_hi v0, a137, ttmp[2:3] sc0 nt sc1
	global_store_short_d16_hi v0, v0, s[0:1] offset:9 sc0 sc1
	global_store_short_d16_hi v0, v0, s[0:1] sc0 nt sc1
	global_store_dword v194, a0, s[0:1] offset:2443 sc0 nt sc1
	global_store_dword v4, a0, s[12:13] offset:2793 sc0 nt
	global_store_dword v0, a9, ttmp[6:7] offset:-2809 sc0 nt
	global_store_dwordx2 v0, a[0:1], s[0:1] sc0 nt sc1
	global_store_dwordx2 v0, v[0:1], s[0:1] offset:10 nt
	global_store_dwordx2 v[0:1], v[0:1], off offset:6 sc0
	global_store_dwordx3 v0, v[0:2], s[2:3] offset:2823 nt sc1
	global_store_dwordx3 v0, v[0:2], s[34:35] offset:8 nt sc1
	global_store_dwordx3 v0, v[8:10], s[78:79] offset:-1746 sc0 nt
	global_store_dwordx4 v13, a[0:3], s[8:9] offset:5 sc0 nt
	global_store_dwordx4 v0, a[0:3], s[0:1] offset:-643 sc0 sc1
	global_store_dwordx4 v0, v[0:3], s[14:15] offset:1114 nt
	global_load_ubyte_d16 a0, v0, s[0:1] offset:-3511 sc0 nt
	global_load_ubyte_d16 v0, v[66:67], off offset:4 sc0 nt
	global_load_ubyte_d16 v0, v0, s[54:55] offset:13 sc0 nt
	global_load_ubyte_d16_hi v0, v0, ttmp[6:7] offset:-1235 sc0 nt sc1
	global_load_ubyte_d16_hi v253, v162, s[10:11] offset:2722 sc0 nt
	global_load_ubyte_d16_hi v0, v15, s[0:1] sc0 nt sc1
	global_load_sbyte_d16 v0, v183, s[4:5] offset:270 sc0 nt sc1
	global_load_sbyte_d16 v255, v197, s[4:5] offset:8 sc0 sc1
	global_load_sbyte_d16 v149, v0, s[0:1] offset:2329 nt sc1
	global_load_sbyte_d16_hi v11, v0, s[90:91] offset:7 sc0 nt
	global_load_sbyte_d16_hi v13, v127, s[0:1] offset:-2873 sc0 nt
	global_load_sbyte_d16_hi v0, v11, s[2:3] sc0 nt sc1
	global_load_short_d16 v0, v231, s[12:13] offset:3003 sc0 sc1
	global_load_short_d16 v0, v0, s[0:1] offset:5 sc0 nt
	global_load_short_d16 v0, v0, s[8:9] offset:4 sc0 nt
	global_load_short_d16_hi v39, v75, s[0:1] offset:-1813 sc0 nt sc1
	global_load_short_d16_hi v2, v0, s[0:1] offset:1919 sc0 nt
	global_load_short_d16_hi v0, v0, s[0:1] offset:-3211 sc1
	global_load_lds_ubyte v14, s[0:1] offset:9 sc0 nt
	global_load_lds_ubyte v209, s[0:1] offset:2841 sc0 nt
	global_load_lds_ubyte v0, s[0:1] offset:12 sc0 nt
	global_load_lds_sbyte v12, s[0:1] offset:3 sc0 nt sc1
	global_load_lds_sbyte v[0:1], off offset:15 sc0 sc1
	global_load_lds_sbyte v0, s[10:11] offset:-1216 nt sc1
	global_load_lds_ushort v0, vcc offset:1267 nt sc1
	global_load_lds_ushort v0, s[62:63] offset:857 sc0 nt
	global_load_lds_ushort v0, s[0:1] offset:-911 nt sc1
	global_load_lds_sshort v0, s[0:1] offset:8 sc0 nt
	global_load_lds_sshort v0, s[0:1] offset:-640 nt sc1
	global_load_lds_sshort v0, s[0:1] offset:1342 sc0 nt
	global_load_lds_dword v184, s[0:1] offset:8 sc0 nt
	global_load_lds_dword v244, s[0:1] offset:13 sc0 nt
	global_load_lds_dword v10, s[0:1] sc0 nt sc1
	global_atomic_swap v0, v95, v10, s[0:1] offset:1590 sc0 nt
	global_atomic_swap v7, v0, v163, s[20:21] offset:-1339 sc0 nt
	global_atomic_swap v0, v0, v16, s[0:1] offset:-498 sc0 nt
	global_atomic_cmpswap v0, v0, v[0:1], s[10:11] offset:142 sc0 nt
	global_atomic_cmpswap a0, v14, a[0:1], s[96:97] offset:764 sc0 sc1
	global_atomic_cmpswap v0, a[4:5], s[0:1] offset:-2911 nt sc1
	global_atomic_add v1, v139, v0, s[14:15] offset:7 sc0 sc1
	global_atomic_add a154, v136, a0, s[0:1] sc0 nt sc1
	global_atomic_add v0, v14, v0, s[0:1] offset:-2380 sc0 sc1
	global_atomic_sub a0, v19, a0, s[0:1] offset:2 sc0 sc1
	global_atomic_sub v0, v0, v0, s[0:1] offset:14 sc0 nt
	global_atomic_sub v0, v196, v0, s[4:5] offset:-1587 sc0 sc1
	global_atomic_smin v0, v0, v28, s[0:1] offset:1129 sc0 nt sc1
	global_atomic_smin v0, v0, v10, s[0:1] offset:-2018 sc0 nt sc1
	global_atomic_smin v13, v0, v0, ttmp[12:13] offset:1 sc0 nt sc1
	global_atomic_umin v0, v10, v3, s[0:1] offset:3662 sc0 nt
	global_atomic_umin v0, v0, v90, s[0:1] sc0 nt
	global_atomic_umin v0, v0, s[0:1] offset:-3624 nt sc1
	global_atomic_smax v249, v220, v0, s[0:1] offset:1 sc0 nt sc1
	global_atomic_smax a7, v91, a179, s[0:1] offset:9 sc0 nt
	global_atomic_smax v0, v123, v13, s[70:71] offset:2897 sc0 nt
	global_atomic_umax v168, v0, v0, s[0:1] sc0 nt sc1
	global_atomic_umax v160, v251, v5, s[0:1] offset:-3264 sc0 sc1
	global_atomic_umax v0, v13, v255, s[0:1] offset:1 sc0
	global_atomic_and v196, v0, v3, s[0:1] offset:9 sc0 nt sc1
	global_atomic_and a0, v[166:167], a0, off offset:-4091 sc0 sc1
	global_atomic_and v180, v0, v0, s[34:35] sc0 nt sc1
	global_atomic_or v0, v0, v0, s[0:1] offset:627 sc0 nt sc1
	global_atomic_or a10, v14, a0, s[0:1] sc0 nt sc1
	global_atomic_or v0, v0, v0, s[80:81] offset:11 sc0 nt
	global_atomic_xor v0, v0, v187, s[2:3] offset:3530 sc0 sc1
	global_atomic_xor v161, v184, v0, s[0:1] sc0 nt
	global_atomic_xor v0, v160, s[0:1] offset:-2028 nt sc1
	global_atomic_inc v0, v178, v0, s[0:1] offset:6 sc0
	global_atomic_inc v5, v0, s[2:3] offset:1864 nt sc1
	global_atomic_inc v129, v247, v0, s[0:1] sc0 nt
	global_atomic_dec v249, v0, v0, s[68:69] offset:-2399 sc0 nt
	global_atomic_dec v13, v0, v199, s[76:77] offset:-1267 sc0 nt
	global_atomic_dec v0, v0, v0, s[12:13] offset:769 sc0 sc1
	global_atomic_add_f32 v0, v6, v0, s[44:45] offset:-2240 sc0 sc1
	global_atomic_add_f32 v180, v0, v0, s[56:57] offset:1 sc0 sc1
	global_atomic_add_f32 v0, v0, v85, s[0:1] sc0 nt sc1
	global_atomic_pk_add_f16 v0, v0, v9, s[0:1] offset:3985 sc0 nt
	global_atomic_pk_add_f16 v0, v226, v4, s[0:1] sc0 sc1
	global_atomic_pk_add_f16 v9, a0, s[0:1] offset:3078 nt sc1
	global_atomic_add_f64 v[12:13], v0, v[0:1], s[0:1] offset:13 sc0 nt
	global_atomic_add_f64 a[0:1], v1, a[0:1], s[0:1] offset:15 sc0 sc1
	global_atomic_add_f64 v[250:251], v0, v[0:1], s[58:59] offset:12 sc0 nt
	global_atomic_min_f64 v[0:1], v0, v[22:23], s[14:15] offset:-3737 sc0 nt
	global_atomic_min_f64 a[0:1], v1, a[0:1], s[76:77] offset:-307 sc0 sc1
	global_atomic_min_f64 a[48:49], v0, a[236:237], s[0:1] sc0 nt sc1
	global_atomic_max_f64 a[0:1], v0, a[0:1], s[8:9] offset:3168 sc0 nt
	global_atomic_max_f64 v[0:1], v236, v[0:1], s[0:1] offset:15 sc0
	global_atomic_max_f64 a[2:3], v0, a[0:1], s[2:3] sc0 sc1
	global_atomic_pk_add_bf16 a0, v0, a0, s[0:1] offset:3134 sc0 nt
	global_atomic_pk_add_bf16 v0, v[0:1], v0, off offset:3 sc0 nt
	global_atomic_pk_add_bf16 v100, v0, v0, s[70:71] sc0 sc1
	global_atomic_swap_x2 v[0:1], v0, v[8:9], s[4:5] sc0 nt sc1
	global_atomic_swap_x2 v[0:1], v5, v[142:143], s[0:1] offset:13 sc0
	global_atomic_swap_x2 v[0:1], v8, v[0:1], s[12:13] offset:14 sc0
	global_atomic_cmpswap_x2 v[4:5], v5, v[2:5], s[0:1] offset:2944 sc0 sc1
	global_atomic_cmpswap_x2 v0, v[0:3], s[62:63] offset:-798 nt sc1
	global_atomic_cmpswap_x2 a[18:19], v139, a[142:145], s[14:15] sc0 sc1
	global_atomic_add_x2 a[0:1], v0, a[0:1], s[0:1] offset:4 sc0 nt
	global_atomic_add_x2 v[38:39], v0, v[0:1], s[0:1] sc0 nt sc1
	global_atomic_add_x2 v[0:1], v0, v[226:227], s[0:1] offset:3637 sc0
	global_atomic_sub_x2 v[0:1], v0, v[0:1], ttmp[2:3] offset:5 sc0 nt sc1
	global_atomic_sub_x2 a[12:13], v0, a[0:1], s[78:79] offset:3572 sc0 nt sc1
	global_atomic_sub_x2 a[0:1], v0, a[0:1], s[0:1] offset:-3089 sc0 nt
	global_atomic_smin_x2 v[0:1], v3, v[0:1], s[0:1] offset:5 sc0 sc1
	global_atomic_smin_x2 a[0:1], v0, a[0:1], s[0:1] offset:8 sc0 nt
	global_atomic_smin_x2 v[200:201], v0, v[252:253], ttmp[10:11] offset:11 sc0
	global_atomic_umin_x2 v[0:1], v0, v[0:1], s[0:1] offset:2542 sc0 sc1
	global_atomic_umin_x2 v[0:1], v246, v[12:13], s[16:17] sc0 nt sc1
	global_atomic_umin_x2 v[0:1], v237, v[0:1], s[0:1] sc0 nt sc1
	global_atomic_smax_x2 v[0:1], v0, v[0:1], s[8:9] offset:-2278 sc0 nt sc1
	global_atomic_smax_x2 a[90:91], v0, a[14:15], s[0:1] offset:-1236 sc0
	global_atomic_smax_x2 v[188:189], v0, v[50:51], s[0:1] sc0 sc1
	global_atomic_umax_x2 v[0:1], v94, v[0:1], s[0:1] offset:11 sc0 nt
	global_atomic_umax_x2 a[0:1], v0, a[0:1], s[0:1] offset:1625 sc0 nt
	global_atomic_umax_x2 v[180:181], v45, v[0:1], s[14:15] offset:1180 sc0 nt
	global_atomic_and_x2 v[0:1], v0, v[0:1], s[4:5] sc0 nt
	global_atomic_and_x2 a[12:13], v0, a[206:207], s[0:1] offset:1 sc0
	global_atomic_and_x2 v[0:1], v0, v[244:245], s[62:63] sc0 sc1
	global_atomic_or_x2 v[124:125], v62, v[0:1], s[8:9] offset:2 sc0 sc1
	global_atomic_or_x2 a[0:1], v0, a[0:1], s[62:63] sc0 nt sc1
	global_atomic_or_x2 v[4:5], v11, v[162:163], s[0:1] offset:3371 sc0 sc1
	global_atomic_xor_x2 v[0:1], v0, v[0:1], ttmp[6:7] offset:3667 sc0 sc1
	global_atomic_xor_x2 v[0:1], v192, v[0:1], s[0:1] offset:1 sc0 sc1
	global_atomic_xor_x2 v[0:1], v28, v[0:1], s[12:13] offset:-2843 sc0 sc1
	global_atomic_inc_x2 a[0:1], v0, a[0:1], s[38:39] offset:1875 sc0 nt
	global_atomic_inc_x2 a[2:3], v0, a[0:1], s[0:1] offset:-3607 sc0 nt
	global_atomic_inc_x2 v[0:1], v12, v[0:1], s[26:27] sc0 nt
	global_atomic_dec_x2 a[0:1], v0, a[0:1], s[0:1] offset:-3684 sc0 nt sc1
	global_atomic_dec_x2 v[2:3], v6, v[0:1], s[14:15] offset:784 sc0 sc1
	global_atomic_dec_x2 v[0:1], v0, v[0:1], s[0:1] offset:7 sc0 nt
	scratch_load_ubyte a0, off, s27 offset:-3394 sc0 nt
	scratch_load_ubyte v0, off, s0 offset:-367 sc0 nt
	scratch_load_ubyte v13, off, s12 offset:8 sc0 nt
	scratch_load_sbyte v12, off, s64 offset:1935 nt sc1
	scratch_load_sbyte v12, off, s5 offset:-2245 nt sc1
	scratch_load_sbyte a230, off, s0 offset:15 nt sc1
	scratch_load_ushort a0, off, s0 offset:-3420 nt sc1
	scratch_load_ushort v4, off, s0 sc0 nt sc1
	scratch_load_ushort a0, v12, s0 offset:1931 sc0 sc1
	scratch_load_sshort a0, off, s1 offset:-1850 sc0 nt sc1
	scratch_load_sshort v39, v0, s5 offset:-3942 nt sc1
	scratch_load_sshort v0, v6, ttmp2 offset:-147 nt sc1
	scratch_load_dword v13, off, s89 offset:2023 sc0 nt sc1
	scratch_load_dword a0, off, s0 offset:14 sc0 nt sc1
	scratch_load_dword v10, off, s0 offset:2283 sc0 nt
	scratch_load_dwordx2 a[108:109], off, ttmp8 offset:5 sc0 nt sc1
	scratch_load_dwordx2 v[10:11], off, s44 offset:4 sc0 sc1
	scratch_load_dwordx2 v[0:1], off, s5 sc0 nt sc1
	scratch_load_dwordx3 v[0:2], off, s38 offset:-4027 sc0 sc1
	scratch_load_dwordx3 v[0:2], off, flat_scratch_hi sc0 nt sc1
	scratch_load_dwordx3 v[230:232], off, s0 offset:6 sc0 nt
	scratch_load_dwordx4 v[0:3], off, s11 offset:804 nt sc1
	scratch_load_dwordx4 v[0:3], off, s50 offset:-1266 sc0 nt
	scratch_load_dwordx4 v[0:3], off, s44 offset:2482 sc0 sc1
	scratch_store_byte off, v0, s81 offset:-3551 sc0 nt sc1
	scratch_store_byte off, v9, s0 offset:-871 sc0 sc1
	scratch_store_byte off, v0, s1 offset:2809 sc0 nt
	scratch_store_byte_d16_hi off, v0, s0 offset:4 sc0 nt sc1
	scratch_store_byte_d16_hi off, v0, vcc_lo offset:3 sc0 sc1
	scratch_store_byte_d16_hi off, v0, s0 offset:14 sc0 nt
	scratch_store_short off, v0, off offset:4 sc0 sc1
	scratch_store_short off, v8, s5 offset:-2935 sc0 sc1
	scratch_store_short off, v171, s76 offset:2476 nt sc1
	scratch_store_short_d16_hi off, v0, s0 offset:646 sc0 nt sc1
	scratch_store_short_d16_hi off, v91, s0 offset:3785 sc0 sc1
	scratch_store_short_d16_hi off, v0, s15 offset:3 sc0 sc1
	scratch_store_dword off, v7, s0 offset:2420 sc0 nt
	scratch_store_dword v69, v0, s0 offset:8 sc0 sc1
	scratch_store_dword off, v0, s0 offset:3950 sc0 nt
	scratch_store_dwordx2 v9, v[0:1], s32 offset:11 sc0 nt sc1
	scratch_store_dwordx2 off, v[0:1], s52 offset:-676 sc0 nt
	scratch_store_dwordx2 v243, v[14:15], s0 offset:7 sc0 sc1
	scratch_store_dwordx3 off, v[0:2], s0 offset:9 sc0 nt sc1
	scratch_store_dwordx3 off, v[132:134], s9 offset:2 nt sc1
	scratch_store_dwordx3 v0, v[0:2], s1 offset:3714 sc0 sc1
	scratch_store_dwordx4 v167, v[0:3], s8 offset:2 sc0 nt sc1
	scratch_store_dwordx4 off, a[0:3], s0 offset:13 sc0 nt
	scratch_store_dwordx4 v0, v[0:3], s0 offset:6 sc0 sc1
	scratch_load_ubyte_d16 a6, v0, s14 sc0 nt sc1
	scratch_load_ubyte_d16 v6, off, s0 offset:4 sc0 nt
	scratch_load_ubyte_d16 v0, off, ttmp8 offset:15 sc0 sc1
	scratch_load_ubyte_d16_hi v0, off, s15 offset:-2821 sc0 sc1
	scratch_load_ubyte_d16_hi v7, v0, s58 offset:-951 sc0 sc1
	scratch_load_ubyte_d16_hi v138, v202, s0 offset:330 nt sc1
	scratch_load_sbyte_d16 v0, v0, s0 offset:11 sc0 nt sc1
	scratch_load_sbyte_d16 v173, off, s5 offset:2010 nt sc1
	scratch_load_sbyte_d16 v12, v0, s0 offset:3613 sc0 nt
	scratch_load_sbyte_d16_hi v0, off, s0 offset:1146 sc0 sc1
	scratch_load_sbyte_d16_hi v1, off, s0 offset:1 sc0 nt
	scratch_load_sbyte_d16_hi a60, off, s0 offset:14 sc0 sc1
	scratch_load_short_d16 v0, v12, s1 offset:-3266 nt sc1
	scratch_load_short_d16 a0, off, s12 offset:-1527 sc0 nt
	scratch_load_short_d16 v220, off, s8 sc0 nt sc1
	scratch_load_short_d16_hi v11, off, s0 offset:3204 sc0 nt sc1
	scratch_load_short_d16_hi a0, v162, s0 offset:1 sc0 nt sc1
	scratch_load_short_d16_hi v0, v0, s27 offset:-2566 nt sc1
	scratch_load_lds_ubyte off, s0 offset:6 sc0 nt sc1
	scratch_load_lds_ubyte off, s4 offset:353 nt sc1
	scratch_load_lds_ubyte off, s0 offset:-424 sc0 sc1
	scratch_load_lds_sbyte off, off offset:7 sc0 sc1
	scratch_load_lds_sbyte off, s0 offset:-2963 sc0 nt
	scratch_load_lds_sbyte off, s0 offset:186 sc0 nt
	scratch_load_lds_ushort off, s12 offset:-2778 sc0 nt sc1
	scratch_load_lds_ushort off, exec_lo offset:-1402 sc0 nt sc1
	scratch_load_lds_ushort off, s0 offset:204 nt sc1
	scratch_load_lds_sshort off, s14 offset:-2179 sc0 nt sc1
	scratch_load_lds_sshort off, s8 offset:14 nt sc1
	scratch_load_lds_sshort off, s63 offset:3 sc0 nt
	scratch_load_lds_dword off, s7 offset:4 sc0 nt sc1
	scratch_load_lds_dword off, s0 offset:1500 sc0 sc1
	scratch_load_lds_dword v43, s71 offset:5 sc0 nt
	buffer_load_format_x v235, v0, s[20:23], s0 idxen offset:11 nt sc1
	buffer_load_format_x v0, v[0:1], s[92:95], s13 idxen offen sc0 nt
	buffer_load_format_x v0, v0, s[0:3], ttmp7 idxen sc0 sc1
	buffer_load_format_xy v[0:1], v3, s[0:3], s0 idxen offset:1 sc0 nt
	buffer_load_format_xy a[0:1], v0, s[0:3], s0 offen offset:2317 nt sc1
	buffer_load_format_xy v[2:3], v0, s[0:3], s15 offen offset:14 sc0 nt
	buffer_load_format_xyz v[96:98], off, s[40:43], s64 offset:11 sc0 nt sc1
	buffer_load_format_xyz v[4:6], v0, s[8:11], ttmp15 idxen offset:2 nt
	buffer_load_format_xyz a[0:2], v0, s[0:3], s0 idxen offset:979 sc1
	buffer_load_format_xyzw v[0:3], v[0:1], s[0:3], s0 idxen offen sc0 sc1
	buffer_load_format_xyzw v[0:3], v166, s[0:3], s14 offen offset:2044 sc0 nt
	buffer_load_format_xyzw v[0:3], v6, s[52:55], s0 offen sc0 nt sc1
	buffer_store_format_x v0, v[0:1], s[0:3], s0 idxen offen offset:2 sc1
	buffer_store_format_x v0, v0, s[0:3], s0 idxen offset:6 nt sc1
	buffer_store_format_x a187, v53, s[96:99], s0 offen sc0 sc1
	buffer_store_format_xy v[0:1], v0, s[20:23], s2 idxen offset:11 sc0 sc1
	buffer_store_format_xy a[0:1], v2, s[60:63], s0 offen offset:3196 sc1
	buffer_store_format_xy a[0:1], v0, s[0:3], s0 idxen offset:13 nt
	buffer_store_format_xyz v[0:2], v0, s[0:3], s0 offen offset:3899 nt sc1
	buffer_store_format_xyz v[0:2], v0, s[0:3], s0 offen offset:4 sc0 nt
	buffer_store_format_xyz v[104:106], v[128:129], s[0:3], s0 idxen offen sc0 nt
	buffer_store_format_xyzw v[0:3], v0, s[0:3], s0 idxen offset:2470 sc0 nt sc1
	buffer_store_format_xyzw a[0:3], v[0:1], s[0:3], 1.0 idxen offen offset:547 sc1
	buffer_store_format_xyzw v[0:3], v0, s[0:3], s0 offen offset:2106 sc0 sc1
	buffer_load_format_d16_x v0, v65, ttmp[8:11], s0 idxen offset:2458 sc0
	buffer_load_format_d16_x v1, v0, s[36:39], s0 offen offset:13 sc1
	buffer_load_format_d16_x v11, v[0:1], s[84:87], s12 idxen offen offset:1232
	buffer_load_format_d16_xy v2, v[0:1], s[76:79], s0 idxen offen offset:1008 sc0 nt
	buffer_load_format_d16_xy v254, v[0:1], s[0:3], s0 idxen offen offset:6 sc1
	buffer_load_format_d16_xy v0, v0, s[0:3], s0 idxen offset:8 nt sc1
	buffer_load_format_d16_xyz v[0:1], v0, s[0:3], 29 offen offset:858 nt sc1
	buffer_load_format_d16_xyz v[152:153], v[0:1], s[0:3], s0 idxen offen sc0 nt
	buffer_load_format_d16_xyz a[0:1], v[90:91], s[0:3], s0 idxen offen offset:647
	buffer_load_format_d16_xyzw a[46:47], v232, s[8:11], 16 offen offset:5 sc0 nt
	buffer_load_format_d16_xyzw v[0:1], v0, s[0:3], s0 offen offset:1386 sc0 nt
	buffer_load_format_d16_xyzw v[0:1], v0, s[32:35], s0 idxen offset:10 sc0 sc1
	buffer_store_format_d16_x v12, v[0:1], s[0:3], s0 idxen offen offset:7 sc0
	buffer_store_format_d16_x v2, v0, s[0:3], s88 offen offset:2764 sc1
	buffer_store_format_d16_x v0, off, s[0:3], s6 sc0 nt sc1
	buffer_store_format_d16_xy v0, v[0:1], s[0:3], s0 idxen offen offset:1735 sc1
	buffer_store_format_d16_xy v171, v[154:155], s[0:3], s0 idxen offen nt sc1
	buffer_store_format_d16_xy a4, off, s[0:3], s0 offset:3335 sc0 nt
	buffer_store_format_d16_xyz v[2:3], v[0:1], s[0:3], s7 idxen offen offset:3104 sc0
	buffer_store_format_d16_xyz v[0:1], v0, s[4:7], s14 idxen offset:1727 sc0
	buffer_store_format_d16_xyz v[0:1], v0, s[40:43], s11 idxen offset:7 sc0
	buffer_store_format_d16_xyzw a[108:109], v[0:1], s[84:87], 41 idxen offen sc0 nt
	buffer_store_format_d16_xyzw a[0:1], v5, s[0:3], s0 idxen offset:11 sc0 nt
	buffer_store_format_d16_xyzw v[180:181], v241, s[0:3], s0 offen offset:3 sc0
	buffer_load_ubyte v0, s[0:3], s0 offen offset:978 sc0 sc1 lds
	buffer_load_ubyte v0, s[0:3], s0 idxen offset:3810 nt lds
	buffer_load_ubyte v218, off, s[76:79], s0 offset:10 sc0 nt
	buffer_load_sbyte v0, v0, s[0:3], s0 idxen offset:5 sc0 sc1
	buffer_load_sbyte v[0:1], s[72:75], s5 idxen offen sc0 lds
	buffer_load_sbyte v0, v3, s[48:51], s0 idxen offset:3449 sc0
	buffer_load_ushort v0, s[0:3], 21 offen offset:14 sc0 nt lds
	buffer_load_ushort v0, v0, s[32:35], ttmp1 offen offset:3427 nt sc1
	buffer_load_ushort v0, v0, s[0:3], ttmp0 idxen offset:15 nt sc1
	buffer_load_sshort v0, v[0:1], s[76:79], s0 idxen offen offset:1 sc0 nt
	buffer_load_sshort v227, v[0:1], s[12:15], s0 idxen offen offset:164 nt
	buffer_load_sshort v0, s[0:3], s11 idxen offset:12 sc0 nt lds
	buffer_load_dword v0, s[0:3], s3 offen offset:13 nt sc1 lds
	buffer_load_dword v[0:1], s[0:3], s70 idxen offen offset:4088 sc1 lds
	buffer_load_dword v13, s[12:15], s0 idxen offset:2770 sc0 nt lds
	buffer_load_dwordx2 v[254:255], v28, s[36:39], s11 offen offset:2 sc0 sc1
	buffer_load_dwordx2 v[0:1], v0, s[0:3], s0 offen offset:15 nt
	buffer_load_dwordx2 a[0:1], v0, s[64:67], s0 offen offset:7 nt
	buffer_load_dwordx3 v[0:2], off, s[44:47], s0 sc0 nt sc1
	buffer_load_dwordx3 v[0:2], v[8:9], s[0:3], s0 idxen offen offset:2838
	buffer_load_dwordx3 v[0:2], v[0:1], s[60:63], s5 idxen offen offset:12
	buffer_load_dwordx4 v[206:209], v14, s[0:3], s0 idxen sc0 nt
	buffer_load_dwordx4 v[0:3], off, s[40:43], s0 offset:308 sc0 sc1
	buffer_load_dwordx4 a[0:3], off, s[0:3], s28 offset:1019 nt sc1
	buffer_store_byte v0, v0, s[0:3], s0 offen offset:1957 nt sc1
	buffer_store_byte v0, v[0:1], s[56:59], s0 idxen offen sc0
	buffer_store_byte v0, off, s[56:59], s98 offset:3292 sc0 nt
	buffer_store_byte_d16_hi v103, v[0:1], s[0:3], s0 idxen offen sc0 sc1
	buffer_store_byte_d16_hi v12, v0, s[8:11], s0 offen offset:14 sc0
	buffer_store_byte_d16_hi v0, v0, s[0:3], s0 idxen sc0 sc1
	buffer_store_short v2, v[0:1], s[24:27], s0 idxen offen offset:3506 sc0 nt
	buffer_store_short v23, off, s[0:3], s2 sc0 nt sc1
	buffer_store_short a0, v0, s[0:3], 39 idxen offset:6 sc1
	buffer_store_short_d16_hi a0, v100, s[0:3], s0 offen offset:3784 sc0 nt
	buffer_store_short_d16_hi v0, v[8:9], s[0:3], s7 idxen offen sc0 nt
	buffer_store_short_d16_hi a41, v0, s[0:3], s0 idxen offset:5 sc0 nt
	buffer_store_dword v255, v69, s[0:3], s0 idxen offset:5 sc0 sc1
	buffer_store_dword v44, v2, s[12:15], s42 offen sc0 nt sc1
	buffer_store_dword v8, v[0:1], s[0:3], -5 idxen offen offset:3236 sc0
	buffer_store_dwordx2 v[0:1], v5, s[0:3], s0 idxen sc0 nt sc1
	buffer_store_dwordx2 v[0:1], off, s[0:3], s40 offset:1756 nt sc1
	buffer_store_dwordx2 a[0:1], v115, s[4:7], s4 offen nt sc1
	buffer_store_dwordx3 v[0:2], v[0:1], s[20:23], s0 idxen offen offset:14 sc1
	buffer_store_dwordx3 v[0:2], off, s[20:23], s0 offset:3251 nt sc1
	buffer_store_dwordx3 v[0:2], v0, s[12:15], s0 idxen nt sc1
	buffer_store_dwordx4 v[0:3], v[92:93], s[0:3], s0 idxen offen offset:827 sc0
	buffer_store_dwordx4 a[0:3], off, s[24:27], s26 offset:14 nt sc1
	buffer_store_dwordx4 v[0:3], v[208:209], s[20:23], s0 idxen offen sc1
	buffer_load_ubyte_d16 v2, v[0:1], s[44:47], s0 idxen offen offset:1342 nt
	buffer_load_ubyte_d16 a0, off, s[0:3], src_vccz offset:3508 sc0 sc1
	buffer_load_ubyte_d16 a0, v13, s[0:3], s0 idxen offset:6 nt
	buffer_load_ubyte_d16_hi a0, off, s[0:3], s93 offset:2681 sc0 nt sc1
	buffer_load_ubyte_d16_hi v0, v0, s[0:3], s0 offen nt sc1
	buffer_load_ubyte_d16_hi v0, v0, s[28:31], s0 offen offset:2 nt
	buffer_load_sbyte_d16 v0, off, s[0:3], s5 offset:10 sc0 sc1
	buffer_load_sbyte_d16 v1, v8, s[0:3], s0 idxen nt sc1
	buffer_load_sbyte_d16 v0, v0, s[0:3], s0 idxen offset:3102 sc1
	buffer_load_sbyte_d16_hi v148, v0, s[4:7], exec_hi offen offset:10 sc0 sc1
	buffer_load_sbyte_d16_hi a164, off, s[84:87], s0 offset:560 nt sc1
	buffer_load_sbyte_d16_hi v0, v0, s[56:59], s8 offen offset:6 sc1
	buffer_load_short_d16 v0, v219, s[0:3], s0 offen offset:5 sc0 sc1
	buffer_load_short_d16 v0, off, s[40:43], s0 offset:465 sc0 nt sc1
	buffer_load_short_d16 v0, v11, s[12:15], s0 offen offset:3920 sc0 sc1
	buffer_load_short_d16_hi a0, v0, s[44:47], s0 idxen offset:4013 sc0 nt sc1
	buffer_load_short_d16_hi v0, v0, s[0:3], s0 idxen offset:3774 sc0
	buffer_load_short_d16_hi v78, off, s[0:3], s0 sc0 nt sc1
	buffer_load_format_d16_hi_x v2, v222, s[0:3], s0 offen sc0 nt sc1
	buffer_load_format_d16_hi_x v0, v0, s[76:79], s0 offen offset:6 nt sc1
	buffer_load_format_d16_hi_x v0, v0, s[0:3], s5 offen sc0 nt sc1
	buffer_store_format_d16_hi_x v0, v2, s[0:3], s0 idxen offset:2943 sc0 nt
	buffer_store_format_d16_hi_x a0, v43, s[0:3], s0 offen sc0 nt sc1
	buffer_store_format_d16_hi_x v0, v0, s[0:3], s1 offen sc0 sc1
	buffer_wbl2 sc0
	buffer_wbl2 sc1
	buffer_wbl2
	buffer_inv sc0 sc1
	buffer_inv sc0
	buffer_inv sc1
	buffer_store_lds_dword s[0:3], s0 offset:3241 lds sc0
	buffer_store_lds_dword ttmp[12:15], src_private_base offset:2855 lds sc0
	buffer_store_lds_dword s[96:99], 3 offset:1654 lds
	buffer_wbinvl1
	buffer_wbinvl1_vol
	buffer_atomic_swap v6, v0, s[0:3], s0 offen offset:1470 nt sc1
	buffer_atomic_swap v5, v0, s[12:15], s33 offen offset:920 nt
	buffer_atomic_swap a142, v54, s[0:3], s0 offen offset:2232 sc0
	buffer_atomic_cmpswap v[0:1], v[0:1], s[24:27], s0 idxen offen offset:3984 sc0
	buffer_atomic_cmpswap a[0:1], v0, s[0:3], src_shared_limit offen offset:1 sc0 nt
	buffer_atomic_cmpswap a[82:83], off, s[0:3], s0 offset:2 nt sc1
	buffer_atomic_add v0, v31, s[28:31], s4 offen offset:14 sc0 nt sc1
	buffer_atomic_add v0, v[0:1], s[0:3], s0 idxen offen offset:2 nt
	buffer_atomic_add a207, v0, s[0:3], s0 idxen offset:1984 nt sc1
	buffer_atomic_sub a0, v0, s[0:3], vcc_lo offen offset:2 nt sc1
	buffer_atomic_sub a0, v[36:37], s[0:3], s0 idxen offen offset:9 sc0
	buffer_atomic_sub a0, v0, s[0:3], s0 offen offset:5 nt
	buffer_atomic_smin v6, off, s[0:3], s0 offset:4 sc0 nt sc1
	buffer_atomic_smin a0, v[0:1], s[44:47], s0 idxen offen offset:669 sc1
	buffer_atomic_smin v0, off, s[0:3], s13 offset:3449 nt sc1
	buffer_atomic_umin v90, v[0:1], s[0:3], s0 idxen offen offset:1474 nt
	buffer_atomic_umin v0, v0, s[68:71], s75 offen offset:10 sc0
	buffer_atomic_umin v0, v[0:1], s[16:19], s0 idxen offen sc0
	buffer_atomic_smax v3, v0, s[0:3], s0 offen offset:1076 nt
	buffer_atomic_smax a0, v0, s[0:3], ttmp3 offen offset:2106 sc1
	buffer_atomic_smax a6, v[12:13], s[60:63], s4 idxen offen sc0
	buffer_atomic_umax v6, v15, s[0:3], s0 offen offset:4 sc0 nt sc1
	buffer_atomic_umax v0, v[12:13], s[0:3], s0 idxen offen sc0 nt
	buffer_atomic_umax a60, v12, s[0:3], s0 offen offset:1133 sc0 nt
	buffer_atomic_and v1, v0, s[0:3], s1 idxen offset:690 nt sc1
	buffer_atomic_and v0, v0, s[84:87], s85 idxen offset:1237 sc0 sc1
	buffer_atomic_and v0, v79, s[4:7], s13 idxen offset:6 nt sc1
	buffer_atomic_or a12, v[0:1], s[20:23], s0 idxen offen offset:3542 sc0 nt sc1
	buffer_atomic_or v116, v[0:1], s[0:3], s5 idxen offen offset:2608 sc0
	buffer_atomic_or a0, v[0:1], s[0:3], s0 idxen offen offset:3439 sc0
	buffer_atomic_xor v3, off, s[0:3], s0 offset:3619 sc0 nt sc1
	buffer_atomic_xor v28, v0, s[4:7], s0 offen offset:7 sc0
	buffer_atomic_xor v0, v0, s[40:43], s12 offen offset:3593 sc0
	buffer_atomic_inc v1, v[0:1], ttmp[12:15], ttmp14 idxen offen offset:2488 sc0
	buffer_atomic_inc v0, v22, s[0:3], 49 offen sc0 nt
	buffer_atomic_inc v117, v228, s[40:43], s0 offen sc0 sc1
	buffer_atomic_dec v0, v13, s[20:23], s0 idxen sc0 nt sc1
	buffer_atomic_dec v4, v[0:1], s[0:3], s0 idxen offen nt sc1
	buffer_atomic_dec v139, v[0:1], s[48:51], s17 idxen offen sc0 nt
	buffer_atomic_add_f32 v181, v0, s[0:3], s0 idxen sc0 nt sc1
	buffer_atomic_add_f32 v140, v[0:1], s[20:23], s0 idxen offen offset:1842 sc1
	buffer_atomic_add_f32 v11, v[0:1], s[0:3], s0 idxen offen nt sc1
	buffer_atomic_pk_add_f16 v25, v[202:203], s[20:23], s0 idxen offen offset:14 sc1
	buffer_atomic_pk_add_f16 v0, v0, s[8:11], s10 offen offset:3 nt sc1
	buffer_atomic_pk_add_f16 v4, v0, s[0:3], s0 idxen offset:116 nt sc1
	buffer_atomic_add_f64 v[164:165], v[0:1], s[0:3], ttmp13 idxen offen offset:1507
	buffer_atomic_add_f64 v[0:1], v0, s[36:39], s0 offen offset:1 nt
	buffer_atomic_add_f64 a[232:233], v0, s[24:27], s0 offen offset:1425 sc0
	buffer_atomic_min_f64 v[0:1], v209, s[0:3], s2 offen offset:4 sc0 nt
	buffer_atomic_min_f64 v[10:11], v0, s[24:27], 29 offen offset:4 nt sc1
	buffer_atomic_min_f64 v[0:1], v188, s[40:43], s0 offen offset:15 nt
	buffer_atomic_max_f64 a[0:1], v[8:9], s[0:3], s5 idxen offen offset:2635 sc0
	buffer_atomic_max_f64 a[0:1], v0, s[60:63], s0 idxen offset:561 sc0 sc1
	buffer_atomic_max_f64 v[0:1], off, s[76:79], s8 offset:705 sc0 sc1
	buffer_atomic_swap_x2 a[0:1], v[0:1], s[0:3], s0 idxen offen sc0 nt sc1
	buffer_atomic_swap_x2 a[0:1], v[0:1], s[64:67], s0 idxen offen offset:2228 sc1
	buffer_atomic_swap_x2 v[0:1], v0, s[40:43], s0 idxen offset:1353 sc0
	buffer_atomic_cmpswap_x2 v[0:3], v0, s[0:3], s0 idxen sc0 nt sc1
	buffer_atomic_cmpswap_x2 v[0:3], off, s[0:3], s10 offset:1991 sc0 nt
	buffer_atomic_cmpswap_x2 v[0:3], off, s[28:31], s0 offset:2274 sc0 sc1
	buffer_atomic_add_x2 v[234:235], v107, s[0:3], s0 idxen offset:2795 nt sc1
	buffer_atomic_add_x2 v[0:1], v0, s[0:3], s0 idxen offset:2121 sc1
	buffer_atomic_add_x2 v[0:1], v0, s[0:3], -11 idxen offset:4030 sc0
	buffer_atomic_sub_x2 v[0:1], v198, s[0:3], s14 idxen offset:3422 sc1
	buffer_atomic_sub_x2 a[0:1], v0, s[0:3], s0 offen sc0 sc1
	buffer_atomic_sub_x2 v[0:1], v187, s[0:3], s0 idxen offset:10 sc0
	buffer_atomic_smin_x2 a[0:1], v[0:1], s[0:3], 55 idxen offen offset:9 sc0 sc1
	buffer_atomic_smin_x2 a[0:1], v11, ttmp[4:7], s95 idxen offset:1644 nt
	buffer_atomic_smin_x2 a[0:1], v8, s[0:3], s0 idxen offset:2649 sc1
	buffer_atomic_umin_x2 v[0:1], v[210:211], s[0:3], 53 idxen offen offset:11 sc1
	buffer_atomic_umin_x2 v[32:33], v0, s[80:83], s0 offen offset:4 sc1
	buffer_atomic_umin_x2 v[0:1], v4, s[0:3], s0 idxen nt sc1
	buffer_atomic_smax_x2 v[0:1], v[14:15], s[8:11], 1.0 idxen offen offset:3964 sc0
	buffer_atomic_smax_x2 a[0:1], v1, s[0:3], s14 idxen sc0 nt sc1
	buffer_atomic_smax_x2 v[0:1], v0, s[0:3], 15 offen offset:14 sc0
	buffer_atomic_umax_x2 v[6:7], v0, s[76:79], s0 offen offset:1141 sc0 sc1
	buffer_atomic_umax_x2 v[0:1], v0, s[24:27], s44 offen offset:3 nt
	buffer_atomic_umax_x2 v[0:1], v0, s[0:3], s3 idxen offset:4 sc0
	buffer_atomic_and_x2 a[0:1], v[0:1], s[0:3], s0 idxen offen offset:3 nt sc1
	buffer_atomic_and_x2 v[0:1], off, s[36:39], s0 offset:2286 sc0 nt
	buffer_atomic_and_x2 v[0:1], off, s[28:31], s0 sc0 nt sc1
	buffer_atomic_or_x2 a[0:1], v[0:1], s[0:3], s0 idxen offen offset:1 sc0 sc1
	buffer_atomic_or_x2 v[0:1], v0, s[0:3], s0 idxen offset:1 sc0 nt sc1
	buffer_atomic_or_x2 v[132:133], v0, s[0:3], s0 idxen offset:3400 sc0 sc1
	buffer_atomic_xor_x2 v[0:1], v[0:1], s[76:79], s12 idxen offen offset:9 sc0
	buffer_atomic_xor_x2 v[4:5], off, s[0:3], s59 offset:214 sc0 sc1
	buffer_atomic_xor_x2 v[152:153], v16, s[0:3], s0 idxen offset:3072 nt
	buffer_atomic_inc_x2 v[0:1], v0, s[80:83], s0 offen offset:9 sc0 sc1
	buffer_atomic_inc_x2 v[4:5], v0, s[0:3], s0 idxen offset:1364 nt
	buffer_atomic_inc_x2 v[2:3], off, s[0:3], s0 offset:11 sc0 sc1
	buffer_atomic_dec_x2 v[0:1], off, s[0:3], s0 sc0 nt sc1
	buffer_atomic_dec_x2 a[0:1], v15, s[0:3], s0 offen sc0 sc1
	buffer_atomic_dec_x2 a[0:1], v192, s[0:3], flat_scratch_hi idxen offset:1646 nt
	buffer_wbinvl1
	tbuffer_load_format_x v12, v0, s[80:83], s3 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_USCALED] idxen offset:14 sc0 nt
	tbuffer_load_format_x v0, v10, s[80:83], s11 format:[BUF_DATA_FORMAT_INVALID] offen sc0 nt sc1
	tbuffer_load_format_x v46, off, s[0:3], s87 format:[BUF_DATA_FORMAT_INVALID] offset:12 sc0 nt sc1
	tbuffer_load_format_xy v[0:1], v0, s[28:31], s0 format:[BUF_DATA_FORMAT_INVALID] idxen offset:14 nt sc1
	tbuffer_load_format_xy a[0:1], v0, s[0:3], s0 format:[BUF_DATA_FORMAT_32_32] offen sc0 nt sc1
	tbuffer_load_format_xy v[134:135], v0, s[80:83], ttmp1 format:[BUF_DATA_FORMAT_INVALID] offen offset:3000 nt sc1
	tbuffer_load_format_xyz v[0:2], v0, ttmp[0:3], s0 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_USCALED] idxen offset:1927 nt sc1
	tbuffer_load_format_xyz v[0:2], off, s[60:63], s0 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_USCALED] offset:1 sc0 nt sc1
	tbuffer_load_format_xyz v[0:2], v8, s[0:3], s0 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_SSCALED] idxen offset:1552 sc0 sc1
	tbuffer_load_format_xyzw v[82:85], off, s[0:3], s0 format:[BUF_DATA_FORMAT_INVALID] offset:1 sc0 nt sc1
	tbuffer_load_format_xyzw v[0:3], v40, s[0:3], s83 format:[BUF_DATA_FORMAT_8_8_8_8] idxen sc0 nt
	tbuffer_load_format_xyzw v[0:3], v0, s[0:3], s0 format:[BUF_DATA_FORMAT_INVALID] idxen offset:1 nt
	tbuffer_store_format_x v0, v9, s[0:3], s11 format:[BUF_DATA_FORMAT_32_32_32] offen offset:1487 sc0 sc1
	tbuffer_store_format_x a164, v0, s[0:3], s0 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_SSCALED] offen offset:12 sc0 sc1
	tbuffer_store_format_x v11, v[0:1], s[48:51], -14 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_FLOAT] idxen offen offset:1513 nt
	tbuffer_store_format_xy v[0:1], v[0:1], s[0:3], vcc_lo format:[BUF_DATA_FORMAT_11_11_10] idxen offen offset:2605 sc0 sc1
	tbuffer_store_format_xy v[100:101], v254, ttmp[0:3], s0 format:[BUF_DATA_FORMAT_INVALID] idxen offset:1273 sc0 nt sc1
	tbuffer_store_format_xy v[4:5], v67, s[28:31], s0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_UINT] idxen offset:2256 sc0
	tbuffer_store_format_xyz v[0:2], v[12:13], s[0:3], s0 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_SNORM] idxen offen offset:67 sc1
	tbuffer_store_format_xyz v[40:42], v6, s[0:3], s10 format:[BUF_DATA_FORMAT_INVALID] idxen offset:1618 sc0 nt
	tbuffer_store_format_xyz v[0:2], v0, s[0:3], s75 format:[BUF_DATA_FORMAT_INVALID] offen offset:11 sc0 nt
	tbuffer_store_format_xyzw v[0:3], v13, s[12:15], vcc_lo format:[BUF_DATA_FORMAT_32_32_32_32] idxen offset:5 sc0 nt
	tbuffer_store_format_xyzw v[230:233], v11, s[12:15], s10 format:[BUF_DATA_FORMAT_2_10_10_10] idxen offset:2881 nt
	tbuffer_store_format_xyzw v[0:3], v[0:1], ttmp[8:11], 24 format:[BUF_DATA_FORMAT_32_32_32] idxen offen offset:364
	tbuffer_load_format_d16_x v0, v[4:5], s[48:51], s12 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_USCALED] idxen offen offset:635 sc0 nt sc1
	tbuffer_load_format_d16_x v158, v[234:235], s[80:83], s5 format:[BUF_DATA_FORMAT_INVALID] idxen offen offset:7 nt
	tbuffer_load_format_d16_x v180, v[242:243], s[0:3], s0 format:[BUF_DATA_FORMAT_INVALID] idxen offen offset:1518 sc1
	tbuffer_load_format_d16_xy v32, v[4:5], s[0:3], s0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_SINT] idxen offen offset:3576 sc0 sc1
	tbuffer_load_format_d16_xy v0, v0, s[92:95], 46 format:[BUF_DATA_FORMAT_INVALID] offen offset:2449 sc0 nt sc1
	tbuffer_load_format_d16_xy v0, v0, s[8:11], s14 format:[BUF_DATA_FORMAT_INVALID] offen offset:327 sc0 nt
	tbuffer_load_format_d16_xyz a[120:121], v161, s[96:99], s6 format:[BUF_DATA_FORMAT_8_8] idxen offset:3413 sc0 sc1
	tbuffer_load_format_d16_xyz v[0:1], v15, s[0:3], s0 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_USCALED] offen offset:7 sc0 nt
	tbuffer_load_format_d16_xyz v[0:1], off, s[84:87], s0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_SINT] offset:4 sc0 nt sc1
	tbuffer_load_format_d16_xyzw v[0:1], v0, s[0:3], s0 format:[BUF_DATA_FORMAT_INVALID] offen offset:14 sc0 sc1
	tbuffer_load_format_d16_xyzw a[0:1], off, s[96:99], ttmp3 format:[BUF_DATA_FORMAT_16_16] offset:1687 sc0 nt
	tbuffer_load_format_d16_xyzw v[0:1], off, s[24:27], s4 format:[BUF_DATA_FORMAT_INVALID] offset:2656 sc0 nt
	tbuffer_store_format_d16_x a0, v0, s[0:3], s0 format:[BUF_DATA_FORMAT_INVALID] idxen offset:5 sc0 nt sc1
	tbuffer_store_format_d16_x a0, v0, s[0:3], s0 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_FLOAT] idxen offset:780 sc0 nt
	tbuffer_store_format_d16_x v169, v[0:1], s[0:3], s0 format:[BUF_DATA_FORMAT_INVALID] idxen offen sc0
	tbuffer_store_format_d16_xy a2, v10, s[76:79], s7 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_FLOAT] offen offset:224 nt sc1
	tbuffer_store_format_d16_xy v6, v[0:1], s[96:99], s0 format:[BUF_DATA_FORMAT_10_10_10_2,BUF_NUM_FORMAT_SSCALED] idxen offen sc0 nt
	tbuffer_store_format_d16_xy v175, v245, s[96:99], s12 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_SNORM] offen offset:3786 nt
	tbuffer_store_format_d16_xyz v[0:1], v[0:1], s[84:87], vcc_lo format:[BUF_DATA_FORMAT_INVALID] idxen offen offset:3993 sc0
	tbuffer_store_format_d16_xyz v[54:55], v[0:1], s[40:43], s0 format:[BUF_DATA_FORMAT_INVALID] idxen offen sc0
	tbuffer_store_format_d16_xyz v[0:1], v0, s[0:3], s0 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_USCALED] idxen sc0 sc1
	tbuffer_store_format_d16_xyzw v[0:1], v253, s[28:31], s59 format:[BUF_DATA_FORMAT_INVALID] idxen offset:1593 nt sc1
	tbuffer_store_format_d16_xyzw v[2:3], v10, s[36:39], s9 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_SSCALED] offen offset:254 sc0
	tbuffer_store_format_d16_xyzw v[0:1], v172, s[12:15], s49 format:[BUF_DATA_FORMAT_INVALID] offen offset:1233 sc0
	.byte 0xfa,0x00,0x00,0x08,0x2c,0x3c,0x99,0x41  // v_fmac_f64_dpp
	.byte 0xfa,0x1a,0x00,0x08,0x00,0x07,0xe9,0x4c  // v_fmac_f64_dpp
	.byte 0x00,0x00,0x00,0x48,0x00,0x00,0x80,0x3f  // v_madmk_f16
	.byte 0x00,0x00,0x00,0x48,0x0b,0x80,0x33,0xfb  // v_madmk_f16
	.byte 0x00,0x00,0x00,0x4a,0x00,0x00,0x80,0x3f  // v_madak_f16
	.byte 0x00,0x00,0x00,0x4a,0x08,0xb4,0x19,0x2f  // v_madak_f16
	.byte 0xfa,0x30,0xd0,0x7f,0x9a,0x74,0x18,0xd7  // v_ceil_f64_dpp
	.byte 0xfa,0x32,0x6e,0x7e,0xe3,0x38,0x21,0x25  // v_rndne_f64_dpp
	.byte 0xfa,0x32,0xd4,0x7f,0xe0,0x3c,0x21,0xc9  // v_rndne_f64_dpp
	.byte 0xfa,0x4a,0x00,0x7e,0x41,0x41,0x31,0x4a  // v_rcp_f64_dpp
	.byte 0xfa,0x50,0x00,0x7e,0x73,0x38,0x21,0xbb  // v_sqrt_f64_dpp
	.byte 0xfa,0x60,0x00,0x7e,0x15,0x41,0x09,0x5b  // v_frexp_exp_i32_f64_dpp
	.byte 0xfa,0x60,0x00,0x7e,0x5d,0x43,0x21,0x16  // v_frexp_exp_i32_f64_dpp
	.byte 0xfa,0x62,0x00,0x7e,0x62,0x30,0x09,0xe6  // v_frexp_mant_f64_dpp
	.byte 0xfa,0x64,0x00,0x7e,0x9e,0x05,0x21,0x51  // v_fract_f64_dpp
	.byte 0xf9,0x00,0x22,0x7c,0x0c,0xa8,0x81,0x81  // v_cmpx_class_f32_sdwa
	.byte 0xf9,0x12,0x6e,0x7c,0x4f,0xac,0x90,0xb1  // v_cmpx_o_f16_sdwa
	.byte 0xf9,0xb2,0xb4,0x7c,0xef,0x90,0xa2,0xa6  // v_cmpx_nlg_f32_sdwa
	.byte 0x00,0x00,0xe7,0xd1,0x00,0x00,0x00,0x00  // v_mqsad_u32_u8
	.byte 0x00,0x00,0xe7,0xd1,0x00,0x00,0xdc,0x05  // v_mqsad_u32_u8
	.byte 0x00,0x00,0x89,0xd2,0x00,0x00,0x00,0x00  // v_readlane_b32
	.byte 0x00,0x00,0x89,0xd2,0x01,0x1c,0x00,0x00  // v_readlane_b32
	.byte 0x00,0x00,0xa6,0xd3,0x00,0x00,0x00,0x00  // v_dot2_i32_i16
	.byte 0x00,0x00,0xa6,0xd3,0x00,0x00,0x78,0x0a  // v_dot2_i32_i16
	.byte 0x00,0x00,0xa7,0xd3,0x00,0x00,0x00,0x00  // v_dot2_u32_u16
	.byte 0x00,0x00,0xa7,0xd3,0x00,0x00,0x00,0x10  // v_dot2_u32_u16
	.byte 0x00,0x00,0xa8,0xd3,0x00,0x00,0x00,0x00  // v_dot4_i32_i8
	.byte 0x00,0x00,0xa8,0xd3,0x00,0x00,0x00,0x08  // v_dot4_i32_i8
	.byte 0x00,0x00,0xa9,0xd3,0x00,0x00,0x00,0x00  // v_dot4_u32_u8
	.byte 0x00,0x00,0xa9,0xd3,0x00,0x00,0x00,0x08  // v_dot4_u32_u8
	.byte 0x00,0x00,0xaa,0xd3,0x00,0x00,0x00,0x00  // v_dot8_i32_i4
	.byte 0x00,0x00,0xaa,0xd3,0x00,0x00,0x00,0x20  // v_dot8_i32_i4
	.byte 0x00,0x00,0xab,0xd3,0x00,0x00,0x00,0x00  // v_dot8_u32_u4
	.byte 0x00,0x00,0xab,0xd3,0x00,0x00,0x00,0x18  // v_dot8_u32_u4
	.byte 0x00,0x00,0xc0,0xd3,0x00,0x00,0x00,0x00  // v_mfma_f32_32x32x1f32
	.byte 0x00,0x00,0xc0,0xd3,0x00,0x00,0x00,0x40  // v_mfma_f32_32x32x1f32
	.byte 0x00,0x00,0xc1,0xd3,0x00,0x00,0x00,0x00  // v_mfma_f32_16x16x1f32
	.byte 0x00,0x00,0xc1,0xd3,0x00,0x00,0x1c,0x26  // v_mfma_f32_16x16x1f32
	.byte 0x00,0x00,0xc4,0xd3,0x00,0x00,0x00,0x00  // v_mfma_f32_32x32x2f32
	.byte 0x00,0x00,0xc4,0xd3,0x00,0x00,0x00,0x40  // v_mfma_f32_32x32x2f32
	.byte 0x00,0x00,0xc9,0xd3,0x00,0x00,0x00,0x00  // v_mfma_f32_16x16x4f16
	.byte 0x00,0x00,0xc9,0xd3,0x00,0x00,0x30,0xa0  // v_mfma_f32_16x16x4f16
	.byte 0x00,0x00,0xcc,0xd3,0x00,0x00,0x00,0x00  // v_mfma_f32_32x32x8f16
	.byte 0x00,0x00,0xcc,0xd3,0x00,0x00,0x10,0x00  // v_mfma_f32_32x32x8f16
	.byte 0x00,0x00,0xd0,0xd3,0x00,0x00,0x00,0x00  // v_mfma_i32_32x32x4i8
	.byte 0x00,0x00,0xd0,0xd3,0x00,0x00,0x00,0x20  // v_mfma_i32_32x32x4i8
	.byte 0x00,0x00,0xd1,0xd3,0x00,0x00,0x00,0x00  // v_mfma_i32_16x16x4i8
	.byte 0x00,0x00,0xd1,0xd3,0x00,0x00,0x30,0x02  // v_mfma_i32_16x16x4i8
	.byte 0x00,0x00,0xd6,0xd3,0x00,0x00,0x00,0x00  // v_mfma_i32_32x32x16_i8
	.byte 0x00,0x00,0xd6,0xd3,0x0b,0x01,0x00,0x28  // v_mfma_i32_32x32x16_i8
	.byte 0x00,0x00,0xdd,0xd3,0x00,0x00,0x00,0x00  // v_mfma_f32_32x32x4_2b_bf16
	.byte 0x00,0x0b,0xdd,0xd3,0x00,0xac,0x02,0xc0  // v_mfma_f32_32x32x4_2b_bf16
	.byte 0x02,0x00,0xde,0xd3,0x02,0x07,0x12,0x00  // v_mfma_f32_16x16x4_4b_bf16
	.byte 0x02,0x00,0xde,0xd3,0x02,0x07,0x12,0x04  // v_mfma_f32_16x16x4_4b_bf16
	.byte 0x02,0x00,0xe0,0xd3,0x02,0x07,0x12,0x00  // v_mfma_f32_32x32x8_bf16
	.byte 0x02,0x00,0xe0,0xd3,0x02,0x07,0x12,0x04  // v_mfma_f32_32x32x8_bf16
	.byte 0x02,0x00,0xee,0xd3,0x02,0x07,0x12,0x00  // v_mfma_f64_16x16x4_f64
	.byte 0x02,0x00,0xee,0xd3,0x02,0x07,0x12,0x04  // v_mfma_f64_16x16x4_f64
	.byte 0x02,0x00,0xf4,0xd3,0x02,0x07,0x12,0x00  // v_mfma_f32_32x32x16_bf8_bf8
	.byte 0x02,0x00,0xf4,0xd3,0x02,0x07,0x12,0x04  // v_mfma_f32_32x32x16_bf8_bf8
	.byte 0x02,0x00,0xf5,0xd3,0x02,0x07,0x12,0x00  // v_mfma_f32_32x32x16_bf8_fp8
	.byte 0x02,0x00,0xf5,0xd3,0x02,0x07,0x12,0x04  // v_mfma_f32_32x32x16_bf8_fp8
	.byte 0x02,0x00,0xf6,0xd3,0x02,0x07,0x12,0x00  // v_mfma_f32_32x32x16_fp8_bf8
	.byte 0x02,0x00,0xf6,0xd3,0x02,0x07,0x12,0x04  // v_mfma_f32_32x32x16_fp8_bf8
	.byte 0x02,0x00,0xf7,0xd3,0x02,0x07,0x12,0x00  // v_mfma_f32_32x32x16_fp8_fp8
	.byte 0x02,0x00,0xf7,0xd3,0x02,0x07,0x12,0x04  // v_mfma_f32_32x32x16_fp8_fp8
	.byte 0x00,0x00,0xf8,0xe0,0x00,0x00,0x00,0x00  // buffer_wbinvl1
	.byte 0x00,0x00,0xc4,0xe1,0x00,0x00,0x00,0x00  // buffer_wbinvl1
