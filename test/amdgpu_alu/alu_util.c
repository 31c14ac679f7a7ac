/* test/amdgpu_alu/alu_util.c - see alu_util.h. */
#include "alu_util.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "amdgpu/decode.h"

/* Parses llvm-mc -show-encoding output: one "encoding: [0x..,...]" per
 * instruction, in order. */
static size_t parse_encodings(FILE *f, uint8_t (*enc)[16], size_t *len, size_t cap)
{
    char line[4096];
    size_t n = 0;
    while (fgets(line, sizeof line, f)) {
        char *p = strstr(line, "encoding: [");
        if (!p) continue;
        assert_true(n < cap);
        p += strlen("encoding: [");
        len[n] = 0;
        while (*p && *p != ']') {
            unsigned v;
            assert_int_equal(sscanf(p, "0x%x", &v), 1);
            assert_true(len[n] < 16);
            enc[n][len[n]++] = (uint8_t)v;
            p = strchr(p, ',');
            if (!p) break;
            p++;
        }
        n++;
    }
    return n;
}

void au_asm(const char *const *lines, size_t n, amdgpu_inst *out)
{
    au_asm_isa(AMDGPU_ISA_GFX803, lines, n, out);
}

/* llvm-mc's encodings, remembered: $MGSIM_ASM_CACHE (set by `make test`)
 * names a file of "ISA<TAB>line<TAB>hex bytes" rows, appended to after
 * each llvm-mc run and read before the next. The area's programs run
 * several times (test_coverage runs the others again, and `make asan` and
 * the clang build run them all), and an llvm-mc process per instruction
 * costs ~80 ms of CPU: over a thousand of them in test_valu_misc alone.
 * The bytes still come from llvm-mc; a row is only ever written from its
 * output. */
static bool cache_find(amdgpu_isa isa, const char *line, uint8_t *enc, size_t *len)
{
    const char *path = getenv("MGSIM_ASM_CACHE");
    FILE *f = path && *path ? fopen(path, "r") : NULL;
    if (!f) return false;
    const char *name = amdgpu_isa_name(isa);
    size_t nl = strlen(name), ll = strlen(line);
    char *row = NULL;
    size_t cap = 0;
    bool found = false;
    ssize_t k;
    while (!found && (k = getline(&row, &cap, f)) > 0) {
        if ((size_t)k < nl + ll + 3 || strncmp(row, name, nl) || row[nl] != '\t' ||
            strncmp(row + nl + 1, line, ll) || row[nl + 1 + ll] != '\t')
            continue;
        const char *p = row + nl + ll + 2;
        unsigned v;
        int used;
        *len = 0;
        while (*len < 16 && sscanf(p, "%2x%n", &v, &used) == 1 && used == 2) {
            enc[(*len)++] = (uint8_t)v;
            p += 2;
        }
        found = *len > 0 && (*p == '\n' || *p == 0);
    }
    free(row);
    fclose(f);
    return found;
}

static void cache_add(amdgpu_isa isa, const char *line, const uint8_t *enc, size_t len)
{
    const char *path = getenv("MGSIM_ASM_CACHE");
    if (!path || !*path || strchr(line, '\n') || strchr(line, '\t')) return;
    FILE *f = fopen(path, "a");
    if (!f) return;
    char hex[40] = "";
    for (size_t i = 0; i < len && i < 16; i++) snprintf(hex + 2 * i, 3, "%02x", enc[i]);
    fprintf(f, "%s\t%s\t%s\n", amdgpu_isa_name(isa), line, hex); /* one write: O_APPEND */
    fclose(f);
}

/* Decodes each line's encoding, failing the test where the decoder takes
 * another length than llvm-mc gave. */
static void decode_all(amdgpu_isa isa, const char *const *lines, size_t n,
                       uint8_t (*enc)[16], const size_t *len, amdgpu_inst *out)
{
    for (size_t i = 0; i < n; i++) {
        int sz = amdgpu_decode(isa, enc[i], len[i], &out[i]);
        if (sz != (int)len[i]) {
            fprintf(stderr, "decode of '%s' gave %d (want %zu)\n", lines[i], sz, len[i]);
            fail();
        }
    }
}

