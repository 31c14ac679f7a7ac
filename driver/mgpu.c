/* See mgpu.h: devices, memory, queues and the drain. Launches are in
 * mgpu_launch.c, statistics in mgpu_stats.c. */
#include "driver/mgpu_int.h"

#include "hooks/trace_hook.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h> /* malloc_trim */
#endif

#include "components/gpu/gpu_mech.h"
#include "engine/port.h"
#include "engine/ranks.h"
#include "util/xalloc.h"
#include "util/err.h"

int mgpu_fail(char *err, size_t errlen, const char *fmt, ...)
{
    if (err) {
        int n = snprintf(err, errlen, "driver: ");
        va_list ap;
        va_start(ap, fmt);
        if (n >= 0 && (size_t)n < errlen) vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* ---- the Host component ------------------------------------------------ */

static const char *cmd_name(uint32_t cmd)
{
    switch (cmd) {
    case CP_CMD_MEMCPY_H2D: return "memcpy_h2d";
    case CP_CMD_MEMCPY_D2H: return "memcpy_d2h";
    case CP_CMD_LAUNCH: return "launch";
    case CP_CMD_FLUSH: return "flush";
    default: return "cmd";
    }
}

/* Tracing: out[i]'s task id (mgpu.h). */
static uint64_t cmd_task(const mgpu_host *h, uint32_t i)
{
    return trace_task_id(&h->comp, h->task_base + i);
}

static bool host_tick(eng_comp *c)
{
    mgpu_host *h = (mgpu_host *)c;
    bool progress = false;
    while (h->sent < h->nout) {
        cp_cmd *k = h->out[h->sent];
        k->hdr.dst = h->cp;
        k->hdr.bytes = 64;
        k->hdr.type = k->cmd;
        k->trace_id = cmd_task(h, h->sent);
        if (eng_port_send(h->port, &k->hdr) != 0) break;
        trace_task_start(c, cmd_task(h, h->sent), h->drain_task, "cmd", cmd_name(k->cmd));
        trace_task_step(c, cmd_task(h, h->sent), "cmd", "sent to CP");
        h->sent++;
        progress = true;
    }
    /* answers live in the cmds; the CP answers in queue order, so the
     * scan from `done` is short */
    eng_msg *a;
    while ((a = eng_port_retrieve(h->port))) {
        uint32_t i = h->done;
        while (i < h->sent && &h->out[i]->hdr != a) i++;
        if (i < h->sent) trace_task_end(c, cmd_task(h, i), "cmd");
        h->done++;
        progress = true;
    }
    return progress;
}

static const eng_comp_ops host_ops = {.kind = "host", .tick = host_tick};

/* ---- init ------------------------------------------------------------------ */

static int init_queue(mgpu *m, uint32_t dev, char *err, size_t errlen)
{
    mgpu_queue *q = &m->q[dev];
    platform *p = m->p;
    gpu *g;
    char name[64];
    q->gpu = dev;
    g = p->gpu[dev];
    platform_gpu_range(p, dev, &q->base, &q->size);
    if (!(q->shadow = amdgpu_memimg_new())) return mgpu_fail(err, errlen, "out of memory");
    /* the first MiB stays unmapped so that NULL and small integers fault */
    amdgpu_memimg_set_next(q->shadow, q->base + (1u << 20));
    snprintf(name, sizeof name, "GPU[%u].Host", dev);
    if (eng_comp_init(&q->host.comp, p->e, name, &host_ops, eng_clock_hz(g->cfg.cu.freq_hz)))
        return mgpu_fail(err, errlen, "out of memory");
    if (!(q->host.port = eng_port_new(&q->host.comp, "CP", 64, 64)))
        return mgpu_fail(err, errlen, "out of memory");
    q->host.cp = gpu_host_port(g);
    char e[ERR_LEN];
    if (gpu_connect_host(g, q->host.port, e, sizeof e) < 0) return mgpu_fail(err, errlen, "%s", e);
    return 0;
}

mgpu *mgpu_init(const platform_config *cfg, char *err, size_t errlen)
{
    char e[ERR_LEN];
    mgpu *m = calloc(1, sizeof *m);
    if (!m) {
        mgpu_fail(err, errlen, "out of memory");
        return NULL;
    }
    if (!(m->p = platform_build(cfg, e, sizeof e))) {
        mgpu_fail(err, errlen, "%s", e);
        free(m);
        return NULL;
    }
    m->ndev = cfg->kind == PLATFORM_UNIFIED ? 1 : m->p->ngpus;
    m->win_next = m->p->pages->base;
    if (!(m->q = calloc(m->ndev, sizeof *m->q))) {
        mgpu_fail(err, errlen, "out of memory");
        mgpu_free(m);
        return NULL;
    }
    for (uint32_t d = 0; d < m->ndev; d++)
        if (init_queue(m, d, err, errlen) < 0) {
            mgpu_free(m);
            return NULL;
        }
    if (mgpu_xlat_init(m, err, errlen) < 0) {
        mgpu_free(m);
        return NULL;
    }
    mgpu_mech_init(m);
    return m;
}

static void release(mgpu *m)
{
    for (uint32_t i = 0; i < m->ncmds; i++) {
        free(m->cmds[i]->error);
        free(m->cmds[i]);
    }
    for (uint32_t i = 0; i < m->nowned; i++) free(m->owned[i]);
    for (uint32_t i = 0; i < m->nl; i++) {
        amdgpu_dispatch_fini(&m->launches[i]->d);
        cu_code_free(m->launches[i]->code);
        free(m->launches[i]);
    }
    m->ncmds = m->nowned = m->nl = 0;
    for (uint32_t d = 0; d < m->ndev; d++) {
        mgpu_host *h = &m->q[d].host;
        h->task_base += h->nout + 1; /* + 1: a drain task on device 0 */
        h->nout = h->sent = h->done = 0;
    }
}

void mgpu_free(mgpu *m)
{
    if (!m) return;
    release(m);
    for (uint32_t d = 0; m->q && d < m->ndev; d++) {
        mgpu_queue *q = &m->q[d];
        free(q->host.out);
        free(q->code);
        if (q->host.comp.name) eng_comp_fini(&q->host.comp);
        amdgpu_memimg_free(q->shadow);
    }
    free(m->q);
    free(m->cmds), free(m->owned), free(m->launches), free(m->drained);
    mem_allocs_free(&m->window);
    mem_allocs_free(&m->allocs);
    mgpu_hostmem_free(m);
    mgpu_xlat_free(m);
    mgpu_mech_free(m);
    platform_destroy(m->p);
    free(m);
}

/* ---- devices ------------------------------------------------------------ */

uint32_t mgpu_device_count(const mgpu *m) { return m->ndev; }

mgpu_device mgpu_device_info(const mgpu *m, uint32_t dev)
{
    mgpu_device d = {0};
    if (dev >= m->ndev) return d;
    const platform *p = m->p;
    d.gpus = m->ndev == 1 ? p->ngpus : 1;
    d.cus = d.gpus * p->cfg.gpu.cus;
    d.mem_base = m->q[dev].base;
    d.mem_size = m->q[dev].size;
    d.isa = (amdgpu_isa)p->cfg.gpu.isa;
    return d;
}

int mgpu_dev(const mgpu *m, uint32_t dev, char *err, size_t errlen)
{
    if (dev == MGPU_CURRENT) dev = m->selected;
    if (dev >= m->ndev)
        return mgpu_fail(err, errlen, "no device %u (the platform has %u)", dev, m->ndev);
    return (int)dev;
}

int mgpu_select(mgpu *m, uint32_t dev, char *err, size_t errlen)
{
    int d = mgpu_dev(m, dev, err, errlen);
    if (d < 0) return -1;
    m->selected = (uint32_t)d;
    return 0;
}

uint32_t mgpu_selected(const mgpu *m) { return m->selected; }
uint64_t mgpu_late_ps(const mgpu *m) { return m->late_ps; }

platform *mgpu_platform(mgpu *m) { return m->p; }
uint64_t mgpu_page_size(const mgpu *m) { return m->p->cfg.page; }
int mgpu_owner(const mgpu *m, uint64_t addr) { return platform_owner(m->p, addr); }
mgpu_kernel_stats mgpu_last_kernel(const mgpu *m) { return m->last; }
uint32_t mgpu_drained_launches(const mgpu *m, const mgpu_kernel_stats **out)
{
    *out = m->drained;
    return m->ndrained;
}
uint64_t mgpu_now_ps(const mgpu *m) { return eng_now(m->p->e); }

/* ---- memory ----------------------------------------------------------------- */

/* Whether size bytes aligned to align fit in q's memory from where its
 * allocator is: asked before allocating, since an allocation past the
 * end would advance the allocator (and map the range) before it is
 * refused, and every later one would fail (hipMalloc(1 << 40), issue 33). */
static bool room(const mgpu_queue *q, uint64_t size, uint64_t align)
{
    uint64_t a = (amdgpu_memimg_next(q->shadow) + align - 1) & ~(align - 1),
             end = q->base + q->size;
    return a >= q->base && a <= end && size <= end - a;
}

int mgpu_malloc_device(mgpu *m, uint32_t dev, uint64_t size, uint64_t *addr, char *err,
                       size_t errlen)
{
    int d = mgpu_dev(m, dev, err, errlen);
    if (d < 0) return -1;
    mgpu_queue *q = &m->q[d];
    if (!room(q, size ? size : 1, 256) ||
        amdgpu_memimg_alloc(q->shadow, size ? size : 1, 256, addr) < 0 ||
        *addr + size > q->base + q->size)
        return mgpu_fail(err, errlen, "device %d: memory exhausted", d);
    return 0;
}

/* The unified window's next range of size bytes (and a guard page after
 * it), its page i placed at phys[i]. */
static int window_place(mgpu *m, uint64_t size, uint64_t n, const uint64_t *phys,
                        uint64_t *addr, char *err, size_t errlen)
{
    uint64_t page = m->p->cfg.page;
    *addr = m->win_next;
    if (mem_allocs_add(&m->window, *addr, size ? size : 1) < 0)
        return mgpu_fail(err, errlen, "out of memory");
    for (uint64_t i = 0; i < n; i++)
        if (platform_place_page(m->p, *addr + i * page, phys[i]) < 0)
            return mgpu_fail(err, errlen, "out of memory");
    /* a guard page between unified buffers, as between the others */
    m->win_next += (n + 1) * page;
    return 0;
}

/* U-MGPU under a fault policy: every program allocation is unified memory
 * the handler manages, so it lives in the window; its pages start in
 * frames of one contiguous range, where the interleave would have put
 * them without a policy. */
static int malloc_managed(mgpu *m, uint64_t size, uint64_t *addr, char *err, size_t errlen)
{
    uint64_t page = m->p->cfg.page, n = (size + page - 1) / page, base;
    if (!n) n = 1;
    mgpu_queue *q = &m->q[0];
    if (amdgpu_memimg_alloc(q->shadow, n * page, page, &base) < 0 ||
        base + n * page > q->base + q->size)
        return mgpu_fail(err, errlen, "device 0: memory exhausted");
    uint64_t *phys = malloc(n * sizeof *phys);
    if (!phys) return mgpu_fail(err, errlen, "out of memory");
    for (uint64_t i = 0; i < n; i++) phys[i] = base + i * page;
    int rc = window_place(m, size, n, phys, addr, err, errlen);
    free(phys);
    return rc;
}

int mgpu_malloc(mgpu *m, uint32_t dev, uint64_t size, uint64_t *addr, char *err, size_t errlen)
{
    if (m->p->cfg.kind == PLATFORM_UNIFIED && m->p->ngpus > 1 && mgpu_pages_managed(m)) {
        if (mgpu_dev(m, dev, err, errlen) < 0) return -1;
        return malloc_managed(m, size, addr, err, errlen);
    }
    return mgpu_malloc_device(m, dev, size, addr, err, errlen);
}

int mgpu_malloc_unified(mgpu *m, uint64_t size, const uint32_t *page_gpu, uint64_t *addr,
                        char *err, size_t errlen)
{
    platform *p = m->p;
    if (p->cfg.kind == PLATFORM_UNIFIED && p->ngpus > 1)
        /* the interleave places pages (under a fault policy, the handler) */
        return mgpu_malloc(m, 0, size, addr, err, errlen);
    uint64_t page = p->cfg.page, n = (size + page - 1) / page;
    if (!n) n = 1;
    /* each GPU's pages come from one contiguous region of its memory, so
     * they keep the usual bank interleaving */
    uint64_t *next = calloc(p->ngpus, sizeof *next);
    if (!next) return mgpu_fail(err, errlen, "out of memory");
    int rc = 0;
    for (uint32_t g = 0; g < p->ngpus && !rc; g++) {
        uint64_t cnt = 0;
        for (uint64_t i = 0; i < n; i++) cnt += (page_gpu ? page_gpu[i] : 0) == g;
        for (uint64_t i = 0; i < n && !g; i++)
            if (page_gpu && page_gpu[i] >= p->ngpus)
                rc = mgpu_fail(err, errlen, "page %llu: no GPU %u", (unsigned long long)i,
                               page_gpu[i]);
        if (!rc && cnt && (!room(&m->q[g], cnt * page, page) ||
                           amdgpu_memimg_alloc(m->q[g].shadow, cnt * page, page, &next[g]) < 0 ||
                           next[g] + cnt * page > m->q[g].base + m->q[g].size))
            rc = mgpu_fail(err, errlen, "GPU %u: memory exhausted", g);
    }
    uint64_t *phys = rc ? NULL : malloc(n * sizeof *phys);
    if (!rc && !phys) rc = mgpu_fail(err, errlen, "out of memory");
    for (uint64_t i = 0; i < n && !rc; i++) {
        uint32_t g = page_gpu ? page_gpu[i] : 0;
        phys[i] = next[g];
        next[g] += page;
    }
    if (!rc) rc = window_place(m, size, n, phys, addr, err, errlen);
    free(phys);
    free(next);
    return rc;
}

int mgpu_malloc_spread(mgpu *m, uint64_t size, uint64_t *addr, char *err, size_t errlen)
{
    uint64_t page = m->p->cfg.page, n = (size + page - 1) / page;
    uint32_t g = m->p->ngpus;
    uint32_t *own = malloc((n ? n : 1) * sizeof *own);
    if (!own) return mgpu_fail(err, errlen, "out of memory");
    own[0] = 0;
    for (uint64_t i = 0; i < n; i++) own[i] = (uint32_t)(i * g / n); /* equal contiguous parts */
    int rc = mgpu_malloc_unified(m, size, own, addr, err, errlen);
    free(own);
    return rc;
}

bool mgpu_mapped(const mgpu *m, uint64_t a, uint64_t n)
{
    if (a + n < a) return false;
    uint64_t page = m->p->cfg.page;
    for (uint64_t x = a & ~(page - 1); x < a + n; x += page)
        if (platform_owner(m->p, x) < 0) return false;
    return n == 0 ? platform_owner(m->p, a) >= 0 : true;
}

/* ---- commands --------------------------------------------------------------- */

cp_cmd *mgpu_queue_cmd(mgpu *m, uint32_t dev, uint32_t type)
{
    cp_cmd *k = xcalloc(1, sizeof *k, "driver command");
    k->cmd = type;
    MGPU_APPEND(m->cmds, m->ncmds, m->cmdcap, k);
    mgpu_host *h = &m->q[dev].host;
    MGPU_APPEND(h->out, h->nout, h->outcap, k);
    return k;
}

static int rebuild_allocs(mgpu *m);
static int h2d_dma(mgpu *m, uint32_t d, uint64_t dst, const void *src, uint64_t n, char *err,
                   size_t errlen);
static int d2h_dma(mgpu *m, uint32_t d, void *dst, uint64_t src, uint64_t n);

/* xlat.initial_placement = host: a host copy of unified memory. The pages
 * still in host memory are the host's own (copied here, no GPU time); the
 * others are copied by dev's DMA, page by page. Whether a page is in host
 * memory is known only when nothing queued can move it, so the copy first
 * runs what is queued (it synchronises, as cudaMemcpy does). */
static int host_split(mgpu *m, uint32_t d, uint64_t a, void *host, uint64_t n, bool h2d,
                      char *err, size_t errlen)
{
    if (mgpu_settle(m, err, errlen) < 0) return -1;
    uint64_t page = m->p->cfg.page;
    while (n) {
        uint64_t len = page - (a & (page - 1));
        if (len > n) len = n;
        int r = mgpu_xlat_host_copy(m, a, host, len, h2d);
        if (r < 0) return mgpu_fail(err, errlen, "out of memory");
        if (!r && (h2d ? h2d_dma(m, d, a, host, len, err, errlen) : d2h_dma(m, d, host, a, len)) < 0)
            return -1;
        a += len, n -= len, host = (char *)host + len;
    }
    return 0;
}

int mgpu_enqueue_h2d(mgpu *m, uint32_t dev, uint64_t dst, const void *src, uint64_t n,
                     char *err, size_t errlen)
{
    int d = mgpu_dev(m, dev, err, errlen);
    if (d < 0) return -1;
    if (!mgpu_mapped(m, dst, n)) return mgpu_fail(err, errlen, "copy outside device memory");
    if (mgpu_xlat_host_window(m, dst, n))
        return host_split(m, (uint32_t)d, dst, (void *)(uintptr_t)src, n, true, err, errlen);
    return h2d_dma(m, (uint32_t)d, dst, src, n, err, errlen);
}

static int h2d_dma(mgpu *m, uint32_t d, uint64_t dst, const void *src, uint64_t n, char *err,
                   size_t errlen)
{
    void *copy = malloc(n ? n : 1);
    if (!copy) return mgpu_fail(err, errlen, "out of memory");
    if (n) memcpy(copy, src, n);
    MGPU_APPEND(m->owned, m->nowned, m->ownedcap, copy);
    cp_cmd *k = mgpu_queue_cmd(m, d, CP_CMD_MEMCPY_H2D);
    k->dev = dst, k->host = copy, k->size = n;
    return 0;
}

int mgpu_enqueue_d2h(mgpu *m, uint32_t dev, void *dst, uint64_t src, uint64_t n, char *err,
                     size_t errlen)
{
    int d = mgpu_dev(m, dev, err, errlen);
    if (d < 0) return -1;
    if (!mgpu_mapped(m, src, n)) return mgpu_fail(err, errlen, "copy outside device memory");
    if (mgpu_xlat_host_window(m, src, n))
        return host_split(m, (uint32_t)d, src, dst, n, false, err, errlen);
    return d2h_dma(m, (uint32_t)d, dst, src, n);
}

static int d2h_dma(mgpu *m, uint32_t d, void *dst, uint64_t src, uint64_t n)
{
    cp_cmd *k = mgpu_queue_cmd(m, d, CP_CMD_MEMCPY_D2H);
    k->dev = src, k->host = dst, k->size = n;
    return 0;
}

/* Through a staging buffer the driver owns: read, then write, in order on
 * one queue (the CP finishes a command before it starts the next). */
int mgpu_enqueue_d2d(mgpu *m, uint32_t dev, uint64_t dst, uint64_t src, uint64_t n,
                     char *err, size_t errlen)
{
    int d = mgpu_dev(m, dev, err, errlen);
    if (d < 0) return -1;
    if (!mgpu_mapped(m, src, n) || !mgpu_mapped(m, dst, n))
        return mgpu_fail(err, errlen, "copy outside device memory");
    void *stage = malloc(n ? n : 1);
    if (!stage) return mgpu_fail(err, errlen, "out of memory");
    MGPU_APPEND(m->owned, m->nowned, m->ownedcap, stage);
    cp_cmd *r = mgpu_queue_cmd(m, (uint32_t)d, CP_CMD_MEMCPY_D2H);
    r->dev = src, r->host = stage, r->size = n;
    cp_cmd *w = mgpu_queue_cmd(m, (uint32_t)d, CP_CMD_MEMCPY_H2D);
    w->dev = dst, w->host = stage, w->size = n;
    return 0;
}

int mgpu_enqueue_flush(mgpu *m, uint32_t dev, char *err, size_t errlen)
{
    int d = mgpu_dev(m, dev, err, errlen);
    if (d < 0) return -1;
    mgpu_queue_cmd(m, (uint32_t)d, CP_CMD_FLUSH);
    return 0;
}

/* A launch group's stats from its parts' answers. */
static void launch_stats(mgpu *m)
{
    eng_time period = eng_clock_hz(m->p->cfg.gpu.cu.freq_hz).period;
    bool late = mgpu_mech_answers_late(m);
    /* a part that answered after its predicted end (a mechanism that
     * answers late, gpu_mech_run: sampling's fast parts ran when the
     * engine ran dry, later) made what came after it on its queue start
     * that much later than in a detailed run (another layer's end, LAB's
     * close without a flush, is not this): each queue's parts' ends less
     * the waits before them on it are their detailed ends, and the drain
     * is late by its last answer less the last of those. Queues run side
     * by side: their waits are not summed (D-MGPU's four parts of a
     * step, each waiting for the engine to run dry, had been taken back
     * four times: sc at paper4 -4.9%) */
    eng_time wait[PLATFORM_MAX_GPUS] = {0}, last_done = 0, last_end = 0;
    m->ndrained = 0;
    for (uint32_t i = 0; i < m->nl;) {
        uint32_t grp = m->launches[i]->group;
        eng_time start = UINT64_MAX, end = 0;
        mgpu_kernel_stats s = {0};
        for (; i < m->nl && m->launches[i]->group == grp; i++) {
            const cp_cmd *k = m->launches[i]->cmd;
            uint32_t q = m->launches[i]->dev;
            start = k->start < start ? k->start : start;
            end = k->end > end ? k->end : end;
            if (late) {
                if (k->end - wait[q] > last_end) last_end = k->end - wait[q];
                if (k->done > last_done) last_done = k->done;
                if (k->done > k->end) wait[q] += k->done - k->end;
            }
            s.instructions += k->insts;
            s.workgroups += k->workgroups;
        }
        s.time_ps = end - start;
        s.cycles = s.time_ps / period;
        m->last = s;
        MGPU_APPEND(m->drained, m->ndrained, m->drainedcap, s);
    }
    if (last_done > last_end) m->late_ps += last_done - last_end;
}

void mgpu_set_hostcall(mgpu *m, uint32_t dev, uint64_t addr)
{
    if (dev < m->ndev) m->q[dev].hostcall = addr;
}

void mgpu_set_multigrid(mgpu *m, uint32_t dev, uint64_t addr)
{
    if (dev < m->ndev) m->q[dev].multigrid = addr;
}

void mgpu_set_runner(mgpu *m, mgpu_run_fn fn, void *user)
{
    m->runner = fn;
    m->runner_user = user;
}

mgpu_progress_info mgpu_progress(const mgpu *m)
{
    mgpu_progress_info p = {.cmds = m->ncmds, .launches = m->nl};
    for (uint32_t i = 0; i < m->ncmds; i++) p.cmds_done += m->cmds[i]->hdr.type == CP_CMD_DONE;
    for (uint32_t i = 0; i < m->nl; i++) {
        const mgpu_launch_rec *l = m->launches[i];
        p.workgroups += l->d.wg_total;
        if (l->cmd->hdr.type == CP_CMD_DONE) {
            p.launches_done++;
            p.workgroups_done += l->d.wg_total;
        } else if (!p.kernel && l->d.kernel) {
            p.kernel = l->d.kernel->name;
        }
    }
    return p;
}

/* The allocated ranges the CUs check accesses against (cu_launch.allocs):
 * every device's regions and the unified window's allocations. */
int mgpu_settle(mgpu *m, char *err, size_t errlen)
{
    if (m->ncmds && mgpu_drain(m, err, errlen) < 0) return -1;
    if (rebuild_allocs(m) < 0) return mgpu_fail(err, errlen, "out of memory");
    return mgpu_xlat_map(m, err, errlen); /* the window's pages are managed */
}

static int rebuild_allocs(mgpu *m)
{
    mem_allocs_clear(&m->allocs);
    for (uint32_t d = 0; d < m->ndev; d++)
        for (size_t i = 0; i < amdgpu_memimg_region_count(m->q[d].shadow); i++) {
            uint64_t base, size;
            amdgpu_memimg_region(m->q[d].shadow, i, &base, &size);
            if (mem_allocs_add(&m->allocs, base, size) < 0) return -1;
        }
    for (size_t i = 0; i < m->window.n; i++)
        if (mem_allocs_add(&m->allocs, m->window.base[i], m->window.end[i] - m->window.base[i]) < 0)
            return -1;
    if (mgpu_hostmem_allocs(m, &m->allocs) < 0) return -1;
    mem_allocs_seal(&m->allocs);
    return 0;
}

/* ---- runaway kernels ---------------------------------------------------- */

/* The GPU clock's period (the cycles the limits count). */
static eng_time gpu_period(const mgpu *m)
{
    return eng_clock_hz(m->p->cfg.gpu.cu.freq_hz).period;
}

/* Instructions are counted between slices: slices of this many cycles
 * bound the overshoot past --max-instructions. */
#define LIMIT_SLICE_CYCLES 10000

eng_time mgpu_limit_slice_end(const mgpu *m, eng_time now)
{
    const platform_sim *s = &m->p->cfg.sim;
    eng_time end = ENG_TIME_NEVER, period = gpu_period(m);
    if (s->max_cycles && s->max_cycles < ENG_TIME_NEVER / period) end = s->max_cycles * period;
    if (s->max_instructions && now + LIMIT_SLICE_CYCLES * period < end)
        end = now + LIMIT_SLICE_CYCLES * period;
    eng_time mech = mgpu_mech_slice_end(m, now);
    return mech < end ? mech : end;
}

int mgpu_limits_check(mgpu *m, char *err, size_t errlen)
{
    const platform_sim *s = &m->p->cfg.sim;
    mgpu_mech_at_slice(m);
    if (!eng_pending(m->p->e)) return 0; /* finished: no limit passed */
    uint64_t cycles = eng_now(m->p->e) / gpu_period(m);
    if (s->max_cycles && cycles >= s->max_cycles)
        return mgpu_fail(err, errlen,
                         "stopped at the --max-cycles limit: %llu GPU cycles simulated and the "
                         "work is not finished (a kernel that does not end? see --trace or "
                         "--hang-window)",
                         (unsigned long long)s->max_cycles);
    uint64_t insts = mgpu_get_totals(m, -1).instructions;
    if (s->max_instructions && insts >= s->max_instructions)
        return mgpu_fail(err, errlen,
                         "stopped at the --max-instructions limit: %llu wavefront instructions "
                         "(limit %llu) by cycle %llu and the work is not finished (a kernel "
                         "that does not end? see --trace or --hang-window)",
                         (unsigned long long)insts, (unsigned long long)s->max_instructions,
                         (unsigned long long)cycles);
    return 0;
}

/* The engine in slices, checking the limits between them. */
static int run_limited(mgpu *m, char *err, size_t errlen)
{
    eng_engine *e = m->p->e;
    while (eng_pending(e)) {
        eng_run_until(e, mgpu_limit_slice_end(m, eng_now(e)));
        if (mgpu_limits_check(m, err, errlen) < 0) return -1;
    }
    return 0;
}

/* Runs the engine for a drain (the runner, or to the end). */
static int run_engine(mgpu *m, char *err, size_t errlen)
{
    if (rebuild_allocs(m) < 0) return mgpu_fail(err, errlen, "out of memory");
    if (mgpu_xlat_map(m, err, errlen) < 0) return -1;
    /* sampling: the engine runs dry with launches held for their fast
     * part; run those and the engine again (nothing else loops here) */
    do {
        if (!m->runner && mgpu_limit_slice_end(m, eng_now(m->p->e)) != ENG_TIME_NEVER) {
            if (run_limited(m, err, errlen) < 0) return -1;
            continue;
        }
        if (!m->runner) {
            eng_run(m->p->e);
            continue;
        }
        char e[ERR_LEN];
        e[0] = 0;
        if (m->runner(m->runner_user, m->p->e, e, sizeof e) != 0) {
            /* a limit the runner checked says "driver: " itself */
            const char *why = e[0] ? e : "the run was stopped";
            return mgpu_fail(err, errlen, "%s", strncmp(why, "driver: ", 8) ? why : why + 8);
        }
    } while (mgpu_mech_run_held(m));
    return 0;
}

/* One command's answer, as it crosses ranks. */
typedef struct answer {
    uint64_t type, start, end, done, insts, workgroups, error_len;
} answer;

/* Over ranks (engine/ranks.h) each device's commands ran on the rank of
 * its Host: their answers, and the bytes a d2h copy wrote into this
 * process's buffer, go from there to every rank, in queue order. */
void mgpu_sync_ranks(mgpu *m)
{
    eng_engine *e = m->p->e;
    if (eng_ranks(e) == 1 || m->synced) return;
    m->synced = true;
    for (uint32_t d = 0; d < m->ndev; d++) {
        mgpu_host *h = &m->q[d].host;
        const eng_owner *o = &h->comp.owner;
        for (uint32_t i = 0; i < h->nout; i++) {
            cp_cmd *k = h->out[i];
            answer a = {k->hdr.type, k->start, k->end, k->done, k->insts, k->workgroups,
                        k->error ? strlen(k->error) + 1 : 0};
            eng_rank_share(e, o, &a, sizeof a);
            k->hdr.type = (uint32_t)a.type, k->start = a.start, k->end = a.end, k->done = a.done;
            k->insts = a.insts, k->workgroups = a.workgroups;
            if (a.error_len) {
                if (!k->error) k->error = xcalloc(1, a.error_len, "a command's error");
                eng_rank_share(e, o, k->error, a.error_len);
            }
            if (k->cmd == CP_CMD_MEMCPY_D2H && a.type == CP_CMD_DONE && k->size)
                eng_rank_share(e, o, k->host, k->size);
        }
    }
}

/* Under a mechanism whose CPs agree launch by launch (DAB, GPUDet over
 * several GPUs), GPU 0's CP waits until every CP has begun the same
 * launch: a drain that launches on some GPUs and not others would stop
 * in the deadlock report. Said up front instead (docs/determinism.md,
 * "Not yet here"). */
static int launches_on_every_gpu(mgpu *m, char *err, size_t errlen)
{
    const char *mech = m->ndev > 1 ? gpu_mech_federating(&m->p->cfg.gpu) : NULL;
    if (!mech) return 0;
    uint32_t first = 0;
    for (uint32_t d = 0; d < m->ndev; d++) {
        const mgpu_host *h = &m->q[d].host;
        uint32_t n = 0;
        for (uint32_t i = 0; i < h->nout; i++) n += h->out[i]->cmd == CP_CMD_LAUNCH;
        if (d == 0) first = n;
        else if (n != first)
            return mgpu_fail(err, errlen,
                             "%s: GPU %u is given %u launch(es) here and GPU 0 %u, but under %s "
                             "every GPU takes part in every launch (its CPs agree launch by "
                             "launch); a workload or size that leaves a GPU without work does "
                             "not run with %s on this platform yet (docs/determinism.md)",
                             mech, d, n, first, mech, mech);
    }
    return 0;
}

int mgpu_drain(mgpu *m, char *err, size_t errlen)
{
    int rc = 0;
    if (launches_on_every_gpu(m, err, errlen) < 0) {
        release(m);
        return -1;
    }
    /* tracing: the drain is a task on device 0's Host, the commands' parent */
    mgpu_host *h0 = &m->q[0].host;
    uint64_t drain = trace_task_id(&h0->comp, h0->task_base + h0->nout);
    trace_task_start(&h0->comp, drain, 0, "cmd", "drain");
    for (uint32_t d = 0; d < m->ndev; d++) {
        m->q[d].host.drain_task = drain;
        eng_comp_wake(&m->q[d].host.comp);
    }
    m->synced = false;
    /* the mechanisms see drains with launches begin and end (sampling
     * counts their RDMA bytes: the detailed part's traffic, not the
     * copies') */
    if (m->nl) mgpu_mech_drain(m, true);
    if (run_engine(m, err, errlen) < 0) {
        release(m);
        return -1;
    }
    if (m->nl) mgpu_mech_drain(m, false);
    mgpu_sync_ranks(m);
    /* The model's in-flight state of this drain (memory instructions,
     * requests, responses: many small blocks freed in another order than
     * made) is gone now; give the heap's free pages back to the system,
     * so that the next launch's peak is not added to this one's holes
     * (mt 1K on r9nano, 4 launches: peak RSS 48.2 -> 42.7 MiB). */
#ifdef __GLIBC__
    malloc_trim(0);
#endif
    if (mgpu_xlat_after_run(m, err, errlen) < 0) rc = -1;
    trace_task_end(&h0->comp, drain, "cmd");
    for (uint32_t i = 0; i < m->ncmds; i++) {
        cp_cmd *k = m->cmds[i];
        if (k->hdr.type != CP_CMD_DONE) {
            if (!rc) mgpu_fail(err, errlen, "the platform stopped with commands unfinished (deadlock)");
            rc = -1;
        } else if (k->error && !rc) {
            if (err) snprintf(err, errlen, "%s", k->error);
            rc = -1;
        }
    }
    if (!rc) launch_stats(m);
    release(m);
    return rc;
}

/* ---- synchronous copies split by owner ----------------------------------------- */

/* The device whose queue should copy the run at a: its owner's. */
static uint32_t owner_dev(const mgpu *m, uint64_t a)
{
    int g = platform_owner(m->p, a);
    return m->ndev == 1 || g < 0 ? 0 : (uint32_t)g;
}

/* Calls fn on each maximal run of pages owned by one GPU. */
static int split(mgpu *m, uint64_t a, uint64_t n, void *host, int d2h, char *err, size_t errlen)
{
    uint64_t page = m->p->cfg.page;
    while (n) {
        uint32_t dev = owner_dev(m, a);
        uint64_t len = 0;
        do {
            uint64_t step = page - ((a + len) & (page - 1));
            len += step < n - len ? step : n - len;
        } while (len < n && owner_dev(m, a + len) == dev);
        int rc = d2h ? mgpu_enqueue_d2h(m, dev, host, a, len, err, errlen)
                     : mgpu_enqueue_h2d(m, dev, a, host, len, err, errlen);
        if (rc < 0) return -1;
        a += len, n -= len, host = (char *)host + len;
    }
    return 0;
}

int mgpu_memcpy_h2d(mgpu *m, uint64_t dst, const void *src, uint64_t n, char *err,
                    size_t errlen)
{
    if (split(m, dst, n, (void *)(uintptr_t)src, 0, err, errlen) < 0) return -1;
    return mgpu_drain(m, err, errlen);
}

int mgpu_memcpy_d2h(mgpu *m, void *dst, uint64_t src, uint64_t n, char *err, size_t errlen)
{
    if (split(m, src, n, dst, 1, err, errlen) < 0) return -1;
    return mgpu_drain(m, err, errlen);
}
