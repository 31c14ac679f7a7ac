/* The DRAM controller: accept -> queue -> issue (bank timing) -> respond.
 * The contract and the timing model are in dram.h. */
#include "components/dram/dram.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_util.h"
#include "amdgpu/memimg.h"
#include "hooks/trace_hook.h" /* task hook call sites: free when no hook */
#include "util/heap.h"
#include "util/ring.h"

typedef struct dram_bank {
    int64_t open_row;   /* -1: closed */
    uint64_t ready;     /* cycle of the next column command */
} dram_bank;

typedef struct dram_waiting {
    mem_req *req;
    uint64_t arrival;   /* cycle */
    uint64_t local;     /* offset inside the channel; UINT64_MAX: not ours */
} dram_waiting;

typedef struct dram_done {
    mem_rsp *rsp;
    uint64_t at;        /* cycle the response may leave */
    uint64_t seq;       /* issue order: the tie-break */
    uint64_t arrival;
    uint64_t task;      /* tracing: the request's task id */
} dram_done;
UTIL_HEAP_TYPE(done_heap, dram_done);

struct dram {
    eng_comp comp;      /* first */
    dram_config cfg;
    eng_port *top;
    amdgpu_memimg *store;
    dram_bank *bank;
    ring queue;           /* of dram_waiting, cfg.queue_depth slots, arrival order */
    done_heap done;       /* answers by (at, seq) */
    uint64_t bus_free;    /* first cycle the data bus is free */
    uint64_t seq;
    uint32_t row_shift, bank_mask;
    dram_stats st;
};

dram_config dram_default_config(void)
{
    dram_config c = {
        .freq_hz = 1000000000ull, .capacity = 512ull << 20, .channel = 0,
        .queue_depth = 64, .port_buf = 16, .banks = 16, .row_bytes = 2048,
        .bus_bytes_per_cycle = 64, .t_rcd = 14, .t_cl = 14, .t_rp = 14,
        .ctrl_latency = 298,
    };
    mem_map_init(&c.map);
    return c;
}

/* ---- accepting ------------------------------------------------------ */

static const char *req_name(uint32_t type)
{
    static const char *const names[] = {"?", "read", "write", "atomic", "flush", "invalidate"};
    return type < sizeof names / sizeof names[0] ? names[type] : "?";
}

static bool accept(dram *d, uint64_t now)
{
    bool progress = false;
    while (!ring_full(&d->queue)) {
        mem_req *r = (mem_req *)eng_port_retrieve(d->top);
        if (!r)
            break;
        uint64_t local = d->cfg.map.nranges ? mem_map_local(&d->cfg.map, r->addr) : r->addr;
        if (d->cfg.map.nranges && mem_map_target(&d->cfg.map, r->addr) != d->cfg.channel)
            local = UINT64_MAX;
        if (local != UINT64_MAX && (local >= d->cfg.capacity || r->size > d->cfg.capacity - local))
            local = UINT64_MAX;
        RING_PUSH(&d->queue, dram_waiting, ((dram_waiting){r, now, local}));
        /* tracing: the task serving r is named by r's id (trace_hook.h) */
        trace_task_start(&d->comp, trace_msg_task(&r->hdr), r->trace_id, "req", req_name(r->hdr.type));
        progress = true;
    }
    return progress;
}

/* ---- issuing -------------------------------------------------------- */

static bool done_before(const dram_done *a, const dram_done *b)
{
    return a->at != b->at ? a->at < b->at : a->seq < b->seq;
}

UTIL_HEAP_FUNCS(static inline, done_heap, dram_done, done_before, "dram answers")

/* Does the request's data work now (DP-4: the bytes move at issue, in
 * issue order, which keeps every address's order) and fills rsp. */
static void access_bytes(dram *d, const dram_waiting *w, mem_rsp *rsp)
{
    const mem_req *r = w->req;
    uint8_t buf[MEM_LINE_MAX];
    uint32_t n = r->size <= MEM_LINE_MAX ? r->size : MEM_LINE_MAX;
    switch (r->hdr.type) {
    case MEM_READ:
        d->st.reads++;
        d->st.bytes_read += n;
        amdgpu_memimg_read(d->store, w->local, rsp->data, n);
        break;
    case MEM_WRITE:
        d->st.writes++;
        d->st.bytes_written += n;
        amdgpu_memimg_read(d->store, w->local, buf, n);
        mem_apply_write(buf, r);
        amdgpu_memimg_write(d->store, w->local, buf, n);
        break;
    case MEM_ATOMIC:
        d->st.atomics++;
        amdgpu_memimg_read(d->store, w->local, buf, n);
        if (!mem_apply_atomic(buf, r, &rsp->old))
            rsp->ok = false;
        else
            amdgpu_memimg_write(d->store, w->local, buf, n);
        break;
    default:
        d->st.others++;
        break;
    }
}

