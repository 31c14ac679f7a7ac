/* The command processor's parameter table ([cp]); cp_default_config
 * reads it, so the documented defaults are the defaults. */
#include "components/cp/cp.h"

#include <stdio.h>
#include <stdlib.h>

#include "params/param.h"

static const param_def cp_defs[] = {
    PARAM_FREQ(cp_config, freq_hz, "1GHz", 1, 100000000000ull, "clock"),
    PARAM_U32(cp_config, line_bytes, "64", 4, 128, "bytes", "DMA piece"),
    PARAM_U32(cp_config, dma_inflight, "64", 1, 65536, "requests", "DMA requests outstanding"),
    PARAM_U32(cp_config, dma_per_cycle, "1", 1, 64, "requests", "DMA requests sent per cycle"),
    PARAM_U32(cp_config, dispatch_per_cycle, "1", 1, 64, "workgroups",
              "workgroups the ACE sends per cycle"),
    PARAM_U32(cp_config, launch_cycles, "0", 0, 1000000, "cycles",
              "packet processing before dispatch"),
    PARAM_U32(cp_config, port_buf, "64", 1, 65536, "messages", "port buffer slots each way"),
};

const param_table cp_param_table =
    PARAM_TABLE("cp", "Command processor, ACE and DMA engine of each GPU.", cp_config, cp_defs);

cp_config cp_default_config(void)
{
    cp_config c;
    param_defaults_fixed(&cp_param_table, &c);
    return c;
}
