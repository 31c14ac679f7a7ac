/* See dt_util.h. */
#include "test/det/dt_util.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

uint64_t dt_size(const char *workload)
{
    /* big enough that the perturbation changes the order of the adds of
     * some bin / vertex, small enough for a quick test */
    if (!strcmp(workload, "sum")) return 16384;
    if (!strcmp(workload, "hist")) return 4096;
    if (!strcmp(workload, "pr")) return 256;
    return 512; /* bfs, bc */
}

det_result dt_run(const char *workload, const char *config, uint64_t size, uint64_t perturb,
                  int threads)
{
    char err[ERR_LEN], hsaco[512], cfg[256];
    const mgm_workload *d = det_workload_find(workload, err);
    if (!d) fail_msg("%s", err);
    const char *b = getenv("BUILD");
    snprintf(hsaco, sizeof hsaco, "%s/kernels/%s", b && *b ? b : "build", d->hsaco);
    snprintf(cfg, sizeof cfg, "configs/%s.ini", config);
    det_opts o = {.config = cfg, .perturb = perturb, .threads = threads < 0 ? 0 : threads,
                  .size = size ? size : dt_size(workload), .seed = 1, .hsaco = hsaco};
    det_result r;
    if (det_run(d, &o, &r, err) < 0) fail_msg("%s on %s, perturb %llu: %s", workload, config,
                                              (unsigned long long)perturb, err);
    if (!r.verified) fail_msg("%s on %s, perturb %llu: %s", workload, config,
                              (unsigned long long)perturb, r.msg);
    return r;
}
