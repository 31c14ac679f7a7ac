/* The CU policy of DDOS and BOWS (bows.h): detection at issue, the SIB
 * table, the ground truth, back-off (may_issue holds a backed-off wave
 * until its pending delay has run out; a scheduler wrapper puts
 * backed-off waves last) and the adaptive delay limit. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mech/bows/bows.h"
#include "mech/bows/ddos.h"
#include "components/cu/cu_det.h"
#include "components/cu/cu_ext.h"
#include "amdgpu/operand.h"
#include "util/vec.h"

/* ---- which instructions are compares (once per process) ------------------ */

static bool is_cmp[AMDGPU_OP_COUNT];
static pthread_once_t cmp_once = PTHREAD_ONCE_INIT;

static void cmp_init(void)
{
    for (unsigned op = 0; op < AMDGPU_OP_COUNT; op++) {
        const char *n = amdgpu_opinfo_get(op)->name;
        is_cmp[op] = !strncmp(n, "v_cmp", 5) || !strncmp(n, "s_cmp", 5);
    }
}

/* ---- state ------------------------------------------------------------------ */

typedef struct bw_wave {
    uint32_t gen;            /* the slot's admission it belongs to */
    ddos_hist h;
    bool cmp_pending;        /* may_issue read a compare's operands */
    ddos_entry cmp;
    uint64_t pc;             /* PC of the instruction may_issue saw */
    bool backed_off;
    uint64_t backed_at, delay_until, backoff_seq;
    uint64_t br_to, br_state; /* ground truth: last back edge's target, registers */
    bool br_valid;
} bw_wave;

typedef struct bw_branch {   /* a taken backward branch of this CU */
    uint64_t pc, to;         /* its PC and target (the loop's header) */
    bool spin, confirmed;    /* spin: closed a true spin iteration */
    uint64_t first, last, confirmed_at;
    uint64_t taken, taken_to_confirm; /* times taken; of them, before confirmation */
} bw_branch;

typedef struct bw_cu {
    ddos_config d;
    bows_config b;
    bool bows;
    const cu_sched_ops *base; /* the scheduler BOWS wraps */
    bw_wave *w;
    ddos_sibpt sib;
    bw_branch *br;
    uint32_t nbr, cap_br;
    uint64_t delay;           /* the delay limit */
    uint64_t win_end, win_insts, win_sibs, prev_insts, prev_sibs;
    uint64_t seq;
    uint32_t *order, *late, n, pos;
    bows_stats st;
} bw_cu;

static bw_cu *bw_of(const cu *u) { return cu_ext_state(u, &bows_cu_ops); }

/* ---- the scheduler wrapper: backed-off waves last, oldest back-off first -- */

static void bw_begin(cu *u)
{
    bw_cu *s = bw_of(u);
    s->base->begin(u);
    uint32_t nl = 0;
    s->n = s->pos = 0;
    for (uint32_t wi; (wi = s->base->next(u)) != CU_NO_IDX;) {
        if (!s->w[wi].backed_off) {
            s->order[s->n++] = wi;
            continue;
        }
        uint32_t j = nl++;
        for (; j && s->w[s->late[j - 1]].backoff_seq > s->w[wi].backoff_seq; j--)
            s->late[j] = s->late[j - 1];
        s->late[j] = wi;
    }
    memcpy(&s->order[s->n], s->late, nl * sizeof *s->late);
    s->n += nl;
}

static uint32_t bw_next(cu *u)
{
    bw_cu *s = bw_of(u);
    return s->pos < s->n ? s->order[s->pos++] : CU_NO_IDX;
}

static void bw_end(cu *u, uint32_t first, uint32_t last)
{
    bw_of(u)->base->end(u, first, last);
}

static int bw_sched_init(cu *u, char *err, size_t errlen)
{
    (void)u, (void)err, (void)errlen;
    return 0;
}
static void bw_sched_fini(cu *u) { (void)u; }

static const cu_sched_ops bows_sched = {
    .name = "bows", .init = bw_sched_init, .fini = bw_sched_fini,
    .begin = bw_begin, .next = bw_next, .end = bw_end,
};

/* ---- init / fini --------------------------------------------------------------- */

static void bw_free(bw_cu *s)
{
    if (!s) return;
    free(s->w);
    free(s->sib.e);
    free(s->br);
    free(s->order);
    free(s->late);
    free(s);
}

