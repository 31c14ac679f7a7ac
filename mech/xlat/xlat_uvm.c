/* See xlat_uvm.h: the host-side fault handler. A fault waits
 * fault_latency cycles in a FIFO, then is handled; a page's mapping or
 * migration is a job, a small state machine driven by the answers to its
 * messages:
 *   UNMAP  per GPU holding a translation: entry := 0, then shoot its L2
 *          TLB, then every L1 TLB (all acknowledged);
 *   COPY   GPU `to` pulls the page, copy_inflight 64-byte reads at a time
 *          from the old frame, each answer written to the new frame; from
 *          host memory, the Host port writes the pieces to GPU `to`'s RDMA
 *          engine over the fabric, copy_inflight at a time;
 *   MAP    the faulting GPU's entry := the residence's frame;
 * then the faults waiting on the page are handled again. Message ids are
 * (job << 40 | kind << 32 | index).
 *
 * Tracing (hooks/trace_hook.h, docs/memory.md "Traces"): a fault is a
 * task (kind "req", what "fault", id trace_msg_task of the XLAT_FAULT,
 * parent the walk's task) from its arrival to its answer; a job is a task
 * of its own (what "migrate", "map", "remote map", "replicate",
 * "collapse"; parent the fault that asked, or for a counter notice the
 * RDMA task of the access that fired it, rdma_notice.trace_id; a
 * prefetch's has none and steps "prefetch"), with
 * children here: a "shootdown" per GPU whose entry goes (from the entry's
 * write to the last L1 TLB's ack) and the "copy" (first read to last
 * write acknowledged). The entry writes, the XLAT_SHOOTs and the copy's
 * reads and writes carry their task's id as trace_id, so their L2, TLB,
 * RDMA and fabric tasks are children of it. Task numbers come from a counter of the handler's
 * (gpus + 2 per job), counted whether or not anyone traces. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_msg.h"
#include "components/mem/mem_util.h"
#include "components/rdma/rdma.h"
#include "mech/xlat/xlat_priv.h"
#include "mech/xlat/xlat_msg.h"
#include "mech/xlat/xlat_uvm.h"
#include "engine/ranks.h"
#include "hooks/trace_hook.h"
#include "util/vec.h"
#include "util/xalloc.h"
#include "engine/fatal.h"

enum { K_UNMAP = 1, K_SHOOT_L2, K_SHOOT_L1, K_READ, K_WRITE, K_MAP, K_HOST_WRITE };
enum { J_UNMAP, J_COPY, J_MAP };

typedef struct uvm_gpu {
    eng_port *mem, *shoot;
    eng_port *(*route)(const void *, uint64_t);
    const void *arg;
    eng_port **targets; /* [0]: the L2 TLB */
    uint32_t ntargets;
    xlat_fifo out_mem, out_shoot;
    xlat_uvm_stats st;
} uvm_gpu;

typedef struct uvm_fault {
    xlat_req *f;
    uint32_t gpu;
    uint64_t ready;
} uvm_fault;

typedef struct uvm_job {
    bool used;
    uint64_t page;
    uint32_t gpu, to, phase, pending;
    uint8_t cause, kind;          /* enum xlat_kind */
    bool copy;                    /* the page's bytes go to frame[to] */
    uint64_t drop, demote;        /* GPUs whose entry becomes 0 / read-only */
    uint64_t inval;               /* GPUs whose L1Vs drop the frame they mapped */
    uint32_t *l1left;             /* per GPU: L1 acks awaited */
    uint32_t lines, sent, copied; /* COPY */
    uvm_fault *wait;              /* faults on the page, the job's own first */
    uint32_t nwait, capwait;
    uint64_t task;                /* tracing: the job's task number; +1+g shootdowns, +1+gpus copy */
} uvm_job;

struct xlat_uvm {
    eng_comp comp; /* first */
    xlat_uvm_config cfg;
    uvm_gpu *g;
    xlat_page *pg;
    uint64_t *frame, *pte; /* [p * gpus + g] */
    uint8_t **host;        /* [p]: the host frame's bytes (NULL: zero, or not on the host) */
    eng_port *hostport;    /* host_initial: on the fabric at the host's endpoint */
    eng_port **fabreq;     /* [g]: GPU g's RDMA FabricReq */
    xlat_fifo out_host;
    uint64_t npages, cappages;
    uvm_fault *fq;         /* arrived, waiting fault_latency */
    uint32_t fqhead, nfq, capfq;
    uvm_job *jobs;
    uint32_t njobs, capjobs; /* jobs made (used or free); room for */
    uint64_t now;
    uint64_t ntask; /* tracing: task numbers handed out */
    xlat_pages series; /* pages per GPU over time */
};

static uint64_t mkid(uint32_t j, uint32_t kind, uint32_t idx)
{
    return (uint64_t)j << 40 | (uint64_t)kind << 32 | idx;
}

/* ---- tracing --------------------------------------------------------------- */

static uint64_t job_task(const xlat_uvm *u, const uvm_job *b)
{
    return trace_task_id(&u->comp, b->task);
}

