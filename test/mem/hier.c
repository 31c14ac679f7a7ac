#include "hier.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

hier_config hier_default_config(uint32_t cus, uint32_t banks)
{
    hier_config c = {
        .cus = cus, .banks = banks, .mem_base = 1ull << 30, .mem_size = 64ull << 20,
        .granularity = 4096, .l1 = cache_l1v_default_config(),
        .l2 = cache_l2_default_config(), .dram = dram_default_config(),
    };
    c.dram.capacity = c.mem_size / banks;
    return c;
}

int hier_build(hier *h, eng_engine *e, const hier_config *cfg)
{
    char err[256], name[64];
    memset(h, 0, sizeof *h);
    h->cfg = *cfg;
    if (mem_map_interleaved(&h->map, cfg->mem_base, cfg->mem_size, cfg->granularity, cfg->banks,
                            err, sizeof err))
        goto fail;
    h->cu = calloc(cfg->cus, sizeof *h->cu);
    h->l1 = calloc(cfg->cus, sizeof *h->l1);
    h->l2 = calloc(cfg->banks, sizeof *h->l2);
    h->dram = calloc(cfg->banks, sizeof *h->dram);
    h->conn = calloc(cfg->cus + 2, sizeof *h->conn);
    eng_clock clk = eng_clock_hz(1000000000ull);
    for (uint32_t i = 0; i < cfg->cus; i++) {
        snprintf(name, sizeof name, "GPU[0].CU[%u]", i);
        rq_init(&h->cu[i], e, name, 16);
        snprintf(name, sizeof name, "GPU[0].L1V[%u]", i);
        if (!(h->l1[i] = cache_build(e, &cfg->l1, name, err, sizeof err)))
            goto fail;
        snprintf(name, sizeof name, "GPU[0].CU[%u].Bus", i);
        eng_conn *c = h->conn[h->nconn++] = eng_direct_new(e, name, clk);
        eng_conn_plug(c, h->cu[i].port);
        eng_conn_plug(c, cache_top_port(h->l1[i], 0));
        h->cu[i].dst = cache_top_port(h->l1[i], 0);
    }
    for (uint32_t b = 0; b < cfg->banks; b++) {
        snprintf(name, sizeof name, "GPU[0].L2[%u]", b);
        if (!(h->l2[b] = cache_build(e, &cfg->l2, name, err, sizeof err)))
            goto fail;
        dram_config dc = cfg->dram;
        dc.map = h->map;
        dc.channel = b;
        snprintf(name, sizeof name, "GPU[0].DRAM[%u]", b);
        if (!(h->dram[b] = dram_build(e, &dc, name, err, sizeof err)))
            goto fail;
    }
    rq_init(&h->l2_ctl, e, "GPU[0].L2Ctl", 16);
    rq_init(&h->dram_ctl, e, "GPU[0].DRAMCtl", 16);
    eng_conn *l1l2 = h->conn[h->nconn++] = eng_direct_new(e, "GPU[0].L1ToL2", clk);
    eng_conn *l2dr = h->conn[h->nconn++] = eng_direct_new(e, "GPU[0].L2ToDRAM", clk);
    eng_port **tops = calloc(cfg->banks, sizeof *tops);
    for (uint32_t b = 0; b < cfg->banks; b++) {
        tops[b] = cache_top_port(h->l2[b], 0);
        eng_conn_plug(l1l2, tops[b]);
        eng_conn_plug(l2dr, cache_bottom_port(h->l2[b]));
        eng_conn_plug(l2dr, dram_port(h->dram[b]));
        eng_port *d = dram_port(h->dram[b]);
        if (cache_set_lower(h->l2[b], &d, 1, NULL, err, sizeof err))
            goto fail_tops;
    }
    for (uint32_t i = 0; i < cfg->cus; i++) {
        eng_conn_plug(l1l2, cache_bottom_port(h->l1[i]));
        if (cache_set_lower(h->l1[i], tops, cfg->banks, &h->map, err, sizeof err))
            goto fail_tops;
    }
    eng_conn_plug(l1l2, h->l2_ctl.port);
    eng_conn_plug(l2dr, h->dram_ctl.port);
    free(tops);
    return 0;
fail_tops:
    free(tops);
fail:
    fprintf(stderr, "hier: %s\n", err);
    return -1;
}

void hier_free(hier *h)
{
    for (uint32_t i = 0; h->cu && i < h->cfg.cus; i++) {
        if (h->cu[i].comp.name)
            rq_fini(&h->cu[i]);
        cache_destroy(h->l1[i]);
    }
    for (uint32_t b = 0; h->l2 && b < h->cfg.banks; b++) {
        cache_destroy(h->l2[b]);
        dram_destroy(h->dram[b]);
    }
    if (h->l2_ctl.comp.name)
        rq_fini(&h->l2_ctl);
    if (h->dram_ctl.comp.name)
        rq_fini(&h->dram_ctl);
    for (uint32_t i = 0; i < h->nconn; i++)
        eng_conn_destroy(h->conn[i]);
    free(h->cu);
    free(h->l1);
    free(h->l2);
    free(h->dram);
    free(h->conn);
}
