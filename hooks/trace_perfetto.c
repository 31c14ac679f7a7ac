/* Chrome trace-event JSON for Perfetto UI (trace_conv.h has the layout). */
#include <stdlib.h>
#include <string.h>

#include "hooks/trace_conv.h"
#include "util/vec.h"

/* ---- lanes --------------------------------------------------------------- */

typedef struct lane {
    eng_time *end; /* stack of open slices' ends */
    size_t n, cap;
} lane;

static int by_comp_start(const void *a, const void *b, void *arg)
{
    const trace_data *d = arg;
    const trace_task_info *x = &d->task[*(const uint32_t *)a];
    const trace_task_info *y = &d->task[*(const uint32_t *)b];
    if (x->comp != y->comp)
        return x->comp < y->comp ? -1 : 1;
    if (x->start != y->start)
        return x->start < y->start ? -1 : 1;
    if (x->end != y->end)
        return x->end > y->end ? -1 : 1; /* the longer one first: it encloses */
    return *(const uint32_t *)a < *(const uint32_t *)b ? -1 : 1;
}

/* Can t go on lane l (after closing what ended by t's start)? */
static bool fits(lane *l, const trace_task_info *t)
{
    while (l->n && l->end[l->n - 1] <= t->start)
        l->n--;
    return !l->n || l->end[l->n - 1] >= t->end;
}

static int push(lane *l, eng_time end)
{
    if (VEC_TRY_RESERVE(l->end, l->cap, l->n + 1) < 0)
        return -1;
    l->end[l->n++] = end;
    return 0;
}

uint32_t *trace_lanes(const trace_data *d)
{
    uint32_t *lane_of = malloc((d->ntask + 1) * sizeof *lane_of);
    uint32_t *order = malloc((d->ntask + 1) * sizeof *order);
    lane *lanes = NULL;
    size_t nlanes = 0, caplanes = 0;
    bool ok = lane_of && order;
    for (size_t i = 0; ok && i < d->ntask; i++) {
        order[i] = (uint32_t)i;
        lane_of[i] = UINT32_MAX; /* no lane yet */
    }
    if (ok)
        qsort_r(order, d->ntask, sizeof *order, by_comp_start, (void *)d);
    uint32_t comp = UINT32_MAX;
    for (size_t j = 0; ok && j < d->ntask; j++) {
        const trace_task_info *t = &d->task[order[j]];
        if (t->comp != comp) { /* a new component: fresh lanes */
            comp = t->comp;
            for (size_t k = 0; k < nlanes; k++)
                lanes[k].n = 0;
        }
        size_t pick = SIZE_MAX;
        /* the parent's lane if it has one already: a child may sort first
         * (same start, later end) or be its own parent in a damaged file */
        uint32_t pl = t->parent_ix != UINT32_MAX ? lane_of[t->parent_ix] : UINT32_MAX;
        if (pl != UINT32_MAX && d->task[t->parent_ix].comp == t->comp && fits(&lanes[pl], t))
            pick = pl;
        for (size_t k = 0; pick == SIZE_MAX && k < nlanes; k++)
            if (fits(&lanes[k], t))
                pick = k;
        if (pick == SIZE_MAX) {
            if (VEC_TRY_RESERVE(lanes, caplanes, nlanes + 1) < 0) {
                ok = false;
                break;
            }
            lanes[nlanes] = (lane){0};
            pick = nlanes++;
        }
        lane_of[order[j]] = (uint32_t)pick;
        ok = push(&lanes[pick], t->end) == 0;
    }
    for (size_t k = 0; k < nlanes; k++)
        free(lanes[k].end);
    free(lanes);
    free(order);
    if (!ok) {
        free(lane_of);
        return NULL;
    }
    return lane_of;
}

/* ---- JSON ------------------------------------------------------------------ */

