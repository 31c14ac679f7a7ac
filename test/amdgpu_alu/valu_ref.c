/* test/amdgpu_alu/valu_ref.c - see valu_ref.h. */
#include "valu_ref.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "alu_util.h"

double ref_h2d(uint16_t h)
{
    int e = h >> 10 & 31, m = h & 1023;
    double v = e == 31 ? (m ? NAN : INFINITY) : e == 0 ? m * pow(2, -24) : (1024 + m) * pow(2, e - 25);
    return (h >> 15) ? -v : v;
}

uint16_t ref_d2h(double x)
{
    uint16_t s = signbit(x) ? 0x8000 : 0;
    if (isnan(x)) return s | 0x7e00;
    double a = fabs(x);
    /* Largest positive f16 code (0..0x7c00, ordered) whose value <= a. */
    unsigned lo = 0, hi = 0x7c00;
    while (lo < hi) {
        unsigned mid = (lo + hi + 1) / 2;
        if (ref_h2d((uint16_t)mid) <= a) lo = mid;
        else hi = mid - 1;
    }
    if (lo == 0x7c00) return s | 0x7c00;
    /* The step above 65504 is to 65536 (rounds to inf). */
    double up = lo + 1 == 0x7c00 ? 65536.0 : ref_h2d((uint16_t)(lo + 1));
    double d0 = a - ref_h2d((uint16_t)lo), d1 = up - a;
    unsigned r = d0 < d1 ? lo : d1 < d0 ? lo + 1 : (lo & 1 ? lo + 1 : lo);
    return s | (uint16_t)r;
}

static const amdgpu_opinfo *row_of(const amdgpu_inst *in)
{
    return in->info;
}

static bool is64(unsigned t)
{
    return t == AMDGPU_T_F64 || t == AMDGPU_T_B64;
}

static uint64_t rand_of(unsigned t, uint64_t *st)
{
    switch (t) {
    case AMDGPU_T_F32: return au_rand_f32(st);
    case AMDGPU_T_F64: return au_rand_f64(st);
    case AMDGPU_T_B64: return au_rand_u64(st);
    case AMDGPU_T_F16: return au_rand_f16(st) | (au_rand(st) & 0xffff0000u); /* junk high half */
    case AMDGPU_T_B16: return au_rand_u32(st);
    default: return au_rand_u32(st);
    }
}

static void put(amdgpu_wave *w, unsigned reg, unsigned lane, uint64_t v, bool wide)
{
    w->v[reg * 64 + lane] = (uint32_t)v;
    if (wide) w->v[(reg + 1) * 64 + lane] = (uint32_t)(v >> 32);
}

static uint64_t get(const amdgpu_wave *w, unsigned reg, unsigned lane, bool wide)
{
    uint64_t v = w->v[reg * 64 + lane];
    if (wide) v |= (uint64_t)w->v[(reg + 1) * 64 + lane] << 32;
    return v;
}

static bool close_enough(int cmp, uint64_t got, uint64_t want, int ulps)
{
    if (cmp == VC_BITS) return got == want;
    if (cmp == VC_F16LO) return close_enough(VC_F16, got & 0xffff, want & 0xffff, ulps);
    if (cmp == VC_F16X2)
        return close_enough(VC_F16, got & 0xffff, want & 0xffff, ulps) &&
               close_enough(VC_F16, got >> 16 & 0xffff, want >> 16 & 0xffff, ulps);
    if (cmp == VC_F32X2)
        return close_enough(VC_F32, (uint32_t)got, (uint32_t)want, ulps) &&
               close_enough(VC_F32, got >> 32, want >> 32, ulps);
    if (cmp == VC_F32) {
        float g = au_f((uint32_t)got), x = au_f((uint32_t)want);
        if (isnan(x) || isnan(g)) return isnan(x) && isnan(g);
        if ((uint32_t)got == (uint32_t)want) return true;
        /* ulps >= 2 marks sin/cos: near their zeros compare absolutely. */
        if (ulps >= 2 && fabsf(g - x) <= 0x1p-20f) return true;
        if (signbit(g) != signbit(x)) return g == 0 && x == 0 && ulps > 0;
        int64_t d = (int64_t)(uint32_t)got - (int64_t)(uint32_t)want;
        return (d < 0 ? -d : d) <= ulps;
    }
    if (cmp == VC_F16) {
        uint16_t g = (uint16_t)got, x = (uint16_t)want;
        if ((got >> 16) != 0) return false; /* high half must be zero */
        bool gn = (g & 0x7c00) == 0x7c00 && (g & 0x3ff), xn = (x & 0x7c00) == 0x7c00 && (x & 0x3ff);
        if (gn || xn) return gn && xn;
        if (g == x) return true;
        if (ulps >= 1 && fabs(ref_h2d(g) - ref_h2d(x)) <= 0x1p-10) return true;
        if ((g ^ x) & 0x8000) return false;
        int d = (int)g - (int)x;
        return (d < 0 ? -d : d) <= ulps;
    }
    double g = au_d(got), x = au_d(want);
    if (isnan(x) || isnan(g)) return isnan(x) && isnan(g);
    if (got == want) return true;
    if (signbit(g) != signbit(x)) return false;
    int64_t d = (int64_t)(got - want);
    return (d < 0 ? -d : d) <= ulps;
}

