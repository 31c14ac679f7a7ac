/* The RDMA engines' tunnel for side traffic (prefix rdma_tunnel_): how a
 * GPU-level mechanism's side messages (components/gpu/gpu_mech.h: DAB's
 * flushes, GPUDet's commit writes, and their answers) cross GPUs. One per
 * GPU of a multi-GPU platform whose GPUs run such a mechanism; it carries
 * messages it does not read over the PCIe fabric, next to the RDMA
 * engine's memory traffic.
 *
 * Banks and CUs have global indices: bank h*B + b is bank b of GPU h,
 * CU h*C + c is CU c of GPU h (B banks, C CUs per GPU, G GPUs). On its
 * GPU's side connection the tunnel of GPU g stands in for the others:
 *
 *   Bank[k]  for every remote bank k: this GPU's CUs send there what is
 *            meant for bank k, and get its answers from there;
 *   CU[i]    for every remote CU i: requests of CU i reach this GPU's
 *            banks from there, and the banks answer there;
 *   FabricReq, FabricRsp  on the fabric (requests on virtual channel
 *            RDMA_VC_REQ, answers on RDMA_VC_RSP, as the RDMA engine).
 *
 * A request from local CU c on Bank[k] goes, wrapped, to the tunnel of
 * GPU k / B, which sends it from CU[g*C + c] to bank k % B's side port;
 * the bank's answer on CU[g*C + c] goes back, wrapped, and leaves Bank[k]
 * for CU c. Everything is first in, first out: the messages one CU sends
 * to one bank arrive in order, and so do the answers; between different
 * senders the fabric's arbitration decides, which the mechanisms' side
 * units undo as they undo the local network's.
 *
 * Flow control: a message moves only when its next port has room (it
 * waits in its port otherwise); answers and requests use separate fabric
 * channels, so answers always drain (the side units take every request
 * they are sent). Failure: NULL / -1 with a message (bad sizes, out of
 * memory). */
#ifndef MGSIM_COMPONENTS_RDMA_RDMA_TUNNEL_H
#define MGSIM_COMPONENTS_RDMA_RDMA_TUNNEL_H

#include <stddef.h>
#include <stdint.h>

#include "engine/eng.h"

typedef struct rdma_tunnel rdma_tunnel;

/* The tunnel of GPU g of gpus GPUs with banks banks and cus CUs each. */
rdma_tunnel *rdma_tunnel_build(eng_engine *e, const char *name, eng_clock clk, uint32_t g,
                               uint32_t gpus, uint32_t banks, uint32_t cus, char *err,
                               size_t errlen);
void rdma_tunnel_destroy(rdma_tunnel *t);

/* Its stand-ins: Bank[k] (k a remote bank) and CU[i] (i a remote CU);
 * NULL for a local index. */
eng_port *rdma_tunnel_bank(rdma_tunnel *t, uint32_t k);
eng_port *rdma_tunnel_cu(rdma_tunnel *t, uint32_t i);
eng_port *rdma_tunnel_fabric(rdma_tunnel *t, uint32_t vc);

/* Before the run: this GPU's CUs' and banks' side ports (cus, banks of
 * them), and every GPU's tunnel (gpus of them, this one included). */
int rdma_tunnel_set_peers(rdma_tunnel *t, eng_port *const *cu, eng_port *const *bank,
                          rdma_tunnel *const *peers);

#endif
