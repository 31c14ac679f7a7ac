/* An ordered queue of messages for CUs, sent through the CP's dispatch
 * port as it frees (prefix cp_sendq_). ACE policies that speak their own
 * protocol with the CUs (DAB's flush control, GPUDet's quantum control)
 * queue messages here so they leave in the order the policy made them,
 * whatever the port's back-pressure. Owned by the policy's state; a
 * queued message belongs to the queue until sent or freed. Out of memory
 * while queueing is fatal (it happens inside a tick). */
#ifndef MGSIM_COMPONENTS_CP_SENDQ_H
#define MGSIM_COMPONENTS_CP_SENDQ_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/msg.h"
#include "util/ring.h"

struct cp;

/* A util/ring.h ring of (message, CU) entries, oldest first; its n is the
 * number queued. Zero-initialised is empty. */
typedef ring cp_sendq;

void cp_sendq_push(cp_sendq *q, eng_msg *m, uint32_t cu);
/* Sends from the head while the port takes them; true if any left. */
bool cp_sendq_send(cp_sendq *q, struct cp *c);
/* Frees the queued messages (plain malloc'd messages) and the arrays. */
void cp_sendq_free(cp_sendq *q);

#endif
