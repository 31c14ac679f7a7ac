/* A channel: a point-to-point connection with a latency that the far side
 * cannot shorten, so the parallel engine may cut it (docs/engine.md).
 *
 * Each direction is independent. A message sent in cycle t leaves its
 * sender's port at once (the channel never pushes back on a sender), holds
 * its direction for ceil(bytes / bytes_per_cycle) cycles when a bandwidth
 * is given (0: no limit), and arrives latency cycles after it left; it
 * then waits on the receiving side, in order, until the receiver's port
 * has room. Nothing the receiver does reaches the sender sooner than a
 * message of its own would, so the channel's lookahead is its latency.
 *
 * A channel is two halves (conn.h, peer): eng_chan_new returns the first;
 * plug the two ports into it (the second plug goes to the other half).
 * Destroy it with eng_conn_destroy on the returned connection. */
#ifndef MGSIM_ENGINE_CONN_CHAN_H
#define MGSIM_ENGINE_CONN_CHAN_H

#include <stdint.h>

#include "engine/conn.h"

typedef struct eng_chan_config {
    eng_clock clock;
    uint32_t latency_cycles;  /* >= 1: the lookahead */
    uint32_t bytes_per_cycle; /* per direction; 0 = no limit */
} eng_chan_config;

/* NULL when out of memory or the config is invalid (err says why). */
eng_conn *eng_chan_new(eng_engine *e, const char *name, const eng_chan_config *cfg,
                       char *err, size_t errlen);

/* Messages and bytes that arrived, both directions. */
uint64_t eng_chan_messages(const eng_conn *c);
uint64_t eng_chan_bytes(const eng_conn *c);

#endif
