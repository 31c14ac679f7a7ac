/* See gpu.h: builds one R9 Nano (or one GPU of a platform) and wires it. */
#include "components/gpu/gpu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/gpu/gpu_bridge.h"
#include "components/gpu/gpu_mech.h"
#include "components/gpu/gpu_side.h"
#include "components/gpu/gpu_xcd.h"
#include "components/mem/mem_util.h"
#include "components/rdma/rdma_tunnel.h"
#include "util/vec.h"
#include "util/err.h"

/* gpu_default_config: gpu_params.c (the parameter tables). */

/* Nondeterminism injection: a direct connection, unless the platform
 * asked to perturb this one (cfg.perturb, components/platform/perturb.h). */
static eng_conn *direct_new(gpu *g, const char *name, eng_clock clk)
{
    char err[ERR_LEN];
    if (!g->cfg.perturb.connections) return eng_direct_new(g->engine, name, clk);
    return fault_conn_new_or_direct(g->engine, name, clk, &g->cfg.perturb, err, sizeof err);
}

/* A direct connection, or with latency > 0 a link of that latency
 * holding at most buf messages in flight. */
static eng_conn *conn_lat(gpu *g, const char *what, int idx, uint32_t latency, uint32_t buf)
{
    char name[96], err[128];
    if (idx < 0) snprintf(name, sizeof name, "GPU[%u].%s", g->cfg.index, what);
    else snprintf(name, sizeof name, "GPU[%u].%s[%d]", g->cfg.index, what, idx);
    eng_clock clk = eng_clock_hz(g->cfg.cu.freq_hz);
    eng_link_config lc = {clk, latency, g->cfg.link_bytes ? g->cfg.link_bytes : 64, buf};
    eng_conn *c = latency ? eng_link_new(g->engine, name, &lc, err, sizeof err)
                          : direct_new(g, name, clk);
    if (c) g->conn[g->nconn++] = c;
    return c;
}

static eng_conn *conn_new(gpu *g, const char *what, int idx)
{
    return conn_lat(g, what, idx, 0, 1);
}

/* A network between the CU side and the memory side: a crossbar
 * (conn_xbar.h), which the parallel engine may cut, or under
 * nondeterminism injection a connection that cannot be cut. */
typedef struct net {
    eng_conn *conn;
    eng_xbar *xbar;
} net;

static int net_plug(net n, eng_port *p)
{
    return n.xbar ? eng_xbar_plug(n.xbar, p) : eng_conn_plug(n.conn, p);
}

/* A crossbar of latency cycles, bytes per cycle per sender (0: no limit);
 * msg_size (or NULL) lets its messages cross ranks (engine/ranks.h). */
static net xbar_new(gpu *g, const char *what, uint32_t latency, uint32_t bytes,
                    size_t (*msg_size)(const eng_msg *))
{
    char name[96], err[128];
    snprintf(name, sizeof name, "GPU[%u].%s", g->cfg.index, what);
    eng_xbar_config xc = {eng_clock_hz(g->cfg.cu.freq_hz), latency, bytes, g->cfg.xbar_credits};
    net n = {NULL, eng_xbar_new(g->engine, name, &xc, err, sizeof err)};
    if (n.xbar) g->xbar[g->nxbar++] = n.xbar;
    if (n.xbar && msg_size) eng_xbar_set_msg_size(n.xbar, msg_size);
    return n;
}

/* L1ToL2: a crossbar of xbar_latency, or when perturbed (perturb.h) a
 * delaying connection with that latency as its base, kept whole. */
static net l1l2_new(gpu *g)
{
    if (!g->cfg.perturb.connections)
        return xbar_new(g, "L1ToL2", g->cfg.xbar_latency, 0, mem_msg_size);
    char name[96], err[160];
    snprintf(name, sizeof name, "GPU[%u].L1ToL2", g->cfg.index);
    fault_config fc = g->cfg.perturb;
    fc.base_cycles = g->cfg.xbar_latency;
    net n = {fault_conn_new_or_direct(g->engine, name, eng_clock_hz(g->cfg.cu.freq_hz), &fc,
                                      err, sizeof err),
             NULL};
    if (n.conn) g->conn[g->nconn++] = n.conn;
    return n;
}

