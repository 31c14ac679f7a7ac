/* Differential tests: PoCL runs the very same OpenCL source on the host
 * CPU, mgsim's functional mode runs clang's gfx803 code object of it; the
 * output buffers must agree byte for byte (integer kernels) or within a
 * tolerance (float math). Grids are multiples of the workgroup size
 * (PoCL's requirement). Skips, saying why, only when no OpenCL platform
 * is installed; CI installs PoCL (pocl-opencl-icd), so there it runs. */
#define CL_TARGET_OPENCL_VERSION 200
#include <CL/cl.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test/skip.h"

#include "kt_util.h"

struct ocl {
    cl_context ctx;
    cl_command_queue q;
    cl_device_id dev;
};

static int ocl_setup(void **state)
{
    struct ocl *o = calloc(1, sizeof *o);
    cl_platform_id plat;
    cl_uint n = 0;
    if (clGetPlatformIDs(1, &plat, &n) != CL_SUCCESS || n == 0 ||
        clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &o->dev, NULL) != CL_SUCCESS) {
        free(o);
        *state = NULL; /* each test skips */
        return 0;
    }
    cl_int e;
    o->ctx = clCreateContext(NULL, 1, &o->dev, NULL, NULL, &e);
    if (e == CL_SUCCESS) o->q = clCreateCommandQueueWithProperties(o->ctx, o->dev, NULL, &e);
    if (e != CL_SUCCESS) return -1;
    *state = o;
    return 0;
}

static int ocl_teardown(void **state)
{
    struct ocl *o = *state;
    if (o) {
        clReleaseCommandQueue(o->q);
        clReleaseContext(o->ctx);
        free(o);
    }
    return 0;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s (run the tests from the repository root)", path);
    char *s = calloc(1, 1 << 20);
    size_t n = fread(s, 1, (1 << 20) - 1, f);
    fclose(f);
    s[n] = 0;
    return s;
}

