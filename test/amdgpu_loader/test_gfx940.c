/* The loader on gfx940 code against LLVM's own view of it.
 *
 * - The relocatable objects of every gfx940 kernel `make kernels` builds
 *   (clang-15 -c, code object v4, kept in $BUILD/kernels/gfx940/rel/):
 *   the metadata against llvm-readelf --notes; the layout and relocation
 *   against ld.lld-15 -shared of the same file (the code at its kernel
 *   symbol, llvm-readelf -s / -S, and the first instruction word from
 *   llvm-objdump -d); the register-file fields against the metadata. Then
 *   one of them marked code object v6 (EI_ABIVERSION 4, a byte patched
 *   here: clang-15 predates v6) loads as v6 with the same kernels, and
 *   marked gfx942 as well (e_flags: clang-15 knows no gfx942) as gfx942
 *   code of the gfx940 ISA.
 * - Our test/kernels/loader_args.cl built by clang-15 for gfx940 as code
 *   object v4 and v5 at -O2 and -O0 (-O0 spills into AGPRs): every
 *   descriptor field against the .amdhsa_* directives of clang -S.
 * - Refusals: a bad v6 header (generic-version bits), an unknown
 *   EF_AMDGPU_MACH, a relocation type the loader does not apply, and a
 *   fat binary without the platform's ISA, each naming what is wrong. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/codeobj.h"
#include "amdgpu/dispatch.h"
#include "lt_util.h"

static const char *build_dir(void)
{
    const char *b = getenv("BUILD");
    return b && *b ? b : "build";
}

/* $BUILD/kernels/gfx940/rel/NAME.o; malloc'd */
static char *rel_path(const char *name)
{
    char *p = malloc(1024);
    assert_non_null(p);
    snprintf(p, 1024, "%s/kernels/gfx940/rel/%s.o", build_dir(), name);
    return p;
}

static void set_eflags(uint8_t *b, uint32_t eflags)
{
    for (int i = 0; i < 4; i++) b[48 + i] = (uint8_t)(eflags >> 8 * i);
}

/* The file at path with EI_ABIVERSION set to 4 (code object v6); *n its
 * size. */
static uint8_t *read_as_v6(const char *path, size_t *n)
{
    uint8_t *b = lt_read(path, n);
    assert_true(*n > 52);
    assert_int_equal(b[8], 2); /* clang-15's default: v4 */
    b[8] = 4;
    return b;
}

static unsigned long long up(unsigned long long v, unsigned long long g)
{
    return (v + g - 1) / g * g;
}

/* The value (and size) of symbol name in llvm-readelf -s --wide output;
 * fails if absent. */
static unsigned long long sym_value(const char *syms, const char *name, unsigned long long *size)
{
    char pat[256];
    snprintf(pat, sizeof pat, " %s\n", name);
    const char *p = strstr(syms, pat);
    if (!p) fail_msg("no symbol %s", name);
    while (p > syms && p[-1] != '\n') p--;
    unsigned long long value;
    unsigned num;
    assert_int_equal(sscanf(p, " %u: %llx %llu", &num, &value, size), 3);
    return value;
}

/* The register file: vgpr_alloc is the unified count (granule 8), the
 * AGPRs start at accum_offset. For clang-15's objects the descriptor
 * agrees with the metadata: .agpr_count AGPRs, .vgpr_count the unified
 * count (AGPRs included). Other compilers' need not (ROCm 6's .vgpr_count
 * can leave the AGPRs out): exact = 0 checks only the descriptor's own
 * consistency. */
