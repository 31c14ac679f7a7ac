/* workloads/mgmark/mgmark.h - MGMark's suite (suite "mgmark", registered
 * in workloads/wl_list.h): aes, bs, fir, gd, km, mt, sc in the paper's
 * order (Table 2), each an mgm_workload (the descriptor every suite uses,
 * workloads/mgm.h) in its own file here. No state: read-only tables. */
#ifndef MGSIM_WORKLOADS_MGMARK_MGMARK_H
#define MGSIM_WORKLOADS_MGMARK_MGMARK_H

#include <stddef.h>

#include "workloads/mgm.h"

extern const mgm_suite mgm_suite_mgmark;
/* The suite's workloads by index and by name (NULL and "unknown workload
 * 'x' (aes, bs, ...)" in err[ERR_LEN]). */
size_t mgm_workload_count(void);
const mgm_workload *mgm_workload_at(size_t i);
const mgm_workload *mgm_workload_find(const char *name, char *err);

#endif
