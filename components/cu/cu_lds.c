/* LDS bank conflicts (cu_int.h: cu_lds_conflict_cycles). The GCN LDS,
 * as AMD's OpenCL optimization guide describes it for GCN devices (AMD
 * Accelerated Parallel Processing OpenCL Programming Guide, "Local
 * Memory (LDS) Optimization"): 32 banks, each 4 bytes wide, the bank of
 * a dword address is bits 6:2; conflicts are resolved per half
 * wavefront (lanes 0-31, 32-63); each bank serves one request per cycle,
 * and lanes reading the same address share it (broadcast). A half-wave
 * whose dwords spread over the banks evenly takes ceil(dwords / banks)
 * cycles; the busiest bank decides instead. The extra cycles are what
 * the CU adds to the DS instruction's latency and to the LDS unit's
 * occupancy (cu_mem.c); the conflict-free case costs what it always did.
 *
 * Which dwords an op touches is worked out once per process from the
 * ISA table's names (as cu_issue.c does for latency classes): the element
 * size from the suffix, two elements for read2/write2/wrxchg2 (offset0
 * and offset1 in elements, x64 for st64), one element at ADDR + offset
 * otherwise. Cross-lane ops (swizzle, permute) and GDS/GWS ones do not
 * address banks: no conflict. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "components/cu/cu_int.h"

enum { LDS_NONE = 0 };

typedef struct lds_shape {
    uint8_t bytes; /* per element; 0: not a banked access */
    uint8_t two;   /* read2 / write2 / wrxchg2 */
    uint8_t st64;  /* offsets in units of 64 elements */
} lds_shape;

static lds_shape shapes[AMDGPU_OP_COUNT];
static pthread_once_t shapes_once = PTHREAD_ONCE_INIT;

static unsigned suffix_bytes(const char *n)
{
    static const struct {
        const char *s;
        unsigned b;
    } t[] = {{"_b128", 16}, {"_b96", 12}, {"_b64", 8}, {"_u64", 8}, {"_i64", 8}, {"_f64", 8},
             {"_b32", 4},   {"_u32", 4},  {"_i32", 4}, {"_f32", 4}, {"_u16", 2}, {"_i16", 2},
             {"_b16", 2},   {"_u8", 1},   {"_i8", 1},  {"_b8", 1}};
    for (size_t i = 0; i < sizeof t / sizeof *t; i++) {
        size_t ls = strlen(t[i].s), ln = strlen(n);
        if (ln >= ls && !strcmp(n + ln - ls, t[i].s)) return t[i].b;
    }
    return 0;
}

static void shapes_init(void)
{
    for (unsigned op = 0; op < AMDGPU_OP_COUNT; op++) {
        const amdgpu_opinfo *i = amdgpu_opinfo_get(op);
        if (!i || i->fmt != AMDGPU_FMT_DS || !i->name) continue;
        const char *n = i->name;
        if (strstr(n, "swizzle") || strstr(n, "permute") || strstr(n, "gws") ||
            strstr(n, "_nop") || strstr(n, "gds") || strstr(n, "append") ||
            strstr(n, "consume") || strstr(n, "ordered"))
            continue;
        lds_shape s = {(uint8_t)suffix_bytes(n), 0, 0};
        s.two = strstr(n, "read2") || strstr(n, "write2") || strstr(n, "wrxchg2");
        s.st64 = strstr(n, "st64") != NULL;
        shapes[op] = s;
    }
}

/* Counts each distinct dword of d[0..n) once in per_bank (n <= 256):
 * an open-addressed set of 512 slots, keys stored + 1 so that 0 is empty
 * (a qsort per DS instruction showed in the timing model's profile). */
static uint32_t count_distinct(const uint32_t *d, size_t n, uint32_t banks, uint32_t *per_bank,
                               uint32_t *distinct)
{
    enum { SLOTS = 512 };
    uint64_t set[SLOTS]; /* address + 1; 64 bits: an address of ~0u stays nonzero */
    uint32_t worst = 0;
    memset(set, 0, sizeof set);
    for (size_t i = 0; i < n; i++) {
        uint64_t key = (uint64_t)d[i] + 1;
        uint32_t h = (uint32_t)((d[i] * 2654435761u) >> 23) & (SLOTS - 1);
        while (set[h] && set[h] != key) h = (h + 1) & (SLOTS - 1);
        if (set[h]) continue; /* broadcast */
        set[h] = key;
        (*distinct)++;
        uint32_t c = ++per_bank[d[i] % banks];
        if (c > worst) worst = c;
    }
    return worst;
}

uint32_t cu_lds_conflict_cycles(const cu *u, const cu_wave *wv)
{
    uint32_t banks = u->cfg.lds_banks;
    if (!banks) return 0;
    pthread_once(&shapes_once, shapes_init);
    const amdgpu_inst *in = wv->inst;
    lds_shape s = in->op < AMDGPU_OP_COUNT ? shapes[in->op] : (lds_shape){0, 0, 0};
    if (!s.bytes || in->src[0].code < AMDGPU_SRC_VGPR0 || in->src[0].code > AMDGPU_SRC_VGPR0 + 255)
        return 0;
    uint32_t reg = in->src[0].code - AMDGPU_SRC_VGPR0;
    if (reg >= wv->w.nvgpr) return 0; /* the execution reports the bad operand */
    const uint32_t *addr = &wv->w.v[(size_t)reg * AMDGPU_WAVE_LANES];
    uint64_t exec = amdgpu_wave_exec(&wv->w);
    unsigned dwords = (s.bytes + 3) / 4, elems = s.two ? 2 : 1;
    uint64_t scale = (uint64_t)s.bytes * (s.st64 ? 64 : 1);
    uint32_t extra = 0;
    uint32_t d[32 * 2 * 4], per_bank[64];
    for (unsigned half = 0; half < 2; half++) {
        size_t n = 0;
        for (unsigned l = half * 32; l < half * 32 + 32; l++) {
            if (!(exec >> l & 1)) continue;
            for (unsigned e = 0; e < elems; e++) {
                uint64_t off = s.two ? (e ? in->mem.offset1 : in->mem.offset0) * scale
                                     : in->mem.offset;
                uint32_t a = (addr[l] + (uint32_t)off) >> 2; /* a 32-bit sum, as the LDS */
                for (unsigned k = 0; k < dwords; k++) d[n++] = a + k;
            }
        }
        if (!n) continue;
        memset(per_bank, 0, banks * sizeof *per_bank);
        uint32_t distinct = 0, worst = count_distinct(d, n, banks, per_bank, &distinct);
        uint32_t even = (distinct + banks - 1) / banks;
        extra += worst - even;
    }
    return extra;
}
