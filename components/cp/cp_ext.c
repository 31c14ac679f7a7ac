/* See cp_ext.h (the CP as its ACE layers see it) and cp_ace.h (how the
 * layers' answers combine): the chain, the dispatcher first. */
#include "components/cp/cp_ext.h"

#include <stdlib.h>
#include <string.h>

#include "components/cp/cp_int.h"
#include "components/mem/mem_util.h"
#include "engine/port.h"

/* ---- the chain ------------------------------------------------------------- */

int cp_ace_init(cp *c, char *err, size_t errlen)
{
    bool own = false;
    for (uint32_t i = 0; i < c->cfg.nace; i++) own |= c->cfg.ace[i]->dispatches;
    const void *arg[CP_ACE_MAX + 1];
    c->nace = 0;
    if (!own) arg[c->nace] = NULL, c->ace[c->nace++] = &cp_ace_baseline;
    for (uint32_t i = 0; i < c->cfg.nace && i < CP_ACE_MAX; i++)
        arg[c->nace] = c->cfg.ace_arg[i], c->ace[c->nace++] = c->cfg.ace[i];
    uint32_t n = c->nace;
    for (uint32_t i = 0; i < n; i++) {
        c->nace = i + 1;
        if (c->ace[i]->init && c->ace[i]->init(c, arg[i], err, errlen) < 0) {
            c->nace = i; /* nothing of this layer to finish */
            return -1;
        }
    }
    return 0;
}

void cp_ace_fini(cp *c)
{
    for (uint32_t i = c->nace; i-- > 0;)
        if (c->ace[i]->fini) c->ace[i]->fini(c);
    c->nace = 0;
}

void cp_ace_start(cp *c)
{
    for (uint32_t i = 0; i < c->nace; i++)
        if (c->ace[i]->start) c->ace[i]->start(c);
}

bool cp_ace_step(cp *c)
{
    bool p = false;
    for (uint32_t i = 0; i < c->nace; i++)
        if (c->ace[i]->step) p = c->ace[i]->step(c) || p;
    return p;
}

void cp_ace_answer(cp *c, eng_msg *m)
{
    for (uint32_t i = 0; i < c->nace; i++)
        if (c->ace[i]->answer && c->ace[i]->answer(c, m)) return;
    free(m); /* nobody's */
}

bool cp_ace_done(const cp *c)
{
    for (uint32_t i = 0; i < c->nace; i++)
        if (c->ace[i]->done && !c->ace[i]->done(c)) return false;
    return true;
}

eng_time cp_ace_ended_at(const cp *c)
{
    bool any = false;
    eng_time t = 0;
    for (uint32_t i = 0; i < c->nace; i++)
        if (c->ace[i]->ended_at) {
            eng_time x = c->ace[i]->ended_at(c);
            if (!any || x > t) t = x;
            any = true;
        }
    return any ? t : eng_comp_now(&c->comp);
}

void cp_ace_copy_start(cp *c)
{
    for (uint32_t i = 0; i < c->nace; i++)
        if (c->ace[i]->copy_start) c->ace[i]->copy_start(c);
}

bool cp_ace_copy_step(cp *c)
{
    bool p = false;
    for (uint32_t i = 0; i < c->nace; i++)
        if (c->ace[i]->copy_step) p = c->ace[i]->copy_step(c) || p;
    return p;
}

/* ---- the accessors ----------------------------------------------------------- */

uint32_t cp_ext_ncu(const cp *c) { return c->ncu; }
const cp_config *cp_ext_cfg(const cp *c) { return &c->cfg; }
uint64_t cp_ext_cycle(const cp *c) { return eng_comp_cycle(&c->comp); }
eng_time cp_ext_now(const cp *c) { return eng_comp_now(&c->comp); }

void cp_ext_wake_at(cp *c, uint64_t cycle)
{
    uint64_t now = eng_comp_cycle(&c->comp);
    eng_comp_tick_at(&c->comp, eng_clock_n_cycles_later(c->comp.clock, eng_comp_now(&c->comp),
                                                        cycle > now ? cycle - now : 0));
}

