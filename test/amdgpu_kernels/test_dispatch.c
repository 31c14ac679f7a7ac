/* Dispatch setup: the initial SGPR/VGPR state of waves for kernels with
 * different enables (checked against hand-computed positions for what
 * the loader reports), the kernarg segment with hidden and __local
 * arguments, the AQL packet and queue descriptor in memory, partial
 * workgroups, and argument/geometry errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/dispatch.h"
#include "kt_util.h"

struct fx {
    struct amdgpu_codeobj *co;
    const struct amdgpu_kernel *k;
    amdgpu_memimg *m;
    amdgpu_dispatch d;
    amdgpu_wave w;
    uint32_t *v;
};

static void load(struct fx *f, const char *file, const char *kernel)
{
    char err[ERR_LEN], *p = kt_path(file);
    memset(f, 0, sizeof *f);
    if (amdgpu_codeobj_load_file(p, &f->co, err) < 0) fail_msg("%s", err);
    free(p);
    f->k = amdgpu_codeobj_find_kernel(f->co, kernel, err);
    if (!f->k) fail_msg("%s", err);
    f->m = amdgpu_memimg_new();
    f->v = calloc((size_t)f->k->vgpr_alloc * 64, 4);
    f->w.v = f->v;
}

static void unload(struct fx *f)
{
    amdgpu_dispatch_fini(&f->d);
    amdgpu_memimg_free(f->m);
    amdgpu_codeobj_free(f->co);
    free(f->v);
}

static void start(struct fx *f, unsigned dims, const uint32_t g[3], const uint32_t l[3],
                  const amdgpu_argval *a, size_t n, uint32_t slots)
{
    char err[ERR_LEN];
    if (amdgpu_dispatch_init(&f->d, f->k, dims, g, l, a, n, err) < 0) fail_msg("%s", err);
    if (amdgpu_dispatch_place(&f->d, f->m, slots, err) < 0) fail_msg("%s", err);
}

static uint64_t pair(const amdgpu_wave *w, unsigned s)
{
    return w->s[s] | (uint64_t)w->s[s + 1] << 32;
}

/* -O0 build: every user SGPR (14), all system SGPRs, three VGPR ids. */
static void test_all_enables(void **state)
{
    (void)state;
    struct fx f;
    load(&f, "test_kernels_fn_memory.O0.hsaco", "subdword");
    const struct amdgpu_kernel_regs *r = &f.k->regs;
    assert_true(r->private_segment_buffer && r->dispatch_ptr && r->queue_ptr &&
                r->kernarg_segment_ptr && r->dispatch_id && r->flat_scratch_init);
    assert_int_equal(r->user_sgpr_count, 14);
    uint64_t addr = 0x1234;
    amdgpu_argval a[9];
    for (int i = 0; i < 9; i++) a[i] = (amdgpu_argval){&addr, 8, 0};
    start(&f, 3, (uint32_t[3]){10, 6, 4}, (uint32_t[3]){4, 3, 2}, a, 9, 2);
    assert_int_equal(f.d.private_size, (f.k->private_segment_size + 3) & ~3u);
    assert_int_equal(f.d.scratch_wave_bytes % 1024, 0);
    assert_true(f.d.scratch_wave_bytes >= f.d.private_size * 64);
    assert_int_equal(amdgpu_dispatch_wave_init(&f.d, (uint32_t[3]){2, 1, 1}, 0, 1, &f.w), 0);
    const amdgpu_wave *w = &f.w;
    /* s[0:3] private segment buffer V#: base, swizzle, elem 4, stride 64, tid */
    assert_true((w->s[0] | (uint64_t)(w->s[1] & 0xffff) << 32) == f.d.scratch_base);
    assert_int_equal(w->s[1] >> 31, 1);
    assert_int_equal(w->s[3] >> 19 & 3, 1);
    assert_int_equal(w->s[3] >> 21 & 3, 3);
    assert_int_equal(w->s[3] >> 23 & 1, 1);
    assert_true(pair(w, 4) == f.d.packet_addr);
    assert_true(pair(w, 6) == f.d.queue_addr);
    assert_true(pair(w, 8) == f.d.kernarg_addr);
    assert_true(pair(w, 10) == f.d.dispatch_id);
    assert_int_equal(w->s[12], 0);                 /* flat scratch: queue offset */
    assert_int_equal(w->s[13], f.d.private_size);  /* ... and per-lane size */
    assert_int_equal(w->s[14], 2);                 /* workgroup id x, y, z */
    assert_int_equal(w->s[15], 1);
    assert_int_equal(w->s[16], 1);
    assert_int_equal(w->s[17], f.d.scratch_wave_bytes); /* slot 1 */
    /* workgroup (2,1,1) is 2 x 3 x 2 = 12 work-items: x fastest */
    assert_true(amdgpu_wave_exec(w) == 0xfff);
    for (unsigned l = 0; l < 12; l++) {
        assert_int_equal(w->v[l], l % 2);
        assert_int_equal(w->v[64 + l], l / 2 % 3);
        assert_int_equal(w->v[128 + l], l / 6);
    }
    assert_true(w->pc == f.k->entry);
    assert_int_equal(w->nvgpr, f.k->vgpr_alloc);
    /* the packet and the queue's apertures in memory */
    amdgpu_aql_packet p;
    assert_int_equal(amdgpu_memimg_read(f.m, pair(w, 4), &p, sizeof p), 0);
    assert_int_equal(p.workgroup_size_x, 4);
    assert_int_equal(p.workgroup_size_z, 2);
    assert_int_equal(p.grid_size_y, 6);
    assert_int_equal(p.setup, 3);
    assert_true(p.kernarg_address == f.d.kernarg_addr);
    assert_int_equal(p.private_segment_size, f.d.private_size);
    uint32_t ap[2];
    assert_int_equal(amdgpu_memimg_read(f.m, pair(w, 6) + 0x40, ap, 8), 0);
    assert_int_equal(ap[0], AMDGPU_SHARED_APERTURE_HI);
    assert_int_equal(ap[1], AMDGPU_PRIVATE_APERTURE_HI);
    unload(&f);
}