static void check_regfile(const struct amdgpu_kernel *k, int exact)
{
    unsigned long long vc = k->vgpr_count ? k->vgpr_count : 1;
    assert_true(k->vgpr_alloc <= 512 && k->vgpr_alloc % 8 == 0);
    assert_int_equal(k->accum_offset % 4, 0);
    assert_int_equal(k->rsrc3 & 0x3f, k->accum_offset / 4 - 1);
    assert_int_equal(k->vgpr_alloc, ((k->rsrc1 & 0x3f) + 1) * 8);
    assert_true(k->regs.packed_workitem_id);
    assert_false(k->regs.private_segment_wave_byte_offset);
    if (!exact) return;
    assert_int_equal(k->vgpr_alloc, up(vc, 8));
    if (k->agpr_count)
        assert_int_equal(k->accum_offset + k->agpr_count, k->vgpr_count);
    else
        assert_int_equal(k->accum_offset, up(vc, 4));
    /* SGPRs: the count includes VCC, FLAT_SCRATCH and XNACK_MASK; the
     * allocation is in granules of 8 */
    assert_true(k->sgpr_alloc >= k->sgpr_count && k->sgpr_alloc - k->sgpr_count < 8);
}

static void check_notes(const struct amdgpu_codeobj *co, const struct lt_notes *n, int exact)
{
    assert_int_equal(amdgpu_codeobj_kernel_count(co), lt_notes_kernels(n));
    for (size_t i = 0; i < amdgpu_codeobj_kernel_count(co); i++) {
        const struct amdgpu_kernel *k = amdgpu_codeobj_kernel(co, i);
        assert_string_equal(k->name, lt_notes_get(n, i, -1, ".name"));
        assert_int_equal(k->isa, AMDGPU_ISA_GFX940);
        assert_int_equal(k->kernarg_size, lt_notes_num(n, i, -1, ".kernarg_segment_size"));
        assert_int_equal(k->group_segment_size,
                         lt_notes_num(n, i, -1, ".group_segment_fixed_size"));
        assert_int_equal(k->private_segment_size,
                         lt_notes_num(n, i, -1, ".private_segment_fixed_size"));
        assert_int_equal(k->sgpr_count, lt_notes_num(n, i, -1, ".sgpr_count"));
        assert_int_equal(k->vgpr_count, lt_notes_num(n, i, -1, ".vgpr_count"));
        assert_int_equal(k->agpr_count, lt_notes_num(n, i, -1, ".agpr_count"));
        assert_int_equal(k->wavefront_size, lt_notes_num(n, i, -1, ".wavefront_size"));
        assert_int_equal(k->nargs, lt_notes_args(n, i));
        for (size_t a = 0; a < k->nargs; a++) {
            assert_int_equal(k->args[a].offset, lt_notes_num(n, i, (long)a, ".offset"));
            assert_int_equal(k->args[a].size, lt_notes_num(n, i, (long)a, ".size"));
            assert_string_equal(k->args[a].kind_name, lt_notes_get(n, i, (long)a, ".value_kind"));
        }
        check_regfile(k, exact);
    }
}

/* Our layout of the relocatable object against ld.lld's of the same: the
 * relocated descriptor leads to the kernel's code (the same size and
 * bytes as at lld's entry; a wrong relocation points elsewhere). One
 * llvm-readelf gives the sections and the symbols (-S first). */
