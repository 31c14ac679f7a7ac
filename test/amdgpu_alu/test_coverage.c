/* test/amdgpu_alu/test_coverage.c - what the ALU semantics cover, and the
 * error paths of amdgpu_exec.
 *
 * - Counts SALU/VALU rows (SOP*, VOP*, VINTRP formats) with semantics and
 *   prints it; every row outside the short list of deliberately absent
 *   ones must have semantics, and no id may be in two tables.
 * - Every op with semantics must be executed by a test of this area: the
 *   other test programs here are run with $AU_OPS_LOG set and report the
 *   ops that ran to completion through au_exec (alu_util.h).
 * - Compiles OpenCL (the .cl files of test/kernels, and alu_survey.cl) with clang-15 at
 *   -O0 and -O3, decodes the code with amdgpu_decode from llvm-objdump's
 *   encodings, and requires semantics for every scalar/vector ALU
 *   instruction in it (memory instructions are counted, not required).
 * - A decoded op without semantics gives AMDGPU_EXEC_UNIMPL; registers past
 *   the wave's allocation give AMDGPU_EXEC_BADOPND, with nothing changed. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "alu_util.h"
#include "amdgpu/decode.h"

/* ALU rows left without semantics on purpose: graphics-only (cube maps,
 * interpolation, packed accumulation, multi-SAD), the debugger/trap-handler
 * and fork/join control-flow stack instructions compilers stopped using,
 * and the VGPR-indexing mode (LLVM uses movrel on gfx8). */
static const char *const absent[] = {
    "s_cbranch_g_fork", "s_rfe_restore_b64", "s_cbranch_i_fork", "s_rfe_b64", "s_cbranch_join",
    "s_set_gpr_idx_idx", "s_setvskip", "s_set_gpr_idx_on", "s_set_gpr_idx_off",
    "s_set_gpr_idx_mode", "v_exp_legacy_f32", "v_log_legacy_f32", "v_cubeid_f32",
    "v_cubesc_f32", "v_cubetc_f32", "v_cubema_f32", "v_qsad_pk_u16_u8", "v_mqsad_pk_u16_u8",
    "v_mqsad_u32_u8", "v_div_fixup_f16", "v_cvt_pkaccum_u8_f32", "v_interp_p1ll_f16",
    "v_interp_p1lv_f16", "v_interp_p2_f16", "v_interp_p1_f32",
    "v_interp_p2_f32", "v_interp_mov_f32",
};

static bool is_absent(const char *name)
{
    for (size_t i = 0; i < sizeof absent / sizeof absent[0]; i++)
        if (!strcmp(absent[i], name)) return true;
    return false;
}

static bool is_salu(const amdgpu_opinfo *r)
{
    return r->fmt <= AMDGPU_FMT_SOPP;
}

static void test_table_coverage(void **state)
{
    (void)state;
    const amdgpu_exec_fn *tables[] = {amdgpu_exec_salu, amdgpu_exec_salu_sop1, amdgpu_exec_valu,
                                    amdgpu_exec_valu_f32, amdgpu_exec_valu_f64, amdgpu_exec_valu_f16,
                                    amdgpu_exec_valu_cvt, amdgpu_exec_valu_cmp, amdgpu_exec_valu_vop3};
    unsigned rows[2] = {0}, with[2] = {0};
    int missing = 0;
    for (unsigned id = 0; id < AMDGPU_OP_GFX803_COUNT; id++) { /* gfx803's operations */
        const amdgpu_opinfo *r = amdgpu_opinfo_get(id);
        int in = 0;
        for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++) in += tables[t][id] != NULL;
        assert_true(in <= 1);
        if (!au_is_alu(r)) {
            assert_int_equal(in, 0); /* ALU tables hold ALU ops only */
            continue;
        }
        int k = is_salu(r) ? 0 : 1;
        rows[k]++;
        if (amdgpu_exec_lookup(id)) with[k]++;
        if (!amdgpu_exec_lookup(id) && !is_absent(r->name)) {
            fprintf(stderr, "no semantics: %s\n", r->name);
            missing++;
        }
        if (amdgpu_exec_lookup(id) && is_absent(r->name)) {
            fprintf(stderr, "listed as absent but implemented: %s\n", r->name);
            missing++;
        }
    }
    printf("ALU semantics: %u / %u rows (SALU %u / %u, VALU %u / %u)\n", with[0] + with[1],
           rows[0] + rows[1], with[0], rows[0], with[1], rows[1]);
    assert_int_equal(missing, 0);
}

