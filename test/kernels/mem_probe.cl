/* Memory-hierarchy probes for a platform's latencies and bandwidth
 * (test/platform/test_mi300a.c).
 *
 * chase: one work-item walks i -> (i + buf[i] + stride) & mask, steps
 * times. Each load's address depends on the one before, so the kernel's
 * time grows by one load latency per step. buf is never written: its
 * bytes read as zero, so the walk visits 0, stride, 2 x stride, ... (in
 * uint elements) and wraps at mask + 1, and no copy of it sits in any
 * cache before the kernel's first touch.
 *
 * stream: every work-item sums the uints g, g + G, g + 2G, ... below n
 * (G the global size; n a multiple of 8G), eight loads at a time:
 * coalesced, a 128-byte line per 32 lanes, and one write each at the
 * end: the read bandwidth of the memory side. */
__kernel void chase(__global const uint *buf, uint stride, uint mask, uint steps,
                    __global uint *out)
{
    uint i = get_local_id(0); /* 0, but not known to be uniform: vector loads (L1V) */
    for (uint k = 0; k < steps; k++) i = (i + buf[i] + stride) & mask;
    out[0] = i;
}

__kernel void stream(__global const uint *buf, uint n, __global uint *out)
{
    uint g = get_global_id(0), step = get_global_size(0), s = 0;
    /* eight independent loads in flight per wave (n a multiple of 8 x step) */
    for (uint i = g; i < n; i += 8 * step)
        for (uint j = 0; j < 8; j++) s += buf[i + j * step];
    out[g] = s;
}

/* bump: work-item l of workgroup w owns element l * nwg + w, so every
 * cache line holds elements of many workgroups, which the dispatcher
 * spreads over the CUs (and with XCDs, over the dies' L2s); each launch
 * does out[e] = 3 * out[e] + e and counts itself in count[0] with a
 * device-wide atomic. Launched several times, a launch's workgroups land
 * on other CUs than the last's (the dispatcher's round-robin goes on),
 * so each launch reads what other dies wrote. */
__kernel void bump(__global uint *out, __global uint *count, uint nwg)
{
    uint e = get_local_id(0) * nwg + get_group_id(0);
    out[e] = 3 * out[e] + e;
    atomic_add(count, 1u);
}
