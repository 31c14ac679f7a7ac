/* See gpu_gpudet.h: GPUDet's tables and commit path in one GPU. */
#include "components/gpu/gpu_gpudet.h"

#include <stdio.h>
#include <stdlib.h>

#include "components/gpudet/gpudet_cu.h"

const char *gpu_gpudet_check(const gpu_config *c)
{
    if (!c->gpudet.enable) return NULL;
    if (c->dab.enable) return "gpudet: dab.enable and gpudet.enable exclude each other";
    bool remote = false; /* a route target served by another GPU */
    for (uint32_t t = 0; c->layout && t < c->layout->nroute; t++) remote |= c->layout->bank[t] < 0;
    if (c->rdma_enabled || c->external_front || remote)
        return "gpudet: one GPU only so far (docs/determinism.md)";
    if (!c->cp_enabled) return "gpudet: needs the GPU's command processor";
    char why[160];
    if (gpudet_config_check(&c->gpudet, why, sizeof why) < 0)
        return "gpudet: invalid [gpudet] settings";
    return NULL;
}

void gpu_gpudet_cu_config(gpu *g, cu_config *cc)
{
    if (!g->cfg.gpudet.enable) return;
    cc->det = &gpudet_cu_ops;
    cc->det_arg = &g->cfg.gpudet;
}

void gpu_gpudet_cp_config(gpu *g, cp_config *cc)
{
    if (!g->cfg.gpudet.enable) return;
    cc->ace = &gpudet_cp_ops;
    cc->ace_arg = &g->cfg.gpudet;
}

int gpu_gpudet_bank(gpu *g, cache *l2)
{
    return g->cfg.gpudet.enable ? cache_enable_gpudet(l2, g->cfg.gpudet.z_latency) : 0;
}

/* The commit path: a link, or under nondeterminism injection a seeded
 * delaying connection like L1ToL2's (its own stream, from its own name),
 * so commit writes arrive in an order that changes with the seed and the
 * Z-buffer units have something to put right. */
static eng_conn *commit_conn(gpu *g, const char *name, char *err, size_t errlen)
{
    const gpu_config *c = &g->cfg;
    eng_clock clk = eng_clock_hz(c->cu.freq_hz);
    if (c->perturb.connections) {
        fault_config f = c->perturb;
        f.base_cycles = c->gpudet.link_latency;
        return fault_conn_new(g->engine, name, clk, &f, err, errlen);
    }
    eng_link_config lc = {clk, c->gpudet.link_latency, c->link_bytes ? c->link_bytes : 64, 256};
    return c->gpudet.link_latency ? eng_link_new(g->engine, name, &lc, err, errlen)
                                  : eng_direct_new(g->engine, name, clk);
}

int gpu_gpudet_wire(gpu *g, char *err, size_t errlen)
{
    const gpu_config *c = &g->cfg;
    char name[96];
    snprintf(name, sizeof name, "GPU[%u].GDToL2", c->index);
    eng_conn *conn = commit_conn(g, name, err, errlen);
    if (!conn) return -1;
    g->conn[g->nconn++] = conn;
    eng_port **banks = calloc(g->lay.nroute, sizeof *banks);
    if (!banks) {
        snprintf(err, errlen, "gpu: out of memory");
        return -1;
    }
    for (uint32_t b = 0; b < c->banks; b++) eng_conn_plug(conn, cache_top_port(g->l2[b], 2));
    for (uint32_t t = 0; t < g->lay.nroute; t++)
        banks[t] = cache_top_port(g->l2[g->lay.bank[t] < 0 ? 0 : g->lay.bank[t]], 2);
    int rc = 0;
    for (uint32_t i = 0; i < c->cus && rc == 0; i++) {
        eng_conn_plug(conn, gpudet_cu_port(g->cu[i]));
        rc = gpudet_cu_set_banks(g->cu[i], &g->lay.route, banks, g->lay.nroute);
    }
    free(banks);
    if (rc < 0) snprintf(err, errlen, "gpu: out of memory");
    return rc;
}