static uint64_t shoot_task(const xlat_uvm *u, const uvm_job *b, uint32_t g)
{
    return trace_task_id(&u->comp, b->task + 1 + g);
}

static uint64_t copy_task(const xlat_uvm *u, const uvm_job *b)
{
    return trace_task_id(&u->comp, b->task + 1 + u->cfg.gpus);
}

static uint64_t fault_task(const uvm_fault *f)
{
    return trace_msg_task(&f->f->hdr);
}

/* What a job does, for its task. */
static const char *job_what(const uvm_job *b, const xlat_page *pg)
{
    if (b->kind == XLAT_REPLICATE) return "replicate";
    if (b->kind == XLAT_COLLAPSE) return "collapse";
    if (b->to != pg->res) return "migrate";
    return b->to == b->gpu ? "map" : "remote map";
}

/* ---- messages ----------------------------------------------------------- */

static void send_mem(xlat_uvm *u, uint32_t g, mem_req *r, uint64_t id, uint64_t trace)
{
    eng_port *dst = u->g[g].route(u->g[g].arg, r->addr);
    ENG_ASSERT(dst, "xlat uvm: GPU %u has no route to 0x%llx", g, (unsigned long long)r->addr);
    r->id = id;
    r->trace_id = trace;
    r->hdr.dst = dst;
    xlat_fifo_push(&u->g[g].out_mem, &r->hdr);
}

/* A leaf entry's size bit: a 2 MiB page is a level-2 leaf (PS). */
static uint64_t leaf_bits(const xlat_uvm *u)
{
    return u->cfg.page == (1ull << XLAT_SHIFT_2M) ? XLAT_PTE_PS : 0;
}

/* An 8-byte entry write through GPU g's L2, on task trace's behalf. */
static void write_pte(xlat_uvm *u, uint32_t g, uint64_t pa, uint64_t v, uint64_t id,
                      uint64_t trace)
{
    mem_req *r = mem_req_new(MEM_WRITE, pa, 8);
    r->source = MEM_SRC_XLAT;
    for (int i = 0; i < 8; i++) r->data[i] = (uint8_t)(v >> (8 * i));
    mem_mask_fill(r->mask, 8);
    send_mem(u, g, r, id, trace);
}

/* A shootdown of [va, va + page) on GPU g, on task trace's behalf (the
 * TLB's own shootdown task is its child); flags XLAT_F_FRAME: the L1
 * translators above a physically addressed cache also drop its lines of
 * the frame at pa (xlat_msg.h). */
static void shoot(xlat_uvm *u, uint32_t g, eng_port *dst, uint64_t va, uint8_t flags,
                  uint64_t pa, uint64_t id, uint64_t trace)
{
    xlat_req *s = xcalloc(1, sizeof *s, "xlat shootdown");
    s->hdr.type = XLAT_SHOOT;
    s->hdr.dst = dst;
    s->hdr.bytes = XLAT_REQ_WIRE_BYTES;
    s->id = id;
    s->va = va;
    s->flags = flags;
    s->pa = pa;
    s->shift = (uint8_t)__builtin_ctzll(u->cfg.page);
    s->trace_id = trace;
    u->g[g].st.shootdowns++;
    xlat_fifo_push(&u->g[g].out_shoot, &s->hdr);
}

static void answer(xlat_uvm *u, const uvm_fault *f, bool ok, bool retry, const xlat_tr *tr)
{
    xlat_rsp *a = xlat_rsp_to(f->f, XLAT_FAULT_RSP, ok, tr);
    a->retry = retry;
    xlat_fifo_push(&u->g[f->gpu].out_mem, &a->hdr);
    trace_task_end(&u->comp, fault_task(f), "req"); /* tracing */
    free(f->f);
}

static void wait_on(uvm_job *j, const uvm_fault *f)
{
    VEC_PUSH(j->wait, j->nwait, j->capwait, *f, "xlat uvm waiters");
}

static uvm_job *job_of(xlat_uvm *u, uint64_t p)
{
    for (uint32_t j = 0; j < u->njobs; j++)
        if (u->jobs[j].used && u->jobs[j].page == p) return &u->jobs[j];
    return NULL;
}

static uint32_t job_new(xlat_uvm *u)
{
    uint32_t j = 0;
    while (j < u->njobs && u->jobs[j].used) j++;
    if (j == u->njobs) {
        VEC_RESERVE(u->jobs, u->capjobs, u->njobs + 1, "xlat uvm jobs");
        u->jobs[u->njobs++] = (uvm_job){0};
        u->jobs[j].l1left = xcalloc(u->cfg.gpus, sizeof *u->jobs[j].l1left, "xlat uvm job");
    }
    uvm_job *b = &u->jobs[j];
    uint32_t *l1 = b->l1left;
    uvm_fault *w = b->wait;
    uint32_t cap = b->capwait;
    *b = (uvm_job){.used = true, .l1left = l1, .wait = w, .capwait = cap, .task = u->ntask};
    u->ntask += u->cfg.gpus + 2;
    return j;
}

