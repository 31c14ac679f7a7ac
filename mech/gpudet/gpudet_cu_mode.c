/* The compute unit's side of GPUDet's modes (gpudet_msg.h lists the
 * messages; docs/determinism.md the sequence):
 *
 *   IDLE --PAR(q)--> PAR: waves run their quantum (gpudet_cu.c)
 *   PAR --(every wave stopped, at a barrier or ended; memory drained;
 *          DWP answers in)--> PAR_DONE: tell the CP
 *   PAR_DONE --COMMIT--> COMMIT: every log entry to its bank's Z-buffer
 *          unit, mem_per_cycle per cycle; when all are answered, COMMITTED
 *   PAR_DONE or IDLE --SERIAL--> SERIAL: the waves stopped at an atomic
 *          issue it in logical-id order, one at a time and each after the
 *          previous one's answers (W-Ser) or back to back (CU-Ser: the
 *          point-to-point order of the path to each bank keeps them in
 *          order); when all are answered, SERIAL_DONE
 *
 * "Memory drained" is what makes the parallel mode isolated: no load is
 * still on its way when the commit changes memory. */
#include <stdlib.h>
#include <string.h>

#include "mech/gpudet/gpudet_priv.h"
#include "engine/port.h"
#include "util/xalloc.h"

static uint32_t bank_of(const gd_cu *d, uint64_t addr)
{
    if (!d->has_map || d->nbanks == 1) return 0;
    int64_t t = mem_map_target(&d->map, addr);
    return t < 0 || (uint64_t)t >= d->nbanks ? 0 : (uint32_t)t;
}

static void ctl_send(cu *u, int type, uint32_t stores, uint32_t atomics)
{
    gpudet_ctl_msg *m = xcalloc(1, sizeof *m, "gpudet ctl msg");
    m->hdr.type = type, m->hdr.dst = cu_ext_ace_port(u), m->hdr.bytes = 16;
    m->quantum = gd_of(u)->quantum, m->stores = stores, m->atomics = atomics;
    cu_ext_to_ace(u, &m->hdr);
}

static void out_push(gd_cu *d, gpudet_zwrite *m)
{
    RING_PUSH(&d->outq, gpudet_zwrite *, m);
}

/* Every log entry becomes a commit write, in log order per wave slot
 * (a wave's later entry must reach its bank after the earlier one: the
 * same path, FIFO); the logs are empty afterwards. */
static void start_commit(cu *u, gd_cu *d)
{
    for (uint32_t i = 0; i < cu_ext_nwaves(u); i++) {
        gpudet_sb *s = &d->w[i].sb;
        for (uint32_t k = 0; k < s->n; k++) {
            const gpudet_sb_entry *e = &s->e[k];
            gpudet_zwrite *m = xcalloc(1, sizeof *m, "gpudet zwrite");
            m->hdr.type = GPUDET_MSG_ZWRITE;
            m->hdr.dst = d->banks[bank_of(d, e->line)];
            m->hdr.bytes = 16 + s->line_bytes;
            m->id = d->acks;
            m->quantum = d->quantum, m->wid = e->wid;
            m->line = e->line, m->size = s->line_bytes;
            memcpy(m->data, e->data, sizeof m->data);
            memcpy(m->mask, e->mask, sizeof m->mask);
            out_push(d, m);
            d->acks++;
            d->st.commit_entries++;
        }
        gpudet_sb_clear(s);
    }
}

static int cmp_wid(const void *a, const void *b, void *ctx)
{
    const gd_cu *d = ctx;
    uint32_t x = d->w[*(const uint32_t *)a].wid, y = d->w[*(const uint32_t *)b].wid;
    return x < y ? -1 : x > y;
}

/* The waves stopped at an atomic, by logical id (the scheduler's fixed
 * order for the serial mode). */
static void start_serial(cu *u, gd_cu *d)
{
    d->norder = d->pos = 0;
    d->turn_issued = false;
    for (uint32_t i = 0; i < cu_ext_nwaves(u); i++)
        if (d->w[i].stopped && d->w[i].atomic && cu_ext_wave_state(u, i) == WS_RUN &&
            cu_ext_wave_inst(u, i))
            d->order[d->norder++] = i;
    qsort_r(d->order, d->norder, sizeof *d->order, cmp_wid, d);
}

