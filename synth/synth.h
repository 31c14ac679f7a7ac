/* synth/synth.h - synthetic traffic (prefix synth_): a platform of nodes
 * that exchange random messages. Test traffic, not a model unit: it sits
 * above the engine and the components it borrows (the PCIe bus of
 * components/fabric), in its own folder.
 *
 * It exists to exercise and measure the engine: the determinism tests run
 * it on every engine and thread count and compare digests, the engine
 * benchmark times it, and `mgsim demo` shows it. Nodes sit in groups; the
 * nodes of a group share a direct connection (fan-in: many senders, one
 * receiver), and every node also has a port on one of a few shared links
 * (latency and bandwidth), or instead (chan_latency) a channel to one
 * partner node in another group, or (fabric_latency) a PCIe bus shared by
 * all. Each node draws from its own random stream:
 * whom to send to, how many arrivals to take per cycle (so buffers fill
 * up and senders block), and how long to keep sending. A node folds every
 * message it receives, with the time, into its state digest.
 *
 * The platform digest covers every node's state; the message-log digest,
 * built by port hooks, covers every delivery and retrieval in each port's
 * order. Both must be identical for every engine and thread count. */
#ifndef MGSIM_COMPONENTS_SYNTH_H
#define MGSIM_COMPONENTS_SYNTH_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/eng.h"

typedef struct synth_config {
    uint32_t nodes;          /* >= 2 */
    uint32_t group_size;     /* nodes per direct connection, >= 2 */
    uint32_t links;          /* shared links, >= 1 */
    uint32_t active_cycles;  /* nodes stop sending after this cycle */
    uint32_t send_pct;       /* chance to send per node per cycle, 0..100 */
    uint32_t work_iters;     /* busy work per tick (benchmark) */
    uint32_t buf_cap;        /* port buffer capacity, >= 1 */
    uint32_t link_latency;   /* cycles */
    uint32_t link_bpc;       /* link bytes per cycle */
    uint32_t chan_latency;   /* 0: shared links; else each node's Link port is a
                                channel (conn_chan.h) of this many cycles to
                                the node nodes/2 away, which the parallel
                                engine may cut */
    uint32_t fabric_latency; /* 0: none; else the Link ports sit on a PCIe bus
                                (components/fabric, one endpoint per group,
                                receive buffers of buf_cap) of this latency:
                                a boundary for the parallel engine */
    uint32_t fabric_credit;  /* the bus's bus_credit_latency: 0 the instant
                                bus (a boundary); else its arbiter sits this
                                many cycles away and the engine cuts there */
    uint32_t part_groups;    /* partition hints: group g in g % part_groups
                                (0: no hints) */
    bool log_messages;       /* attach the message-log hooks */
    bool reverse_delivery;   /* test only: plug ports in reverse order */
} synth_config;

synth_config synth_default_config(void);

typedef struct synth_platform synth_platform;

/* NULL with a message in err on a bad config or out of memory. */
synth_platform *synth_build(eng_engine *e, const synth_config *cfg, char *err, size_t errlen);
void synth_free(synth_platform *p);

typedef struct synth_stats {
    uint64_t sent, received, send_stalls, ticks;
    uint64_t state_digest;   /* all nodes' states, in node order */
    uint64_t log_digest;     /* the hooked message log (0 when off) */
    eng_time end_time;       /* the last receive */
    uint64_t events;         /* engine events: 0 here, for the caller to fill */
} synth_stats;

synth_stats synth_collect(const synth_platform *p);

#endif
