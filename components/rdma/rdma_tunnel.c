/* See rdma_tunnel.h: side messages between GPUs, wrapped over the fabric. */
#include "components/rdma/rdma_tunnel.h"

#include <stdio.h>
#include <stdlib.h>

#include "components/rdma/rdma.h"
#include "util/ring.h"
#include "util/xalloc.h"

enum { T_MSG = 0x7e00 }; /* the wrapper's type on the fabric */

typedef struct tunnel_msg {
    eng_msg hdr;
    eng_msg *inner;  /* carried as is */
    uint32_t bank;   /* global bank index */
    uint32_t cu;     /* global CU index */
} tunnel_msg;

struct rdma_tunnel {
    eng_comp comp; /* first */
    ring q[2];                 /* per fabric port: wrapped messages (tunnel_msg *)
                                * waiting for it, first in first out */
    uint32_t g, gpus, banks, cus;
    eng_port **bank, **cu;     /* stand-ins, by global index (NULL: local) */
    eng_port *fab[2];          /* FabricReq, FabricRsp */
    eng_port **lcu, **lbank;   /* this GPU's side ports */
    rdma_tunnel **peer;
};

static uint32_t local_index(eng_port *const *ports, uint32_t n, const eng_port *p)
{
    for (uint32_t i = 0; i < n; i++)
        if (ports[i] == p) return i;
    return UINT32_MAX;
}

/* m (taken from its port) wrapped for the tunnel of GPU `to`. */
static void wrap(rdma_tunnel *t, uint32_t vc, uint32_t to, eng_msg *m, uint32_t bank, uint32_t cu)
{
    tunnel_msg *w = xmalloc(sizeof *w, "a tunnel message");
    *w = (tunnel_msg){.inner = m, .bank = bank, .cu = cu};
    w->hdr.type = T_MSG;
    w->hdr.bytes = m->bytes ? m->bytes : 16;
    w->hdr.dst = t->peer[to]->fab[vc];
    RING_PUSH(&t->q[vc], tunnel_msg *, w);
}

/* Out of this GPU: everything on the stand-ins (requests on Bank[k],
 * answers on CU[i]) is taken at once, so the side connection never waits
 * for the fabric (its FIFO would otherwise hold other GPUs' answers
 * behind requests, a cycle), and leaves in arrival order as the fabric
 * port has room. */
static bool outbound(rdma_tunnel *t, eng_port **ports, uint32_t n, uint32_t vc)
{
    bool progress = false;
    for (uint32_t k = 0; k < n; k++) {
        eng_msg *m;
        while (ports[k] && (m = eng_port_retrieve(ports[k]))) {
            if (vc == RDMA_VC_REQ) { /* from a local CU to remote bank k */
                uint32_t c = local_index(t->lcu, t->cus, m->src);
                ENG_ASSERT(c != UINT32_MAX, "%s: request from a stranger", t->comp.name);
                wrap(t, vc, k / t->banks, m, k, t->g * t->cus + c);
            } else { /* a local bank's answer to remote CU k */
                uint32_t b = local_index(t->lbank, t->banks, m->src);
                ENG_ASSERT(b != UINT32_MAX, "%s: answer from a stranger", t->comp.name);
                wrap(t, vc, k / t->cus, m, t->g * t->banks + b, k);
            }
            progress = true;
        }
    }
    ring *q = &t->q[vc];
    while (!ring_empty(q) && eng_port_send(t->fab[vc], &RING_FRONT(q, tunnel_msg *)->hdr) == 0) {
        ring_pop(q);
        progress = true;
    }
    return progress;
}

/* Into this GPU: a request goes from CU[cu] to its bank, an answer from
 * Bank[bank] to its CU. */
static bool inbound(rdma_tunnel *t, uint32_t vc)
{
    bool progress = false;
    tunnel_msg *w;
    while ((w = (tunnel_msg *)eng_port_peek(t->fab[vc]))) {
        bool req = vc == RDMA_VC_REQ;
        eng_port *from = req ? t->cu[w->cu] : t->bank[w->bank];
        if (!eng_port_can_send(from)) break; /* woken when it has room */
        eng_port_retrieve(t->fab[vc]);
        w->inner->dst = req ? t->lbank[w->bank % t->banks] : t->lcu[w->cu % t->cus];
        eng_port_send(from, w->inner);
        free(w);
        progress = true;
    }
    return progress;
}

static bool tunnel_tick(eng_comp *c)
{
    rdma_tunnel *t = (rdma_tunnel *)c;
    bool progress = inbound(t, RDMA_VC_RSP);
    progress = inbound(t, RDMA_VC_REQ) || progress;
    progress = outbound(t, t->cu, t->gpus * t->cus, RDMA_VC_RSP) || progress;
    progress = outbound(t, t->bank, t->gpus * t->banks, RDMA_VC_REQ) || progress;
    return progress;
}

