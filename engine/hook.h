/* Hooks: observers (and, for fault injection, perturbers) attached to the
 * engine, to ports and to components.
 *
 * A hookable object holds an eng_hooks list. Invoking goes through
 * ENG_HOOKS_CALL, which tests one pointer: with no hook attached the cost is
 * a predictable branch, nothing more.
 *
 * Threading: a hook on a port or a component is called while that port's
 * component or connection owns the current event, so one port's or one
 * component's hook sees a deterministic sequence. Engine hooks (before and
 * after every event) are called on worker threads, concurrently, in no
 * fixed order across owners; ctx->event carries the (time, phase, owner,
 * seq) key that puts them in the one deterministic order if a hook needs
 * it. Attach and detach hooks only while the engine is not running. */
#ifndef MGSIM_ENGINE_HOOK_H
#define MGSIM_ENGINE_HOOK_H

#include <stdint.h>

#include "engine/event.h"

enum eng_hook_pos {
    ENG_HOOK_BEFORE_EVENT, /* engine: item = the event */
    ENG_HOOK_AFTER_EVENT,  /* engine: item = the event */
    ENG_HOOK_PORT_SEND,    /* port: item = the message, accepted */
    ENG_HOOK_PORT_DELIVER, /* port: item = the message, put in the buffer */
    ENG_HOOK_PORT_RETRIEVE,/* port: item = the message, taken by owner */
    ENG_HOOK_BATCH_END,    /* engine batch hooks: item = eng_batch_info */
    ENG_HOOK_BETWEEN,      /* engine between hooks: item = uint64_t events run
                              since the last call */
    ENG_HOOK_RANK_SYNC,    /* ranks' sync hooks (ranks.h): item = NULL */
    ENG_HOOK_COMP_FIRST = 16 /* components define their positions from here */
};

typedef struct eng_hook_ctx {
    int pos;               /* enum eng_hook_pos or a component's own */
    eng_time now;
    const char *where;     /* name of the hooked object */
    const eng_event *event;/* engine positions; else NULL */
    const void *item;      /* what the position says */
    const void *detail;    /* component positions may add a detail */
} eng_hook_ctx;

/* ENG_HOOK_BATCH_END: every event of one (time, phase) has run. Batch
 * hooks (eng_batch_hooks_of) are called on the engine's calling thread
 * while no event runs, so they may read any hook's per-component state
 * without locks. A batch can be reported in two parts when events are
 * scheduled for the current time between two eng_run calls. */
typedef struct eng_batch_info {
    eng_time time;
    uint32_t phase;
    uint64_t events;       /* events the batch ran */
} eng_batch_info;

typedef void (*eng_hook_fn)(void *user, const eng_hook_ctx *ctx);

typedef struct eng_hook {
    eng_hook_fn fn;
    void *user;
    struct eng_hook *next;
} eng_hook;

typedef struct eng_hooks {
    eng_hook *head;
} eng_hooks;

/* Attach returns 0, or -1 when out of memory. Hooks run in attach order. */
int eng_hooks_attach(eng_hooks *h, eng_hook_fn fn, void *user);
/* Removes the first hook with this fn and user; 0 if found, -1 if not. */
int eng_hooks_detach(eng_hooks *h, eng_hook_fn fn, void *user);
void eng_hooks_clear(eng_hooks *h);
void eng_hooks_invoke(const eng_hooks *h, const eng_hook_ctx *ctx);

#define ENG_HOOKS_CALL(hooks, ...)                            \
    do {                                                      \
        if ((hooks)->head) {                                  \
            eng_hook_ctx ctx_ = {__VA_ARGS__};                \
            eng_hooks_invoke((hooks), &ctx_);                 \
        }                                                     \
    } while (0)

#endif