void au_asm_isa(amdgpu_isa isa, const char *const *lines, size_t n, amdgpu_inst *out)
{
    uint8_t (*hit)[16] = calloc(n ? n : 1, sizeof *hit);
    size_t *hitlen = calloc(n ? n : 1, sizeof *hitlen);
    assert_true(hit && hitlen);
    size_t hits = 0;
    while (hits < n && cache_find(isa, lines[hits], hit[hits], &hitlen[hits])) hits++;
    if (hits == n) {
        decode_all(isa, lines, n, hit, hitlen, out);
        free(hit);
        free(hitlen);
        return;
    }
    free(hit);
    free(hitlen);
    char src[] = "/tmp/mgsim_alu_XXXXXX";
    int fd = mkstemp(src);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    assert_non_null(f);
    for (size_t i = 0; i < n; i++) fprintf(f, "%s\n", lines[i]);
    fclose(f);
    char cmd[256];
    snprintf(cmd, sizeof cmd, "llvm-mc-15 -arch=amdgcn -mcpu=%s -show-encoding %s 2>&1", amdgpu_isa_name(isa),
             src);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    uint8_t (*enc)[16] = calloc(n, sizeof *enc);
    size_t *len = calloc(n, sizeof *len);
    assert_true(enc && len);
    size_t got = parse_encodings(p, enc, len, n);
    int rc = pclose(p);
    unlink(src);
    if (rc != 0 || got != n) {
        /* Re-run to show llvm-mc's complaint in the test log. */
        fprintf(stderr, "llvm-mc failed (rc %d, %zu of %zu encodings) on:\n", rc, got, n);
        for (size_t i = 0; i < n && i < 8; i++) fprintf(stderr, "  %s\n", lines[i]);
        fail();
    }
    for (size_t i = 0; i < n; i++) cache_add(isa, lines[i], enc[i], len[i]);
    decode_all(isa, lines, n, enc, len, out);
    free(enc);
    free(len);
}

amdgpu_inst au_asm1(const char *line)
{
    amdgpu_inst in;
    au_asm(&line, 1, &in);
    return in;
}

amdgpu_wave *au_wave_new(void)
{
    amdgpu_wave *w = calloc(1, sizeof *w);
    assert_non_null(w);
    w->v = calloc((size_t)AU_NVGPR * AMDGPU_WAVE_LANES, sizeof *w->v);
    assert_non_null(w->v);
    w->nvgpr = AU_NVGPR;
    w->nsgpr = 102;
    amdgpu_wave_set_exec(w, ~0ull);
    w->mode = 0xf0 | 1u << 8 | 1u << 9;
    w->pc = 0x1000;
    return w;
}

void au_wave_free(amdgpu_wave *w)
{
    if (!w) return;
    free(w->v);
    free(w);
}

/* Which ops ran to the status the test wanted (other than "no semantics"
 * or "bad operand") in this process: written at exit to the
 * file named by $AU_OPS_LOG (one mnemonic a line, appended), which is how
 * test_coverage learns what the other programs of the area executed. */
static uint8_t executed[AMDGPU_OP_COUNT];

static void write_ops_log(void)
{
    const char *path = getenv("AU_OPS_LOG");
    FILE *f = path && *path ? fopen(path, "a") : NULL;
    if (!f) return;
    for (unsigned id = 0; id < AMDGPU_OP_COUNT; id++)
        if (executed[id]) fprintf(f, "%s\n", amdgpu_opinfo_get(id)->name);
    fclose(f);
}

void au_exec(amdgpu_wave *w, const amdgpu_inst *in, int want)
{
    static bool registered;
    if (!registered) registered = atexit(write_ops_log) == 0;
    int st = amdgpu_exec(w, in);
    if (st == want && st != AMDGPU_EXEC_UNIMPL && st != AMDGPU_EXEC_BADOPND && in->op < AMDGPU_OP_COUNT)
        executed[in->op] = 1;
    if (st != want) {
        fprintf(stderr, "%s: status %d, want %d\n", in->info->name, st, want);
        fail();
    }
}

uint64_t au_rand(uint64_t *st)
{
    uint64_t x = *st;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *st = x;
}

static const uint32_t special32[] = {
    0, 1, 2, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe, 0x7fff, 0x8000, 0xffff,
    0x10000, 0xff, 0x80, 0x100, 31, 32, 33, 63, 64, 0x55555555, 0xaaaaaaaa};

