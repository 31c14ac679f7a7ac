/* Events and their total order.
 *
 * An event belongs to one owner (a component or a connection): only that
 * owner schedules it and only that owner handles it. Events are ordered by
 * (time, phase, owner id, per-owner sequence number). Owner ids are given
 * in registration order and sequence numbers are counted by the owner
 * itself, so the order is the same on every run and for every thread
 * count: it never depends on a pointer value or on which thread got a
 * shared counter first. */
#ifndef MGSIM_ENGINE_EVENT_H
#define MGSIM_ENGINE_EVENT_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/time.h"

/* Kinds below ENG_EV_USER are the engine's own. */
enum { ENG_EV_TICK = 0, ENG_EV_WAKE = 1, ENG_EV_USER = 16 };

typedef struct eng_event {
    eng_time time;
    uint32_t phase;
    uint32_t owner; /* id of the owner that handles the event */
    uint64_t seq;   /* owner-local counter: the tie-break */
    uint32_t kind;  /* ENG_EV_* or an owner-defined kind >= ENG_EV_USER */
    uint32_t arg;   /* owner-defined */
    void *data;     /* owner-defined; the engine never touches it */
} eng_event;

/* The (time, phase) part as one number: the key of a batch. */
static inline uint64_t eng_event_stamp(eng_time t, uint32_t phase)
{
    return (t << 1) | phase;
}

static inline bool eng_event_before(const eng_event *a, const eng_event *b)
{
    if (a->time != b->time)
        return a->time < b->time;
    if (a->phase != b->phase)
        return a->phase < b->phase;
    if (a->owner != b->owner)
        return a->owner < b->owner;
    return a->seq < b->seq;
}

#endif