/* IToL2: the instruction path's link (inst_latency, link_bytes) as a
 * crossbar with the same unloaded timing, plus the xbar_latency the L2
 * gives back (a link delivers latency cycles after the medium's busy
 * cycles, as the crossbar does after the sender's). */
static net i2l2_new(gpu *g)
{
    const gpu_config *c = &g->cfg;
    uint32_t bytes = c->inst_latency ? (c->link_bytes ? c->link_bytes : 64) : 0;
    return xbar_new(g, "IToL2", c->inst_latency + c->xbar_latency, bytes, mem_msg_size);
}

/* The enabled mechanisms (gpu_mech.h) in registry order, each with its
 * config: for (uint32_t i = 0; (m = mech_next(g, &i, &mc)); i++). */
static const gpu_mech *mech_next(const gpu *g, uint32_t *i, const void **mc)
{
    for (; *i < gpu_nmechs; ++*i)
        if (gpu_mech_on(gpu_mechs[*i], &g->cfg)) {
            *mc = g->cfg.mech[*i].b;
            return gpu_mechs[*i];
        }
    return NULL;
}

/* The enabled mechanisms with a unit beside every bank: they take the
 * banks' top ports from GPU_L2_SIDE on, in registry order. */
static uint32_t side_units(const gpu *g)
{
    const gpu_mech *m;
    const void *cfg;
    uint32_t n = 0;
    for (uint32_t i = 0; (m = mech_next(g, &i, &cfg)); i++)
        if (m->bank) n++;
    return n;
}

#define NAME(buf, fmt, ...) snprintf(buf, sizeof buf, "GPU[%u]." fmt, g->cfg.index, __VA_ARGS__)

/* The enabled mechanisms with units on the memory paths (gpu_mech.path),
 * in registry order, and their states: how many. */
static uint32_t path_mechs(const gpu *g, const gpu_mech **ms, void **states)
{
    const gpu_mech *m;
    const void *mc;
    uint32_t n = 0;
    for (uint32_t i = 0; (m = mech_next(g, &i, &mc)); i++)
        if (m->path) {
            if (ms) ms[n] = m, states[n] = g->mech_state[i];
            n++;
        }
    return n;
}

/* The units of path k, instance i, between requester port req and where
 * it went (lower / n / map), as an ordered chain: the first mechanism in
 * the registry nearest the requester, the last nearest memory. Built from
 * the bottom: the lowest unit gets the path's lower ports; each one above
 * sends to the top port of the one below (one port, no map), joined to
 * its bottom port by a direct connection. req -- the top unit's top port
 * by a direct connection; the lowest unit's bottom port is returned in
 * *bottom and *top is the top unit's. 0 or -1. */
static int path_unit(gpu *g, enum gpu_path k, uint32_t i, eng_port *req, eng_port *const *lower,
                     uint32_t n, const mem_map *map, eng_port **top, eng_port **bottom, char *err,
                     size_t len)
{
    static const char *const names[] = {"VXlat", "SXlat", "IXlat", "DXlat"};
    static const char *const links[] = {"VPath", "SPath", "IPath", "DPath"};
    const gpu_mech *ms[GPU_MECH_MAX];
    void *st[GPU_MECH_MAX];
    uint32_t nm = path_mechs(g, ms, st);
    eng_port *below = NULL; /* the top port of the unit below */
    for (uint32_t j = nm; j-- > 0;) {
        eng_port *t, *b;
        if (!below && ms[j]->path(g, st[j], k, i, lower, n, map, &t, &b, err, len) < 0) return -1;
        if (below && ms[j]->path(g, st[j], k, i, &below, 1, NULL, &t, &b, err, len) < 0) return -1;
        if (!below) {
            *bottom = b;
        } else { /* this unit -- the one below; GPU[g].VPath<j>[i] */
            char what[32];
            snprintf(what, sizeof what, "%s%u", links[k], j);
            eng_conn *c = conn_new(g, what, (int)i);
            if (!c) return -1;
            eng_conn_plug(c, b);
            eng_conn_plug(c, below);
        }
        below = t;
    }
    *top = below;
    eng_conn *c = conn_new(g, names[k], (int)i);
    if (!c) return -1;
    eng_conn_plug(c, req);
    eng_conn_plug(c, *top);
    return 0;
}

