/* `mgsim codeobj FILE`: prints every kernel with its arguments and exits
 * 0; a broken file gives one line naming it on stderr and exit 1; bad
 * usage exits 2 (tools/cmd.h's contract). MGSIM is set by `make test`.
 * And the ISA checks of `mgsim run --hsaco` and gpu.isa. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <cmocka.h>

#include "lt_util.h"

static const char *mgsim(void)
{
    const char *m = getenv("MGSIM");
    return m && *m ? m : "bin/mgsim";
}

static int status(const char *cmd)
{
    int rc = system(cmd);
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

static void test_prints_kernels(void **st)
{
    (void)st;
    char *k = lt_kernel_path("test_kernels_loader_args.hsaco");
    char *out = lt_run("%s codeobj %s", mgsim(), k);
    assert_non_null(strstr(out, "code object v4, target amdgcn-amd-amdhsa--gfx803"));
    assert_non_null(strstr(out, "kernel many_args\n"));
    assert_non_null(strstr(out, "kernel grid3d\n"));
    assert_non_null(strstr(out, "kernel scratchy\n"));
    assert_non_null(strstr(out, "dynamic_shared_pointer"));
    assert_non_null(strstr(out, "hidden_global_offset_x"));
    assert_non_null(strstr(out, "workitem_id_z"));
    free(out);
    free(k);
}

static void test_errors(void **st)
{
    (void)st;
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "%s codeobj /nonexistent.hsaco 2>/dev/null", mgsim());
    assert_int_equal(status(cmd), 1);
    char *msg = lt_run("%s codeobj /nonexistent.hsaco 2>&1 >/dev/null || true", mgsim());
    assert_string_equal(msg, "mgsim codeobj: /nonexistent.hsaco: cannot open: No such file or "
                             "directory\n");
    free(msg);
    snprintf(cmd, sizeof cmd, "%s codeobj %s 2>/dev/null", mgsim(), mgsim()); /* an x86 ELF */
    assert_int_equal(status(cmd), 1);
    snprintf(cmd, sizeof cmd, "%s codeobj 2>/dev/null", mgsim());
    assert_int_equal(status(cmd), 2);
}

/* gfx940 objects: `mgsim codeobj` names the processor, the ISA and the
 * register-file split; `mgsim run --hsaco` refuses code of the other ISA
 * than the platform's, naming both; gpu.isa takes only the two ISAs. */
static void test_isa(void **st)
{
    (void)st;
    char *k940 = lt_kernel_path("gfx940/mgmark_kernels_fir.hsaco");
    char *out = lt_run("%s codeobj %s", mgsim(), k940);
    assert_non_null(strstr(out, "code object v4, target amdgcn-amd-amdhsa--gfx940, e_flags 0x540, "
                                "1 kernel(s); processor gfx940 (ISA gfx940)"));
    assert_non_null(strstr(out, "kernel FIR\n"));
    assert_non_null(strstr(out, "unified register file: AGPRs from register"));
    assert_non_null(strstr(out, "(packed in v0)"));
    free(out);
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "%s run fir --size 1024 --hsaco %s 2>/dev/null", mgsim(), k940);
    assert_int_equal(status(cmd), 2);
    out = lt_run("%s run fir --size 1024 --hsaco %s 2>&1 || true", mgsim(), k940);
    assert_non_null(strstr(out, "mgmark_kernels_fir.hsaco: code for gfx940 (ISA gfx940), but the "
                                "platform's GPUs run gfx803 (gpu.isa)"));
    free(out);
    free(k940);
    char *k803 = lt_kernel_path("mgmark_kernels_fir.hsaco");
    out = lt_run("%s run fir --size 1024 --config configs/r9nano-gfx940.ini --hsaco %s 2>&1 "
                 "|| true", mgsim(), k803);
    assert_non_null(strstr(out, "code for gfx803 (ISA gfx803), but the platform's GPUs run "
                                "gfx940 (gpu.isa)"));
    free(out);
    free(k803);
    /* a wave no SIMD can hold is refused, not left waiting */
    out = lt_run("%s run fir --size 1024 --set cu.vgprs_per_simd=4 2>&1 || true", mgsim());
    assert_non_null(strstr(out, "VGPRs and"));
    assert_non_null(strstr(out, "a SIMD has 4 and 800 (cu.vgprs_per_simd, cu.sgprs_per_simd"));
    free(out);
    snprintf(cmd, sizeof cmd, "%s run fir --set gpu.isa=gfx90a >/dev/null 2>&1", mgsim());
    assert_int_equal(status(cmd), 2); /* a bad configuration: usage */
    out = lt_run("%s config show --set gpu.isa=gfx90a 2>&1 || true", mgsim());
    assert_non_null(strstr(out, "[gpu] isa: 'gfx90a' is not one of: gfx803, gfx940"));
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_prints_kernels),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_isa),
    };
    return cmocka_run_group_tests_name("amdgpu_loader_cli", tests, NULL, NULL);
}
