/* The engine's choice between running a window alone and opening it to
 * the helpers (pick.h). */
#include "engine/pick.h"

#include <time.h>

uint32_t eng_pick_size(uint64_t prev)
{
    uint32_t s = 0;
    while (s < PICK_SIZES - 1 && (2ull << s) <= prev)
        s++;
    return s;
}

bool eng_pick_alone(eng_pick *p, uint32_t size)
{
    /* try both before trusting either: opened first */
    if (!p->seen[size][0])
        return false;
    if (!p->seen[size][1])
        return true;
    bool alone = p->cost[size][1] <= p->cost[size][0];
    if (++p->turns[size] % PICK_EXPLORE == 0)
        alone = !alone;
    return alone;
}

void eng_pick_learn(eng_pick *p, uint32_t size, bool alone, uint64_t ticks, uint64_t events)
{
    if (!events)
        return;
    double c = (double)ticks / (double)events, *est = &p->cost[size][alone];
    if (!p->seen[size][alone]++) {
        *est = c;
        return;
    }
    /* A window whose helper lost its core for a time slice costs a hundred
     * times the usual; one such should not decide for the next thousand. */
    if (c > 4 * *est)
        c = 4 * *est;
    *est += (c - *est) / 8;
}

uint64_t eng_pick_ticks(void)
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    return __builtin_ia32_rdtsc();
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
#endif
}
