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

const char *gpu_mstat_check(const gpu_mstat_table *t, uint32_t max_words)
{
    uint8_t seen[256] = {0};
    int depth = 0;
    bool ran = false;
    if (!t->rows || !t->key) return "no key or rows";
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
        uint32_t last = r->op == GPU_MSTAT_OP_TOTAL ? (uint32_t)r->w + r->b - 1 : r->w;
        if (last >= t->words) return "a word out of range";
        if (r->op == GPU_MSTAT_OP_RATIO || r->op == GPU_MSTAT_OP_DIFF) {
            if (r->b >= t->words) return "a word out of range";
            if (r->c != GPU_MSTAT_NONE && r->c >= t->words) return "a word out of range";
        }
        if (!is_counter(r)) continue;
        if (seen[r->w]++) return "a word declared twice";
        if (r->kind == GPU_MSTAT_K_MIN && r->b >= t->words) return "a MIN without its when word";
        ran |= (r->flags & GPU_MSTAT_F_RAN) != 0;
    }
    if (depth) return "an OPEN without its CLOSE";
    for (uint32_t i = 0; i < t->words; i++)
        if (!seen[i]) return "a word no counter declares";
    if (!ran) return "no RAN counter";
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

/* Skips an OPEN_IF's rows through its CLOSE; returns the CLOSE. */
static const gpu_mstat *skip(const gpu_mstat *r)
{
    for (int depth = 0;; r++) {
        if (r->op == GPU_MSTAT_OP_OPEN || r->op == GPU_MSTAT_OP_OPEN_IF) depth++;
        else if (r->op == GPU_MSTAT_OP_CLOSE && --depth == 0) return r;
    }
}

void gpu_mstat_json(const gpu_mstat_table *t, json_object *parent, const uint64_t *s)
{
    if (!gpu_mstat_ran(t, s)) return; /* did not run: the baseline's JSON */
    json_object *stack[MSTAT_DEPTH];
    int d = 0;
    stack[0] = js_obj(JS_SPACED);
    for (const gpu_mstat *r = t->rows; r->op != GPU_MSTAT_OP_END; r++) {
        json_object *o = stack[d];
        switch (r->op) {
        case GPU_MSTAT_OP_COUNTER:
            if (!(r->flags & GPU_MSTAT_F_HIDE)) js_put_u64(o, r->name, s[r->w]);
            break;
        case GPU_MSTAT_OP_RATIO:
            js_put_fixed(o, r->name, ratio(r, s), r->digits);
            break;
        case GPU_MSTAT_OP_DIFF: {
            uint64_t v = s[r->w] * (uint64_t)r->k - s[r->b];
            if (r->flags & GPU_MSTAT_F_SIGNED) js_put_i64(o, r->name, (int64_t)v);
            else js_put_u64(o, r->name, v);
            break;
        }
        case GPU_MSTAT_OP_TOTAL: {
            uint64_t v = 0;
            for (uint32_t i = 0; i < r->b; i++) v += s[r->w + i];
            js_put_u64(o, r->name, v);
            break;
        }
        case GPU_MSTAT_OP_OPEN_IF:
            if (!s[r->w]) {
                r = skip(r);
                break;
            }
            /* fall through */
        case GPU_MSTAT_OP_OPEN:
            stack[++d] = js_obj(JS_SPACED);
            break;
        case GPU_MSTAT_OP_CLOSE: {
            /* the OPEN that this CLOSE ends names the object */
            const gpu_mstat *open = r;
            for (int k = 0; k >= 0;) {
                open--;
                if (open->op == GPU_MSTAT_OP_CLOSE) k++;
                else if (open->op == GPU_MSTAT_OP_OPEN || open->op == GPU_MSTAT_OP_OPEN_IF) k--;
            }
            d--;
            js_put(stack[d], open->name, o);
            break;
        }
        default:
            break;
        }
    }
    js_put(parent, t->key, stack[0]);
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
        } else if (r->op == GPU_MSTAT_OP_CLOSE) {
            d--;
        } else if (is_counter(r)) {
            snprintf(path + at[d], sizeof path - at[d], "%s", r->name);
            int rc = put(user, path, (double)s[r->w], r->kind == GPU_MSTAT_K_SUM);
            if (rc) return rc;
        }
    }
    return 0;
}
