/* workloads/wl.h - the workload registry (prefix wl_): every suite of
 * workloads and every workload mgsim can run, one list for all the
 * commands (`mgsim list` groups by suite; `mgsim run NAME` and `mgsim
 * det NAME` take any of them). Every workload is the same descriptor
 * (mgm_workload, workloads/mgm.h); a suite (mgm_suite) is defined in its own
 * folder and registered by one line of workloads/wl_list.h.
 *
 * Names are unique over all suites (a test checks). Workloads are
 * numbered suite by suite in wl_list.h order, each suite's in its own
 * order. No state: the lists are read-only tables. */
#ifndef MGSIM_WORKLOADS_WL_H
#define MGSIM_WORKLOADS_WL_H

#include <stddef.h>

#include "workloads/mgm.h"

size_t wl_suite_count(void);
const mgm_suite *wl_suite_at(size_t i);   /* NULL past the end */
const mgm_suite *wl_suite_find(const char *name); /* NULL when unknown */
/* The suite w belongs to (NULL: not registered). */
const mgm_suite *wl_suite_of(const mgm_workload *w);

size_t wl_count(void);
const mgm_workload *wl_at(size_t i);      /* NULL past the end */
/* NULL and "unknown workload 'x' (aes, bs, ..., bc)" in err[ERR_LEN]. */
const mgm_workload *wl_find(const char *name, char *err);

#endif
