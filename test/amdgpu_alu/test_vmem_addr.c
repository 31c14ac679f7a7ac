/* amdgpu_vmem_lane_addr (amdgpu/exec.h), the lane addresses DAB's capacity
 * test reads before an atomic issues: for FLAT (gfx803, gfx940) and GLOBAL
 * (gfx940, with an SGPR base or "off") they must be the ISA's
 * address (VGPR pair, or SGPR pair + 32-bit VGPR offset, plus the
 * signed immediate offset), on instructions llvm-mc-15 encodes; other
 * formats say no. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "alu_util.h"

static void fill(amdgpu_wave *w, uint64_t *st)
{
    for (unsigned r = 0; r < 8; r++)
        for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++)
            w->v[(size_t)r * AMDGPU_WAVE_LANES + l] = au_rand_u32(st);
    for (unsigned s = 0; s < 16; s++) w->s[s] = au_rand_u32(st);
}

static uint64_t pair(const amdgpu_wave *w, unsigned r, unsigned l)
{
    return (uint64_t)w->v[(size_t)r * AMDGPU_WAVE_LANES + l] |
           (uint64_t)w->v[(size_t)(r + 1) * AMDGPU_WAVE_LANES + l] << 32;
}

static void gfx940_forms(void **st)
{
    (void)st;
    static const char *const lines[] = {
        "global_atomic_add v1, v2, s[4:5] offset:16",
        "global_atomic_add v[2:3], v4, off offset:-8",
        "global_atomic_cmpswap v0, v1, v[2:3], s[6:7] offset:4 sc0",
        "flat_atomic_add v[2:3], v4 offset:24",
        "global_load_dword v1, v[2:3], off",
        "buffer_atomic_add v1, off, s[8:11], 0",
    };
    amdgpu_inst in[6];
    au_asm_isa(AMDGPU_ISA_GFX940, lines, 6, in);
    amdgpu_wave *w = au_wave_new();
    uint64_t rs = 29;
    fill(w, &rs);
    uint64_t s45 = (uint64_t)w->s[4] | (uint64_t)w->s[5] << 32;
    uint64_t s67 = (uint64_t)w->s[6] | (uint64_t)w->s[7] << 32;
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        uint64_t a;
        assert_true(amdgpu_vmem_lane_addr(w, &in[0], l, &a));
        assert_int_equal(a, s45 + w->v[1 * AMDGPU_WAVE_LANES + l] + 16);
        assert_true(amdgpu_vmem_lane_addr(w, &in[1], l, &a));
        assert_int_equal(a, pair(w, 2, l) - 8);
        assert_true(amdgpu_vmem_lane_addr(w, &in[2], l, &a));
        assert_int_equal(a, s67 + w->v[1 * AMDGPU_WAVE_LANES + l] + 4);
        assert_true(amdgpu_vmem_lane_addr(w, &in[3], l, &a));
        assert_int_equal(a, pair(w, 2, l) + 24);
        assert_true(amdgpu_vmem_lane_addr(w, &in[4], l, &a));
        assert_int_equal(a, pair(w, 2, l));
        assert_false(amdgpu_vmem_lane_addr(w, &in[5], l, &a));
    }
    uint64_t a;
    assert_false(amdgpu_vmem_lane_addr(w, &in[0], AMDGPU_WAVE_LANES, &a));
    /* a VGPR pair past the wave's registers */
    uint32_t keep = w->nvgpr;
    w->nvgpr = 3;
    assert_false(amdgpu_vmem_lane_addr(w, &in[1], 0, &a));
    w->nvgpr = keep;
    au_wave_free(w);
}

static void gfx803_flat(void **st)
{
    (void)st;
    amdgpu_inst in = au_asm1("flat_atomic_add v[2:3], v4");
    amdgpu_wave *w = au_wave_new();
    uint64_t rs = 31;
    fill(w, &rs);
    for (unsigned l = 0; l < AMDGPU_WAVE_LANES; l++) {
        uint64_t a;
        assert_true(amdgpu_vmem_lane_addr(w, &in, l, &a));
        assert_int_equal(a, pair(w, 2, l));
    }
    au_wave_free(w);
}

int main(void)
{
    const struct CMUnitTest t[] = {cmocka_unit_test(gfx940_forms), cmocka_unit_test(gfx803_flat)};
    return cmocka_run_group_tests(t, NULL, NULL);
}
