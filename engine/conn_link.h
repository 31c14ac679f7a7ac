/* A link: a shared medium with latency and bandwidth, such as a PCIe bus.
 *
 * Messages from all plugged ports share the medium one at a time: a
 * message of b bytes holds it for ceil(b / bytes_per_cycle) cycles of the
 * link's clock, then arrives latency cycles later. Senders are served
 * round-robin (in plug order, starting after the last one served), so no
 * port starves and the order is deterministic. At most `capacity`
 * messages are in flight; the rest wait in their senders' outgoing
 * buffers. Arrivals are delivered in order; a full receiver holds up the
 * link until it retrieves (a bus is first in, first out). */
#ifndef MGSIM_ENGINE_CONN_LINK_H
#define MGSIM_ENGINE_CONN_LINK_H

#include <stdint.h>

#include "engine/conn.h"

typedef struct eng_link_config {
    eng_clock clock;
    uint32_t latency_cycles;   /* >= 0; arrival is at least one cycle later */
    uint32_t bytes_per_cycle;  /* >= 1 */
    uint32_t capacity;         /* messages in flight, >= 1 */
} eng_link_config;

eng_link_config eng_link_default_config(void);

/* NULL when out of memory or the config is invalid (err says why). */
eng_conn *eng_link_new(eng_engine *e, const char *name, const eng_link_config *cfg,
                       char *err, size_t errlen);

/* Statistics. */
uint64_t eng_link_bytes(const eng_conn *c);
uint64_t eng_link_busy_cycles(const eng_conn *c);

#endif