static void check_against_lld(const struct amdgpu_codeobj *co, const char *path)
{
    char so[512];
    const char *base = strrchr(path, '/');
    snprintf(so, sizeof so, "%s/%s.so", lt_tmpdir(), base ? base + 1 : path);
    free(lt_run("ld.lld-15 -shared %s -o %s", path, so));
    char *secs = lt_run("llvm-readelf-15 -S -s --wide %s", so);
    const char *syms = strstr(secs, "Symbol table");
    assert_non_null(syms);
    char *dis = lt_run("llvm-objdump-15 -d --triple=amdgcn-amd-amdhsa --mcpu=gfx940 %s", so);
    size_t nso;
    uint8_t *sob = lt_read(so, &nso);
    for (size_t i = 0; i < amdgpu_codeobj_kernel_count(co); i++) {
        const struct amdgpu_kernel *k = amdgpu_codeobj_kernel(co, i);
        char kd[256];
        unsigned long long fsize, kdsize;
        snprintf(kd, sizeof kd, "%s.kd", k->name);
        unsigned long long entry = sym_value(syms, k->name, &fsize);
        unsigned long long desc = sym_value(syms, kd, &kdsize);
        assert_int_equal(kdsize, 64);
        (void)desc; /* the layouts differ (lld puts .rodata first): compare the code */
        assert_int_equal(k->code_size, fsize);
        /* every code byte: the .so's bytes at lld's entry (its .text
         * header gives the file offset) */
        unsigned long long taddr, toff, tsize;
        const char *t = strstr(secs, " .text ");
        assert_non_null(t);
        assert_int_equal(sscanf(t + 7, " PROGBITS %llx %llx %llx", &taddr, &toff, &tsize), 3);
        assert_true(entry >= taddr && entry - taddr + fsize <= tsize && toff + tsize <= nso);
        assert_memory_equal(k->code, sob + toff + (entry - taddr), fsize);
        char pat[64];
        snprintf(pat, sizeof pat, "// %012llX: ", entry);
        const char *p = strstr(dis, pat);
        assert_non_null(p);
        unsigned w0;
        assert_int_equal(sscanf(p + strlen(pat), "%x", &w0), 1);
        unsigned got = k->code[0] | k->code[1] << 8 | k->code[2] << 16 | (unsigned)k->code[3] << 24;
        assert_int_equal(got, w0);
        assert_ptr_equal(amdgpu_codeobj_at(co, k->entry, k->code_size), k->code);
    }
    free(dis);
    free(secs);
    free(sob);
}

static void relocatable_objects(void **st)
{
    (void)st;
    glob_t g;
    char pat[1024];
    snprintf(pat, sizeof pat, "%s/kernels/gfx940/rel/*.o", build_dir());
    assert_int_equal(glob(pat, 0, NULL, &g), 0);
    assert_true(g.gl_pathc >= 30); /* every suite's kernels and test/kernels */
    size_t kernels = 0, with_agprs = 0, with_lds = 0;
    for (size_t f = 0; f < g.gl_pathc; f++) {
        const char *path = g.gl_pathv[f];
        struct amdgpu_codeobj *co;
        char err[ERR_LEN];
        if (amdgpu_codeobj_load_file(path, &co, err) < 0) fail_msg("%s", err);
        assert_int_equal(amdgpu_codeobj_version(co), 4);
        assert_int_equal(amdgpu_codeobj_eflags(co), 0x540);
        assert_string_equal(amdgpu_codeobj_processor(co), "gfx940");
        assert_int_equal(amdgpu_codeobj_isa(co), AMDGPU_ISA_GFX940);
        struct lt_notes *n = lt_notes_read(path);
        check_notes(co, n, 1);
        /* the layout against ld.lld's on every second object (sorted by
         * name: each suite's among them), for the CI's time */
        if (f % 2 == 0) check_against_lld(co, path);
        kernels += amdgpu_codeobj_kernel_count(co);
        for (size_t i = 0; i < amdgpu_codeobj_kernel_count(co); i++) {
            with_agprs += amdgpu_codeobj_kernel(co, i)->agpr_count > 0;
            with_lds += amdgpu_codeobj_kernel(co, i)->group_segment_size > 0;
        }
        lt_notes_free(n);
        amdgpu_codeobj_free(co);
    }
    printf("%zu relocatable objects (%zu against ld.lld), %zu kernels (%zu with AGPRs, %zu with "
           "LDS)\n", g.gl_pathc, (g.gl_pathc + 1) / 2,
           kernels, with_agprs, with_lds);
    assert_true(kernels > g.gl_pathc && with_lds > 0);
    globfree(&g);
    /* marked v6: the same kernels, code and descriptors */
    char *path = rel_path("test_kernels_loader_args");
    size_t nb;
    uint8_t *b = read_as_v6(path, &nb);
    struct amdgpu_codeobj *v4, *v6;
    char err[ERR_LEN];
    if (amdgpu_codeobj_load_file(path, &v4, err) < 0) fail_msg("%s", err);
    if (amdgpu_codeobj_load_mem(b, nb, "v6", &v6, err) < 0) fail_msg("%s", err);
    assert_int_equal(amdgpu_codeobj_version(v6), 6);
    assert_int_equal(amdgpu_codeobj_kernel_count(v6), amdgpu_codeobj_kernel_count(v4));
    for (size_t i = 0; i < amdgpu_codeobj_kernel_count(v4); i++) {
        const struct amdgpu_kernel *a = amdgpu_codeobj_kernel(v4, i), *c = amdgpu_codeobj_kernel(v6, i);
        assert_string_equal(a->name, c->name);
        assert_int_equal(a->code_size, c->code_size);
        assert_memory_equal(a->code, c->code, a->code_size);
        assert_int_equal(a->rsrc1, c->rsrc1);
        assert_int_equal(a->rsrc3, c->rsrc3);
        assert_int_equal(a->accum_offset, c->accum_offset);
    }
    amdgpu_codeobj_free(v6);
    /* and marked gfx942 (EF_AMDGPU_MACH 0x4c, as ROCm 6 builds for the
     * MI300A; clang-15 knows no gfx942): the gfx940 ISA, the same code */
    set_eflags(b, 0x54c);
    if (amdgpu_codeobj_load_mem(b, nb, "gfx942", &v6, err) < 0) fail_msg("%s", err);
    assert_string_equal(amdgpu_codeobj_processor(v6), "gfx942");
    assert_int_equal(amdgpu_codeobj_isa(v6), AMDGPU_ISA_GFX940);
    assert_int_equal(amdgpu_codeobj_kernel_count(v6), amdgpu_codeobj_kernel_count(v4));
    const struct amdgpu_kernel *k4 = amdgpu_codeobj_kernel(v4, 0), *k6 = amdgpu_codeobj_kernel(v6, 0);
    assert_memory_equal(k4->code, k6->code, k4->code_size);
    amdgpu_codeobj_free(v4);
    amdgpu_codeobj_free(v6);
    free(b);
    free(path);
}

