/* See gpu_xcd.h: the L2 per XCD, the memory-side caches and channels. */
#include "components/gpu/gpu_xcd.h"

#include <stdio.h>
#include <stdlib.h>

#include "components/gpu/gpu_mech.h"
#include "components/mem/mem_util.h"

const char *gpu_xcd_check(const gpu_config *c)
{
    if (!gpu_xcd_on(c))
        return c->xcds > 1 ? "gpu.xcds > 1 needs gpu.xcd_l2_banks (an L2 per XCD)"
               : c->mall  ? "gpu.mall needs gpu.xcd_l2_banks (the MALL sits behind the L2s' "
                            "crossbar)"
                          : NULL;
    uint32_t per = c->cus / c->xcds;
    if (c->cus % c->xcds || per % c->cus_per_sa)
        return "gpu.xcds must divide gpu.cus into whole shader arrays (cus / xcds a multiple "
               "of cus_per_sa)";
    if (c->l2_interleave & (c->l2_interleave - 1))
        return "gpu.l2_interleave must be a power of two";
    if (c->mem_size % ((uint64_t)c->xcd_l2_banks * c->l2_interleave))
        return "gpu.mem_size must be a multiple of gpu.xcd_l2_banks x gpu.l2_interleave";
    if (c->mall && (c->mall_cache.line_bytes < c->l2.line_bytes ||
                    c->mall_cache.line_bytes < c->cp.line_bytes))
        return "mall.line_bytes must be at least l2.line_bytes and cp.line_bytes (a request "
               "must fit one line)";
    if (c->xcds > 1 && c->l2.policy != CACHE_WRITEBACK_NC)
        return "gpu.xcds > 1 needs l2.policy = writeback_nc (the XCDs' L2s are not coherent: "
               "a write-back may carry only the bytes written there)";
    if (c->gpus > 1 || c->rdma_enabled || c->external_front || !c->cp_enabled)
        return "gpu.xcd_l2_banks: one GPU only (platform.gpus = 1)";
    for (uint32_t i = 0; i < gpu_nmechs; i++)
        if (gpu_mech_on(gpu_mechs[i], c))
            return "gpu.xcd_l2_banks: no mechanisms yet (their units sit at the R9 Nano's L2 "
                   "banks)";
    return NULL;
}

#define NAME(buf, fmt, ...) snprintf(buf, sizeof buf, "GPU[%u]." fmt, g->cfg.index, __VA_ARGS__)

static eng_xbar *membus_new(gpu *g, char *err, size_t len)
{
    char name[96];
    NAME(name, "%s", "MemBus");
    eng_xbar_config xc = {eng_clock_hz(g->cfg.cu.freq_hz), g->cfg.mem_xbar_latency, 0,
                          g->cfg.xbar_credits};
    eng_xbar *x = eng_xbar_new(g->engine, name, &xc, err, len);
    if (!x) return NULL;
    g->xbar[g->nxbar++] = x;
    eng_xbar_set_msg_size(x, mem_msg_size);
    return x;
}

/* Channel m: its DRAM controller and, with gpu.mall, the MALL slice in
 * front of it; *top is what the L2s and the DMA send to. */
static int build_channel(gpu *g, uint32_t m, eng_port **top, char *err, size_t len)
{
    char name[96];
    const gpu_config *c = &g->cfg;
    dram_config dc = c->dram;
    dc.map = g->lay.dram, dc.channel = g->lay.dram_first + m, dc.capacity = c->mem_size / c->banks;
    NAME(name, "DRAM[%u]", m);
    if (!(g->dram[m] = dram_build(g->engine, &dc, name, err, len))) return -1;
    eng_port *d = dram_port(g->dram[m]);
    *top = d;
    if (!c->mall) return 0;
    cache_config mc = c->mall_cache;
    mc.top_ports = 1;
    mc.set_map = &g->lay.dram; /* a slice's sets from its own addresses */
    NAME(name, "MALL[%u]", m);
    if (!(g->mall[m] = cache_build(g->engine, &mc, name, err, len))) return -1;
    NAME(name, "MallToDRAM[%u]", m);
    eng_conn *conn = eng_direct_new(g->engine, name, eng_clock_hz(c->cu.freq_hz));
    if (!conn) return -1;
    g->conn[g->nconn++] = conn;
    eng_conn_plug(conn, cache_bottom_port(g->mall[m]));
    eng_conn_plug(conn, d);
    *top = cache_top_port(g->mall[m], 0);
    return cache_set_lower(g->mall[m], &d, 1, NULL, err, len);
}

/* The L1s of XCD x route to that XCD's L2 banks by l2_map. */
static int wire_l1s(gpu *g, eng_xbar *i2l2, eng_port **data, eng_port **inst, char *err,
                    size_t len)
{
    const gpu_config *c = &g->cfg;
    uint32_t nb = c->xcd_l2_banks, per = c->cus / c->xcds, sa_per = per / c->cus_per_sa;
    for (uint32_t i = 0; i < c->cus; i++) {
        gpu_plug_l1l2(g, cache_bottom_port(g->l1v[i]));
        if (cache_set_lower(g->l1v[i], data + i / per * nb, nb, &g->l2_map, err, len)) return -1;
    }
    for (uint32_t s = 0; s < g->nsa; s++) {
        uint32_t x = s / sa_per;
        gpu_plug_l1l2(g, cache_bottom_port(g->l1s[s]));
        eng_xbar_plug(i2l2, cache_bottom_port(g->l1i[s]));
        if (cache_set_lower(g->l1s[s], data + x * nb, nb, &g->l2_map, err, len) ||
            cache_set_lower(g->l1i[s], inst + x * nb, nb, &g->l2_map, err, len))
            return -1;
    }
    return 0;
}