static void start_map(xlat_uvm *u, uint32_t j)
{
    uvm_job *b = &u->jobs[j];
    xlat_page *pg = &u->pg[b->page];
    uint32_t n = u->cfg.gpus;
    b->phase = J_MAP;
    b->pending = 1;
    if (b->to != b->gpu) u->g[b->gpu].st.remote_maps++;
    uint64_t w = (b->kind == XLAT_REPLICATE ? 0 : XLAT_PTE_W) | leaf_bits(u);
    (void)pg;
    write_pte(u, b->gpu, u->pte[b->page * n + b->gpu],
              u->frame[b->page * n + b->to] | XLAT_PTE_P | w, mkid(j, K_MAP, b->gpu),
              job_task(u, b));
}

/* From host memory: the Host port writes the pieces to GPU to's RDMA
 * engine, which writes them through its L2 (answers come back on Host). */
static void copy_host_next(xlat_uvm *u, uint32_t j)
{
    uvm_job *b = &u->jobs[j];
    const uint8_t *src = u->host[b->page];
    uint64_t to = u->frame[b->page * u->cfg.gpus + b->to];
    while (b->sent < b->lines && b->sent - b->copied < u->cfg.copy_inflight) {
        uint64_t off = (uint64_t)b->sent * u->cfg.line;
        mem_req *w = mem_req_new(MEM_WRITE, to + off, u->cfg.line);
        w->source = MEM_SRC_DMA;
        if (src) memcpy(w->data, src + off, u->cfg.line);
        mem_mask_fill(w->mask, u->cfg.line);
        w->id = mkid(j, K_HOST_WRITE, b->sent);
        w->trace_id = copy_task(u, b); /* tracing: its RDMA and hop tasks join the copy */
        w->hdr.dst = u->fabreq[b->to];
        xlat_fifo_push(&u->out_host, &w->hdr);
        b->sent++;
    }
}

static void copy_next(xlat_uvm *u, uint32_t j)
{
    uvm_job *b = &u->jobs[j];
    uint32_t n = u->cfg.gpus;
    if (u->pg[b->page].res == XLAT_HOST) {
        copy_host_next(u, j);
        return;
    }
    uint64_t from = u->frame[b->page * n + u->pg[b->page].res];
    while (b->sent < b->lines && b->sent - b->copied < u->cfg.copy_inflight) {
        mem_req *r = mem_req_new(MEM_READ, from + (uint64_t)b->sent * u->cfg.line, u->cfg.line);
        r->source = MEM_SRC_DMA;
        send_mem(u, b->to, r, mkid(j, K_READ, b->sent), copy_task(u, b));
        b->sent++;
    }
}

/* A move or a collapse is done: the page is at `to`, one copy. A
 * collapse starts a residency even where the page stays: the writer that
 * asked for it must get to write before a reader's replica demotes it
 * again (settle). */
static void settled(xlat_uvm *u, const uvm_job *b)
{
    xlat_page *pg = &u->pg[b->page];
    if (pg->res != b->to || b->kind == XLAT_COLLAPSE) pg->moved = true, pg->arrived = u->now;
    if (pg->res != b->to) xlat_pages_move(&u->series, u->now, pg->res, b->to);
    pg->res = b->to;
    pg->copies = 1ull << b->to;
}

static void unmapped(xlat_uvm *u, uint32_t j)
{
    uvm_job *b = &u->jobs[j];
    if (!b->copy) {
        if (b->kind != XLAT_REPLICATE) settled(u, b); /* a write collapsing onto the residence */
        start_map(u, j);
        return;
    }
    b->phase = J_COPY;
    b->lines = (uint32_t)(u->cfg.page / u->cfg.line);
    trace_task_start(&u->comp, copy_task(u, b), job_task(u, b), "req", "copy"); /* tracing */
    copy_next(u, j);
}

static void handle(xlat_uvm *u, const uvm_fault *f);

/* Whether f's GPU's entry now serves it (a write needs a writable one). */
static bool served(const xlat_page *pg, const uvm_fault *f)
{
    bool write = f->f->flags & XLAT_F_WRITE;
    return (pg->mapped >> f->gpu & 1) && (!write || (pg->wmask >> f->gpu & 1));
}

static void fq_push(xlat_uvm *u, xlat_req *f, uint32_t g);

/* The page is mapped for the job's fault: the faults that waited on it
 * are answered at once when their GPU maps it now, else replayed (they
 * come back fault_latency later, as a replayed access faults anew). */
static void job_done(xlat_uvm *u, uint32_t j)
{
    uvm_job *b = &u->jobs[j];
    xlat_page *pg = &u->pg[b->page];
    pg->busy = false;
    pg->mapped |= 1ull << b->gpu;
    trace_task_end(&u->comp, job_task(u, b), "req"); /* tracing */
    if (b->kind == XLAT_REPLICATE) pg->wmask &= ~(1ull << b->gpu);
    else pg->wmask |= 1ull << b->gpu;
    b->used = false;
    for (uint32_t i = 0; i < b->nwait; i++) {
        if (served(pg, &b->wait[i])) {
            answer(u, &b->wait[i], true, true, NULL);
        } else {
            trace_task_step(&u->comp, fault_task(&b->wait[i]), "req", "replay"); /* tracing */
            fq_push(u, b->wait[i].f, b->wait[i].gpu);
        }
    }
    b->nwait = 0;
}

