/* Partitions for the windowed parallel engine (docs/engine.md).
 *
 * Start from the hints (ENG_PARTITION_MODEL: components with the same
 * hint > 0 together, those with hint 0 alone), from every component alone
 * (FINEST) or from one set (NONE); then every connection that cannot be
 * cut joins the sets of all components plugged into it, and each half of
 * one that can be cut joins its own port's component. What is left are
 * the partitions; the smallest lookahead of a connection whose halves
 * ended up apart is the window. Partitions are numbered in order of their
 * lowest owner id, so the numbering never depends on anything but the
 * model. */
#include <stdio.h>
#include <stdlib.h>

#include "engine/conn.h"
#include "engine/engine_impl.h"
#include "engine/fatal.h"
#include "util/xalloc.h"

static uint32_t find(uint32_t *up, uint32_t i)
{
    while (up[i] != i) {
        up[i] = up[up[i]];
        i = up[i];
    }
    return i;
}

/* Joins the sets of a and b; returns the new root. The lower root wins,
 * so roots are each set's lowest id. */
static uint32_t join(uint32_t *up, uint32_t a, uint32_t b)
{
    a = find(up, a);
    b = find(up, b);
    if (a < b)
        up[b] = a;
    else
        up[a] = b;
    return a < b ? a : b;
}

#define NO_HINT UINT32_MAX

typedef struct hint_ent {
    uint32_t hint, id;
} hint_ent;

static int cmp_hint(const void *a, const void *b)
{
    const hint_ent *x = a, *y = b;
    if (x->hint != y->hint)
        return x->hint < y->hint ? -1 : 1;
    return x->id < y->id ? -1 : x->id > y->id;
}

/* Components with the same hint (> 0) start in one set, labelled with
 * it; returns the number of hints. */
static uint32_t join_hints(eng_engine *e, uint32_t *up, uint32_t *label)
{
    hint_ent *v = xmalloc((e->nowners + 1) * sizeof *v, "partition hints");
    size_t n = 0;
    for (size_t i = 0; i < e->nowners; i++) {
        eng_owner *o = e->owners[i];
        if (o && o->kind == ENG_OWNER_COMPONENT && o->part_hint)
            v[n++] = (hint_ent){o->part_hint, (uint32_t)i};
    }
    qsort(v, n, sizeof *v, cmp_hint);
    uint32_t sets = 0;
    for (size_t i = 0; i < n; i++) {
        if (i && v[i].hint == v[i - 1].hint) {
            join(up, v[i - 1].id, v[i].id);
        } else {
            sets++;
            label[v[i].id] = v[i].hint;
        }
    }
    for (size_t i = 0; i < n; i++)
        label[find(up, v[i].id)] = v[i].hint;
    free(v);
    return sets;
}

/* Joins a connection (or half) with a component; names the connection in
 * info when that merges two differently hinted sets. */
static void join_labelled(uint32_t *up, uint32_t *label, uint32_t a, uint32_t b,
                          const char *name, eng_partition_info *info)
{
    uint32_t ra = find(up, a), rb = find(up, b);
    if (ra == rb)
        return;
    uint32_t la = label[ra], lb = label[rb];
    if (la != NO_HINT && lb != NO_HINT && la != lb && !info->merged_by[0])
        snprintf(info->merged_by, sizeof info->merged_by, "%s", name);
    label[join(up, ra, rb)] = la != NO_HINT ? la : lb;
}

