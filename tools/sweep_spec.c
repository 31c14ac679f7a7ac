/* Sweep specs: the INI file, the grid, a point's key and argv (sweep.h). */
#include <ini.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "params/ini_lines.h"
#include "tools/sweep.h"
#include "util/text.h"
#include "util/vec.h"
#include "util/xalloc.h"
#include "util/err.h"

typedef struct parse_ctx {
    sweep_spec *s;
    char *err;
    size_t errlen;
    ini_lines in;
    int command_line; /* the line of `command`, to take indented continuations */
    int axis_line;    /* the line of the last axis' values, likewise */
    size_t command_cap; /* bytes allocated for s->command */
} parse_ctx;

static char *trim(char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    size_t n = strlen(p);
    while (n && (p[n - 1] == ' ' || p[n - 1] == '\t'))
        p[--n] = 0;
    return p;
}

static int add_axis(parse_ctx *c, const char *name, const char *values, int is_set, int line)
{
    sweep_spec *s = c->s;
    sweep_axis *a = s->naxes ? &s->axis[s->naxes - 1] : NULL;
    /* an indented line right after an axis continues its list (inih's
     * multi-line value: many values over several lines) */
    bool more = a && c->in.indented && c->axis_line == line - 1 && !strcmp(a->name, name) &&
                a->is_set == is_set;
    if (!more && s->naxes == SWEEP_MAX_AXES) {
        snprintf(c->err, c->errlen, "line %d: more than %d axes", line, SWEEP_MAX_AXES);
        return 0;
    }
    for (size_t i = 0; !more && i < s->naxes; i++)
        if (!strcmp(s->axis[i].name, name)) {
            snprintf(c->err, c->errlen, "line %d: axis '%s' given twice", line, name);
            return 0;
        }
    if (!more) {
        a = &s->axis[s->naxes++];
        *a = (sweep_axis){.name = xstrdup(name, "sweep axis"), .is_set = is_set};
    }
    c->axis_line = line;
    char *copy = xstrdup(values, "sweep values");
    /* split on every comma (strtok would merge ",," and lose the empty value) */
    size_t item = 0;
    for (char *tok = copy, *comma; tok; tok = comma ? comma + 1 : NULL) {
        comma = strchr(tok, ',');
        if (comma)
            *comma = 0;
        item++;
        char *v = trim(tok);
        if (!*v) {
            snprintf(c->err, c->errlen, "line %d: axis '%s': value %zu is empty", line, name,
                     item);
            free(copy);
            return 0;
        }
        if (a->nvalues == SWEEP_MAX_VALUES) {
            snprintf(c->err, c->errlen, "line %d: axis '%s' has more than %d values", line, name,
                     SWEEP_MAX_VALUES);
            free(copy);
            return 0;
        }
        a->value[a->nvalues++] = xstrdup(v, "sweep value");
    }
    free(copy);
    if (!a->nvalues) {
        snprintf(c->err, c->errlen, "line %d: axis '%s' has no values", line, name);
        return 0;
    }
    return 1;
}

/* `command` again: an indented line continues it (inih's multi-line
 * value: a long command split over lines), anything else is a mistake. */
static int command(parse_ctx *c, const char *value)
{
    sweep_spec *s = c->s;
    size_t n = 0; /* where value goes */
    if (s->command) {
        if (!c->in.indented || c->command_line != c->in.line - 1) {
            snprintf(c->err, c->errlen, "command given again");
            return 0;
        }
        n = strlen(s->command);
        s->command[n++] = ' ';
    }
    VEC_RESERVE(s->command, c->command_cap, n + strlen(value) + 1, "a sweep's command");
    strcpy(s->command + n, value);
    c->command_line = c->in.line;
    return 1;
}

static int handler(void *user, const char *section, const char *name, const char *value)
{
    parse_ctx *c = user;
    if (!strcmp(section, "sweep")) {
        if (!strcmp(name, "command"))
            return command(c, value);
        if (!strcmp(name, "output")) {
            if (c->s->output) {
                snprintf(c->err, c->errlen, "output given again");
                return 0;
            }
            return (c->s->output = strdup(value)) != NULL;
        }
        if (!strcmp(name, "timeout")) {
            char *end;
            c->s->timeout_s = strtod(value, &end);
            if (*end || c->s->timeout_s < 0)
                snprintf(c->err, c->errlen, "timeout '%s' is not a number of seconds", value);
            return !*end && c->s->timeout_s >= 0;
        }
        snprintf(c->err, c->errlen, "unknown key '%s' in [sweep]", name);
        return 0;
    }
    if (!strcmp(section, "axes") || !strcmp(section, "set"))
        return add_axis(c, name, value, !strcmp(section, "set"), c->in.line);
    snprintf(c->err, c->errlen, "unknown section [%s]", section);
    return 0;
}

static char *expand(const sweep_spec *s, const size_t *idx, char *err, size_t errlen);

/* 256 values on each of 16 axes overflow size_t: the point count, the
 * index of every point and the sharding all assume the product fits. */
static int grid_too_large(const sweep_spec *s)
{
    uint64_t n = 1;
    for (size_t i = 0; i < s->naxes; i++) {
        n *= s->axis[i].nvalues;
        if (n > SWEEP_MAX_POINTS)
            return 1;
    }
    return 0;
}

