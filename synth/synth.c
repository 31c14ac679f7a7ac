#include "synth/synth.h"
#include "util/xalloc.h"

#include "components/fabric/fabric.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct synth_msg {
    eng_msg hdr;
    uint64_t payload;
} synth_msg;

typedef struct node {
    eng_comp comp; /* first */
    const synth_config *cfg;
    eng_port *const *bus_ports; /* every node's Link port, on the bus (or NULL) */
    eng_port *port[2]; /* 0: group (direct), 1: link */
    synth_msg *pending;
    int pending_port;
    uint64_t digest, sent, received, stalls, sink;
    eng_time last_recv;
} node;

struct synth_platform {
    synth_config cfg;
    node *nodes;
    eng_conn **conns;
    size_t nconns;
    fabric *fab;
    eng_port **bus_ports; /* with fab: node i's Link port */
    uint64_t *port_log; /* one digest per port, node-major */
};

synth_config synth_default_config(void)
{
    synth_config c = {
        .nodes = 64, .group_size = 8, .links = 2, .active_cycles = 200,
        .send_pct = 30, .work_iters = 0, .buf_cap = 2, .link_latency = 5,
        .link_bpc = 16, .chan_latency = 0, .fabric_latency = 0, .part_groups = 0,
        .log_messages = false,
        .reverse_delivery = false,
    };
    return c;
}

static void receive(node *n, eng_port *p, bool *progress)
{
    uint64_t take = eng_rng_below(&n->comp.rng, 3);
    for (uint64_t i = 0; i < take; i++) {
        synth_msg *m = (synth_msg *)eng_port_retrieve(p);
        if (!m)
            break;
        eng_time now = eng_comp_now(&n->comp);
        n->digest = eng_hash_mix(n->digest, m->payload);
        n->digest = eng_hash_mix(n->digest, now);
        /* who sent it: a bus's split ends each have one port */
        n->digest = eng_hash_mix(n->digest, n->bus_ports ? m->hdr.src->comp->owner.id
                                                         : m->hdr.src->conn_index);
        n->received++;
        n->last_recv = now;
        free(m);
        *progress = true;
    }
    if (eng_port_peek(p))
        *progress = true; /* more to take next cycle */
}

static void try_send(node *n, bool *progress)
{
    eng_rng *r = &n->comp.rng;
    if (!n->pending) {
        if (eng_comp_cycle(&n->comp) >= n->cfg->active_cycles)
            return;
        *progress = true;
        if (eng_rng_below(r, 100) >= n->cfg->send_pct)
            return;
        int which = (int)eng_rng_below(r, 2);
        eng_port *src = n->port[which];
        eng_conn *c = src->conn;
        if (!c)
            return; /* the odd node out has no channel */
        eng_port *dst = which && n->bus_ports
                            ? n->bus_ports[eng_rng_below(r, n->cfg->nodes)]
                        : c->peer ? c->peer->ports[0]
                                  : c->ports[eng_rng_below(r, c->nports)];
        if (dst == src)
            return;
        synth_msg *m = xcalloc(1, sizeof *m, "synthetic message");
        m->hdr.dst = dst;
        m->hdr.bytes = 16 + (uint32_t)eng_rng_below(r, 48);
        m->payload = eng_rng_next(r);
        n->pending = m;
        n->pending_port = which;
    }
    if (eng_port_send(n->port[n->pending_port], &n->pending->hdr) == 0) {
        n->pending = NULL;
        n->sent++;
        *progress = true;
    } else {
        n->stalls++; /* sleep until the port frees up */
    }
}

static bool node_tick(eng_comp *c)
{
    node *n = (node *)c;
    bool progress = false;
    receive(n, n->port[0], &progress);
    receive(n, n->port[1], &progress);
    try_send(n, &progress);
    uint64_t x = n->sink | 1;
    for (uint32_t i = 0; i < n->cfg->work_iters; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
    }
    n->sink = x;
    return progress;
}

static const eng_comp_ops node_ops = {.kind = "synth_node", .tick = node_tick};

