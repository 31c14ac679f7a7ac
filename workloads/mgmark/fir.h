/* workloads/mgmark/fir.h - MGMark FIR (Adjacent Access): a 16-tap FIR filter over
 * `size` float samples with Hetero-Mark's FIR kernel (argument order
 * output, coeff, input, history, num_tap), one work-item per sample.
 *
 * Buffers: "output" (F32 out), "coeff" (16 taps, replicated), "input"
 * (samples), "history" (the 16 samples before the input, replicated).
 * Inputs uniform in [-1, 1) from the seed. Plan: one FIR launch; with G
 * GPUs, GPU g owns and computes a contiguous range of samples (64-sample
 * granules) through the global offset and reads the num_tap - 1 samples
 * before its range from GPU g - 1 (the halo).
 * Verification: the reference sums in the kernel's order in float; a
 * fused or unfused multiply-add and rounding differ by a few ulps of the
 * terms, so outputs match within 1e-5 absolute + 1e-5 relative (the
 * terms are at most 1 in magnitude). */
#ifndef MGSIM_MGMARK_FIR_H
#define MGSIM_MGMARK_FIR_H

#include "workloads/mgm.h"

extern const mgm_workload mgm_fir;

enum { MGM_FIR_TAPS = 16 };

#endif
