/* One line per wavefront scheduler of the CU's issue stage:
 * CU_SCHED(its name, its cu_sched_ops). The names are the values of
 * cu.scheduler, in this order (the first is the default); a new
 * scheduler is one cu_sched_ops table (cu_sched.h) and one line here.
 * Keep each line on its own, as written. */
CU_SCHED(lrr, cu_sched_lrr)
CU_SCHED(gto, cu_sched_gto)
CU_SCHED(srr, cu_sched_srr)
