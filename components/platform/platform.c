/* See platform.h: N GPUs, RDMA engines, fabric, and the U-MGPU front. */
#include "components/platform/platform.h"

#include "components/platform/perturb.h"
#include "components/gpu/gpu_bridge.h"
#include "components/gpu/gpu_mech.h"
#include "components/hostmem/hostmem.h"
#include "components/mem/mem_util.h"
#include "components/rdma/rdma_tunnel.h"
#include "engine/ranks.h"
#include "util/vec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int oom(char *err, size_t errlen)
{
    if (err) snprintf(err, errlen, "platform: out of memory");
    return -1;
}

/* discrete GPU g: its own range over its banks (targets 0..B-1), the
 * other GPUs' memory below and above it (targets B and B+1: the RDMA
 * engine). Its DRAM channels hold its own range only. */
static int layout_discrete(const platform_config *c, uint32_t g, gpu_layout *l, char *err,
                           size_t errlen)
{
    uint64_t size = c->gpu.mem_size, base = c->gpu.mem_base, mine = base + g * size;
    uint32_t b = c->gpu.banks;
    mem_range local = {mine, size, c->gpu.interleave, 0, b, 0};
    mem_range low = {base, g * size, size, b, 1, 0};
    mem_range high = {mine + size, (c->gpus - 1 - g) * size, size, b + 1, 1, 0};
    mem_map_init(&l->route);
    if (mem_map_add(&l->route, &local, err, errlen) < 0) return -1;
    if (g > 0 && mem_map_add(&l->route, &low, err, errlen) < 0) return -1;
    if (g + 1 < c->gpus && mem_map_add(&l->route, &high, err, errlen) < 0) return -1;
    l->nroute = c->gpus > 1 ? b + 2 : b;
    for (uint32_t t = 0; t < b; t++) l->bank[t] = (int32_t)t;
    l->bank[b] = l->bank[b + 1] = -1;
    if (c->host_memory) { /* the host's window: target b + 2, the RDMA engine too */
        mem_range host = {c->host_base, c->host_size, c->host_size, b + 2, 1, 0};
        if (mem_map_add(&l->route, &host, err, errlen) < 0) return -1;
        l->nroute = b + 3;
        l->bank[b + 2] = -1;
    }
    mem_map_init(&l->dram);
    l->dram_first = 0;
    if (mem_map_add(&l->dram, &local, err, errlen) < 0) return -1;
    /* every GPU's banks, GPU h's as targets h*b.., for a mechanism's side
     * path: one range whose groups are the GPUs (any count up to 64) */
    mem_map_init(&l->side);
    l->nside = c->gpus * b;
    mem_range all = {base, c->gpus * size, c->gpu.interleave, 0, b, .span = size};
    return mem_map_add(&l->side, &all, err, errlen);
}

/* unified GPU g: one map over every GPU's channels (target = global
 * channel g*B + b); the other GPUs' channels go to the RDMA engine, and
 * so does the host's window (target n: its GPUs are discrete ones behind
 * one device, each on PCIe). */
static int layout_unified(const platform_config *c, uint32_t g, gpu_layout *l, char *err,
                          size_t errlen)
{
    uint32_t b = c->gpu.banks, n = c->gpus * b;
    if (mem_map_interleaved(&l->route, c->gpu.mem_base, c->gpus * c->gpu.mem_size, c->page, n,
                            err, errlen) < 0)
        return -1;
    l->nroute = n;
    for (uint32_t t = 0; t < n; t++) l->bank[t] = t / b == g ? (int32_t)(t % b) : -1;
    l->dram = l->route;
    l->dram_first = g * b;
    l->side = l->route, l->nside = n; /* route target t is global bank t */
    if (c->host_memory) { /* after dram and side: neither holds the host's bytes */
        mem_range host = {c->host_base, c->host_size, c->host_size, n, 1, 0};
        if (mem_map_add(&l->route, &host, err, errlen) < 0) return -1;
        l->bank[n] = -1;
        l->nroute = n + 1;
    }
    return 0;
}

