/* Shared by the translation components: where requests go below (a list
 * of ports chosen by an address map, like cache_set_lower) and a FIFO of
 * messages waiting to be sent. Internal to mech/xlat. */
#ifndef MGSIM_MECH_XLAT_XLAT_PRIV_H
#define MGSIM_MECH_XLAT_XLAT_PRIV_H

#include <stdbool.h>
#include <stdint.h>

#include "components/mem/mem_map.h"
#include "mech/xlat/xlat_msg.h"
#include "engine/eng.h"

typedef struct xlat_route {
    eng_port **ports;
    uint32_t n;
    mem_map map;
    bool mapped;
} xlat_route;

int xlat_route_set(xlat_route *r, eng_port *const *ports, uint32_t n, const mem_map *map);
/* The port serving pa, or NULL when the map holds no target for it. */
eng_port *xlat_route_of(const xlat_route *r, uint64_t pa);
void xlat_route_fini(xlat_route *r);

/* An unbounded FIFO of messages: a util/ring.h ring of eng_msg * (grows
 * by doubling; out of memory ends the program, util/xalloc.h); n is the
 * number queued. Zero-initialised is empty. */
typedef ring xlat_fifo;

void xlat_fifo_push(xlat_fifo *f, eng_msg *m);
static inline eng_msg *xlat_fifo_peek(const xlat_fifo *f) { return f->n ? RING_FRONT(f, eng_msg *) : NULL; }
eng_msg *xlat_fifo_pop(xlat_fifo *f);
/* Sends from the head through p until empty or p is full; true when any left. */
bool xlat_fifo_send(xlat_fifo *f, eng_port *p, bool *progress);
/* Frees every message left and the buffer. */
void xlat_fifo_fini(xlat_fifo *f);
/* Frees every message left in p's buffers. */
void xlat_port_drop(eng_port *p);
/* The answer (type XLAT_RSP or XLAT_SHOOT_ACK) to r, addressed to its
 * sender; tr (may be NULL) is copied when ok. */
xlat_rsp *xlat_rsp_to(const xlat_req *r, uint32_t type, bool ok, const xlat_tr *tr);

#endif
