/* The switched PCIe tree (fabric.h has the contract): the layout of
 * switches and links, up/down routing, and moving messages hop by hop.
 *
 * Nodes: endpoints 0..E-1, then switches E..E+S-1. Every node but the
 * root has a link to its parent, which is two directed links (up, down),
 * each with its own bandwidth, busy time and statistics.
 *
 * Where a message waits: at an endpoint, in its sender's port; at a
 * switch, in the queue of the output link it will take (one queue per
 * virtual channel, switch_buf messages, kept in order of readiness); on
 * the last hop, in the destination port's pending queue. A link sends
 * only when the place the message goes next has room (that place is
 * reserved at once), so messages never wait on a wire. Up/down routing on
 * a tree has no cyclic dependencies between these queues, and each
 * virtual channel has its own, so the network itself cannot deadlock. */
#include "components/fabric/fabric_int.h"
#include "util/vec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NO_NODE UINT32_MAX

/* ---- layout ------------------------------------------------------------- */

typedef struct layout {
    uint32_t *parent, *lo, *hi; /* per node; [lo, hi): endpoints below */
    uint32_t n, cap;
} layout;

static uint32_t add_node(layout *t, uint32_t lo, uint32_t hi)
{
    /* lo and hi grow with parent, to the same capacity */
    uint32_t cap_lo = t->cap, cap_hi = t->cap;
    if (VEC_TRY_RESERVE(t->lo, cap_lo, t->n + 1) < 0 || VEC_TRY_RESERVE(t->hi, cap_hi, t->n + 1) < 0 ||
        VEC_TRY_RESERVE(t->parent, t->cap, t->n + 1) < 0)
        return NO_NODE;
    t->parent[t->n] = NO_NODE;
    t->lo[t->n] = lo;
    t->hi[t->n] = hi;
    return t->n++;
}

/* Groups the nodes of one level under new switches, fanout at a time; a
 * lone trailing node is promoted as it is. Returns the next level's
 * size, or 0 when out of memory. */
static uint32_t group_level(layout *t, uint32_t *cur, uint32_t ncur, uint32_t fanout)
{
    uint32_t nnext = 0;
    for (uint32_t i = 0; i < ncur; i += fanout) {
        uint32_t k = ncur - i < fanout ? ncur - i : fanout;
        if (k == 1 && ncur > 1) {
            cur[nnext++] = cur[i];
            continue;
        }
        uint32_t s = add_node(t, t->lo[cur[i]], t->hi[cur[i + k - 1]]);
        if (s == NO_NODE)
            return 0;
        for (uint32_t j = 0; j < k; j++)
            t->parent[cur[i + j]] = s;
        cur[nnext++] = s;
    }
    return nnext;
}

static int build_nodes(fabric *f, layout *t)
{
    uint32_t e = f->cfg.endpoints;
    t->cap = 2 * e + 2;
    t->parent = malloc(t->cap * sizeof *t->parent);
    t->lo = malloc(t->cap * sizeof *t->lo);
    t->hi = malloc(t->cap * sizeof *t->hi);
    uint32_t *cur = malloc(e * sizeof *cur);
    if (!t->parent || !t->lo || !t->hi || !cur)
        goto oom;
    for (uint32_t i = 0; i < e; i++)
        cur[i] = add_node(t, i, i + 1);
    uint32_t ncur = e;
    /* until one switch is left: a single endpoint still gets a switch */
    while (ncur > 1 || cur[0] < e) {
        ncur = group_level(t, cur, ncur, ncur <= f->cfg.switch_fanout ? ncur + 1 : f->cfg.switch_fanout);
        if (!ncur)
            goto oom;
    }
    free(cur);
    return 0;
oom:
    free(cur);
    return -1;
}

static void node_name(const fabric *f, uint32_t n, char *buf, size_t len)
{
    if (n < f->cfg.endpoints)
        snprintf(buf, len, "EP%u", n);
    else
        snprintf(buf, len, "SW%u", n - f->cfg.endpoints);
}

static int make_link(fabric *f, fab_link *l, uint32_t from, uint32_t to)
{
    char a[16], b[16];
    node_name(f, from, a, sizeof a);
    node_name(f, to, b, sizeof b);
    size_t len = strlen(f->conn.name) + 48;
    l->name = malloc(len);
    if (!l->name)
        return -1;
    snprintf(l->name, len, "%s.Link[%s->%s]", f->conn.name, a, b);
    l->from = from;
    l->to = to;
    if (from >= f->cfg.endpoints)
        for (uint32_t v = 0; v < f->cfg.vcs; v++)
            if (fab_q_init(&l->q[v], f->cfg.switch_buf))
                return -1;
    return 0;
}

