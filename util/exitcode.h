/* The process exit statuses of mgsim (prefix MGSIM_EXIT_): the one list,
 * which README.md's "Exit status" repeats for users.
 *
 *   0   ok
 *   1   the run failed: verification, a simulation error the model
 *       reported (a fault, a deadlock or hang, a limit reached), a HIP
 *       call the runtime does not support
 *   2   bad usage: an unknown option, a bad value, an unreadable file
 *   3   out of memory: `mgsim: out of memory (N bytes, WHAT)` on stderr,
 *       from xoom (util/xalloc.h), the one place that ends a run for
 *       want of memory (the HIP runtime's hip_rt_oom and an MPI rank
 *       before the run exit with it too, having closed what they hold);
 *       a front end that ends on a library's "out of memory" message
 *       exits with it too (util/err.h err_exit)
 *   70  a model error (EX_SOFTWARE): a broken contract inside the
 *       simulator, a bug, reported as `mgsim: model error at FILE:LINE:
 *       ...` by eng_fatal_at (engine/fatal.h); no code calls abort()
 *   128 + N  ended by signal N (130 SIGINT, 143 SIGTERM: the run stops
 *       cleanly and keeps its trace and --stats) */
#ifndef MGSIM_UTIL_EXITCODE_H
#define MGSIM_UTIL_EXITCODE_H

#define MGSIM_EXIT_OK 0
#define MGSIM_EXIT_FAIL 1
#define MGSIM_EXIT_USAGE 2
#define MGSIM_EXIT_OOM 3
#define MGSIM_EXIT_MODEL 70

#endif