uint32_t au_rand_u32(uint64_t *st)
{
    uint64_t r = au_rand(st);
    if ((r & 3) == 0) return special32[(r >> 8) % (sizeof special32 / sizeof special32[0])];
    if ((r & 3) == 1) return (uint32_t)(r >> 32) & 0xffff;
    return (uint32_t)(r >> 32);
}

uint64_t au_rand_u64(uint64_t *st)
{
    uint64_t r = au_rand(st);
    if ((r & 3) == 0) return (uint64_t)(int64_t)(int32_t)au_rand_u32(st);
    if ((r & 3) == 1) return au_rand_u32(st);
    return au_rand(st);
}

static const uint32_t specialf32[] = {
    0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7fa00000,
    0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x7f7fffff, 0xff7fffff,
    0x3f800000, 0xbf800000, 0x3f000000, 0x40000000, 0x4f000000, 0xcf000000, 0x4f800000,
    0x3fc00000, 0x40490fdb, 0x3effffff, 0x3f7fffff, 0x4b000000, 0x4b800001, 0xcb7fffff,
    0x5f000000, 0xdf000000, 0x477fe000, 0x38800000, 0x33800000};

uint32_t au_rand_f32(uint64_t *st)
{
    uint64_t r = au_rand(st);
    switch (r & 7) {
    case 0: case 1:
        return specialf32[(r >> 8) % (sizeof specialf32 / sizeof specialf32[0])];
    case 2: { /* small integers and halves, for rounding ties */
        int k = (int)((r >> 8) % 200) - 100;
        return au_u((float)k * 0.5f);
    }
    case 3: /* moderate magnitudes */
        return ((uint32_t)(r >> 32) & 0x807fffffu) | (uint32_t)(100 + (r >> 16) % 56) << 23;
    default:
        return (uint32_t)(r >> 32);
    }
}

static const uint64_t specialf64[] = {
    0, 0x8000000000000000ull, 0x7ff0000000000000ull, 0xfff0000000000000ull,
    0x7ff8000000000000ull, 0xfff8000000000000ull, 0x7ff4000000000000ull, 1,
    0x800fffffffffffffull, 0x0010000000000000ull, 0x7fefffffffffffffull,
    0x3ff0000000000000ull, 0xbff0000000000000ull, 0x3fe0000000000000ull,
    0x41e0000000000000ull, 0xc1e0000000000000ull, 0x41f0000000000000ull,
    0x43e0000000000000ull, 0x4330000000000000ull, 0x3ff8000000000000ull,
    0x400921fb54442d18ull, 0x47efffffe0000000ull, 0x36a0000000000000ull};

uint64_t au_rand_f64(uint64_t *st)
{
    uint64_t r = au_rand(st);
    switch (r & 7) {
    case 0: case 1:
        return specialf64[(r >> 8) % (sizeof specialf64 / sizeof specialf64[0])];
    case 2: {
        int k = (int)((r >> 8) % 200) - 100;
        return au_ud((double)k * 0.5);
    }
    case 3:
        return (au_rand(st) & 0x800fffffffffffffull) | (uint64_t)(900 + (r >> 16) % 250) << 52;
    default:
        return au_rand(st);
    }
}

static const uint16_t specialf16[] = {0, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7d00, 1, 0x8001,
                                      0x03ff, 0x0400, 0x7bff, 0xfbff, 0x3c00, 0xbc00,
                                      0x3800, 0x4000, 0x3555, 0x5640};

uint16_t au_rand_f16(uint64_t *st)
{
    uint64_t r = au_rand(st);
    if ((r & 3) == 0) return specialf16[(r >> 8) % (sizeof specialf16 / sizeof specialf16[0])];
    return (uint16_t)(r >> 24);
}

float au_f(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

uint32_t au_u(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

double au_d(uint64_t u)
{
    double d;
    memcpy(&d, &u, 8);
    return d;
}

uint64_t au_ud(double d)
{
    uint64_t u;
    memcpy(&u, &d, 8);
    return u;
}

bool au_is_alu(const amdgpu_opinfo *r)
{
    return r->fmt <= AMDGPU_FMT_SOPP || (r->fmt >= AMDGPU_FMT_VOP2 && r->fmt <= AMDGPU_FMT_VINTRP);
}
