/* See opt.h: one getopt_long loop over option groups, and value parsers. */
#include "tools/opt.h"
#include "util/xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int parse_u64(const char *cmd, const char *name, const char *s, unsigned long long *v)
{
    char *end;
    errno = 0;
    *v = strtoull(s, &end, 0);
    if (errno || end == s || *end || *s == '-') {
        fprintf(stderr, "mgsim%s%s: option %s: '%s' is not a non-negative integer\n",
                *cmd ? " " : "", cmd, name, s);
        return -1;
    }
    return 0;
}

static int in_range(const char *cmd, const char *name, unsigned long long v,
                    unsigned long long min, unsigned long long max)
{
    if (v >= min && v <= max) return 0;
    fprintf(stderr, "mgsim%s%s: option %s: %llu is out of range (%llu..%llu)\n",
            *cmd ? " " : "", cmd, name, v, min, max);
    return -1;
}

int opt_val_int(const char *cmd, const char *name, const char *arg, int min, int max, int *out)
{
    unsigned long long v;
    if (parse_u64(cmd, name, arg, &v) < 0 ||
        in_range(cmd, name, v, (unsigned long long)min, (unsigned long long)max) < 0)
        return -1;
    *out = (int)v;
    return 0;
}

int opt_val_u32(const char *cmd, const char *name, const char *arg, uint32_t min, uint32_t max,
                uint32_t *out)
{
    unsigned long long v;
    if (parse_u64(cmd, name, arg, &v) < 0 || in_range(cmd, name, v, min, max) < 0) return -1;
    *out = (uint32_t)v;
    return 0;
}

int opt_val_u64(const char *cmd, const char *name, const char *arg, uint64_t *out)
{
    unsigned long long v;
    if (parse_u64(cmd, name, arg, &v) < 0) return -1;
    *out = v;
    return 0;
}

/* The merged table of every group's long options (after --help) and,
 * for each entry, its group (-1: help); the short options string. */
typedef struct opt_table {
    struct option *all;
    int *owner;
    char shorts[128];
} opt_table;

static void build(opt_table *t, const opt_group *g, size_t ng)
{
    size_t n = 1;
    for (size_t k = 0; k < ng; k++)
        for (const struct option *o = g[k].opts; o && o->name; o++) n++;
    t->all = xcalloc(n + 1, sizeof *t->all, "the option table");
    t->owner = xcalloc(n, sizeof *t->owner, "the option table");
    t->all[0] = (struct option){"help", no_argument, NULL, 'h'};
    t->owner[0] = -1;
    n = 1;
    for (size_t k = 0; k < ng; k++)
        for (const struct option *o = g[k].opts; o && o->name; o++) {
            t->all[n] = *o;
            t->all[n].flag = NULL;
            t->owner[n++] = (int)k;
        }
    /* ':' first: a missing value returns ':', not '?' */
    snprintf(t->shorts, sizeof t->shorts, ":h");
    for (size_t k = 0; k < ng; k++)
        if (g[k].shorts)
            strncat(t->shorts, g[k].shorts, sizeof t->shorts - strlen(t->shorts) - 1);
}

/* The group taking short option c, or -1. */
static int short_owner(const opt_group *g, size_t ng, int c)
{
    for (size_t k = 0; k < ng; k++)
        if (g[k].shorts && c != ':' && strchr(g[k].shorts, c)) return (int)k;
    return -1;
}

/* How the user wrote the option getopt refused. */
static void bad_name(char **argv, char *out, size_t n)
{
    const char *a = optind > 0 ? argv[optind - 1] : "";
    if (optopt && optopt < 128 && strncmp(a, "--", 2)) snprintf(out, n, "-%c", optopt);
    else snprintf(out, n, "%.*s", (int)strcspn(a, "="), a);
}

/* One option returned by getopt_long: 0, OPT_HELP or OPT_BAD. */
static int take_one(const opt_table *t, const opt_group *g, size_t ng, int c, int li,
                    char **argv, const char *cmd)
{
    char name[128];
    if (c == 'h' && (li < 0 || t->owner[li] < 0)) return OPT_HELP;
    if (c == '?' && li < 0) {
        bad_name(argv, name, sizeof name);
        fprintf(stderr, "mgsim %s: unknown option '%s' (see mgsim %s --help)\n", cmd, name, cmd);
        return OPT_BAD;
    }
    if (c == ':' && li < 0) {
        bad_name(argv, name, sizeof name);
        fprintf(stderr, "mgsim %s: option %s needs a value\n", cmd, name);
        return OPT_BAD;
    }
    int k = li >= 0 ? t->owner[li] : short_owner(g, ng, c);
    if (k < 0) return OPT_BAD; /* not reached: getopt returned an option we gave it */
    if (li >= 0) snprintf(name, sizeof name, "--%s", t->all[li].name);
    else snprintf(name, sizeof name, "-%c", c);
    return g[k].take(g[k].self, c, name, optarg, cmd) < 0 ? OPT_BAD : OPT_OK;
}