/* -O2 3-D kernel: 8 user SGPRs, workgroup ids X/Y/Z at s8..s10. */
static void test_grid3d_enables(void **state)
{
    (void)state;
    struct fx f;
    load(&f, "test_kernels_loader_args.hsaco", "grid3d");
    assert_int_equal(f.k->regs.user_sgpr_count, 8);
    uint64_t addr = 0x5000;
    amdgpu_argval a[] = {{&addr, 8, 0}};
    start(&f, 3, (uint32_t[3]){16, 16, 8}, (uint32_t[3]){4, 4, 4}, a, 1, 0);
    assert_int_equal(amdgpu_dispatch_wave_init(&f.d, (uint32_t[3]){3, 2, 1}, 0, 0, &f.w), 0);
    assert_true(pair(&f.w, 4) == f.d.packet_addr);
    assert_true(pair(&f.w, 6) == f.d.kernarg_addr);
    assert_int_equal(f.w.s[8], 3);
    assert_int_equal(f.w.s[9], 2);
    assert_int_equal(f.w.s[10], 1);
    assert_int_equal(f.w.s[11], 0);
    assert_true(amdgpu_wave_exec(&f.w) == ~0ull);
    assert_int_equal(f.w.v[63], 3);         /* lane 63 = (3, 3, 3) */
    assert_int_equal(f.w.v[64 + 63], 3);
    assert_int_equal(f.w.v[128 + 63], 3);
    uint64_t karg;
    assert_int_equal(amdgpu_memimg_read(f.m, f.d.kernarg_addr, &karg, 8), 0);
    assert_true(karg == 0x5000);
    unload(&f);
}

