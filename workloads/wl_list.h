/* One line per workload suite: WL_SUITE(the name of its mgm_suite).
 * A new suite is one folder defining an mgm_suite (mgmark/mgm.h) and one
 * line here; `mgsim list`, `mgsim run`, `mgsim det`, sweeps and --stats
 * then know its workloads. Order: as `mgsim list` prints them. */
WL_SUITE(mgm_suite_mgmark)
WL_SUITE(det_suite)
