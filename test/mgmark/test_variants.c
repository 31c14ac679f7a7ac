/* Kernel interfaces (mgm_variant, issue 29): a workload whose kernels
 * exist in another build with other arguments (HIP builds of mt's and
 * sc's kernels: test/mgmark/hip/{mt,sc}.hip, ours, built by hipcc for gfx940
 * and gfx803 into $BUILD/examples/hip/mgmark) is planned for the
 * interface the code object's metadata shows.
 *
 * - mgm_kernel_sig equals the signature llvm-readelf-15 --notes gives for
 *   every kernel of every suite's gfx940 objects, of the HIP builds and
 *   of our gfx803 mt and sc;
 * - mt and sc pick variant 0 for our OpenCL code (gfx803 and gfx940) and
 *   the HIP variant for the HIP builds, a mismatching or missing kernel is
 *   refused naming what the code takes and what the workload drives;
 * - the HIP plans match the kernels' metadata argument by argument and
 *   verify against the CPU reference in the functional mode on 1 to 4
 *   GPUs for gfx940 and sc's gfx803 build on 3 (sc's HIP kernel ignores
 *   the global offset: a wrong split would compute the first GPU's rows
 *   everywhere and fail). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <glob.h>

#include "test/skip.h"

#include "amdgpu/codeobj.h"
#include "amdgpu/dispatch.h"
#include "mgt_util.h"

static struct amdgpu_codeobj *load(const char *path, amdgpu_isa isa)
{
    char err[ERR_LEN];
    struct amdgpu_codeobj *co = NULL;
    if (amdgpu_codeobj_load_file_isa(path, isa, &co, err) < 0) fail_msg("%s", err);
    return co;
}

static const char *build_dir(void)
{
    const char *b = getenv("BUILD");
    return b && *b ? b : "build";
}

/* The HIP build of workload w's kernels ("mt", "sc") for isa; two
 * rotating buffers. */
static const char *hip(const char *w, amdgpu_isa isa)
{
    static char path[2][512];
    static int k;
    char *p = path[k++ % 2];
    snprintf(p, 512, "%s/examples/hip/mgmark/%s%s.hsaco", build_dir(),
             isa == AMDGPU_ISA_GFX803 ? "gfx803/" : "", w);
    if (access(p, R_OK)) SKIP_BECAUSE("test/mgmark/hip not built (hipcc missing: make deps)");
    return p;
}

/* "NAME SIG" per kernel of path from llvm-readelf's YAML of the metadata
 * note: explicit (non-hidden) arguments in order, global_buffer as g,
 * dynamic_shared_pointer as l, by_value as its size. */
static char *readelf_sigs(const char *path)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "llvm-readelf-15 --notes '%s' | awk '"
             "/^ *- \\./{if (kind != \"\") emit(); kind=\"\"; size=\"\"}"
             "/\\.args:/{sig=\"\"; kind=\"\"}"
             "/\\.size: /{size=$NF} /\\.value_kind: /{kind=$NF}"
             "/^    \\.name: /{if (kind != \"\") emit(); kind=\"\"; print $NF, sig; sig=\"\"}"
             "function emit() { if (kind ~ /^hidden/) return;"
             " k = kind == \"global_buffer\" ? \"g\" : kind == \"dynamic_shared_pointer\" ? \"l\" :"
             " kind == \"by_value\" ? size : kind; sig = sig (sig == \"\" ? \"\" : \",\") k }'"
             " | LC_ALL=C sort",
             path);
    FILE *f = popen(cmd, "r");
    assert_non_null(f);
    size_t cap = 1 << 16, n = 0;
    char *out = calloc(cap, 1);
    assert_non_null(out);
    size_t got;
    while ((got = fread(out + n, 1, cap - 1 - n, f)) > 0) n += got;
    assert_int_equal(pclose(f), 0);
    return out;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *our_sigs(const struct amdgpu_codeobj *co)
{
    size_t n = amdgpu_codeobj_kernel_count(co);
    char **lines = calloc(n + 1, sizeof *lines);
    assert_non_null(lines);
    for (size_t i = 0; i < n; i++) {
        const struct amdgpu_kernel *k = amdgpu_codeobj_kernel(co, i);
        char sig[256];
        mgm_kernel_sig(k, sig, sizeof sig);
        lines[i] = malloc(strlen(k->name) + strlen(sig) + 3);
        assert_non_null(lines[i]);
        sprintf(lines[i], "%s %s\n", k->name, sig);
    }
    qsort(lines, n, sizeof *lines, cmp_str); /* as LC_ALL=C sort(1) orders them */
    size_t len = 1;
    for (size_t i = 0; i < n; i++) len += strlen(lines[i]);
    char *out = calloc(len, 1);
    assert_non_null(out);
    for (size_t i = 0; i < n; i++) strcat(out, lines[i]), free(lines[i]);
    free(lines);
    return out;
}

