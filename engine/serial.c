/* The serial engine: one event at a time, in the total order of event.h.
 * It is the reference the parallel engine is checked against, so it is
 * kept as plain as it can be. */
#include <stdlib.h>

#include "engine/engine_impl.h"
#include "engine/heap.h"

static void serial_push(eng_engine *e, const eng_event *ev)
{
    eng_heap_push(e->backend, ev);
}

static uint64_t serial_run(eng_engine *e, eng_time limit)
{
    eng_heap *h = e->backend;
    uint64_t n = 0, in_batch = 0;
    eng_event ev;
    for (;;) {
        const eng_event *top = eng_heap_top(h);
        /* Batch hooks see the end of each (time, phase); one pointer test
         * per event when none is attached. */
        if ((e->batch_hooks.head || e->between_hooks.head) && in_batch &&
            (!top || eng_event_stamp(top->time, top->phase) != eng_event_stamp(e->now, e->phase))) {
            eng_batch_end(e, in_batch);
            in_batch = 0;
        }
        if (!top || top->time > limit)
            break;
        /* Like the parallel engine, a stop takes effect after the whole
         * batch of the current (time, phase), so both stop at one place. */
        if (atomic_load_explicit(&e->stop, memory_order_relaxed) && n &&
            eng_event_stamp(top->time, top->phase) != eng_event_stamp(e->now, e->phase))
            break;
        eng_heap_pop(h, &ev);
        e->now = ev.time;
        e->phase = ev.phase;
        eng_dispatch(e, NULL, &ev);
        n++;
        in_batch++;
    }
    return n;
}

static size_t serial_pending(const eng_engine *e)
{
    return ((const eng_heap *)e->backend)->n;
}

static uint64_t serial_next(const eng_engine *e)
{
    const eng_event *top = eng_heap_top(e->backend);
    return top ? eng_event_stamp(top->time, top->phase) : UINT64_MAX;
}

static void serial_destroy(eng_engine *e)
{
    eng_heap_free(e->backend);
    free(e->backend);
}

static const eng_backend_ops serial_ops = {
    serial_push, serial_run, serial_pending, serial_destroy, serial_next,
};

int eng_serial_init(eng_engine *e, char *err, size_t errlen)
{
    (void)err;
    (void)errlen;
    eng_heap *h = malloc(sizeof *h);
    if (!h)
        return -1;
    eng_heap_init(h);
    e->backend = h;
    e->ops = &serial_ops;
    e->threads = 0;
    return 0;
}
