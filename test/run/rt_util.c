/* See rt_util.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "hooks/prof.h"
#include "workloads/mgm_functional.h"
#include "rt_util.h"
#include "workloads/mgmark/mgmark.h"
#include "workloads/wl.h"

/* The workload's code object for the platform's ISA (gfx940 builds are
 * in kernels/gfx940/, as mgsim run finds them). */
static struct amdgpu_codeobj *load(const mgm_workload *w, amdgpu_isa isa)
{
    const char *b = getenv("BUILD");
    char path[1024], err[ERR_LEN];
    snprintf(path, sizeof path, "%s/kernels/%s%s", b && *b ? b : "build",
             isa == AMDGPU_ISA_GFX940 ? "gfx940/" : "", w->hsaco);
    struct amdgpu_codeobj *co = NULL;
    if (amdgpu_codeobj_load_file_isa(path, isa, &co, err) < 0)
        fail_msg("%s (did `make kernels` run?)", err);
    return co;
}

static void load_platform(const rt_spec *s, platform_config *pc)
{
    char path[256], err[1024];
    const char *sets[1] = {s->set};
    snprintf(path, sizeof path, "configs/%s.ini", s->platform);
    if (platform_config_load(pc, NULL, path, sets, s->set ? 1 : 0, err, sizeof err) < 0)
        fail_msg("%s", err);
    pc->sim.threads = (uint32_t)s->threads;
}

static void finish(const mgm_problem *p, uint8_t *const out[MGM_MAX_BUFS], rt_result *r)
{
    mgm_hash_outputs(p, out, r->sha256);
    r->verified = mgm_verify(p, out, r->msg) == 0;
}

void rt_run(const rt_spec *s, rt_result *r)
{
    memset(r, 0, sizeof *r);
    char err[ERR_LEN_NEST(1) + ERR_LEN_NEST(1)];
    const mgm_workload *w = wl_find(s->workload, err); /* any suite */
    if (!w) fail_msg("%s", err);
    platform_config *pc = malloc(sizeof *pc);
    assert_non_null(pc);
    load_platform(s, pc);
    mgm_problem p;
    if (mgm_problem_init(&p, w, s->size, 7, err) < 0) fail_msg("%s", err);
    struct amdgpu_codeobj *co = load(w, (amdgpu_isa)pc->gpu.isa);
    mgpu *m = NULL;
    if (!s->functional && !(m = mgpu_init(pc, err, sizeof err))) fail_msg("%s", err);
    r->plan_gpus = m ? mgm_driver_plan_gpus(m) : pc->kind == PLATFORM_DISCRETE ? pc->gpus : 1;
    mgm_plan pl;
    if (mgm_plan_build_for(&p, r->plan_gpus, co, &pl, err) < 0) fail_msg("%s", err);
    if (s->functional) {
        mgm_func_result fr;
        if (mgm_functional_run(&p, &pl, co, NULL, &fr, err) < 0)
            fail_msg("%s on %s: %s", s->workload, s->platform, err);
        r->instructions = fr.instructions;
        finish(&p, fr.out, r);
        mgm_func_result_free(&fr);
    } else {
        mgm_drv_result *dr = malloc(sizeof *dr);
        assert_non_null(dr);
        prof *pf = NULL;
        if (s->lockstep && !(pf = prof_new(mgpu_platform(m)->e, err, sizeof err)))
            fail_msg("%s", err);
        if (mgm_driver_run(m, &p, &pl, co, dr, err) < 0)
            fail_msg("%s on %s: %s", s->workload, s->platform, err);
        if (pf) {
            prof_summary ps = prof_summarize(pf);
            r->prof_batches = ps.batches, r->prof_events = ps.events;
            prof_free(pf);
        }
        r->kernel_time_ps = dr->kernel_time_ps;
        r->cycles = dr->cycles;
        r->instructions = dr->instructions;
        r->cross_gpu_bytes = dr->cross_gpu_bytes;
        memcpy(r->gpu, dr->gpu, sizeof r->gpu);
        eng_describe_partitioning(mgpu_platform(m)->e, r->engine, sizeof r->engine);
        finish(&p, dr->out, r);
        mgm_drv_result_free(dr);
        free(dr);
    }
    mgm_plan_free(&pl);
    mgpu_free(m);
    amdgpu_codeobj_free(co);
    mgm_problem_free(&p);
    free(pc);
}
