#include "probe.h"

#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

static void note_recv(probe *p, eng_msg *m)
{
    assert_true(p->nrecv < PROBE_MAX);
    p->recv_time[p->nrecv] = eng_comp_now(&p->comp);
    p->recv_id[p->nrecv] = m->id;
    p->nrecv++;
}

static bool probe_tick(eng_comp *c)
{
    probe *p = (probe *)c;
    assert_true(p->nticks < 4 * PROBE_MAX);
    p->tick_time[p->nticks++] = eng_comp_now(c);
    bool progress = false;
    eng_msg *m;
    while (p->take && (m = eng_port_retrieve(p->port))) {
        note_recv(p, m);
        progress = true;
    }
    if (p->next < p->nscript) {
        probe_send *s = &p->script[p->next];
        if (eng_comp_cycle(c) >= s->cycle) {
            eng_msg *out = &p->pool[p->next];
            memset(out, 0, sizeof *out);
            out->dst = s->dst;
            out->bytes = s->bytes;
            if (eng_port_send(p->port, out) == 0) {
                p->next++;
                progress = true;
            } else {
                p->send_fail++;
                return progress; /* sleep until the port frees */
            }
        }
        if (p->next < p->nscript)
            progress = true; /* wait for the next cycle in the script */
    }
    return progress;
}

static void probe_port_free(eng_comp *c, eng_port *port)
{
    (void)port;
    ((probe *)c)->port_free++;
    eng_comp_wake(c);
}

static const eng_comp_ops probe_ops = {
    .kind = "probe", .tick = probe_tick, .notify_port_free = probe_port_free,
};

void probe_init(probe *p, eng_engine *e, const char *name, size_t in_cap, size_t out_cap)
{
    memset(p, 0, sizeof *p);
    assert_int_equal(eng_comp_init(&p->comp, e, name, &probe_ops, eng_clock_hz(1000000000)), 0);
    p->port = eng_port_new(&p->comp, "Port", in_cap, out_cap);
    assert_non_null(p->port);
    p->take = true;
}

void probe_add_send(probe *p, uint64_t cycle, probe *to, uint32_t bytes)
{
    assert_true(p->nscript < PROBE_MAX);
    p->script[p->nscript++] = (probe_send){cycle, to->port, bytes};
    eng_comp_wake(&p->comp);
}

void probe_fini(probe *p)
{
    eng_comp_fini(&p->comp);
}

eng_msg *probe_take(probe *p)
{
    eng_msg *m = eng_port_retrieve(p->port);
    if (m)
        note_recv(p, m);
    return m;
}

eng_engine *test_engine(int threads)
{
    eng_config c = eng_default_config();
    c.threads = threads < 0 ? ENG_THREADS_SERIAL : threads;
    char err[128];
    eng_engine *e = eng_create(&c, err, sizeof err);
    assert_non_null(e);
    return e;
}

eng_conn *probe_pair(eng_engine *e, probe *a, probe *b, size_t cap)
{
    probe_init(a, e, "A", cap, cap);
    probe_init(b, e, "B", cap, cap);
    eng_conn *c = eng_direct_new(e, "Bus", eng_clock_hz(1000000000));
    assert_non_null(c);
    assert_int_equal(eng_conn_plug(c, a->port), 0);
    assert_int_equal(eng_conn_plug(c, b->port), 0);
    return c;
}

void probe_pair_free(eng_engine *e, eng_conn *c, probe *a, probe *b)
{
    probe_fini(a);
    probe_fini(b);
    eng_conn_destroy(c);
    eng_destroy(e);
}

void probe_trio_init(probe t[3], eng_engine *e, size_t out_cap, size_t in_cap)
{
    probe_init(&t[0], e, "S0", 4, out_cap);
    probe_init(&t[1], e, "S1", 4, out_cap);
    probe_init(&t[2], e, "D", in_cap, 4);
}

void probe_trio_fini(probe t[3])
{
    for (int i = 0; i < 3; i++)
        probe_fini(&t[i]);
}