static int load_stream(FILE *f, const char *path, sweep_spec *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    char msg[ERR_LEN] = "";
    parse_ctx c = {s, msg, sizeof msg, {.f = f}, 0, 0, 0};
    int line = ini_parse_stream(ini_lines_read, &c.in, handler, &c);
    if (c.in.too_long && (line == 0 || line > c.in.too_long)) {
        snprintf(err, errlen, "%s:%d: line longer than %d characters (the INI reader's limit); "
                 "a long command or list goes on over indented lines", path, c.in.too_long, c.in.max);
        line = -1;
    } else if (line > 0) {
        const char *p = strncmp(msg, "line ", 5) ? NULL : strstr(msg, ": ");
        snprintf(err, errlen, "%s:%d: %s", path, line, msg[0] ? (p ? p + 2 : msg) : "syntax error");
    } else if (line < 0) {
        snprintf(err, errlen, "%s: cannot read", path);
    } else if (!s->command) {
        snprintf(err, errlen, "%s: [sweep] has no command", path);
        line = -1;
    } else if (grid_too_large(s)) {
        snprintf(err, errlen, "%s: the grid has more than %llu points (the product of the axes' "
                 "value counts)", path, (unsigned long long)SWEEP_MAX_POINTS);
        line = -1;
    } else {
        /* every {name} must name an axis: found now, not when a point runs */
        size_t idx[SWEEP_MAX_AXES] = {0};
        char e[ERR_LEN];
        char *cmd = expand(s, idx, e, sizeof e);
        if (!cmd) {
            snprintf(err, errlen, "%s: %s", path, e);
            line = -1;
        }
        free(cmd);
    }
    if (line) {
        sweep_spec_free(s);
        return -1;
    }
    return 0;
}

int sweep_spec_load(const char *path, sweep_spec *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    FILE *f = ini_lines_open(path, err, errlen);
    if (!f)
        return -1;
    int rc = load_stream(f, path, s, err, errlen);
    fclose(f);
    return rc;
}

int sweep_spec_load_stream(FILE *f, const char *name, sweep_spec *s, char *err, size_t errlen)
{
    return load_stream(f, name, s, err, errlen);
}

void sweep_spec_free(sweep_spec *s)
{
    for (size_t i = 0; i < s->naxes; i++) {
        free(s->axis[i].name);
        for (size_t k = 0; k < s->axis[i].nvalues; k++)
            free(s->axis[i].value[k]);
    }
    free(s->command);
    free(s->output);
    memset(s, 0, sizeof *s);
}

size_t sweep_points(const sweep_spec *s)
{
    size_t n = 1;
    for (size_t i = 0; i < s->naxes; i++)
        n *= s->axis[i].nvalues;
    return n;
}

void sweep_point_values(const sweep_spec *s, size_t p, size_t *idx)
{
    for (size_t i = s->naxes; i-- > 0;) { /* the last axis varies fastest */
        idx[i] = p % s->axis[i].nvalues;
        p /= s->axis[i].nvalues;
    }
}

void sweep_point_key(const sweep_spec *s, size_t p, char *buf, size_t len)
{
    size_t idx[SWEEP_MAX_AXES];
    sweep_point_values(s, p, idx);
    text t = text_on(buf, len);
    for (size_t i = 0; i < s->naxes; i++)
        text_put(&t, "%s%s=%s", i ? "," : "", s->axis[i].name, s->axis[i].value[idx[i]]);
}

/* The command with {name} replaced; NULL for an unknown name. */
static char *expand(const sweep_spec *s, const size_t *idx, char *err, size_t errlen)
{
    size_t cap = strlen(s->command) + 1, n = 0;
    for (size_t i = 0; i < s->naxes; i++)
        cap += 4 * strlen(s->axis[i].value[idx[i]]) + 8;
    char *out = xmalloc(cap * 2, "a sweep point's command");
    for (const char *p = s->command; *p;) {
        if (*p != '{') {
            out[n++] = *p++;
            continue;
        }
        const char *end = strchr(p, '}');
        size_t k = 0;
        for (; end && k < s->naxes; k++)
            if (strlen(s->axis[k].name) == (size_t)(end - p - 1) &&
                !strncmp(s->axis[k].name, p + 1, (size_t)(end - p - 1)))
                break;
        if (!end || k == s->naxes) {
            snprintf(err, errlen, "command: '%.*s' names no axis", end ? (int)(end - p + 1) : 1, p);
            free(out);
            return NULL;
        }
        const char *v = s->axis[k].value[idx[k]];
        memcpy(out + n, v, strlen(v));
        n += strlen(v);
        p = end + 1;
    }
    out[n] = 0;
    return out;
}

char **sweep_point_argv(const sweep_spec *s, size_t p, char *err, size_t errlen)
{
    size_t idx[SWEEP_MAX_AXES];
    sweep_point_values(s, p, idx);
    char *cmd = expand(s, idx, err, errlen);
    if (!cmd)
        return NULL;
    size_t cap = strlen(cmd) / 2 + 2 * s->naxes + 4, n = 0;
    char **argv = calloc(cap, sizeof *argv);
    for (char *save = NULL, *t = strtok_r(cmd, " \t", &save); argv && t;
         t = strtok_r(NULL, " \t", &save))
        argv[n++] = strdup(t);
    for (size_t i = 0; argv && i < s->naxes; i++) {
        if (!s->axis[i].is_set)
            continue;
        char buf[1024];
        snprintf(buf, sizeof buf, "%s=%s", s->axis[i].name, s->axis[i].value[idx[i]]);
        argv[n++] = strdup("--set");
        argv[n++] = strdup(buf);
    }
    free(cmd);
    return argv;
}

void sweep_argv_free(char **argv)
{
    for (size_t i = 0; argv && argv[i]; i++)
        free(argv[i]);
    free(argv);
}
