/* test/light.h - the sanitizer runs' part of the big test matrices.
 *
 * A few tests multiply one code path many times: every workload under
 * every fault policy, every run on the serial engine and on 1 and 2
 * threads. Under AddressSanitizer that product costs more than the rest
 * of the suite, yet a memory error on a path shows on its first run.
 * MGSIM_TEST_LIGHT=1 (`make asan` sets it) asks such a test for a part
 * of its matrix that still takes every path once: each policy with some
 * workload rather than with all, the serial engine against 2 threads
 * rather than also 1. `make test` runs the whole matrix (but for
 * test_part_meets's two), so no comparison is lost, only repeated less
 * under the sanitizers. */
#ifndef MGSIM_TEST_LIGHT_H
#define MGSIM_TEST_LIGHT_H

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static inline bool test_light(void)
{
    const char *v = getenv("MGSIM_TEST_LIGHT");
    return v && *v && strcmp(v, "0") != 0;
}

/* MGSIM_TEST_FULL=1 (`make test-full`): every matrix whole. */
static inline bool test_full(void)
{
    const char *v = getenv("MGSIM_TEST_FULL");
    return v && *v && strcmp(v, "0") != 0;
}

/* Whether row i of a matrix meets column j (of n columns): always in the
 * whole matrix; in the light part one column per row, in turn, so every
 * column is met when there are at least n rows. */
static inline bool test_light_meets(size_t i, size_t j, size_t n)
{
    return !test_light() || i % n == j;
}

/* The same for the two matrices too big for `make test` whole (every
 * workload under every page policy): there row i meets one pair of
 * columns, the pairs in turn, so columns 0 and 1 still meet on the same
 * rows (a check may compare them there); light as above; whole under
 * test_full(). */
static inline bool test_part_meets(size_t i, size_t j, size_t n)
{
    if (test_full()) return true;
    if (test_light()) return i % n == j;
    return j / 2 == i % ((n + 1) / 2);
}

#endif