static void check_sigs(const char *path, amdgpu_isa isa)
{
    struct amdgpu_codeobj *co = load(path, isa);
    char *ours = our_sigs(co), *ref = readelf_sigs(path);
    if (strcmp(ours, ref)) fail_msg("%s:\nmgm_kernel_sig:\n%sllvm-readelf:\n%s", path, ours, ref);
    assert_true(strlen(ref) > 3);
    free(ours), free(ref);
    amdgpu_codeobj_free(co);
}

static void signatures_equal_readelf(void **st)
{
    (void)st;
    char pat[512];
    /* every suite's gfx940 kernels (det_, graph_, mgmark_, sync_) */
    snprintf(pat, sizeof pat, "%s/kernels/gfx940/[dgms]*_kernels_*.hsaco", build_dir());
    glob_t g;
    assert_int_equal(glob(pat, 0, NULL, &g), 0);
    assert_true(g.gl_pathc >= 19);
    for (size_t i = 0; i < g.gl_pathc; i++) check_sigs(g.gl_pathv[i], AMDGPU_ISA_GFX940);
    size_t n = g.gl_pathc;
    globfree(&g);
    static const char *const w[] = {"mt", "sc"};
    for (int i = 0; i < 2; i++) {
        check_sigs(hip(w[i], AMDGPU_ISA_GFX940), AMDGPU_ISA_GFX940);
        check_sigs(hip(w[i], AMDGPU_ISA_GFX803), AMDGPU_ISA_GFX803);
        snprintf(pat, sizeof pat, "%s/kernels/mgmark_kernels_%s.hsaco", build_dir(), w[i]);
        check_sigs(pat, AMDGPU_ISA_GFX803);
    }
    printf("%zu objects' signatures equal llvm-readelf's\n", n + 6);
}

static void variant_by_metadata(void **st)
{
    (void)st;
    char err[ERR_LEN], path[1024];
    static const char *const names[2] = {"mt", "sc"};
    for (int i = 0; i < 2; i++) {
        const mgm_workload *w = mgm_workload_find(names[i], err);
        assert_non_null(w);
        assert_int_equal(w->nvariants, 2);
        unsigned v = 9;
        for (int isa = 0; isa < 2; isa++) {
            snprintf(path, sizeof path, "%s/kernels/%s%s", build_dir(), isa ? "gfx940/" : "",
                     w->hsaco);
            struct amdgpu_codeobj *co = load(path, (amdgpu_isa)isa);
            assert_int_equal(mgm_variant_of(w, co, &v, err), 0);
            assert_int_equal(v, 0);
            amdgpu_codeobj_free(co);
        }
        for (int isa = 0; isa < 2; isa++) {
            struct amdgpu_codeobj *co = load(hip(names[i], (amdgpu_isa)isa), (amdgpu_isa)isa);
            v = 9;
            assert_int_equal(mgm_variant_of(w, co, &v, err), 0);
            assert_int_equal(v, 1);
            assert_string_equal(w->variants[v].name, "hip");
            amdgpu_codeobj_free(co);
        }
    }
    /* a workload whose kernel is there with other arguments, and one
     * whose kernel is not there at all */
    static const mgm_variant x[] = {{"a", "matrixTranspose", "g,g"},
                                    {"b", "matrixTranspose", "g,l,4"}};
    mgm_workload fake = {.name = "fake", .variants = x, .nvariants = 2};
    struct amdgpu_codeobj *co = load(hip("mt", AMDGPU_ISA_GFX940), AMDGPU_ISA_GFX940);
    unsigned v;
    assert_int_equal(mgm_variant_of(&fake, co, &v, err), -1);
    assert_string_equal(err, "fake: kernel matrixTranspose takes (g,g,g,4,4,4,4,4); fake drives "
                             "matrixTranspose(g,g) [a] or matrixTranspose(g,l,4) [b]");
    amdgpu_codeobj_free(co);
    co = load(hip("sc", AMDGPU_ISA_GFX940), AMDGPU_ISA_GFX940);
    mgm_plan pl;
    mgm_problem p;
    mgt_problem(&p, "mt", 64, 1);
    assert_int_equal(mgm_plan_build_for(&p, 1, co, &pl, err), -1);
    assert_string_equal(err, "mt: the code object has no kernel matrixTranspose");
    assert_int_equal(pl.nlaunches, 0);
    mgm_problem_free(&p);
    amdgpu_codeobj_free(co);
    /* a workload without variants is not checked */
    const mgm_workload *aes = mgm_workload_find("aes", err);
    co = load(hip("mt", AMDGPU_ISA_GFX940), AMDGPU_ISA_GFX940);
    assert_int_equal(mgm_variant_of(aes, co, &v, err), 0);
    assert_int_equal(v, 0);
    amdgpu_codeobj_free(co);
}

