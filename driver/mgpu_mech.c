/* The mechanisms' parts in a run on the driver's side (gpu_mech_run):
 * their run state, drains, the work they hold back and when launches may
 * answer late. The driver asks every mechanism that is on, in registry
 * order, and names none. */
#include <stdlib.h>

#include "components/gpu/gpu_mech.h"
#include "driver/mgpu_int.h"
#include "util/xalloc.h"

/* Mechanism i's run ops when it is on, else NULL. */
const gpu_mech_run *mgpu_mech_run_of(const mgpu *m, uint32_t i)
{
    const gpu_mech *g = gpu_mechs[i];
    return g->run && gpu_mech_on(g, &m->p->cfg.gpu) ? g->run : NULL;
}

void mgpu_mech_init(mgpu *m)
{
    for (uint32_t i = 0; i < gpu_nmechs && i < GPU_MECH_MAX; i++) {
        const gpu_mech_run *r = mgpu_mech_run_of(m, i);
        if (r && r->state_bytes)
            m->mech_run[i] = xcalloc(1, r->state_bytes, "a mechanism's run state");
    }
}

void mgpu_mech_free(mgpu *m)
{
    for (uint32_t i = 0; i < GPU_MECH_MAX; i++) {
        const gpu_mech_run *r = i < gpu_nmechs ? mgpu_mech_run_of(m, i) : NULL;
        if (m->mech_run[i] && r && r->fini) r->fini(m->mech_run[i]);
        free(m->mech_run[i]);
        m->mech_run[i] = NULL;
    }
}

void mgpu_mech_drain(mgpu *m, bool begin)
{
    const char **k = NULL;
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const gpu_mech_run *r = mgpu_mech_run_of(m, i);
        if (!r || !r->drain) continue;
        if (!k) {
            k = xcalloc(m->nl ? m->nl : 1, sizeof *k, "a drain's kernels");
            for (uint32_t l = 0; l < m->nl; l++) k[l] = m->launches[l]->d.kernel->name;
        }
        gpu_mech_drain d = {m->nl, k};
        r->drain(m->p, m->mech_run[i], begin, &d);
    }
    free(k);
}

bool mgpu_mech_pending(const mgpu *m)
{
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const gpu_mech_run *r = mgpu_mech_run_of(m, i);
        if (r && r->pending && r->pending(m->p)) return true;
    }
    return false;
}

bool mgpu_mech_run_held(mgpu *m)
{
    bool ran = false;
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const gpu_mech_run *r = mgpu_mech_run_of(m, i);
        if (r && r->run_held) ran |= r->run_held(m->p, m->mech_run[i], &m->allocs);
    }
    return ran;
}

eng_time mgpu_mech_slice_end(const mgpu *m, eng_time now)
{
    eng_time end = ENG_TIME_NEVER;
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const gpu_mech_run *r = mgpu_mech_run_of(m, i);
        if (!r || !r->slice_end) continue;
        eng_time t = r->slice_end(m->p, m->mech_run[i], now);
        if (t < end) end = t;
    }
    return end;
}

void mgpu_mech_at_slice(mgpu *m)
{
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const gpu_mech_run *r = mgpu_mech_run_of(m, i);
        if (r && r->at_slice) r->at_slice(m->p, m->mech_run[i], &m->allocs);
    }
}

bool mgpu_mech_answers_late(const mgpu *m)
{
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const gpu_mech_run *r = mgpu_mech_run_of(m, i);
        if (r && r->answers_late) return true;
    }
    return false;
}