/* The policy moves page p (not busy) and GPU gpu maps it after; f, the
 * fault that asked (NULL: a counter notice), waits for that. why: the
 * job's parent task (the fault's, or the RDMA task whose access fired
 * the notice). */
static uint32_t start_job(xlat_uvm *u, const uvm_fault *f, uint32_t gpu, uint64_t p,
                          xlat_decision d, uint64_t why)
{
    uint32_t j = job_new(u), n = u->cfg.gpus;
    uvm_job *b = &u->jobs[j];
    xlat_page *pg = &u->pg[p];
    b->page = p, b->gpu = gpu, b->to = d.to, b->cause = d.cause, b->kind = d.kind;
    trace_task_start(&u->comp, job_task(u, b), why, "req", job_what(b, pg)); /* tracing */
    pg->busy = true;
    if (f) wait_on(b, f);
    uint64_t me = 1ull << gpu, lent_only = pg->lent & ~pg->mapped;
    if (d.kind == XLAT_MOVE && d.to != pg->res) { /* every translation goes */
        b->drop = pg->mapped | pg->lent;
        b->copy = true;
    } else if (d.kind == XLAT_REPLICATE) { /* writers (and the DMAs' own) become readers */
        b->drop = lent_only;
        b->demote = pg->wmask | (pg->lent & pg->mapped);
        b->copy = !(pg->copies >> d.to & 1);
    } else if (d.kind == XLAT_COLLAPSE) { /* every other copy and mapping goes */
        b->drop = ((pg->mapped | pg->lent) & ~me) | (pg->lent & me);
        b->copy = !(pg->copies >> d.to & 1);
    }
    if (b->copy) u->g[d.to].st.migrations[d.cause]++;
    /* entries first (acknowledged), then the TLBs */
    b->phase = J_UNMAP;
    for (uint32_t g = 0; g < n; g++) /* (a host page has no translation anywhere) */
        if ((b->drop | b->demote) >> g & 1) {
            uint64_t v = b->drop >> g & 1
                             ? 0
                             : u->frame[p * n + pg->res] | XLAT_PTE_P | leaf_bits(u);
            trace_task_start(&u->comp, shoot_task(u, b, g), job_task(u, b), "req", /* tracing */
                             "shootdown");
            write_pte(u, g, u->pte[p * n + g], v, mkid(j, K_UNMAP, g), shoot_task(u, b, g));
            b->pending++;
        }
    if (b->drop | b->demote) pg->lent = 0;
    b->inval = b->drop & pg->mapped; /* a kernel's mapping: its L1Vs may hold the frame */
    pg->mapped &= ~b->drop;
    pg->wmask &= ~(b->drop | b->demote);
    if (!b->pending) unmapped(u, j);
    return j;
}

/* A page that moved, or collapsed to one writable copy, stays
 * min_residency cycles: a move sooner becomes staying, and a replica
 * sooner a mapping of the residence (forward progress: with a short
 * fault latency a reader's replica would demote the writer before its
 * replayed write, whose fault collapses the replica, for ever). */
static xlat_decision settle(xlat_uvm *u, const xlat_page *pg, uint32_t g, xlat_decision d,
                            bool *heldp)
{
    bool held = false;
    if ((d.kind == XLAT_REPLICATE || d.to != pg->res) && pg->moved &&
        u->now < pg->arrived + u->cfg.min_residency) {
        d.to = pg->res;
        d.kind = XLAT_MOVE;
        u->g[g].st.held++;
        held = true;
    }
    if (heldp) *heldp = held;
    return d;
}

