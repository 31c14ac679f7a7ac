/* test/amdgpu_alu/test_vcmp.c - every v_cmp/v_cmpx (16 float conditions x
 * f16/f32/f64, 8 integer conditions x i16/u16/i32/u32/i64/u64, class) in
 * e32 form (result in VCC) and e64 form (result in an SGPR pair), with
 * partial EXEC: inactive lanes must read 0, v_cmpx must also set EXEC.
 * The reference predicates are written from the ISA's condition table
 * (the "n" conditions are true on unordered operands). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "alu_util.h"
#include "valu_ref.h"

static const char *fconds[16] = {"f", "lt", "eq", "le", "gt", "lg", "ge", "o",
                                 "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru"};
static const char *iconds[8] = {"f", "lt", "eq", "le", "gt", "ne", "ge", "t"};

/* Float condition k on doubles (ordered relation bits: lt=1, eq=2, gt=4;
 * unordered = 8); condition k is true for the relations its bits name. */
static bool fcond(int k, double a, double b)
{
    int rel = (isnan(a) || isnan(b)) ? 8 : a < b ? 1 : a == b ? 2 : 4;
    static const int truth[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 8 | 1, 8 | 2, 8 | 3, 8 | 4, 8 | 5, 8 | 6, 15};
    return (truth[k] & rel) != 0;
}

