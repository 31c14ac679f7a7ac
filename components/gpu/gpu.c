/* See gpu.h: builds one R9 Nano and wires it. */
#include "components/gpu/gpu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

gpu_config gpu_default_config(void)
{
    gpu_config c = {
        .index = 0, .cus = 64, .cus_per_sa = 4, .banks = 8, .l1v_enabled = false,
        .mem_base = 1ull << 32, .mem_size = 1ull << 32, .interleave = 4096,
        .vector_latency = 12, .inst_latency = 97, .link_bytes = 64,
        .cu = cu_default_config(), .cp = cp_default_config(),
        .l1v = cache_l1v_default_config(), .l1i = cache_l1i_default_config(),
        .l1s = cache_l1s_default_config(), .l2 = cache_l2_default_config(),
        .dram = dram_default_config(),
    };
    /* the vector link adds 2 x 12 cycles to every L2 access; the DRAM
     * controller gives 12 of them back so an L2 miss stays ~460 cycles */
    c.dram.ctrl_latency -= 12;
    return c;
}

/* A direct connection, or with latency > 0 a link of that latency. */
static eng_conn *conn_lat(gpu *g, const char *what, int idx, uint32_t latency)
{
    char name[96], err[128];
    if (idx < 0) snprintf(name, sizeof name, "GPU[%u].%s", g->cfg.index, what);
    else snprintf(name, sizeof name, "GPU[%u].%s[%d]", g->cfg.index, what, idx);
    eng_clock clk = eng_clock_hz(g->cfg.cu.freq_hz);
    eng_link_config lc = {clk, latency, g->cfg.link_bytes ? g->cfg.link_bytes : 64, 256};
    eng_conn *c = latency ? eng_link_new(g->engine, name, &lc, err, sizeof err)
                          : eng_direct_new(g->engine, name, clk);
    if (c) g->conn[g->nconn++] = c;
    return c;
}

static eng_conn *conn_new(gpu *g, const char *what, int idx)
{
    return conn_lat(g, what, idx, 0);
}

#define NAME(buf, fmt, ...) snprintf(buf, sizeof buf, "GPU[%u]." fmt, g->cfg.index, __VA_ARGS__)

/* Caches and DRAM of one GPU, and their lower-side wiring. */
static int build_memory(gpu *g, eng_conn *l1l2, char *err, size_t len)
{
    char name[96];
    const gpu_config *c = &g->cfg;
    eng_conn *l2dr = conn_new(g, "L2ToDRAM", -1);
    eng_conn *i2l2 = conn_lat(g, "IToL2", -1, c->inst_latency);
    if (!l2dr || !i2l2) return -1;
    eng_port **tops = calloc(2 * c->banks, sizeof *tops), **itops = tops + c->banks;
    if (!tops) return -1;
    cache_config l2 = c->l2;
    l2.top_ports = 2; /* the data side and the instruction side */
    int rc = -1;
    for (uint32_t b = 0; b < c->banks; b++) {
        NAME(name, "L2[%u]", b);
        if (!(g->l2[b] = cache_build(g->engine, &l2, name, err, len))) goto out;
        dram_config dc = c->dram;
        dc.map = g->map, dc.channel = b, dc.capacity = c->mem_size / c->banks;
        NAME(name, "DRAM[%u]", b);
        if (!(g->dram[b] = dram_build(g->engine, &dc, name, err, len))) goto out;
        tops[b] = cache_top_port(g->l2[b], 0);
        itops[b] = cache_top_port(g->l2[b], 1);
        eng_conn_plug(l1l2, tops[b]);
        eng_conn_plug(i2l2, itops[b]);
        eng_conn_plug(l2dr, cache_bottom_port(g->l2[b]));
        eng_conn_plug(l2dr, dram_port(g->dram[b]));
        eng_port *d = dram_port(g->dram[b]);
        if (cache_set_lower(g->l2[b], &d, 1, NULL, err, len)) goto out;
    }
    cache **l1s[3] = {g->l1v, g->l1i, g->l1s};
    uint32_t n[3] = {c->cus, g->nsa, g->nsa};
    for (int k = 0; k < 3; k++)
        for (uint32_t i = 0; i < n[k]; i++) {
            bool inst = l1s[k] == g->l1i;
            eng_conn_plug(inst ? i2l2 : l1l2, cache_bottom_port(l1s[k][i]));
            if (cache_set_lower(l1s[k][i], inst ? itops : tops, c->banks, &g->map, err, len))
                goto out;
        }
    eng_conn_plug(l1l2, cp_port_mem(g->cp));
    rc = cp_set_l2(g->cp, &g->map, tops, c->banks);
out:
    free(tops);
    return rc;
}

