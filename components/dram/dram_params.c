/* The DRAM controllers' parameter table ([dram]) as the GPU builder uses
 * them. capacity, map and channel are not keys: the builder derives them
 * (gpu.mem_size / gpu.banks, the GPU's address map, the bank index).
 * ctrl_latency defaults to 286, not dram_default_config's 298: inside a
 * GPU the vector link (gpu.vector_latency) adds 2 x 12 cycles to every
 * L2 access and the controller gives 12 back, so an L2 miss stays at the
 * paper's ~460 cycles (docs/validation.md). */
#include "components/dram/dram.h"

#include "params/param.h"

static const param_def dram_defs[] = {
    PARAM_FREQ(dram_config, freq_hz, "1GHz", 1, 100000000000ull, "controller clock"),
    PARAM_U32(dram_config, queue_depth, "64", 1, 65536, "requests", "requests waiting to issue"),
    PARAM_U32(dram_config, port_buf, "16", 1, 65536, "messages", "port buffer slots each way"),
    PARAM_U32(dram_config, banks, "16", 1, 256, "",
              "banks per channel, a power of two; bank = (local address / row_bytes) mod banks"),
    PARAM_U32(dram_config, row_bytes, "2048", 64, 1u << 20, "bytes", "row size, a power of two"),
    PARAM_U32(dram_config, bus_bytes_per_cycle, "64", 1, 4096, "bytes/cycle",
              "data bus width x rate (64: 64 GB/s per channel at 1 GHz)"),
    PARAM_U32(dram_config, t_rcd, "14", 0, 10000, "cycles", "activate to column"),
    PARAM_U32(dram_config, t_cl, "14", 0, 10000, "cycles", "column to data"),
    PARAM_U32(dram_config, t_rp, "14", 0, 10000, "cycles", "precharge"),
    PARAM_U32(dram_config, ctrl_latency, "286", 0, 1000000, "cycles",
              "controller front end, fabric behind the L2, PHY (298 less the 12 cycles "
              "the vector link adds)"),
};

const param_table dram_param_table =
    PARAM_TABLE("dram", "DRAM controller, one per channel (gpu.banks per GPU).", dram_config,
                dram_defs);
