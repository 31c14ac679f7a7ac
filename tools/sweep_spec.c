/* Sweep specs: the INI file, the grid, a point's key and argv (sweep.h). */
#include <ini.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/sweep.h"

typedef struct parse_ctx {
    sweep_spec *s;
    char *err;
    size_t errlen;
    int failed;
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
    if (s->naxes == SWEEP_MAX_AXES) {
        snprintf(c->err, c->errlen, "line %d: more than %d axes", line, SWEEP_MAX_AXES);
        return 0;
    }
    for (size_t i = 0; i < s->naxes; i++)
        if (!strcmp(s->axis[i].name, name)) {
            snprintf(c->err, c->errlen, "line %d: axis '%s' given twice", line, name);
            return 0;
        }
    sweep_axis *a = &s->axis[s->naxes];
    *a = (sweep_axis){.name = strdup(name), .is_set = is_set};
    char *copy = strdup(values);
    if (!a->name || !copy) {
        free(copy);
        snprintf(c->err, c->errlen, "out of memory");
        return 0;
    }
    s->naxes++;
    for (char *save = NULL, *tok = strtok_r(copy, ",", &save); tok;
         tok = strtok_r(NULL, ",", &save)) {
        char *v = trim(tok);
        if (!*v)
            continue;
        if (a->nvalues == SWEEP_MAX_VALUES) {
            snprintf(c->err, c->errlen, "line %d: axis '%s' has more than %d values", line, name,
                     SWEEP_MAX_VALUES);
            free(copy);
            return 0;
        }
        a->value[a->nvalues++] = strdup(v);
    }
    free(copy);
    if (!a->nvalues) {
        snprintf(c->err, c->errlen, "line %d: axis '%s' has no values", line, name);
        return 0;
    }
    return 1;
}

static int handler(void *user, const char *section, const char *name, const char *value)
{
    parse_ctx *c = user;
    if (!strcmp(section, "sweep")) {
        if (!strcmp(name, "command"))
            return (c->s->command = strdup(value)) != NULL;
        if (!strcmp(name, "output"))
            return (c->s->output = strdup(value)) != NULL;
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
        return add_axis(c, name, value, !strcmp(section, "set"), 0);
    snprintf(c->err, c->errlen, "unknown section [%s]", section);
    return 0;
}

int sweep_spec_load(const char *path, sweep_spec *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    char msg[256] = "";
    parse_ctx c = {s, msg, sizeof msg, 0};
    int line = ini_parse(path, handler, &c);
    if (line < 0) {
        snprintf(err, errlen, "%s: cannot read", path);
    } else if (line > 0) {
        char *p = strstr(msg, "line 0: ");
        snprintf(err, errlen, "%s:%d: %s", path, line, msg[0] ? (p ? p + 8 : msg) : "syntax error");
    } else if (!s->command) {
        snprintf(err, errlen, "%s: [sweep] has no command", path);
        line = -1;
    }
    if (line) {
        sweep_spec_free(s);
        return -1;
    }
    return 0;
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
    size_t idx[SWEEP_MAX_AXES], o = 0;
    sweep_point_values(s, p, idx);
    buf[0] = 0;
    for (size_t i = 0; i < s->naxes && o < len; i++)
        o += (size_t)snprintf(buf + o, len - o, "%s%s=%s", i ? "," : "", s->axis[i].name,
                              s->axis[i].value[idx[i]]);
}

/* The command with {name} replaced; NULL for an unknown name. */
static char *expand(const sweep_spec *s, const size_t *idx, char *err, size_t errlen)
{
    size_t cap = strlen(s->command) + 1, n = 0;
    for (size_t i = 0; i < s->naxes; i++)
        cap += 4 * strlen(s->axis[i].value[idx[i]]) + 8;
    char *out = malloc(cap * 2);
    if (!out)
        return NULL;
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