/* The CP's CUs in dispatch order: dealt across the XCDs (CU j of XCD x
 * at j * xcds + x), so that its round-robin sends consecutive workgroups
 * to consecutive XCDs, as CDNA3's SPX mode does. */
static int deal_cus(gpu *g)
{
    uint32_t n = g->cfg.cus, x = g->cfg.xcds, per = n / x;
    eng_port **order = calloc(n, sizeof *order);
    if (!order) return -1;
    for (uint32_t i = 0; i < n; i++) order[(i % per) * x + i / per] = g->dispatch_ports[i];
    int rc = cp_set_cus(g->cp, order, n);
    free(order);
    return rc;
}

/* The CP: its DMA on MemBus, the L2s on its control bus, invalidated with
 * the L1s at a launch's start and written back at its end. */
static int wire_cp(gpu *g, eng_xbar *mb, eng_port **mtops, eng_port **ctl)
{
    uint32_t nl1 = g->cfg.cus + 2 * g->nsa, n = nl1 + g->nl2;
    eng_xbar_plug(mb, cp_port_mem(g->cp));
    if (cp_set_l2(g->cp, &g->lay.dram, mtops, g->cfg.banks) < 0 || deal_cus(g) < 0) return -1;
    eng_port **all = calloc(n, sizeof *all);
    if (!all) return -1;
    for (uint32_t i = 0; i < nl1; i++) all[i] = g->ctl_ports[i];
    for (uint32_t k = 0; k < g->nl2; k++) {
        all[nl1 + k] = ctl[k];
        eng_xbar_plug(g->ctl_xbar, ctl[k]);
    }
    int rc = cp_set_l1(g->cp, all, n) < 0 || cp_set_release(g->cp, ctl, g->nl2) < 0 ? -1 : 0;
    free(all);
    return rc;
}

int gpu_xcd_build_memory(gpu *g, eng_xbar *i2l2, char *err, size_t len)
{
    char name[96];
    const gpu_config *c = &g->cfg;
    if (mem_map_interleaved(&g->l2_map, c->mem_base, c->mem_size, c->l2_interleave,
                            c->xcd_l2_banks, err, len) < 0)
        return -1;
    g->l2_map.pages = g->lay.dram.pages; /* unified memory's placed pages, as the channels' */
    eng_xbar *mb = membus_new(g, err, len);
    if (!mb) return -1;
    eng_port **mtops = calloc(c->banks + 3 * (size_t)g->nl2, sizeof *mtops);
    if (!mtops) return -1;
    eng_port **data = mtops + c->banks, **inst = data + g->nl2, **ctl = inst + g->nl2;
    int rc = -1;
    for (uint32_t m = 0; m < c->banks; m++) {
        if (build_channel(g, m, &mtops[m], err, len) < 0) goto out;
        eng_xbar_plug(mb, mtops[m]);
    }
    cache_config l2 = c->l2;
    l2.tag_latency -= c->xbar_latency; /* as gpu.c's: the crossbar's cycles come out of the L2's */
    l2.data_latency -= c->xbar_latency;
    l2.top_ports = GPU_L2_CTL + 1;
    l2.set_map = &g->l2_map; /* a bank's sets from its own addresses */
    for (uint32_t k = 0; k < g->nl2; k++) {
        NAME(name, "L2[%u]", k);
        if (!(g->l2[k] = cache_build(g->engine, &l2, name, err, len))) goto out;
        data[k] = cache_top_port(g->l2[k], GPU_L2_DATA);
        inst[k] = cache_top_port(g->l2[k], GPU_L2_INST);
        ctl[k] = cache_top_port(g->l2[k], GPU_L2_CTL);
        gpu_plug_l1l2(g, data[k]);
        eng_xbar_plug(i2l2, inst[k]);
        eng_xbar_plug(mb, cache_bottom_port(g->l2[k]));
        if (cache_set_lower(g->l2[k], mtops, c->banks, &g->lay.dram, err, len)) goto out;
    }
    if (wire_l1s(g, i2l2, data, inst, err, len) < 0) goto out;
    if (wire_cp(g, mb, mtops, ctl) < 0) {
        snprintf(err, len, "gpu: out of memory");
        goto out;
    }
    rc = 0;
out:
    free(mtops);
    return rc;
}

int gpu_xcd_backdoor(gpu *g, uint64_t addr, void *buf, uint32_t n, bool write)
{
    int64_t m = mem_map_target(&g->lay.dram, addr);
    if (m < 0 || (uint64_t)m >= g->cfg.banks) return -1;
    cache *mall = g->mall ? g->mall[m] : NULL;
    if (write) {
        if (dram_backdoor_write(g->dram[m], addr, buf, n) != n) return -1;
        if (mall) cache_backdoor(mall, addr, buf, n, true);
        return 0;
    }
    if (mall && cache_backdoor(mall, addr, buf, n, false)) return 0; /* the newest copy */
    return dram_backdoor_read(g->dram[m], addr, buf, n) == n ? 0 : -1;
}
