/* The memory semantics one instruction at a time, on a wave set up by
 * hand: the instruction is assembled at test time by llvm-mc-15 (an
 * independent encoder), decoded by mgsim and run through the memory
 * semantics table. Covers sub-dword sign/zero extension, EXEC, FLAT
 * apertures (LDS, scratch) agreeing with MUBUF scratch addressing, MUBUF
 * range checks and strides, DS read2st64/write2/swizzle/bpermute, LDS
 * bounds, atomics with return, SMEM. */
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
#include "amdgpu/dispatch.h"
#include "amdgpu/exec.h"
#include "amdgpu/memimg.h"

struct t {
    amdgpu_wave w;
    uint32_t v[64 * 32];
    uint8_t lds[4096];
    amdgpu_memimg *m;
    uint64_t buf; /* 64 KiB of global memory */
    uint64_t scratch;
};

/* t's wave over image m (sparse, or dense: one block per region). */
static void setup_wave_in(struct t *t, amdgpu_memimg *m)
{
    memset(t, 0, sizeof *t);
    t->m = m;
    assert_int_equal(amdgpu_memimg_alloc(t->m, 65536, 0, &t->buf), 0);
    assert_int_equal(amdgpu_memimg_alloc(t->m, 65536, 0, &t->scratch), 0);
    t->w.v = t->v;
    t->w.nvgpr = 32;
    t->w.lds = t->lds;
    t->w.lds_size = sizeof t->lds;
    t->w.mem = amdgpu_memimg_mem(t->m);
    t->w.shared_aperture_hi = AMDGPU_SHARED_APERTURE_HI;
    t->w.private_aperture_hi = AMDGPU_PRIVATE_APERTURE_HI;
    t->w.scratch_base = t->scratch;
    amdgpu_wave_set_exec(&t->w, ~0ull);
}

static void setup_wave(struct t *t) { setup_wave_in(t, amdgpu_memimg_new()); }

