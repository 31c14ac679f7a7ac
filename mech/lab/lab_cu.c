/* LAB's compute-unit policy (cu_det.h): the CU's no-return commutative
 * integer atomics into its local atomic buffer (lab_buf.h), the flushes
 * (eviction, operation change, same-line access, fence, launch end) as
 * the CU's own requests on its vector port, and the counters. See lab.h
 * for the rules. */
#include <stdlib.h>
#include <string.h>

#include "components/cu/cu_det.h"
#include "components/cu/cu_ext.h"
#include "engine/ranks.h"
#include "mech/lab/lab.h"
#include "mech/lab/lab_buf.h"
#include "components/mem/mem_map.h"
#include "components/mem/mem_util.h"
#include "amdgpu/atomic.h"
#include "util/vec.h"
#include "util/xalloc.h"

/* An atomic lane taken: its transaction completes at `at`. */
typedef struct lab_done {
    uint32_t mi, ti;
    uint64_t at;
} lab_done;

typedef struct lab_cu {
    lab_config cfg;
    const gpu_layout *lay;     /* which addresses are another GPU's (NULL: none) */
    lab_buf buf;
    lab_stats st;
    uint64_t outstanding;      /* own requests queued or unanswered */
    uint64_t seq;              /* own request ids */
    lab_done *done; uint32_t dhead, dn, dcap; /* completions, in time order */
    uint64_t port_free;        /* first cycle the buffer takes another access */
    uint32_t last_mi;          /* the access in progress: instruction, line */
    uint64_t last_line;
    bool fence_hold;           /* waves wait for a fence's flush */
    uint64_t fence_since;
    bool reply;                /* LAB_MSG_FLUSHED owed to reply_to */
    eng_port *reply_to;
} lab_cu;

/* The atomic each (kind, width) is sent as: the FLAT form (the L2 applies
 * amdgpu/atomic.h's arithmetic by kind and width, whatever the encoding). */
static lab_cu *lab_of(const cu *u) { return cu_ext_state(u, &lab_cu_ops); }

static uint16_t send_op(unsigned kind, unsigned width)
{
    bool w8 = width == 8;
    switch (kind) {
    case AMDGPU_ATOM_ADD: return w8 ? AMDGPU_OP_flat_atomic_add_x2 : AMDGPU_OP_flat_atomic_add;
    case AMDGPU_ATOM_SUB: return w8 ? AMDGPU_OP_flat_atomic_sub_x2 : AMDGPU_OP_flat_atomic_sub;
    case AMDGPU_ATOM_SMIN: return w8 ? AMDGPU_OP_flat_atomic_smin_x2 : AMDGPU_OP_flat_atomic_smin;
    case AMDGPU_ATOM_UMIN: return w8 ? AMDGPU_OP_flat_atomic_umin_x2 : AMDGPU_OP_flat_atomic_umin;
    case AMDGPU_ATOM_SMAX: return w8 ? AMDGPU_OP_flat_atomic_smax_x2 : AMDGPU_OP_flat_atomic_smax;
    case AMDGPU_ATOM_UMAX: return w8 ? AMDGPU_OP_flat_atomic_umax_x2 : AMDGPU_OP_flat_atomic_umax;
    case AMDGPU_ATOM_AND: return w8 ? AMDGPU_OP_flat_atomic_and_x2 : AMDGPU_OP_flat_atomic_and;
    case AMDGPU_ATOM_OR: return w8 ? AMDGPU_OP_flat_atomic_or_x2 : AMDGPU_OP_flat_atomic_or;
    default: return w8 ? AMDGPU_OP_flat_atomic_xor_x2 : AMDGPU_OP_flat_atomic_xor;
    }
}

static bool remote(const lab_cu *s, uint64_t addr)
{
    if (!s->lay) return false;
    int64_t t = mem_map_target(&s->lay->route, addr);
    return t >= 0 && (uint64_t)t < s->lay->nroute && s->lay->bank[t] < 0;
}