/* address -> owning GPU, for the RDMA engines and the driver */
static int gpu_map(platform *p, char *err, size_t errlen)
{
    const platform_config *c = &p->cfg;
    uint64_t gran = c->kind == PLATFORM_UNIFIED ? c->page * c->gpu.banks : c->gpu.mem_size;
    if (c->gpus == 1) gran = c->gpu.mem_size; /* one GPU: any power of two size works */
    mem_range r = {c->gpu.mem_base, c->gpus * c->gpu.mem_size, gran, 0, c->gpus, 0};
    if (c->gpus == 1) r.granularity = 1;
    mem_map_init(&p->gpu_map);
    if (c->kind == PLATFORM_DISCRETE || c->gpus == 1) p->gpu_map.pages = p->pages;
    p->pages->base = c->gpu.mem_base + c->gpus * c->gpu.mem_size;
    p->pages->page = c->page;
    if (mem_map_add(&p->gpu_map, &r, err, errlen) < 0) return -1;
    /* host memory: the host is "GPU" gpus of the RDMA engines' map */
    mem_range h = {c->host_base, c->host_size, c->host_size, c->gpus, 1, 0};
    return c->host_memory ? mem_map_add(&p->gpu_map, &h, err, errlen) : 0;
}

/* CU groups per GPU ([sim] cu_groups; 0: automatic). A GPU split at its
 * crossbars runs in windows of gpu.xbar_latency; whole, its windows reach
 * to the next PCIe arrival (up to ~100 cycles). So the automatic choice
 * splits GPUs only when the engine has more threads than there are GPUs
 * to keep them busy. Hints never change results, only speed. */
static uint32_t cu_groups(const platform_config *c, uint32_t ngpus)
{
    if (c->sim.cu_groups) return c->sim.cu_groups;
    uint32_t threads = c->sim.threads == PLATFORM_THREADS_AUTO ? (uint32_t)eng_physical_cores()
                                                                : c->sim.threads;
    return threads > ngpus ? 8 : 0;
}

/* Partition hints per GPU: one for the whole GPU, or when it is split its
 * memory side, its CU groups, its CP and its L2 bank + DRAM channel pairs
 * (gpu_set_partition_hints). */
static uint32_t gpu_hints(const platform_config *c, uint32_t ngpus)
{
    uint32_t groups = cu_groups(c, ngpus);
    return groups ? groups + 2 + c->gpu.banks : 1;
}

/* Over ranks (engine/ranks.h): each GPU whole on its place (g + 1), the
 * host side on place 0, rank 0. A split bus (fabric_config_cuttable) is
 * cut at its ends, its arbiter alone on rank 0, so each GPU keeps its RDMA
 * engine. The instant bus cannot stand between processes: the host side
 * then takes it and every GPU's RDMA engine and instruction bridge (their
 * own partition: the bus then stands between nothing, and each GPU meets
 * the host side only on its L1ToL2 and IToL2 crossbars, whose messages
 * can cross ranks). */
static uint32_t host_hint(const platform *p)
{
    return 1 + p->ngpus * gpu_hints(&p->cfg, p->ngpus);
}

static void host_side(const platform *p, eng_owner *o)
{
    eng_owner_set_partition(o, host_hint(p));
    eng_owner_set_place(o, 0);
}

static void host_side_gpu(const platform *p, uint32_t g)
{
    if (p->gpu[g]->rdma) host_side(p, &rdma_port(p->gpu[g]->rdma, RDMA_INSIDE)->comp->owner);
    if (p->gpu[g]->bridge) host_side(p, &gpu_bridge_top(p->gpu[g]->bridge)->comp->owner);
}

