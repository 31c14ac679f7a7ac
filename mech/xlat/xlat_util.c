/* See xlat_priv.h: routing below and message FIFOs. */
#include "mech/xlat/xlat_priv.h"

#include <stdlib.h>
#include <string.h>

#include "util/xalloc.h"

int xlat_route_set(xlat_route *r, eng_port *const *ports, uint32_t n, const mem_map *map)
{
    eng_port **p = malloc((n ? n : 1) * sizeof *p);
    if (!p) return -1;
    memcpy(p, ports, n * sizeof *p);
    free(r->ports);
    r->ports = p;
    r->n = n;
    r->mapped = map != NULL;
    if (map) r->map = *map;
    return 0;
}

size_t xlat_msg_size(const eng_msg *m)
{
    switch (m->type) {
    case XLAT_REQ: case XLAT_SHOOT: case XLAT_FAULT: return sizeof(xlat_req);
    case XLAT_RSP: case XLAT_SHOOT_ACK: case XLAT_FAULT_RSP: return sizeof(xlat_rsp);
    default: return 0;
    }
}

eng_port *xlat_route_of(const xlat_route *r, uint64_t pa)
{
    if (!r->mapped) return r->n ? r->ports[0] : NULL;
    int64_t t = mem_map_target(&r->map, pa);
    return t >= 0 && (uint64_t)t < r->n ? r->ports[t] : NULL;
}

void xlat_route_fini(xlat_route *r)
{
    free(r->ports);
    r->ports = NULL;
}

void xlat_fifo_push(xlat_fifo *f, eng_msg *m)
{
    RING_PUSH(f, eng_msg *, m);
}

eng_msg *xlat_fifo_pop(xlat_fifo *f)
{
    return f->n ? RING_POP(f, eng_msg *) : NULL;
}

bool xlat_fifo_send(xlat_fifo *f, eng_port *p, bool *progress)
{
    while (f->n) {
        if (eng_port_send(p, RING_FRONT(f, eng_msg *))) return true; /* woken when p frees */
        xlat_fifo_pop(f);
        *progress = true;
    }
    return false;
}

void xlat_fifo_fini(xlat_fifo *f)
{
    while (f->n) free(xlat_fifo_pop(f));
    ring_free(f);
}

void xlat_port_drop(eng_port *p)
{
    while (p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out)))
        free(eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out));
}

xlat_rsp *xlat_rsp_to(const xlat_req *r, uint32_t type, bool ok, const xlat_tr *tr)
{
    xlat_rsp *a = xcalloc(1, sizeof *a, type == XLAT_RSP ? "xlat rsp" : "xlat ack");
    a->hdr.type = type;
    a->hdr.dst = r->hdr.src;
    a->hdr.bytes = XLAT_RSP_WIRE_BYTES;
    a->id = r->id;
    a->va = r->va;
    a->ok = ok;
    a->flags = r->flags;
    if (ok && tr) a->tr = *tr;
    return a;
}