/* loader_args.cl for gfx940 as v4/v5 at -O2/-O0: the descriptor against
 * clang -S's directives, the metadata against llvm-readelf. */
static void our_kernels(void **st)
{
    (void)st;
    int agprs_seen = 0;
    for (int version = 4; version <= 5; version++)
        for (int opt = 0; opt <= 2; opt += 2) {
            char *asm_text, err[ERR_LEN];
            char *path = lt_compile_for("loader_args", "gfx940", version, opt, &asm_text);
            struct amdgpu_codeobj *co;
            if (amdgpu_codeobj_load_file(path, &co, err) < 0) fail_msg("%s", err);
            assert_int_equal(amdgpu_codeobj_version(co), (unsigned)version);
            assert_string_equal(amdgpu_codeobj_processor(co), "gfx940");
            assert_string_equal(amdgpu_codeobj_target(co), "amdgcn-amd-amdhsa--gfx940");
            struct lt_notes *n = lt_notes_read(path);
            check_notes(co, n, 1);
            for (size_t i = 0; i < amdgpu_codeobj_kernel_count(co); i++) {
                const struct amdgpu_kernel *k = amdgpu_codeobj_kernel(co, i);
                const struct amdgpu_kernel_regs *r = &k->regs;
#define F(key) lt_asm_field(asm_text, k->name, 0, key)
                assert_int_equal(k->accum_offset, F(".amdhsa_accum_offset"));
                assert_int_equal(k->tg_split, F(".amdhsa_tg_split"));
                assert_int_equal(k->vgpr_alloc, up((unsigned long long)F(".amdhsa_next_free_vgpr"), 8));
                assert_int_equal(r->private_segment_enable, F(".amdhsa_enable_private_segment"));
                assert_int_equal(r->dispatch_ptr, F(".amdhsa_user_sgpr_dispatch_ptr"));
                assert_int_equal(r->queue_ptr, F(".amdhsa_user_sgpr_queue_ptr"));
                assert_int_equal(r->kernarg_segment_ptr, F(".amdhsa_user_sgpr_kernarg_segment_ptr"));
                assert_int_equal(r->dispatch_id, F(".amdhsa_user_sgpr_dispatch_id"));
                assert_int_equal(r->user_sgpr_count, F(".amdhsa_user_sgpr_count"));
                assert_int_equal(r->workgroup_id_x, F(".amdhsa_system_sgpr_workgroup_id_x"));
                assert_int_equal(r->workgroup_id_y, F(".amdhsa_system_sgpr_workgroup_id_y"));
                assert_int_equal(r->workgroup_id_z, F(".amdhsa_system_sgpr_workgroup_id_z"));
                assert_int_equal(r->vgpr_workitem_id, F(".amdhsa_system_vgpr_workitem_id"));
                assert_int_equal(k->group_segment_size, F(".amdhsa_group_segment_fixed_size"));
                assert_int_equal(k->private_segment_size, F(".amdhsa_private_segment_fixed_size"));
                assert_int_equal(k->kernarg_size, F(".amdhsa_kernarg_size"));
#undef F
                agprs_seen |= k->agpr_count > 0;
            }
            lt_notes_free(n);
            amdgpu_codeobj_free(co);
            free(path);
            free(asm_text);
        }
    assert_true(agprs_seen); /* -O0 keeps values in AGPRs: the split was exercised */
}

