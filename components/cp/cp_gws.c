/* The global wave sync (GWS) of the command processor: the barriers a
 * cooperative launch's grid sync waits at (ds_gws_barrier, one wave per
 * workgroup; components/cu/cu_msg.h has the protocol). The hardware keeps
 * GWS beside the dispatcher, so here the CP that sent the workgroups
 * counts the arrivals of each of the 64 resources and, at count + 1,
 * answers every waiting wave at once (in arrival order, through a send
 * queue, since the Dispatch port may be full). It lives in the CP, not in
 * an ACE layer, so that it works under every dispatcher (DAB, GPUDet);
 * it only waits for waves that arrive, and a grid whose workgroups are
 * not all resident deadlocks as on the chip (the HIP runtime refuses
 * such a cooperative launch first). */
#include <stdlib.h>
#include <string.h>

#include "components/cp/cp_int.h"
#include "util/vec.h"

void cp_gws_arrive(cp *c, cu_gws_msg *m)
{
    cp_gws *g = &c->gws;
    uint32_t r = m->resource % CP_GWS_RESOURCES;
    VEC_PUSH(g->wait, g->nwait, g->waitcap, m, "GWS waves");
    if (++g->arrived[r] <= m->count) return;
    uint32_t keep = 0;
    for (uint32_t i = 0; i < g->nwait; i++) {
        cu_gws_msg *w = g->wait[i];
        if (w->resource % CP_GWS_RESOURCES != r) {
            g->wait[keep++] = w;
            continue;
        }
        w->hdr.type = CU_MSG_GWS_GO;
        cp_sendq_push(&g->go, &w->hdr, cp_cu_index(c, w->hdr.src));
    }
    g->nwait = keep;
    g->arrived[r] = 0;
}

bool cp_gws_send(cp *c)
{
    bool sent = cp_sendq_send(&c->gws.go, c);
    return sent || !ring_empty(&c->gws.go); /* a full port: again next cycle */
}

void cp_gws_free(cp *c)
{
    for (uint32_t i = 0; i < c->gws.nwait; i++) free(c->gws.wait[i]);
    free(c->gws.wait);
    memset(c->gws.arrived, 0, sizeof c->gws.arrived);
    c->gws.wait = NULL, c->gws.nwait = c->gws.waitcap = 0;
    cp_sendq_free(&c->gws.go);
}
