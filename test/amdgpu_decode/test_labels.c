/* Branch targets in `mgsim disasm` as llvm-objdump-15 prints them (issue
 * 34, item 2): a symbol's name when one starts at the target and the
 * object's e_flags make it amdgcn code to LLVM 15 (EF_AMDGPU_MACH
 * 0x20-0x47), else the raw immediate ("s_branch 215"): ROCm 1.x's v2
 * objects carry e_flags 0x2 (MGPUSim's heteromark aes object) and gfx942
 * objects 0x4c, past LLVM 15's range. An object with local labels is
 * assembled here by llvm-mc-15, its e_flags set to each case, and both
 * listings compared; then v2 objects of our kernels with local labels
 * ($BUILD/kernels/v2-labels: aes, fir, fn_control), labels and
 * instructions line for line, the descriptor aside (objdump prints a
 * kernel symbol's amd_kernel_code_t as .byte lines, mgsim as one
 * comment). The Makefile builds them with clang-15
 * -mcode-object-version=2 -S, its .LBB labels renamed BB (the names LLVMs
 * before v3 gave them, which stay in the symbol table), assembled by
 * clang-15 again, so they carry a label at every branch target as ROCm
 * 1.x's objects did. fir's kernel has a second symbol at its entry
 * (FIR$local, as some of those objects have): of the symbols at one
 * address the last by name
 * labels the code, here the descriptor, which objdump disassembles
 * (skipping zero runs as "..."). One copy has e_flags 0x2 (EF_AMDGPU_ARCH_GCN), where
 * objdump prints raw branch immediates. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

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

/* labels and instructions; objdump's .byte lines and mgsim's descriptor
 * comment (empty once comments go) dropped */
#define LISTING                                                                              \
    "| grep -P '^\t|<.*>:$' | grep -v -P '^\t\\.byte' | "                                      \
    "sed -E 's/^[^<\t]*(<.*>:)$/\\1/; s/^\t//; s@ *//.*$@@; s/ +$//' | grep -v '^$'"

/* $BUILD/kernels/v2-labels/NAME.hsaco (the Makefile's v2_label_rule);
 * malloc'd */
static char *v2_object(const char *name)
{
    const char *b = getenv("BUILD");
    char *out = malloc(1024);
    assert_non_null(out);
    snprintf(out, 1024, "%s/kernels/v2-labels/%s.hsaco", b && *b ? b : "build", name);
    assert_int_equal(access(out, R_OK), 0);
    return out;
}

static void v2_objects_as_objdump(void **st)
{
    (void)st;
    char dir[128], cmd[2048];
    snprintf(dir, sizeof dir, "/tmp/mgsim-test-labels-v2-%d", (int)getpid());
    assert_int_equal(mkdir(dir, 0700), 0);
    static const struct {
        const char *name, *want;
        uint32_t eflags; /* 0: as built (0x2a); else a copy of the one above */
    } o[] = {
        {"aes", "s_cbranch_scc1 BB0_", 0},
        {NULL, "s_cbranch_scc1 65404\n", 0x2},
        {"fn_control", "BB1_", 0},
        {"fir", "<FIR$local>:\nv_cndmask_b32_e32 v0, s1, v0, vcc\n", 0},
    };
    size_t lines = 0;
    char *prev = NULL;
    for (size_t i = 0; i < sizeof o / sizeof *o; i++) {
        char *obj;
        if (o[i].eflags) {
            obj = malloc(1024);
            assert_non_null(obj);
            snprintf(obj, 1024, "%s/eflags-%x.hsaco", dir, o[i].eflags);
            snprintf(cmd, sizeof cmd, "cp %s %s", prev, obj);
            assert_int_equal(system(cmd), 0);
            set_eflags(obj, o[i].eflags);
        } else {
            obj = v2_object(o[i].name);
        }
        snprintf(cmd, sizeof cmd,
                 "llvm-objdump-15 -d --triple=amdgcn-amd-amdhsa --mcpu=gfx803 %s " LISTING, obj);
        char *ref = run(cmd);
        snprintf(cmd, sizeof cmd, "'%s' disasm %s " LISTING, mgsim(), obj);
        char *ours = run(cmd);
        if (strcmp(ref, ours)) fail_msg("%s: llvm-objdump-15\n%s\nmgsim disasm\n%s", obj, ref, ours);
        if (!strstr(ref, o[i].want)) fail_msg("%s: no '%s' in\n%s", obj, o[i].want, ref);
        for (const char *s = ref; *s; s++) lines += *s == '\n';
        free(ref), free(ours), free(prev);
        prev = obj;
    }
    free(prev);
    print_message("%zu v2 objects: %zu lines equal llvm-objdump-15's\n", sizeof o / sizeof *o, lines);
    assert_true(lines > 800); /* aes twice, fn_control, fir: the spread is there */
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

int main(void)
{
    const struct CMUnitTest t[] = {cmocka_unit_test(branch_targets_as_objdump),
                                   cmocka_unit_test(v2_objects_as_objdump)};
    return cmocka_run_group_tests(t, NULL, NULL);
}
