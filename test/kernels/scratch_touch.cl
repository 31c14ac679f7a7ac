// A kernel with 256 bytes of scratch per work-item and little else: a
// private table indexed at run time (volatile keeps it in memory), one
// store and one load of it. test/platform/test_scratch launches it 1000
// times to check that launches share the device's scratch.
__kernel void scratch_touch(__global int *out, int seed)
{
    volatile int t[64];
    int i = get_global_id(0);
    t[(i + seed) & 63] = seed * 3 + i;
    out[i] = t[(i + seed) & 63];
}