/* __local arguments land after static LDS at their pointee alignment;
 * hidden arguments (global offsets) are zero. */
static void test_kernarg_locals(void **state)
{
    (void)state;
    struct fx f;
    load(&f, "test_kernels_fn_lds.hsaco", "two_locals");
    assert_int_equal(f.k->group_segment_size, 32);
    uint64_t addr = 0x7000;
    amdgpu_argval a[] = {{&addr, 8, 0}, {NULL, 0, 401}, {NULL, 0, 200}};
    start(&f, 1, (uint32_t[3]){100, 1, 1}, (uint32_t[3]){100, 1, 1}, a, 3, 0);
    uint32_t off1, off2;
    memcpy(&off1, f.d.kernarg + f.k->args[1].offset, 4);
    memcpy(&off2, f.d.kernarg + f.k->args[2].offset, 4);
    assert_int_equal(off1, 32);
    assert_int_equal(off2, (32 + 401 + f.k->args[2].pointee_align - 1) /
                               f.k->args[2].pointee_align * f.k->args[2].pointee_align);
    assert_int_equal(f.d.group_size, off2 + 200);
    for (size_t i = amdgpu_explicit_args(f.k); i < f.k->nargs; i++) {
        uint64_t v = 0;
        memcpy(&v, f.d.kernarg + f.k->args[i].offset, f.k->args[i].size < 8 ? f.k->args[i].size : 8);
        if (f.k->args[i].kind == AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_X) assert_true(v == 0);
    }
    /* a partial wave: 100 work-items = 64 + 36 */
    assert_int_equal(amdgpu_dispatch_wave_init(&f.d, (uint32_t[3]){0, 0, 0}, 1, 0, &f.w), 0);
    assert_true(amdgpu_wave_exec(&f.w) == (1ull << 36) - 1);
    assert_int_equal(f.w.v[0], 64);
    unload(&f);
}

/* A global work-item offset reaches the hidden_global_offset arguments
 * (what get_global_id adds); a kernel without them refuses a non-zero
 * offset, and a zero one is fine. */
static void test_global_offset(void **state)
{
    (void)state;
    char err[ERR_LEN];
    struct fx f;
    load(&f, "test_kernels_fn_lds.hsaco", "two_locals");
    uint64_t addr = 0x7000, off[3] = {5, 0, 0x100000007ull};
    amdgpu_argval a[] = {{&addr, 8, 0}, {NULL, 0, 4}, {NULL, 0, 4}};
    assert_int_equal(amdgpu_dispatch_init(&f.d, f.k, 1, (uint32_t[3]){64, 1, 1},
                                        (uint32_t[3]){64, 1, 1}, a, 3, err), 0);
    assert_int_equal(amdgpu_dispatch_set_offset(&f.d, off, err), 0);
    assert_int_equal(amdgpu_dispatch_place(&f.d, f.m, 0, err), 0);
    unsigned seen = 0;
    for (size_t i = amdgpu_explicit_args(f.k); i < f.k->nargs; i++) {
        const struct amdgpu_kernel_arg *g = &f.k->args[i];
        int dim = (int)g->kind - AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_X;
        if (dim < 0 || dim > 2) continue;
        uint64_t v = 0; /* read back from the placed segment, as the kernel would */
        assert_int_equal(amdgpu_memimg_read(f.m, f.d.kernarg_addr + g->offset, &v, g->size), 0);
        uint64_t want = g->size < 8 ? off[dim] & ((1ull << (8 * g->size)) - 1) : off[dim];
        assert_true(v == want);
        seen |= 1u << dim;
    }
    assert_int_equal(seen, 7);
    unload(&f);
    load(&f, "asm_alu_16.hsaco", "alu");
    assert_int_equal(amdgpu_dispatch_init(&f.d, f.k, 1, (uint32_t[3]){1, 1, 1},
                                        (uint32_t[3]){1, 1, 1}, NULL, 0, err), 0);
    assert_int_equal(amdgpu_dispatch_set_offset(&f.d, NULL, err), 0);
    assert_int_equal(amdgpu_dispatch_set_offset(&f.d, (uint64_t[3]){0, 3, 0}, err), -1);
    assert_non_null(strstr(err, "alu: a global offset in dimension 1"));
    unload(&f);
}

