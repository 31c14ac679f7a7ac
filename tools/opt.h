/* Small helpers for parsing command-line option values: each takes the
 * value after argv[*i], advances *i, and on a bad or missing value prints
 * one message naming the option and returns 0 (1 on success). */
#ifndef MGSIM_TOOLS_OPT_H
#define MGSIM_TOOLS_OPT_H

#include <stdint.h>

int opt_int(int argc, char **argv, int *i, int min, int max, int *out);
int opt_u32(int argc, char **argv, int *i, uint32_t min, uint32_t max, uint32_t *out);
int opt_u64(int argc, char **argv, int *i, uint64_t *out);

#endif