/* Runs the other test programs of this area (siblings of this binary)
 * with $AU_OPS_LOG set, so each appends the ops it executed (au_exec);
 * marks them in ran[]. Every sibling must pass: coverage by a failing
 * test would count nothing real. Returns the number of programs run. */
static unsigned run_siblings(uint8_t *ran)
{
    char self[4096], dir[4096], log[] = "/tmp/mgsim_ops_XXXXXX";
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    assert_true(n > 0);
    self[n] = 0;
    snprintf(dir, sizeof dir, "%s", self);
    *strrchr(dir, '/') = 0;
    int fd = mkstemp(log);
    assert_true(fd >= 0);
    close(fd);
    DIR *d = opendir(dir);
    assert_non_null(d);
    unsigned progs = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        char path[8300], cmd[8400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (strncmp(e->d_name, "test_", 5) || strchr(e->d_name, '.') || !strcmp(path, self) ||
            access(path, X_OK))
            continue;
        snprintf(cmd, sizeof cmd, "AU_OPS_LOG='%s' '%s' >/dev/null 2>&1", log, path);
        if (system(cmd) != 0) fail_msg("%s failed: its ops are not counted as exercised", path);
        progs++;
    }
    closedir(d);
    FILE *f = fopen(log, "r");
    assert_non_null(f);
    char name[128];
    while (fscanf(f, "%127s", name) == 1)
        for (unsigned id = 0; id < AMDGPU_OP_COUNT; id++)
            if (!strcmp(amdgpu_opinfo_get(id)->name, name)) ran[id] = 1;
    fclose(f);
    unlink(log);
    return progs;
}

/* Every ALU op with semantics (gfx803's, and gfx9's, VOP3P included) is
 * executed by some test of the area (not merely named in its source):
 * counted from the runs themselves. */
static void test_tested(void **state)
{
    (void)state;
    static uint8_t ran[AMDGPU_OP_COUNT];
    unsigned progs = run_siblings(ran);
    assert_true(progs >= 5); /* salu, sopp, valu, valu_misc, vcmp at least */
    unsigned with = 0, tested = 0;
    int untested = 0;
    for (unsigned id = 0; id < AMDGPU_OP_COUNT; id++) { /* gfx803's and gfx9's operations */
        const amdgpu_opinfo *r = amdgpu_opinfo_get(id);
        if (!(au_is_alu(r) || r->fmt == AMDGPU_FMT_VOP3P) || !amdgpu_exec_lookup(id)) continue;
        with++;
        if (ran[id]) {
            tested++;
        } else {
            fprintf(stderr, "not executed by a test: %s\n", r->name);
            untested++;
        }
    }
    printf("ALU ops with semantics executed by the %u other test programs: %u / %u\n", progs,
           tested, with);
    assert_int_equal(untested, 0);
}

