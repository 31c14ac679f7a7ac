/* The driver's side of address translation (mech/xlat, on with
 * [xlat] enable): one page table per GPU in the top xlat.pt_bytes of its
 * memory (xlat_pool_base; the allocator never hands those bytes out),
 * and before every drain each allocated range mapped in every GPU's
 * table: device memory virtual = physical in xlat.page pages; the unified
 * window of a discrete platform (mgpu_malloc_unified) page by page
 * (platform.page) to the frame the page was placed at (mem_map.pages),
 * so every translated access (CUs, L1S/L1I, the CPs' DMA) reaches the
 * caches with the frame's address and the window's static placement is
 * used only by what is not translated. Entries are written
 * through platform_backdoor, so the tables are what the walkers read,
 * cached in an L2 or not.
 *
 * With a fault policy ([xlat] policy not pinned; mech/xlat/
 * xlat_uvm.h) the window's pages are managed instead: the driver builds
 * the fault handler, reserves a frame for every page on every GPU, and
 * writes each page's entries non-present (the nodes on the way exist, so
 * the handler knows each leaf entry's address); the handler maps and
 * moves pages during runs, and after each run the window's placement
 * follows it (mgpu_xlat_after_run).
 *
 * On U-MGPU the GPU holding a physical address is its interleave home
 * ((address / (platform.page x gpu.banks)) mod gpus: platform_owner), and
 * each GPU's CUs translate through that GPU's TLBs, walker and table, so
 * the handler's "GPU g" is the GPU whose CU faulted, and a page on GPU g
 * is one in a frame whose home is g. Under a fault policy every program
 * allocation there lives in the window (mgpu_malloc), each page starting
 * in the frame the interleave gave it; its frame on each other GPU comes
 * from a pool of spare frames per home (class_frame). */
#include <stdlib.h>

#include "components/gpu/gpu_mech.h"
#include "mech/xlat/xlat.h"
#include "components/rdma/rdma.h"
#include "mech/xlat/xlat_uvm.h"
#include "driver/mgpu_int.h"
#include "amdgpu/memimg.h"
#include "util/js.h"
#include "util/err.h"

/* U-MGPU: spare frames whose interleave home is one GPU. */
typedef struct frame_pool {
    uint64_t *f;
    size_t n, cap;
} frame_pool;

struct mgpu_xlat {
    xlat_config cfg;
    xlat_pt *pt;      /* per GPU */
    mem_allocs mapped; /* pages mapped so far, in every table */
    xlat_uvm *uvm;     /* the fault handler, or NULL (pinned) */
    frame_pool *spare; /* U-MGPU under a fault policy: per GPU */
};

static int rd(void *arg, uint64_t pa, uint64_t *v)
{
    uint8_t b[8];
    if (platform_backdoor(arg, pa, b, 8, false) < 0) return -1;
    *v = 0;
    for (int i = 7; i >= 0; i--) *v = *v << 8 | b[i];
    return 0;
}

static int wr(void *arg, uint64_t pa, uint64_t v)
{
    uint8_t b[8];
    for (int i = 0; i < 8; i++) b[i] = (uint8_t)(v >> (8 * i));
    return platform_backdoor(arg, pa, b, 8, true);
}

