/* --config FILE and --set section.key=value (repeatable), shared by the
 * commands that build a platform (config, kernel --timing, ...), and
 * --perturb SEED, short for --set sim.perturb=SEED (nondeterminism
 * injection, components/platform/perturb.h). */
#ifndef MGSIM_TOOLS_PLAT_OPT_H
#define MGSIM_TOOLS_PLAT_OPT_H

#include <stddef.h>

#include "components/platform/platform.h"

typedef struct plat_opt {
    const char *config;  /* NULL: the defaults (one R9 Nano) */
    const char **sets;   /* argv pointers */
    size_t nsets, cap;
    char *perturb;       /* owned "sim.perturb=SEED" of --perturb (last wins) */
} plat_opt;

/* If argv[*i] is --config, --set or --perturb, takes it and its value (advancing
 * *i) and returns 1; 0 when it is another option; -1 after a message on
 * stderr (missing value, out of memory). */
int plat_opt_take(plat_opt *o, int argc, char **argv, int *i);
/* Loads the platform (defaults, file, sets); -1 after "mgsim: ERROR" on
 * stderr. c (may be NULL) receives the sections. */
int plat_opt_load(const plat_opt *o, platform_config *p, config *c);
void plat_opt_free(plat_opt *o);

#endif
