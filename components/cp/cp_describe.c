/* The CP's status line for diagnosis (eng_comp_ops.describe, printed by
 * the hang detector, hooks/hang.h): the command running and its phase,
 * commands queued and answers unsent, workgroups outstanding. Read-only;
 * called while the engine is not running. */
#include <stdio.h>

#include "components/cp/cp_int.h"
#include "util/text.h"

bool cp_describe(const eng_comp *cc, char *buf, size_t len)
{
    const cp *c = (const cp *)cc;
    if (!c->cur && !c->qn && !c->nans) return false;
    static const char *const phase[] = {"idle", "DMA", "L2 flush", "L1 invalidate",
                                        "L1 invalidate", "dispatch", "done",
                                        "packet processing"};
    static const char *const cmd[] = {"memcpy_h2d", "memcpy_d2h", "launch", "flush"};
    text t = text_on(buf, len);
    if (c->cur) {
        uint32_t k = c->cur->cmd - CP_CMD_MEMCPY_H2D;
        text_put(&t, "%s in %s", k < 4 ? cmd[k] : "command", phase[c->phase]);
        if (c->cur->cmd == CP_CMD_LAUNCH)
            text_put(&t, ": workgroups %llu/%llu made, %llu out at CUs, %llu done, %u to retry",
                     (unsigned long long)c->wg_next, (unsigned long long)c->wg_total,
                     (unsigned long long)c->wg_out, (unsigned long long)c->wg_done, c->nretry);
        if (c->phase == P_DMA)
            text_put(&t, ": %llu/%llu bytes acknowledged", (unsigned long long)c->dma_acked,
                     (unsigned long long)c->cur->size);
        if (c->maint_sent > c->maint_acked)
            text_put(&t, ": %u maintenance request(s) unanswered", c->maint_sent - c->maint_acked);
    } else {
        text_put(&t, "no command running");
    }
    if (c->qn > c->qhead) text_put(&t, "; %u command(s) queued", c->qn - c->qhead);
    if (c->nans) text_put(&t, "; %u answer(s) to the host not sent", c->nans);
    return true;
}
