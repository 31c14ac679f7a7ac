/* MGMark FIR: a finite impulse response filter (Hetero-Mark FIR
 * interface). Work-item t computes
 *     output[t] = sum_{k < num_tap} coeff[k] * x[t - k]
 * where x[i] = input[i] for i >= 0 and x[-j] = history[num_tap - j]
 * (history holds the num_tap samples that precede the input, oldest
 * first; history[0] is never read). The grid is the number of samples.
 * The sum runs k = 0, 1, ... in float; a CPU reference that sums in the
 * same order agrees to rounding (fused or unfused multiply-add). */

__kernel void FIR(__global float *output, __global float *coeff, __global float *input,
                  __global float *history, uint num_tap)
{
    uint t = get_global_id(0);
    float acc = 0.0f;
    for (uint k = 0; k < num_tap; k++) {
        float x = k <= t ? input[t - k] : history[num_tap - (k - t)];
        acc += coeff[k] * x;
    }
    output[t] = acc;
}
