/* See gpu_side.h: a mechanism's side connection, and across GPUs. */
#include "components/gpu/gpu_side.h"

#include <stdio.h>
#include <stdlib.h>

#include "components/cp/cp_ace.h"
#include "components/rdma/rdma_tunnel.h"

/* GPU[g].<side_conn>: a link, a direct connection, or under
 * nondeterminism injection with side_perturbed a seeded delaying one. */
static eng_conn *side_conn(gpu *g, const gpu_mech *m, const void *mc, char *err, size_t len)
{
    const gpu_config *c = &g->cfg;
    char name[96];
    snprintf(name, sizeof name, "GPU[%u].%s", c->index, m->side_conn);
    eng_clock clk = eng_clock_hz(c->cu.freq_hz);
    uint32_t lat = m->side_latency(mc);
    if (m->side_perturbed && c->perturb.connections) {
        fault_config f = c->perturb;
        f.base_cycles = lat;
        return fault_conn_new(g->engine, name, clk, &f, err, len);
    }
    eng_link_config lc = {clk, lat, c->link_bytes ? c->link_bytes : 64, 256};
    return lat ? eng_link_new(g->engine, name, &lc, err, len) : eng_direct_new(g->engine, name, clk);
}

/* On several GPUs side mechanism j's tunnel stands in for the other
 * GPUs' banks and CUs on its connection (the first one's is SideRDMA,
 * the later ones' SideRDMA<j>). */
static int build_tunnel(gpu *g, uint32_t j, eng_conn *conn, char *err, size_t len)
{
    const gpu_config *c = &g->cfg;
    char name[96];
    if (j) snprintf(name, sizeof name, "GPU[%u].SideRDMA%u", c->index, j);
    else snprintf(name, sizeof name, "GPU[%u].SideRDMA", c->index);
    rdma_tunnel *t = rdma_tunnel_build(g->engine, name, eng_clock_hz(c->cu.freq_hz), c->index,
                                       c->gpus, c->banks, c->cus, err, len);
    if (!(g->tunnel[j] = t)) return -1;
    for (uint32_t k = 0; k < c->gpus * c->banks; k++)
        if (rdma_tunnel_bank(t, k)) eng_conn_plug(conn, rdma_tunnel_bank(t, k));
    for (uint32_t i = 0; i < c->gpus * c->cus; i++)
        if (rdma_tunnel_cu(t, i)) eng_conn_plug(conn, rdma_tunnel_cu(t, i));
    return 0;
}

/* Side mechanism j's port of global bank k (gpu_layout.side): this GPU's
 * bank, or its tunnel's stand-in for another GPU's. */
static eng_port *bank_port(gpu *g, uint32_t j, uint32_t k)
{
    uint32_t h = k / g->cfg.banks;
    if (h == g->cfg.index || !g->tunnel[j])
        return cache_top_port(g->l2[k % g->cfg.banks], GPU_L2_SIDE + j);
    return rdma_tunnel_bank(g->tunnel[j], k);
}

int gpu_side_wire(gpu *g, const gpu_mech *m, const void *mc, char *err, size_t len)
{
    const gpu_config *c = &g->cfg;
    uint32_t j = g->nside;
    if (j == GPU_SIDE_MAX) { /* gpu_mech_check refuses more */
        snprintf(err, len, "gpu: more than %d mechanisms with side units", GPU_SIDE_MAX);
        return -1;
    }
    eng_conn *conn = side_conn(g, m, mc, err, len);
    if (!conn) return -1;
    g->conn[g->nconn++] = conn;
    g->side[g->nside++] = m;
    for (uint32_t b = 0; b < c->banks; b++)
        eng_conn_plug(conn, cache_top_port(g->l2[b], GPU_L2_SIDE + j));
    if (c->gpus > 1 && build_tunnel(g, j, conn, err, len) < 0) return -1;
    eng_port **banks = calloc(g->lay.nside, sizeof *banks);
    if (!banks) {
        snprintf(err, len, "gpu: out of memory");
        return -1;
    }
    for (uint32_t k = 0; k < g->lay.nside; k++) banks[k] = bank_port(g, j, k);
    int rc = 0;
    for (uint32_t i = 0; i < c->cus && rc == 0; i++) {
        eng_conn_plug(conn, m->cu_port(g->cu[i]));
        rc = m->cu_banks(g->cu[i], c->index * c->cus + i, &g->lay.side, banks, g->lay.nside);
    }
    free(banks);
    if (rc < 0) snprintf(err, len, "gpu: out of memory");
    return rc;
}

