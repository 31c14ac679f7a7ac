/* GPUDet's ACE policy (components/cp/cp_ace.h): the GPU-wide quantum
 * coordinator and the deterministic workgroup distribution.
 *
 * Distribution: workgroup i belongs to CU i mod ncu, always (a static
 * partition). At the start of each quantum (the paper's work
 * distribution mode) every CU that is not known to be full gets its next
 * workgroups in order until it refuses one (it then refuses the rest of
 * this distribution) or has none left; then PAR starts its parallel
 * mode. Which workgroups a CU holds therefore depends only on the kernel
 * and the configuration. With DWP, a workgroup that finishes inside the
 * parallel mode is replaced at once by the next of its CU's partition
 * (or NOWG): the count and order of replacements follow from the program
 * alone, and a wave's commit order is its logical id, not its slot.
 *
 * The quantum (Figure 2 of the paper): PAR to every active CU; when all
 * answered PAR_DONE, COMMIT to those with log entries and wait for every
 * COMMITTED; then SERIAL to each CU with waiting atomics, one CU after
 * the other in CU order; then the L1s are invalidated (their lines may be
 * stale after the commit and the atomics) and the next quantum begins,
 * or the launch ends when every workgroup is done. Each change of mode
 * costs sync_cycles (the global barrier).
 *
 * Federation (D-MGPU: a CP per GPU, each running its own launches): the
 * quantum is system-wide, GPU 0's CP coordinating (cp_fed.h). Each CP
 * runs its own distribution and modes, but every change of mode is a
 * barrier over all CPs: the first quantum starts once every CP has begun
 * the same launch (its value-th: the GPUs run the same number of
 * launches); commit starts when every GPU's parallel mode is over; the
 * serial mode goes CP by CP in GPU order (each CU by CU); then every CP
 * invalidates its L1s and the next quantum (or the end, when every GPU's
 * workgroups are done) starts everywhere. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/cp/cp_fed.h"
#include "mech/gpudet/gpudet_mech.h"
#include "components/cp/cp_ext.h"
#include "components/cp/cp_sendq.h"
#include "mech/gpudet/gpudet_cu.h"
#include "mech/gpudet/gpudet_msg.h"
#include "components/mem/mem_util.h"
#include "engine/port.h"
#include "util/xalloc.h"

enum { S_START, S_PAR, S_COMMIT, S_SERIAL, S_INVAL, S_NEXT, S_WAIT, S_END, S_FED };
enum { C_OFF, C_FILL, C_RUN, C_DONE }; /* a CU in this quantum's parallel mode */

typedef struct gd_cp_cu {
    uint64_t next_k, count; /* next of this CU's workgroups (i = k * ncu + cu), how many */
    uint32_t out;           /* sent, not yet answered (done or refused) */
    bool full;              /* refused one, and none done since */
    int phase;
    uint32_t stores, atomics;
} gd_cp_cu;

typedef struct gd_cp {
    cp_fed fed;             /* fed.n == 0: this CP decides alone */
    uint64_t seq;           /* launches begun here */
    /* the coordinator's (GPU 0) */
    uint64_t sys_seq;       /* the launch being coordinated (1, 2, ...) */
    uint32_t joined[2];     /* F_JOINs per launch parity */
    uint32_t count, turn;   /* CPs at the current barrier; whose serial turn */
    bool all;               /* F_NEXT: every CP done so far */
    gpudet_config cfg;
    gd_cp_cu *cu;
    uint32_t ncu;
    cp_sendq q;             /* control messages to send, in order */
    int state, after;       /* after: the state S_WAIT leads to */
    uint64_t quantum, since, wait_until;
    uint32_t pending, spos;
    uint64_t resident0, sent, refused; /* this quantum: at its start, in its distribution */
    bool changed;           /* memory changed this quantum: invalidate the L1s */
    gpudet_stats st;
} gd_cp;

static gd_cp *st_of(const cp *c) { return cp_ext_state(c, &gpudet_cp_ops); }

static void ctl(cp *c, int type, uint32_t cu)
{
    gpudet_ctl_msg *m = xcalloc(1, sizeof *m, "gpudet ctl msg");
    m->hdr.type = type;
    m->quantum = st_of(c)->quantum;
    cp_sendq_push(&st_of(c)->q, &m->hdr, cu);
}

static bool q_send(cp *c)
{
    return cp_sendq_send(&st_of(c)->q, c);
}

static uint64_t now(const cp *c) { return cp_ext_cycle(c); }

