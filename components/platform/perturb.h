/* Nondeterminism injection (prefix perturb_): what `[sim] perturb`,
 * `[sim] perturb_cycles` and `[sim] perturb_pct` (and `--perturb SEED`)
 * turn on. A real GPU lets requests of different CUs reach a memory
 * partition in an order that changes from run to run; the simulator is
 * deterministic, so we change that order on purpose, reproducibly.
 *
 * Where: every GPU's CU-to-L2 network (GPU[g].L1ToL2: the L1V/L1S side
 * of every CU, the CP's memory port, and the RDMA engine's inside and
 * memory ports, so cross-GPU requests are perturbed where they enter and
 * where they leave the fabric) becomes a fault_delay connection
 * (hooks/fault.h): each message is held, with probability perturb_pct %,
 * 1..perturb_cycles extra cycles. A later message from the same sending
 * port never overtakes an earlier one (point-to-point FIFO), so no
 * protocol sees a reordering it could not see on hardware.
 *
 * Determinism: the delays come from each connection's own random stream,
 * seeded from (the global seed [sim] seed, the perturbation seed) and the
 * connection's name, drawn in plug order and send order inside the
 * connection's own events: the same seeds give the same run for any
 * thread count. perturb = 0 builds the plain direct connections: the
 * unperturbed model, bit for bit. */
#ifndef MGSIM_COMPONENTS_PLATFORM_PERTURB_H
#define MGSIM_COMPONENTS_PLATFORM_PERTURB_H

#include <stdbool.h>
#include <stdint.h>

#include "hooks/fault.h"

/* The connections perturbed (trace_match patterns, hooks/trace.h). */
#define PERTURB_CONNECTIONS "*.L1ToL2"

/* Fills out for a perturbation seed and returns true; returns false and
 * zeroes out (connections NULL: perturb nothing) when perturb is 0.
 * max_cycles is at least 1 and pct at most 100 (the [sim] ranges). */
bool perturb_fault_config(uint64_t global_seed, uint64_t perturb, uint32_t max_cycles,
                          uint32_t pct, fault_config *out);

#endif
