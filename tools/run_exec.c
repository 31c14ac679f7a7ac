/* Executes one workload run (run.h): platform, problem, plan, code
 * object, functional or timing run, verification, hash. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "workloads/mgm_functional.h"
#include "tools/run.h"
#include "util/xalloc.h"

static int failc(int code, char *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, ERR_LEN_NEST(4), fmt, ap);
    va_end(ap);
    return code;
}

static double clock_s(clockid_t c)
{
    struct timespec t;
    clock_gettime(c, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static double now_s(void) { return clock_s(CLOCK_MONOTONIC); }

/* The code object for the platform's ISA (gpu.isa): --hsaco (a user
 * error when unreadable or built for the other ISA) or ours. */
static int load_code(const run_opts *o, amdgpu_isa isa, struct amdgpu_codeobj **co, char *err)
{
    char path[PATH_MAX], e[ERR_LEN];
    if (o->hsaco) snprintf(path, sizeof path, "%s", o->hsaco);
    else run_kernel_path(o->w, isa, path, sizeof path);
    if (amdgpu_codeobj_load_file_isa(path, isa, co, e) < 0) {
        if (o->hsaco) return failc(RUN_USAGE, err, "--hsaco %s: %s", o->hsaco, e);
        return failc(RUN_ERROR, err,
                     "%s (build the kernels with `make kernels`, or set MGSIM_KERNELS)", e);
    }
    amdgpu_isa has = amdgpu_codeobj_isa(*co);
    /* another GPU's code (gfx900): amdgpu_dispatch_init names it */
    if (has == AMDGPU_ISA_NONE || has == isa) return RUN_OK;
    int rc = failc(o->hsaco ? RUN_USAGE : RUN_ERROR, err,
                   "%s: code for %s (ISA %s), but the platform's GPUs run %s (gpu.isa); %s",
                   path, amdgpu_codeobj_processor(*co), amdgpu_isa_name(has),
                   amdgpu_isa_name(isa),
                   has == AMDGPU_ISA_GFX940 ? "run it on a gfx940 platform "
                                              "(--config configs/r9nano-gfx940.ini)"
                                            : "run it on a gfx803 platform (gpu.isa = gfx803)");
    amdgpu_codeobj_free(*co);
    *co = NULL;
    return rc;
}

/* What the workload itself holds, whatever simulates it: its device
 * buffers, the host copies of their initial bytes and of the outputs. */
static double workload_mib(const mgm_problem *p)
{
    uint64_t n = p->device_bytes;
    for (unsigned b = 0; b < p->nbufs; b++) {
        if (p->buf[b].init) n += p->buf[b].bytes;
        if (p->buf[b].flags & MGM_BUF_OUT) n += p->buf[b].bytes;
    }
    return (double)n / (1024.0 * 1024.0);
}

static void finish(const run_opts *o, const mgm_problem *p, uint8_t *const out[MGM_MAX_BUFS],
                   run_result *r)
{
    r->workload_mib = workload_mib(p);
    mgm_hash_outputs(p, out, r->sha256);
    r->verified = -1;
    if (o->verify) r->verified = mgm_check(p, out, r->verify_msg) == 0;
    r->kips = r->wall_s > 0 ? (double)r->instructions / r->wall_s / 1e3 : 0;
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0) r->peak_rss_mib = (double)ru.ru_maxrss / 1024.0; /* KiB */
}

static int run_functional(const run_opts *o, const mgm_problem *p, const mgm_plan *pl,
                          const struct amdgpu_codeobj *co, uint64_t max_wave_insts, run_result *r,
                          char *err)
{
    mgm_func_result fr;
    char e[ERR_LEN_NEST(1)];
    amdgpu_func_opts fo = {.threads = (uint32_t)r->threads, .max_wave_insts = max_wave_insts};
    double t0 = now_s(), c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
    if (mgm_functional_run(p, pl, co, &fo, &fr, e) < 0) return failc(RUN_ERROR, err, "%s", e);
    r->wall_s = now_s() - t0;
    r->cpu_s = clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
    r->instructions = fr.instructions;
    r->workgroups = fr.workgroups;
    r->launches = fr.launches;
    r->host_steps = fr.host_steps;
    /* no timing: the remote bytes the plan's footprints imply, at most */
    for (unsigned i = 0; pl->ngpus > 1 && i < pl->nlaunches; i++) {
        uint64_t rd, wr;
        mgm_launch_remote(pl, &pl->launches[i], &rd, &wr);
        r->cross_gpu_bytes += rd + wr;
    }
    r->cross_is_estimate = pl->ngpus > 1;
    finish(o, p, fr.out, r);
    mgm_func_result_free(&fr);
    return RUN_OK;
}

/* The session's observers (driver/session.h) as the run's hooks. */
typedef struct obs_hooks {
    const session_opts *s;
    run_result *r;
    session *ob;           /* NULL: not attached (yet, or it failed) */
    int code;              /* session_start's when it failed */
    char err[ERR_LEN_NEST(4)];
} obs_hooks;

