/* DAB's ACE policy (components/cp/cp_ace.h): deterministic workgroup
 * distribution in batches and the GPU-wide flush coordinator.
 *
 * Distribution (IV-C5): workgroup i goes to CU i mod ncu, always. A CU
 * gets its workgroups in order until it rejects one (it holds resources
 * cumulatively within a batch and, once it refused one, refuses the rest
 * of the batch) or it has none left; then DAB_MSG_GO starts the batch.
 * The next batch (from the first refused workgroup) is sent when every
 * workgroup of this one is done. So which workgroups share a CU, a SIMD
 * and a buffer, and in which order, depends only on the kernel and the
 * configuration.
 *
 * Flushes (IV-D): a flush starts when every CU is either blocked
 * (DAB_MSG_BLOCKED: it cannot go on before a flush) or finished (no
 * workgroup left for it) and at least one is blocked, or at kernel end
 * (all finished: the last flush). FLUSH goes to every CU; when all have
 * answered FLUSHED, RESUME goes to all. Flushes never overlap.
 *
 * Federation (D-MGPU: a CP per GPU, each running its own launches): the
 * flush is system-wide, decided by GPU 0's CP (the coordinator). Every
 * CP distributes its own launch as above and, when its CUs are all
 * blocked or finished, reports that (F_STATE) instead of flushing; the
 * coordinator sends F_FLUSH to every CP once every CP has begun the same
 * launch (its seq-th: F_JOIN; the GPUs run the same number of launches,
 * as a split or per-GPU plan does) and reported, final when every CU of
 * every GPU is finished; each CP flushes its CUs, answers F_FLUSHED, and
 * RESUMEs them on F_RESUME. So every CU of every GPU takes part in every
 * flush, as every bank's drain expects. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/cp/cp_fed.h"
#include "components/cp/cp_ext.h"
#include "components/cp/cp_sendq.h"
#include "mech/dab/dab_cp.h"
#include "mech/dab/dab_msg.h"
#include "util/xalloc.h"

enum { C_FILL, C_RUN, C_FINISHED };

typedef struct dab_cp_cu {
    uint64_t next_k;    /* next of this CU's workgroups to send (i = k * ncu + cu) */
    uint64_t count;     /* this CU's workgroups in the launch */
    uint64_t rej_k;     /* first refused of the batch (UINT64_MAX: none) */
    uint64_t k0;        /* first of the batch */
    uint32_t out;       /* sent, not yet answered */
    int phase;
    bool go_sent, blocked;
} dab_cp_cu;

/* The federation (D-MGPU, cp_fed.h); fed.n == 0: none, this CP decides
 * alone. */
typedef struct dab_fed {
    cp_fed fed;
    uint64_t seq;             /* launches begun here */
    bool reported, flushed;   /* this epoch: F_STATE / F_FLUSHED sent */
    /* the coordinator's (GPU 0) */
    uint64_t sys_seq;         /* the launch being coordinated (1, 2, ...) */
    uint32_t joined[2];       /* F_JOINs per launch parity */
    uint32_t nstate, nflushed;
    bool any, all;
} dab_fed;

typedef struct dab_cp {
    dab_fed fed;
    dab_cp_cu *cu;
    uint32_t ncu;
    cp_sendq q;             /* control messages to send, in order */
    uint32_t epoch, flushed;
    bool flushing, final, final_done;
    uint64_t flush_start;
    dab_stats st;
} dab_cp;

static dab_cp *st_of(const cp *c) { return cp_ext_state(c, &dab_cp_ops); }
static void fed_send(cp *c, uint32_t to, uint32_t type, uint64_t value, bool flag);

static void ctl(cp *c, int type, uint32_t cu)
{
    dab_ctl_msg *m = xcalloc(1, sizeof *m, "dab ctl msg");
    m->hdr.type = type;
    m->epoch = st_of(c)->epoch;
    cp_sendq_push(&st_of(c)->q, &m->hdr, cu);
}

static bool q_send(cp *c)
{
    return cp_sendq_send(&st_of(c)->q, c);
}

static void next_batch(cp *c, uint32_t i)
{
    dab_cp_cu *u = &st_of(c)->cu[i];
    if (u->rej_k != UINT64_MAX) u->next_k = u->rej_k;
    u->rej_k = UINT64_MAX;
    u->k0 = u->next_k;
    u->go_sent = u->blocked = false;
    u->phase = u->next_k < u->count && !cp_ext_failed(c) ? C_FILL : C_FINISHED;
}

