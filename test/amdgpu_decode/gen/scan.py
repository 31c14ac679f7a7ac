# Development-time enumeration of an ISA's encoding space (not run by the
# build or the tests): for every format and opcode, structured and random
# field values are fed to llvm-mc-15 --disassemble --mcpu=<cpu>, each
# candidate between a marker (s_movk_i32 s0, index) and two s_nop guards,
# and what llvm decodes is kept, keyed by the (format, opcode) of llvm's
# own re-encoding. Usage: python3 scan.py CPU TRIES SEED [union]
# (union: merge with the existing scan_CPU.json). On gfx803 it finds all
# 941 rows of amdgpu/isa_table.h.
import subprocess, sys, re, json
def b(*ws):
    out=[]
    for w in ws:
        for i in range(4): out.append("0x%02x"%((w>>(8*i))&0xff))
    return ",".join(out)
cands=[]  # (fmt, op, variant, hexline)
def add(fmt,op,v,*ws): cands.append((fmt,op,v,b(*ws)))
for op in range(128):
    add('SOP2',op,0,(2<<30)|(op<<23)|(4<<16)|(8<<8)|6)
for op in range(32):
    add('SOPK',op,0,(0xb<<28)|(op<<23)|(4<<16)|0x1234)
    add('SOPK',op,1,(0xb<<28)|(op<<23)|(4<<16)|0x1234, 0x11223344)
for op in range(256):
    add('SOP1',op,0,(0x17d<<23)|(4<<16)|(op<<8)|6)
for op in range(128):
    add('SOPC',op,0,(0x17e<<23)|(op<<16)|(8<<8)|6)
    add('SOPP',op,0,(0x17f<<23)|(op<<16)|0)
    add('SOPP',op,1,(0x17f<<23)|(op<<16)|3)
for op in range(256):
    add('SMEM',op,0,(0x30<<26)|(op<<18)|(1<<17)|(4<<6)|2, 0x10)
    add('SMEM',op,1,(0x30<<26)|(op<<18)|(1<<17)|(8<<6)|2, 0x10)
    add('SMEM',op,2,(0x30<<26)|(op<<18)|(0<<17)|(8<<6)|2, 0x0)
for op in range(64):
    add('VOP2',op,0,(op<<25)|(1<<17)|(3<<9)|258)
    add('VOP2',op,1,(op<<25)|(1<<17)|(3<<9)|255, 0x3f800000)
for op in range(256):
    add('VOP1',op,0,(0x3f<<25)|(1<<17)|(op<<9)|258)
    add('VOP1',op,1,(0x3f<<25)|(2<<17)|(op<<9)|260)
    add('VOPC',op,0,(0x3e<<25)|(op<<17)|(3<<9)|258)
for op in range(1024):
    add('VOP3',op,0,(0x34<<26)|(op<<16)|2, (260<<18)|(259<<9)|258)
    add('VOP3',op,1,(0x34<<26)|(op<<16)|(106<<8)|2, (262<<18)|(260<<9)|258)
    add('VOP3',op,2,(0x34<<26)|(op<<16)|2, (4<<18)|(259<<9)|258)
    add('VOP3',op,3,(0x34<<26)|(op<<16)|4, (264<<18)|(260<<9)|256)
for op in range(4):
    add('VINTRP',op,0,(0x35<<26)|(1<<18)|(op<<16)|(2<<10)|(1<<8)|3)
for op in range(256):
  v=0
  for vd in (0,4):
    for d0 in (0,2):
      for d1 in (0,3):
        for ad in (0,1):
          add('DS',op,v,(0x36<<26)|(op<<17)|0x10, (vd<<24)|(d1<<16)|(d0<<8)|ad); v+=1
for seg in range(3):
  for op in range(128):
    f=['FLAT','SCRATCH','GLOBAL'][seg]
    v=0
    for vd in (0,6):
      for d in (0,4):
        for sa in (0x7f,8,0):
          for off in (0x10,0):
            add(f,op,v,(0x37<<26)|(op<<18)|(seg<<14)|off, (vd<<24)|(sa<<16)|(d<<8)|2); v+=1
for op in range(128):
    add('MUBUF',op,0,(0x38<<26)|(op<<18)|(1<<12)|0x10, (2<<24)|(2<<16)|(4<<8)|1)
    add('MIMG',op,0,(0x3c<<26)|(op<<18)|(0xf<<8), (2<<21)|(2<<16)|(4<<8)|1)
for op in range(16):
    add('MTBUF',op,0,(0x3a<<26)|(7<<23)|(4<<19)|(op<<15)|(1<<12)|0x10, (2<<24)|(2<<16)|(4<<8)|1)
import random
random.seed(int(sys.argv[3]) if len(sys.argv)>3 else 1)
R=random.getrandbits
def rnd(fmt,nops,base,opshift,opmask_bits,two,n):
    for op in range(nops):
        for k in range(n):
            w0=R(32)
            # clear format+opcode bits then set
            w0=(w0 & ~((1<<opshift+opmask_bits)-1 if False else 0))
            yield op,w0
