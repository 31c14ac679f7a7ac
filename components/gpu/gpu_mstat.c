/* See gpu_mstat.h: combining, checking and showing a mechanism's counters
 * from its field table. */
#include "components/gpu/gpu_mstat.h"

#include <stdio.h>
#include <string.h>

#include "util/js.h"

#define MSTAT_DEPTH 4 /* nested objects a table may open */

static bool is_counter(const gpu_mstat *r) { return r->op == GPU_MSTAT_OP_COUNTER; }

typedef struct paths {
    char v[256][64];
    uint32_t n;
} paths;

/* gpu_mstat_each's put for gpu_mstat_check: 1 when path was seen. */
static int put_path(void *user, const char *path, double v, bool sum)
{
    (void)v, (void)sum;
    paths *p = user;
    for (uint32_t i = 0; i < p->n; i++)
        if (!strcmp(p->v[i], path)) return 1;
    snprintf(p->v[p->n++], sizeof p->v[0], "%s", path);
    return 0;
}

static const char *check_view(const gpu_mstat_table *t)
{
    for (const gpu_mstat *r = t->rows; r->op != GPU_MSTAT_OP_END; r++) {
        if (r->op == GPU_MSTAT_OP_SUB && (!r->sub || r->w + r->sub->words > t->words))
            return "a SUB out of range";
        if (r->op == GPU_MSTAT_OP_COUNTER) return "a view that declares a counter";
    }
    return NULL;
}

const char *gpu_mstat_check(const gpu_mstat_table *t, uint32_t max_words)
{
    uint8_t seen[256] = {0};
    int depth = 0;
    bool ran = false;
    if (!t->rows || !t->key) return "no key or rows";
    if (t->view) return check_view(t);
    if (t->words > max_words || t->words > sizeof seen) return "more words than the slot holds";
    for (const gpu_mstat *r = t->rows; r->op != GPU_MSTAT_OP_END; r++) {
        if (r->op == GPU_MSTAT_OP_CLOSE) {
            if (--depth < 0) return "a CLOSE without its OPEN";
            continue;
        }
        if (!r->name) return "a row without a name";
        if (r->op == GPU_MSTAT_OP_OPEN || r->op == GPU_MSTAT_OP_OPEN_IF) {
            if (++depth >= MSTAT_DEPTH) return "objects nested too deep";
            if (r->op == GPU_MSTAT_OP_OPEN_IF && r->w >= t->words) return "OPEN_IF word out of range";
            continue;
        }
        if (r->op == GPU_MSTAT_OP_SUB) return "a SUB outside a view";
        if (r->op == GPU_MSTAT_OP_GET) {
            if (!r->geti == !r->get) return "a GET without exactly one getter";
            continue;
        }
        uint32_t last = r->op == GPU_MSTAT_OP_TOTAL ? (uint32_t)r->w + r->b - 1 : r->w;
        if (last >= t->words) return "a word out of range";
        if (r->op == GPU_MSTAT_OP_RATIO || r->op == GPU_MSTAT_OP_DIFF) {
            if (r->b >= t->words) return "a word out of range";
            if (r->c != GPU_MSTAT_NONE && r->c >= t->words) return "a word out of range";
        }
        if (!is_counter(r)) continue;
        if (seen[r->w]++) return "a word declared twice";
        if (r->kind == GPU_MSTAT_K_MIN && r->b >= t->words) return "a MIN without its when word";
        if ((r->flags & GPU_MSTAT_F_INSTS) && r->kind != GPU_MSTAT_K_SUM)
            return "an INSTS counter not summed";
        ran |= (r->flags & GPU_MSTAT_F_RAN) != 0;
    }
    if (depth) return "an OPEN without its CLOSE";
    for (uint32_t i = 0; i < t->words; i++)
        if (!seen[i]) return "a word no counter declares";
    if (!ran && !t->always) return "no RAN counter";
    /* one metric per counter: no two paths alike */
    static const uint64_t zero[256];
    paths p;
    p.n = 0;
    return gpu_mstat_each(t, zero, put_path, &p) ? "two counters with one metric path" : NULL;
}

