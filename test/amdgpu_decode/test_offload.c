/* mgsim disasm and codeobj on hipcc's offload bundles and programs
 * (issue 29): the entry --isa / --mcpu picks, compared with what
 * clang-offload-bundler-15 extracts for that target and llvm-objdump-15
 * --mcpu=<target> prints (labels and instructions, objdump's address
 * comments aside), on every examples/hip program built for gfx940 that
 * has device code and on the fat binaries (gfx803 + gfx940): each entry by
 * ISA and by processor (--mcpu=gfx942 takes the gfx940 entry, its ISA).
 * Without --isa a one-ISA file is read as it is and a fat binary is
 * refused naming its entries; an ISA the file lacks, a processor mgsim
 * does not decode and a plain object of the other ISA are refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "test/skip.h"

static const char *mgsim(void)
{
    const char *m = getenv("MGSIM");
    return m ? m : "bin/mgsim";
}

static const char *build_dir(void)
{
    const char *b = getenv("BUILD");
    return b && *b ? b : "build";
}

/* stdout and stderr of a shell command, and its exit status. */
static char *sh(int *status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static char *sh(int *status, const char *fmt, ...)
{
    char cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t cap = 1 << 16, n = 0, got;
    char *out = malloc(cap);
    assert_non_null(out);
    while ((got = fread(out + n, 1, cap - 1 - n, p)) > 0) {
        n += got;
        if (n + 1 == cap) {
            cap *= 2;
            out = realloc(out, cap);
            assert_non_null(out);
        }
    }
    out[n] = 0;
    int rc = pclose(p);
    *status = WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
    return out;
}

/* labels ("<name>:") and instructions, without indentation, addresses
 * and objdump's "// address: encoding" comments */
#define NORMALIZE                                                                            \
    "grep -P '^\\t|<.*>:$' | sed -E 's/^[^<\\t]*(<.*>:)$/\\1/; s/^\\t//; s@ *//.*$@@; s/ +$//'"

static char tmp[256];

/* The listing of target's entry of file (a program: its .hip_fatbin)
 * by llvm-objdump-15, or NULL when the file has no device code. */
static char *objdump_entry(const char *file, bool program, const char *target)
{
    int st;
    char *o = sh(&st,
                 "%s%s %s.fat 2>&1 && clang-offload-bundler-15 --unbundle --type=o "
                 "--targets=hipv4-amdgcn-amd-amdhsa--%s --input=%s.fat --output=%s.co 2>&1",
                 program ? "objcopy -O binary --only-section=.hip_fatbin " : "cp ", file, tmp,
                 target, tmp, tmp);
    free(o);
    if (st != 0) return NULL;
    char *ref = sh(&st, "llvm-objdump-15 -d --triple=amdgcn-amd-amdhsa --mcpu=%s %s.co | " NORMALIZE,
                   target, tmp);
    assert_int_equal(st, 0);
    return ref;
}

static char *example(const char *name)
{
    static char path[512];
    snprintf(path, sizeof path, "%s/examples/hip/%s", build_dir(), name);
    return access(path, R_OK) == 0 ? path : NULL;
}

#define NEED(path, name)                                                      \
    char path[512];                                                           \
    if (!example(name)) SKIP_BECAUSE("examples/hip not built (hipcc missing: make deps)"); \
    snprintf(path, sizeof path, "%s", example(name))

/* ours with opts against objdump's entry for target; returns its lines */
static size_t same_as_objdump(const char *file, bool program, const char *opts,
                              const char *target)
{
    char *ref = objdump_entry(file, program, target);
    if (!ref) return 0;
    int st;
    char *ours = sh(&st, "'%s' disasm %s '%s' | " NORMALIZE, mgsim(), opts, file);
    assert_int_equal(st, 0);
    if (strcmp(ref, ours))
        fail_msg("mgsim disasm %s %s differs from llvm-objdump-15 --mcpu=%s on its %s entry",
                 opts, file, target, target);
    size_t lines = 0;
    for (const char *s = ref; *s; s++) lines += *s == '\n';
    assert_true(lines > 10);
    free(ref), free(ours);
    return lines;
}

static void gfx940_programs_equal_objdump(void **st)
{
    (void)st;
    static const char *const progs[] = {"vadd", "reduce", "features", "managed", "multi",
                                        "peer", "pitch", "symbols", "threads", "timing",
                                        "uvm", "scale.co"};
    size_t files = 0, lines = 0;
    for (size_t i = 0; i < sizeof progs / sizeof *progs; i++) {
        char name[64];
        snprintf(name, sizeof name, "gfx940/%s", progs[i]);
        NEED(path, name);
        bool program = !strstr(progs[i], ".co");
        /* the only ISA there: no option needed; by ISA and by processor */
        size_t n = same_as_objdump(path, program, "", "gfx940");
        assert_true(n > 0); /* every one of these has gfx940 code */
        assert_int_equal(same_as_objdump(path, program, "--isa gfx940", "gfx940"), n);
        assert_int_equal(same_as_objdump(path, program, "--mcpu=gfx942", "gfx940"), n);
        files++, lines += n;
    }
    print_message("%zu gfx940 programs, %zu lines equal llvm-objdump-15's\n", files, lines);
}

static void fat_binaries_by_isa(void **st)
{
    (void)st;
    static const char *const fats[] = {"fat/vadd", "fat/scale.co"};
    for (size_t i = 0; i < 2; i++) {
        NEED(path, fats[i]);
        bool program = !strstr(fats[i], ".co");
        size_t a = same_as_objdump(path, program, "--isa gfx803", "gfx803");
        size_t b = same_as_objdump(path, program, "--isa=gfx940", "gfx940");
        assert_true(a > 0 && b > 0);
        assert_int_equal(same_as_objdump(path, program, "--mcpu gfx942", "gfx940"), b);
        assert_int_equal(same_as_objdump(path, program, "--mcpu gfx803", "gfx803"), a);
        int s;
        for (int c = 0; c < 2; c++) {
            char *o = sh(&s, "'%s' %s '%s' 2>&1", mgsim(), c ? "codeobj" : "disasm", path);
            assert_int_equal(s, 1);
            if (!strstr(o, "the offload bundle has code for more than one ISA "
                           "(hipv4-amdgcn-amd-amdhsa--gfx803, hipv4-amdgcn-amd-amdhsa--gfx940); "
                           "choose one with --isa"))
                fail_msg("%s", o);
            free(o);
        }
        char *o = sh(&s, "'%s' codeobj --isa gfx940 '%s' 2>&1", mgsim(), path);
        assert_int_equal(s, 0);
        assert_non_null(strstr(o, "processor gfx940 (ISA gfx940)"));
        free(o);
        o = sh(&s, "'%s' codeobj --mcpu gfx803 '%s' 2>&1", mgsim(), path);
        assert_int_equal(s, 0);
        assert_non_null(strstr(o, "processor gfx803 (ISA gfx803)"));
        free(o);
    }
}

static void refusals(void **st)
{
    (void)st;
    NEED(only803, "vadd");
    int s;
    char *o = sh(&s, "'%s' disasm --isa gfx940 '%s' 2>&1", mgsim(), only803);
    assert_int_equal(s, 1);
    assert_non_null(strstr(o, "no code for gfx940 in the offload bundle (it has: "
                              "hipv4-amdgcn-amd-amdhsa--gfx803); rebuild with hipcc "
                              "--offload-arch=gfx940"));
    free(o);
    o = sh(&s, "'%s' disasm --isa gfx900 '%s' 2>&1", mgsim(), only803);
    assert_int_equal(s, 2);
    assert_non_null(strstr(o, "option --isa: 'gfx900' is no processor mgsim decodes"));
    free(o);
    /* a plain code object of the other ISA */
    o = sh(&s, "'%s' disasm --mcpu=gfx940 %s/kernels/test_kernels_loader_tiny.hsaco 2>&1",
           mgsim(), build_dir());
    assert_int_equal(s, 1);
    assert_non_null(strstr(o, "code for gfx803, not gfx940 code (--isa gfx940)"));
    free(o);
    o = sh(&s, "'%s' codeobj --isa gfx803 %s/kernels/gfx940/test_kernels_loader_tiny.hsaco 2>&1",
           mgsim(), build_dir());
    assert_int_equal(s, 1);
    assert_non_null(strstr(o, "code for gfx940, not gfx803 code (--isa gfx803)"));
    free(o);
    /* nothing mgsim decodes in it, whatever the option */
    NEED(g900, "vadd-gfx900");
    o = sh(&s, "'%s' disasm '%s' 2>&1", mgsim(), g900);
    assert_int_equal(s, 1);
    assert_non_null(strstr(o, "no code for an ISA mgsim decodes in the offload bundle (it has: "
                              "hipv4-amdgcn-amd-amdhsa--gfx900)"));
    free(o);
}

int main(void)
{
    snprintf(tmp, sizeof tmp, "/tmp/mgsim-test-offload-%d", (int)getpid());
    const struct CMUnitTest t[] = {cmocka_unit_test(gfx940_programs_equal_objdump),
                                   cmocka_unit_test(fat_binaries_by_isa),
                                   cmocka_unit_test(refusals)};
    int rc = cmocka_run_group_tests(t, NULL, NULL);
    char f[300];
    snprintf(f, sizeof f, "%s.fat", tmp);
    unlink(f);
    snprintf(f, sizeof f, "%s.co", tmp);
    unlink(f);
    return rc;
}
