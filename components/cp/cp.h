/* The command processor (prefix cp_): the GPU's front end, one component
 * holding the CP proper, the ACE (workgroup dispatcher) and the DMA
 * engine, each a stage of its tick.
 *
 * Commands arrive from the host on the "Host" port (cp_cmd, cp_msg.h)
 * and run one at a time, in order; each is answered with the same
 * message (CP_CMD_DONE) carrying its start and end time and, for a
 * launch, the instruction count and the first error.
 *   MEMCPY_H2D / MEMCPY_D2H: the DMA engine splits the range into line
 *     pieces and sends MEM_WRITE / MEM_READ requests to the L2 banks
 *     (port "Mem", routed by the address map), at most dma_inflight at a
 *     time and dma_per_cycle per cycle.
 *   LAUNCH: invalidate every L1 (vector, instruction, scalar) by message
 *     (port "Ctl"), then the ACE sends workgroups (cu_msg.h) to the CUs
 *     on port "Dispatch", round-robin, dispatch_per_cycle per cycle; a
 *     rejected workgroup is retried on another CU and the rejecting CU
 *     gets nothing until it reports a workgroup done. The kernel ends
 *     with its last workgroup.
 *   FLUSH: write back the L2 banks (MEM_FLUSH to each), then invalidate
 *     the L1s; after it DRAM holds everything the kernels wrote.
 *   With release caches (cp_set_release: the L2s of a GPU whose L2s are
 *     not coherent with each other, one per XCD) a LAUNCH ends with a
 *     MEM_FLUSH to each of them on "Ctl" after its last workgroup (the
 *     kernel's end is when all have answered), and FLUSH writes back
 *     those instead of the Mem targets; their invalidation at a launch's
 *     start is the builder's: it lists them with the L1s (cp_set_l1).
 *
 * The CP knows its targets as port lists given before the run (the
 * builder's wiring), never another component's state (DP-3). */
#ifndef MGSIM_COMPONENTS_CP_CP_H
#define MGSIM_COMPONENTS_CP_CP_H

#include <stddef.h>
#include <stdint.h>

#include "components/mem/mem_map.h"
#include "engine/eng.h"

/* ACE policy layers a CP runs at most (cp_ace.h: one per mechanism). */
#define CP_ACE_MAX 8

typedef struct cp_config {
    uint64_t freq_hz;            /* 1 GHz */
    uint32_t line_bytes;         /* DMA piece; 64 */
    uint32_t dma_inflight;       /* DMA requests outstanding; 64 */
    uint32_t dma_per_cycle;      /* DMA requests sent per cycle; 1 */
    uint32_t dispatch_per_cycle; /* workgroups sent per cycle; 1 */
    uint32_t launch_cycles;      /* packet processing before dispatch; 0 */
    uint32_t port_buf;           /* 64 */
    /* Set by builders, not parameters: the ACE's policy layers (cp_ace.h)
     * in call order (none: the baseline) and each one's own config. */
    const struct cp_ace_ops *ace[CP_ACE_MAX];
    const void *ace_arg[CP_ACE_MAX];
    uint32_t nace;
} cp_config;

typedef struct cp cp;

/* Defaults from the parameter table (section cp, cp_params.c). */
struct param_table;
extern const struct param_table cp_param_table;
cp_config cp_default_config(void);
cp *cp_build(eng_engine *e, const cp_config *cfg, const char *name, char *err, size_t errlen);
void cp_destroy(cp *c);

eng_comp *cp_comp(cp *c);
eng_port *cp_port_host(cp *c);
eng_port *cp_port_dispatch(cp *c);
eng_port *cp_port_mem(cp *c);
eng_port *cp_port_ctl(cp *c);

/* Wiring (before the run; arrays are copied, map borrowed):
 * the CUs' dispatch ports, the L2 banks' ports on the Mem connection with
 * the map that picks one, and the L1 caches' ports on the Ctl connection. */
int cp_set_cus(cp *c, eng_port *const *cu_ports, uint32_t n);
int cp_set_l2(cp *c, const mem_map *map, eng_port *const *l2_ports, uint32_t n);
int cp_set_l1(cp *c, eng_port *const *l1_ports, uint32_t n);
/* The caches written back (on Ctl) at every kernel's end and at FLUSH;
 * none by default. */
int cp_set_release(cp *c, eng_port *const *ports, uint32_t n);

#endif
