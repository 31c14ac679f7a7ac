/* MGMark SC: 2-D non-separable convolution (the AMD APP SDK
 * simpleNonSeparableConvolution interface). input is the image padded
 * by maskDimensions - 1 on the right and at the bottom, nExWidth uints
 * per row; work-item t computes output pixel (x, y) = (t mod width,
 * t / width) of the width x height output as
 *     (int)(0.5f + sum_{j, i} (float)input[(y + j) nExWidth + x + i] * mask[j mw + i])
 * summed j-major, i-minor. Work-items past the image do nothing.
 * Multi-GPU: a GPU given a range of rows (via the global offset) reads
 * the mh - 1 padded rows below its range from the next GPU (Adjacent
 * Access in 2-D). */

__kernel void simpleNonSeparableConvolution(__global uint *input, __global float *mask,
                                            __global int *output, const uint2 inputDimensions,
                                            const uint2 maskDimensions, const uint nExWidth)
{
    uint t = get_global_id(0);
    uint width = inputDimensions.x, height = inputDimensions.y;
    uint x = t % width, y = t / width;
    if (y >= height) return;
    uint mw = maskDimensions.x, mh = maskDimensions.y;
    float acc = 0.0f;
    for (uint j = 0; j < mh; j++) {
        __global const uint *row = input + (size_t)(y + j) * nExWidth + x;
        for (uint i = 0; i < mw; i++) acc += (float)row[i] * mask[j * mw + i];
    }
    output[t] = (int)(acc + 0.5f);
}