/* The fault handler and its wiring into every GPU. */
static int build_uvm(mgpu *m, char *err, size_t errlen)
{
    platform *p = m->p;
    const xlat_config *c = &m->xlat->cfg;
    if (p->ngpus > 64)
        return mgpu_fail(err, errlen, "xlat.policy %s needs a platform of at most 64 GPUs",
                         xlat_policy_names[c->policy]);
    if (p->cfg.kind == PLATFORM_UNIFIED && p->ngpus > 1 &&
        !(m->xlat->spare = calloc(p->ngpus, sizeof *m->xlat->spare)))
        return mgpu_fail(err, errlen, "out of memory");
    xlat_uvm_config uc = {.clk = eng_clock_hz(p->gpu[0]->cfg.cu.freq_hz),
                          .gpus = p->ngpus,
                          .policy = c->policy,
                          .fault_latency = c->fault_latency,
                          .min_residency = c->min_residency,
                          .line = 64,
                          .copy_inflight = 32,
                          .base = p->pages->base,
                          .page = p->pages->page,
                          .pages_interval = c->pages_interval,
                          .host_initial = c->initial_placement == XLAT_PLACE_HOST};
    if (uc.host_initial && !p->fab)
        return mgpu_fail(err, errlen, "xlat.initial_placement=host needs a platform with a "
                                      "fabric (more than one GPU): host memory is reached "
                                      "over PCIe");
    char e[ERR_LEN];
    if (!(m->xlat->uvm = xlat_uvm_build(p->e, &uc, "Host.FaultHandler", e, sizeof e)))
        return mgpu_fail(err, errlen, "%s", e);
    for (uint32_t g = 0; g < p->ngpus; g++)
        if (xlat_gpu_attach_uvm(gpu_mech_state(p->gpu[g], &xlat_mech), p->gpu[g],
                                m->xlat->uvm) < 0)
            return mgpu_fail(err, errlen, "xlat: GPU %u: cannot attach the fault handler", g);
    if (uc.host_initial) { /* host memory's pages reach the GPUs over PCIe, from the host */
        if (fabric_attach(p->fab, xlat_uvm_host(m->xlat->uvm), p->ngpus, RDMA_VC_REQ, e,
                          sizeof e) < 0)
            return mgpu_fail(err, errlen, "xlat: %s", e);
        for (uint32_t g = 0; g < p->ngpus; g++)
            if (!p->gpu[g]->rdma ||
                xlat_uvm_set_fabric(m->xlat->uvm, g, rdma_port(p->gpu[g]->rdma,
                                                               RDMA_FABRIC_REQ)) < 0)
                return mgpu_fail(err, errlen, "xlat: GPU %u: no RDMA engine for host pages", g);
    }
    if (xlat_policies[c->policy]->on_count) /* the GPUs' access counters notify the handler */
        for (uint32_t g = 0; g < p->ngpus; g++)
            if (p->gpu[g]->rdma &&
                rdma_set_counters(p->gpu[g]->rdma, c->counter_threshold,
                                  (uint32_t)__builtin_ctzll(p->pages->page),
                                  xlat_uvm_mem(m->xlat->uvm, g)) < 0)
                return mgpu_fail(err, errlen, "xlat: GPU %u: cannot set its access counters", g);
    return 0;
}

int mgpu_xlat_init(mgpu *m, char *err, size_t errlen)
{
    platform *p = m->p;
    const xlat_config *c = gpu_mech_cfg_c(&p->cfg.gpu, &xlat_mech);
    if (!c->enable) return 0;
    if (!(m->xlat = calloc(1, sizeof *m->xlat)) ||
        !(m->xlat->pt = calloc(p->ngpus, sizeof *m->xlat->pt)))
        return mgpu_fail(err, errlen, "out of memory");
    m->xlat->cfg = *c;
    xlat_mem acc = {p, rd, wr};
    char e[ERR_LEN];
    for (uint32_t g = 0; g < p->ngpus; g++)
        if (xlat_pt_init(&m->xlat->pt[g], &acc, xlat_pool_base(&p->gpu[g]->cfg, c), c->pt_bytes,
                         e, sizeof e) < 0)
            return mgpu_fail(err, errlen, "GPU %u: %s", g, e);
    /* the pools are not memory to allocate */
    for (uint32_t d = 0; d < m->ndev; d++)
        m->q[d].size -= (uint64_t)(m->ndev == 1 ? p->ngpus : 1) * c->pt_bytes;
    return c->policy == XLAT_POLICY_PINNED ? 0 : build_uvm(m, err, errlen);
}

void mgpu_xlat_free(mgpu *m)
{
    if (!m->xlat) return;
    xlat_uvm_destroy(m->xlat->uvm);
    for (uint32_t g = 0; m->xlat->spare && g < m->p->ngpus; g++) free(m->xlat->spare[g].f);
    free(m->xlat->spare);
    free(m->xlat->pt);
    mem_allocs_free(&m->xlat->mapped);
    free(m->xlat);
    m->xlat = NULL;
}

/* U-MGPU: a free frame whose interleave home is GPU g. An empty pool
 * takes one interleave period (platform.page x banks x gpus bytes,
 * aligned: banks frames of each GPU) from the top of the device's memory,
 * which shrinks below it, and shares it out; frames leave each pool in
 * address order. From the top, not the allocator's next range: the
 * program's allocations keep the addresses (and so the interleave homes)
 * they have under pinned. 0 or -1 (memory exhausted). */
