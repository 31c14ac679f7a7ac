/* gfx940 (CDNA3) decoder and disassembler against LLVM's.
 * - The table's invariants: every row is found again by (format, opcode),
 *   decodes from its own opcode bits, no two encodings overlap (the VOP3
 *   images of e64 rows included), and the counts amdgpu/isa_gfx940.h's
 *   header quotes are the table's.
 * - test/amdgpu_decode/corpus_gfx940.s (every row of the table, with a
 *   spread of operands and modifiers) is assembled by llvm-mc-15
 *   --mcpu=gfx940; llvm-objdump-15 --mcpu=gfx940 and `mgsim disasm` must
 *   print the same text for every line. The rows the corpus exercises are
 *   found by decoding objdump's encodings here, per format, and must be
 *   all of them (and every e64 form).
 * - The same comparison on every gfx940 object `make kernels` built
 *   ($BUILD/kernels/gfx940: every suite's kernels and test/kernels, the
 *   fn_* ones at -O0 too), on the HIP builds of mt's and sc's kernels
 *   ($BUILD/examples/hip/mgmark, hipcc), and on idioms.cl compiled here
 *   at -O0 and -O2.
 * Skips, saying why, when the LLVM tools are missing (a failure under
 * CI=true, test/skip.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <dirent.h>

#include "test/skip.h"

#include "amdgpu/decode.h"

#define ISA AMDGPU_ISA_GFX940

static const char *build_dir(void)
{
    const char *b = getenv("BUILD");
    return b ? b : "build";
}

static const char *mgsim(void)
{
    const char *m = getenv("MGSIM");
    return m ? m : "bin/mgsim";
}

static bool have_llvm(void)
{
    return system("command -v llvm-mc-15 >/dev/null 2>&1 && "
                  "command -v llvm-objdump-15 >/dev/null 2>&1") == 0;
}

/* ---- the table ---------------------------------------------------------- */

/* The first dword of (fmt, opcode) with every other field zero, from the
 * ISA manual's layouts (written out here, not taken from the decoder). */
static bool encode(unsigned fmt, unsigned op, uint32_t *w)
{
    switch (fmt) {
    case AMDGPU_FMT_SOP2: *w = 2u << 30 | op << 23; return true;
    case AMDGPU_FMT_SOPK: *w = 0xbu << 28 | op << 23; return true;
    case AMDGPU_FMT_SOP1: *w = 0x17du << 23 | op << 8; return true;
    case AMDGPU_FMT_SOPC: *w = 0x17eu << 23 | op << 16; return true;
    case AMDGPU_FMT_SOPP: *w = 0x17fu << 23 | op << 16; return true;
    case AMDGPU_FMT_SMEM: *w = 0x30u << 26 | op << 18; return true;
    case AMDGPU_FMT_VOP2: *w = op << 25; return true;
    case AMDGPU_FMT_VOP1: *w = 0x3fu << 25 | op << 9; return true;
    case AMDGPU_FMT_VOPC: *w = 0x3eu << 25 | op << 17; return true;
    case AMDGPU_FMT_VOP3: *w = 0x34u << 26 | op << 16; return true;
    case AMDGPU_FMT_VOP3P: *w = 0x1a7u << 23 | op << 16; return true;
    case AMDGPU_FMT_DS: *w = 0x36u << 26 | op << 17; return true;
    case AMDGPU_FMT_FLAT: *w = 0x37u << 26 | op << 18; return true;
    case AMDGPU_FMT_SCRATCH: *w = 0x37u << 26 | op << 18 | 1u << 14; return true;
    case AMDGPU_FMT_GLOBAL: *w = 0x37u << 26 | op << 18 | 2u << 14; return true;
    case AMDGPU_FMT_MUBUF: *w = 0x38u << 26 | op << 18; return true;
    case AMDGPU_FMT_MTBUF: *w = 0x3au << 26 | op << 15; return true;
    default: return false;
    }
}

static unsigned vop3_image(const amdgpu_opinfo *r)
{
    switch (r->fmt) {
    case AMDGPU_FMT_VOPC: return r->opcode;
    case AMDGPU_FMT_VOP2: return 0x100 + r->opcode;
    case AMDGPU_FMT_VOP1: return 0x140 + r->opcode;
    default: return r->opcode;
    }
}

