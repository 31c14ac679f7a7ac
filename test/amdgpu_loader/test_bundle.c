/* The offload-bundle reader (amdgpu/bundle.h): bundles made by clang's own
 * clang-offload-bundler-15 (the independent producer) around a built
 * kernel must give back exactly the kernel's bytes, whatever the order
 * of the entries; a fat binary with gfx803 and gfx940 entries gives each
 * ISA its own entry's bytes; a bundle for other processors (or without
 * the ISA asked for) names what it has; a tool's pick (amdgpu_offload_pick)
 * takes a processor's own entry before another of its ISA, and without a
 * choice the one ISA there is, refusing a fat binary naming its entries; every
 * truncation and a few corrupted headers fail with a message, never a
 * read outside the buffer (asan). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/bundle.h"
#include "amdgpu/codeobj.h"
#include "lt_util.h"

struct fix {
    uint8_t *co, *co940;
    size_t nco, nco940;
    char *co_path, *co940_path;
};

static int setup(void **st)
{
    struct fix *f = calloc(1, sizeof *f);
    f->co_path = lt_kernel_path("test_kernels_loader_tiny.hsaco");
    f->co = lt_read(f->co_path, &f->nco);
    f->co940_path = lt_kernel_path("gfx940/test_kernels_loader_tiny.hsaco");
    f->co940 = lt_read(f->co940_path, &f->nco940);
    *st = f;
    return 0;
}

static int teardown(void **st)
{
    struct fix *f = *st;
    free(f->co);
    free(f->co_path);
    free(f->co940);
    free(f->co940_path);
    free(f);
    lt_cleanup();
    return 0;
}

/* clang-offload-bundler-15 --type=o with the given targets; the first
 * input is an empty host file, the others the kernel: the gfx940 build
 * for a gfx94x target, else the gfx803 one. */
static uint8_t *bundle(const struct fix *f, const char *targets, int ndev, size_t *n)
{
    char host[512], out[512], inputs[4096] = "";
    snprintf(host, sizeof host, "%s/host.o", lt_tmpdir());
    snprintf(out, sizeof out, "%s/bundle.o", lt_tmpdir());
    lt_write(host, "", 0);
    const char *t = strchr(targets, ',');
    for (int i = 0; i < ndev; i++) {
        size_t l = strlen(inputs);
        assert_non_null(t);
        snprintf(inputs + l, sizeof inputs - l, " -input=%s",
                 !strncmp(t + 1 + strcspn(t + 1, ",") - 6, "gfx94", 5) ? f->co940_path
                                                                      : f->co_path);
        t = strchr(t + 1, ',');
    }
    free(lt_run("clang-offload-bundler-15 --type=o -targets=%s -input=%s%s -output=%s 2>&1",
                targets, host, inputs, out));
    return lt_read(out, n);
}

static void finds_the_kernel(void **st)
{
    struct fix *f = *st;
    static const char *const targets[] = {
        "host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx803",
        "host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx900,hipv4-amdgcn-amd-amdhsa--gfx803",
    };
    for (int t = 0; t < 2; t++) {
        size_t n;
        uint8_t *b = bundle(f, targets[t], t + 1, &n);
        assert_true(amdgpu_bundle_is(b, n));
        const void *code;
        size_t size;
        char triple[64], err[256];
        assert_int_equal(amdgpu_bundle_find(b, n, "b", AMDGPU_ISA_GFX803, &code, &size, triple,
                                            sizeof triple, err, sizeof err),
                         0);
        assert_int_equal(size, f->nco);
        assert_memory_equal(code, f->co, f->nco);
        assert_string_equal(triple, "hipv4-amdgcn-amd-amdhsa--gfx803");
        uint64_t ext;
        assert_int_equal(amdgpu_bundle_extent(b, n, "b", &ext, err, sizeof err), 0);
        assert_true(ext <= n && ext >= (uint64_t)((const uint8_t *)code - b) + size);
        /* and the code object it hands out loads */
        struct amdgpu_codeobj *co;
        char e2[ERR_LEN];
        assert_int_equal(amdgpu_codeobj_load_mem(code, size, "b", &co, e2), 0);
        amdgpu_codeobj_free(co);
        free(b);
    }
}

static void other_targets_named(void **st)
{
    struct fix *f = *st;
    size_t n;
    uint8_t *b = bundle(f, "host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx900,"
                           "hipv4-amdgcn-amd-amdhsa--gfx1030", 2, &n);
    const void *code;
    size_t size;
    char err[512];
    assert_int_equal(amdgpu_bundle_find(b, n, "prog", AMDGPU_ISA_GFX803, &code, &size, NULL, 0, err,
                                        sizeof err),
                     -1);
    assert_null(code);
    assert_non_null(strstr(err, "prog: no code for gfx803"));
    assert_non_null(strstr(err, "hipv4-amdgcn-amd-amdhsa--gfx900, hipv4-amdgcn-amd-amdhsa--gfx1030"));
    assert_non_null(strstr(err, "--offload-arch=gfx803"));
    free(b);
}

