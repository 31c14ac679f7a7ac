/* workloads/mgmark/mt.h - MGMark MT (Scatter): transpose of a `size` x `size` float
 * matrix (size a multiple of 64) with the AMD APP SDK matrixTranspose
 * kernel as MGMark extended it (group offsets): 16 x 16 work-groups, each
 * work-item a 4 x 4 tile, 64 x 64 blocks through 16 KB of LDS.
 *
 * Buffers: "input" (random floats), "output" (compared bit for bit: a
 * transpose moves words and computes nothing). Plan: work-group x index
 * = the block row band of the input; with G GPUs, GPU g runs a range of
 * bands (group_x_offset) and owns the same rows of input and output. It
 * reads only its own input rows and writes a column band of every output
 * row: (G-1)/G of its writes are remote. A HIP port (MGPUSim's gfx942
 * object, our test/mgmark/hip/mt.hip) is driven too: a null pointer for
 * the tile argument and the tile as dynamic shared memory (mgm_variant,
 * mt.c). */
#ifndef MGSIM_MGMARK_MT_H
#define MGSIM_MGMARK_MT_H

#include "workloads/mgm.h"

extern const mgm_workload mgm_mt;

enum { MGM_MT_BLOCK = 16 /* work-group side */, MGM_MT_TILE = 64 /* floats per block side */ };

#endif
