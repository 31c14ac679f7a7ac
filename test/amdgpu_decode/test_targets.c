/* Code for other GPUs, old code objects and words that are no instruction,
 * as a user meets them with `mgsim disasm` and `mgsim kernel`:
 *   - gfx900 / gfx1030 code is refused by disasm and by both execution
 *     modes with a message naming the processor (its bits would decode as
 *     other gfx803 instructions); gfx801/gfx802 code (GCN3 too) runs;
 *   - a v2 code object's kernel starts with its 256-byte amd_kernel_code_t,
 *     which disasm skips: the instructions after it match llvm-objdump's
 *     listing from that address;
 *   - a word that decodes as nothing prints as llvm-objdump prints it
 *     (".long 0x...") and the listing goes on, identical to objdump's.
 * The source is test/kernels/loader_tiny.cl, compiled here by clang-15. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test/run/rt_cli.h"

static const char *build_dir(void)
{
    const char *b = getenv("BUILD");
    return b && *b ? b : "build";
}

/* Compiles loader_tiny.cl for mcpu as code object v<version>; the path. */
static const char *compile(const char *mcpu, int version)
{
    static char path[512];
    char *out;
    snprintf(path, sizeof path, "%s/test/amdgpu_decode/tiny_%s_v%d.hsaco", build_dir(), mcpu,
             version);
    int st = rt_sh(&out,
                   "clang-15 -target amdgcn-amd-amdhsa -mcpu=%s -mcode-object-version=%d -x cl "
                   "-cl-std=CL2.0 --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode "
                   "-O2 -c test/kernels/loader_tiny.cl -o %s.o 2>&1 && ld.lld-15 -shared %s.o -o %s "
                   "2>&1 && rm -f %s.o",
                   mcpu, version, path, path, path, path);
    if (st != 0) fail_msg("compiling for %s v%d: %s", mcpu, version, out);
    free(out);
    return path;
}

static void expect_refused(const char *hsaco, const char *mcpu)
{
    char want[64];
    snprintf(want, sizeof want, "code for %s, not for GCN3", mcpu);
    char *out;
    assert_int_equal(rt_mgsim(&out, "disasm %s", hsaco), 1);
    if (!strstr(out, want)) fail_msg("disasm of %s code: %s", mcpu, out);
    free(out);
    static const char *const modes[] = {"", "--timing"};
    for (int m = 0; m < 2; m++) {
        int st = rt_mgsim(&out, "kernel %s --kernel tiny --grid 64 --local 64 --arg zero:256 %s",
                          hsaco, modes[m]);
        assert_int_not_equal(st, 0);
        if (!strstr(out, want)) fail_msg("kernel %s of %s code: %s", modes[m], mcpu, out);
        free(out);
    }
}

static void other_gpus_are_refused(void **state)
{
    (void)state;
    expect_refused(compile("gfx900", 4), "gfx900");
    expect_refused(compile("gfx1030", 4), "gfx1030");
    expect_refused(compile("gfx900", 2), "gfx900");
}

static void amdgpu_family_runs(void **state)
{
    (void)state;
    static const char *const cpus[] = {"gfx801", "gfx802", "gfx803"};
    for (int i = 0; i < 3; i++) {
        char *out;
        int st = rt_mgsim(&out, "kernel %s --kernel tiny --grid 64 --local 64 --arg zero:256 --timing",
                          compile(cpus[i], 4));
        if (st != 0) fail_msg("%s code: exit %d: %s", cpus[i], st, out);
        free(out);
    }
}

/* Instruction lines ("\t..."), without objdump's "// address: encoding"
 * comments and .byte lines, and without our amd_kernel_code_t note. */
static char *instructions(const char *cmd_fmt, const char *arg)
{
    char *out;
    int st = rt_sh(&out, cmd_fmt, arg);
    assert_int_equal(st, 0);
    return out;
}

static void v2_header_is_skipped(void **state)
{
    (void)state;
    const char *hsaco = compile("gfx803", 2);
    char *sym;
    assert_int_equal(rt_sh(&sym, "llvm-readelf-15 -s %s | awk '$8 == \"tiny\" {print $2; exit}'", hsaco),
                     0);
    unsigned long long at = strtoull(sym, NULL, 16) + 256;
    free(sym);
    char cmd[1024];
    snprintf(cmd, sizeof cmd,
             "llvm-objdump-15 -d --mcpu=gfx803 --start-address=0x%llx %%s | grep -P '^\\t' | "
             "grep -v '\\.byte' | sed 's|[[:space:]]*//.*||'", at);
    char *ref = instructions(cmd, hsaco);
    char ours_cmd[1024];
    snprintf(ours_cmd, sizeof ours_cmd, "'%s' disasm %%s | grep -P '^\\t' | grep -v amd_kernel_code_t",
             rt_bin());
    char *ours = instructions(ours_cmd, hsaco);
    assert_true(strlen(ref) > 100); /* the kernel's code, not nothing */
    assert_string_equal(ours, ref);
    free(ref);
    free(ours);
}

static void undecodable_word_prints_as_objdump_does(void **state)
{
    (void)state;
    char src[512], bad[512], *out;
    snprintf(src, sizeof src, "%s/kernels/test_kernels_loader_tiny.hsaco", build_dir());
    snprintf(bad, sizeof bad, "%s/test/amdgpu_decode/tiny_bad_word.hsaco", build_dir());
    /* 0xffffffff over the sixth instruction word of .text */
    int st = rt_sh(&out,
                   "off=$(llvm-readelf-15 -S %s | awk '{for (i = 1; i < NF; i++) if ($i == \".text\") "
                   "{print $(i + 3); exit}}') && cp %s %s && "
                   "printf '\\377\\377\\377\\377' | dd of=%s bs=1 seek=$((0x$off + 0x24)) "
                   "conv=notrunc 2>/dev/null",
                   src, src, bad, bad);
    if (st != 0) fail_msg("patching %s: %s", src, out);
    free(out);
    char *ref = instructions("llvm-objdump-15 -d --mcpu=gfx803 %s | grep -P '^\\t'", bad);
    char cmd[512];
    snprintf(cmd, sizeof cmd, "'%s' disasm --raw %%s 2>/dev/null | grep -P '^\\t'", rt_bin());
    char *ours = instructions(cmd, bad);
    assert_non_null(strstr(ref, ".long 0xffffffff")); /* objdump saw the bad word */
    assert_string_equal(ours, ref);
    free(ref);
    free(ours);
    assert_int_equal(rt_sh(&out, "'%s' disasm %s 2>&1 >/dev/null", rt_bin(), bad), 0);
    assert_non_null(strstr(out, "1 word(s) decode as no gfx803 instruction"));
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(other_gpus_are_refused),
        cmocka_unit_test(amdgpu_family_runs),
        cmocka_unit_test(v2_header_is_skipped),
        cmocka_unit_test(undecodable_word_prints_as_objdump_does),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
