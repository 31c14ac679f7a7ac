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

int plat_opt_take(plat_opt *o, int argc, char **argv, int *i)
{
    const char *a = argv[*i];
    if (strcmp(a, "--config") && strcmp(a, "--set") && strcmp(a, "--perturb")) return 0;
    if (*i + 1 >= argc) {
        fprintf(stderr, "mgsim: option %s needs a value\n", a);
        return -1;
    }
    const char *v = argv[++*i];
    if (!strcmp(a, "--config")) {
        o->config = v;
        return 1;
    }
    bool fresh = true;
    if (!strcmp(a, "--perturb") && !(v = perturb_set(o, v, &fresh))) {
        fprintf(stderr, "mgsim: out of memory\n");
        return -1;
    }
    if (!fresh) return 1; /* already among the sets */
    if (o->nsets == o->cap) {
        size_t cap = o->cap ? 2 * o->cap : 8;
        const char **s = realloc(o->sets, cap * sizeof *s);
        if (!s) {
            fprintf(stderr, "mgsim: out of memory\n");
            return -1;
        }
        o->sets = s, o->cap = cap;
    }
    o->sets[o->nsets++] = v;
    return 1;
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
