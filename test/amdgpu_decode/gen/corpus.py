# Development-time: writes test/amdgpu_decode/corpus_gfx940.s from the
# enumeration (scan_gfx940.json, scan.py) and the rows (table940.json,
# table.py): for every gfx940 row up to PER texts llvm-mc-15 decoded from
# random fields (for VOP1/VOP2/VOPC rows also their e64, SDWA and DPP
# forms), then only the lines llvm-mc-15 --mcpu=gfx940 assembles again
# (llvm prints some encodings the assembler refuses, e.g. odd-aligned
# VGPR pairs). Not run by the build or the tests; its output is data.
import json,re,os,sys,random,subprocess
random.seed(7)
HERE=os.path.dirname(os.path.abspath(__file__))
OUT=os.path.join(HERE,'..','corpus_gfx940.s')
PER=3
r=json.load(open('scan_gfx940.json'))
rows=json.load(open('table940.json'))['rows']
def form(t):
    m=t.split()[0]
    for s in ('_e32','_e64','_sdwa','_dpp'):
        if m.endswith(s): return s
    if ' src0_sel:' in t: return '_sdwa'
    return ''
def aligned(t):
    """the same text with every register tuple starting at a multiple of 4
    (gfx940 wants even-aligned VGPR/AGPR tuples, SGPR tuples by size)"""
    return re.sub(r'([vsa])\[(\d+):(\d+)\]',
                  lambda m:'%s[%d:%d]'%(m.group(1),int(m.group(2))//4*4,int(m.group(2))//4*4+int(m.group(3))-int(m.group(2))),t)
cands=[]  # (row index, form, text)
for i,(f,o,mn,op,xf) in enumerate(rows):
    texts=[x[1] for x in r[f].get(str(o),[])]  # probe rows: the hand-written part
    img={'VOPC':o,'VOP2':0x100+o,'VOP1':0x140+o}.get(f)
    if img is not None and str(img) in r['VOP3']:
        texts+= [x[1] for x in r['VOP3'][str(img)]]
    ts=sorted(set(texts)); random.shuffle(ts)
    ts.sort(key=lambda t:-len(t.split()))  # texts with modifiers first
    for t in ts+[aligned(t) for t in ts]:
        cands.append((i,form(t),t))
def assemble(ls):
    p=subprocess.run(['llvm-mc-15','-triple=amdgcn-amd-amdhsa','-mcpu=gfx940','-filetype=obj','-o','/dev/null'],input="\n".join(ls)+"\n",capture_output=True,text=True)
    return set(int(m.group(1)) for m in re.finditer(r'<stdin>:(\d+):\d+: error',p.stderr))
ok=[]
for base in range(0,len(cands),2000):  # llvm-mc reports every error of a chunk
    chunk=cands[base:base+2000]
    bad=assemble([c[2] for c in chunk])
    ok+=[c for j,c in enumerate(chunk,1) if j not in bad]
seen={}
lines=[]
for i,fm,t in ok:
    k=(i,fm)
    n=PER if fm in ('','_e32') else 2
    if len(seen.setdefault(k,[]))>=n or t in seen[k]: continue
    seen[k].append(t); lines.append(t)
bad=assemble(lines)
print(len(lines),'lines', 'still bad' if bad else 'assemble',file=sys.stderr)
# Forms no text of which assembles (llvm prints operands its assembler
# refuses, e.g. odd tuples; buffer_wbinvl1 has a second opcode the
# assembler never picks): llvm's own encodings, as .byte lines.
raw=[]
for i,(f,o,mn,op,xf) in enumerate(rows):
    encs={}
    for key,src in ((f,str(o)),('VOP3',str({'VOPC':o,'VOP2':0x100+o,'VOP1':0x140+o}.get(f,-1)))):
        for x in r.get(key,{}).get(src,[]):
            encs.setdefault(form(x[1]),[]).append(x[3])
    dup=sum(1 for x in rows if x[2]==mn)>1  # one mnemonic, two opcodes: the assembler picks one
    for fm,es in sorted(encs.items()):
        if (i,fm) not in seen or dup:
            for e in sorted(set(es))[:2]: raw.append('.byte '+e+'  // '+mn+fm)
print(len(raw),'raw encodings',file=sys.stderr)
lines+=raw
hand=open(os.path.join(HERE,'corpus_gfx940_hand.s')).read()
with open(OUT,'w') as f:
    f.write(hand)
    f.write("// ---- generated: every gfx940 row (gen/corpus.py) ----\n")
    for l in lines: f.write("\t"+l+"\n")
