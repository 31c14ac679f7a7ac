/* Answers from below: a fill installs its line and replays the requests
 * that waited for it, in their arrival order; a forwarded request's
 * answer goes back up at once; a write-back's acknowledgement just ends
 * the transaction. */
#include "components/cache/cache_int.h"

#include <stdlib.h>
#include <string.h>

cache_line *cache_install(cache *c, uint64_t line)
{
    cache_line *v = cache_dir_victim(&c->dir, line);
    if (v->valid) {
        c->st.evictions++;
        if (v->dirty)
            cache_writeback(c, v);
    }
    *v = (cache_line){.addr = line, .lru = ++c->dir.stamp, .valid = true, .dirty = false};
    return v;
}

static void fill(cache *c, uint32_t id, const mem_rsp *rsp)
{
    cache_mshr *m = &c->mshr[c->txn[id].mshr];
    cache_req *list = m->head;
    uint64_t line = m->line;
    cache_txn_free(c, id);
    cache_mshr_free(c, m);
    c->st.fills++;
    if (!rsp->ok) {
        for (cache_req *r = list, *nx; r; r = nx) {
            nx = r->next;
            cache_answer_error(c, r);
        }
        return;
    }
    cache_line *l = cache_install(c, line);
    memcpy(cache_dir_data(&c->dir, l), rsp->data, c->cfg.line_bytes);
    /* A replay may drop the line again (an atomic going through); the
     * next waiter then misses anew and the rest queue behind it. */
    for (cache_req *r = list, *nx; r; r = nx) {
        nx = r->next;
        cache_dispatch(c, r, true);
    }
}

/* rsp goes up itself, re-addressed (mem_rsp_relay): the caller gives it up. */
static void forwarded(cache *c, uint32_t id, mem_rsp *rsp)
{
    cache_req *up = c->txn[id].up;
    cache_txn_free(c, id);
    cache_answer(c, up, mem_rsp_relay(rsp, up->up_src, up->up_id), 0);
}

bool cache_bottom_recv(cache *c)
{
    bool progress = false;
    for (uint32_t k = 0; k < c->cfg.reqs_per_cycle; k++) {
        mem_rsp *rsp = (mem_rsp *)eng_port_retrieve(c->bottom);
        if (!rsp)
            break;
        ENG_ASSERT(rsp->hdr.type == MEM_RSP && rsp->id < c->ntxn &&
                       c->txn[rsp->id].kind != CACHE_TXN_FREE,
                   "%s: answer %llu matches no request sent down", c->comp.name,
                   (unsigned long long)rsp->id);
        switch (c->txn[rsp->id].kind) {
        case CACHE_TXN_FILL:
            fill(c, (uint32_t)rsp->id, rsp);
            break;
        case CACHE_TXN_FORWARD:
            forwarded(c, (uint32_t)rsp->id, rsp);
            rsp = NULL; /* it went up */
            break;
        default:
            if (!rsp->ok)
                c->st.errors++;
            cache_txn_free(c, (uint32_t)rsp->id);
            break;
        }
        free(rsp);
        progress = true;
    }
    return progress;
}
