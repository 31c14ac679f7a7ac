# Development-time generator (not run by the build or the tests): from the
# enumeration scan.py wrote (scan_gfx940.json, in the current directory),
# works out the gfx940 encoding rows, which GCN3 operation each one is
# (same mnemonic and meaning, or the RENAME list below) and the operand
# types and flags of the operations gfx940 adds (infer(): guesses from the
# mnemonic and llvm's printed operands, checked by hand), into
# table940.json; emit.py then writes amdgpu/isa_ops_gfx9.h and
# amdgpu/isa_gfx940.h. Usage, in a scratch directory:
#   python3 scan.py gfx940 48 1 union; python3 scan.py gfx940 32 2 union
#   python3 table.py && python3 emit.py
import json,re,sys,subprocess,os
ISA=os.path.join(os.path.dirname(os.path.abspath(__file__)),'../../../amdgpu')
r=json.load(open('scan_gfx940.json'))
# probes: assembly for encodings the random scan cannot reach
pr=subprocess.run(['llvm-mc-15','-show-encoding','-triple=amdgcn-amd-amdhsa','-mcpu=gfx940'],input=open(os.path.join(os.path.dirname(os.path.abspath(__file__)),'probes.txt')).read(),capture_output=True,text=True).stdout
for line in pr.splitlines():
    m=re.match(r'\s+(.*?)\s*; encoding: \[(.*)\]',line)
    if not m: continue
    kb=[int(x,16) for x in m.group(2).split(',')]
    w=kb[0]|kb[1]<<8|kb[2]<<16|kb[3]<<24
    if (w>>26)==0x34 and ((w>>23)&7)==7: f,op='VOP3P',(w>>16)&0x7f
    else: raise SystemExit('probe format: '+line)
    r.setdefault(f,{})[str(op)]=[[0,m.group(1),len(kb),m.group(2)]]
def base(t):
    m=t.split()[0]
    for s in ('_e32','_e64','_sdwa','_dpp'):
        if m.endswith(s): return m[:-len(s)]
    return m
# gfx803 operations: (fmt, name) -> row fields
ops803={}
order803=[]
for line in open(ISA+'/isa_table.h'):
    m=re.match(r'AMDGPU_INST\((\w+),\s*(0x[0-9a-f]+),\s*(\w+),\s*(\w+),\s*(\w+),\s*(\w+),\s*(\w+),\s*(\w+),\s*(.*)\)\s*$',line)
    if m:
        ops803[m.group(3)]=dict(fmt=m.group(1),unit=m.group(4),t=[m.group(5),m.group(6),m.group(7),m.group(8)],flags=m.group(9).strip())
# same meaning, gfx9 name -> gfx803 id
RENAME={'v_add_co_u32':'v_add_u32','v_sub_co_u32':'v_sub_u32','v_subrev_co_u32':'v_subrev_u32',
 'v_addc_co_u32':'v_addc_u32','v_subb_co_u32':'v_subb_u32','v_subbrev_co_u32':'v_subbrev_u32',
 'v_mad_legacy_f16':'v_mad_f16','v_mad_legacy_u16':'v_mad_u16','v_mad_legacy_i16':'v_mad_i16',
 'v_fma_legacy_f16':'v_fma_f16','v_div_fixup_legacy_f16':'v_div_fixup_f16'}
# gfx9 name equal to a gfx803 id of another meaning -> new id
CONFLICT={'v_add_u32':'v_add_nc_u32','v_sub_u32':'v_sub_nc_u32','v_subrev_u32':'v_subrev_nc_u32',
 'v_mad_f16':'v_mad_f16_opsel','v_mad_u16':'v_mad_u16_opsel','v_mad_i16':'v_mad_i16_opsel',
 'v_fma_f16':'v_fma_f16_opsel','v_div_fixup_f16':'v_div_fixup_f16_opsel'}
