/* test/skip.h - the one way a test of ours skips: it says why.
 *
 * SKIP_BECAUSE("gnuplot not on PATH") prints "skipped: <reason>" through
 * cmocka and skips the current test. test/run_tests.sh counts skips on its
 * closing line, lists each with its reason, and under CI=true turns any
 * skip into a failure: everything a test may skip for is installed by
 * `make deps` or set by `make test`, so in CI a skip means a broken setup.
 * Include after <cmocka.h>. */
#ifndef MGSIM_TEST_SKIP_H
#define MGSIM_TEST_SKIP_H

#define SKIP_BECAUSE(reason)                       \
    do {                                           \
        print_message("skipped: %s\n", (reason));  \
        skip();                                    \
    } while (0)

#endif
