/* See gpu_dab.h: DAB's tables and flush path in one GPU. */
#include "components/gpu/gpu_dab.h"

#include <stdio.h>
#include <stdlib.h>

#include "components/dab/dab_cp.h"
#include "components/dab/dab_cu.h"

const char *gpu_dab_check(const gpu_config *c)
{
    static const char *const bad_l1v =
        "dab: needs gpu.l1v_enabled = false (an L1V would keep stale copies of lines the "
        "flushes update)";
    if (!c->dab.enable) return NULL;
    if (c->l1v_enabled) return bad_l1v;
    bool remote = false; /* a route target served by another GPU */
    for (uint32_t t = 0; c->layout && t < c->layout->nroute; t++) remote |= c->layout->bank[t] < 0;
    if (c->rdma_enabled || c->external_front || remote)
        return "dab: one GPU only so far (docs/determinism.md)";
    if (!c->cp_enabled) return "dab: needs the GPU's command processor";
    char why[160];
    if (dab_config_check(&c->dab, why, sizeof why) < 0) return "dab: invalid [dab] settings";
    return NULL;
}

void gpu_dab_cu_config(gpu *g, cu_config *cc)
{
    if (!g->cfg.dab.enable) return;
    cc->det = &dab_cu_ops;
    cc->det_arg = &g->cfg.dab;
}

void gpu_dab_cp_config(gpu *g, cp_config *cc)
{
    if (!g->cfg.dab.enable) return;
    cc->ace = &dab_cp_ops;
    cc->ace_arg = &g->cfg.dab;
}

int gpu_dab_wire(gpu *g, char *err, size_t errlen)
{
    const gpu_config *c = &g->cfg;
    char name[96];
    snprintf(name, sizeof name, "GPU[%u].DABToL2", c->index);
    eng_clock clk = eng_clock_hz(c->cu.freq_hz);
    eng_link_config lc = {clk, c->dab.link_latency, c->link_bytes ? c->link_bytes : 64, 256};
    eng_conn *conn = c->dab.link_latency ? eng_link_new(g->engine, name, &lc, err, errlen)
                                         : eng_direct_new(g->engine, name, clk);
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
        eng_conn_plug(conn, dab_cu_port(g->cu[i]));
        rc = dab_cu_set_banks(g->cu[i], i, &g->lay.route, banks, g->lay.nroute);
    }
    free(banks);
    if (rc < 0) snprintf(err, errlen, "gpu: out of memory");
    return rc;
}