/* The RDMA engine and the instruction-path bridge to it, on l1l2 / i2l2. */
static int build_rdma(gpu *g, net l1l2, net i2l2, char *err, size_t len)
{
    char name[96];
    rdma_config rc = g->cfg.rdma;
    rc.gpu = g->cfg.index;
    NAME(name, "%s", "RDMA");
    if (!(g->rdma = rdma_build(g->engine, &rc, name, err, len))) return -1;
    NAME(name, "%s", "IBridge");
    g->bridge = gpu_bridge_build(g->engine, name, eng_clock_hz(g->cfg.cu.freq_hz),
                                 g->cfg.l1i.mshrs * g->nsa, err, len);
    if (!g->bridge) return -1;
    gpu_bridge_set_dst(g->bridge, rdma_port(g->rdma, RDMA_INSIDE));
    net_plug(l1l2, rdma_port(g->rdma, RDMA_INSIDE));
    net_plug(l1l2, rdma_port(g->rdma, RDMA_MEMORY));
    net_plug(l1l2, gpu_bridge_bottom(g->bridge));
    net_plug(i2l2, gpu_bridge_top(g->bridge));
    return 0;
}

/* The lower ports of the L1s and the CP: route target t goes to bank
 * bank[t]'s port in banks, or to remote (the RDMA engine / the bridge). */
static void route_ports(const gpu_layout *l, eng_port **banks, eng_port *remote, eng_port **out)
{
    for (uint32_t t = 0; t < l->nroute; t++)
        out[t] = l->bank[t] >= 0 ? banks[l->bank[t]] : remote;
}