static void dab_start(cp *c)
{
    dab_cp *d = st_of(c);
    uint32_t ncu = cp_ext_ncu(c);
    uint64_t total = cp_ext_wg_total(c);
    if (!d->cu || d->ncu != ncu) {
        free(d->cu);
        d->cu = xcalloc(ncu ? ncu : 1, sizeof *d->cu, "dab per-CU state");
        d->ncu = ncu;
    }
    for (uint32_t i = 0; i < ncu; i++) {
        dab_cp_cu *u = &d->cu[i];
        *u = (dab_cp_cu){0};
        u->count = i < total ? (total - i + ncu - 1) / ncu : 0;
        u->rej_k = UINT64_MAX;
        next_batch(c, i);
    }
    d->flushing = d->final = d->final_done = false;
    if (d->fed.fed.n) {
        d->fed.reported = d->fed.flushed = false;
        fed_send(c, 0, DAB_MSG_F_JOIN, ++d->fed.seq, false);
    }
}

/* Sends workgroups of filling CUs, round-robin, dispatch_per_cycle. */
static void dispatch(cp *c)
{
    dab_cp *d = st_of(c);
    uint32_t ncu = cp_ext_ncu(c);
    for (uint32_t k = 0, j = 0; k < cp_ext_cfg(c)->dispatch_per_cycle && j < ncu; j++) {
        uint32_t i = (cp_ext_rr(c) + j) % ncu;
        dab_cp_cu *u = &d->cu[i];
        if (u->phase != C_FILL || u->go_sent) continue;
        cu_wg_msg *m = cp_wg_new(c, u->next_k * ncu + i);
        m->hdr.type = CU_MSG_WG;
        cp_sendq_push(&d->q, &m->hdr, i);
        u->next_k++, u->out++, k++;
        cp_ext_wg_out_add(c, 1);
        cp_ext_set_rr(c, (i + 1) % ncu);
        if (u->next_k == u->count) { /* all of it: the batch is complete */
            ctl(c, DAB_MSG_GO, i);
            u->go_sent = true, u->phase = C_RUN;
        }
    }
}

/* ---- flushes ----------------------------------------------------------- */

static void begin_flush(cp *c, bool final)
{
    dab_cp *d = st_of(c);
    d->final = final;
    d->flushing = true;
    d->flushed = 0;
    d->flush_start = cp_ext_cycle(c);
    d->st.cp_flushes++;
    if (final) d->st.cp_flushes_end++;
    else d->st.cp_flushes_blocked++;
    for (uint32_t i = 0; i < cp_ext_ncu(c); i++) ctl(c, DAB_MSG_FLUSH, i);
}

static void resume(cp *c)
{
    dab_cp *d = st_of(c);
    for (uint32_t i = 0; i < cp_ext_ncu(c); i++) {
        ctl(c, DAB_MSG_RESUME, i);
        d->cu[i].blocked = false;
    }
    d->st.cp_flush_cycles += cp_ext_cycle(c) - d->flush_start;
    d->epoch++;
    d->flushing = false;
    d->final_done = d->final;
    d->fed.reported = d->fed.flushed = false;
}

/* ---- federation (D-MGPU) ------------------------------------------------- */

static void fed_send(cp *c, uint32_t to, uint32_t type, uint64_t value, bool flag)
{
    cp_fed_send(&st_of(c)->fed.fed, c, to, type, value, flag);
}

/* The coordinator: a flush once every CP runs the launch and reported. */
static void coord_check(cp *c)
{
    dab_fed *f = &st_of(c)->fed;
    if (f->nstate < f->fed.n || f->joined[f->sys_seq & 1] < f->fed.n) return;
    bool final = f->all;
    f->nstate = 0, f->any = false, f->all = true;
    cp_fed_broadcast(&f->fed, c, DAB_MSG_F_FLUSH, 0, final);
}

static void fed_handle(cp *c, uint32_t type, const cp_fed_msg *m)
{
    dab_fed *f = &st_of(c)->fed;
    switch (type) {
    case DAB_MSG_F_JOIN: /* coordinator */
        f->joined[m->value & 1]++;
        coord_check(c);
        break;
    case DAB_MSG_F_STATE:
        f->nstate++;
        f->any |= m->value != 0;
        f->all &= m->flag;
        coord_check(c);
        break;
    case DAB_MSG_F_FLUSH: begin_flush(c, m->flag); break;
    case DAB_MSG_F_FLUSHED:
        if (++f->nflushed < f->fed.n) break;
        f->nflushed = 0;
        cp_fed_broadcast(&f->fed, c, DAB_MSG_F_RESUME, 0, m->flag);
        break;
    case DAB_MSG_F_RESUME:
        if (m->flag) { /* the launch is over everywhere */
            f->joined[f->sys_seq & 1] = 0;
            f->sys_seq++;
        }
        resume(c);
        break;
    default: break;
    }
}

/* ---- the flush decision --------------------------------------------------- */

