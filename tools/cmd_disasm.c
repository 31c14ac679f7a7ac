/* mgsim disasm FILE [--raw] [--isa P]: disassembles the .text of an AMDGPU ELF (a
 * .hsaco code object or an llvm-mc relocatable .o) the way llvm-objdump-15
 * -d --mcpu=gfx803 (or --mcpu=gfx940, for gfx940-942 code: the ISA is the
 * one the object's processor uses, amdgpu_processor_isa) does: for every symbol that lies in .text, a line
 * "<NAME>:" and then one instruction per line, tab-indented, in llvm's
 * syntax; --raw appends "// ADDRESS: ENCODING" as objdump does.
 * A hipcc-built program or offload bundle holds one code object per
 * target: --isa P (or --mcpu P, objdump's word) picks processor P's entry,
 * else the first of P's ISA; without it the one ISA the file has code
 * for, and a file with code for two ISAs (a fat binary) is refused with
 * its entries named. A plain code object given --isa must be code of
 * that ISA.
 *
 * It reads sections and symbols itself (a few bounds-checked lines of ELF)
 * rather than through amdgpu/codeobj.h, because objdump labels every symbol
 * in .text (device functions too, and plain labels in a .o), while the
 * loader knows kernels. A word that is no instruction prints as objdump
 * prints it (".long 0x..."), and the listing goes on; a run of 8 or more
 * zero bytes prints as objdump's "\t\t..."; a branch target prints as
 * a label where objdump's does (objdump_labels); a v2 kernel symbol
 * (STT_AMDGPU_HSA_KERNEL) starts with its 256-byte amd_kernel_code_t,
 * which is skipped as the loader skips it. Code for a processor whose ISA
 * we do not decode (e_flags names gfx900, say) is refused: its bits would
 * print as other, wrong instructions. Exit status: 0 ok (undecodable
 * words are counted on stderr), 1 bad file or another processor's code,
 * 2 bad usage. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/bundle.h"
#include "amdgpu/codeobj.h"
#include "amdgpu/decode.h"
#include "amdgpu/disasm.h"
#include "tools/cmd.h"
#include "tools/opt.h"
#include "util/vec.h"
#include "util/err.h"
#include "util/xalloc.h"

struct dsym {
    uint64_t addr;
    const char *name;
    bool v2_kernel; /* STT_AMDGPU_HSA_KERNEL: amd_kernel_code_t first */
};

#define STT_AMDGPU_HSA_KERNEL 10
#define AMD_KERNEL_CODE_T_BYTES 256

struct delf {
    const uint8_t *img;
    size_t size;
    uint32_t eflags;
    amdgpu_isa isa;       /* the encodings of the object's processor */
    bool labels;          /* branch targets may print as symbols (below) */
    uint64_t undecodable; /* words printed as .long */
    uint64_t text_addr, text_off, text_size;
    struct dsym *syms;
    size_t nsyms;
};

static uint64_t rd(const uint8_t *p, int n)
{
    uint64_t v = 0;
    for (int i = n - 1; i >= 0; i--) v = v << 8 | p[i];
    return v;
}

static bool in_file(const struct delf *e, uint64_t off, uint64_t n)
{
    return off <= e->size && n <= e->size - off;
}

/* objdump's order: address, then name (then type); of the symbols at one
 * address the last labels the code (a v2 kernel and its NAME$local alias:
 * the alias, so the descriptor prints as code there, as objdump prints it) */
static int cmp_sym(const void *a, const void *b)
{
    const struct dsym *x = a, *y = b;
    if (x->addr != y->addr) return x->addr < y->addr ? -1 : 1;
    int c = strcmp(x->name, y->name);
    return c ? c : (int)x->v2_kernel - (int)y->v2_kernel;
}

/* Zero bytes at p (at most n) that objdump skips as "\t\t...": a run of
 * at least 8, in whole words (an instruction may start with a zero byte). */
static uint64_t skippable_zeros(const uint8_t *p, uint64_t n)
{
    uint64_t z = 0;
    while (z < n && !p[z]) z++;
    return z < 8 ? 0 : z & ~(uint64_t)3;
}

