/* The CU's status line for diagnosis (eng_comp_ops.describe, printed by
 * the hang detector, hooks/hang.h): the waves resident and what they wait
 * for, the requests unanswered. Read-only; called while the engine is not
 * running. */
#include <stdio.h>

#include "components/cu/cu_int.h"
#include "util/text.h"

bool cu_describe(const eng_comp *c, char *buf, size_t len)
{
    const cu *u = (const cu *)c;
    if (!u->wgs_used && !u->outq_n && !u->mem_inflight && !u->fetch_inflight) return false;
    uint32_t st[WS_CLAIMED + 1] = {0}, vm = 0, lgkm = 0, first = CU_NO_IDX;
    for (uint32_t i = 0; i < u->nwaves; i++) {
        const cu_wave *wv = cu_wave_at(u, i);
        st[wv->state]++;
        if (wv->state == WS_WAITCNT && wv->vm_out > wv->wait_vm) vm++;
        else if (wv->state == WS_WAITCNT) lgkm++;
        if (first == CU_NO_IDX && wv->state != WS_FREE && wv->state != WS_GONE) first = i;
    }
    text t = text_on(buf, len);
    text_put(&t, "%u workgroup(s), %u wave(s): %u run, %u vmcnt, %u lgkmcnt, %u barrier, %u ended",
             u->wgs_used, u->nwaves - st[WS_FREE], st[WS_RUN], vm, lgkm, st[WS_BARRIER],
             st[WS_ENDED] + st[WS_GONE]);
    if (st[WS_GWS]) /* a cooperative launch's grid sync: the CP opens it */
        text_put(&t, ", %u at the grid barrier (ds_gws_barrier)", st[WS_GWS]);
    if (first != CU_NO_IDX) {
        const cu_wave *wv = cu_wave_at(u, first);
        text_put(&t, "; stalled on %s; wave %u: vmcnt %u (waits for <= %u), lgkmcnt %u (<= %u)",
                 cu_stall_name(cu_stall_reason(u, false)), first, wv->vm_out, wv->wait_vm,
                 wv->lgkm_out, wv->wait_lgkm);
    }
    if (u->mem_inflight) text_put(&t, "; %u memory request(s) unanswered", u->mem_inflight);
    if (u->fetch_inflight) text_put(&t, "; %u fetch(es) unanswered", u->fetch_inflight);
    if (u->vq.n + u->sq.n) text_put(&t, "; %u request(s) wait for a port", u->vq.n + u->sq.n);
    if (u->outq_n) text_put(&t, "; %u message(s) to the ACE not sent", u->outq_n);
    return true;
}

uint32_t cu_resident_workgroups(const cu *u) { return u->wgs_used; }
