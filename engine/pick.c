/* The engine's choice between running windows alone and opening them to
 * the helpers, by epochs (pick.h). */
#include "engine/pick.h"

#include <time.h>

bool eng_pick_alone(const eng_pick *p)
{
    return p->alone != p->trying;
}

/* The epoch just ended cost c ticks per event. */
static void end_epoch(eng_pick *p, double c)
{
    p->epochs++;
    if (!p->every)
        p->every = PICK_TRY_FIRST;
    if (p->trying) {
        p->trying = false;
        p->kept = 0;
        if (c * PICK_MARGIN < p->kept_cost) { /* the other mode: keep it */
            p->alone = !p->alone;
            p->kept_cost = c;
            p->every = PICK_TRY_FIRST;
            p->switches++;
        } else if (p->every < PICK_TRY_MAX) {
            p->every *= 2;
        }
        return;
    }
    p->kept_cost = c;
    if (++p->kept >= p->every) {
        p->trying = true;
        p->tries++;
    }
}

void eng_pick_learn(eng_pick *p, uint64_t now, uint64_t events)
{
    if (!p->t0) {
        p->t0 = now ? now : 1;
        return; /* the first window: cold caches, helpers asleep */
    }
    p->events += events;
    if (now - p->t0 < PICK_EPOCH)
        return;
    if (p->events) /* an epoch without events (all waiting) says nothing */
        end_epoch(p, (double)(now - p->t0) / (double)p->events);
    p->t0 = now;
    p->events = 0;
}

void eng_pick_pause(eng_pick *p)
{
    p->t0 = 0;
    p->events = 0;
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
