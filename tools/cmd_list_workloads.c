/* mgsim list: the registered workloads grouped by suite (workloads/wl.h:
 * name, title, pattern, size presets, unit) and the shipped platform
 * configurations (the .ini files in configs/ of the
 * binary's source tree, or in $MGSIM_CONFIGS), each with the first line of its
 * leading comment. */
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/mgm.h"
#include "tools/cmd.h"
#include "tools/opt.h"
#include "tools/run.h"
#include "workloads/wl.h"

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The first comment line of an INI file up to its first ':', without "; ". */
static void describe(const char *path, char *out, size_t n)
{
    out[0] = 0;
    FILE *f = fopen(path, "r");
    char line[512];
    if (f && fgets(line, sizeof line, f) && line[0] == ';') {
        char *s = line + 1;
        while (*s == ' ') s++;
        s[strcspn(s, ":\r\n")] = 0; /* the name part, before the details */
        snprintf(out, n, "%s", s);
    }
    if (f) fclose(f);
}

static void list_configs(void)
{
    char dir[PATH_MAX];
    run_configs_dir(dir, sizeof dir);
    DIR *d = opendir(dir);
    printf("\nplatforms (--config FILE), in %s:\n", dir);
    if (!d) {
        printf("  (none found)\n");
        return;
    }
    char *names[256];
    size_t nn = 0;
    struct dirent *e;
    while ((e = readdir(d)) && nn < 256) {
        size_t l = strlen(e->d_name);
        if (l > 4 && !strcmp(e->d_name + l - 4, ".ini") && (names[nn] = strdup(e->d_name))) nn++;
    }
    closedir(d);
    qsort(names, nn, sizeof *names, by_name);
    for (size_t i = 0; i < nn; i++) {
        char path[PATH_MAX + 300], desc[512];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        describe(path, desc, sizeof desc);
        printf("  %-16s %s\n", names[i], desc);
        free(names[i]);
    }
}

static void size_str(uint64_t v, char *out, size_t n)
{
    if (v >= (1u << 20) && v % (1u << 20) == 0) snprintf(out, n, "%lluM", (unsigned long long)(v >> 20));
    else if (v >= 1024 && v % 1024 == 0) snprintf(out, n, "%lluK", (unsigned long long)(v >> 10));
    else snprintf(out, n, "%llu", (unsigned long long)v);
}

static void list_workload(const mgm_workload *w)
{
    char d[32], p1[32], p4[32];
    size_str(w->size_default, d, sizeof d);
    size_str(w->size_paper1, p1, sizeof p1);
    size_str(w->size_paper4, p4, sizeof p4);
    printf("  %-5s %-44s %-12s %-8s %-8s %-8s %s\n", w->name, w->title,
           mgm_pattern_name(w->pattern), d, p1, p4, w->unit);
}

int cmd_list_workloads(int argc, char **argv)
{
    int first, t = opt_parse(argc, argv, "list", NULL, 0, &first);
    if (t != OPT_OK || first < argc) {
        int help = t == OPT_HELP;
        fprintf(help ? stdout : stderr,
                "usage: mgsim list\n  lists the workloads by suite (mgsim run WORKLOAD, mgsim det "
                "WORKLOAD) and the shipped platform configurations (--config FILE)\n");
        return help ? 0 : 2;
    }
    printf("workloads (mgsim run WORKLOAD --size N|default|paper1|paper4), by suite:\n");
    for (size_t s = 0; s < wl_suite_count(); s++) {
        const mgm_suite *su = wl_suite_at(s);
        printf("\n%s: %s\n", su->name, su->title);
        printf("  %-5s %-44s %-12s %-8s %-8s %-8s %s\n", "name", "title", "pattern", "default",
               "paper1", "paper4", "size unit");
        for (size_t i = 0; i < su->n; i++) list_workload(su->w[i]);
    }
    list_configs();
    return 0;
}
