/* See engine/scratch.h. The engine holds one set per worker (one for the
 * serial engine): a few (kind, object) pairs, looked up by a short scan. */
#include "engine/scratch.h"

#include <stdlib.h>

#include "engine/engine_impl.h"
#include "engine/fatal.h"
#include "util/xalloc.h"

struct eng_scratch_set {
    _Alignas(64) const eng_scratch_kind *kind[ENG_SCRATCH_KINDS];
    void *obj[ENG_SCRATCH_KINDS];
    unsigned n;
};

int eng_scratch_init(eng_engine *e)
{
    unsigned n = e->threads > 0 ? (unsigned)e->threads : 1u;
    e->scratch = aligned_alloc(64, n * sizeof *e->scratch);
    if (!e->scratch) return -1;
    for (unsigned i = 0; i < n; i++) e->scratch[i].n = 0;
    e->nscratch = n;
    return 0;
}

void eng_scratch_free(eng_engine *e)
{
    for (unsigned i = 0; e->scratch && i < e->nscratch; i++)
        for (unsigned k = 0; k < e->scratch[i].n; k++) {
            if (e->scratch[i].kind[k]->fini) e->scratch[i].kind[k]->fini(e->scratch[i].obj[k]);
            free(e->scratch[i].obj[k]);
        }
    free(e->scratch);
    e->scratch = NULL, e->nscratch = 0;
}

void *eng_scratch(eng_owner *o, const eng_scratch_kind *kind)
{
    eng_engine *e = o->engine;
    /* the worker running o now (scratch.h: not o's home); none: the
     * serial engine, or outside events, on the calling thread, which is
     * worker 0 of the parallel engine */
    unsigned w = o->worker ? (unsigned)eng_worker_index(o->worker) : 0u;
    ENG_ASSERT(w < e->nscratch, "%s: scratch of worker %u of %u", o->name, w, e->nscratch);
    struct eng_scratch_set *s = &e->scratch[w];
    for (unsigned k = 0; k < s->n; k++)
        if (s->kind[k] == kind) return s->obj[k];
    ENG_ASSERT(s->n < ENG_SCRATCH_KINDS, "%s: more than %d kinds of scratch", o->name,
               ENG_SCRATCH_KINDS);
    void *p = xcalloc(1, kind->size ? kind->size : 1, kind->name);
    s->kind[s->n] = kind, s->obj[s->n++] = p;
    return p;
}