static void handle(xlat_uvm *u, const uvm_fault *f)
{
    uint64_t va = f->f->va;
    if (va < u->cfg.base || (va - u->cfg.base) / u->cfg.page >= u->npages) {
        trace_task_step(&u->comp, fault_task(f), "req", "not managed"); /* tracing */
        answer(u, f, false, false, NULL); /* not managed memory: the program's fault */
        return;
    }
    uint64_t p = (va - u->cfg.base) / u->cfg.page;
    xlat_page *pg = &u->pg[p];
    if (!u->pte[p * u->cfg.gpus]) { /* a guard page: never placed */
        trace_task_step(&u->comp, fault_task(f), "req", "not managed"); /* tracing */
        answer(u, f, false, false, NULL);
        return;
    }
    if (pg->busy) {
        trace_task_step(&u->comp, fault_task(f), "req", "wait: page busy"); /* tracing */
        wait_on(job_of(u, p), f);
        return;
    }
    if (served(pg, f)) {
        trace_task_step(&u->comp, fault_task(f), "req", "mapped already"); /* tracing */
        answer(u, f, true, true, NULL);
        return;
    }
    if (pg->res == XLAT_HOST) { /* the first touch by a GPU: it takes the page from the host */
        if (f->f->flags & XLAT_F_DMA) {
            u->g[f->gpu].st.dma_faults++;
        } else {
            u->g[f->gpu].st.faults++;
            (void)xlat_policies[u->cfg.policy]->on_fault(pg, f->gpu,
                                                          (f->f->flags & XLAT_F_WRITE) != 0);
        }
        start_job(u, f, f->gpu, p, (xlat_decision){f->gpu, XLAT_CAUSE_HOST, XLAT_MOVE},
                  fault_task(f));
        return;
    }
    if ((f->f->flags & XLAT_F_DMA) && (pg->copies & (pg->copies - 1))) {
        /* a host copy may write: first the replicas go (one copy left) */
        start_job(u, f, pg->res, p, (xlat_decision){pg->res, XLAT_CAUSE_WRITE, XLAT_COLLAPSE},
                  fault_task(f));
        return;
    }
    if (f->f->flags & XLAT_F_DMA) {
        xlat_tr tr = {.va_page = u->cfg.base + p * u->cfg.page,
                      .pa_page = u->frame[p * u->cfg.gpus + pg->res],
                      .shift = (uint8_t)__builtin_ctzll(u->cfg.page), .writable = true,
                      .transient = true};
        pg->lent |= 1ull << f->gpu;
        u->g[f->gpu].st.dma_faults++;
        trace_task_step(&u->comp, fault_task(f), "req", "transient"); /* tracing */
        answer(u, f, true, false, &tr);
        return;
    }
    u->g[f->gpu].st.faults++;
    xlat_decision d =
        xlat_policies[u->cfg.policy]->on_fault(pg, f->gpu, (f->f->flags & XLAT_F_WRITE) != 0);
    bool held;
    d = settle(u, pg, f->gpu, d, &held);
    if (held) trace_task_step(&u->comp, fault_task(f), "req", "held"); /* tracing */
    start_job(u, f, f->gpu, p, d, fault_task(f));
}

/* GPU g's access counter for the page at frame addr fired, at the
 * access whose RDMA task is why. */
static void notice(xlat_uvm *u, uint32_t g, uint64_t addr, uint64_t why)
{
    const xlat_policy *pol = xlat_policies[u->cfg.policy];
    u->g[g].st.notices++;
    if (!pol->on_count) return;
    uint32_t n = u->cfg.gpus;
    for (uint64_t p = 0; p < u->npages; p++) {
        xlat_page *pg = &u->pg[p];
        if (!u->pte[p * n] || pg->res == XLAT_HOST || u->frame[p * n + pg->res] != addr)
            continue;
        if (pg->busy || pg->res == g) return; /* moving already, or here */
        xlat_decision d = settle(u, pg, g, pol->on_count(pg, g), NULL);
        if (d.to != pg->res) start_job(u, NULL, g, p, d, why);
        return;
    }
}

int xlat_uvm_prefetch(xlat_uvm *u, uint64_t p, uint32_t gpu)
{
    uint32_t n = u->cfg.gpus;
    if (gpu >= n || p >= u->npages || !u->pte[p * n]) return 0;
    xlat_page *pg = &u->pg[p];
    if (pg->busy) return 0;
    xlat_decision d = {gpu, XLAT_CAUSE_PREFETCH, XLAT_MOVE};
    if (pg->res == XLAT_HOST) d.cause = XLAT_CAUSE_HOST;
    else if (pg->copies & (pg->copies - 1)) d.kind = XLAT_COLLAPSE; /* one writable copy */
    u->now = eng_comp_cycle(&u->comp);
    bool held = false;
    if (pg->res != XLAT_HOST && d.kind == XLAT_MOVE && d.to != pg->res && pg->moved &&
        u->now < pg->arrived + u->cfg.min_residency)
        d.to = pg->res, held = true; /* settle's rule (replicas never meet it) */
    if (d.kind == XLAT_MOVE && d.to == pg->res && (pg->mapped >> gpu & 1) &&
        (pg->wmask >> gpu & 1))
        return 0;
    eng_engine *e = eng_comp_engine(&u->comp); /* over ranks: started where it runs */
    if (eng_ranks(e) > 1 && eng_owner_rank(e, &u->comp.owner) != eng_rank(e)) return 1;
    if (held) u->g[gpu].st.held++;
    pg->touched = true; /* first-touch: the program placed it */
    uint32_t j = start_job(u, NULL, gpu, p, d, 0);
    trace_task_step(&u->comp, job_task(u, &u->jobs[j]), "req", "prefetch"); /* tracing */
    eng_comp_wake(&u->comp);
    return 1;
}

/* ---- answers ------------------------------------------------------------- */