static const eng_comp_ops tunnel_ops = {.kind = "tunnel", .tick = tunnel_tick};

rdma_tunnel *rdma_tunnel_build(eng_engine *e, const char *name, eng_clock clk, uint32_t g,
                               uint32_t gpus, uint32_t banks, uint32_t cus, char *err,
                               size_t errlen)
{
    if (g >= gpus || !banks || !cus) {
        snprintf(err, errlen, "tunnel '%s': bad sizes", name);
        return NULL;
    }
    rdma_tunnel *t = calloc(1, sizeof *t);
    if (!t || eng_comp_init(&t->comp, e, name, &tunnel_ops, clk)) {
        free(t);
        snprintf(err, errlen, "tunnel '%s': out of memory", name);
        return NULL;
    }
    t->g = g, t->gpus = gpus, t->banks = banks, t->cus = cus;
    for (int vc = 0; vc < 2; vc++) ring_init(&t->q[vc], sizeof(tunnel_msg *), "a tunnel queue");
    t->bank = calloc((size_t)gpus * banks, sizeof *t->bank);
    t->cu = calloc((size_t)gpus * cus, sizeof *t->cu);
    t->lbank = calloc(banks, sizeof *t->lbank);
    t->lcu = calloc(cus, sizeof *t->lcu);
    t->peer = calloc(gpus, sizeof *t->peer);
    bool ok = t->bank && t->cu && t->lbank && t->lcu && t->peer;
    char pn[32];
    for (uint32_t k = 0; ok && k < gpus * banks; k++) {
        if (k / banks == g) continue;
        snprintf(pn, sizeof pn, "Bank[%u]", k);
        ok = (t->bank[k] = eng_port_new(&t->comp, pn, 16, 16)) != NULL;
    }
    for (uint32_t i = 0; ok && i < gpus * cus; i++) {
        if (i / cus == g) continue;
        snprintf(pn, sizeof pn, "CU[%u]", i);
        ok = (t->cu[i] = eng_port_new(&t->comp, pn, 16, 16)) != NULL;
    }
    ok = ok && (t->fab[0] = eng_port_new(&t->comp, "FabricReq", 64, 64)) &&
         (t->fab[1] = eng_port_new(&t->comp, "FabricRsp", 64, 64));
    if (!ok) {
        rdma_tunnel_destroy(t);
        snprintf(err, errlen, "tunnel '%s': out of memory", name);
        return NULL;
    }
    return t;
}

eng_port *rdma_tunnel_bank(rdma_tunnel *t, uint32_t k)
{
    return k < t->gpus * t->banks ? t->bank[k] : NULL;
}

eng_port *rdma_tunnel_cu(rdma_tunnel *t, uint32_t i)
{
    return i < t->gpus * t->cus ? t->cu[i] : NULL;
}

eng_port *rdma_tunnel_fabric(rdma_tunnel *t, uint32_t vc) { return vc < 2 ? t->fab[vc] : NULL; }

int rdma_tunnel_set_peers(rdma_tunnel *t, eng_port *const *cu, eng_port *const *bank,
                          rdma_tunnel *const *peers)
{
    for (uint32_t i = 0; i < t->cus; i++) t->lcu[i] = cu[i];
    for (uint32_t b = 0; b < t->banks; b++) t->lbank[b] = bank[b];
    for (uint32_t h = 0; h < t->gpus; h++) t->peer[h] = peers[h];
    return 0;
}

static void free_port(eng_port *p)
{
    while (p && (eng_msgbuf_len(&p->in) || eng_msgbuf_len(&p->out))) {
        eng_msg *m = eng_msgbuf_len(&p->in) ? eng_msgbuf_pop(&p->in) : eng_msgbuf_pop(&p->out);
        if (m->type == T_MSG) free(((tunnel_msg *)m)->inner);
        free(m);
    }
}

void rdma_tunnel_destroy(rdma_tunnel *t)
{
    if (!t) return;
    for (uint32_t k = 0; t->bank && k < t->gpus * t->banks; k++) free_port(t->bank[k]);
    for (uint32_t i = 0; t->cu && i < t->gpus * t->cus; i++) free_port(t->cu[i]);
    for (int vc = 0; vc < 2; vc++) {
        free_port(t->fab[vc]);
        for (uint32_t i = 0; i < ring_len(&t->q[vc]); i++) {
            tunnel_msg *w = RING_AT(&t->q[vc], tunnel_msg *, i);
            free(w->inner);
            free(w);
        }
        ring_free(&t->q[vc]);
    }
    if (t->comp.name) eng_comp_fini(&t->comp);
    free(t->bank), free(t->cu), free(t->lbank), free(t->lcu), free(t->peer);
    free(t);
}
