/* The fabric: configuration, building, attaching ports, statistics and the
 * parts both kinds share (queues, deliveries). The contract is fabric.h;
 * the bus is fabric_bus.c, the switched tree fabric_tree.c. */
#include "components/fabric/fabric_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hooks/trace_hook.h"
#include "util/vec.h"

/* ---- parameters ----------------------------------------------------- */

static const char *const topologies[] = {"bus", "tree", NULL};
static const char *const generations[] = {"gen3", "gen4", "gen5", NULL};

static const param_def fabric_defs[] = {
    PARAM_ENUM(fabric_config, topology, "bus", topologies,
               "bus: one shared PCIe medium (the MGSim paper); tree: PCIe links and switches"),
    PARAM_FREQ(fabric_config, freq_hz, "1GHz", 1, 1000000000000ull, "fabric clock"),
    PARAM_U32(fabric_config, endpoints, "5", 1, FABRIC_MAX_ENDPOINTS, "",
              "endpoints on the fabric: the GPUs' RDMA engines and the host"),
    PARAM_U32(fabric_config, vcs, "2", 1, FABRIC_MAX_VCS, "",
              "virtual channels (separate buffers; requests and responses)"),
    PARAM_U32(fabric_config, rx_buf, "64", 1, 1u << 16, "messages",
              "receive buffer per attached port (reserved before a message is sent)"),
    PARAM_U32(fabric_config, bus_bytes_per_cycle, "16", 1, 1u << 20, "bytes/cycle",
              "bus bandwidth shared by all endpoints (16 at 1 GHz = 16 GB/s)"),
    PARAM_U32(fabric_config, bus_latency, "100", 0, 1u << 20, "cycles",
              "bus: from leaving the medium to arrival"),
    PARAM_U32(fabric_config, bus_credit_latency, "50", 0, 1u << 19, "cycles",
              "bus: from an endpoint to the arbiter and back for freed slots; 0 = the "
              "instant bus; at most (bus_latency + 1) / 2; the parallel engine's window"),
    PARAM_U32(fabric_config, bus_credits, "64", 1, 1u << 16, "messages",
              "bus: slots each port holds at the arbiter (bus_credit_latency > 0)"),
    PARAM_ENUM(fabric_config, generation, "gen3", generations,
               "tree: PCIe generation of the x16 links (16, 32, 64 GB/s per direction)"),
    PARAM_U32(fabric_config, link_bytes_per_cycle, "0", 0, 1u << 20, "bytes/cycle",
              "tree: per-direction link bandwidth; 0 = from generation and clock"),
    PARAM_U32(fabric_config, link_latency, "10", 0, 1u << 20, "cycles",
              "tree: per link, after the tail is sent"),
    PARAM_U32(fabric_config, switch_latency, "140", 0, 1u << 20, "cycles",
              "tree: per switch, from full arrival to forwarding"),
    PARAM_U32(fabric_config, switch_fanout, "4", 2, 256, "",
              "tree: downstream ports per switch"),
    PARAM_U32(fabric_config, switch_buf, "64", 1, 1u << 16, "messages",
              "tree: queue per switch output and virtual channel"),
};

const param_table fabric_param_table =
    PARAM_TABLE("fabric", "Inter-GPU PCIe fabric (bus or switched tree).", fabric_config,
                fabric_defs);

fabric_config fabric_default_config(void)
{
    fabric_config c;
    param_defaults_fixed(&fabric_param_table, &c);
    return c;
}

/* ---- queues ----------------------------------------------------------- */

int fab_q_init(fab_q *q, uint32_t cap)
{
    q->n = 0;
    q->cap = cap;
    q->e = calloc(cap, sizeof *q->e);
    return q->e ? 0 : -1;
}

void fab_q_push(fab_q *q, eng_msg *m, eng_time ready, uint64_t seq)
{
    ENG_ASSERT(q->n < q->cap, "fabric queue overflow (a reservation was lost)");
    uint32_t i = q->n;
    while (i > 0 && (q->e[i - 1].ready > ready ||
                     (q->e[i - 1].ready == ready && q->e[i - 1].seq > seq))) {
        q->e[i] = q->e[i - 1];
        i--;
    }
    q->e[i] = (fab_ent){m, ready, seq};
    q->n++;
}