static bool has_work(const cp *c, const gd_cp_cu *u)
{
    return u->next_k < u->count && !cp_ext_failed(c);
}

static void send_wg(cp *c, uint32_t i)
{
    gd_cp_cu *u = &st_of(c)->cu[i];
    cu_wg_msg *m = cp_wg_new(c, u->next_k * cp_ext_ncu(c) + i);
    m->hdr.type = CU_MSG_WG;
    cp_sendq_push(&st_of(c)->q, &m->hdr, i);
    u->next_k++, u->out++;
    cp_ext_wg_out_add(c, 1);
    st_of(c)->sent++;
}

/* A change of mode: after the global barrier's sync_cycles. */
static void go(cp *c, int state)
{
    gd_cp *d = st_of(c);
    if (!d->cfg.sync_cycles) {
        d->state = state;
        return;
    }
    d->after = state, d->state = S_WAIT;
    d->wait_until = now(c) + d->cfg.sync_cycles;
    d->st.cp_sync_cycles += d->cfg.sync_cycles;
}

static void start_quantum(cp *c)
{
    gd_cp *d = st_of(c);
    d->quantum++;
    d->st.cp_quanta++;
    d->pending = 0;
    d->changed = false;
    d->since = now(c);
    d->resident0 = d->sent = d->refused = 0;
    for (uint32_t i = 0; i < cp_ext_ncu(c); i++) {
        gd_cp_cu *u = &d->cu[i];
        d->resident0 += u->out;
        u->stores = u->atomics = 0;
        u->phase = u->out || has_work(c, u) ? C_FILL : C_OFF;
        d->pending += u->phase == C_FILL;
    }
    d->state = S_PAR;
}

/* The distribution mode: workgroups round-robin, dispatch_per_cycle. */
static void fill(cp *c)
{
    gd_cp *d = st_of(c);
    uint32_t ncu = cp_ext_ncu(c);
    for (uint32_t k = 0, j = 0; k < cp_ext_cfg(c)->dispatch_per_cycle && j < ncu; j++) {
        uint32_t i = (cp_ext_rr(c) + j) % ncu;
        gd_cp_cu *u = &d->cu[i];
        if (u->phase != C_FILL) continue;
        if (!u->full && has_work(c, u)) {
            send_wg(c, i);
            k++;
            cp_ext_set_rr(c, (i + 1) % ncu);
        }
        if (u->full || !has_work(c, u)) { /* nothing more to send: start it */
            ctl(c, GPUDET_MSG_PAR, i);
            u->phase = C_RUN;
        }
    }
}

static void fed_send(cp *c, uint32_t to, uint32_t type, uint64_t value, bool flag)
{
    cp_fed_send(&st_of(c)->fed, c, to, type, value, flag);
}

static void commit(cp *c);

static void end_par(cp *c)
{
    gd_cp *d = st_of(c);
    d->st.cp_par_cycles += now(c) - d->since;
    d->since = now(c);
    /* every CU was empty and refused all it was sent: it never fits */
    if (!d->resident0 && d->sent && d->sent == d->refused)
        cp_ext_fail(c, "gpudet: a workgroup does not fit in an empty compute unit");
    if (!d->fed.n) {
        commit(c);
        return;
    }
    d->state = S_FED;
    fed_send(c, 0, GPUDET_MSG_F_PAR_DONE, 0, false);
}

static void commit(cp *c)
{
    gd_cp *d = st_of(c);
    d->pending = 0;
    for (uint32_t i = 0; i < cp_ext_ncu(c); i++)
        if (d->cu[i].stores) {
            ctl(c, GPUDET_MSG_COMMIT, i);
            d->pending++;
            d->changed = true;
        }
    go(c, S_COMMIT);
}

/* SERIAL to the next CU with waiting atomics, or on to the next mode. */
static void serial_next(cp *c)
{
    gd_cp *d = st_of(c);
    while (d->spos < cp_ext_ncu(c) && !d->cu[d->spos].atomics) d->spos++;
    if (d->spos < cp_ext_ncu(c)) {
        ctl(c, GPUDET_MSG_SERIAL, d->spos);
        d->changed = true;
        return;
    }
    d->st.cp_serial_cycles += now(c) - d->since;
    d->since = now(c);
    cp_ext_inval_begin(c);
    if (d->fed.n) { /* the next CP's turn; the L1s of all are invalidated */
        d->state = S_FED;
        fed_send(c, 0, GPUDET_MSG_F_SERIAL_DONE, 0, false);
        return;
    }
    go(c, d->changed ? S_INVAL : S_NEXT);
}

