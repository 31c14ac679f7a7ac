/* Scratch across launches (issue 33, item 1): a kernel with 260 bytes of
 * private memory per work-item (test/kernels/scratch_touch.cl: 44 MiB of
 * scratch for the R9 Nano's 2560 wave slots) launched 1000 times. Each launch
 * once took a scratch region of its own: on r9nano the 97th failed with
 * "scratch does not fit in device memory", and on d-mgpu-4 a one-GPU
 * program's scratch went into other GPUs' memory from about the 96th on
 * (here with 8 CUs per GPU, the 760th would fail).
 * Checked: every launch gives the CPU's answer, device memory taken by
 * the 1000 launches is one scratch region and their dispatch structures,
 * and on d-mgpu-4 nothing crosses between GPUs. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/codeobj.h"
#include "components/platform/platform.h"
#include "driver/mgpu.h"
#include "test/common/tk_run.h"

#define LAUNCHES 1000u
#define BATCH 100u
#define WI 64u

static struct amdgpu_codeobj *co;

static int setup(void **state)
{
    (void)state;
    co = tk_codeobj("test_kernels_scratch_touch");
    return co ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    amdgpu_codeobj_free(co);
    return 0;
}

/* scratch_touch's answer for work-item i and seed (the kernel's text). */
static int32_t scratch_touch(uint32_t i, int32_t seed)
{
    return seed * 3 + (int32_t)i;
}

#define OK(call)                                                                   \
    do {                                                                           \
        if ((call) < 0) fail_msg("%s:%d: %s", __FILE__, __LINE__, err);            \
    } while (0)

static void thousand_launches(const char *ini)
{
    char err[ERR_LEN];
    platform_config p;
    /* 8 CUs of 40 wave slots: 5.4 MiB of scratch a launch, 5.4 GiB for a
     * region each, more than a GPU's 4 GiB */
    const char *sets[] = {"gpu.cus=8"};
    if (platform_config_load(&p, NULL, ini, sets, 1, err, sizeof err)) fail_msg("%s", err);
    mgpu *m = mgpu_init(&p, err, sizeof err);
    if (!m) fail_msg("%s: %s", ini, err);
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, "scratch_touch", err);
    if (!k) fail_msg("%s", err);
    assert_true(k->private_segment_size >= 256);
    uint64_t out, before, after;
    OK(mgpu_malloc(m, 0, LAUNCHES * WI * 4, &out, err, sizeof err));
    OK(mgpu_malloc(m, 0, 4, &before, err, sizeof err));
    uint32_t grid[3] = {WI, 1, 1}, wg[3] = {WI, 1, 1};
    for (uint32_t b = 0; b < LAUNCHES / BATCH; b++) {
        for (uint32_t l = b * BATCH; l < (b + 1) * BATCH; l++) {
            uint64_t dst = out + (uint64_t)l * WI * 4;
            int32_t seed = (int32_t)l;
            amdgpu_argval av[2] = {{&dst, 8, 0}, {&seed, 4, 0}};
            OK(mgpu_enqueue_launch(m, 0, co, k, 1, grid, wg, NULL, av, 2, err, sizeof err));
        }
        OK(mgpu_drain(m, err, sizeof err));
    }
    OK(mgpu_malloc(m, 0, 4, &after, err, sizeof err));
    static int32_t got[LAUNCHES * WI];
    OK(mgpu_memcpy_d2h(m, got, out, sizeof got, err, sizeof err));
    for (uint32_t l = 0; l < LAUNCHES; l++)
        for (uint32_t i = 0; i < WI; i++)
            if (got[l * WI + i] != scratch_touch(i, (int32_t)l))
                fail_msg("%s: launch %u work-item %u: %d, CPU %d", ini, l, i, got[l * WI + i],
                         scratch_touch(i, (int32_t)l));
    /* one scratch region, and each launch's dispatch structures (packet,
     * queue, kernarg: 24 KiB with guard pages, not reused) at most */
    uint64_t region = (uint64_t)mgpu_device_info(m, 0).cus * 4 * 10 *
                      ((k->private_segment_size * 64 + 1023) & ~1023ull);
    if (after - before > region + LAUNCHES * (32u << 10))
        fail_msg("%s: 1000 launches took %llu bytes of device memory (one scratch region: %llu)",
                 ini, (unsigned long long)(after - before), (unsigned long long)region);
    assert_int_equal(mgpu_get_totals(m, -1).cross_gpu_bytes, 0);
    mgpu_free(m);
}

static void r9nano_reuses_scratch(void **state)
{
    (void)state;
    thousand_launches("configs/r9nano.ini");
}

static void d_mgpu_keeps_scratch_on_its_gpu(void **state)
{
    (void)state;
    thousand_launches("configs/d-mgpu-4.ini");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r9nano_reuses_scratch),
        cmocka_unit_test(d_mgpu_keeps_scratch_on_its_gpu),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
