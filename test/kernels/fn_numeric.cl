// Functional-mode kernel tests: doubles and math builtins.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void dmath(__global const double *a, __global const double *b, __global double *out)
{
    int i = get_global_id(0);
    double x = a[i], y = b[i];
    __global double *o = out + 8 * i;
    o[0] = x + y;
    o[1] = x * y - y;
    o[2] = x / y;
    o[3] = sqrt(fabs(x));
    o[4] = fma(x, y, 1.0);
    o[5] = (double)(long)(x * 1000.0);
    o[6] = floor(x) + ceil(y);
    o[7] = fmin(x, y) + fmax(x, y) * 0.5;
}

__kernel void fmath(__global const float *a, __global float *out)
{
    int i = get_global_id(0);
    float x = a[i];
    __global float *o = out + 10 * i;
    o[0] = sin(x);
    o[1] = cos(x);
    o[2] = exp(x * 0.25f);
    o[3] = log(fabs(x) + 1.0f);
    o[4] = pow(fabs(x) + 0.5f, 1.5f);
    o[5] = sqrt(fabs(x));
    o[6] = rsqrt(fabs(x) + 1.0f);
    o[7] = tanh(x * 0.3f);
    o[8] = atan2(x, 2.0f);
    o[9] = x / (x * x + 1.0f) + (float)(int)(x * 3.7f);
}
