// texture_object: a 2-D float array in a hipArray, read through a texture
// object with point sampling (tex2D), as the texture samples do.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void sample(hipTextureObject_t tex, float *out, int w, int h)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) out[y * w + x] = tex2D<float>(tex, x + 0.5f, y + 0.5f);
}

int main()
{
    const int w = 32, h = 16;
    float *in = (float *)malloc(w * h * 4), *out = (float *)malloc(w * h * 4), *dout;
    for (int i = 0; i < w * h; i++) in[i] = (float)i;
    hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
    hipArray_t array;
    CHECK(hipMallocArray(&array, &desc, w, h, 0));
    CHECK(hipMemcpy2DToArray(array, 0, 0, in, w * 4, w * 4, h, hipMemcpyHostToDevice));
    hipResourceDesc res = {};
    res.resType = hipResourceTypeArray;
    res.res.array.array = array;
    hipTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = hipAddressModeClamp;
    td.filterMode = hipFilterModePoint;
    td.readMode = hipReadModeElementType;
    hipTextureObject_t tex;
    CHECK(hipCreateTextureObject(&tex, &res, &td, NULL));
    CHECK(hipMalloc((void **)&dout, w * h * 4));
    hipLaunchKernelGGL(sample, dim3(w / 16, h / 16), dim3(16, 16), 0, 0, tex, dout, w, h);
    CHECK(hipMemcpy(out, dout, w * h * 4, hipMemcpyDeviceToHost));
    int errors = 0;
    for (int i = 0; i < w * h; i++) errors += out[i] != in[i];
    CHECK(hipDestroyTextureObject(tex));
    CHECK(hipFreeArray(array));
    CHECK(hipFree(dout));
    free(in); free(out);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
