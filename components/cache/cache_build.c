/* Cache configs, checks, building and the tick that chains the stages. */
#include "components/cache/cache_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Defaults: cache_params.c (the parameter tables). */

/* ---- the tick --------------------------------------------------------- */

/* Stages run downstream-first for answers and upstream-first for
 * requests, so a request accepted with tag_latency 0 is looked up and
 * sent down in the same cycle, and a bypass cache adds no cycle. */
static bool cache_tick(eng_comp *cc)
{
    cache *c = (cache *)cc;
    c->now = eng_comp_cycle(cc);
    uint64_t next = UINT64_MAX;
    bool progress = false;
    progress = cache_bottom_recv(c) || progress;
    progress = cache_maint_step(c) || progress;
    progress = cache_accept(c) || progress;
    progress = cache_lookup_stage(c, &next) || progress;
    progress = cache_bottom_send(c) || progress;
    progress = cache_respond(c, &next) || progress;
    if (next != UINT64_MAX && next > c->now)
        eng_comp_tick_at(cc, next * cc->clock.period);
    return progress;
}

static const eng_comp_ops cache_ops = {
    .kind = "cache", .tick = cache_tick, .describe = cache_describe, /* cache_describe.c */
};

/* ---- building --------------------------------------------------------- */

static bool pow2(uint64_t x)
{
    return x && !(x & (x - 1));
}

static const char *check(const cache_config *c)
{
    if (!cache_policy_of(c->policy))
        return "unknown policy";
    if (c->freq_hz == 0 || c->freq_hz > 1000000000000ull)
        return "freq_hz must be between 1 Hz and 1 THz";
    if (!pow2(c->line_bytes) || c->line_bytes > MEM_LINE_MAX)
        return "line_bytes must be a power of two <= MEM_LINE_MAX (128)";
    if (c->ways == 0)
        return "ways must be >= 1";
    if (c->size_bytes == 0 || c->size_bytes % ((uint64_t)c->ways * c->line_bytes))
        return "size_bytes must be a non-zero multiple of ways * line_bytes";
    if (!pow2(c->size_bytes / ((uint64_t)c->ways * c->line_bytes)))
        return "the number of sets (size_bytes / (ways * line_bytes)) must be a power of two";
    if (c->mshrs == 0 || c->mshr_waiters == 0 || c->max_inflight == 0)
        return "mshrs, mshr_waiters and max_inflight must be >= 1";
    if (c->reqs_per_cycle == 0 || c->pipeline_depth == 0)
        return "reqs_per_cycle and pipeline_depth must be >= 1";
    if (c->top_ports == 0 || c->top_ports > 64 || c->port_buf == 0)
        return "top_ports must be 1..64 and port_buf >= 1";
    return NULL;
}

cache *cache_build(eng_engine *e, const cache_config *cfg, const char *name, char *err,
                   size_t errlen)
{
    const char *why = check(cfg);
    if (why) {
        if (err)
            snprintf(err, errlen, "cache '%s': %s", name, why);
        return NULL;
    }
    cache *c = calloc(1, sizeof *c);
    if (!c)
        goto oom;
    c->cfg = *cfg;
    c->pol = cache_policy_of(cfg->policy);
    c->free_txn = UINT32_MAX;
    if (eng_comp_init(&c->comp, e, name, &cache_ops, eng_clock_hz(cfg->freq_hz))) {
        free(c);
        goto oom;
    }
    c->top = calloc(cfg->top_ports, sizeof *c->top);
    ring_init(&c->pipe, sizeof(cache_req *), "cache tag pipeline");
    ring_init(&c->down, sizeof(mem_req *), "cache requests going down");
    c->mshr = calloc(cfg->mshrs, sizeof *c->mshr);
    if (!c->top || ring_try_reserve(&c->pipe, cfg->pipeline_depth) || !c->mshr ||
        cache_mshr_index_init(c) < 0)
        goto oom_c;
    char pname[32];
    for (uint32_t i = 0; i < cfg->top_ports; i++) {
        snprintf(pname, sizeof pname, "Top[%u]", i);
        if (!(c->top[i] = eng_port_new(&c->comp, pname, cfg->port_buf, cfg->port_buf)))
            goto oom_c;
    }
    if (!(c->bottom = eng_port_new(&c->comp, "Bottom", cfg->port_buf, cfg->port_buf)))
        goto oom_c;
    if (cfg->policy != CACHE_BYPASS) {
        uint32_t sets = cfg->size_bytes / (cfg->ways * cfg->line_bytes);
        if (cache_dir_init(&c->dir, sets, cfg->ways, cfg->line_bytes, c->pol->dirty_bytes))
            goto oom_c;
        c->dir.set_map = cfg->set_map;
    }
    return c;
oom_c:
    cache_destroy(c);
oom:
    if (err)
        snprintf(err, errlen, "cache '%s': out of memory", name);
    return NULL;
}