/* Caches, DRAM and the RDMA engine of one GPU, and their lower-side wiring. */
static int build_memory(gpu *g, net l1l2, char *err, size_t len)
{
    char name[96];
    const gpu_config *c = &g->cfg;
    const gpu_layout *lay = &g->lay;
    net i2l2 = i2l2_new(g);
    if (!i2l2.xbar) return -1;
    if (gpu_xcd_on(c)) return gpu_xcd_build_memory(g, i2l2.xbar, err, len);
    if (c->rdma_enabled && build_rdma(g, l1l2, i2l2, err, len) < 0) return -1;
    eng_port **tops = calloc(2 * c->banks + 2 * lay->nroute, sizeof *tops);
    if (!tops) return -1;
    eng_port **itops = tops + c->banks, **route = itops + c->banks, **iroute = route + lay->nroute;
    cache_config l2 = c->l2;
    /* the crossbars' cycles come out of the L2's own (check() keeps them
     * apart): an unloaded access costs what it cost over direct wires */
    l2.tag_latency -= c->xbar_latency;
    l2.data_latency -= c->xbar_latency;
    l2.top_ports = GPU_L2_SIDE + side_units(g); /* enum gpu_l2_port */
    int rc = -1;
    for (uint32_t b = 0; b < c->banks; b++) {
        NAME(name, "L2[%u]", b);
        if (!(g->l2[b] = cache_build(g->engine, &l2, name, err, len))) goto out;
        dram_config dc = c->dram;
        dc.map = lay->dram, dc.channel = lay->dram_first + b, dc.capacity = c->mem_size / c->banks;
        NAME(name, "DRAM[%u]", b);
        if (!(g->dram[b] = dram_build(g->engine, &dc, name, err, len))) goto out;
        tops[b] = cache_top_port(g->l2[b], GPU_L2_DATA);
        itops[b] = cache_top_port(g->l2[b], GPU_L2_INST);
        net_plug(l1l2, tops[b]);
        net_plug(i2l2, itops[b]);
        /* bank b talks to channel b only: a direct connection per pair
         * (one shared one moved the same messages at the same times), so
         * the parallel engine may run the pairs in separate partitions */
        eng_conn *l2dr = conn_new(g, "L2ToDRAM", (int)b);
        if (!l2dr) goto out;
        eng_conn_plug(l2dr, cache_bottom_port(g->l2[b]));
        eng_conn_plug(l2dr, dram_port(g->dram[b]));
        eng_port *d = dram_port(g->dram[b]);
        if (cache_set_lower(g->l2[b], &d, 1, NULL, err, len)) goto out;
        const gpu_mech *m;
        const void *mc;
        for (uint32_t i = 0; (m = mech_next(g, &i, &mc)); i++)
            if (m->bank && m->bank(g, mc, g->l2[b]) < 0) goto out;
    }
    /* without an RDMA engine every route target is a local bank */
    route_ports(lay, tops, g->rdma ? rdma_port(g->rdma, RDMA_INSIDE) : tops[0], route);
    route_ports(lay, itops, g->bridge ? gpu_bridge_top(g->bridge) : itops[0], iroute);
    cache **l1s[3] = {g->l1v, g->l1i, g->l1s};
    uint32_t n[3] = {c->cus, g->nsa, g->nsa};
    bool paths = path_mechs(g, NULL, NULL) > 0;
    for (int k = 0; k < 3; k++)
        for (uint32_t i = 0; i < n[k]; i++) {
            bool inst = l1s[k] == g->l1i;
            eng_port *lower = cache_bottom_port(l1s[k][i]), *top;
            eng_port *const *ports = inst ? iroute : route;
            if (paths && k > 0) { /* the L1S's and L1I's units (the L1V's is above it) */
                if (path_unit(g, inst ? GPU_PATH_INST : GPU_PATH_SCALAR, i, lower, ports,
                              lay->nroute, &lay->route, &top, &lower, err, len) < 0 ||
                    cache_set_lower(l1s[k][i], &top, 1, NULL, err, len))
                    goto out;
                net_plug(inst ? i2l2 : l1l2, lower);
                continue;
            }
            net_plug(inst ? i2l2 : l1l2, lower);
            if (cache_set_lower(l1s[k][i], ports, lay->nroute, &lay->route, err, len)) goto out;
        }
    {
        const gpu_mech *m;
        const void *mc;
        for (uint32_t i = 0; (m = mech_next(g, &i, &mc)); i++)
            if (m->memory && m->memory(g, g->mech_state[i], route, lay->nroute, &lay->route, err,
                                       len) < 0)
                goto out;
    }
    if (g->rdma) {
        /* requests from other GPUs: only this GPU's addresses, so the
         * remote entries (tops[0] above) are never used */
        route_ports(lay, tops, tops[0], iroute);
        if (rdma_set_local(g->rdma, iroute, lay->nroute, &lay->route, err, len)) goto out;
    }
    rc = 0;
    if (g->cp && paths) { /* the DMA's unit: CP.Mem -- unit ~~L1ToL2~~ */
        eng_port *top, *bottom;
        if (path_unit(g, GPU_PATH_DMA, 0, cp_port_mem(g->cp), route, lay->nroute, &lay->route,
                      &top, &bottom, err, len) < 0) {
            rc = -1;
            goto out;
        }
        net_plug(l1l2, bottom);
        rc = cp_set_l2(g->cp, NULL, &top, 1);
    } else if (g->cp) {
        net_plug(l1l2, cp_port_mem(g->cp));
        rc = cp_set_l2(g->cp, &lay->route, route, lay->nroute);
    }
out:
    free(tops);
    return rc;
}

/* One shader array's L1I and L1S, and their control ports. */
static int build_sa(gpu *g, uint32_t s, const cache_config *in, const cache_config *sc,
                    char *err, size_t len)
{
    char name[96];
    uint32_t k = g->cfg.cus_per_sa, base = g->cfg.cus;
    NAME(name, "L1I[%u]", s);
    if (!(g->l1i[s] = cache_build(g->engine, in, name, err, len))) return -1;
    NAME(name, "L1S[%u]", s);
    if (!(g->l1s[s] = cache_build(g->engine, sc, name, err, len))) return -1;
    g->ctl_ports[base + 2 * s] = cache_top_port(g->l1i[s], k);
    g->ctl_ports[base + 2 * s + 1] = cache_top_port(g->l1s[s], k);
    return 0;
}