static void damage_fails_cleanly(void **st)
{
    struct fix *f = *st;
    size_t n;
    uint8_t *b = bundle(f, "host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx803", 1, &n);
    const void *code;
    size_t size;
    char err[512];
    /* every prefix shorter than the code's end fails (copied so asan sees
     * the exact end) */
    uint64_t ext;
    assert_int_equal(amdgpu_bundle_extent(b, n, "b", &ext, err, sizeof err), 0);
    for (size_t cut = 0; cut < ext; cut += (cut < 256 ? 1 : 97)) {
        uint8_t *p = malloc(cut ? cut : 1);
        memcpy(p, b, cut);
        err[0] = 0;
        assert_int_equal(amdgpu_bundle_find(p, cut, "cut", AMDGPU_ISA_GFX803, &code, &size, NULL, 0,
                                            err, sizeof err),
                         -1);
        assert_non_null(strstr(err, "cut: "));
        free(p);
    }
    /* a huge entry count, a huge triple length, code offset past the end */
    static const size_t at[] = {24, 24 + 8 + 16, 24 + 8};
    for (size_t i = 0; i < 3; i++) {
        uint8_t *p = malloc(n);
        memcpy(p, b, n);
        memset(p + at[i], 0xff, 8);
        assert_int_equal(amdgpu_bundle_find(p, n, "bad", AMDGPU_ISA_GFX803, &code, &size, NULL, 0,
                                            err, sizeof err),
                         -1);
        assert_non_null(strstr(err, "bad: offload bundle: "));
        free(p);
    }
    /* not a bundle at all: the kernel itself */
    assert_false(amdgpu_bundle_is(f->co, f->nco));
    assert_int_equal(amdgpu_bundle_find(f->co, f->nco, "elf", AMDGPU_ISA_GFX803, &code, &size, NULL,
                                        0, err, sizeof err),
                     -1);
    assert_non_null(strstr(err, "elf: not a clang offload bundle"));
    free(b);
}

/* A fat binary (gfx803 + gfx940, in either order) gives each ISA its own
 * entry; a bundle with one of them has nothing for the other and says so,
 * naming what it has and the hipcc flag; the entry handed out loads as
 * code of that ISA. */
static void fat_binary_by_isa(void **st)
{
    struct fix *f = *st;
    static const char *const fat[] = {
        "host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx803,hipv4-amdgcn-amd-amdhsa--gfx940",
        "host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx940,hipv4-amdgcn-amd-amdhsa--gfx803",
    };
    const void *code;
    size_t size, n;
    char triple[64], err[512], e2[ERR_LEN];
    for (int t = 0; t < 2; t++) {
        uint8_t *b = bundle(f, fat[t], 2, &n);
        assert_int_equal(amdgpu_bundle_find(b, n, "fat", AMDGPU_ISA_GFX940, &code, &size, triple,
                                            sizeof triple, err, sizeof err),
                         0);
        assert_string_equal(triple, "hipv4-amdgcn-amd-amdhsa--gfx940");
        assert_int_equal(size, f->nco940);
        assert_memory_equal(code, f->co940, f->nco940);
        struct amdgpu_codeobj *co;
        assert_int_equal(amdgpu_codeobj_load_mem(code, size, "fat", &co, e2), 0);
        assert_int_equal(amdgpu_codeobj_isa(co), AMDGPU_ISA_GFX940);
        assert_string_equal(amdgpu_codeobj_processor(co), "gfx940");
        amdgpu_codeobj_free(co);
        assert_int_equal(amdgpu_bundle_find(b, n, "fat", AMDGPU_ISA_GFX803, &code, &size, triple,
                                            sizeof triple, err, sizeof err),
                         0);
        assert_string_equal(triple, "hipv4-amdgcn-amd-amdhsa--gfx803");
        assert_memory_equal(code, f->co, f->nco);
        free(b);
    }
    /* either alone: the other ISA is refused, naming both */
    uint8_t *b = bundle(f, "host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx940", 1, &n);
    assert_int_equal(amdgpu_bundle_find(b, n, "only940", AMDGPU_ISA_GFX803, &code, &size, NULL, 0,
                                        err, sizeof err),
                     -1);
    assert_non_null(strstr(err, "only940: no code for gfx803 in the offload bundle (it has: "
                                "hipv4-amdgcn-amd-amdhsa--gfx940); rebuild with hipcc "
                                "--offload-arch=gfx803"));
    assert_int_equal(amdgpu_offload_code(b, n, "only940", AMDGPU_ISA_GFX940, &code, &size, err,
                                         sizeof err),
                     1);
    assert_memory_equal(code, f->co940, f->nco940);
    free(b);
    b = bundle(f, "host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx803", 1, &n);
    assert_int_equal(amdgpu_offload_code(b, n, "only803", AMDGPU_ISA_GFX940, &code, &size, err,
                                         sizeof err),
                     -1);
    assert_non_null(strstr(err, "only803: no code for gfx940 in the offload bundle (it has: "
                                "hipv4-amdgcn-amd-amdhsa--gfx803); rebuild with hipcc "
                                "--offload-arch=gfx940"));
    free(b);
}

