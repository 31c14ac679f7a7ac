/* A direct connection: every message sent in cycle t is in its receiver's
 * incoming buffer at the end of t (the connection phase), unless that
 * buffer is full; then it waits, first in line for its sender's port,
 * until the receiver retrieves a message. No latency, no bandwidth limit:
 * the on-chip wires between neighbouring components. */
#ifndef MGSIM_ENGINE_CONN_DIRECT_H
#define MGSIM_ENGINE_CONN_DIRECT_H

#include "engine/conn.h"

/* NULL when out of memory. The clock only names the connection's cycle. */
eng_conn *eng_direct_new(eng_engine *e, const char *name, eng_clock clock);

#endif
