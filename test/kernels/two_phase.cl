/* Sampled simulation's test kernel (test/sample): two phases of
 * workgroups. Groups below split run `light` rounds of an integer hash
 * per work-item, the others `heavy` rounds: the same code, a different
 * amount of work, so a sampler that measured the first phase must notice
 * the second and time it in detail. */
__kernel void two_phase(__global uint *out, uint split, uint light, uint heavy)
{
    uint id = get_global_id(0);
    uint n = get_group_id(0) < split ? light : heavy;
    uint x = id;
    for (uint i = 0; i < n; i++)
        x = x * 1664525u + 1013904223u;
    out[id] = x;
}