void fab_q_pop(fab_q *q)
{
    memmove(q->e, q->e + 1, (size_t)(q->n - 1) * sizeof *q->e);
    q->n--;
}

void fab_q_free(fab_q *q)
{
    for (uint32_t i = 0; i < q->n; i++)
        free(q->e[i].m);
    free(q->e);
    q->e = NULL;
    q->n = q->cap = 0;
}

/* ---- shared mechanics --------------------------------------------------- */

void fab_trace_enter(fabric *f, const eng_msg *m, eng_time now)
{
    if (f->hooks.head) /* tracing */
        trace_hooks_task_start(&f->hooks, now, f->conn.name, trace_hop_task(m),
                               f->trace_parent ? f->trace_parent(m) : 0, "hop", "msg");
}

eng_time fab_link_transmit(fabric *f, fab_link *l, const eng_msg *m, eng_time now)
{
    trace_hooks_task_step(&f->hooks, now, f->conn.name, trace_hop_task(m), "hop", l->name);
    eng_time period = f->conn.clock.period;
    uint64_t cycles = fab_ser_cycles(m->bytes, f->bpc);
    l->busy_until = eng_clock_this_tick(f->conn.clock, now) + cycles * period;
    l->messages++;
    l->bytes += m->bytes;
    l->busy_cycles += cycles;
    return l->busy_until;
}

void fab_deliver_ready(fabric *f, eng_time now)
{
    for (uint32_t i = 0; i < f->nports; i++) {
        fab_port *fp = &f->ports[i];
        while (fp->pending.n && fp->pending.e[0].ready <= now) {
            eng_msg *m = fp->pending.e[0].m;
            uint64_t hop = trace_hop_task(m), bytes = m->bytes, sent = m->send_time;
            /* a full port wakes us when it retrieves */
            if (!eng_port_deliver(fp->p, m, &f->conn.owner))
                break;
            /* m is the receiver's now: only the copies above are read */
            fab_q_pop(&fp->pending);
            f->st.messages++;
            f->st.bytes += bytes;
            f->st.latency_sum += (now - sent) / f->conn.clock.period;
            trace_hooks_task_end(&f->hooks, now, f->conn.name, hop, "hop");
        }
    }
}

eng_time fab_next_delivery(const fabric *f, eng_time now)
{
    eng_time t = ENG_TIME_NEVER;
    for (uint32_t i = 0; i < f->nports; i++)
        if (f->ports[i].pending.n && f->ports[i].pending.e[0].ready > now &&
            f->ports[i].pending.e[0].ready < t)
            t = f->ports[i].pending.e[0].ready;
    return t;
}

/* ---- building ----------------------------------------------------------- */

static uint32_t gen_bytes_per_cycle(const fabric_config *c)
{
    if (c->link_bytes_per_cycle)
        return c->link_bytes_per_cycle;
    /* x16 per direction: gen3 ~16 GB/s, gen4 ~32, gen5 ~64 */
    uint64_t bytes_per_s = 16000000000ull << c->generation;
    uint64_t bpc = (bytes_per_s + c->freq_hz / 2) / c->freq_hz;
    return bpc ? (uint32_t)(bpc > (1u << 20) ? 1u << 20 : bpc) : 0;
}