static uint8_t *read_with_eflags(const char *path, uint32_t eflags, size_t *n)
{
    uint8_t *b = lt_read(path, n);
    assert_true(*n > 52);
    set_eflags(b, eflags);
    return b;
}

static void expect_refused(const uint8_t *b, size_t n, const char *msg)
{
    struct amdgpu_codeobj *co = (struct amdgpu_codeobj *)1;
    char err[ERR_LEN] = "";
    assert_int_equal(amdgpu_codeobj_load_mem(b, n, "bad", &co, err), -1);
    assert_null(co);
    if (!strstr(err, msg)) fail_msg("got \"%s\", want \"%s\"", err, msg);
}

static void refusals(void **st)
{
    (void)st;
    /* our relocatable fir object marked v6 (read_as_v6) */
    char *v6 = rel_path("mgmark_kernels_fir");
    size_t n;
    /* v6: a generic version on a processor that is not generic */
    uint8_t *b = read_as_v6(v6, &n);
    set_eflags(b, 0x01000540);
    expect_refused(b, n, "e_flags 0x01000540: EF_AMDGPU_GENERIC_VERSION 1 on gfx940, which is "
                         "not a generic processor (must be 0)");
    /* v6: a generic processor (gfx9-4-generic) without a version */
    set_eflags(b, 0x0000055f);
    expect_refused(b, n, "generic processor gfx9-4-generic with EF_AMDGPU_GENERIC_VERSION 0");
    /* an EF_AMDGPU_MACH no processor has (0x56 is reserved) */
    set_eflags(b, 0x00000556);
    expect_refused(b, n, "EF_AMDGPU_MACH 0x56 is not a processor");
    free(b);
    /* v4: the generic-version bits do not exist yet */
    char *v4 = lt_compile_for("loader_tiny", "gfx940", 4, 2, NULL);
    b = read_with_eflags(v4, 0x01000540, &n);
    expect_refused(b, n, "a generic version on gfx940 before code object v6 (EI_ABIVERSION 2)");
    free(b);
    free(v4);
    /* a relocation type the loader does not apply (REL64 -> 7, GOTPCREL) */
    b = lt_read(v6, &n);
    char *rel = lt_run("llvm-readelf-15 -S --wide %s", v6);
    const char *p = strstr(rel, ".rela.rodata");
    assert_non_null(p);
    unsigned long long addr, off;
    assert_int_equal(sscanf(p + strlen(".rela.rodata"), " RELA %llx %llx", &addr, &off), 2);
    assert_true(off + 24 <= n && b[off + 8] == 5); /* r_info's type byte: R_AMDGPU_REL64 */
    b[off + 8] = 7;
    expect_refused(b, n, "relocation type 7 at 0x10 is not supported in a relocatable object");
    free(b);
    free(rel);
    free(v6);
    /* the platform's ISA missing from a fat binary given as a file */
    char host[512], fat[512], err[ERR_LEN];
    snprintf(host, sizeof host, "%s/host.o", lt_tmpdir());
    snprintf(fat, sizeof fat, "%s/fat803.o", lt_tmpdir());
    lt_write(host, "", 0);
    char *k803 = lt_kernel_path("test_kernels_loader_tiny.hsaco");
    free(lt_run("clang-offload-bundler-15 --type=o -targets=host-x86_64-unknown-linux,"
                "hipv4-amdgcn-amd-amdhsa--gfx803 -input=%s -input=%s -output=%s",
                host, k803, fat));
    struct amdgpu_codeobj *co;
    assert_int_equal(amdgpu_codeobj_load_file_isa(fat, AMDGPU_ISA_GFX940, &co, err), -1);
    assert_non_null(strstr(err, "no code for gfx940 in the offload bundle (it has: "
                                "hipv4-amdgcn-amd-amdhsa--gfx803)"));
    assert_int_equal(amdgpu_codeobj_load_file_isa(fat, AMDGPU_ISA_GFX803, &co, err), 0);
    assert_int_equal(amdgpu_codeobj_isa(co), AMDGPU_ISA_GFX803);
    amdgpu_codeobj_free(co);
    free(k803);
}