FMT={ # name: (fixed mask, fixed value fn(op), words)
 'SOP2':(0xff800000,lambda op:(2<<30)|(op<<23),1,128),
 'SOPK':(0xff800000,lambda op:(0xb<<28)|(op<<23),1,32),
 'SOP1':(0xff80ff00,lambda op:(0x17d<<23)|(op<<8),1,256),
 'SOPC':(0xffff0000,lambda op:(0x17e<<23)|(op<<16),1,128),
 'SOPP':(0xffff0000,lambda op:(0x17f<<23)|(op<<16),1,128),
 'SMEM':(0xfffc0000,lambda op:(0x30<<26)|(op<<18),2,256),
 'VOP2':(0xfe000000,lambda op:(op<<25),1,64),
 'VOP1':(0xfe01fe00,lambda op:(0x3f<<25)|(op<<9),1,256),
 'VOPC':(0xfffe0000,lambda op:(0x3e<<25)|(op<<17),1,256),
 'VOP3':(0xffff0000,lambda op:(0x34<<26)|(op<<16),2,1024),
 'VINTRP':(0xfc030000,lambda op:(0x35<<26)|(op<<16),1,4),
 'DS':(0xfffe0000,lambda op:(0x36<<26)|(op<<17),2,256),
 'FLAT':(0xfffcc000,lambda op:(0x37<<26)|(op<<18),2,128),
 'SCRATCH':(0xfffcc000,lambda op:(0x37<<26)|(op<<18)|(1<<14),2,128),
 'GLOBAL':(0xfffcc000,lambda op:(0x37<<26)|(op<<18)|(2<<14),2,128),
 'MUBUF':(0xfffc0000,lambda op:(0x38<<26)|(op<<18),2,128),
 'MTBUF':(0xfc078000,lambda op:(0x3a<<26)|(op<<15),2,16),
 'MIMG':(0xfffc0000,lambda op:(0x3c<<26)|(op<<18),2,128),
 'EXP':(0xfc000000,lambda op:(0x31<<26),2,1),
}
FIELDS={ # bit ranges (hi,lo) of non-opcode fields, word0 then word1 (+32)
 'SOP2':[(22,16),(15,8),(7,0)], 'SOPK':[(22,16),(15,0)], 'SOP1':[(22,16),(7,0)],
 'SOPC':[(15,8),(7,0)], 'SOPP':[(15,0)], 'SMEM':[(17,17),(16,16),(15,15),(14,14),(12,6),(5,0),(52,32),(63,57)],
 'VOP2':[(24,17),(16,9),(8,0)], 'VOP1':[(24,17),(8,0)], 'VOPC':[(16,9),(8,0)],
 'VOP3':[(15,15),(14,11),(10,8),(7,0),(40,32),(49,41),(58,50),(60,59),(61,61),(62,62),(63,63)],
 'VINTRP':[(25,18),(15,10),(9,8),(7,0)],
 'DS':[(25,25),(16,16),(15,8),(7,0),(39,32),(47,40),(55,48),(63,56)],
 'FLAT':[(25,25),(23,23),(17,17),(16,16),(13,13),(12,0),(39,32),(47,40),(54,48),(55,55),(63,56)],
 'MUBUF':[(25,25),(17,17),(16,16),(15,15),(14,14),(13,13),(12,12),(11,0),(39,32),(47,40),(52,48),(55,55),(54,53),(63,56)],
 'MTBUF':[(25,23),(22,19),(14,14),(13,13),(12,12),(11,0),(39,32),(47,40),(52,48),(55,55),(54,54),(53,53),(63,56)],
 'MIMG':[(25,25),(17,17),(16,16),(15,15),(14,14),(13,13),(12,12),(11,8),(7,0),(39,32),(47,40),(52,48),(57,53),(63,63)],
 'EXP':[(12,12),(11,11),(10,10),(9,4),(3,0),(39,32),(47,40),(55,48),(63,56)],
}
FIELDS['SCRATCH']=FIELDS['GLOBAL']=FIELDS['FLAT']
def rfield(hi,lo):
    w=hi-lo+1; c=random.random()
    if c<0.55: return 0
    if w==7 and c<0.7: return 0x7f
    if c<0.75: return random.randrange(min(1<<w,16))
    return R(w)