static void on_mem(xlat_uvm *u, uint32_t g, mem_rsp *r)
{
    uint32_t j = (uint32_t)(r->id >> 40), kind = (uint32_t)(r->id >> 32) & 0xff;
    uint32_t idx = (uint32_t)r->id;
    uvm_job *b = &u->jobs[j];
    ENG_ASSERT(r->ok, "xlat uvm: GPU %u: access to 0x%llx failed", g, (unsigned long long)r->addr);
    if (kind == K_UNMAP) {
        shoot(u, idx, u->g[idx].targets[0], u->cfg.base + b->page * u->cfg.page, 0, 0,
              mkid(j, K_SHOOT_L2, idx), shoot_task(u, b, idx));
    } else if (kind == K_READ) {
        uint32_t n = u->cfg.gpus;
        mem_req *w = mem_req_new(MEM_WRITE, u->frame[b->page * n + b->to] +
                                                (uint64_t)idx * u->cfg.line, u->cfg.line);
        w->source = MEM_SRC_DMA;
        memcpy(w->data, r->data, u->cfg.line);
        mem_mask_fill(w->mask, u->cfg.line);
        send_mem(u, b->to, w, mkid(j, K_WRITE, idx), copy_task(u, b));
    } else if (kind == K_WRITE) {
        if (++b->copied == b->lines) {
            trace_task_end(&u->comp, copy_task(u, b), "req"); /* tracing */
            if (b->kind == XLAT_REPLICATE) u->pg[b->page].copies |= 1ull << b->to;
            else settled(u, b);
            u->g[b->to].st.bytes_in += u->cfg.page;
            start_map(u, j);
        } else {
            copy_next(u, j);
        }
    } else if (kind == K_MAP) {
        job_done(u, j);
    }
    free(r);
}

/* A piece written from host memory is answered (on Host). */
static void on_host(xlat_uvm *u, mem_rsp *r)
{
    uint32_t j = (uint32_t)(r->id >> 40);
    uvm_job *b = &u->jobs[j];
    ENG_ASSERT(r->ok && ((uint32_t)(r->id >> 32) & 0xff) == K_HOST_WRITE,
               "xlat uvm: a write from host memory to 0x%llx failed", (unsigned long long)r->addr);
    free(r);
    if (++b->copied < b->lines) {
        copy_host_next(u, j);
        return;
    }
    trace_task_end(&u->comp, copy_task(u, b), "req"); /* tracing */
    free(u->host[b->page]);
    u->host[b->page] = NULL;
    settled(u, b);
    u->g[b->to].st.bytes_in += u->cfg.page;
    u->g[b->to].st.bytes_from_host += u->cfg.page;
    start_map(u, j);
}

/* The frame GPU g's entry for page p led to (until the job settles):
 * its own read-only copy, or the residence's. */
static uint64_t mapped_frame(const xlat_uvm *u, uint64_t p, uint32_t g)
{
    uint32_t n = u->cfg.gpus;
    const xlat_page *pg = &u->pg[p];
    return u->frame[p * n + (pg->copies >> g & 1 ? g : pg->res)];
}

static void on_ack(xlat_uvm *u, xlat_rsp *a)
{
    uint32_t j = (uint32_t)(a->id >> 40), kind = (uint32_t)(a->id >> 32) & 0xff;
    uint32_t g = (uint32_t)a->id;
    uvm_job *b = &u->jobs[j];
    free(a);
    if (kind == K_SHOOT_L2) { /* the L2 TLB has forgotten: now the L1s */
        uvm_gpu *G = &u->g[g];
        b->l1left[g] = G->ntargets - 1;
        uint8_t fl = b->inval >> g & 1 ? XLAT_F_FRAME : 0;
        uint64_t pa = fl ? mapped_frame(u, b->page, g) : 0;
        for (uint32_t t = 1; t < G->ntargets; t++)
            shoot(u, g, G->targets[t], u->cfg.base + b->page * u->cfg.page, fl, pa,
                  mkid(j, K_SHOOT_L1, g), shoot_task(u, b, g));
        if (b->l1left[g]) return;
    } else if (--b->l1left[g]) {
        return;
    }
    trace_task_end(&u->comp, shoot_task(u, b, g), "req"); /* tracing: every TLB of g forgot */
    if (!--b->pending) unmapped(u, j);
}

static void fq_push(xlat_uvm *u, xlat_req *f, uint32_t g)
{
    if (u->fqhead && u->fqhead == u->nfq) u->fqhead = u->nfq = 0;
    VEC_PUSH(u->fq, u->nfq, u->capfq, ((uvm_fault){f, g, u->now + u->cfg.fault_latency}),
             "xlat uvm faults");
}

