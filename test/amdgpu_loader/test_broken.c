/* Broken code objects: each kind of damage gives one clear error that
 * names the file and the problem, returns no object and does not crash.
 * The inputs are made here from a good object (test/kernels/loader_tiny.cl,
 * v4 from `make kernels` and v2 compiled at test time) by patching bytes
 * at places located independently of the loader (our own walk of the
 * section headers, or a search for known byte strings). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/codeobj.h"
#include "lt_util.h"

struct good {
    uint8_t *v4, *v2, *rel;
    size_t n4, n2, nrel;
};

static int setup(void **st)
{
    struct good *g = calloc(1, sizeof *g);
    char *p = lt_kernel_path("test_kernels_loader_tiny.hsaco");
    g->v4 = lt_read(p, &g->n4);
    free(p);
    p = lt_compile("loader_tiny", 2, NULL);
    g->v2 = lt_read(p, &g->n2);
    free(p);
    char rel[512];
    snprintf(rel, sizeof rel, "%s/loader_tiny.v2.o", lt_tmpdir());
    g->rel = lt_read(rel, &g->nrel);
    *st = g;
    return 0;
}

static int teardown(void **st)
{
    struct good *g = *st;
    free(g->v4);
    free(g->v2);
    free(g->rel);
    free(g);
    lt_cleanup();
    return 0;
}

static uint64_t rd(const uint8_t *p, int n)
{
    uint64_t v = 0;
    for (int i = n - 1; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static void wr(uint8_t *p, uint64_t v, int n)
{
    for (int i = 0; i < n; i++, v >>= 8)
        p[i] = (uint8_t)v;
}

static uint8_t *dup(const uint8_t *b, size_t n)
{
    uint8_t *c = malloc(n ? n : 1);
    assert_non_null(c);
    memcpy(c, b, n);
    return c;
}

/* The header of the first section of type t, found by our own walk. */
static uint8_t *shdr_of_type(uint8_t *b, uint32_t t)
{
    uint64_t shoff = rd(b + 40, 8);
    for (unsigned i = 0; i < rd(b + 60, 2); i++)
        if (rd(b + shoff + 64 * i + 4, 4) == t)
            return b + shoff + 64 * i;
    fail_msg("no section of type %u", t);
    return NULL;
}

/* Loading must fail with "t.hsaco: ...want...". */
static void expect_fail(const uint8_t *b, size_t n, const char *want)
{
    char err[ERR_LEN];
    struct amdgpu_codeobj *co = (struct amdgpu_codeobj *)1;
    int rc = amdgpu_codeobj_load_mem(b, n, "t.hsaco", &co, err);
    if (rc == 0)
        fail_msg("loaded, expected an error with '%s'", want);
    assert_null(co);
    assert_int_equal(strncmp(err, "t.hsaco: ", 9), 0);
    if (want && !strstr(err, want))
        fail_msg("error '%s' lacks '%s'", err, want);
}

static void test_not_elf(void **st)
{
    (void)st;
    expect_fail((const uint8_t *)"", 0, "not an ELF file");
    expect_fail((const uint8_t *)"hello, world", 12, "not an ELF file");
    expect_fail((const uint8_t *)"\x7f" "ELF\2\1", 6, "truncated ELF header");
}

static void test_header_fields(void **st)
{
    struct good *g = *st;
    uint8_t *b = dup(g->v4, g->n4);
    b[4] = 1;
    expect_fail(b, g->n4, "not ELF64");
    b[4] = 2, b[5] = 2;
    expect_fail(b, g->n4, "not little-endian");
    b[5] = 1;
    wr(b + 18, 62, 2); /* EM_X86_64 */
    expect_fail(b, g->n4, "wrong machine: e_machine 62, expected EM_AMDGPU (224)");
    wr(b + 18, 224, 2);
    b[7] = 65; /* ELFOSABI_AMDGPU_PAL: a graphics driver's object */
    expect_fail(b, g->n4, "not an HSA code object: EI_OSABI 65");
    b[7] = 64, b[8] = 9; /* an ABI version no code object has */
    expect_fail(b, g->n4, "unknown ELF ABI version: EI_ABIVERSION 9");
    free(b);
    expect_fail(g->rel, g->nrel, "relocatable object");
}

/* The section header table is the last thing in the file, so every
 * truncation cuts something the loader needs. */
static void truncate_all(const uint8_t *b, size_t n)
{
    assert_int_equal(rd(b + 40, 8) + 64 * rd(b + 60, 2), n);
    for (size_t len = 0; len < n; len++) {
        uint8_t *c = dup(b, len); /* exact-size copy: ASan sees overreads */
        expect_fail(c, len, NULL);
        free(c);
    }
}

static void test_truncated_everywhere(void **st)
{
    struct good *g = *st;
    truncate_all(g->v4, g->n4);
    truncate_all(g->v2, g->n2);
}

