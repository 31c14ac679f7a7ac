/* The loader against LLVM's own view of the same code objects.
 *
 * test/kernels/loader_args.cl is built as code object v4 by `make kernels`
 * and compiled here as v2, v3 and v5. For each, every fact the loader
 * reports is compared with an independent source:
 *   - the metadata (names, argument offsets/sizes/kinds/address spaces,
 *     kernarg/LDS/private sizes, register counts) with llvm-readelf --notes;
 *   - the descriptor (initial-register enables, user SGPR count, granulated
 *     register counts, segment sizes) with the directives clang -S prints
 *     for the same kernel (.amdhsa_* for v3+, .amd_kernel_code_t for v2);
 *   - the entry address and first instruction word with llvm-readelf -s
 *     and llvm-objdump -d.
 * v2 metadata has no offsets; the loader computes them, and they must equal
 * the offsets v4's metadata states for the same source. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/codeobj.h"
#include "lt_util.h"

struct variant {
    int version;
    char *path, *asm_text;
    struct lt_notes *notes;
    struct amdgpu_codeobj *co;
};

struct state {
    struct variant v[4]; /* v2, v3, v4, v5 */
};

static void load_variant(struct variant *v, int version)
{
    char err[ERR_LEN];
    v->version = version;
    if (version == 4) {
        v->path = lt_kernel_path("test_kernels_loader_args.hsaco");
        free(lt_compile("loader_args", 4, &v->asm_text)); /* the same source's -S */
    } else {
        v->path = lt_compile("loader_args", version, &v->asm_text);
    }
    v->notes = lt_notes_read(v->path);
    if (amdgpu_codeobj_load_file(v->path, &v->co, err) < 0)
        fail_msg("%s", err);
}

static int setup(void **st)
{
    struct state *s = calloc(1, sizeof *s);
    for (int i = 0; i < 4; i++)
        load_variant(&s->v[i], i + 2);
    *st = s;
    return 0;
}

static int teardown(void **st)
{
    struct state *s = *st;
    for (int i = 0; i < 4; i++) {
        amdgpu_codeobj_free(s->v[i].co);
        lt_notes_free(s->v[i].notes);
        free(s->v[i].path);
        free(s->v[i].asm_text);
    }
    free(s);
    lt_cleanup();
    return 0;
}

/* The metadata key as spelled by the given family. */
static const char *key(int version, const char *v3, const char *v2)
{
    return version == 2 ? v2 : v3;
}

static void check_metadata(const struct variant *v, const struct variant *v4)
{
    const struct lt_notes *n = v->notes;
    int ver = v->version;
    assert_int_equal(amdgpu_codeobj_version(v->co), ver);
    assert_int_equal(amdgpu_codeobj_kernel_count(v->co), lt_notes_kernels(n));
    assert_int_equal(amdgpu_codeobj_kernel_count(v->co), 3);
    for (size_t i = 0; i < amdgpu_codeobj_kernel_count(v->co); i++) {
        const struct amdgpu_kernel *k = amdgpu_codeobj_kernel(v->co, i);
        assert_string_equal(k->name, lt_notes_get(n, i, -1, key(ver, ".name", "Name")));
        assert_int_equal(k->kernarg_size,
                         lt_notes_num(n, i, -1, key(ver, ".kernarg_segment_size",
                                                    "KernargSegmentSize")));
        assert_int_equal(k->kernarg_align,
                         lt_notes_num(n, i, -1, key(ver, ".kernarg_segment_align",
                                                    "KernargSegmentAlign")));
        assert_int_equal(k->sgpr_count, lt_notes_num(n, i, -1, key(ver, ".sgpr_count", "NumSGPRs")));
        assert_int_equal(k->vgpr_count, lt_notes_num(n, i, -1, key(ver, ".vgpr_count", "NumVGPRs")));
        assert_int_equal(k->wavefront_size,
                         lt_notes_num(n, i, -1, key(ver, ".wavefront_size", "WavefrontSize")));
        assert_int_equal(k->max_flat_workgroup_size,
                         lt_notes_num(n, i, -1, key(ver, ".max_flat_workgroup_size",
                                                    "MaxFlatWorkGroupSize")));
        assert_int_equal(k->group_segment_size,
                         lt_notes_num(n, i, -1, key(ver, ".group_segment_fixed_size",
                                                    "GroupSegmentFixedSize")));
        assert_int_equal(k->private_segment_size,
                         lt_notes_num(n, i, -1, key(ver, ".private_segment_fixed_size",
                                                    "PrivateSegmentFixedSize")));
        assert_int_equal(k->nargs, lt_notes_args(n, i));
        for (size_t a = 0; a < k->nargs; a++) {
            const struct amdgpu_kernel_arg *g = &k->args[a];
            long ai = (long)a;
            assert_int_equal(g->size, lt_notes_num(n, i, ai, key(ver, ".size", "Size")));
            assert_string_equal(g->kind_name,
                                lt_notes_get(n, i, ai, key(ver, ".value_kind", "ValueKind")));
            assert_int_not_equal(g->kind, AMDGPU_ARG_UNKNOWN);
            const char *as = lt_notes_get(n, i, ai, key(ver, ".address_space", "AddrSpaceQual"));
            if (as)
                assert_true(!strcasecmp(as, amdgpu_addr_space_name(g->addr_space)));
            else
                assert_int_equal(g->addr_space, AMDGPU_AS_NONE);
            const char *tn = lt_notes_get(n, i, ai, key(ver, ".type_name", "TypeName"));
            if (tn)
                assert_string_equal(g->type_name, tn);
            assert_int_equal(g->is_const,
                             lt_notes_get(n, i, ai, key(ver, ".is_const", "IsConst")) != NULL);
            if (ver == 2)
                assert_int_equal(g->align, lt_notes_num(n, i, ai, "Align"));
            else
                assert_int_equal(g->offset, lt_notes_num(n, i, ai, ".offset"));
            /* v3 and v4 share one argument layout, and v2 must match it. */
            if (ver <= 4)
                assert_int_equal(g->offset, lt_notes_num(v4->notes, i, ai, ".offset"));
        }
    }
}