static void test_table(void **state)
{
    (void)state;
    unsigned n;
    const amdgpu_opinfo *rows = amdgpu_isa_rows(ISA, &n);
    assert_non_null(rows);
    static const amdgpu_opinfo *seen[AMDGPU_FMT_COUNT][1024];
    memset(seen, 0, sizeof seen);
    unsigned per[AMDGPU_FMT_COUNT] = {0}, e64 = 0;
    for (unsigned i = 0; i < n; i++) {
        const amdgpu_opinfo *r = &rows[i];
        assert_true(r->fmt < AMDGPU_FMT_COUNT && r->opcode < 1024);
        if (seen[r->fmt][r->opcode])
            fail_msg("%s and %s share %s opcode 0x%x", r->name, seen[r->fmt][r->opcode]->name,
                     amdgpu_fmt_name(r->fmt), r->opcode);
        seen[r->fmt][r->opcode] = r;
        assert_ptr_equal(amdgpu_lookup(ISA, r->fmt, r->opcode), r);
        assert_int_equal(amdgpu_opinfo_get(r->id)->id, r->id); /* the operation exists */
        per[r->fmt]++;
        /* decodes from its own bits (fields zero, a second dword of zeros) */
        uint32_t w;
        if (!encode(r->fmt, r->opcode, &w)) fail_msg("%s: format without gfx940 layout", r->name);
        uint8_t b[16] = {0};
        memcpy(b, &w, 4);
        amdgpu_inst in;
        int sz = amdgpu_decode(ISA, b, sizeof b, &in);
        if (sz <= 0 || in.info != r) fail_msg("%s does not decode from 0x%08x (%d)", r->name, w, sz);
    }
    for (unsigned i = 0; i < n; i++) { /* e64 images land on no VOP3-only row */
        const amdgpu_opinfo *r = &rows[i];
        if (!(r->flags & AMDGPU_F_E64) || r->fmt == AMDGPU_FMT_VOP3) continue;
        unsigned v = vop3_image(r);
        if (seen[AMDGPU_FMT_VOP3][v])
            fail_msg("%s_e64 overlaps %s at VOP3 0x%x", r->name, seen[AMDGPU_FMT_VOP3][v]->name, v);
        seen[AMDGPU_FMT_VOP3][v] = r;
        e64++;
    }
    printf("gfx940 opcodes decoded per format:");
    for (unsigned f = 0; f < AMDGPU_FMT_COUNT; f++)
        if (per[f] || f == AMDGPU_FMT_VOP3) printf(" %s %u", amdgpu_fmt_name(f), per[f] + (f == AMDGPU_FMT_VOP3 ? e64 : 0));
    printf("\n  total %u encodings (%u rows, %u e64 forms in VOP3)\n", n + e64, n, e64);
    /* the header comment quotes these */
    FILE *f = fopen("amdgpu/isa_gfx940.h", "r");
    assert_non_null(f);
    char want[96], line[256];
    snprintf(want, sizeof want, "total   %u encodings, %u rows", n + e64, n);
    bool found = false;
    while (!found && fgets(line, sizeof line, f)) found = strstr(line, want) != NULL;
    fclose(f);
    if (!found) fail_msg("amdgpu/isa_gfx940.h does not say \"%s\"", want);
}

/* ---- against llvm-objdump ---------------------------------------------------- */

#define MAXLINES 40000

typedef struct lines {
    char **v;
    size_t n;
} lines;

static void lines_free(lines *l)
{
    for (size_t i = 0; i < l->n; i++) free(l->v[i]);
    free(l->v);
    l->v = NULL;
    l->n = 0;
}

/* "<sym>:" labels and instruction lines, without indentation and (unless
 * keep_enc) objdump's "// address: encoding" comment. */
static int run_lines(const char *cmd, lines *out, bool keep_enc)
{
    FILE *p = popen(cmd, "r");
    if (!p) return -1;
    out->v = calloc(MAXLINES, sizeof *out->v);
    out->n = 0;
    char buf[1024];
    while (fgets(buf, sizeof buf, p) && out->n < MAXLINES) {
        size_t len = strcspn(buf, "\n");
        buf[len] = '\0';
        char *s = buf;
        if (s[0] == '\t') {
            s++;
            char *c = strstr(s, "//");
            if (c && !keep_enc) *c = '\0';
        } else {
            char *lt = strchr(s, '<');
            if (!lt || len < 2 || buf[len - 1] != ':' || buf[len - 2] != '>') continue;
            s = lt;
        }
        size_t n = strlen(s);
        while (n && s[n - 1] == ' ') s[--n] = '\0';
        if (n) out->v[out->n++] = strdup(s);
    }
    return pclose(p) == 0 ? 0 : -1;
}