static bool uvm_tick(eng_comp *c)
{
    xlat_uvm *u = (xlat_uvm *)c;
    bool progress = false;
    u->now = eng_comp_cycle(c);
    for (uint32_t g = 0; g < u->cfg.gpus; g++) {
        for (eng_msg *m; (m = eng_port_retrieve(u->g[g].mem));) {
            progress = true;
            if (m->type == XLAT_FAULT) {
                xlat_req *f = (xlat_req *)m;
                trace_task_start(c, trace_msg_task(&f->hdr), f->trace_id, "req", "fault"); /* tracing */
                fq_push(u, f, g);
            } else if (m->type == RDMA_NOTICE) {
                notice(u, g, ((rdma_notice *)m)->addr, ((rdma_notice *)m)->trace_id);
                free(m);
            } else {
                on_mem(u, g, (mem_rsp *)m);
            }
        }
        for (eng_msg *m; (m = eng_port_retrieve(u->g[g].shoot));) {
            progress = true;
            on_ack(u, (xlat_rsp *)m);
        }
    }
    for (eng_msg *m; u->hostport && (m = eng_port_retrieve(u->hostport));) {
        progress = true;
        on_host(u, (mem_rsp *)m);
    }
    while (u->fqhead < u->nfq && u->fq[u->fqhead].ready <= u->now) {
        uvm_fault f = u->fq[u->fqhead++];
        handle(u, &f);
        progress = true;
    }
    for (uint32_t g = 0; g < u->cfg.gpus; g++) {
        xlat_fifo_send(&u->g[g].out_mem, u->g[g].mem, &progress);
        xlat_fifo_send(&u->g[g].out_shoot, u->g[g].shoot, &progress);
    }
    if (u->hostport) xlat_fifo_send(&u->out_host, u->hostport, &progress);
    if (!progress && u->fqhead < u->nfq)
        eng_comp_tick_at(c, u->fq[u->fqhead].ready * c->clock.period);
    return progress;
}

static const eng_comp_ops uvm_ops = {.kind = "fault_handler", .tick = uvm_tick};

/* ---- building ------------------------------------------------------------ */

xlat_uvm *xlat_uvm_build(eng_engine *e, const xlat_uvm_config *c, const char *name, char *err,
                         size_t errlen)
{
    if (!c->gpus || c->gpus > 64 || c->policy >= XLAT_NPOLICIES ||
        !xlat_policies[c->policy]->on_fault || !c->line || c->page % c->line || !c->copy_inflight) {
        if (err) snprintf(err, errlen, "xlat '%s': bad fault handler configuration", name);
        return NULL;
    }
    xlat_uvm *u = calloc(1, sizeof *u);
    if (!u || eng_comp_init(&u->comp, e, name, &uvm_ops, c->clk)) {
        free(u);
        if (err) snprintf(err, errlen, "xlat '%s': out of memory", name);
        return NULL;
    }
    u->cfg = *c;
    xlat_pages_init(&u->series, c->gpus, c->pages_interval);
    if (!(u->g = calloc(c->gpus, sizeof *u->g))) goto oom;
    for (uint32_t g = 0; g < c->gpus; g++) {
        char pn[32];
        snprintf(pn, sizeof pn, "Mem[%u]", g);
        if (!(u->g[g].mem = eng_port_new(&u->comp, pn, 64, 64))) goto oom;
        snprintf(pn, sizeof pn, "Shoot[%u]", g);
        if (!(u->g[g].shoot = eng_port_new(&u->comp, pn, 64, 64))) goto oom;
    }
    if (c->host_initial && (!(u->hostport = eng_port_new(&u->comp, "Host", 64, 64)) ||
                            !(u->fabreq = calloc(c->gpus, sizeof *u->fabreq))))
        goto oom;
    return u;
oom:
    xlat_uvm_destroy(u);
    if (err) snprintf(err, errlen, "xlat '%s': out of memory", name);
    return NULL;
}

void xlat_uvm_destroy(xlat_uvm *u)
{
    if (!u) return;
    for (uint32_t g = 0; u->g && g < u->cfg.gpus; g++) {
        xlat_fifo_fini(&u->g[g].out_mem);
        xlat_fifo_fini(&u->g[g].out_shoot);
        xlat_port_drop(u->g[g].mem);
        xlat_port_drop(u->g[g].shoot);
        free(u->g[g].targets);
    }
    xlat_fifo_fini(&u->out_host);
    if (u->hostport) xlat_port_drop(u->hostport);
    for (uint64_t p = 0; u->host && p < u->cappages; p++) free(u->host[p]);
    free(u->host), free(u->fabreq);
    for (uint32_t i = u->fqhead; i < u->nfq; i++) free(u->fq[i].f);
    for (uint32_t j = 0; j < u->njobs; j++) {
        for (uint32_t i = 0; i < u->jobs[j].nwait; i++) free(u->jobs[j].wait[i].f);
        free(u->jobs[j].wait);
        free(u->jobs[j].l1left);
    }
    if (u->comp.name) eng_comp_fini(&u->comp);
    xlat_pages_fini(&u->series);
    free(u->g), free(u->pg), free(u->frame), free(u->pte), free(u->fq), free(u->jobs);
    free(u);
}

eng_comp *xlat_uvm_comp(xlat_uvm *u) { return &u->comp; }
eng_port *xlat_uvm_mem(xlat_uvm *u, uint32_t g) { return g < u->cfg.gpus ? u->g[g].mem : NULL; }
eng_port *xlat_uvm_shoot(xlat_uvm *u, uint32_t g) { return g < u->cfg.gpus ? u->g[g].shoot : NULL; }
eng_port *xlat_uvm_host(xlat_uvm *u) { return u->hostport; }

int xlat_uvm_set_fabric(xlat_uvm *u, uint32_t g, eng_port *fabric_req)
{
    if (!u->fabreq || g >= u->cfg.gpus || !fabric_req) return -1;
    u->fabreq[g] = fabric_req;
    return 0;
}