/* A gfx940 wave's initial registers (amdgpu_dispatch_wave_init, the one
 * setup both execution modes use): the work-item ids packed into v0 as
 * AMDGPUUsage's gfx90a+ rule says (checked against the ids computed here
 * from the lane), the unified file split at ACCUM_OFFSET, and FLAT_SCRATCH
 * at the wave's scratch slot when the -O0 kernel enables scratch. */
static void wave_init(void **st)
{
    (void)st;
    char *path = lt_compile_for("loader_args", "gfx940", 5, 0, NULL);
    struct amdgpu_codeobj *co;
    char err[ERR_LEN];
    if (amdgpu_codeobj_load_file(path, &co, err) < 0) fail_msg("%s", err);
    const char *names[] = {"grid3d", "scratchy"};
    for (int i = 0; i < 2; i++) {
        const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, names[i], err);
        assert_non_null(k);
        /* the geometry by hand: the dispatch's checks refuse gfx940 code
         * until the decoder takes it; wave_init reads only these fields */
        amdgpu_dispatch d;
        memset(&d, 0, sizeof d);
        d.kernel = k;
        d.dims = 3;
        for (int j = 0; j < 3; j++) d.grid[j] = 8, d.wg_size[j] = 4, d.wg_count[j] = 2;
        d.private_size = (k->private_segment_size + 3) & ~3u;
        d.scratch_wave_bytes = (d.private_size * 64 + 1023) & ~1023u;
        d.scratch_base = 0x100000000ull;
        amdgpu_wave w;
        memset(&w, 0, sizeof w);
        w.v = calloc((size_t)k->vgpr_alloc * 64, sizeof *w.v);
        assert_non_null(w.v);
        const uint32_t wg[3] = {1, 0, 1};
        assert_int_equal(amdgpu_dispatch_wave_init(&d, wg, 0, 5, &w), 0);
        assert_int_equal(w.nvgpr, k->vgpr_alloc);
        assert_int_equal(w.accum_offset, k->accum_offset < k->vgpr_alloc ? k->accum_offset
                                                                         : k->vgpr_alloc);
        assert_int_equal(w.accum_offset + w.nagpr, w.nvgpr);
        assert_ptr_equal(amdgpu_areg(&w, 0), w.v + (size_t)w.accum_offset * 64);
        unsigned en = k->regs.vgpr_workitem_id;
        for (unsigned l = 0; l < 64; l++) {
            unsigned x = l % 4, y = l / 4 % 4, z = l / 16;
            uint32_t want = x | (en >= 1 ? y << 10 : 0) | (en >= 2 ? z << 20 : 0);
            assert_int_equal(w.v[l], want);
            if (w.nvgpr > 1) assert_int_equal(w.v[64 + l], 0); /* not v1 = y as on gfx8 */
        }
        if (i == 0) assert_int_equal(en, 2);
        if (k->regs.private_segment_enable) {
            uint64_t fs = w.s[AMDGPU_SREG_FLAT_SCR] | (uint64_t)w.s[AMDGPU_SREG_FLAT_SCR + 1] << 32;
            assert_int_equal(fs, d.scratch_base + 5ull * d.scratch_wave_bytes);
        }
        if (i == 1) assert_true(k->regs.private_segment_enable);
        free(w.v);
    }
    amdgpu_codeobj_free(co);
    free(path);
}

