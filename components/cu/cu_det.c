/* The CU's policy layers as chains (cu_det.h): each runner walks the
 * layers in order and combines their answers as its hook's rule says
 * (votes: all agree; claims: first wins; holds: any; notices: all). With
 * no layer every answer is the baseline's. */
#include "components/cu/cu_det.h"

#include <stdio.h>
#include <stdlib.h>

#include "components/cu/cu_int.h"

int cu_det_init(cu *u, char *err, size_t errlen)
{
    for (uint32_t i = 0; i < u->cfg.ndet; i++) {
        u->det[i] = u->cfg.det[i];
        u->ndet = i + 1;
        if (u->det[i]->init && u->det[i]->init(u, u->cfg.det_arg[i], err, errlen) < 0) {
            u->ndet = i; /* nothing of this layer to finish */
            return -1;
        }
    }
    return 0;
}

void cu_det_fini(cu *u)
{
    for (uint32_t i = u->ndet; i-- > 0;)
        if (u->det[i]->fini) u->det[i]->fini(u);
    u->ndet = 0;
}

bool cu_det_admit_begin(cu *u, cu_wg_msg *m)
{
    for (uint32_t i = 0; i < u->ndet; i++)
        if (u->det[i]->admit_begin && !u->det[i]->admit_begin(u, m)) return false;
    return true;
}

bool cu_det_place(cu *u, uint32_t n, uint32_t vgprs, uint32_t sgprs, uint32_t *simd_of)
{
    for (uint32_t i = 0; i < u->ndet; i++)
        if (u->det[i]->place && u->det[i]->place(u, n, vgprs, sgprs, simd_of)) return true;
    return false;
}

void cu_det_admitted(cu *u, uint32_t wg, bool ok)
{
    for (uint32_t i = 0; i < u->ndet; i++)
        if (u->det[i]->admitted) u->det[i]->admitted(u, wg, ok);
}

bool cu_det_hold_resources(cu *u)
{
    bool hold = false;
    for (uint32_t i = 0; i < u->ndet; i++)
        if (u->det[i]->hold_resources) hold = u->det[i]->hold_resources(u) || hold;
    return hold;
}

bool cu_det_may_issue(cu *u, uint32_t wi)
{
    for (uint32_t i = 0; i < u->ndet; i++)
        if (u->det[i]->may_issue && !u->det[i]->may_issue(u, wi)) return false;
    return true;
}

void cu_det_issued(cu *u, uint32_t wi, const void *in)
{
    for (uint32_t i = 0; i < u->ndet; i++)
        if (u->det[i]->issued) u->det[i]->issued(u, wi, in);
}

bool cu_det_mem_txn(cu *u, uint32_t wi, uint32_t mi, uint32_t ti)
{
    for (uint32_t i = 0; i < u->ndet; i++)
        if (u->det[i]->mem_txn && u->det[i]->mem_txn(u, wi, mi, ti)) return true;
    return false;
}

bool cu_det_ctl(cu *u, eng_msg *m)
{
    for (uint32_t i = 0; i < u->ndet; i++)
        if (u->det[i]->ctl && u->det[i]->ctl(u, m)) return true;
    return false;
}

bool cu_det_tick_end(cu *u, bool progress)
{
    bool mine = false;
    for (uint32_t i = 0; i < u->ndet; i++)
        if (u->det[i]->tick_end && u->det[i]->tick_end(u, progress || mine)) mine = true;
    return mine;
}

void cu_det_mem_rsp(cu *u, mem_rsp *r)
{
    uint32_t i = (uint32_t)(r->id >> CU_OWN_LAYER_SHIFT) & 0x7f;
    if (i < u->ndet && u->det[i]->mem_rsp) u->det[i]->mem_rsp(u, r);
    else free(r);
}