bool gd_cu_ctl(cu *u, eng_msg *m)
{
    gd_cu *d = gd_of(u);
    const gpudet_ctl_msg *c = (const gpudet_ctl_msg *)m;
    switch (m->type) {
    case GPUDET_MSG_PAR:
        d->quantum = c->quantum;
        d->mode = GD_PAR;
        d->closed = false;
        for (uint32_t i = 0; i < cu_ext_nwaves(u); i++) {
            gd_wave *w = &d->w[i];
            w->qinsts = 0, w->stopped = w->atomic = false;
        }
        break;
    case GPUDET_MSG_NOWG:
        if (d->await) d->await--;
        break;
    case GPUDET_MSG_COMMIT:
        d->mode = GD_COMMIT;
        start_commit(u, d);
        break;
    case GPUDET_MSG_SERIAL:
        d->mode = GD_SERIAL;
        start_serial(u, d);
        break;
    default: return false;
    }
    free(m);
    return true;
}

static bool drained(const cu *u) { return cu_ext_mem_idle(u); }

/* Every wave has ended its parallel mode (stopped, waiting at a barrier
 * a stopped wave of its workgroup has not reached, or ended). */
static bool par_quiet(cu *u, const gd_cu *d)
{
    if (d->await || !drained(u)) return false;
    for (uint32_t i = 0; i < cu_ext_nwaves(u); i++) {
        int s = cu_ext_wave_state(u, i);
        if ((s == WS_RUN || s == WS_WAITCNT) && !d->w[i].stopped) return false;
    }
    return true;
}

static void par_done(cu *u, gd_cu *d)
{
    uint32_t stores = 0, atomics = 0;
    for (uint32_t i = 0; i < cu_ext_nwaves(u); i++) {
        stores += d->w[i].sb.n;
        if (d->w[i].stopped && d->w[i].atomic) atomics++;
        if (cu_ext_wave_state(u, i) == WS_BARRIER) d->st.ends[GPUDET_END_BARRIER]++;
    }
    ctl_send(u, GPUDET_MSG_PAR_DONE, stores, atomics);
    d->mode = GD_PAR_DONE;
}

static bool send_commit(cu *u, gd_cu *d)
{
    bool progress = false;
    for (uint32_t k = 0; k < cu_ext_cfg(u)->mem_per_cycle && !ring_empty(&d->outq); k++) {
        gpudet_zwrite *m = RING_FRONT(&d->outq, gpudet_zwrite *);
        if (eng_port_send(d->port, &m->hdr) != 0) break; /* woken when it drains */
        ring_pop(&d->outq);
        progress = true;
    }
    return progress;
}

static bool serial_step(cu *u, gd_cu *d)
{
    bool p = false;
    if (d->turn_issued && (d->cfg.serial == GPUDET_CUSER || drained(u))) {
        d->pos++, d->turn_issued = false;
        p = true;
    }
    /* a wave that can no longer issue (its workgroup failed) loses its turn */
    while (d->pos < d->norder && !d->turn_issued &&
           cu_ext_wave_state(u, d->order[d->pos]) != WS_RUN)
        d->pos++, p = true;
    if (d->pos == d->norder && drained(u)) {
        ctl_send(u, GPUDET_MSG_SERIAL_DONE, 0, 0);
        d->mode = GD_IDLE;
        p = true;
    }
    return p;
}

bool gd_cu_tick_end(cu *u, bool progress)
{
    (void)progress;
    gd_cu *d = gd_of(u);
    bool p = false;
    eng_msg *r;
    while ((r = eng_port_retrieve(d->port))) { /* commit acknowledgements */
        d->acks--;
        free(r);
        p = true;
    }
    for (uint32_t g = 0; g < cu_ext_wg_cap(u); g++) /* workgroups done this tick */
        if (d->live[g] && !cu_ext_wg_at(u, g).used) {
            d->live[g] = false;
            if (d->mode == GD_PAR && d->cfg.dwp) d->await++; /* the CP answers each */
        }
    switch (d->mode) {
    case GD_PAR:
        if (par_quiet(u, d)) par_done(u, d), p = true;
        break;
    case GD_COMMIT:
        p = send_commit(u, d) || p;
        if (ring_empty(&d->outq) && !d->acks) {
            ctl_send(u, GPUDET_MSG_COMMITTED, 0, 0);
            d->mode = GD_IDLE;
            p = true;
        }
        break;
    case GD_SERIAL: p = serial_step(u, d) || p; break;
    default: break;
    }
    return p;
}

void gd_cu_mode_fini(gd_cu *d)
{
    for (uint32_t i = 0; i < ring_len(&d->outq); i++) free(RING_AT(&d->outq, gpudet_zwrite *, i));
    ring_free(&d->outq);
}
