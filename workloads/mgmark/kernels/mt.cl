/* MGMark MT: matrix transpose through LDS tiles (the AMD APP SDK kernel's
 * interface as MGMark extended it for several GPUs). A work-item moves a
 * 4x4 tile of floats as four float4 rows; a BxB work-group (B =
 * get_local_size(0) = get_local_size(1)) moves a 4B x 4B block through
 * the __local buffer block (B * B * 4 float4 = 16 KB for B = 16).
 * wiWidth / wiHeight are the input's width / height in float4; the
 * output is wiHeight float4 wide. Work-group (gx, gy), shifted by
 * group_x_offset / group_y_offset, reads input row band gx and column
 * band (gx + gy) mod num_of_blocks_x (a diagonal order that spreads the
 * concurrent groups over DRAM banks) and writes the transposed block.
 * Multi-GPU: a GPU given a range of gx (via group_x_offset) reads only
 * its own band of input rows and writes into every band of the output
 * (the Scatter pattern). */

__kernel void matrixTranspose(__global float4 *output, __global float4 *input,
                              __local float4 *block, uint wiWidth, uint wiHeight,
                              uint num_of_blocks_x, uint group_x_offset, uint group_y_offset)
{
    uint lx = get_local_id(0), ly = get_local_id(1), bs = get_local_size(0);
    uint gx = get_group_id(0) + group_x_offset;
    uint gy = get_group_id(1) + group_y_offset;
    uint rband = gx, cband = (gx + gy) % num_of_blocks_x;

    /* float rows 4 (rband B + ly) + k, float4 column cband B + lx */
    size_t in = (size_t)(4 * (rband * bs + ly)) * wiWidth + cband * bs + lx;
    for (uint k = 0; k < 4; k++) block[(4 * ly + k) * bs + lx] = input[in + k * wiWidth];
    barrier(CLK_LOCAL_MEM_FENCE);

    /* Output float row 4 (cband B + ly) + k is input float column
     * 4 (cband B + ly) + k: component k of float4 column ly of the block;
     * output float4 column rband B + lx gathers block rows 4 lx + 0..3. */
    float4 r0 = block[(4 * lx + 0) * bs + ly];
    float4 r1 = block[(4 * lx + 1) * bs + ly];
    float4 r2 = block[(4 * lx + 2) * bs + ly];
    float4 r3 = block[(4 * lx + 3) * bs + ly];
    size_t out = (size_t)(4 * (cband * bs + ly)) * wiHeight + rband * bs + lx;
    output[out] = (float4)(r0.x, r1.x, r2.x, r3.x);
    output[out + wiHeight] = (float4)(r0.y, r1.y, r2.y, r3.y);
    output[out + 2 * (size_t)wiHeight] = (float4)(r0.z, r1.z, r2.z, r3.z);
    output[out + 3 * (size_t)wiHeight] = (float4)(r0.w, r1.w, r2.w, r3.w);
}