static void run_one(const vcase *c, const amdgpu_inst *in, uint64_t *st, unsigned r0)
{
    const amdgpu_opinfo *r = row_of(in);
    amdgpu_wave *w = au_wave_new();
    bool dw = is64(r->dst);
    for (int round = 0; round < 12; round++) {
        uint64_t in_v[3][64], old[64];
        for (unsigned l = 0; l < 64; l++) {
            for (int i = 0; i < 3; i++) in_v[i][l] = rand_of(r->src[i], st);
            /* Some rounds feed equal or related operands. */
            if (round == 3) in_v[1][l] = in_v[0][l];
            old[l] = rand_of(r->dst, st);
            if (r->flags & AMDGPU_F_MAC) old[l] = in_v[2][l];
            put(w, r0, l, in_v[0][l], is64(r->src[0]));
            put(w, 4, l, in_v[1][l], is64(r->src[1]));
            put(w, 6, l, in_v[2][l], is64(r->src[2]));
            put(w, 10, l, old[l], dw);
        }
        uint64_t exec = round % 4 == 1 ? au_rand(st) : ~0ull;
        amdgpu_wave_set_exec(w, exec);
        au_exec(w, in, AMDGPU_EXEC_OK);
        for (unsigned l = 0; l < 64; l++) {
            uint64_t got = get(w, 10, l, dw);
            uint64_t cc = (r->flags & AMDGPU_F_MAC) ? old[l] : in_v[2][l];
            uint64_t want = (exec >> l & 1) ? c->ref(in_v[0][l], in_v[1][l], cc) : old[l];
            if (!dw && (exec >> l & 1)) want &= 0xffffffffu;
            int cmp = (exec >> l & 1) ? c->cmp : VC_BITS;
            if (!close_enough(cmp, got, want, c->ulps)) {
                fprintf(stderr, "%s lane %u: a=%#llx b=%#llx c=%#llx got %#llx want %#llx\n",
                        c->text, l, (unsigned long long)in_v[0][l], (unsigned long long)in_v[1][l],
                        (unsigned long long)cc, (unsigned long long)got, (unsigned long long)want);
                fail();
            }
        }
    }
    au_wave_free(w);
}

void vtest_run(const vcase *cases, size_t n, uint64_t seed)
{
    vtest_run_isa(AMDGPU_ISA_GFX803, cases, n, seed);
}

void vtest_run_isa(amdgpu_isa isa, const vcase *cases, size_t n, uint64_t seed)
{
    const char **lines = calloc(n, sizeof *lines);
    amdgpu_inst *ins = calloc(n, sizeof *ins);
    assert_true(lines && ins);
    for (size_t i = 0; i < n; i++) lines[i] = cases[i].text;
    au_asm_isa(isa, lines, n, ins);
    uint64_t st = seed;
    for (size_t i = 0; i < n; i++) run_one(&cases[i], &ins[i], &st, isa == AMDGPU_ISA_GFX803 ? 1 : 2);
    free(lines);
    free(ins);
}