static void flush_control(cp *c)
{
    dab_cp *d = st_of(c);
    dab_fed *f = &d->fed;
    if (d->flushing) {
        if (d->flushed < cp_ext_ncu(c)) return;
        if (!f->fed.n) resume(c);
        else if (!f->flushed) { /* mine are done: tell the coordinator */
            f->flushed = true;
            fed_send(c, 0, DAB_MSG_F_FLUSHED, 0, d->final);
        }
        return;
    }
    bool any = false, all_done = true;
    for (uint32_t i = 0; i < cp_ext_ncu(c); i++) {
        const dab_cp_cu *u = &d->cu[i];
        if (u->phase == C_FINISHED) continue;
        all_done = false;
        if (u->phase != C_RUN || !u->blocked) return;
        any = true;
    }
    if (!any && (!all_done || d->final_done)) return;
    if (!f->fed.n) begin_flush(c, all_done);
    else if (!f->reported) { /* the coordinator decides */
        f->reported = true;
        fed_send(c, 0, DAB_MSG_F_STATE, any, all_done);
    }
}

static bool dab_step(cp *c)
{
    dab_cp *d = st_of(c);
    uint32_t before = d->q.n;
    bool progress = cp_fed_take(&d->fed.fed, c);
    if (!d->flushing) dispatch(c);
    flush_control(c);
    progress = cp_fed_flush(&d->fed.fed) || progress;
    return q_send(c) || d->q.n != before || progress;
}

static bool dab_answer(cp *c, eng_msg *m)
{
    dab_cp *d = st_of(c);
    uint32_t ncu = cp_ext_ncu(c);
    uint32_t i = cp_cu_index(c, m->src);
    dab_cp_cu *u = i < ncu ? &d->cu[i] : NULL;
    if (!u) return false; /* not from a CU: not ours */
    bool mine = true;
    switch (m->type) {
    case CU_MSG_WG_REJECT: {
        cu_wg_msg *w = (cu_wg_msg *)m;
        const amdgpu_dispatch *g = cp_ext_launch(c)->d;
        uint64_t lin = ((uint64_t)w->wg[2] * g->wg_count[1] + w->wg[1]) * g->wg_count[0] + w->wg[0];
        uint64_t k = lin / ncu;
        if (k < u->rej_k) u->rej_k = k;
        u->out--, cp_ext_wg_out_add(c, -1);
        if (k == u->k0) /* refused by an empty CU: it never fits */
            cp_ext_fail(c, "dab: a workgroup does not fit in an empty compute unit");
        if (!u->go_sent) { /* the batch ends at the first refusal */
            ctl(c, DAB_MSG_GO, i);
            u->go_sent = true, u->phase = C_RUN;
        }
        free(m);
        break;
    }
    case CU_MSG_WG_DONE:
        u->out--, cp_ext_wg_out_add(c, -1);
        cp_wg_done(c, (cu_wg_msg *)m);
        break;
    case DAB_MSG_BLOCKED:
        u->blocked = true;
        free(m);
        break;
    case DAB_MSG_FLUSHED:
        d->flushed++;
        free(m);
        break;
    default: mine = false; /* another layer's */
    }
    /* a batch is over when all its workgroups answered */
    if (u->phase == C_RUN && u->go_sent && u->out == 0) next_batch(c, i);
    return mine;
}

static bool dab_done(const cp *c)
{
    const dab_cp *d = st_of(c);
    return d->final_done && !d->flushing && d->q.n == 0 && cp_ext_wg_out(c) == 0;
}

static void dab_fini(cp *c)
{
    dab_cp *d = st_of(c);
    if (!d) return;
    cp_sendq_free(&d->q);
    cp_fed_fini(&d->fed.fed);
    free(d->cu);
    free(d);
    cp_ext_set_state(c, &dab_cp_ops, NULL);
}

static int dab_init(cp *c, const void *arg, char *err, size_t errlen)
{
    (void)arg;
    dab_cp *d = calloc(1, sizeof *d);
    if (!d) {
        snprintf(err, errlen, "dab: out of memory");
        return -1;
    }
    cp_ext_set_state(c, &dab_cp_ops, d);
    return 0;
}

const cp_ace_ops dab_cp_ops = {.name = "dab", .dispatches = true, .init = dab_init,
                               .fini = dab_fini, .start = dab_start, .step = dab_step,
                               .answer = dab_answer, .done = dab_done};

eng_port *dab_cp_federate(cp *c, uint32_t me, uint32_t n)
{
    dab_cp *d = st_of(c);
    if (!d || d->fed.fed.port || !n) return NULL;
    d->fed.all = true;
    d->fed.sys_seq = 1;
    return cp_fed_init(&d->fed.fed, c, "DABCoord", me, n, fed_handle);
}

void dab_cp_set_peers(cp *c, eng_port *const *ports) { cp_fed_set_peers(&st_of(c)->fed.fed, ports); }

dab_stats dab_cp_get_stats(const cp *c)
{
    dab_stats s = {0};
    if (st_of(c)) s = st_of(c)->st;
    return s;
}
