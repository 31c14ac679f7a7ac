/* See perturb.h: the fault_delay configuration of a perturbation seed. */
#include "components/platform/perturb.h"

#include <string.h>

bool perturb_fault_config(uint64_t global_seed, uint64_t perturb, uint32_t max_cycles,
                          uint32_t pct, fault_config *out)
{
    memset(out, 0, sizeof *out);
    if (!perturb) return false;
    /* both seeds matter, and (1, 2) differs from (2, 1); each connection
     * then seeds its own stream from this value and its name */
    out->seed = eng_hash_mix(eng_hash_mix(0x7065727475726221ull, global_seed), perturb);
    out->pct = pct > 100 ? 100 : pct;
    out->max_extra_cycles = max_cycles ? max_cycles : 1;
    out->base_cycles = 0; /* like the direct connection it replaces */
    out->window = 64;
    out->connections = PERTURB_CONNECTIONS;
    return true;
}