/* One CU, its L1V and its three buses. */
static int build_cu(gpu *g, uint32_t i, const cache_config *v, char *err, size_t len)
{
    char name[96];
    const gpu_config *c = &g->cfg;
    uint32_t s = i / c->cus_per_sa, k = i % c->cus_per_sa;
    cu_config cc = c->cu;
    cc.id = c->cu_id_base + i;
    const gpu_mech *m;
    const void *mc;
    for (uint32_t j = 0; (m = mech_next(g, &j, &mc)); j++)
        if (m->cu && cc.ndet < CU_DET_MAX) /* a layer each, in registry order (cu_det.h) */
            cc.det[cc.ndet] = m->cu, cc.det_arg[cc.ndet++] = c; /* the GPU's config */
    NAME(name, "CU[%u]", i);
    if (!(g->cu[i] = cu_build(g->engine, &cc, name, err, len))) return -1;
    NAME(name, "L1V[%u]", i);
    if (!(g->l1v[i] = cache_build(g->engine, v, name, err, len))) return -1;
    /* one bus per CU to its L1V; one instruction and one scalar bus per
     * CU, each CU on its own top port of the shared cache */
    /* its link holds vector_link_buf messages in flight; the rest wait in
     * the CU's port (64) and then in the CU, so a backed-up L1V stalls the
     * CU's sends instead of filling the link */
    eng_conn *vb = conn_lat(g, "VBus", (int)i, c->vector_latency,
                            c->vector_link_buf ? c->vector_link_buf : 64);
    eng_conn *ib = conn_new(g, "IBus", (int)i), *sb = conn_new(g, "SBus", (int)i);
    if (!vb || !ib || !sb) return -1;
    eng_port *vt = cache_top_port(g->l1v[i], 0), *l1v = vt, *vreq = cu_port_vector(g->cu[i]);
    eng_port *it = cache_top_port(g->l1i[s], k), *st = cache_top_port(g->l1s[s], k);
    if (path_mechs(g, NULL, NULL) && /* the CU's vector units: CU -- units ==VBus== L1V */
        path_unit(g, GPU_PATH_VECTOR, i, vreq, &l1v, 1, NULL, &vt, &vreq, err, len) < 0)
        return -1;
    eng_conn_plug(vb, vreq);
    eng_conn_plug(vb, l1v);
    eng_conn_plug(ib, cu_port_inst(g->cu[i]));
    eng_conn_plug(ib, it);
    eng_conn_plug(sb, cu_port_scalar(g->cu[i]));
    eng_conn_plug(sb, st);
    if (cu_set_vector_dst(g->cu[i], NULL, &vt, 1) < 0) return -1;
    cu_set_inst_dst(g->cu[i], it);
    cu_set_scalar_dst(g->cu[i], st);
    g->dispatch_ports[i] = cu_port_dispatch(g->cu[i]);
    g->ctl_ports[i] = cache_top_port(g->l1v[i], 1);
    return 0;
}

/* The CP's own Dispatch and Ctl connections (unless the platform wires
 * them across GPUs), made before the CUs so that owner ids, and with them
 * the order of same-cycle events, stay as they always were. */
static int wire_front(gpu *g, net disp, net ctl)
{
    uint32_t nl1 = g->cfg.cus + 2 * g->nsa;
    for (uint32_t i = 0; i < g->cfg.cus; i++) net_plug(disp, g->dispatch_ports[i]);
    for (uint32_t i = 0; i < nl1; i++) net_plug(ctl, g->ctl_ports[i]);
    if (cp_set_cus(g->cp, g->dispatch_ports, g->cfg.cus) < 0 ||
        cp_set_l1(g->cp, g->ctl_ports, nl1) < 0)
        return -1;
    return 0;
}

