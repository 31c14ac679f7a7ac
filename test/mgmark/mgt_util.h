/* Helpers for the MGMark tests: load a workload's code object from
 * $BUILD/kernels (BUILD defaults to "build"), and set up + plan + run a
 * workload in the functional mode. Setup failures fail the running
 * cmocka test; a failed run returns -1 with the message in err. */
#ifndef MGSIM_TEST_MGMARK_MGT_UTIL_H
#define MGSIM_TEST_MGMARK_MGT_UTIL_H

#include <stdint.h>

#include "workloads/mgm.h"
#include "workloads/mgm_functional.h"
#include "workloads/mgmark/mgmark.h"

/* The loaded code object of w (fails the test when it is missing). */
struct amdgpu_codeobj *mgt_load(const mgm_workload *w);

/* Problem of w at size/seed (fails the test on error). */
void mgt_problem(mgm_problem *p, const char *name, uint64_t size, uint64_t seed);

/* Plans p for ngpus and runs it functionally; res as mgm_functional_run. */
int mgt_run(const mgm_problem *p, unsigned ngpus, mgm_func_result *res, char *err);

#endif
