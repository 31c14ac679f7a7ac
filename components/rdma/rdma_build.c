/* The RDMA engine: parameters, building, wiring, GPU maps, statistics.
 * The flows are in rdma.c; the contract in rdma.h. */
#include "components/rdma/rdma_int.h"
#include "util/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const param_def rdma_defs[] = {
    PARAM_FREQ(rdma_config, freq_hz, "1GHz", 1, 1000000000000ull, "engine clock"),
    PARAM_U32(rdma_config, gpu, "0", 0, 1u << 16, "", "this GPU's index in the GPU map"),
    PARAM_U32(rdma_config, max_outgoing, "64", 1, 1u << 20, "requests",
              "this GPU's requests to other GPUs in flight at once"),
    PARAM_U32(rdma_config, max_incoming, "64", 1, 1u << 20, "requests",
              "other GPUs' requests served here at once"),
    PARAM_U32(rdma_config, port_buf, "16", 1, 1u << 16, "messages",
              "buffer slots each way on every port"),
    PARAM_U32(rdma_config, width, "1", 1, 1024, "messages/cycle",
              "messages each of the four flows moves per cycle"),
};

const param_table rdma_param_table =
    PARAM_TABLE("rdma", "RDMA engine: a GPU's door to other GPUs' memory.", rdma_config,
                rdma_defs);

rdma_config rdma_default_config(void)
{
    rdma_config c;
    param_defaults_fixed(&rdma_param_table, &c);
    return c;
}

/* ---- building ----------------------------------------------------------- */

static int slots_init(rdma_ring *q, uint32_t cap, bool full)
{
    ring_init(q, sizeof(uint32_t), "rdma slot queue");
    if (ring_try_reserve(q, cap))
        return -1;
    for (uint32_t i = 0; full && i < cap; i++)
        rdma_ring_push(q, i);
    return 0;
}

static const char *check(const rdma_config *c)
{
    if (c->freq_hz == 0 || c->freq_hz > 1000000000000ull)
        return "freq_hz must be between 1 Hz and 1 THz";
    if (!c->max_outgoing || !c->max_incoming)
        return "max_outgoing and max_incoming must be >= 1";
    if (!c->port_buf || !c->width)
        return "port_buf and width must be >= 1";
    return NULL;
}

static const char *const port_names[4] = {"Inside", "Memory", "FabricReq", "FabricRsp"};

rdma *rdma_build(eng_engine *e, const rdma_config *cfg, const char *name, char *err,
                 size_t errlen)
{
    const char *why = check(cfg);
    if (why) {
        if (err)
            snprintf(err, errlen, "rdma '%s': %s", name, why);
        return NULL;
    }
    rdma *r = calloc(1, sizeof *r);
    if (!r)
        goto oom;
    r->cfg = *cfg;
    mem_map_init(&r->gpu_map);
    mem_map_init(&r->bank_map);
    if (eng_comp_init(&r->comp, e, name, &rdma_ops, eng_clock_hz(cfg->freq_hz))) {
        free(r);
        goto oom;
    }
    for (int i = 0; i < 4; i++) {
        r->port[i] = eng_port_new(&r->comp, port_names[i], cfg->port_buf, cfg->port_buf);
        if (!r->port[i])
            goto oom_r;
    }
    r->out = calloc(cfg->max_outgoing, sizeof *r->out);
    r->in = calloc(cfg->max_incoming, sizeof *r->in);
    if (!r->out || !r->in || slots_init(&r->out_free, cfg->max_outgoing, true) ||
        slots_init(&r->out_send, cfg->max_outgoing, false) ||
        slots_init(&r->out_up, cfg->max_outgoing, false) ||
        slots_init(&r->in_free, cfg->max_incoming, true) ||
        slots_init(&r->in_mem, cfg->max_incoming, false) ||
        slots_init(&r->in_back, cfg->max_incoming, false))
        goto oom_r;
    return r;
oom_r:
    rdma_destroy(r);
oom:
    if (err)
        snprintf(err, errlen, "rdma '%s': out of memory", name);
    return NULL;
}

void rdma_destroy(rdma *r)
{
    if (!r)
        return;
    for (uint32_t s = 0; r->out && s < r->cfg.max_outgoing; s++) {
        free(r->out[s].orig);
        free(r->out[s].fwd);
        free(r->out[s].rsp);
    }
    for (uint32_t s = 0; r->in && s < r->cfg.max_incoming; s++) {
        free(r->in[s].orig);
        free(r->in[s].local);
        free(r->in[s].rsp);
    }
    for (int i = 0; i < 4; i++)
        for (eng_port *p = r->port[i]; p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out));)
            free(eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out));
    rdma_counters_free(r);
    eng_comp_fini(&r->comp);
    free(r->out);
    free(r->in);
    rdma_ring *rings[] = {&r->out_free, &r->out_send, &r->out_up,
                          &r->in_free, &r->in_mem, &r->in_back};
    for (size_t i = 0; i < sizeof rings / sizeof rings[0]; i++)
        ring_free(rings[i]);
    free(r->peer_req);
    free(r->peer_rsp);
    free(r->bank);
    free(r);
}

/* ---- wiring --------------------------------------------------------------- */

static int fail(char *err, size_t errlen, const rdma *r, const char *why)
{
    if (err)
        snprintf(err, errlen, "rdma '%s': %s", r->comp.name, why);
    return -1;
}

