/* The test/cluster/slurm_*.sh checks as cmocka tests, so that `make
 * test` (and CI) runs them and test/run_tests.sh counts them; each starts
 * and stops a single-node Slurm of its own (slurm_lib.sh):
 *   - slurm_sweep.sh: a sweep array emitted by `mgsim sweep --emit-slurm`
 *     and submitted with sbatch, its merged shards equal to the unsharded
 *     run;
 *   - slurm_mpi.sh: bin/mgsim-mpi over 2 ranks in `sbatch -n 2` jobs,
 *     launched by mpirun and by `srun --mpi=pmix`, equal to the serial
 *     run.
 * A script's exit 77 is a skip, with its "skipped: WHY" line as the
 * reason (no root, a package missing, a daemon that would not start);
 * any other non-zero exit a failure, its output (with the daemons' log
 * tails) shown. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <cmocka.h>

#include "test/skip.h"

/* Runs script (with stderr into stdout), echoes its output, and returns
 * its exit status (-1 when it did not exit); the last "skipped: " line's
 * reason into why (not echoed: SKIP_BECAUSE prints it). */
static int run_script(const char *script, char *why, size_t len)
{
    char cmd[1024], line[1024];
    snprintf(cmd, sizeof cmd, "%s 2>&1", script);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    why[0] = 0;
    while (fgets(line, sizeof line, p)) {
        if (strncmp(line, "skipped: ", 9)) {
            fputs(line, stdout);
            continue;
        }
        snprintf(why, len, "%s", line + 9); /* SKIP_BECAUSE prints it */
        why[strcspn(why, "\n")] = 0;
    }
    fflush(stdout);
    int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void check(const char *script)
{
    char why[1024];
    int rc = run_script(script, why, sizeof why);
    if (rc == 77)
        SKIP_BECAUSE(why[0] ? why : "the script skipped without saying why");
    assert_int_equal(rc, 0);
}

static void test_sweep_through_slurm(void **state)
{
    (void)state;
    check("test/cluster/slurm_sweep.sh");
}

static void test_mpi_through_slurm(void **state)
{
    (void)state;
    check("test/cluster/slurm_mpi.sh");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sweep_through_slurm),
        cmocka_unit_test(test_mpi_through_slurm),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