static int build_gpus(platform *p, char *err, size_t errlen)
{
    const platform_config *c = &p->cfg;
    gpu_layout *lay = malloc(sizeof *lay);
    if (!lay) return oom(err, errlen);
    int rc = 0;
    for (uint32_t g = 0; g < p->ngpus && !rc; g++) {
        gpu_config gc = c->gpu;
        gc.index = g;
        gc.rdma_enabled = p->ngpus > 1 || c->host_memory;
        gc.cp_enabled = c->kind == PLATFORM_DISCRETE || g == 0;
        gc.external_front = c->kind == PLATFORM_UNIFIED && p->ngpus > 1;
        /* one logical GPU: its CUs' scratch slots must not collide */
        gc.cu_id_base = gc.external_front ? g * c->gpu.cus : 0;
        gc.gpus = p->ngpus;
        rc = c->kind == PLATFORM_UNIFIED && p->ngpus > 1
                 ? layout_unified(c, g, lay, err, errlen)
                 : layout_discrete(c, g, lay, err, errlen);
        /* discrete: unified buffers' pages are placed through p->pages */
        if (c->kind == PLATFORM_DISCRETE || p->ngpus == 1)
            lay->route.pages = lay->dram.pages = lay->side.pages = p->pages;
        gc.layout = lay;
        /* nondeterminism injection: perturb 0 leaves gc.perturb empty */
        perturb_fault_config(c->sim.seed, c->sim.perturb, c->sim.perturb_cycles,
                             c->sim.perturb_pct, &gc.perturb);
        size_t first = eng_owner_count(p->e);
        if (!rc && !(p->gpu[g] = gpu_build(p->e, &gc, err, errlen))) rc = -1;
        /* the parallel engine's partition hints: per GPU, its memory side
         * (a GPU's host joins it over its HostBus) and its CU groups;
         * docs/engine.md says what can be cut */
        uint32_t groups = cu_groups(c, p->ngpus), first_hint = 1 + g * gpu_hints(c, p->ngpus);
        for (size_t id = first; !rc && id < eng_owner_count(p->e); id++)
            eng_owner_set_partition(eng_owner_at(p->e, id), first_hint);
        if (!rc && groups) gpu_set_partition_hints(p->gpu[g], first_hint, groups);
        for (size_t id = first; !rc && id < eng_owner_count(p->e); id++)
            eng_owner_set_place(eng_owner_at(p->e, id), g + 1);
        if (!rc && eng_ranks(p->e) > 1 && !fabric_config_cuttable(&c->fabric))
            host_side_gpu(p, g);
    }
    free(lay);
    return rc;
}

/* The host memory at endpoint n (after the GPUs' ports in req/rsp, which
 * gain its ports as entry n). */
static int build_host(platform *p, eng_port **req, eng_port **rsp, char *err, size_t errlen)
{
    uint32_t n = p->ngpus;
    p->host = hostmem_build(p->e, "Host.Memory", eng_clock_hz(p->cfg.fabric.freq_hz),
                            p->cfg.host_latency, n, err, errlen);
    if (!p->host) return -1;
    if (eng_ranks(p->e) > 1) host_side(p, &hostmem_comp(p->host)->owner);
    if (hostmem_set_peers(p->host, req, rsp, n) < 0) return oom(err, errlen);
    req[n] = hostmem_port(p->host, HOSTMEM_REQ);
    rsp[n] = hostmem_port(p->host, HOSTMEM_RSP);
    if (fabric_attach(p->fab, req[n], n, RDMA_VC_REQ, err, errlen) < 0 ||
        fabric_attach(p->fab, rsp[n], n, RDMA_VC_RSP, err, errlen) < 0)
        return -1;
    return 0;
}

