/* A crossbar with credit-based flow control: point-to-point paths between
 * any of its ports, each with a latency the far side cannot shorten, so
 * the parallel engine may cut it anywhere (docs/engine.md).
 *
 * Every plugged port is an endpoint: a connection of its own (a half, in
 * conn.h's terms) that lives in its port's partition. A message sent to
 * another endpoint's port leaves its sender's outgoing buffer as soon as
 * the sender holds a credit for that receiver, holds the sender's output
 * for ceil(bytes / bytes_per_cycle) cycles when a bandwidth is given
 * (0: no limit), and arrives latency cycles after it left. It then waits
 * in the receiver's input slots until the receiver's port has room; a
 * port with room takes the waiting messages by sender in plug order
 * (lowest first; each sender's in order), as a direct connection serves
 * its ports. When it moves into the port its slot is free again, and the
 * credit travels back to the sender, arriving latency cycles later.
 *
 * Each sender holds `credits` credits per receiver (the input slots the
 * receiver keeps for it, as in the virtual-channel buffers of on-chip
 * networks). A sender without a credit for the receiver of its oldest
 * message waits (the port's outgoing buffer is first in, first out), and
 * a full outgoing buffer pushes back on the component as usual; nothing a
 * receiver does reaches a sender sooner than `latency`. So the crossbar
 * behaves the same whether the engine cuts it or not, and its lookahead
 * is its latency.
 *
 * Timing, as a channel's: a message sent in cycle t arrives in the
 * connection phase of t + latency (t + the output's busy cycles +
 * latency with a bandwidth) and its receiver sees it in cycle
 * t + latency + 1. */
#ifndef MGSIM_ENGINE_CONN_XBAR_H
#define MGSIM_ENGINE_CONN_XBAR_H

#include <stdint.h>

#include "engine/conn.h"

typedef struct eng_xbar eng_xbar;

typedef struct eng_xbar_config {
    eng_clock clock;
    uint32_t latency_cycles;  /* >= 1: the lookahead */
    uint32_t bytes_per_cycle; /* per sender; 0 = no limit */
    uint32_t credits;         /* per sender and receiver, 1..UINT16_MAX */
} eng_xbar_config;

/* NULL when out of memory or the config is invalid (err says why). */
eng_xbar *eng_xbar_new(eng_engine *e, const char *name, const eng_xbar_config *cfg,
                       char *err, size_t errlen);
/* Plugs p as the next endpoint; its connection is named "<name>[<n>]".
 * 0, or -1 when out of memory, p is already plugged or the crossbar has
 * 65535 endpoints already. Plug every port
 * before the engine runs. */
int eng_xbar_plug(eng_xbar *x, eng_port *p);
void eng_xbar_destroy(eng_xbar *x);
/* What lets its messages cross MPI ranks (eng_conn.msg_size, ranks.h),
 * for every endpoint, plugged already or later. */
void eng_xbar_set_msg_size(eng_xbar *x, size_t (*msg_size)(const eng_msg *m));

/* Messages and bytes that arrived, over all endpoints. */
uint64_t eng_xbar_messages(const eng_xbar *x);
uint64_t eng_xbar_bytes(const eng_xbar *x);
/* How many times a sender found no credit for its oldest message. */
uint64_t eng_xbar_credit_stalls(const eng_xbar *x);

#endif
