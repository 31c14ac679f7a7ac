/* Branch targets in `mgsim disasm` as llvm-objdump-15 prints them (issue
 * 34, item 2): a symbol's name when one starts at the target and the
 * object's e_flags make it amdgcn code to LLVM 15 (EF_AMDGPU_MACH
 * 0x20-0x47), else the raw immediate ("s_branch 215"): ROCm 1.x's v2
 * objects carry e_flags 0x2 (MGPUSim's heteromark aes object) and gfx942
 * objects 0x4c, past LLVM 15's range. An object with local labels is
 * assembled here by llvm-mc-15, its e_flags set to each case, and both
 * listings compared. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

static const char *mgsim(void)
{
    const char *m = getenv("MGSIM");
    return m ? m : "bin/mgsim";
}

static char *run(const char *cmd)
{
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t cap = 1 << 16, n = 0, got;
    char *out = calloc(cap, 1);
    assert_non_null(out);
    while ((got = fread(out + n, 1, cap - 1 - n, p)) > 0) n += got;
    assert_int_equal(pclose(p), 0);
    return out;
}

/* instruction lines, without indentation and objdump's comments */
#define INSTS "| grep -P '^\\t' | sed -E 's/^\\t//; s@ *//.*$@@; s/ +$//'"

static void set_eflags(const char *path, uint32_t flags)
{
    FILE *f = fopen(path, "r+b");
    assert_non_null(f);
    uint8_t b[4] = {(uint8_t)flags, (uint8_t)(flags >> 8), (uint8_t)(flags >> 16),
                    (uint8_t)(flags >> 24)};
    assert_int_equal(fseek(f, 0x30, SEEK_SET), 0);
    assert_int_equal(fwrite(b, 1, 4, f), 4);
    fclose(f);
}

static void branch_targets_as_objdump(void **st)
{
    (void)st;
    char src[128], obj[128], cmd[1024];
    snprintf(src, sizeof src, "/tmp/mgsim-test-labels-%d.s", (int)getpid());
    snprintf(obj, sizeof obj, "/tmp/mgsim-test-labels-%d.o", (int)getpid());
    FILE *f = fopen(src, "w");
    assert_non_null(f);
    fputs(".text\nk:\n s_cbranch_scc0 BB0_2\nBB0_1:\n s_nop 0\n s_branch BB0_3\n"
          "BB0_2:\n s_cbranch_execz BB0_1\nBB0_3:\n s_endpgm\n",
          f);
    fclose(f);
    static const struct {
        uint32_t flags;
        const char *mcpu;
        int labels;
    } c[] = {{0x2a, "gfx803", 1}, {0x2, "gfx803", 0}, {0x40, "gfx940", 1}, {0x4c, "gfx940", 0}};
    for (size_t i = 0; i < sizeof c / sizeof *c; i++) {
        snprintf(cmd, sizeof cmd,
                 "llvm-mc-15 -triple amdgcn-amd-amdhsa -mcpu=%s -filetype=obj %s -o %s", c[i].mcpu,
                 src, obj);
        free(run(cmd));
        set_eflags(obj, c[i].flags);
        snprintf(cmd, sizeof cmd,
                 "llvm-objdump-15 -d --triple=amdgcn-amd-amdhsa --mcpu=%s %s " INSTS, c[i].mcpu, obj);
        char *ref = run(cmd);
        snprintf(cmd, sizeof cmd, "'%s' disasm %s " INSTS, mgsim(), obj);
        char *ours = run(cmd);
        if (strcmp(ref, ours))
            fail_msg("e_flags 0x%x: llvm-objdump-15\n%smgsim disasm\n%s", c[i].flags, ref, ours);
        /* the case is the one meant: objdump did (not) name the targets */
        assert_int_equal(strstr(ref, "s_branch BB0_3") != NULL, c[i].labels);
        assert_int_equal(strstr(ref, "s_branch 1") != NULL, !c[i].labels);
        free(ref), free(ours);
    }
    unlink(src), unlink(obj);
}

int main(void)
{
    const struct CMUnitTest t[] = {cmocka_unit_test(branch_targets_as_objdump)};
    return cmocka_run_group_tests(t, NULL, NULL);
}