/* Random damage to a relocatable object marked v6 (read_as_v6: the
 * relocatable layout and relocation paths, the RSRC3 and e_flags checks)
 * and to a gfx940 v5 one: every load
 * either fails with a message naming the file or gives kernels whose code
 * is inside the image (make asan runs this under AddressSanitizer). The
 * damage is confined to the headers, tables and .rodata/.rela (the first
 * 0x100 bytes and everything after .text), where it is most telling. */
static void random_damage(void **st)
{
    (void)st;
    size_t n6, n5;
    char *p6 = rel_path("test_kernels_loader_args");
    uint8_t *v6 = read_as_v6(p6, &n6);
    char *p5 = lt_compile_for("loader_args", "gfx940", 5, 2, NULL);
    uint8_t *v5 = lt_read(p5, &n5);
    uint64_t x = 0x2545f4914f6cdd1dull;
    for (int it = 0; it < 3000; it++) {
        const uint8_t *src = it & 1 ? v5 : v6;
        size_t n = it & 1 ? n5 : n6;
        uint8_t *b = malloc(n);
        assert_non_null(b);
        memcpy(b, src, n);
        int flips = 1 + it % 6;
        for (int f = 0; f < flips; f++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            size_t at = (x >> 8) % n;
            if (at >= 0x100 && at < n / 2) at = n - 1 - at % (n / 2); /* skip the code */
            b[at] = (uint8_t)x;
        }
        char err[ERR_LEN];
        struct amdgpu_codeobj *co;
        if (amdgpu_codeobj_load_mem(b, n, "d.hsaco", &co, err) < 0) {
            assert_null(co);
            assert_int_equal(strncmp(err, "d.hsaco: ", 9), 0);
        } else {
            for (size_t i = 0; i < amdgpu_codeobj_kernel_count(co); i++) {
                const struct amdgpu_kernel *k = amdgpu_codeobj_kernel(co, i);
                if (k->code_size)
                    assert_ptr_equal(amdgpu_codeobj_at(co, k->entry, k->code_size), k->code);
            }
            amdgpu_codeobj_free(co);
        }
        free(b);
    }
    free(v6);
    free(p6);
    free(v5);
    free(p5);
}

static int teardown(void **st)
{
    (void)st;
    lt_cleanup();
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(relocatable_objects),
        cmocka_unit_test(our_kernels),
        cmocka_unit_test(refusals),
        cmocka_unit_test(wave_init),
        cmocka_unit_test(random_damage),
    };
    return cmocka_run_group_tests_name("amdgpu_loader_gfx940", tests, NULL, teardown);
}
