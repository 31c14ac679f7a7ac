/* MGMark GD: data-parallel gradient descent, written for MGMark (no
 * original to follow). The model is a set of nparams independent linear
 * functions y = w[j] * x, each fitted by least squares; the data set is
 * split in mini-batches of nsamples observations per function, laid out
 * batch-major so that neighbouring work-items read neighbouring words:
 *     x[(b * nsamples + m) * nparams + j], same for y.
 * One iteration is gd_gradient over all (j, b), then gd_update.
 * Multi-GPU: each GPU owns whole mini-batches and computes their partial
 * gradients; gd_update averages the partial gradients of every batch, so
 * the GPU updating parameter j reads grad[b * nparams + j] from every
 * other GPU (the Gather pattern). */

/* grad[b * nparams + j] = 2/nsamples * sum_m (w[j] * x - y) * x over
 * mini-batch b = get_global_id(1); j = get_global_id(0). */
__kernel void gd_gradient(__global float *grad, __global const float *x,
                          __global const float *y, __global const float *w, uint nparams,
                          uint nsamples)
{
    uint j = get_global_id(0), b = get_global_id(1);
    if (j >= nparams) return;
    float wj = w[j], g = 0.0f;
    size_t at = (size_t)b * nsamples * nparams + j;
    for (uint m = 0; m < nsamples; m++, at += nparams) {
        float xv = x[at];
        float e = wj * xv - y[at];
        g += e * xv;
    }
    grad[(size_t)b * nparams + j] = g * (2.0f / (float)nsamples);
}

/* w[j] -= rate * (sum_b grad[b * nparams + j]) / nbatches, the batches
 * summed in order b = 0, 1, ... */
__kernel void gd_update(__global float *w, __global const float *grad, uint nparams,
                        uint nbatches, float rate)
{
    uint j = get_global_id(0);
    if (j >= nparams) return;
    float sum = 0.0f;
    for (uint b = 0; b < nbatches; b++) sum += grad[(size_t)b * nparams + j];
    w[j] -= rate * (sum / (float)nbatches);
}