/* Descriptor facts against clang -S. */
static void check_descriptor(const struct variant *v)
{
    int v2 = v->version == 2;
    const char *s = v->asm_text;
    for (size_t i = 0; i < amdgpu_codeobj_kernel_count(v->co); i++) {
        const struct amdgpu_kernel *k = amdgpu_codeobj_kernel(v->co, i);
        const struct amdgpu_kernel_regs *r = &k->regs;
#define F(v3key, v2key) lt_asm_field(s, k->name, v2, v2 ? v2key : v3key)
        assert_int_equal(r->private_segment_buffer,
                         F(".amdhsa_user_sgpr_private_segment_buffer",
                           "enable_sgpr_private_segment_buffer"));
        assert_int_equal(r->dispatch_ptr, F(".amdhsa_user_sgpr_dispatch_ptr", "enable_sgpr_dispatch_ptr"));
        assert_int_equal(r->queue_ptr, F(".amdhsa_user_sgpr_queue_ptr", "enable_sgpr_queue_ptr"));
        assert_int_equal(r->kernarg_segment_ptr,
                         F(".amdhsa_user_sgpr_kernarg_segment_ptr", "enable_sgpr_kernarg_segment_ptr"));
        assert_int_equal(r->dispatch_id, F(".amdhsa_user_sgpr_dispatch_id", "enable_sgpr_dispatch_id"));
        assert_int_equal(r->flat_scratch_init,
                         F(".amdhsa_user_sgpr_flat_scratch_init", "enable_sgpr_flat_scratch_init"));
        assert_int_equal(r->private_segment_size,
                         F(".amdhsa_user_sgpr_private_segment_size",
                           "enable_sgpr_private_segment_size"));
        assert_int_equal(r->user_sgpr_count, F(".amdhsa_user_sgpr_count", "user_sgpr_count"));
        assert_int_equal(r->private_segment_wave_byte_offset,
                         F(".amdhsa_system_sgpr_private_segment_wavefront_offset",
                           "enable_sgpr_private_segment_wave_byte_offset"));
        assert_int_equal(r->workgroup_id_x, F(".amdhsa_system_sgpr_workgroup_id_x", "enable_sgpr_workgroup_id_x"));
        assert_int_equal(r->workgroup_id_y, F(".amdhsa_system_sgpr_workgroup_id_y", "enable_sgpr_workgroup_id_y"));
        assert_int_equal(r->workgroup_id_z, F(".amdhsa_system_sgpr_workgroup_id_z", "enable_sgpr_workgroup_id_z"));
        assert_int_equal(r->workgroup_info, F(".amdhsa_system_sgpr_workgroup_info", "enable_sgpr_workgroup_info"));
        assert_int_equal(r->vgpr_workitem_id, F(".amdhsa_system_vgpr_workitem_id", "enable_vgpr_workitem_id"));
        assert_int_equal(k->group_segment_size,
                         F(".amdhsa_group_segment_fixed_size", "workgroup_group_segment_byte_size"));
        assert_int_equal(k->private_segment_size,
                         F(".amdhsa_private_segment_fixed_size", "workitem_private_segment_byte_size"));
        if (v2) {
            assert_int_equal(r->grid_workgroup_count_x, F("", "enable_sgpr_grid_workgroup_count_x"));
            assert_int_equal(k->vgpr_alloc, 4 * (F("", "granulated_workitem_vgpr_count") + 1));
            assert_int_equal(k->sgpr_alloc, 8 * (F("", "granulated_wavefront_sgpr_count") + 1));
            assert_int_equal(k->kernarg_size, F("", "kernarg_segment_byte_size"));
            assert_int_equal(k->entry - k->desc_addr, F("", "kernel_code_entry_byte_offset"));
        } else {
            long long nv = F(".amdhsa_next_free_vgpr", "");
            assert_int_equal(k->vgpr_alloc, ((nv > 0 ? nv : 1) + 3) / 4 * 4);
            assert_int_equal(k->kernarg_size, F(".amdhsa_kernarg_size", ""));
        }
#undef F
        /* The SGPR count includes VCC etc.; allocation rounds it up to 8. */
        assert_true(k->sgpr_alloc >= k->sgpr_count && k->sgpr_alloc - k->sgpr_count < 8);
    }
}

