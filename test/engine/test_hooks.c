/* Hooks: engine hooks see every event once before and once after it runs;
 * port hooks see send, deliver and retrieve in order, at the right times;
 * detaching removes a hook. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdatomic.h>
#include <string.h>

#include <cmocka.h>

#include "synth/synth.h"
#include "probe.h"

typedef struct counts {
    atomic_ulong before, after;
} counts;

static void count_hook(void *user, const eng_hook_ctx *ctx)
{
    counts *c = user;
    assert_non_null(ctx->event);
    if (ctx->pos == ENG_HOOK_BEFORE_EVENT)
        atomic_fetch_add(&c->before, 1);
    else if (ctx->pos == ENG_HOOK_AFTER_EVENT)
        atomic_fetch_add(&c->after, 1);
}

typedef struct port_log {
    int pos[8];
    eng_time when[8];
    const char *where[8];
    int n;
} port_log;

static void port_hook(void *user, const eng_hook_ctx *ctx)
{
    port_log *l = user;
    assert_true(l->n < 8);
    l->pos[l->n] = ctx->pos;
    l->when[l->n] = ctx->now;
    l->where[l->n] = ctx->where;
    l->n++;
}

static void engine_and_port_hooks_observe(void **state)
{
    (void)state;
    static const int engines[] = {-1, 2};
    for (int k = 0; k < 2; k++) {
        eng_engine *e = test_engine(engines[k]);
        counts cnt;
        atomic_init(&cnt.before, 0);
        atomic_init(&cnt.after, 0);
        assert_int_equal(eng_hooks_attach(eng_hooks_of(e), count_hook, &cnt), 0);
        probe a, b;
        eng_conn *c = probe_pair(e, &a, &b, 4);
        port_log la = {0}, lb = {0};
        eng_hooks_attach(&a.port->hooks, port_hook, &la);
        eng_hooks_attach(&b.port->hooks, port_hook, &lb);
        probe_add_send(&a, 2, &b, 8);
        uint64_t n = eng_run(e);
        assert_true(n > 0);
        assert_int_equal(atomic_load(&cnt.before), n);
        assert_int_equal(atomic_load(&cnt.after), n);
        assert_int_equal(la.n, 1);
        assert_int_equal(la.pos[0], ENG_HOOK_PORT_SEND);
        assert_int_equal(la.when[0], 2000);
        assert_string_equal(la.where[0], "A.Port");
        assert_int_equal(lb.n, 2);
        assert_int_equal(lb.pos[0], ENG_HOOK_PORT_DELIVER);
        assert_int_equal(lb.when[0], 2000); /* connection phase of cycle 2 */
        assert_int_equal(lb.pos[1], ENG_HOOK_PORT_RETRIEVE);
        assert_int_equal(lb.when[1], 3000);
        /* Detached hooks see nothing more. */
        assert_int_equal(eng_hooks_detach(eng_hooks_of(e), count_hook, &cnt), 0);
        assert_int_equal(eng_hooks_detach(eng_hooks_of(e), count_hook, &cnt), -1);
        probe_add_send(&a, 5, &b, 8);
        uint64_t n2 = eng_run(e);
        assert_true(n2 > 0);
        assert_int_equal(atomic_load(&cnt.before), n);
        assert_int_equal(la.n, 2);
        probe_pair_free(e, c, &a, &b);
    }
}

static void hooks_run_in_attach_order(void **state)
{
    (void)state;
    port_log l = {0};
    eng_hooks h = {0};
    assert_int_equal(eng_hooks_attach(&h, port_hook, &l), 0);
    eng_hook_ctx ctx = {.pos = 7, .now = 1, .where = "first"};
    eng_hooks_invoke(&h, &ctx);
    ctx.pos = 8;
    eng_hooks_invoke(&h, &ctx);
    assert_int_equal(l.n, 2);
    assert_int_equal(l.pos[0], 7);
    assert_int_equal(l.pos[1], 8);
    eng_hooks_clear(&h);
    assert_null(h.head);
    ENG_HOOKS_CALL(&h, .pos = 9); /* nothing attached: nothing called */
    assert_int_equal(l.n, 2);
}

/* Between hooks: on the calling thread with no event running, in every
 * engine and way of running, and an eng_stop from one stops the run there
 * (in windows: at the window's end); running on finishes the same work. */
typedef struct between {
    eng_engine *e;
    int calls, stop_at;
    eng_time last;
} between;

static void between_hook(void *user, const eng_hook_ctx *ctx)
{
    between *b = user;
    assert_int_equal(ctx->pos, ENG_HOOK_BETWEEN);
    assert_true(ctx->now >= b->last);
    b->last = ctx->now;
    if (++b->calls == b->stop_at)
        eng_stop(b->e);
}

static void between_hooks_see_the_gaps_and_may_stop(void **state)
{
    (void)state;
    synth_config sc = synth_default_config();
    sc.chan_latency = 4; /* groups joined by channels: windows */
    static const int threads[] = {-1, 1, 2};
    uint64_t total = 0;
    for (int mode = ENG_PARTITION_FINEST; mode <= ENG_PARTITION_NONE; mode++)
        for (size_t t = 0; t < sizeof threads / sizeof threads[0]; t++) {
            eng_config ec = eng_default_config();
            ec.threads = threads[t] < 0 ? ENG_THREADS_SERIAL : threads[t];
            ec.partitioning = mode;
            eng_engine *e = eng_create(&ec, NULL, 0);
            synth_platform *p = synth_build(e, &sc, NULL, 0);
            assert_non_null(p);
            between b = {e, 0, 10, 0};
            assert_int_equal(eng_hooks_attach(eng_between_hooks_of(e), between_hook, &b), 0);
            uint64_t first = eng_run(e);
            assert_int_equal(b.calls, 10); /* stopped at the tenth gap */
            assert_true(eng_pending(e) > 0);
            uint64_t rest = eng_run(e);
            assert_true(b.calls > 10);
            assert_int_equal(eng_pending(e), 0);
            if (!total)
                total = first + rest;
            assert_int_equal(first + rest, total); /* the same events in all */
            synth_free(p);
            eng_destroy(e);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(engine_and_port_hooks_observe),
        cmocka_unit_test(hooks_run_in_attach_order),
        cmocka_unit_test(between_hooks_see_the_gaps_and_may_stop),
    };
    return cmocka_run_group_tests_name("engine_hooks", tests, NULL, NULL);
}
