/* The ACE's workgroup-dispatch policy (prefix cp_ace_): one ops table the
 * command processor calls while a launch runs. The baseline (cp.c,
 * cp_ace_baseline) sends workgroups round-robin to any CU with room and
 * retries rejected ones elsewhere; DAB's (mech/dab/dab_cp.c)
 * distributes them statically in batches and coordinates the GPU-wide
 * flushes; GPUDet's could coordinate quanta the same way.
 *
 * Contract: the policy runs inside the CP's tick (the CP's lock) with
 * its state in cp.ace_state; it talks to the CUs only by messages on the
 * Dispatch port (cp_dispatch_send) and may use the CP's fields
 * (cp_int.h). While a launch is in its dispatch phase the CP calls step
 * every tick it runs and answer for every message a CU sends; the launch
 * ends when done says so. */
#ifndef MGSIM_COMPONENTS_CP_CP_ACE_H
#define MGSIM_COMPONENTS_CP_CP_ACE_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/msg.h"

struct cp;

typedef struct cp_ace_ops {
    const char *name;
    /* arg: the policy's own config (may be NULL); 0, or -1 with err. */
    int (*init)(struct cp *c, const void *arg, char *err, size_t errlen);
    void (*fini)(struct cp *c);
    /* A launch begins (c->cur, wg_total set; counters zero). */
    void (*start)(struct cp *c);
    /* Sends what it can; true on progress. */
    bool (*step)(struct cp *c);
    /* A message from a CU on Dispatch (takes ownership). */
    void (*answer)(struct cp *c, eng_msg *m);
    /* The launch is over: every workgroup answered, nothing pending. */
    bool (*done)(const struct cp *c);
    /* Optional (NULL: when done said so): the time (eng_comp_now) the
     * launch counts as ended, for a policy whose closing work is not part
     * of the kernel's time (LAB's lab.no_flush). */
    uint64_t (*ended_at)(const struct cp *c);
} cp_ace_ops;

extern const cp_ace_ops cp_ace_baseline;

#endif