/* Both disassemblies of obj; returns the number of differing lines. */
static size_t compare_object(const char *obj)
{
    char cmd[2048];
    lines ref = {0}, ours = {0};
    snprintf(cmd, sizeof cmd, "llvm-objdump-15 -d --triple=amdgcn-amd-amdhsa --mcpu=gfx940 '%s'", obj);
    assert_int_equal(run_lines(cmd, &ref, false), 0);
    snprintf(cmd, sizeof cmd, "'%s' disasm '%s'", mgsim(), obj);
    assert_int_equal(run_lines(cmd, &ours, false), 0);
    size_t bad = 0, n = ref.n > ours.n ? ref.n : ours.n;
    for (size_t i = 0; i < n; i++) {
        const char *a = i < ref.n ? ref.v[i] : "(missing)";
        const char *b = i < ours.n ? ours.v[i] : "(missing)";
        if (strcmp(a, b) == 0) continue;
        if (bad++ < 20) printf("  %s line %zu:\n    llvm:  %s\n    mgsim: %s\n", obj, i + 1, a, b);
    }
    printf("%s: %zu instructions and labels, %zu differ\n", obj, ref.n, bad);
    assert_true(ref.n > 0);
    lines_free(&ref);
    lines_free(&ours);
    return bad;
}

/* Rows (and e64/SDWA/DPP forms) the object's code exercises: objdump's
 * encodings decoded here. */
static void coverage(const char *obj)
{
    char cmd[1024];
    lines l = {0};
    snprintf(cmd, sizeof cmd, "llvm-objdump-15 -d --triple=amdgcn-amd-amdhsa --mcpu=gfx940 '%s'", obj);
    assert_int_equal(run_lines(cmd, &l, true), 0);
    unsigned n;
    const amdgpu_opinfo *rows = amdgpu_isa_rows(ISA, &n);
    uint8_t *seen = calloc(n, 1);
    for (size_t i = 0; i < l.n; i++) {
        const char *c = strstr(l.v[i], "// ");
        const char *colon = c ? strchr(c, ':') : NULL;
        if (!colon) continue;
        uint8_t b[8] = {0};
        unsigned w[2] = {0, 0};
        int k = sscanf(colon + 1, " %x %x", &w[0], &w[1]);
        for (int j = 0; j < 8; j++) b[j] = (uint8_t)(w[j / 4] >> (8 * (j % 4)));
        amdgpu_inst in;
        if (k < 1 || amdgpu_decode(ISA, b, (size_t)(4 * k), &in) <= 0) continue;
        unsigned form = in.ext == AMDGPU_EXT_SDWA ? 4 : in.ext == AMDGPU_EXT_DPP ? 8
                      : in.enc == AMDGPU_FMT_VOP3 && in.info->fmt != AMDGPU_FMT_VOP3 ? 2 : 1;
        seen[in.info - rows] |= (uint8_t)form;
    }
    unsigned per[AMDGPU_FMT_COUNT] = {0}, hit[AMDGPU_FMT_COUNT] = {0};
    unsigned e64 = 0, e64_hit = 0, sdwa = 0, dpp = 0, total_hit = 0;
    for (unsigned i = 0; i < n; i++) {
        per[rows[i].fmt]++;
        hit[rows[i].fmt] += seen[i] != 0;
        total_hit += seen[i] != 0;
        if ((rows[i].flags & AMDGPU_F_E64) && rows[i].fmt != AMDGPU_FMT_VOP3) {
            e64++;
            e64_hit += (seen[i] & 2) != 0;
            if (!(seen[i] & 2)) printf("  no e64 form in the corpus: %s\n", rows[i].name);
        }
        sdwa += (seen[i] & 4) != 0;
        dpp += (seen[i] & 8) != 0;
        if (!seen[i]) printf("  not in the corpus: %s %s 0x%x\n", amdgpu_fmt_name(rows[i].fmt),
                             rows[i].name, rows[i].opcode);
    }
    printf("gfx940 corpus coverage, table rows exercised per format:\n");
    for (unsigned f = 0; f < AMDGPU_FMT_COUNT; f++)
        if (per[f]) printf("  %-7s %3u / %3u\n", amdgpu_fmt_name(f), hit[f], per[f]);
    printf("  e64     %3u / %3u (VOP3 forms of VOP1/VOP2/VOPC)\n", e64_hit, e64);
    printf("  sdwa %u, dpp %u rows with those forms\n", sdwa, dpp);
    printf("  total   %u / %u rows, %u / %u encodings\n", total_hit, n, total_hit + e64_hit, n + e64);
    free(seen);
    lines_free(&l);
    assert_int_equal(total_hit, n);
    assert_int_equal(e64_hit, e64);
    assert_true(sdwa > 50 && dpp > 50); /* a spread of them, not all (see the report) */
}

