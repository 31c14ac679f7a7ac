/* The disassembler against LLVM's: test/amdgpu_decode/corpus.s (every opcode
 * of every format, with a spread of operand kinds and modifiers) is
 * assembled with llvm-mc-15 at test time, and the object is disassembled by
 * llvm-objdump-15 -d --mcpu=gfx803 and by `mgsim disasm`; the instruction
 * text must be identical line for line. The same is done for every gfx803
 * .hsaco under $BUILD/kernels (gfx940 ones: test_gfx940). Prints how many table rows the corpus exercises per
 * format, and requires all of them (100% of rows and of VOP3 forms: the
 * README's "all 1265 encodings"). Skips, saying why, when the LLVM tools
 * are missing (a failure under CI=true, test/skip.h); fails when nothing
 * was compared. */
#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test/skip.h"
#include <dirent.h>

#include "amdgpu/decode.h"

#define MAXLINES 20000

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

/* Keeps "<sym>:" labels and tab-indented instruction lines, without the
 * indentation and without objdump's trailing "// address: encoding". */
static int run_lines(const char *cmd, lines *out)
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
            if (c) *c = '\0';
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

static bool have_llvm(void)
{
    return system("command -v llvm-mc-15 >/dev/null 2>&1 && "
                  "command -v llvm-objdump-15 >/dev/null 2>&1") == 0;
}

static const char *mgsim(void)
{
    const char *m = getenv("MGSIM");
    return m ? m : "bin/mgsim";
}

static const char *build_dir(void)
{
    const char *b = getenv("BUILD");
    return b ? b : "build";
}

/* Both disassemblies of obj; returns the number of differing lines. */
static size_t compare_object(const char *obj, lines *ours_out)
{
    char cmd[2048];
    lines ref = {0}, ours = {0};
    snprintf(cmd, sizeof cmd, "llvm-objdump-15 -d --mcpu=gfx803 '%s'", obj);
    assert_int_equal(run_lines(cmd, &ref), 0);
    snprintf(cmd, sizeof cmd, "'%s' disasm '%s'", mgsim(), obj);
    assert_int_equal(run_lines(cmd, &ours), 0);
    size_t bad = 0, n = ref.n > ours.n ? ref.n : ours.n;
    for (size_t i = 0; i < n; i++) {
        const char *a = i < ref.n ? ref.v[i] : "(missing)";
        const char *b = i < ours.n ? ours.v[i] : "(missing)";
        if (strcmp(a, b) == 0) continue;
        if (bad++ < 20) printf("  %s line %zu:\n    llvm:  %s\n    mgsim: %s\n", obj, i + 1, a, b);
    }
    printf("%s: %zu instructions and labels, %zu differ\n", obj, ref.n, bad);
    lines_free(&ref);
    if (ours_out) *ours_out = ours;
    else lines_free(&ours);
    return bad;
}

/* The README's claim "all N gfx803 encodings" names the table's count. */
static void readme_states_encodings(unsigned n)
{
    FILE *f = fopen("README.md", "r");
    assert_non_null(f);
    char want[64], line[1024];
    snprintf(want, sizeof want, "all %u gfx803 encodings", n);
    bool found = false;
    while (!found && fgets(line, sizeof line, f)) found = strstr(line, want) != NULL;
    fclose(f);
    if (!found) fail_msg("README.md does not say \"%s\"", want);
}

/* Which rows (and which e64/SDWA/DPP forms) the disassembly exercised. */
static void report_coverage(const lines *l)
{
    static uint8_t seen[AMDGPU_OP_GFX803_COUNT];
    memset(seen, 0, sizeof seen);
    for (size_t i = 0; i < l->n; i++) {
        char mn[96];
        if (l->v[i][0] == '<' || sscanf(l->v[i], "%95s", mn) != 1) continue;
        size_t n = strlen(mn);
        uint8_t form = 1;
        static const char *const sfx[] = {"_e32", "_e64", "_sdwa", "_dpp"};
        for (int k = 0; k < 4; k++) {
            size_t sl = strlen(sfx[k]);
            if (n > sl && !strcmp(mn + n - sl, sfx[k])) {
                mn[n - sl] = '\0';
                form = (uint8_t)(1u << k);
                break;
            }
        }
        if (strstr(l->v[i], " src0_sel:")) form = 4; /* VOPC SDWA has no suffix */
        for (unsigned id = 0; id < AMDGPU_OP_GFX803_COUNT; id++)
            if (!strcmp(amdgpu_opinfo_get(id)->name, mn)) seen[id] |= form;
    }
    unsigned rows[AMDGPU_FMT_COUNT] = {0}, hit[AMDGPU_FMT_COUNT] = {0};
    unsigned e64 = 0, e64_hit = 0, sdwa = 0, dpp = 0, total = 0, total_hit = 0;
    for (unsigned id = 0; id < AMDGPU_OP_GFX803_COUNT; id++) {
        const amdgpu_opinfo *r = amdgpu_opinfo_get(id);
        rows[r->fmt]++;
        hit[r->fmt] += seen[id] != 0;
        if (r->flags & AMDGPU_F_E64) {
            e64++;
            e64_hit += (seen[id] & 2) != 0 || ((seen[id] & 1) && r->fmt == AMDGPU_FMT_VOP1 &&
                                               amdgpu_opinfo_get(id)->dst == AMDGPU_T_NA);
        }
        sdwa += (seen[id] & 4) != 0;
        dpp += (seen[id] & 8) != 0;
    }
    printf("corpus coverage, table rows exercised per format:\n");
    for (unsigned f = 0; f < AMDGPU_FMT_COUNT; f++) {
        printf("  %-7s %3u / %3u\n", amdgpu_fmt_name(f), hit[f], rows[f]);
        total += rows[f];
        total_hit += hit[f];
    }
    printf("  e64     %3u / %3u (VOP3 forms of VOP1/VOP2/VOPC/VINTRP)\n", e64_hit, e64);
    printf("  sdwa %u, dpp %u instructions with those forms\n", sdwa, dpp);
    printf("  total   %u / %u rows, %u / %u encodings\n", total_hit, total,
           total_hit + e64_hit, total + e64);
    assert_int_equal(total_hit, total);
    assert_int_equal(e64_hit, e64);
    readme_states_encodings(total + e64);
}