/* Invalidates every L1 through the CP's control bus (the CP counts the
 * answers in maint_acked). */
static bool inval(cp *c)
{
    gd_cp *d = st_of(c);
    bool all;
    bool progress = cp_ext_inval_step(c, &all);
    if (all) {
        d->st.cp_sync_cycles += now(c) - d->since;
        d->state = S_NEXT;
        progress = true;
    }
    return progress;
}

static bool gd_step(cp *c)
{
    gd_cp *d = st_of(c);
    uint32_t before = d->q.n;
    int state = d->state;
    bool fed = cp_fed_take(&d->fed, c);
    switch (d->state) {
    case S_START: start_quantum(c); break;
    case S_PAR:
        fill(c);
        if (!d->pending) end_par(c);
        break;
    case S_COMMIT:
        if (d->pending) break;
        d->st.cp_commit_cycles += now(c) - d->since;
        d->since = now(c);
        if (d->fed.n) {
            d->state = S_FED;
            fed_send(c, 0, GPUDET_MSG_F_COMMITTED, 0, false);
            break;
        }
        d->spos = 0;
        d->state = S_SERIAL;
        serial_next(c);
        break;
    case S_INVAL: inval(c); break;
    case S_NEXT: {
        bool all = cp_ext_wg_done(c) == cp_ext_wg_total(c) ||
                   (cp_ext_failed(c) && !cp_ext_wg_out(c));
        d->state = d->fed.n ? S_FED : all ? S_END : S_START;
        if (d->fed.n) fed_send(c, 0, GPUDET_MSG_F_NEXT, 0, all);
        break;
    }
    case S_WAIT:
        if (now(c) >= d->wait_until) d->state = d->after, d->since = now(c);
        else /* the CP sleeps till then (a tick at the next cycle would win) */
            cp_ext_wake_at(c, d->wait_until);
        break;
    default: break;
    }
    fed = cp_fed_flush(&d->fed) || fed;
    return q_send(c) || d->q.n != before || d->state != state || fed;
}

static bool gd_answer(cp *c, eng_msg *m)
{
    gd_cp *d = st_of(c);
    uint32_t i = cp_cu_index(c, m->src);
    uint32_t ncu = cp_ext_ncu(c);
    gd_cp_cu *u = i < ncu ? &d->cu[i] : NULL;
    if (!u) return false; /* not from a CU: not ours */
    const gpudet_ctl_msg *g = (const gpudet_ctl_msg *)m;
    switch (m->type) {
    case CU_MSG_WG_REJECT: {
        const cu_wg_msg *w = (const cu_wg_msg *)m;
        const amdgpu_dispatch *dp = cp_ext_launch(c)->d;
        uint64_t lin = ((uint64_t)w->wg[2] * dp->wg_count[1] + w->wg[1]) * dp->wg_count[0] + w->wg[0];
        uint64_t k = lin / ncu;
        if (k < u->next_k) u->next_k = k; /* sent again in the next distribution */
        u->out--, cp_ext_wg_out_add(c, -1);
        u->full = true;
        d->refused++;
        if (u->phase == C_FILL) { /* the distribution ends at the first refusal */
            ctl(c, GPUDET_MSG_PAR, i);
            u->phase = C_RUN;
        }
        break;
    }
    case CU_MSG_WG_DONE:
        u->out--, cp_ext_wg_out_add(c, -1);
        u->full = false;
        cp_wg_done(c, (cu_wg_msg *)m);
        if (d->cfg.dwp) { /* the CU waits for an answer: a replacement or none */
            if (has_work(c, u)) send_wg(c, i);
            else ctl(c, GPUDET_MSG_NOWG, i);
        }
        return true; /* cp_wg_done freed it */
    case GPUDET_MSG_PAR_DONE:
        u->stores = g->stores, u->atomics = g->atomics;
        u->phase = C_DONE;
        d->pending--;
        break;
    case GPUDET_MSG_COMMITTED: d->pending--; break;
    case GPUDET_MSG_SERIAL_DONE:
        d->spos++;
        serial_next(c);
        break;
    default: return false; /* another layer's */
    }
    free(m);
    return true;
}

static void gd_start(cp *c)
{
    gd_cp *d = st_of(c);
    uint32_t ncu = cp_ext_ncu(c);
    uint64_t total = cp_ext_wg_total(c);
    if (!d->cu || d->ncu != ncu) {
        free(d->cu);
        d->cu = xcalloc(ncu ? ncu : 1, sizeof *d->cu, "gpudet per-CU state");
        d->ncu = ncu;
    }
    for (uint32_t i = 0; i < ncu; i++) {
        d->cu[i] = (gd_cp_cu){0};
        d->cu[i].count = i < total ? (total - i + ncu - 1) / ncu : 0;
    }
    d->state = S_START;
    if (d->fed.n) { /* the first quantum when every CP runs this launch */
        d->state = S_FED;
        fed_send(c, 0, GPUDET_MSG_F_JOIN, ++d->seq, false);
    }
}

