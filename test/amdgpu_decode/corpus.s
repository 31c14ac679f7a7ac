// test/amdgpu_decode/corpus.s - the decoder/disassembler corpus.
// test_corpus assembles this with llvm-mc-15 -mcpu=gfx803, disassembles the
// object with llvm-objdump-15 and with bin/mgsim disasm, and requires the
// same text for every instruction. The generated part was made once at
// development time from random encodings of every table row (llvm-mc
// -disassemble output that re-assembles); it is data, nothing regenerates it.
	.text
// ---- hand-written: compiler idioms, labels, constants, modifiers ----
corpus_start:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dwordx4 s[8:11], s[4:5], 0x10 glc
	s_load_dword s2, s[4:5], s3
	s_waitcnt vmcnt(0)
	s_waitcnt lgkmcnt(0)
	s_waitcnt expcnt(0)
	s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt 0
	s_mov_b32 m0, -1
	s_mov_b32 s0, 0x12345678
	s_mov_b32 s0, 1.0
	s_mov_b32 s0, 0.15915494
	s_mov_b64 s[0:1], -1
	s_mov_b64 s[0:1], 0x40000000
	s_mov_b64 exec, s[2:3]
	s_mov_b64 vcc, exec
	s_mov_b32 flat_scratch_lo, s5
	s_mov_b32 flat_scratch_hi, s6
	s_add_i32 s1, s2, s3
	s_mul_i32 s1, s2, 0x1234
	s_cmpk_gt_i32 s1, 0x10
	s_movk_i32 s1, 0x8000
	s_set_gpr_idx_on s2, gpr_idx(SRC0,DST)
	s_set_gpr_idx_off
	s_nop 0
	s_nop 7
	s_and_saveexec_b64 s[2:3], vcc
	s_or_b64 exec, exec, s[2:3]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_getreg_b32 s0, hwreg(HW_REG_MODE)
	s_getreg_b32 s0, hwreg(HW_REG_HW_ID, 4, 8)
	s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 3), s1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 3), 0x12
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
	s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
	s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
	s_sendmsghalt sendmsg(MSG_GS, GS_OP_CUT, 0)
	s_getpc_b64 s[4:5]
	s_setpc_b64 s[4:5]
	s_swappc_b64 s[30:31], s[4:5]
	s_barrier
	s_trap 2
	s_setprio 3
	s_sleep 1
	s_dcache_wb
	s_memtime s[4:5]
	s_icache_inv
loop_head:
	s_cbranch_scc0 loop_tail
	s_cbranch_scc1 loop_head
	s_cbranch_vccz loop_tail
	s_cbranch_vccnz loop_head
	s_cbranch_execz loop_tail
	s_cbranch_execnz 5
	s_branch -3
	s_cbranch_i_fork s[0:1], 3
loop_tail:
	v_mov_b32_e32 v0, 0.5
	v_mov_b32_e32 v0, -4.0
	v_mov_b32_e32 v0, 0.15915494
	v_mov_b32_e32 v0, 0x12345
	v_mov_b32_e32 v0, -16
	v_mov_b32_e32 v0, 64
	v_mov_b32_e32 v0, 0xffffffe0
	v_mov_b32_e32 v1, s0
	v_mov_b32_e32 v1, vcc_lo
	v_mov_b32_e32 v1, exec_hi
	v_mov_b32_e32 v1, m0
	v_add_f64 v[0:1], 1.0, v[2:3]
	v_add_f64 v[0:1], -v[4:5], |v[2:3]|
	v_fract_f64_e32 v[0:1], 0x40000000
	v_add_u16_e32 v0, 0x3c00, v1
	v_add_f16_e32 v0, 0x1234, v1
	v_add_f16_e32 v0, 0.15915494, v1
	v_add_f32_e64 v0, -v1, |v2| clamp
	v_mul_f32_e64 v0, v1, v2 mul:2
	v_mul_f32_e64 v0, v1, v2 mul:4
	v_mul_f32_e64 v0, v1, v2 div:2
	v_mad_f32 v0, -v1, v2, |v3| clamp mul:2
	v_fma_f64 v[0:1], v[2:3], v[4:5], -v[6:7]
	v_madak_f32 v1, v2, v3, 0x41200000
	v_madmk_f32 v1, v2, 0x41200000, v3
	v_madmk_f16 v1, v2, 0x4900, v3
	v_madak_f16 v1, v2, v3, 0x4900
	v_mac_f32_e32 v1, v2, v3
	v_mac_f32_e64 v1, v2, v3 clamp
	v_clrexcp
	v_nop
	v_cubetc_f32 v1, v2, v3, v4
	v_div_fmas_f64 v[1:2], v[2:3], v[4:5], v[6:7]
	v_div_scale_f32 v1, vcc, v2, v3, v2
	v_div_scale_f64 v[1:2], s[4:5], v[2:3], v[4:5], v[2:3]
	v_mad_u64_u32 v[1:2], s[4:5], v3, v4, v[5:6]
	v_interp_p1ll_f16 v1, v2, attr3.y
	v_readlane_b32 s1, v2, 3
	v_readlane_b32 s1, v2, s5
	v_writelane_b32 v1, s2, 7
	v_readfirstlane_b32 s1, v2
	v_readfirstlane_b32 s1, v2
	v_add_u32_e32 v1, vcc, s2, v1
	v_add_u32_e64 v1, s[4:5], v2, v3
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	v_addc_u32_e64 v1, s[2:3], v2, v3, s[4:5]
	v_subb_u32_e64 v1, s[2:3], v2, v3, s[4:5]
	v_cndmask_b32_e32 v1, v2, v3, vcc
	v_cndmask_b32_e64 v1, v2, v3, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_cmp_gt_i32_e64 s[4:5], s2, v1
	v_cmp_lt_f32_e64 s[4:5], -v1, |v2|
	v_cmpx_ne_u32_e32 vcc, 0, v1
	v_cmp_class_f32_e64 s[2:3], v1, 3
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_mbcnt_lo_u32_b32 v1, -1, 0
	v_mbcnt_hi_u32_b32 v1, -1, v1
	v_bfe_u32 v1, v2, 8, 4
	v_interp_p1_f32_e32 v1, v2, attr3.y
	v_interp_p2_f32_e32 v1, v2, attr3.y
	v_interp_mov_f32_e32 v1, p0, attr3.z
	v_interp_p1_f32_e64 v1, v2, attr3.y
	v_interp_p2_f32_e64 v1, v2, attr3.y clamp
	v_interp_mov_f32_e64 v1, p20, attr3.w
	v_add_f32_sdwa v1, v2, v3 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:BYTE_2
	v_add_f32_sdwa v1, -v2, |v3| clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
	v_mov_b32_sdwa v1, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_cmp_eq_f32_sdwa vcc, v2, v3 src0_sel:WORD_1 src1_sel:BYTE_0
	v_add_u32_sdwa v1, vcc, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xa bank_mask:0x5 bound_ctrl:0
	v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v1, v2 row_shr:15 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v1, v2 row_ror:7 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v1, v2 wave_shl:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v1, v2 wave_ror:1 row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v1, v2 row_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v1, v2 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v1, v2 row_bcast:15 row_mask:0xa bank_mask:0xf
	v_mov_b32_dpp v1, v2 row_bcast:31 row_mask:0xc bank_mask:0xf
	v_addc_u32_dpp v1, vcc, v2, v3, vcc row_bcast:15 row_mask:0xa bank_mask:0x5
	flat_load_dword v1, v[2:3]
	flat_load_dwordx4 v[1:4], v[2:3] glc slc
	flat_load_ubyte v1, v[2:3]
	flat_load_sshort v1, v[2:3]
	flat_store_dword v[2:3], v1
	flat_store_byte v[2:3], v1
	flat_store_dwordx2 v[2:3], v[4:5]
	flat_atomic_add v1, v[2:3], v4 glc
	flat_atomic_add v[2:3], v4
	flat_atomic_cmpswap v1, v[2:3], v[4:5] glc
	flat_atomic_cmpswap_x2 v[1:2], v[2:3], v[4:7] glc
	flat_atomic_inc_x2 v[2:3], v[4:5] slc
	buffer_load_dword v1, off, s[4:7], 0
	buffer_load_dword v1, v2, s[4:7], s1 offen offset:4095 glc slc
	buffer_load_dword v1, v[2:3], s[4:7], 0 idxen offen
	buffer_store_dword v1, off, s[0:3], s5 offset:16
	buffer_store_byte v1, v2, s[0:3], s5 offen
	buffer_atomic_add v1, v2, s[4:7], s1 idxen glc
	buffer_atomic_cmpswap v[1:2], v3, s[4:7], 0 offen glc
	buffer_wbinvl1
	buffer_wbinvl1_vol
	tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offset:4 glc slc
	tbuffer_store_format_xy v[1:2], v3, s[4:7], 0 format:[BUF_NUM_FORMAT_UINT] idxen
	ds_read_b32 v1, v2
	ds_read_b32 v1, v2 offset:65535
	ds_read2_b32 v[1:2], v3 offset0:4 offset1:8
	ds_read2st64_b64 v[1:4], v3 offset1:1
	ds_write_b32 v1, v2 offset:16
	ds_write2_b64 v1, v[2:3], v[4:5] offset0:1 offset1:2
	ds_add_u32 v1, v2
	ds_add_rtn_u32 v1, v2, v3 gds
	ds_cmpst_rtn_b64 v[1:2], v3, v[4:5], v[6:7]
	ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,1,0,3,2)
	ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,"01pi0")
	ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,8,1)
	ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,16)
	ds_swizzle_b32 v1, v2 offset:swizzle(REVERSE,8)
	ds_bpermute_b32 v1, v2, v3
	ds_gws_init v1 offset:4 gds
	ds_gws_sema_br v1 gds
	ds_gws_barrier v1 gds
	ds_nop
	image_gather4 v[1:4], v2, s[8:15], s[16:19] dmask:0x1
	image_atomic_add v1, v2, s[8:15] dmask:0x1 glc
	image_atomic_swap v1, v2, s[8:15] dmask:0x1
	image_load v[1:4], v[2:5], s[8:15] dmask:0xf unorm glc
	image_store v[1:2], v[2:5], s[8:15] dmask:0x3 unorm
	image_sample v[1:3], v[2:5], s[8:15], s[16:19] dmask:0x7
	image_load_pck_sgn v1, v[2:5], s[8:15] dmask:0x1
	image_store_mip v1, v[2:5], s[8:15] dmask:0x1
	image_atomic_sub v1, v2, s[8:15] dmask:0x1 glc
	image_atomic_smin v1, v2, s[8:15] dmask:0x1
	image_atomic_umax v1, v2, s[8:15] dmask:0x1 glc
	image_atomic_and v1, v2, s[8:15] dmask:0x1
	image_atomic_or v1, v2, s[8:15] dmask:0x1 slc
	image_atomic_xor v1, v2, s[8:15] dmask:0x1
	image_atomic_inc v1, v2, s[8:15] dmask:0x1 glc
	image_gather4_l v[1:4], v[2:5], s[8:15], s[16:19] dmask:0x1
	image_gather4_lz v[1:4], v[2:3], s[8:15], s[16:19] dmask:0x2
	image_gather4_c_cl v[1:4], v[2:5], s[8:15], s[16:19] dmask:0x4
	image_gather4_c_l v[1:4], v[2:5], s[8:15], s[16:19] dmask:0x8
	image_gather4_c_b_cl v[1:4], v[2:5], s[8:15], s[16:19] dmask:0x1
	image_gather4_cl_o v[1:4], v[2:5], s[8:15], s[16:19] dmask:0x1
	image_gather4_b_cl_o v[1:4], v[2:5], s[8:15], s[16:19] dmask:0x1
	image_gather4_lz_o v[1:4], v[2:4], s[8:15], s[16:19] dmask:0x1
	image_gather4_c_cl_o v[1:4], v[2:5], s[8:15], s[16:19] dmask:0x1
	exp mrt0 v1, v2, v3, v4 done vm
	exp pos0 v1, off, v3, off compr
	exp param5 v1, v2, v3, v4
	exp mrtz v1, v1, v2, v2 compr
	exp null off, off, off, off
	s_endpgm
