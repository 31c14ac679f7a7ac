/* See gpudet_zbuf.h: the request buffer and the per-byte depth table. */
#include "mech/gpudet/gpudet_zbuf.h"

#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_util.h"
#include "util/xalloc.h"

int gpudet_zbuf_init(gpudet_zbuf *z, uint32_t line_bytes)
{
    memset(z, 0, sizeof *z);
    z->line_bytes = line_bytes;
    return 0;
}

void gpudet_zbuf_fini(gpudet_zbuf *z)
{
    for (uint32_t i = 0; i < ring_len(&z->q); i++) free(RING_AT(&z->q, gpudet_zwrite *, i));
    ring_free(&z->q), free(z->keys), free(z->depth), free(z->used);
    memset(z, 0, sizeof *z);
}

void gpudet_zbuf_push(gpudet_zbuf *z, gpudet_zwrite *m)
{
    RING_PUSH(&z->q, gpudet_zwrite *, m);
}

gpudet_zwrite *gpudet_zbuf_pop(gpudet_zbuf *z)
{
    return ring_empty(&z->q) ? NULL : RING_POP(&z->q, gpudet_zwrite *);
}

static uint32_t slot_of(const gpudet_zbuf *z, uint64_t line)
{
    uint64_t h = (line / z->line_bytes) * 0x9e3779b97f4a7c15ull;
    uint32_t i = (uint32_t)(h >> 32) & (z->cap - 1);
    while (z->used[i] && z->keys[i] != line) i = (i + 1) & (z->cap - 1);
    return i;
}

static void grow(gpudet_zbuf *z)
{
    gpudet_zbuf old = *z;
    z->cap = old.cap ? 2 * old.cap : 256;
    z->keys = xcalloc(z->cap, sizeof *z->keys, "gpudet z-buffer");
    z->used = xcalloc(z->cap, 1, "gpudet z-buffer");
    z->depth = xcalloc((size_t)z->cap * z->line_bytes, sizeof *z->depth, "gpudet z-buffer");
    for (uint32_t i = 0; i < old.cap; i++) {
        if (!old.used[i]) continue;
        uint32_t j = slot_of(z, old.keys[i]);
        z->used[j] = 1, z->keys[j] = old.keys[i];
        memcpy(z->depth + (size_t)j * z->line_bytes, old.depth + (size_t)i * z->line_bytes,
               z->line_bytes * sizeof *z->depth);
    }
    free(old.keys), free(old.used), free(old.depth);
}

uint32_t gpudet_zbuf_test(gpudet_zbuf *z, gpudet_zwrite *m)
{
    if (m->quantum > z->quantum || !z->cap) { /* a newer quantum: every old depth loses */
        if (z->cap) memset(z->used, 0, z->cap);
        z->n = 0;
        z->quantum = m->quantum;
    }
    z->tests++;
    if (m->quantum < z->quantum) { /* an older quantum's write always loses */
        memset(m->mask, 0, sizeof m->mask);
        return 0;
    }
    if (!z->cap || 2 * (z->n + 1) > z->cap) grow(z);
    uint32_t i = slot_of(z, m->line);
    if (!z->used[i]) {
        z->used[i] = 1, z->keys[i] = m->line, z->n++;
        memset(z->depth + (size_t)i * z->line_bytes, 0, z->line_bytes * sizeof *z->depth);
    }
    uint32_t *d = z->depth + (size_t)i * z->line_bytes, kept = 0;
    for (uint32_t b = 0; b < m->size && b < z->line_bytes; b++) {
        if (!mem_mask_get(m->mask, b)) continue;
        z->bytes_in++;
        if (d[b] > m->wid + 1) { /* a later wavefront already wrote this byte */
            m->mask[b / 64] &= ~(1ull << (b % 64));
            continue;
        }
        d[b] = m->wid + 1;
        kept++;
    }
    z->bytes_kept += kept;
    return kept;
}