static void test_section_headers(void **st)
{
    struct good *g = *st;
    uint8_t *b = dup(g->v4, g->n4);
    wr(b + 40, g->n4 - 10, 8);
    expect_fail(b, g->n4, "section header 0 extends past end of file");
    wr(b + 40, 0xffffffffffffff00ull, 8); /* offset arithmetic must not wrap */
    expect_fail(b, g->n4, "section header 0 extends past end of file");
    memcpy(b, g->v4, g->n4);
    wr(shdr_of_type(b, 7) + 32, 0xffffffffff000000ull, 8); /* .note size */
    expect_fail(b, g->n4, "extends past end of file");
    memcpy(b, g->v4, g->n4);
    wr(b + 62, 999, 2);
    expect_fail(b, g->n4, "e_shstrndx 999 is not a section");
    memcpy(b, g->v4, g->n4);
    wr(b + 58, 40, 2);
    expect_fail(b, g->n4, "e_shentsize is 40");
    memcpy(b, g->v4, g->n4);
    wr(shdr_of_type(b, 11) + 56, 16, 8); /* .dynsym entry size */
    expect_fail(b, g->n4, "symbol table .dynsym");
    free(b);
}

/* The v4 metadata note: its header and descriptor inside the file. */
static uint8_t *note_of(uint8_t *b, uint8_t **desc, uint32_t *descsz)
{
    uint8_t *note = b + rd(shdr_of_type(b, 7) + 24, 8);
    uint32_t namesz = (uint32_t)rd(note, 4);
    *descsz = (uint32_t)rd(note + 4, 4);
    *desc = note + 12 + ((namesz + 3) & ~3u);
    return note;
}

static void test_bad_notes(void **st)
{
    struct good *g = *st;
    uint8_t *b = dup(g->v4, g->n4), *desc;
    uint32_t descsz;
    uint8_t *note = note_of(b, &desc, &descsz);
    wr(note + 4, 0xfffffff0u, 4);
    expect_fail(b, g->n4, "run past the section");
    wr(note + 4, descsz, 4);
    wr(note, 0x7fffffffu, 4);
    expect_fail(b, g->n4, "run past the section");
    wr(note, 7, 4);
    wr(note + 8, 33, 4); /* not NT_AMDGPU_METADATA any more */
    expect_fail(b, g->n4, "no code object metadata note");
    free(b);
}

static void test_bad_msgpack(void **st)
{
    struct good *g = *st;
    uint8_t *b = dup(g->v4, g->n4), *desc;
    uint32_t descsz;
    note_of(b, &desc, &descsz);
    desc[0] = 0xc1; /* never used in msgpack */
    expect_fail(b, g->n4, "metadata msgpack: bad byte 0xc1 at 0");
    memcpy(desc, "\xdd\xff\xff\xff\xff", 5); /* a 4-billion-element array */
    expect_fail(b, g->n4, "claims 4294967295 items");
    memcpy(b, g->v4, g->n4);
    assert_true(desc[0] >= 0x81 && desc[0] < 0x8f);
    desc[0] = 0x8f; /* the top map claims more pairs than the note holds */
    expect_fail(b, g->n4, "metadata msgpack truncated");
    memcpy(b, g->v4, g->n4);
    desc[0] = 0x93; /* a 3-element array, not a map */
    expect_fail(b, g->n4, NULL);
    /* A known key with a value of the wrong type. */
    memcpy(b, g->v4, g->n4);
    uint8_t *k = memmem(desc, descsz, ".kernarg_segment_size", 21);
    assert_non_null(k);
    assert_true(k[21] < 0x80); /* a positive fixint */
    k[21] = 0xc0;              /* nil */
    expect_fail(b, g->n4,
                "amdhsa.kernels[0] (tiny): .kernarg_segment_size is not an unsigned 32-bit "
                "integer");
    memcpy(b, g->v4, g->n4);
    k = memmem(desc, descsz, ".value_kind", 11);
    assert_non_null(k);
    k[1] = 'x'; /* the argument loses its value kind */
    expect_fail(b, g->n4, "amdhsa.kernels[0] (tiny).args[0]: .value_kind is missing");
    free(b);
}

static void replace_all(uint8_t *b, size_t n, const char *from, const char *to, size_t len)
{
    int hits = 0;
    for (uint8_t *p = b; (p = memmem(p, n - (size_t)(p - b), from, len)); p += len, hits++)
        memcpy(p, to, len);
    assert_true(hits > 0);
}