static const char *check(const fabric_config *c)
{
    if (c->topology > FABRIC_TREE)
        return "topology must be bus or tree";
    if (c->freq_hz == 0 || c->freq_hz > 1000000000000ull)
        return "freq_hz must be between 1 Hz and 1 THz";
    if (c->endpoints < 1 || c->endpoints > FABRIC_MAX_ENDPOINTS)
        return "endpoints must be between 1 and 1024";
    if (c->vcs < 1 || c->vcs > FABRIC_MAX_VCS)
        return "vcs must be between 1 and 4";
    if (c->rx_buf < 1)
        return "rx_buf must be >= 1";
    if (c->topology == FABRIC_BUS && c->bus_bytes_per_cycle < 1)
        return "bus_bytes_per_cycle must be >= 1";
    if (c->topology == FABRIC_BUS && 2ull * c->bus_credit_latency > c->bus_latency + 1ull)
        return "bus_credit_latency must be at most (bus_latency + 1) / 2 (a message "
               "reaches the arbiter after it and leaves it for the receiver after "
               "bus_latency - bus_credit_latency)";
    if (c->topology == FABRIC_BUS && c->bus_credits < 1)
        return "bus_credits must be >= 1";
    if (c->topology == FABRIC_TREE) {
        if (c->generation > FABRIC_GEN5)
            return "generation must be gen3, gen4 or gen5";
        if (gen_bytes_per_cycle(c) < 1)
            return "link bandwidth is below one byte per cycle at this clock";
        if (c->switch_fanout < 2)
            return "switch_fanout must be >= 2";
        if (c->switch_buf < 1)
            return "switch_buf must be >= 1";
    }
    return NULL;
}

static void fabric_conn_destroy(eng_conn *c);

static const eng_conn_ops bus_ops = {"pcie_bus", fab_bus_deliver, fabric_conn_destroy, NULL,
                                      fab_bus_horizon, fab_bus_take_horizon};
static const eng_conn_ops tree_ops = {"pcie_tree", fab_tree_deliver, fabric_conn_destroy, NULL, NULL, NULL};
static const eng_conn_ops split_ops = {"pcie_bus", fab_split_deliver, fabric_conn_destroy,
                                       fab_split_handle, NULL, NULL};

bool fabric_config_cuttable(const fabric_config *c)
{
    return c->topology == FABRIC_BUS && c->bus_credit_latency > 0;
}

fabric *fabric_build(eng_engine *e, const fabric_config *cfg, const char *name, char *err,
                     size_t errlen)
{
    const char *why = check(cfg);
    if (why) {
        if (err)
            snprintf(err, errlen, "fabric '%s': %s", name, why);
        return NULL;
    }
    fabric *f = calloc(1, sizeof *f);
    if (!f)
        goto oom;
    const eng_conn_ops *ops = fabric_config_cuttable(cfg)                ? &split_ops
                              : cfg->topology == FABRIC_BUS ? &bus_ops
                                                            : &tree_ops;
    if (eng_conn_init(&f->conn, e, name, ops, eng_clock_hz(cfg->freq_hz))) {
        free(f);
        goto oom;
    }
    f->cfg = *cfg;
    if (fabric_config_cuttable(cfg)) /* the arbiter: a partition alone (engine/partition.c) */
        f->conn.lookahead = (eng_time)cfg->bus_credit_latency * f->conn.clock.period;
    f->ep_start = calloc(cfg->endpoints + 1, sizeof *f->ep_start);
    if (!f->ep_start)
        goto oom_f;
    if (cfg->topology == FABRIC_BUS) {
        f->bpc = cfg->bus_bytes_per_cycle;
        f->nlinks = 1;
        f->links = calloc(1, sizeof *f->links);
        if (!f->links)
            goto oom_f;
        size_t len = strlen(name) + 8;
        f->links[0].name = malloc(len);
        if (!f->links[0].name)
            goto oom_f;
        snprintf(f->links[0].name, len, "%s.Bus", name);
    } else {
        f->bpc = gen_bytes_per_cycle(cfg);
        if (fab_tree_layout(f))
            goto oom_f;
    }
    return f;
oom_f:
    fabric_destroy(f);
oom:
    if (err)
        snprintf(err, errlen, "fabric '%s': out of memory", name);
    return NULL;
}

static void fabric_conn_destroy(eng_conn *c)
{
    fabric *f = (fabric *)c;
    fab_split_free(f);
    for (uint32_t i = 0; i < f->nports; i++)
        fab_q_free(&f->ports[i].pending);
    for (uint32_t i = 0; i < f->nlinks; i++) {
        for (uint32_t v = 0; v < FABRIC_MAX_VCS; v++)
            fab_q_free(&f->links[i].q[v]);
        free(f->links[i].name);
    }
    free(f->links);
    free(f->ports);
    free(f->ep_list);
    free(f->ep_start);
    free(f->parent);
    free(f->route);
    eng_hooks_clear(&f->hooks);
    eng_conn_fini(c);
    free(f);
}