static int build_front(gpu *g, char *err, size_t len)
{
    char name[96];
    const gpu_config *c = &g->cfg;
    cache_config v = c->l1v, in = c->l1i, sc = c->l1s;
    if (!c->l1v_enabled) v.policy = CACHE_BYPASS;
    v.top_ports = 2;                      /* the CU, the CP's control bus */
    in.top_ports = sc.top_ports = c->cus_per_sa + 1;
    NAME(name, "%s", "CP");
    if (!(g->cp = cp_build(g->engine, &c->cp, name, err, len))) return -1;
    eng_conn *disp = conn_new(g, "Dispatch", -1), *ctl = conn_new(g, "CtlBus", -1);
    if (!disp || !ctl) return -1;
    eng_conn_plug(disp, cp_port_dispatch(g->cp));
    eng_conn_plug(ctl, cp_port_ctl(g->cp));
    eng_port **cuports = calloc(c->cus, sizeof *cuports);
    eng_port **l1ports = calloc(c->cus + 2 * g->nsa, sizeof *l1ports);
    int rc = -1;
    if (!cuports || !l1ports) goto out;
    for (uint32_t s = 0; s < g->nsa; s++) {
        NAME(name, "L1I[%u]", s);
        if (!(g->l1i[s] = cache_build(g->engine, &in, name, err, len))) goto out;
        NAME(name, "L1S[%u]", s);
        if (!(g->l1s[s] = cache_build(g->engine, &sc, name, err, len))) goto out;
        l1ports[c->cus + 2 * s] = cache_top_port(g->l1i[s], c->cus_per_sa);
        l1ports[c->cus + 2 * s + 1] = cache_top_port(g->l1s[s], c->cus_per_sa);
    }
    for (uint32_t i = 0; i < c->cus; i++) {
        uint32_t s = i / c->cus_per_sa, k = i % c->cus_per_sa;
        cu_config cc = c->cu;
        cc.id = i;
        NAME(name, "CU[%u]", i);
        if (!(g->cu[i] = cu_build(g->engine, &cc, name, err, len))) goto out;
        NAME(name, "L1V[%u]", i);
        if (!(g->l1v[i] = cache_build(g->engine, &v, name, err, len))) goto out;
        /* one bus per CU to its L1V; one instruction and one scalar bus per
         * shader array, each CU on its own top port of the shared cache */
        eng_conn *vb = conn_lat(g, "VBus", (int)i, c->vector_latency);
        eng_conn *ib = conn_new(g, "IBus", (int)i), *sb = conn_new(g, "SBus", (int)i);
        if (!vb || !ib || !sb) goto out;
        eng_port *vt = cache_top_port(g->l1v[i], 0);
        eng_port *it = cache_top_port(g->l1i[s], k), *st = cache_top_port(g->l1s[s], k);
        eng_conn_plug(vb, cu_port_vector(g->cu[i]));
        eng_conn_plug(vb, vt);
        eng_conn_plug(ib, cu_port_inst(g->cu[i]));
        eng_conn_plug(ib, it);
        eng_conn_plug(sb, cu_port_scalar(g->cu[i]));
        eng_conn_plug(sb, st);
        if (cu_set_vector_dst(g->cu[i], NULL, &vt, 1) < 0) goto out;
        cu_set_inst_dst(g->cu[i], it);
        cu_set_scalar_dst(g->cu[i], st);
        eng_conn_plug(disp, cu_port_dispatch(g->cu[i]));
        cuports[i] = cu_port_dispatch(g->cu[i]);
        l1ports[i] = cache_top_port(g->l1v[i], 1);
    }
    for (uint32_t i = 0; i < c->cus + 2 * g->nsa; i++) eng_conn_plug(ctl, l1ports[i]);
    if (cp_set_cus(g->cp, cuports, c->cus) < 0 || cp_set_l1(g->cp, l1ports, c->cus + 2 * g->nsa) < 0)
        goto out;
    rc = 0;
out:
    free(cuports);
    free(l1ports);
    return rc;
}

