/* The task vocabulary: what a component says to the tracer (trace.h),
 * the hang detector (hang.h) and any other hook about the work it does.
 *
 * A task is one piece of work at one component: a memory request being
 * served by a cache or a DRAM channel, an instruction, a wavefront, a
 * workgroup, a kernel, a host command. It has an id, the id of the task
 * that caused it (its parent), a kind ("req", "inst", ...), a what
 * ("read", "v_add_f32", ...), a start, an end, and steps in between
 * ("hit", "mshr-hit", "stall: port full").
 *
 * Ids must be unique in a run and deterministic (never a global atomic
 * counter, never a pointer):
 *   - a task that serves a message is named after the message's id
 *     (eng_msg.id, owner id << 40 | the sender's count) by
 *     trace_msg_task(): the receiver starts task trace_msg_task(&m->hdr)
 *     with parent m->trace_id, and what it sends down on that task's
 *     behalf carries trace_id = trace_msg_task(&m->hdr);
 *   - a task a component makes on its own (an instruction, a wavefront)
 *     is trace_task_id(c, n) with n from a counter of the component's.
 *
 * Positions 256..259 are this common vocabulary; a component's own
 * positions stay in ENG_HOOK_COMP_FIRST..255. Every helper below is one
 * pointer test when no hook is attached to the component. */
#ifndef MGSIM_HOOKS_TRACE_HOOK_H
#define MGSIM_HOOKS_TRACE_HOOK_H

#include <stdint.h>

#include "engine/component.h"
#include "engine/msg.h"

enum trace_hook_pos {
    TRACE_POS_TASK_START = 256, /* item: const trace_task * */
    TRACE_POS_TASK_END,         /* item: const trace_task * (id, kind) */
    TRACE_POS_TASK_STEP,        /* item: const trace_task * (id, kind), detail: const char * */
    TRACE_POS_COUNTER,          /* item: const trace_counter * */
};

typedef struct trace_task {
    uint64_t id;       /* see above */
    uint64_t parent;   /* 0: none */
    const char *kind;  /* a string literal: "req", "inst", "wavefront", ... */
    const char *what;  /* a string literal or a name that outlives the run */
} trace_task;

typedef struct trace_counter {
    const char *name;  /* e.g. "mshrs" */
    int64_t value;
} trace_counter;

/* The id of the task that serves message m at its receiver. Bit 62 keeps
 * it non-zero (the first message of owner 0 has id 0, and 0 means "no
 * task") and apart from trace_task_id's ids. */
static inline uint64_t trace_msg_task(const eng_msg *m)
{
    return 1ull << 62 | m->id;
}

/* The id of the task that carries message m across a connection that
 * traces (the fabric: a "hop"). Derived from m's id like
 * trace_msg_task, with bit 61 set as well, so the receiver can name the
 * hop as its task's parent without being told. Message ids keep bit 61
 * clear while owner ids stay below 2^21. */
static inline uint64_t trace_hop_task(const eng_msg *m)
{
    return 3ull << 61 | m->id;
}

/* The id of a task that component c makes itself, n from c's counter.
 * The top bit keeps these apart from message ids. */
static inline uint64_t trace_task_id(const eng_comp *c, uint64_t n)
{
    return 1ull << 63 | (uint64_t)c->owner.id << 40 | (n & ((1ull << 40) - 1));
}

/* The same calls for an object that is not a component (a connection
 * such as the fabric) and keeps its own hook list: now and where are what
 * the component versions take from the component. */
static inline void trace_hooks_task_start(eng_hooks *h, eng_time now, const char *where,
                                          uint64_t id, uint64_t parent, const char *kind,
                                          const char *what)
{
    if (h->head) {
        trace_task t = {id, parent, kind, what};
        ENG_HOOKS_CALL(h, .pos = TRACE_POS_TASK_START, .now = now, .where = where, .item = &t);
    }
}

static inline void trace_hooks_task_end(eng_hooks *h, eng_time now, const char *where,
                                        uint64_t id, const char *kind)
{
    if (h->head) {
        trace_task t = {id, 0, kind, NULL};
        ENG_HOOKS_CALL(h, .pos = TRACE_POS_TASK_END, .now = now, .where = where, .item = &t);
    }
}

static inline void trace_hooks_task_step(eng_hooks *h, eng_time now, const char *where,
                                         uint64_t id, const char *kind, const char *step)
{
    if (h->head) {
        trace_task t = {id, 0, kind, NULL};
        ENG_HOOKS_CALL(h, .pos = TRACE_POS_TASK_STEP, .now = now, .where = where, .item = &t,
                       .detail = step);
    }
}

static inline void trace_task_start(eng_comp *c, uint64_t id, uint64_t parent,
                                    const char *kind, const char *what)
{
    if (c->hooks.head) /* eng_comp_now only when someone listens */
        trace_hooks_task_start(&c->hooks, eng_comp_now(c), c->name, id, parent, kind, what);
}

static inline void trace_task_end(eng_comp *c, uint64_t id, const char *kind)
{
    if (c->hooks.head) /* eng_comp_now only when someone listens */
        trace_hooks_task_end(&c->hooks, eng_comp_now(c), c->name, id, kind);
}

static inline void trace_task_step(eng_comp *c, uint64_t id, const char *kind, const char *step)
{
    if (c->hooks.head) /* eng_comp_now only when someone listens */
        trace_hooks_task_step(&c->hooks, eng_comp_now(c), c->name, id, kind, step);
}

static inline void trace_count(eng_comp *c, const char *name, int64_t value)
{
    if (c->hooks.head) {
        trace_counter k = {name, value};
        ENG_COMP_HOOK(c, TRACE_POS_COUNTER, &k, NULL);
    }
}

#endif
