#include "params/config.h"

#include <ini.h>
#include <stdlib.h>
#include <string.h>

#include "params/ini_lines.h"
#include "util/vec.h"

void config_init(config *c)
{
    memset(c, 0, sizeof *c);
}

static int find_section(const config *c, const char *name)
{
    for (size_t i = 0; i < c->n; i++)
        if (!strcmp(c->table[i]->section, name))
            return (int)i;
    return -1;
}

int config_add(config *c, const param_table *t, void *obj)
{
    if (c->n == CONFIG_MAX_SECTIONS || find_section(c, t->section) >= 0)
        return -1;
    c->table[c->n] = t;
    c->obj[c->n] = obj;
    c->n++;
    return 0;
}

void *config_section(const config *c, const char *section)
{
    int i = find_section(c, section);
    return i < 0 ? NULL : c->obj[i];
}

static const char *suggest_section(const config *c, const char *name)
{
    const char *best = NULL;
    size_t bestd = (size_t)-1;
    for (size_t i = 0; i < c->n; i++) {
        size_t d = param_distance(name, c->table[i]->section);
        if (d < bestd) {
            bestd = d;
            best = c->table[i]->section;
        }
    }
    size_t len = strlen(name);
    return best && bestd <= (len < 3 ? 1 : len / 3 + 1) ? best : NULL;
}

/* Sets section.key = value; where says where it came from. */
static int set_one(config *c, const char *where, const char *section, const char *key,
                   const char *value, char *err, size_t errlen)
{
    char why[256];
    int i = find_section(c, section);
    if (i < 0) {
        const char *near = suggest_section(c, section);
        if (err)
            snprintf(err, errlen, "%s: unknown section [%s]%s%s%s", where, section,
                     near ? "; did you mean [" : "", near ? near : "", near ? "]?" : "");
        return -1;
    }
    if (param_set(c->table[i], c->obj[i], key, value, why, sizeof why)) {
        if (err)
            snprintf(err, errlen, "%s: [%s] %s", where, section, why);
        return -1;
    }
    return 0;
}

/* A key already set by this file: where, to warn when it comes again. */
typedef struct seen_key {
    char *name; /* "section.key" */
    int line;
} seen_key;

typedef struct ini_ctx {
    config *c;
    const char *path;
    ini_lines in;
    char *err;
    size_t errlen;
    int failed; /* line of the first error found by on_key, or 0 */
    seen_key *seen;
    size_t nseen, capseen;
} ini_ctx;

/* A key given twice keeps the last value, as inih hands both over; say
 * so, since the first is usually the one the reader of the file sees. */
static void note_key(ini_ctx *x, const char *section, const char *name)
{
    char key[256];
    snprintf(key, sizeof key, "%s.%s", section, name);
    for (size_t i = 0; i < x->nseen; i++)
        if (!strcmp(x->seen[i].name, key)) {
            fprintf(x->c->warn ? x->c->warn : stderr, "mgsim: warning: %s:%d: [%s] %s given again (first at line %d); "
                            "the last value counts\n", x->path, x->in.line, section, name,
                    x->seen[i].line);
            x->seen[i].line = x->in.line;
            return;
        }
    if (VEC_TRY_RESERVE(x->seen, x->capseen, x->nseen + 1) < 0)
        return; /* only a warning lost */
    char *copy = strdup(key);
    if (copy)
        x->seen[x->nseen++] = (seen_key){copy, x->in.line};
}

static int on_key(void *user, const char *section, const char *name, const char *value)
{
    ini_ctx *x = user;
    char where[512];
    snprintf(where, sizeof where, "%s:%d", x->path, x->in.line);
    if (!*section) {
        if (!x->failed && x->err)
            snprintf(x->err, x->errlen, "%s: key '%s' outside any [section]", where, name);
        x->failed = x->failed ? x->failed : x->in.line;
        return 0;
    }
    if (!x->failed && set_one(x->c, where, section, name, value, x->err, x->errlen)) {
        x->failed = x->in.line;
        return 0;
    }
    note_key(x, section, name);
    return 1;
}

static int load_stream(config *c, FILE *f, const char *path, char *err, size_t errlen)
{
    ini_ctx x = {c, path, {.f = f}, err, errlen, 0, NULL, 0, 0};
    int rc = ini_parse_stream(ini_lines_read, &x.in, on_key, &x);
    for (size_t i = 0; i < x.nseen; i++)
        free(x.seen[i].name);
    free(x.seen);
    /* inih goes on after a syntax error; report whichever came first. */
    if (x.failed && !(rc > 0 && rc < x.failed))
        return -1;
    if (x.in.too_long) {
        if (err)
            snprintf(err, errlen, "%s:%d: line longer than %d characters (the INI reader's "
                     "limit)", path, x.in.too_long, x.in.max);
        return -1;
    }
    if (rc != 0) {
        if (err)
            snprintf(err, errlen, "%s:%d: syntax error (expected [section] or key = value)",
                     path, rc > 0 ? rc : x.in.line);
        return -1;
    }
    return 0;
}

int config_load_ini(config *c, const char *path, char *err, size_t errlen)
{
    char why[512];
    FILE *f = ini_lines_open(path, why, sizeof why);
    if (!f) {
        if (err)
            snprintf(err, errlen, "%s (the config file)", why);
        return -1;
    }
    int rc = load_stream(c, f, path, err, errlen);
    fclose(f);
    return rc;
}

int config_load_ini_stream(config *c, FILE *f, const char *name, char *err, size_t errlen)
{
    return load_stream(c, f, name, err, errlen);
}

int config_apply_set(config *c, const char *assignment, char *err, size_t errlen)
{
    char buf[512], where[600];
    snprintf(where, sizeof where, "--set %s", assignment);
    if (strlen(assignment) >= sizeof buf)
        goto bad;
    strcpy(buf, assignment);
    char *eq = strchr(buf, '=');
    char *dot = NULL; /* the last dot before '=': keys have none */
    for (char *p = buf; eq && p < eq; p++)
        if (*p == '.')
            dot = p;
    if (!eq || !dot || dot == buf || dot + 1 == eq)
        goto bad;
    *eq = 0;
    *dot = 0;
    return set_one(c, where, buf, dot + 1, eq + 1, err, errlen);
bad:
    if (err)
        snprintf(err, errlen, "%s: expected section.key=value", where);
    return -1;
}

void config_print(const config *c, FILE *f)
{
    for (size_t i = 0; i < c->n; i++) {
        if (i)
            fputc('\n', f);
        param_print_ini(c->table[i], c->obj[i], f);
    }
}

void config_print_doc(const config *c, FILE *f)
{
    for (size_t i = 0; i < c->n; i++)
        param_print_doc(c->table[i], f);
}
