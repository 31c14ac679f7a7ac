/* Simulated time and clock domains.
 *
 * Time is an integer count of picoseconds (eng_time), so every timestamp is
 * exact and the order of events never depends on floating-point rounding.
 * A timestamp also has a phase: within one picosecond, phase 0 events
 * (components ticking and handling) all run before phase 1 events
 * (connections moving messages). A message sent in cycle t is therefore
 * moved in (t, phase 1) and seen by its receiver in its next cycle, t + 1.
 *
 * A clock domain is a period in picoseconds; components that share a
 * frequency share a domain. Cycle boundaries are multiples of the period. */
#ifndef MGSIM_ENGINE_TIME_H
#define MGSIM_ENGINE_TIME_H

#include <stdint.h>

typedef uint64_t eng_time;

#define ENG_TIME_NEVER UINT64_MAX
#define ENG_PS_PER_NS 1000ull
#define ENG_PS_PER_S 1000000000000ull

enum eng_phase {
    ENG_PHASE_COMPONENT = 0, /* ticks and handles of components */
    ENG_PHASE_CONNECTION = 1 /* connections deliver messages */
};

typedef struct eng_clock {
    eng_time period; /* picoseconds per cycle, > 0 */
} eng_clock;

/* A clock of freq_hz; the period is rounded to the nearest picosecond
 * (1 GHz -> 1000 ps). freq_hz must be between 1 Hz and 1 THz. */
eng_clock eng_clock_hz(uint64_t freq_hz);

/* The first cycle boundary at or after now. */
static inline eng_time eng_clock_this_tick(eng_clock c, eng_time now)
{
    eng_time r = now % c.period;
    return r ? now - r + c.period : now;
}

/* The first cycle boundary strictly after now. */
static inline eng_time eng_clock_next_tick(eng_clock c, eng_time now)
{
    return now - now % c.period + c.period;
}

/* n cycles after the current cycle boundary (this_tick(now) + n periods). */
static inline eng_time eng_clock_n_cycles_later(eng_clock c, eng_time now, uint64_t n)
{
    return eng_clock_this_tick(c, now) + n * c.period;
}

/* The index of the cycle that contains now. */
static inline uint64_t eng_clock_cycle(eng_clock c, eng_time now)
{
    return now / c.period;
}

#endif
