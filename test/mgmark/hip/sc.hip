// MGMark sc's kernel in HIP, for the workload's "hip" variant
// (workloads/mgmark/sc.c, mgm_variant "g,g,g,4,4,4,4,4"): the convolution
// of workloads/mgmark/kernels/sc.cl with its dimensions as five uints
// and its pixel index from the block and thread ids alone (HIP launches
// have no global offset, so sc's plan gives each GPU its rows by moving
// the input and output pointers and the height). Built by hipcc --genco
// for gfx940 and gfx803 (Makefile, MGM_HIP_DIR).
#include "hip/hip_runtime.h"

extern "C" __global__ void simpleNonSeparableConvolution(const unsigned *input, const float *mask,
                                                         int *output, unsigned width,
                                                         unsigned height, unsigned maskWidth,
                                                         unsigned maskHeight, unsigned exWidth)
{
    // the group size as launched (the dispatch packet's): sc's plan gives
    // a GPU ny * width work-items in groups of 64, so its last group can
    // be partial, and HIP 5.2's blockDim.x (__ockl_get_local_size) is the
    // size of this group, short in that last one
    unsigned t = blockIdx.x * __builtin_amdgcn_workgroup_size_x() + threadIdx.x;
    unsigned y = t / width, x = t - y * width;
    if (y >= height) return;
    float sum = 0.0f;
    for (unsigned j = 0; j < maskHeight; j++) {
        const unsigned *in = input + (size_t)(y + j) * exWidth + x;
        const float *m = mask + j * maskWidth;
        for (unsigned i = 0; i < maskWidth; i++) sum += (float)in[i] * m[i];
    }
    output[t] = (int)(sum + 0.5f);
}