static void test_descriptor_problems(void **st)
{
    struct good *g = *st;
    uint8_t *b = dup(g->v4, g->n4);
    replace_all(b, g->n4, "tiny.kd", "tiny.kX", 8);
    expect_fail(b, g->n4, "kernel 'tiny': descriptor symbol 'tiny.kd' not found");
    /* The descriptor's entry offset pointing outside the code. */
    char err[ERR_LEN];
    struct amdgpu_codeobj *co;
    assert_int_equal(amdgpu_codeobj_load_mem(g->v4, g->n4, "good", &co, err), 0);
    const struct amdgpu_kernel *k = amdgpu_codeobj_kernel(co, 0);
    const uint8_t *kd = amdgpu_codeobj_at(co, k->desc_addr, 64);
    assert_non_null(kd);
    memcpy(b, g->v4, g->n4);
    uint8_t *kd_in_file = memmem(b, g->n4, kd, 64);
    assert_non_null(kd_in_file);
    assert_int_equal(k->entry - k->desc_addr, rd(kd_in_file + 16, 8));
    wr(kd_in_file + 16, 0x7fff0000, 8);
    expect_fail(b, g->n4, "kernel 'tiny': entry 0x");
    amdgpu_codeobj_free(co);
    free(b);
}

static void test_v2_problems(void **st)
{
    struct good *g = *st;
    uint8_t *b = dup(g->v2, g->n2);
    uint8_t *p = memmem(b, g->n2, "Size:            8", 18);
    assert_non_null(p);
    p[17] = 'x';
    expect_fail(b, g->n2, "v2 metadata line");
    memcpy(b, g->v2, g->n2);
    p = memmem(b, g->n2, "- Name:", 7);
    assert_non_null(p);
    memcpy(p, "- Nom: ", 7);
    expect_fail(b, g->n2, "kernel 0 has no Name");
    memcpy(b, g->v2, g->n2);
    replace_all(b, g->n2, "tiny", "tinx", 4); /* metadata and symbols, consistently */
    char err[ERR_LEN];
    struct amdgpu_codeobj *co;
    assert_int_equal(amdgpu_codeobj_load_mem(b, g->n2, "t.hsaco", &co, err), 0);
    assert_string_equal(amdgpu_codeobj_kernel(co, 0)->name, "tinx");
    amdgpu_codeobj_free(co);
    p = memmem(b, g->n2, "- Name:            tinx", 23);
    assert_non_null(p);
    p[22] = 'y'; /* metadata names a kernel with no symbol */
    expect_fail(b, g->n2, "kernel 'tiny': symbol not found");
    free(b);
}

static void test_missing_file(void **st)
{
    (void)st;
    char err[ERR_LEN];
    struct amdgpu_codeobj *co;
    assert_int_equal(amdgpu_codeobj_load_file("/nonexistent/k.hsaco", &co, err), -1);
    assert_null(co);
    assert_string_equal(err, "/nonexistent/k.hsaco: cannot open: No such file or directory");
}

/* Random byte damage (a deterministic mini-fuzz, run under ASan by `make
 * asan`): every outcome is a clean load or a clean error. */
static void test_random_damage(void **st)
{
    struct good *g = *st;
    uint64_t x = 0x9e3779b97f4a7c15ull;
    for (int it = 0; it < 4000; it++) {
        const uint8_t *src = it & 1 ? g->v2 : g->v4;
        size_t n = it & 1 ? g->n2 : g->n4;
        uint8_t *b = dup(src, n);
        int flips = 1 + it % 8;
        for (int f = 0; f < flips; f++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            b[(x >> 8) % n] = (uint8_t)x;
        }
        char err[ERR_LEN];
        struct amdgpu_codeobj *co;
        if (amdgpu_codeobj_load_mem(b, n, "t.hsaco", &co, err) < 0) {
            assert_null(co);
            assert_int_equal(strncmp(err, "t.hsaco: ", 9), 0);
        } else {
            for (size_t i = 0; i < amdgpu_codeobj_kernel_count(co); i++) {
                const struct amdgpu_kernel *k = amdgpu_codeobj_kernel(co, i);
                assert_true(strlen(k->name) < n);
                if (k->code_size)
                    assert_ptr_equal(amdgpu_codeobj_at(co, k->entry, k->code_size), k->code);
                for (size_t a = 0; a < k->nargs; a++)
                    assert_non_null(k->args[a].kind_name);
            }
            amdgpu_codeobj_free(co);
        }
        free(b);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_not_elf),
        cmocka_unit_test(test_header_fields),
        cmocka_unit_test(test_truncated_everywhere),
        cmocka_unit_test(test_section_headers),
        cmocka_unit_test(test_bad_notes),
        cmocka_unit_test(test_bad_msgpack),
        cmocka_unit_test(test_descriptor_problems),
        cmocka_unit_test(test_v2_problems),
        cmocka_unit_test(test_missing_file),
        cmocka_unit_test(test_random_damage),
    };
    return cmocka_run_group_tests_name("amdgpu_loader_broken", tests, setup, teardown);
}
