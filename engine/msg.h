/* Messages: what components send each other through ports.
 *
 * A protocol defines its message structs with an eng_msg as the first
 * member, so a port carries any protocol. The sender fills dst, bytes and
 * type; eng_port_send() fills src, id and send_time. Ownership travels
 * with the message: the sender gives it up when send succeeds, the
 * receiver owns it once retrieved (and frees or reuses it). */
#ifndef MGSIM_ENGINE_MSG_H
#define MGSIM_ENGINE_MSG_H

#include <stdint.h>

#include "engine/time.h"

typedef struct eng_port eng_port;

typedef struct eng_msg {
    eng_port *src, *dst;
    uint64_t id;          /* sender's owner id << 40 | sender's count */
    eng_time send_time;
    uint32_t bytes;       /* size on the wire, for bandwidth models */
    uint32_t type;        /* defined by the protocol */
} eng_msg;

#endif