static int class_frame(mgpu *m, uint32_t g, uint64_t *f)
{
    platform *p = m->p;
    frame_pool *pool = m->xlat->spare;
    uint64_t page = p->cfg.page, span = page * p->cfg.gpu.banks * p->ngpus;
    mgpu_queue *q = &m->q[0];
    if (!pool[g].n) {
        uint64_t top = q->base + q->size, base = (top - span) & ~(span - 1);
        if (top < q->base + span || base < q->base || amdgpu_memimg_map(q->shadow, base, span) < 0)
            return -1; /* full: the chunk would overlap an allocation */
        q->size = base - q->base;
        for (uint64_t a = base + span; a > base;) { /* descending: popped ascending */
            a -= page;
            frame_pool *h = &pool[platform_owner(p, a)];
            VEC_PUSH(h->f, h->n, h->cap, a, "xlat spare frames");
        }
    }
    *f = pool[g].f[--pool[g].n];
    return 0;
}

/* A frame for a managed page on GPU g (not its own): from g's memory
 * (discrete) or of g's interleave class (U-MGPU). 0 or -1. */
static int other_frame(mgpu *m, uint32_t g, uint64_t page, uint64_t *f)
{
    if (m->xlat->spare) return class_frame(m, g, f);
    return amdgpu_memimg_alloc(m->q[g].shadow, page, page, f) < 0 ||
                   *f + page > m->q[g].base + m->q[g].size
               ? -1
               : 0;
}

/* Window page va, placed at pa, becomes a managed page: a frame on every
 * GPU (its own at pa on the GPU owning pa), a non-present entry in every
 * table. */
static int manage(mgpu *m, uint64_t va, uint64_t pa, uint8_t shift, char *err, size_t errlen)
{
    struct mgpu_xlat *x = m->xlat;
    platform *p = m->p;
    uint64_t page = 1ull << shift, frame[64], pte[64];
    int owner = platform_owner(p, pa);
    char e[ERR_LEN];
    if (owner < 0) return mgpu_fail(err, errlen, "xlat: window page 0x%llx placed nowhere",
                                    (unsigned long long)va);
    for (uint32_t g = 0; g < p->ngpus; g++) {
        frame[g] = pa;
        if (g != (uint32_t)owner && other_frame(m, g, page, &frame[g]) < 0)
            return mgpu_fail(err, errlen, "GPU %u: memory exhausted (a frame for every managed "
                                          "page)", g);
        if (xlat_pt_map(&x->pt[g], va, pa, shift, true, e, sizeof e) < 0 ||
            xlat_pt_entry(&x->pt[g], va, &pte[g]) != 1 ||
            xlat_pt_unmap(&x->pt[g], va, e, sizeof e) < 0)
            return mgpu_fail(err, errlen, "GPU %u: managing 0x%llx: %s", g,
                             (unsigned long long)va, e);
    }
    uint32_t res = x->cfg.initial_placement == XLAT_PLACE_HOST ? XLAT_HOST : (uint32_t)owner;
    if (xlat_uvm_add_page(x->uvm, (va - p->pages->base) / page, res, frame, pte) < 0)
        return mgpu_fail(err, errlen, "out of memory");
    return 0;
}

int mgpu_xlat_after_run(mgpu *m, char *err, size_t errlen)
{
    if (!m->xlat || !m->xlat->uvm) return 0;
    xlat_uvm_share_ranks(m->xlat->uvm); /* over ranks, the handler ran on one */
    mem_pages *pl = m->p->pages;
    for (uint64_t i = 0; i < pl->npages; i++) {
        uint32_t g;
        uint64_t f;
        if (xlat_uvm_resident(m->xlat->uvm, i, &g, &f) && f != pl->phys[i] &&
            platform_place_page(m->p, pl->base + i * pl->page, f) < 0)
            return mgpu_fail(err, errlen, "out of memory");
    }
    xlat_uvm_count_pages(m->xlat->uvm);
    return 0;
}

