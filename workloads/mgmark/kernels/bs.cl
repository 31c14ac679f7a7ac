/* MGMark BS: one pass of a bitonic sorting network over a power-of-two
 * array of uints (AMD APP SDK BitonicSort interface). The host launches
 * N/2 work-items for every (stage, passOfStage) with stage = 0..log2(N)-1
 * and passOfStage = 0..stage, in that order. Work-item t compares the
 * pair (lo, lo + d) with d = 2^(stage - passOfStage), lo = t's position
 * in the t-th pair of 2d-element blocks; pairs whose (t >> stage) is odd
 * sort the other way, so that each stage merges bitonic sequences.
 * direction 1 sorts ascending, 0 descending. */

__kernel void BitonicSort(__global uint *array, const uint stage, const uint passOfStage,
                          const uint direction)
{
    uint t = get_global_id(0);
    uint d = 1u << (stage - passOfStage);
    uint lo = (t / d) * (2 * d) + (t & (d - 1));
    uint hi = lo + d;
    uint up = ((t >> stage) & 1u) ? 1u - direction : direction;
    uint a = array[lo], b = array[hi];
    uint small = min(a, b), big = max(a, b);
    array[lo] = up ? small : big;
    array[hi] = up ? big : small;
}