/* Compiles one .cl at one -O level and checks the ALU instructions. */
static void check_kernel(const char *cl, int opt, unsigned *alu, unsigned *mem, unsigned *mem_impl)
{
    char obj[] = "/tmp/mgsim_alu_cl_XXXXXX";
    int fd = mkstemp(obj);
    assert_true(fd >= 0);
    close(fd);
    char cmd[1024];
    snprintf(cmd, sizeof cmd,
             "clang-15 -target amdgcn-amd-amdhsa -mcpu=gfx803 -x cl -cl-std=CL2.0 "
             "--rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode -O%d -c %s -o %s 2>&1 && "
             "llvm-objdump-15 -d --mcpu=gfx803 %s",
             opt, cl, obj, obj);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    char line[1024];
    int bad = 0;
    while (fgets(line, sizeof line, p)) {
        char *c = strstr(line, "// ");
        if (!c || !strchr(c, ':')) continue;
        c = strchr(c, ':') + 1;
        uint8_t bytes[16];
        size_t n = 0;
        unsigned wv;
        int used;
        while (n + 4 <= sizeof bytes && sscanf(c, " %8x%n", &wv, &used) == 1) {
            for (int b = 0; b < 4; b++) bytes[n++] = (uint8_t)(wv >> (8 * b));
            c += used;
        }
        if (n == 0) continue;
        amdgpu_inst in;
        int sz = amdgpu_decode(AMDGPU_ISA_GFX803, bytes, n, &in);
        if (sz <= 0) continue;
        if (au_is_alu(in.info)) {
            (*alu)++;
            if (!amdgpu_exec_lookup(in.op)) {
                if (bad++ < 10) fprintf(stderr, "%s -O%d: no semantics for %s", cl, opt, line);
            }
        } else {
            (*mem)++;
            *mem_impl += amdgpu_exec_lookup(in.op) != NULL;
        }
    }
    assert_int_equal(pclose(p), 0);
    unlink(obj);
    assert_int_equal(bad, 0);
}

static void test_clang_output(void **state)
{
    (void)state;
    const char *files[16];
    size_t nf = 0;
    files[nf++] = "test/amdgpu_alu/alu_survey.cl";
    DIR *d = opendir("test/kernels");
    static char names[15][300];
    struct dirent *e;
    while (d && (e = readdir(d)) && nf < 16) {
        size_t n = strlen(e->d_name);
        if (n > 3 && !strcmp(e->d_name + n - 3, ".cl")) {
            snprintf(names[nf - 1], sizeof names[0], "test/kernels/%.255s", e->d_name);
            files[nf] = names[nf - 1];
            nf++;
        }
    }
    if (d) closedir(d);
    unsigned alu = 0, mem = 0, mem_impl = 0;
    for (size_t i = 0; i < nf; i++)
        for (int o = 0; o <= 3; o += 3) check_kernel(files[i], o, &alu, &mem, &mem_impl);
    printf("clang-15 -O0/-O3 output of %zu OpenCL files: %u ALU instructions, all with semantics; "
           "%u memory instructions (%u with semantics)\n",
           nf, alu, mem, mem_impl);
    assert_true(alu > 1000);
}

static void test_unimpl_badopnd(void **state)
{
    (void)state;
    amdgpu_wave *w = au_wave_new();
    uint32_t v0 = w->v[0];
    uint64_t pc = w->pc;
    amdgpu_inst in = au_asm1("v_interp_p1_f32 v0, v1, attr0.x");
    assert_null(amdgpu_exec_lookup(in.op));
    au_exec(w, &in, AMDGPU_EXEC_UNIMPL);
    assert_int_equal(w->v[0], v0);
    assert_int_equal(w->pc, pc);
    in = au_asm1("s_cbranch_join s4");
    au_exec(w, &in, AMDGPU_EXEC_UNIMPL);
    /* An instruction id past the table. */
    assert_null(amdgpu_exec_lookup(AMDGPU_OP_COUNT));
    /* Registers outside the allocation. */
    w->nvgpr = 8;
    in = au_asm1("v_mov_b32 v10, v1");
    au_exec(w, &in, AMDGPU_EXEC_BADOPND);
    in = au_asm1("v_add_f64 v[6:7], v[7:8], v[0:1]");
    au_exec(w, &in, AMDGPU_EXEC_BADOPND);
    assert_int_equal(w->pc, pc);
    au_wave_free(w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table_coverage),
        cmocka_unit_test(test_tested),
        cmocka_unit_test(test_clang_output),
        cmocka_unit_test(test_unimpl_badopnd),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
