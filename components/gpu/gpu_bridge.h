/* The instruction-path bridge (prefix gpu_bridge_): lets the L1
 * instruction caches reach the RDMA engine. The L1Is sit on their own
 * long link to the L2 (IToL2, the paper's I-cache miss cost) while the
 * RDMA engine's Inside port sits on the L1-to-L2 connection, and a port
 * belongs to one connection; so a GPU with an RDMA engine gets this small
 * component with a Top port on IToL2 and a Bottom port on L1ToL2. An L1I
 * miss to another GPU's memory (U-MGPU runs code from interleaved memory)
 * goes Top -> Bottom -> RDMA Inside and its answer back.
 *
 * It follows mem_msg.h: every forwarded request is a new message (its id
 * names a slot holding the original), every answer a new response to the
 * original's source with the original's id. At most `slots` requests are
 * in flight; one message moves each way per cycle. Nothing else changes:
 * no data is held, no latency added beyond the two direct hops. */
#ifndef MGSIM_COMPONENTS_GPU_BRIDGE_H
#define MGSIM_COMPONENTS_GPU_BRIDGE_H

#include <stddef.h>
#include <stdint.h>

#include "engine/eng.h"

typedef struct gpu_bridge gpu_bridge;

/* NULL with a message on out of memory. dst: where requests go. */
gpu_bridge *gpu_bridge_build(eng_engine *e, const char *name, eng_clock clk, uint32_t slots,
                             char *err, size_t errlen);
void gpu_bridge_set_dst(gpu_bridge *b, eng_port *dst);
eng_port *gpu_bridge_top(gpu_bridge *b);
eng_port *gpu_bridge_bottom(gpu_bridge *b);
/* Its component (for a partition: a mechanism that uses bridges as units). */
eng_comp *gpu_bridge_comp(gpu_bridge *b);
/* Frees the bridge and every message it holds. NULL is fine. */
void gpu_bridge_destroy(gpu_bridge *b);

#endif
