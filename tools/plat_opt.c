#include "tools/plat_opt.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --perturb SEED: one owned "sim.perturb=SEED" set, rewritten in place by
 * a later --perturb (its value is checked by the [sim] table). */
static const char *perturb_set(plat_opt *o, const char *v, bool *fresh)
{
    *fresh = !o->perturb;
    if (!o->perturb && !(o->perturb = malloc(48))) return NULL;
    snprintf(o->perturb, 48, "sim.perturb=%.30s", v);
    return o->perturb;
}

enum { PO_CONFIG = 1, PO_SET, PO_PERTURB };

static const struct option plat_options[] = {
    {"config", required_argument, NULL, PO_CONFIG},
    {"set", required_argument, NULL, PO_SET},
    {"perturb", required_argument, NULL, PO_PERTURB},
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
    if (code == PO_PERTURB && !(v = perturb_set(o, v, &fresh))) {
        fprintf(stderr, "mgsim %s: out of memory\n", cmd);
        return -1;
    }
    if (!fresh) return 0; /* already among the sets */
    if (o->nsets == o->cap) {
        size_t cap = o->cap ? 2 * o->cap : 8;
        const char **s = realloc(o->sets, cap * sizeof *s);
        if (!s) {
            fprintf(stderr, "mgsim %s: out of memory\n", cmd);
            return -1;
        }
        o->sets = s, o->cap = cap;
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

void plat_opt_free(plat_opt *o)
{
    free(o->sets);
    free(o->perturb);
    memset(o, 0, sizeof *o);
}
