# Writes amdgpu/isa_ops_gfx9.h and amdgpu/isa_gfx940.h from table940.json
# (table.py). Development time only.
import json,re,sys,os
ISA=os.path.join(os.path.dirname(os.path.abspath(__file__)),'../../../amdgpu')
d=json.load(open('table940.json'))
rows=d['rows']; newops=d['newops']
FMTS=['SOP2','SOPK','SOP1','SOPC','SOPP','SMEM','VOP2','VOP1','VOPC','VOP3','VOP3P','DS','FLAT','GLOBAL','SCRATCH','MUBUF','MTBUF']
# flags of every op (for e64 counts)
fl803={}
for line in open(ISA+'/isa_table.h'):
    m=re.match(r'AMDGPU_INST\((\w+),\s*(0x[0-9a-f]+),\s*(\w+),.*,\s*([^,]*)\)\s*$',line)
    if m: fl803[m.group(3)]=m.group(4)
def e64(op):
    f=fl803.get(op) or newops[op]['flags']
    return 'AMDGPU_F_E64' in f
cnt={f:0 for f in FMTS}; e=0
for f,o,mn,op,xf in rows:
    cnt[f]+=1
    if f in ('VOP1','VOP2','VOPC') and e64(op): e+=1
total=sum(cnt.values())
# ---- ops
o=[]
o.append('''/* amdgpu/isa_ops_gfx9.h - operations that GFX9 and CDNA (gfx90a, gfx940)
 * added to the GCN3 ones, for the operation list (amdgpu/inst.h).
 *
 *   AMDGPU_OPER(name, fmt, unit, dst, src0, src1, src2, flags, xflags)
 *
 *   name      the id is AMDGPU_OP_<name>: llvm's gfx940 mnemonic, or, where
 *             that mnemonic already names a GCN3 operation of another
 *             meaning, a distinct name: v_add_nc_u32 (gfx9 VOP2 v_add_u32,
 *             no carry; llvm's gfx10 name), v_sub_nc_u32, v_subrev_nc_u32,
 *             and v_mad_f16_opsel (gfx9 VOP3 v_mad_f16, which keeps the
 *             destination's other half and takes op_sel), v_mad_u16_opsel,
 *             v_mad_i16_opsel, v_fma_f16_opsel, v_div_fixup_f16_opsel; the
 *             MUBUF/MTBUF *_format_d16_* operations are *_gfx9 (their 16-bit
 *             data is packed, two components a dword; gfx803's are not)
 *   fmt       home format (enum amdgpu_fmt without AMDGPU_FMT_); the ISA
 *             tables say where each ISA encodes it
 *   unit, dst, src*, flags   as in amdgpu/isa_table.h
 *   xflags    AMDGPU_X_* bits (amdgpu/inst.h), 0 if none
 *
 * Operand types of packed operations: a v_pk_*_f32 / v_pk_mov_b32 operand is
 * a 64-bit pair (B64, two f32 lanes); a v_pk_*16 operand is one dword (B32,
 * two 16-bit lanes). MFMA: dst and src2 are the accumulator tuples, src0
 * and src1 the A and B operands (B32 = 1 dword, B64 = 2, ...). SMFMAC:
 * src2 is the sparsity index (one VGPR); the accumulator is dst itself.
 * Memory operands follow the slots of amdgpu/inst.h; GLOBAL addresses are
 * B64 (vaddr) and SCRATCH ones B32.
 *
 * Generated at development time by test/amdgpu_decode/gen/table.py from
 * the enumeration of llvm-mc-15 --mcpu=gfx940; checked by hand where the
 * generator's guesses are in that script. No include guard.
 */
''')
for name,v in newops.items():
    t=v['t']
    o.append('AMDGPU_OPER(%-32s %-8s %-7s %-6s %-6s %-6s %-6s %s, %s)'%(name+',',v['fmt']+',',v['unit']+',',t[0]+',',t[1]+',',t[2]+',',t[3]+',',v['flags'],v['x']))
open(ISA+'/isa_ops_gfx9.h','w').write("\n".join(o)+"\n")
# ---- encodings
h=[]
h.append('''/* amdgpu/isa_gfx940.h - the gfx940 (CDNA3: gfx940, gfx941, gfx942)
 * encoding table.
 *
 * One row per opcode, in encoding order within each format:
 *
 *   AMDGPU_ENC(fmt, opcode, mnemonic, op)
 *
 *   fmt       format (enum amdgpu_fmt without AMDGPU_FMT_); FLAT's seg
 *             field makes FLAT (0), SCRATCH (1) and GLOBAL (2); VOP3P is
 *             the VOP3 opcode space 0x380-0x3ff (7-bit opcode), MFMA
 *             included
 *   opcode    opcode number in that format
 *   mnemonic  llvm-objdump-15 --mcpu=gfx940's name without
 *             _e32/_e64/_sdwa/_dpp
 *   op        the operation: AMDGPU_OP_<op>, from amdgpu/isa_table.h (the
 *             GCN3 operations, shared where the meaning is the same, e.g.
 *             v_add_co_u32 is v_add_u32 and v_mad_legacy_f16 is v_mad_f16)
 *             or amdgpu/isa_ops_gfx9.h; unit, operand types and flags are
 *             the operation's
 *
 * As for gfx803, VOP1/VOP2/VOPC rows whose operation has AMDGPU_F_E64 also
 * decode from VOP3 opcodes VOPC+0x000, VOP2+0x100, VOP1+0x140. gfx940 has
 * no VINTRP, MIMG or EXP encodings.
 *
 * A third ISA of the family (gfx90a, gfx908) is another file like this
 * one, with the rows that differ (gfx90a: no fp8/bf8 conversions, MFMA
 * xf32 and smfmac rows; v_mac_f32/v_madmk_f32/v_madak_f32 and image
 * instructions back), and one line in amdgpu/decode.c's ISA list.
 *
 * Generated at development time (test/amdgpu_decode/gen/table.py) from
 * an enumeration of every opcode of every format with llvm-mc-15
 * --disassemble --mcpu=gfx940; test/amdgpu_decode/corpus_gfx940.s holds
 * every row and test_corpus_gfx940 compares our disassembly with
 * llvm-objdump-15's. No include guard.
 *
 * Opcodes decoded, per format (rows; VOP3 counts every VOP3 encoding):
''')
for f in FMTS:
    n=cnt[f]+(e if f=='VOP3' else 0)
    extra='  (%d VOP3-only + %d e64 forms)'%(cnt[f],e) if f=='VOP3' else ''
    h.append(' *   %-8s %4d%s'%(f,n,extra))
h.append(' *   total   %d encodings, %d rows'%(total+e,total))
h.append(' * SDWA and DPP apply to VOP1/VOP2/VOPC rows (src0 = 0xf9 / 0xfa).\n */\n')
cur=None
for f,o_,mn,op,xf in rows:
    if f!=cur:
        h.append('\n/* ---- %s ---- */'%f); cur=f
    h.append('AMDGPU_ENC(%-7s 0x%02x, %-32s %s)'%(f+',',o_,mn+',',op))
open(ISA+'/isa_gfx940.h','w').write("\n".join(h)+"\n")
print(cnt,e,total)
