/* The flat CSV table and the text summary of a trace (trace_conv.h). */
#include <stdlib.h>
#include <string.h>

#include "hooks/trace_conv.h"
#include "util/vec.h"

/* ---- CSV ------------------------------------------------------------------ */

static void cstr(FILE *f, const char *s)
{
    fputc('"', f);
    for (; s && *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

int trace_to_csv(const trace_data *d, FILE *f)
{
    /* steps of each task, in file order: count, then offsets */
    size_t *first = calloc(d->ntask + 1, sizeof *first);
    size_t *list = malloc((d->nstep + 1) * sizeof *list);
    if (!first || !list) {
        free(first);
        free(list);
        return -1;
    }
    for (size_t s = 0; s < d->nstep; s++)
        first[d->step[s].task + 1]++;
    for (size_t i = 0; i < d->ntask; i++)
        first[i + 1] += first[i];
    size_t *fill = calloc(d->ntask + 1, sizeof *fill);
    for (size_t s = 0; fill && s < d->nstep; s++) {
        uint32_t t = d->step[s].task;
        list[first[t] + fill[t]++] = s;
    }
    fputs("id,parent,component,kind,what,start_ps,end_ps,duration_ps,complete,steps\n", f);
    for (size_t i = 0; fill && i < d->ntask; i++) {
        const trace_task_info *t = &d->task[i];
        fprintf(f, "%#llx,%#llx,", (unsigned long long)t->id, (unsigned long long)t->parent);
        cstr(f, d->comp[t->comp].name);
        fputc(',', f);
        cstr(f, t->kind);
        fputc(',', f);
        cstr(f, t->what);
        fprintf(f, ",%llu,%llu,%llu,%d,\"", (unsigned long long)t->start,
                (unsigned long long)t->end, (unsigned long long)(t->end - t->start),
                t->has_start && t->has_end);
        for (size_t k = first[i]; k < first[i + 1]; k++) {
            const trace_step_info *s = &d->step[list[k]];
            fprintf(f, "%s%llu:", k > first[i] ? "|" : "", (unsigned long long)s->time);
            for (const char *p = s->what; *p; p++)
                fputs(*p == '"' ? "\"\"" : (char[2]){*p, 0}, f);
        }
        fputs("\"\n", f);
    }
    int rc = fill ? 0 : -1;
    free(first);
    free(list);
    free(fill);
    return rc || ferror(f) ? -1 : 0;
}

/* ---- summary ------------------------------------------------------------- */

/* "GPU[0].L2[3]" -> "GPU[*].L2[*]": the level a component belongs to. */
static void level_of(const char *name, char *out, size_t len)
{
    size_t o = 0;
    for (const char *p = name; *p && o + 4 < len; p++) {
        out[o++] = *p;
        if (*p == '[') {
            const char *q = p + 1;
            while (*q >= '0' && *q <= '9')
                q++;
            if (*q == ']' && q > p + 1) {
                out[o++] = '*';
                p = q - 1;
            }
        }
    }
    out[o] = 0;
}

typedef struct group {
    char key[192];
    uint64_t n;
    double sum;        /* ps */
    eng_time max;
    eng_time period;
} group;

static int by_sum_desc(const void *a, const void *b)
{
    const group *x = a, *y = b;
    if (x->sum != y->sum)
        return x->sum > y->sum ? -1 : 1;
    return strcmp(x->key, y->key);
}

static int by_key(const void *a, const void *b)
{
    return strcmp(((const group *)a)->key, ((const group *)b)->key);
}

static int by_duration_desc(const void *a, const void *b, void *arg)
{
    const trace_data *d = arg;
    const trace_task_info *x = &d->task[*(const uint32_t *)a];
    const trace_task_info *y = &d->task[*(const uint32_t *)b];
    eng_time dx = x->end - x->start, dy = y->end - y->start;
    if (dx != dy)
        return dx > dy ? -1 : 1;
    if (x->start != y->start)
        return x->start < y->start ? -1 : 1;
    return x->id < y->id ? -1 : x->id > y->id;
}

/* Adds (key, duration) to the group list, a linear search: summaries are
 * over a few hundred groups at most. */
static group *add(group **g, size_t *n, size_t *cap, const char *key, eng_time dur, eng_time period)
{
    for (size_t i = 0; i < *n; i++)
        if (!strcmp((*g)[i].key, key)) {
            (*g)[i].n++;
            (*g)[i].sum += (double)dur;
            (*g)[i].max = dur > (*g)[i].max ? dur : (*g)[i].max;
            return &(*g)[i];
        }
    if (VEC_TRY_RESERVE(*g, *cap, *n + 1) < 0)
        return NULL;
    group *x = &(*g)[(*n)++];
    *x = (group){.n = 1, .sum = (double)dur, .max = dur, .period = period};
    snprintf(x->key, sizeof x->key, "%s", key);
    return x;
}

static void cycles(FILE *f, double ps, eng_time period)
{
    if (period)
        fprintf(f, "%12.1f cyc", ps / (double)period);
    else
        fprintf(f, "%12.0f ps ", ps);
}

int trace_summary(const trace_data *d, FILE *f, int top)
{
    eng_time span = d->t_max - d->t_min;
    fprintf(f, "trace: %zu components, %zu tasks, %zu steps, %zu counter samples, "
               "%.3f us (%llu ps to %llu ps)\n", d->ncomp, d->ntask, d->nstep, d->nctr,
            (double)span / 1e6, (unsigned long long)d->t_min, (unsigned long long)d->t_max);
    group *g = NULL;
    size_t n = 0, cap = 0;
    char key[192], lvl[160];
    int rc = 0;
    /* busiest components: sum of task time (occupancy = that / span) */
    for (size_t i = 0; i < d->ntask && !rc; i++) {
        const trace_task_info *t = &d->task[i];
        rc = add(&g, &n, &cap, d->comp[t->comp].name, t->end - t->start,
                 d->comp[t->comp].period) ? 0 : -1;
    }
    if (n)
        qsort(g, n, sizeof *g, by_sum_desc);
    fprintf(f, "\nbusiest components (task time; occupancy = average tasks in flight)\n");
    for (size_t i = 0; i < n && (int)i < top; i++)
        fprintf(f, "  %-36s %8llu tasks  occupancy %8.3f\n", g[i].key,
                (unsigned long long)g[i].n, span ? g[i].sum / (double)span : 0.0);
    /* latency per level, kind, what */
    n = 0;
    for (size_t i = 0; i < d->ntask && !rc; i++) {
        const trace_task_info *t = &d->task[i];
        if (!t->has_start || !t->has_end)
            continue; /* cut by the window: its latency is unknown */
        level_of(d->comp[t->comp].name, lvl, sizeof lvl);
        snprintf(key, sizeof key, "%s %s %s", lvl, t->kind, t->what);
        rc = add(&g, &n, &cap, key, t->end - t->start, d->comp[t->comp].period) ? 0 : -1;
    }
    if (n)
        qsort(g, n, sizeof *g, by_key);
    fprintf(f, "\naverage latency per level, kind and what (complete tasks)\n");
    for (size_t i = 0; i < n; i++) {
        fprintf(f, "  %-44s %8llu  avg", g[i].key, (unsigned long long)g[i].n);
        cycles(f, g[i].sum / (double)g[i].n, g[i].period);
        fputs("  max", f);
        cycles(f, (double)g[i].max, g[i].period);
        fputc('\n', f);
    }
    free(g);
    /* longest tasks */
    uint32_t *order = malloc((d->ntask + 1) * sizeof *order);
    if (!order)
        return -1;
    for (size_t i = 0; i < d->ntask; i++)
        order[i] = (uint32_t)i;
    qsort_r(order, d->ntask, sizeof *order, by_duration_desc, (void *)d);
    fprintf(f, "\nlongest tasks\n");
    for (size_t i = 0; i < d->ntask && (int)i < top; i++) {
        const trace_task_info *t = &d->task[order[i]];
        fprintf(f, "  %#-20llx %-28s %-6s %-12s %12llu ps  from %llu ps%s\n",
                (unsigned long long)t->id, d->comp[t->comp].name, t->kind, t->what,
                (unsigned long long)(t->end - t->start), (unsigned long long)t->start,
                t->has_start && t->has_end ? "" : " (cut by the window)");
    }
    free(order);
    return rc || ferror(f) ? -1 : 0;
}