static void log_hook(void *user, const eng_hook_ctx *ctx)
{
    uint64_t *d = user;
    const eng_msg *m = ctx->item;
    *d = eng_hash_mix(*d, (uint64_t)ctx->pos);
    *d = eng_hash_mix(*d, ctx->now);
    *d = eng_hash_mix(*d, m->id);
}

static int check(const synth_config *c, char *err, size_t errlen)
{
    const char *why = NULL;
    if (c->nodes < 2)
        why = "nodes must be >= 2";
    else if (c->group_size < 2)
        why = "group_size must be >= 2";
    else if (c->links < 1)
        why = "links must be >= 1";
    else if (c->buf_cap < 1 || c->link_bpc < 1)
        why = "buf_cap and link_bpc must be >= 1";
    else if (c->send_pct > 100)
        why = "send_pct must be <= 100";
    else if (c->chan_latency && c->fabric_latency)
        why = "chan_latency and fabric_latency exclude each other";
    if (why && err)
        snprintf(err, errlen, "synth: %s", why);
    return why ? -1 : 0;
}

synth_platform *synth_build(eng_engine *e, const synth_config *cfg, char *err, size_t errlen)
{
    if (check(cfg, err, errlen))
        return NULL;
    synth_platform *p = calloc(1, sizeof *p);
    if (!p)
        goto oom;
    p->cfg = *cfg;
    uint32_t groups = (cfg->nodes + cfg->group_size - 1) / cfg->group_size;
    p->nodes = calloc(cfg->nodes, sizeof *p->nodes);
    p->conns = calloc(groups + cfg->links + cfg->nodes / 2, sizeof *p->conns);
    p->port_log = calloc(2 * (size_t)cfg->nodes, sizeof *p->port_log);
    if (!p->nodes || !p->conns || !p->port_log)
        goto oom;
    eng_clock clk = eng_clock_hz(1000000000ull);
    char name[64];
    for (uint32_t g = 0; g < groups; g++) {
        snprintf(name, sizeof name, "Group[%u].Bus", g);
        if (!(p->conns[p->nconns] = eng_direct_new(e, name, clk)))
            goto oom;
        p->nconns++;
    }
    eng_link_config lc = {clk, cfg->link_latency, cfg->link_bpc, 16};
    if (cfg->fabric_latency) {
        fabric_config fc = fabric_default_config();
        fc.endpoints = groups;
        fc.vcs = 1;
        fc.rx_buf = cfg->buf_cap;
        fc.bus_latency = cfg->fabric_latency;
        fc.bus_credit_latency = cfg->fabric_credit;
        fc.bus_credits = cfg->buf_cap;
        fc.bus_bytes_per_cycle = cfg->link_bpc;
        if (!(p->fab = fabric_build(e, &fc, "PCIe", err, errlen)))
            goto fail;
        if (!(p->bus_ports = calloc(cfg->nodes, sizeof *p->bus_ports)))
            goto oom;
    }
    for (uint32_t l = 0; l < cfg->links && !cfg->chan_latency && !p->fab; l++) {
        snprintf(name, sizeof name, "Link[%u]", l);
        if (!(p->conns[p->nconns] = eng_link_new(e, name, &lc, err, errlen)))
            goto fail;
        p->nconns++;
    }
    for (uint32_t i = 0; i < cfg->nodes; i++) {
        node *n = &p->nodes[i];
        snprintf(name, sizeof name, "Group[%u].Node[%u]", i / cfg->group_size,
                 i % cfg->group_size);
        if (eng_comp_init(&n->comp, e, name, &node_ops, clk))
            goto oom;
        n->cfg = &p->cfg;
        n->port[0] = eng_port_new(&n->comp, "Group", cfg->buf_cap, cfg->buf_cap);
        n->port[1] = eng_port_new(&n->comp, "Link", cfg->buf_cap, cfg->buf_cap);
        if (!n->port[0] || !n->port[1])
            goto oom;
        if (cfg->part_groups)
            eng_owner_set_partition(&n->comp.owner, 1 + i / cfg->group_size % cfg->part_groups);
    }
    eng_chan_config cc = {clk, cfg->chan_latency, cfg->link_bpc};
    for (uint32_t i = 0; i < cfg->nodes / 2 && cfg->chan_latency; i++) {
        snprintf(name, sizeof name, "Chan[%u]", i);
        if (!(p->conns[p->nconns] = eng_chan_new(e, name, &cc, err, errlen)))
            goto fail;
        p->nconns++;
    }
    for (uint32_t k = 0; k < cfg->nodes; k++) {
        uint32_t i = cfg->reverse_delivery ? cfg->nodes - 1 - k : k;
        node *n = &p->nodes[i];
        uint32_t half = cfg->nodes / 2;
        eng_conn *far = !cfg->chan_latency ? p->conns[groups + i % cfg->links]
                        : i < 2 * half    ? p->conns[groups + i % half]
                                          : NULL;
        if (p->fab)
            far = NULL;
        if (eng_conn_plug(p->conns[i / cfg->group_size], n->port[0]) ||
            (far && eng_conn_plug(far, n->port[1])))
            goto oom;
        if (p->fab && fabric_attach(p->fab, n->port[1], i / cfg->group_size, 0, err, errlen))
            goto fail;
        if (p->fab)
            p->bus_ports[k] = n->port[1]; /* in plug order, as the bus numbers them */
    }
    for (uint32_t i = 0; i < cfg->nodes; i++) {
        node *n = &p->nodes[i];
        n->bus_ports = p->bus_ports;
        for (int k = 0; k < 2 && cfg->log_messages; k++)
            if (eng_hooks_attach(&n->port[k]->hooks, log_hook, &p->port_log[2 * i + (size_t)k]))
                goto oom;
        eng_comp_wake(&n->comp);
    }
    return p;
oom:
    if (err)
        snprintf(err, errlen, "synth: out of memory");
fail:
    synth_free(p);
    return NULL;
}