int fab_tree_layout(fabric *f)
{
    layout t = {0};
    uint32_t *up = NULL;
    uint32_t e = f->cfg.endpoints;
    if (build_nodes(f, &t))
        goto oom;
    f->nnodes = t.n;
    f->nswitches = t.n - e;
    f->parent = malloc(t.n * sizeof *f->parent);
    f->route = malloc((size_t)t.n * e * sizeof *f->route);
    f->links = calloc(2 * (size_t)(t.n - 1), sizeof *f->links);
    up = malloc(t.n * sizeof *up);
    if (!f->parent || !f->route || !f->links || !up)
        goto oom;
    memcpy(f->parent, t.parent, t.n * sizeof *f->parent);
    /* links in node order: node i's up link, then its down link */
    for (uint32_t i = 0; i < t.n; i++) {
        up[i] = NO_NODE;
        if (t.parent[i] == NO_NODE)
            continue;
        up[i] = f->nlinks;
        f->nlinks += 2;
        if (make_link(f, &f->links[up[i]], i, t.parent[i]) ||
            make_link(f, &f->links[up[i] + 1], t.parent[i], i))
            goto oom;
    }
    /* up/down routes: down towards the child holding the endpoint, else up */
    for (uint32_t n = 0; n < t.n; n++)
        for (uint32_t d = 0; d < e; d++) {
            uint32_t r = up[n];
            if (d >= t.lo[n] && d < t.hi[n] && n >= e)
                for (uint32_t c = 0; c < t.n; c++)
                    if (t.parent[c] == n && d >= t.lo[c] && d < t.hi[c])
                        r = up[c] + 1;
            f->route[(size_t)n * e + d] = r;
        }
    free(up);
    free(t.parent);
    free(t.lo);
    free(t.hi);
    return 0;
oom:
    free(up);
    free(t.parent);
    free(t.lo);
    free(t.hi);
    return -1;
}

/* ---- moving messages ------------------------------------------------------ */

/* Sends m over free link l towards its next place if that has room. */
static bool try_forward(fabric *f, fab_link *l, eng_msg *m, uint32_t vc, eng_time now)
{
    eng_time period = f->conn.clock.period;
    fab_port *dst = fab_port_of(f, m->dst);
    /* tracing: a message from an endpoint starts its hop when it goes */
    bool first = l->from < f->cfg.endpoints;
    if (l->to < f->cfg.endpoints) {
        ENG_ASSERT(l->to == dst->ep, "%s: misrouted message for '%s'", f->conn.name,
                   m->dst->name);
        if (!fab_port_has_room(dst))
            return false;
        if (first)
            fab_trace_enter(f, m, now);
        eng_time tail = fab_link_transmit(f, l, m, now);
        fab_q_push(&dst->pending, m, tail + (eng_time)f->cfg.link_latency * period, f->seq++);
        return true;
    }
    fab_q *next = &f->links[f->route[(size_t)l->to * f->cfg.endpoints + dst->ep]].q[vc];
    if (next->n >= next->cap)
        return false;
    if (first)
        fab_trace_enter(f, m, now);
    eng_time tail = fab_link_transmit(f, l, m, now);
    eng_time lat = (eng_time)f->cfg.link_latency + f->cfg.switch_latency;
    fab_q_push(next, m, tail + lat * period, f->seq++);
    return true;
}

/* One message onto free link l: from an endpoint's ports (round-robin over
 * them) or from a switch's queues (round-robin over virtual channels). */
static bool send_one(fabric *f, fab_link *l, eng_time now)
{
    if (l->from < f->cfg.endpoints) {
        uint32_t first = f->ep_start[l->from], nsrc = f->ep_start[l->from + 1] - first;
        for (uint32_t k = 0; k < nsrc; k++) {
            uint32_t j = (l->rr + k) % nsrc;
            fab_port *src = &f->ports[f->ep_list[first + j]];
            eng_msg *m = eng_port_out_peek(src->p);
            if (m && try_forward(f, l, m, src->vc, now)) {
                eng_port_out_pop(src->p, &f->conn.owner);
                l->rr = (j + 1) % nsrc;
                return true;
            }
        }
        return false;
    }
    for (uint32_t k = 0; k < f->cfg.vcs; k++) {
        uint32_t v = (l->rr + k) % f->cfg.vcs;
        fab_q *q = &l->q[v];
        if (q->n && q->e[0].ready <= now && try_forward(f, l, q->e[0].m, v, now)) {
            fab_q_pop(q);
            l->rr = (v + 1) % f->cfg.vcs;
            return true;
        }
    }
    return false;
}

/* When link l can next do something by itself: when it falls free or its
 * first message gets ready. A link held up only by a full next place
 * waits for that place to drain, which some other wake-up brings. */
static eng_time link_next(const fabric *f, const fab_link *l, eng_time now)
{
    eng_time t = ENG_TIME_NEVER;
    if (l->from < f->cfg.endpoints) {
        for (uint32_t i = f->ep_start[l->from]; i < f->ep_start[l->from + 1]; i++)
            if (eng_port_out_peek(f->ports[f->ep_list[i]].p))
                return l->busy_until > now ? l->busy_until : ENG_TIME_NEVER;
        return t;
    }
    for (uint32_t v = 0; v < f->cfg.vcs; v++) {
        if (!l->q[v].n)
            continue;
        eng_time r = l->q[v].e[0].ready > l->busy_until ? l->q[v].e[0].ready : l->busy_until;
        if (r > now && r < t)
            t = r;
    }
    return t;
}

void fab_tree_deliver(eng_conn *c)
{
    fabric *f = (fabric *)c;
    eng_time now = eng_now(c->owner.engine);
    fab_deliver_ready(f, now);
    /* A send frees a slot upstream links may be waiting for: go round
     * until nothing moves (each link sends at most once per instant). */
    bool progress = true;
    while (progress) {
        progress = false;
        for (uint32_t i = 0; i < f->nlinks; i++)
            if (f->links[i].busy_until <= now && send_one(f, &f->links[i], now))
                progress = true;
    }
    eng_time next = fab_next_delivery(f, now);
    for (uint32_t i = 0; i < f->nlinks; i++) {
        eng_time t = link_next(f, &f->links[i], now);
        if (t < next)
            next = t;
    }
    if (next != ENG_TIME_NEVER)
        eng_conn_wake_at(c, next, &c->owner);
}
