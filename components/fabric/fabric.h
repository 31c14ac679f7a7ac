/* The inter-GPU fabric (prefix fabric_): the PCIe interconnect between the
 * GPUs' RDMA engines and the host, as one connection kind of the engine.
 *
 * Endpoints are numbered 0..endpoints-1 (a platform builder decides which
 * is the host). Components attach ports to an endpoint (fabric_attach);
 * every attached port is plugged into the fabric's one connection, so a
 * sender addresses a message to its final destination port (hdr.dst) and
 * the fabric finds the way; components never see the topology.
 *
 * Topologies (cfg.topology):
 *   bus   the MGSim paper's PCIe bus: one shared medium (16 B/cycle at
 *         1 GHz = 16 GB/s by default) used by every endpoint in both
 *         directions. A message of b bytes holds it ceil(b / B) cycles and
 *         arrives bus_latency cycles after it left the medium. Senders are
 *         served round-robin in attach order.
 *         The arbiter sits bus_credit_latency (C) cycles from every
 *         endpoint (fabric_split.c): a message leaves its sender's port
 *         when the port holds one of its bus_credits slots at the
 *         arbiter, reaches the arbiter C cycles later, waits there for the
 *         medium (first in, first out per port) and arrives
 *         bus_latency - C cycles after its tail left the medium, so an
 *         unloaded message costs what it costs on the instant bus. Freed
 *         slots (the sender's at the arbiter, the receiver's rx_buf) are
 *         known C cycles after they free, as PCIe's flow-control credit
 *         updates are. Nothing crosses between an endpoint and the
 *         arbiter sooner than C, so the parallel engine may cut the bus
 *         there (docs/engine.md): windows of C cycles.
 *         bus_credit_latency 0 is the instant bus (fabric_bus.c): the
 *         arbiter sees every port's head and every receive buffer at the
 *         instant the medium falls free, a boundary of the parallel engine
 *         that partitions must stop at. Needs 2C <= bus_latency + 1.
 *   tree  PCIe point-to-point links (per direction: gen3 x16 16 B/cycle,
 *         gen4 32, gen5 64 at 1 GHz, or link_bytes_per_cycle) between each
 *         endpoint and a switch, and between switches. Endpoints are
 *         grouped in attach order, switch_fanout per switch, switches
 *         grouped again until one root is left (a lone trailing node moves
 *         up a level instead of getting a switch of its own). So with the
 *         defaults 4 GPUs sit under one switch and the host (endpoint 4)
 *         hangs off the root. Switches are store-and-forward: a message is
 *         forwarded once it has fully arrived (serialisation + link_latency)
 *         and switch_latency cycles have passed. Each switch output has a
 *         queue of switch_buf messages per virtual channel; a link starts
 *         sending only when the next queue (or the destination port) has
 *         a free slot, so nothing is ever dropped or stuck on a wire.
 *
 * Flow control and deadlock freedom: every attached port has a receive
 * buffer of rx_buf messages in the fabric (the endpoint's PCIe receive
 * credits); arrivals wait there until the port's own incoming buffer has
 * room. A message leaves its sender's port only when a slot is reserved
 * for it in the destination's receive buffer (bus, and a tree's last hop)
 * or in the next switch queue (tree), so a full receiver never blocks the
 * medium for others (no head-of-line blocking across destinations; this
 * is why the fabric does not use engine/conn_link.c, whose FIFO stalls
 * behind a full receiver). Reservations are held from the start of a
 * transmission to the message's departure from the next place, so to keep
 * a link busy a buffer needs about (latency x bandwidth / message size)
 * slots: with the defaults (150 cycles, 16-32 B/cycle, 80-byte read
 * responses) 30-60, hence the defaults of 64. Messages take the virtual channel (vc) of the port they were
 * sent from; a tree keeps separate queues per vc, so a protocol that sends
 * requests and responses from different ports (as the RDMA engine does)
 * can always drain its responses. Routing on a tree is up/down, which has
 * no cyclic buffer dependencies.
 *
 * Order: messages from one port to one destination arrive in send order.
 * Everything happens inside the connection's own events in a fixed order,
 * so results are identical for any number of threads.
 *
 * Statistics: per directed link (the bus is one link): messages, bytes
 * and busy cycles; utilisation = busy cycles / elapsed cycles.
 *
 * Tracing (hooks/trace_hook.h): the fabric is a connection, not a
 * component, so it keeps its own task hook list (fabric_hooks; a tracer
 * takes it as a trace_source). Each message is a task, kind "hop", what
 * "msg", id trace_hop_task(m), from leaving its sender's port to delivery
 * into the destination's port, with a step naming each link it crosses
 * ("PCIe.Bus", "PCIe.Link[GPU-EP0->SW0]"). Its parent is what the
 * protocol's trace_parent function says (fabric_set_trace_parent; the
 * memory protocol's request trace_id), 0 without one.
 *
 * Failure: fabric_build returns NULL with a message for a bad config;
 * fabric_attach returns -1 with a message for a bad endpoint or vc or a
 * port already plugged elsewhere. Messages still inside the fabric when it
 * is destroyed are freed with free() (the memory protocol's messages are
 * plain heap objects). */