static void test_corpus(void **state)
{
    (void)state;
    if (!have_llvm()) SKIP_BECAUSE("llvm-mc-15 / llvm-objdump-15 not installed (make deps: llvm-15)");
    char obj[512], cmd[1200];
    snprintf(obj, sizeof obj, "%s/test/amdgpu_decode/corpus_gfx940.o", build_dir());
    snprintf(cmd, sizeof cmd,
             "llvm-mc-15 -triple=amdgcn-amd-amdhsa -mcpu=gfx940 -filetype=obj "
             "test/amdgpu_decode/corpus_gfx940.s -o '%s'", obj);
    assert_int_equal(system(cmd), 0);
    size_t bad = compare_object(obj);
    coverage(obj);
    assert_int_equal(bad, 0);
}

/* The processor byte of an ELF's e_flags (EF_AMDGPU_MACH), or -1. */
static int mach_of(const char *path)
{
    FILE *f = fopen(path, "rb");
    uint8_t h[0x34];
    int m = -1;
    if (f && fread(h, 1, sizeof h, f) == sizeof h && !memcmp(h, "\177ELF", 4)) m = h[0x30];
    if (f) fclose(f);
    return m;
}

/* Every .hsaco in dir (for gfx940-942 when gfx94x_only); returns the
 * number of differing lines, *files the objects compared. */
static size_t compare_dir(const char *dir, bool gfx94x_only, size_t *files)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    size_t bad = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 7 || strcmp(e->d_name + n - 6, ".hsaco")) continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        int m = mach_of(path);
        if (gfx94x_only && m != 0x40 && m != 0x4b && m != 0x4c) continue;
        bad += compare_object(path);
        (*files)++;
    }
    closedir(d);
    return bad;
}

/* idioms.cl, built for gfx940 here at -O0 and -O2, the gfx940 objects
 * `make kernels` built and the HIP builds. */
static void test_our_kernels(void **state)
{
    (void)state;
    const char *libs = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode";
    char cmd[2048], obj[512], so[512];
    snprintf(cmd, sizeof cmd, "command -v clang-15 >/dev/null 2>&1 && command -v ld.lld-15 "
             ">/dev/null 2>&1 && test -f %s/opencl.bc", libs);
    if (!have_llvm() || system(cmd) != 0)
        SKIP_BECAUSE("clang-15, ld.lld-15 or rocm-device-libs missing (make deps installs them)");
    static const char *const srcs[] = {"test/amdgpu_decode/idioms.cl"};
    size_t bad = 0, files = 0;
    for (size_t s = 0; s < sizeof srcs / sizeof *srcs; s++)
        for (int o = 0; o <= 2; o += 2) {
            snprintf(obj, sizeof obj, "%s/test/amdgpu_decode/gfx940_%zu_O%d.o", build_dir(), s, o);
            snprintf(so, sizeof so, "%s/test/amdgpu_decode/gfx940_%zu_O%d.hsaco", build_dir(), s, o);
            snprintf(cmd, sizeof cmd,
                     "clang-15 -target amdgcn-amd-amdhsa -mcpu=gfx940 -x cl -cl-std=CL2.0 -O%d "
                     "--rocm-device-lib-path=%s -c %s -o '%s' && ld.lld-15 -shared '%s' -o '%s'",
                     o, libs, srcs[s], obj, obj, so);
            assert_int_equal(system(cmd), 0);
            bad += compare_object(so);
            files++;
        }
    char dir[512];
    snprintf(dir, sizeof dir, "%s/kernels/gfx940", build_dir());
    bad += compare_dir(dir, true, &files);
    snprintf(dir, sizeof dir, "%s/examples/hip/mgmark", build_dir());
    bad += compare_dir(dir, true, &files);
    printf("%zu gfx940 code objects of ours compared\n", files);
    assert_true(files >= 45); /* idioms twice, every kernel, two HIP builds */
    assert_int_equal(bad, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table),
        cmocka_unit_test(test_corpus),
        cmocka_unit_test(test_our_kernels),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