void gpu_mstat_add(const gpu_mstat_table *t, uint64_t *sum, const uint64_t *x)
{
    /* MIN looks at its when word before this part is added to it */
    uint64_t was[256];
    memcpy(was, sum, t->words * sizeof *sum);
    for (const gpu_mstat *r = t->rows; r->op != GPU_MSTAT_OP_END; r++) {
        if (!is_counter(r)) continue;
        uint64_t *a = &sum[r->w], b = x[r->w];
        switch (r->kind) {
        case GPU_MSTAT_K_MIN:
            if (!was[r->b]) *a = b;
            else if (x[r->b] && b < *a) *a = b;
            break;
        case GPU_MSTAT_K_MAX:
            if (b > *a) *a = b;
            break;
        default:
            *a += b;
        }
    }
}

uint64_t gpu_mstat_insts(const gpu_mstat_table *t, const uint64_t *s)
{
    uint64_t n = 0;
    for (const gpu_mstat *r = t->rows; r->op != GPU_MSTAT_OP_END; r++)
        if (is_counter(r) && (r->flags & GPU_MSTAT_F_INSTS)) n += s[r->w];
    return n;
}

bool gpu_mstat_ran(const gpu_mstat_table *t, const uint64_t *s)
{
    for (const gpu_mstat *r = t->rows; r->op != GPU_MSTAT_OP_END; r++)
        if (is_counter(r) && (r->flags & GPU_MSTAT_F_RAN) && s[r->w]) return true;
    return false;
}

static double ratio(const gpu_mstat *r, const uint64_t *s)
{
    uint64_t den = s[r->b];
    if (r->c != GPU_MSTAT_NONE) den = r->flags & GPU_MSTAT_F_MINUS ? den - s[r->c] : den + s[r->c];
    return den ? (double)s[r->w] / (double)den / r->k : r->zero;
}

static uint64_t diff(const gpu_mstat *r, const uint64_t *s)
{
    return s[r->w] * (uint64_t)r->k - s[r->b];
}

static uint64_t total(const gpu_mstat *r, const uint64_t *s)
{
    uint64_t v = 0;
    for (uint32_t i = 0; i < r->b; i++) v += s[r->w + i];
    return v;
}

/* Skips an OPEN_IF's rows through its CLOSE; returns the CLOSE. */
static const gpu_mstat *skip(const gpu_mstat *r)
{
    for (int depth = 0;; r++) {
        if (r->op == GPU_MSTAT_OP_OPEN || r->op == GPU_MSTAT_OP_OPEN_IF) depth++;
        else if (r->op == GPU_MSTAT_OP_CLOSE && --depth == 0) return r;
    }
}

static bool shown(const gpu_mstat *r, enum gpu_mstat_view v)
{
    return v == GPU_MSTAT_V_TOTAL ? (r->flags & GPU_MSTAT_F_TOTAL) != 0
                                  : !(r->flags & GPU_MSTAT_F_HIDE);
}

/* One value row into o. */
static void put_value(json_object *o, const gpu_mstat *r, const uint64_t *s)
{
    switch (r->op) {
    case GPU_MSTAT_OP_COUNTER:
        js_put_u64(o, r->name, s[r->w]);
        break;
    case GPU_MSTAT_OP_RATIO:
        js_put_fixed(o, r->name, ratio(r, s), r->digits);
        break;
    case GPU_MSTAT_OP_DIFF:
        if (r->flags & GPU_MSTAT_F_SIGNED) js_put_i64(o, r->name, (int64_t)diff(r, s));
        else js_put_u64(o, r->name, diff(r, s));
        break;
    case GPU_MSTAT_OP_TOTAL:
        js_put_u64(o, r->name, total(r, s));
        break;
    case GPU_MSTAT_OP_GET:
        if (r->geti) js_put_u64(o, r->name, r->geti(s));
        else js_put_fixed(o, r->name, r->get(s), r->digits);
        break;
    default:
        break;
    }
}

/* The rows from r into o through the CLOSE that ends them (or END);
 * returns that row. */