static void jstr(FILE *f, const char *s)
{
    fputc('"', f);
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

/* Microseconds with picosecond precision, exact in decimal. */
static void jtime(FILE *f, eng_time ps)
{
    fprintf(f, "%llu.%06llu", (unsigned long long)(ps / 1000000), (unsigned long long)(ps % 1000000));
}

static void head(FILE *f, bool *first)
{
    fputs(*first ? "\n" : ",\n", f);
    *first = false;
}

static void metadata(const trace_data *d, const uint32_t *lane_of, FILE *f, bool *first)
{
    uint32_t *maxlane = calloc(d->ncomp + 1, sizeof *maxlane);
    for (size_t i = 0; maxlane && i < d->ntask; i++)
        if (lane_of[i] + 1 > maxlane[d->task[i].comp])
            maxlane[d->task[i].comp] = lane_of[i] + 1;
    for (size_t c = 0; c < d->ncomp; c++) {
        head(f, first);
        fprintf(f, "{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":%zu,\"args\":{\"name\":", c + 1);
        jstr(f, d->comp[c].name);
        fprintf(f, "}},\n{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":%zu,"
                   "\"args\":{\"sort_index\":%zu}}", c + 1, c);
        for (uint32_t l = 0; maxlane && l < maxlane[c]; l++)
            fprintf(f, ",\n{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":%zu,\"tid\":%u,"
                       "\"args\":{\"name\":\"lane %u\"}}", c + 1, l, l);
    }
    free(maxlane);
}

static void slices(const trace_data *d, const uint32_t *lane_of, FILE *f, bool *first)
{
    for (size_t i = 0; i < d->ntask; i++) {
        const trace_task_info *t = &d->task[i];
        head(f, first);
        fputs("{\"ph\":\"X\",\"name\":", f);
        jstr(f, *t->what ? t->what : "(unknown)");
        fputs(",\"cat\":", f);
        jstr(f, *t->kind ? t->kind : "task");
        fputs(",\"ts\":", f);
        jtime(f, t->start);
        fputs(",\"dur\":", f);
        jtime(f, t->end - t->start);
        fprintf(f, ",\"pid\":%u,\"tid\":%u,\"args\":{\"id\":\"%#llx\",\"parent\":\"%#llx\","
                   "\"start_ps\":%llu,\"end_ps\":%llu,\"complete\":%s}}",
                t->comp + 1, lane_of[i], (unsigned long long)t->id, (unsigned long long)t->parent,
                (unsigned long long)t->start, (unsigned long long)t->end,
                t->has_start && t->has_end ? "true" : "false");
        const trace_task_info *p = t->parent_ix != UINT32_MAX ? &d->task[t->parent_ix] : NULL;
        if (p && p->comp != t->comp && p->start <= t->start && t->start <= p->end) {
            /* a flow arrow from the parent's slice to this one */
            fprintf(f, ",\n{\"ph\":\"s\",\"name\":\"cause\",\"cat\":\"flow\",\"id\":%zu,"
                       "\"pid\":%u,\"tid\":%u,\"ts\":", i, p->comp + 1, lane_of[t->parent_ix]);
            jtime(f, t->start);
            fprintf(f, "},\n{\"ph\":\"f\",\"bp\":\"e\",\"name\":\"cause\",\"cat\":\"flow\","
                       "\"id\":%zu,\"pid\":%u,\"tid\":%u,\"ts\":", i, t->comp + 1, lane_of[i]);
            jtime(f, t->start);
            fputs("}", f);
        }
    }
    for (size_t s = 0; s < d->nstep; s++) {
        const trace_step_info *st = &d->step[s];
        const trace_task_info *t = &d->task[st->task];
        head(f, first);
        fputs("{\"ph\":\"i\",\"s\":\"t\",\"name\":", f);
        jstr(f, st->what);
        fputs(",\"ts\":", f);
        jtime(f, st->time);
        fprintf(f, ",\"pid\":%u,\"tid\":%u,\"args\":{\"task\":\"%#llx\"}}", t->comp + 1,
                lane_of[st->task], (unsigned long long)t->id);
    }
}

/* (time, +1/-1) per task: the in-flight counter of each component. */
typedef struct edge {
    uint32_t comp;
    eng_time time;
    int delta;
} edge;

static int by_edge(const void *a, const void *b)
{
    const edge *x = a, *y = b;
    if (x->comp != y->comp)
        return x->comp < y->comp ? -1 : 1;
    if (x->time != y->time)
        return x->time < y->time ? -1 : 1;
    return x->delta - y->delta; /* ends before starts at one time */
}

static int counters(const trace_data *d, FILE *f, bool *first)
{
    for (size_t i = 0; i < d->nctr; i++) {
        const trace_counter_info *c = &d->ctr[i];
        head(f, first);
        fputs("{\"ph\":\"C\",\"name\":", f);
        jstr(f, c->name);
        fputs(",\"ts\":", f);
        jtime(f, c->time);
        fprintf(f, ",\"pid\":%u,\"args\":{\"value\":%lld}}", c->comp + 1, (long long)c->value);
    }
    edge *e = malloc((2 * d->ntask + 1) * sizeof *e);
    if (!e)
        return -1;
    for (size_t i = 0; i < d->ntask; i++) {
        e[2 * i] = (edge){d->task[i].comp, d->task[i].start, +1};
        e[2 * i + 1] = (edge){d->task[i].comp, d->task[i].end, -1};
    }
    qsort(e, 2 * d->ntask, sizeof *e, by_edge);
    long level = 0;
    for (size_t i = 0; i < 2 * d->ntask; i++) {
        if (i == 0 || e[i].comp != e[i - 1].comp)
            level = 0;
        level += e[i].delta;
        bool last = i + 1 == 2 * d->ntask || e[i + 1].comp != e[i].comp ||
                    e[i + 1].time != e[i].time;
        if (!last)
            continue;
        head(f, first);
        fputs("{\"ph\":\"C\",\"name\":\"tasks in flight\",\"ts\":", f);
        jtime(f, e[i].time);
        fprintf(f, ",\"pid\":%u,\"args\":{\"value\":%ld}}", e[i].comp + 1, level);
    }
    free(e);
    return 0;
}

int trace_to_perfetto(const trace_data *d, FILE *f)
{
    uint32_t *lane_of = trace_lanes(d);
    if (!lane_of)
        return -1;
    bool first = true;
    fputs("{\"displayTimeUnit\":\"ns\",\"otherData\":{\"generator\":\"mgsim trace\"},"
          "\"traceEvents\":[", f);
    metadata(d, lane_of, f, &first);
    slices(d, lane_of, f, &first);
    int rc = counters(d, f, &first);
    fputs("\n]}\n", f);
    free(lane_of);
    return rc || ferror(f) ? -1 : 0;
}