static void test_corpus(void **state)
{
    (void)state;
    if (!have_llvm()) SKIP_BECAUSE("llvm-mc-15 / llvm-objdump-15 not installed (make deps: llvm-15)");
    char obj[512], cmd[1200];
    snprintf(obj, sizeof obj, "%s/test/amdgpu_decode/corpus.o", build_dir());
    snprintf(cmd, sizeof cmd,
             "llvm-mc-15 -arch=amdgcn -mcpu=gfx803 -filetype=obj "
             "test/amdgpu_decode/corpus.s -o '%s'", obj);
    assert_int_equal(system(cmd), 0);
    lines ours = {0};
    size_t bad = compare_object(obj, &ours);
    report_coverage(&ours);
    lines_free(&ours);
    assert_int_equal(bad, 0);
}

/* The processor byte of an ELF's e_flags (EF_AMDGPU_MACH), or -1. */
static int mach_of(const char *path)
{
    FILE *f = fopen(path, "rb");
    unsigned char h[0x34];
    int m = -1;
    if (f && fread(h, 1, sizeof h, f) == sizeof h && !memcmp(h, "\177ELF", 4)) m = h[0x30];
    if (f) fclose(f);
    return m;
}

static void test_built_kernels(void **state)
{
    (void)state;
    if (!have_llvm()) SKIP_BECAUSE("llvm-objdump-15 not installed (make deps: llvm-15)");
    char dir[512];
    snprintf(dir, sizeof dir, "%s/kernels", build_dir());
    DIR *d = opendir(dir);
    if (!d) fail_msg("no %s: `make tests` builds the kernels first", dir);
    size_t files = 0, bad = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 7 || strcmp(e->d_name + n - 6, ".hsaco")) continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (mach_of(path) != 0x2a) continue; /* gfx803's; test_gfx940 compares gfx94x ones */
        bad += compare_object(path, NULL);
        files++;
    }
    closedir(d);
    printf("%zu code objects compared\n", files);
    assert_true(files > 0); /* an empty directory compares nothing */
    assert_int_equal(bad, 0);
}

/* What clang-15 emits for OpenCL at -O0 and -O3 (test/amdgpu_decode/idioms.cl). */
static void test_compiled_idioms(void **state)
{
    (void)state;
    const char *libs = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode";
    char cmd[2048], obj[512], so[512];
    snprintf(cmd, sizeof cmd, "command -v clang-15 >/dev/null 2>&1 && command -v ld.lld-15 "
             ">/dev/null 2>&1 && test -f %s/opencl.bc", libs);
    if (!have_llvm() || system(cmd) != 0)
        SKIP_BECAUSE("clang-15, ld.lld-15 or rocm-device-libs missing (make deps installs them)");
    size_t bad = 0;
    for (int o = 0; o <= 3; o += 3) {
        snprintf(obj, sizeof obj, "%s/test/amdgpu_decode/idioms_O%d.o", build_dir(), o);
        snprintf(so, sizeof so, "%s/test/amdgpu_decode/idioms_O%d.hsaco", build_dir(), o);
        snprintf(cmd, sizeof cmd,
                 "clang-15 -target amdgcn-amd-amdhsa -mcpu=gfx803 -cl-std=CL2.0 -O%d "
                 "--rocm-device-lib-path=%s -Xclang -mlink-builtin-bitcode -Xclang %s/opencl.bc "
                 "-c test/amdgpu_decode/idioms.cl -o '%s' && ld.lld-15 -shared '%s' -o '%s'",
                 o, libs, libs, obj, obj, so);
        assert_int_equal(system(cmd), 0);
        bad += compare_object(so, NULL);
    }
    assert_int_equal(bad, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_corpus),
        cmocka_unit_test(test_built_kernels),
        cmocka_unit_test(test_compiled_idioms),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
