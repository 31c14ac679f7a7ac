/* See det.h: one run of a det workload on the timing model through the
 * MGMark host driver, then the order-aware check and the raw hash. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/det/det.h"
#include "driver/mgpu.h"
#include "driver/session.h"
#include "workloads/mgm_driver.h"

static int fail(char *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, ERR_LEN, fmt, ap);
    va_end(ap);
    return -1;
}

/* The platform, as every command builds it (driver/session.h): defaults,
 * file, sets, thread count; then this run's perturbation. */
static int load_platform(const det_opts *o, platform_config *pc, char *err)
{
    char e[ERR_LEN - 32];
    session_opts so;
    session_opts_init(&so);
    so.config = o->config;
    so.sets = o->sets;
    so.nsets = o->nsets;
    so.threads = o->threads >= 0 ? o->threads : SESSION_THREADS_CONFIG;
    bool usage;
    if (session_platform(&so, pc, &usage, e, sizeof e) < 0) return fail(err, "platform: %s", e);
    pc->sim.perturb = o->perturb;
    return 0;
}

/* The run (mgm_driver_run_platform) and r from its outputs. */
static int run_timing(const mgm_workload *w, const platform_config *pc, const mgm_problem *p,
                      const struct amdgpu_codeobj *co, det_result *r, char *err)
{
    char e[ERR_LEN_NEST(1)];
    mgm_drv_result *dr = calloc(1, sizeof *dr);
    if (!dr) return fail(err, "%s: out of memory", w->name);
    int rc = mgm_driver_run_platform(pc, p, co, NULL, dr, e) == 0 ? 0 : fail(err, "%s", e);
    r->plan_gpus = dr->plan_gpus;
    r->wall_s = dr->wall_s;
    if (rc == 0) {
        r->cycles = dr->cycles;
        r->instructions = dr->instructions;
        mgm_hash_outputs(p, dr->out, r->sha256);
        r->verified = mgm_check(p, dr->out, r->msg) == 0;
        mgm_drv_result_free(dr);
    }
    free(dr);
    return rc;
}

int det_run(const mgm_workload *w, const det_opts *o, det_result *r, char *err)
{
    memset(r, 0, sizeof *r);
    r->size = o->size ? o->size : w->size_default;
    platform_config *pc = malloc(sizeof *pc);
    if (!pc) return fail(err, "out of memory");
    int rc = load_platform(o, pc, err);
    r->gpus = pc->gpus;
    struct amdgpu_codeobj *co = NULL;
    char e[ERR_LEN];
    if (rc == 0 && amdgpu_codeobj_load_file_isa(o->hsaco, (amdgpu_isa)pc->gpu.isa, &co, e) < 0)
        rc = fail(err, "%s (build the kernels with `make kernels`)", e);
    mgm_problem p;
    memset(&p, 0, sizeof p);
    if (rc == 0 && mgm_problem_init_for(&p, w, r->size, o->seed, pc->gpus, pc->gpu.mem_size, e) < 0)
        rc = fail(err, "%s", e);
    if (rc == 0) rc = run_timing(w, pc, &p, co, r, err);
    mgm_problem_free(&p);
    amdgpu_codeobj_free(co);
    free(pc);
    return rc;
}
