/* Both execution modes fault on the same out-of-bounds accesses, with the
 * same report (kernel, workgroup, wave, PC, "memory fault at ADDR", the
 * instruction): a store 2 GiB and a load 4 MiB past a 256-byte buffer
 * (test/kernels/oob.cl). Timing mode used to complete both silently:
 * the caches and DRAM hold any address. The last word of the buffer is
 * still fine in both modes. */
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
    snprintf(p, sizeof p, "%s/kernels/test_kernels_oob.hsaco", b && *b ? b : "build");
    return p;
}

static void expect(const char *mode, const char *kernel, const char *args, int status,
                   const char *want)
{
    char *out;
    int st = rt_mgsim(&out, "kernel %s --kernel %s --grid 64 --local 64 --arg zero:256 %s %s",
                      kernel_path(), kernel, args, mode);
    if (st != status || !strstr(out, want))
        fail_msg("%s %s %s: exit %d (want %d), output lacks '%s':\n%s", kernel, args, mode, st,
                 status, want, out);
    free(out);
}

static void out_of_bounds_faults_in_both_modes(void **state)
{
    (void)state;
    static const char *const modes[] = {"", "--timing", "--timing --config configs/d-mgpu-4.ini"};
    for (int m = 0; m < 3; m++) {
        expect(modes[m], "store_at", "--arg u64:2147483648", 1,
               "wave 0: PC 0x");
        expect(modes[m], "store_at", "--arg u64:2147483648", 1,
               "memory fault at 0x");
        expect(modes[m], "store_at", "--arg u64:2147483648", 1,
               "flat_store_dword v[0:1], v2");
        expect(modes[m], "load_at", "--arg u64:4194304 --arg zero:4", 1,
               "memory fault at 0x");
        expect(modes[m], "load_at", "--arg u64:252 --arg zero:4", 0, "kernel load_at: grid 64");
        expect(modes[m], "store_at", "--arg u64:252", 0, "kernel store_at: grid 64");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(out_of_bounds_faults_in_both_modes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