int rdma_set_peers(rdma *r, const mem_map *gpu_map, eng_port *const *req,
                   eng_port *const *rsp, uint32_t n, char *err, size_t errlen)
{
    if (!gpu_map || n == 0 || r->cfg.gpu >= n)
        return fail(err, errlen, r, "set_peers needs a GPU map and n > this GPU's index");
    eng_port **q = calloc(n, sizeof *q), **p = calloc(n, sizeof *p);
    if (!q || !p) {
        free(q);
        free(p);
        return fail(err, errlen, r, "out of memory");
    }
    for (uint32_t g = 0; g < n; g++) {
        q[g] = g == r->cfg.gpu ? NULL : req[g];
        p[g] = g == r->cfg.gpu ? NULL : rsp[g];
    }
    free(r->peer_req);
    free(r->peer_rsp);
    r->peer_req = q;
    r->peer_rsp = p;
    r->npeers = n;
    r->gpu_map = *gpu_map;
    return 0;
}

int rdma_set_local(rdma *r, eng_port *const *banks, uint32_t n, const mem_map *bank_map,
                   char *err, size_t errlen)
{
    if (n == 0 || (n > 1 && !bank_map))
        return fail(err, errlen, r, "set_local needs n >= 1 banks and a map for n > 1");
    eng_port **b = malloc(n * sizeof *b);
    if (!b)
        return fail(err, errlen, r, "out of memory");
    memcpy(b, banks, n * sizeof *b);
    free(r->bank);
    r->bank = b;
    r->nbanks = n;
    r->bank_map_set = bank_map != NULL;
    if (bank_map)
        r->bank_map = *bank_map;
    return 0;
}

/* ---- GPU maps ---------------------------------------------------------------- */

int rdma_map_partitioned(mem_map *m, uint32_t n, uint64_t bytes_per_gpu, char *err,
                         size_t errlen)
{
    mem_map_init(m);
    if (n == 0 || bytes_per_gpu == 0 || bytes_per_gpu > UINT64_MAX / n) {
        if (err)
            snprintf(err, errlen, "rdma map: bad GPU count or size");
        return -1;
    }
    /* a power-of-two partition is one range interleaved at its own size;
     * other sizes one range whose groups (span) are the GPUs: any count */
    if (!(bytes_per_gpu & (bytes_per_gpu - 1)))
        return mem_map_interleaved(m, 0, n * bytes_per_gpu, bytes_per_gpu, n, err, errlen);
    mem_range all = {.base = 0, .size = n * bytes_per_gpu, .granularity = 1, .first = 0,
                     .ntargets = 1, .span = bytes_per_gpu};
    return mem_map_add(m, &all, err, errlen);
}

int rdma_map_interleaved(mem_map *m, uint32_t n, uint64_t page, uint64_t bytes_per_gpu,
                         char *err, size_t errlen)
{
    mem_map_init(m);
    if (n == 0 || page == 0 || bytes_per_gpu % page || bytes_per_gpu > UINT64_MAX / n) {
        if (err)
            snprintf(err, errlen, "rdma map: bad GPU count, page or size");
        return -1;
    }
    return mem_map_interleaved(m, 0, n * bytes_per_gpu, page, n, err, errlen);
}

/* ---- accessors ----------------------------------------------------------- */

eng_port *rdma_port(rdma *r, enum rdma_port_id which)
{
    return (unsigned)which < 4 ? r->port[which] : NULL;
}

eng_comp *rdma_comp(rdma *r) { return &r->comp; }
rdma_stats rdma_get_stats(const rdma *r) { return r->st; }

/* ---- diagnosis ------------------------------------------------------------ */

/* The status line of eng_comp_ops.describe (hooks/hang.h): the slots in
 * use on both sides and what each group waits for. Read-only. */
bool rdma_describe(const eng_comp *c, char *buf, size_t len)
{
    const rdma *r = (const rdma *)c;
    uint32_t out = r->cfg.max_outgoing - r->out_free.n, in = r->cfg.max_incoming - r->in_free.n;
    size_t waiting = 0;
    for (int p = 0; p < 4; p++)
        waiting += eng_msgbuf_len(&r->port[p]->in);
    if (!out && !in && !waiting)
        return false;
    text t = text_on(buf, len);
    if (out)
        text_put(&t,
                 "%u remote request(s): %u to send (FabricReq %s), %u await the fabric's answer, "
                 "%u answer(s) for Inside (%s); ",
                 out, r->out_send.n,
                 eng_port_can_send(r->port[RDMA_FABRIC_REQ]) ? "has room" : "full",
                 out - r->out_send.n - r->out_up.n, r->out_up.n,
                 eng_port_can_send(r->port[RDMA_INSIDE]) ? "has room" : "full");
    if (in)
        text_put(&t, "%u request(s) from other GPUs: %u to send to L2 (Memory %s), %u await L2, "
                 "%u answer(s) for FabricRsp (%s); ",
                 in, r->in_mem.n, eng_port_can_send(r->port[RDMA_MEMORY]) ? "has room" : "full",
                 in - r->in_mem.n - r->in_back.n, r->in_back.n,
                 eng_port_can_send(r->port[RDMA_FABRIC_RSP]) ? "has room" : "full");
    if (waiting)
        text_put(&t, "%zu message(s) not taken from its ports; ", waiting);
    if (t.used >= 2 && !text_cut(&t))
        buf[t.used - 2] = 0; /* drop the last "; " */
    return true;
}