static bool gd_done(const cp *c)
{
    const gd_cp *d = st_of(c);
    return d->state == S_END && d->q.n == 0 && cp_ext_wg_out(c) == 0;
}

static void gd_fini(cp *c)
{
    gd_cp *d = st_of(c);
    if (!d) return;
    cp_sendq_free(&d->q);
    cp_fed_fini(&d->fed);
    free(d->cu);
    free(d);
    cp_ext_set_state(c, &gpudet_cp_ops, NULL);
}

static int gd_init(cp *c, const void *arg, char *err, size_t errlen)
{
    gd_cp *d = calloc(1, sizeof *d);
    if (!d || !arg) {
        free(d);
        snprintf(err, errlen, arg ? "gpudet: out of memory" : "gpudet: no configuration");
        return -1;
    }
    d->cfg = *(const gpudet_config *)gpu_mech_cfg_c(arg, &gpudet_mech); /* arg: the GPU's */
    cp_ext_set_state(c, &gpudet_cp_ops, d);
    return 0;
}

const cp_ace_ops gpudet_cp_ops = {.name = "gpudet", .dispatches = true, .init = gd_init,
                                  .fini = gd_fini, .start = gd_start, .step = gd_step,
                                  .answer = gd_answer, .done = gd_done};

/* ---- federation (D-MGPU) ------------------------------------------------- */

/* The coordinator: one more CP at the current barrier; true when all are. */
static bool barrier(gd_cp *d)
{
    if (++d->count < d->fed.n) return false;
    d->count = 0;
    return true;
}

static void fed_handle(cp *c, uint32_t type, const cp_fed_msg *m)
{
    gd_cp *d = st_of(c);
    switch (type) {
    /* the coordinator */
    case GPUDET_MSG_F_JOIN:
        if (++d->joined[m->value & 1] == d->fed.n)
            cp_fed_broadcast(&d->fed, c, GPUDET_MSG_F_GO, 0, false);
        break;
    case GPUDET_MSG_F_PAR_DONE:
        if (barrier(d)) cp_fed_broadcast(&d->fed, c, GPUDET_MSG_F_COMMIT, 0, false);
        break;
    case GPUDET_MSG_F_COMMITTED:
        if (barrier(d)) fed_send(c, d->turn = 0, GPUDET_MSG_F_SERIAL, 0, false);
        break;
    case GPUDET_MSG_F_SERIAL_DONE:
        if (++d->turn < d->fed.n) fed_send(c, d->turn, GPUDET_MSG_F_SERIAL, 0, false);
        else cp_fed_broadcast(&d->fed, c, GPUDET_MSG_F_INVAL, 0, false);
        break;
    case GPUDET_MSG_F_NEXT:
        d->all &= m->flag;
        if (!barrier(d)) break;
        bool end = d->all;
        d->all = true;
        if (end) d->joined[d->sys_seq++ & 1] = 0;
        cp_fed_broadcast(&d->fed, c, GPUDET_MSG_F_GO, 0, end);
        break;
    /* every CP */
    case GPUDET_MSG_F_GO: go(c, m->flag ? S_END : S_START); break;
    case GPUDET_MSG_F_COMMIT: commit(c); break;
    case GPUDET_MSG_F_SERIAL:
        d->spos = 0;
        d->state = S_SERIAL;
        serial_next(c);
        break;
    case GPUDET_MSG_F_INVAL: go(c, S_INVAL); break;
    default: break;
    }
}

eng_port *gpudet_cp_federate(cp *c, uint32_t me, uint32_t n)
{
    gd_cp *d = st_of(c);
    if (!d || d->fed.port || !n) return NULL;
    d->sys_seq = 1;
    d->all = true;
    return cp_fed_init(&d->fed, c, "GPUDetCoord", me, n, fed_handle);
}

void gpudet_cp_set_peers(cp *c, eng_port *const *ports) { cp_fed_set_peers(&st_of(c)->fed, ports); }

gpudet_stats gpudet_cp_get_stats(const cp *c)
{
    gpudet_stats s = {0};
    if (st_of(c)) s = st_of(c)->st;
    return s;
}
