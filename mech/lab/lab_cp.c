/* LAB's ACE layer (cp_ace.h): on whatever dispatches the launch, at its
 * end (cp_ext_others_done: every workgroup answered), LAB_MSG_FLUSH to
 * each CU and the launch is over when every CU has answered
 * LAB_MSG_FLUSHED (all its buffered atomics acknowledged by their L2).
 * With lab.no_flush the launch counts as ended at its last workgroup. */
#include <stdlib.h>

#include "components/cp/cp_ext.h"
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

static lab_ace *lab_of(const cp *c) { return cp_ext_state(c, &lab_ace_ops); }

static int init(cp *c, const void *arg, char *err, size_t errlen)
{
    (void)err, (void)errlen;
    lab_ace *s = xcalloc(1, sizeof *s, "lab ACE state");
    s->no_flush = ((const lab_config *)gpu_mech_cfg_c(arg, &lab_mech))->no_flush; /* arg: GPU's */
    cp_ext_set_state(c, &lab_ace_ops, s);
    return 0;
}

static void fini(cp *c)
{
    free(lab_of(c));
    cp_ext_set_state(c, &lab_ace_ops, NULL);
}

static void start(cp *c)
{
    lab_ace *s = lab_of(c);
    s->closing = false;
    s->sent = s->acked = 0;
}

static bool step(cp *c)
{
    lab_ace *s = lab_of(c);
    bool p = false;
    if (!s->closing && cp_ext_others_done(c, &lab_ace_ops)) {
        s->closing = true;
        s->close_at = cp_ext_now(c);
        s->close_cycle = cp_ext_cycle(c);
        p = true;
    }
    while (s->closing && s->sent < cp_ext_ncu(c)) {
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

static bool answer(cp *c, eng_msg *m)
{
    lab_ace *s = lab_of(c);
    if (m->type != LAB_MSG_FLUSHED) return false;
    free(m);
    if (++s->acked == cp_ext_ncu(c)) {
        s->flushes++;
        s->flush_cycles += cp_ext_cycle(c) - s->close_cycle;
    }
    return true;
}

static bool done(const cp *c)
{
    const lab_ace *s = lab_of(c);
    return s->closing && s->acked == cp_ext_ncu(c);
}

static uint64_t ended_at(const cp *c)
{
    const lab_ace *s = lab_of(c);
    return s->no_flush ? s->close_at : cp_ext_now(c);
}

const cp_ace_ops lab_ace_ops = {
    .name = "lab", .init = init, .fini = fini, .start = start, .step = step,
    .answer = answer, .done = done, .ended_at = ended_at,
};

void lab_cp_stats(const cp *c, uint64_t *out)
{
    const lab_ace *s = lab_of(c);
    if (!s) return;
    lab_stats *t = (lab_stats *)out;
    t->cp_flushes += s->flushes;
    t->cp_flush_cycles += s->flush_cycles;
}