int opt_parse(int argc, char **argv, const char *cmd, const opt_group *g, size_t ng,
              int *first)
{
    opt_table t = {0};
    int rc = OPT_OK;
    build(&t, g, ng);
    opterr = 0;
    optind = 0; /* GNU: start afresh (also resets the permutation state) */
    for (int c, li; rc == OPT_OK;) {
        li = -1;
        optopt = 0;
        if ((c = getopt_long(argc, argv, t.shorts, t.all, &li)) == -1) break;
        rc = take_one(&t, g, ng, c, li, argv, cmd);
    }
    *first = optind > 0 ? optind : 1;
    free(t.all);
    free(t.owner);
    return rc;
}

/* ---- output paths ----------------------------------------------------------- */

/* Can a file be created or rewritten at path? Tried for real (root may
 * write where access() says no, and access() knows nothing of a full
 * disk or a directory in the way): a file made for the test is removed,
 * an existing one is opened without truncating. Several processes may
 * test one path at once (every MPI rank of bin/mgsim-mpi checks its
 * options): a file that another made and removed between our two opens
 * is tried again, so each gets the same answer. */
int opt_val_output(const char *cmd, const char *name, const char *path)
{
    if (!strcmp(path, "-"))
        return 0;
    int fd = -1, made = 0;
    for (int tries = 0; fd < 0 && tries < 1000; tries++) {
        fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        made = fd >= 0;
        if (fd >= 0 || errno != EEXIST)
            break;
        fd = open(path, O_WRONLY | O_CLOEXEC);
        if (fd < 0 && errno != ENOENT)
            break; /* ENOENT: removed meanwhile by another tester */
    }
    if (fd < 0) {
        fprintf(stderr, "mgsim %s: %s %s: cannot write it (%s)\n", cmd, name, path,
                *path ? strerror(errno) : "empty path");
        return -1;
    }
    close(fd);
    if (made)
        unlink(path);
    return 0;
}

int opt_val_outdir(const char *cmd, const char *name, const char *path)
{
    struct stat st;
    char probe[4096];
    if (!stat(path, &st)) {
        if (!S_ISDIR(st.st_mode)) {
            fprintf(stderr, "mgsim %s: %s %s: not a directory\n", cmd, name, path);
            return -1;
        }
        if (snprintf(probe, sizeof probe, "%s/.mgsim-probe-XXXXXX", path) >= (int)sizeof probe) {
            fprintf(stderr, "mgsim %s: %s %s: path too long\n", cmd, name, path);
            return -1;
        }
        int fd = mkstemp(probe);
        if (fd < 0) {
            fprintf(stderr, "mgsim %s: %s %s: cannot write in it (%s)\n", cmd, name, path,
                    strerror(errno));
            return -1;
        }
        close(fd);
        unlink(probe);
        return 0;
    }
    /* not there yet: the command makes it, so its parent must take it */
    snprintf(probe, sizeof probe, "%s", *path ? path : ".");
    char *slash = strrchr(probe, '/');
    if (slash == probe)
        slash[1] = 0;
    else if (slash)
        *slash = 0;
    else
        strcpy(probe, ".");
    if (stat(probe, &st) || !S_ISDIR(st.st_mode)) {
        fprintf(stderr, "mgsim %s: %s %s: cannot create it (%s is not a directory)\n", cmd, name,
                path, probe);
        return -1;
    }
    return 0;
}

/* The option named by "--word" (no '='): an exact name, else the one
 * option whose name it begins; NULL when none or several. */
static const struct option *long_named(const char *word, const opt_group *g, size_t ng)
{
    const struct option *found = NULL;
    size_t n = strlen(word), matches = 0;
    for (size_t k = 0; k < ng; k++)
        for (const struct option *o = g[k].opts; o && o->name; o++) {
            if (strncmp(o->name, word, n)) continue;
            if (o->name[n] == 0) return o;
            found = o, matches++;
        }
    return matches == 1 ? found : NULL;
}

int opt_operand_index(int argc, char *const *argv, const opt_group *g, size_t ng)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--") || a[0] != '-') return i;
        if (a[1] != '-' || strchr(a, '=')) continue; /* -h, --opt=value */
        const struct option *o = long_named(a + 2, g, ng);
        if (o && o->has_arg == required_argument) i++;
    }
    return argc;
}