static void free_port_msgs(eng_port *p)
{
    while (p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out)))
        free(eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out));
}

/* A record's request; the record itself goes with its block. */
static void free_req(cache_req *r)
{
    if (r && !r->forwarded)
        free(r->req);
}

void cache_destroy(cache *c)
{
    if (!c)
        return;
    for (uint32_t j = 0; j < c->nside; j++)
        c->side[j]->fini(c->side_unit[j]);
    for (uint32_t i = 0; i < ring_len(&c->pipe); i++)
        free_req(RING_AT(&c->pipe, cache_req *, i));
    for (uint32_t i = 0; c->mshr && i < c->cfg.mshrs; i++)
        for (cache_req *r = c->mshr[i].head, *nx; c->mshr[i].used && r; r = nx) {
            nx = r->next;
            free_req(r);
        }
    for (uint32_t i = 0; i < c->ntxn; i++)
        if (c->txn[i].kind == CACHE_TXN_FORWARD)
            free_req(c->txn[i].up);
    for (uint32_t i = 0; i < ring_len(&c->down); i++)
        free(RING_AT(&c->down, mem_req *, i));
    for (size_t i = 0; i < c->out.n; i++)
        free(c->out.v[i].rsp);
    free_req(c->maint);
    for (uint32_t i = 0; c->top && i < c->cfg.top_ports; i++)
        free_port_msgs(c->top[i]);
    free_port_msgs(c->bottom);
    eng_comp_fini(&c->comp);
    cache_dir_fini(&c->dir);
    free(c->top);
    ring_free(&c->pipe);
    free(c->mshr);
    free(c->mshr_index);
    for (cache_req_block *b = c->req_blocks, *nx; b; b = nx) {
        nx = b->next;
        free(b);
    }
    free(c->txn);
    ring_free(&c->down);
    free(c->out.v);
    free(c->lower);
    free(c);
}

int cache_set_lower(cache *c, eng_port *const *lower, uint32_t n, const mem_map *map,
                    char *err, size_t errlen)
{
    const char *why = NULL;
    if (n == 0)
        why = "needs at least one lower port";
    else if (n > 1 && !map)
        why = "several lower ports need an address map";
    for (uint32_t i = 0; !why && map && i < map->nranges; i++)
        if (map->range[i].first + mem_range_targets(&map->range[i]) > n)
            why = "the address map names a lower port that does not exist";
    if (why) {
        if (err)
            snprintf(err, errlen, "cache '%s': %s", c->comp.name, why);
        return -1;
    }
    eng_port **l = malloc(n * sizeof *l);
    if (!l) {
        if (err)
            snprintf(err, errlen, "cache '%s': out of memory", c->comp.name);
        return -1;
    }
    memcpy(l, lower, n * sizeof *l);
    free(c->lower);
    c->lower = l;
    c->nlower = n;
    c->has_map = map != NULL;
    if (map)
        c->map = *map;
    return 0;
}

eng_port *cache_top_port(cache *c, uint32_t i)
{
    return i < c->cfg.top_ports ? c->top[i] : NULL;
}

eng_port *cache_bottom_port(cache *c) { return c->bottom; }
eng_comp *cache_comp(cache *c) { return &c->comp; }
cache_stats cache_get_stats(const cache *c) { return c->st; }
