/* The GPU's own parameter table ([gpu]) and its defaults, which gather
 * the nested components' tables: the R9 Nano of the MGSim paper. */
#include "components/gpu/gpu.h"
#include "components/gpu/gpu_mech.h"

#include <stdio.h>
#include <stdlib.h>

#include "amdgpu/isa.h"
#include "params/param.h"

/* In enum amdgpu_isa order (amdgpu/isa.h), as amdgpu_isa_name spells them. */
static const char *const isa_names[] = {"gfx803", "gfx940", NULL};
_Static_assert(AMDGPU_ISA_GFX803 == 0 && AMDGPU_ISA_GFX940 == 1 && AMDGPU_ISA_COUNT == 2,
               "isa_names follows enum amdgpu_isa");

static const param_def gpu_defs[] = {
    PARAM_ENUM(gpu_config, isa, "gfx803", isa_names,
               "instruction set: gfx803 (GCN3) or gfx940 (CDNA3, gfx940-942 code); runs load "
               "code built for it"),
    PARAM_U32(gpu_config, cus, "64", 1, 4096, "", "compute units"),
    PARAM_U32(gpu_config, cus_per_sa, "4", 1, 64, "",
              "CUs per shader array (sharing an L1I and an L1S); divides cus"),
    PARAM_U32(gpu_config, banks, "8", 1, 256, "", "L2 banks = DRAM channels"),
    PARAM_BOOL(gpu_config, l1v_enabled, "false",
               "use the L1 vector caches (false: bypassed, as ROCm runs the R9 Nano)"),
    PARAM_SIZE(gpu_config, mem_base, "4G", 0, 1ull << 46,
               "device address of GPU 0's memory (GPU g's follows at mem_base + g x mem_size)"),
    PARAM_SIZE(gpu_config, mem_size, "4G", 1ull << 20, 1ull << 40,
               "memory per GPU (a power of two on multi-GPU platforms)"),
    PARAM_SIZE(gpu_config, interleave, "4K", 64, 1ull << 30,
               "bytes per block when interleaving the banks (power of two)"),
    PARAM_U32(gpu_config, vector_latency, "12", 0, 100000, "cycles",
              "CU <-> L1V link, each way (part of the L2-hit cost)"),
    PARAM_U32(gpu_config, inst_latency, "97", 0, 100000, "cycles",
              "L1I <-> L2 link, each way (the I-cache miss cost)"),
    PARAM_U32(gpu_config, link_bytes, "64", 1, 4096, "bytes/cycle",
              "bandwidth of those two links"),
    PARAM_U32(gpu_config, vector_link_buf, "64", 1, 65536, "messages",
              "in flight on a CU <-> L1V link, both ways; more wait in the sender's port (a "
              "message a cycle each way over vector_latency + 1 = 26 cycles: 2 x 32)"),
    PARAM_U32(gpu_config, xbar_latency, "8", 1, 100000, "cycles",
              "CU-side <-> L2/CP crossbars, each way; taken out of the L2's tag and "
              "data latencies (so at most the smaller)"),
    PARAM_U32(gpu_config, xbar_credits, "16", 1, 65535, "messages",
              "crossbar credits: input slots per sender at each receiver"),
    PARAM_U32(gpu_config, xcds, "1", 1, 64, "",
              "compute dies (XCDs); the CUs split evenly, in order, shader arrays whole; more "
              "than 1 needs xcd_l2_banks"),
    PARAM_U32(gpu_config, xcd_l2_banks, "0", 0, 256, "",
              "L2 banks per XCD, each XCD's L2 caching any address (docs/components.md), "
              "banks = DRAM channels behind them; 0: an L2 bank per channel"),
    PARAM_SIZE(gpu_config, l2_interleave, "4K", 64, 1ull << 30,
               "xcd_l2_banks: bytes per block when interleaving an XCD's L2 banks (power of "
               "two)"),
    PARAM_BOOL(gpu_config, mall, "false",
               "xcd_l2_banks: a memory-side cache slice ([mall]) in front of every DRAM "
               "channel"),
    PARAM_U32(gpu_config, mem_xbar_latency, "1", 1, 100000, "cycles",
              "xcd_l2_banks: L2 banks <-> channels (MALL slices or DRAM) crossbar, each way"),
};

const param_table gpu_param_table =
    PARAM_TABLE("gpu", "One GPU (every GPU of a platform): size, memory, internal links.",
                gpu_config, gpu_defs);

gpu_config gpu_default_config(void)
{
    gpu_config c;
    param_defaults_fixed(&gpu_param_table, &c); /* zeroes the fields that are not keys */
    c.cu = cu_default_config();
    c.cp = cp_default_config();
    c.l1v = cache_l1v_default_config();
    c.l1i = cache_l1i_default_config();
    c.l1s = cache_l1s_default_config();
    c.l2 = cache_l2_default_config();
    c.mall_cache = cache_mall_default_config();
    param_defaults_fixed(&dram_param_table, &c.dram);
    mem_map_init(&c.dram.map);
    c.rdma = rdma_default_config();
    gpu_mech_defaults(&c);
    c.gpus = 1;
    c.cp_enabled = true;
    return c;
}