/* One request to the home L2 through the CU's vector queue: a lane's
 * atomic (no_storage) or a sector atomic (mem_msg.h) of the elements in
 * [addr, addr + size) whose bit in emask (element i: bit i) is set. */
static void send_req(cu *u, lab_cu *s, uint64_t addr, uint32_t size, unsigned kind,
                     unsigned width, const uint64_t *val, uint32_t emask)
{
    mem_req *r = mem_req_new(MEM_ATOMIC, addr, size);
    r->atomic_op = send_op(kind, width);
    r->return_old = false;
    r->source = MEM_SRC_VECTOR;
    r->id = s->seq++; /* the CU adds its own-request bits */
    if (size == width) {
        r->src = val[0];
    } else {
        for (uint32_t e = 0; e < size / width; e++) {
            if (!(emask >> e & 1)) continue;
            for (uint32_t b = 0; b < width; b++) {
                r->data[e * width + b] = (uint8_t)(val[e] >> (8 * b));
                mem_mask_set(r->mask, e * width + b);
            }
            s->st.elements_sent++;
        }
    }
    if (remote(s, addr)) { /* the request and its acknowledgement cross */
        s->st.remote_sent++;
        s->st.remote_sent_bytes += r->hdr.bytes + LAB_ACK_WIRE_BYTES;
    }
    cu_ext_push_own(u, &lab_cu_ops, r);
    s->outstanding++;
    s->st.sent++;
}

/* A line leaves: one sector atomic per sector holding an update. */
static void send_line(cu *u, lab_cu *s, const lab_line *l, enum lab_cause why)
{
    s->st.flush[why]++;
    uint32_t per = LAB_SECTOR / l->width; /* elements per sector */
    for (uint32_t k = 0; k < LAB_LINE / LAB_SECTOR; k++) {
        uint32_t m = (uint32_t)((l->mask >> (k * per)) & ((1ull << per) - 1));
        if (m)
            send_req(u, s, l->addr + k * LAB_SECTOR, LAB_SECTOR, l->kind, l->width,
                     l->val + k * per, m);
    }
}

static void flush_all(cu *u, lab_cu *s, enum lab_cause why)
{
    lab_line l;
    while (lab_buf_take_any(&s->buf, &l)) send_line(u, s, &l, why);
}

/* Flushes the lines [lo, hi) touches. */
static void flush_range(cu *u, lab_cu *s, uint64_t lo, uint64_t hi, enum lab_cause why)
{
    lab_line l;
    for (uint64_t a = lo & ~(uint64_t)(LAB_LINE - 1); a < hi; a += LAB_LINE)
        if (lab_buf_take(&s->buf, a, &l)) send_line(u, s, &l, why);
}

/* What the flushes owed are waiting for: the waves held at a fence, the
 * ACE's answer at the launch end. */
static bool settle(cu *u, lab_cu *s)
{
    if (s->outstanding) return false;
    bool p = false;
    if (s->fence_hold) {
        s->fence_hold = false;
        s->st.fence_wait_cycles += cu_ext_now(u) - s->fence_since;
        p = true;
    }
    if (s->reply) {
        eng_msg *m = xcalloc(1, sizeof *m, "lab message");
        m->type = LAB_MSG_FLUSHED;
        m->dst = s->reply_to;
        m->bytes = 16;
        cu_ext_to_ace(u, m);
        s->reply = false;
        p = true;
    }
    return p;
}

/* ---- which atomics ------------------------------------------------------------ */

enum { TAKE, BY_RETURN, BY_KIND, BY_KERNEL };

static bool ends_with(const char *s, const char *suf)
{
    size_t n = strlen(s), k = strlen(suf);
    return n >= k && !strcmp(s + n - k, suf);
}

