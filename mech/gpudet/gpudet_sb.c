/* See gpudet_sb.h: the linear write log and its parallel Bloom filter. */
#include "mech/gpudet/gpudet_sb.h"

#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_util.h"
#include "util/vec.h"

int gpudet_sb_init(gpudet_sb *s, uint32_t bloom_bits, uint32_t hashes, uint32_t line_bytes)
{
    memset(s, 0, sizeof *s);
    s->bits = bloom_bits, s->hashes = hashes ? hashes : 1, s->line_bytes = line_bytes;
    if (bloom_bits) {
        s->bloom = calloc((bloom_bits + 63) / 64, sizeof *s->bloom);
        if (!s->bloom) return -1;
    }
    return 0;
}

void gpudet_sb_fini(gpudet_sb *s)
{
    free(s->e);
    free(s->bloom);
    memset(s, 0, sizeof *s);
}

void gpudet_sb_clear(gpudet_sb *s)
{
    s->n = 0;
    if (s->bloom) memset(s->bloom, 0, (s->bits + 63) / 64 * sizeof *s->bloom);
}

/* Hash function k of a line number (a splitmix-style mix per k), reduced
 * to sub-array k: bit index in [k * bits/hashes, (k + 1) * bits/hashes). */
static uint32_t bloom_bit(const gpudet_sb *s, uint64_t line, uint32_t k)
{
    uint64_t x = line / s->line_bytes + 0x9e3779b97f4a7c15ull * (k + 1);
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    x ^= x >> 31;
    uint32_t sub = s->bits / s->hashes;
    return k * sub + (uint32_t)(x % sub);
}

void gpudet_sb_put(gpudet_sb *s, uint32_t wid, uint64_t addr, uint32_t size, const uint8_t *data,
                   const uint64_t *mask)
{
    VEC_RESERVE(s->e, s->cap, (size_t)s->n + 1, "gpudet store buffer");
    uint64_t line = mem_line_of(addr, s->line_bytes);
    gpudet_sb_entry *e = &s->e[s->n++];
    e->line = line, e->wid = wid;
    memset(e->mask, 0, sizeof e->mask);
    for (uint32_t i = 0; i < size; i++) {
        if (mask && !mem_mask_get(mask, i)) continue;
        uint32_t o = (uint32_t)(addr - line) + i;
        e->data[o] = data[i];
        mem_mask_set(e->mask, o);
    }
    for (uint32_t k = 0; s->bloom && k < s->hashes; k++) {
        uint32_t b = bloom_bit(s, line, k);
        s->bloom[b / 64] |= 1ull << (b % 64);
    }
}

bool gpudet_sb_maybe(const gpudet_sb *s, uint64_t line)
{
    if (!s->n) return false;
    if (!s->bloom) return true;
    for (uint32_t k = 0; k < s->hashes; k++) {
        uint32_t b = bloom_bit(s, mem_line_of(line, s->line_bytes), k);
        if (!(s->bloom[b / 64] >> (b % 64) & 1)) return false;
    }
    return true;
}

uint32_t gpudet_sb_forward(const gpudet_sb *s, uint64_t addr, uint32_t size, uint8_t *out,
                           uint64_t *got)
{
    uint64_t line = mem_line_of(addr, s->line_bytes);
    uint32_t off = (uint32_t)(addr - line);
    memset(got, 0, MEM_LINE_MAX / 8);
    for (uint32_t i = 0; i < s->n; i++) {
        const gpudet_sb_entry *e = &s->e[i];
        if (e->line != line) continue;
        for (uint32_t b = 0; b < size; b++)
            if (mem_mask_get(e->mask, off + b)) {
                out[b] = e->data[off + b];
                mem_mask_set(got, b);
            }
    }
    return s->n;
}