/* Runs kernel from test/kernels/<src>.cl on the OpenCL device. */
static void pocl_run(struct ocl *o, const char *src, const char *kernel, size_t g, size_t l,
                     kt_arg *args, size_t n)
{
    char path[256];
    snprintf(path, sizeof path, "test/kernels/%s.cl", src);
    char *text = slurp(path);
    const char *texts[1] = {text};
    cl_int e;
    cl_program p = clCreateProgramWithSource(o->ctx, 1, texts, NULL, &e);
    assert_int_equal(e, CL_SUCCESS);
    if (clBuildProgram(p, 1, &o->dev, "-cl-std=CL2.0", NULL, NULL) != CL_SUCCESS) {
        char log[8192] = "";
        clGetProgramBuildInfo(p, o->dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fail_msg("PoCL cannot build %s: %s", path, log);
    }
    cl_kernel k = clCreateKernel(p, kernel, &e);
    assert_int_equal(e, CL_SUCCESS);
    cl_mem mem[16] = {0};
    for (size_t i = 0; i < n; i++) {
        if (args[i].kind == KT_BUF) {
            mem[i] = clCreateBuffer(o->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                                    args[i].size, args[i].host, &e);
            assert_int_equal(e, CL_SUCCESS);
            e = clSetKernelArg(k, (cl_uint)i, sizeof mem[i], &mem[i]);
        } else if (args[i].kind == KT_VAL) {
            e = clSetKernelArg(k, (cl_uint)i, args[i].size, &args[i].val);
        } else {
            e = clSetKernelArg(k, (cl_uint)i, args[i].size, NULL);
        }
        assert_int_equal(e, CL_SUCCESS);
    }
    assert_int_equal(clEnqueueNDRangeKernel(o->q, k, 1, NULL, &g, &l, 0, NULL, NULL), CL_SUCCESS);
    for (size_t i = 0; i < n; i++) {
        if (args[i].kind != KT_BUF) continue;
        assert_int_equal(clEnqueueReadBuffer(o->q, mem[i], CL_TRUE, 0, args[i].size,
                                             args[i].host, 0, NULL, NULL), CL_SUCCESS);
        clReleaseMemObject(mem[i]);
    }
    clReleaseKernel(k);
    clReleaseProgram(p);
    free(text);
}

/* Runs src/kernel on both with copies of the same inputs; buffers come
 * back in a (mgsim) and b (PoCL). */
static void both(void **state, const char *src, const char *kernel, size_t g, size_t l,
                 kt_arg *a, kt_arg *b, size_t n)
{
    struct ocl *o = *state;
    char name[128], err[ERR_LEN];
    snprintf(name, sizeof name, "test_kernels_%s.hsaco", src);
    pocl_run(o, src, kernel, g, l, b, n);
    if (kt_run(name, kernel, 1, (uint32_t[3]){(uint32_t)g, 1, 1}, (uint32_t[3]){(uint32_t)l, 1, 1},
               a, n, NULL, err) < 0)
        fail_msg("mgsim %s: %s", kernel, err);
}

#define NEED_OCL()                                                                      \
    do {                                                                                \
        if (!*state) {                                                                  \
            SKIP_BECAUSE("no OpenCL platform (make deps installs pocl-opencl-icd)");    \
        }                                                                               \
    } while (0)

static void test_diff_control(void **state)
{
    NEED_OCL();
    enum { G = 512 };
    uint64_t seed = 21;
    uint32_t in[G], s1[G] = {0}, s2[G] = {0};
    int32_t v[G], o1[G], o2[G];
    for (int i = 0; i < G; i++) in[i] = 1 + kt_rand(&seed) % 5000;
    for (int i = 0; i < G; i++) v[i] = (int32_t)(kt_rand(&seed) % 2001) - 1000;
    kt_arg a[] = {KT_BUF(in, sizeof in), KT_BUF(s1, sizeof s1), KT_U32(G - 10)};
    kt_arg b[] = {KT_BUF(in, sizeof in), KT_BUF(s2, sizeof s2), KT_U32(G - 10)};
    both(state, "fn_control", "collatz", G, 64, a, b, 3);
    assert_memory_equal(s1, s2, sizeof s1);
    kt_arg c[] = {KT_BUF(v, sizeof v), KT_BUF(o1, sizeof o1)};
    kt_arg d[] = {KT_BUF(v, sizeof v), KT_BUF(o2, sizeof o2)};
    both(state, "fn_control", "branches", G, 128, c, d, 2);
    assert_memory_equal(o1, o2, sizeof o1);
}

static void test_diff_memory(void **state)
{
    NEED_OCL();
    enum { G = 256 };
    uint64_t seed = 22;
    uint8_t in[6 * G], out1[13 * G] = {0}, out2[13 * G] = {0};
    for (size_t i = 0; i < sizeof in; i++) in[i] = (uint8_t)kt_rand(&seed);
    /* one input area, outputs carved from one zeroed area */
    kt_arg a[9], b[9];
    size_t isz[4] = {G, G, 2 * G, 2 * G}, osz[5] = {G, G, 2 * G, 2 * G, 4 * G};
    uint8_t *ip = in, *o1 = out1, *o2 = out2;
    for (int i = 0; i < 4; i++) a[i] = b[i] = KT_BUF(ip, isz[i]), ip += isz[i];
    for (int i = 0; i < 5; i++)
        a[4 + i] = KT_BUF(o1, osz[i]), b[4 + i] = KT_BUF(o2, osz[i]), o1 += osz[i], o2 += osz[i];
    both(state, "fn_memory", "subdword", G, 64, a, b, 9);
    assert_memory_equal(out1, out2, sizeof out1);
    int32_t t1[G], t2[G];
    kt_arg c[] = {KT_BUF(t1, sizeof t1), KT_I32(13)}, d[] = {KT_BUF(t2, sizeof t2), KT_I32(13)};
    both(state, "fn_memory", "priv_table", G, 64, c, d, 2);
    assert_memory_equal(t1, t2, sizeof t1);
}

static void test_diff_lds(void **state)
{
    NEED_OCL();
    enum { G = 1024, L = 128 };
    uint64_t seed = 23;
    int32_t in[G], r1[G / L], r2[G / L];
    for (int i = 0; i < G; i++) in[i] = (int32_t)kt_rand(&seed) >> 4;
    kt_arg a[] = {KT_BUF(in, sizeof in), KT_BUF(r1, sizeof r1), KT_LOCAL(L * 4)};
    kt_arg b[] = {KT_BUF(in, sizeof in), KT_BUF(r2, sizeof r2), KT_LOCAL(L * 4)};
    both(state, "fn_lds", "reduce", G, L, a, b, 3);
    assert_memory_equal(r1, r2, sizeof r1);
}

static void test_diff_fmath(void **state)
{
    NEED_OCL();
    enum { G = 256 };
    uint64_t seed = 24;
    float in[G], o1[10 * G], o2[10 * G];
    for (int i = 0; i < G; i++) in[i] = (float)((double)kt_rand(&seed) / 4294967296.0 * 20.0 - 10.0);
    kt_arg a[] = {KT_BUF(in, sizeof in), KT_BUF(o1, sizeof o1)};
    kt_arg b[] = {KT_BUF(in, sizeof in), KT_BUF(o2, sizeof o2)};
    both(state, "fn_numeric", "fmath", G, 64, a, b, 2);
    for (int i = 0; i < 10 * G; i++)
        if (fabsf(o1[i] - o2[i]) > 4e-6f + 4e-6f * fabsf(o2[i]))
            fail_msg("fmath out[%d] (op %d, x=%.9g): mgsim %.9g, PoCL %.9g", i, i % 10,
                     in[i / 10], o1[i], o2[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_diff_control),
        cmocka_unit_test(test_diff_memory),
        cmocka_unit_test(test_diff_lds),
        cmocka_unit_test(test_diff_fmath),
    };
    return cmocka_run_group_tests(tests, ocl_setup, ocl_teardown);
}
