#include "components/cp/cp_sendq.h"

#include <stdlib.h>

#include "components/cp/cp_int.h"

/* A queued message and its destination CU. */
typedef struct cp_sendq_ent {
    eng_msg *m;
    uint32_t cu;
} cp_sendq_ent;

void cp_sendq_push(cp_sendq *q, eng_msg *m, uint32_t cu)
{
    RING_PUSH(q, cp_sendq_ent, ((cp_sendq_ent){m, cu}));
}

bool cp_sendq_send(cp_sendq *q, struct cp *c)
{
    bool progress = false;
    while (!ring_empty(q) &&
           cp_dispatch_send(c, RING_FRONT(q, cp_sendq_ent).m, RING_FRONT(q, cp_sendq_ent).cu)) {
        ring_pop(q);
        progress = true;
    }
    return progress;
}

void cp_sendq_free(cp_sendq *q)
{
    for (uint32_t i = 0; i < ring_len(q); i++)
        free(RING_AT(q, cp_sendq_ent, i).m);
    ring_free(q);
}