static uint64_t bank_timing(dram *d, uint64_t local, uint32_t size, uint64_t now,
                            const char **step)
{
    const dram_config *c = &d->cfg;
    dram_bank *b = &d->bank[(local >> d->row_shift) & d->bank_mask];
    int64_t row = (int64_t)(local >> d->row_shift >> __builtin_ctz(c->banks));
    uint64_t col;
    if (b->open_row == row) {
        col = now;
        d->st.row_hits++;
        *step = "row-hit";
    } else if (b->open_row < 0) {
        col = now + c->t_rcd;
        d->st.row_misses++;
        *step = "row-miss";
    } else {
        col = now + c->t_rp + c->t_rcd;
        d->st.row_conflicts++;
        *step = "row-conflict";
    }
    b->open_row = row;
    uint64_t burst = (size + c->bus_bytes_per_cycle - 1) / c->bus_bytes_per_cycle;
    if (burst == 0)
        burst = 1;
    uint64_t data = col + c->t_cl > d->bus_free ? col + c->t_cl : d->bus_free;
    d->bus_free = data + burst;
    d->st.busy_cycles += burst;
    b->ready = col + burst;
    return data + burst + c->ctrl_latency;
}

static bool is_memory_access(const mem_req *r)
{
    return r->hdr.type == MEM_READ || r->hdr.type == MEM_WRITE || r->hdr.type == MEM_ATOMIC;
}

/* Issues the oldest request whose bank is ready, keeping each bank first
 * come first served. Returns true when it issued one; *next gets the
 * earliest cycle a waiting request's bank becomes ready otherwise. */
static bool issue(dram *d, uint64_t now, uint64_t *next)
{
    uint64_t seen[4] = {0}; /* banks passed over: up to 256 */
    for (uint32_t k = 0; k < ring_len(&d->queue); k++) {
        dram_waiting w = RING_AT(&d->queue, dram_waiting, k);
        bool timed = is_memory_access(w.req) && w.local != UINT64_MAX;
        uint32_t b = timed ? (uint32_t)((w.local >> d->row_shift) & d->bank_mask) : 0;
        if (timed && ((seen[b / 64] >> (b % 64)) & 1))
            continue;
        if (timed && d->bank[b].ready > now) {
            seen[b / 64] |= 1ull << (b % 64);
            if (d->bank[b].ready < *next)
                *next = d->bank[b].ready;
            continue;
        }
        mem_rsp *rsp = mem_rsp_new(w.req);
        uint64_t at = now;
        const char *step = "issue"; /* tracing */
        if (!timed && is_memory_access(w.req)) {
            rsp->ok = false;
            d->st.errors++;
            step = "error: address not held";
        } else if (timed) {
            access_bytes(d, &w, rsp);
            if (!rsp->ok)
                d->st.errors++;
            at = bank_timing(d, w.local, w.req->size, now, &step);
        }
        trace_task_step(&d->comp, trace_msg_task(&w.req->hdr), "req", step); /* tracing */
        done_heap_push(&d->done, &(dram_done){rsp, at, d->seq++, w.arrival,
                                              trace_msg_task(&w.req->hdr)});
        free(w.req);
        ring_remove(&d->queue, k); /* later entries move up one slot */
        return true;
    }
    return false;
}

/* ---- responding ----------------------------------------------------- */

static bool respond(dram *d, uint64_t now, uint64_t *next)
{
    bool progress = false;
    while (d->done.n) {
        const dram_done *x = done_heap_top(&d->done); /* the smallest (at, seq): issue order among equals */
        if (x->at > now) {
            if (x->at < *next)
                *next = x->at;
            return progress;
        }
        if (eng_port_send(d->top, &x->rsp->hdr) != 0) {
            trace_task_step(&d->comp, x->task, "req", "stall: port full"); /* tracing */
            return progress; /* woken when the port has room */
        }
        trace_task_end(&d->comp, x->task, "req"); /* tracing */
        d->st.responses++;
        d->st.latency_sum += now - x->arrival;
        dram_done gone;
        done_heap_pop(&d->done, &gone);
        progress = true;
    }
    return progress;
}

static bool dram_tick(eng_comp *c)
{
    dram *d = (dram *)c;
    uint64_t now = eng_comp_cycle(c);
    uint64_t next = UINT64_MAX;
    bool progress = respond(d, now, &next);
    progress = accept(d, now) || progress;
    bool issued = issue(d, now, &next);
    if (issued && !ring_empty(&d->queue))
        next = now + 1; /* one command per cycle */
    if (next != UINT64_MAX && next > now)
        eng_comp_tick_at(c, next * c->clock.period);
    return progress || issued;
}

/* The status line for diagnosis (eng_comp_ops.describe, hooks/hang.h). */
static bool dram_describe(const eng_comp *c, char *buf, size_t len)
{
    const dram *d = (const dram *)c;
    size_t in = eng_msgbuf_len(&d->top->in);
    if (ring_empty(&d->queue) && !d->done.n && !in)
        return false;
    uint64_t first = UINT64_MAX;
    for (size_t i = 0; i < d->done.n; i++)
        first = d->done.v[i].at < first ? d->done.v[i].at : first;
    snprintf(buf, len, "%zu request(s) not taken from Top; %u queued for banks; "
             "%zu answer(s) pending (first due at cycle %llu, Top %s)",
             in, ring_len(&d->queue), d->done.n, (unsigned long long)(d->done.n ? first : 0),
             eng_port_can_send(d->top) ? "has room" : "full");
    return true;
}

