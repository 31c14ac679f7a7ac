#include "params/param.h"
#include "engine/fatal.h"
#include "util/err.h"

#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static int fail(char *err, size_t errlen, const char *fmt, const char *a, const char *b,
                const char *c)
{
    if (err)
        snprintf(err, errlen, fmt, a, b, c);
    return -1;
}

const param_def *param_find(const param_table *t, const char *key)
{
    for (size_t i = 0; i < t->ndefs; i++)
        if (!strcmp(t->defs[i].key, key))
            return &t->defs[i];
    return NULL;
}

size_t param_distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 63 || lb > 63)
        return la > lb ? la : lb;
    size_t row[64];
    for (size_t j = 0; j <= lb; j++)
        row[j] = j;
    for (size_t i = 1; i <= la; i++) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t up = row[j];
            size_t best = diag + (a[i - 1] != b[j - 1]);
            if (row[j] + 1 < best)
                best = row[j] + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[lb];
}

const char *param_suggest(const param_table *t, const char *key)
{
    const char *best = NULL;
    size_t bestd = (size_t)-1;
    for (size_t i = 0; i < t->ndefs; i++) {
        size_t d = param_distance(key, t->defs[i].key);
        if (d < bestd) {
            bestd = d;
            best = t->defs[i].key;
        }
    }
    /* A typo, not a different word: at most a third of the key. */
    size_t len = strlen(key);
    return best && bestd <= (len < 3 ? 1 : len / 3 + 1) ? best : NULL;
}

/* Integer with an optional scaled suffix; scales[] pairs a suffix with a
 * multiplier, matched case-insensitively. */
typedef struct scale {
    const char *suffix;
    uint64_t mult;
} scale;

static const scale size_scales[] = {
    {"", 1}, {"B", 1}, {"K", 1ull << 10}, {"KB", 1ull << 10}, {"KiB", 1ull << 10},
    {"M", 1ull << 20}, {"MB", 1ull << 20}, {"MiB", 1ull << 20},
    {"G", 1ull << 30}, {"GB", 1ull << 30}, {"GiB", 1ull << 30}, {NULL, 0},
};
static const scale freq_scales[] = {
    {"", 1}, {"Hz", 1}, {"kHz", 1000}, {"MHz", 1000000}, {"GHz", 1000000000}, {NULL, 0},
};
static const scale no_scales[] = {{"", 1}, {NULL, 0}};

static int parse_u64(const char *s, const scale *scales, uint64_t *out)
{
    while (*s == ' ' || *s == '\t')
        s++;
    if (!*s || *s == '-')
        return -1;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (errno || end == s)
        return -1;
    while (*end == ' ')
        end++;
    for (const scale *k = scales; k->suffix; k++) {
        if (strcasecmp(end, k->suffix))
            continue;
        if (k->mult > 1 && v > UINT64_MAX / k->mult)
            return -1;
        *out = (uint64_t)v * k->mult;
        return 0;
    }
    return -1;
}

static int parse_bool(const char *s, bool *out)
{
    static const char *const yes[] = {"1", "true", "yes", "on"};
    static const char *const no[] = {"0", "false", "no", "off"};
    for (int i = 0; i < 4; i++) {
        if (!strcasecmp(s, yes[i])) {
            *out = true;
            return 0;
        }
        if (!strcasecmp(s, no[i])) {
            *out = false;
            return 0;
        }
    }
    return -1;
}

static const char *type_hint(const param_def *d)
{
    switch (d->type) {
    case PARAM_T_BOOL: return "a boolean (0/1, true/false, yes/no, on/off)";
    case PARAM_T_SIZE: return "a size in bytes (e.g. 64, 16K, 4GB)";
    case PARAM_T_FREQ: return "a frequency (e.g. 1GHz, 800MHz)";
    case PARAM_T_DOUBLE: return "a number";
    case PARAM_T_ENUM: return "one of the listed names";
    default: return "a non-negative integer";
    }
}

int param_set(const param_table *t, void *obj, const char *key, const char *value,
              char *err, size_t errlen)
{
    const param_def *d = param_find(t, key);
    if (!d) {
        const char *near = param_suggest(t, key);
        char hint[96] = "";
        if (near)
            snprintf(hint, sizeof hint, "; did you mean '%s.%s'?", t->section, near);
        return fail(err, errlen, "unknown key '%s' in section [%s]%s", key, t->section, hint);
    }
    char *field = (char *)obj + d->offset;
    char range[64];
    switch (d->type) {
    case PARAM_T_BOOL: {
        bool b;
        if (parse_bool(value, &b))
            goto bad;
        memcpy(field, &b, sizeof b);
        return 0;
    }
    case PARAM_T_DOUBLE: {
        char *end;
        errno = 0;
        double v = strtod(value, &end);
        if (errno || end == value || *end || !isfinite(v))
            goto bad;
        memcpy(field, &v, sizeof v);
        return 0;
    }
    case PARAM_T_ENUM:
        for (uint32_t i = 0; d->names[i]; i++) {
            if (!strcasecmp(value, d->names[i])) {
                memcpy(field, &i, sizeof i);
                return 0;
            }
        }
        goto bad;
    default: {
        const scale *sc = d->type == PARAM_T_SIZE ? size_scales
                          : d->type == PARAM_T_FREQ ? freq_scales
                                                    : no_scales;
        uint64_t v;
        if (parse_u64(value, sc, &v))
            goto bad;
        if (v < d->min || v > d->max) {
            snprintf(range, sizeof range, "%llu..%llu", (unsigned long long)d->min,
                     (unsigned long long)d->max);
            return fail(err, errlen, "%s: value '%s' is out of range (%s)", key, value, range);
        }
        if (d->type == PARAM_T_U32) {
            uint32_t v32 = (uint32_t)v;
            memcpy(field, &v32, sizeof v32);
        } else {
            memcpy(field, &v, sizeof v);
        }
        return 0;
    }
    }
bad:
    if (d->type == PARAM_T_ENUM) {
        char names[160] = "";
        for (size_t i = 0; d->names[i]; i++) {
            size_t n = strlen(names);
            snprintf(names + n, sizeof names - n, "%s%s", i ? ", " : "", d->names[i]);
        }
        return fail(err, errlen, "%s: '%s' is not one of: %s", key, value, names);
    }
    return fail(err, errlen, "%s: '%s' is not %s", key, value, type_hint(d));
}

