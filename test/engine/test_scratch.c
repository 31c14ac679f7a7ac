/* Per-worker scratch (engine/scratch.h) against its contract, checked by
 * what the events themselves see: in the serial engine every owner gets
 * the one object; in the parallel engine (lockstep batches and windows,
 * 2 and 3 threads) no object is ever used by two events at once (a flag
 * each event sets and clears), each object is only ever used by one
 * thread, there are at most as many as threads, an object keeps what the
 * last event left in it, two kinds are two objects, a new object is
 * zeroed, and eng_destroy calls fini once per object. An owner entered
 * from an event as a notify callback is (eng_owner_enter, under its lock)
 * gets that event's object: the running worker's, not its home's. */
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/engine.h"
#include "engine/scratch.h"

#define OWNERS 48
#define ROUNDS 40
#define SEEN_MAX 16

typedef struct obj {
    atomic_int busy;       /* an event is using it */
    pthread_t thread;      /* the thread that first used it */
    bool have_thread;
    uint64_t last;         /* what the last event wrote */
    uint64_t uses;
    atomic_int *fini_calls;
    uint8_t pad[200];      /* zeroed when made */
} obj;

typedef struct world {
    atomic_int fini_calls;
    pthread_mutex_t m;     /* guards the table of objects seen */
    obj *seen[SEEN_MAX];
    int nseen;
    atomic_int shared;     /* an object found busy, or used by a second thread */
    atomic_int not_zero;   /* a new object not zeroed */
    atomic_int same_kind;  /* the second kind gave the first kind's object */
    atomic_int entered;    /* an entered owner got another object than its enterer */
} world;

typedef struct owner {
    eng_owner o;
    world *w;
    char name[16];
    uint64_t id;
    eng_owner *peer;       /* entered from each of its events; runs none */
} owner;

static void fini(void *p)
{
    obj *b = p;
    if (b->fini_calls) atomic_fetch_add(b->fini_calls, 1);
}

static const eng_scratch_kind kind_a = {"test scratch a", sizeof(obj), fini};
static const eng_scratch_kind kind_b = {"test scratch b", 64, NULL};

static void note(world *w, obj *b)
{
    pthread_mutex_lock(&w->m);
    int i = 0;
    while (i < w->nseen && w->seen[i] != b) i++;
    if (i == w->nseen) {
        if (w->nseen < SEEN_MAX) w->seen[w->nseen++] = b;
        for (size_t k = 0; k < sizeof b->pad; k++)
            if (b->pad[k] || b->uses || b->last) atomic_store(&w->not_zero, 1);
    }
    pthread_mutex_unlock(&w->m);
}

static void run(eng_owner *o, const eng_event *ev)
{
    owner *me = (owner *)o;
    world *w = me->w;
    obj *b = eng_scratch(o, &kind_a);
    if (atomic_exchange(&b->busy, 1)) atomic_store(&w->shared, 1);
    note(w, b);
    if (!b->have_thread) {
        b->thread = pthread_self(), b->have_thread = true;
        b->fini_calls = &w->fini_calls;
    } else if (!pthread_equal(b->thread, pthread_self())) {
        atomic_store(&w->shared, 1);
    }
    /* it keeps what the previous event on this worker left */
    if (b->uses && b->last == 0) atomic_store(&w->shared, 1);
    b->last = me->id * 1000 + ev->arg + 1;
    b->uses++;
    if ((void *)eng_scratch(o, &kind_b) == (void *)b) atomic_store(&w->same_kind, 1);
    eng_owner_enter(me->peer, o);
    if ((void *)eng_scratch(me->peer, &kind_a) != (void *)b) atomic_store(&w->entered, 1);
    eng_owner_leave(me->peer);
    for (volatile int spin = 0; spin < 200; spin++) {} /* a little work inside */
    if (b->last != me->id * 1000 + ev->arg + 1) atomic_store(&w->shared, 1);
    atomic_store(&b->busy, 0);
    if (ev->arg + 1 < ROUNDS) eng_schedule(o, ev->time + 1000, 0, 0, ev->arg + 1, NULL);
}

static void never_run(eng_owner *o, const eng_event *ev)
{
    (void)ev;
    fail_msg("%s ran an event", o->name);
}

static void one_engine(int threads, int partitioning, int want_objects_max)
{
    eng_config c = eng_default_config();
    c.threads = threads;
    c.partitioning = partitioning;
    c.pin = false;
    char err[128];
    eng_engine *e = eng_create(&c, err, sizeof err);
    assert_non_null(e);
    world *w = calloc(1, sizeof *w);
    assert_non_null(w);
    pthread_mutex_init(&w->m, NULL);
    static owner os[OWNERS], peers[OWNERS];
    for (int i = 0; i < OWNERS; i++) {
        memset(&os[i], 0, sizeof os[i]);
        snprintf(os[i].name, sizeof os[i].name, "o%d", i);
        os[i].w = w, os[i].id = (uint64_t)i;
        eng_owner_register(e, &os[i].o, ENG_OWNER_COMPONENT, os[i].name, run);
        eng_owner_set_partition(&os[i].o, (uint32_t)i + 1);
        memset(&peers[i], 0, sizeof peers[i]);
        snprintf(peers[i].name, sizeof peers[i].name, "p%d", i);
        eng_owner_register(e, &peers[i].o, ENG_OWNER_COMPONENT, peers[i].name, never_run);
        eng_owner_set_partition(&peers[i].o, (uint32_t)i + 1);
        os[i].peer = &peers[i].o;
        eng_schedule(&os[i].o, 1000, 0, 0, 0, NULL);
    }
    assert_int_equal(eng_run(e), (uint64_t)OWNERS * ROUNDS);
    assert_int_equal(atomic_load(&w->shared), 0);
    assert_int_equal(atomic_load(&w->not_zero), 0);
    assert_int_equal(atomic_load(&w->same_kind), 0);
    assert_int_equal(atomic_load(&w->entered), 0);
    assert_true(w->nseen >= 1 && w->nseen <= want_objects_max);
    uint64_t uses = 0;
    for (int i = 0; i < w->nseen; i++) uses += w->seen[i]->uses;
    assert_int_equal(uses, (uint64_t)OWNERS * ROUNDS);
    int made = w->nseen;
    for (int i = 0; i < OWNERS; i++) {
        eng_owner_unregister(&os[i].o);
        eng_owner_unregister(&peers[i].o);
    }
    eng_destroy(e);
    assert_int_equal(atomic_load(&w->fini_calls), made); /* once per object of kind a */
    pthread_mutex_destroy(&w->m);
    free(w);
}

static void serial_one_object(void **state)
{
    (void)state;
    one_engine(ENG_THREADS_SERIAL, ENG_PARTITION_MODEL, 1);
}

static void parallel_one_per_worker(void **state)
{
    (void)state;
    for (int threads = 1; threads <= 3; threads++) {
        one_engine(threads, ENG_PARTITION_NONE, threads);   /* lockstep batches */
        one_engine(threads, ENG_PARTITION_FINEST, threads); /* windows */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(serial_one_object),
                                       cmocka_unit_test(parallel_one_per_worker)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