int mgpu_xlat_map(mgpu *m, char *err, size_t errlen)
{
    struct mgpu_xlat *x = m->xlat;
    if (!x) return 0;
    /* U-MGPU: the window is there under a fault policy (mgpu_malloc) */
    const mem_pages *win = m->p->cfg.kind == PLATFORM_DISCRETE || x->uvm ? m->p->pages : NULL;
    size_t hint = 0;
    bool added = false;
    uint64_t last = UINT64_MAX; /* pages added in this pass are not sealed yet */
    /* look up only what earlier passes added (sorted); this pass's
     * additions are appended unsorted until the seal below, and a binary
     * search over them missed pages: each pass remapped them (harmless
     * while remapping wrote the same entry; a managed page must not be
     * reset) */
    size_t sealed = x->mapped.n;
    char e[ERR_LEN];
    for (size_t i = 0; i < m->allocs.n; i++) {
        bool in_win = win && win->npages && m->allocs.base[i] >= win->base &&
                      m->allocs.base[i] - win->base < win->npages * win->page;
        uint64_t page = in_win ? win->page : x->cfg.page;
        uint8_t shift = (uint8_t)__builtin_ctzll(page);
        if (shift != XLAT_SHIFT_4K && shift != XLAT_SHIFT_2M)
            return mgpu_fail(err, errlen, "xlat: the unified window's pages (platform.page) "
                                          "must be 4K or 2M");
        for (uint64_t va = m->allocs.base[i] & ~(page - 1); va < m->allocs.end[i]; va += page) {
            mem_allocs done = x->mapped;
            done.n = sealed;
            if (va == last || mem_allocs_contains(&done, va, 1, &hint)) continue;
            uint64_t pa = va;
            if (in_win && (pa = win->phys[(va - win->base) / win->page]) == UINT64_MAX)
                continue; /* a guard page: never placed */
            if (in_win && x->uvm) {
                if (manage(m, va, pa, shift, err, errlen) < 0) return -1;
            } else
            for (uint32_t g = 0; g < m->p->ngpus; g++)
                if (xlat_pt_map(&x->pt[g], va, pa, shift, true, e, sizeof e) < 0)
                    return mgpu_fail(err, errlen, "GPU %u: mapping 0x%llx: %s", g,
                                     (unsigned long long)va, e);
            if (mem_allocs_add(&x->mapped, va, page) < 0) return mgpu_fail(err, errlen, "out of memory");
            added = true;
            last = va;
        }
    }
    if (added) mem_allocs_seal(&x->mapped);
    return 0;
}

bool mgpu_xlat_host_window(const mgpu *m, uint64_t a, uint64_t n)
{
    const mem_pages *pl = m->p->pages;
    return m->xlat && m->xlat->uvm && m->xlat->cfg.initial_placement == XLAT_PLACE_HOST && pl &&
           pl->npages && a < pl->base + pl->npages * pl->page && a + n > pl->base;
}

int mgpu_xlat_host_copy(mgpu *m, uint64_t va, void *buf, uint64_t n, bool write)
{
    const mem_pages *pl = m->p->pages;
    if (!mgpu_xlat_host_window(m, va, n) || va < pl->base) return 0;
    uint64_t p = (va - pl->base) / pl->page;
    return xlat_uvm_host_copy(m->xlat->uvm, p, va - pl->base - p * pl->page, buf, n, write);
}

void mgpu_xlat_json(const mgpu *m, json_object *mech)
{
    json_object *uvm = js_get(js_get(mech, "xlat"), "uvm");
    if (!m->xlat || !m->xlat->uvm || !uvm) return;
    const xlat_pages *s = xlat_uvm_pages(m->xlat->uvm);
    if (!s->interval) return;
    json_object *o = js_obj(JS_SPACED), *rows = js_arr(JS_SPACED);
    js_put_u64(o, "interval_cycles", s->interval);
    for (uint64_t k = 0; k < s->n; k++) {
        json_object *row = js_arr(JS_SPACED);
        for (uint32_t g = 0; g < s->gpus; g++)
            js_push(row, json_object_new_uint64(xlat_pages_sample(s, k)[g]));
        js_push(rows, row);
    }
    js_put(o, "pages", rows);
    js_put(uvm, "pages_over_time", o);
}

int mgpu_xlat_lookup(const mgpu *m, uint32_t g, uint64_t va, uint64_t *pa)
{
    if (!m->xlat || g >= m->p->ngpus) return 0;
    xlat_tr tr;
    int r = xlat_pt_lookup(&m->xlat->pt[g], va, &tr);
    if (r == 1) *pa = xlat_tr_pa(&tr, va);
    return r;
}