int param_defaults(const param_table *t, void *obj, char *err, size_t errlen)
{
    memset(obj, 0, t->struct_size);
    for (size_t i = 0; i < t->ndefs; i++) {
        char why[200];
        if (param_set(t, obj, t->defs[i].key, t->defs[i].def, why, sizeof why))
            return fail(err, errlen, "default of [%s] %s: %s", t->section, t->defs[i].key, why);
    }
    return 0;
}

void param_defaults_fixed(const param_table *t, void *obj)
{
    char err[ERR_LEN];
    if (param_defaults(t, obj, err, sizeof err))
        ENG_FATAL("%s (a bug in the table)", err);
}

/* The largest suffix that divides v exactly, so defaults print as written. */
static void format_scaled(uint64_t v, const scale *scales, char *buf, size_t len)
{
    const scale *best = NULL;
    for (const scale *k = scales; k->suffix; k++)
        if (k->mult > 1 && v && v % k->mult == 0 && strlen(k->suffix) <= 3 &&
            (!best || k->mult > best->mult))
            best = k;
    if (best)
        snprintf(buf, len, "%llu%s", (unsigned long long)(v / best->mult), best->suffix);
    else
        snprintf(buf, len, "%llu", (unsigned long long)v);
}

void param_format(const param_def *d, const void *obj, char *buf, size_t len)
{
    const char *field = (const char *)obj + d->offset;
    uint32_t v32;
    uint64_t v64;
    double dv;
    bool b;
    switch (d->type) {
    case PARAM_T_BOOL:
        memcpy(&b, field, sizeof b);
        snprintf(buf, len, "%s", b ? "true" : "false");
        break;
    case PARAM_T_U32:
        memcpy(&v32, field, sizeof v32);
        snprintf(buf, len, "%u", v32);
        break;
    case PARAM_T_U64:
        memcpy(&v64, field, sizeof v64);
        snprintf(buf, len, "%llu", (unsigned long long)v64);
        break;
    case PARAM_T_SIZE:
        memcpy(&v64, field, sizeof v64);
        format_scaled(v64, (const scale[]){{"K", 1ull << 10}, {"M", 1ull << 20},
                                           {"G", 1ull << 30}, {NULL, 0}},
                      buf, len);
        break;
    case PARAM_T_FREQ:
        memcpy(&v64, field, sizeof v64);
        format_scaled(v64, (const scale[]){{"kHz", 1000}, {"MHz", 1000000},
                                           {"GHz", 1000000000}, {NULL, 0}},
                      buf, len);
        break;
    case PARAM_T_DOUBLE:
        memcpy(&dv, field, sizeof dv);
        snprintf(buf, len, "%.17g", dv);
        break;
    case PARAM_T_ENUM:
        memcpy(&v32, field, sizeof v32);
        snprintf(buf, len, "%s", d->names[v32]);
        break;
    }
}

void param_print_ini(const param_table *t, const void *obj, FILE *f)
{
    fprintf(f, "[%s]\n", t->section);
    for (size_t i = 0; i < t->ndefs; i++) {
        char v[64];
        param_format(&t->defs[i], obj, v, sizeof v);
        fprintf(f, "%-24s = %-12s ; %s\n", t->defs[i].key, v, t->defs[i].doc);
    }
}

void param_print_doc(const param_table *t, FILE *f)
{
    fprintf(f, "### [%s]\n\n%s\n\n| key | default | unit | range | meaning |\n"
               "|---|---|---|---|---|\n",
            t->section, t->doc);
    for (size_t i = 0; i < t->ndefs; i++) {
        const param_def *d = &t->defs[i];
        char range[96] = "";
        if (d->type == PARAM_T_ENUM) {
            for (size_t k = 0; d->names[k]; k++) {
                size_t n = strlen(range);
                snprintf(range + n, sizeof range - n, "%s%s", k ? ", " : "", d->names[k]);
            }
        } else if (d->type != PARAM_T_BOOL && d->type != PARAM_T_DOUBLE) {
            snprintf(range, sizeof range, "%llu..%llu", (unsigned long long)d->min,
                     (unsigned long long)d->max);
        }
        fprintf(f, "| `%s` | %s | %s | %s | %s |\n", d->key, d->def, d->unit, range, d->doc);
    }
    fputc('\n', f);
}
