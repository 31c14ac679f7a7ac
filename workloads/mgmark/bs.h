/* workloads/mgmark/bs.h - MGMark BS (Irregular): bitonic sort of `size` uints (a
 * power of two, >= 2), ascending, with the AMD APP SDK BitonicSort
 * kernel: one launch per (stage, pass), log2(N) (log2(N) + 1) / 2 in all,
 * N/2 work-items each.
 *
 * Buffers: "array" (random uints in, sorted out, exact). Plan: with G
 * GPUs, GPU g owns the g-th contiguous slice of the array and runs the
 * matching slice of the work-items of every pass (global offset). Early
 * passes (pair distance below the slice) stay local; the long-distance
 * passes of the late stages read and write the other GPUs' slices. The
 * footprint of each launch is exact where the work-item range is
 * aligned to the pair distance, otherwise a conservative bounding range.
 * Reference: qsort. */
#ifndef MGSIM_MGMARK_BS_H
#define MGSIM_MGMARK_BS_H

#include "workloads/mgm.h"

extern const mgm_workload mgm_bs;

#endif
