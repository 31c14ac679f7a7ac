/* LAB's ACE policy (cp_ace.h): the baseline's dispatch, and at the end
 * of every launch, once every workgroup is answered, LAB_MSG_FLUSH to
 * each CU and the launch is over when every CU has answered
 * LAB_MSG_FLUSHED (all its buffered atomics acknowledged by their L2).
 * With lab.no_flush the launch counts as ended at its last workgroup. */
#include <stdlib.h>

#include "components/cp/cp_int.h"
#include "mech/lab/lab.h"
#include "util/xalloc.h"

typedef struct lab_ace {
    bool no_flush;
    bool closing;              /* every workgroup answered: flushing */
    uint32_t sent, acked;      /* CUs asked, CUs answered */
    eng_time close_at;         /* when closing began */
    uint64_t close_cycle;
    uint64_t flushes, flush_cycles;
} lab_ace;

static int init(cp *c, const void *arg, char *err, size_t errlen)
{
    (void)err, (void)errlen;
    lab_ace *s = xcalloc(1, sizeof *s, "lab ACE state");
    s->no_flush = ((const lab_config *)arg)->no_flush;
    c->ace_state = s;
    return 0;
}

static void fini(cp *c)
{
    free(c->ace_state);
    c->ace_state = NULL;
}

static void start(cp *c)
{
    lab_ace *s = c->ace_state;
    s->closing = false;
    s->sent = s->acked = 0;
    cp_ace_baseline.start(c);
}

static bool step(cp *c)
{
    lab_ace *s = c->ace_state;
    bool p = cp_ace_baseline.step(c);
    if (!s->closing && cp_ace_baseline.done(c)) {
        s->closing = true;
        s->close_at = eng_comp_now(&c->comp);
        s->close_cycle = eng_comp_cycle(&c->comp);
        p = true;
    }
    while (s->closing && s->sent < c->ncu) {
        eng_msg *m = xcalloc(1, sizeof *m, "lab message");
        m->type = LAB_MSG_FLUSH;
        if (!cp_dispatch_send(c, m, s->sent)) {
            free(m);
            break;
        }
        s->sent++;
        p = true;
    }
    return p;
}

static void answer(cp *c, eng_msg *m)
{
    lab_ace *s = c->ace_state;
    if (m->type != LAB_MSG_FLUSHED) {
        cp_ace_baseline.answer(c, m);
        return;
    }
    free(m);
    if (++s->acked == c->ncu) {
        s->flushes++;
        s->flush_cycles += eng_comp_cycle(&c->comp) - s->close_cycle;
    }
}

static bool done(const cp *c)
{
    const lab_ace *s = c->ace_state;
    return s->closing && s->acked == c->ncu;
}

static uint64_t ended_at(const cp *c)
{
    const lab_ace *s = c->ace_state;
    return s->no_flush ? s->close_at : eng_comp_now(&c->comp);
}

const cp_ace_ops lab_ace_ops = {
    .name = "lab", .init = init, .fini = fini, .start = start, .step = step,
    .answer = answer, .done = done, .ended_at = ended_at,
};

void lab_cp_stats(const cp *c, uint64_t *sum)
{
    if (c->ace != &lab_ace_ops || !c->ace_state) return;
    const lab_ace *s = c->ace_state;
    lab_stats *t = (lab_stats *)sum;
    t->cp_flushes += s->flushes;
    t->cp_flush_cycles += s->flush_cycles;
}