static bool icond(int k, int64_t a, int64_t b, bool uns, uint64_t ua, uint64_t ub)
{
    int rel = uns ? (ua < ub ? 1 : ua == ub ? 2 : 4) : (a < b ? 1 : a == b ? 2 : 4);
    static const int truth[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    return (truth[k] & rel) != 0;
}

typedef struct ctype {
    const char *name;
    int kind; /* 0 f16, 1 f32, 2 f64, 3 int */
    int bits, uns;
} ctype;

static const ctype types[] = {
    {"f16", 0, 16, 0}, {"f32", 1, 32, 0}, {"f64", 2, 64, 0}, {"i16", 3, 16, 0},
    {"u16", 3, 16, 1}, {"i32", 3, 32, 0}, {"u32", 3, 32, 1}, {"i64", 3, 64, 0}, {"u64", 3, 64, 1},
};

static uint64_t rand_val(const ctype *t, uint64_t *st)
{
    switch (t->kind) {
    case 0: return au_rand_f16(st);
    case 1: return au_rand_f32(st);
    case 2: return au_rand_f64(st);
    default: return t->bits == 64 ? au_rand_u64(st) : au_rand_u32(st);
    }
}

static bool eval(const ctype *t, int k, uint64_t a, uint64_t b)
{
    switch (t->kind) {
    case 0: return fcond(k, ref_h2d((uint16_t)a), ref_h2d((uint16_t)b));
    case 1: return fcond(k, au_f((uint32_t)a), au_f((uint32_t)b));
    case 2: return fcond(k, au_d(a), au_d(b));
    default: {
        uint64_t m = t->bits == 64 ? ~0ull : (1ull << t->bits) - 1;
        /* Sign-extend the low bits (two's complement, no overflow). */
        int64_t sa = t->bits == 64 ? (int64_t)a : (int64_t)(a & m) - ((a >> (t->bits - 1) & 1) ? (int64_t)m + 1 : 0);
        int64_t sb = t->bits == 64 ? (int64_t)b : (int64_t)(b & m) - ((b >> (t->bits - 1) & 1) ? (int64_t)m + 1 : 0);
        return icond(k, sa, sb, t->uns, a & m, b & m);
    }
    }
}

/* The class of a raw value per the ISA's 10 class bits. */
static int classify(uint64_t v, int kind)
{
    double x = kind == 0 ? ref_h2d((uint16_t)v) : kind == 1 ? au_f((uint32_t)v) : au_d(v);
    bool quiet = kind == 0 ? (v >> 9 & 1) : kind == 1 ? (v >> 22 & 1) : (v >> 51 & 1);
    if (isnan(x)) return quiet ? 1 : 0;
    bool neg = signbit(x);
    if (isinf(x)) return neg ? 2 : 9;
    if (x == 0) return neg ? 5 : 6;
    double minnorm = kind == 0 ? 0x1p-14 : kind == 1 ? 0x1p-126 : 0x1p-1022;
    if (fabs(x) < minnorm) return neg ? 4 : 7;
    return neg ? 3 : 8;
}

static void run(const char *text, const ctype *t, int k, bool cls, bool cmpx, bool e64, uint64_t *st)
{
    amdgpu_inst in = au_asm1(text);
    amdgpu_wave *w = au_wave_new();
    bool wide = t->bits == 64;
    for (int round = 0; round < 8; round++) {
        uint64_t a[64], b[64], want = 0;
        uint64_t exec = round & 1 ? au_rand(st) : ~0ull;
        for (unsigned l = 0; l < 64; l++) {
            a[l] = rand_val(t, st);
            b[l] = cls ? au_rand(st) & 0x3ff : (round == 2 || l % 5 == 0) ? a[l] : rand_val(t, st);
            w->v[1 * 64 + l] = (uint32_t)a[l];
            w->v[2 * 64 + l] = (uint32_t)(a[l] >> 32);
            w->v[4 * 64 + l] = (uint32_t)b[l];
            w->v[5 * 64 + l] = (uint32_t)(b[l] >> 32);
            bool r = cls ? (b[l] >> classify(a[l], t->kind) & 1) : eval(t, k, a[l], b[l]);
            if ((exec >> l & 1) && r) want |= 1ull << l;
        }
        (void)wide;
        amdgpu_wave_set_exec(w, exec);
        amdgpu_wave_set_vcc(w, 0x5555aaaa5555aaaaull);
        w->s[20] = w->s[21] = 0xdeadbeef;
        au_exec(w, &in, AMDGPU_EXEC_OK);
        uint64_t got = e64 ? (w->s[20] | (uint64_t)w->s[21] << 32) : amdgpu_wave_vcc(w);
        uint64_t ex = amdgpu_wave_exec(w);
        if (got != want || ex != (cmpx ? want : exec)) {
            fprintf(stderr, "%s: got %#llx exec %#llx, want %#llx\n", text, (unsigned long long)got,
                    (unsigned long long)ex, (unsigned long long)want);
            fail();
        }
    }
    au_wave_free(w);
}

static void test_vcmp_all(void **state)
{
    (void)state;
    uint64_t st = 0x13198a2e03707344ull;
    char text[96];
    int n = 0;
    for (size_t ti = 0; ti < sizeof types / sizeof types[0]; ti++) {
        const ctype *t = &types[ti];
        int nc = t->kind < 3 ? 16 : 8;
        const char *reg0 = t->bits == 64 ? "v[1:2]" : "v1", *reg1 = t->bits == 64 ? "v[4:5]" : "v4";
        for (int k = 0; k < nc; k++) {
            for (int x = 0; x < 2; x++) {
                const char *c = t->kind < 3 ? fconds[k] : iconds[k];
                bool e64 = (k + x) % 2 == 1;
                if (e64)
                    snprintf(text, sizeof text, "v_cmp%s_%s_%s_e64 s[20:21], %s, %s", x ? "x" : "", c,
                             t->name, reg0, reg1);
                else
                    snprintf(text, sizeof text, "v_cmp%s_%s_%s vcc, %s, %s", x ? "x" : "", c, t->name,
                             reg0, reg1);
                run(text, t, k, false, x, e64, &st);
                n++;
            }
        }
        if (t->kind < 3) { /* class: src1 is a 32-bit mask */
            for (int x = 0; x < 2; x++) {
                snprintf(text, sizeof text, "v_cmp%s_class_%s vcc, %s, v4", x ? "x" : "", t->name, reg0);
                run(text, t, 0, true, x, false, &st);
                n++;
            }
        }
    }
    printf("vcmp: %d compare instructions checked\n", n);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_vcmp_all),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
