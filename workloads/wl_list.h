/* One line per workload suite: WL_SUITE(its mgm_suite, its folder).
 * A new suite is one folder defining an mgm_suite (workloads/mgm.h) and one
 * line here: the Makefile reads the folders from these lines (WORKLOAD_DIRS:
 * the folder's C files join the library, its kernels/ *.cl files `make kernels`),
 * and `mgsim list`, `mgsim run`, `mgsim det`, sweeps and --stats know its
 * workloads (workloads/mgmark/README.md has the recipe). Order: as `mgsim list`
 * prints them. Keep each line on its own, as written. */
WL_SUITE(mgm_suite_mgmark, mgmark)
WL_SUITE(det_suite, det)
WL_SUITE(sync_suite, sync)
WL_SUITE(graph_suite, graph)