static int build_front(gpu *g, char *err, size_t len)
{
    char name[96];
    const gpu_config *c = &g->cfg;
    cache_config v, in = c->l1i, sc = c->l1s;
    if (gpu_mech_l1v(c, &v, err, len) < 0) return -1; /* less what mechanisms take */
    if (!c->l1v_enabled) v.policy = CACHE_BYPASS;
    v.top_ports = 2;                      /* the CU, the CP's control bus */
    in.top_ports = sc.top_ports = c->cus_per_sa + 1;
    NAME(name, "%s", "CP");
    cp_config cpc = c->cp;
    const gpu_mech *m;
    const void *mc;
    for (uint32_t i = 0; (m = mech_next(g, &i, &mc)); i++)
        if (m->ace && cpc.nace < CP_ACE_MAX) /* a layer each, in registry order (cp_ace.h) */
            cpc.ace[cpc.nace] = m->ace, cpc.ace_arg[cpc.nace++] = c; /* the GPU's config */
    if (c->cp_enabled && !(g->cp = cp_build(g->engine, &cpc, name, err, len))) return -1;
    net disp = {0}, ctl = {0};
    if (g->cp && !c->external_front) {
        disp = xbar_new(g, "Dispatch", c->xbar_latency, 0, NULL);
        ctl = xbar_new(g, "CtlBus", c->xbar_latency, 0, NULL);
        if (!disp.xbar || !ctl.xbar) return -1;
        g->ctl_xbar = ctl.xbar;
        net_plug(disp, cp_port_dispatch(g->cp));
        net_plug(ctl, cp_port_ctl(g->cp));
    }
    for (uint32_t s = 0; s < g->nsa; s++)
        if (build_sa(g, s, &in, &sc, err, len) < 0) return -1;
    for (uint32_t i = 0; i < c->cus; i++)
        if (build_cu(g, i, &v, err, len) < 0) return -1;
    if (disp.xbar && wire_front(g, disp, ctl) < 0) return -1;
    return 0;
}

/* The single-GPU layout: [mem_base, +mem_size) over the banks. */
static int local_layout(gpu *g, char *err, size_t errlen)
{
    const gpu_config *c = &g->cfg;
    if (c->banks > GPU_ROUTE_MAX) {
        snprintf(err, errlen, "gpu: at most %d banks", GPU_ROUTE_MAX);
        return -1;
    }
    if (mem_map_interleaved(&g->lay.route, c->mem_base, c->mem_size, c->interleave, c->banks,
                            err, errlen) < 0)
        return -1;
    g->lay.nroute = c->banks;
    for (uint32_t b = 0; b < c->banks; b++) g->lay.bank[b] = (int32_t)b;
    g->lay.dram = g->lay.route;
    g->lay.dram_first = 0;
    g->lay.side = g->lay.route;
    g->lay.nside = c->banks;
    return 0;
}

static const char *check(const gpu_config *c)
{
    if (!c->cus || !c->cus_per_sa || c->cus % c->cus_per_sa || !c->banks)
        return "gpu: cus must be a non-zero multiple of cus_per_sa, banks >= 1";
    if (c->xbar_latency > c->l2.tag_latency || c->xbar_latency > c->l2.data_latency)
        return "gpu: xbar_latency must not exceed l2.tag_latency or l2.data_latency (the "
               "crossbars' cycles come out of the L2's)";
    if (c->cu.line_bytes > c->l1i.line_bytes || c->cu.line_bytes > c->l1s.line_bytes ||
        (c->l1v_enabled && c->cu.line_bytes > c->l1v.line_bytes))
        return "gpu: cu.line_bytes must not exceed the L1s' line_bytes (a CU's access must fit "
               "one line)";
    const char *x = gpu_xcd_check(c);
    if (x) return x;
    if (c->layout && (!c->layout->nroute || c->layout->nroute > GPU_ROUTE_MAX))
        return "gpu: the layout needs 1..GPU_ROUTE_MAX route targets";
    for (uint32_t t = 0; c->layout && t < c->layout->nroute; t++)
        if (c->layout->bank[t] >= (int32_t)c->banks || (c->layout->bank[t] < 0 && !c->rdma_enabled))
            return "gpu: a layout target names no bank (or a remote one without RDMA)";
    return NULL;
}