void fabric_destroy(fabric *f)
{
    if (f)
        fabric_conn_destroy(&f->conn);
}

/* Regroups the attached ports by endpoint (attach order within one). */
static int regroup(fabric *f)
{
    if (VEC_TRY_RESERVE(f->ep_list, f->capep_list, f->nports) < 0)
        return -1;
    uint32_t k = 0;
    for (uint32_t ep = 0; ep < f->cfg.endpoints; ep++) {
        f->ep_start[ep] = k;
        for (uint32_t i = 0; i < f->nports; i++)
            if (f->ports[i].ep == ep)
                f->ep_list[k++] = i;
    }
    f->ep_start[f->cfg.endpoints] = k;
    return 0;
}

int fabric_attach(fabric *f, eng_port *p, uint32_t ep, uint32_t vc, char *err, size_t errlen)
{
    const char *why = NULL;
    if (ep >= f->cfg.endpoints)
        why = "endpoint out of range";
    else if (vc >= f->cfg.vcs)
        why = "virtual channel out of range";
    else if (p->conn)
        why = "port is already plugged into a connection";
    if (why) {
        if (err)
            snprintf(err, errlen, "fabric '%s': port '%s' (endpoint %u, vc %u): %s",
                     f->conn.name, p->name, ep, vc, why);
        return -1;
    }
    if (VEC_TRY_RESERVE(f->ports, f->capports, f->nports + 1) < 0)
        goto oom;
    fab_port *fp = &f->ports[f->nports];
    *fp = (fab_port){.p = p, .ep = ep, .vc = vc};
    if (fabric_config_cuttable(&f->cfg)) {
        if (fab_split_attach(f, p))
            goto oom;
    } else {
        if (fab_q_init(&fp->pending, f->cfg.rx_buf))
            goto oom;
        if (eng_conn_plug(&f->conn, p)) {
            free(fp->pending.e);
            goto oom;
        }
        ENG_ASSERT(p->conn_index == f->nports, "fabric '%s': plug order", f->conn.name);
    }
    f->nports++;
    if (regroup(f))
        goto oom;
    return 0;
oom:
    if (err)
        snprintf(err, errlen, "fabric '%s': out of memory", f->conn.name);
    return -1;
}

/* ---- accessors and statistics ------------------------------------------- */

eng_conn *fabric_conn(fabric *f) { return &f->conn; }
uint32_t fabric_link_bandwidth(const fabric *f) { return f->bpc; }
uint32_t fabric_nlinks(const fabric *f) { return f->nlinks; }
uint32_t fabric_nswitches(const fabric *f) { return f->nswitches; }
fabric_stats fabric_get_stats(const fabric *f) { return f->st; }
eng_hooks *fabric_hooks(fabric *f) { return &f->hooks; }

void fabric_set_msg_size(fabric *f, size_t (*msg_size)(const eng_msg *m))
{
    f->conn.msg_size = msg_size;
    for (uint32_t i = 0; f->ends && i < f->nports; i++)
        f->ends[i]->conn.msg_size = msg_size;
}

void fabric_set_trace_parent(fabric *f, uint64_t (*parent)(const eng_msg *m))
{
    f->trace_parent = parent;
}

fabric_link_stats fabric_get_link_stats(const fabric *f, uint32_t i)
{
    fabric_link_stats s = {0};
    if (i < f->nlinks) {
        const fab_link *l = &f->links[i];
        s = (fabric_link_stats){l->name, l->messages, l->bytes, l->busy_cycles};
    }
    return s;
}

double fabric_link_utilisation(const fabric *f, uint32_t i)
{
    uint64_t cycles = eng_clock_cycle(f->conn.clock, eng_now(f->conn.owner.engine));
    if (i >= f->nlinks || cycles == 0)
        return 0.0;
    return (double)f->links[i].busy_cycles / (double)cycles;
}
