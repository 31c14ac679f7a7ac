/* Deterministic random-number streams.
 *
 * Each component owns one stream, seeded from the engine's global seed and
 * the component's full name, so a component draws the same numbers whatever
 * the thread count, whatever other components exist, and in whatever order
 * components were built. The generator is xoshiro256** seeded through
 * splitmix64 over an FNV-1a hash of the name. A stream is plain data owned
 * by one component: it needs no lock. */
#ifndef MGSIM_ENGINE_RNG_H
#define MGSIM_ENGINE_RNG_H

#include <stdint.h>

typedef struct eng_rng {
    uint64_t s[4];
} eng_rng;

void eng_rng_seed(eng_rng *r, uint64_t seed, const char *name);
uint64_t eng_rng_next(eng_rng *r);
/* Uniform in [0, n), n > 0, without modulo bias. */
uint64_t eng_rng_below(eng_rng *r, uint64_t n);
/* Uniform double in [0, 1). */
double eng_rng_unit(eng_rng *r);
/* 64-bit FNV-1a of a string: stable names -> stable numbers. */
uint64_t eng_hash_str(const char *s);
/* Mixes two 64-bit values (for order-sensitive digests of a run). */
uint64_t eng_hash_mix(uint64_t h, uint64_t v);

#endif