gpu *gpu_build(eng_engine *e, const gpu_config *cfg, char *err, size_t errlen)
{
    if (gpu_mech_check(cfg, err, errlen) < 0) return NULL;
    const char *why = check(cfg);
    if (why) {
        snprintf(err, errlen, "%s", why);
        return NULL;
    }
    gpu *g = calloc(1, sizeof *g);
    if (!g) goto oom;
    g->cfg = *cfg;
    g->cfg.layout = NULL; /* copied into g->lay */
    g->engine = e;
    g->nsa = cfg->cus / cfg->cus_per_sa;
    if (cfg->layout) g->lay = *cfg->layout;
    else if (local_layout(g, err, errlen) < 0) {
        free(g);
        return NULL;
    }
    g->map = g->lay.route;
    /* the GPU's own copy from here on, so that a mechanism's layers
     * (gpu_mech.h) see where memory is (LAB tells remote addresses) */
    g->cfg.layout = &g->lay;
    g->cu = calloc(cfg->cus, sizeof *g->cu);
    g->l1v = calloc(cfg->cus, sizeof *g->l1v);
    g->l1i = calloc(g->nsa, sizeof *g->l1i);
    g->l1s = calloc(g->nsa, sizeof *g->l1s);
    g->nl2 = gpu_xcd_nl2(cfg);
    g->l2 = calloc(g->nl2, sizeof *g->l2);
    if (cfg->mall && !(g->mall = calloc(cfg->banks, sizeof *g->mall))) goto oom_g;
    g->dram = calloc(cfg->banks, sizeof *g->dram);
    g->dispatch_ports = calloc(cfg->cus, sizeof *g->dispatch_ports);
    g->ctl_ports = calloc(cfg->cus + 2 * g->nsa, sizeof *g->ctl_ports);
    /* + path units, and a link between each two stacked units of a path */
    uint32_t np = path_mechs(g, NULL, NULL), stacked = np > 1 ? np - 1 : 0;
    g->conn = calloc(4 * cfg->cus + 2 * g->nsa + cfg->banks + 8 + GPU_SIDE_MAX +
                         stacked * (cfg->cus + 2 * g->nsa + 1),
                     sizeof *g->conn);
    if (!g->cu || !g->l1v || !g->l1i || !g->l1s || !g->l2 || !g->dram || !g->conn ||
        !g->dispatch_ports || !g->ctl_ports)
        goto oom_g;
    net l1l2;
    snprintf(err, errlen, "gpu: out of memory");
    {
        const gpu_mech *m;
        const void *mc;
        for (uint32_t i = 0; (m = mech_next(g, &i, &mc)); i++)
            if (m->gpu_init && !(g->mech_state[i] = m->gpu_init(g, mc, err, errlen))) goto fail;
    }
    if (build_front(g, err, errlen) < 0) goto fail;
    l1l2 = l1l2_new(g);
    if (!l1l2.conn && !l1l2.xbar) goto fail;
    g->l1l2_conn = l1l2.conn;
    g->l1l2_xbar = l1l2.xbar;
    if (build_memory(g, l1l2, err, errlen) < 0) goto fail;
    const gpu_mech *m;
    const void *mc;
    for (uint32_t i = 0; (m = mech_next(g, &i, &mc)); i++)
        if (m->side_conn && gpu_side_wire(g, m, mc, err, errlen) < 0) goto fail;
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
    for (uint32_t i = 0; i < gpu_nmechs; i++)
        if (g->mech_state[i]) gpu_mechs[i]->gpu_fini(g->mech_state[i]);
    free(g->cu_side);
    for (uint32_t i = 0; g->cu && i < g->cfg.cus; i++) {
        cu_destroy(g->cu[i]);
        cache_destroy(g->l1v[i]);
    }
    for (uint32_t s = 0; g->l1i && s < g->nsa; s++) {
        cache_destroy(g->l1i[s]);
        cache_destroy(g->l1s[s]);
    }
    for (uint32_t b = 0; g->l2 && b < g->nl2; b++) cache_destroy(g->l2[b]);
    for (uint32_t b = 0; g->dram && b < g->cfg.banks; b++) {
        dram_destroy(g->dram[b]);
        if (g->mall) cache_destroy(g->mall[b]);
    }
    cp_destroy(g->cp);
    rdma_destroy(g->rdma);
    gpu_bridge_destroy(g->bridge);
    for (uint32_t j = 0; j < g->nside; j++) rdma_tunnel_destroy(g->tunnel[j]);
    for (uint32_t i = 0; i < g->nconn; i++) eng_conn_destroy(g->conn[i]);
    for (uint32_t i = 0; i < g->nxbar; i++) eng_xbar_destroy(g->xbar[i]);
    free(g->cu), free(g->l1v), free(g->l1i), free(g->l1s), free(g->l2), free(g->dram);
    free(g->mall);
    free(g->dispatch_ports), free(g->ctl_ports);
    free(g->conn);
    free(g);
}

