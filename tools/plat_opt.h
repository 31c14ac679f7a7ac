/* --config FILE and --set section.key=value (repeatable), shared by the
 * commands that build a platform (config, kernel --timing, ...), and the
 * [sim] keys with options of their own: --perturb SEED (sim.perturb,
 * nondeterminism injection, components/platform/perturb.h), --max-cycles N
 * and --max-instructions N (sim.max_cycles, sim.max_instructions: stop a
 * runaway kernel with a report, driver/mgpu.h); and --sample
 * (sample.enable=1: sampled simulation, docs/sampling.md). */
#ifndef MGSIM_TOOLS_PLAT_OPT_H
#define MGSIM_TOOLS_PLAT_OPT_H

#include <stddef.h>

#include "components/platform/platform.h"
#include "driver/session.h"
#include "tools/opt.h"

#define PLAT_OPT_ALIASES 3

typedef struct plat_opt {
    const char *config;  /* NULL: the defaults (one R9 Nano) */
    const char **sets;   /* argv pointers */
    size_t nsets, cap;
    /* owned "sim.KEY=VALUE" of --perturb, --max-cycles, --max-instructions
     * (the last of each wins) */
    char *alias[PLAT_OPT_ALIASES];
} plat_opt;

/* The option group of --config, --set, --perturb, --max-cycles and
 * --max-instructions (tools/opt.h), filling o. */
opt_group plat_opt_group(plat_opt *o);
/* Loads the platform (defaults, file, sets); -1 after "mgsim: ERROR" on
 * stderr. c (may be NULL) receives the sections. */
int plat_opt_load(const plat_opt *o, platform_config *p, config *c);
void plat_opt_free(plat_opt *o);
/* Adds "section.key=value" (borrowed: it must outlive o) as a --set
 * would (casestudy's --sample). Out of memory ends the run (exit 3). */
void plat_opt_add_set(plat_opt *o, const char *set);
/* The session's platform fields (driver/session.h) from o: config and
 * sets (pointers into o). */
void plat_opt_session(const plat_opt *o, session_opts *s);

#endif
