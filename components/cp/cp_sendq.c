#include "components/cp/cp_sendq.h"

#include <stdlib.h>

#include "components/cp/cp_int.h"
#include "engine/fatal.h"
#include "util/xalloc.h"

void cp_sendq_push(cp_sendq *q, eng_msg *m, uint32_t cu)
{
    if (q->n == q->cap) {
        uint32_t cap = q->cap ? 2 * q->cap : 64;
        eng_msg **msg = xmalloc(cap * sizeof *msg, "cp send queue");
        uint32_t *dst = xmalloc(cap * sizeof *dst, "cp send queue");
        for (uint32_t i = 0; i < q->n; i++) {
            msg[i] = q->msg[(q->head + i) % q->cap];
            dst[i] = q->cu[(q->head + i) % q->cap];
        }
        free(q->msg);
        free(q->cu);
        q->msg = msg, q->cu = dst, q->head = 0, q->cap = cap;
    }
    uint32_t at = (q->head + q->n++) % q->cap;
    q->msg[at] = m;
    q->cu[at] = cu;
}

bool cp_sendq_send(cp_sendq *q, struct cp *c)
{
    bool progress = false;
    while (q->n && cp_dispatch_send(c, q->msg[q->head], q->cu[q->head])) {
        q->head = (q->head + 1) % q->cap;
        q->n--;
        progress = true;
    }
    return progress;
}

void cp_sendq_free(cp_sendq *q)
{
    for (uint32_t i = 0; i < q->n; i++)
        free(q->msg[(q->head + i) % q->cap]);
    free(q->msg);
    free(q->cu);
    q->msg = NULL, q->cu = NULL, q->head = q->n = q->cap = 0;
}
