/* util/xalloc: the out-of-memory policy's message and exit status, seen
 * from a parent process (the child's stderr through a pipe). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "util/xalloc.h"

/* Runs fn in a child; its exit status and what it wrote on stderr. */
static int in_child(void (*fn)(void), char *err, size_t len)
{
    int fd[2];
    assert_int_equal(pipe(fd), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(fd[1], STDERR_FILENO);
        close(fd[0]);
        fn();
        _exit(0);
    }
    close(fd[1]);
    size_t n = 0;
    ssize_t r;
    while (n + 1 < len && (r = read(fd[0], err + n, len - 1 - n)) > 0) n += (size_t)r;
    err[n] = 0;
    close(fd[0]);
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void oom_direct(void) { xoom(4096, "cp work-group message"); }
static void oom_overflow(void) { (void)xcalloc(SIZE_MAX / 2, 4, "an overflowing array"); }
static void fine(void)
{
    char *p = xmalloc(0, "nothing");
    p = xrealloc(p, 100, "grown");
    memset(p, 1, 100);
    char *s = xstrdup("abc", "copy");
    int ok = !strcmp(s, "abc") && ((char *)xcalloc(3, 5, "zeros"))[14] == 0;
    fputs(ok ? "fine" : "wrong", stderr);
}

static void test_message_and_status(void **state)
{
    (void)state;
    char err[256];
    assert_int_equal(in_child(oom_direct, err, sizeof err), XALLOC_EXIT);
    assert_string_equal(err, "mgsim: out of memory (4096 bytes, cp work-group message)\n");
    assert_int_equal(in_child(oom_overflow, err, sizeof err), XALLOC_EXIT);
    assert_non_null(strstr(err, "out of memory"));
    assert_non_null(strstr(err, "an overflowing array"));
    assert_int_equal(in_child(fine, err, sizeof err), 0);
    assert_string_equal(err, "fine");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_message_and_status),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