static int obs_attach(void *user, mgpu *m)
{
    obs_hooks *h = user;
    h->ob = session_start(h->s, m, &h->code, h->err, sizeof h->err);
    return h->ob ? 0 : 1;
}

/* also after a failed run: its trace helps */
static int obs_detach(void *user)
{
    obs_hooks *h = user;
    return session_finish(h->ob, &h->r->obs, h->err, sizeof h->err) < 0;
}

static int run_timing(const run_opts *o, const session_opts *s, const platform_config *pc,
                      const mgm_problem *p, const struct amdgpu_codeobj *co, run_result *r,
                      char *err)
{
    mgm_drv_result *dr = xmalloc(sizeof *dr, "a run's result");
    obs_hooks *h = xcalloc(1, sizeof *h, "a run's hooks");
    char e[ERR_LEN_NEST(1)];
    h->s = s, h->r = r, h->code = RUN_ERROR;
    mgm_run_hooks hooks = {obs_attach, obs_detach, h};
    int drc = mgm_driver_run_platform(pc, p, co, &hooks, dr, e), code = RUN_OK;
    r->plan_gpus = dr->plan_gpus;
    r->wall_s = dr->wall_s;
    r->cpu_s = dr->cpu_s;
    if (drc < 0) code = failc(RUN_ERROR, err, "%s", e);
    else if (drc > 0) code = failc(h->ob ? RUN_ERROR : h->code, err, "%s", h->err);
    /* a run stopped by a signal keeps the figures of its finished steps */
    r->interrupted = code != RUN_OK && s->interrupted ? s->interrupted() : 0;
    if (code == RUN_OK || r->interrupted) {
        r->kernel_time_ps = dr->kernel_time_ps;
        r->cycles = dr->cycles;
        r->instructions = dr->instructions;
        r->workgroups = dr->workgroups;
        r->launches = dr->launches;
        r->host_steps = dr->host_steps;
        r->cross_gpu_bytes = dr->cross_gpu_bytes;
        r->ngpu_detail = dr->ngpus;
        memcpy(r->gpu, dr->gpu, sizeof r->gpu);
    }
    if (code == RUN_OK) {
        finish(o, p, dr->out, r);
        mgm_drv_result_free(dr);
    }
    free(dr);
    free(h);
    return code;
}

/* Everything after the platform is known: problem, plan, code, run. */
static int run_problem(const run_opts *o, const session_opts *s, const platform_config *pc,
                       run_result *r, char *err)
{
    char e[ERR_LEN];
    mgm_problem p;
    if (mgm_parse_size(o->w, o->size, &r->size, e) < 0 ||
        mgm_problem_init_for(&p, o->w, r->size, o->seed, pc->gpus, pc->gpu.mem_size, e) < 0)
        return failc(RUN_USAGE, err, "--size %s: %s", o->size, e);
    struct amdgpu_codeobj *co = NULL;
    mgm_plan pl;
    int rc = load_code(o, (amdgpu_isa)pc->gpu.isa, &co, err);
    if (rc == RUN_OK && !o->functional) rc = run_timing(o, s, pc, &p, co, r, err);
    else if (rc == RUN_OK) {
        r->plan_gpus = pc->kind == PLATFORM_DISCRETE ? pc->gpus : 1;
        if (mgm_plan_build_for(&p, r->plan_gpus, co, &pl, e) < 0) rc = failc(RUN_ERROR, err, "%s", e);
        else {
            rc = run_functional(o, &p, &pl, co, pc->sim.max_instructions, r, err);
            mgm_plan_free(&pl);
        }
    }
    amdgpu_codeobj_free(co);
    mgm_problem_free(&p);
    return rc;
}

int run_exec(const run_opts *o, run_result *r, char *err)
{
    memset(r, 0, sizeof *r);
    r->w = o->w;
    r->mode = o->functional ? "functional" : "timing";
    r->verified = -1;
    run_platform_name(o->plat.config, r->platform, sizeof r->platform);
    if (!o->w) return failc(RUN_USAGE, err, "no workload given");
    if (o->functional && (o->s.trace || o->s.profile || o->s.stats_csv))
        return failc(RUN_USAGE, err, "--trace, --parallelism-profile and --stats-csv need the "
                                     "timing model (drop --functional)");
    session_opts s = o->s; /* with the platform options as parsed */
    plat_opt_session(&o->plat, &s);
    platform_config *pc = xmalloc(sizeof *pc, "the platform configuration");
    char e[ERR_LEN_NEST(3)];
    bool usage;
    int rc = RUN_OK;
    if (session_platform(&s, pc, &usage, e, sizeof e) < 0)
        rc = failc(usage ? RUN_USAGE : RUN_ERROR, err, "%s", e);
    if (rc == RUN_OK) {
        r->threads = (int)pc->sim.threads;
        r->gpus = pc->gpus;
        rc = run_problem(o, &s, pc, r, err);
    }
    free(pc);
    return rc == RUN_ERROR ? err_exit(err, RUN_ERROR) : rc;
}
