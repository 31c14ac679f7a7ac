/* workloads/mgmark/sc.h - MGMark SC (Adjacent Access, 2-D): a 3 x 3 non-separable
 * convolution of a `size` x `size` image with the AMD APP SDK
 * simpleNonSeparableConvolution kernel, one work-item per output pixel.
 *
 * Buffers: "input" (uint pixels 0..255, padded by 2 on the right and at
 * the bottom: (size + 2)^2), "mask" (9 floats k/16, replicated),
 * "output" (I32, exact: every product and partial sum is an integer
 * multiple of 1/16 below 2^20, exact in float, so the kernel's result
 * does not depend on rounding). Plan: with G GPUs, GPU g computes and
 * owns a contiguous range of output rows (global offset) and owns the
 * same padded input rows (the last GPU the two pad rows too); it reads
 * the 2 padded rows below its range from GPU g + 1 (the halo, wider in
 * bytes than FIR's). A HIP port (MGPUSim's gfx942 object, our
 * test/mgmark/hip/sc.hip: five uints, no global offset) is driven too, a
 * GPU's rows given by the input and output pointers and the height
 * (mgm_variant, sc.c). */
#ifndef MGSIM_MGMARK_SC_H
#define MGSIM_MGMARK_SC_H

#include "workloads/mgm.h"

extern const mgm_workload mgm_sc;

enum { MGM_SC_MASK = 3 };

#endif
