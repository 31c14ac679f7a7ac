/* The Z-buffer unit of an L2 bank (section 4.4 of the GPUDet paper):
 * plain data owned by the cache component that embeds it (the bank calls
 * it from its own tick through the side-unit interface of cache.h;
 * gpudet_mech.c).
 *
 * Commit writes (gpudet_zwrite) wait in a request buffer in arrival
 * order. Each one is tested byte by byte against the depth of the byte's
 * last accepted writer: it passes where its depth (quantum, wid) is at
 * least that depth (equal: the same wavefront's later log entry, which
 * arrives later on the same FIFO path), and the passing bytes become a
 * masked write into the bank, applied in test order. So after commit
 * mode each byte holds the value of its last writer in (quantum, wid)
 * order, whatever order the writes arrived in: the Z-buffer algorithm,
 * with the commit order as depth. Depths of an older quantum always
 * lose; the table is cleared when the first write of a newer quantum
 * arrives (the paper amortizes that reset by putting the quantum in the
 * depth; the effect is the same).
 *
 * Out of memory is fatal (abort). */
#ifndef MGSIM_MECH_GPUDET_ZBUF_H
#define MGSIM_MECH_GPUDET_ZBUF_H

#include <stdint.h>

#include "mech/gpudet/gpudet_msg.h"
#include "util/ring.h"

typedef struct gpudet_zbuf {
    uint32_t line_bytes;
    uint64_t quantum;         /* the quantum the table holds depths of */
    /* open addressing: line -> depths (wid + 1 per byte, 0: none) */
    uint64_t *keys;
    uint32_t *depth;          /* cap * line_bytes */
    uint8_t *used;
    uint32_t cap, n;
    /* the request buffer */
    ring q;                   /* of gpudet_zwrite *, oldest first */
    uint64_t tests, bytes_in, bytes_kept; /* statistics */
} gpudet_zbuf;

int gpudet_zbuf_init(gpudet_zbuf *z, uint32_t line_bytes);
void gpudet_zbuf_fini(gpudet_zbuf *z);
/* Takes ownership of m (queued). */
void gpudet_zbuf_push(gpudet_zbuf *z, gpudet_zwrite *m);
/* The oldest waiting write, or NULL; the caller owns it. */
gpudet_zwrite *gpudet_zbuf_pop(gpudet_zbuf *z);
/* The depth test of m: clears in m->mask the bytes a later writer (in
 * commit order) already holds, records m's depth for the others. Returns
 * the bytes that survive. */
uint32_t gpudet_zbuf_test(gpudet_zbuf *z, gpudet_zwrite *m);

#endif