enc=[]  # (fmt, opcode, mnemonic, sample texts)
for f in r:
    for op in r[f]:
        o=int(op)
        if f=='VOP3' and o<0x1c0: continue
        names=sorted(set(base(x[1]) for x in r[f][op]))
        assert len(names)==1,(f,op,names)
        enc.append((f,o,names[0],[x[1] for x in r[f][op]]))
FMTS=['SOP2','SOPK','SOP1','SOPC','SOPP','SMEM','VOP2','VOP1','VOPC','VOP3','VOP3P','DS','FLAT','GLOBAL','SCRATCH','MUBUF','MTBUF']
enc.sort(key=lambda e:(FMTS.index(e[0]),e[1]))
vop3ops=set(int(k) for k in r['VOP3'])
def has_e64(f,o):
    return (f=='VOPC' and o in vop3ops) or (f=='VOP2' and 0x100+o in vop3ops) or (f=='VOP1' and 0x140+o in vop3ops)
def width(tok):
    m=re.match(r'[vsa]\[(\d+):(\d+)\]',tok)
    if m: return int(m.group(2))-int(m.group(1))+1
    if tok in ('vcc','exec'): return 2
    return 1
TW={1:'B32',2:'B64',3:'B96',4:'B128',8:'B256',16:'B512',32:'B1024'}
def vtype(w,fl): 
    if w==1: return 'F32' if fl else 'B32'
    if w==2: return 'F64' if fl else 'B64'
    return TW[w]
def opnds(text):
    s=text.split(None,1)
    if len(s)<2: return []
    out=[]
    for tok in s[1].split(', '):
        tok=tok.split(' ')[0]
        out.append(tok)
    return out
def mem_w(n):
    for k,w in (('dwordx4',4),('dwordx3',3),('dwordx2',2),('_x2',2),('b128',4),('b96',3),('_f64',2),('_b64',2),('_u64',2),('_i64',2)):
        if k in n: return w
    return 1
newops={}
def newop(name,fmt,unit,t,flags,x='0'):
    newops[name]=dict(fmt=fmt,unit=unit,t=t,flags=flags or '0',x=x)
