/* Compute dies and the memory side (prefix gpu_xcd_): the wiring of a GPU
 * whose L2 is split by compute die (XCD), CDNA3's shape (gpu.xcd_l2_banks
 * > 0; configs/mi300a.ini):
 *
 *   CU i belongs to XCD i / (cus / xcds); a shader array's L1I and L1S to
 *   the XCD of its CUs (an array never straddles two).
 *   L1V/L1S of XCD x ~~L1ToL2~~ L2[x*nb .. x*nb + nb).Top[GPU_L2_DATA]
 *   L1I of XCD x     ~~IToL2~~  L2[x*nb .. x*nb + nb).Top[GPU_L2_INST]
 *                     (nb = xcd_l2_banks, interleaved every l2_interleave
 *                     bytes: every XCD's L2 caches any address)
 *   L2[*].Bottom, CP.Mem ~~MemBus~~ MALL[0..banks).Top[0], or DRAM[0..banks)
 *                     without gpu.mall (the channels, interleaved every
 *                     gpu.interleave bytes; mem_xbar_latency each way)
 *   MALL[m] --MallToDRAM[m]-- DRAM[m]
 *   CP.Ctl ~~CtlBus~~ L2[*].Top[GPU_L2_CTL]
 *
 * The CP deals workgroups across the XCDs: its CU list is in the order
 * XCD 0's first CU, XCD 1's first, ..., XCD 0's second, ..., so its
 * round-robin puts workgroup k on XCD k mod xcds (CDNA3 in SPX mode
 * dispatches workgroups to the XCDs round-robin).
 * Coherence, as CDNA3 keeps it for ordinary (coarse-grained) memory: the
 * L2s are not coherent with each other. Their policy is writeback_nc
 * (cache.h: a write-back carries only the bytes written in that L2, and
 * atomics are done at the memory side, where every XCD's meet); the CP
 * invalidates them with the L1s at every launch's start and writes them
 * back at its end (cp.h, cp_set_release), so a kernel sees what the
 * kernels before it wrote, whichever XCD wrote it. The DMA engine (the
 * copies, host <-> device) goes to the memory side: MI300A's host memory
 * is the same HBM, its copies do not pass an XCD's L2.
 *
 * Limits (gpu_xcd_check says so): one GPU (no RDMA, no platform layout),
 * no mechanisms (their units sit at the R9 Nano's L2 banks). */
#ifndef MGSIM_COMPONENTS_GPU_GPU_XCD_H
#define MGSIM_COMPONENTS_GPU_GPU_XCD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "components/gpu/gpu.h"

/* True when the GPU is built with an L2 per XCD (xcd_l2_banks > 0). */
static inline bool gpu_xcd_on(const gpu_config *c) { return c->xcd_l2_banks > 0; }
/* L2 banks of the GPU: banks, or xcds x xcd_l2_banks. */
static inline uint32_t gpu_xcd_nl2(const gpu_config *c)
{
    return gpu_xcd_on(c) ? c->xcds * c->xcd_l2_banks : c->banks;
}
/* NULL, or why the XCD keys cannot be built (a message for the user). */
const char *gpu_xcd_check(const gpu_config *c);
/* The L2s, MALL slices, DRAM channels and their wiring (above), after the
 * CUs, L1s and CP (build_front); i2l2 is IToL2. 0, or -1 with err. */
int gpu_xcd_build_memory(gpu *g, struct eng_xbar *i2l2, char *err, size_t len);
/* platform_backdoor for such a GPU: writes go to the DRAM channel and the
 * MALL slice holding the line; reads take the MALL's copy, else DRAM's
 * (an L2 may hold a stale clean copy until the next launch invalidates
 * it; no L2 holds a dirty one between runs). 0, or -1 for an address not
 * in device memory. */
int gpu_xcd_backdoor(gpu *g, uint64_t addr, void *buf, uint32_t n, bool write);

#endif