gpu *gpu_build(eng_engine *e, const gpu_config *cfg, char *err, size_t errlen)
{
    if (!cfg->cus || !cfg->cus_per_sa || cfg->cus % cfg->cus_per_sa || !cfg->banks) {
        snprintf(err, errlen, "gpu: cus must be a non-zero multiple of cus_per_sa, banks >= 1");
        return NULL;
    }
    gpu *g = calloc(1, sizeof *g);
    if (!g) goto oom;
    g->cfg = *cfg;
    g->engine = e;
    g->nsa = cfg->cus / cfg->cus_per_sa;
    if (mem_map_interleaved(&g->map, cfg->mem_base, cfg->mem_size, cfg->interleave, cfg->banks,
                            err, errlen) < 0) {
        free(g);
        return NULL;
    }
    g->cu = calloc(cfg->cus, sizeof *g->cu);
    g->l1v = calloc(cfg->cus, sizeof *g->l1v);
    g->l1i = calloc(g->nsa, sizeof *g->l1i);
    g->l1s = calloc(g->nsa, sizeof *g->l1s);
    g->l2 = calloc(cfg->banks, sizeof *g->l2);
    g->dram = calloc(cfg->banks, sizeof *g->dram);
    g->conn = calloc(3 * cfg->cus + 8, sizeof *g->conn);
    if (!g->cu || !g->l1v || !g->l1i || !g->l1s || !g->l2 || !g->dram || !g->conn) goto oom_g;
    eng_conn *l1l2;
    snprintf(err, errlen, "gpu: out of memory");
    if (build_front(g, err, errlen) < 0) goto fail;
    if (!(l1l2 = conn_new(g, "L1ToL2", -1))) goto fail;
    if (build_memory(g, l1l2, err, errlen) < 0) goto fail;
    return g;
oom_g:
    gpu_destroy(g);
oom:
    snprintf(err, errlen, "gpu: out of memory");
    return NULL;
fail:
    gpu_destroy(g);
    return NULL;
}

void gpu_destroy(gpu *g)
{
    if (!g) return;
    for (uint32_t i = 0; g->cu && i < g->cfg.cus; i++) {
        cu_destroy(g->cu[i]);
        cache_destroy(g->l1v[i]);
    }
    for (uint32_t s = 0; g->l1i && s < g->nsa; s++) {
        cache_destroy(g->l1i[s]);
        cache_destroy(g->l1s[s]);
    }
    for (uint32_t b = 0; g->l2 && b < g->cfg.banks; b++) {
        cache_destroy(g->l2[b]);
        dram_destroy(g->dram[b]);
    }
    cp_destroy(g->cp);
    for (uint32_t i = 0; i < g->nconn; i++) eng_conn_destroy(g->conn[i]);
    free(g->cu), free(g->l1v), free(g->l1i), free(g->l1s), free(g->l2), free(g->dram);
    free(g->conn);
    free(g);
}

int gpu_connect_host(gpu *g, eng_port *host, char *err, size_t errlen)
{
    eng_conn *c = conn_new(g, "HostBus", -1);
    if (!c) {
        snprintf(err, errlen, "gpu: out of memory");
        return -1;
    }
    eng_conn_plug(c, host);
    eng_conn_plug(c, cp_port_host(g->cp));
    return 0;
}

eng_port *gpu_host_port(gpu *g) { return cp_port_host(g->cp); }

static void add_cache(cache_stats *a, cache_stats b)
{
    uint64_t *x = (uint64_t *)a;
    const uint64_t *y = (const uint64_t *)&b;
    for (size_t i = 0; i < sizeof *a / sizeof *x; i++) x[i] += y[i];
}

gpu_stats gpu_get_stats(const gpu *g)
{
    gpu_stats s;
    memset(&s, 0, sizeof s);
    uint64_t *cs = (uint64_t *)&s.cu, *ds = (uint64_t *)&s.dram;
    for (uint32_t i = 0; i < g->cfg.cus; i++) {
        cu_stats c = cu_get_stats(g->cu[i]);
        const uint64_t *y = (const uint64_t *)&c;
        for (size_t k = 0; k < sizeof c / sizeof *y; k++) cs[k] += y[k];
        add_cache(&s.l1v, cache_get_stats(g->l1v[i]));
    }
    for (uint32_t i = 0; i < g->nsa; i++) {
        add_cache(&s.l1i, cache_get_stats(g->l1i[i]));
        add_cache(&s.l1s, cache_get_stats(g->l1s[i]));
    }
    for (uint32_t b = 0; b < g->cfg.banks; b++) {
        add_cache(&s.l2, cache_get_stats(g->l2[b]));
        dram_stats d = dram_get_stats(g->dram[b]);
        const uint64_t *y = (const uint64_t *)&d;
        for (size_t k = 0; k < sizeof d / sizeof *y; k++) ds[k] += y[k];
    }
    return s;
}
