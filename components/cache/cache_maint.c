/* Flush and invalidate. Both first wait until every earlier request is
 * done (no MSHR, nothing in flight below), so the lines they see hold
 * every write that came before them. Flush then writes back dirty lines,
 * at most max_inflight at a time, and answers once all are acknowledged;
 * invalidate drops the clean lines and answers. */
#include "components/cache/cache_int.h"

static void finish(cache *c)
{
    cache_req *r = c->maint;
    mem_rsp *rsp = mem_rsp_new(r->req);
    c->maint = NULL;
    cache_answer(c, r, rsp, 0);
}

bool cache_maint_step(cache *c)
{
    if (!c->maint)
        return false;
    size_t nlines = c->dir.line ? cache_dir_nlines(&c->dir) : 0;
    switch (c->maint_phase) {
    case CACHE_MAINT_DRAIN:
        if (c->mshr_used || c->inflight)
            return false; /* an answer from below wakes us */
        if (c->maint->req->hdr.type == MEM_INVALIDATE) {
            for (size_t i = 0; i < nlines; i++)
                if (c->dir.line[i].valid && !c->dir.line[i].dirty) /* untouched lines stay so */
                    c->dir.line[i].valid = false;
            c->st.invalidates++;
            finish(c);
            return true;
        }
        c->maint_phase = CACHE_MAINT_SCAN;
        return true;
    case CACHE_MAINT_SCAN: {
        bool progress = false;
        while (c->maint_cursor < nlines && c->inflight < c->cfg.max_inflight) {
            cache_line *l = &c->dir.line[c->maint_cursor++];
            if (l->valid && l->dirty) {
                cache_writeback(c, l);
                progress = true;
            }
        }
        if (c->maint_cursor == nlines) {
            c->maint_phase = CACHE_MAINT_WAIT;
            progress = true;
        }
        return progress; /* false: full below; an answer wakes us */
    }
    default:
        if (c->inflight)
            return false;
        c->st.flushes++;
        finish(c);
        return true;
    }
}
