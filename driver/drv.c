/* The host driver: engine + GPU + allocator + the Host component. */
#include "driver/drv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/cp/cp_msg.h"
#include "engine/port.h"
#include "gcn3/memimg.h"

/* A launch's data, alive until its command is answered. */
typedef struct drv_launch_rec {
    gcn3_dispatch d;
    cu_launch l;
} drv_launch_rec;

typedef struct drv_code {
    const struct gcn3_codeobj *co;
    uint64_t delta;
} drv_code;

/* The Host component: sends queued commands in order, collects answers. */
typedef struct drv_host {
    eng_comp comp;
    eng_port *port, *cp;
    cp_cmd **out; uint32_t nout, outcap, sent;
} drv_host;

struct drv {
    eng_engine *e;
    gpu *g;
    drv_host host;
    gcn3_memimg *shadow;
    drv_code *code; uint32_t ncode, codecap;
    cp_cmd **cmds; uint32_t ncmds, cmdcap;   /* queued, this drain */
    void **owned; uint32_t nowned, ownedcap; /* freed after the drain */
    drv_launch_rec **launches; uint32_t nl, lcap;
    drv_kernel_stats last;
};

static void *grow(void *p, uint32_t n, uint32_t *cap, size_t sz)
{
    if (n < *cap) return p;
    uint32_t c = *cap ? 2 * *cap : 16;
    void *q = realloc(p, c * sz);
    if (q) *cap = c;
    return q;
}

#define APPEND(arr, n, cap, item)                                          \
    do {                                                                   \
        void *q_ = grow((arr), (n), &(cap), sizeof *(arr));                \
        if (!q_) abort(); /* out of memory in the host program */          \
        (arr) = q_;                                                        \
        (arr)[(n)++] = (item);                                             \
    } while (0)

static bool host_tick(eng_comp *c)
{
    drv_host *h = (drv_host *)c;
    bool progress = false;
    while (h->sent < h->nout) {
        cp_cmd *k = h->out[h->sent];
        k->hdr.dst = h->cp;
        k->hdr.bytes = 64;
        k->hdr.type = k->cmd;
        if (eng_port_send(h->port, &k->hdr) != 0) break;
        h->sent++;
        progress = true;
    }
    while (eng_port_retrieve(h->port)) progress = true; /* answers live in the cmds */
    return progress;
}

static const eng_comp_ops host_ops = {.kind = "host", .tick = host_tick};

drv_config drv_default_config(void)
{
    drv_config c = {.engine = eng_default_config(), .gpu = gpu_default_config()};
    c.engine.threads = ENG_THREADS_SERIAL;
    return c;
}

drv *drv_init(const drv_config *cfg, char *err, size_t errlen)
{
    char buf[256] = "out of memory";
    drv *d = calloc(1, sizeof *d);
    if (!d) goto fail;
    if (!(d->e = eng_create(&cfg->engine, buf, sizeof buf))) goto fail;
    if (!(d->g = gpu_build(d->e, &cfg->gpu, buf, sizeof buf))) goto fail;
    if (!(d->shadow = gcn3_memimg_new())) goto fail;
    char name[64];
    snprintf(name, sizeof name, "GPU[%u].Host", cfg->gpu.index);
    if (eng_comp_init(&d->host.comp, d->e, name, &host_ops, eng_clock_hz(cfg->gpu.cu.freq_hz)))
        goto fail;
    if (!(d->host.port = eng_port_new(&d->host.comp, "CP", 64, 64))) goto fail;
    d->host.cp = gpu_host_port(d->g);
    if (gpu_connect_host(d->g, d->host.port, buf, sizeof buf) < 0) goto fail;
    return d;
fail:
    if (err) snprintf(err, errlen, "driver: %s", buf);
    drv_free(d);
    return NULL;
}