#ifndef MGSIM_COMPONENTS_FABRIC_FABRIC_H
#define MGSIM_COMPONENTS_FABRIC_FABRIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/eng.h"
#include "params/param.h"

enum fabric_topology { FABRIC_BUS, FABRIC_TREE };
enum fabric_pcie_gen { FABRIC_GEN3, FABRIC_GEN4, FABRIC_GEN5 };

#define FABRIC_MAX_VCS 4
#define FABRIC_MAX_ENDPOINTS 1024

typedef struct fabric_config {
    uint32_t topology;             /* enum fabric_topology; bus */
    uint64_t freq_hz;              /* fabric clock; 1 GHz */
    uint32_t endpoints;            /* GPUs + host; 5 */
    uint32_t vcs;                  /* virtual channels; 2 (requests, responses) */
    uint32_t rx_buf;               /* messages buffered per attached port; 64 */
    /* bus */
    uint32_t bus_bytes_per_cycle;  /* 16: 16 GB/s at 1 GHz */
    uint32_t bus_latency;          /* cycles after leaving the medium; 100 */
    uint32_t bus_credit_latency;   /* cycles between an endpoint and the arbiter;
                                      50 (0: the instant bus, below) */
    uint32_t bus_credits;          /* messages a port may have at the arbiter; 64 */
    /* tree */
    uint32_t generation;           /* enum fabric_pcie_gen; gen3 */
    uint32_t link_bytes_per_cycle; /* per direction; 0: from generation */
    uint32_t link_latency;         /* cycles per link (wire, PHY); 10 */
    uint32_t switch_latency;       /* cycles per switch; 140 */
    uint32_t switch_fanout;        /* downstream ports per switch; 4 */
    uint32_t switch_buf;           /* messages per output queue per vc; 64 */
} fabric_config;

typedef struct fabric_link_stats {
    const char *name;     /* e.g. "PCIe.Link[GPU-EP2->SW0]"; lives with the fabric */
    uint64_t messages;
    uint64_t bytes;
    uint64_t busy_cycles; /* cycles the link (direction) was transmitting */
} fabric_link_stats;

typedef struct fabric_stats {
    uint64_t messages;    /* delivered */
    uint64_t bytes;       /* delivered, wire bytes */
    uint64_t latency_sum; /* cycles from send to delivery, summed (the split
                             bus: to arrival at the receiver's end) */
} fabric_stats;

typedef struct fabric fabric;

/* The parameter table ("fabric" section) and its defaults. */
extern const param_table fabric_param_table;
fabric_config fabric_default_config(void);

/* Whether the parallel engine (and ranks) may cut a fabric of this config
 * between its endpoints: the split bus (bus_credit_latency > 0). The
 * instant bus is a boundary within one process; the tree is neither. */
bool fabric_config_cuttable(const fabric_config *c);

/* Builds the fabric (one connection named name, e.g. "PCIe"). */
fabric *fabric_build(eng_engine *e, const fabric_config *cfg, const char *name, char *err,
                     size_t errlen);
/* Frees the fabric and every message still inside it. NULL is fine. Call
 * after the components whose ports are attached are done sending. */
void fabric_destroy(fabric *f);

/* Attaches port p (not yet plugged anywhere) to endpoint ep, virtual
 * channel vc (< cfg.vcs). Call before the engine runs. 0 or -1. */
int fabric_attach(fabric *f, eng_port *p, uint32_t ep, uint32_t vc, char *err,
                  size_t errlen);

/* The fabric's connection (the split bus: its arbiter; the ports are
 * plugged into ends of their own, fabric_split.c). */
eng_conn *fabric_conn(fabric *f);
/* What lets its messages cross MPI ranks (eng_conn.msg_size, ranks.h),
 * for every attached port, attached already or later. */
void fabric_set_msg_size(fabric *f, size_t (*msg_size)(const eng_msg *m));
/* Bytes per cycle of a tree link (per direction) or of the bus. */
uint32_t fabric_link_bandwidth(const fabric *f);

/* Statistics; read them while the engine is not running. */
uint32_t fabric_nlinks(const fabric *f);
fabric_link_stats fabric_get_link_stats(const fabric *f, uint32_t i);
/* busy cycles / cycles elapsed until now (0 when no time has passed). */
double fabric_link_utilisation(const fabric *f, uint32_t i);
fabric_stats fabric_get_stats(const fabric *f);
/* Number of switches (0 for a bus). */
uint32_t fabric_nswitches(const fabric *f);

/* Tracing (above): the task hook list, and the function naming a hop's
 * parent task for a message (NULL: none). Before the run. */
eng_hooks *fabric_hooks(fabric *f);
void fabric_set_trace_parent(fabric *f, uint64_t (*parent)(const eng_msg *m));

#endif