/* llvm-objdump-15 names a branch target by a symbol only when the
 * object's e_flags make it amdgcn code (EF_AMDGPU_MACH 0x20-0x47 in LLVM
 * 15: gfx600 to gfx1036 and gfx940): a v2 object whose e_flags hold an
 * old value in the R600 range (ROCm 1.x wrote 0x2) and gfx941/gfx942
 * objects (0x4b, 0x4c, past LLVM 15's last) print the raw immediate,
 * "s_branch 215", even when a local label (BB0_2) is there. */
static bool objdump_labels(uint32_t eflags)
{
    uint32_t mach = eflags & 0xff;
    return mach >= 0x20 && mach <= 0x47;
}

/* Finds .text and the symbols in it; 0 or -1 with a message in err. */
static int elf_open(struct delf *e, char *err, size_t errlen)
{
    const uint8_t *h = e->img;
    if (e->size < 64 || memcmp(h, "\x7f" "ELF", 4) || h[4] != 2 || h[5] != 1) {
        snprintf(err, errlen, "not a little-endian ELF64 file");
        return -1;
    }
    e->eflags = (uint32_t)rd(h + 0x30, 4);
    e->labels = objdump_labels(e->eflags);
    uint64_t shoff = rd(h + 0x28, 8), shent = rd(h + 0x3a, 2), shnum = rd(h + 0x3c, 2);
    uint64_t shstr = rd(h + 0x3e, 2);
    if (shent < 64 || shstr >= shnum || !in_file(e, shoff, shnum * shent)) {
        snprintf(err, errlen, "bad section header table");
        return -1;
    }
#define SH(i) (h + shoff + (i) * shent)
    uint64_t stroff = rd(SH(shstr) + 0x18, 8), strsz = rd(SH(shstr) + 0x20, 8);
    if (!in_file(e, stroff, strsz)) {
        snprintf(err, errlen, "bad section name table");
        return -1;
    }
    uint64_t text = 0, symtab = 0;
    for (uint64_t i = 1; i < shnum; i++) {
        uint64_t nm = rd(SH(i), 4);
        const char *name = nm < strsz ? (const char *)h + stroff + nm : "";
        if (nm < strsz && memchr(name, 0, strsz - nm) && !strcmp(name, ".text")) text = i;
        if (rd(SH(i) + 4, 4) == 2 /* SHT_SYMTAB */) symtab = i;
    }
    if (!text) {
        snprintf(err, errlen, "no .text section");
        return -1;
    }
    e->text_addr = rd(SH(text) + 0x10, 8);
    e->text_off = rd(SH(text) + 0x18, 8);
    e->text_size = rd(SH(text) + 0x20, 8);
    if (!in_file(e, e->text_off, e->text_size)) {
        snprintf(err, errlen, ".text extends past the end of the file");
        return -1;
    }
    if (!symtab) return 0;
    uint64_t so = rd(SH(symtab) + 0x18, 8), ss = rd(SH(symtab) + 0x20, 8);
    uint64_t link = rd(SH(symtab) + 0x28, 4);
    if (link >= shnum || !in_file(e, so, ss)) return 0;
    uint64_t nso = rd(SH(link) + 0x18, 8), nss = rd(SH(link) + 0x20, 8);
    if (!in_file(e, nso, nss)) return 0;
    e->syms = xcalloc(ss / 24 + 1, sizeof *e->syms, "the symbol table");
    for (uint64_t off = 24; off + 24 <= ss; off += 24) {
        const uint8_t *s = h + so + off;
        uint64_t nm = rd(s, 4), type = s[4] & 0xf, shndx = rd(s + 6, 2), val = rd(s + 8, 8);
        if (shndx != text || type == 3 /* STT_SECTION */ || nm == 0 || nm >= nss) continue;
        const char *name = (const char *)h + nso + nm;
        if (!memchr(name, 0, nss - nm)) continue;
        e->syms[e->nsyms++] = (struct dsym){val, name, type == STT_AMDGPU_HSA_KERNEL};
    }
#undef SH
    qsort(e->syms, e->nsyms, sizeof *e->syms, cmp_sym);
    return 0;
}

