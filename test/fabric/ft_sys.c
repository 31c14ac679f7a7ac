/* Test systems: n GPUs, each a requester (standing in for the caches) on
 * its RDMA engine's Inside port and one or two byte memories (standing in
 * for the L2 banks) on its Memory port, all engines on one fabric. */
#include "ft.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void must(int ok, const char *what, const char *err)
{
    if (!ok) {
        fprintf(stderr, "ft_sys: %s: %s\n", what, err);
        abort();
    }
}

ft_sys_config ft_sys_default_config(uint32_t ngpus)
{
    ft_sys_config c = {
        .ngpus = ngpus, .bytes_per_gpu = 4ull << 30, .banks = 1, .mem_latency = 10,
        .mem_capacity = 1u << 20, .req_max_out = 16, .req_buf = 16, .threads = -1,
    };
    c.rdma = rdma_default_config();
    c.fabric = fabric_default_config();
    c.fabric.endpoints = ngpus;
    return c;
}

static eng_conn *new_direct(ft_sys *s, const char *name)
{
    eng_conn *c = eng_direct_new(s->e, name, eng_clock_hz(1000000000ull));
    must(c != NULL, name, "out of memory");
    s->conns[s->nconns++] = c;
    return c;
}

static void build_gpu(ft_sys *s, uint32_t g)
{
    const ft_sys_config *c = &s->cfg;
    char name[64], err[256];
    rdma_config rc = c->rdma;
    rc.gpu = g;
    snprintf(name, sizeof name, "GPU[%u].RDMA", g);
    s->rdma[g] = rdma_build(s->e, &rc, name, err, sizeof err);
    must(s->rdma[g] != NULL, name, err);

    snprintf(name, sizeof name, "GPU[%u].L2", g);
    must(ft_req_init(&s->req[g], s->e, name, c->req_buf, c->req_max_out) == 0, name, "init");
    snprintf(name, sizeof name, "GPU[%u].ToRDMA", g);
    eng_conn *up = new_direct(s, name);
    eng_conn_plug(up, s->req[g].port);
    eng_conn_plug(up, rdma_port(s->rdma[g], RDMA_INSIDE));
    s->req[g].dst = rdma_port(s->rdma[g], RDMA_INSIDE);

    mem_map *bm = &s->bank_map[g];
    if (c->banks > 1) {
        must(!c->interleaved, "banks", "several banks only with a partitioned map");
        mem_range r = {.base = g * c->bytes_per_gpu, .size = c->bytes_per_gpu,
                       .granularity = 4096, .first = 0, .ntargets = c->banks};
        mem_map_init(bm);
        must(mem_map_add(bm, &r, err, sizeof err) == 0, "bank map", err);
    }
    snprintf(name, sizeof name, "GPU[%u].ToBanks", g);
    eng_conn *down = new_direct(s, name);
    eng_conn_plug(down, rdma_port(s->rdma[g], RDMA_MEMORY));
    eng_port *banks[8];
    for (uint32_t b = 0; b < c->banks; b++) {
        ft_mem *m = &s->mem[g * c->banks + b];
        snprintf(name, sizeof name, "GPU[%u].Bank[%u]", g, b);
        const mem_map *map = c->banks > 1 ? bm : &s->gpu_map;
        must(ft_mem_init(m, s->e, name, c->mem_capacity, map, c->banks > 1 ? b : g, 0,
                         c->mem_latency, 16) == 0, name, "init");
        eng_conn_plug(down, m->port);
        banks[b] = m->port;
    }
    must(rdma_set_local(s->rdma[g], banks, c->banks, c->banks > 1 ? bm : NULL, err,
                        sizeof err) == 0, "set_local", err);
    must(fabric_attach(s->fab, rdma_port(s->rdma[g], RDMA_FABRIC_REQ), g, RDMA_VC_REQ, err,
                       sizeof err) == 0, "attach", err);
    must(fabric_attach(s->fab, rdma_port(s->rdma[g], RDMA_FABRIC_RSP), g, RDMA_VC_RSP, err,
                       sizeof err) == 0, "attach", err);
}

