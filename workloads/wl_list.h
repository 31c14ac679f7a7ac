/* One line per workload suite: WL_SUITE(the name of its mgm_suite).
 * A new suite is one folder defining an mgm_suite (mgmark/mgm.h), its
 * name in WORKLOAD_DIRS of the Makefile and one line here; `mgsim list`,
 * `mgsim run`, `mgsim det`, sweeps and --stats then know its workloads
 * (mgmark/README.md has the recipe). Order: as `mgsim list` prints them. */
WL_SUITE(mgm_suite_mgmark)
WL_SUITE(det_suite)
