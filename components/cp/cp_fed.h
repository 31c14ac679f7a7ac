/* Federation of command processors (prefix cp_fed_): how the ACE
 * policies of a mechanism (cp_ace.h) on several GPUs, a CP each (D-MGPU),
 * agree on system-wide steps, GPU 0's CP coordinating. Plain data owned
 * by the policy's state; used only inside the CP's tick.
 *
 * Each CP has one coordination port (made by cp_fed_init on the CP), all
 * of them on one connection the builder makes; cp_fed_set_peers names
 * them in GPU order. cp_fed_send queues a small message for CP `to` (or,
 * for this CP itself, hands it to the handler at once); cp_fed_flush
 * sends the queue in order as the port has room; cp_fed_take hands every
 * arrived message to the handler. Messages between two CPs stay in
 * order. Out of memory inside a tick is fatal. */
#ifndef MGSIM_COMPONENTS_CP_CP_FED_H
#define MGSIM_COMPONENTS_CP_CP_FED_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/eng.h"
#include "util/ring.h"

struct cp;

typedef struct cp_fed_msg {
    eng_msg hdr;     /* hdr.type: the policy's */
    uint64_t value;
    bool flag;
} cp_fed_msg;

typedef void (*cp_fed_fn)(struct cp *c, uint32_t type, const cp_fed_msg *m);

typedef struct cp_fed {
    uint32_t me, n;            /* this CP's GPU, of n; n == 0: not federated */
    eng_port *port, **peer;
    ring out;                  /* of eng_msg *, queued, in order */
    cp_fed_fn handle;
} cp_fed;

/* Makes the port (named name) on c. The port, or NULL (out of memory). */
eng_port *cp_fed_init(cp_fed *f, struct cp *c, const char *name, uint32_t me, uint32_t n,
                      cp_fed_fn handle);
void cp_fed_set_peers(cp_fed *f, eng_port *const *ports);
void cp_fed_fini(cp_fed *f);

void cp_fed_send(cp_fed *f, struct cp *c, uint32_t to, uint32_t type, uint64_t value, bool flag);
/* To every CP in GPU order, this one included. */
void cp_fed_broadcast(cp_fed *f, struct cp *c, uint32_t type, uint64_t value, bool flag);
bool cp_fed_take(cp_fed *f, struct cp *c);
bool cp_fed_flush(cp_fed *f);

#endif