static int classify(const lab_cu *s, const cu *u, uint32_t wi, const amdgpu_inst *in,
                    const cu_txn *t, uint64_t t_src, unsigned *kind, unsigned *width,
                    uint64_t *src)
{
    *kind = amdgpu_atomic_kind(t->op);
    *width = amdgpu_atomic_width(t->op);
    *src = t_src;
    if (in->mem.glc) return BY_RETURN; /* gfx940: sc0, the same bit */
    /* global memory atomics: FLAT and MUBUF, and gfx940's GLOBAL (what
     * clang emits there for a __global atomic) */
    if (!in->info || (in->info->fmt != AMDGPU_FMT_FLAT && in->info->fmt != AMDGPU_FMT_MUBUF &&
                      in->info->fmt != AMDGPU_FMT_GLOBAL))
        return BY_KIND;
    uint64_t ones = *width == 8 ? ~0ull : 0xffffffffull;
    if ((*kind == AMDGPU_ATOM_INC || *kind == AMDGPU_ATOM_DEC) && (t_src & ones) == ones)
        *kind = *kind == AMDGPU_ATOM_INC ? AMDGPU_ATOM_ADD : AMDGPU_ATOM_SUB, *src = 1;
    if (!lab_buf_kind_ok(*kind) || t->size != *width || t->addr % *width) return BY_KIND;
    if (s->cfg.select == LAB_SELECT_COMM) {
        const cu_launch *l = cu_ext_wg_at(u, cu_ext_wave_wg(u, wi)).launch;
        const char *name = l && l->d && l->d->kernel ? l->d->kernel->name : NULL;
        if (!name || !ends_with(name, "_comm")) return BY_KERNEL;
    }
    return TAKE;
}

/* The buffer's port: one line access a cycle (the lanes of one
 * instruction to one line share it); returns the completion cycle. */
static uint64_t access_at(cu *u, lab_cu *s, uint32_t mi, uint64_t line)
{
    uint64_t now = cu_ext_now(u);
    bool same = mi == s->last_mi && line == s->last_line && s->port_free > now;
    if (!same) {
        uint64_t start = s->port_free > now ? s->port_free : now;
        s->port_free = start + 1;
    }
    s->last_mi = mi, s->last_line = line;
    return s->port_free - 1 + s->cfg.latency;
}

static void take(cu *u, lab_cu *s, uint32_t mi, uint32_t ti, unsigned kind, unsigned width,
                 uint64_t src)
{
    const cu_txn *t = cu_ext_txn(u, mi, ti);
    s->st.buffered++;
    s->st.remote_buffered += remote(s, t->addr);
    if (s->cfg.no_storage) {
        send_req(u, s, t->addr, width, kind, width, &src, 1);
        s->st.elements_sent++;
    } else {
        lab_line out;
        switch (lab_buf_put(&s->buf, t->addr, kind, width, src, &out)) {
        case LAB_PUT_HIT: s->st.combined++; break;
        case LAB_PUT_MISS: s->st.allocations++; break;
        case LAB_PUT_EVICT:
            s->st.allocations++;
            send_line(u, s, &out, LAB_C_EVICT);
            break;
        case LAB_PUT_OPCHANGE:
            s->st.allocations++;
            send_line(u, s, &out, LAB_C_OPCHANGE);
            break;
        }
    }
    uint64_t at = access_at(u, s, mi, t->addr & ~(uint64_t)(LAB_LINE - 1));
    if (s->dhead == s->dn) s->dhead = s->dn = 0;
    VEC_PUSH(s->done, s->dn, s->dcap, ((lab_done){mi, ti, at}), "lab completions");
    cu_ext_want(u, at);
}

/* ---- the policy ------------------------------------------------------------------ */

static int init(cu *u, const void *arg, char *err, size_t errlen)
{
    (void)err, (void)errlen;
    const gpu_config *g = arg;
    lab_cu *s = xcalloc(1, sizeof *s, "lab state");
    s->cfg = *(const lab_config *)gpu_mech_cfg_c(g, &lab_mech);
    s->lay = g->layout;
    s->last_mi = CU_NO_IDX;
    s->st.ran = 1;
    if (lab_buf_init(&s->buf, s->cfg.entries, s->cfg.ways, s->cfg.unbounded) < 0) {
        free(s);
        snprintf(err, errlen, "lab: bad geometry or out of memory");
        return -1;
    }
    cu_ext_set_state(u, &lab_cu_ops, s);
    return 0;
}

