/* See mgt_util.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "mgt_util.h"

struct amdgpu_codeobj *mgt_load(const mgm_workload *w)
{
    const char *b = getenv("BUILD");
    char path[1024], err[ERR_LEN];
    snprintf(path, sizeof path, "%s/kernels/%s", b && *b ? b : "build", w->hsaco);
    struct amdgpu_codeobj *co = NULL;
    if (amdgpu_codeobj_load_file(path, &co, err) < 0) fail_msg("%s (did `make kernels` run?)", err);
    return co;
}

void mgt_problem(mgm_problem *p, const char *name, uint64_t size, uint64_t seed)
{
    char err[ERR_LEN];
    const mgm_workload *w = mgm_workload_find(name, err);
    if (!w) fail_msg("%s", err);
    if (mgm_problem_init(p, w, size, seed, err) < 0) fail_msg("%s", err);
}

int mgt_run(const mgm_problem *p, unsigned ngpus, mgm_func_result *res, char *err)
{
    mgm_plan pl;
    if (mgm_plan_build(p, ngpus, &pl, err) < 0) fail_msg("%s", err);
    struct amdgpu_codeobj *co = mgt_load(p->w);
    amdgpu_func_opts o = {.max_wave_insts = 500000000ull};
    int rc = mgm_functional_run(p, &pl, co, &o, res, err);
    amdgpu_codeobj_free(co);
    mgm_plan_free(&pl);
    return rc;
}
