// mini_nbody: all-pairs gravitational forces with rsqrtf on float4-like
// structures, a few integration steps, against the same steps on the host
// within a relative tolerance.
#include <hip/hip_runtime.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define SOFTENING 1e-9f
#define CHECK(cmd) do { hipError_t e = (cmd); if (e != hipSuccess) { \
    fprintf(stderr, "%s: %s\n", #cmd, hipGetErrorString(e)); exit(2); } } while (0)

typedef struct { float x, y, z, vx, vy, vz; } Body;

__host__ __device__ static inline float inv_sqrt(float v)
{
#ifdef __HIP_DEVICE_COMPILE__
    return rsqrtf(v);
#else
    return 1.0f / sqrtf(v);
#endif
}

__host__ __device__ static void body_force(Body *p, float dt, int n, int i)
{
    float fx = 0.0f, fy = 0.0f, fz = 0.0f;
    for (int j = 0; j < n; j++) {
        float dx = p[j].x - p[i].x, dy = p[j].y - p[i].y, dz = p[j].z - p[i].z;
        float d2 = dx * dx + dy * dy + dz * dz + SOFTENING;
        float inv = inv_sqrt(d2), inv3 = inv * inv * inv;
        fx += dx * inv3; fy += dy * inv3; fz += dz * inv3;
    }
    p[i].vx += dt * fx; p[i].vy += dt * fy; p[i].vz += dt * fz;
}

__global__ void bodyForce(Body *p, float dt, int n)
{
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < n) body_force(p, dt, n, i);
}

__global__ void integrate(Body *p, float dt, int n)
{
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < n) { p[i].x += p[i].vx * dt; p[i].y += p[i].vy * dt; p[i].z += p[i].vz * dt; }
}

int main()
{
    const int n = 256, steps = 3;
    const float dt = 0.01f;
    Body *p = (Body *)malloc(n * sizeof(Body)), *ref = (Body *)malloc(n * sizeof(Body)), *d;
    for (int i = 0; i < n; i++) {
        p[i].x = (float)((i * 37) % 101) / 50.0f - 1.0f;
        p[i].y = (float)((i * 53) % 97) / 48.0f - 1.0f;
        p[i].z = (float)((i * 71) % 89) / 44.0f - 1.0f;
        p[i].vx = p[i].vy = p[i].vz = 0.0f;
    }
    for (int i = 0; i < n; i++) ref[i] = p[i];
    CHECK(hipMalloc((void **)&d, n * sizeof(Body)));
    CHECK(hipMemcpy(d, p, n * sizeof(Body), hipMemcpyHostToDevice));
    for (int s = 0; s < steps; s++) {
        hipLaunchKernelGGL(bodyForce, dim3(n / 64), dim3(64), 0, 0, d, dt, n);
        hipLaunchKernelGGL(integrate, dim3(n / 64), dim3(64), 0, 0, d, dt, n);
        for (int i = 0; i < n; i++) body_force(ref, dt, n, i);
        for (int i = 0; i < n; i++) { ref[i].x += ref[i].vx * dt; ref[i].y += ref[i].vy * dt; ref[i].z += ref[i].vz * dt; }
    }
    CHECK(hipMemcpy(p, d, n * sizeof(Body), hipMemcpyDeviceToHost));
    // rsqrtf and the device's fused multiply-adds differ from the host in
    // the last bits; a wrong force is off by far more
    int errors = 0;
    for (int i = 0; i < n; i++) {
        float e = fabsf(p[i].x - ref[i].x) + fabsf(p[i].y - ref[i].y) + fabsf(p[i].z - ref[i].z);
        float m = fabsf(ref[i].x) + fabsf(ref[i].y) + fabsf(ref[i].z);
        errors += !(e <= 1e-3f * (1.0f + m));
    }
    CHECK(hipFree(d));
    free(p); free(ref);
    printf(errors ? "FAILED: %d bodies off\n" : "PASSED!\n", errors);
    return errors != 0;
}
