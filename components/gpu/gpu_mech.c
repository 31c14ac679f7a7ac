/* See gpu_mech.h: the mechanisms' slots, defaults and checks. */
#include "components/gpu/gpu_mech.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "components/cp/cp_ace.h"
#include "components/gpu/gpu_mstat.h"
#include "params/param.h"
#include "engine/fatal.h"
#include "util/err.h"

static bool registered(const gpu_mech *m, uint32_t *at)
{
    for (uint32_t i = 0; i < gpu_nmechs; i++)
        if (gpu_mechs[i] == m) return *at = i, true;
    return false;
}

static uint32_t slot(const gpu_mech *m)
{
    uint32_t i = 0;
    if (registered(m, &i)) return i;
    /* a bug: only registered mechanisms reach here */
    ENG_FATAL("gpu: mechanism %s is not in mech/mech_list.h", m->name);
}

void *gpu_mech_cfg(gpu_config *c, const gpu_mech *m) { return c->mech[slot(m)].b; }
void *gpu_mech_state(const gpu *g, const gpu_mech *m) { return g->mech_state[slot(m)]; }
const void *gpu_mech_cfg_c(const gpu_config *c, const gpu_mech *m) { return c->mech[slot(m)].b; }
const uint64_t *gpu_mech_stats(const gpu_stats *s, const gpu_mech *m) { return s->mech[slot(m)]; }

/* A mechanism a program did not register (a test's own registry) is off:
 * the driver asks after sampling in every run. */
bool gpu_mech_on(const gpu_mech *m, const gpu_config *c)
{
    uint32_t i = 0;
    if (!registered(m, &i)) return false;
    return m->enabled_by ? m->enabled_by(c) : m->enabled(c->mech[i].b);
}

const char *gpu_mech_not_over_ranks(const gpu_config *c)
{
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const gpu_mech *m = gpu_mechs[i];
        if (gpu_mech_on(m, c) && (m->side_conn || m->cp_federate || m->one_process)) return m->name;
    }
    return NULL;
}

const char *gpu_mech_federating(const gpu_config *c)
{
    for (uint32_t i = 0; i < gpu_nmechs; i++)
        if (gpu_mechs[i]->cp_federate && gpu_mech_on(gpu_mechs[i], c)) return gpu_mechs[i]->name;
    return NULL;
}

void gpu_mech_defaults(gpu_config *c)
{
    char err[ERR_LEN];
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const param_table *t = gpu_mechs[i]->params;
        if (i >= GPU_MECH_MAX || t->struct_size > GPU_MECH_CFG_BYTES ||
            param_defaults(t, c->mech[i].b, err, sizeof err)) {
            /* a bug in a registry line or table */
            ENG_FATAL("gpu: mechanism %s does not fit its slot (%s)", gpu_mechs[i]->name, err);
        }
        const char *why = gpu_mechs[i]->stats
                              ? gpu_mstat_check(gpu_mechs[i]->stats, GPU_MECH_STAT_WORDS)
                              : NULL;
        if (why) /* a bug in its counter table */
            ENG_FATAL("gpu: mechanism %s's counter table: %s", gpu_mechs[i]->name, why);
    }
}

/* Why a and b cannot run together: a conflict either declares, or a
 * part of the GPU only one can own (the CU and ACE layers stack, see
 * cu_det.h and cp_ace.h, and so do the memory paths' units, gpu.c
 * path_unit, and the banks' side units, a port each; the launch has one
 * dispatcher). NULL: they stack. */
static const char *conflict(const gpu_mech *a, const gpu_mech *b)
{
    for (const gpu_mech_conflict *k = a->conflicts; k && k->with; k++)
        if (!strcmp(k->with, b->name)) return k->why;
    for (const gpu_mech_conflict *k = b->conflicts; k && k->with; k++)
        if (!strcmp(k->with, a->name)) return k->why;
    if (a->ace && b->ace && a->ace->dispatches && b->ace->dispatches)
        return "both dispatch the workgroups (cp_ace.h: one dispatcher a launch)";
    return NULL;
}

int gpu_mech_l1v(const gpu_config *c, cache_config *v, char *err, size_t errlen)
{
    *v = c->l1v;
    if (!c->l1v_enabled) return 0;
    uint64_t take = 0;
    char who[96] = "";
    for (uint32_t i = 0; i < gpu_nmechs; i++)
        if (gpu_mechs[i]->l1v_bytes && gpu_mech_on(gpu_mechs[i], c)) {
            take += gpu_mechs[i]->l1v_bytes(c->mech[i].b);
            size_t at = strlen(who);
            snprintf(who + at, sizeof who - at, "%s%s", at ? " + " : "", gpu_mechs[i]->name);
        }
    if (!take || !v->ways) return 0;
    uint64_t way = v->size_bytes / v->ways, k = (take + way - 1) / way;
    if (k >= v->ways) {
        snprintf(err, errlen,
                 "%s takes %llu bytes of the L1V's %llu (gpu.l1v_enabled): nothing left "
                 "for the cache",
                 who, (unsigned long long)take, (unsigned long long)v->size_bytes);
        return -1;
    }
    v->size_bytes -= k * way;
    v->ways -= (uint32_t)k;
    return 0;
}

int gpu_mech_check(const gpu_config *c, char *err, size_t errlen)
{
    const gpu_mech *on[GPU_MECH_MAX];
    uint32_t n = 0, sides = 0;
    for (uint32_t i = 0; i < gpu_nmechs; i++) {
        const gpu_mech *m = gpu_mechs[i];
        const void *cfg = c->mech[i].b;
        /* a section's values are checked whether or not it runs: a bad
         * value set with the mechanism off is an error too, not ignored */
        if (m->check_config && m->check_config(cfg, err, errlen) < 0) return -1;
        if (!gpu_mech_on(m, c)) continue;
        const char *why = m->check ? m->check(c, cfg) : NULL;
        if (why) {
            snprintf(err, errlen, "%s", why);
            return -1;
        }
        for (uint32_t k = 0; k < n; k++) {
            const char *why = conflict(on[k], m);
            if (why) {
                snprintf(err, errlen, "%s.enable and %s.enable cannot be combined: %s",
                         on[k]->name, m->name, why);
                return -1;
            }
        }
        on[n++] = m;
        sides += m->bank ? 1 : 0;
    }
    if (sides > GPU_SIDE_MAX) {
        snprintf(err, errlen, "gpu: at most %d mechanisms with units beside the L2 banks",
                 GPU_SIDE_MAX);
        return -1;
    }
    cache_config v;
    return gpu_mech_l1v(c, &v, err, errlen);
}
