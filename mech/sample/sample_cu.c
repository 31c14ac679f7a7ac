/* The sampling CU layer (sample.h): counts the memory transactions the
 * detailed part sends toward another GPU's memory (one per cache line,
 * kind and memory instruction, as the coalescer makes them), so that the
 * run's wire bytes per such line can scale the fast part's lines, counted
 * alike from the functional run, into the cross-GPU traffic it would have
 * moved (sample_tx.c). It claims nothing: mem_txn only counts, and
 * may_issue holds a launch's waves only while the driver asks it to
 * (sample_cu_freeze: sampling within a round).
 *
 * Vector instructions' transactions only (the fast part counts alike).
 * A scalar load's line is mostly answered by the scalar cache, so it is
 * no wire traffic, and where the scalar loads' data lies moves the count
 * without moving the bytes: km's compute kernel on U-MGPU reads its
 * centroids by scalar loads, 10560 lines a launch, all remote in one
 * launch and all local in another, with the same 2.96-3.00 MB on the
 * wire; counted, they set the wire bytes per line 25% apart between
 * identical launches. The scalar cache's misses stay in the wire bytes
 * the vector lines scale. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/cu/cu_det.h"
#include "components/cu/cu_ext.h"
#include "mech/sample/sample_priv.h"
#include "util/xalloc.h"

typedef struct sample_cu {
    const gpu_layout *lay; /* which addresses are another GPU's (NULL: none) */
    uint64_t remote_lines, lines;
    const cu_launch *frozen; /* its waves issue nothing (sample_round.c) */
} sample_cu;

static bool remote(const sample_cu *s, uint64_t addr)
{
    if (!s->lay) return false;
    int64_t t = mem_map_target(&s->lay->route, addr);
    return t >= 0 && (uint64_t)t < s->lay->nroute && s->lay->bank[t] < 0;
}

static int init(cu *u, const void *arg, char *err, size_t errlen)
{
    (void)err, (void)errlen;
    const gpu_config *g = arg;
    sample_cu *s = xcalloc(1, sizeof *s, "sample CU state");
    s->lay = g->layout;
    cu_ext_set_state(u, &sample_cu_ops, s);
    return 0;
}

static void fini(cu *u)
{
    free(cu_ext_state(u, &sample_cu_ops));
    cu_ext_set_state(u, &sample_cu_ops, NULL);
}

static bool mem_txn(cu *u, uint32_t wi, uint32_t mi, uint32_t ti)
{
    (void)wi;
    sample_cu *s = cu_ext_state(u, &sample_cu_ops);
    if (cu_ext_minst_scalar(u, mi)) return false; /* the scalar cache's: see the top */
    s->remote_lines += remote(s, cu_ext_txn(u, mi, ti)->addr);
    s->lines++;
    return false;
}

/* Within a round (sample_round.c): the launch's waves issue nothing
 * more while the driver waits for their memory to drain, then runs their
 * rest off the CUs. Nothing else needs a wake-up: the memory answers
 * come as messages. */
static bool may_issue(cu *u, uint32_t wi)
{
    const sample_cu *s = cu_ext_state(u, &sample_cu_ops);
    return !s->frozen || cu_ext_wg_at(u, cu_ext_wave_wg(u, wi)).launch != s->frozen;
}

void sample_cu_freeze(cu *u, const cu_launch *l)
{
    sample_cu *s = cu_ext_state(u, &sample_cu_ops);
    if (s) s->frozen = l;
}

void sample_cu_stats(const cu *u, uint64_t *x)
{
    const sample_cu *s = cu_ext_state(u, &sample_cu_ops);
    if (!s) return;
    sample_stats st;
    memset(&st, 0, sizeof st);
    st.detail_remote_lines = s->remote_lines;
    st.detail_lines = s->lines;
    memcpy(x, &st, sizeof st);
}

const cu_det_ops sample_cu_ops = {.name = "sample", .init = init, .fini = fini,
                                   .may_issue = may_issue, .mem_txn = mem_txn};