static const char *sym_at(void *ctx, uint64_t addr)
{
    const struct delf *e = ctx;
    if (!e->labels) return NULL;
    for (size_t i = 0; i < e->nsyms; i++)
        if (e->syms[i].addr == addr) return e->syms[i].name;
    return NULL;
}

/* Disassembles [from, to) of .text. A word that decodes as nothing is
 * printed as llvm-objdump prints it, ".long 0x...", and counted. */
static void dump_range(struct delf *e, uint64_t from, uint64_t to, bool raw)
{
    const uint8_t *text = e->img + e->text_off;
    char line[256];
    for (uint64_t a = from; a < to;) {
        amdgpu_inst in;
        uint64_t off = a - e->text_addr;
        uint64_t z = skippable_zeros(text + off, to - a);
        if (z) {
            printf("\t\t...\n");
            a += z;
            continue;
        }
        int n = amdgpu_decode(e->isa, text + off, (size_t)(to - a), &in);
        if (n < 0) {
            uint32_t w = to - a >= 4 ? (uint32_t)rd(text + off, 4) : 0;
            snprintf(line, sizeof line, ".long 0x%08x", w);
            in.word[0] = w;
            n = 4;
            e->undecodable++;
        } else {
            amdgpu_disasm(&in, a, sym_at, (void *)e, line, sizeof line);
        }
        if (raw) {
            printf("\t%-58s // %012llX: %08X", line, (unsigned long long)a, (unsigned)in.word[0]);
            if (n == 8) printf(" %08X", (unsigned)in.word[1]);
            printf("\n");
        } else {
            printf("\t%s\n", line);
        }
        a += (uint64_t)n;
    }
}

static void disasm_image(struct delf *e, bool raw)
{
    uint64_t end = e->text_addr + e->text_size;
    for (size_t i = 0; i < e->nsyms; i++) {
        uint64_t a = e->syms[i].addr;
        if (i + 1 < e->nsyms && e->syms[i + 1].addr == a) continue; /* one label */
        uint64_t to = i + 1 < e->nsyms ? e->syms[i + 1].addr : end;
        if (a < e->text_addr || a > end || to > end) continue;
        printf("%s<%s>:\n", i ? "\n" : "", e->syms[i].name);
        if (e->syms[i].v2_kernel && to - a >= AMD_KERNEL_CODE_T_BYTES) {
            printf("\t// amd_kernel_code_t: %d bytes of descriptor, not code\n",
                   AMD_KERNEL_CODE_T_BYTES);
            a += AMD_KERNEL_CODE_T_BYTES;
        }
        dump_range(e, a, to, raw);
    }
    if (!e->nsyms && e->text_size) dump_range(e, e->text_addr, end, raw);
}

static const struct option disasm_options[] = {
    {"raw", no_argument, NULL, 1},
    {"isa", required_argument, NULL, 2},
    {"mcpu", required_argument, NULL, 2},
    {0, 0, 0, 0},
};

struct dopts {
    bool raw;
    const char *want; /* --isa / --mcpu, or NULL */
};

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    struct dopts *o = self;
    if (code == 1) {
        o->raw = true;
        return 0;
    }
    if (amdgpu_processor_isa(v) == AMDGPU_ISA_NONE) {
        fprintf(stderr, "mgsim %s: option %s: '%s' is no processor mgsim decodes (%s; gfx940, gfx941, "
                "gfx942)\n", cmd,
                name, v, amdgpu_processor_list());
        return -1;
    }
    o->want = v;
    return 0;
}

#define DISASM_USAGE "usage: mgsim disasm FILE [--raw] [--isa PROCESSOR]\n"

/* The code object to read in buf: the file itself, or the entry of a
 * container (hipcc program, offload bundle) that o->want picks; 0, or -1
 * after a message. */
