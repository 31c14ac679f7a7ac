/* The L2 bank's flush buffer (see dab_drain.h). */
#include "mech/dab/dab_drain.h"

#include <stdlib.h>
#include <string.h>

#include "components/mem/mem_util.h"
#include "util/vec.h"

int dab_drain_init(dab_drain *d, uint32_t nsrc)
{
    memset(d, 0, sizeof *d);
    d->nsrc = nsrc;
    d->src = calloc(nsrc ? nsrc : 1, sizeof *d->src);
    return d->src ? 0 : -1;
}

void dab_drain_fini(dab_drain *d)
{
    for (uint32_t s = 0; d->src && s < d->nsrc; s++) {
        for (uint32_t i = 0; i < d->src[s].cap; i++) free(d->src[s].held[i]);
        free(d->src[s].held);
    }
    for (uint32_t i = 0; i < d->nlater; i++) free(d->later[i]);
    free(d->later);
    free(d->cur);
    free(d->src);
    memset(d, 0, sizeof *d);
}

static void hold(dab_drain *d, dab_flush_msg *m)
{
    dab_drain_src *s = &d->src[m->src];
    if (m->hdr.type == DAB_MSG_PREFLUSH) {
        if (!s->pre) d->npre++;
        s->pre = true;
        s->expect = m->count;
        free(m);
        return;
    }
    if (m->seq >= s->cap) { /* indexed by sequence number: empty slots NULL */
        uint32_t old = s->cap;
        VEC_RESERVE(s->held, s->cap, (size_t)m->seq + 1, "dab held flushes");
        memset(s->held + old, 0, (s->cap - old) * sizeof *s->held);
    }
    free(s->held[m->seq]); /* a duplicate would be a sender bug: keep the last */
    s->held[m->seq] = m;
}

void dab_drain_push(dab_drain *d, dab_flush_msg *m)
{
    if (m->src >= d->nsrc || m->epoch < d->epoch ||
        (m->hdr.type != DAB_MSG_PREFLUSH && m->hdr.type != DAB_MSG_TXN)) {
        d->bad++;
        free(m);
        return;
    }
    if (m->epoch > d->epoch) {
        VEC_PUSH(d->later, d->nlater, d->caplater, m, "dab later flushes");
        return;
    }
    hold(d, m);
}

/* The epoch is fully released: start the next one with whatever of it
 * already arrived (in arrival order, which hold() does not depend on). */
static void next_epoch(dab_drain *d)
{
    d->epoch++;
    d->npre = 0;
    d->rr = 0;
    for (uint32_t s = 0; s < d->nsrc; s++) {
        d->src[s].pre = false;
        d->src[s].expect = d->src[s].next = 0;
    }
    uint32_t keep = 0;
    for (uint32_t i = 0; i < d->nlater; i++) {
        if (d->later[i]->epoch == d->epoch) hold(d, d->later[i]);
        else d->later[keep++] = d->later[i];
    }
    d->nlater = keep;
}

/* The next transaction in round-robin order, if it is here. */
static dab_flush_msg *release(dab_drain *d)
{
    if (d->npre < d->nsrc) return NULL; /* wait for every pre-flush count */
    for (uint32_t k = 0; k < d->nsrc; k++) {
        dab_drain_src *s = &d->src[d->rr];
        if (s->next < s->expect) {
            dab_flush_msg *m = s->next < s->cap ? s->held[s->next] : NULL;
            if (!m) {
                d->waited++;
                return NULL; /* its turn, not here yet: everyone waits */
            }
            s->held[s->next++] = NULL;
            d->rr = (d->rr + 1) % d->nsrc;
            d->released++;
            return m;
        }
        d->rr = (d->rr + 1) % d->nsrc;
    }
    next_epoch(d); /* every source is done */
    return release(d);
}

mem_req *dab_drain_pop(dab_drain *d)
{
    while (!d->cur || d->cur_i == d->cur->n) {
        free(d->cur);
        d->cur = release(d);
        d->cur_i = 0;
        if (!d->cur) return NULL;
    }
    const dab_atom *a = &d->cur->a[d->cur_i++];
    mem_req *r = mem_req_new(MEM_ATOMIC, a->addr, a->size);
    r->id = a->id;
    r->hdr.src = d->cur->hdr.src; /* the answer goes to the CU that sent it */
    r->source = MEM_SRC_VECTOR;
    r->atomic_op = a->op;
    r->return_old = a->ret;
    r->src = a->src, r->cmp = a->cmp;
    d->atoms++;
    return r;
}

uint32_t dab_drain_held(const dab_drain *d)
{
    uint32_t n = d->nlater + (d->cur && d->cur_i < d->cur->n);
    for (uint32_t s = 0; s < d->nsrc; s++)
        for (uint32_t i = 0; i < d->src[s].cap; i++) n += d->src[s].held[i] != NULL;
    return n;
}
