/* Launch shapes (mech/sample/sample_shape.c), what tells similar
 * launches apart: bitonic sort's passes of one stride, d = 2^(stage -
 * pass) by the kernel's own formula, have one shape whatever their stage
 * and direction, and passes of other strides other shapes; a gather
 * (addresses from its data), a loop its data counts and a wave that
 * never ends have none; a kernel whose addresses come from what it wrote
 * and read back (a value stored and loaded, a private array in scratch)
 * has one; a kernel that may call the host (printf) has none. The
 * buffers are addresses only: the shape reads and writes no
 * device memory. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/dispatch.h"
#include "amdgpu/memimg.h"
#include "mech/sample/sample_priv.h"
#include "test/common/tk_run.h"
#include "util/err.h"

/* Buffers nowhere in the image: a read of one would fail. */
#define BUF_A 0x7f0000000000ull
#define BUF_B 0x7f0010000000ull
#define BUF_C 0x7f0020000000ull

/* k's shape on a grid of `grid` work-items in workgroups of wg. */
static uint64_t shape_of_kernel(const struct amdgpu_kernel *k, uint32_t grid, uint32_t wg,
                                const amdgpu_argval *a, size_t n)
{
    amdgpu_dispatch d;
    char err[ERR_LEN];
    if (amdgpu_dispatch_init(&d, k, 1, (uint32_t[3]){grid, 1, 1}, (uint32_t[3]){wg, 1, 1}, a, n,
                             err) < 0)
        fail_msg("%s", err);
    amdgpu_memimg *m = amdgpu_memimg_new();
    if (amdgpu_dispatch_place(&d, m, 0, err) < 0) fail_msg("%s", err);
    cu_launch l = {.d = &d};
    sample_exec x;
    memset(&x, 0, sizeof x);
    uint64_t s = sample_shape(&x, &l);
    assert_int_equal(x.limit, 0); /* the fast part's bound is back */
    sample_exec_free(&x);
    amdgpu_memimg_free(m);
    amdgpu_dispatch_fini(&d);
    return s;
}

static uint64_t shape_of(const char *hsaco, const char *kernel, uint32_t grid, uint32_t wg,
                         const amdgpu_argval *a, size_t n)
{
    const struct amdgpu_kernel *k;
    struct amdgpu_codeobj *co = tk_load(hsaco, kernel, &k);
    assert_non_null(co);
    uint64_t s = shape_of_kernel(k, grid, wg, a, n);
    amdgpu_codeobj_free(co);
    return s;
}

static uint64_t bs_shape(uint32_t stage, uint32_t pass, uint32_t dir)
{
    uint64_t buf = BUF_A;
    amdgpu_argval a[4] = {{&buf, 8, 0}, {&stage, 4, 0}, {&pass, 4, 0}, {&dir, 4, 0}};
    return shape_of("mgmark_kernels_bs", "BitonicSort", 4096, 256, a, 4);
}

static void one_shape_per_stride(void **st)
{
    (void)st;
    enum { STAGES = 12 }; /* 8192 elements, 4096 work-items */
    uint64_t by_stride[STAGES + 1] = {0};
    for (uint32_t stage = 0; stage <= STAGES; stage++)
        for (uint32_t pass = 0; pass <= stage; pass++) {
            uint32_t k = stage - pass; /* d = 2^k */
            uint64_t s = bs_shape(stage, pass, stage & 1);
            assert_true(s != 0);
            if (!by_stride[k]) by_stride[k] = s;
            assert_true(s == by_stride[k]);
        }
    for (uint32_t i = 0; i <= STAGES; i++)
        for (uint32_t j = 0; j < i; j++) assert_true(by_stride[i] != by_stride[j]);
    assert_true(bs_shape(5, 2, 0) == bs_shape(5, 2, 1)); /* the direction moves no address */
}

static void data_moves_no_shape(void **st)
{
    (void)st;
    uint64_t out = BUF_A, idx = BUF_B, in = BUF_C;
    amdgpu_argval g[3] = {{&out, 8, 0}, {&idx, 8, 0}, {&in, 8, 0}};
    assert_true(shape_of("test_kernels_shape", "gather", 1024, 256, g, 3) == 0);
    amdgpu_argval c[2] = {{&out, 8, 0}, {&idx, 8, 0}};
    assert_true(shape_of("test_kernels_shape", "countdown", 1024, 256, c, 2) == 0);
    /* a spin on a flag nobody sets: past the shape's bound, none */
    amdgpu_argval f[1] = {{&out, 8, 0}};
    assert_true(shape_of("test_kernels_spin", "spin", 64, 64, f, 1) == 0);
}

static uint64_t roundtrip_shape(uint32_t stride)
{
    uint64_t buf = BUF_A;
    amdgpu_argval a[2] = {{&buf, 8, 0}, {&stride, 4, 0}};
    return shape_of("test_kernels_shape", "roundtrip", 1024, 256, a, 2);
}

/* An address from a value the workgroup stored and loaded back (and a
 * private array in scratch): what it wrote is read back as written, so
 * the data's constant does not reach the address and it has a shape,
 * one per stride. */
static void written_bytes_read_back(void **st)
{
    (void)st;
    uint64_t a = roundtrip_shape(3), b = roundtrip_shape(5);
    assert_true(a != 0 && b != 0);
    assert_true(a != b);
    assert_true(roundtrip_shape(3) == a);
}

/* A kernel with a shape, and the same kernel whose metadata lists the
 * hostcall buffer (printf's: its waves may wait for the host) in place
 * of one of its unused hidden arguments: none. */
static void a_hostcall_has_no_shape(void **st)
{
    (void)st;
    const struct amdgpu_kernel *k;
    struct amdgpu_codeobj *co = tk_load("test_kernels_fn_memory", "interleave", &k);
    assert_non_null(co);
    uint64_t in = BUF_A, out = BUF_B;
    amdgpu_argval a[2] = {{&in, 8, 0}, {&out, 8, 0}};
    assert_true(shape_of_kernel(k, 1024, 256, a, 2) != 0);
    struct amdgpu_kernel h = *k;
    struct amdgpu_kernel_arg *args = calloc(k->nargs, sizeof *args);
    assert_non_null(args);
    memcpy(args, k->args, k->nargs * sizeof *args);
    size_t i = k->nargs;
    while (i > 0 && args[i - 1].kind != AMDGPU_ARG_HIDDEN_NONE) i--;
    assert_true(i > 0); /* (interleave at -O2: four hidden_none) */
    args[i - 1].kind = AMDGPU_ARG_HIDDEN_HOSTCALL_BUFFER;
    h.args = args;
    assert_true(shape_of_kernel(&h, 1024, 256, a, 2) == 0);
    free(args);
    amdgpu_codeobj_free(co);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(one_shape_per_stride),
        cmocka_unit_test(data_moves_no_shape),
        cmocka_unit_test(written_bytes_read_back),
        cmocka_unit_test(a_hostcall_has_no_shape),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