static uint32_t layer(const cp *c, const cp_ace_ops *ops)
{
    for (uint32_t i = 0; i < c->nace; i++)
        if (c->ace[i] == ops) return i;
    return c->nace;
}

void *cp_ext_state(const cp *c, const cp_ace_ops *ops)
{
    uint32_t i = layer(c, ops);
    return i < c->nace ? c->ace_state[i] : NULL;
}

void cp_ext_set_state(cp *c, const cp_ace_ops *ops, void *state)
{
    uint32_t i = layer(c, ops);
    if (i < c->nace) c->ace_state[i] = state;
}

bool cp_ext_others_done(const cp *c, const cp_ace_ops *me)
{
    for (uint32_t i = 0; i < c->nace; i++)
        if (c->ace[i] != me && c->ace[i]->done && !c->ace[i]->done(c)) return false;
    return true;
}

const cu_launch *cp_ext_launch(const cp *c) { return c->cur ? c->cur->launch : NULL; }
uint64_t cp_ext_wg_total(const cp *c) { return c->wg_total; }
uint64_t cp_ext_wg_done(const cp *c) { return c->wg_done; }
uint64_t cp_ext_wg_out(const cp *c) { return c->wg_out; }
void cp_ext_wg_out_add(cp *c, int64_t delta) { c->wg_out += (uint64_t)delta; }
uint64_t cp_ext_wg_next(const cp *c) { return c->wg_next; }
void cp_ext_set_wg_limit(cp *c, uint64_t limit) { c->wg_limit = limit; }
uint64_t cp_ext_insts(const cp *c) { return c->cur ? c->cur->insts : 0; }

void cp_ext_wg_skip(cp *c, uint64_t n, uint64_t insts)
{
    c->wg_next += n, c->wg_done += n;
    if (c->cur) c->cur->insts += insts, c->cur->workgroups += n;
}

bool cp_ext_copy_of(const cp *c, cp_ext_copy *x)
{
    const cp_cmd *k = c->cur;
    if (!k || c->phase != P_DMA ||
        (k->cmd != CP_CMD_MEMCPY_H2D && k->cmd != CP_CMD_MEMCPY_D2H))
        return false;
    *x = (cp_ext_copy){k->cmd == CP_CMD_MEMCPY_H2D, k->dev, k->host, k->size,
                       c->dma_off, c->dma_acked, c->inflight};
    return true;
}

void cp_ext_copy_limit(cp *c, uint64_t off) { c->dma_limit = off; }

void cp_ext_copy_skip(cp *c, uint64_t n)
{
    if (!c->cur || c->phase != P_DMA) return;
    c->dma_off += n, c->dma_acked += n;
    if (c->dma_acked >= c->cur->size && !c->inflight) c->phase = P_DONE;
}

void cp_ext_trace_step(cp *c, const char *what)
{
    if (c->cur && c->cur->launch) trace_task_step(&c->comp, c->kernel_task, "kernel", what);
}

bool cp_ext_failed(const cp *c) { return c->cur && c->cur->error; }

void cp_ext_fail(cp *c, const char *why)
{
    if (c->cur && !c->cur->error) c->cur->error = strdup(why);
}

uint32_t cp_ext_rr(const cp *c) { return c->rr; }
void cp_ext_set_rr(cp *c, uint32_t rr) { c->rr = rr; }

void cp_ext_inval_begin(cp *c) { c->maint_sent = c->maint_acked = 0; }

bool cp_ext_inval_step(cp *c, bool *all)
{
    bool progress = false;
    while (c->maint_sent < c->nl1 && eng_port_can_send(c->ctl)) {
        mem_req *r = mem_req_new(MEM_INVALIDATE, 0, 0);
        r->id = c->maint_sent;
        r->hdr.dst = c->l1[c->maint_sent];
        if (eng_port_send(c->ctl, &r->hdr) != 0) {
            free(r);
            break;
        }
        c->maint_sent++;
        progress = true;
    }
    *all = c->maint_acked == c->nl1;
    return progress;
}
