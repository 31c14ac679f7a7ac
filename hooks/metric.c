/* The metrics registry (metric.h): sources, the collected rows, level
 * totals, JSON and CSV. */
#include "hooks/metric.h"

#include <math.h>
#include <stdlib.h>
#include <stdbool.h>
#include <string.h>

#include "components/gpu/gpu.h"
#include "hooks/trace.h"
#include "util/js.h"
#include "util/vec.h"

typedef struct row {
    char *key;
    double v;
    bool counter;
} row;

typedef struct traffic {
    eng_comp *comp;
    uint64_t sent, bytes, received;
    size_t nports;
} traffic;

typedef struct source {
    int (*read)(metric_reg *r, const void *obj);
    const void *obj;
    const gpu_stab_kind *kind; /* a component's table source: read is NULL */
} source;

struct metric_reg {
    source *src;
    size_t nsrc, capsrc;
    row *fixed;                 /* metric_set values */
    size_t nfixed, capfixed;
    row *rows;                  /* the collection */
    size_t nrows, caprows;
    traffic **tr;               /* stable addresses: hooks point at them */
    size_t ntr, captr;
    void (*sum)(void *user, double *v, size_t n); /* metric_set_reducer */
    void *sum_user;
};

void metric_set_reducer(metric_reg *r, void (*sum)(void *user, double *v, size_t n),
                        void *user)
{
    r->sum = sum;
    r->sum_user = user;
}

/* The sources' rows [from, nrows) summed over the ranks. */
static int reduce(metric_reg *r, size_t from)
{
    size_t n = r->nrows - from;
    if (!r->sum || !n)
        return 0;
    double *v = malloc(n * sizeof *v);
    if (!v)
        return -1;
    for (size_t i = 0; i < n; i++)
        v[i] = r->rows[from + i].v;
    r->sum(r->sum_user, v, n);
    for (size_t i = 0; i < n; i++)
        r->rows[from + i].v = v[i];
    free(v);
    return 0;
}

metric_reg *metric_new(void)
{
    return calloc(1, sizeof(metric_reg));
}

static void on_port(void *user, const eng_hook_ctx *ctx)
{
    traffic *t = user;
    const eng_msg *m = ctx->item;
    if (ctx->pos == ENG_HOOK_PORT_SEND) {
        t->sent++;
        t->bytes += m->bytes;
    } else if (ctx->pos == ENG_HOOK_PORT_RETRIEVE) {
        t->received++;
    } /* deliver runs in the connection's context: not counted here */
}

static void clear_rows(row *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i].key);
}

void metric_free(metric_reg *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->ntr; i++) {
        traffic *t = r->tr[i];
        for (size_t p = 0; p < t->nports; p++)
            eng_hooks_detach(&t->comp->ports[p]->hooks, on_port, t);
        free(t);
    }
    clear_rows(r->rows, r->nrows);
    clear_rows(r->fixed, r->nfixed);
    free(r->rows);
    free(r->fixed);
    free(r->src);
    free(r->tr);
    free(r);
}

int metric_add_source(metric_reg *r, int (*read)(metric_reg *, const void *), const void *obj)
{
    if (VEC_TRY_RESERVE(r->src, r->capsrc, r->nsrc + 1) < 0)
        return -1;
    r->src[r->nsrc++] = (source){read, obj, NULL};
    return 0;
}

int metric_add_table(metric_reg *r, const gpu_stab_kind *k, const void *obj)
{
    if (VEC_TRY_RESERVE(r->src, r->capsrc, r->nsrc + 1) < 0)
        return -1;
    r->src[r->nsrc++] = (source){NULL, obj, k};
    return 0;
}

typedef struct table_put {
    metric_reg *r;
    const char *scope;
} table_put;

static int put_table_row(void *user, const char *path, double v, bool counter)
{
    const table_put *p = user;
    return metric_put(p->r, p->scope, path, v, counter);
}

