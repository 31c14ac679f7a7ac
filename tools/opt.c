#include "tools/opt.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

static int parse_u64(int argc, char **argv, int *i, unsigned long long *v)
{
    const char *name = argv[*i];
    if (*i + 1 >= argc) {
        fprintf(stderr, "mgsim: option %s needs a value\n", name);
        return 0;
    }
    const char *s = argv[++*i];
    char *end;
    errno = 0;
    *v = strtoull(s, &end, 0);
    if (errno || end == s || *end || *s == '-') {
        fprintf(stderr, "mgsim: option %s: '%s' is not a non-negative integer\n", name, s);
        return 0;
    }
    return 1;
}

static int in_range(const char *name, unsigned long long v, unsigned long long min,
                    unsigned long long max)
{
    if (v < min || v > max) {
        fprintf(stderr, "mgsim: option %s: %llu is out of range (%llu..%llu)\n", name, v, min,
                max);
        return 0;
    }
    return 1;
}

int opt_int(int argc, char **argv, int *i, int min, int max, int *out)
{
    unsigned long long v;
    int at = *i;
    if (!parse_u64(argc, argv, i, &v) ||
        !in_range(argv[at], v, (unsigned long long)min, (unsigned long long)max))
        return 0;
    *out = (int)v;
    return 1;
}

int opt_u32(int argc, char **argv, int *i, uint32_t min, uint32_t max, uint32_t *out)
{
    unsigned long long v;
    int at = *i;
    if (!parse_u64(argc, argv, i, &v) || !in_range(argv[at], v, min, max))
        return 0;
    *out = (uint32_t)v;
    return 1;
}

int opt_u64(int argc, char **argv, int *i, uint64_t *out)
{
    unsigned long long v;
    if (!parse_u64(argc, argv, i, &v))
        return 0;
    *out = v;
    return 1;
}