NR=int(sys.argv[2]) if len(sys.argv)>2 else 12
for f,(mask,val,nw,nops) in FMT.items():
    for op in range(nops):
        add(f,op,90,*([val(op)]+[0]*(nw-1)))
        add(f,op,91,*([val(op)]+[0]*(nw-1)+[0x3f800000]))
        if f=='DS': add(f,op,93,val(op)|(1<<16),0)
        if f in ('VOP2','VOP1','VOPC'):  # SDWA (src0 0xf9) and DPP (0xfa) forms
            for k in range(max(NR//4,2)):
                v64=val(op)
                for hi,lo in FIELDS[f]: v64|=rfield(hi,lo)<<lo
                rs=random.randrange
                sdwa=(rs(256)|rs(7)<<8|rs(3)<<11|rs(2)<<13|rs(4)<<14|rs(7)<<16|rs(2)<<19|
                      rs(2)<<20|rs(2)<<21|rs(2)<<23|rs(7)<<24|rs(2)<<27|rs(2)<<28|rs(2)<<29|rs(2)<<31)
                ctl=random.choice([rs(256),0x100+rs(1,16),0x110+rs(1,16),0x120+rs(1,16),0x130,0x134,
                                   0x138,0x13c,0x140,0x141,0x142,0x143,0x150+rs(16)])
                dpp=rs(256)|ctl<<8|rs(2)<<19|rs(16)<<20|rs(16)<<24|rs(16)<<28
                add(f,op,94,(v64&~0x1ff)|0xf9,sdwa)
                add(f,op,95,(v64&~0x1ff)|0xfa,dpp)
        if f in ('VOP2','VOP1','VOPC','SOPK'):
            add(f,op,92,val(op)|(258 if f[0]=='V' else 0), 0x3f800000)
        for k in range(NR):
            # sparse random: each field bit set with prob 1/4 to keep regs small-ish
            v64=val(op)
            for hi,lo in FIELDS[f]: v64|=rfield(hi,lo)<<lo
            ws=[v64&0xffffffff]+([v64>>32] if nw==2 else [])
            if nw==1 and k%2: ws.append(R(32))
            add(f,op,100+k,*ws)
add('EXP',0,0,(0x31<<26)|(0xf),(4<<24)|(3<<16)|(2<<8)|1)
def classify(w):
    B=lambda hi,lo:(w>>lo)&((1<<(hi-lo+1))-1)
    if w>>31==0:
        t=B(31,25)
        if t==0x3f: return ('VOP1',B(16,9))
        if t==0x3e: return ('VOPC',B(24,17))
        return ('VOP2',B(30,25))
    if w>>30==2:
        t=B(31,23)
        if t==0x17d: return ('SOP1',B(15,8))
        if t==0x17e: return ('SOPC',B(22,16))
        if t==0x17f: return ('SOPP',B(22,16))
        if B(31,28)==0xb: return ('SOPK',B(27,23))
        return ('SOP2',B(29,23))
    t=B(31,26)
    if t==0x30: return ('SMEM',B(25,18))
    if t==0x31: return ('EXP',0)
    if t==0x34:
        if B(25,23)==7: return ('VOP3P',B(22,16))
        return ('VOP3',B(25,16))
    if t==0x35: return ('VINTRP',B(17,16))
    if t==0x36: return ('DS',B(24,17))
    if t==0x37: return (['FLAT','SCRATCH','GLOBAL','FLAT3'][B(15,14)],B(24,18))
    if t==0x38: return ('MUBUF',B(24,18))
    if t==0x3a: return ('MTBUF',B(18,15))
    if t==0x3c: return ('MIMG',B(24,18))
    return None
res={}
got={}
CH=30000
for base in range(0,len(cands),CH):
    chunk=cands[base:base+CH]
    open('cands.txt','w').write("\n".join(b(0xb0000000|i)+","+c[3]+","+b(0xbf800000,0xbf800000) for i,c in enumerate(chunk))+"\n")
    r=subprocess.run(['llvm-mc-15','--disassemble','-show-encoding','-triple=amdgcn-amd-amdhsa','-mcpu='+sys.argv[1],'cands.txt'],capture_output=True,text=True)
    cur=None
    for line in r.stdout.splitlines():
        m=re.match(r'\s+(.*?)\s*; encoding: \[(.*)\]',line)
        if not m: continue
        t,e=m.group(1),m.group(2)
        mm=re.match(r's_movk_i32 s0, (0x[0-9a-f]+|\d+)$',t)
        if mm and e.endswith('0xb0'):
            cur=base+int(mm.group(1),0); got[cur]=[]; continue
        if e=='0x00,0x00,0x80,0xbf': continue
        if cur is not None: got[cur].append((t,e))
for i,(fmt,op,v,h) in enumerate(cands):
    g=got.get(i)
    if not g or len(g)!=1: continue
    t,e=g[0]
    nb=len(e.split(','))
    if e.split(',')[3].strip()!=h.split(',')[3]: continue
    if nb!=len(h.split(',')): 
        if nb > len(h.split(',')): continue
    kb=[int(x,16) for x in e.split(',')]
    k=classify(kb[0]|kb[1]<<8|kb[2]<<16|kb[3]<<24)
    if k is None: continue
    res.setdefault(k[0],{}).setdefault(k[1],[]).append((v,t,nb,e))
import os
fn='scan_%s.json'%sys.argv[1]
if os.path.exists(fn) and len(sys.argv)>4:
    old=json.load(open(fn))
    for f in old:
        for op in old[f]:
            res.setdefault(f,{}).setdefault(int(op),[]).extend(old[f][op])
res={f:{int(k):v for k,v in d.items()} for f,d in res.items()}
json.dump(res,open('scan_%s.json'%sys.argv[1],'w'),indent=0)
for f in res: print(f, len(res[f]))