int metric_put_table(metric_reg *r, const char *scope, const gpu_mstat_table *t,
                     const uint64_t *words)
{
    table_put p = {r, scope};
    return gpu_mstat_each(t, words, put_table_row, &p);
}

/* One component's metrics, every one from its kind's table. */
static int read_table(metric_reg *r, const source *s)
{
    uint64_t w[GPU_MECH_STAT_WORDS];
    s->kind->words(s->obj, w);
    return metric_put_table(r, s->kind->name(s->obj), s->kind->t, w);
}

static int read_traffic(metric_reg *r, const void *obj)
{
    const traffic *t = obj;
    int rc = metric_put(r, t->comp->name, "msgs_sent", (double)t->sent, true);
    rc |= metric_put(r, t->comp->name, "bytes_sent", (double)t->bytes, true);
    rc |= metric_put(r, t->comp->name, "msgs_received", (double)t->received, true);
    return rc;
}

int metric_watch_ports(metric_reg *r, eng_engine *e, const char *patterns)
{
    for (size_t id = 0; id < eng_owner_count(e); id++) {
        eng_owner *o = eng_owner_at(e, id);
        if (!o || o->kind != ENG_OWNER_COMPONENT || !trace_match(patterns, o->name))
            continue;
        traffic *t = calloc(1, sizeof *t);
        if (!t || VEC_TRY_RESERVE(r->tr, r->captr, r->ntr + 1) < 0) {
            free(t);
            return -1;
        }
        t->comp = (eng_comp *)o;
        r->tr[r->ntr++] = t;
        for (; t->nports < t->comp->nports; t->nports++)
            if (eng_hooks_attach(&t->comp->ports[t->nports]->hooks, on_port, t))
                return -1;
        if (metric_add_source(r, read_traffic, t))
            return -1;
    }
    return 0;
}

static int put_row(row **v, size_t *n, size_t *cap, const char *key, double value, bool counter)
{
    for (size_t i = 0; i < *n; i++) /* a key set twice keeps its place */
        if (!strcmp((*v)[i].key, key)) {
            (*v)[i].v = value;
            return 0;
        }
    char *k = strdup(key);
    if (!k || VEC_TRY_RESERVE(*v, *cap, *n + 1) < 0) {
        free(k);
        return -1;
    }
    (*v)[(*n)++] = (row){k, value, counter};
    return 0;
}

int metric_set(metric_reg *r, const char *key, double value, bool counter)
{
    return put_row(&r->fixed, &r->nfixed, &r->capfixed, key, value, counter);
}

int metric_put(metric_reg *r, const char *scope, const char *name, double value, bool counter)
{
    char key[512];
    snprintf(key, sizeof key, "%s.%s", scope, name);
    char *k = strdup(key);
    if (!k || VEC_TRY_RESERVE(r->rows, r->caprows, r->nrows + 1) < 0) {
        free(k);
        return -1;
    }
    r->rows[r->nrows++] = (row){k, value, counter};
    return 0;
}

/* "GPU[0].L2[3].read_hits" -> "GPU[*].L2[*].read_hits"; false when the
 * key has no index. */
static bool level_key(const char *key, char *out, size_t len)
{
    size_t o = 0;
    bool any = false;
    for (const char *p = key; *p && o + 3 < len; p++) {
        out[o++] = *p;
        if (*p != '[')
            continue;
        const char *q = p + 1;
        while (*q >= '0' && *q <= '9')
            q++;
        if (*q == ']' && q > p + 1) {
            out[o++] = '*';
            p = q - 1;
            any = true;
        }
    }
    out[o] = 0;
    return any;
}