static void hint(eng_comp *c, uint32_t h) { eng_owner_set_partition(&c->owner, h); }

uint32_t gpu_set_partition_hints(gpu *g, uint32_t first, uint32_t groups)
{
    if (groups > g->nsa) groups = g->nsa;
    if (!groups) groups = 1;
    /* the CP (and the host on its HostBus) meets the memory side only on
     * the crossbars: its DMA copies run beside the L2 banks and DRAM */
    if (g->cp) hint(cp_comp(g->cp), first + 1 + groups);
    /* and each L2 bank with its DRAM channel (their own L2ToDRAM); with
     * XCDs bank k with channel k mod banks, a MALL slice with its channel */
    for (uint32_t b = 0; b < g->nl2; b++)
        hint(cache_comp(g->l2[b]), first + 2 + groups + b % g->cfg.banks);
    for (uint32_t b = 0; b < g->cfg.banks; b++) {
        hint(dram_comp(g->dram[b]), first + 2 + groups + b);
        if (g->mall) hint(cache_comp(g->mall[b]), first + 2 + groups + b);
    }
    uint32_t per = g->cfg.cus_per_sa;
    for (uint32_t s = 0; s < g->nsa; s++) {
        uint32_t h = first + 1 + s % groups;
        hint(cache_comp(g->l1i[s]), h);
        hint(cache_comp(g->l1s[s]), h);
        for (uint32_t i = s * per; i < (s + 1) * per; i++) {
            hint(cu_comp(g->cu[i]), h);
            hint(cache_comp(g->l1v[i]), h);
        }
        for (uint32_t u = 0; u < g->ncu_side; u++)
            if (g->cu_side[u].sa == s) hint(g->cu_side[u].c, h);
    }
    return groups + 2 + g->cfg.banks;
}

int gpu_add_cu_side(gpu *g, eng_comp *c, uint32_t sa)
{
    if (VEC_TRY_RESERVE(g->cu_side, g->capcu_side, g->ncu_side + 1) < 0) return -1;
    g->cu_side[g->ncu_side++] = (struct gpu_cu_side){c, sa};
    return 0;
}

int gpu_plug_l1l2(gpu *g, eng_port *p)
{
    return net_plug((net){g->l1l2_conn, g->l1l2_xbar}, p);
}

void gpu_set_l1l2_msg_size(gpu *g, size_t (*msg_size)(const eng_msg *m))
{
    if (g->l1l2_xbar) eng_xbar_set_msg_size(g->l1l2_xbar, msg_size);
}

int gpu_connect_host(gpu *g, eng_port *host, char *err, size_t errlen)
{
    eng_conn *c = g->cp ? conn_new(g, "HostBus", -1) : NULL;
    if (!c) {
        snprintf(err, errlen, g->cp ? "gpu: out of memory" : "gpu: GPU[%u] has no CP",
                 g->cfg.index);
        return -1;
    }
    eng_conn_plug(c, host);
    eng_conn_plug(c, cp_port_host(g->cp));
    return 0;
}

eng_port *gpu_host_port(gpu *g) { return g->cp ? cp_port_host(g->cp) : NULL; }
