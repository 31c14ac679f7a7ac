#include "tools/plat_opt.h"
#include "util/vec.h"
#include "util/err.h"
#include "util/xalloc.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Options that are one [sim] key each: --perturb SEED, --max-cycles N and
 * --max-instructions N become one owned "sim.KEY=VALUE" set apiece,
 * rewritten in place by a later use of the same option (the value is
 * checked by the [sim] table). */
enum { PO_CONFIG = 1, PO_SET, PO_PERTURB, PO_MAX_CYCLES, PO_MAX_INSTS, PO_SAMPLE };

static const char *const alias_key[PLAT_OPT_ALIASES] = {"perturb", "max_cycles",
                                                        "max_instructions"};

static const char *alias_set(plat_opt *o, int code, const char *v, bool *fresh)
{
    int i = code - PO_PERTURB;
    *fresh = !o->alias[i];
    if (!o->alias[i]) o->alias[i] = xmalloc(64, "an option's --set");
    snprintf(o->alias[i], 64, "sim.%s=%.30s", alias_key[i], v);
    return o->alias[i];
}

static const struct option plat_options[] = {
    {"config", required_argument, NULL, PO_CONFIG},
    {"set", required_argument, NULL, PO_SET},
    {"perturb", required_argument, NULL, PO_PERTURB},
    {"max-cycles", required_argument, NULL, PO_MAX_CYCLES},
    {"max-instructions", required_argument, NULL, PO_MAX_INSTS},
    {"sample", no_argument, NULL, PO_SAMPLE},
    {0, 0, 0, 0},
};

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    plat_opt *o = self;
    (void)name, (void)cmd; /* no message to give: out of memory ends the run */
    if (code == PO_CONFIG) {
        o->config = v;
        return 0;
    }
    bool fresh = true;
    if (code == PO_SAMPLE) /* sampled simulation: [sample] enable (mech/sample) */
        v = "sample.enable=1";
    else if (code >= PO_PERTURB)
        v = alias_set(o, code, v, &fresh);
    if (!fresh) return 0; /* already among the sets */
    plat_opt_add_set(o, v);
    return 0;
}

opt_group plat_opt_group(plat_opt *o)
{
    return (opt_group){plat_options, NULL, take, o};
}

int plat_opt_load(const plat_opt *o, platform_config *p, config *c)
{
    char err[ERR_LEN_NEST(4)];
    if (platform_config_load(p, c, o->config, o->sets, o->nsets, err, sizeof err) < 0) {
        fprintf(stderr, "mgsim: %s\n", err);
        return -1;
    }
    return 0;
}

void plat_opt_add_set(plat_opt *o, const char *set)
{
    VEC_PUSH(o->sets, o->nsets, o->cap, set, "the --set list");
}

void plat_opt_session(const plat_opt *o, session_opts *s)
{
    s->config = o->config;
    s->sets = o->sets;
    s->nsets = o->nsets;
}

void plat_opt_free(plat_opt *o)
{
    free(o->sets);
    for (int i = 0; i < PLAT_OPT_ALIASES; i++) free(o->alias[i]);
    memset(o, 0, sizeof *o);
}