static void pick_by_processor_or_the_only_isa(void **st)
{
    struct fix *f = *st;
    size_t n, size;
    const void *code;
    char err[512], triple[128];
    uint8_t *b = bundle(f, "host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx803,"
                           "hipv4-amdgcn-amd-amdhsa--gfx940", 2, &n);
    assert_int_equal(amdgpu_offload_pick(b, n, "fat", NULL, &code, &size, triple, sizeof triple,
                                         err, sizeof err),
                     -1);
    assert_null(code);
    assert_string_equal(err, "fat: the offload bundle has code for more than one ISA "
                             "(hipv4-amdgcn-amd-amdhsa--gfx803, hipv4-amdgcn-amd-amdhsa--gfx940); "
                             "choose one with --isa (gfx803 or gfx940, or a processor)");
    static const char *const want[] = {"gfx803", "gfx940", "gfx942", "gfx802"};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(amdgpu_offload_pick(b, n, "fat", want[i], &code, &size, triple,
                                             sizeof triple, err, sizeof err),
                         1);
        bool g9 = amdgpu_processor_isa(want[i]) == AMDGPU_ISA_GFX940;
        assert_string_equal(triple, g9 ? "hipv4-amdgcn-amd-amdhsa--gfx940"
                                       : "hipv4-amdgcn-amd-amdhsa--gfx803");
        assert_int_equal(size, g9 ? f->nco940 : f->nco);
        assert_memory_equal(code, g9 ? f->co940 : f->co, size);
    }
    assert_int_equal(amdgpu_offload_pick(b, n, "fat", "gfx900", &code, &size, NULL, 0, err,
                                         sizeof err),
                     -1);
    assert_non_null(strstr(err, "fat: gfx900 is no processor mgsim decodes"));
    free(b);
    /* two processors of one ISA: the one named, else the first; no
     * choice is no ambiguity */
    b = bundle(f, "host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx940,"
                  "hipv4-amdgcn-amd-amdhsa--gfx942", 2, &n);
    static const struct {
        const char *want, *got;
    } c[] = {{"gfx942", "hipv4-amdgcn-amd-amdhsa--gfx942"},
             {"gfx940", "hipv4-amdgcn-amd-amdhsa--gfx940"},
             {"gfx941", "hipv4-amdgcn-amd-amdhsa--gfx940"},
             {NULL, "hipv4-amdgcn-amd-amdhsa--gfx940"}};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(amdgpu_offload_pick(b, n, "two", c[i].want, &code, &size, triple,
                                             sizeof triple, err, sizeof err),
                         1);
        assert_string_equal(triple, c[i].got);
        assert_memory_equal(code, f->co940, f->nco940);
    }
    assert_int_equal(amdgpu_offload_pick(b, n, "two", "gfx803", &code, &size, NULL, 0, err,
                                         sizeof err),
                     -1);
    assert_non_null(strstr(err, "two: no code for gfx803 in the offload bundle (it has: "
                                "hipv4-amdgcn-amd-amdhsa--gfx940, hipv4-amdgcn-amd-amdhsa--gfx942)"));
    free(b);
    /* nothing mgsim decodes; and a plain code object is no container */
    b = bundle(f, "host-x86_64-unknown-linux,hipv4-amdgcn-amd-amdhsa--gfx900", 1, &n);
    assert_int_equal(amdgpu_offload_pick(b, n, "g9", NULL, &code, &size, NULL, 0, err, sizeof err),
                     -1);
    assert_non_null(strstr(err, "g9: no code for an ISA mgsim decodes in the offload bundle (it "
                                "has: hipv4-amdgcn-amd-amdhsa--gfx900)"));
    free(b);
    assert_int_equal(amdgpu_offload_pick(f->co, f->nco, "plain", NULL, &code, &size, NULL, 0, err,
                                         sizeof err),
                     0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(finds_the_kernel),
        cmocka_unit_test(other_targets_named),
        cmocka_unit_test(fat_binary_by_isa),
        cmocka_unit_test(pick_by_processor_or_the_only_isa),
        cmocka_unit_test(damage_fails_cleanly),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