static const gpu_mstat *walk(const gpu_mstat *r, json_object *o, const uint64_t *s,
                             enum gpu_mstat_view v)
{
    for (; r->op != GPU_MSTAT_OP_END; r++) {
        switch (r->op) {
        case GPU_MSTAT_OP_CLOSE:
            return r;
        case GPU_MSTAT_OP_OPEN_IF:
            if (!s[r->w] || !shown(r, v)) {
                r = skip(r);
                break;
            }
            /* fall through */
        case GPU_MSTAT_OP_OPEN: {
            if (!shown(r, v)) {
                r = skip(r);
                break;
            }
            json_object *c = js_obj(JS_SPACED);
            const char *name = r->name;
            r = walk(r + 1, c, s, v);
            js_put(o, name, c);
            if (r->op == GPU_MSTAT_OP_END) return r;
            break;
        }
        case GPU_MSTAT_OP_SUB:
            if (!shown(r, v) || (r->geti && !r->geti(s + r->w))) break;
            if (r->name) {
                json_object *c = js_obj(JS_SPACED);
                gpu_mstat_rows(r->sub, c, s + r->w, v);
                js_put(o, r->name, c);
            } else {
                gpu_mstat_rows(r->sub, o, s + r->w, v);
            }
            break;
        default:
            if (shown(r, v)) put_value(o, r, s);
        }
    }
    return r;
}

void gpu_mstat_rows(const gpu_mstat_table *t, json_object *o, const uint64_t *s,
                    enum gpu_mstat_view v)
{
    walk(t->rows, o, s, v);
}

void gpu_mstat_json(const gpu_mstat_table *t, json_object *parent, const uint64_t *s)
{
    if (!t->always && !gpu_mstat_ran(t, s)) return; /* did not run: the baseline's JSON */
    json_object *o = js_obj(JS_SPACED);
    gpu_mstat_rows(t, o, s, GPU_MSTAT_V_PART);
    js_put(parent, t->key, o);
}

/* A derived row's value as a metric. */
static double derived(const gpu_mstat *r, const uint64_t *s)
{
    switch (r->op) {
    case GPU_MSTAT_OP_RATIO:
        return ratio(r, s);
    case GPU_MSTAT_OP_DIFF:
        return r->flags & GPU_MSTAT_F_SIGNED ? (double)(int64_t)diff(r, s) : (double)diff(r, s);
    case GPU_MSTAT_OP_TOTAL:
        return (double)total(r, s);
    case GPU_MSTAT_OP_GET:
        return r->geti ? (double)r->geti(s) : r->get(s);
    default:
        return 0;
    }
}

int gpu_mstat_each(const gpu_mstat_table *t, const uint64_t *s,
                   int (*put)(void *user, const char *path, double v, bool sum), void *user)
{
    char path[256];
    size_t at[MSTAT_DEPTH + 1] = {0};
    int d = 0;
    for (const gpu_mstat *r = t->rows; r->op != GPU_MSTAT_OP_END; r++) {
        if (r->op == GPU_MSTAT_OP_OPEN || r->op == GPU_MSTAT_OP_OPEN_IF) {
            int n = snprintf(path + at[d], sizeof path - at[d], "%s.", r->name);
            at[d + 1] = at[d] + (n > 0 ? (size_t)n : 0);
            if (at[d + 1] >= sizeof path) at[d + 1] = sizeof path - 1;
            d++;
            continue;
        }
        if (r->op == GPU_MSTAT_OP_CLOSE) {
            d--;
            continue;
        }
        if (r->op == GPU_MSTAT_OP_SUB || r->op == GPU_MSTAT_OP_END) continue;
        bool counter = is_counter(r);
        if (counter ? (r->flags & GPU_MSTAT_F_NOMETRIC) != 0 : !(r->flags & GPU_MSTAT_F_METRIC))
            continue;
        snprintf(path + at[d], sizeof path - at[d], "%s", r->metric ? r->metric : r->name);
        int rc = counter ? put(user, path, (double)s[r->w], r->kind == GPU_MSTAT_K_SUM)
                         : put(user, path, derived(r, s), (r->flags & GPU_MSTAT_F_SUMMED) != 0);
        if (rc) return rc;
    }
    return 0;
}