static void release(drv *d)
{
    for (uint32_t i = 0; i < d->ncmds; i++) {
        free(d->cmds[i]->error);
        free(d->cmds[i]);
    }
    for (uint32_t i = 0; i < d->nowned; i++) free(d->owned[i]);
    for (uint32_t i = 0; i < d->nl; i++) {
        gcn3_dispatch_fini(&d->launches[i]->d);
        free(d->launches[i]);
    }
    d->ncmds = d->nowned = d->nl = 0;
    d->host.nout = d->host.sent = 0;
}

void drv_free(drv *d)
{
    if (!d) return;
    release(d);
    free(d->cmds), free(d->owned), free(d->launches), free(d->code), free(d->host.out);
    if (d->host.comp.name) eng_comp_fini(&d->host.comp);
    gpu_destroy(d->g);
    gcn3_memimg_free(d->shadow);
    if (d->e) eng_destroy(d->e);
    free(d);
}

static int fail(char *err, size_t len, const char *msg)
{
    if (err) snprintf(err, len, "driver: %s", msg);
    return -1;
}

static int in_device(const drv *d, uint64_t a, uint64_t n)
{
    const gpu_config *c = &d->g->cfg;
    return a >= c->mem_base && n <= c->mem_size && a - c->mem_base <= c->mem_size - n;
}

int drv_malloc(drv *d, uint64_t size, uint64_t *addr, char *err, size_t errlen)
{
    if (gcn3_memimg_alloc(d->shadow, size ? size : 1, 256, addr) < 0 || !in_device(d, *addr, size))
        return fail(err, errlen, "device memory exhausted");
    return 0;
}

static cp_cmd *queue(drv *d, uint32_t type)
{
    cp_cmd *k = calloc(1, sizeof *k);
    if (!k) abort();
    k->cmd = type;
    APPEND(d->cmds, d->ncmds, d->cmdcap, k);
    APPEND(d->host.out, d->host.nout, d->host.outcap, k);
    return k;
}

int drv_memcpy_h2d(drv *d, uint64_t dst, const void *src, uint64_t n, char *err, size_t errlen)
{
    if (!in_device(d, dst, n)) return fail(err, errlen, "copy outside device memory");
    void *copy = malloc(n ? n : 1);
    if (!copy) return fail(err, errlen, "out of memory");
    if (n) memcpy(copy, src, n);
    APPEND(d->owned, d->nowned, d->ownedcap, copy);
    cp_cmd *k = queue(d, CP_CMD_MEMCPY_H2D);
    k->dev = dst, k->host = copy, k->size = n;
    return 0;
}

int drv_memcpy_d2h(drv *d, void *dst, uint64_t src, uint64_t n, char *err, size_t errlen)
{
    if (!in_device(d, src, n)) return fail(err, errlen, "copy outside device memory");
    cp_cmd *k = queue(d, CP_CMD_MEMCPY_D2H);
    k->dev = src, k->host = dst, k->size = n;
    return 0;
}

int drv_flush(drv *d, char *err, size_t errlen)
{
    (void)err, (void)errlen;
    queue(d, CP_CMD_FLUSH);
    return 0;
}

/* Places every allocated section of co in device memory, once; returns
 * the delta between code-object and device addresses. */
static int place_code(drv *d, const struct gcn3_codeobj *co, uint64_t *delta, char *err,
                      size_t errlen)
{
    for (uint32_t i = 0; i < d->ncode; i++)
        if (d->code[i].co == co) {
            *delta = d->code[i].delta;
            return 0;
        }
    uint64_t lo = UINT64_MAX, hi = 0;
    for (size_t i = 0; i < gcn3_codeobj_section_count(co); i++) {
        const struct gcn3_codeobj_section *s = gcn3_codeobj_section(co, i);
        if (s->addr < lo) lo = s->addr;
        if (s->addr + s->size > hi) hi = s->addr + s->size;
    }
    if (lo == UINT64_MAX) return fail(err, errlen, "code object has no allocated sections");
    lo &= ~(uint64_t)(GCN3_MEMIMG_PAGE - 1);
    uint64_t base;
    if (drv_malloc(d, hi - lo, &base, err, errlen) < 0) return -1;
    *delta = base - lo;
    for (size_t i = 0; i < gcn3_codeobj_section_count(co); i++) {
        const struct gcn3_codeobj_section *s = gcn3_codeobj_section(co, i);
        if (s->bytes && s->size &&
            drv_memcpy_h2d(d, s->addr + *delta, s->bytes, s->size, err, errlen) < 0)
            return -1;
    }
    drv_code c = {co, *delta};
    APPEND(d->code, d->ncode, d->codecap, c);
    return 0;
}

