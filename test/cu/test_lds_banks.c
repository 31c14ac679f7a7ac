/* LDS bank conflicts (components/cu/cu_lds.c, after AMD's OpenCL guide
 * for GCN: 32 banks of 4 bytes, resolved per half wavefront, one request
 * per bank per cycle, same address broadcast). One wave of lds_stride
 * (test/kernels/lds_banks.cl) writes and reads dword lid * stride; per
 * DS instruction the extra cycles are, by hand, per half-wave the
 * busiest bank's distinct dwords less ceil(distinct / 32):
 *   stride 1: banks 0..31 once each          -> 0
 *   stride 0: one dword (broadcast)           -> 0
 *   stride 2: 16 banks twice each             -> 2 - 1 = 1 per half, 2
 *   stride 32: one bank, 32 distinct dwords   -> 32 - 1 = 31 per half, 62
 * and the kernel has one ds_write_b32 and one ds_read_b32 (checked with
 * the DS count), so twice that; the kernel's time grows by at least the
 * read's (its data is waited for; the write's may overlap the next
 * fetch); cu.lds_banks = 0 turns them off. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/gpu/gpu.h"
#include "components/platform/platform.h"
#include "driver/mgpu.h"
#include "test/common/tk_run.h"

typedef struct lds_run {
    uint64_t conflict_cycles, lds, cycles;
} lds_run;

static lds_run run(int stride, uint32_t banks)
{
    platform_config c = platform_default_config();
    c.gpu.cus = 4;
    c.gpu.cu.lds_banks = banks;
    int32_t got[64];
    tk_arg a[2] = {{TK_BUF, sizeof got, NULL, got, 0}, {TK_U32, 0, NULL, NULL, (uint32_t)stride}};
    tk_grid g = tk_grid1(64, 64);
    gpu_stats s;
    mgpu_kernel_stats ks = tk_run(&c, "test_kernels_lds_banks", "lds_stride", &g, a, 2, &s);
    for (int l = 0; l < 64; l++) assert_int_equal(got[l], stride ? l : got[0]);
    lds_run r = {s.cu.lds_conflict_cycles, s.cu.lds, ks.cycles};
    return r;
}

static void conflicts_match_hand_counts(void **st)
{
    (void)st;
    static const struct {
        int stride;
        uint64_t per_ds;
    } t[] = {{1, 0}, {0, 0}, {2, 2}, {32, 62}};
    lds_run base = run(1, 32);
    assert_int_equal(base.lds, 2);
    for (size_t i = 0; i < sizeof t / sizeof *t; i++) {
        lds_run r = run(t[i].stride, 32);
        printf("  stride %d: %llu conflict cycles, %llu kernel cycles\n", t[i].stride,
               (unsigned long long)r.conflict_cycles, (unsigned long long)r.cycles);
        assert_int_equal(r.lds, 2);
        assert_int_equal(r.conflict_cycles, 2 * t[i].per_ds);
        assert_true(r.cycles >= base.cycles + t[i].per_ds); /* the read's, at least */
    }
    lds_run off = run(32, 0);
    assert_int_equal(off.conflict_cycles, 0);
    assert_int_equal(off.cycles, base.cycles);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(conflicts_match_hand_counts)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