def F(*fl): return '|'.join('AMDGPU_F_'+x for x in fl) if fl else '0'
def infer(f,o,mn,texts):
    """unit, types and flags of a new operation"""
    t=max(texts,key=len)
    if f=='SOP2':
        if mn=='s_pack_ll_b32_b16' or mn.startswith('s_pack'): return newop(mn,f,'SALU',['B32','B32','B32','NA'],0)
        return newop(mn,f,'SALU',['B32','B32','B32','NA'],0)
    if f=='SOPK':
        return newop(mn,f,'BRANCH',['B64','NA','NA','NA'],F('BRANCH'))
    if f=='SOP1':
        if mn=='s_bitreplicate_b64_b32': return newop(mn,f,'SALU',['B64','B32','NA','NA'],0)
        return newop(mn,f,'SALU',['B64','B64','NA','NA'],F('WEXEC'))
    if f=='SOPP':
        return newop(mn,f,'SPECIAL',['NA']*4,F('NOIMM'))
    if f=='SMEM':
        w=mem_w(mn); tw=TW[w]
        sb='B128' if 'buffer' in mn else 'B64'
        if 'discard' in mn: return newop(mn,f,'SMEM',['NA',sb,'NA','NA'],0)
        if 'atomic' in mn:
            dw=TW[2*w] if 'cmpswap' in mn else tw
            return newop(mn,f,'SMEM',[tw,sb,dw,'NA'],F('ATOMIC'))
        if 'load' in mn: return newop(mn,f,'SMEM',[tw,sb,'NA','NA'],F('LOAD'))
        return newop(mn,f,'SMEM',['NA',sb,tw,'NA'],F('STORE'))
    if f in ('DS',):
        ops=opnds(t)
        fl='f' in mn.split('_')[-1] or 'pk_add' in mn
        if 'addtid' in mn:
            return newop(mn,f,'LDS',['B32','NA','NA','NA'] if 'read' in mn else ['NA','NA','B32','NA'],F('LOAD') if 'read' in mn else F('STORE'))
        if 'read' in mn: return newop(mn,f,'LDS',['B32','B32','NA','NA'],F('LOAD','D16') if 'd16' in mn else F('LOAD'))
        if 'write' in mn: return newop(mn,f,'LDS',['NA','B32','B32','NA'],F('STORE','D16') if 'd16' in mn else F('STORE'))
        w=2 if 'f64' in mn else 1
        ty=('F64' if w==2 else ('B32' if 'pk' in mn else 'F32'))
        return newop(mn,f,'LDS',[ty if 'rtn' in mn else 'NA','B32',ty,'NA'],F('ATOMIC'))
    if f in ('MUBUF','MTBUF') and mn.endswith('_gfx9'):
        n=len(re.search(r'_d16_(?:hi_)?(x+y?z?w?)_gfx9$',mn).group(1))
        tw=TW[(n+1)//2]
        if 'load' in mn: return newop(mn,f,'VMEM',[tw,'NA','NA','NA'],F('LOAD','D16'))
        return newop(mn,f,'VMEM',['NA','NA',tw,'NA'],F('STORE','D16'))
    if f in ('FLAT','GLOBAL','SCRATCH','MUBUF'):
        w=mem_w(mn); tw=TW[w]
        ad='B64' if f!='MUBUF' else 'NA'
        if f=='SCRATCH': ad='B32'
        if mn in ('buffer_wbl2','buffer_inv'): return newop(mn,f,'VMEM',['NA']*4,F('NOSRC'))
        d16=['D16'] if 'd16' in mn else []
        if '_lds_' in mn: return newop(mn,f,'VMEM',['NA',ad,'NA','NA'],F('LOAD','LDS'))
        if 'atomic' in mn:
            ty={'add_f32':'F32','pk_add_f16':'B32','pk_add_bf16':'B32','add_f64':'F64','min_f64':'F64','max_f64':'F64'}
            k=[v for kk,v in ty.items() if mn.endswith(kk)]
            dt=k[0] if k else tw
            st=TW[2*w] if 'cmpswap' in mn else dt
            return newop(mn,f,'VMEM',[dt,ad,st,'NA'],F('ATOMIC'))
        if 'load' in mn: return newop(mn,f,'VMEM',[tw,ad,'NA','NA'],F('LOAD',*d16))
        return newop(mn,f,'VMEM',['NA',ad,tw,'NA'],F('STORE',*d16))
    # VALU
    ops=opnds(t)
    # operand widths: the most common over llvm's decodings (one text may
    # print a constant or an SGPR where a tuple usually is)
    from collections import Counter
    allw=[[width(x) for x in opnds(tx)] for tx in texts]
    nops=Counter(len(w) for w in allw).most_common(1)[0][0]
    ops=['v0']*nops
    fl=bool(re.search(r'_(f16|f32|f64|bf16|xf32)',mn)) and not mn.startswith('v_cvt_f32_') and not mn.startswith('v_cvt_pk_f32')
    ws=[Counter(w[k] for w in allw if len(w)==nops).most_common(1)[0][0] for k in range(nops)]
    ty=[vtype(w,fl) for w in ws]
    flags=[]; x=[]
    if f in ('VOP1','VOP2'):
        flags.append('E64' if has_e64(f,o) else 'NOE64')
    if f=='VOP3P':
        if 'mfma' in mn or 'smfmac' in mn:
            x.append('MAI')
            unit='VALU'
            d,a,b,c=[TW[w] for w in ws[:4]]
            if 'smfmac' in mn: c='B32'
            else: c=d  # C is an accumulator like D (a text may show an SGPR C as one register)
            if 'xf32' in mn: a=b='B64'  # two xf32 values a lane
            return newop(mn,f,'VALU',[d,a,b,c],'0','|'.join('AMDGPU_X_'+k for k in x))
        if mn=='v_accvgpr_read_b32': return newop(mn,f,'VALU',['B32','B32','NA','NA'],'0','AMDGPU_X_ACCSRC')
        if mn=='v_accvgpr_write_b32': return newop(mn,f,'VALU',['B32','B32','NA','NA'],'0','AMDGPU_X_ACCDST')
        pk32=mn in ('v_pk_fma_f32','v_pk_mul_f32','v_pk_add_f32','v_pk_mov_b32')
        x.append('PK32' if pk32 else 'PK')
        if 'mix' in mn: x=['MIX']
        if 'dot' in mn:
            x=['DOT']
            acc='F32' if mn.startswith('v_dot2_f32') else 'B32'
            return newop(mn,f,'VALU',[acc,'B32','B32',acc],'0','AMDGPU_X_DOT')
        tt=['B64' if pk32 else ('F32' if 'mix' in mn and i==0 and mn=='v_fma_mix_f32' else 'B32') for i in range(4)]
        n=len(ops)
        tt=tt[:n]+['NA']*(4-n)
        return newop(mn,f,'VALU',tt,'0','|'.join('AMDGPU_X_'+k for k in x))
    if mn in ('v_fmac_f32','v_fmac_f64','v_pk_fmac_f16') or mn.startswith('v_dot') and f=='VOP2':
        flags.append('MAC')
        flags=[x for x in flags if x!='NOE64']  # llvm prints _e32 for these
        if mn=='v_dot2c_f32_f16':  # f16 pairs: float modifiers
            return newop(mn,f,'VALU',['F32','F16','F16','F32'],F(*flags))
        if mn.startswith('v_dot'):
            return newop(mn,f,'VALU',['B32','B32','B32','B32'],F(*flags))
        tt='B32' if 'pk' in mn else ty[0]
        return newop(mn,f,'VALU',[tt,tt,tt,tt],F(*flags))
    if mn=='v_fmamk_f32': return newop(mn,f,'VALU',['F32','F32','F32','F32'],F('NOE64','MADMK'))
    if mn=='v_fmaak_f32': return newop(mn,f,'VALU',['F32','F32','F32','F32'],F('NOE64','MADAK'))
    if mn=='v_swap_b32': return newop(mn,f,'VALU',['B32','B32','NA','NA'],F('NOE64'))
    if mn=='v_accvgpr_mov_b32': return newop(mn,f,'VALU',['B32','B32','NA','NA'],F('NOE64'),'AMDGPU_X_ACCSRC|AMDGPU_X_ACCDST')
    if mn=='v_mov_b64': return newop(mn,f,'VALU',['B64','B64','NA','NA'],F(*flags))
    if mn=='v_lshl_add_u64': return newop(mn,f,'VALU',['B64','B64','B32','B64'],'0')
    if mn=='v_xnor_b32': return newop(mn,f,'VALU',['B32','B32','B32','NA'],F(*flags))
    if mn in ('v_add_nc_u32','v_sub_nc_u32','v_subrev_nc_u32'):
        return newop(mn,f,'VALU',['B32','B32','B32','NA'],F(*flags))
    if f=='VOP1':
        if mn=='v_screen_partition_4se_b32': return newop(mn,f,'VALU',['B32','B32','NA','NA'],F(*flags))
        if mn in ('v_cvt_norm_i16_f16','v_cvt_norm_u16_f16'): return newop(mn,f,'VALU',['B16','F16','NA','NA'],F(*flags))
        if mn=='v_sat_pk_u8_i16': return newop(mn,f,'VALU',['B16','B32','NA','NA'],F(*flags))
        if mn in ('v_cvt_f32_fp8','v_cvt_f32_bf8'): return newop(mn,f,'VALU',['F32','B32','NA','NA'],F(*flags))
        if mn in ('v_cvt_pk_f32_fp8','v_cvt_pk_f32_bf8'): return newop(mn,f,'VALU',['B64','B32','NA','NA'],F(*flags))
    # VOP3-only
    x=[]
    if re.search(r'(f16|i16|u16)$',mn) or mn in ('v_mad_u32_u16','v_mad_i32_i16','v_pack_b32_f16','v_cvt_pknorm_i16_f16','v_cvt_pknorm_u16_f16') or 'opsel' in mn:
        x.append('OPSEL')
    if mn.startswith('v_cvt_pk_') or mn.startswith('v_cvt_sr_'): x.append('OPSEL')
    sfx=re.search(r'_(f16|i16|u16)$',mn.replace('_opsel',''))
    EXPL={'v_mad_u32_u16':['B32','B16','B16','B32'],'v_mad_i32_i16':['B32','B16','B16','B32'],
          'v_pack_b32_f16':['B32','F16','F16','NA'],'v_cvt_pknorm_i16_f16':['B32','F16','F16','NA'],
          'v_cvt_pknorm_u16_f16':['B32','F16','F16','NA']}
    if mn in EXPL: tt=EXPL[mn]
    elif sfx:
        k={'f16':'F16','i16':'B16','u16':'B16'}[sfx.group(1)]
        tt=[k,k,k,k]
        if mn in ('v_add_i16','v_sub_i16'): tt=[k,k,k,'NA']
    elif mn in ('v_mad_u32_u16','v_mad_i32_i16'): tt=['B32','B16','B16','B32']
    elif mn=='v_pack_b32_f16': tt=['B32','F16','F16','NA']
    elif mn in ('v_cvt_pknorm_i16_f16','v_cvt_pknorm_u16_f16'): tt=['B32','F16','F16','NA']
    elif mn in ('v_cvt_pk_fp8_f32','v_cvt_pk_bf8_f32'): tt=['B32','F32','F32','NA']
    elif mn in ('v_cvt_sr_fp8_f32','v_cvt_sr_bf8_f32'): tt=['B32','F32','B32','NA']
    elif mn in ('v_add_i32','v_sub_i32'): tt=['B32','B32','B32','NA']
    else:
        n=len(ops)
        tt=(ty+['NA']*4)[:4]
    return newop(mn,f,'VALU',tt,'0','|'.join('AMDGPU_X_'+k for k in x) or '0')

rows=[]
for f,o,mn,texts in enc:
    xf='0'
    if mn in CONFLICT and f in ('VOP2','VOP3'):
        opid=CONFLICT[mn]
    elif f in ('MUBUF','MTBUF') and '_format_d16_' in mn and mn in ops803:
        opid=mn+'_gfx9'  # packed 16-bit data (gfx8.0 unpacked it: one dword per component)
    elif mn in RENAME: opid=RENAME[mn]
    elif mn in ops803: opid=mn
    else: opid=mn
    if opid in ops803:
        d=ops803[opid]
        # gfx9 16-bit VOP3 forms take op_sel
        if f=='VOP3' and any(t in ('F16','B16') for t in d['t']) and opid not in ('v_mad_f16','v_mad_u16','v_mad_i16','v_fma_f16','v_div_fixup_f16'):
            pass
    else:
        if opid not in newops: infer(f,o,opid,texts)
    rows.append((f,o,mn,opid,xf))
# e64 consistency for shared ops
for f,o,mn,opid,xf in rows:
    if opid in ops803 and f in ('VOP1','VOP2','VOPC'):
        fl=ops803[opid]['flags']
        e=('AMDGPU_F_E64' in fl)
        if e!=has_e64(f,o): print('E64 mismatch',f,hex(o),mn,file=sys.stderr)
    if opid in ops803 and ops803[opid]['fmt']!=f:
        print('home format differs',opid,ops803[opid]['fmt'],'->',f,file=sys.stderr)
json.dump(dict(rows=rows,newops=newops),open('table940.json','w'))
print(len(rows),'rows',len(newops),'new ops',file=sys.stderr)