static int stage(drv *d, uint64_t addr, uint64_t n, char *err, size_t errlen)
{
    if (!n) return 0;
    uint8_t *buf = malloc(n);
    if (!buf) return fail(err, errlen, "out of memory");
    int rc = gcn3_memimg_read(d->shadow, addr, buf, n) < 0
                 ? fail(err, errlen, "staging area unreadable")
                 : drv_memcpy_h2d(d, addr, buf, n, err, errlen);
    free(buf);
    return rc;
}

int drv_launch(drv *d, const struct gcn3_codeobj *co, const struct gcn3_kernel *k,
               unsigned dims, const uint32_t grid[3], const uint32_t wg[3],
               const gcn3_argval *args, size_t nargs, char *err, size_t errlen)
{
    char e[GCN3_DISPATCH_ERR_LEN];
    uint64_t delta = 0; /* set by place_code; gcc -O1 cannot see it */
    if (place_code(d, co, &delta, err, errlen) < 0) return -1;
    drv_launch_rec *r = calloc(1, sizeof *r);
    if (!r) return fail(err, errlen, "out of memory");
    if (gcn3_dispatch_init(&r->d, k, dims, grid, wg, args, nargs, e) < 0) {
        free(r);
        return fail(err, errlen, e);
    }
    APPEND(d->launches, d->nl, d->lcap, r);
    /* every hardware wave slot of the GPU gets its own scratch slot */
    const gpu_config *g = &d->g->cfg;
    uint32_t slots = r->d.private_size ? g->cus * g->cu.simds * g->cu.wave_slots : 0;
    if (gcn3_dispatch_place(&r->d, d->shadow, slots, e) < 0) return fail(err, errlen, e);
    if (slots && !in_device(d, r->d.scratch_base, (uint64_t)slots * r->d.scratch_wave_bytes))
        return fail(err, errlen, "scratch does not fit in device memory");
    if (stage(d, r->d.packet_addr, sizeof r->d.pkt, err, errlen) < 0 ||
        stage(d, r->d.queue_addr, GCN3_QUEUE_SIZE, err, errlen) < 0 ||
        stage(d, r->d.kernarg_addr, k->kernarg_size, err, errlen) < 0)
        return -1;
    r->l.d = &r->d;
    r->l.code_delta = delta;
    r->l.id = d->nl;
    cp_cmd *c = queue(d, CP_CMD_LAUNCH);
    c->launch = &r->l;
    return 0;
}

int drv_drain(drv *d, char *err, size_t errlen)
{
    int rc = 0;
    eng_comp_wake(&d->host.comp);
    eng_run(d->e);
    for (uint32_t i = 0; i < d->ncmds; i++) {
        cp_cmd *k = d->cmds[i];
        if (k->hdr.type != CP_CMD_DONE) {
            if (!rc) fail(err, errlen, "the GPU stopped with commands unfinished (deadlock)");
            rc = -1;
            continue;
        }
        if (k->error && !rc) {
            if (err) snprintf(err, errlen, "%s", k->error);
            rc = -1;
        }
        if (k->cmd == CP_CMD_LAUNCH) {
            eng_time period = eng_clock_hz(d->g->cfg.cu.freq_hz).period;
            d->last.kernel_time_ps = k->end - k->start;
            d->last.cycles = (k->end - k->start) / period;
            d->last.instructions = k->insts;
            d->last.workgroups = k->workgroups;
        }
    }
    release(d);
    return rc;
}

drv_kernel_stats drv_last_kernel(const drv *d) { return d->last; }
gpu *drv_gpu(drv *d) { return d->g; }
eng_engine *drv_engine(drv *d) { return d->e; }