void synth_free(synth_platform *p)
{
    if (!p)
        return;
    for (uint32_t i = 0; p->nodes && i < p->cfg.nodes; i++) {
        node *n = &p->nodes[i];
        if (!n->comp.name)
            continue;
        free(n->pending);
        for (int k = 0; k < 2; k++) /* messages still queued */
            for (eng_port *pt = n->port[k]; pt && (eng_msgbuf_len(&pt->in) || eng_msgbuf_len(&pt->out));)
                free(eng_msgbuf_len(&pt->in) ? eng_msgbuf_pop(&pt->in) : eng_msgbuf_pop(&pt->out));
        eng_comp_fini(&n->comp);
    }
    for (size_t i = 0; i < p->nconns; i++)
        eng_conn_destroy(p->conns[i]);
    fabric_destroy(p->fab);
    free(p->nodes);
    free(p->conns);
    free(p->port_log);
    free(p->bus_ports);
    free(p);
}

synth_stats synth_collect(const synth_platform *p)
{
    synth_stats s = {0};
    uint64_t d = 0, logd = 0;
    for (uint32_t i = 0; i < p->cfg.nodes; i++) {
        const node *n = &p->nodes[i];
        s.sent += n->sent;
        s.received += n->received;
        s.send_stalls += n->stalls;
        s.ticks += n->comp.ticks;
        if (n->last_recv > s.end_time)
            s.end_time = n->last_recv;
        d = eng_hash_mix(d, n->digest);
        d = eng_hash_mix(d, n->sent);
        d = eng_hash_mix(d, n->received);
        d = eng_hash_mix(d, n->stalls);
        d = eng_hash_mix(d, n->comp.ticks);
        d = eng_hash_mix(d, n->last_recv);
        logd = eng_hash_mix(logd, p->port_log[2 * i]);
        logd = eng_hash_mix(logd, p->port_log[2 * i + 1]);
    }
    s.state_digest = d;
    s.log_digest = p->cfg.log_messages ? logd : 0;
    return s;
}