static int init(cu *u, const void *arg, char *err, size_t errlen)
{
    pthread_once(&cmp_once, cmp_init);
    gpu_config *g = (gpu_config *)arg;
    bw_cu *s = calloc(1, sizeof *s);
    if (!s) goto oom;
    s->d = *ddos_config_of(g);
    s->b = *bows_config_of(g);
    s->bows = s->b.enable;
    uint32_t nw = cu_ext_nwaves(u);
    s->w = calloc(nw, sizeof *s->w);
    s->sib.e = calloc(s->d.sib_entries, sizeof *s->sib.e);
    s->sib.cap = s->d.sib_entries;
    s->order = calloc(nw, sizeof *s->order);
    s->late = calloc(nw, sizeof *s->late);
    if (!s->w || !s->sib.e || !s->order || !s->late) goto oom;
    s->delay = s->b.min;
    s->win_end = s->b.window;
    s->st.ran = 1;
    cu_ext_set_state(u, &bows_cu_ops, s);
    if (s->bows) s->base = cu_ext_set_sched(u, &bows_sched);
    return 0;
oom:
    bw_free(s);
    snprintf(err, errlen, "ddos: out of memory");
    return -1;
}

static void fini(cu *u)
{
    bw_cu *s = bw_of(u);
    if (s && s->base) cu_ext_set_sched(u, s->base); /* the CU frees its own scheduler */
    bw_free(s);
}

/* ---- detection ---------------------------------------------------------------- */

static bw_wave *wave(bw_cu *s, cu *u, uint32_t wi)
{
    bw_wave *b = &s->w[wi];
    uint32_t gen = cu_ext_wave_gen(u, wi);
    if (b->gen != gen) { /* a new wave in the slot */
        memset(b, 0, sizeof *b);
        b->gen = gen;
    }
    return b;
}

/* Source slot of a compare in the profiled lane, before it executes. */
static uint64_t src_val(const amdgpu_wave *w, const amdgpu_inst *in, unsigned slot, unsigned lane)
{
    amdgpu_opnd o = in->src[slot];
    if (o.code == AMDGPU_OPND_NONE) return (uint32_t)in->simm16; /* s_cmpk */
    if (amdgpu_is_vgpr(o)) {
        uint32_t r = o.code - AMDGPU_SRC_VGPR0;
        if (r >= w->nvgpr) return 0;
        uint64_t v = w->v[(size_t)r * AMDGPU_WAVE_LANES + lane];
        if (o.width > 1 && r + 1 < w->nvgpr)
            v |= (uint64_t)w->v[(size_t)(r + 1) * AMDGPU_WAVE_LANES + lane] << 32;
        return v;
    }
    return amdgpu_sval(w, in, o, in->info->src[slot]);
}

static bool may_issue(cu *u, uint32_t wi)
{
    bw_cu *s = bw_of(u);
    bw_wave *b = wave(s, u, wi);
    const amdgpu_wave *w = cu_ext_wave_regs(u, wi);
    if (b->backed_off && cu_ext_now(u) < b->delay_until) {
        cu_ext_want(u, b->delay_until);
        return false;
    }
    b->pc = w->pc;
    b->cmp_pending = false;
    const amdgpu_inst *in = cu_ext_wave_inst(u, wi);
    if (!is_cmp[in->op]) return true;
    uint64_t exec = amdgpu_wave_exec(w);
    bool vec = in->info->unit == AMDGPU_UNIT_VALU;
    if (vec && !exec) return true; /* no profiled lane */
    unsigned lane = vec ? (unsigned)__builtin_ctzll(exec) : 0;
    b->cmp.path =
        (uint16_t)ddos_hash((b->pc - cu_ext_wave_entry_pc(u, wi)) / 4, s->d.m, s->d.hash);
    b->cmp.v0 = (uint16_t)ddos_hash(src_val(w, in, 0, lane), s->d.k, s->d.hash);
    b->cmp.v1 = (uint16_t)ddos_hash(src_val(w, in, 1, lane), s->d.k, s->d.hash);
    b->cmp_pending = true;
    return true;
}

/* The wave's architectural registers, hashed (the ground truth). */
static uint64_t state_hash(const amdgpu_wave *w)
{
    uint64_t h = 1469598103934665603ull ^ w->scc;
    for (uint32_t i = 0; i < AMDGPU_SREG_COUNT; i++) h = (h ^ w->s[i]) * 1099511628211ull;
    size_t nv = (size_t)w->nvgpr * AMDGPU_WAVE_LANES;
    for (size_t i = 0; i < nv; i++) h = (h ^ w->v[i]) * 1099511628211ull;
    return h;
}

static bw_branch *branch(bw_cu *s, uint64_t pc, uint64_t now)
{
    for (uint32_t i = 0; i < s->nbr; i++)
        if (s->br[i].pc == pc) return &s->br[i];
    if (VEC_TRY_RESERVE(s->br, s->cap_br, s->nbr + 1) < 0)
        return NULL; /* the ground truth loses this branch, detection goes on */
    bw_branch *b = &s->br[s->nbr++];
    memset(b, 0, sizeof *b);
    b->pc = pc;
    b->first = now;
    return b;
}

/* A wave took the back edge at pc to its loop's header, to. The ground
 * truth: an iteration (header to header, through any back edge) that
 * left every register as it was is a spin iteration. */
