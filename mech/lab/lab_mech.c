/* See lab.h: the [lab] section, the registry entry and the counter table
 * (the "lab" --stats object). */
#include <stdio.h>

#include "components/cp/cp_ace.h"
#include "components/cu/cu_det.h"
#include "mech/lab/lab.h"
#include "mech/lab/lab_buf.h"
#include "params/param.h"
#include "components/gpu/gpu_mstat.h"

static const char *const selects[] = {"all", "comm", NULL};

static const param_def lab_defs[] = {
    PARAM_BOOL(lab_config, enable, "false",
               "a local atomic buffer per CU for no-return commutative integer atomics"),
    PARAM_U32(lab_config, entries, "64", 0, 65536, "lines",
              "128-byte lines per CU (0: off, the baseline; the paper: 8..256)"),
    PARAM_U32(lab_config, ways, "8", 1, 256, "", "associativity (entries a multiple of it)"),
    PARAM_BOOL(lab_config, unbounded, "false",
               "no capacity limit, never evicts (the paper's LAB-Inf; entries only turns it on)"),
    PARAM_BOOL(lab_config, no_storage, "false",
               "serialization only: every buffered atomic is sent to the L2 at once"),
    PARAM_BOOL(lab_config, no_flush, "false",
               "the launch-end flush is not counted in the kernel's time (still done)"),
    PARAM_U32(lab_config, latency, "20", 1, 10000, "cycles",
              "a buffered atomic's completion after its access (the local SRAM's)"),
    PARAM_ENUM(lab_config, select, "all", selects,
               "atomics of which kernels: all, or comm (kernel names ending in _comm)"),
};

static const param_table lab_param_table =
    PARAM_TABLE("lab", "Local atomic buffers (docs/lab.md).", lab_config, lab_defs);

lab_config *lab_config_of(gpu_config *g) { return gpu_mech_cfg(g, &lab_mech); }
const lab_stats *lab_stats_of(const gpu_stats *s)
{
    return (const lab_stats *)gpu_mech_stats(s, &lab_mech);
}

static bool enabled(const void *cfg)
{
    const lab_config *c = cfg;
    return c->enable && c->entries > 0;
}

static int check_config(const void *cfg, char *err, size_t errlen)
{
    const lab_config *c = cfg;
    if (!c->unbounded && c->entries % c->ways) {
        snprintf(err, errlen, "lab.entries (%u) must be a multiple of lab.ways (%u)", c->entries,
                 c->ways);
        return -1;
    }
    if (c->unbounded && c->no_storage) {
        snprintf(err, errlen, "lab.unbounded and lab.no_storage cannot be combined "
                              "(no_storage keeps nothing)");
        return -1;
    }
    return 0;
}

/* The lines come out of the L1's SRAM (the paper takes them from the
 * cache); LAB-Inf is the paper's idealization and takes nothing. */
static uint64_t l1v_bytes(const void *cfg)
{
    const lab_config *c = cfg;
    return c->unbounded ? 0 : (uint64_t)c->entries * LAB_LINE;
}

#define LAB_FLUSH(i, nm) GPU_MSTAT_SUM(lab_stats, flush[i], nm)

/* Summed over the CUs (lab_cu_stats) and the CP (lab_cp_stats), and over
 * GPUs in "total"; shown when a CU ran the layer. */
static const gpu_mstat lab_rows[] = {
    GPU_MSTAT_RAN(lab_stats, ran, "cus"),
    GPU_MSTAT_SUM(lab_stats, atomics, "atomics"),
    GPU_MSTAT_SUM(lab_stats, buffered, "buffered"),
    GPU_MSTAT_SUM(lab_stats, combined, "combined"),
    GPU_MSTAT_SUM(lab_stats, allocations, "allocations"),
    GPU_MSTAT_OPEN("bypassed"),
    GPU_MSTAT_SUM(lab_stats, bypass_return, "returning"),
    GPU_MSTAT_SUM(lab_stats, bypass_kind, "kind"),
    GPU_MSTAT_SUM(lab_stats, bypass_kernel, "kernel"),
    GPU_MSTAT_CLOSE,
    GPU_MSTAT_OPEN("lines_flushed"),
    LAB_FLUSH(LAB_C_EVICT, "evict"),
    LAB_FLUSH(LAB_C_OPCHANGE, "op_change"),
    LAB_FLUSH(LAB_C_KERNEL_END, "kernel_end"),
    LAB_FLUSH(LAB_C_FENCE, "fence"),
    LAB_FLUSH(LAB_C_LOAD, "load"),
    LAB_FLUSH(LAB_C_STORE, "store"),
    LAB_FLUSH(LAB_C_ATOMIC, "atomic"),
    GPU_MSTAT_CLOSE,
    GPU_MSTAT_TOTAL(lab_stats, "lines_flushed_total", flush, LAB_C_COUNT),
    GPU_MSTAT_SUM(lab_stats, sent, "l2_atomics_sent"),
    GPU_MSTAT_SUM(lab_stats, elements_sent, "updates_sent"),
    GPU_MSTAT_DIFF(lab_stats, "l2_atomic_requests_saved", buffered, 1, sent, 0),
    GPU_MSTAT_SUM(lab_stats, remote_buffered, "remote_buffered"),
    GPU_MSTAT_SUM(lab_stats, remote_sent, "remote_sent"),
    /* what the remote atomics cost without the buffer, less what they cost with it */
    GPU_MSTAT_DIFF(lab_stats, "cross_gpu_atomic_bytes_saved", remote_buffered,
                   LAB_ATOMIC_WIRE_BYTES, remote_sent_bytes, GPU_MSTAT_F_SIGNED),
    GPU_MSTAT_SUM(lab_stats, global_requests, "global_requests"),
    GPU_MSTAT_RATIO(lab_stats, "atgr", atomics, global_requests, 4),
    GPU_MSTAT_SUM(lab_stats, fence_wait_cycles, "fence_wait_cycles"),
    GPU_MSTAT_SUM(lab_stats, cp_flushes, "kernel_end_flushes"),
    GPU_MSTAT_SUM(lab_stats, cp_flush_cycles, "kernel_end_flush_cycles"),
    GPU_MSTAT_SUM(lab_stats, errors, "errors"),
    GPU_MSTAT_HIDDEN(lab_stats, remote_sent_bytes, "remote_sent_bytes"),
    GPU_MSTAT_END,
};
_Static_assert(LAB_C_COUNT == 7, "a new flush cause needs its row above");

static const gpu_mstat_table lab_counters = GPU_MSTAT_TABLE("lab", lab_stats, lab_rows, true);

const gpu_mech lab_mech = {
    .name = "lab",
    .params = &lab_param_table,
    .enabled = enabled,
    .check_config = check_config,
    .cu = &lab_cu_ops,
    .ace = &lab_ace_ops,
    .l1v_bytes = l1v_bytes,
    .stats = &lab_counters,
    .cu_stats = lab_cu_stats,
    .cp_stats = lab_cp_stats,
};
