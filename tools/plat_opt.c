#include "tools/plat_opt.h"
#include "util/vec.h"

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
    if (!o->alias[i] && !(o->alias[i] = malloc(64))) return NULL;
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
    (void)name;
    if (code == PO_CONFIG) {
        o->config = v;
        return 0;
    }
    bool fresh = true;
    if (code == PO_SAMPLE) /* sampled simulation: [sample] enable (mech/sample) */
        v = "sample.enable=1";
    else if (code >= PO_PERTURB && !(v = alias_set(o, code, v, &fresh))) {
        fprintf(stderr, "mgsim %s: out of memory\n", cmd);
        return -1;
    }
    if (!fresh) return 0; /* already among the sets */
    if (VEC_TRY_RESERVE(o->sets, o->cap, o->nsets + 1) < 0) {
        fprintf(stderr, "mgsim %s: out of memory\n", cmd);
        return -1;
    }
    o->sets[o->nsets++] = v;
    return 0;
}

opt_group plat_opt_group(plat_opt *o)
{
    return (opt_group){plat_options, NULL, take, o};
}

int plat_opt_load(const plat_opt *o, platform_config *p, config *c)
{
    char err[1024];
    if (platform_config_load(p, c, o->config, o->sets, o->nsets, err, sizeof err) < 0) {
        fprintf(stderr, "mgsim: %s\n", err);
        return -1;
    }
    return 0;
}

int plat_opt_add_set(plat_opt *o, const char *set)
{
    if (VEC_TRY_RESERVE(o->sets, o->cap, o->nsets + 1) < 0) return -1;
    o->sets[o->nsets++] = set;
    return 0;
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