void ft_sys_build(ft_sys *s, const ft_sys_config *cfg)
{
    char err[256];
    memset(s, 0, sizeof *s);
    s->cfg = *cfg;
    uint32_t n = cfg->ngpus;
    must(cfg->banks >= 1 && cfg->banks <= 8, "banks", "1..8");
    s->e = ft_engine(cfg->threads);
    int rc = cfg->interleaved
                 ? rdma_map_interleaved(&s->gpu_map, n, 4096, cfg->bytes_per_gpu, err, sizeof err)
                 : rdma_map_partitioned(&s->gpu_map, n, cfg->bytes_per_gpu, err, sizeof err);
    must(rc == 0, "gpu map", err);
    s->fab = fabric_build(s->e, &cfg->fabric, "PCIe", err, sizeof err);
    must(s->fab != NULL, "fabric", err);
    s->bank_map = calloc(n, sizeof *s->bank_map);
    s->rdma = calloc(n, sizeof *s->rdma);
    s->req = calloc(n, sizeof *s->req);
    s->mem = calloc((size_t)n * cfg->banks, sizeof *s->mem);
    s->conns = calloc(2 * (size_t)n, sizeof *s->conns);
    must(s->bank_map && s->rdma && s->req && s->mem && s->conns, "alloc", "out of memory");
    for (uint32_t g = 0; g < n; g++)
        build_gpu(s, g);
    eng_port **req = calloc(n, sizeof *req), **rsp = calloc(n, sizeof *rsp);
    for (uint32_t g = 0; g < n; g++) {
        req[g] = rdma_port(s->rdma[g], RDMA_FABRIC_REQ);
        rsp[g] = rdma_port(s->rdma[g], RDMA_FABRIC_RSP);
    }
    for (uint32_t g = 0; g < n; g++)
        must(rdma_set_peers(s->rdma[g], &s->gpu_map, req, rsp, n, err, sizeof err) == 0,
             "set_peers", err);
    free(req);
    free(rsp);
}

void ft_sys_destroy(ft_sys *s)
{
    uint32_t n = s->cfg.ngpus;
    for (uint32_t g = 0; g < n; g++) {
        ft_req_fini(&s->req[g]);
        rdma_destroy(s->rdma[g]);
        for (uint32_t b = 0; b < s->cfg.banks; b++)
            ft_mem_fini(&s->mem[g * s->cfg.banks + b]);
    }
    for (uint32_t i = 0; i < s->nconns; i++)
        eng_conn_destroy(s->conns[i]);
    fabric_destroy(s->fab);
    eng_destroy(s->e);
    free(s->bank_map);
    free(s->rdma);
    free(s->req);
    free(s->mem);
    free(s->conns);
}

ft_mem *ft_sys_mem_of(ft_sys *s, uint64_t addr)
{
    for (uint32_t i = 0; i < s->cfg.ngpus * s->cfg.banks; i++)
        if (ft_mem_at(&s->mem[i], addr))
            return &s->mem[i];
    return NULL;
}

uint64_t ft_sys_addr(const ft_sys *s, uint32_t g, uint64_t off)
{
    return mem_map_global(&s->gpu_map, g, off);
}

uint64_t ft_sys_digest(const ft_sys *s)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (uint32_t g = 0; g < s->cfg.ngpus; g++) {
        rdma_stats st = rdma_get_stats(s->rdma[g]);
        h = ft_hash(h, &st, sizeof st);
        uint64_t d = ft_req_digest(&s->req[g]);
        h = ft_hash(h, &d, sizeof d);
    }
    for (uint32_t i = 0; i < s->cfg.ngpus * s->cfg.banks; i++)
        h = ft_hash(h, s->mem[i].bytes, s->mem[i].capacity);
    for (uint32_t i = 0; i < fabric_nlinks(s->fab); i++) {
        fabric_link_stats l = fabric_get_link_stats(s->fab, i);
        uint64_t v[3] = {l.messages, l.bytes, l.busy_cycles};
        h = ft_hash(h, v, sizeof v);
    }
    fabric_stats fs = fabric_get_stats(s->fab);
    h = ft_hash(h, &fs, sizeof fs);
    eng_time now = eng_now(s->e);
    return ft_hash(h, &now, sizeof now);
}