uint32_t eng_partition(eng_engine *e, int mode, eng_partition_info *info)
{
    size_t n = e->nowners;
    uint32_t *up = xmalloc((n + 1) * sizeof *up, "partitioning");
    uint32_t *label = xmalloc((n + 1) * sizeof *label, "partitioning");
    for (size_t i = 0; i < n; i++) {
        up[i] = (uint32_t)i;
        label[i] = NO_HINT;
    }
    uint32_t first_comp = UINT32_MAX, comps = 0;
    for (size_t i = 0; i < n; i++)
        if (e->owners[i] && e->owners[i]->kind == ENG_OWNER_COMPONENT) {
            if (first_comp == UINT32_MAX)
                first_comp = (uint32_t)i;
            comps++;
            if (mode == ENG_PARTITION_NONE)
                join(up, first_comp, (uint32_t)i);
        }
    info->merged_by[0] = 0;
    info->window_events = info->span_events = 0; /* the engine's to count */
    info->span_workers = 0;
    info->hinted = mode == ENG_PARTITION_MODEL    ? join_hints(e, up, label)
                   : mode == ENG_PARTITION_FINEST ? comps
                                                  : 1;
    for (size_t i = 0; i < n; i++) {
        eng_owner *o = e->owners[i];
        if (!o || o->kind != ENG_OWNER_CONNECTION)
            continue;
        eng_conn *c = (eng_conn *)o;
        if (!c->nports) {
            if (c->lookahead > 0)
                continue; /* the hub of cut halves (fabric_split.c): alone */
            if (first_comp != UINT32_MAX)
                join(up, first_comp, (uint32_t)i);
            continue;
        }
        if (c->peer && c->lookahead > 0) { /* a half: with its own port */
            join(up, (uint32_t)i, c->ports[0]->comp->owner.id);
            continue;
        }
        if (c->ops->horizon && mode != ENG_PARTITION_NONE)
            continue; /* a boundary: below */
        for (size_t k = 0; k < c->nports; k++)
            join_labelled(up, label, (uint32_t)i, c->ports[k]->comp->owner.id, c->name, info);
    }
    /* A boundary stays a partition of its own when its ports lie in
     * several partitions; else there is nothing to stand between. */
    info->boundaries = 0;
    info->boundary[0] = 0;
    for (size_t i = 0; i < n; i++) {
        eng_owner *o = e->owners[i];
        if (!o || o->kind != ENG_OWNER_CONNECTION || mode == ENG_PARTITION_NONE)
            continue;
        eng_conn *c = (eng_conn *)o;
        if (!c->ops->horizon || !c->nports)
            continue;
        bool apart = false;
        for (size_t k = 1; k < c->nports && !apart; k++)
            apart = find(up, c->ports[k]->comp->owner.id) != find(up, c->ports[0]->comp->owner.id);
        if (apart) {
            if (!info->boundaries++)
                snprintf(info->boundary, sizeof info->boundary, "%s", c->name);
            continue;
        }
        for (size_t k = 0; k < c->nports; k++)
            join_labelled(up, label, (uint32_t)i, c->ports[k]->comp->owner.id, c->name, info);
    }
    /* Number the sets by their lowest id (the root); count the cuts. */
    uint32_t *num = label; /* reused: root -> partition number */
    for (size_t i = 0; i < n; i++)
        num[i] = UINT32_MAX;
    uint32_t parts = 0;
    for (size_t i = 0; i < n; i++) {
        eng_owner *o = e->owners[i];
        if (!o)
            continue;
        uint32_t r = find(up, (uint32_t)i);
        if (num[r] == UINT32_MAX)
            num[r] = parts++;
        o->part = num[r];
    }
    info->cut = 0;
    info->window = ENG_TIME_NEVER;
    for (size_t i = 0; i < n; i++) {
        eng_owner *o = e->owners[i];
        if (!o || o->kind != ENG_OWNER_CONNECTION)
            continue;
        eng_conn *c = (eng_conn *)o;
        /* a pair counts once; a half of a hub (whose peer has no peer of
         * its own) counts on its own */
        if (!c->peer || c->lookahead == 0 ||
            (c->owner.id > c->peer->owner.id && c->peer->peer))
            continue;
        if (c->owner.part != c->peer->owner.part) {
            info->cut++;
            if (c->lookahead < info->window)
                info->window = c->lookahead;
        }
    }
    info->partitions = parts ? parts : 1;
    if (!info->hinted)
        info->hinted = 1;
    free(up);
    free(label);
    return info->partitions;
}
