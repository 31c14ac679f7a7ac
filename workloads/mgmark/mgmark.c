/* See mgmark.h: MGMark's suite, the seven workloads of the paper. */
#include "workloads/mgmark/mgmark.h"

#include "workloads/mgmark/aes.h"
#include "workloads/mgmark/bs.h"
#include "workloads/mgmark/fir.h"
#include "workloads/mgmark/gd.h"
#include "workloads/mgmark/km.h"
#include "workloads/mgmark/mt.h"
#include "workloads/mgmark/sc.h"

/* In the paper's order (Table 2). */
static const mgm_workload *const suite[] = {&mgm_aes, &mgm_bs, &mgm_fir, &mgm_gd,
                                            &mgm_km,  &mgm_mt, &mgm_sc};

const mgm_suite mgm_suite_mgmark = {
    "mgmark", "MGMark, the multi-GPU benchmarks of the MGSim paper (Table 2)", suite,
    sizeof suite / sizeof suite[0]};

size_t mgm_workload_count(void) { return mgm_suite_mgmark.n; }

const mgm_workload *mgm_workload_at(size_t i)
{
    return i < mgm_suite_mgmark.n ? mgm_suite_mgmark.w[i] : NULL;
}

const mgm_workload *mgm_workload_find(const char *name, char *err)
{
    return mgm_suite_find(&mgm_suite_mgmark, name, err);
}
