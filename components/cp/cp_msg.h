/* The host <-> command processor protocol. The host (driver/) sends a
 * cp_cmd; the CP answers with the same message, type CP_CMD_DONE, when
 * the command has finished. Host buffers named by a copy stay owned by
 * the host and untouched by it until the answer comes. */
#ifndef MGSIM_COMPONENTS_CP_MSG_H
#define MGSIM_COMPONENTS_CP_MSG_H

#include <stdint.h>

#include "components/cu/cu_msg.h"
#include "engine/msg.h"

enum cp_cmd_type {
    CP_CMD_MEMCPY_H2D = 0x200,
    CP_CMD_MEMCPY_D2H,
    CP_CMD_LAUNCH,
    CP_CMD_FLUSH,
    CP_CMD_DONE
};

typedef struct cp_cmd {
    eng_msg hdr;
    uint32_t cmd;              /* enum cp_cmd_type (hdr.type is DONE when answered) */
    uint64_t dev;              /* copies: device address */
    void *host;                /* copies: host buffer */
    uint64_t size;             /* copies: bytes */
    const cu_launch *launch;   /* LAUNCH */
    uint64_t trace_id;         /* the host's task for it (parent of the kernel task); 0: none */
    /* answer */
    eng_time start, end;       /* when the CP started and finished it */
    eng_time done;             /* when it answered: end, unless a layer predicted the
                                * end (sampling, whose fast part may run later) */
    uint64_t insts;            /* LAUNCH: wavefront instructions */
    uint64_t workgroups;
    char *error;               /* NULL, or the first error (owned by the message) */
} cp_cmd;

#endif