static void backward_taken(cu *u, bw_cu *s, bw_wave *b, uint32_t wi, uint64_t pc, uint64_t to)
{
    s->st.backward_taken++;
    uint64_t now = cu_ext_now(u);
    const amdgpu_wave *w = cu_ext_wave_regs(u, wi);
    uint64_t h = state_hash(w);
    bool spin_iter = b->br_valid && b->br_to == to && b->br_state == h;
    b->br_valid = true, b->br_to = to, b->br_state = h;
    s->st.spin_iterations += spin_iter;
    bw_branch *t = branch(s, pc, now);
    bool sib = ddos_sibpt_taken(&s->sib, pc, b->h.spinning, s->d.t);
    if (t) {
        t->to = to;
        t->last = now;
        t->spin |= spin_iter;
        t->taken++;
        if (sib && !t->confirmed)
            t->confirmed = true, t->confirmed_at = now, t->taken_to_confirm = t->taken;
    }
    if (!sib) return;
    s->st.sib_hits++;
    s->win_sibs++;
    if (s->bows && !b->backed_off) {
        b->backed_off = true;
        b->backed_at = now;
        b->backoff_seq = ++s->seq;
        s->st.backoffs++;
    }
}

static void issued(cu *u, uint32_t wi, const void *inp)
{
    const amdgpu_inst *in = inp;
    bw_cu *s = bw_of(u);
    bw_wave *b = wave(s, u, wi);
    uint64_t now = cu_ext_now(u), pc = cu_ext_wave_regs(u, wi)->pc;
    s->win_insts++;
    if (b->backed_off) { /* it issued: it leaves the back-off state */
        b->backed_off = false;
        s->st.backed_off_cycles += now - b->backed_at;
        b->delay_until = now + s->delay;
    }
    if (b->cmp_pending) {
        ddos_hist_push(&b->h, s->d.l, b->cmp);
        b->cmp_pending = false;
    }
    if ((in->info->flags & AMDGPU_F_BRANCH) && in->simm16 < 0 &&
        pc == b->pc + 4 + (int64_t)in->simm16 * 4)
        backward_taken(u, s, b, wi, b->pc, pc);
}

/* The adaptive delay limit (Figure 5), once per window. */
static bool tick_end(cu *u, bool progress)
{
    (void)progress;
    bw_cu *s = bw_of(u);
    uint64_t now = cu_ext_now(u);
    if (!s->bows || now < s->win_end) return false;
    int64_t d = (int64_t)s->delay, step = s->b.step;
    if ((double)s->win_sibs > s->b.frac1 * (double)s->win_insts) d += step;
    if (s->win_sibs && s->prev_sibs &&
        (double)s->win_insts * (double)s->prev_sibs <
            s->b.frac2 * (double)s->prev_insts * (double)s->win_sibs)
        d -= 2 * step;
    if (d > (int64_t)s->b.max) d = s->b.max;
    if (d < (int64_t)s->b.min) d = s->b.min;
    s->delay = (uint64_t)d;
    s->prev_insts = s->win_insts, s->prev_sibs = s->win_sibs;
    s->win_insts = s->win_sibs = 0;
    s->win_end = (now / s->b.window + 1) * s->b.window;
    if (!s->st.windows || s->delay < s->st.delay_min) s->st.delay_min = s->delay;
    if (s->delay > s->st.delay_max) s->st.delay_max = s->delay;
    s->st.delay_sum += s->delay;
    s->st.windows++;
    return false;
}

/* every other hook the baseline's */
const cu_det_ops bows_cu_ops = {
    .name = "ddos", .init = init, .fini = fini, .may_issue = may_issue, .issued = issued,
    .tick_end = tick_end,
};

/* ---- statistics ----------------------------------------------------------------- */

void bows_cu_stats(const cu *u, uint64_t *out)
{
    const bw_cu *s = bw_of(u);
    if (!s) return;
    bows_stats x = s->st;
    if (!cu_ext_runs_here(u)) x.ran = 0; /* over MPI ranks: where the CU runs */
    for (uint32_t i = 0; i < s->nbr; i++) {
        const bw_branch *b = &s->br[i];
        /* a true SIB: a back edge of a loop (its header) that spun */
        bool truth = false;
        for (uint32_t j = 0; j < s->nbr && !truth; j++)
            truth = s->br[j].to == b->to && s->br[j].spin;
        x.branches++;
        x.true_sibs += truth;
        x.sibs += b->confirmed;
        x.true_detected += b->confirmed && truth;
        x.false_detected += b->confirmed && !truth;
        if (b->confirmed && truth) x.detect_taken += b->taken_to_confirm;
        if (b->confirmed && truth && b->last > b->first)
            x.dpr_ppm += (b->confirmed_at - b->first) * 1000000 / (b->last - b->first);
    }
    memcpy(out, &x, sizeof x);
}