/* GPU g's CUs' and banks' side ports of side mechanism j, for its tunnel. */
static int link_one(gpu *g, uint32_t j, rdma_tunnel *const *peers)
{
    const gpu_config *c = &g->cfg;
    eng_port **cu = calloc(c->cus, sizeof *cu), **bank = calloc(c->banks, sizeof *bank);
    int rc = cu && bank ? 0 : -1;
    for (uint32_t i = 0; !rc && i < c->cus; i++) cu[i] = g->side[j]->cu_port(g->cu[i]);
    for (uint32_t b = 0; !rc && b < c->banks; b++)
        bank[b] = cache_top_port(g->l2[b], GPU_L2_SIDE + j);
    if (!rc) rc = rdma_tunnel_set_peers(g->tunnel[j], cu, bank, peers);
    free(cu), free(bank);
    return rc;
}

/* D-MGPU: every GPU's CP joins the mechanism's coordination, one
 * connection GPUs.<name>Coord (a link of latency cycles) among them. */
static int federate(gpu *const *g, uint32_t n, const gpu_mech *m, uint32_t latency, char *err,
                    size_t len)
{
    char name[96];
    if (!m->cp_federate) {
        snprintf(err, len, "%s: not on D-MGPU (its CPs cannot agree: no cp_federate)", m->name);
        return -1;
    }
    snprintf(name, sizeof name, "GPUs.%sCoord", m->name);
    eng_clock clk = eng_clock_hz(g[0]->cfg.cp.freq_hz);
    eng_link_config lc = {clk, latency, 64, 256};
    eng_conn *conn = latency ? eng_link_new(g[0]->engine, name, &lc, err, len)
                             : eng_direct_new(g[0]->engine, name, clk);
    eng_port **ports = calloc(n, sizeof *ports);
    if (!conn || !ports) {
        if (conn) eng_conn_destroy(conn);
        free(ports);
        return -1;
    }
    g[0]->conn[g[0]->nconn++] = conn;
    int rc = 0;
    for (uint32_t i = 0; i < n && !rc; i++) {
        if (!(ports[i] = m->cp_federate(g[i]->cp, i, n))) rc = -1;
        else eng_conn_plug(conn, ports[i]);
    }
    for (uint32_t i = 0; i < n && !rc; i++) m->cp_peers(g[i]->cp, ports);
    free(ports);
    return rc;
}

int gpu_link_side(gpu *const *g, uint32_t n, uint32_t latency, char *err, size_t len)
{
    snprintf(err, len, "gpu: out of memory");
    rdma_tunnel **peers = calloc(n, sizeof *peers);
    if (!peers) return -1;
    int rc = 0;
    /* each side mechanism's tunnels talk among themselves (every GPU has
     * the same mechanisms, so j is the same one everywhere) */
    for (uint32_t j = 0; j < GPU_SIDE_MAX && !rc; j++) {
        for (uint32_t i = 0; i < n; i++) peers[i] = g[i]->tunnel[j];
        for (uint32_t i = 0; i < n && !rc; i++)
            if (g[i]->tunnel[j]) rc = link_one(g[i], j, peers);
    }
    free(peers);
    /* a CP per GPU (D-MGPU): a mechanism's dispatchers must agree (a layer
     * that does not dispatch, LAB's, ends each GPU's part on its own) */
    for (uint32_t k = 0; !rc && n > 1 && g[1]->cp && k < gpu_nmechs; k++)
        if (gpu_mechs[k]->ace && gpu_mechs[k]->ace->dispatches &&
            gpu_mechs[k]->enabled(g[0]->cfg.mech[k].b))
            rc = federate(g, n, gpu_mechs[k], latency, err, len);
    return rc;
}