bool mgpu_pages_managed(const mgpu *m) { return m->xlat && m->xlat->uvm; }

int mgpu_prefetch(mgpu *m, uint64_t va, uint64_t n, uint32_t gpu, uint64_t *moved, char *err,
                  size_t errlen)
{
    if (moved) *moved = 0;
    if (!m->xlat || !m->xlat->uvm) return 0; /* nothing manages pages: a hint */
    const mem_pages *pl = m->p->pages;
    if (gpu >= m->p->ngpus) return mgpu_fail(err, errlen, "no GPU %u", gpu);
    if (va + n < va)
        return mgpu_fail(err, errlen, "0x%llx: the range wraps", (unsigned long long)va);
    if (mgpu_settle(m, err, errlen) < 0) return -1;
    uint64_t page = pl->page, end = pl->base + pl->npages * page, k = 0;
    uint64_t lo = va > pl->base ? va : pl->base, hi = va + n < end ? va + n : end;
    for (uint64_t v = lo & ~(page - 1); v < hi; v += page)
        k += (uint64_t)xlat_uvm_prefetch(m->xlat->uvm, (v - pl->base) / page, gpu);
    if (moved) *moved = k;
    return k ? mgpu_drain(m, err, errlen) : 0; /* every rank alike: they decide alike */
}

int mgpu_migrate(mgpu *m, uint64_t va, uint64_t n, uint32_t gpu, char *err, size_t errlen)
{
    platform *p = m->p;
    mem_pages *pl = p->pages;
    if (!m->xlat || p->cfg.kind != PLATFORM_DISCRETE)
        return mgpu_fail(err, errlen, "mgpu_migrate needs a discrete platform with [xlat] enable");
    if (m->xlat->uvm)
        return mgpu_fail(err, errlen, "mgpu_migrate: pages are managed by xlat.policy %s",
                         xlat_policy_names[m->xlat->cfg.policy]);
    if (gpu >= p->ngpus) return mgpu_fail(err, errlen, "no GPU %u", gpu);
    uint64_t page = pl->page, first = va & ~(page - 1);
    if (first < pl->base || va + n < va || va + n > pl->base + pl->npages * page)
        return mgpu_fail(err, errlen, "0x%llx: not unified memory", (unsigned long long)va);
    uint64_t count = (va + n - first + page - 1) / page, *to = calloc(count ? count : 1, 8);
    if (!to) return mgpu_fail(err, errlen, "out of memory");
    int rc = 0;
    /* the copies, all queued on the new owner's CP, then one drain */
    for (uint64_t i = 0; i < count && !rc; i++) {
        uint64_t v = first + i * page, from = pl->phys[(v - pl->base) / page];
        to[i] = UINT64_MAX;
        if (from == UINT64_MAX || platform_owner(p, from) == (int)gpu) continue;
        if (amdgpu_memimg_alloc(m->q[gpu].shadow, page, page, &to[i]) < 0 ||
            to[i] + page > m->q[gpu].base + m->q[gpu].size)
            rc = mgpu_fail(err, errlen, "GPU %u: memory exhausted", gpu);
        else
            rc = mgpu_enqueue_d2d(m, gpu, to[i], from, page, err, errlen);
    }
    if (!rc) rc = mgpu_drain(m, err, errlen); /* maps the new frames (VA = PA) first */
    char e[ERR_LEN];
    for (uint64_t i = 0; i < count && !rc; i++) {
        uint64_t v = first + i * page;
        if (to[i] == UINT64_MAX) continue;
        if (platform_place_page(p, v, to[i]) < 0) rc = mgpu_fail(err, errlen, "out of memory");
        for (uint32_t g = 0; g < p->ngpus && !rc; g++)
            if (xlat_pt_map(&m->xlat->pt[g], v, to[i], (uint8_t)__builtin_ctzll(page), true, e,
                            sizeof e) < 0)
                rc = mgpu_fail(err, errlen, "GPU %u: %s", g, e);
    }
    for (uint32_t g = 0; g < p->ngpus && !rc; g++) /* no TLB keeps an old frame */
        xlat_gpu_flush(gpu_mech_state(p->gpu[g], &xlat_mech));
    free(to);
    return rc;
}
