/* Fault and perturbation (prefix fault_): a connection kind that delays
 * messages by a deterministic, seeded, random extra time, for the
 * nondeterminism experiments and for checking that a model tolerates
 * slow links. Delays belong to connections, so this is a connection (an
 * eng_conn ops table, engine/conn.h), not a hook on a component: the
 * only hook in the tree that changes what happens, and it does so the
 * same way on every run with the same seed and for any thread count.
 *
 * A message sent in cycle t is delivered at t + base_cycles + d (in the
 * connection's clock), where d is 0 with probability 1 - pct/100 and
 * otherwise uniform in [1, max_extra_cycles], drawn from the connection's
 * own random stream (seeded from seed and the connection's name) in
 * plug order and send order. Point-to-point FIFO is kept: a message
 * never overtakes an earlier one from the same port. Up to `window`
 * messages per sending port wait in the connection; beyond that the
 * sender's buffer fills and it is told when room appears, as usual. */
#ifndef MGSIM_HOOKS_FAULT_H
#define MGSIM_HOOKS_FAULT_H

#include <stdint.h>

#include "engine/eng.h"

typedef struct fault_config {
    uint64_t seed;
    uint32_t pct;              /* chance a message is delayed, 0..100 */
    uint32_t max_extra_cycles; /* >= 1 when pct > 0 */
    uint32_t base_cycles;      /* added to every message; 0 = like direct */
    uint32_t window;           /* per sending port; default 64 */
    const char *connections;   /* for fault_conn_new_or_direct: trace_match patterns */
} fault_config;

/* NULL with a message for a bad config or out of memory. */
eng_conn *fault_conn_new(eng_engine *e, const char *name, eng_clock clock,
                         const fault_config *cfg, char *err, size_t errlen);
/* A fault connection when name matches cfg->connections, else a direct
 * one: what a builder calls to perturb chosen connections only. */
eng_conn *fault_conn_new_or_direct(eng_engine *e, const char *name, eng_clock clock,
                                   const fault_config *cfg, char *err, size_t errlen);
/* Messages delayed so far (statistic). */
uint64_t fault_conn_delayed(const eng_conn *c);

#endif
