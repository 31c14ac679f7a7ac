/* gfx940's memory instructions one at a time, on a wave set up by hand
 * (as test_memops.c does for gfx803): assembled by llvm-mc-15
 * --mcpu=gfx940, decoded by mgsim, run through the semantics table, and
 * checked against the memory image read back. Covers GLOBAL addressing
 * (64-bit vaddr with a negative offset, saddr + 32-bit vaddr), sign
 * extension, _d16_hi stores, atomics that return (sc0) or not, SCRATCH
 * with saddr / vaddr at the architected FLAT_SCRATCH base (per-lane
 * dword interleave), AGPR data (the acc bit) for GLOBAL and DS, and SMEM
 * with an SGPR offset beside the immediate. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "amdgpu/decode.h"
#include "amdgpu/exec.h"
#include "amdgpu/memimg.h"

#define NREG 64

struct t {
    amdgpu_wave w;
    uint32_t v[64 * NREG];
    uint8_t lds[4096];
    amdgpu_memimg *m;
    uint64_t buf;     /* 64 KiB of global memory */
    uint64_t scratch; /* the wave's scratch */
};

/* VGPRs v0..v31, AGPRs a0..a31 (from register 32). */
static void setup(struct t *t)
{
    memset(t, 0, sizeof *t);
    t->m = amdgpu_memimg_new();
    assert_int_equal(amdgpu_memimg_alloc(t->m, 65536, 0, &t->buf), 0);
    assert_int_equal(amdgpu_memimg_alloc(t->m, 65536, 0, &t->scratch), 0);
    t->w.v = t->v;
    t->w.nvgpr = NREG;
    t->w.accum_offset = 32, t->w.nagpr = NREG - 32;
    t->w.lds = t->lds;
    t->w.lds_size = sizeof t->lds;
    t->w.mem = amdgpu_memimg_mem(t->m);
    t->w.s[AMDGPU_SRC_FLAT_SCR_LO] = (uint32_t)t->scratch;
    t->w.s[AMDGPU_SRC_FLAT_SCR_HI] = (uint32_t)(t->scratch >> 32);
    amdgpu_wave_set_exec(&t->w, ~0ull);
}

static void teardown(struct t *t) { amdgpu_memimg_free(t->m); }

