// Functional-mode kernel tests (test/amdgpu_kernels): divergent control flow
// and loops. Also run on PoCL by the differential test.

__kernel void collatz(__global const uint *in, __global uint *steps, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    uint x = in[i], s = 0;
    while (x != 1 && s < 1000) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        s++;
    }
    steps[i] = s;
}

__kernel void branches(__global const int *in, __global int *out)
{
    int i = get_global_id(0);
    int v = in[i], r = 0;
    switch (v & 3) {
    case 0: r = v * 2; break;
    case 1: r = -v; break;
    case 2:
        for (int k = 0; k < (v & 15); k++) {
            if (k == 7)
                continue;
            r += k * v;
            if (r > 100000)
                break;
        }
        break;
    default: r = v ^ 0x5a5a;
    }
    if (i & 1) {
        if (v < 0)
            r += 3;
        else
            r -= 3;
    }
    out[i] = r;
}
