/* The L2 bank's GPUDet commit port: commit writes wait in the Z-buffer
 * unit's request buffer (components/gpudet/gpudet_zbuf.h); in arrival
 * order each is depth-tested and its surviving bytes enter the tag
 * pipeline as a masked write of that port, so the tests and the writes
 * take effect in the same order (the lookup keeps one line's requests in
 * order). A write with no surviving byte is answered at once. Nothing
 * else arrives on that port. */
#include "components/cache/cache_int.h"

#include <stdlib.h>
#include <string.h>

int cache_enable_gpudet(cache *c, uint32_t z_latency)
{
    if (c->cfg.top_ports < 2 || c->drain || c->zbuf)
        return -1;
    c->zbuf = malloc(sizeof *c->zbuf);
    if (!c->zbuf || gpudet_zbuf_init(c->zbuf, c->cfg.line_bytes) < 0) {
        free(c->zbuf);
        c->zbuf = NULL;
        return -1;
    }
    c->z_latency = z_latency;
    return 0;
}

/* The commit write as a masked MEM_WRITE of the line; hdr.src stays the
 * CU's port, which gets the answer. */
static mem_req *as_write(cache *c, const gpudet_zwrite *z, uint32_t port)
{
    uint32_t size = z->size < c->cfg.line_bytes ? z->size : c->cfg.line_bytes;
    mem_req *r = mem_req_new(MEM_WRITE, z->line, size);
    ENG_ASSERT(r, "%s: out of memory", c->comp.name);
    r->id = z->id;
    r->source = MEM_SRC_VECTOR;
    memcpy(r->data, z->data, size);
    memcpy(r->mask, z->mask, sizeof r->mask);
    r->hdr.src = z->hdr.src;
    r->hdr.dst = c->top[port];
    return r;
}

static bool mask_empty(const uint64_t *m)
{
    for (uint32_t i = 0; i < MEM_LINE_MAX / 64; i++)
        if (m[i]) return false;
    return true;
}

bool cache_gpudet_accept(cache *c)
{
    bool progress = false;
    uint32_t port = c->cfg.top_ports - 1;
    eng_msg *m;
    while ((m = eng_port_retrieve(c->top[port]))) {
        gpudet_zbuf_push(c->zbuf, (gpudet_zwrite *)m);
        progress = true;
    }
    for (uint32_t k = 0; k < c->cfg.reqs_per_cycle && c->pipe_n < c->cfg.pipeline_depth; k++) {
        gpudet_zwrite *z = gpudet_zbuf_pop(c->zbuf);
        if (!z)
            break;
        gpudet_zbuf_test(c->zbuf, z);
        cache_req *q = malloc(sizeof *q);
        ENG_ASSERT(q, "%s: out of memory", c->comp.name);
        *q = (cache_req){.req = as_write(c, z, port), .arrival = c->now,
                         .ready = c->now + c->cfg.tag_latency + c->z_latency, .port = port};
        free(z);
        progress = true;
        if (mask_empty(q->req->mask)) { /* every byte lost to a later writer */
            mem_rsp *rsp = mem_rsp_new(q->req);
            ENG_ASSERT(rsp, "%s: out of memory", c->comp.name);
            cache_answer(c, q, rsp, c->z_latency);
            continue;
        }
        c->pipe[(c->pipe_head + c->pipe_n) % c->cfg.pipeline_depth] = q;
        c->pipe_n++;
    }
    return progress;
}
