/* tools/opt.c opt_val_output, the writability test every output option
 * gets, when several processes test one path at once, as every rank of
 * `mpirun bin/mgsim-mpi run ... --stats F` does with F. Before the retry
 * a rank whose exclusive create met the other's probe file, and whose
 * second open came after the other removed it, said "cannot write it
 * (No such file or directory)" and exited alone, leaving the other ranks
 * waiting in MPI for ever (a CI run hung so). Eight processes test one
 * path 20 000 times each: every answer must be yes, and no probe file may
 * stay behind. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "tools/opt.h"

enum { TESTERS = 8, TRIES = 20000 };

/* Each test gets a fresh directory of its own (the state is its name)
 * and must leave it empty: the teardown removes it with rmdir, which
 * fails, and so fails the test, if a file stayed behind. */
static int tmpdir_setup(void **state)
{
    char *dir = strdup("/tmp/mgsim-opt-XXXXXX");
    if (!dir || !mkdtemp(dir)) {
        free(dir);
        return -1;
    }
    *state = dir;
    return 0;
}

static int tmpdir_teardown(void **state)
{
    int rc = rmdir(*state);
    free(*state);
    return rc;
}

static void concurrent_testers_all_say_writable(void **state)
{
    const char *dir = *state;
    char path[64];
    snprintf(path, sizeof path, "%s/stats.json", dir);
    pid_t pid[TESTERS];
    for (int i = 0; i < TESTERS; i++) {
        pid[i] = fork();
        assert_true(pid[i] >= 0);
        if (pid[i] == 0) {
            int bad = 0;
            for (int k = 0; k < TRIES; k++)
                bad += opt_val_output("run", "--stats", path) != 0;
            _exit(bad > 255 ? 255 : bad);
        }
    }
    int bad = 0;
    for (int i = 0; i < TESTERS; i++) {
        int st = 0;
        assert_int_equal(waitpid(pid[i], &st, 0), pid[i]);
        assert_true(WIFEXITED(st));
        bad += WEXITSTATUS(st);
    }
    assert_int_equal(bad, 0);
    assert_int_equal(access(path, F_OK), -1); /* each removed its own probe */
}

/* An existing file is kept (opened, never truncated); a path in a missing
 * directory is refused. */
static void existing_kept_and_missing_dir_refused(void **state)
{
    const char *dir = *state;
    char path[64];
    snprintf(path, sizeof path, "%s/kept", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("data", f);
    fclose(f);
    assert_int_equal(opt_val_output("run", "--stats", path), 0);
    f = fopen(path, "r");
    assert_non_null(f);
    char buf[8] = {0};
    assert_int_equal(fread(buf, 1, sizeof buf - 1, f), 4);
    fclose(f);
    assert_string_equal(buf, "data");
    unlink(path);
    snprintf(path, sizeof path, "%s/no/such/dir", dir);
    assert_int_equal(opt_val_output("run", "--stats", path), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(concurrent_testers_all_say_writable,
                                        tmpdir_setup, tmpdir_teardown),
        cmocka_unit_test_setup_teardown(existing_kept_and_missing_dir_refused,
                                        tmpdir_setup, tmpdir_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
