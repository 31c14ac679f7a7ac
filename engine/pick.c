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
    /* try both before trusting either, taking turns, opened first */
    const uint32_t *n = p->seen[size];
    if (n[0] < PICK_WARM || n[1] < PICK_WARM)
        return n[1] < n[0];
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
    uint32_t n = ++p->seen[size][alone];
    if (n == 1) /* the first: a helper still asleep, cold caches */
        return;
    if (n == 2) {
        *est = c;
        return;
    }
    /* A window whose helper lost its core for a time slice costs a hundred
     * times the usual; one such should not decide for the next hundred. */
    if (c > 4 * *est)
        c = 4 * *est;
    *est += (c - *est) / 4;
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
