// hip_graph: a stream's work captured into a graph (hipStreamBeginCapture
// ... EndCapture), instantiated and launched twice.
#include <hip/hip_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

__global__ void inc(int *v, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) v[i] += 1; }

int main()
{
    const int n = 1024;
    int *d, h[n];
    CHECK(hipMalloc((void **)&d, sizeof h));
    CHECK(hipMemset(d, 0, sizeof h));
    hipStream_t s;
    CHECK(hipStreamCreate(&s));
    hipGraph_t graph;
    hipGraphExec_t exec;
    CHECK(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal));
    hipLaunchKernelGGL(inc, dim3(n / 256), dim3(256), 0, s, d, n);
    hipLaunchKernelGGL(inc, dim3(n / 256), dim3(256), 0, s, d, n);
    CHECK(hipStreamEndCapture(s, &graph));
    CHECK(hipGraphInstantiate(&exec, graph, NULL, NULL, 0));
    CHECK(hipGraphLaunch(exec, s));
    CHECK(hipGraphLaunch(exec, s));
    CHECK(hipStreamSynchronize(s));
    CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
    int errors = 0;
    for (int i = 0; i < n; i++) errors += h[i] != 4;
    CHECK(hipGraphExecDestroy(exec));
    CHECK(hipGraphDestroy(graph));
    CHECK(hipStreamDestroy(s));
    CHECK(hipFree(d));
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