static void fini(cu *u)
{
    lab_cu *s = lab_of(u);
    if (!s) return;
    lab_buf_free(&s->buf);
    free(s->done);
    free(s);
}

static bool mem_txn(cu *u, uint32_t wi, uint32_t mi, uint32_t ti)
{
    lab_cu *s = lab_of(u);
    const cu_txn *t = cu_ext_txn(u, mi, ti);
    if (cu_ext_minst_scalar(u, mi)) return false; /* see docs/lab.md: scalar loads do not look */
    if (t->type == MEM_ATOMIC) {
        s->st.atomics++;
        unsigned kind, width;
        uint64_t src;
        int c = classify(s, u, wi, cu_ext_minst_inst(u, mi), t, cu_ext_txn_x(u, mi, ti)->src,
                         &kind, &width, &src);
        if (c == TAKE) {
            take(u, s, mi, ti, kind, width, src);
            return true;
        }
        s->st.bypass_return += c == BY_RETURN;
        s->st.bypass_kind += c == BY_KIND;
        s->st.bypass_kernel += c == BY_KERNEL;
        if (s->buf.lines) flush_range(u, s, t->addr, t->addr + t->size, LAB_C_ATOMIC);
        return false;
    }
    if (s->buf.lines && t->hi > t->lo)
        flush_range(u, s, t->addr + t->lo, t->addr + t->hi,
                    t->type == MEM_WRITE ? LAB_C_STORE : LAB_C_LOAD);
    return false;
}

static void issued(cu *u, uint32_t wi, const void *in)
{
    (void)wi;
    const amdgpu_inst *i = in;
    lab_cu *s = lab_of(u);
    if (i->op != AMDGPU_OP_buffer_wbinvl1 && i->op != AMDGPU_OP_buffer_wbinvl1_vol) return;
    flush_all(u, s, LAB_C_FENCE); /* a device-scope acquire/release fence on gfx8 */
    if (s->outstanding && !s->fence_hold) s->fence_hold = true, s->fence_since = cu_ext_now(u);
}

static bool may_issue(cu *u, uint32_t wi)
{
    (void)wi;
    return !lab_of(u)->fence_hold;
}

static bool ctl(cu *u, eng_msg *m)
{
    if (m->type != LAB_MSG_FLUSH) return false;
    lab_cu *s = lab_of(u);
    flush_all(u, s, LAB_C_KERNEL_END);
    s->reply = true;
    s->reply_to = m->src;
    free(m);
    settle(u, s);
    return true;
}

static bool tick_end(cu *u, bool progress)
{
    (void)progress;
    lab_cu *s = lab_of(u);
    bool p = false;
    while (s->dhead < s->dn && s->done[s->dhead].at <= cu_ext_now(u)) {
        lab_done d = s->done[s->dhead++];
        cu_ext_txn_done(u, d.mi, d.ti);
        p = true;
    }
    if (s->dhead < s->dn) cu_ext_want(u, s->done[s->dhead].at);
    return settle(u, s) || p;
}

static void own_rsp(cu *u, mem_rsp *r)
{
    lab_cu *s = lab_of(u);
    s->outstanding--;
    s->st.errors += !r->ok;
    free(r);
    settle(u, s);
}

/* every other hook the baseline's */
const cu_det_ops lab_cu_ops = {
    .name = "lab", .init = init, .fini = fini, .may_issue = may_issue, .issued = issued,
    .mem_txn = mem_txn, .ctl = ctl, .tick_end = tick_end, .mem_rsp = own_rsp,
};

void lab_cu_stats(const cu *u, uint64_t *out)
{
    const lab_cu *s = lab_of(u);
    if (!s) return;
    lab_stats x = s->st;
    /* every rank builds every CU; over MPI ranks the sums add up the
     * ranks' figures, so only the rank that runs this CU counts it */
    if (!cu_ext_runs_here(u)) x.ran = 0;
    x.global_requests = cu_get_stats(u).vmem_txns - x.sent + x.buffered; /* as without LAB */
    memcpy(out, &x, sizeof x);
}