/* The layout in every built kernel adds up to the descriptor's count. */
static void test_user_sgpr_count(void **state)
{
    (void)state;
    const char *files[] = {"test_kernels_loader_args.hsaco", "test_kernels_fn_memory.hsaco",
                           "test_kernels_fn_memory.O0.hsaco", "test_kernels_fn_grid.hsaco",
                           "test_kernels_fn_lds.O0.hsaco"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char err[ERR_LEN], *p = kt_path(files[i]);
        struct amdgpu_codeobj *co;
        if (amdgpu_codeobj_load_file(p, &co, err) < 0) fail_msg("%s", err);
        free(p);
        for (size_t j = 0; j < amdgpu_codeobj_kernel_count(co); j++) {
            const struct amdgpu_kernel_regs *r = &amdgpu_codeobj_kernel(co, j)->regs;
            unsigned n = 4 * r->private_segment_buffer + 2 * r->dispatch_ptr + 2 * r->queue_ptr +
                         2 * r->kernarg_segment_ptr + 2 * r->dispatch_id +
                         2 * r->flat_scratch_init + r->private_segment_size;
            assert_int_equal(n, r->user_sgpr_count);
        }
        amdgpu_codeobj_free(co);
    }
}

static void test_errors(void **state)
{
    (void)state;
    struct fx f;
    load(&f, "test_kernels_fn_lds.hsaco", "reduce");
    char err[ERR_LEN];
    uint64_t addr = 0x7000;
    uint32_t small = 5;
    amdgpu_argval a[] = {{&addr, 8, 0}, {&addr, 8, 0}, {NULL, 0, 64}};
    const uint32_t g[3] = {64, 1, 1}, l[3] = {64, 1, 1};
    assert_int_equal(amdgpu_dispatch_init(&f.d, f.k, 1, g, l, a, 2, err), -1);
    assert_non_null(strstr(err, "takes 3 arguments, 2 given"));
    amdgpu_argval b[] = {{&addr, 8, 0}, {&small, 4, 0}, {NULL, 0, 64}};
    assert_int_equal(amdgpu_dispatch_init(&f.d, f.k, 1, g, l, b, 3, err), -1);
    assert_non_null(strstr(err, "argument 1"));
    amdgpu_argval c[] = {{&addr, 8, 0}, {&addr, 8, 0}, {&addr, 8, 0}};
    assert_int_equal(amdgpu_dispatch_init(&f.d, f.k, 1, g, l, c, 3, err), -1);
    assert_non_null(strstr(err, "__local"));
    assert_int_equal(amdgpu_dispatch_init(&f.d, f.k, 1, g, (uint32_t[3]){2048, 1, 1}, a, 3, err), -1);
    assert_non_null(strstr(err, "exceeds"));
    assert_int_equal(amdgpu_dispatch_init(&f.d, f.k, 1, (uint32_t[3]){0, 1, 1}, l, a, 3, err), -1);
    assert_int_equal(amdgpu_dispatch_init(&f.d, f.k, 4, g, l, a, 3, err), -1);
    amdgpu_argval big[] = {{&addr, 8, 0}, {&addr, 8, 0}, {NULL, 0, 70000}};
    assert_int_equal(amdgpu_dispatch_init(&f.d, f.k, 1, g, l, big, 3, err), -1);
    assert_non_null(strstr(err, "LDS"));
    unload(&f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_all_enables),    cmocka_unit_test(test_grid3d_enables),
        cmocka_unit_test(test_kernarg_locals), cmocka_unit_test(test_user_sgpr_count),
        cmocka_unit_test(test_errors),         cmocka_unit_test(test_global_offset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
