/* Issue 15, item 12: the minor ones, each through the binary as a user
 * meets it. Every case failed before its fix:
 *   --config of a directory was an empty config (exit 0);
 *   config show accepted what the platform build then refused (L2 size
 *   300K: sets not a power of two);
 *   a key given twice in an INI file silently kept the last value;
 *   --trace-kinds foo and a --trace-filter matching nothing gave an empty
 *   trace with exit 0;
 *   --hang-window 1ps reported a hang at t=0;
 *   a fault in code outside the kernel's symbol was labelled
 *   "outside+0xffffffffffffff08". */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "rt_cli.h"

static void test_config_directory_refused(void **st)
{
    (void)st;
    /* the same exit status from both (issue 34: config show said 1) */
    rt_expect(2, "is a directory", "config show --config /tmp");
    rt_expect(2, "is a directory", "run fir --size 64 --config /tmp");
}

static void test_config_show_checks_the_build(void **st)
{
    (void)st;
    rt_expect(1, "power of two", "config show --set l2.size_bytes=300K");
    rt_expect(1, "power of two", "run fir --size 64 --set l2.size_bytes=300K");
    rt_expect(0, "size_bytes", "config show --set l2.size_bytes=512K");
}

static void test_duplicate_ini_key_warns(void **st)
{
    (void)st;
    char path[] = "/tmp/mgsim-dup-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    static const char ini[] = "[l2]\nsize_bytes = 128K\n\n[gpu]\ncus = 4\n[l2]\nsize_bytes = 512K\n";
    assert_int_equal(write(fd, ini, sizeof ini - 1), (ssize_t)(sizeof ini - 1));
    close(fd);
    char *out = NULL;
    int status = rt_mgsim(&out, "config show --config %s", path);
    unlink(path);
    assert_int_equal(status, 0);
    char want[128];
    snprintf(want, sizeof want, "%s:7: [l2] size_bytes given again (first at line 2)", path);
    if (!strstr(out, want))
        fail_msg("no warning '%s' in: %s", want, out);
    assert_non_null(strstr(out, "= 512K")); /* the last value counts */
    free(out);
}

static void test_trace_selection_checked(void **st)
{
    (void)st;
    rt_expect(2, "unknown task kind 'foo'", "run fir --size 64 --trace /tmp/mgsim-k.trace "
                                            "--trace-kinds req,foo");
    rt_expect(2, "matches no component", "run fir --size 64 --trace /tmp/mgsim-k.trace "
                                         "--trace-filter 'GPU[0].L3*'");
    rt_expect(0, "trace", "run fir --size 64 --no-progress --trace /tmp/mgsim-k.trace "
                          "--trace-kinds req,hop --trace-filter 'GPU[0].L2*'");
    unlink("/tmp/mgsim-k.trace");
}

static void test_tiny_hang_window_refused(void **st)
{
    (void)st;
    rt_expect(2, "shorter than 10ns", "run fir --size 64 --hang-window 1ps");
    rt_expect(0, "passed", "run fir --size 64 --no-progress --hang-window 100us");
}

/* The asm kernel jumps 0x100 back, into a helper before its own code,
 * which faults: both modes must say where that is, not wrap around. */
static void test_pc_label_outside_kernel(void **st)
{
    (void)st;
    const char *b = getenv("BUILD");
    char args[512];
    snprintf(args, sizeof args, "kernel %s/kernels/asm_outside.hsaco --kernel outside --grid 64 "
             "--local 64", b && *b ? b : "build");
    for (int timing = 0; timing < 2; timing++) {
        char *out = NULL;
        int status = rt_mgsim(&out, "%s%s", args, timing ? " --timing" : "");
        if (status != 1 || !strstr(out, "before outside's code") || strstr(out, "0xffff"))
            fail_msg("%s: status %d: %s", timing ? "timing" : "functional", status, out);
        free(out);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_config_directory_refused),
        cmocka_unit_test(test_config_show_checks_the_build),
        cmocka_unit_test(test_duplicate_ini_key_warns),
        cmocka_unit_test(test_trace_selection_checked),
        cmocka_unit_test(test_tiny_hang_window_refused),
        cmocka_unit_test(test_pc_label_outside_kernel),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
