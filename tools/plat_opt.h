/* --config FILE and --set section.key=value (repeatable), shared by the
 * commands that build a platform (config, kernel --timing, ...), and
 * --perturb SEED, short for --set sim.perturb=SEED (nondeterminism
 * injection, components/platform/perturb.h). */
#ifndef MGSIM_TOOLS_PLAT_OPT_H
#define MGSIM_TOOLS_PLAT_OPT_H

#include <stddef.h>

#include "components/platform/platform.h"
#include "tools/opt.h"

typedef struct plat_opt {
    const char *config;  /* NULL: the defaults (one R9 Nano) */
    const char **sets;   /* argv pointers */
    size_t nsets, cap;
    char *perturb;       /* owned "sim.perturb=SEED" of --perturb (last wins) */
} plat_opt;

/* The option group of --config, --set and --perturb (tools/opt.h), filling o. */
opt_group plat_opt_group(plat_opt *o);
/* Loads the platform (defaults, file, sets); -1 after "mgsim: ERROR" on
 * stderr. c (may be NULL) receives the sections. */
int plat_opt_load(const plat_opt *o, platform_config *p, config *c);
void plat_opt_free(plat_opt *o);

#endif
