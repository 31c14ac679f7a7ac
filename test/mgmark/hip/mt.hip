// MGMark mt's kernel in HIP, for the workload's "hip" variant
// (workloads/mgmark/mt.c, mgm_variant "g,g,g,4,4,4,4,4"): the same
// transpose as workloads/mgmark/kernels/mt.cl, written again the way a HIP
// port has it. HIP has no __local pointer argument, so the third argument
// is an unused global pointer and the tile is dynamic shared memory
// (sized at launch: blockDim.x * blockDim.y * 4 float4). Built by hipcc
// --genco for gfx940 and gfx803 (Makefile, MGM_HIP_DIR); the tests run it
// with mgsim run mt --hsaco and check it against mt's CPU reference.
#include "hip/hip_runtime.h"

extern "C" __global__ void matrixTranspose(float4 *output, const float4 *input, float4 *unused,
                                           unsigned wiWidth, unsigned wiHeight,
                                           unsigned num_of_blocks_x, unsigned group_x_offset,
                                           unsigned group_y_offset)
{
    extern __shared__ float4 tile[];
    (void)unused;
    unsigned lx = threadIdx.x, ly = threadIdx.y, bs = blockDim.x;
    unsigned rband = blockIdx.x + group_x_offset;
    unsigned cband = (rband + blockIdx.y + group_y_offset) % num_of_blocks_x;

    // four float4 of input rows 4 (rband bs + ly) + k, column cband bs + lx
    size_t src = (size_t)(4 * (rband * bs + ly)) * wiWidth + cband * bs + lx;
    for (unsigned k = 0; k < 4; k++) tile[(4 * ly + k) * bs + lx] = input[src + k * wiWidth];
    __syncthreads();

    // output float row 4 (cband bs + ly) + c gathers component c of the
    // tile's column ly, rows 4 lx .. 4 lx + 3
    const float4 *col = tile + ly;
    float4 a = col[(4 * lx + 0) * bs], b = col[(4 * lx + 1) * bs];
    float4 c = col[(4 * lx + 2) * bs], d = col[(4 * lx + 3) * bs];
    size_t dst = (size_t)(4 * (cband * bs + ly)) * wiHeight + rband * bs + lx;
    output[dst] = make_float4(a.x, b.x, c.x, d.x);
    output[dst + wiHeight] = make_float4(a.y, b.y, c.y, d.y);
    output[dst + 2 * (size_t)wiHeight] = make_float4(a.z, b.z, c.z, d.z);
    output[dst + 3 * (size_t)wiHeight] = make_float4(a.w, b.w, c.w, d.w);
}