/* Assembles one gfx940 instruction with llvm-mc and executes it. */
static int exec1(struct t *t, const char *text)
{
    char dir[] = "/tmp/mgsim-memops940-XXXXXX", cmd[1024], path[128];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/a.s", dir);
    FILE *f = fopen(path, "w");
    fprintf(f, "%s\n", text);
    fclose(f);
    snprintf(cmd, sizeof cmd,
             "llvm-mc-15 -arch=amdgcn -mcpu=gfx940 -filetype=obj -o %s/a.o %s && "
             "llvm-objcopy-15 -O binary --only-section=.text %s/a.o %s/a.bin", dir, path, dir, dir);
    if (system(cmd) != 0) fail_msg("llvm-mc failed on '%s'", text);
    snprintf(path, sizeof path, "%s/a.bin", dir);
    uint8_t code[16];
    f = fopen(path, "rb");
    size_t n = fread(code, 1, sizeof code, f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
    amdgpu_inst in;
    assert_true(amdgpu_decode(AMDGPU_ISA_GFX940, code, n, &in) > 0);
    return amdgpu_exec(&t->w, &in);
}

static uint32_t *V(struct t *t, unsigned r) { return &t->v[r * 64]; }
static uint32_t *A(struct t *t, unsigned r) { return &t->v[(32 + r) * 64]; }

static uint32_t rd32(struct t *t, uint64_t a)
{
    uint32_t x;
    assert_int_equal(amdgpu_memimg_read(t->m, a, &x, 4), 0);
    return x;
}

static void wr32(struct t *t, uint64_t a, uint32_t x) { assert_int_equal(amdgpu_memimg_write(t->m, a, &x, 4), 0); }

/* global_load/store with a 64-bit vaddr and a negative offset; with an
 * SGPR base and a 32-bit vaddr; sign extension; d16_hi. */
static void test_global(void **state)
{
    (void)state;
    struct t t;
    setup(&t);
    for (unsigned i = 0; i < 1024; i++) wr32(&t, t.buf + 4 * i, 0x80000000u ^ (i * 0x01010101u));
    for (unsigned l = 0; l < 64; l++) { /* v[2:3] = buf + 16 + 8 * lane */
        uint64_t a = t.buf + 16 + 8 * l;
        V(&t, 2)[l] = (uint32_t)a, V(&t, 3)[l] = (uint32_t)(a >> 32);
        V(&t, 4)[l] = 4 * l + 256; /* a 32-bit offset for saddr */
    }
    assert_int_equal(exec1(&t, "global_load_dword v10, v[2:3], off offset:-16"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) assert_int_equal(V(&t, 10)[l], rd32(&t, t.buf + 8 * l));
    t.w.s[6] = (uint32_t)t.buf, t.w.s[7] = (uint32_t)(t.buf >> 32);
    assert_int_equal(exec1(&t, "global_load_dword v11, v4, s[6:7] offset:4"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) assert_int_equal(V(&t, 11)[l], rd32(&t, t.buf + 260 + 4 * l));
    assert_int_equal(exec1(&t, "global_load_sbyte v12, v4, s[6:7] offset:3"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++)
        assert_int_equal(V(&t, 12)[l], (uint32_t)(int32_t)(int8_t)(rd32(&t, t.buf + 256 + 4 * l) >> 24));
    /* stores: the high half of v13 to buf + 4096 + 4 * lane */
    for (unsigned l = 0; l < 64; l++) V(&t, 13)[l] = 0xabcd0000u | l, V(&t, 5)[l] = 4096 + 4 * l;
    amdgpu_wave_set_exec(&t.w, 0x5555555555555555ull);
    assert_int_equal(exec1(&t, "global_store_short_d16_hi v5, v13, s[6:7]"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) {
        uint32_t want = (l % 2 == 0) ? 0xabcdu : 0;
        assert_int_equal(rd32(&t, t.buf + 4096 + 4 * l) & 0xffff, want);
    }
    teardown(&t);
}

/* Atomics: the old value comes back with sc0 and not without. */
static void test_global_atomic(void **state)
{
    (void)state;
    struct t t;
    setup(&t);
    for (unsigned l = 0; l < 64; l++) {
        wr32(&t, t.buf + 4 * l, 100 + l);
        V(&t, 4)[l] = 4 * l, V(&t, 6)[l] = l, V(&t, 7)[l] = 0xeeeeeeee;
    }
    t.w.s[6] = (uint32_t)t.buf, t.w.s[7] = (uint32_t)(t.buf >> 32);
    assert_int_equal(exec1(&t, "global_atomic_add v7, v4, v6, s[6:7] sc0"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) {
        assert_int_equal(V(&t, 7)[l], 100 + l);
        assert_int_equal(rd32(&t, t.buf + 4 * l), 100 + 2 * l);
    }
    for (unsigned l = 0; l < 64; l++) V(&t, 7)[l] = 0xeeeeeeee;
    assert_int_equal(exec1(&t, "global_atomic_umax v4, v6, s[6:7] offset:256"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) {
        assert_int_equal(V(&t, 7)[l], 0xeeeeeeee);
        assert_int_equal(rd32(&t, t.buf + 256 + 4 * l), l);
    }
    teardown(&t);
}

/* SCRATCH: lane l's private byte offset o lives at FLAT_SCRATCH +
 * (o / 4) * 256 + 4 * l + o % 4 (the interleave of FLAT's private
 * aperture); saddr and vaddr add to the offset. */
static void test_scratch(void **state)
{
    (void)state;
    struct t t;
    setup(&t);
    for (unsigned l = 0; l < 64; l++) V(&t, 8)[l] = 0x1000 + l, V(&t, 3)[l] = 8 * (l % 4);
    t.w.s[5] = 16;
    assert_int_equal(exec1(&t, "scratch_store_dword off, v8, s5 offset:4"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) assert_int_equal(rd32(&t, t.scratch + (20 / 4) * 256 + 4 * l), 0x1000 + l);
    assert_int_equal(exec1(&t, "scratch_store_dword v3, v8, off"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++)
        assert_int_equal(rd32(&t, t.scratch + (8 * (l % 4) / 4) * 256 + 4 * l), 0x1000 + l);
    assert_int_equal(exec1(&t, "scratch_load_dword v9, off, s5 offset:4"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) assert_int_equal(V(&t, 9)[l], 0x1000 + l);
    assert_int_equal(exec1(&t, "scratch_load_ubyte v10, off, s5 offset:5"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) assert_int_equal(V(&t, 10)[l], ((0x1000 + l) >> 8) & 0xff);
    teardown(&t);
}

/* AGPR data: a global load into a[4:7], a store from them, a DS write
 * from an AGPR and a read into one. */
static void test_agpr_data(void **state)
{
    (void)state;
    struct t t;
    setup(&t);
    for (unsigned i = 0; i < 1024; i++) wr32(&t, t.buf + 4 * i, 7 * i + 1);
    for (unsigned l = 0; l < 64; l++) V(&t, 4)[l] = 16 * l, V(&t, 5)[l] = 8192 + 16 * l, V(&t, 6)[l] = 4 * l;
    t.w.s[6] = (uint32_t)t.buf, t.w.s[7] = (uint32_t)(t.buf >> 32);
    assert_int_equal(exec1(&t, "global_load_dwordx4 a[4:7], v4, s[6:7]"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++)
        for (unsigned j = 0; j < 4; j++) assert_int_equal(A(&t, 4 + j)[l], 7 * (4 * l + j) + 1);
    assert_int_equal(exec1(&t, "global_store_dwordx4 v5, a[4:7], s[6:7]"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++)
        for (unsigned j = 0; j < 4; j++) assert_int_equal(rd32(&t, t.buf + 8192 + 16 * l + 4 * j), 7 * (4 * l + j) + 1);
    assert_int_equal(exec1(&t, "ds_write_b32 v6, a5 offset:8"), AMDGPU_EXEC_OK);
    assert_int_equal(exec1(&t, "ds_read_b32 a9, v6 offset:8"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) {
        uint32_t x;
        memcpy(&x, t.lds + 8 + 4 * l, 4);
        assert_int_equal(x, A(&t, 5)[l]);
        assert_int_equal(A(&t, 9)[l], A(&t, 5)[l]);
    }
    /* an AGPR past the wave's: a bad operand */
    t.w.nagpr = 6;
    assert_int_equal(exec1(&t, "global_load_dwordx4 a[4:7], v4, s[6:7]"), AMDGPU_EXEC_BADOPND);
    teardown(&t);
}

/* SMEM: the SGPR offset adds to the immediate (gfx9's soe form). */
static void test_smem_soffset(void **state)
{
    (void)state;
    struct t t;
    setup(&t);
    for (unsigned i = 0; i < 64; i++) wr32(&t, t.buf + 4 * i, 0xc0de0000u + i);
    t.w.s[2] = (uint32_t)t.buf, t.w.s[3] = (uint32_t)(t.buf >> 32), t.w.s[4] = 32;
    assert_int_equal(exec1(&t, "s_load_dwordx2 s[10:11], s[2:3], s4 offset:0x8"), AMDGPU_EXEC_OK);
    assert_int_equal(t.w.s[10], 0xc0de0000u + 10);
    assert_int_equal(t.w.s[11], 0xc0de0000u + 11);
    assert_int_equal(exec1(&t, "s_load_dword s12, s[2:3], s4"), AMDGPU_EXEC_OK);
    assert_int_equal(t.w.s[12], 0xc0de0000u + 8);
    teardown(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_global),  cmocka_unit_test(test_global_atomic),
        cmocka_unit_test(test_scratch), cmocka_unit_test(test_agpr_data),
        cmocka_unit_test(test_smem_soffset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