/* Every RDMA engine on the fabric, endpoint g; each knows the others. */
static int build_fabric(platform *p, char *err, size_t errlen)
{
    uint32_t n = p->ngpus;
    size_t first = eng_owner_count(p->e);
    if (!(p->fab = fabric_build(p->e, &p->cfg.fabric, "PCIe", err, errlen))) return -1;
    for (size_t id = first; eng_ranks(p->e) > 1 && id < eng_owner_count(p->e); id++)
        host_side(p, eng_owner_at(p->e, id));
    fabric_set_trace_parent(p->fab, rdma_trace_parent); /* tracing: hops join RDMA tasks */
    fabric_set_msg_size(p->fab, mem_msg_size); /* RDMA's requests and answers cross ranks */
    /* the host memory is peer n of every engine (platform.host_memory) */
    eng_port **req = calloc(n + 1, sizeof *req), **rsp = calloc(n + 1, sizeof *rsp);
    int rc = req && rsp ? 0 : oom(err, errlen);
    for (uint32_t g = 0; g < n && !rc; g++) {
        req[g] = rdma_port(p->gpu[g]->rdma, RDMA_FABRIC_REQ);
        rsp[g] = rdma_port(p->gpu[g]->rdma, RDMA_FABRIC_RSP);
        if (fabric_attach(p->fab, req[g], g, RDMA_VC_REQ, err, errlen) < 0 ||
            fabric_attach(p->fab, rsp[g], g, RDMA_VC_RSP, err, errlen) < 0)
            rc = -1;
    }
    if (!rc && p->cfg.host_memory) rc = build_host(p, req, rsp, err, errlen);
    for (uint32_t g = 0; g < n && !rc; g++)
        rc = rdma_set_peers(p->gpu[g]->rdma, &p->gpu_map, req, rsp, p->host ? n + 1 : n, err,
                            errlen);
    /* a mechanism's side path between GPUs (gpu_mech.h): its RDMA tunnels */
    for (uint32_t g = 0; g < n && !rc; g++)
        for (uint32_t j = 0; j < p->gpu[g]->nside && !rc; j++)
            for (uint32_t vc = 0; p->gpu[g]->tunnel[j] && vc < 2 && !rc; vc++)
                rc = fabric_attach(p->fab, rdma_tunnel_fabric(p->gpu[g]->tunnel[j], vc), g, vc,
                                   err, errlen);
    if (!rc) rc = gpu_link_side(p->gpu, n, p->cfg.dispatch_latency, err, errlen);
    free(req);
    free(rsp);
    return rc;
}

/* U-MGPU: GPU 0's CP dispatches to every CU and invalidates every L1,
 * over two crossbars (conn_xbar.h) that the parallel engine may cut:
 * the cross-GPU front link's latency and bandwidth (a link of latency L
 * and a crossbar of latency L time an unloaded message alike), or with
 * dispatch_latency 0 the GPUs' own crossbar latency. */
static int build_front(platform *p, char *err, size_t errlen)
{
    const gpu_config *gc = &p->cfg.gpu;
    uint32_t lat = p->cfg.dispatch_latency;
    eng_xbar_config xc = {eng_clock_hz(gc->cu.freq_hz), lat ? lat : gc->xbar_latency,
                          lat ? 64 : 0, gc->xbar_credits};
    const char *names[2] = {"UGPU.Dispatch", "UGPU.Ctl"};
    for (int i = 0; i < 2; i++)
        if (!(p->front[i] = eng_xbar_new(p->e, names[i], &xc, err, errlen))) return -1;
    cp *cp0 = p->gpu[0]->cp;
    uint32_t ncu = p->gpu[0]->cfg.cus, nl1 = ncu + 2 * p->gpu[0]->nsa;
    eng_port **cus = calloc((size_t)p->ngpus * ncu, sizeof *cus);
    eng_port **l1s = calloc((size_t)p->ngpus * nl1, sizeof *l1s);
    if (!cus || !l1s) {
        free(cus);
        free(l1s);
        return oom(err, errlen);
    }
    eng_xbar_plug(p->front[0], cp_port_dispatch(cp0));
    eng_xbar_plug(p->front[1], cp_port_ctl(cp0));
    for (uint32_t g = 0; g < p->ngpus; g++) {
        memcpy(cus + g * ncu, p->gpu[g]->dispatch_ports, ncu * sizeof *cus);
        memcpy(l1s + g * nl1, p->gpu[g]->ctl_ports, nl1 * sizeof *l1s);
    }
    for (uint32_t i = 0; i < p->ngpus * ncu; i++) eng_xbar_plug(p->front[0], cus[i]);
    for (uint32_t i = 0; i < p->ngpus * nl1; i++) eng_xbar_plug(p->front[1], l1s[i]);
    int rc = cp_set_cus(cp0, cus, p->ngpus * ncu) < 0 || cp_set_l1(cp0, l1s, p->ngpus * nl1) < 0
                 ? oom(err, errlen)
                 : 0;
    free(cus);
    free(l1s);
    return rc;
}

