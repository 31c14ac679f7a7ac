/* Kernels whose only purpose is to make clang-15 emit the ALU instructions
 * OpenCL C code needs (test_clang_coverage.c compiles this file at -O0 and
 * -O3 and requires semantics for every scalar/vector ALU op it emits). */
__kernel void int_math(__global int *a, __global uint *b, __global long *c,
                       __global ulong *d, int s, uint u)
{
    int i = get_global_id(0);
    int x = a[i];
    uint y = b[i];
    long l = c[i];
    ulong m = d[i];
    a[i] = x / (s | 1) + x % 7 + (x >> 3) + mul24(x, s) + mad24(x, s, 3) +
           mul_hi(x, s) + abs(x) + clamp(x, -5, 5) + rotate(x, 3) + popcount(x) +
           clz(x) + ctz(x) + hadd(x, s) + min(x, s) + max(x, s) + abs_diff(x, s);
    b[i] = y / (u | 1) + y % 13u + (y >> 5) + mul_hi(y, u) + rotate(y, u) +
           clz(y) + add_sat(y, u) + sub_sat(y, u) + upsample((ushort)y, (ushort)u) +
           (uint)(char)y + (uint)(short)u + bitselect(y, u, 0xf0f0u);
    c[i] = l / (s | 1) + l % 11 + (l >> 9) + (l << 3) + l * s + mul_hi(l, (long)s) +
           min(l, (long)s) + clz(l) + popcount(l) + abs(l);
    d[i] = m / (u | 1) + m % 7u + (m >> 9) + mul_hi(m, (ulong)u) + max(m, (ulong)u) +
           (m ^ (ulong)u) + rotate(m, (ulong)5);
}

__kernel void flt_math(__global float *a, __global float *b, float s)
{
    int i = get_global_id(0);
    float x = a[i], y = b[i];
    a[i] = x / y + sqrt(x) + exp(x) + log(y) + sin(x) + cos(y) + pow(x, y) + fma(x, y, s) +
           floor(x) + ceil(y) + trunc(x) + round(y) + rint(x) + fabs(y) + fmin(x, y) +
           fmax(x, y) + native_sqrt(x) + native_recip(y) + native_exp(x) + native_log(y) +
           rsqrt(x) + exp2(x) + log2(y) + tan(x) + atan2(x, y) + fmod(x, y) + mad(x, y, s) +
           copysign(x, y) + (isnan(x) ? 1.0f : 0.0f) + (isinf(y) ? 2.0f : 0.0f) + ldexp(x, 3) +
           frexp(x, (private int *)0 + 0 == 0 ? &i : &i) + fract(x, &b[i]) + cbrt(x) +
           hypot(x, y) + sinh(x) + erf(y) + exp10(x) + log10(y) + asin(x) + acos(y) + tanh(x);
    b[i] = (float)(int)x + (float)(uint)y + (float)(long)x + (float)(ulong)y + half_sqrt(x) +
           native_sin(x) + native_cos(y) + native_divide(x, y) + logb(x) + (float)ilogb(y) +
           nextafter(x, y) + remainder(x, y) + sign(x) + step(x, y) + smoothstep(0.0f, 1.0f, x) +
           degrees(x) + radians(y) + mix(x, y, s) + clamp(x, 0.0f, 1.0f);
}

__kernel void dbl_math(__global double *a, __global double *b, double s)
{
    int i = get_global_id(0);
    double x = a[i], y = b[i];
    a[i] = x / y + sqrt(x) + exp(x) + log(y) + sin(x) + cos(y) + pow(x, y) + fma(x, y, s) +
           floor(x) + ceil(y) + trunc(x) + round(y) + rint(x) + fabs(y) + fmin(x, y) +
           fmax(x, y) + rsqrt(x) + exp2(x) + log2(y) + tan(x) + atan2(x, y) + fmod(x, y) +
           ldexp(x, 3) + cbrt(y) + (double)(int)x + (double)(uint)y + (double)(long)x +
           (double)(ulong)y + (double)(float)x + fract(x, &b[i]) + frexp(y, &i) + copysign(x, y);
    b[i] = (double)(float)y + (double)((int)x >> 2) + (double)(ulong)(x * 3.0) + (double)(long)y;
}

__kernel void half_conv(__global half *h, __global float *f, __global short *sh,
                        __global uchar *uc, __global char *sc, __global ushort *us)
{
    int i = get_global_id(0);
    float x = vload_half(i, h);
    vstore_half(x * 2.0f, i + 1, h);
    vstore_half_rtz(x, i + 2, h);
    f[i] = x + (float)sh[i] + (float)uc[i] + (float)sc[i] + (float)us[i];
    sh[i] = (short)f[i] + sh[i + 1] * sh[i + 2];
    uc[i] = convert_uchar_sat(f[i + 1]) + uc[i + 1] / (uc[i + 2] | 1);
    sc[i] = convert_char_sat_rte(f[i + 2]);
    us[i] = convert_ushort_sat(f[i + 3]) + (us[i + 1] >> 3);
}

__kernel void vec_ctrl(__global float4 *v, __global int4 *w, __global int *out, __local int *lds)
{
    int i = get_global_id(0);
    int l = get_local_id(0);
    float4 a = v[i];
    int4 b = w[i];
    lds[l] = b.x;
    barrier(CLK_LOCAL_MEM_FENCE);
    int acc = 0;
    for (int k = 0; k < b.y && k < 64; k++) {
        if ((k ^ l) & 1) acc += lds[(l + k) % get_local_size(0)];
        else acc -= k * b.z;
    }
    float priv[16];
    for (int k = 0; k < 16; k++) priv[k] = a.x * k + a.y;
    out[i] = acc + (int)priv[b.w & 15] + (int)dot(a, a) + (int)length(a) + select(1, 2, b.x > b.y) +
             (int)any(b > 3) + (int)all(a < 1.0f) + atomic_add(&out[0], 1) + atomic_max(&out[1], acc);
    v[i] = normalize(a) + cross(a, a) + (float4)(distance(a, a));
}