/* Every argument of every launch against the kernel's metadata: buffers
 * to global_buffer, values to by_value of the same size or (8 bytes, 0)
 * to an unused global pointer, no __local pointer arguments in HIP. */
static void check_hip_args(const mgm_launch *l, const struct amdgpu_kernel *k)
{
    assert_int_equal(l->nargs, amdgpu_explicit_args(k));
    for (unsigned i = 0; i < l->nargs; i++) {
        const mgm_arg *a = &l->args[i];
        const struct amdgpu_kernel_arg *ka = &k->args[i];
        assert_int_not_equal(a->kind, MGM_ARG_LOCAL);
        if (a->kind == MGM_ARG_BUF) {
            assert_int_equal(ka->kind, AMDGPU_ARG_GLOBAL_BUFFER);
        } else if (ka->kind == AMDGPU_ARG_GLOBAL_BUFFER) {
            assert_int_equal(a->size, 8);
            assert_int_equal(a->val, 0);
        } else {
            assert_int_equal(ka->kind, AMDGPU_ARG_BY_VALUE);
            assert_int_equal(a->size, ka->size);
        }
    }
}

static void hip_plans_verify(void **st)
{
    (void)st;
    static const struct {
        const char *name;
        uint64_t size;
        bool dyn_lds;
        amdgpu_isa isa;
        unsigned g0, g1; /* GPU counts */
    } c[] = {{"mt", 256, true, AMDGPU_ISA_GFX940, 1, 4},
             {"sc", 40, false, AMDGPU_ISA_GFX940, 1, 4},
             {"sc", 40, false, AMDGPU_ISA_GFX803, 3, 3}};
    for (size_t i = 0; i < sizeof c / sizeof *c; i++) {
        mgm_problem p;
        mgt_problem(&p, c[i].name, c[i].size, 5);
        struct amdgpu_codeobj *co = load(hip(c[i].name, c[i].isa), c[i].isa);
        for (unsigned g = c[i].g0; g <= c[i].g1; g++) {
            mgm_plan pl;
            char err[ERR_LEN];
            if (mgm_plan_build_for(&p, g, co, &pl, err) < 0) fail_msg("%s", err);
            assert_int_equal(pl.variant, 1);
            for (unsigned j = 0; j < pl.nlaunches; j++) {
                const mgm_launch *l = &pl.launches[j];
                const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, l->kernel, err);
                assert_non_null(k);
                check_hip_args(l, k);
                assert_int_equal(l->dyn_lds != 0, c[i].dyn_lds);
                assert_int_equal(l->offset[0], 0); /* HIP has no global offset */
            }
            mgm_func_result r;
            amdgpu_func_opts o = {.max_wave_insts = 100000000ull};
            if (mgm_functional_run(&p, &pl, co, &o, &r, err) < 0)
                fail_msg("%s on %u GPUs: %s", c[i].name, g, err);
            if (mgm_verify(&p, r.out, err) < 0)
                fail_msg("%s (HIP) on %u GPUs: %s", c[i].name, g, err);
            mgm_func_result_free(&r);
            mgm_plan_free(&pl);
        }
        amdgpu_codeobj_free(co);
        mgm_problem_free(&p);
    }
}

int main(void)
{
    const struct CMUnitTest t[] = {cmocka_unit_test(signatures_equal_readelf),
                                   cmocka_unit_test(variant_by_metadata),
                                   cmocka_unit_test(hip_plans_verify)};
    return cmocka_run_group_tests(t, NULL, NULL);
}