static int add_totals(metric_reg *r)
{
    size_t n = r->nrows; /* only the components' rows */
    row *tot = NULL;
    size_t ntot = 0, captot = 0, capm = 0;
    uint32_t *members = NULL;
    char key[512];
    for (size_t i = 0; i < n; i++) {
        if (!r->rows[i].counter || !level_key(r->rows[i].key, key, sizeof key))
            continue;
        size_t k = 0;
        while (k < ntot && strcmp(tot[k].key, key))
            k++;
        if (k == ntot) {
            if (VEC_TRY_RESERVE(members, capm, ntot + 1) < 0 ||
                put_row(&tot, &ntot, &captot, key, 0, true)) {
                free(members);
                clear_rows(tot, ntot);
                free(tot);
                return -1;
            }
            members[k] = 0;
        }
        tot[k].v += r->rows[i].v;
        members[k]++;
    }
    int rc = 0;
    for (size_t k = 0; k < ntot; k++)
        if (members[k] > 1 && !rc)
            rc = put_row(&r->rows, &r->nrows, &r->caprows, tot[k].key, tot[k].v, true);
    clear_rows(tot, ntot);
    free(tot);
    free(members);
    return rc;
}

int metric_collect(metric_reg *r)
{
    clear_rows(r->rows, r->nrows);
    r->nrows = 0;
    for (size_t i = 0; i < r->nfixed; i++)
        if (put_row(&r->rows, &r->nrows, &r->caprows, r->fixed[i].key, r->fixed[i].v,
                    r->fixed[i].counter))
            return -1;
    size_t from = r->nrows;
    for (size_t i = 0; i < r->nsrc; i++)
        if (r->src[i].read ? r->src[i].read(r, r->src[i].obj) : read_table(r, &r->src[i]))
            return -1;
    if (reduce(r, from) < 0)
        return -1;
    return add_totals(r);
}

bool metric_get(const metric_reg *r, const char *key, double *value)
{
    for (size_t i = 0; i < r->nrows; i++)
        if (!strcmp(r->rows[i].key, key)) {
            *value = r->rows[i].v;
            return true;
        }
    return false;
}

/* Whole numbers without a point, others with six significant digits. */
static const char *number_fmt(double v)
{
    return v == floor(v) && fabs(v) < 9e15 ? "%.0f" : "%.6g";
}

static json_object *number(double v)
{
    return js_num(v, number_fmt(v));
}

static bool is_total(const char *key)
{
    return !strchr(key, '[') || strchr(key, '*');
}

json_object *metric_json(const metric_reg *r, bool totals_only)
{
    json_object *o = js_obj(JS_LINES);
    for (size_t i = 0; i < r->nrows; i++)
        if (!totals_only || is_total(r->rows[i].key))
            js_put(o, r->rows[i].key, number(r->rows[i].v));
    return o;
}

static int write_object(const metric_reg *r, FILE *f, bool totals_only)
{
    json_object *o = metric_json(r, totals_only);
    int rc = js_write(f, o, JS_LINES);
    json_object_put(o);
    return rc;
}

int metric_write_json_object(const metric_reg *r, FILE *f)
{
    return write_object(r, f, false);
}

int metric_write_json_totals(const metric_reg *r, FILE *f)
{
    return write_object(r, f, true);
}

int metric_write_json(const metric_reg *r, FILE *f)
{
    json_object *o = js_obj(JS_COMPACT);
    js_put_i64(o, "version", METRIC_FORMAT_VERSION);
    js_put(o, "metrics", metric_json(r, false));
    int rc = js_writeln(f, o, JS_COMPACT);
    json_object_put(o);
    return rc;
}

int metric_write_csv(const metric_reg *r, FILE *f)
{
    fputs("key,value\n", f);
    for (size_t i = 0; i < r->nrows; i++) {
        fputc('"', f);
        for (const char *p = r->rows[i].key; *p; p++)
            fputs(*p == '"' ? "\"\"" : (char[2]){*p, 0}, f);
        fputs("\",", f);
        double v = r->rows[i].v;
        if (isfinite(v)) fprintf(f, number_fmt(v), v);
        else fputs("null", f);
        fputc('\n', f);
    }
    return ferror(f) ? -1 : 0;
}