platform *platform_build(const platform_config *cfg, char *err, size_t errlen)
{
    if (platform_config_check(cfg, err, errlen) < 0) return NULL;
    platform *p = calloc(1, sizeof *p);
    if (!p) {
        oom(err, errlen);
        return NULL;
    }
    p->cfg = *cfg;
    p->cfg.fabric.endpoints = cfg->gpus + 1;
    p->ngpus = cfg->gpus;
    eng_config ec = eng_default_config();
    ec.threads = cfg->sim.threads != PLATFORM_THREADS_AUTO ? (int)cfg->sim.threads
                 : eng_physical_cores() > 1                 ? ENG_THREADS_DEFAULT
                                                            : ENG_THREADS_SERIAL;
    ec.seed = cfg->sim.seed;
    ec.pin = cfg->sim.pin;
    p->gpu = calloc(p->ngpus, sizeof *p->gpu);
    p->pages = calloc(1, sizeof *p->pages);
    if (!p->gpu || !p->pages) goto oom;
    if (!(p->e = eng_create(&ec, err, errlen))) goto fail;
    if (eng_ranks(p->e) > 1 && (cfg->kind == PLATFORM_UNIFIED || cfg->sim.perturb)) {
        if (err)
            snprintf(err, errlen, "platform: over %d ranks only discrete platforms without "
                     "[sim] perturb run (unified GPUs share launches by pointer)", eng_ranks(p->e));
        goto fail;
    }
    const char *alone = eng_ranks(p->e) > 1 ? gpu_mech_not_over_ranks(&cfg->gpu) : NULL;
    if (alone) {
        if (err)
            snprintf(err, errlen, "platform: %s does not run over %d ranks (its CPs' agreement "
                     "and side messages stay in one process): run it on one rank, with "
                     "--threads for parallelism", alone, eng_ranks(p->e));
        goto fail;
    }
    if (gpu_map(p, err, errlen) < 0 || build_gpus(p, err, errlen) < 0) goto fail;
    if ((p->ngpus > 1 || cfg->host_memory) && build_fabric(p, err, errlen) < 0) goto fail;
    if (p->ngpus > 1 && cfg->kind == PLATFORM_UNIFIED && build_front(p, err, errlen) < 0)
        goto fail;
    return p;
oom:
    oom(err, errlen);
fail:
    platform_destroy(p);
    return NULL;
}

void platform_destroy(platform *p)
{
    if (!p) return;
    for (uint32_t g = 0; p->gpu && g < p->ngpus; g++) gpu_destroy(p->gpu[g]);
    hostmem_destroy(p->host);
    fabric_destroy(p->fab);
    for (int i = 0; i < 2; i++)
        eng_xbar_destroy(p->front[i]);
    if (p->e) eng_destroy(p->e);
    free(p->gpu);
    if (p->pages) free(p->pages->phys);
    free(p->pages);
    free(p);
}

int platform_owner(const platform *p, uint64_t addr)
{
    /* a window address is its page's frame's (U-MGPU's maps have no
     * placement: there the window exists only under a fault policy, and
     * only translated accesses, with frames' addresses, reach the maps) */
    int g = (int)mem_map_target(&p->gpu_map, mem_pages_phys(p->pages, addr));
    return g < (int)p->ngpus ? g : -1; /* the host memory window is no GPU's */
}

int platform_place_page(platform *p, uint64_t vaddr, uint64_t phys)
{
    mem_pages *pg = p->pages;
    if (vaddr < pg->base || (vaddr - pg->base) % pg->page || phys % pg->page) return -1;
    uint64_t i = (vaddr - pg->base) / pg->page;
    if (i >= pg->npages) { /* the whole capacity is in use: unmapped pages */
        uint64_t old = pg->npages;
        if (VEC_TRY_RESERVE(pg->phys, pg->npages, i + 1) < 0) return -1;
        for (uint64_t k = old; k < pg->npages; k++) pg->phys[k] = UINT64_MAX;
    }
    pg->phys[i] = phys;
    return 0;
}

void platform_gpu_range(const platform *p, uint32_t g, uint64_t *base, uint64_t *size)
{
    const gpu_config *c = &p->cfg.gpu;
    if (p->cfg.kind == PLATFORM_UNIFIED) {
        *base = c->mem_base;
        *size = p->ngpus * c->mem_size;
    } else {
        *base = c->mem_base + g * c->mem_size;
        *size = c->mem_size;
    }
}

int platform_has_cp(const platform *p, uint32_t g)
{
    return g < p->ngpus && p->gpu[g]->cp != NULL;
}