/* The value of symbol name in llvm-readelf -s output; fails if absent. */
static unsigned long long sym_value(const char *syms, const char *name, unsigned long long *size)
{
    char pat[256];
    snprintf(pat, sizeof pat, " %s\n", name);
    const char *p = strstr(syms, pat);
    assert_non_null(p);
    while (p > syms && p[-1] != '\n')
        p--;
    unsigned long long value;
    unsigned num;
    assert_int_equal(sscanf(p, " %u: %llx %llu", &num, &value, size), 3);
    return value;
}

static void check_code(const struct variant *v)
{
    char *syms = lt_run("llvm-readelf-15 -s --wide %s", v->path);
    char *dis = lt_run("llvm-objdump-15 -d --mcpu=gfx803 %s", v->path);
    for (size_t i = 0; i < amdgpu_codeobj_kernel_count(v->co); i++) {
        const struct amdgpu_kernel *k = amdgpu_codeobj_kernel(v->co, i);
        unsigned long long size, value = sym_value(syms, k->name, &size);
        if (v->version == 2) {
            assert_int_equal(k->desc_addr, value);
            assert_int_equal(k->code_size, size - (k->entry - k->desc_addr));
        } else {
            char kd[256];
            unsigned long long kdsize;
            snprintf(kd, sizeof kd, "%s.kd", k->name);
            assert_int_equal(k->entry, value);
            assert_int_equal(k->code_size, size);
            assert_int_equal(k->desc_addr, sym_value(syms, kd, &kdsize));
            assert_int_equal(kdsize, 64);
        }
        assert_ptr_equal(amdgpu_codeobj_at(v->co, k->entry, k->code_size), k->code);
        /* objdump prints "// 00000000ADDR: WORD [WORD]" for each instruction. */
        char pat[64];
        snprintf(pat, sizeof pat, "// %012llX: ", (unsigned long long)k->entry);
        const char *p = strstr(dis, pat);
        assert_non_null(p);
        unsigned w0;
        assert_int_equal(sscanf(p + strlen(pat), "%x", &w0), 1);
        unsigned got = k->code[0] | k->code[1] << 8 | k->code[2] << 16 | (unsigned)k->code[3] << 24;
        assert_int_equal(got, w0);
    }
    free(syms);
    free(dis);
}

static void check_version(void **st, int version)
{
    struct state *s = *st;
    const struct variant *v = &s->v[version - 2];
    check_metadata(v, &s->v[2]);
    check_descriptor(v);
    check_code(v);
    assert_int_equal(amdgpu_codeobj_eflags(v->co) & 0xff, AMDGPU_EF_AMDGPU_MACH_GFX803);
    if (version != 3)
        assert_string_equal(amdgpu_codeobj_target(v->co), "amdgcn-amd-amdhsa--gfx803");
}

static void test_v2(void **st) { check_version(st, 2); }
static void test_v3(void **st) { check_version(st, 3); }
static void test_v4(void **st) { check_version(st, 4); }
static void test_v5(void **st) { check_version(st, 5); }

/* Spot checks that make the comparisons above meaningful: the kernels do
 * exercise the features (a 3-D kernel, scratch, LDS, hidden args). */