static int pick(struct delf *e, uint8_t *buf, const char *path, const struct dopts *o)
{
    char err[ERR_LEN];
    const void *code;
    size_t cn;
    int c = amdgpu_offload_pick(buf, e->size, path, o->want, &code, &cn, NULL, 0, err, sizeof err);
    if (c < 0) {
        fprintf(stderr, "mgsim disasm: %s\n", err);
        return -1;
    }
    if (c > 0) e->img = code, e->size = cn;
    return 0;
}

int cmd_disasm(int argc, char **argv)
{
    struct dopts o = {false, NULL};
    opt_group g = {disasm_options, NULL, take, &o};
    int first, t = opt_parse(argc, argv, "disasm", &g, 1, &first);
    if (t == OPT_HELP) {
        printf(DISASM_USAGE
               "  prints each symbol of .text as <NAME>: and its instructions in\n"
               "  llvm-objdump -d --mcpu=gfx803 (or gfx940) syntax; --raw adds addresses\n"
               "  and encodings. A hipcc program or offload bundle: --isa (or --mcpu) picks\n"
               "  the entry for that processor or ISA (gfx803, gfx940, gfx941, gfx942);\n"
               "  needed when it has code for both ISAs\n");
        return 0;
    }
    if (t == OPT_OK && argc - first > 1) {
        fprintf(stderr, "mgsim disasm: unexpected argument '%s'\n", argv[first + 1]);
        return 2;
    }
    if (t != OPT_OK || first == argc) {
        fprintf(stderr, DISASM_USAGE);
        return 2;
    }
    const char *path = argv[first];
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 1;
    }
    struct delf e = {0};
    uint8_t *buf = NULL;
    size_t cap = 0, n;
    for (;;) {
        if (e.size == cap) VEC_RESERVE(buf, cap, cap ? 2 * cap : 65536, "the code object");
        if ((n = fread(buf + e.size, 1, cap - e.size, f)) == 0) break;
        e.size += n;
    }
    fclose(f);
    e.img = buf;
    char err[ERR_LEN];
    int rc = 1;
    if (pick(&e, buf, path, &o) < 0) { /* buf: never NULL (the first read's room) */
        /* said */
    } else if (elf_open(&e, err, sizeof err) < 0) {
        fprintf(stderr, "mgsim disasm: %s: %s\n", path, err);
    } else if (e.size >= 20 && (e.img[0x12] | e.img[0x13] << 8) != 224) {
        fprintf(stderr, "mgsim disasm: %s: not an AMDGPU code object (e_machine %u)\n", path,
                (unsigned)(e.img[0x12] | e.img[0x13] << 8));
    } else if (amdgpu_mach_name(e.eflags) &&
               (e.isa = amdgpu_processor_isa(amdgpu_mach_name(e.eflags))) == AMDGPU_ISA_NONE) {
        fprintf(stderr, "mgsim disasm: %s: code for %s, not for GCN3 or CDNA3; mgsim decodes %s "
                "(GCN3) and gfx940, gfx941 and gfx942 (CDNA3) code (llvm-objdump --mcpu=%s "
                "reads this one)\n",
                path, amdgpu_mach_name(e.eflags), amdgpu_processor_list(), amdgpu_mach_name(e.eflags));
    } else if (o.want && e.isa != amdgpu_processor_isa(o.want)) {
        fprintf(stderr, "mgsim disasm: %s: code for %s, not %s code (--isa %s)\n", path,
                amdgpu_mach_name(e.eflags) ? amdgpu_mach_name(e.eflags) : "an unknown processor",
                amdgpu_isa_name(amdgpu_processor_isa(o.want)), o.want);
    } else {
        disasm_image(&e, o.raw);
        if (e.undecodable)
            fprintf(stderr, "mgsim disasm: %s: %llu word(s) decode as no %s instruction "
                    "(printed as .long)\n", path, (unsigned long long)e.undecodable,
                    amdgpu_isa_name(e.isa));
        rc = 0;
    }
    free(e.syms);
    free(buf);
    return rc;
}