/* Assembles one instruction with llvm-mc and executes it on t's wave. */
static int exec1(struct t *t, const char *text)
{
    char dir[] = "/tmp/mgsim-memops-XXXXXX", cmd[1024], path[128];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/a.s", dir);
    FILE *f = fopen(path, "w");
    fprintf(f, "%s\n", text);
    fclose(f);
    snprintf(cmd, sizeof cmd,
             "llvm-mc-15 -arch=amdgcn -mcpu=gfx803 -filetype=obj -o %s/a.o %s && "
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
    assert_true(amdgpu_decode(AMDGPU_ISA_GFX803, code, n, &in) > 0);
    amdgpu_exec_fn fn = amdgpu_exec_memory[in.op];
    if (!fn) fail_msg("no memory semantics for '%s'", text);
    return fn(&t->w, &in);
}

static uint32_t *V(struct t *t, unsigned r) { return &t->v[r * 64]; }

static void set_addr(struct t *t, unsigned r, uint64_t base, uint64_t stride)
{
    for (unsigned l = 0; l < 64; l++) {
        uint64_t a = base + l * stride;
        V(t, r)[l] = (uint32_t)a, V(t, r + 1)[l] = (uint32_t)(a >> 32);
    }
}

static void test_flat_subdword(void **state)
{
    (void)state;
    struct t *t = malloc(sizeof *t);
    setup_wave(t);
    uint8_t bytes[128];
    for (int i = 0; i < 128; i++) bytes[i] = (uint8_t)(0x70 + i); /* crosses 0x80 */
    assert_int_equal(amdgpu_memimg_write(t->m, t->buf, bytes, 128), 0);
    set_addr(t, 0, t->buf, 1);
    amdgpu_wave_set_exec(&t->w, 0x00000000ffff0000ull);
    memset(V(t, 4), 0xcc, 256);
    assert_int_equal(exec1(t, "flat_load_sbyte v4, v[0:1]"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) {
        uint32_t want = l >= 16 && l < 32 ? (uint32_t)(int32_t)(int8_t)bytes[l] : 0xccccccccu;
        assert_int_equal(V(t, 4)[l], want);
    }
    amdgpu_wave_set_exec(&t->w, ~0ull);
    set_addr(t, 0, t->buf, 2);
    assert_int_equal(exec1(t, "flat_load_sshort v5, v[0:1]"), AMDGPU_EXEC_OK);
    assert_int_equal(exec1(t, "flat_load_ushort v6, v[0:1]"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) {
        uint16_t h = (uint16_t)(bytes[2 * l] | bytes[2 * l + 1] << 8);
        assert_int_equal(V(t, 5)[l], (uint32_t)(int32_t)(int16_t)h);
        assert_int_equal(V(t, 6)[l], h);
    }
    /* dwordx3 store then load, at a 12-byte stride */
    set_addr(t, 0, t->buf + 1024, 12);
    for (unsigned l = 0; l < 64; l++) V(t, 8)[l] = l, V(t, 9)[l] = ~l, V(t, 10)[l] = l * 3;
    assert_int_equal(exec1(t, "flat_store_dwordx3 v[0:1], v[8:10]"), AMDGPU_EXEC_OK);
    assert_int_equal(exec1(t, "flat_load_dwordx3 v[12:14], v[0:1]"), AMDGPU_EXEC_OK);
    assert_memory_equal(V(t, 12), V(t, 8), 3 * 256);
    /* a fault names its address */
    set_addr(t, 0, t->buf + 65536 - 4, 4);
    assert_int_equal(exec1(t, "flat_load_dword v4, v[0:1]"), AMDGPU_EXEC_MEMFAULT);
    assert_true(t->w.fault_addr == t->buf + 65536);
    amdgpu_memimg_free(t->m);
    free(t);
}

/* Global FLAT lanes against page edges: the image hands the lanes of a
 * wave its pages directly (amdgpu_mem_ops.window); lanes whose bytes span
 * two pages, pages never written (read as 0, then created by a store)
 * and the bytes themselves must be what per-lane reads and writes give. */
static void flat_pages(amdgpu_memimg *m)
{
    struct t *t = malloc(sizeof *t);
    setup_wave_in(t, m);
    /* 16-byte lanes from 40 bytes before the end of page 1 of buf: lane 2
     * spans pages 1 and 2, which nobody has written yet */
    uint64_t base = t->buf + 2 * 4096 - 40;
    set_addr(t, 0, base, 16);
    memset(V(t, 12), 0xcc, 4 * 256);
    uint64_t resident = amdgpu_memimg_resident(t->m);
    assert_int_equal(exec1(t, "flat_load_dwordx4 v[12:15], v[0:1]"), AMDGPU_EXEC_OK);
    for (unsigned i = 0; i < 4 * 64; i++) assert_int_equal(V(t, 12)[i], 0);
    assert_int_equal(amdgpu_memimg_resident(t->m), resident); /* a load creates no page */
    for (unsigned l = 0; l < 64; l++)
        for (unsigned r = 0; r < 4; r++) V(t, 8 + r)[l] = l * 4 + r + 0x1000;
    assert_int_equal(exec1(t, "flat_store_dwordx4 v[0:1], v[8:11]"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) /* the bytes, read back by the image itself */
        for (unsigned r = 0; r < 4; r++) {
            uint32_t got;
            assert_int_equal(amdgpu_memimg_read(t->m, base + l * 16 + r * 4, &got, 4), 0);
            assert_int_equal(got, l * 4 + r + 0x1000);
        }
    assert_int_equal(exec1(t, "flat_load_dwordx4 v[12:15], v[0:1]"), AMDGPU_EXEC_OK);
    assert_memory_equal(V(t, 12), V(t, 8), 4 * 256);
    uint32_t before;
    assert_int_equal(amdgpu_memimg_read(t->m, base - 4, &before, 4), 0);
    assert_int_equal(before, 0); /* nothing written outside the lanes */
    /* a wave whose last lanes run off the end of buf stores its first
     * lanes and faults at the first byte past it */
    set_addr(t, 0, t->buf + 65536 - 32, 16);
    assert_int_equal(exec1(t, "flat_store_dwordx4 v[0:1], v[8:11]"), AMDGPU_EXEC_MEMFAULT);
    assert_true(t->w.fault_addr == t->buf + 65536);
    uint32_t last;
    assert_int_equal(amdgpu_memimg_read(t->m, t->buf + 65536 - 4, &last, 4), 0);
    assert_int_equal(last, 1 * 4 + 3 + 0x1000);
    amdgpu_memimg_free(t->m);
    free(t);
}

static void test_flat_pages(void **state)
{
    (void)state;
    flat_pages(amdgpu_memimg_new());
    flat_pages(amdgpu_memimg_new_dense()); /* the window: a whole region */
}

/* A dense image's window is a whole region, but FLAT routes by the high
 * 32 bits of each lane's address: for a region across the start of the
 * shared aperture, lanes below it reach the region's bytes and lanes
 * above it reach LDS, even after a lane below has opened the window. */
static void test_flat_window_aperture(void **state)
{
    (void)state;
    struct t *t = malloc(sizeof *t);
    setup_wave_in(t, amdgpu_memimg_new_dense());
    uint64_t edge = (uint64_t)AMDGPU_SHARED_APERTURE_HI << 32;
    assert_int_equal(amdgpu_memimg_map(t->m, edge - 4096, 8192), 0);
    uint32_t words[2048];
    for (unsigned i = 0; i < 2048; i++) words[i] = 0x50000000u + i;
    assert_int_equal(amdgpu_memimg_write(t->m, edge - 4096, words, sizeof words), 0);
    for (unsigned i = 0; i < 1024; i++) memcpy(t->lds + 4 * i, &(uint32_t){0x1d500000u + i}, 4);
    set_addr(t, 0, edge - 32 * 4, 4); /* lanes 0-31 global, 32-63 LDS 0, 4, ... */
    assert_int_equal(exec1(t, "flat_load_dword v4, v[0:1]"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++)
        assert_int_equal(V(t, 4)[l], l < 32 ? 0x50000000u + 1024 - 32 + l : 0x1d500000u + l - 32);
    for (unsigned l = 0; l < 64; l++) V(t, 5)[l] = 0xabc00000u + l;
    assert_int_equal(exec1(t, "flat_store_dword v[0:1], v5"), AMDGPU_EXEC_OK);
    uint32_t x;
    memcpy(&x, t->lds + 4 * 3, 4);
    assert_int_equal(x, 0xabc00000u + 35);
    assert_int_equal(amdgpu_memimg_read(t->m, edge, &x, 4), 0);
    assert_int_equal(x, 0x50000000u + 1024); /* the region above the edge kept its bytes */
    amdgpu_memimg_free(t->m);
    free(t);
}

/* FLAT through the private aperture and MUBUF through the private
 * segment buffer reach the same bytes for the same private offset. */
static void test_flat_private_lds(void **state)
{
    (void)state;
    struct t *t = malloc(sizeof *t);
    setup_wave(t);
    t->w.s[AMDGPU_SRC_FLAT_SCR_HI] = 4; /* this wave's scratch at +1 KiB */
    set_addr(t, 0, (uint64_t)AMDGPU_PRIVATE_APERTURE_HI << 32 | 40, 0); /* private offset 40 */
    for (unsigned l = 0; l < 64; l++) V(t, 2)[l] = 1000 + l;
    assert_int_equal(exec1(t, "flat_store_dword v[0:1], v2"), AMDGPU_EXEC_OK);
    /* s[0:3] = private V#: base scratch, swizzle, elem 4, stride 64, tid */
    t->w.s[0] = (uint32_t)t->scratch;
    t->w.s[1] = (uint32_t)(t->scratch >> 32) | 1u << 31;
    t->w.s[2] = 0xffffffffu;
    t->w.s[3] = 1u << 19 | 3u << 21 | 1u << 23;
    t->w.s[5] = 1024; /* wave byte offset */
    assert_int_equal(exec1(t, "buffer_load_dword v3, off, s[0:3], s5 offset:40"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) assert_int_equal(V(t, 3)[l], 1000 + l);
    /* the swizzled layout itself: lane l's dword 10 at 1024 + 10*256 + 4l */
    uint32_t x;
    assert_int_equal(amdgpu_memimg_read(t->m, t->scratch + 1024 + 10 * 256 + 4 * 7, &x, 4), 0);
    assert_int_equal(x, 1007);
    /* the shared aperture reaches LDS */
    set_addr(t, 0, (uint64_t)AMDGPU_SHARED_APERTURE_HI << 32 | 256, 4);
    assert_int_equal(exec1(t, "flat_store_dword v[0:1], v2"), AMDGPU_EXEC_OK);
    memcpy(&x, t->lds + 256 + 4 * 9, 4);
    assert_int_equal(x, 1009);
    amdgpu_memimg_free(t->m);
    free(t);
}

static void test_mubuf_range_stride(void **state)
{
    (void)state;
    struct t *t = malloc(sizeof *t);
    setup_wave(t);
    uint32_t words[64];
    for (int i = 0; i < 64; i++) words[i] = 0xa000 + i;
    assert_int_equal(amdgpu_memimg_write(t->m, t->buf, words, sizeof words), 0);
    /* raw buffer of 16 bytes: lanes past it read 0, stores dropped */
    t->w.s[4] = (uint32_t)t->buf, t->w.s[5] = (uint32_t)(t->buf >> 32);
    t->w.s[6] = 16, t->w.s[7] = 0;
    for (unsigned l = 0; l < 64; l++) V(t, 0)[l] = 4 * l;
    assert_int_equal(exec1(t, "buffer_load_dword v1, v0, s[4:7], 0 offen"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) assert_int_equal(V(t, 1)[l], l < 4 ? 0xa000 + l : 0);
    for (unsigned l = 0; l < 64; l++) V(t, 2)[l] = 7;
    assert_int_equal(exec1(t, "buffer_store_dword v2, v0, s[4:7], 0 offen offset:4"), AMDGPU_EXEC_OK);
    assert_int_equal(amdgpu_memimg_read(t->m, t->buf, words, sizeof words), 0);
    assert_int_equal(words[0], 0xa000);
    for (int i = 1; i < 4; i++) assert_int_equal(words[i], 7);
    assert_int_equal(words[4], 0xa004);
    /* strided: index * 8 + soffset 4; index >= num_records is out of range */
    t->w.s[5] |= 8u << 16;
    t->w.s[6] = 10;
    t->w.s[8] = 4;
    assert_int_equal(exec1(t, "buffer_load_dword v3, v0, s[4:7], s8 idxen"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) V(t, 0)[l] = l;
    assert_int_equal(exec1(t, "buffer_load_dword v3, v0, s[4:7], s8 idxen"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 10; l++) assert_int_equal(V(t, 3)[l], words[2 * l + 1]);
    assert_int_equal(V(t, 3)[10], 0);
    /* cmpswap with return: only lanes whose compare matches swap */
    t->w.s[5] &= 0xffff, t->w.s[6] = 1024;
    for (unsigned l = 0; l < 64; l++) V(t, 0)[l] = 0, V(t, 4)[l] = 100 + l, V(t, 5)[l] = 0xa000;
    amdgpu_wave_set_exec(&t->w, 0x6);
    assert_int_equal(exec1(t, "buffer_atomic_cmpswap v[4:5], v0, s[4:7], 0 offen glc"), AMDGPU_EXEC_OK);
    assert_int_equal(V(t, 4)[1], 0xa000); /* lane 1 swapped: old returned */
    assert_int_equal(V(t, 4)[2], 101);    /* lane 2 saw 101 */
    assert_int_equal(V(t, 4)[0], 100);    /* inactive */
    amdgpu_memimg_free(t->m);
    free(t);
}

static void test_ds(void **state)
{
    (void)state;
    struct t *t = malloc(sizeof *t);
    setup_wave(t);
    for (unsigned l = 0; l < 64; l++) V(t, 0)[l] = 8 * l, V(t, 1)[l] = l, V(t, 2)[l] = 0;
    for (unsigned l = 0; l < 64; l++) V(t, 3)[l] = 0x100 + l, V(t, 4)[l] = 0;
    /* write2_b64: two 8-byte elements at offset0*8 and offset1*8 */
    amdgpu_wave_set_exec(&t->w, 0xff);
    assert_int_equal(exec1(t, "ds_write2_b64 v0, v[1:2], v[3:4] offset1:64"), AMDGPU_EXEC_OK);
    uint64_t q;
    memcpy(&q, t->lds + 8 * 5, 8);
    assert_true(q == 5);
    memcpy(&q, t->lds + 8 * 5 + 512, 8);
    assert_true(q == 0x105);
    /* read2st64_b32: offsets in units of 64 dwords */
    for (unsigned l = 0; l < 64; l++) V(t, 0)[l] = 4 * l;
    assert_int_equal(exec1(t, "ds_read2st64_b32 v[6:7], v0 offset1:2"), AMDGPU_EXEC_OK);
    uint32_t d;
    memcpy(&d, t->lds + 4 * 3, 4);
    assert_int_equal(V(t, 6)[3], d);
    memcpy(&d, t->lds + 4 * 3 + 512, 4);
    assert_int_equal(V(t, 7)[3], d);
    /* swizzle quad perm [3,2,1,0] and bpermute (reverse) */
    amdgpu_wave_set_exec(&t->w, ~0ull);
    assert_int_equal(exec1(t, "ds_swizzle_b32 v8, v1 offset:swizzle(QUAD_PERM,3,2,1,0)"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) assert_int_equal(V(t, 8)[l], (l & ~3u) | (3 - (l & 3)));
    for (unsigned l = 0; l < 64; l++) V(t, 0)[l] = 4 * (63 - l);
    assert_int_equal(exec1(t, "ds_bpermute_b32 v9, v0, v1"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) assert_int_equal(V(t, 9)[l], 63 - l);
    /* contended ds_add_rtn: every lane on one word, returns are 0..63 sums */
    memset(t->lds, 0, 16);
    for (unsigned l = 0; l < 64; l++) V(t, 0)[l] = 0, V(t, 1)[l] = 1;
    assert_int_equal(exec1(t, "ds_add_rtn_u32 v10, v0, v1"), AMDGPU_EXEC_OK);
    memcpy(&d, t->lds, 4);
    assert_int_equal(d, 64);
    for (unsigned l = 0; l < 64; l++) assert_int_equal(V(t, 10)[l], l);
    /* ADDR + offset is a 32-bit sum (clang folds s[63 - t] into ADDR =
     * -4t, offset 252; the hardware's adder wraps it into range) */
    for (unsigned l = 0; l < 64; l++) V(t, 0)[l] = (uint32_t)(-4 * (int)l);
    for (unsigned i = 0; i < 64; i++) memcpy(t->lds + 4 * i, &i, 4);
    assert_int_equal(exec1(t, "ds_read_b32 v11, v0 offset:252"), AMDGPU_EXEC_OK);
    for (unsigned l = 0; l < 64; l++) assert_int_equal(V(t, 11)[l], 63 - l);
    for (unsigned l = 0; l < 64; l++) V(t, 0)[l] = 0xfffffff8u; /* -8 */
    assert_int_equal(exec1(t, "ds_read2_b32 v[12:13], v0 offset0:2 offset1:3"), AMDGPU_EXEC_OK);
    assert_int_equal(V(t, 12)[0], 0);
    assert_int_equal(V(t, 13)[0], 1);
    /* out of LDS: an error with the offset */
    for (unsigned l = 0; l < 64; l++) V(t, 0)[l] = 4096;
    assert_int_equal(exec1(t, "ds_read_b32 v11, v0"), AMDGPU_EXEC_MEMFAULT);
    assert_true(t->w.fault_addr == 4096);
    amdgpu_memimg_free(t->m);
    free(t);
}

static void test_smem(void **state)
{
    (void)state;
    struct t *t = malloc(sizeof *t);
    setup_wave(t);
    uint32_t words[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    assert_int_equal(amdgpu_memimg_write(t->m, t->buf + 64, words, sizeof words), 0);
    t->w.s[2] = (uint32_t)t->buf, t->w.s[3] = (uint32_t)(t->buf >> 32), t->w.s[9] = 64 + 8;
    assert_int_equal(exec1(t, "s_load_dwordx4 s[12:15], s[2:3], s9"), AMDGPU_EXEC_OK);
    assert_int_equal(t->w.s[12], 3);
    assert_int_equal(t->w.s[15], 6);
    assert_int_equal(exec1(t, "s_load_dword s16, s[2:3], 0x40"), AMDGPU_EXEC_OK);
    assert_int_equal(t->w.s[16], 1);
    /* s_buffer_load: dwords at or past num_records read 0 */
    t->w.s[4] = (uint32_t)t->buf + 64, t->w.s[5] = (uint32_t)(t->buf >> 32), t->w.s[6] = 12;
    t->w.s[7] = 0;
    assert_int_equal(exec1(t, "s_buffer_load_dwordx4 s[20:23], s[4:7], 0x4"), AMDGPU_EXEC_OK);
    assert_int_equal(t->w.s[20], 2);
    assert_int_equal(t->w.s[21], 3);
    assert_int_equal(t->w.s[22], 0);
    t->w.s[2] = 0x10, t->w.s[3] = 0;
    assert_int_equal(exec1(t, "s_load_dword s16, s[2:3], 0x0"), AMDGPU_EXEC_MEMFAULT);
    amdgpu_memimg_free(t->m);
    free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_flat_subdword),
        cmocka_unit_test(test_flat_pages),
        cmocka_unit_test(test_flat_window_aperture),
        cmocka_unit_test(test_flat_private_lds),
        cmocka_unit_test(test_mubuf_range_stride), cmocka_unit_test(test_ds),
        cmocka_unit_test(test_smem),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