// ---- generated: every opcode, random operand kinds and modifiers (see test_corpus.c) ----
	ds_add_u32 v227, v201 offset:18113
	ds_add_u32 v197, v113 gds
	ds_add_u32 v163, v55
	ds_sub_u32 v215, v104 offset:7489
	ds_sub_u32 v12, v181 offset:35269 gds
	ds_sub_u32 v218, v62 gds
	ds_rsub_u32 v117, v87 offset:46922 gds
	ds_rsub_u32 v107, v118 offset:44218 gds
	ds_rsub_u32 v190, v77 offset:41759
	ds_inc_u32 v160, v32 offset:26666
	ds_inc_u32 v109, v188 offset:15388 gds
	ds_inc_u32 v246, v93
	ds_dec_u32 v21, v220 offset:42500 gds
	ds_dec_u32 v209, v231
	ds_dec_u32 v15, v215 offset:39823 gds
	ds_min_i32 v229, v94 offset:61345 gds
	ds_min_i32 v39, v52 gds
	ds_min_i32 v82, v186 offset:20241
	ds_max_i32 v34, v53 offset:41672 gds
	ds_max_i32 v202, v140 offset:13844
	ds_max_i32 v8, v8 offset:40533
	ds_min_u32 v187, v196 offset:6752
	ds_min_u32 v230, v0 offset:19131
	ds_min_u32 v135, v19 offset:13989
	ds_max_u32 v49, v112 offset:39396
	ds_max_u32 v101, v112 offset:12552
	ds_max_u32 v115, v141 gds
	ds_and_b32 v122, v136 offset:58516 gds
	ds_and_b32 v231, v197 offset:44409 gds
	ds_and_b32 v68, v61 offset:42589
	ds_or_b32 v212, v248
	ds_or_b32 v115, v206 gds
	ds_or_b32 v115, v66 gds
	ds_xor_b32 v232, v108 offset:3888
	ds_xor_b32 v79, v226 offset:39155
	ds_xor_b32 v41, v81 offset:8650
	ds_mskor_b32 v121, v174, v209 offset:15062
	ds_mskor_b32 v201, v143, v176 offset:4330 gds
	ds_mskor_b32 v88, v14, v148
	ds_write_b32 v252, v14 offset:15983 gds
	ds_write_b32 v122, v102 offset:17765 gds
	ds_write_b32 v90, v34 offset:14207 gds
	ds_write2_b32 v37, v135, v105 gds
	ds_write2_b32 v134, v159, v123 offset0:196 offset1:105
	ds_write2_b32 v136, v203, v145 offset0:15 offset1:236
	ds_write2st64_b32 v146, v86, v129
	ds_write2st64_b32 v215, v103, v231 offset0:108 offset1:244 gds
	ds_write2st64_b32 v59, v184, v78 offset0:156 offset1:105 gds
	ds_cmpst_b32 v94, v29, v225 offset:25591 gds
	ds_cmpst_b32 v41, v84, v210 gds
	ds_cmpst_b32 v156, v3, v160 offset:55241
	ds_cmpst_f32 v189, v107, v92 gds
	ds_cmpst_f32 v135, v160, v162 gds
	ds_cmpst_f32 v73, v93, v157
	ds_min_f32 v117, v249 gds
	ds_min_f32 v159, v218 offset:46328
	ds_min_f32 v163, v127 offset:40554
	ds_max_f32 v135, v219 gds
	ds_max_f32 v219, v30 offset:59139 gds
	ds_max_f32 v117, v14 gds
	ds_nop
	ds_add_f32 v21, v87 offset:56645 gds
	ds_add_f32 v162, v3 offset:61042 gds
	ds_add_f32 v112, v216 offset:16187
	ds_write_b8 v44, v90
	ds_write_b8 v7, v218 offset:51533
	ds_write_b8 v38, v181 offset:21859
	ds_write_b16 v95, v121 offset:25481 gds
	ds_write_b16 v235, v104 offset:37656
	ds_write_b16 v108, v152
	ds_add_rtn_u32 v78, v108, v86 offset:18791 gds
	ds_add_rtn_u32 v13, v24, v103 gds
	ds_add_rtn_u32 v19, v52, v141 offset:18389
	ds_sub_rtn_u32 v215, v179, v176 gds
	ds_sub_rtn_u32 v198, v8, v160 offset:1996
	ds_sub_rtn_u32 v247, v50, v200
	ds_rsub_rtn_u32 v146, v4, v62 offset:28048 gds
	ds_rsub_rtn_u32 v187, v38, v155 gds
	ds_rsub_rtn_u32 v215, v167, v98 offset:43957
	ds_inc_rtn_u32 v228, v160, v114 offset:3834
	ds_inc_rtn_u32 v89, v173, v37 offset:15072 gds
	ds_inc_rtn_u32 v169, v223, v115 offset:12871 gds
	ds_dec_rtn_u32 v35, v150, v43 gds
	ds_dec_rtn_u32 v155, v183, v82 offset:1696 gds
	ds_dec_rtn_u32 v210, v18, v255 offset:51170 gds
	ds_min_rtn_i32 v36, v94, v200 offset:60460
	ds_min_rtn_i32 v165, v82, v149 gds
	ds_min_rtn_i32 v184, v62, v81 offset:18690 gds
	ds_max_rtn_i32 v59, v10, v224
	ds_max_rtn_i32 v20, v154, v77 offset:62456 gds
	ds_max_rtn_i32 v124, v166, v195 offset:51520
	ds_min_rtn_u32 v95, v120, v178 offset:14488
	ds_min_rtn_u32 v157, v114, v179 gds
	ds_min_rtn_u32 v211, v209, v202 offset:61868 gds
	ds_max_rtn_u32 v163, v138, v4 offset:10756
	ds_max_rtn_u32 v171, v75, v231 offset:18497
	ds_max_rtn_u32 v73, v106, v62 offset:27606 gds
	ds_and_rtn_b32 v70, v249, v0 offset:38695 gds
	ds_and_rtn_b32 v88, v87, v248 offset:6271
	ds_and_rtn_b32 v130, v23, v37 offset:57172
	ds_or_rtn_b32 v67, v112, v152 offset:4865
	ds_or_rtn_b32 v54, v25, v135 offset:47157
	ds_or_rtn_b32 v124, v48, v224 gds
	ds_xor_rtn_b32 v2, v219, v85 gds
	ds_xor_rtn_b32 v18, v17, v116 offset:16139
	ds_xor_rtn_b32 v129, v19, v222 offset:60878
	ds_mskor_rtn_b32 v46, v6, v6, v142 offset:57807 gds
	ds_mskor_rtn_b32 v48, v30, v166, v131
	ds_mskor_rtn_b32 v14, v16, v11, v204 offset:64344
	ds_wrxchg_rtn_b32 v28, v63, v0 gds
	ds_wrxchg_rtn_b32 v116, v120, v54 offset:24974
	ds_wrxchg_rtn_b32 v204, v222, v195 offset:13106
	ds_wrxchg2_rtn_b32 v[206:207], v124, v114, v246 offset0:14 offset1:135 gds
	ds_wrxchg2_rtn_b32 v[202:203], v96, v208, v31 offset0:70 offset1:52
	ds_wrxchg2_rtn_b32 v[74:75], v46, v121, v71
	ds_wrxchg2st64_rtn_b32 v[205:206], v229, v76, v23 offset0:117 offset1:27 gds
	ds_wrxchg2st64_rtn_b32 v[48:49], v170, v25, v88 offset0:133 offset1:154 gds
	ds_wrxchg2st64_rtn_b32 v[210:211], v43, v5, v221 offset0:40 offset1:120
	ds_cmpst_rtn_b32 v228, v152, v37, v16 offset:18895
	ds_cmpst_rtn_b32 v120, v218, v205, v157 offset:45121
	ds_cmpst_rtn_b32 v11, v134, v80, v105 offset:30839
	ds_cmpst_rtn_f32 v71, v239, v125, v195 gds
	ds_cmpst_rtn_f32 v27, v104, v226, v214 offset:28815
	ds_cmpst_rtn_f32 v165, v36, v20, v123 offset:14890 gds
	ds_min_rtn_f32 v246, v193, v114 offset:63819 gds
	ds_min_rtn_f32 v75, v93, v30 offset:50456
	ds_min_rtn_f32 v152, v85, v248 offset:19134
	ds_max_rtn_f32 v4, v51, v192 offset:36853
	ds_max_rtn_f32 v109, v118, v218 offset:48117
	ds_max_rtn_f32 v124, v133, v241 offset:37717
	ds_wrap_rtn_b32 v194, v183, v59, v171 offset:23075
	ds_wrap_rtn_b32 v128, v0, v246, v187 offset:42732 gds
	ds_wrap_rtn_b32 v44, v122, v216, v0
	ds_add_rtn_f32 v100, v60, v62 offset:22633
	ds_add_rtn_f32 v38, v193, v93 offset:55243
	ds_add_rtn_f32 v214, v252, v229 gds
	ds_read_b32 v55, v222 offset:17181
	ds_read_b32 v104, v110 gds
	ds_read_b32 v131, v139 offset:43503 gds
	ds_read2_b32 v[86:87], v96 offset0:112 offset1:109 gds
	ds_read2_b32 v[117:118], v167 gds
	ds_read2_b32 v[233:234], v172 offset0:4 offset1:64 gds
	ds_read2st64_b32 v[95:96], v186 offset0:175 offset1:208
	ds_read2st64_b32 v[202:203], v241 offset0:222 offset1:74
	ds_read2st64_b32 v[151:152], v195 offset0:168 offset1:97
	ds_read_i8 v59, v144 gds
	ds_read_i8 v23, v79
	ds_read_i8 v68, v43
	ds_read_u8 v119, v231 offset:39111
	ds_read_u8 v242, v35 offset:63476 gds
	ds_read_u8 v13, v212 offset:7750
	ds_read_i16 v191, v125
	ds_read_i16 v240, v214 offset:48790 gds
	ds_read_i16 v245, v16 offset:64590 gds
	ds_read_u16 v188, v215 offset:60485
	ds_read_u16 v61, v56 offset:25972
	ds_read_u16 v68, v98 offset:47550
	ds_swizzle_b32 v251, v222 offset:swizzle(BITMASK_PERM,"1p011") gds
	ds_swizzle_b32 v119, v1 offset:swizzle(BITMASK_PERM,"1011i")
	ds_swizzle_b32 v19, v67 offset:39876 gds
	ds_permute_b32 v145, v137, v14 offset:29750
	ds_permute_b32 v78, v88, v116 offset:39736
	ds_permute_b32 v156, v251, v235 offset:44504
	ds_bpermute_b32 v14, v110, v38
	ds_bpermute_b32 v160, v89, v35 offset:64884
	ds_bpermute_b32 v61, v166, v247
	ds_add_u64 v121, v[32:33] gds
	ds_add_u64 v234, v[28:29] offset:20462
	ds_add_u64 v138, v[34:35] gds
	ds_sub_u64 v179, v[143:144] offset:25874 gds
	ds_sub_u64 v172, v[211:212] gds
	ds_sub_u64 v250, v[91:92] offset:54336
	ds_rsub_u64 v210, v[223:224] gds
	ds_rsub_u64 v166, v[75:76] gds
	ds_rsub_u64 v201, v[78:79] offset:15493 gds
	ds_inc_u64 v198, v[116:117] offset:45371
	ds_inc_u64 v148, v[161:162] offset:59824 gds
	ds_inc_u64 v49, v[108:109] offset:3313 gds
	ds_dec_u64 v56, v[107:108] gds
	ds_dec_u64 v210, v[241:242] offset:52997 gds
	ds_dec_u64 v44, v[209:210] offset:23547 gds
	ds_min_i64 v12, v[252:253] gds
	ds_min_i64 v98, v[60:61] offset:55125
	ds_min_i64 v183, v[246:247] offset:56206
	ds_max_i64 v61, v[76:77] offset:42862
	ds_max_i64 v211, v[165:166] offset:15677
	ds_max_i64 v223, v[238:239] offset:60847 gds
	ds_min_u64 v99, v[85:86]
	ds_min_u64 v250, v[230:231] offset:23870
	ds_min_u64 v173, v[213:214] offset:46968
	ds_max_u64 v96, v[62:63]
	ds_max_u64 v98, v[12:13] offset:58289
	ds_max_u64 v23, v[22:23] offset:6039 gds
	ds_and_b64 v36, v[94:95] offset:53816 gds
	ds_and_b64 v3, v[218:219] offset:61138 gds
	ds_and_b64 v136, v[13:14] gds
	ds_or_b64 v27, v[123:124] offset:3155 gds
	ds_or_b64 v177, v[196:197] offset:25626
	ds_or_b64 v158, v[56:57] offset:59882
	ds_xor_b64 v172, v[192:193] gds
	ds_xor_b64 v19, v[55:56] gds
	ds_xor_b64 v54, v[93:94]
	ds_mskor_b64 v201, v[150:151], v[167:168] offset:51602 gds
	ds_mskor_b64 v250, v[65:66], v[150:151] offset:12136
	ds_mskor_b64 v79, v[46:47], v[251:252] offset:27502 gds
	ds_write_b64 v126, v[55:56] offset:11303 gds
	ds_write_b64 v65, v[72:73] offset:56229
	ds_write_b64 v38, v[41:42] offset:65501
	ds_write2_b64 v130, v[108:109], v[52:53]
	ds_write2_b64 v204, v[23:24], v[190:191] offset0:92 offset1:194
	ds_write2_b64 v191, v[177:178], v[18:19]
	ds_write2st64_b64 v173, v[106:107], v[11:12] gds
	ds_write2st64_b64 v94, v[127:128], v[119:120] offset0:192 offset1:98
	ds_write2st64_b64 v248, v[122:123], v[113:114]
	ds_cmpst_b64 v105, v[54:55], v[101:102] gds
	ds_cmpst_b64 v12, v[212:213], v[213:214] offset:19604 gds
	ds_cmpst_b64 v221, v[33:34], v[234:235] offset:53880
	ds_cmpst_f64 v197, v[67:68], v[150:151] offset:61036 gds
	ds_cmpst_f64 v248, v[35:36], v[215:216] offset:11622 gds
	ds_cmpst_f64 v17, v[223:224], v[69:70]
	ds_min_f64 v254, v[151:152] gds
	ds_min_f64 v117, v[165:166] offset:3826
	ds_min_f64 v171, v[138:139] offset:15023
	ds_max_f64 v204, v[20:21] offset:37563
	ds_max_f64 v221, v[22:23] offset:11752
	ds_max_f64 v143, v[249:250] offset:11566 gds
	ds_add_rtn_u64 v[190:191], v97, v[198:199] gds
	ds_add_rtn_u64 v[226:227], v240, v[49:50]
	ds_add_rtn_u64 v[62:63], v76, v[22:23] offset:31254 gds
	ds_sub_rtn_u64 v[50:51], v102, v[33:34]
	ds_sub_rtn_u64 v[146:147], v244, v[180:181] offset:61783
	ds_sub_rtn_u64 v[216:217], v56, v[1:2]
	ds_rsub_rtn_u64 v[215:216], v240, v[109:110] gds
	ds_rsub_rtn_u64 v[84:85], v92, v[219:220] offset:18303 gds
	ds_rsub_rtn_u64 v[147:148], v224, v[162:163]
	ds_inc_rtn_u64 v[173:174], v177, v[164:165] offset:20877 gds
	ds_inc_rtn_u64 v[2:3], v184, v[42:43]
	ds_inc_rtn_u64 v[171:172], v200, v[108:109] offset:15465
	ds_dec_rtn_u64 v[17:18], v142, v[227:228] gds
	ds_dec_rtn_u64 v[48:49], v90, v[142:143] offset:27867
	ds_dec_rtn_u64 v[90:91], v205, v[93:94] gds
	ds_min_rtn_i64 v[195:196], v227, v[248:249] offset:24639
	ds_min_rtn_i64 v[122:123], v177, v[1:2] offset:36256
	ds_min_rtn_i64 v[85:86], v211, v[201:202] offset:44440 gds
	ds_max_rtn_i64 v[22:23], v113, v[175:176] offset:39183 gds
	ds_max_rtn_i64 v[187:188], v26, v[115:116] offset:16041
	ds_max_rtn_i64 v[145:146], v165, v[197:198] offset:64109
	ds_min_rtn_u64 v[31:32], v89, v[137:138] gds
	ds_min_rtn_u64 v[205:206], v217, v[78:79] offset:31484 gds
	ds_min_rtn_u64 v[154:155], v218, v[153:154] offset:5506 gds
	ds_max_rtn_u64 v[35:36], v25, v[46:47] gds
	ds_max_rtn_u64 v[66:67], v11, v[125:126] gds
	ds_max_rtn_u64 v[151:152], v215, v[182:183] offset:2117
	ds_and_rtn_b64 v[150:151], v46, v[93:94] offset:14987 gds
	ds_and_rtn_b64 v[44:45], v116, v[245:246] offset:48245
	ds_and_rtn_b64 v[134:135], v34, v[174:175] gds
	ds_or_rtn_b64 v[87:88], v1, v[142:143] offset:30337
	ds_or_rtn_b64 v[169:170], v56, v[55:56] offset:45860 gds
	ds_or_rtn_b64 v[10:11], v253, v[59:60] gds
	ds_xor_rtn_b64 v[243:244], v226, v[203:204] gds
	ds_xor_rtn_b64 v[183:184], v108, v[142:143] offset:8098
	ds_xor_rtn_b64 v[156:157], v36, v[77:78] gds
	ds_mskor_rtn_b64 v[178:179], v174, v[58:59], v[55:56] offset:5313 gds
	ds_mskor_rtn_b64 v[63:64], v136, v[212:213], v[131:132] gds
	ds_mskor_rtn_b64 v[156:157], v81, v[140:141], v[163:164] offset:31326 gds
	ds_wrxchg_rtn_b64 v[224:225], v201, v[66:67] offset:9671
	ds_wrxchg_rtn_b64 v[39:40], v244, v[73:74]
	ds_wrxchg_rtn_b64 v[22:23], v169, v[49:50] gds
	ds_wrxchg2_rtn_b64 v[91:94], v127, v[226:227], v[50:51] offset0:18 offset1:42
	ds_wrxchg2_rtn_b64 v[80:83], v211, v[125:126], v[172:173] gds
	ds_wrxchg2_rtn_b64 v[15:18], v37, v[72:73], v[43:44] offset0:118 offset1:254
	ds_wrxchg2st64_rtn_b64 v[203:206], v174, v[26:27], v[193:194] offset0:59 offset1:229
	ds_wrxchg2st64_rtn_b64 v[145:148], v15, v[53:54], v[3:4] offset0:102 offset1:174 gds
	ds_wrxchg2st64_rtn_b64 v[122:125], v251, v[6:7], v[156:157] offset0:224 offset1:129 gds
	ds_cmpst_rtn_b64 v[212:213], v125, v[237:238], v[175:176]
	ds_cmpst_rtn_b64 v[5:6], v52, v[99:100], v[251:252] gds
	ds_cmpst_rtn_b64 v[242:243], v112, v[127:128], v[253:254] offset:26412 gds
	ds_cmpst_rtn_f64 v[9:10], v193, v[166:167], v[215:216] offset:58563 gds
	ds_cmpst_rtn_f64 v[138:139], v116, v[106:107], v[197:198] offset:33214
	ds_cmpst_rtn_f64 v[84:85], v212, v[93:94], v[213:214] offset:55522
	ds_min_rtn_f64 v[124:125], v180, v[7:8] offset:3228
	ds_min_rtn_f64 v[58:59], v5, v[181:182] offset:34780
	ds_min_rtn_f64 v[1:2], v59, v[64:65] offset:46783 gds
	ds_max_rtn_f64 v[84:85], v214, v[102:103] offset:54347
	ds_max_rtn_f64 v[206:207], v95, v[89:90] gds
	ds_max_rtn_f64 v[232:233], v183, v[79:80]
	ds_read_b64 v[186:187], v187 offset:60383 gds
	ds_read_b64 v[38:39], v243 offset:49009 gds
	ds_read_b64 v[24:25], v9 offset:47569 gds
	ds_read2_b64 v[55:58], v52 offset0:178 offset1:190 gds
	ds_read2_b64 v[146:149], v113 offset0:48 offset1:74
	ds_read2_b64 v[2:5], v172 offset0:197 offset1:247
	ds_read2st64_b64 v[59:62], v227 gds
	ds_read2st64_b64 v[164:167], v235
	ds_read2st64_b64 v[174:177], v151 offset0:58 offset1:223
	ds_condxchg32_rtn_b64 v[74:75], v92, v[33:34] gds
	ds_condxchg32_rtn_b64 v[203:204], v238, v[253:254] gds
	ds_condxchg32_rtn_b64 v[179:180], v169, v[146:147] offset:54321
	ds_add_src2_u32 v191 offset:63682
	ds_add_src2_u32 v110
	ds_add_src2_u32 v170 offset:17527 gds
	ds_sub_src2_u32 v233 offset:16884
	ds_sub_src2_u32 v169 offset:12557
	ds_sub_src2_u32 v62 offset:6735 gds
	ds_rsub_src2_u32 v208 offset:5663 gds
	ds_rsub_src2_u32 v230 offset:39677 gds
	ds_rsub_src2_u32 v129 offset:61969 gds
	ds_inc_src2_u32 v208 offset:24059 gds
	ds_inc_src2_u32 v105 offset:48376
	ds_inc_src2_u32 v22 offset:62136
	ds_dec_src2_u32 v53 offset:61694
	ds_dec_src2_u32 v166 gds
	ds_dec_src2_u32 v13 offset:21845
	ds_min_src2_i32 v245 offset:29032
	ds_min_src2_i32 v128 offset:46935
	ds_min_src2_i32 v134 offset:15648
	ds_max_src2_i32 v40 offset:12141
	ds_max_src2_i32 v137 offset:13302 gds
	ds_max_src2_i32 v250 offset:27482 gds
	ds_min_src2_u32 v18 offset:11176
	ds_min_src2_u32 v124 offset:15664 gds
	ds_min_src2_u32 v251 offset:13431 gds
	ds_max_src2_u32 v235 offset:2589
	ds_max_src2_u32 v110 offset:51348 gds
	ds_max_src2_u32 v51 offset:17359
	ds_and_src2_b32 v1 offset:20986
	ds_and_src2_b32 v53 offset:64876 gds
	ds_and_src2_b32 v110 offset:5187
	ds_or_src2_b32 v57
	ds_or_src2_b32 v102 offset:10957
	ds_or_src2_b32 v88 offset:13242 gds
	ds_xor_src2_b32 v133 offset:56319 gds
	ds_xor_src2_b32 v254
	ds_xor_src2_b32 v68 offset:48934 gds
	ds_write_src2_b32 v133 offset:61320
	ds_write_src2_b32 v24 gds
	ds_write_src2_b32 v249 offset:34783 gds
	ds_min_src2_f32 v62 offset:54040
	ds_min_src2_f32 v160 offset:33697 gds
	ds_min_src2_f32 v170 offset:39016
	ds_max_src2_f32 v200 offset:63545 gds
	ds_max_src2_f32 v155 offset:47587 gds
	ds_max_src2_f32 v180 offset:18977 gds
	ds_add_src2_f32 v141
	ds_add_src2_f32 v100 offset:37916
	ds_add_src2_f32 v70 offset:43935
	ds_gws_sema_release_all gds
	ds_gws_sema_release_all offset:25442 gds
	ds_gws_sema_release_all offset:22751 gds
	ds_gws_sema_v gds
	ds_gws_sema_v offset:46158 gds
	ds_gws_sema_v offset:27788 gds
	ds_gws_sema_p gds
	ds_gws_sema_p offset:10756 gds
	ds_gws_sema_p offset:1472 gds
	ds_consume v212 offset:18962
	ds_consume v186 gds
	ds_consume v94 offset:49753 gds
	ds_append v78 gds
	ds_append v176 offset:10164 gds
	ds_append v5 offset:53641
	ds_ordered_count v25, v196 offset:38967 gds
	ds_ordered_count v99, v198 gds
	ds_ordered_count v101, v8 offset:49180 gds
	ds_add_src2_u64 v179 offset:63901
	ds_add_src2_u64 v252 offset:60807
	ds_add_src2_u64 v228 offset:58530
	ds_sub_src2_u64 v110
	ds_sub_src2_u64 v129 offset:61536 gds
	ds_sub_src2_u64 v188 gds
	ds_rsub_src2_u64 v12 offset:29444 gds
	ds_rsub_src2_u64 v235 offset:5001 gds
	ds_rsub_src2_u64 v79 offset:4076
	ds_inc_src2_u64 v225 offset:31797
	ds_inc_src2_u64 v124 offset:63530
	ds_inc_src2_u64 v219 offset:26013
	ds_dec_src2_u64 v102
	ds_dec_src2_u64 v254 offset:45402 gds
	ds_dec_src2_u64 v177
	ds_min_src2_i64 v98 offset:40768 gds
	ds_min_src2_i64 v62 offset:33839 gds
	ds_min_src2_i64 v178 gds
	ds_max_src2_i64 v84 offset:62276
	ds_max_src2_i64 v158 offset:47001 gds
	ds_max_src2_i64 v157 offset:19100
	ds_min_src2_u64 v134 gds
	ds_min_src2_u64 v92 offset:65204
	ds_min_src2_u64 v177 offset:63995 gds
	ds_max_src2_u64 v122 offset:60354
	ds_max_src2_u64 v209 gds
	ds_max_src2_u64 v31
	ds_and_src2_b64 v108 offset:11476
	ds_and_src2_b64 v26 offset:53360 gds
	ds_and_src2_b64 v7 offset:53324 gds
	ds_or_src2_b64 v55 offset:57961
	ds_or_src2_b64 v136
	ds_or_src2_b64 v54 gds
	ds_xor_src2_b64 v60 offset:40194 gds
	ds_xor_src2_b64 v138 offset:9052 gds
	ds_xor_src2_b64 v13 offset:42500
	ds_write_src2_b64 v59 gds
	ds_write_src2_b64 v143
	ds_write_src2_b64 v124 offset:15377 gds
	ds_min_src2_f64 v119
	ds_min_src2_f64 v17 offset:22645 gds
	ds_min_src2_f64 v111 offset:19627 gds
	ds_max_src2_f64 v251
	ds_max_src2_f64 v27 offset:32486
	ds_max_src2_f64 v79 gds
	ds_write_b96 v224, v[151:153]
	ds_write_b96 v103, v[215:217]
	ds_write_b96 v233, v[29:31] offset:49700
	ds_write_b128 v165, v[158:161] offset:60921 gds
	ds_write_b128 v172, v[236:239] offset:30477
	ds_write_b128 v141, v[150:153] offset:20136 gds
	ds_read_b96 v[65:67], v162 offset:40960
	ds_read_b96 v[142:144], v222 offset:30129
	ds_read_b96 v[157:159], v164 offset:4801
	ds_read_b128 v[65:68], v225 gds
	ds_read_b128 v[170:173], v50 offset:2589 gds
	ds_read_b128 v[56:59], v73 offset:18626 gds
	exp mrt1 off, v223, v31, v31 done compr
	exp null off, off, v221, off done
	exp null off, v233, v203, v182 done
	flat_load_ubyte v244, v[223:224] slc
	flat_load_ubyte v117, v[190:191] glc
	flat_load_ubyte v157, v[210:211] glc
	flat_load_sbyte v138, v[232:233] glc
	flat_load_sbyte v47, v[196:197] slc
	flat_load_sbyte v132, v[202:203] glc
	flat_load_ushort v201, v[250:251]
	flat_load_ushort v64, v[126:127] glc slc
	flat_load_ushort v245, v[214:215] glc slc
	flat_load_sshort v11, v[232:233] slc
	flat_load_sshort v203, v[42:43] glc slc
	flat_load_sshort v222, v[190:191] glc slc
	flat_load_dword v165, v[208:209] glc slc
	flat_load_dword v67, v[89:90] glc slc
	flat_load_dword v238, v[4:5]
	flat_load_dwordx2 v[223:224], v[187:188]
	flat_load_dwordx2 v[222:223], v[97:98]
	flat_load_dwordx2 v[57:58], v[118:119] slc
	flat_load_dwordx3 v[138:140], v[132:133] glc
	flat_load_dwordx3 v[119:121], v[133:134] slc
	flat_load_dwordx3 v[112:114], v[48:49] slc
	flat_load_dwordx4 v[94:97], v[58:59] glc slc
	flat_load_dwordx4 v[151:154], v[4:5] slc
	flat_load_dwordx4 v[65:68], v[210:211] glc
	flat_store_byte v[0:1], v70 slc
	flat_store_byte v[208:209], v37 slc
	flat_store_byte v[2:3], v171 glc
	flat_store_short v[121:122], v210
	flat_store_short v[162:163], v195
	flat_store_short v[82:83], v54 glc slc
	flat_store_dword v[206:207], v110 glc
	flat_store_dword v[133:134], v4 slc
	flat_store_dword v[139:140], v209
	flat_store_dwordx2 v[161:162], v[90:91] glc slc
	flat_store_dwordx2 v[167:168], v[118:119] slc
	flat_store_dwordx2 v[74:75], v[89:90] glc slc
	flat_store_dwordx3 v[139:140], v[188:190] slc
	flat_store_dwordx3 v[175:176], v[4:6] slc
	flat_store_dwordx3 v[217:218], v[169:171] slc
	flat_store_dwordx4 v[155:156], v[153:156] slc
	flat_store_dwordx4 v[191:192], v[232:235] glc slc
	flat_store_dwordx4 v[219:220], v[167:170]
	flat_atomic_swap v104, v[8:9], v65 glc slc
	flat_atomic_swap v[237:238], v211 slc
	flat_atomic_swap v249, v[54:55], v252 glc
	flat_atomic_cmpswap v162, v[170:171], v[73:74] glc slc
	flat_atomic_cmpswap v162, v[211:212], v[74:75] glc slc
	flat_atomic_cmpswap v102, v[206:207], v[78:79] glc slc
	flat_atomic_add v175, v[122:123], v44 glc
	flat_atomic_add v80, v[74:75], v193 glc
	flat_atomic_add v38, v[38:39], v201 glc slc
	flat_atomic_sub v[38:39], v47
	flat_atomic_sub v190, v[21:22], v46 glc slc
	flat_atomic_sub v76, v[100:101], v5 glc
	flat_atomic_smin v252, v[38:39], v143 glc
	flat_atomic_smin v[37:38], v13
	flat_atomic_smin v148, v[57:58], v230 glc slc
	flat_atomic_umin v[232:233], v88 slc
	flat_atomic_umin v102, v[8:9], v136 glc
	flat_atomic_umin v[205:206], v82
	flat_atomic_smax v178, v[102:103], v152 glc
	flat_atomic_smax v[202:203], v123
	flat_atomic_smax v[211:212], v123 slc
	flat_atomic_umax v[85:86], v250
	flat_atomic_umax v[109:110], v223
	flat_atomic_umax v29, v[41:42], v65 glc slc
	flat_atomic_and v[232:233], v251 slc
	flat_atomic_and v26, v[136:137], v118 glc
	flat_atomic_and v226, v[21:22], v246 glc slc
	flat_atomic_or v56, v[227:228], v66 glc slc
	flat_atomic_or v194, v[11:12], v92 glc
	flat_atomic_or v[19:20], v27
	flat_atomic_xor v[174:175], v46 slc
	flat_atomic_xor v[26:27], v181
	flat_atomic_xor v99, v[33:34], v86 glc
	flat_atomic_inc v69, v[147:148], v70 glc
	flat_atomic_inc v74, v[111:112], v102 glc slc
	flat_atomic_inc v174, v[0:1], v71 glc
	flat_atomic_dec v[151:152], v70
	flat_atomic_dec v126, v[213:214], v228 glc slc
	flat_atomic_dec v[118:119], v64
	flat_atomic_swap_x2 v[215:216], v[32:33], v[199:200] glc
	flat_atomic_swap_x2 v[150:151], v[58:59], v[0:1] glc
	flat_atomic_swap_x2 v[102:103], v[129:130]
	flat_atomic_cmpswap_x2 v[65:66], v[36:37], v[249:252] glc
	flat_atomic_cmpswap_x2 v[248:249], v[183:184], v[21:24] glc
	flat_atomic_cmpswap_x2 v[203:204], v[66:67], v[224:227] glc slc
	flat_atomic_add_x2 v[73:74], v[249:250], v[54:55] glc
	flat_atomic_add_x2 v[125:126], v[43:44], v[32:33] glc slc
	flat_atomic_add_x2 v[163:164], v[222:223] slc
	flat_atomic_sub_x2 v[25:26], v[43:44], v[156:157] glc slc
	flat_atomic_sub_x2 v[218:219], v[62:63], v[231:232] glc slc
	flat_atomic_sub_x2 v[167:168], v[35:36]
	flat_atomic_smin_x2 v[217:218], v[134:135], v[175:176] glc slc
	flat_atomic_smin_x2 v[74:75], v[137:138]
	flat_atomic_smin_x2 v[240:241], v[208:209] slc
	flat_atomic_umin_x2 v[30:31], v[69:70], v[88:89] glc slc
	flat_atomic_umin_x2 v[105:106], v[236:237]
	flat_atomic_umin_x2 v[13:14], v[36:37], v[69:70] glc
	flat_atomic_smax_x2 v[40:41], v[121:122], v[171:172] glc slc
	flat_atomic_smax_x2 v[32:33], v[189:190], v[168:169] glc slc
	flat_atomic_smax_x2 v[135:136], v[137:138]
	flat_atomic_umax_x2 v[220:221], v[216:217] slc
	flat_atomic_umax_x2 v[163:164], v[164:165], v[114:115] glc
	flat_atomic_umax_x2 v[237:238], v[233:234], v[210:211] glc
	flat_atomic_and_x2 v[74:75], v[36:37], v[91:92] glc slc
	flat_atomic_and_x2 v[194:195], v[197:198]
	flat_atomic_and_x2 v[247:248], v[181:182]
	flat_atomic_or_x2 v[153:154], v[153:154] slc
	flat_atomic_or_x2 v[153:154], v[185:186], v[48:49] glc
	flat_atomic_or_x2 v[26:27], v[133:134]
	flat_atomic_xor_x2 v[5:6], v[45:46] slc
	flat_atomic_xor_x2 v[20:21], v[249:250] slc
	flat_atomic_xor_x2 v[53:54], v[219:220]
	flat_atomic_inc_x2 v[204:205], v[51:52], v[30:31] glc
	flat_atomic_inc_x2 v[44:45], v[2:3] slc
	flat_atomic_inc_x2 v[126:127], v[77:78] slc
	flat_atomic_dec_x2 v[116:117], v[69:70]
	flat_atomic_dec_x2 v[122:123], v[74:75] slc
	flat_atomic_dec_x2 v[159:160], v[34:35], v[95:96] glc slc
	image_load v[87:88], v242, s[12:19] dmask:0x3 unorm slc r128 lwe da
	image_load_mip v[211:212], v139, ttmp[0:7] dmask:0x5 unorm slc lwe
	image_load_mip v[71:72], v150, s[20:27] dmask:0x3 unorm lwe
	image_load_pck v[186:189], v228, s[80:87] dmask:0xf glc r128 da
	image_load_pck v[14:16], v40, ttmp[0:7] dmask:0x7 unorm glc slc lwe
	image_load_mip_pck v[181:182], v3, ttmp[0:7] dmask:0x1 r128 tfe lwe da
	image_load_mip_pck v[155:159], v99, ttmp[4:11] dmask:0xf glc tfe da
	image_load_mip_pck_sgn v16, v1, s[36:43] dmask:0x1 unorm da
	image_load_mip_pck_sgn v[134:136], v61, s[28:35] dmask:0x3 slc r128 tfe da
	image_store v[75:78], v64, s[84:91] dmask:0x7 glc tfe lwe da
	image_store v[42:44], v228, s[16:23] dmask:0x7 slc r128
	image_store_pck v[211:213], v55, s[0:7] dmask:0x3 unorm glc slc r128 tfe da
	image_store_pck v[225:229], v14, s[72:79] dmask:0xf unorm glc slc r128 tfe da
	image_store_pck v[42:44], v86, s[28:35] dmask:0x5 glc slc r128 tfe lwe
	image_store_mip_pck v[104:107], v19, s[16:23] dmask:0x7 unorm glc slc r128 tfe lwe
	image_store_mip_pck v[12:14], v236, s[52:59] dmask:0x3 slc r128 tfe da
	image_get_resinfo v[200:204], v46, s[28:35] dmask:0xf glc tfe da
	image_atomic_cmpswap v[106:107], v153, s[40:47] dmask:0x1 unorm glc r128 tfe lwe da
	image_atomic_umin v49, v123, s[88:95] dmask:0x1 unorm slc r128
	image_atomic_smax v[218:219], v143, s[28:35] dmask:0x3 unorm slc r128
	image_atomic_dec v37, v83, s[88:95] dmask:0x1 unorm glc slc r128 lwe
	image_sample v[134:138], v28, s[52:59], s[32:35] dmask:0xf slc tfe da
	image_sample v[118:121], v63, s[8:15], s[84:87] dmask:0x7 unorm tfe da
	image_sample_cl v218, v107, s[24:31], s[52:55] dmask:0x2 glc r128
	image_sample_cl v[202:205], v32, s[88:95], s[20:23] dmask:0x7 unorm tfe
	image_sample_cl v[181:185], v217, s[48:55], s[68:71] dmask:0xf unorm slc r128 tfe
	image_sample_d v[52:54], v[152:153], s[92:99], s[16:19] dmask:0x5 slc r128 tfe lwe
	image_sample_d v[104:105], v[193:194], s[40:47], s[56:59] dmask:0x3 unorm glc slc lwe
	image_sample_d_cl v[217:220], v[62:63], s[60:67], s[56:59] dmask:0xf glc slc
	image_sample_d_cl v[165:166], v[232:233], s[48:55], s[44:47] dmask:0x1 glc r128 tfe da
	image_sample_d_cl v[0:2], v[251:252], s[40:47], s[56:59] dmask:0x7 slc r128 da
	image_sample_l v[157:160], v103, s[8:15], s[32:35] dmask:0xf r128 lwe
	image_sample_l v[38:39], v0, s[0:7], s[48:51] dmask:0x3 unorm glc slc r128 lwe
	image_sample_l v[37:38], v6, s[0:7], s[4:7] dmask:0x2 unorm glc slc tfe
	image_sample_b v[95:96], v[79:80], s[76:83], s[68:71] dmask:0x2 unorm tfe lwe da
	image_sample_b v[17:21], v[181:182], s[88:95], s[20:23] dmask:0xf unorm r128 tfe
	image_sample_b v[8:9], v[148:149], s[36:43], s[92:95] dmask:0x5 unorm lwe
	image_sample_b_cl v[197:198], v[30:31], s[56:63], s[88:91] dmask:0x2 unorm tfe lwe da
	image_sample_b_cl v[35:36], v[140:141], ttmp[0:7], s[16:19] dmask:0x1 tfe lwe
	image_sample_lz v[44:47], v148, s[16:23], s[16:19] dmask:0x7 unorm slc r128 tfe
	image_sample_lz v34, v219, s[20:27], s[84:87] dmask:0x2 lwe da
	image_sample_c v[95:96], v[84:85], s[64:71], s[52:55] dmask:0x1 unorm glc tfe lwe
	image_sample_c v[40:42], v[227:228], s[8:15], s[76:79] dmask:0x5 glc r128 tfe da
	image_sample_c v[164:165], v[179:180], s[48:55], s[20:23] dmask:0x5 glc lwe da
	image_sample_c_cl v[185:188], v[203:204], s[76:83], s[32:35] dmask:0x7 unorm glc slc r128 tfe lwe
	image_sample_c_cl v[178:180], v[18:19], s[24:31], s[56:59] dmask:0x7 slc da
	image_sample_c_cl v[60:62], v[124:125], s[4:11], s[32:35] dmask:0x3 unorm tfe lwe
	image_sample_c_d v[106:109], v[227:229], s[4:11], s[52:55] dmask:0xf unorm glc slc lwe
	image_sample_c_d v237, v[29:31], ttmp[0:7], ttmp[0:3] dmask:0x1 unorm slc r128
	image_sample_c_d v157, v[253:255], ttmp[0:7], s[96:99] dmask:0x1 unorm glc r128 da
	image_sample_c_d_cl v[26:27], v[186:188], s[16:23], s[32:35] dmask:0x3 unorm r128 lwe da
	image_sample_c_d_cl v[3:6], v[223:225], s[36:43], s[0:3] dmask:0x7 glc slc tfe lwe
	image_sample_c_d_cl v[108:110], v[108:110], s[84:91], s[12:15] dmask:0x5 r128 tfe
	image_sample_c_l v[111:113], v[156:157], s[88:95], s[36:39] dmask:0x3 unorm glc slc tfe
	image_sample_c_l v[85:88], v[235:236], s[20:27], s[8:11] dmask:0x7 unorm glc r128 tfe da
	image_sample_c_l v36, v[107:108], s[8:15], s[64:67] dmask:0x1 unorm r128 lwe da
	image_sample_c_b v[150:152], v[235:237], s[52:59], s[52:55] dmask:0x7 glc slc lwe da
	image_sample_c_b v[60:62], v[214:216], ttmp[0:7], s[96:99] dmask:0x5 r128 tfe da
	image_sample_c_b v[118:120], v[171:173], s[20:27], s[16:19] dmask:0x5 glc r128 tfe lwe da
	image_sample_c_b_cl v[188:192], v[38:40], s[92:99], s[68:71] dmask:0xf glc r128 tfe lwe
	image_sample_c_b_cl v[211:213], v[167:169], s[72:79], s[88:91] dmask:0x5 unorm glc slc r128 tfe da
	image_sample_c_b_cl v[190:192], v[40:42], s[16:23], s[64:67] dmask:0x3 glc slc tfe da
	image_sample_c_lz v[100:101], v[94:95], s[8:15], s[60:63] dmask:0x3 slc lwe
	image_sample_c_lz v142, v[120:121], s[48:55], s[68:71] dmask:0x1 glc slc r128 lwe da
	image_sample_c_lz v[70:72], v[137:138], s[4:11], s[8:11] dmask:0x7 unorm glc da
	image_sample_o v[70:71], v[104:105], s[72:79], s[44:47] dmask:0x3 unorm slc lwe da
	image_sample_o v[150:153], v[84:85], s[20:27], s[52:55] dmask:0xf unorm glc slc
	image_sample_o v[133:134], v[223:224], s[48:55], s[12:15] dmask:0x3 unorm slc da
	image_sample_cl_o v[197:198], v[196:197], s[68:75], s[36:39] dmask:0x2 unorm glc slc r128 tfe da
	image_sample_cl_o v[23:24], v[230:231], ttmp[4:11], s[20:23] dmask:0x2 unorm glc r128 tfe
	image_sample_cl_o v[27:29], v[56:57], s[12:19], s[36:39] dmask:0x3 unorm glc r128 tfe lwe
	image_sample_d_o v20, v[95:97], s[52:59], s[8:11] dmask:0x1 unorm slc lwe da
	image_sample_d_o v63, v[158:160], ttmp[4:11], s[8:11] dmask:0x1 glc slc r128 da
	image_sample_d_o v[230:231], v[112:114], s[12:19], s[76:79] dmask:0x3 unorm glc slc r128 lwe da
	image_sample_d_cl_o v[173:174], v[34:36], s[0:7], ttmp[4:7] dmask:0x1 unorm glc tfe da
	image_sample_d_cl_o v161, v[227:229], s[84:91], s[4:7] dmask:0x1 unorm r128
	image_sample_d_cl_o v[129:132], v[247:249], s[64:71], s[32:35] dmask:0xf glc
	image_sample_l_o v[184:186], v[164:165], s[36:43], s[48:51] dmask:0x7 unorm slc r128 da
	image_sample_l_o v[10:11], v[188:189], s[72:79], s[92:95] dmask:0x5 lwe
	image_sample_l_o v[126:130], v[125:126], s[24:31], s[20:23] dmask:0xf slc r128 tfe lwe
	image_sample_b_o v[167:168], v[160:162], s[76:83], s[88:91] dmask:0x2 r128 tfe lwe da
	image_sample_b_o v[135:138], v[39:41], s[80:87], s[44:47] dmask:0x7 unorm glc tfe da
	image_sample_b_o v[105:107], v[222:224], s[92:99], ttmp[4:7] dmask:0x5 unorm tfe da
	image_sample_b_cl_o v[66:68], v[94:96], s[56:63], s[8:11] dmask:0x5 unorm glc slc r128 tfe
	image_sample_b_cl_o v[71:72], v[119:121], ttmp[4:11], s[8:11] dmask:0x2 tfe da
	image_sample_b_cl_o v[226:230], v[151:153], s[60:67], s[24:27] dmask:0xf unorm slc r128 tfe lwe da
	image_sample_lz_o v[84:85], v[223:224], s[28:35], ttmp[8:11] dmask:0x2 glc r128 tfe da
	image_sample_lz_o v29, v[103:104], s[32:39], ttmp[8:11] dmask:0x1 r128 da
	image_sample_c_o v[120:121], v[110:112], ttmp[4:11], ttmp[4:7] dmask:0x2 glc tfe lwe
	image_sample_c_o v[61:65], v[58:60], s[0:7], s[84:87] dmask:0xf unorm glc slc tfe da
	image_sample_c_cl_o v[225:227], v[18:20], s[0:7], s[60:63] dmask:0x7 unorm glc
	image_sample_c_cl_o v[97:99], v[248:250], s[72:79], s[60:63] dmask:0x3 unorm glc tfe
	image_sample_c_cl_o v[239:242], v[114:116], ttmp[4:11], s[56:59] dmask:0x7 unorm glc tfe lwe
	image_sample_c_d_o v[3:6], v[94:97], s[72:79], s[60:63] dmask:0xf unorm glc slc da
	image_sample_c_d_o v126, v[165:168], s[28:35], s[48:51] dmask:0x2 unorm glc r128 da
	image_sample_c_d_o v[53:55], v[3:6], s[92:99], s[72:75] dmask:0x7 glc r128
	image_sample_c_d_cl_o v37, v[82:85], s[56:63], s[96:99] dmask:0x1 glc
	image_sample_c_d_cl_o v192, v[85:88], s[20:27], s[28:31] dmask:0x1 unorm glc slc r128 lwe
	image_sample_c_d_cl_o v[210:213], v[89:92], s[4:11], s[56:59] dmask:0xf unorm glc r128
	image_sample_c_l_o v[174:176], v[75:77], s[0:7], ttmp[8:11] dmask:0x3 unorm glc slc tfe da
	image_sample_c_b_o v[45:46], v[39:42], s[36:43], s[88:91] dmask:0x3 r128
	image_sample_c_b_o v[97:98], v[191:194], s[84:91], s[12:15] dmask:0x3 unorm r128 da
	image_sample_c_b_cl_o v[182:183], v[238:241], ttmp[4:11], s[76:79] dmask:0x1 glc slc r128 tfe lwe
	image_sample_c_b_cl_o v[178:182], v[82:85], s[76:83], s[56:59] dmask:0xf unorm glc slc r128 tfe da
	image_sample_c_b_cl_o v[200:201], v[128:131], s[72:79], s[84:87] dmask:0x1 unorm glc tfe lwe
	image_sample_c_lz_o v[176:178], v[17:19], s[12:19], s[12:15] dmask:0x3 glc tfe da
	image_sample_c_lz_o v[77:80], v[77:79], s[76:83], s[20:23] dmask:0xf da
	image_sample_c_lz_o v[78:82], v[244:246], s[76:83], s[68:71] dmask:0xf r128 tfe lwe da
	image_gather4_cl v[234:238], v98, s[56:63], s[44:47] dmask:0x1 unorm slc tfe da
	image_gather4_b v[4:7], v[75:76], s[4:11], s[64:67] dmask:0x1 slc r128
	image_gather4_b_cl v[66:69], v[120:121], s[28:35], ttmp[4:7] dmask:0x1 unorm glc r128 da
	image_gather4_b_cl v[150:154], v[120:121], s[64:71], ttmp[0:3] dmask:0x1 glc tfe lwe da
	image_gather4_c v[114:118], v[205:206], s[32:39], s[44:47] dmask:0x1 unorm slc r128 tfe lwe da
	image_gather4_c_b v[55:59], v[116:118], s[84:91], s[4:7] dmask:0x1 r128 tfe da
	image_gather4_c_b v[60:64], v[161:163], s[8:15], s[56:59] dmask:0x1 unorm tfe da
	image_gather4_c_lz v[176:179], v[195:196], s[4:11], s[28:31] dmask:0x2 glc slc lwe
	image_gather4_o v[238:242], v[223:224], s[8:15], s[4:7] dmask:0x2 unorm slc tfe da
	image_gather4_l_o v[218:222], v[190:191], s[40:47], s[80:83] dmask:0x2 r128 tfe lwe
	image_gather4_b_o v[151:154], v[244:246], s[48:55], s[8:11] dmask:0x1 slc r128 da
	image_gather4_c_o v[53:56], v[81:83], s[48:55], s[88:91] dmask:0x1
	image_gather4_c_l_o v[167:170], v[23:25], s[20:27], s[52:55] dmask:0x1 unorm r128
	image_gather4_c_b_o v[179:183], v[240:243], s[48:55], s[40:43] dmask:0x2 glc slc tfe
	image_gather4_c_b_o v[92:95], v[206:209], s[76:83], s[72:75] dmask:0x2 unorm glc slc r128 da
	image_gather4_c_b_cl_o v[220:223], v[75:78], s[76:83], s[44:47] dmask:0x1 glc slc da
	image_gather4_c_lz_o v[153:157], v[216:218], s[84:91], s[20:23] dmask:0x2 unorm r128 tfe
	image_get_lod v[211:215], v186, s[4:11], s[16:19] dmask:0xf unorm glc tfe
	image_get_lod v[135:137], v158, s[32:39], s[40:43] dmask:0x7 r128 lwe
	image_get_lod v[73:74], v13, s[20:27], s[16:19] dmask:0x1 glc slc tfe da
	image_sample_cd v[93:96], v[213:214], s[12:19], s[8:11] dmask:0xf glc slc r128 lwe
	image_sample_cd v[28:29], v[246:247], s[48:55], s[80:83] dmask:0x3 unorm r128
	image_sample_cd v115, v[64:65], ttmp[4:11], s[36:39] dmask:0x1 unorm glc r128 lwe
	image_sample_cd_cl v84, v[139:140], s[28:35], s[68:71] dmask:0x1 glc slc r128 lwe
	image_sample_cd_cl v[227:231], v[208:209], s[76:83], s[24:27] dmask:0xf glc slc r128 tfe lwe
	image_sample_c_cd v211, v[247:249], s[32:39], s[68:71] dmask:0x2 slc lwe
	image_sample_c_cd_cl v[227:228], v[138:140], s[68:75], s[20:23] dmask:0x3 glc slc lwe da
	image_sample_c_cd_cl v[152:155], v[207:209], s[8:15], ttmp[8:11] dmask:0x7 unorm slc r128 tfe da
	image_sample_c_cd_cl v[83:86], v[118:120], s[12:19], s[84:87] dmask:0xf glc
	image_sample_cd_o v[247:249], v[195:197], s[56:63], s[84:87] dmask:0x5 r128 tfe lwe da
	image_sample_cd_o v[31:32], v[79:81], s[24:31], s[28:31] dmask:0x3 unorm glc slc da
	image_sample_cd_cl_o v[231:232], v[234:236], s[24:31], s[52:55] dmask:0x2 unorm glc slc r128 tfe lwe
	image_sample_cd_cl_o v[11:13], v[92:94], s[32:39], s[84:87] dmask:0x3 glc r128 tfe
	image_sample_cd_cl_o v[239:241], v[206:208], s[40:47], s[48:51] dmask:0x7 unorm glc slc
	image_sample_c_cd_o v[188:192], v[130:133], s[36:43], s[68:71] dmask:0xf unorm slc r128 tfe lwe da
	image_sample_c_cd_o v[113:114], v[26:29], s[88:95], s[24:27] dmask:0x5 unorm slc lwe da
	image_sample_c_cd_cl_o v[12:13], v[147:150], s[60:67], s[16:19] dmask:0x3 glc r128 lwe da
	image_sample_c_cd_cl_o v[149:150], v[135:138], ttmp[0:7], s[40:43] dmask:0x1 glc tfe
	image_sample_c_cd_cl_o v[94:95], v[67:70], s[32:39], s[60:63] dmask:0x2 glc slc tfe da
	tbuffer_load_format_x v26, off, s[48:51], s2 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_RESERVED_6] offset:3075 slc
	tbuffer_load_format_x v39, v[47:48], ttmp[8:11], 1 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_RESERVED_6] idxen offen offset:3158 tfe
	tbuffer_load_format_xy v[87:88], v57, ttmp[0:3], 1 format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_USCALED] offen offset:570
	tbuffer_load_format_xy v[169:170], v[0:1], s[28:31], 0 format:[BUF_DATA_FORMAT_10_10_10_2,BUF_NUM_FORMAT_RESERVED_6] idxen offen offset:1208 tfe
	tbuffer_load_format_xy v[65:66], v250, s[64:67], m0 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_SSCALED] offen offset:248
	tbuffer_load_format_xyz v[129:131], v147, s[0:3], s1 format:[BUF_DATA_FORMAT_11_11_10,BUF_NUM_FORMAT_SNORM] idxen offset:205 tfe
	tbuffer_load_format_xyz v[241:243], off, s[60:63], s2 format:[BUF_DATA_FORMAT_11_11_10,BUF_NUM_FORMAT_SNORM] offset:677 tfe
	tbuffer_load_format_xyz v[28:30], v74, s[20:23], 0 format:[BUF_DATA_FORMAT_11_11_10,BUF_NUM_FORMAT_SINT] idxen offset:753 glc slc
	tbuffer_load_format_xyzw v[31:34], v[140:141], s[68:71], s2 format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_USCALED] idxen offen offset:2844 slc tfe
	tbuffer_load_format_xyzw v[129:132], v190, s[16:19], s2 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_USCALED] offen offset:306 tfe
	tbuffer_store_format_x v163, v77, s[40:43], s2 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_FLOAT] offen offset:3702 glc
	tbuffer_store_format_x v69, v245, ttmp[0:3], s0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_FLOAT] idxen offset:2707
	tbuffer_store_format_xy v[225:226], off, ttmp[8:11], s1 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SSCALED] offset:1565 glc slc
	tbuffer_store_format_xy v[181:182], v248, s[56:59], s2 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_UINT] idxen offset:3051
	tbuffer_store_format_xy v[170:171], off, s[56:59], s0 format:[BUF_DATA_FORMAT_8_8] offset:2095 slc tfe
	tbuffer_store_format_xyz v[35:37], v255, s[8:11], s2 format:[BUF_DATA_FORMAT_11_11_10,BUF_NUM_FORMAT_UINT] idxen offset:965 glc tfe
	tbuffer_store_format_xyz v[166:168], v51, s[48:51], m0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] idxen offset:406 tfe
	tbuffer_store_format_xyz v[118:120], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_RESERVED_6] offset:509 glc tfe
	tbuffer_store_format_xyzw v[195:198], v100, s[72:75], s2 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_USCALED] offen offset:694 slc tfe
	tbuffer_store_format_xyzw v[205:208], off, s[68:71], s0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_SNORM] offset:388 glc
	tbuffer_store_format_xyzw v[99:102], v148, s[64:67], s0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen offset:2363 glc slc
	tbuffer_load_format_d16_x v91, v115, s[48:51], m0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen offset:1937 tfe
	tbuffer_load_format_d16_x v31, off, s[88:91], s1 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_SNORM] offset:2810 glc
	tbuffer_load_format_d16_x v171, v[160:161], s[72:75], s0 format:[BUF_DATA_FORMAT_10_10_10_2,BUF_NUM_FORMAT_SINT] idxen offen offset:1874 glc slc tfe
	tbuffer_load_format_d16_xy v[254:255], off, s[44:47], m0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_RESERVED_6] offset:3206 glc
	tbuffer_load_format_d16_xy v[143:144], v226, s[4:7], s1 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_SINT] idxen offset:1021 glc slc tfe
	tbuffer_load_format_d16_xy v[34:35], v253, s[84:87], s2 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_SINT] offen offset:411
	tbuffer_load_format_d16_xyz v[36:38], off, s[88:91], s0 format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_UINT] offset:289
	tbuffer_load_format_d16_xyz v[158:160], v[221:222], s[68:71], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_SINT] idxen offen offset:613 tfe
	tbuffer_load_format_d16_xyz v[33:35], v100, s[4:7], 1 format:[BUF_DATA_FORMAT_10_11_11,BUF_NUM_FORMAT_SNORM] idxen offset:186 slc tfe
	tbuffer_load_format_d16_xyzw v[154:157], v[242:243], s[76:79], s1 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_SSCALED] idxen offen offset:134 glc slc tfe
	tbuffer_load_format_d16_xyzw v[214:217], v[159:160], s[52:55], s2 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_SNORM] idxen offen offset:319 slc
	tbuffer_load_format_d16_xyzw v[62:65], v97, s[76:79], 1 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_SNORM] offen offset:1894 glc slc
	tbuffer_store_format_d16_x v174, v103, s[28:31], 0 format:[BUF_DATA_FORMAT_2_10_10_10,BUF_NUM_FORMAT_USCALED] idxen offset:2585
	tbuffer_store_format_d16_x v76, v[26:27], s[20:23], 0 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_USCALED] idxen offen offset:3290 glc slc tfe
	tbuffer_store_format_d16_x v212, v[235:236], s[64:67], s2 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_SSCALED] idxen offen offset:1551 slc
	tbuffer_store_format_d16_xy v[23:24], v227, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_SNORM] offen offset:3149 glc
	tbuffer_store_format_d16_xy v[155:156], v[81:82], ttmp[0:3], m0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_SNORM] idxen offen offset:160 glc slc
	tbuffer_store_format_d16_xy v[232:233], v125, s[20:23], s0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_USCALED] offen offset:1241 slc tfe
	tbuffer_store_format_d16_xyz v[42:44], v[125:126], s[8:11], s0 format:[BUF_NUM_FORMAT_SINT] idxen offen offset:4036 glc tfe
	tbuffer_store_format_d16_xyz v[94:96], v36, s[72:75], 1 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_RESERVED_6] idxen offset:3710 tfe
	tbuffer_store_format_d16_xyz v[148:150], v[137:138], s[32:35], s2 format:[BUF_DATA_FORMAT_10_10_10_2,BUF_NUM_FORMAT_SINT] idxen offen offset:3151 glc tfe
	tbuffer_store_format_d16_xyzw v[17:20], v[74:75], s[68:71], s2 format:[BUF_DATA_FORMAT_10_10_10_2,BUF_NUM_FORMAT_USCALED] idxen offen offset:2491 glc slc tfe
	tbuffer_store_format_d16_xyzw v[173:176], off, s[24:27], 1 format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_FLOAT] offset:794 slc
	buffer_load_format_x v128, v[81:82], s[88:91], m0 idxen offen offset:1672 tfe
	buffer_load_format_x v161, v195, s[52:55], vcc_lo idxen offset:3452 glc slc tfe
	buffer_load_format_x v130, v119, s[64:67], 1 idxen offset:395
	buffer_load_format_xy v[148:149], off, s[80:83], vcc_lo offset:3092
	buffer_load_format_xy v[51:52], v103, ttmp[8:11], vcc_lo idxen offset:2313 glc
	buffer_load_format_xyz v[14:16], off, s[80:83], 1 offset:2013 glc tfe
	buffer_load_format_xyz v[107:109], off, s[12:15], vcc_lo offset:3579 glc tfe
	buffer_load_format_xyz v[196:198], off, s[4:7], 0 offset:2580 tfe
	buffer_load_format_xyzw v[76:79], v22, s[0:3], s0 offen offset:2677 glc tfe
	buffer_load_format_xyzw v[14:17], v[3:4], s[24:27], vcc_lo idxen offen offset:1814 glc slc
	buffer_load_format_xyzw v[152:155], v[27:28], s[80:83], vcc_lo idxen offen offset:3360 slc
	buffer_store_format_x v234, off, s[28:31], m0 offset:1625 slc tfe
	buffer_store_format_x v51, off, s[64:67], s0 offset:2143 slc
	buffer_store_format_x v19, v79, ttmp[8:11], 0 offen offset:4031 glc
	buffer_store_format_xy v[234:235], v61, s[84:87], s2 idxen offset:2547 slc tfe
	buffer_store_format_xy v[234:235], v51, s[80:83], s1 idxen offset:577 tfe
	buffer_store_format_xy v[245:246], v[115:116], s[8:11], s0 idxen offen offset:1587 tfe
	buffer_store_format_xyz v[199:201], v20, s[84:87], 0 offen offset:2140 glc tfe
	buffer_store_format_xyz v[230:232], v[214:215], s[80:83], s2 idxen offen offset:2819 tfe
	buffer_store_format_xyz v[44:46], v107, s[48:51], m0 idxen offset:1014
	buffer_store_format_xyzw v[203:206], v126, s[80:83], vcc_lo offen offset:3353 glc slc tfe
	buffer_store_format_xyzw v[236:239], v253, s[56:59], 1 idxen offset:3278 slc tfe
	buffer_store_format_xyzw v[238:241], v51, s[52:55], s1 offen offset:1963
	buffer_load_format_d16_x v232, v101, s[72:75], 0 offen offset:3240 glc tfe
	buffer_load_format_d16_x v244, v66, s[84:87], 0 idxen offset:2390
	buffer_load_format_d16_x v45, v172, s[12:15], s0 idxen offset:1485 glc slc
	buffer_load_format_d16_xy v[110:111], v65, s[28:31], s0 idxen offset:3839 glc slc tfe
	buffer_load_format_d16_xy v[161:162], off, s[12:15], s2 offset:3273 slc
	buffer_load_format_d16_xy v[138:139], v[115:116], s[92:95], m0 idxen offen offset:2530 glc tfe
	buffer_load_format_d16_xyz v[140:142], off, ttmp[4:7], 0 offset:693 glc tfe
	buffer_load_format_d16_xyz v[89:91], v62, s[56:59], s1 offen offset:3424 glc tfe
	buffer_load_format_d16_xyzw v[151:154], v176, s[52:55], 0 idxen offset:679
	buffer_load_format_d16_xyzw v[139:142], v[250:251], ttmp[0:3], 1 idxen offen offset:497
	buffer_load_format_d16_xyzw v[65:68], off, s[12:15], vcc_lo offset:2905 glc tfe
	buffer_store_format_d16_x v26, v[169:170], ttmp[4:7], s1 idxen offen offset:907 glc slc
	buffer_store_format_d16_x v167, v181, s[28:31], s1 offen offset:3385 glc slc tfe
	buffer_store_format_d16_x v46, v207, s[0:3], vcc_lo idxen offset:935 glc
	buffer_store_format_d16_xy v[149:150], v124, s[12:15], s2 idxen offset:3087 glc tfe
	buffer_store_format_d16_xy v[98:99], off, s[12:15], m0 offset:498 glc
	buffer_store_format_d16_xy v[11:12], v[102:103], s[16:19], s0 idxen offen offset:2155 glc tfe
	buffer_store_format_d16_xyz v[7:9], v203, s[28:31], m0 offen offset:1599
	buffer_store_format_d16_xyz v[226:228], v[209:210], s[8:11], vcc_lo idxen offen offset:2696 glc slc tfe
	buffer_store_format_d16_xyzw v[0:3], off, ttmp[0:3], vcc_lo offset:477 glc slc
	buffer_store_format_d16_xyzw v[2:5], v[174:175], s[72:75], s0 idxen offen offset:3663
	buffer_store_format_d16_xyzw v[226:229], v120, s[48:51], 0 idxen offset:2534 glc slc tfe
	buffer_load_ubyte v173, v102, s[20:23], s1 idxen offset:54 glc
	buffer_load_ubyte v142, v[240:241], s[40:43], vcc_lo idxen offen offset:527 glc slc tfe
	buffer_load_sbyte v167, v79, s[96:99], 1 idxen offset:784 glc
	buffer_load_sbyte v48, off, ttmp[4:7], 1 offset:1496 slc
	buffer_load_sbyte v160, v[39:40], s[0:3], 1 idxen offen offset:584 slc tfe
	buffer_load_ushort v166, off, s[96:99], s0 offset:2312
	buffer_load_ushort v232, off, s[44:47], s0 offset:3428 glc tfe
	buffer_load_ushort v245, v88, s[28:31], s2 idxen offset:3667 glc
	buffer_load_sshort v57, v144, s[56:59], 0 idxen offset:2307 slc tfe
	buffer_load_sshort v10, off, s[24:27], 1 offset:193 glc tfe
	buffer_load_sshort v139, v[115:116], s[24:27], vcc_lo idxen offen offset:1073 slc tfe
	buffer_load_dword v96, v72, s[60:63], vcc_lo idxen offset:2306 glc slc tfe
	buffer_load_dword v176, off, s[56:59], m0 offset:3922 tfe
	buffer_load_dword v230, v69, s[0:3], s0 offen offset:646 glc
	buffer_load_dwordx2 v[87:88], off, s[48:51], m0 offset:3847 glc slc tfe
	buffer_load_dwordx2 v[254:255], v144, s[12:15], s0 offen offset:3782
	buffer_load_dwordx2 v[116:117], v[217:218], s[48:51], 0 idxen offen offset:516 glc
	buffer_load_dwordx3 v[43:45], v124, ttmp[4:7], 1 idxen offset:175 tfe
	buffer_load_dwordx3 v[8:10], v72, s[60:63], s1 idxen offset:806 tfe
	buffer_load_dwordx3 v[240:242], v234, s[96:99], 1 offen offset:1705 glc slc tfe
	buffer_load_dwordx4 v[189:192], v[112:113], s[4:7], s1 idxen offen offset:1789 glc
	buffer_load_dwordx4 v[147:150], v94, s[4:7], s0 idxen offset:371 tfe
	buffer_load_dwordx4 v[23:26], v[55:56], s[36:39], s1 idxen offen offset:2666 glc
	buffer_store_byte v124, off, s[72:75], s2 offset:3359 slc
	buffer_store_byte v225, v27, s[16:19], s0 idxen offset:1731 glc
	buffer_store_byte v186, v220, s[88:91], s1 offen offset:3929 glc slc
	buffer_store_short v222, v206, s[76:79], s1 idxen offset:235 glc slc tfe
	buffer_store_short v240, off, s[40:43], s2 offset:1880 glc slc
	buffer_store_short v241, v165, s[96:99], m0 offen offset:3706 glc slc
	buffer_store_dword v151, off, s[56:59], m0 offset:3915 glc slc tfe
	buffer_store_dword v165, v[201:202], s[56:59], 1 idxen offen offset:3017 glc
	buffer_store_dword v174, off, s[56:59], m0 offset:3197 slc
	buffer_store_dwordx2 v[190:191], off, s[84:87], 0 offset:995 glc slc
	buffer_store_dwordx2 v[252:253], v201, s[28:31], 0 offen offset:3734 tfe
	buffer_store_dwordx3 v[157:159], v[150:151], s[96:99], s2 idxen offen offset:954 slc
	buffer_store_dwordx3 v[220:222], v246, s[40:43], vcc_lo idxen offset:395 slc tfe
	buffer_store_dwordx3 v[248:250], v27, s[28:31], 1 offen offset:3340 tfe
	buffer_store_dwordx4 v[158:161], v39, s[36:39], s2 idxen offset:2277 glc slc tfe
	buffer_store_dwordx4 v[171:174], v101, s[72:75], s1 offen offset:2968 slc
	buffer_store_lds_dword s[20:23], s1 offset:3166 lds glc
	buffer_wbinvl1
	buffer_wbinvl1_vol
	buffer_atomic_swap v232, v154, s[80:83], vcc_lo idxen offset:927 glc
	buffer_atomic_swap v205, v7, s[80:83], s1 idxen offset:336 glc
	buffer_atomic_cmpswap v[83:84], off, s[64:67], s2 offset:1876 glc slc
	buffer_atomic_cmpswap v[199:200], v82, s[44:47], vcc_lo offen offset:1660 glc slc
	buffer_atomic_cmpswap v[150:151], v75, s[72:75], s0 offen offset:1541 glc
	buffer_atomic_add v128, v124, s[64:67], s1 idxen offset:630 glc
	buffer_atomic_add v130, off, s[84:87], 1 offset:1158 glc
	buffer_atomic_add v2, v227, s[16:19], m0 offen offset:4032
	buffer_atomic_sub v171, v[211:212], s[36:39], m0 idxen offen offset:1389 slc
	buffer_atomic_sub v141, v181, s[8:11], 0 offen offset:746
	buffer_atomic_smin v63, v61, s[28:31], s2 offen offset:438 slc
	buffer_atomic_smin v220, v116, s[12:15], 0 idxen offset:3139 slc
	buffer_atomic_smin v147, v129, s[68:71], s0 idxen offset:2381 slc
	buffer_atomic_umin v255, v50, s[68:71], vcc_lo offen offset:2186
	buffer_atomic_umin v20, v96, s[40:43], s2 offen offset:3882
	buffer_atomic_smax v135, v33, s[64:67], 1 idxen offset:3413 glc
	buffer_atomic_smax v56, v[205:206], s[16:19], m0 idxen offen offset:1287 slc
	buffer_atomic_umax v105, v152, s[60:63], s2 idxen offset:2861 glc
	buffer_atomic_umax v57, v46, s[84:87], s0 idxen offset:1792 glc slc
	buffer_atomic_and v177, v[10:11], s[44:47], 0 idxen offen offset:1150
	buffer_atomic_and v83, off, s[4:7], s2 offset:125
	buffer_atomic_or v20, v[96:97], s[72:75], s2 idxen offen offset:3106 glc slc
	buffer_atomic_or v247, v229, s[8:11], vcc_lo idxen offset:3891 slc
	buffer_atomic_or v139, v100, s[56:59], 1 offen offset:2438 glc
	buffer_atomic_xor v207, v[128:129], s[32:35], vcc_lo idxen offen offset:2348 glc
	buffer_atomic_xor v141, v109, s[32:35], s1 offen offset:852
	buffer_atomic_xor v211, off, s[44:47], 1 offset:539
	buffer_atomic_inc v214, off, ttmp[4:7], 0 offset:950 glc slc
	buffer_atomic_inc v129, v190, s[40:43], m0 offen offset:1562 glc
	buffer_atomic_inc v51, off, ttmp[0:3], 0 offset:524 slc
	buffer_atomic_dec v173, v[21:22], s[56:59], m0 idxen offen offset:3385
	buffer_atomic_dec v88, v200, s[56:59], 0 idxen offset:1741
	buffer_atomic_dec v104, off, s[76:79], s1 offset:1364 slc
	buffer_atomic_swap_x2 v[28:29], v35, s[52:55], s0 idxen offset:1900 glc slc
	buffer_atomic_swap_x2 v[218:219], v106, ttmp[4:7], s1 idxen offset:2707 slc
	buffer_atomic_cmpswap_x2 v[137:140], off, s[68:71], s0 offset:539
	buffer_atomic_cmpswap_x2 v[175:178], v[242:243], s[84:87], 0 idxen offen offset:557 glc
	buffer_atomic_cmpswap_x2 v[82:85], off, s[44:47], s0 offset:673 slc
	buffer_atomic_add_x2 v[199:200], v124, s[16:19], s0 offen offset:677
	buffer_atomic_add_x2 v[47:48], off, s[36:39], 0 offset:1582 glc
	buffer_atomic_add_x2 v[152:153], off, s[12:15], m0 offset:1940 slc
	buffer_atomic_sub_x2 v[98:99], v227, ttmp[4:7], s0 offen offset:3881 glc
	buffer_atomic_sub_x2 v[168:169], v20, s[80:83], s2 offen offset:2505 glc
	buffer_atomic_sub_x2 v[86:87], v196, s[52:55], 0 offen offset:2000
	buffer_atomic_smin_x2 v[164:165], v[78:79], s[0:3], 1 idxen offen offset:1683 slc
	buffer_atomic_smin_x2 v[204:205], off, s[68:71], s1 offset:275 glc
	buffer_atomic_smin_x2 v[172:173], v118, s[72:75], s1 offen offset:1685 glc
	buffer_atomic_umin_x2 v[76:77], off, s[28:31], s2 offset:442 glc
	buffer_atomic_umin_x2 v[160:161], v195, s[12:15], s1 idxen offset:1790 glc
	buffer_atomic_umin_x2 v[197:198], v127, s[16:19], s1 offen offset:3830 glc slc
	buffer_atomic_smax_x2 v[140:141], off, s[80:83], s1 offset:3245 slc
	buffer_atomic_smax_x2 v[17:18], v29, s[24:27], m0 offen offset:164
	buffer_atomic_smax_x2 v[14:15], v29, s[36:39], s0 offen offset:1609 glc
	buffer_atomic_umax_x2 v[33:34], v[167:168], s[8:11], vcc_lo idxen offen offset:1026
	buffer_atomic_umax_x2 v[180:181], off, s[60:63], s2 offset:3617 glc slc
	buffer_atomic_umax_x2 v[82:83], off, s[88:91], 1 offset:2441 glc slc
	buffer_atomic_and_x2 v[154:155], v193, s[28:31], s0 idxen offset:1068 glc
	buffer_atomic_and_x2 v[58:59], off, s[32:35], 1 offset:1877 glc slc
	buffer_atomic_and_x2 v[191:192], v118, s[80:83], s0 idxen offset:237 glc
	buffer_atomic_or_x2 v[251:252], v230, s[80:83], vcc_lo idxen offset:2709
	buffer_atomic_or_x2 v[165:166], v[180:181], s[76:79], s2 idxen offen offset:1154 slc
	buffer_atomic_or_x2 v[72:73], v[22:23], ttmp[8:11], 1 idxen offen offset:2699 slc
	buffer_atomic_xor_x2 v[203:204], v37, s[84:87], s2 idxen offset:800 slc
	buffer_atomic_xor_x2 v[148:149], v181, s[52:55], 1 offen offset:1890
	buffer_atomic_xor_x2 v[0:1], v[202:203], s[12:15], s1 idxen offen offset:1036 glc slc
	buffer_atomic_inc_x2 v[193:194], v90, s[24:27], m0 idxen offset:1786
	buffer_atomic_inc_x2 v[15:16], v52, s[16:19], 1 offen offset:4008 slc
	buffer_atomic_dec_x2 v[61:62], v248, s[96:99], s1 idxen offset:1721
	buffer_atomic_dec_x2 v[80:81], v90, s[44:47], m0 idxen offset:3551
	buffer_atomic_dec_x2 v[55:56], v93, s[40:43], m0 offen offset:2138 slc
	s_load_dword s8, s[6:7], 0x33 glc
	s_load_dword s14, s[22:23], s16
	s_load_dword s0, s[28:29], s46 glc
	s_load_dwordx2 s[2:3], s[22:23], 0xe5dba glc
	s_load_dwordx2 s[80:81], s[4:5], s30
	s_load_dwordx2 s[92:93], s[40:41], ttmp9 glc
	s_load_dwordx4 s[20:23], s[24:25], 0x10
	s_load_dwordx4 s[88:91], s[28:29], ttmp1 glc
	s_load_dwordx4 s[64:67], s[22:23], 0x21
	s_load_dwordx8 s[24:31], s[38:39], s0
	s_load_dwordx8 s[28:35], s[50:51], 0x0 glc
	s_load_dwordx8 s[84:91], s[62:63], 0x1c47a
	s_load_dwordx16 s[64:79], s[58:59], 0x20
	s_load_dwordx16 s[8:23], s[12:13], s15 glc
	s_buffer_load_dword s66, s[32:35], s22
	s_buffer_load_dword s16, s[36:39], 0x10
	s_buffer_load_dword s4, s[48:51], 0x5c glc
	s_buffer_load_dwordx2 s[78:79], s[0:3], 0x10 glc
	s_buffer_load_dwordx2 s[0:1], s[44:47], s96
	s_buffer_load_dwordx4 s[48:51], s[36:39], s16 glc
	s_buffer_load_dwordx4 s[0:3], s[32:35], 0x10 glc
	s_buffer_load_dwordx8 s[0:7], s[12:15], s0
	s_buffer_load_dwordx8 s[48:55], s[52:55], s16 glc
	s_buffer_load_dwordx8 s[60:67], s[48:51], 0x10 glc
	s_buffer_load_dwordx16 s[4:19], s[8:11], 0x0
	s_buffer_load_dwordx16 s[60:75], s[8:11], s0 glc
	s_store_dword s44, s[42:43], 0x10
	s_store_dword s6, s[28:29], 0x0 glc
	s_store_dword s90, s[28:29], s0 glc
	s_store_dwordx2 s[38:39], s[30:31], s76
	s_store_dwordx2 s[2:3], s[26:27], s16 glc
	s_store_dwordx2 s[14:15], s[8:9], s14 glc
	s_store_dwordx4 s[44:47], s[20:21], tma_lo
	s_store_dwordx4 s[44:47], s[54:55], 0x10 glc
	s_store_dwordx4 s[48:51], s[44:45], s0 glc
	s_buffer_store_dword s22, s[48:51], s16 glc
	s_buffer_store_dword s18, s[24:27], s0
	s_buffer_store_dword s92, s[36:39], 0x35 glc
	s_buffer_store_dwordx2 s[46:47], s[8:11], 0x0 glc
	s_buffer_store_dwordx2 s[30:31], s[8:11], 0x1f27b glc
	s_buffer_store_dwordx2 s[24:25], s[28:31], s72
	s_buffer_store_dwordx4 s[24:27], s[4:7], 0x10 glc
	s_buffer_store_dwordx4 s[24:27], s[4:7], 0x10
	s_buffer_store_dwordx4 s[16:19], s[8:11], s18
	s_dcache_inv
	s_dcache_wb
	s_dcache_inv_vol
	s_dcache_wb_vol
	s_memtime s[88:89]
	s_memtime s[82:83]
	s_memtime s[4:5]
	s_memrealtime s[12:13]
	s_memrealtime s[38:39]
	s_memrealtime s[70:71]
	s_atc_probe 30, s[18:19], 0x7d
	s_atc_probe 0x62, s[22:23], s75
	s_atc_probe 0x4c, s[46:47], 0xdec0a
	s_atc_probe_buffer 56, s[52:55], s37
	s_atc_probe_buffer 0x4a, s[8:11], 0x0
	s_atc_probe_buffer 44, s[36:39], s48
	s_mov_b32 ttmp1, -16
	s_mov_b32 ttmp1, s8
	s_mov_b32 exec_hi, flat_scratch_lo
	s_mov_b64 s[12:13], s[0:1]
	s_mov_b64 ttmp[2:3], s[0:1]
	s_mov_b64 ttmp[0:1], ttmp[4:5]
	s_cmov_b32 s0, s2
	s_cmov_b32 tba_lo, -1
	s_cmov_b32 s2, 12
	s_cmov_b64 s[64:65], 1
	s_cmov_b64 ttmp[0:1], s[10:11]
	s_cmov_b64 s[8:9], -0.5
	s_not_b32 s80, s0
	s_not_b32 s80, -1
	s_not_b32 s0, 0xbc00
	s_not_b64 s[72:73], 1
	s_not_b64 s[64:65], s[0:1]
	s_not_b64 exec, s[2:3]
	s_wqm_b32 ttmp0, s17
	s_wqm_b32 s12, -2.0
	s_wqm_b32 s72, m0
	s_wqm_b64 vcc, 0
	s_wqm_b64 tba, vcc
	s_wqm_b64 ttmp[0:1], -1.0
	s_brev_b32 flat_scratch_lo, s8
	s_brev_b32 exec_lo, s0
	s_brev_b32 ttmp0, s1
	s_brev_b64 ttmp[0:1], 0
	s_brev_b64 ttmp[2:3], 1.0
	s_brev_b64 s[72:73], 0x40000000
	s_bcnt0_i32_b32 vcc_hi, vcc_lo
	s_bcnt0_i32_b32 ttmp0, s4
	s_bcnt0_i32_b64 s10, s[4:5]
	s_bcnt0_i32_b64 s100, s[100:101]
	s_bcnt0_i32_b64 exec_hi, 12
	s_bcnt1_i32_b32 s65, -16
	s_bcnt1_i32_b32 s64, vcc_lo
	s_bcnt1_i32_b32 vcc_lo, -1
	s_bcnt1_i32_b64 exec_lo, 4.0
	s_bcnt1_i32_b64 ttmp2, s[4:5]
	s_bcnt1_i32_b64 s0, 0.5
	s_ff0_i32_b32 s1, src_execz
	s_ff0_i32_b32 vcc_hi, s100
	s_ff0_i32_b64 ttmp4, -0.5
	s_ff0_i32_b64 s0, exec
	s_ff0_i32_b64 exec_lo, s[2:3]
	s_ff1_i32_b32 s65, s1
	s_ff1_i32_b32 s12, 0.5
	s_ff1_i32_b32 s72, -2.0
	s_ff1_i32_b64 s10, 0
	s_ff1_i32_b64 ttmp4, s[4:5]
	s_ff1_i32_b64 ttmp0, s[100:101]
	s_flbit_i32_b32 s65, src_vccz
	s_flbit_i32_b32 s12, 0x8c1a7c
	s_flbit_i32_b32 s4, s100
	s_flbit_i32_b64 exec_lo, 1.0
	s_flbit_i32_b64 ttmp0, s[0:1]
	s_flbit_i32_b64 vcc_lo, s[4:5]
	s_flbit_i32 s72, src_scc
	s_flbit_i32 ttmp0, 0.15915494
	s_flbit_i32 flat_scratch_lo, s1
	s_flbit_i32_i64 m0, s[0:1]
	s_flbit_i32_i64 s2, s[10:11]
	s_flbit_i32_i64 s0, 4.0
	s_sext_i32_i8 s2, s0
	s_sext_i32_i8 vcc_hi, 1.0
	s_sext_i32_i16 m0, flat_scratch_lo
	s_sext_i32_i16 s2, s100
	s_bitset0_b32 s1, s4
	s_bitset0_b32 exec_lo, s100
	s_bitset0_b32 s4, -1.0
	s_bitset0_b64 s[10:11], s17
	s_bitset0_b64 s[64:65], s17
	s_bitset0_b64 ttmp[4:5], 0.15915494
	s_bitset1_b32 vcc_lo, -2.0
	s_bitset1_b32 flat_scratch_lo, s8
	s_bitset1_b32 ttmp1, 12
	s_bitset1_b64 s[0:1], s17
	s_bitset1_b64 ttmp[4:5], s2
	s_getpc_b64 tba
	s_getpc_b64 vcc
	s_setpc_b64 s[8:9]
	s_setpc_b64 s[2:3]
	s_setpc_b64 s[4:5]
	s_swappc_b64 s[72:73], s[2:3]
	s_swappc_b64 tba, src_execz
	s_swappc_b64 s[4:5], 12
	s_rfe_b64 s[0:1]
	s_rfe_b64 s[4:5]
	s_and_saveexec_b64 s[2:3], -1.0
	s_and_saveexec_b64 ttmp[0:1], s[4:5]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_or_saveexec_b64 ttmp[2:3], -1.0
	s_or_saveexec_b64 vcc, tba
	s_or_saveexec_b64 s[0:1], flat_scratch
	s_xor_saveexec_b64 vcc, s[8:9]
	s_xor_saveexec_b64 ttmp[4:5], src_scc
	s_xor_saveexec_b64 s[0:1], -4.0
	s_andn2_saveexec_b64 exec, s[0:1]
	s_andn2_saveexec_b64 ttmp[0:1], ttmp[0:1]
	s_orn2_saveexec_b64 tba, s[16:17]
	s_orn2_saveexec_b64 s[2:3], -0.5
	s_orn2_saveexec_b64 ttmp[0:1], vcc
	s_nand_saveexec_b64 s[80:81], s[4:5]
	s_nand_saveexec_b64 s[100:101], 0
	s_nor_saveexec_b64 flat_scratch, s[100:101]
	s_nor_saveexec_b64 ttmp[2:3], s[16:17]
	s_nor_saveexec_b64 ttmp[0:1], s[0:1]
	s_xnor_saveexec_b64 ttmp[0:1], exec
	s_xnor_saveexec_b64 s[0:1], s[100:101]
	s_xnor_saveexec_b64 s[100:101], s[4:5]
	s_quadmask_b32 ttmp1, 2.0
	s_quadmask_b32 s100, flat_scratch_lo
	s_quadmask_b32 ttmp4, s0
	s_quadmask_b64 ttmp[4:5], -0.5
	s_quadmask_b64 s[64:65], tba
	s_quadmask_b64 flat_scratch, 64
	s_movrels_b32 s65, s8
	s_movrels_b32 m0, s1
	s_movrels_b64 vcc, s[16:17]
	s_movrels_b64 s[64:65], s[100:101]
	s_movrels_b64 s[64:65], s[4:5]
	s_movreld_b32 flat_scratch_lo, vcc_lo
	s_movreld_b32 s12, s0
	s_movreld_b32 s10, src_scc
	s_movreld_b64 s[72:73], 0xa230ae1c
	s_movreld_b64 exec, s[4:5]
	s_movreld_b64 s[10:11], s[16:17]
	s_cbranch_join s17
	s_cbranch_join s100
	s_cbranch_join s8
	s_abs_i32 ttmp0, src_execz
	s_abs_i32 tba_lo, ttmp0
	s_abs_i32 tba_lo, exec_hi
	s_set_gpr_idx_idx src_vccz
	s_set_gpr_idx_idx 2.0
	s_set_gpr_idx_idx s10
	s_add_u32 exec_lo, s8, s4
	s_sub_u32 ttmp2, -1, -0.5
	s_sub_u32 s2, src_execz, exec_lo
	s_sub_i32 s64, s10, 0xe8d21bb3
	s_sub_i32 s12, s8, src_vccz
	s_sub_i32 ttmp0, s0, -16
	s_sub_i32 s4, -16, s0
	s_addc_u32 exec_hi, s100, s100
	s_addc_u32 flat_scratch_lo, 1.0, 1.0
	s_addc_u32 vcc_lo, s100, 0x70bc6f5
	s_subb_u32 s100, s4, s4
	s_subb_u32 s1, 1, flat_scratch_lo
	s_subb_u32 vcc_lo, s4, 0xffff
	s_min_i32 ttmp4, -4.0, 0x3930cbef
	s_min_u32 s72, s10, -16
	s_min_u32 s65, s100, s4
	s_min_u32 ttmp0, exec_lo, exec_hi
	s_min_u32 s36, 1, 64
	s_max_u32 ttmp0, s17, s1
	s_max_i32 vcc_hi, s2, s17
	s_max_u32 ttmp0, -8, src_scc
	s_max_u32 s72, 0x8b98772, src_execz
	s_max_u32 s100, s2, 4.0
	s_max_u32 s1, ttmp4, 64
	s_cselect_b32 exec_lo, s1, exec_hi
	s_cselect_b32 s0, exec_hi, 12
	s_cselect_b32 ttmp4, s17, s0
	s_cselect_b64 s[100:101], -16, s[0:1]
	s_cselect_b64 s[0:1], src_vccz, s[0:1]
	s_cselect_b64 s[12:13], s[8:9], -1
	s_and_b64 s[0:1], 0x3e22f983, 0x3e22f983
	s_and_b32 s0, s4, s0
	s_and_b64 ttmp[0:1], s[0:1], 2.0
	s_and_b64 flat_scratch, s[0:1], s[4:5]
	s_and_b64 s[80:81], 0x46cbc178, ttmp[0:1]
	s_or_b64 s[64:65], 0x3c00, 0
	s_or_b32 s4, s0, s2
	s_or_b64 s[0:1], 0xc3c7d32d, 64
	s_or_b64 s[64:65], -16, 0.5
	s_or_b64 s[100:101], 64, ttmp[4:5]
	s_or_b64 vcc, s[4:5], s[16:17]
	s_xor_b64 s[64:65], 1, s[100:101]
	s_xor_b32 vcc_hi, src_scc, 0x6fca60fb
	s_xor_b32 m0, 0x4acd8156, s1
	s_xor_b64 s[8:9], s[8:9], 1
	s_xor_b64 tba, src_vccz, s[100:101]
	s_xor_b64 s[76:77], s[8:9], s[0:1]
	s_andn2_b32 flat_scratch_lo, 1.0, flat_scratch_lo
	s_andn2_b32 vcc_hi, 0x332ab708, s10
	s_andn2_b32 s100, -16, s100
	s_andn2_b64 s[8:9], s[2:3], 0x972e871e
	s_andn2_b64 ttmp[0:1], s[16:17], s[100:101]
	s_andn2_b64 ttmp[0:1], ttmp[0:1], 1.0
	s_orn2_b32 ttmp4, 0.15915494, 12
	s_orn2_b32 s38, s10, s0
	s_orn2_b32 flat_scratch_lo, s8, -0.5
	s_orn2_b64 ttmp[0:1], src_vccz, 0
	s_orn2_b64 s[4:5], s[8:9], s[0:1]
	s_nand_b32 s100, s1, -2.0
	s_nand_b32 s0, s0, s17
	s_nand_b32 m0, s1, -1
	s_nand_b64 s[2:3], 0, 12
	s_nand_b64 tba, 1, -4.0
	s_nand_b64 vcc, s[2:3], s[0:1]
	s_nor_b32 flat_scratch_lo, s4, src_execz
	s_nor_b64 s[12:13], s[0:1], ttmp[4:5]
	s_nor_b32 exec_lo, 0xffff, -0.5
	s_nor_b64 flat_scratch, -2.0, -8
	s_nor_b64 ttmp[0:1], src_execz, s[8:9]
	s_nor_b64 s[12:13], s[4:5], s[4:5]
	s_xnor_b32 vcc_lo, exec_lo, vcc_hi
	s_xnor_b64 s[0:1], s[0:1], s[4:5]
	s_xnor_b32 ttmp0, s2, s8
	s_xnor_b64 exec, s[0:1], -1
	s_xnor_b64 s[80:81], s[16:17], ttmp[4:5]
	s_lshl_b64 s[0:1], s[0:1], -4.0
	s_lshl_b32 ttmp4, 2.0, -8
	s_lshl_b64 s[0:1], src_vccz, 0.5
	s_lshl_b64 exec, ttmp[0:1], exec_lo
	s_lshl_b64 ttmp[4:5], 4.0, 4.0
	s_lshr_b32 s8, s2, s1
	s_lshr_b32 s34, 0x7629a9e1, 0.5
	s_lshr_b32 vcc_lo, -0.5, s2
	s_lshr_b64 ttmp[0:1], 0.15915494309189532, s100
	s_lshr_b64 s[0:1], s[2:3], 1.0
	s_lshr_b64 tba, 1.0, 0x3118
	s_ashr_i32 flat_scratch_lo, s1, 2.0
	s_ashr_i64 s[80:81], -8, s2
	s_ashr_i32 ttmp4, s4, 0.5
	s_ashr_i64 ttmp[4:5], s[2:3], -0.5
	s_bfm_b64 s[0:1], s8, s1
	s_bfm_b64 ttmp[0:1], exec_hi, s0
	s_bfm_b32 vcc_lo, s2, s10
	s_bfm_b64 exec, s8, src_scc
	s_bfm_b64 flat_scratch, 1.0, s2
	s_bfe_u32 ttmp2, 1.0, s8
	s_bfe_u32 exec_hi, s4, ttmp4
	s_bfe_u32 s80, -0.5, -8
	s_bfe_u64 s[72:73], -4.0, s17
	s_bfe_i32 s10, s0, 4.0
	s_bfe_i32 s0, s100, ttmp0
	s_bfe_u64 s[2:3], tba, -8
	s_bfe_u64 ttmp[4:5], -2.0, 0x9a1ed2d2
	s_bfe_u64 s[72:73], s[16:17], -0.5
	s_bfe_i64 s[10:11], s[2:3], s8
	s_cbranch_g_fork 2.0, s[100:101]
	s_bfe_i64 s[2:3], 0.15915494309189532, -4.0
	s_cbranch_g_fork -0.5, s[0:1]
	s_cbranch_g_fork s[0:1], tba
	s_cbranch_g_fork 2.0, -8
	s_absdiff_i32 vcc_hi, s2, s100
	s_absdiff_i32 exec_hi, 0, 0.5
	s_absdiff_i32 tba_lo, 0.5, s8
	s_rfe_restore_b64 s[8:9], vcc_hi
	s_rfe_restore_b64 0x40000000, 2.0
	s_rfe_restore_b64 s[8:9], src_vccz
	s_cmp_eq_i32 0.15915494, src_scc
	s_cmp_eq_i32 s4, 2.0
	s_cmp_lg_i32 0x648f304b, 4.0
	s_cmp_lg_i32 s4, s2
	s_cmp_lg_i32 -16, 64
	s_cmp_gt_i32 ttmp0, vcc_lo
	s_cmp_gt_i32 0xffff, -16
	s_cmp_gt_i32 exec_hi, src_execz
	s_cmp_ge_i32 flat_scratch_lo, s2
	s_cmp_ge_i32 s8, ttmp0
	s_cmp_ge_i32 0xffff, 64
	s_cmp_lt_i32 src_vccz, 0
	s_cmp_lt_i32 src_vccz, -0.5
	s_cmp_lt_i32 flat_scratch_lo, -1.0
	s_cmp_le_i32 2.0, s4
	s_cmp_le_i32 vcc_lo, s10
	s_cmp_le_i32 src_vccz, 0x36c3c522
	s_cmp_eq_u32 s17, ttmp0
	s_cmp_eq_u32 s4, ttmp4
	s_cmp_eq_u32 src_vccz, m0
	s_cmp_lg_u32 1.0, -16
	s_cmp_lg_u32 0, flat_scratch_lo
	s_cmp_gt_u32 -8, s4
	s_cmp_gt_u32 flat_scratch_lo, s1
	s_cmp_gt_u32 0.5, s17
	s_cmp_ge_u32 s4, 0x6c607005
	s_cmp_ge_u32 0x40116724, -2.0
	s_cmp_lt_u32 s0, s17
	s_cmp_lt_u32 0.5, -0.5
	s_cmp_le_u32 s1, s8
	s_cmp_le_u32 s1, -4.0
	s_cmp_le_u32 s8, tba_lo
	s_bitcmp0_b32 s2, s4
	s_bitcmp0_b32 s1, 0x95ba596a
	s_bitcmp1_b32 exec_hi, vcc_lo
	s_bitcmp1_b32 s4, ttmp0
	s_bitcmp1_b32 0x5c05c773, s8
	s_bitcmp0_b64 s[2:3], exec_lo
	s_bitcmp0_b64 0, 0x50490d6f
	s_bitcmp0_b64 0.15915494309189532, 0.15915494
	s_bitcmp1_b64 s[0:1], s1
	s_bitcmp1_b64 s[10:11], src_scc
	s_setvskip ttmp4, ttmp0
	s_setvskip s4, src_execz
	s_setvskip s0, s100
	s_cmp_eq_u64 64, s[16:17]
	s_cmp_eq_u64 src_execz, s[10:11]
	s_cmp_eq_u64 0x53bc79a9, -8
	s_cmp_lg_u64 s[2:3], s[0:1]
	s_cmp_lg_u64 ttmp[0:1], s[0:1]
	s_cmp_lg_u64 s[8:9], 0xfcac1cc0
	s_cmovk_i32 ttmp0, 0x38d7
	s_cmovk_i32 ttmp2, 0x51fb
	s_movk_i32 s10, 0x59b7
	s_cmovk_i32 s2, 0x7f72
	s_cmovk_i32 s76, 0xe282
	s_cmovk_i32 vcc_lo, 0xe31b
	s_cmpk_eq_i32 s4, 0x3353
	s_cmpk_eq_i32 tba_lo, 0x8209
	s_cmpk_lg_i32 s72, 0x329c
	s_cmpk_lg_i32 s100, 0x8c64
	s_cmpk_lg_i32 s100, 0x4682
	s_cmpk_ge_i32 s80, 0x7f6
	s_cmpk_ge_i32 s1, 0xea9d
	s_cmpk_ge_i32 ttmp0, 0xe208
	s_cmpk_ge_i32 s64, 0xeaa0
	s_cmpk_ge_i32 ttmp0, 0x7f51
	s_cmpk_ge_i32 ttmp2, 0xccc8
	s_cmpk_lt_i32 flat_scratch_lo, 0x69f6
	s_cmpk_lt_i32 vcc_lo, 0xbdec
	s_cmpk_le_i32 s64, 0xae39
	s_cmpk_le_i32 s2, 0x9316
	s_cmpk_le_i32 s64, 0x42c7
	s_cmpk_le_i32 exec_hi, 0xdd2f
	s_cmpk_eq_u32 m0, 0xac72
	s_cmpk_lg_u32 s72, 0x5b1d
	s_cmpk_eq_u32 s100, 0x43bc
	s_cmpk_lg_u32 s8, 0x9f53
	s_cmpk_lg_u32 s80, 0x908a
	s_cmpk_ge_u32 ttmp0, 0xadbf
	s_cmpk_gt_u32 s10, 0xf19a
	s_cmpk_ge_u32 s80, 0x9615
	s_cmpk_ge_u32 ttmp2, 0x9cab
	s_cmpk_ge_u32 s22, 0x7879
	s_cmpk_ge_u32 s10, 0x4199
	s_cmpk_le_u32 ttmp0, 0x4f15
	s_cmpk_le_u32 ttmp0, 0x9673
	s_cmpk_lt_u32 ttmp4, 0xa675
	s_cmpk_le_u32 exec_hi, 0x6ca2
	s_cmpk_le_u32 vcc_lo, 0xd4f0
	s_cmpk_le_u32 s2, 0xc81b
	s_addk_i32 m0, 0x9671
	s_addk_i32 ttmp4, 0x1edd
	s_mulk_i32 s12, 0x8460
	s_mulk_i32 s10, 0x3e65
	s_mulk_i32 vcc_lo, 0x6fcd
	s_mulk_i32 ttmp0, 0xcc80
	s_cbranch_i_fork s[8:9], 20970
	s_getreg_b32 ttmp0, hwreg(20, 30, 9)
	s_cbranch_i_fork exec, 32247
	s_getreg_b32 tba_lo, hwreg(42, 5, 31)
	s_getreg_b32 exec_lo, hwreg(33, 23, 16)
	s_getreg_b32 ttmp0, hwreg(43, 18, 30)
	s_setreg_b32 hwreg(46, 20, 20), s8
	s_setreg_b32 hwreg(HW_REG_TRAPSTS, 5, 29), flat_scratch_lo
	s_setreg_b32 hwreg(HW_REG_MODE, 3, 8), s0
	s_setreg_imm32_b32 hwreg(45, 6, 13), 5
	s_setreg_imm32_b32 hwreg(0, 2, 28), 0x3c00
	s_setreg_imm32_b32 hwreg(34, 22, 10), 0x367edeed
	s_endpgm 1
	s_endpgm 938
	s_endpgm 692
	s_branch 7
	s_branch 65535
	s_branch 34
	s_wakeup
	s_cbranch_scc0 127
	s_cbranch_scc0 65535
	s_cbranch_scc0 34
	s_cbranch_scc1 34
	s_cbranch_scc1 620
	s_cbranch_scc1 801
	s_cbranch_vccz 3952
	s_cbranch_vccz 65535
	s_cbranch_vccz 7
	s_cbranch_vccnz 7
	s_cbranch_vccnz 3952
	s_cbranch_vccnz 34
	s_cbranch_execz 801
	s_cbranch_execz 65535
	s_cbranch_execz 7
	s_cbranch_execnz 34
	s_cbranch_execnz 127
	s_cbranch_execnz 65535
	s_barrier
	s_setkill 0x202
	s_setkill 0x48f0
	s_setkill 0xc03a
	s_waitcnt vmcnt(7) expcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(1) expcnt(0) lgkmcnt(0)
	s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
	s_sethalt 1
	s_sethalt 0x7f
	s_sethalt 0xffff
	s_sleep 0
	s_sleep 0xed40
	s_sleep 0xf4c0
	s_setprio 0xf70
	s_setprio 0xd70b
	s_setprio 0x321
	s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)
	s_sendmsg 65535
	s_sendmsg sendmsg(1, 2, 3)
	s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT, 0)
	s_sendmsghalt sendmsg(15, 7, 0)
	s_sendmsghalt sendmsg(7, 0, 0)
	s_trap 0x321
	s_trap 0xf70
	s_trap 0xffff
	s_icache_inv
	s_incperflevel 0x175
	s_incperflevel 0x7f
	s_incperflevel 0xae
	s_decperflevel 0xffff
	s_decperflevel 0x189
	s_decperflevel 1
	s_ttracedata
	s_cbranch_cdbgsys 34
	s_cbranch_cdbgsys 801
	s_cbranch_cdbgsys 65535
	s_cbranch_cdbguser 546
	s_cbranch_cdbguser 3952
	s_cbranch_cdbguser 65535
	s_cbranch_cdbgsys_or_user 801
	s_cbranch_cdbgsys_or_user 7
	s_cbranch_cdbgsys_or_user 0
	s_cbranch_cdbgsys_and_user 3952
	s_cbranch_cdbgsys_and_user 16907
	s_cbranch_cdbgsys_and_user 0
	s_endpgm_saved
	s_set_gpr_idx_off
	s_set_gpr_idx_mode gpr_idx(SRC0)
	v_interp_p1_f32_e32 v5, v2, attr3.y
	v_interp_p2_f32_e32 v5, v2, attr3.y
	v_interp_mov_f32_e32 v5, p20, attr3.y
	v_cvt_u32_f32_e32 v5, v2
	v_cvt_u32_f32_e32 v5, 1.0
	v_nop
	v_cvt_u32_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v96, 0.5
	v_mov_b32_e32 v48, -8
	v_mov_b32_e32 v176, 1.0
	v_cvt_u32_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_mov_b32_e64 v5, v1
	v_mov_b32_e64 v5, s4
	v_mov_b32_e64 v5, -1
	v_readfirstlane_b32 ttmp6, v255
	v_cvt_i32_f64_e32 v3, -1.0
	v_cvt_i32_f64_e32 v57, s[2:3]
	v_cvt_i32_f64_e32 v128, flat_scratch
	v_cvt_u32_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cvt_i32_f64_e64 v5, v[1:2]
	v_cvt_i32_f64_e64 v5, -s[4:5] clamp
	v_cvt_i32_f64_e64 v5, -1
	v_cvt_f64_i32_e32 v[2:3], v100
	v_cvt_f64_i32_e32 v[140:141], m0
	v_cvt_f64_i32_e32 v[31:32], exec_lo
	v_cvt_u32_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cvt_f64_i32_e64 v[5:6], v1
	v_cvt_f64_i32_e64 v[5:6], s4 clamp
	v_cvt_f64_i32_e64 v[5:6], -1 mul:2
	v_cvt_f32_i32_e32 v126, v1
	v_cvt_f32_i32_e32 v76, v17
	v_cvt_f32_i32_e32 v124, vcc_hi
	v_cvt_u32_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cvt_f32_i32_dpp v170, v235 wave_ror:1 row_mask:0x1 bank_mask:0x1
	v_cvt_f32_i32_dpp v205, v44 wave_rol:1 row_mask:0x8 bank_mask:0x3 bound_ctrl:1
	v_cvt_f32_i32_e64 v5, v1
	v_cvt_f32_i32_e64 v5, s4 clamp
	v_cvt_f32_i32_e64 v5, -1 mul:2
	v_cvt_f32_i32_sdwa v127, sext(v121) clamp dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:WORD_1
	v_cvt_f32_u32_e32 v77, s8
	v_cvt_f32_u32_e32 v235, v0
	v_cvt_f32_u32_e32 v53, v1
	v_cvt_u32_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cvt_f32_u32_e64 v5, v1
	v_cvt_f32_u32_e64 v5, s4 clamp
	v_cvt_f32_u32_e64 v5, -1 mul:2
	v_cvt_u32_f32_e32 v148, 0.15915494
	v_cvt_u32_f32_e32 v57, ttmp0
	v_cvt_u32_f32_e32 v53, -0.5
	v_cvt_u32_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cvt_u32_f32_dpp v217, -|v18| row_shl:1 row_mask:0xc bank_mask:0x6 bound_ctrl:1
	v_cvt_u32_f32_dpp v145, -v30 quad_perm:[0,0,0,0] row_mask:0x9 bank_mask:0xb
	v_cvt_u32_f32_e64 v5, v1
	v_cvt_u32_f32_e64 v5, -s4 clamp
	v_cvt_u32_f32_e64 v5, -1
	v_cvt_i32_f32_e32 v195, ttmp4
	v_cvt_i32_f32_e32 v247, v254
	v_cvt_i32_f32_e32 v122, v4
	v_cvt_i32_f32_e64 v5, v1
	v_cvt_i32_f32_e64 v5, -s4 clamp
	v_cvt_i32_f32_e64 v5, -1
	v_cvt_i32_f32_sdwa v158, -v91 clamp dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:DWORD
	v_cvt_i32_f32_sdwa v43, v98 clamp dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:WORD_1
	v_cvt_f16_f32_e32 v45, -1.0
	v_cvt_f16_f32_e32 v177, s0
	v_cvt_f16_f32_e32 v141, -0.5
	v_cvt_f16_f32_dpp v1, -|v255| wave_ror:1 row_mask:0xc bank_mask:0x1 bound_ctrl:1
	v_cvt_f16_f32_dpp v186, v186 row_mirror row_mask:0xe bank_mask:0x5 bound_ctrl:1
	v_cvt_f16_f32_dpp v234, -|v226| wave_rol:1 row_mask:0xe bank_mask:0xa
	v_cvt_f16_f32_e64 v5, v1
	v_cvt_f16_f32_e64 v5, -s4 clamp
	v_cvt_f16_f32_e64 v5, -1 mul:2
	v_cvt_f32_f16_e32 v140, v17
	v_cvt_f32_f16_e32 v151, s100
	v_cvt_f32_f16_e32 v72, vcc_lo
	v_cvt_f32_f16_dpp v175, v124 row_shl:15 row_mask:0xe bank_mask:0x3
	v_cvt_f32_f16_dpp v55, -|v192| row_shr:1 row_mask:0xb bank_mask:0xf bound_ctrl:1
	v_cvt_f32_f16_e64 v5, v1
	v_cvt_f32_f16_e64 v5, -s4 clamp
	v_cvt_f32_f16_e64 v5, -1 mul:2
	v_cvt_rpi_i32_f32_e32 v193, -1.0
	v_cvt_rpi_i32_f32_e32 v9, s10
	v_cvt_rpi_i32_f32_e32 v233, 1.0
	v_cvt_rpi_i32_f32_dpp v165, v138 wave_shl:1 row_mask:0x7 bank_mask:0x8 bound_ctrl:1
	v_cvt_rpi_i32_f32_e64 v5, v1
	v_cvt_rpi_i32_f32_e64 v5, -s4 clamp
	v_cvt_rpi_i32_f32_e64 v5, -1
	v_cvt_flr_i32_f32_e32 v187, 4.0
	v_cvt_flr_i32_f32_e32 v56, v8
	v_cvt_flr_i32_f32_e32 v65, 2.0
	v_cvt_flr_i32_f32_dpp v152, -|v191| wave_rol:1 row_mask:0x9 bank_mask:0x9
	v_cvt_flr_i32_f32_e64 v5, v1
	v_cvt_flr_i32_f32_e64 v5, -s4 clamp
	v_cvt_flr_i32_f32_e64 v5, -1
	v_cvt_flr_i32_f32_sdwa v181, |v99| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_cvt_off_f32_i4_e32 v109, -8
	v_cvt_off_f32_i4_e32 v16, v100
	v_cvt_off_f32_i4_e32 v225, tba_lo
	v_cvt_off_f32_i4_e64 v5, v1
	v_cvt_off_f32_i4_e64 v5, s4 clamp
	v_cvt_off_f32_i4_e64 v5, -1 mul:2
	v_cvt_f32_f64_e32 v69, flat_scratch
	v_cvt_f32_f64_e32 v132, 0.15915494309189532
	v_cvt_f32_f64_e32 v235, s[2:3]
	v_cvt_f32_f64_e64 v5, v[1:2]
	v_cvt_f32_f64_e64 v5, -s[4:5] clamp
	v_cvt_f32_f64_e64 v5, -1 mul:2
	v_cvt_f64_f32_e32 v[28:29], exec_lo
	v_cvt_f64_f32_e32 v[21:22], 0.15915494
	v_cvt_f64_f32_e64 v[5:6], v1
	v_cvt_f64_f32_e64 v[5:6], -s4 clamp
	v_cvt_f64_f32_e64 v[5:6], -1 mul:2
	v_cvt_f32_ubyte0_e32 v56, v17
	v_cvt_f32_ubyte0_e32 v89, 0
	v_cvt_f32_ubyte0_e64 v5, v1
	v_cvt_f32_ubyte0_e64 v5, -1 mul:2
	v_cvt_f32_ubyte0_sdwa v195, v240 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_cvt_f32_ubyte1_e32 v153, v8
	v_cvt_f32_ubyte1_e32 v126, v4
	v_cvt_f32_ubyte1_e32 v99, vcc_hi
	v_cvt_f32_ubyte1_dpp v46, v58 row_shr:1 row_mask:0x3 bank_mask:0x5 bound_ctrl:1
	v_cvt_f32_ubyte1_e64 v5, v1
	v_cvt_f32_ubyte1_e64 v5, -1 mul:2
	v_cvt_f32_ubyte2_e32 v54, 0x42a767f5
	v_cvt_f32_ubyte2_e32 v31, v100
	v_cvt_f32_ubyte2_e32 v3, v100
	v_cvt_f32_ubyte2_e64 v5, v1
	v_cvt_f32_ubyte2_e64 v5, -1 mul:2
	v_cvt_f32_ubyte3_e32 v54, 2.0
	v_cvt_f32_ubyte3_e32 v103, flat_scratch_lo
	v_cvt_f32_ubyte3_e32 v218, s2
	v_cvt_f32_ubyte3_dpp v107, v72 row_shl:15 row_mask:0x9 bank_mask:0xe
	v_cvt_f32_ubyte3_e64 v5, v1
	v_cvt_f32_ubyte3_e64 v5, -1 mul:2
	v_cvt_u32_f64_e32 v153, v[0:1]
	v_cvt_u32_f64_e32 v87, v[8:9]
	v_cvt_u32_f64_e32 v67, v[17:18]
	v_cvt_u32_f64_e64 v5, v[1:2]
	v_cvt_u32_f64_e64 v5, -s[4:5] clamp
	v_cvt_u32_f64_e64 v5, -1
	v_cvt_f64_u32_e32 v[36:37], v254
	v_cvt_f64_u32_e32 v[76:77], vcc_lo
	v_cvt_f64_u32_e32 v[4:5], -0.5
	v_cvt_f64_u32_e64 v[5:6], v1
	v_cvt_f64_u32_e64 v[5:6], s4 clamp
	v_cvt_f64_u32_e64 v[5:6], -1 mul:2
	v_trunc_f64_e32 v[9:10], 1
	v_trunc_f64_e32 v[52:53], v[17:18]
	v_trunc_f64_e32 v[238:239], src_vccz
	v_trunc_f64_e64 v[5:6], v[1:2]
	v_trunc_f64_e64 v[5:6], -s[4:5] clamp
	v_trunc_f64_e64 v[5:6], -1 mul:2
	v_ceil_f64_e32 v[237:238], 0x4e2fbb94
	v_ceil_f64_e32 v[238:239], s[10:11]
	v_ceil_f64_e32 v[38:39], v[1:2]
	v_floor_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_ceil_f64_e64 v[5:6], v[1:2]
	v_ceil_f64_e64 v[5:6], -s[4:5] clamp
	v_ceil_f64_e64 v[5:6], -1 mul:2
	v_rndne_f64_e32 v[219:220], v[0:1]
	v_floor_f32_e32 v5, v2
	v_floor_f32_e32 v5, 1.0
	v_floor_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_rndne_f64_e64 v[5:6], v[1:2]
	v_rndne_f64_e64 v[5:6], -s[4:5] clamp
	v_rndne_f64_e64 v[5:6], -1 mul:2
	v_floor_f64_e32 v[215:216], v[2:3]
	v_floor_f64_e32 v[188:189], v[4:5]
	v_floor_f64_e32 v[164:165], ttmp[4:5]
	v_floor_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_floor_f64_e64 v[5:6], v[1:2]
	v_floor_f64_e64 v[5:6], -s[4:5] clamp
	v_floor_f64_e64 v[5:6], -1 mul:2
	v_fract_f32_e32 v189, -2.0
	v_fract_f32_e32 v138, s8
	v_fract_f32_e32 v206, v1
	v_floor_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_fract_f32_dpp v233, v132 wave_shr:1 row_mask:0xd bank_mask:0x6
	v_fract_f32_e64 v5, v1
	v_fract_f32_e64 v5, -s4 clamp
	v_fract_f32_e64 v5, -1 mul:2
	v_trunc_f32_e32 v221, 2.0
	v_trunc_f32_e32 v157, s8
	v_trunc_f32_dpp v14, -v146 row_shl:15 row_mask:0x4 bank_mask:0x6
	v_floor_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_trunc_f32_dpp v237, -v223 row_half_mirror row_mask:0xe bank_mask:0x4 bound_ctrl:1
	v_trunc_f32_e64 v5, v1
	v_trunc_f32_e64 v5, -s4 clamp
	v_trunc_f32_e64 v5, -1 mul:2
	v_ceil_f32_e32 v215, vcc_lo
	v_ceil_f32_e32 v211, src_vccz
	v_ceil_f32_e32 v220, v254
	v_ceil_f32_dpp v122, |v22| row_shl:15 row_mask:0xf bank_mask:0x8 bound_ctrl:1
	v_floor_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_ceil_f32_e64 v5, v1
	v_ceil_f32_e64 v5, -s4 clamp
	v_ceil_f32_e64 v5, -1 mul:2
	v_rndne_f32_e32 v246, flat_scratch_lo
	v_rndne_f32_e32 v30, s4
	v_rndne_f32_e32 v116, src_scc
	v_floor_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_rndne_f32_e64 v5, v1
	v_rndne_f32_e64 v5, -s4 clamp
	v_rndne_f32_e64 v5, -1 mul:2
	v_floor_f32_e32 v4, -0.5
	v_floor_f32_e32 v164, 4.0
	v_floor_f32_e32 v213, exec_hi
	v_floor_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_floor_f32_dpp v67, -|v165| row_bcast:31 row_mask:0x6 bank_mask:0xc
	v_floor_f32_dpp v234, v7 wave_rol:1 row_mask:0xb bank_mask:0xc
	v_floor_f32_e64 v5, v1
	v_floor_f32_e64 v5, -s4 clamp
	v_floor_f32_e64 v5, -1 mul:2
	v_sqrt_f32_e32 v5, v2
	v_sqrt_f32_e32 v5, 1.0
	v_exp_f32_e32 v179, v1
	v_sqrt_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_exp_f32_dpp v192, |v9| wave_shl:1 row_mask:0xf bank_mask:0xe bound_ctrl:1
	v_exp_f32_e64 v5, v1
	v_exp_f32_e64 v5, -s4 clamp
	v_exp_f32_e64 v5, -1 mul:2
	v_exp_f32_sdwa v67, -|v191| dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_log_f32_e32 v78, 0.15915494
	v_log_f32_e32 v32, v0
	v_log_f32_e32 v144, src_scc
	v_sqrt_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_log_f32_e64 v5, v1
	v_log_f32_e64 v5, -s4 clamp
	v_log_f32_e64 v5, -1 mul:2
	v_rcp_f32_e32 v93, -16
	v_rcp_f32_e32 v225, v100
	v_rcp_f32_e32 v89, s10
	v_rcp_f32_dpp v250, -|v9| wave_rol:1 row_mask:0x9 bank_mask:0x5
	v_sqrt_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_rcp_f32_e64 v5, v1
	v_rcp_f32_e64 v5, -s4 clamp
	v_rcp_f32_e64 v5, -1 mul:2
	v_rcp_iflag_f32_e32 v66, tba_lo
	v_rcp_iflag_f32_e32 v30, ttmp0
	v_rcp_iflag_f32_e32 v200, v8
	v_sqrt_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_rcp_iflag_f32_dpp v17, v206 row_shr:1 row_mask:0xf bank_mask:0x4
	v_rcp_iflag_f32_dpp v56, |v63| wave_ror:1 row_mask:0xf bank_mask:0x6 bound_ctrl:1
	v_rcp_iflag_f32_e64 v5, v1
	v_rcp_iflag_f32_e64 v5, -s4 clamp
	v_rcp_iflag_f32_e64 v5, -1 mul:2
	v_rcp_iflag_f32_sdwa v241, v54 clamp dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_rsq_f32_e32 v7, v254
	v_rsq_f32_e32 v167, src_scc
	v_rsq_f32_e32 v88, v17
	v_sqrt_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_rsq_f32_dpp v36, v7 row_bcast:31 row_mask:0xe bank_mask:0xa bound_ctrl:1
	v_rsq_f32_e64 v5, v1
	v_rsq_f32_e64 v5, -s4 clamp
	v_rsq_f32_e64 v5, -1 mul:2
	v_rsq_f32_sdwa v146, -|v39| dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_rcp_f64_e32 v[65:66], 0.15915494309189532
	v_rcp_f64_e32 v[4:5], src_execz
	v_rcp_f64_e32 v[152:153], ttmp[0:1]
	v_sqrt_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_rcp_f64_e64 v[5:6], v[1:2]
	v_rcp_f64_e64 v[5:6], -s[4:5] clamp
	v_rcp_f64_e64 v[5:6], -1 mul:2
	v_rsq_f64_e32 v[101:102], tba
	v_rsq_f64_e32 v[133:134], src_vccz
	v_rsq_f64_e32 v[68:69], v[0:1]
	v_sqrt_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_rsq_f64_e64 v[5:6], v[1:2]
	v_rsq_f64_e64 v[5:6], -s[4:5] clamp
	v_rsq_f64_e64 v[5:6], -1 mul:2
	v_sqrt_f32_e32 v127, exec_lo
	v_sqrt_f32_e32 v78, tba_lo
	v_sqrt_f32_e32 v223, v0
	v_sqrt_f32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_sqrt_f32_dpp v142, |v63| quad_perm:[3,2,1,0] row_mask:0x7 bank_mask:0x9
	v_sqrt_f32_e64 v5, v1
	v_sqrt_f32_e64 v5, -s4 clamp
	v_sqrt_f32_e64 v5, -1 mul:2
	v_sqrt_f32_sdwa v116, -v32 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_sqrt_f64_e32 v[70:71], v[1:2]
	v_sqrt_f64_e32 v[163:164], -1.0
	v_sqrt_f64_e32 v[161:162], s[100:101]
	v_ffbh_i32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_sqrt_f64_e64 v[5:6], v[1:2]
	v_sqrt_f64_e64 v[5:6], -s[4:5] clamp
	v_sqrt_f64_e64 v[5:6], -1 mul:2
	v_sin_f32_e32 v16, 64
	v_sin_f32_e32 v106, -1.0
	v_sin_f32_dpp v75, -v234 row_mirror row_mask:0x4 bank_mask:0x3
	v_ffbh_i32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_sin_f32_dpp v182, v198 wave_shr:1 row_mask:0xd bank_mask:0x9
	v_sin_f32_e64 v5, v1
	v_sin_f32_e64 v5, -s4 clamp
	v_sin_f32_e64 v5, -1 mul:2
	v_cos_f32_e32 v50, 4.0
	v_cos_f32_e32 v252, v100
	v_cos_f32_e32 v201, v8
	v_ffbh_i32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cos_f32_dpp v97, -|v93| row_bcast:31 row_mask:0x4 bank_mask:0xc bound_ctrl:1
	v_cos_f32_dpp v120, |v247| quad_perm:[0,1,2,3] row_mask:0x6 bank_mask:0xb bound_ctrl:1
	v_cos_f32_e64 v5, v1
	v_cos_f32_e64 v5, -s4 clamp
	v_cos_f32_e64 v5, -1 mul:2
	v_not_b32_e32 v248, v1
	v_not_b32_e32 v75, v1
	v_ffbh_i32_e32 v5, v2
	v_ffbh_i32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_not_b32_e64 v5, v1
	v_not_b32_e64 v5, s4
	v_not_b32_e64 v5, -1
	v_bfrev_b32_e32 v66, v4
	v_bfrev_b32_e32 v52, v2
	v_bfrev_b32_e32 v43, 1.0
	v_ffbh_i32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_bfrev_b32_e64 v5, v1
	v_bfrev_b32_e64 v5, s4
	v_bfrev_b32_e64 v5, -1
	v_bfrev_b32_sdwa v9, v12 clamp dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:DWORD
	v_ffbh_u32_e32 v244, flat_scratch_lo
	v_ffbh_u32_e32 v127, 0.15915494
	v_ffbh_u32_e32 v1, 0.15915494
	v_ffbh_i32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_ffbh_u32_e64 v5, v1
	v_ffbh_u32_e64 v5, s4
	v_ffbh_u32_e64 v5, -1
	v_ffbl_b32_e32 v113, v4
	v_ffbl_b32_e32 v40, -1.0
	v_ffbl_b32_e32 v125, -8
	v_ffbh_i32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_ffbl_b32_e64 v5, v1
	v_ffbl_b32_e64 v5, s4
	v_ffbl_b32_e64 v5, -1
	v_ffbh_i32_e32 v190, s100
	v_ffbh_i32_e32 v248, -4.0
	v_ffbh_i32_e32 v98, s100
	v_ffbh_i32_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_ffbh_i32_dpp v200, v251 quad_perm:[0,1,2,3] row_mask:0xa bank_mask:0xc
	v_ffbh_i32_e64 v5, v1
	v_ffbh_i32_e64 v5, s4
	v_ffbh_i32_e64 v5, -1
	v_frexp_exp_i32_f64_e32 v76, 1.0
	v_frexp_exp_i32_f64_e32 v182, v[2:3]
	v_frexp_exp_i32_f64_e32 v40, v[17:18]
	v_frexp_exp_i32_f64_e64 v5, v[1:2]
	v_frexp_exp_i32_f64_e64 v5, -s[4:5] clamp
	v_frexp_exp_i32_f64_e64 v5, -1
	v_frexp_mant_f64_e32 v[235:236], src_vccz
	v_frexp_mant_f64_e32 v[242:243], ttmp[4:5]
	v_frexp_mant_f64_e32 v[253:254], v[2:3]
	v_frexp_mant_f64_e64 v[5:6], v[1:2]
	v_frexp_mant_f64_e64 v[5:6], -s[4:5] clamp
	v_frexp_mant_f64_e64 v[5:6], -1 mul:2
	v_fract_f64_e32 v[111:112], 2.0
	v_fract_f64_e32 v[132:133], 0
	v_movrels_b32_e32 v5, v2
	v_fract_f64_e64 v[5:6], v[1:2]
	v_fract_f64_e64 v[5:6], -s[4:5] clamp
	v_fract_f64_e64 v[5:6], -1 mul:2
	v_frexp_exp_i32_f32_e32 v242, 1.0
	v_frexp_exp_i32_f32_e32 v223, -2.0
	v_frexp_exp_i32_f32_e32 v38, exec_hi
	v_frexp_exp_i32_f32_dpp v148, v57 row_ror:1 row_mask:0xa bank_mask:0xa
	v_frexp_exp_i32_f32_dpp v223, |v96| row_bcast:31 row_mask:0xb bank_mask:0x4
	v_frexp_exp_i32_f32_e64 v5, v1
	v_frexp_exp_i32_f32_e64 v5, -s4 clamp
	v_frexp_exp_i32_f32_e64 v5, -1
	v_frexp_mant_f32_e32 v194, m0
	v_frexp_mant_f32_e32 v28, v8
	v_frexp_mant_f32_e32 v56, 1
	v_frexp_mant_f32_dpp v25, -|v129| wave_rol:1 row_mask:0x8 bank_mask:0xf
	v_frexp_mant_f32_dpp v173, v184 wave_rol:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1
	v_frexp_mant_f32_e64 v5, v1
	v_frexp_mant_f32_e64 v5, -s4 clamp
	v_frexp_mant_f32_e64 v5, -1 mul:2
	v_movrels_b32_e32 v5, v2
	v_movreld_b32_e32 v131, v2
	v_movreld_b32_e32 v188, v4
	v_movreld_b32_e32 v167, v100
	v_movreld_b32_e64 v5, v1
	v_movreld_b32_e64 v5, -1
	v_movrels_b32_e32 v29, v4
	v_movrels_b32_e32 v99, v4
	v_movrels_b32_e64 v5, v1
	v_movrelsd_b32_e32 v165, v8
	v_movrelsd_b32_e32 v42, v254
	v_movrelsd_b32_e32 v151, v17
	v_rsq_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_movrelsd_b32_e64 v5, v1
	v_cvt_f16_u16_e32 v210, v255
	v_cvt_f16_u16_e32 v151, vcc_lo
	v_cvt_f16_u16_e32 v80, s10
	v_rsq_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cvt_f16_u16_e64 v5, v1
	v_cvt_f16_u16_e64 v5, s4 clamp
	v_cvt_f16_u16_e64 v5, -1 mul:2
	v_cvt_f16_i16_e32 v25, -1
	v_cvt_f16_i16_e32 v69, src_scc
	v_cvt_f16_i16_e32 v253, 0xbc00
	v_rsq_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cvt_f16_i16_e64 v5, v1
	v_cvt_f16_i16_e64 v5, s4 clamp
	v_cvt_f16_i16_e64 v5, -1 mul:2
	v_cvt_u16_f16_e32 v198, ttmp0
	v_cvt_u16_f16_e32 v30, v255
	v_cvt_u16_f16_e32 v138, -8
	v_rsq_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cvt_u16_f16_e64 v5, v1
	v_cvt_u16_f16_e64 v5, -s4 clamp
	v_cvt_u16_f16_e64 v5, -1
	v_cvt_i16_f16_e32 v240, v254
	v_cvt_i16_f16_e32 v207, v8
	v_cvt_i16_f16_e32 v98, 0
	v_rsq_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cvt_i16_f16_dpp v158, -v173 wave_shr:1 row_mask:0xd bank_mask:0x5
	v_cvt_i16_f16_dpp v238, v169 wave_rol:1 row_mask:0x2 bank_mask:0x0 bound_ctrl:1
	v_cvt_i16_f16_e64 v5, v1
	v_cvt_i16_f16_e64 v5, -s4 clamp
	v_cvt_i16_f16_e64 v5, -1
	v_cvt_i16_f16_sdwa v7, v180 clamp dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_rcp_f16_e32 v121, s4
	v_rcp_f16_e32 v81, -0.5
	v_rcp_f16_e32 v147, 4.0
	v_rsq_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_rcp_f16_dpp v255, v24 wave_ror:1 row_mask:0x4 bank_mask:0x1 bound_ctrl:1
	v_rcp_f16_dpp v52, |v64| row_shl:15 row_mask:0x5 bank_mask:0x6 bound_ctrl:1
	v_rcp_f16_e64 v5, v1
	v_rcp_f16_e64 v5, -s4 clamp
	v_rcp_f16_e64 v5, -1 mul:2
	v_rcp_f16_sdwa v221, v187 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_sqrt_f16_e32 v17, v2
	v_sqrt_f16_e32 v30, src_scc
	v_sqrt_f16_e32 v182, v0
	v_sqrt_f16_dpp v186, |v127| wave_shl:1 row_mask:0xa bank_mask:0x6
	v_rsq_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_sqrt_f16_dpp v190, |v158| row_shl:15 row_mask:0xd bank_mask:0xd bound_ctrl:1
	v_sqrt_f16_e64 v5, v1
	v_sqrt_f16_e64 v5, -s4 clamp
	v_sqrt_f16_e64 v5, -1 mul:2
	v_sqrt_f16_sdwa v245, -v2 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:DWORD
	v_rsq_f16_e32 v85, src_vccz
	v_rsq_f16_e32 v97, s100
	v_rsq_f16_e32 v5, v2
	v_rsq_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_rsq_f16_dpp v123, -v136 row_shr:1 row_mask:0xe bank_mask:0x8
	v_rsq_f16_e64 v5, v1
	v_rsq_f16_e64 v5, -s4 clamp
	v_rsq_f16_e64 v5, -1 mul:2
	v_log_f16_e32 v169, v1
	v_log_f16_e32 v80, ttmp4
	v_log_f16_e32 v128, v255
	v_rndne_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_log_f16_dpp v190, -|v123| wave_rol:1 row_mask:0x0 bank_mask:0x1 bound_ctrl:1
	v_log_f16_dpp v3, |v174| row_shr:1 row_mask:0x3 bank_mask:0x4 bound_ctrl:1
	v_log_f16_e64 v5, v1
	v_log_f16_e64 v5, -s4 clamp
	v_log_f16_e64 v5, -1 mul:2
	v_exp_f16_e32 v186, 1.0
	v_exp_f16_e32 v85, exec_hi
	v_exp_f16_e32 v85, 4.0
	v_rndne_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_exp_f16_dpp v51, v76 wave_shr:1 row_mask:0x6 bank_mask:0x9 bound_ctrl:1
	v_exp_f16_dpp v162, -v208 row_shl:1 row_mask:0xf bank_mask:0xf
	v_exp_f16_e64 v5, v1
	v_exp_f16_e64 v5, -s4 clamp
	v_exp_f16_e64 v5, -1 mul:2
	v_frexp_mant_f16_e32 v254, -16
	v_frexp_mant_f16_e32 v212, v17
	v_frexp_mant_f16_e32 v101, vcc_hi
	v_rndne_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_frexp_mant_f16_dpp v3, |v53| row_shl:1 row_mask:0x1 bank_mask:0x5
	v_frexp_mant_f16_dpp v53, -|v34| wave_rol:1 row_mask:0x3 bank_mask:0x6 bound_ctrl:1
	v_frexp_mant_f16_e64 v5, v1
	v_frexp_mant_f16_e64 v5, -s4 clamp
	v_frexp_mant_f16_e64 v5, -1 mul:2
	v_frexp_exp_i16_f16_e32 v119, 12
	v_frexp_exp_i16_f16_e32 v207, v2
	v_frexp_exp_i16_f16_e32 v120, src_scc
	v_rndne_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_frexp_exp_i16_f16_dpp v126, -v253 wave_rol:1 row_mask:0xd bank_mask:0x2
	v_frexp_exp_i16_f16_dpp v68, -v28 wave_shl:1 row_mask:0xe bank_mask:0x4
	v_frexp_exp_i16_f16_e64 v5, v1
	v_frexp_exp_i16_f16_e64 v5, -s4 clamp
	v_frexp_exp_i16_f16_e64 v5, -1
	v_floor_f16_e32 v183, s2
	v_floor_f16_e32 v51, v0
	v_floor_f16_e32 v32, ttmp4
	v_floor_f16_dpp v123, -|v106| row_shl:1 row_mask:0x9 bank_mask:0x6 bound_ctrl:1
	v_rndne_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_floor_f16_dpp v188, |v145| quad_perm:[0,0,0,0] row_mask:0x6 bank_mask:0x7 bound_ctrl:1
	v_floor_f16_e64 v5, v1
	v_floor_f16_e64 v5, -s4 clamp
	v_floor_f16_e64 v5, -1 mul:2
	v_ceil_f16_e32 v218, 0
	v_ceil_f16_e32 v5, v255
	v_ceil_f16_e32 v190, v255
	v_rndne_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_ceil_f16_dpp v242, -|v225| quad_perm:[0,0,0,0] row_mask:0x5 bank_mask:0xb bound_ctrl:1
	v_ceil_f16_dpp v127, v191 row_shr:1 row_mask:0x8 bank_mask:0x8 bound_ctrl:1
	v_ceil_f16_e64 v5, v1
	v_ceil_f16_e64 v5, -s4 clamp
	v_ceil_f16_e64 v5, -1 mul:2
	v_trunc_f16_e32 v58, v17
	v_trunc_f16_e32 v193, 0.15915494
	v_trunc_f16_e32 v198, -2.0
	v_rndne_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_trunc_f16_e64 v5, v1
	v_trunc_f16_e64 v5, -s4 clamp
	v_trunc_f16_e64 v5, -1 mul:2
	v_trunc_f16_sdwa v227, -v222 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0
	v_rndne_f16_e32 v127, v17
	v_rndne_f16_e32 v72, ttmp0
	v_rndne_f16_e32 v209, src_execz
	v_rndne_f16_dpp v5, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_rndne_f16_dpp v159, -|v195| wave_rol:1 row_mask:0x3 bank_mask:0x9 bound_ctrl:1
	v_rndne_f16_dpp v11, -v33 row_bcast:15 row_mask:0x9 bank_mask:0xe bound_ctrl:1
	v_rndne_f16_e64 v5, v1
	v_rndne_f16_e64 v5, -s4 clamp
	v_rndne_f16_e64 v5, -1 mul:2
	v_fract_f16_e32 v198, v4
	v_fract_f16_e32 v160, v17
	v_fract_f16_e32 v182, -2.0
	v_fract_f16_dpp v68, |v112| wave_rol:1 row_mask:0x5 bank_mask:0x5
	v_fract_f16_dpp v122, |v189| wave_ror:1 row_mask:0xf bank_mask:0x3 bound_ctrl:1
	v_fract_f16_e64 v5, v1
	v_fract_f16_e64 v5, -s4 clamp
	v_fract_f16_e64 v5, -1 mul:2
	v_sin_f16_e32 v224, v0
	v_sin_f16_e32 v136, v4
	v_sin_f16_e32 v112, exec_lo
	v_sin_f16_dpp v169, -v186 wave_shl:1 row_mask:0xc bank_mask:0xd bound_ctrl:1
	v_sin_f16_dpp v61, -|v35| quad_perm:[0,0,0,0] row_mask:0x1 bank_mask:0xe bound_ctrl:1
	v_sin_f16_e64 v5, v1
	v_sin_f16_e64 v5, -s4 clamp
	v_sin_f16_e64 v5, -1 mul:2
	v_cos_f16_e32 v34, 0.15915494
	v_cos_f16_e32 v158, v8
	v_cos_f16_e32 v82, exec_lo
	v_cos_f16_dpp v176, -v16 row_half_mirror row_mask:0x8 bank_mask:0xf bound_ctrl:1
	v_cos_f16_dpp v109, |v174| row_shl:1 row_mask:0x8 bank_mask:0xc bound_ctrl:1
	v_cos_f16_dpp v81, |v229| row_shr:1 row_mask:0xb bank_mask:0x3
	v_cos_f16_e64 v5, v1
	v_cos_f16_e64 v5, -s4 clamp
	v_cos_f16_e64 v5, -1 mul:2
	v_exp_legacy_f32_e32 v47, v0
	v_exp_legacy_f32_e32 v12, src_execz
	v_exp_legacy_f32_e32 v42, -1
	v_exp_legacy_f32_dpp v236, -v67 row_half_mirror row_mask:0xa bank_mask:0x9
	v_exp_legacy_f32_dpp v23, -v230 quad_perm:[0,1,2,3] row_mask:0x8 bank_mask:0x8 bound_ctrl:1
	v_exp_legacy_f32_e64 v5, v1
	v_exp_legacy_f32_e64 v5, -s4 clamp
	v_exp_legacy_f32_e64 v5, -1 mul:2
	v_log_legacy_f32_e32 v203, 4.0
	v_log_legacy_f32_e32 v73, v2
	v_log_legacy_f32_e32 v15, ttmp0
	v_log_legacy_f32_dpp v121, v231 row_half_mirror row_mask:0x1 bank_mask:0x9 bound_ctrl:1
	v_log_legacy_f32_dpp v138, -|v109| row_mirror row_mask:0x6 bank_mask:0x8 bound_ctrl:1
	v_log_legacy_f32_e64 v5, v1
	v_log_legacy_f32_e64 v5, -s4 clamp
	v_log_legacy_f32_e64 v5, -1 mul:2
	v_log_legacy_f32_sdwa v177, v84 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_cndmask_b32_e32 v90, v255, v21, vcc
	v_cndmask_b32_e32 v45, v1, v67, vcc
	v_cndmask_b32_dpp v27, v47, v167, vcc row_bcast:15 row_mask:0xb bank_mask:0xb
	v_cndmask_b32_dpp v63, v134, v77, vcc row_shl:1 row_mask:0x7 bank_mask:0xa
	v_cndmask_b32_dpp v5, v3, v7, vcc quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e64 v214, |v17|, |v4|, s[10:11]
	v_cndmask_b32_e64 v5, v1, v2, s[8:9]
	v_cndmask_b32_e64 v5, -1, 1, s[8:9]
	v_cndmask_b32_sdwa v5, v3, v7, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_cndmask_b32_sdwa v72, sext(v98), v232, vcc dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:DWORD
	v_add_f32_e32 v85, s4, v168
	v_add_f32_e32 v207, v4, v208
	v_add_f32_e32 v5, v2, v7
	v_add_f32_dpp v152, v114, v239 wave_shr:1 row_mask:0x6 bank_mask:0xe bound_ctrl:1
	v_add_f32_dpp v161, |v45|, -v108 row_shr:1 row_mask:0x6 bank_mask:0x9 bound_ctrl:1
	v_add_f32_dpp v141, v231, -v135 row_half_mirror row_mask:0xf bank_mask:0x2 bound_ctrl:1
	v_add_f32_e64 v5, v1, v2
	v_add_f32_e64 v5, -s4, |1.0| clamp
	v_add_f32_e64 v5, -1, 1 mul:2
	v_add_f32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_f32_sdwa v185, |v0|, -v226 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:DWORD
	v_add_f32_sdwa v168, v91, -|v143| dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_1
	v_sub_f32_e32 v158, v4, v250
	v_sub_f32_e32 v140, v100, v77
	v_sub_f32_e32 v51, 2.0, v202
	v_sub_f32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_sub_f32_dpp v100, -|v169|, -|v119| row_ror:1 row_mask:0xf bank_mask:0xc bound_ctrl:1
	v_sub_f32_dpp v168, |v155|, |v76| wave_ror:1 row_mask:0x7 bank_mask:0xb
	v_sub_f32_e64 v5, v1, v2
	v_sub_f32_e64 v5, -s4, |1.0| clamp
	v_sub_f32_e64 v5, -1, 1 mul:2
	v_sub_f32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_sub_f32_sdwa v164, -|v235|, |v236| dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:BYTE_0
	v_sub_f32_sdwa v225, |v38|, |v241| dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:BYTE_1
	v_subrev_f32_e32 v241, v100, v185
	v_subrev_f32_e32 v57, src_scc, v245
	v_subrev_f32_e32 v246, v0, v13
	v_subrev_f32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_subrev_f32_dpp v227, -v238, v196 quad_perm:[3,2,1,0] row_mask:0x7 bank_mask:0x4 bound_ctrl:1
	v_subrev_f32_dpp v109, -|v99|, |v96| row_shl:15 row_mask:0x6 bank_mask:0x8 bound_ctrl:1
	v_subrev_f32_e64 v5, v1, v2
	v_subrev_f32_e64 v5, -s4, |1.0| clamp
	v_subrev_f32_e64 v5, -1, 1 mul:2
	v_subrev_f32_sdwa v122, -|v180|, v172 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:BYTE_1
	v_subrev_f32_sdwa v194, |v220|, v80 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_subrev_f32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mul_legacy_f32_e32 v169, src_vccz, v80
	v_mul_legacy_f32_e32 v99, v1, v64
	v_mul_legacy_f32_e32 v132, v2, v114
	v_mul_legacy_f32_dpp v68, v139, -v103 wave_shr:1 row_mask:0xa bank_mask:0x9 bound_ctrl:1
	v_mul_legacy_f32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_mul_legacy_f32_dpp v8, |v199|, |v179| wave_rol:1 row_mask:0xd bank_mask:0x9 bound_ctrl:1
	v_mul_legacy_f32_e64 v5, v1, v2
	v_mul_legacy_f32_e64 v5, -s4, |1.0| clamp
	v_mul_legacy_f32_e64 v5, -1, 1 mul:2
	v_mul_legacy_f32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mul_legacy_f32_sdwa v24, |v65|, v245 clamp dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_mul_legacy_f32_sdwa v190, -v214, v2 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:BYTE_0
	v_mul_f32_e32 v92, -2.0, v157
	v_mul_f32_e32 v13, v1, v129
	v_mul_f32_e32 v5, v2, v7
	v_mul_f32_dpp v135, -v123, |v137| quad_perm:[0,0,0,0] row_mask:0x5 bank_mask:0x8 bound_ctrl:1
	v_mul_f32_dpp v171, v72, |v52| wave_rol:1 row_mask:0xf bank_mask:0xe bound_ctrl:1
	v_mul_f32_dpp v62, -v155, -v223 row_bcast:15 row_mask:0xc bank_mask:0x9
	v_mul_f32_e64 v5, v1, v2
	v_mul_f32_e64 v5, -s4, |1.0| clamp
	v_mul_f32_e64 v5, -1, 1 mul:2
	v_mul_f32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mul_f32_sdwa v42, |v198|, -v7 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:DWORD
	v_mul_f32_sdwa v36, -v6, -v63 clamp dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:BYTE_0
	v_mul_i32_i24_e32 v188, v255, v228
	v_mul_i32_i24_e32 v140, -1, v26
	v_mul_i32_i24_e32 v18, src_scc, v123
	v_mul_i32_i24_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_mul_i32_i24_e64 v5, v1, v2
	v_mul_i32_i24_e64 v5, s4, 1.0
	v_mul_i32_i24_e64 v5, -1, 1
	v_mul_i32_i24_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mul_i32_i24_sdwa v183, sext(v139), sext(v9) clamp dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_1
	v_mul_hi_i32_i24_e32 v34, exec_lo, v194
	v_mul_hi_i32_i24_e32 v119, -0.5, v62
	v_mul_hi_i32_i24_e32 v165, s100, v111
	v_mul_hi_i32_i24_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_mul_hi_i32_i24_e64 v5, v1, v2
	v_mul_hi_i32_i24_e64 v5, s4, 1.0
	v_mul_hi_i32_i24_e64 v5, -1, 1
	v_mul_hi_i32_i24_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mul_u32_u24_e32 v227, v4, v240
	v_mul_u32_u24_e32 v244, v2, v195
	v_mul_u32_u24_e32 v31, v255, v5
	v_mul_u32_u24_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_mul_u32_u24_dpp v203, v73, v94 quad_perm:[3,2,1,0] row_mask:0x4 bank_mask:0x3 bound_ctrl:1
	v_mul_u32_u24_e64 v5, v1, v2
	v_mul_u32_u24_e64 v5, s4, 1.0
	v_mul_u32_u24_e64 v5, -1, 1
	v_mul_u32_u24_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mul_hi_u32_u24_e32 v246, -8, v246
	v_mul_hi_u32_u24_e32 v84, tba_lo, v210
	v_mul_hi_u32_u24_e32 v189, v255, v175
	v_mul_hi_u32_u24_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_mul_hi_u32_u24_dpp v164, v97, v100 quad_perm:[3,2,1,0] row_mask:0x2 bank_mask:0x8 bound_ctrl:1
	v_mul_hi_u32_u24_e64 v5, v1, v2
	v_mul_hi_u32_u24_e64 v5, s4, 1.0
	v_mul_hi_u32_u24_e64 v5, -1, 1
	v_mul_hi_u32_u24_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_min_f32_e32 v136, 1.0, v48
	v_min_f32_e32 v32, 12, v138
	v_min_f32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_min_f32_dpp v180, |v121|, |v64| wave_rol:1 row_mask:0x1 bank_mask:0x1 bound_ctrl:1
	v_min_f32_dpp v170, -v41, v171 row_half_mirror row_mask:0xf bank_mask:0x1
	v_min_f32_e64 v5, v1, v2
	v_min_f32_e64 v5, -s4, |1.0| clamp
	v_min_f32_e64 v5, -1, 1 mul:2
	v_min_f32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_min_f32_sdwa v187, -v47, -|v229| clamp dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_min_f32_sdwa v171, v76, v9 clamp dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD
	v_max_f32_e32 v132, v2, v146
	v_max_f32_e32 v35, v0, v223
	v_max_f32_e32 v152, v255, v225
	v_max_f32_dpp v70, v40, -v54 wave_shl:1 row_mask:0x4 bank_mask:0x0
	v_max_f32_dpp v64, v214, |v73| wave_rol:1 row_mask:0x8 bank_mask:0x7 bound_ctrl:1
	v_max_f32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_max_f32_e64 v5, v1, v2
	v_max_f32_e64 v5, -s4, |1.0| clamp
	v_max_f32_e64 v5, -1, 1 mul:2
	v_max_f32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_f32_sdwa v206, -v103, -v58 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_0
	v_max_f32_sdwa v170, -v224, |v186| clamp dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:BYTE_0
	v_min_i32_e32 v98, 0x7bbd9019, v252
	v_min_i32_e32 v197, v8, v209
	v_min_i32_e32 v218, v8, v55
	v_min_i32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_min_i32_e64 v5, v1, v2
	v_min_i32_e64 v5, s4, 1.0
	v_min_i32_e64 v5, -1, 1
	v_min_i32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_i32_e32 v140, 2.0, v88
	v_max_i32_e32 v1, v0, v54
	v_max_i32_e32 v222, v1, v205
	v_max_i32_dpp v154, v145, v111 quad_perm:[0,1,2,3] row_mask:0xe bank_mask:0x6
	v_max_i32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_max_i32_dpp v117, v181, v233 row_bcast:31 row_mask:0x7 bank_mask:0x4
	v_max_i32_e64 v5, v1, v2
	v_max_i32_e64 v5, s4, 1.0
	v_max_i32_e64 v5, -1, 1
	v_max_i32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_min_u32_e32 v104, s100, v172
	v_min_u32_e32 v22, ttmp0, v97
	v_min_u32_e32 v215, -4.0, v14
	v_min_u32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_min_u32_e64 v5, v1, v2
	v_min_u32_e64 v5, s4, 1.0
	v_min_u32_e64 v5, -1, 1
	v_min_u32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_u32_e32 v169, 4.0, v197
	v_max_u32_e32 v246, v0, v58
	v_max_u32_e32 v199, s2, v169
	v_max_u32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_max_u32_e64 v5, v1, v2
	v_max_u32_e64 v5, s4, 1.0
	v_max_u32_e64 v5, -1, 1
	v_max_u32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_u32_sdwa v143, v94, v78 dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:DWORD
	v_lshrrev_b32_e32 v108, s10, v15
	v_lshrrev_b32_e32 v189, v1, v103
	v_lshrrev_b32_e32 v176, v8, v193
	v_lshrrev_b32_dpp v216, v187, v96 wave_ror:1 row_mask:0x4 bank_mask:0x1
	v_lshrrev_b32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_lshrrev_b32_e64 v5, v1, v2
	v_lshrrev_b32_e64 v5, s4, 1.0
	v_lshrrev_b32_e64 v5, -1, 1
	v_lshrrev_b32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_ashrrev_i32_e32 v48, v254, v91
	v_ashrrev_i32_e32 v74, m0, v188
	v_ashrrev_i32_e32 v88, 0.5, v52
	v_ashrrev_i32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_ashrrev_i32_e64 v5, v1, v2
	v_ashrrev_i32_e64 v5, s4, 1.0
	v_ashrrev_i32_e64 v5, -1, 1
	v_ashrrev_i32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b32_e32 v117, v4, v252
	v_lshlrev_b32_e32 v134, 1.0, v38
	v_lshlrev_b32_e32 v107, 0x5b1f1253, v242
	v_lshlrev_b32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_lshlrev_b32_e64 v5, v1, v2
	v_lshlrev_b32_e64 v5, s4, 1.0
	v_lshlrev_b32_e64 v5, -1, 1
	v_lshlrev_b32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v227, s4, v49
	v_and_b32_e32 v212, -2.0, v191
	v_and_b32_e32 v174, v4, v218
	v_and_b32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_and_b32_e64 v5, v1, v2
	v_and_b32_e64 v5, s4, 1.0
	v_and_b32_e64 v5, -1, 1
	v_and_b32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v164, exec_lo, v47
	v_or_b32_e32 v109, v0, v55
	v_or_b32_e32 v125, v255, v60
	v_or_b32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_or_b32_e64 v5, v1, v2
	v_or_b32_e64 v5, s4, 1.0
	v_or_b32_e64 v5, -1, 1
	v_or_b32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v68, v123, sext(v209) dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:BYTE_0
	v_xor_b32_e32 v52, v1, v70
	v_xor_b32_e32 v74, s100, v82
	v_xor_b32_e32 v251, 12, v16
	v_xor_b32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_xor_b32_dpp v191, v8, v135 quad_perm:[3,2,1,0] row_mask:0x1 bank_mask:0xd bound_ctrl:1
	v_xor_b32_dpp v228, v188, v140 quad_perm:[3,2,1,0] row_mask:0x4 bank_mask:0xe
	v_xor_b32_e64 v5, v1, v2
	v_xor_b32_e64 v5, s4, 1.0
	v_xor_b32_e64 v5, -1, 1
	v_xor_b32_sdwa v108, sext(v29), v23 clamp dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_1
	v_xor_b32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_xor_b32_sdwa v124, v209, v195 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mac_f32_e32 v8, 0x9327dabf, v49
	v_mac_f32_e32 v64, 2.0, v115
	v_mac_f32_e32 v181, v255, v111
	v_mac_f32_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_mac_f32_dpp v215, -|v133|, -v23 wave_shr:1 row_mask:0xb bank_mask:0x1 bound_ctrl:1
	v_mac_f32_dpp v227, v171, -v62 row_bcast:15 row_mask:0xc bank_mask:0x6 bound_ctrl:1
	v_mac_f32_e64 v5, v1, v2
	v_mac_f32_e64 v5, -s4, |1.0| clamp
	v_mac_f32_e64 v5, -1, 1 mul:2
	v_mac_f32_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_madmk_f32 v212, 4.0, 0xaa378f44, v79
	v_madmk_f32 v225, -4.0, 0x3f800000, v78
	v_add_u32_e32 v85, vcc, src_scc, v253
	v_add_u32_e32 v92, vcc, -0.5, v123
	v_add_u32_e32 v17, vcc, 0.5, v203
	v_add_u32_dpp v71, vcc, v74, v229 wave_shl:1 row_mask:0xd bank_mask:0xc bound_ctrl:1
	v_add_u32_dpp v5, vcc, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_add_u32_e64 v5, s[6:7], v1, v2
	v_add_u32_e64 v5, s[6:7], s4, 1.0
	v_add_u32_e64 v5, s[6:7], -1, 1
	v_add_u32_sdwa v5, vcc, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_u32_sdwa v121, vcc, sext(v150), sext(v254) clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:BYTE_0
	v_sub_u32_e32 v231, vcc, s8, v221
	v_sub_u32_e32 v106, vcc, vcc_hi, v181
	v_sub_u32_e32 v67, vcc, 64, v241
	v_sub_u32_dpp v5, vcc, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_sub_u32_dpp v25, vcc, v102, v131 row_bcast:31 row_mask:0x6 bank_mask:0xf bound_ctrl:1
	v_sub_u32_e64 v5, s[6:7], v1, v2
	v_sub_u32_e64 v5, s[6:7], s4, 1.0
	v_sub_u32_e64 v5, s[6:7], -1, 1
	v_sub_u32_sdwa v5, vcc, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_subrev_u32_e32 v83, vcc, v0, v36
	v_subrev_u32_e32 v103, vcc, 1.0, v90
	v_subrev_u32_e32 v12, vcc, 1, v6
	v_subrev_u32_dpp v5, vcc, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_subrev_u32_dpp v129, vcc, v106, v195 quad_perm:[0,1,2,3] row_mask:0x6 bank_mask:0xb
	v_subrev_u32_dpp v93, vcc, v1, v144 row_bcast:15 row_mask:0x3 bank_mask:0xc
	v_subrev_u32_e64 v5, s[6:7], v1, v2
	v_subrev_u32_e64 v5, s[6:7], s4, 1.0
	v_subrev_u32_e64 v5, s[6:7], -1, 1
	v_subrev_u32_sdwa v5, vcc, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_addc_u32_e32 v116, vcc, 0, v237, vcc
	v_addc_u32_dpp v122, vcc, v102, v240, vcc row_ror:1 row_mask:0x9 bank_mask:0x9
	v_addc_u32_dpp v5, vcc, v3, v7, vcc quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_addc_u32_dpp v135, vcc, v151, v139, vcc quad_perm:[0,0,0,0] row_mask:0x6 bank_mask:0x5 bound_ctrl:1
	v_addc_u32_sdwa v5, vcc, v3, v7, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_subb_u32_e32 v64, vcc, -1, v252, vcc
	v_subb_u32_e32 v38, vcc, -16, v70, vcc
	v_subb_u32_dpp v5, vcc, v3, v7, vcc quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_subb_u32_dpp v83, vcc, v157, v25, vcc quad_perm:[0,0,0,0] row_mask:0x9 bank_mask:0xa
	v_subb_u32_sdwa v5, vcc, v3, v7, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_subb_u32_sdwa v149, vcc, v195, v158, vcc clamp dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_1
	v_subb_u32_sdwa v251, vcc, v95, sext(v244), vcc clamp dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:BYTE_1
	v_subbrev_u32_e32 v22, vcc, 1.0, v130, vcc
	v_subbrev_u32_e32 v69, vcc, v100, v39, vcc
	v_subbrev_u32_dpp v5, vcc, v3, v7, vcc quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_subbrev_u32_dpp v93, vcc, v75, v230, vcc wave_shr:1 row_mask:0x3 bank_mask:0x0 bound_ctrl:1
	v_subbrev_u32_e64 v5, s[6:7], v1, v2, s[8:9]
	v_subbrev_u32_sdwa v5, vcc, v3, v7, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_f16_e32 v108, 12, v249
	v_add_f16_e32 v0, exec_lo, v107
	v_add_f16_e32 v186, v255, v198
	v_add_f16_dpp v76, -|v81|, -|v25| quad_perm:[0,1,2,3] row_mask:0x2 bank_mask:0x9 bound_ctrl:1
	v_add_f16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_add_f16_dpp v230, -v155, -|v137| wave_rol:1 row_mask:0xb bank_mask:0x1 bound_ctrl:1
	v_add_f16_e64 v5, v1, v2
	v_add_f16_e64 v5, -s4, |1.0| clamp
	v_add_f16_e64 v5, -1, 1 mul:2
	v_add_f16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_f16_sdwa v199, -v231, v150 dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_0
	v_add_f16_sdwa v92, |v65|, -|v86| dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:BYTE_1
	v_sub_f16_e32 v63, vcc_lo, v205
	v_sub_f16_e32 v5, v2, v7
	v_sub_f16_e32 v5, 0, v7
	v_sub_f16_dpp v33, |v50|, -|v207| wave_shr:1 row_mask:0x3 bank_mask:0x7
	v_sub_f16_dpp v108, -|v9|, -v104 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x7
	v_sub_f16_dpp v116, |v63|, |v64| row_ror:1 row_mask:0x0 bank_mask:0x5
	v_sub_f16_e64 v5, v1, v2
	v_sub_f16_e64 v5, -s4, |1.0| clamp
	v_sub_f16_e64 v5, -1, 1 mul:2
	v_sub_f16_sdwa v168, -|v121|, -|v103| clamp dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_sub_f16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_sub_f16_sdwa v152, |v106|, -v11 clamp dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:DWORD
	v_subrev_f16_e32 v101, -16, v142
	v_subrev_f16_e32 v54, v2, v156
	v_subrev_f16_e32 v37, v8, v243
	v_subrev_f16_dpp v120, -|v102|, -v227 row_shl:15 row_mask:0x3 bank_mask:0x2
	v_subrev_f16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_subrev_f16_dpp v38, -v12, v31 wave_shr:1 row_mask:0x8 bank_mask:0x3 bound_ctrl:1
	v_subrev_f16_e64 v5, v1, v2
	v_subrev_f16_e64 v5, -s4, |1.0| clamp
	v_subrev_f16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_subrev_f16_sdwa v217, |v39|, -v97 clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:BYTE_0
	v_mul_f16_e32 v109, s100, v102
	v_mul_f16_e32 v106, v254, v168
	v_mul_f16_e32 v182, v0, v252
	v_mul_f16_dpp v59, |v84|, |v67| row_shl:1 row_mask:0x9 bank_mask:0xd
	v_mul_f16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_mul_f16_dpp v178, -|v181|, -v175 wave_shr:1 row_mask:0xb bank_mask:0x5 bound_ctrl:1
	v_mul_f16_e64 v5, v1, v2
	v_mul_f16_e64 v5, -s4, |1.0| clamp
	v_mul_f16_e64 v5, -1, 1 mul:2
	v_mul_f16_sdwa v185, -v177, -|v101| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_1
	v_mul_f16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mul_f16_sdwa v105, -v55, |v58| dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mac_f16_e32 v122, v254, v228
	v_mac_f16_e32 v168, v17, v116
	v_mac_f16_e32 v71, v100, v33
	v_mac_f16_dpp v165, v39, |v70| quad_perm:[0,0,0,0] row_mask:0xa bank_mask:0xa
	v_mac_f16_dpp v123, -|v111|, |v120| wave_ror:1 row_mask:0xa bank_mask:0x7
	v_mac_f16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_mac_f16_e64 v5, v1, v2
	v_mac_f16_e64 v5, -s4, |1.0| clamp
	v_mac_f16_e64 v5, -1, 1 mul:2
	v_mac_f16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_u16_e32 v117, 0, v91
	v_add_u16_e32 v34, v8, v221
	v_add_u16_e32 v20, v8, v119
	v_add_u16_dpp v35, v44, v29 row_half_mirror row_mask:0xb bank_mask:0x3 bound_ctrl:1
	v_add_u16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_add_u16_dpp v222, v101, v40 quad_perm:[3,2,1,0] row_mask:0x9 bank_mask:0x8 bound_ctrl:1
	v_add_u16_e64 v5, v1, v2
	v_add_u16_e64 v5, -1, 1
	v_add_u16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_u16_sdwa v7, sext(v136), v103 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:BYTE_1
	v_add_u16_sdwa v181, sext(v29), v70 clamp dst_sel:WORD_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:DWORD
	v_sub_u16_e32 v245, -8, v40
	v_sub_u16_e32 v255, s100, v27
	v_sub_u16_e32 v18, v8, v8
	v_sub_u16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_sub_u16_dpp v211, v93, v15 row_shl:15 row_mask:0xe bank_mask:0x3 bound_ctrl:1
	v_sub_u16_e64 v5, v1, v2
	v_sub_u16_e64 v5, -1, 1
	v_sub_u16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_sub_u16_sdwa v92, sext(v100), v163 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:BYTE_1
	v_subrev_u16_e32 v75, src_execz, v32
	v_subrev_u16_e32 v83, 0x3800, v200
	v_subrev_u16_e32 v205, v1, v222
	v_subrev_u16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_subrev_u16_dpp v117, v107, v35 wave_shr:1 row_mask:0x7 bank_mask:0xf bound_ctrl:1
	v_subrev_u16_e64 v5, v1, v2
	v_subrev_u16_e64 v5, -1, 1
	v_subrev_u16_sdwa v108, v180, v233 clamp dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:DWORD src1_sel:DWORD
	v_subrev_u16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mul_lo_u16_e32 v74, vcc_lo, v68
	v_mul_lo_u16_e32 v88, v17, v120
	v_mul_lo_u16_e32 v67, v255, v74
	v_mul_lo_u16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_mul_lo_u16_dpp v248, v15, v7 row_shr:1 row_mask:0x4 bank_mask:0x7 bound_ctrl:1
	v_mul_lo_u16_e64 v5, v1, v2
	v_mul_lo_u16_e64 v5, -1, 1
	v_mul_lo_u16_sdwa v1, sext(v115), v91 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:DWORD
	v_mul_lo_u16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b16_e32 v101, v17, v222
	v_lshlrev_b16_e32 v234, v2, v13
	v_lshlrev_b16_e32 v149, v255, v105
	v_lshlrev_b16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_lshlrev_b16_e64 v5, v1, v2
	v_lshlrev_b16_e64 v5, -1, 1
	v_lshlrev_b16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b16_sdwa v211, sext(v62), v112 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_0
	v_lshrrev_b16_e32 v131, v17, v40
	v_lshrrev_b16_e32 v23, 0xf280, v192
	v_lshrrev_b16_e32 v208, v2, v242
	v_lshrrev_b16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_lshrrev_b16_dpp v234, v167, v215 row_bcast:15 row_mask:0xa bank_mask:0xd
	v_lshrrev_b16_e64 v5, v1, v2
	v_lshrrev_b16_e64 v5, -1, 1
	v_lshrrev_b16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_ashrrev_i16_e32 v36, v254, v39
	v_ashrrev_i16_e32 v15, v8, v82
	v_ashrrev_i16_e32 v36, 0x3800, v152
	v_ashrrev_i16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_ashrrev_i16_dpp v65, v177, v99 row_bcast:31 row_mask:0x4 bank_mask:0x8
	v_ashrrev_i16_e64 v5, v1, v2
	v_ashrrev_i16_e64 v5, -1, 1
	v_ashrrev_i16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_ashrrev_i16_sdwa v249, v54, v62 clamp dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:DWORD
	v_ashrrev_i16_sdwa v80, v126, sext(v246) clamp dst_sel:BYTE_2 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_max_f16_e32 v17, flat_scratch_lo, v49
	v_max_f16_e32 v242, vcc_hi, v134
	v_max_f16_e32 v70, v8, v3
	v_max_f16_dpp v78, v12, -v223 row_shl:15 row_mask:0x1 bank_mask:0xf
	v_max_f16_dpp v33, v41, -v22 row_mirror row_mask:0x7 bank_mask:0x0 bound_ctrl:1
	v_max_f16_dpp v102, |v129|, |v163| quad_perm:[0,1,2,3] row_mask:0xa bank_mask:0x7
	v_max_f16_e64 v226, ttmp0, -2.0 clamp mul:2
	v_max_f16_e64 v5, v1, v2
	v_max_f16_e64 v5, -s4, |1.0| clamp
	v_max_f16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_f16_sdwa v119, |v93|, |v131| clamp dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_0
	v_max_f16_sdwa v128, -|v20|, -v172 clamp dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:DWORD
	v_min_f16_e32 v144, src_execz, v56
	v_min_f16_e32 v38, v4, v128
	v_min_f16_e32 v248, v100, v238
	v_min_f16_dpp v219, -v7, -v210 row_ror:1 row_mask:0x6 bank_mask:0x4 bound_ctrl:1
	v_min_f16_dpp v195, -v111, v223 row_bcast:15 row_mask:0x7 bank_mask:0xd
	v_min_f16_dpp v44, -v179, -v61 row_half_mirror row_mask:0xf bank_mask:0xb
	v_min_f16_e64 v5, v1, v2
	v_min_f16_e64 v5, -s4, |1.0| clamp
	v_min_f16_sdwa v220, |v14|, v227 clamp dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_min_f16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_min_f16_sdwa v222, -|v222|, -|v52| clamp dst_sel:BYTE_3 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:DWORD
	v_max_u16_e32 v121, 1, v137
	v_max_u16_e32 v251, v8, v199
	v_max_u16_e32 v46, 0xc000, v147
	v_max_u16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_max_u16_e64 v5, v1, v2
	v_max_u16_e64 v5, -1, 1
	v_max_u16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_u16_sdwa v17, sext(v6), sext(v94) dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:BYTE_1
	v_max_i16_e32 v234, v4, v189
	v_max_i16_e32 v43, 0xbc00, v156
	v_max_i16_e32 v196, ttmp0, v104
	v_max_i16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_max_i16_e64 v5, v1, v2
	v_max_i16_e64 v5, -1, 1
	v_max_i16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_max_i16_sdwa v208, v74, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_max_i16_sdwa v243, sext(v245), v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_1
	v_min_u16_e32 v31, s8, v40
	v_min_u16_e32 v137, v100, v100
	v_min_u16_e32 v162, 12, v119
	v_min_u16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_min_u16_e64 v5, v1, v2
	v_min_u16_e64 v5, -1, 1
	v_min_u16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_min_u16_sdwa v172, v121, v32 clamp dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:BYTE_1
	v_min_u16_sdwa v21, v190, v27 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:BYTE_1
	v_min_i16_e32 v142, vcc_hi, v188
	v_min_i16_e32 v4, v17, v97
	v_min_i16_e32 v5, v2, v7
	v_min_i16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_min_i16_dpp v200, v51, v160 row_mirror row_mask:0xb bank_mask:0x3 bound_ctrl:1
	v_min_i16_dpp v255, v245, v143 row_bcast:31 row_mask:0xf bank_mask:0xe bound_ctrl:1
	v_min_i16_e64 v5, v1, v2
	v_min_i16_e64 v5, -1, 1
	v_min_i16_sdwa v46, v102, sext(v255) dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:DWORD
	v_min_i16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_ldexp_f16_e32 v42, s4, v197
	v_ldexp_f16_e32 v178, v17, v226
	v_ldexp_f16_e32 v2, 0, v12
	v_ldexp_f16_dpp v5, v3, v7 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
	v_ldexp_f16_dpp v97, v217, sext(v241) wave_shl:1 row_mask:0x4 bank_mask:0xf bound_ctrl:1
	v_ldexp_f16_dpp v137, |v76|, sext(v92) row_shl:15 row_mask:0x5 bank_mask:0x3
	v_ldexp_f16_e64 v63, |v17|, 0.5 clamp mul:4
	v_ldexp_f16_e64 v5, v1, v2
	v_ldexp_f16_e64 v5, -s4, 1.0 clamp
	v_ldexp_f16_sdwa v251, -|v180|, sext(v169) clamp dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_ldexp_f16_sdwa v5, v3, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_ldexp_f16_sdwa v18, -v40, v178 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:DWORD
	v_mad_legacy_f32 v27, src_vccz, -8, |0.5|
	v_mad_legacy_f32 v160, -v2, -v100, -v4
	v_mad_f32 v34, |exec_lo|, -|v1|, -|-0.5| clamp
	v_mad_f32 v238, v8, s10, |0|
	v_mad_i32_i24 v199, v100, v254, v254
	v_mad_i32_i24 v103, vcc_hi, v0, -1 clamp
	v_mad_i32_i24 v5, v1, v2, v3
	v_mad_u32_u24 v9, ttmp4, 1, 2.0
	v_mad_u32_u24 v244, ttmp4, 64, 64 clamp
	v_mad_u32_u24 v5, v1, v2, v3
	v_cubeid_f32 v63, v8, v2, |v17| div:2
	v_cubeid_f32 v221, -16, exec_hi, v100
	v_cubesc_f32 v104, 1, s2, v255 clamp
	v_cubesc_f32 v9, -v254, v17, |v8| clamp
	v_cubesc_f32 v20, -ttmp4, -v255, v8
	v_cubema_f32 v175, |exec_hi|, v17, v254 clamp
	v_cubema_f32 v238, v100, -|0.5|, -|v8| mul:2
	v_cubema_f32 v217, s8, |v100|, v100
	v_bfe_u32 v5, v1, v2, v3
	v_bfe_u32 v5, s4, 1.0, v7
	v_bfe_u32 v5, -1, 1, v4
	v_bfe_i32 v254, v2, v255, v1
	v_bfe_i32 v5, v1, v2, v3
	v_bfi_b32 v5, v1, v2, v3
	v_bfi_b32 v5, s4, 1.0, v7
	v_bfi_b32 v5, -1, 1, v4
	v_fma_f32 v3, -m0, v255, 1
	v_fma_f64 v[180:181], 64, neg(2.0), -s[0:1]
	v_fma_f64 v[33:34], |2.0|, v[4:5], |0| clamp
	v_fma_f64 v[18:19], -16, -2.0, s[8:9]
	v_lerp_u8 v5, v1, v2, v3
	v_lerp_u8 v5, s4, 1.0, v7
	v_lerp_u8 v5, -1, 1, v4
	v_alignbit_b32 v229, v8, src_execz, v17
	v_alignbit_b32 v5, v1, v2, v3
	v_alignbyte_b32 v179, v4, v1, v255
	v_alignbyte_b32 v138, v8, -4.0, v100
	v_alignbyte_b32 v75, v2, src_scc, v2
	v_min3_f32 v251, |v254|, src_scc, |v8| clamp
	v_min3_f32 v47, v100, |64|, v8
	v_min3_i32 v71, v2, src_scc, v1
	v_min3_i32 v83, v2, exec_lo, v8
	v_min3_i32 v5, v1, v2, v3
	v_min3_u32 v5, v1, v2, v3
	v_min3_u32 v5, s4, 1.0, v7
	v_min3_u32 v5, -1, 1, v4
	v_max3_f32 v134, 64, -2.0, |v17| clamp
	v_max3_i32 v58, v2, v1, -0.5
	v_max3_i32 v5, v1, v2, v3
	v_max3_i32 v5, s4, 1.0, v7
	v_max3_u32 v223, flat_scratch_lo, v254, v4
	v_max3_u32 v53, v4, -8, -1.0
	v_med3_f32 v138, |64|, |v1|, v254
	v_med3_f32 v178, v0, -v8, -v2 clamp mul:4
	v_med3_f32 v18, -v0, s100, -v100 clamp
	v_med3_i32 v5, v1, v2, v3
	v_med3_i32 v5, s4, 1.0, v7
	v_med3_u32 v139, v0, v100, v4
	v_med3_u32 v5, v1, v2, v3
	v_med3_u32 v5, s4, 1.0, v7
	v_sad_u8 v179, 1.0, v254, 0
	v_sad_u8 v111, s0, -16, v2
	v_sad_u8 v116, m0, 1.0, v1 clamp
	v_sad_hi_u8 v25, s0, 0.5, v255 clamp
	v_sad_hi_u8 v99, 1.0, v2, src_scc
	v_sad_hi_u8 v5, v1, v2, v3
	v_sad_u16 v189, 0, v2, -8
	v_sad_u16 v129, 0.5, src_vccz, src_vccz
	v_sad_u16 v160, flat_scratch_lo, 4.0, 1
	v_sad_u32 v5, v1, v2, v3
	v_cvt_pk_u8_f32 v156, src_execz, v255, 0.15915494 clamp
	v_div_fixup_f32 v46, v0, v2, |exec_hi| mul:4
	v_div_fixup_f64 v[59:60], v[4:5], -v[100:101], neg(-1.0) clamp
	v_div_fixup_f64 v[212:213], -src_scc, neg(-0.5), |v[4:5]| clamp
	v_div_fixup_f64 v[84:85], |v[2:3]|, v[8:9], |v[254:255]| clamp
	v_div_scale_f32 v53, s[4:5], s10, v8, -1.0 div:2
	v_div_scale_f32 v175, s[0:1], src_scc, v4, 1 clamp
	v_div_scale_f64 v[121:122], s[0:1], v[8:9], ttmp[4:5], neg(1)
	v_div_fmas_f32 v226, v4, -v8, -|-0.5| mul:4
	v_msad_u8 v133, v100, -1.0, v4 clamp
	v_msad_u8 v40, m0, v1, -8 clamp
	v_qsad_pk_u16_u8 v[47:48], 0.15915494309189532, vcc_lo, v[4:5]
	v_qsad_pk_u16_u8 v[149:150], v[4:5], v2, 64 clamp
	v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, v[3:4]
	v_mqsad_pk_u16_u8 v[5:6], v[1:2], v2, v[3:4]
	v_mqsad_pk_u16_u8 v[5:6], s[4:5], 1.0, v[7:8]
	v_mqsad_u32_u8 v[33:36], 4.0, -1.0, v[0:3]
	v_mad_u64_u32 v[148:149], s[6:7], ttmp4, v8, v[0:1] clamp
	v_mad_u64_u32 v[146:147], s[0:1], 1.0, v255, v[0:1] clamp
	v_mad_i64_i32 v[149:150], s[0:1], -1.0, -4.0, tba
	v_mad_i64_i32 v[191:192], s[0:1], v254, v2, src_scc
	v_mad_i64_i32 v[82:83], s[0:1], v1, -8, v[100:101] clamp
	v_mad_f16 v243, -s8, neg(-1), -|v255| clamp
	v_mad_f16 v244, |s100|, v0, -|v0| clamp
	v_mad_u16 v106, v8, v8, flat_scratch_lo clamp
	v_mad_i16 v68, v254, -16, v17 clamp
	v_perm_b32 v5, v1, v2, v3
	v_perm_b32 v5, s4, 1.0, v7
	v_fma_f16 v217, v255, -1.0, v0 clamp div:2
	v_div_fixup_f16 v203, m0, 12, v8 div:2
	v_div_fixup_f16 v169, vcc_hi, |v255|, v1
	v_cvt_pkaccum_u8_f32 v5, v1, v2
	v_cvt_pkaccum_u8_f32 v5, -s4, 1.0 clamp
	v_cvt_pkaccum_u8_f32 v5, -1, 1
	v_interp_p1lv_f16 v87, v188, attr20.w, v6 high clamp
	v_interp_p1lv_f16 v35, v214, attr7.w, v251 high clamp
	v_interp_p1lv_f16 v4, v122, attr42.z, v234 clamp
	v_interp_p2_f16 v66, |v244|, attr48.z, |v89|
	v_interp_p2_f16 v67, v246, attr55.x, v5 high
	v_interp_p2_f16 v34, v96, attr58.x, v45 high clamp
	v_add_f64 v[5:6], v[1:2], v[2:3]
	v_add_f64 v[5:6], -s[4:5], |1.0| clamp
	v_add_f64 v[5:6], -1, 1 mul:2
	v_mul_f64 v[5:6], v[1:2], v[2:3]
	v_mul_f64 v[5:6], -s[4:5], |1.0| clamp
	v_mul_f64 v[5:6], -1, 1 mul:2
	v_min_f64 v[5:6], v[1:2], v[2:3]
	v_min_f64 v[5:6], -s[4:5], |1.0| clamp
	v_min_f64 v[5:6], -1, 1 mul:2
	v_max_f64 v[5:6], v[1:2], v[2:3]
	v_max_f64 v[5:6], -s[4:5], |1.0| clamp
	v_max_f64 v[5:6], -1, 1 mul:2
	v_ldexp_f64 v[5:6], v[1:2], v2
	v_ldexp_f64 v[5:6], -s[4:5], 1.0 clamp
	v_ldexp_f64 v[5:6], -1, 1 mul:2
	v_mul_lo_u32 v5, v1, v2
	v_mul_lo_u32 v5, s4, 1.0
	v_mul_lo_u32 v5, -1, 1
	v_mul_hi_u32 v5, v1, v2
	v_mul_hi_u32 v5, s4, 1.0
	v_mul_hi_u32 v5, -1, 1
	v_mul_hi_i32 v5, v1, v2
	v_mul_hi_i32 v5, s4, 1.0
	v_mul_hi_i32 v5, -1, 1
	v_ldexp_f32 v5, v1, v2
	v_ldexp_f32 v5, -s4, 1.0 clamp
	v_ldexp_f32 v5, -1, 1 mul:2
	v_writelane_b32 v5, s4, 1.0
	v_writelane_b32 v5, -1, 1
	v_bcnt_u32_b32 v5, v1, v2
	v_bcnt_u32_b32 v5, s4, 1.0
	v_bcnt_u32_b32 v5, -1, 1
	v_mbcnt_lo_u32_b32 v5, v1, v2
	v_mbcnt_lo_u32_b32 v5, s4, 1.0
	v_mbcnt_lo_u32_b32 v5, -1, 1
	v_mbcnt_hi_u32_b32 v5, v1, v2
	v_mbcnt_hi_u32_b32 v5, s4, 1.0
	v_mbcnt_hi_u32_b32 v5, -1, 1
	v_lshlrev_b64 v[5:6], v1, v[2:3]
	v_lshlrev_b64 v[5:6], s4, 1.0
	v_lshlrev_b64 v[5:6], -1, 1
	v_lshrrev_b64 v[5:6], v1, v[2:3]
	v_lshrrev_b64 v[5:6], s4, 1.0
	v_lshrrev_b64 v[5:6], -1, 1
	v_ashrrev_i64 v[5:6], v1, v[2:3]
	v_ashrrev_i64 v[5:6], s4, 1.0
	v_ashrrev_i64 v[5:6], -1, 1
	v_trig_preop_f64 v[108:109], neg(-2.0), s2 clamp
	v_trig_preop_f64 v[5:6], v[1:2], v2
	v_trig_preop_f64 v[5:6], -s[4:5], 1.0 clamp
	v_bfm_b32 v5, v1, v2
	v_bfm_b32 v5, s4, 1.0
	v_bfm_b32 v5, -1, 1
	v_cvt_pknorm_i16_f32 v5, v1, v2
	v_cvt_pknorm_i16_f32 v5, -s4, |1.0| clamp
	v_cvt_pknorm_i16_f32 v5, -1, 1
	v_cvt_pknorm_u16_f32 v5, v1, v2
	v_cvt_pknorm_u16_f32 v5, -s4, |1.0| clamp
	v_cvt_pknorm_u16_f32 v5, -1, 1
	v_cvt_pkrtz_f16_f32 v5, v1, v2
	v_cvt_pkrtz_f16_f32 v5, -s4, |1.0| clamp
	v_cvt_pkrtz_f16_f32 v5, -1, 1 mul:2
	v_cvt_pk_u16_u32 v5, v1, v2
	v_cvt_pk_u16_u32 v5, s4, 1.0
	v_cvt_pk_u16_u32 v5, -1, 1
	v_cvt_pk_i16_i32 v5, v1, v2
	v_cvt_pk_i16_i32 v5, s4, 1.0
	v_cvt_pk_i16_i32 v5, -1, 1
	v_cmp_class_f32_e32 vcc, v1, v33
	v_cmp_class_f32_e32 vcc, s100, v204
	v_cmp_class_f32_e32 vcc, ttmp0, v16
	v_cmp_class_f32_e64 s[2:3], v1, v2
	v_cmp_class_f32_e64 s[2:3], -1, 1
	v_cmp_class_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_class_f32 vcc, v243, sext(v187) src0_sel:DWORD src1_sel:DWORD
	v_cmpx_class_f32_e32 vcc, src_execz, v5
	v_cmpx_class_f32_e32 vcc, v17, v128
	v_cmpx_class_f32_e32 vcc, s10, v42
	v_cmpx_class_f32_e64 s[2:3], v1, v2
	v_cmpx_class_f32_e64 s[2:3], -1, 1
	v_cmpx_class_f32 vcc, v97, sext(v207) clamp src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmpx_class_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_class_f32 vcc, v214, sext(v34) clamp src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_class_f64_e32 vcc, v[17:18], v19
	v_cmp_class_f64_e32 vcc, -0.5, v210
	v_cmp_class_f64_e32 vcc, 1.0, v187
	v_cmp_class_f64_e64 s[2:3], v[1:2], v2
	v_cmp_class_f64_e64 s[2:3], -1, 1
	v_cmpx_class_f64_e32 vcc, 0, v107
	v_cmpx_class_f64_e32 vcc, v[254:255], v38
	v_cmpx_class_f64_e32 vcc, v[2:3], v166
	v_cmpx_class_f64_e64 s[2:3], v[1:2], v2
	v_cmpx_class_f64_e64 s[2:3], -1, 1
	v_cmp_class_f16_e32 vcc, v17, v75
	v_cmp_class_f16_e32 vcc, v2, v14
	v_cmp_class_f16_e32 vcc, 1.0, v234
	v_cmp_class_f16_e64 s[2:3], v1, v2
	v_cmp_class_f16_e64 s[2:3], -1, 1
	v_cmp_class_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_class_f16 vcc, v150, v163 clamp src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmpx_class_f16_e32 vcc, v100, v6
	v_cmpx_class_f16_e32 vcc, -0.5, v151
	v_cmpx_class_f16_e32 vcc, s100, v54
	v_cmpx_class_f16_e64 s[2:3], v1, v2
	v_cmpx_class_f16_e64 s[2:3], -1, 1
	v_cmpx_class_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_class_f16 vcc, -|v72|, v37 clamp src0_sel:WORD_1 src1_sel:DWORD
	v_cmpx_class_f16 vcc, -v242, sext(v233) clamp src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_f_f16_e32 vcc, s100, v181
	v_cmp_f_f16_e32 vcc, ttmp0, v230
	v_cmp_f_f16_e32 vcc, s100, v155
	v_cmp_f_f16_e64 s[2:3], v1, v2
	v_cmp_f_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_f_f16_e64 s[2:3], -1, 1
	v_cmp_f_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_f_f16 vcc, |v29|, -|v68| src0_sel:BYTE_0 src1_sel:BYTE_1
	v_cmp_lt_f16_e32 vcc, -4.0, v112
	v_cmp_lt_f16_e32 vcc, v2, v179
	v_cmp_lt_f16_e32 vcc, tba_lo, v182
	v_cmp_lt_f16_e64 s[2:3], v1, v2
	v_cmp_lt_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_lt_f16_e64 s[2:3], -1, 1
	v_cmp_lt_f16 vcc, -|v149|, -|v177| src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_lt_f16 vcc, -v114, -|v182| clamp src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_lt_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_f16_e32 vcc, v255, v130
	v_cmp_eq_f16_e32 vcc, src_scc, v17
	v_cmp_eq_f16_e32 vcc, tba_lo, v203
	v_cmp_eq_f16_e64 s[2:3], v1, v2
	v_cmp_eq_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_eq_f16_e64 s[2:3], -1, 1
	v_cmp_eq_f16 vcc, |v46|, v115 src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_f16 vcc, -v181, -|v73| clamp src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_le_f16_e32 vcc, s2, v133
	v_cmp_le_f16_e32 vcc, 0x95ba, v119
	v_cmp_le_f16_e32 vcc, ttmp4, v44
	v_cmp_le_f16_e64 s[2:3], v1, v2
	v_cmp_le_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_le_f16_e64 s[2:3], -1, 1
	v_cmp_le_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_le_f16 vcc, -|v14|, |v203| src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_le_f16 vcc, v206, -|v200| src0_sel:BYTE_0 src1_sel:BYTE_1
	v_cmp_gt_f16_e32 vcc, -0.5, v129
	v_cmp_gt_f16_e32 vcc, v100, v240
	v_cmp_gt_f16_e32 vcc, s100, v125
	v_cmp_gt_f16_e64 s[2:3], v1, v2
	v_cmp_gt_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_gt_f16_e64 s[2:3], -1, 1
	v_cmp_gt_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_gt_f16 vcc, v147, v112 src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_gt_f16 vcc, -|v201|, v118 src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmp_lg_f16_e32 vcc, -0.5, v166
	v_cmp_lg_f16_e32 vcc, v255, v129
	v_cmp_lg_f16_e32 vcc, 64, v162
	v_cmp_lg_f16_e64 s[2:3], v1, v2
	v_cmp_lg_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_lg_f16_e64 s[2:3], -1, 1
	v_cmp_lg_f16 vcc, |v25|, |v41| clamp src0_sel:DWORD src1_sel:BYTE_1
	v_cmp_lg_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_lg_f16 vcc, -|v111|, |v4| src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_ge_f16_e32 vcc, 0.15915494, v158
	v_cmp_ge_f16_e32 vcc, s100, v215
	v_cmp_ge_f16_e32 vcc, 1, v1
	v_cmp_ge_f16_e64 s[2:3], v1, v2
	v_cmp_ge_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_ge_f16_e64 s[2:3], -1, 1
	v_cmp_ge_f16 vcc, |v205|, |v244| clamp src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmp_ge_f16 vcc, |v200|, -v82 src0_sel:BYTE_0 src1_sel:BYTE_1
	v_cmp_ge_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_o_f16_e32 vcc, v17, v69
	v_cmp_o_f16_e32 vcc, v254, v241
	v_cmp_o_f16_e32 vcc, v2, v7
	v_cmp_o_f16_e64 s[2:3], v1, v2
	v_cmp_o_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_o_f16_e64 s[2:3], -1, 1
	v_cmp_o_f16 vcc, -|v82|, -|v220| clamp src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmp_o_f16 vcc, v215, -|v183| src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmp_o_f16 vcc, -v166, |v150| src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_u_f16_e32 vcc, vcc_lo, v71
	v_cmp_u_f16_e32 vcc, v2, v238
	v_cmp_u_f16_e32 vcc, v100, v97
	v_cmp_u_f16_e64 s[2:3], v1, v2
	v_cmp_u_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_u_f16_e64 s[2:3], -1, 1
	v_cmp_u_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_u_f16 vcc, |v168|, -v84 clamp src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmp_u_f16 vcc, -|v216|, |v157| src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_nge_f16_e32 vcc, ttmp0, v174
	v_cmp_nge_f16_e32 vcc, v0, v10
	v_cmp_nge_f16_e32 vcc, v254, v14
	v_cmp_nge_f16_e64 s[2:3], v1, v2
	v_cmp_nge_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_nge_f16_e64 s[2:3], -1, 1
	v_cmp_nge_f16 vcc, -v200, -v15 src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmp_nge_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_nge_f16 vcc, -|v42|, -v12 src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmp_nlg_f16_e32 vcc, v2, v108
	v_cmp_nlg_f16_e32 vcc, ttmp0, v100
	v_cmp_nlg_f16_e32 vcc, ttmp4, v198
	v_cmp_nlg_f16_e64 s[2:3], v1, v2
	v_cmp_nlg_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_nlg_f16_e64 s[2:3], -1, 1
	v_cmp_nlg_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_nlg_f16 vcc, v254, v81 clamp src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmp_nlg_f16 vcc, -v20, -|v218| src0_sel:DWORD src1_sel:BYTE_1
	v_cmp_ngt_f16_e32 vcc, v8, v231
	v_cmp_ngt_f16_e32 vcc, ttmp0, v238
	v_cmp_ngt_f16_e32 vcc, v1, v39
	v_cmp_ngt_f16_e64 s[2:3], v1, v2
	v_cmp_ngt_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_ngt_f16_e64 s[2:3], -1, 1
	v_cmp_ngt_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_ngt_f16 vcc, -v201, -v141 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ngt_f16 vcc, v142, -v168 clamp src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmp_nle_f16_e32 vcc, v1, v209
	v_cmp_nle_f16_e32 vcc, v2, v183
	v_cmp_nle_f16_e32 vcc, s4, v166
	v_cmp_nle_f16_e64 s[2:3], v1, v2
	v_cmp_nle_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_nle_f16_e64 s[2:3], -1, 1
	v_cmp_nle_f16 vcc, -v107, v179 clamp src0_sel:WORD_0 src1_sel:BYTE_1
	v_cmp_nle_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_nle_f16 vcc, -v110, |v58| clamp src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_neq_f16_e32 vcc, 1, v52
	v_cmp_neq_f16_e32 vcc, 0.5, v71
	v_cmp_neq_f16_e32 vcc, src_vccz, v216
	v_cmp_neq_f16_e64 s[2:3], v1, v2
	v_cmp_neq_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_neq_f16_e64 s[2:3], -1, 1
	v_cmp_neq_f16 vcc, |v220|, v202 clamp src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_neq_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_neq_f16 vcc, -v115, -|v47| src0_sel:DWORD src1_sel:DWORD
	v_cmp_nlt_f16_e32 vcc, 0, v53
	v_cmp_nlt_f16_e32 vcc, ttmp0, v182
	v_cmp_nlt_f16_e32 vcc, 1.0, v107
	v_cmp_nlt_f16_e64 s[2:3], v1, v2
	v_cmp_nlt_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_nlt_f16_e64 s[2:3], -1, 1
	v_cmp_nlt_f16 vcc, -v26, -v193 src0_sel:WORD_0 src1_sel:BYTE_1
	v_cmp_nlt_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_nlt_f16 vcc, -v202, v160 clamp src0_sel:BYTE_0 src1_sel:BYTE_1
	v_cmp_tru_f16_e32 vcc, v17, v246
	v_cmp_tru_f16_e32 vcc, v2, v138
	v_cmp_tru_f16_e32 vcc, src_vccz, v0
	v_cmp_tru_f16_e64 s[2:3], v1, v2
	v_cmp_tru_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_tru_f16_e64 s[2:3], -1, 1
	v_cmp_tru_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_tru_f16 vcc, |v235|, v41 clamp src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmpx_f_f16_e32 vcc, -4.0, v23
	v_cmpx_f_f16_e32 vcc, v255, v148
	v_cmpx_f_f16_e32 vcc, 2.0, v159
	v_cmpx_f_f16_e64 s[2:3], v1, v2
	v_cmpx_f_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_f_f16_e64 s[2:3], -1, 1
	v_cmpx_f_f16 vcc, v219, v13 clamp src0_sel:BYTE_0 src1_sel:BYTE_1
	v_cmpx_f_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_f_f16 vcc, |v116|, |v120| src0_sel:BYTE_0 src1_sel:DWORD
	v_cmpx_lt_f16_e32 vcc, src_execz, v36
	v_cmpx_lt_f16_e32 vcc, 64, v169
	v_cmpx_lt_f16_e32 vcc, 0x5678, v212
	v_cmpx_lt_f16_e64 s[2:3], v1, v2
	v_cmpx_lt_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_lt_f16_e64 s[2:3], -1, 1
	v_cmpx_lt_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_lt_f16 vcc, |v194|, v19 clamp src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmpx_lt_f16 vcc, -|v109|, v211 src0_sel:WORD_1 src1_sel:DWORD
	v_cmpx_eq_f16_e32 vcc, 0, v214
	v_cmpx_eq_f16_e32 vcc, 1, v180
	v_cmpx_eq_f16_e32 vcc, v1, v75
	v_cmpx_eq_f16_e64 s[2:3], v1, v2
	v_cmpx_eq_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_eq_f16_e64 s[2:3], -1, 1
	v_cmpx_eq_f16 vcc, v249, -v167 clamp src0_sel:DWORD src1_sel:BYTE_0
	v_cmpx_eq_f16 vcc, |v250|, -|v216| clamp src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmpx_eq_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_le_f16_e32 vcc, tba_lo, v61
	v_cmpx_le_f16_e32 vcc, v2, v229
	v_cmpx_le_f16_e32 vcc, src_vccz, v147
	v_cmpx_le_f16_e64 s[2:3], v1, v2
	v_cmpx_le_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_le_f16_e64 s[2:3], -1, 1
	v_cmpx_le_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_le_f16 vcc, |v2|, -v92 clamp src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmpx_le_f16 vcc, -v241, -|v53| src0_sel:BYTE_0 src1_sel:DWORD
	v_cmpx_gt_f16_e32 vcc, src_vccz, v249
	v_cmpx_gt_f16_e32 vcc, v2, v174
	v_cmpx_gt_f16_e32 vcc, src_vccz, v140
	v_cmpx_gt_f16_e64 s[2:3], v1, v2
	v_cmpx_gt_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_gt_f16_e64 s[2:3], -1, 1
	v_cmpx_gt_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_gt_f16 vcc, -v115, -v2 clamp src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmpx_gt_f16 vcc, -v92, |v140| clamp src0_sel:BYTE_0 src1_sel:DWORD
	v_cmpx_lg_f16_e32 vcc, v255, v24
	v_cmpx_lg_f16_e32 vcc, ttmp0, v171
	v_cmpx_lg_f16_e32 vcc, v1, v235
	v_cmpx_lg_f16_e64 s[2:3], v1, v2
	v_cmpx_lg_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_lg_f16_e64 s[2:3], -1, 1
	v_cmpx_lg_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_lg_f16 vcc, -|v131|, |v109| src0_sel:BYTE_0 src1_sel:BYTE_1
	v_cmpx_lg_f16 vcc, -v176, v66 src0_sel:WORD_0 src1_sel:DWORD
	v_cmpx_ge_f16_e32 vcc, v8, v199
	v_cmpx_ge_f16_e32 vcc, v2, v7
	v_cmpx_ge_f16_e32 vcc, 0, v7
	v_cmpx_ge_f16_e64 s[2:3], v1, v2
	v_cmpx_ge_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_ge_f16_e64 s[2:3], -1, 1
	v_cmpx_ge_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ge_f16 vcc, -v80, |v31| clamp src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmpx_ge_f16 vcc, -v33, v156 clamp src0_sel:WORD_1 src1_sel:DWORD
	v_cmpx_o_f16_e32 vcc, vcc_lo, v83
	v_cmpx_o_f16_e32 vcc, -16, v211
	v_cmpx_o_f16_e32 vcc, 0, v0
	v_cmpx_o_f16_e64 s[2:3], v1, v2
	v_cmpx_o_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_o_f16_e64 s[2:3], -1, 1
	v_cmpx_o_f16 vcc, -v46, |v183| clamp src0_sel:BYTE_0 src1_sel:DWORD
	v_cmpx_o_f16 vcc, -|v45|, |v211| clamp src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmpx_o_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_u_f16_e32 vcc, src_vccz, v40
	v_cmpx_u_f16_e32 vcc, v2, v10
	v_cmpx_u_f16_e32 vcc, v100, v176
	v_cmpx_u_f16_e64 s[2:3], v1, v2
	v_cmpx_u_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_u_f16_e64 s[2:3], -1, 1
	v_cmpx_u_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_u_f16 vcc, -v169, |v13| clamp src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmpx_u_f16 vcc, v133, -v15 clamp src0_sel:DWORD src1_sel:DWORD
	v_cmpx_nge_f16_e32 vcc, v254, v102
	v_cmpx_nge_f16_e32 vcc, s100, v41
	v_cmpx_nge_f16_e32 vcc, v254, v136
	v_cmpx_nge_f16_e64 s[2:3], v1, v2
	v_cmpx_nge_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_nge_f16_e64 s[2:3], -1, 1
	v_cmpx_nge_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_nge_f16 vcc, v134, |v2| clamp src0_sel:DWORD src1_sel:BYTE_0
	v_cmpx_nge_f16 vcc, v242, -|v160| clamp src0_sel:BYTE_0 src1_sel:BYTE_1
	v_cmpx_nlg_f16_e32 vcc, 0, v169
	v_cmpx_nlg_f16_e32 vcc, v2, v15
	v_cmpx_nlg_f16_e32 vcc, -1.0, v45
	v_cmpx_nlg_f16_e64 s[2:3], v1, v2
	v_cmpx_nlg_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_nlg_f16_e64 s[2:3], -1, 1
	v_cmpx_nlg_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_nlg_f16 vcc, v202, -v247 clamp src0_sel:WORD_0 src1_sel:DWORD
	v_cmpx_nlg_f16 vcc, v11, |v117| clamp src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ngt_f16_e32 vcc, v8, v163
	v_cmpx_ngt_f16_e32 vcc, v254, v143
	v_cmpx_ngt_f16_e32 vcc, v8, v151
	v_cmpx_ngt_f16_e64 s[2:3], v1, v2
	v_cmpx_ngt_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_ngt_f16_e64 s[2:3], -1, 1
	v_cmpx_ngt_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ngt_f16 vcc, -|v248|, |v220| clamp src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ngt_f16 vcc, v156, -v130 clamp src0_sel:DWORD src1_sel:BYTE_1
	v_cmpx_nle_f16_e32 vcc, s0, v143
	v_cmpx_nle_f16_e32 vcc, 0.5, v22
	v_cmpx_nle_f16_e32 vcc, v255, v139
	v_cmpx_nle_f16_e64 s[2:3], v1, v2
	v_cmpx_nle_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_nle_f16_e64 s[2:3], -1, 1
	v_cmpx_nle_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_nle_f16 vcc, |v94|, v187 clamp src0_sel:WORD_1 src1_sel:DWORD
	v_cmpx_nle_f16 vcc, |v49|, -v217 clamp src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmpx_neq_f16_e32 vcc, 0.5, v183
	v_cmpx_neq_f16_e32 vcc, 0, v70
	v_cmpx_neq_f16_e32 vcc, v2, v209
	v_cmpx_neq_f16_e64 s[2:3], v1, v2
	v_cmpx_neq_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_neq_f16_e64 s[2:3], -1, 1
	v_cmpx_neq_f16 vcc, -v139, v109 src0_sel:WORD_1 src1_sel:DWORD
	v_cmpx_neq_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_neq_f16 vcc, v232, -v153 clamp src0_sel:BYTE_0 src1_sel:DWORD
	v_cmpx_nlt_f16_e32 vcc, v8, v222
	v_cmpx_nlt_f16_e32 vcc, v8, v5
	v_cmpx_nlt_f16_e32 vcc, 0.15915494, v60
	v_cmpx_nlt_f16_e64 s[2:3], v1, v2
	v_cmpx_nlt_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_nlt_f16_e64 s[2:3], -1, 1
	v_cmpx_nlt_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_nlt_f16 vcc, |v70|, -v237 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmpx_nlt_f16 vcc, |v158|, v121 src0_sel:WORD_0 src1_sel:BYTE_1
	v_cmpx_tru_f16_e32 vcc, v8, v84
	v_cmpx_tru_f16_e32 vcc, 64, v41
	v_cmpx_tru_f16_e32 vcc, v255, v193
	v_cmpx_tru_f16_e64 s[2:3], v1, v2
	v_cmpx_tru_f16_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_tru_f16_e64 s[2:3], -1, 1
	v_cmpx_tru_f16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_tru_f16 vcc, |v131|, |v20| clamp src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmpx_tru_f16 vcc, v3, |v142| clamp src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmp_f_f32_e32 vcc, v8, v252
	v_cmp_f_f32_e32 vcc, v2, v153
	v_cmp_f_f32_e32 vcc, v0, v64
	v_cmp_f_f32_e64 s[2:3], v1, v2
	v_cmp_f_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_f_f32_e64 s[2:3], -1, 1
	v_cmp_f_f32 vcc, v152, v56 clamp src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmp_f_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_f_f32 vcc, -v34, v142 clamp src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_lt_f32_e32 vcc, src_execz, v209
	v_cmp_lt_f32_e32 vcc, v0, v178
	v_cmp_lt_f32_e32 vcc, tba_lo, v169
	v_cmp_lt_f32_e64 s[2:3], v1, v2
	v_cmp_lt_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_lt_f32_e64 s[2:3], -1, 1
	v_cmp_lt_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_lt_f32 vcc, |v139|, -v213 src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmp_eq_f32_e32 vcc, v8, v210
	v_cmp_eq_f32_e32 vcc, flat_scratch_lo, v225
	v_cmp_eq_f32_e32 vcc, v17, v114
	v_cmp_eq_f32_e64 s[2:3], v1, v2
	v_cmp_eq_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_eq_f32_e64 s[2:3], -1, 1
	v_cmp_eq_f32 vcc, -v241, -v171 src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_f32 vcc, |v152|, |v105| src0_sel:WORD_0 src1_sel:BYTE_1
	v_cmp_le_f32_e32 vcc, exec_lo, v41
	v_cmp_le_f32_e32 vcc, flat_scratch_lo, v77
	v_cmp_le_f32_e32 vcc, v1, v103
	v_cmp_le_f32_e64 s[2:3], v1, v2
	v_cmp_le_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_le_f32_e64 s[2:3], -1, 1
	v_cmp_le_f32 vcc, |v87|, v49 clamp src0_sel:DWORD src1_sel:DWORD
	v_cmp_le_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_le_f32 vcc, |v72|, |v178| clamp src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_gt_f32_e32 vcc, tba_lo, v153
	v_cmp_gt_f32_e32 vcc, 0, v84
	v_cmp_gt_f32_e32 vcc, v8, v81
	v_cmp_gt_f32_e64 s[2:3], v1, v2
	v_cmp_gt_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_gt_f32_e64 s[2:3], -1, 1
	v_cmp_gt_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_gt_f32 vcc, -|v1|, -v30 src0_sel:DWORD src1_sel:BYTE_1
	v_cmp_lg_f32_e32 vcc, ttmp0, v141
	v_cmp_lg_f32_e32 vcc, ttmp0, v65
	v_cmp_lg_f32_e32 vcc, exec_lo, v70
	v_cmp_lg_f32_e64 s[2:3], v1, v2
	v_cmp_lg_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_lg_f32_e64 s[2:3], -1, 1
	v_cmp_lg_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_lg_f32 vcc, v213, -|v66| src0_sel:WORD_0 src1_sel:BYTE_1
	v_cmp_lg_f32 vcc, v221, |v164| src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_ge_f32_e32 vcc, s0, v127
	v_cmp_ge_f32_e32 vcc, 4.0, v212
	v_cmp_ge_f32_e32 vcc, v4, v42
	v_cmp_ge_f32_e64 s[2:3], v1, v2
	v_cmp_ge_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_ge_f32_e64 s[2:3], -1, 1
	v_cmp_ge_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_ge_f32 vcc, v94, -|v254| src0_sel:DWORD src1_sel:DWORD
	v_cmp_ge_f32 vcc, |v42|, -|v196| clamp src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v100, v149
	v_cmp_o_f32_e32 vcc, v255, v248
	v_cmp_o_f32_e32 vcc, v17, v195
	v_cmp_o_f32_e64 s[2:3], v1, v2
	v_cmp_o_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_o_f32_e64 s[2:3], -1, 1
	v_cmp_o_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_o_f32 vcc, |v237|, -|v79| clamp src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_u_f32_e32 vcc, v1, v131
	v_cmp_u_f32_e32 vcc, src_execz, v186
	v_cmp_u_f32_e32 vcc, 64, v227
	v_cmp_u_f32_e64 s[2:3], v1, v2
	v_cmp_u_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_u_f32_e64 s[2:3], -1, 1
	v_cmp_u_f32 vcc, -v61, |v152| clamp src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_u_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_u_f32 vcc, |v174|, -|v140| src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmp_nge_f32_e32 vcc, v0, v92
	v_cmp_nge_f32_e32 vcc, v2, v27
	v_cmp_nge_f32_e32 vcc, 0, v6
	v_cmp_nge_f32_e64 s[2:3], v1, v2
	v_cmp_nge_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_nge_f32_e64 s[2:3], -1, 1
	v_cmp_nge_f32 vcc, v247, -v253 clamp src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_nge_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_nge_f32 vcc, v216, v74 src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmp_nlg_f32_e32 vcc, 12, v19
	v_cmp_nlg_f32_e32 vcc, 1, v53
	v_cmp_nlg_f32_e32 vcc, 0, v252
	v_cmp_nlg_f32_e64 s[2:3], v1, v2
	v_cmp_nlg_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_nlg_f32_e64 s[2:3], -1, 1
	v_cmp_nlg_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_ngt_f32_e32 vcc, s100, v0
	v_cmp_ngt_f32_e32 vcc, 1, v140
	v_cmp_ngt_f32_e32 vcc, v255, v225
	v_cmp_ngt_f32_e64 s[2:3], v1, v2
	v_cmp_ngt_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_ngt_f32_e64 s[2:3], -1, 1
	v_cmp_ngt_f32 vcc, |v184|, -|v148| src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_ngt_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_nle_f32_e32 vcc, v4, v236
	v_cmp_nle_f32_e32 vcc, v4, v120
	v_cmp_nle_f32_e32 vcc, s100, v129
	v_cmp_nle_f32_e64 s[2:3], v1, v2
	v_cmp_nle_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_nle_f32 vcc, -v248, -|v149| clamp src0_sel:DWORD src1_sel:BYTE_1
	v_cmp_nle_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_nle_f32 vcc, -|v184|, -v247 clamp src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmp_neq_f32_e32 vcc, v100, v167
	v_cmp_neq_f32_e32 vcc, 64, v178
	v_cmp_neq_f32_e32 vcc, -4.0, v31
	v_cmp_neq_f32_e64 s[2:3], v1, v2
	v_cmp_neq_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_neq_f32_e64 s[2:3], -1, 1
	v_cmp_neq_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_neq_f32 vcc, v46, -|v3| src0_sel:DWORD src1_sel:DWORD
	v_cmp_neq_f32 vcc, -v246, v107 clamp src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_nlt_f32_e32 vcc, s2, v51
	v_cmp_nlt_f32_e32 vcc, tba_lo, v48
	v_cmp_nlt_f32_e32 vcc, v8, v8
	v_cmp_nlt_f32_e64 s[2:3], v1, v2
	v_cmp_nlt_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_nlt_f32_e64 s[2:3], -1, 1
	v_cmp_nlt_f32 vcc, |v232|, v99 src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_nlt_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_nlt_f32 vcc, -v132, |v250| src0_sel:DWORD src1_sel:BYTE_1
	v_cmp_tru_f32_e32 vcc, -1.0, v214
	v_cmp_tru_f32_e32 vcc, vcc_hi, v129
	v_cmp_tru_f32_e32 vcc, v2, v7
	v_cmp_tru_f32_e64 s[2:3], v1, v2
	v_cmp_tru_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmp_tru_f32_e64 s[2:3], -1, 1
	v_cmp_tru_f32 vcc, |v167|, -v50 src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_tru_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_tru_f32 vcc, -v204, -|v93| src0_sel:WORD_1 src1_sel:DWORD
	v_cmpx_f_f32_e32 vcc, ttmp0, v254
	v_cmpx_f_f32_e32 vcc, 0x12345678, v123
	v_cmpx_f_f32_e32 vcc, -8, v72
	v_cmpx_f_f32_e64 s[2:3], v1, v2
	v_cmpx_f_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_f_f32_e64 s[2:3], -1, 1
	v_cmpx_f_f32 vcc, -|v110|, v4 clamp src0_sel:DWORD src1_sel:BYTE_1
	v_cmpx_f_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_f_f32 vcc, |v48|, -v197 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmpx_lt_f32_e32 vcc, v4, v40
	v_cmpx_lt_f32_e32 vcc, -8, v115
	v_cmpx_lt_f32_e32 vcc, v100, v45
	v_cmpx_lt_f32_e64 s[2:3], v1, v2
	v_cmpx_lt_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_lt_f32_e64 s[2:3], -1, 1
	v_cmpx_lt_f32 vcc, |v120|, -v1 clamp src0_sel:WORD_0 src1_sel:DWORD
	v_cmpx_lt_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_lt_f32 vcc, v172, -|v94| clamp src0_sel:BYTE_0 src1_sel:BYTE_1
	v_cmpx_eq_f32_e32 vcc, v1, v1
	v_cmpx_eq_f32_e32 vcc, ttmp4, v10
	v_cmpx_eq_f32_e32 vcc, 0, v62
	v_cmpx_eq_f32_e64 s[2:3], v1, v2
	v_cmpx_eq_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_eq_f32_e64 s[2:3], -1, 1
	v_cmpx_eq_f32 vcc, v51, -|v106| clamp src0_sel:WORD_0 src1_sel:BYTE_1
	v_cmpx_eq_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_eq_f32 vcc, -v93, -|v15| src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmpx_le_f32_e32 vcc, v1, v114
	v_cmpx_le_f32_e32 vcc, vcc_hi, v29
	v_cmpx_le_f32_e32 vcc, src_execz, v92
	v_cmpx_le_f32_e64 s[2:3], v1, v2
	v_cmpx_le_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_le_f32_e64 s[2:3], -1, 1
	v_cmpx_le_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_le_f32 vcc, -v164, -|v62| src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmpx_le_f32 vcc, v253, -v160 clamp src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmpx_gt_f32_e32 vcc, 2.0, v202
	v_cmpx_gt_f32_e32 vcc, v1, v196
	v_cmpx_gt_f32_e32 vcc, s10, v80
	v_cmpx_gt_f32_e64 s[2:3], v1, v2
	v_cmpx_gt_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_gt_f32_e64 s[2:3], -1, 1
	v_cmpx_gt_f32 vcc, -|v173|, -v136 clamp src0_sel:BYTE_0 src1_sel:BYTE_1
	v_cmpx_gt_f32 vcc, |v104|, |v27| src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmpx_gt_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_lg_f32_e32 vcc, v1, v85
	v_cmpx_lg_f32_e32 vcc, v100, v44
	v_cmpx_lg_f32_e32 vcc, s8, v162
	v_cmpx_lg_f32_e64 s[2:3], v1, v2
	v_cmpx_lg_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_lg_f32_e64 s[2:3], -1, 1
	v_cmpx_lg_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_lg_f32 vcc, |v196|, -|v71| clamp src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmpx_lg_f32 vcc, -v159, v69 clamp src0_sel:WORD_0 src1_sel:BYTE_1
	v_cmpx_ge_f32_e32 vcc, v8, v183
	v_cmpx_ge_f32_e32 vcc, flat_scratch_lo, v235
	v_cmpx_ge_f32_e32 vcc, 1.0, v177
	v_cmpx_ge_f32_e64 s[2:3], v1, v2
	v_cmpx_ge_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_ge_f32_e64 s[2:3], -1, 1
	v_cmpx_ge_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ge_f32 vcc, |v232|, |v124| clamp src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ge_f32 vcc, |v146|, -|v105| clamp src0_sel:BYTE_0 src1_sel:DWORD
	v_cmpx_o_f32_e32 vcc, s100, v22
	v_cmpx_o_f32_e32 vcc, 1.0, v65
	v_cmpx_o_f32_e32 vcc, s0, v71
	v_cmpx_o_f32_e64 s[2:3], v1, v2
	v_cmpx_o_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_o_f32_e64 s[2:3], -1, 1
	v_cmpx_o_f32 vcc, -|v139|, v108 clamp src0_sel:WORD_0 src1_sel:DWORD
	v_cmpx_o_f32 vcc, v76, -|v57| src0_sel:WORD_0 src1_sel:BYTE_1
	v_cmpx_o_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_u_f32_e32 vcc, tba_lo, v9
	v_cmpx_u_f32_e32 vcc, v0, v172
	v_cmpx_u_f32_e32 vcc, v100, v110
	v_cmpx_u_f32_e64 s[2:3], v1, v2
	v_cmpx_u_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_u_f32_e64 s[2:3], -1, 1
	v_cmpx_u_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_u_f32 vcc, v2, -v187 clamp src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmpx_u_f32 vcc, -v192, |v82| src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmpx_nge_f32_e32 vcc, v1, v151
	v_cmpx_nge_f32_e32 vcc, v1, v250
	v_cmpx_nge_f32_e32 vcc, s10, v200
	v_cmpx_nge_f32_e64 s[2:3], v1, v2
	v_cmpx_nge_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_nge_f32_e64 s[2:3], -1, 1
	v_cmpx_nge_f32 vcc, v219, -v58 clamp src0_sel:DWORD src1_sel:BYTE_0
	v_cmpx_nge_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_nge_f32 vcc, -v9, v253 clamp src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmpx_nlg_f32_e32 vcc, v100, v17
	v_cmpx_nlg_f32_e32 vcc, src_execz, v78
	v_cmpx_nlg_f32_e32 vcc, 2.0, v48
	v_cmpx_nlg_f32_e64 s[2:3], v1, v2
	v_cmpx_nlg_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_nlg_f32_e64 s[2:3], -1, 1
	v_cmpx_nlg_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_nlg_f32 vcc, |v194|, |v77| src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmpx_nlg_f32 vcc, -v226, v244 clamp src0_sel:DWORD src1_sel:BYTE_1
	v_cmpx_ngt_f32_e32 vcc, v254, v109
	v_cmpx_ngt_f32_e32 vcc, ttmp4, v174
	v_cmpx_ngt_f32_e32 vcc, v254, v69
	v_cmpx_ngt_f32_e64 s[30:31], 0, v8
	v_cmpx_ngt_f32_e64 s[2:3], v1, v2
	v_cmpx_ngt_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_ngt_f32 vcc, |v186|, v27 src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmpx_ngt_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ngt_f32 vcc, -v7, -v8 clamp src0_sel:DWORD src1_sel:BYTE_1
	v_cmpx_nle_f32_e32 vcc, 0.15915494, v118
	v_cmpx_nle_f32_e32 vcc, v4, v52
	v_cmpx_nle_f32_e32 vcc, s2, v99
	v_cmpx_nle_f32_e64 s[2:3], v1, v2
	v_cmpx_nle_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_nle_f32_e64 s[2:3], -1, 1
	v_cmpx_nle_f32 vcc, |v111|, |v156| src0_sel:DWORD src1_sel:DWORD
	v_cmpx_nle_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_nle_f32 vcc, |v58|, |v86| src0_sel:BYTE_0 src1_sel:BYTE_1
	v_cmpx_neq_f32_e32 vcc, v254, v174
	v_cmpx_neq_f32_e32 vcc, flat_scratch_lo, v23
	v_cmpx_neq_f32_e32 vcc, -0.5, v179
	v_cmpx_neq_f32_e64 s[2:3], v1, v2
	v_cmpx_neq_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_neq_f32_e64 s[2:3], -1, 1
	v_cmpx_neq_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_neq_f32 vcc, -|v215|, -v101 src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmpx_neq_f32 vcc, v248, v115 clamp src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmpx_nlt_f32_e32 vcc, 64, v68
	v_cmpx_nlt_f32_e32 vcc, 0, v21
	v_cmpx_nlt_f32_e32 vcc, 1, v36
	v_cmpx_nlt_f32_e64 s[2:3], v1, v2
	v_cmpx_nlt_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_nlt_f32_e64 s[2:3], -1, 1
	v_cmpx_nlt_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_nlt_f32 vcc, -|v220|, |v68| clamp src0_sel:DWORD src1_sel:DWORD
	v_cmpx_tru_f32_e32 vcc, ttmp0, v145
	v_cmpx_tru_f32_e32 vcc, v4, v239
	v_cmpx_tru_f32_e32 vcc, ttmp0, v152
	v_cmpx_tru_f32_e64 s[2:3], v1, v2
	v_cmpx_tru_f32_e64 s[2:3], -s4, |1.0| clamp
	v_cmpx_tru_f32_e64 s[2:3], -1, 1
	v_cmpx_tru_f32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_tru_f32 vcc, v197, v108 clamp src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmp_f_f64_e32 vcc, -1.0, v[84:85]
	v_cmp_f_f64_e32 vcc, 0, v[200:201]
	v_cmp_f_f64_e32 vcc, v[2:3], v[82:83]
	v_cmp_f_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_f_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_f_f64_e64 s[2:3], -1, 1
	v_cmp_lt_f64_e32 vcc, v[2:3], v[0:1]
	v_cmp_lt_f64_e32 vcc, v[0:1], v[22:23]
	v_cmp_lt_f64_e32 vcc, tba, v[45:46]
	v_cmp_lt_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_lt_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_lt_f64_e64 s[2:3], -1, 1
	v_cmp_eq_f64_e32 vcc, flat_scratch, v[99:100]
	v_cmp_eq_f64_e32 vcc, v[2:3], v[204:205]
	v_cmp_eq_f64_e32 vcc, -16, v[19:20]
	v_cmp_eq_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_eq_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_eq_f64_e64 s[2:3], -1, 1
	v_cmp_le_f64_e32 vcc, ttmp[4:5], v[236:237]
	v_cmp_le_f64_e32 vcc, v[0:1], v[86:87]
	v_cmp_le_f64_e32 vcc, s[0:1], v[160:161]
	v_cmp_le_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_le_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_le_f64_e64 s[2:3], -1, 1
	v_cmp_gt_f64_e32 vcc, v[2:3], v[76:77]
	v_cmp_gt_f64_e32 vcc, -1, v[208:209]
	v_cmp_gt_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_gt_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_gt_f64_e64 s[2:3], -1, 1
	v_cmp_lg_f64_e32 vcc, 0.15915494309189532, v[251:252]
	v_cmp_lg_f64_e32 vcc, ttmp[0:1], v[206:207]
	v_cmp_lg_f64_e32 vcc, v[100:101], v[38:39]
	v_cmp_lg_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_lg_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_lg_f64_e64 s[2:3], -1, 1
	v_cmp_ge_f64_e32 vcc, vcc, v[128:129]
	v_cmp_ge_f64_e32 vcc, 4.0, v[239:240]
	v_cmp_ge_f64_e32 vcc, s[0:1], v[122:123]
	v_cmp_ge_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_ge_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_ge_f64_e64 s[2:3], -1, 1
	v_cmp_o_f64_e32 vcc, v[0:1], v[195:196]
	v_cmp_o_f64_e32 vcc, v[2:3], v[7:8]
	v_cmp_o_f64_e32 vcc, 0x3f800000, v[7:8]
	v_cmp_o_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_o_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_o_f64_e64 s[2:3], -1, 1
	v_cmp_u_f64_e32 vcc, v[0:1], v[10:11]
	v_cmp_u_f64_e32 vcc, exec, v[212:213]
	v_cmp_u_f64_e32 vcc, v[0:1], v[96:97]
	v_cmp_u_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_u_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_u_f64_e64 s[2:3], -1, 1
	v_cmp_nge_f64_e32 vcc, v[17:18], v[210:211]
	v_cmp_nge_f64_e32 vcc, v[0:1], v[185:186]
	v_cmp_nge_f64_e32 vcc, v[8:9], v[249:250]
	v_cmp_nge_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_nge_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_nge_f64_e64 s[2:3], -1, 1
	v_cmp_nlg_f64_e32 vcc, v[0:1], v[143:144]
	v_cmp_nlg_f64_e32 vcc, flat_scratch, v[243:244]
	v_cmp_nlg_f64_e32 vcc, v[0:1], v[93:94]
	v_cmp_nlg_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_nlg_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_nlg_f64_e64 s[2:3], -1, 1
	v_cmp_ngt_f64_e32 vcc, flat_scratch, v[213:214]
	v_cmp_ngt_f64_e32 vcc, s[10:11], v[142:143]
	v_cmp_ngt_f64_e32 vcc, 64, v[145:146]
	v_cmp_ngt_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_ngt_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_ngt_f64_e64 s[2:3], -1, 1
	v_cmp_nle_f64_e32 vcc, 0.15915494309189532, v[89:90]
	v_cmp_nle_f64_e32 vcc, -0.5, v[78:79]
	v_cmp_nle_f64_e32 vcc, src_execz, v[44:45]
	v_cmp_nle_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_nle_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_nle_f64_e64 s[2:3], -1, 1
	v_cmp_neq_f64_e32 vcc, v[2:3], v[73:74]
	v_cmp_neq_f64_e32 vcc, v[2:3], v[7:8]
	v_cmp_neq_f64_e32 vcc, 0x3f800000, v[7:8]
	v_cmp_neq_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_neq_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_neq_f64_e64 s[2:3], -1, 1
	v_cmp_nlt_f64_e32 vcc, src_scc, v[45:46]
	v_cmp_nlt_f64_e32 vcc, 0.15915494309189532, v[216:217]
	v_cmp_nlt_f64_e32 vcc, s[8:9], v[6:7]
	v_cmp_nlt_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_nlt_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_nlt_f64_e64 s[2:3], -1, 1
	v_cmp_tru_f64_e32 vcc, v[17:18], v[132:133]
	v_cmp_tru_f64_e32 vcc, 2.0, v[158:159]
	v_cmp_tru_f64_e32 vcc, v[2:3], v[7:8]
	v_cmp_tru_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_tru_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmp_tru_f64_e64 s[2:3], -1, 1
	v_cmpx_f_f64_e32 vcc, 4.0, v[15:16]
	v_cmpx_f_f64_e32 vcc, src_vccz, v[149:150]
	v_cmpx_f_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_f_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_f_f64_e64 s[2:3], -1, 1
	v_cmpx_lt_f64_e32 vcc, -0.5, v[229:230]
	v_cmpx_lt_f64_e32 vcc, 1.0, v[43:44]
	v_cmpx_lt_f64_e32 vcc, -8, v[19:20]
	v_cmpx_lt_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_lt_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_lt_f64_e64 s[2:3], -1, 1
	v_cmpx_eq_f64_e32 vcc, src_vccz, v[52:53]
	v_cmpx_eq_f64_e32 vcc, s[2:3], v[51:52]
	v_cmpx_eq_f64_e32 vcc, s[0:1], v[101:102]
	v_cmpx_eq_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_eq_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_eq_f64_e64 s[2:3], -1, 1
	v_cmpx_le_f64_e32 vcc, v[100:101], v[249:250]
	v_cmpx_le_f64_e32 vcc, 4.0, v[242:243]
	v_cmpx_le_f64_e32 vcc, 12, v[87:88]
	v_cmpx_le_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_le_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_le_f64_e64 s[2:3], -1, 1
	v_cmpx_gt_f64_e32 vcc, v[0:1], v[79:80]
	v_cmpx_gt_f64_e32 vcc, v[1:2], v[219:220]
	v_cmpx_gt_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_gt_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_gt_f64_e64 s[2:3], -1, 1
	v_cmpx_lg_f64_e32 vcc, -8, v[36:37]
	v_cmpx_lg_f64_e32 vcc, -0.5, v[159:160]
	v_cmpx_lg_f64_e32 vcc, v[254:255], v[134:135]
	v_cmpx_lg_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_lg_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_lg_f64_e64 s[2:3], -1, 1
	v_cmpx_ge_f64_e32 vcc, v[1:2], v[107:108]
	v_cmpx_ge_f64_e32 vcc, v[4:5], v[224:225]
	v_cmpx_ge_f64_e32 vcc, v[2:3], v[7:8]
	v_cmpx_ge_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_ge_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_ge_f64_e64 s[2:3], -1, 1
	v_cmpx_o_f64_e32 vcc, -8, v[127:128]
	v_cmpx_o_f64_e32 vcc, -8, v[11:12]
	v_cmpx_o_f64_e32 vcc, s[4:5], v[253:254]
	v_cmpx_o_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_o_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_o_f64_e64 s[2:3], -1, 1
	v_cmpx_u_f64_e32 vcc, s[8:9], v[132:133]
	v_cmpx_u_f64_e32 vcc, ttmp[0:1], v[102:103]
	v_cmpx_u_f64_e32 vcc, v[100:101], v[63:64]
	v_cmpx_u_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_u_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_u_f64_e64 s[2:3], -1, 1
	v_cmpx_nge_f64_e32 vcc, flat_scratch, v[227:228]
	v_cmpx_nge_f64_e32 vcc, v[2:3], v[7:8]
	v_cmpx_nge_f64_e32 vcc, 0x3f800000, v[7:8]
	v_cmpx_nge_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_nge_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_nge_f64_e64 s[2:3], -1, 1
	v_cmpx_nlg_f64_e32 vcc, 12, v[147:148]
	v_cmpx_nlg_f64_e32 vcc, 0x4023cf8e, v[199:200]
	v_cmpx_nlg_f64_e32 vcc, 0x53059377, v[189:190]
	v_cmpx_nlg_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_nlg_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_nlg_f64_e64 s[2:3], -1, 1
	v_cmpx_ngt_f64_e32 vcc, v[4:5], v[31:32]
	v_cmpx_ngt_f64_e32 vcc, v[4:5], v[215:216]
	v_cmpx_ngt_f64_e32 vcc, v[1:2], v[201:202]
	v_cmpx_ngt_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_ngt_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_ngt_f64_e64 s[2:3], -1, 1
	v_cmpx_nle_f64_e32 vcc, v[254:255], v[172:173]
	v_cmpx_nle_f64_e32 vcc, tba, v[59:60]
	v_cmpx_nle_f64_e32 vcc, v[4:5], v[112:113]
	v_cmpx_nle_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_nle_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_nle_f64_e64 s[2:3], -1, 1
	v_cmpx_neq_f64_e32 vcc, vcc, v[139:140]
	v_cmpx_neq_f64_e32 vcc, v[17:18], v[212:213]
	v_cmpx_neq_f64_e32 vcc, v[2:3], v[7:8]
	v_cmpx_neq_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_neq_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_neq_f64_e64 s[2:3], -1, 1
	v_cmpx_nlt_f64_e32 vcc, v[2:3], v[38:39]
	v_cmpx_nlt_f64_e32 vcc, v[100:101], v[205:206]
	v_cmpx_nlt_f64_e32 vcc, v[8:9], v[6:7]
	v_cmpx_nlt_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_nlt_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_nlt_f64_e64 s[2:3], -1, 1
	v_cmpx_tru_f64_e32 vcc, 12, v[225:226]
	v_cmpx_tru_f64_e32 vcc, v[254:255], v[62:63]
	v_cmpx_tru_f64_e32 vcc, v[254:255], v[34:35]
	v_cmpx_tru_f64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_tru_f64_e64 s[2:3], -s[4:5], |1.0| clamp
	v_cmpx_tru_f64_e64 s[2:3], -1, 1
	v_cmp_f_i16_e32 vcc, 12, v182
	v_cmp_f_i16_e32 vcc, s2, v6
	v_cmp_f_i16_e32 vcc, v100, v157
	v_cmp_f_i16_e64 s[2:3], v1, v2
	v_cmp_f_i16_e64 s[2:3], -1, 1
	v_cmp_f_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_lt_i16_e32 vcc, ttmp0, v104
	v_cmp_lt_i16_e32 vcc, s4, v250
	v_cmp_lt_i16_e32 vcc, vcc_lo, v151
	v_cmp_lt_i16_e64 s[2:3], v1, v2
	v_cmp_lt_i16_e64 s[2:3], -1, 1
	v_cmp_lt_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_i16_e32 vcc, 0xbc00, v179
	v_cmp_eq_i16_e32 vcc, tba_lo, v164
	v_cmp_eq_i16_e32 vcc, v2, v164
	v_cmp_eq_i16_e64 s[2:3], v1, v2
	v_cmp_eq_i16_e64 s[2:3], -1, 1
	v_cmp_eq_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_le_i16_e32 vcc, 0, v182
	v_cmp_le_i16_e32 vcc, v2, v7
	v_cmp_le_i16_e32 vcc, 0, v7
	v_cmp_le_i16_e64 s[2:3], v1, v2
	v_cmp_le_i16_e64 s[2:3], -1, 1
	v_cmp_le_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_gt_i16_e32 vcc, v17, v57
	v_cmp_gt_i16_e32 vcc, v2, v167
	v_cmp_gt_i16_e32 vcc, -8, v95
	v_cmp_gt_i16_e64 s[2:3], v1, v2
	v_cmp_gt_i16_e64 s[2:3], -1, 1
	v_cmp_gt_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_ne_i16_e32 vcc, v8, v226
	v_cmp_ne_i16_e32 vcc, v1, v240
	v_cmp_ne_i16_e32 vcc, 64, v38
	v_cmp_ne_i16_e64 s[2:3], v1, v2
	v_cmp_ne_i16_e64 s[2:3], -1, 1
	v_cmp_ne_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_ne_i16 vcc, v128, sext(v185) src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmp_ge_i16_e32 vcc, v255, v243
	v_cmp_ge_i16_e32 vcc, v255, v18
	v_cmp_ge_i16_e64 s[2:3], v1, v2
	v_cmp_ge_i16_e64 s[2:3], -1, 1
	v_cmp_ge_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_t_i16_e32 vcc, v17, v221
	v_cmp_t_i16_e32 vcc, v254, v16
	v_cmp_t_i16_e32 vcc, -1, v33
	v_cmp_t_i16_e64 s[2:3], v1, v2
	v_cmp_t_i16_e64 s[2:3], -1, 1
	v_cmp_t_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_f_u16_e32 vcc, v255, v190
	v_cmp_f_u16_e32 vcc, s4, v90
	v_cmp_f_u16_e32 vcc, v8, v117
	v_cmp_f_u16_e64 s[2:3], v1, v2
	v_cmp_f_u16 vcc, v1, sext(v108) src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmp_f_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_f_u16 vcc, sext(v133), v185 src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 1, v211
	v_cmp_lt_u16_e32 vcc, 12, v188
	v_cmp_lt_u16_e32 vcc, m0, v176
	v_cmp_lt_u16_e64 s[2:3], v1, v2
	v_cmp_lt_u16_e64 s[2:3], -1, 1
	v_cmp_lt_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_lt_u16 vcc, v101, v75 clamp src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmp_eq_u16_e32 vcc, v254, v198
	v_cmp_eq_u16_e32 vcc, 0x4000, v208
	v_cmp_eq_u16_e32 vcc, v0, v81
	v_cmp_eq_u16_e64 s[2:3], v1, v2
	v_cmp_eq_u16_e64 s[2:3], -1, 1
	v_cmp_eq_u16 vcc, sext(v109), sext(v58) clamp src0_sel:WORD_0 src1_sel:BYTE_1
	v_cmp_eq_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_u16 vcc, sext(v213), v49 clamp src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_le_u16_e32 vcc, ttmp0, v58
	v_cmp_le_u16_e32 vcc, 1, v201
	v_cmp_le_u16_e32 vcc, src_execz, v147
	v_cmp_le_u16_e64 s[2:3], v1, v2
	v_cmp_le_u16_e64 s[2:3], -1, 1
	v_cmp_le_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_gt_u16_e32 vcc, 0x7714, v18
	v_cmp_gt_u16_e32 vcc, -8, v175
	v_cmp_gt_u16_e32 vcc, v100, v152
	v_cmp_gt_u16_e64 s[2:3], v1, v2
	v_cmp_gt_u16_e64 s[2:3], -1, 1
	v_cmp_gt_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_gt_u16 vcc, sext(v177), sext(v219) clamp src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_ne_u16_e32 vcc, s100, v174
	v_cmp_ne_u16_e32 vcc, 0, v60
	v_cmp_ne_u16_e32 vcc, src_vccz, v42
	v_cmp_ne_u16_e64 s[2:3], v1, v2
	v_cmp_ne_u16_e64 s[2:3], -1, 1
	v_cmp_ne_u16 vcc, v196, sext(v239) clamp src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ne_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_ne_u16 vcc, sext(v123), v9 clamp src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_u16_e32 vcc, v0, v90
	v_cmp_ge_u16_e32 vcc, v1, v251
	v_cmp_ge_u16_e32 vcc, s2, v159
	v_cmp_ge_u16_e64 s[2:3], v1, v2
	v_cmp_ge_u16_e64 s[2:3], -1, 1
	v_cmp_ge_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_t_u16_e32 vcc, v254, v21
	v_cmp_t_u16_e32 vcc, -16, v71
	v_cmp_t_u16_e32 vcc, vcc_hi, v81
	v_cmp_t_u16_e64 s[2:3], v1, v2
	v_cmp_t_u16_e64 s[2:3], -1, 1
	v_cmp_t_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_t_u16 vcc, sext(v200), sext(v228) clamp src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmpx_f_i16_e32 vcc, 0x3800, v44
	v_cmpx_f_i16_e32 vcc, src_scc, v92
	v_cmpx_f_i16_e64 s[2:3], v1, v2
	v_cmpx_f_i16_e64 s[2:3], -1, 1
	v_cmpx_f_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_lt_i16_e32 vcc, s4, v80
	v_cmpx_lt_i16_e32 vcc, s0, v237
	v_cmpx_lt_i16_e32 vcc, 0x9018, v178
	v_cmpx_lt_i16_e64 s[2:3], v1, v2
	v_cmpx_lt_i16_e64 s[2:3], -1, 1
	v_cmpx_lt_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_eq_i16_e32 vcc, v8, v116
	v_cmpx_eq_i16_e32 vcc, v1, v221
	v_cmpx_eq_i16_e32 vcc, 0x4400, v245
	v_cmpx_eq_i16_e64 s[2:3], v1, v2
	v_cmpx_eq_i16_e64 s[2:3], -1, 1
	v_cmpx_eq_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_le_i16_e32 vcc, 0xbc00, v209
	v_cmpx_le_i16_e32 vcc, v100, v245
	v_cmpx_le_i16_e32 vcc, s2, v241
	v_cmpx_le_i16_e64 s[2:3], v1, v2
	v_cmpx_le_i16_e64 s[2:3], -1, 1
	v_cmpx_le_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_le_i16 vcc, sext(v220), sext(v213) clamp src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmpx_gt_i16_e32 vcc, exec_lo, v103
	v_cmpx_gt_i16_e32 vcc, 0x3c00, v171
	v_cmpx_gt_i16_e32 vcc, s100, v74
	v_cmpx_gt_i16_e64 s[2:3], v1, v2
	v_cmpx_gt_i16_e64 s[2:3], -1, 1
	v_cmpx_gt_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_gt_i16 vcc, v188, sext(v149) clamp src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmpx_ne_i16_e32 vcc, v254, v196
	v_cmpx_ne_i16_e32 vcc, tba_lo, v166
	v_cmpx_ne_i16_e32 vcc, -16, v172
	v_cmpx_ne_i16_e64 s[2:3], v1, v2
	v_cmpx_ne_i16_e64 s[2:3], -1, 1
	v_cmpx_ne_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ne_i16 vcc, sext(v177), sext(v119) clamp src0_sel:DWORD src1_sel:BYTE_0
	v_cmpx_ge_i16_e32 vcc, src_execz, v246
	v_cmpx_ge_i16_e32 vcc, s0, v172
	v_cmpx_ge_i16_e32 vcc, m0, v36
	v_cmpx_ge_i16_e64 s[2:3], v1, v2
	v_cmpx_ge_i16_e64 s[2:3], -1, 1
	v_cmpx_ge_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_t_i16_e32 vcc, v8, v32
	v_cmpx_t_i16_e32 vcc, 0, v203
	v_cmpx_t_i16_e32 vcc, ttmp0, v248
	v_cmpx_t_i16_e64 s[2:3], v1, v2
	v_cmpx_t_i16_e64 s[2:3], -1, 1
	v_cmpx_t_i16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_t_i16 vcc, v32, sext(v100) src0_sel:BYTE_0 src1_sel:DWORD
	v_cmpx_f_u16_e32 vcc, v100, v177
	v_cmpx_f_u16_e32 vcc, v100, v179
	v_cmpx_f_u16_e32 vcc, 0x3800, v116
	v_cmpx_f_u16_e64 s[2:3], v1, v2
	v_cmpx_f_u16_e64 s[2:3], -1, 1
	v_cmpx_f_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_f_u16 vcc, sext(v232), v117 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmpx_lt_u16_e32 vcc, 0xbc00, v211
	v_cmpx_lt_u16_e32 vcc, ttmp4, v203
	v_cmpx_lt_u16_e32 vcc, v254, v115
	v_cmpx_lt_u16_e64 s[2:3], v1, v2
	v_cmpx_lt_u16_e64 s[2:3], -1, 1
	v_cmpx_lt_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_eq_u16_e32 vcc, v17, v220
	v_cmpx_eq_u16_e32 vcc, v254, v154
	v_cmpx_eq_u16_e32 vcc, s2, v117
	v_cmpx_eq_u16_e64 s[2:3], v1, v2
	v_cmpx_eq_u16_e64 s[2:3], -1, 1
	v_cmpx_eq_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_eq_u16 vcc, sext(v177), sext(v156) clamp src0_sel:WORD_0 src1_sel:DWORD
	v_cmpx_le_u16_e32 vcc, v100, v111
	v_cmpx_le_u16_e32 vcc, 0xc000, v85
	v_cmpx_le_u16_e32 vcc, exec_hi, v212
	v_cmpx_le_u16_e64 s[2:3], v1, v2
	v_cmpx_le_u16_e64 s[2:3], -1, 1
	v_cmpx_le_u16 vcc, sext(v245), v96 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmpx_le_u16 vcc, sext(v76), v82 clamp src0_sel:DWORD src1_sel:BYTE_1
	v_cmpx_le_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_gt_u16_e32 vcc, 0xbc00, v47
	v_cmpx_gt_u16_e32 vcc, s100, v105
	v_cmpx_gt_u16_e32 vcc, s4, v255
	v_cmpx_gt_u16_e64 s[2:3], v1, v2
	v_cmpx_gt_u16_e64 s[2:3], -1, 1
	v_cmpx_gt_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ne_u16_e32 vcc, src_scc, v170
	v_cmpx_ne_u16_e32 vcc, v254, v166
	v_cmpx_ne_u16_e32 vcc, v255, v154
	v_cmpx_ne_u16_e64 s[2:3], v1, v2
	v_cmpx_ne_u16_e64 s[2:3], -1, 1
	v_cmpx_ne_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ge_u16_e32 vcc, 0xc02b, v179
	v_cmpx_ge_u16_e32 vcc, vcc_lo, v137
	v_cmpx_ge_u16_e32 vcc, -1, v209
	v_cmpx_ge_u16_e64 s[2:3], v1, v2
	v_cmpx_ge_u16_e64 s[2:3], -1, 1
	v_cmpx_ge_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_t_u16_e32 vcc, v100, v30
	v_cmpx_t_u16_e32 vcc, v255, v42
	v_cmpx_t_u16_e32 vcc, s2, v188
	v_cmpx_t_u16_e64 s[2:3], v1, v2
	v_cmpx_t_u16_e64 s[2:3], -1, 1
	v_cmpx_t_u16 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_f_i32_e32 vcc, v2, v210
	v_cmp_f_i32_e32 vcc, v2, v216
	v_cmp_f_i32_e32 vcc, 0, v151
	v_cmp_f_i32_e64 s[2:3], v1, v2
	v_cmp_f_i32_e64 s[2:3], s4, 1.0
	v_cmp_f_i32_e64 s[2:3], -1, 1
	v_cmp_f_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_f_i32 vcc, v61, v221 src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_lt_i32_e32 vcc, 0.5, v18
	v_cmp_lt_i32_e32 vcc, src_vccz, v123
	v_cmp_lt_i32_e32 vcc, v2, v233
	v_cmp_lt_i32_e64 s[2:3], v1, v2
	v_cmp_lt_i32_e64 s[2:3], s4, 1.0
	v_cmp_lt_i32_e64 s[2:3], -1, 1
	v_cmp_lt_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_lt_i32 vcc, v17, v123 clamp src0_sel:DWORD src1_sel:BYTE_0
	v_cmp_eq_i32_e32 vcc, v255, v129
	v_cmp_eq_i32_e32 vcc, 0.5, v147
	v_cmp_eq_i32_e32 vcc, v17, v37
	v_cmp_eq_i32_e64 s[2:3], v1, v2
	v_cmp_eq_i32_e64 s[2:3], s4, 1.0
	v_cmp_eq_i32_e64 s[2:3], -1, 1
	v_cmp_eq_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_i32 vcc, sext(v135), sext(v181) src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_le_i32_e32 vcc, 0.15915494, v48
	v_cmp_le_i32_e32 vcc, s8, v232
	v_cmp_le_i32_e32 vcc, v255, v3
	v_cmp_le_i32_e64 s[2:3], v1, v2
	v_cmp_le_i32_e64 s[2:3], s4, 1.0
	v_cmp_le_i32_e64 s[2:3], -1, 1
	v_cmp_le_i32 vcc, v39, sext(v38) clamp src0_sel:WORD_0 src1_sel:BYTE_1
	v_cmp_le_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_le_i32 vcc, sext(v201), sext(v148) src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmp_gt_i32_e32 vcc, 64, v123
	v_cmp_gt_i32_e32 vcc, v2, v118
	v_cmp_gt_i32_e32 vcc, v254, v178
	v_cmp_gt_i32_e64 s[2:3], v1, v2
	v_cmp_gt_i32_e64 s[2:3], s4, 1.0
	v_cmp_gt_i32_e64 s[2:3], -1, 1
	v_cmp_gt_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_gt_i32 vcc, v95, sext(v123) src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmp_ne_i32_e32 vcc, v255, v52
	v_cmp_ne_i32_e32 vcc, v8, v247
	v_cmp_ne_i32_e32 vcc, v2, v114
	v_cmp_ne_i32_e64 s[2:3], v1, v2
	v_cmp_ne_i32_e64 s[2:3], s4, 1.0
	v_cmp_ne_i32_e64 s[2:3], -1, 1
	v_cmp_ne_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_ge_i32_e32 vcc, v254, v183
	v_cmp_ge_i32_e32 vcc, 64, v243
	v_cmp_ge_i32_e32 vcc, 1, v150
	v_cmp_ge_i32_e64 s[2:3], v1, v2
	v_cmp_ge_i32_e64 s[2:3], s4, 1.0
	v_cmp_ge_i32_e64 s[2:3], -1, 1
	v_cmp_ge_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_t_i32_e32 vcc, 0.5, v151
	v_cmp_t_i32_e32 vcc, -16, v224
	v_cmp_t_i32_e32 vcc, v100, v22
	v_cmp_t_i32_e64 s[2:3], v1, v2
	v_cmp_t_i32_e64 s[2:3], s4, 1.0
	v_cmp_t_i32_e64 s[2:3], -1, 1
	v_cmp_t_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_t_i32 vcc, v37, v133 clamp src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmp_f_u32_e32 vcc, ttmp4, v76
	v_cmp_f_u32_e32 vcc, src_execz, v153
	v_cmp_f_u32_e64 s[2:3], v1, v2
	v_cmp_f_u32_e64 s[2:3], s4, 1.0
	v_cmp_f_u32_e64 s[2:3], -1, 1
	v_cmp_f_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_f_u32 vcc, sext(v102), sext(v48) src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmp_lt_u32_e32 vcc, exec_hi, v92
	v_cmp_lt_u32_e32 vcc, v17, v217
	v_cmp_lt_u32_e32 vcc, v17, v168
	v_cmp_lt_u32_e64 s[2:3], v1, v2
	v_cmp_lt_u32_e64 s[2:3], s4, 1.0
	v_cmp_lt_u32_e64 s[2:3], -1, 1
	v_cmp_lt_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_eq_u32_e32 vcc, m0, v40
	v_cmp_eq_u32_e32 vcc, v17, v160
	v_cmp_eq_u32_e32 vcc, s0, v154
	v_cmp_eq_u32_e64 s[2:3], v1, v2
	v_cmp_eq_u32_e64 s[2:3], s4, 1.0
	v_cmp_eq_u32_e64 s[2:3], -1, 1
	v_cmp_eq_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_le_u32_e32 vcc, src_execz, v236
	v_cmp_le_u32_e32 vcc, v17, v83
	v_cmp_le_u32_e32 vcc, v254, v36
	v_cmp_le_u32_e64 s[2:3], v1, v2
	v_cmp_le_u32_e64 s[2:3], s4, 1.0
	v_cmp_le_u32_e64 s[2:3], -1, 1
	v_cmp_le_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_le_u32 vcc, sext(v95), v175 src0_sel:DWORD src1_sel:BYTE_1
	v_cmp_le_u32 vcc, sext(v210), sext(v92) src0_sel:WORD_1 src1_sel:BYTE_0
	v_cmp_gt_u32_e32 vcc, s2, v249
	v_cmp_gt_u32_e32 vcc, s4, v40
	v_cmp_gt_u32_e32 vcc, -1.0, v161
	v_cmp_gt_u32_e64 s[2:3], v1, v2
	v_cmp_gt_u32_e64 s[2:3], s4, 1.0
	v_cmp_gt_u32_e64 s[2:3], -1, 1
	v_cmp_gt_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_ne_u32_e32 vcc, v0, v214
	v_cmp_ne_u32_e32 vcc, v4, v209
	v_cmp_ne_u32_e32 vcc, v100, v49
	v_cmp_ne_u32_e64 s[2:3], v1, v2
	v_cmp_ne_u32_e64 s[2:3], s4, 1.0
	v_cmp_ne_u32_e64 s[2:3], -1, 1
	v_cmp_ne_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_ne_u32 vcc, sext(v236), v122 clamp src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_ge_u32_e32 vcc, exec_lo, v155
	v_cmp_ge_u32_e32 vcc, 5, v215
	v_cmp_ge_u32_e32 vcc, 12, v214
	v_cmp_ge_u32_e64 s[2:3], v1, v2
	v_cmp_ge_u32_e64 s[2:3], s4, 1.0
	v_cmp_ge_u32_e64 s[2:3], -1, 1
	v_cmp_ge_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_t_u32_e32 vcc, v254, v219
	v_cmp_t_u32_e32 vcc, s2, v107
	v_cmp_t_u32_e32 vcc, 1.0, v134
	v_cmp_t_u32_e64 s[2:3], v1, v2
	v_cmp_t_u32_e64 s[2:3], s4, 1.0
	v_cmp_t_u32_e64 s[2:3], -1, 1
	v_cmp_t_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_t_u32 vcc, v39, sext(v141) clamp src0_sel:WORD_1 src1_sel:DWORD
	v_cmpx_f_i32_e32 vcc, -1.0, v39
	v_cmpx_f_i32_e32 vcc, s4, v90
	v_cmpx_f_i32_e32 vcc, s0, v245
	v_cmpx_f_i32_e64 s[2:3], v1, v2
	v_cmpx_f_i32_e64 s[2:3], s4, 1.0
	v_cmpx_f_i32_e64 s[2:3], -1, 1
	v_cmpx_f_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_lt_i32_e32 vcc, v1, v1
	v_cmpx_lt_i32_e32 vcc, 2.0, v107
	v_cmpx_lt_i32_e32 vcc, tba_lo, v33
	v_cmpx_lt_i32_e64 s[2:3], v1, v2
	v_cmpx_lt_i32_e64 s[2:3], s4, 1.0
	v_cmpx_lt_i32_e64 s[2:3], -1, 1
	v_cmpx_lt_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_eq_i32_e32 vcc, 0.15915494, v184
	v_cmpx_eq_i32_e32 vcc, v2, v7
	v_cmpx_eq_i32_e64 s[2:3], v1, v2
	v_cmpx_eq_i32_e64 s[2:3], s4, 1.0
	v_cmpx_eq_i32_e64 s[2:3], -1, 1
	v_cmpx_eq_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_le_i32_e32 vcc, src_vccz, v228
	v_cmpx_le_i32_e32 vcc, v255, v149
	v_cmpx_le_i32_e32 vcc, v2, v144
	v_cmpx_le_i32_e64 s[2:3], v1, v2
	v_cmpx_le_i32_e64 s[2:3], s4, 1.0
	v_cmpx_le_i32_e64 s[2:3], -1, 1
	v_cmpx_le_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_le_i32 vcc, v141, v45 src0_sel:WORD_1 src1_sel:BYTE_1
	v_cmpx_gt_i32_e32 vcc, m0, v17
	v_cmpx_gt_i32_e32 vcc, tba_lo, v218
	v_cmpx_gt_i32_e32 vcc, v4, v85
	v_cmpx_gt_i32_e64 s[2:3], v1, v2
	v_cmpx_gt_i32_e64 s[2:3], s4, 1.0
	v_cmpx_gt_i32_e64 s[2:3], -1, 1
	v_cmpx_gt_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ne_i32_e32 vcc, m0, v159
	v_cmpx_ne_i32_e32 vcc, v17, v14
	v_cmpx_ne_i32_e32 vcc, 0.5, v45
	v_cmpx_ne_i32_e64 s[2:3], v1, v2
	v_cmpx_ne_i32_e64 s[2:3], s4, 1.0
	v_cmpx_ne_i32_e64 s[2:3], -1, 1
	v_cmpx_ne_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ge_i32_e32 vcc, v254, v33
	v_cmpx_ge_i32_e32 vcc, v8, v194
	v_cmpx_ge_i32_e32 vcc, 1, v3
	v_cmpx_ge_i32_e64 s[2:3], v1, v2
	v_cmpx_ge_i32_e64 s[2:3], s4, 1.0
	v_cmpx_ge_i32_e64 s[2:3], -1, 1
	v_cmpx_ge_i32 vcc, sext(v122), v154 src0_sel:WORD_1 src1_sel:DWORD
	v_cmpx_ge_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ge_i32 vcc, v102, sext(v195) src0_sel:WORD_0 src1_sel:BYTE_0
	v_cmpx_t_i32_e32 vcc, s100, v144
	v_cmpx_t_i32_e32 vcc, 2.0, v169
	v_cmpx_t_i32_e32 vcc, vcc_lo, v24
	v_cmpx_t_i32_e64 s[2:3], v1, v2
	v_cmpx_t_i32_e64 s[2:3], s4, 1.0
	v_cmpx_t_i32_e64 s[2:3], -1, 1
	v_cmpx_t_i32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_f_u32_e32 vcc, src_scc, v157
	v_cmpx_f_u32_e32 vcc, exec_hi, v63
	v_cmpx_f_u32_e32 vcc, v2, v27
	v_cmpx_f_u32_e64 s[2:3], v1, v2
	v_cmpx_f_u32_e64 s[2:3], s4, 1.0
	v_cmpx_f_u32_e64 s[2:3], -1, 1
	v_cmpx_f_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_lt_u32_e32 vcc, exec_lo, v156
	v_cmpx_lt_u32_e32 vcc, src_scc, v173
	v_cmpx_lt_u32_e32 vcc, s4, v152
	v_cmpx_lt_u32_e64 s[2:3], v1, v2
	v_cmpx_lt_u32_e64 s[2:3], s4, 1.0
	v_cmpx_lt_u32_e64 s[2:3], -1, 1
	v_cmpx_lt_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_eq_u32_e32 vcc, v255, v52
	v_cmpx_eq_u32_e32 vcc, ttmp4, v74
	v_cmpx_eq_u32_e32 vcc, v2, v89
	v_cmpx_eq_u32_e64 s[2:3], v1, v2
	v_cmpx_eq_u32_e64 s[2:3], s4, 1.0
	v_cmpx_eq_u32_e64 s[2:3], -1, 1
	v_cmpx_eq_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_le_u32_e32 vcc, v255, v124
	v_cmpx_le_u32_e32 vcc, v8, v184
	v_cmpx_le_u32_e32 vcc, v0, v131
	v_cmpx_le_u32_e64 s[2:3], v1, v2
	v_cmpx_le_u32_e64 s[2:3], s4, 1.0
	v_cmpx_le_u32_e64 s[2:3], -1, 1
	v_cmpx_le_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_gt_u32_e32 vcc, s0, v97
	v_cmpx_gt_u32_e32 vcc, 64, v238
	v_cmpx_gt_u32_e32 vcc, -1, v198
	v_cmpx_gt_u32_e64 s[2:3], v1, v2
	v_cmpx_gt_u32_e64 s[2:3], s4, 1.0
	v_cmpx_gt_u32_e64 s[2:3], -1, 1
	v_cmpx_gt_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ne_u32_e32 vcc, 12, v204
	v_cmpx_ne_u32_e32 vcc, v0, v120
	v_cmpx_ne_u32_e32 vcc, m0, v2
	v_cmpx_ne_u32_e64 s[2:3], v1, v2
	v_cmpx_ne_u32_e64 s[2:3], s4, 1.0
	v_cmpx_ne_u32_e64 s[2:3], -1, 1
	v_cmpx_ne_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_ge_u32_e32 vcc, -8, v224
	v_cmpx_ge_u32_e32 vcc, v8, v19
	v_cmpx_ge_u32_e32 vcc, 12, v222
	v_cmpx_ge_u32_e64 s[92:93], v254, -4.0
	v_cmpx_ge_u32_e64 s[2:3], v1, v2
	v_cmpx_ge_u32_e64 s[2:3], s4, 1.0
	v_cmpx_ge_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmpx_t_u32_e32 vcc, v100, v164
	v_cmpx_t_u32_e32 vcc, 4.0, v98
	v_cmpx_t_u32_e32 vcc, src_vccz, v197
	v_cmpx_t_u32_e64 s[2:3], v1, v2
	v_cmpx_t_u32_e64 s[2:3], s4, 1.0
	v_cmpx_t_u32_e64 s[2:3], -1, 1
	v_cmpx_t_u32 vcc, v3, v7 src0_sel:DWORD src1_sel:DWORD
	v_cmp_f_i64_e32 vcc, 1.0, v[41:42]
	v_cmp_f_i64_e32 vcc, v[100:101], v[59:60]
	v_cmp_f_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_f_i64_e64 s[2:3], s[4:5], 1.0
	v_cmp_f_i64_e64 s[2:3], -1, 1
	v_cmp_lt_i64_e32 vcc, -8, v[102:103]
	v_cmp_lt_i64_e32 vcc, v[254:255], v[45:46]
	v_cmp_lt_i64_e32 vcc, v[8:9], v[206:207]
	v_cmp_lt_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_lt_i64_e64 s[2:3], s[4:5], 1.0
	v_cmp_lt_i64_e64 s[2:3], -1, 1
	v_cmp_eq_i64_e32 vcc, v[1:2], v[68:69]
	v_cmp_eq_i64_e32 vcc, v[2:3], v[194:195]
	v_cmp_eq_i64_e32 vcc, -16, v[211:212]
	v_cmp_eq_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_eq_i64_e64 s[2:3], s[4:5], 1.0
	v_cmp_eq_i64_e64 s[2:3], -1, 1
	v_cmp_le_i64_e32 vcc, v[17:18], v[88:89]
	v_cmp_le_i64_e32 vcc, 0.15915494309189532, v[162:163]
	v_cmp_le_i64_e32 vcc, s[100:101], v[182:183]
	v_cmp_le_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_le_i64_e64 s[2:3], s[4:5], 1.0
	v_cmp_le_i64_e64 s[2:3], -1, 1
	v_cmp_gt_i64_e32 vcc, 0x3f800000, v[217:218]
	v_cmp_gt_i64_e32 vcc, 1.0, v[182:183]
	v_cmp_gt_i64_e32 vcc, v[100:101], v[28:29]
	v_cmp_gt_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[4:5], 1.0
	v_cmp_gt_i64_e64 s[2:3], -1, 1
	v_cmp_ne_i64_e32 vcc, s[100:101], v[51:52]
	v_cmp_ne_i64_e32 vcc, 1.0, v[144:145]
	v_cmp_ne_i64_e32 vcc, 2.0, v[122:123]
	v_cmp_ne_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_ne_i64_e64 s[2:3], s[4:5], 1.0
	v_cmp_ne_i64_e64 s[2:3], -1, 1
	v_cmp_ge_i64_e32 vcc, -2.0, v[83:84]
	v_cmp_ge_i64_e32 vcc, -1, v[253:254]
	v_cmp_ge_i64_e32 vcc, v[2:3], v[7:8]
	v_cmp_ge_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_ge_i64_e64 s[2:3], s[4:5], 1.0
	v_cmp_ge_i64_e64 s[2:3], -1, 1
	v_cmp_t_i64_e32 vcc, -16, v[252:253]
	v_cmp_t_i64_e32 vcc, v[2:3], v[205:206]
	v_cmp_t_i64_e32 vcc, 1.0, v[127:128]
	v_cmp_t_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_t_i64_e64 s[2:3], s[4:5], 1.0
	v_cmp_t_i64_e64 s[2:3], -1, 1
	v_cmp_f_u64_e32 vcc, 4.0, v[176:177]
	v_cmp_f_u64_e32 vcc, v[2:3], v[7:8]
	v_cmp_f_u64_e32 vcc, 0x3f800000, v[7:8]
	v_cmp_f_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_f_u64_e64 s[2:3], s[4:5], 1.0
	v_cmp_f_u64_e64 s[2:3], -1, 1
	v_cmp_lt_u64_e32 vcc, 2.0, v[121:122]
	v_cmp_lt_u64_e32 vcc, -0.5, v[164:165]
	v_cmp_lt_u64_e32 vcc, v[100:101], v[60:61]
	v_cmp_lt_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], 1.0
	v_cmp_lt_u64_e64 s[2:3], -1, 1
	v_cmp_eq_u64_e32 vcc, v[1:2], v[253:254]
	v_cmp_eq_u64_e32 vcc, v[8:9], v[116:117]
	v_cmp_eq_u64_e32 vcc, v[1:2], v[214:215]
	v_cmp_eq_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_eq_u64_e64 s[2:3], s[4:5], 1.0
	v_cmp_eq_u64_e64 s[2:3], -1, 1
	v_cmp_le_u64_e32 vcc, v[8:9], v[127:128]
	v_cmp_le_u64_e32 vcc, -2.0, v[52:53]
	v_cmp_le_u64_e32 vcc, v[2:3], v[68:69]
	v_cmp_le_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_le_u64_e64 s[2:3], s[4:5], 1.0
	v_cmp_le_u64_e64 s[2:3], -1, 1
	v_cmp_gt_u64_e32 vcc, v[254:255], v[214:215]
	v_cmp_gt_u64_e32 vcc, s[100:101], v[238:239]
	v_cmp_gt_u64_e32 vcc, v[4:5], v[157:158]
	v_cmp_gt_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_gt_u64_e64 s[2:3], s[4:5], 1.0
	v_cmp_gt_u64_e64 s[2:3], -1, 1
	v_cmp_ne_u64_e32 vcc, -8, v[2:3]
	v_cmp_ne_u64_e32 vcc, src_execz, v[62:63]
	v_cmp_ne_u64_e32 vcc, 0.15915494309189532, v[21:22]
	v_cmp_ne_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_ne_u64_e64 s[2:3], s[4:5], 1.0
	v_cmp_ne_u64_e64 s[2:3], -1, 1
	v_cmp_ge_u64_e32 vcc, vcc, v[6:7]
	v_cmp_ge_u64_e32 vcc, -0.5, v[142:143]
	v_cmp_ge_u64_e32 vcc, v[2:3], v[7:8]
	v_cmp_ge_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_ge_u64_e64 s[2:3], s[4:5], 1.0
	v_cmp_ge_u64_e64 s[2:3], -1, 1
	v_cmp_t_u64_e32 vcc, 0.5, v[184:185]
	v_cmp_t_u64_e32 vcc, 1.0, v[88:89]
	v_cmp_t_u64_e32 vcc, 4.0, v[96:97]
	v_cmp_t_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmp_t_u64_e64 s[2:3], s[4:5], 1.0
	v_cmp_t_u64_e64 s[2:3], -1, 1
	v_cmpx_f_i64_e32 vcc, -1.0, v[182:183]
	v_cmpx_f_i64_e32 vcc, ttmp[0:1], v[96:97]
	v_cmpx_f_i64_e32 vcc, 4.0, v[238:239]
	v_cmpx_f_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_f_i64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_f_i64_e64 s[2:3], -1, 1
	v_cmpx_lt_i64_e32 vcc, 64, v[227:228]
	v_cmpx_lt_i64_e32 vcc, src_scc, v[238:239]
	v_cmpx_lt_i64_e32 vcc, 0.5, v[20:21]
	v_cmpx_lt_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_lt_i64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_lt_i64_e64 s[2:3], -1, 1
	v_cmpx_eq_i64_e32 vcc, src_scc, v[115:116]
	v_cmpx_eq_i64_e32 vcc, s[4:5], v[137:138]
	v_cmpx_eq_i64_e32 vcc, src_vccz, v[59:60]
	v_cmpx_eq_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_eq_i64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_eq_i64_e64 s[2:3], -1, 1
	v_cmpx_le_i64_e32 vcc, ttmp[4:5], v[190:191]
	v_cmpx_le_i64_e32 vcc, v[17:18], v[242:243]
	v_cmpx_le_i64_e32 vcc, -8, v[137:138]
	v_cmpx_le_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_le_i64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_le_i64_e64 s[2:3], -1, 1
	v_cmpx_gt_i64_e32 vcc, -1.0, v[84:85]
	v_cmpx_gt_i64_e32 vcc, -1.0, v[192:193]
	v_cmpx_gt_i64_e32 vcc, 0.15915494309189532, v[204:205]
	v_cmpx_gt_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_gt_i64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_gt_i64_e64 s[2:3], -1, 1
	v_cmpx_ne_i64_e32 vcc, v[254:255], v[30:31]
	v_cmpx_ne_i64_e32 vcc, 2.0, v[245:246]
	v_cmpx_ne_i64_e32 vcc, v[2:3], v[7:8]
	v_cmpx_ne_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_ne_i64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_ne_i64_e64 s[2:3], -1, 1
	v_cmpx_ge_i64_e32 vcc, -0.5, v[111:112]
	v_cmpx_ge_i64_e32 vcc, v[2:3], v[7:8]
	v_cmpx_ge_i64_e32 vcc, 0x3f800000, v[7:8]
	v_cmpx_ge_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_ge_i64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_ge_i64_e64 s[2:3], -1, 1
	v_cmpx_t_i64_e32 vcc, 0x2a084631, v[104:105]
	v_cmpx_t_i64_e32 vcc, v[8:9], v[176:177]
	v_cmpx_t_i64_e32 vcc, -1.0, v[91:92]
	v_cmpx_t_i64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_t_i64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_t_i64_e64 s[2:3], -1, 1
	v_cmpx_f_u64_e32 vcc, -8, v[191:192]
	v_cmpx_f_u64_e32 vcc, src_vccz, v[114:115]
	v_cmpx_f_u64_e32 vcc, v[2:3], v[7:8]
	v_cmpx_f_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_f_u64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_f_u64_e64 s[2:3], -1, 1
	v_cmpx_lt_u64_e32 vcc, 12, v[218:219]
	v_cmpx_lt_u64_e32 vcc, exec, v[2:3]
	v_cmpx_lt_u64_e32 vcc, src_vccz, v[87:88]
	v_cmpx_lt_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_lt_u64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_lt_u64_e64 s[2:3], -1, 1
	v_cmpx_eq_u64_e32 vcc, v[4:5], v[204:205]
	v_cmpx_eq_u64_e32 vcc, ttmp[4:5], v[20:21]
	v_cmpx_eq_u64_e32 vcc, -4.0, v[167:168]
	v_cmpx_eq_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_eq_u64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_eq_u64_e64 s[2:3], -1, 1
	v_cmpx_le_u64_e32 vcc, v[100:101], v[155:156]
	v_cmpx_le_u64_e32 vcc, -4.0, v[110:111]
	v_cmpx_le_u64_e32 vcc, ttmp[0:1], v[57:58]
	v_cmpx_le_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_le_u64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_le_u64_e64 s[2:3], -1, 1
	v_cmpx_gt_u64_e32 vcc, -0.5, v[88:89]
	v_cmpx_gt_u64_e32 vcc, flat_scratch, v[113:114]
	v_cmpx_gt_u64_e32 vcc, 0xffffffff, v[123:124]
	v_cmpx_gt_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_gt_u64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_gt_u64_e64 s[2:3], -1, 1
	v_cmpx_ne_u64_e32 vcc, v[0:1], v[110:111]
	v_cmpx_ne_u64_e32 vcc, v[1:2], v[86:87]
	v_cmpx_ne_u64_e32 vcc, s[100:101], v[165:166]
	v_cmpx_ne_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_ne_u64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_ne_u64_e64 s[2:3], -1, 1
	v_cmpx_ge_u64_e32 vcc, vcc, v[78:79]
	v_cmpx_ge_u64_e32 vcc, src_vccz, v[178:179]
	v_cmpx_ge_u64_e32 vcc, v[2:3], v[7:8]
	v_cmpx_ge_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_ge_u64_e64 s[2:3], s[4:5], 1.0
	v_cmpx_ge_u64_e64 s[2:3], -1, 1
	v_cmpx_t_u64_e32 vcc, -8, v[128:129]
	v_cmpx_t_u64_e32 vcc, -16, v[49:50]
	v_cmpx_t_u64_e32 vcc, src_scc, v[40:41]
	v_cmpx_t_u64_e64 s[28:29], v[17:18], 0.15915494309189532
	v_cmpx_t_u64_e64 s[2:3], v[1:2], v[2:3]
	v_cmpx_t_u64_e64 s[2:3], s[4:5], 1.0
	s_endpgm