static void test_features_present(void **st)
{
    struct state *s = *st;
    const struct amdgpu_codeobj *co = s->v[2].co;
    char err[ERR_LEN];
    const struct amdgpu_kernel *g = amdgpu_codeobj_find_kernel(co, "grid3d", err);
    assert_non_null(g);
    assert_true(g->regs.workgroup_id_y && g->regs.workgroup_id_z);
    assert_int_equal(g->regs.vgpr_workitem_id, 2);
    assert_int_equal(g->group_segment_size, 256);
    const struct amdgpu_kernel *sc = amdgpu_codeobj_find_kernel(co, "scratchy", err);
    assert_non_null(sc);
    assert_true(sc->private_segment_size >= 256);
    assert_true(sc->regs.private_segment_wave_byte_offset && sc->regs.flat_scratch_init);
    const struct amdgpu_kernel *m = amdgpu_codeobj_find_kernel(co, "many_args", err);
    assert_non_null(m);
    assert_int_equal(m->args[3].kind, AMDGPU_ARG_DYNAMIC_SHARED_POINTER);
    assert_int_equal(m->args[3].addr_space, AMDGPU_AS_LOCAL);
    assert_int_equal(m->args[2].addr_space, AMDGPU_AS_CONSTANT);
    assert_true(m->args[0].is_restrict);
    assert_true(m->args[12].is_volatile);
    assert_int_equal(m->args[13].kind, AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_X);
    assert_null(amdgpu_codeobj_find_kernel(co, "nope", err));
    assert_non_null(strstr(err, "no kernel 'nope' (has: many_args, grid3d, scratchy)"));
    /* v5 replaces the hidden arguments with the implicit block. */
    const struct amdgpu_kernel *m5 = amdgpu_codeobj_find_kernel(s->v[3].co, "many_args", err);
    assert_non_null(m5);
    int block_count = 0;
    for (size_t a = 0; a < m5->nargs; a++)
        block_count += m5->args[a].kind == AMDGPU_ARG_HIDDEN_BLOCK_COUNT_X;
    assert_int_equal(block_count, 1);
}

/* load_mem over the same bytes gives the same result, and the object
 * outlives the caller's buffer. */
static void test_load_mem_copies(void **st)
{
    struct state *s = *st;
    size_t n;
    uint8_t *buf = lt_read(s->v[2].path, &n);
    char err[ERR_LEN];
    struct amdgpu_codeobj *co;
    assert_int_equal(amdgpu_codeobj_load_mem(buf, n, "mem", &co, err), 0);
    memset(buf, 0xff, n);
    free(buf);
    const struct amdgpu_kernel *a = amdgpu_codeobj_kernel(co, 0);
    const struct amdgpu_kernel *b = amdgpu_codeobj_kernel(s->v[2].co, 0);
    assert_string_equal(a->name, b->name);
    assert_int_equal(a->code_size, b->code_size);
    assert_memory_equal(a->code, b->code, a->code_size);
    assert_string_equal(amdgpu_codeobj_label(co), "mem");
    int exec = 0;
    for (size_t i = 0; i < amdgpu_codeobj_section_count(co); i++) {
        const struct amdgpu_codeobj_section *sec = amdgpu_codeobj_section(co, i);
        if (sec->exec && !strcmp(sec->name, ".text"))
            exec = 1;
    }
    assert_true(exec);
    amdgpu_codeobj_free(co);
}

/* A v2 object from an LLVM before v3 (MGPUSim's heteromark aes kernels.hsaco)
 * has e_flags = 2 (EF_AMDGPU_ARCH_GCN, not a MACH value) and names its
 * processor in the ISA note: the processor is the note's. */
static void test_v2_eflags_arch_gcn(void **st)
{
    struct state *s = *st;
    size_t n;
    uint8_t *buf = lt_read(s->v[0].path, &n);
    assert_true(n > 52);
    buf[48] = 2, buf[49] = buf[50] = buf[51] = 0; /* e_flags of the ELF64 header */
    char err[ERR_LEN];
    struct amdgpu_codeobj *co;
    assert_int_equal(amdgpu_codeobj_load_mem(buf, n, "old-v2", &co, err), 0);
    free(buf);
    assert_int_equal(amdgpu_codeobj_eflags(co), 2);
    assert_string_equal(amdgpu_codeobj_kernel(co, 0)->processor, "gfx803");
    amdgpu_codeobj_free(co);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_v2),
        cmocka_unit_test(test_v3),
        cmocka_unit_test(test_v4),
        cmocka_unit_test(test_v5),
        cmocka_unit_test(test_features_present),
        cmocka_unit_test(test_load_mem_copies),
        cmocka_unit_test(test_v2_eflags_arch_gcn),
    };
    return cmocka_run_group_tests_name("amdgpu_loader_kernels", tests, setup, teardown);
}
