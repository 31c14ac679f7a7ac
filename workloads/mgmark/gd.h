/* workloads/mgmark/gd.h - MGMark GD (Gather): data-parallel gradient descent over
 * `size` float parameters, written for MGMark (kernels gd_gradient and
 * gd_update in workloads/mgmark/kernels/gd.cl). Parameter j fits y = w[j] x by
 * least squares on MGM_GD_BATCHES mini-batches of MGM_GD_SAMPLES
 * observations; MGM_GD_ITERS iterations of (gradient per mini-batch,
 * average of the mini-batch gradients and update with MGM_GD_RATE).
 *
 * Buffers: "w" (parameters, zero in, F32 out), "x" and "y" (observations,
 * batch-major: [(b * samples + m) * nparams + j]; y = w* x + noise from
 * the seed), "grad" (the partial gradient of each mini-batch, a work
 * buffer). Plan, G <= 4 GPUs sharing the work (more get no batch): GPU g
 * owns whole mini-batches (their x, y and grad rows) and a contiguous
 * range of parameters. The gradient launch of GPU g reads all of w; the
 * update launch of GPU g reads the partial gradients of its parameters
 * from every GPU: remote reads proportional to the parameters (Gather).
 * Verification: the reference computes in float in the kernels' order;
 * outputs match within 1e-4 relative + 1e-6 absolute (rounding of
 * multiply-adds and of the division by the sample count). */
#ifndef MGSIM_MGMARK_GD_H
#define MGSIM_MGMARK_GD_H

#include "workloads/mgm.h"

extern const mgm_workload mgm_gd;

enum { MGM_GD_BATCHES = 4, MGM_GD_SAMPLES = 4, MGM_GD_ITERS = 3 };
#define MGM_GD_RATE 0.5f

#endif
