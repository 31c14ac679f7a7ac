// Kernels of test/dab: order-sensitive (a float sum through CAS loops, an
// atomic-increment queue) and order-insensitive (an integer histogram)
// uses of global atomics, small enough for a few-CU GPU.

// Float add through compare-and-swap (GCN3 has no global float atomic
// add): the loop's cmpswap returns the old value, so DAB holds each try
// to a flush. The first guess is 0 (no plain load of an atomic location).
static void cas_add(volatile __global uint *p, float v)
{
    uint old = 0;
    for (;;) {
        uint want = as_uint(as_float(old) + v);
        uint got = atomic_cmpxchg(p, old, want);
        if (got == old)
            break;
        old = got;
    }
}

__kernel void fsum(__global const float *in, volatile __global uint *bins, uint n, uint nbins)
{
    uint i = get_global_id(0);
    if (i < n)
        cas_add(&bins[i % nbins], in[i]);
}

__kernel void histo(__global const uint *in, volatile __global uint *hist, uint n, uint nbins)
{
    uint i = get_global_id(0);
    if (i < n) {
        atomic_add(&hist[in[i] % nbins], 1u);
        atomic_add(&hist[nbins], in[i]); // a checksum bin: fusion combines these
    }
}

// A work queue: each item takes a ticket (a returning atomic_inc) and
// lands in that slot, so the output order is the atomics' order.
__kernel void queue(__global const uint *in, volatile __global uint *tail, __global uint *out,
                    uint n)
{
    uint i = get_global_id(0);
    if (i < n && (in[i] & 1)) {
        uint slot = atomic_inc(tail);
        out[slot] = in[i];
    }
}
