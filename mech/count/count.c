/* See count.h: a CU policy that counts, its [count] section, and its
 * entry in the mechanism registry. */
#include "mech/count/count.h"

#include <stdio.h>
#include <stdlib.h>

#include "components/cu/cu_det.h"
#include "components/cu/cu_int.h"
#include "params/param.h"
#include "util/js.h"

/* ---- the configuration ---------------------------------------------------- */

static const param_def count_defs[] = {
    PARAM_BOOL(count_config, enable, "false",
               "count each CU's issued instructions and atomics (an example mechanism)"),
};

static const param_table count_param_table =
    PARAM_TABLE("count", "The example mechanism (docs/components.md, Adding a mechanism).",
                count_config, count_defs);

count_config *count_config_of(gpu_config *g) { return gpu_mech_cfg(g, &count_mech); }
const count_stats *count_stats_of(const gpu_stats *s)
{
    return (const count_stats *)gpu_mech_stats(s, &count_mech);
}

/* ---- the CU policy: the baseline's answers, plus two counters ------------- */

static int init(cu *u, const void *arg, char *err, size_t errlen)
{
    (void)arg;
    if (!(u->det_state = calloc(1, sizeof(count_stats)))) {
        snprintf(err, errlen, "count: out of memory");
        return -1;
    }
    return 0;
}

static void fini(cu *u)
{
    free(u->det_state);
    u->det_state = NULL;
}

static void issued(cu *u, uint32_t wi, const void *in)
{
    const amdgpu_inst *i = in;
    count_stats *s = u->det_state;
    s->instructions++;
    s->atomics += i->info->unit == AMDGPU_UNIT_VMEM && (i->info->flags & AMDGPU_F_ATOMIC);
    cu_det_baseline.issued(u, wi, in);
}

/* everything else as the baseline */
static bool admit_begin(cu *u, cu_wg_msg *m) { return cu_det_baseline.admit_begin(u, m); }
static bool place(cu *u, uint32_t n, uint32_t vg, uint32_t sg, uint32_t *simd_of)
{
    return cu_det_baseline.place(u, n, vg, sg, simd_of);
}
static void admitted(cu *u, uint32_t wg, bool ok) { cu_det_baseline.admitted(u, wg, ok); }
static bool hold(cu *u) { return cu_det_baseline.hold_resources(u); }
static bool may_issue(cu *u, uint32_t wi) { return cu_det_baseline.may_issue(u, wi); }
static bool mem_txn(cu *u, uint32_t wi, uint32_t mi, uint32_t ti)
{
    return cu_det_baseline.mem_txn(u, wi, mi, ti);
}
static bool ctl(cu *u, eng_msg *m) { return cu_det_baseline.ctl(u, m); }
static bool tick_end(cu *u, bool progress) { return cu_det_baseline.tick_end(u, progress); }

static const cu_det_ops count_cu_ops = {
    .name = "count", .init = init, .fini = fini, .admit_begin = admit_begin, .place = place,
    .admitted = admitted, .hold_resources = hold, .may_issue = may_issue, .issued = issued,
    .mem_txn = mem_txn, .ctl = ctl, .tick_end = tick_end,
};

/* ---- the mechanism --------------------------------------------------------- */

static bool enabled(const void *cfg) { return ((const count_config *)cfg)->enable; }

static void add_cu_stats(const cu *u, uint64_t *sum)
{
    if (u->det == &count_cu_ops) gpu_stats_add(sum, u->det_state, sizeof(count_stats));
}

static void json(json_object *g, const uint64_t *sum)
{
    const count_stats *s = (const count_stats *)sum;
    if (!s->instructions) return; /* did not run: the baseline's JSON */
    json_object *o = js_obj(JS_SPACED);
    js_put_u64(o, "instructions", s->instructions);
    js_put_u64(o, "atomics", s->atomics);
    js_put(g, "count", o);
}

const gpu_mech count_mech = {
    .name = "count",
    .params = &count_param_table,
    .enabled = enabled,
    .cu = &count_cu_ops,
    .cu_stats = add_cu_stats,
    .json = json,
};
