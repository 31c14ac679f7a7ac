/* Helpers for the test/run tests that run bin/mgsim as a user does
 * ($MGSIM, set by `make test`; else bin/mgsim): a shell command's output
 * and exit status, and the common "exit status and message" check.
 * Setup errors fail the running cmocka test. */
#ifndef MGSIM_TEST_RUN_RT_CLI_H
#define MGSIM_TEST_RUN_RT_CLI_H

/* The mgsim binary the tests run. */
const char *rt_bin(void);
/* Runs the shell command; its stdout in *out (malloc'd), the exit status
 * (-1: killed by a signal). */
int rt_sh(char **out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* `$MGSIM ARGS 2>&1`, as rt_sh. */
int rt_mgsim(char **out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Fails the test unless `mgsim ARGS` exits with status and prints needle. */
void rt_expect(int status, const char *needle, const char *args);
/* `mgsim run ARGS --no-progress --stats FILE`, which must pass
 * verification; then python prints expr over d, the stats without the
 * figures that measure the host or name the engine (wall_s, kips,
 * peak_rss_mib, threads, engine), m = d["metrics"], after the python
 * statements prelude ("" for none). The printed text, malloc'd. */
char *rt_stats(const char *args, const char *prelude, const char *expr);
/* A whole file (malloc'd, NUL-terminated). */
char *rt_slurp(const char *path);

#endif
