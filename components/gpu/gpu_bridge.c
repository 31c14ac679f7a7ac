/* See gpu_bridge.h: the L1I -> RDMA bridge of a multi-GPU GPU. */
#include "components/gpu/gpu_bridge.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_msg.h"
#include "components/mem/mem_util.h"
#include "util/xalloc.h"

struct gpu_bridge {
    eng_comp comp; /* first */
    eng_port *top, *bottom, *dst;
    uint32_t slots, nfree;
    mem_req **orig;    /* per slot: the request it serves, or NULL */
    uint32_t *free;    /* stack of free slots */
    mem_req *fwd;      /* made, not yet sent down */
    mem_rsp *rsp;      /* made, not yet sent up */
};

/* Answers first: a response always frees a slot for the next request. */
static bool up(gpu_bridge *b)
{
    bool progress = false;
    if (!b->rsp) {
        mem_rsp *in = (mem_rsp *)eng_port_retrieve(b->bottom);
        if (!in) return false;
        mem_req *o = b->orig[in->id];
        mem_rsp *r = in; /* ours now: it goes up as the answer (allocated to its size) */
        b->orig[in->id] = NULL;
        b->free[b->nfree++] = (uint32_t)in->id;
        r->hdr.dst = o->hdr.src;
        r->id = o->id;
        free(o);
        b->rsp = r;
        progress = true;
    }
    /* a full port wakes us when it frees */
    if (eng_port_send(b->top, &b->rsp->hdr)) return progress;
    b->rsp = NULL;
    return true;
}

static bool down(gpu_bridge *b)
{
    bool progress = false;
    if (!b->fwd) {
        if (!b->nfree || !eng_port_peek(b->top)) return false;
        mem_req *o = (mem_req *)eng_port_retrieve(b->top);
        mem_req *f = mem_req_dup(o);
        uint32_t s = b->free[--b->nfree];
        b->orig[s] = o;
        f->id = s;
        f->hdr.dst = b->dst;
        b->fwd = f;
        progress = true;
    }
    if (eng_port_send(b->bottom, &b->fwd->hdr)) return progress;
    b->fwd = NULL;
    return true;
}

static bool bridge_tick(eng_comp *c)
{
    gpu_bridge *b = (gpu_bridge *)c;
    bool progress = up(b);
    progress = down(b) || progress;
    return progress;
}

static const eng_comp_ops bridge_ops = {.kind = "bridge", .tick = bridge_tick};

gpu_bridge *gpu_bridge_build(eng_engine *e, const char *name, eng_clock clk, uint32_t slots,
                             char *err, size_t errlen)
{
    gpu_bridge *b = calloc(1, sizeof *b);
    if (!b || eng_comp_init(&b->comp, e, name, &bridge_ops, clk)) {
        free(b);
        goto oom;
    }
    b->slots = b->nfree = slots ? slots : 1;
    b->orig = calloc(b->slots, sizeof *b->orig);
    b->free = calloc(b->slots, sizeof *b->free);
    b->top = eng_port_new(&b->comp, "Top", 16, 16);
    b->bottom = eng_port_new(&b->comp, "Bottom", 16, 16);
    if (!b->orig || !b->free || !b->top || !b->bottom) {
        gpu_bridge_destroy(b);
        goto oom;
    }
    for (uint32_t i = 0; i < b->slots; i++) b->free[i] = b->slots - 1 - i;
    return b;
oom:
    if (err) snprintf(err, errlen, "bridge '%s': out of memory", name);
    return NULL;
}

void gpu_bridge_set_dst(gpu_bridge *b, eng_port *dst) { b->dst = dst; }
eng_port *gpu_bridge_top(gpu_bridge *b) { return b->top; }
eng_port *gpu_bridge_bottom(gpu_bridge *b) { return b->bottom; }
eng_comp *gpu_bridge_comp(gpu_bridge *b) { return &b->comp; }

void gpu_bridge_destroy(gpu_bridge *b)
{
    if (!b) return;
    for (uint32_t i = 0; b->orig && i < b->slots; i++) free(b->orig[i]);
    free(b->fwd);
    free(b->rsp);
    eng_port *ports[2] = {b->top, b->bottom};
    for (int i = 0; i < 2; i++)
        for (eng_port *p = ports[i]; p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out));)
            free(eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out));
    if (b->comp.name) eng_comp_fini(&b->comp);
    free(b->orig);
    free(b->free);
    free(b);
}
