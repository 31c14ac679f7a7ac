/* Compute-unit error reports: a load from an address no memory backs
 * stops the kernel with one message naming the kernel, the CU, the
 * workgroup, the wave, the PC, the encoding and the disassembly; the
 * driver returns it and the GPU drains (no hang). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "driver/mgpu.h"

static void t_fault(void **st)
{
    (void)st;
    char path[512], err[ERR_LEN];
    const char *b = getenv("BUILD");
    snprintf(path, sizeof path, "%s/kernels/asm_memlat_l2.hsaco", b && *b ? b : "build");
    struct amdgpu_codeobj *co;
    if (amdgpu_codeobj_load_file(path, &co, err) < 0) fail_msg("%s", err);
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, "memlat", err);
    assert_non_null(k);
    platform_config c = platform_default_config();
    c.gpu.cus = 4;
    mgpu *d = mgpu_init(&c, err, sizeof err);
    assert_non_null(d);
    uint64_t bad = 0x40; /* below device memory */
    uint32_t count = 3, one[3] = {1, 1, 1};
    amdgpu_argval av[2] = {{&bad, 8, 0}, {&count, 4, 0}};
    assert_int_equal(mgpu_enqueue_launch(d, 0, co, k, 1, one, one, NULL, av, 2, err, sizeof err), 0);
    assert_int_equal(mgpu_drain(d, err, sizeof err), -1);
    printf("  %s\n", err);
    assert_non_null(strstr(err, "kernel memlat"));
    assert_non_null(strstr(err, "memory fault at 0x40"));
    assert_non_null(strstr(err, "flat_load_dword v1, v[2:3]"));
    assert_non_null(strstr(err, "workgroup (0,0,0) wave 0"));
    mgpu_free(d);
    amdgpu_codeobj_free(co);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(t_fault)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
