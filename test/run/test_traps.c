/* A kernel that traps (__builtin_trap, compiled by clang-15 to s_trap 2;
 * test/kernels/trap.cl) ends with a report and a non-zero exit in both
 * execution modes, instead of running into the code after the trap; the
 * same kernel without the trap taken runs to completion. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rt_cli.h"

static const char *kernel_path(void)
{
    static char p[512];
    const char *b = getenv("BUILD");
    snprintf(p, sizeof p, "%s/kernels/test_kernels_trap.hsaco", b && *b ? b : "build");
    return p;
}

static void run_trap(const char *mode, unsigned when, int want_status, const char *want)
{
    char *out;
    int st = rt_mgsim(&out, "kernel %s --kernel trap_if --grid 64 --local 64 --arg zero:256 "
                            "--arg u32:%u %s",
                      kernel_path(), when, mode);
    if (st != want_status || !strstr(out, want))
        fail_msg("mode '%s', trap at %u: exit %d (want %d), output lacks '%s':\n%s", mode, when, st,
                 want_status, want, out);
    free(out);
}

static void trap_aborts_the_kernel(void **state)
{
    (void)state;
    static const char *const modes[] = {"", "--timing"};
    for (int m = 0; m < 2; m++) {
        /* lane 5 traps: kernel, workgroup, wave, PC and the trap id (s_trap 2) */
        run_trap(modes[m], 5, 1, "kernel trap_if");
        run_trap(modes[m], 5, 1, "wave 0: PC 0x");
        run_trap(modes[m], 5, 1, "trap: the wave aborted the kernel: [bf920002] s_trap 2");
        /* no lane traps: the kernel runs */
        run_trap(modes[m], 100, 0, "kernel trap_if: grid 64,1,1");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(trap_aborts_the_kernel),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