static const eng_comp_ops dram_ops = {.kind = "dram", .tick = dram_tick, .describe = dram_describe};

/* ---- building ------------------------------------------------------- */

static bool pow2(uint64_t x)
{
    return x && !(x & (x - 1));
}

static const char *check(const dram_config *c)
{
    if (c->freq_hz == 0 || c->freq_hz > 1000000000000ull)
        return "freq_hz must be between 1 Hz and 1 THz";
    if (c->capacity == 0)
        return "capacity must be > 0";
    if (c->queue_depth == 0 || c->port_buf == 0)
        return "queue_depth and port_buf must be >= 1";
    if (!pow2(c->banks) || c->banks > 256)
        return "banks must be a power of two <= 256";
    if (!pow2(c->row_bytes))
        return "row_bytes must be a power of two";
    if (c->bus_bytes_per_cycle == 0)
        return "bus_bytes_per_cycle must be >= 1";
    if (c->map.nranges && mem_map_global(&c->map, c->channel, 0) == UINT64_MAX)
        return "channel is not a target of map";
    return NULL;
}

dram *dram_build(eng_engine *e, const dram_config *cfg, const char *name, char *err,
                 size_t errlen)
{
    const char *why = check(cfg);
    if (why) {
        if (err)
            snprintf(err, errlen, "dram '%s': %s", name, why);
        return NULL;
    }
    dram *d = calloc(1, sizeof *d);
    if (!d)
        goto oom;
    d->cfg = *cfg;
    if (eng_comp_init(&d->comp, e, name, &dram_ops, eng_clock_hz(cfg->freq_hz))) {
        free(d);
        goto oom;
    }
    d->top = eng_port_new(&d->comp, "Top", cfg->port_buf, cfg->port_buf);
    d->store = amdgpu_memimg_new();
    d->bank = calloc(cfg->banks, sizeof *d->bank);
    ring_init(&d->queue, sizeof(dram_waiting), "dram queue");
    if (!d->top || !d->store || !d->bank || ring_try_reserve(&d->queue, cfg->queue_depth) ||
        amdgpu_memimg_map(d->store, 0, cfg->capacity))
        goto oom_d;
    for (uint32_t b = 0; b < cfg->banks; b++)
        d->bank[b].open_row = -1;
    d->row_shift = (uint32_t)__builtin_ctz(cfg->row_bytes);
    d->bank_mask = cfg->banks - 1;
    return d;
oom_d:
    dram_destroy(d);
oom:
    if (err)
        snprintf(err, errlen, "dram '%s': out of memory", name);
    return NULL;
}

void dram_destroy(dram *d)
{
    if (!d)
        return;
    for (uint32_t k = 0; k < ring_len(&d->queue); k++)
        free(RING_AT(&d->queue, dram_waiting, k).req);
    for (size_t i = 0; i < d->done.n; i++)
        free(d->done.v[i].rsp);
    for (eng_port *p = d->top; p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out));)
        free(eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out));
    eng_comp_fini(&d->comp);
    amdgpu_memimg_free(d->store);
    free(d->bank);
    ring_free(&d->queue);
    done_heap_free(&d->done);
    free(d);
}

eng_port *dram_port(dram *d) { return d->top; }
eng_comp *dram_comp(dram *d) { return &d->comp; }
dram_stats dram_get_stats(const dram *d) { return d->st; }

/* Walks [addr, addr + n) in pieces that stay inside one interleaving
 * block, calling fn on the pieces this channel holds. */
static uint64_t backdoor(dram *d, uint64_t addr, uint8_t *buf, uint64_t n, bool wr)
{
    uint64_t held = 0;
    for (uint64_t i = 0; i < n;) {
        uint64_t a = addr + i, piece = n - i, local = a;
        if (d->cfg.map.nranges) {
            int64_t t = mem_map_target(&d->cfg.map, a);
            uint64_t g = 64; /* smallest sensible block: step safely */
            for (uint32_t k = 0; k < d->cfg.map.nranges; k++) {
                const mem_range *r = &d->cfg.map.range[k];
                if (a >= r->base && a - r->base < r->size)
                    g = r->granularity;
            }
            piece = g - a % g < piece ? g - a % g : piece;
            local = t == d->cfg.channel ? mem_map_local(&d->cfg.map, a) : UINT64_MAX;
        }
        if (local < d->cfg.capacity && piece <= d->cfg.capacity - local) {
            if (wr)
                amdgpu_memimg_write(d->store, local, buf + i, piece);
            else
                amdgpu_memimg_read(d->store, local, buf + i, piece);
            held += piece;
        }
        i += piece;
    }
    return held;
}

uint64_t dram_backdoor_write(dram *d, uint64_t addr, const void *src, uint64_t n)
{
    return backdoor(d, addr, (uint8_t *)(uintptr_t)src, n, true);
}

uint64_t dram_backdoor_read(dram *d, uint64_t addr, void *dst, uint64_t n)
{
    return backdoor(d, addr, dst, n, false);
}