int xlat_uvm_set_gpu(xlat_uvm *u, uint32_t g, eng_port *(*route)(const void *, uint64_t),
                     const void *arg, eng_port *const *targets, uint32_t ntargets)
{
    if (g >= u->cfg.gpus || !ntargets) return -1;
    uvm_gpu *G = &u->g[g];
    free(G->targets);
    if (!(G->targets = malloc(ntargets * sizeof *G->targets))) return -1;
    memcpy(G->targets, targets, ntargets * sizeof *targets);
    G->ntargets = ntargets, G->route = route, G->arg = arg;
    return 0;
}

/* The four page arrays, which share cappages, grown together to at least
 * need pages (frame and pte have a row of gpus values a page), the new
 * entries zeroed (not present, not on the host); -1 when out of memory:
 * the driver reports it. An array grown before another failed keeps its
 * room, unused until the next growth. */
static int grow_pages(xlat_uvm *u, uint64_t need)
{
    const vec_how how = {.first = 64, .zero = true};
    size_t row = u->cfg.gpus * sizeof *u->frame, cap = 0;
    void *q;
#define GROW_PAGES(a, item)                                                                     \
    do {                                                                                       \
        cap = (size_t)u->cappages;                                                             \
        if (!(q = vec_try_grow_how(u->a, (item), need, &cap, how))) return -1;                  \
        u->a = q;                                                                              \
    } while (0)
    GROW_PAGES(pg, sizeof *u->pg);
    GROW_PAGES(host, sizeof *u->host);
    GROW_PAGES(frame, row);
    GROW_PAGES(pte, row);
#undef GROW_PAGES
    u->cappages = cap; /* the same for all four: it depends on need and cappages only */
    return 0;
}

int xlat_uvm_add_page(xlat_uvm *u, uint64_t p, uint32_t res, const uint64_t *frame,
                      const uint64_t *pte)
{
    uint32_t n = u->cfg.gpus;
    if (res == XLAT_HOST ? !u->cfg.host_initial : res >= n) return -1;
    if (p >= u->cappages && grow_pages(u, p + 1) < 0) return -1;
    u->pg[p] = (xlat_page){.res = res, .copies = res == XLAT_HOST ? 0 : 1ull << res};
    memcpy(u->frame + p * n, frame, n * sizeof *frame);
    memcpy(u->pte + p * n, pte, n * sizeof *pte);
    if (p >= u->npages) u->npages = p + 1;
    if (res != XLAT_HOST) u->g[res].st.pages++;
    xlat_pages_move(&u->series, eng_comp_cycle(&u->comp), UINT32_MAX, res);
    return 0;
}

bool xlat_uvm_resident(xlat_uvm *u, uint64_t p, uint32_t *gpu, uint64_t *frame)
{
    if (p >= u->npages || !u->pte[p * u->cfg.gpus] || u->pg[p].res == XLAT_HOST) return false;
    *gpu = u->pg[p].res;
    *frame = u->frame[p * u->cfg.gpus + *gpu];
    return true;
}

void xlat_uvm_share_ranks(xlat_uvm *u)
{
    eng_engine *e = eng_comp_engine(&u->comp);
    if (eng_ranks(e) > 1) eng_rank_share(e, &u->comp.owner, u->pg, u->npages * sizeof *u->pg);
}

void xlat_uvm_count_pages(xlat_uvm *u)
{
    for (uint32_t g = 0; g < u->cfg.gpus; g++) u->g[g].st.pages = 0;
    eng_engine *e = eng_comp_engine(&u->comp); /* over ranks: counted where it runs */
    if (eng_ranks(e) > 1 && eng_owner_rank(e, &u->comp.owner) != eng_rank(e)) return;
    for (uint64_t p = 0; p < u->npages; p++)
        if (u->pte[p * u->cfg.gpus] && u->pg[p].res != XLAT_HOST) u->g[u->pg[p].res].st.pages++;
    xlat_pages_until(&u->series, eng_comp_cycle(&u->comp));
}

int xlat_uvm_host_copy(xlat_uvm *u, uint64_t p, uint64_t off, void *buf, uint64_t n,
                       bool write)
{
    if (p >= u->npages || !u->pte[p * u->cfg.gpus] || u->pg[p].res != XLAT_HOST) return 0;
    if (off > u->cfg.page || n > u->cfg.page - off) return -1;
    if (!u->host[p]) {
        if (!write) {
            memset(buf, 0, n);
            return 1;
        }
        if (!(u->host[p] = calloc(1, u->cfg.page))) return -1;
    }
    if (write) memcpy(u->host[p] + off, buf, n);
    else memcpy(buf, u->host[p] + off, n);
    return 1;
}

const xlat_pages *xlat_uvm_pages(const xlat_uvm *u) { return &u->series; }

const xlat_uvm_stats *xlat_uvm_get_stats(const xlat_uvm *u, uint32_t g)
{
    return g < u->cfg.gpus ? &u->g[g].st : NULL;
}
