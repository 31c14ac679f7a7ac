/* DAB, Deterministic Atomic Buffering (prefix dab_): the mechanism of
 * papers/dab-deterministic-atomic-buffering.txt on the GCN3 compute unit.
 * docs/determinism.md says what it guarantees and how to use it;
 * docs/components.md how it is wired.
 *
 * The parts, one concern each:
 *   dab_buf.h    an atomic buffer (plain data): entries filled in lane
 *                order, fusion, the capacity test, the flush order
 *                (offset flushing) and coalescing by cache sector
 *   dab_sched.h  the determinism-aware schedulers SRR, GTRR, GTAR, GWAT
 *                (plain data, one ring of waves per SIMD)
 *   dab_drain.h  the L2 bank's flush buffer: pre-flush counts and the
 *                in-order (round-robin over sources) draining
 *   dab_msg.h    the messages of the flush protocol
 *   dab_cu.c     the CU policy table (components/cu/cu_det.h) that ties
 *                buffers and schedulers into the compute unit
 *   dab_cp.c     the ACE policy table (components/cp/cp_ace.h):
 *                deterministic workgroup distribution in batches and the
 *                GPU-wide flush coordinator
 *
 *   dab_mech.c   the mechanism's entry (components/gpu/gpu_mech.h): the
 *                tables, the drains as the banks' side units, the flush
 *                path (CU.DAB --DABToL2-- L2[b]'s side port), statistics
 *
 * The GPU builder chooses the DAB tables when dab.enable is set. Failure: dab_config_check names a bad combination. */
#ifndef MGSIM_MECH_DAB_DAB_H
#define MGSIM_MECH_DAB_DAB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum dab_level { DAB_LEVEL_WARP, DAB_LEVEL_SCHED };
/* GTO: the baseline arbiter, deterministic only with warp-level buffers
 * (the paper: a warp-level buffer is filled in program and lane order
 * under any scheduler). */
enum dab_sched_kind { DAB_SCHED_GTO, DAB_SCHED_SRR, DAB_SCHED_GTRR, DAB_SCHED_GTAR,
                      DAB_SCHED_GWAT };

typedef struct dab_config {
    bool enable;            /* false: the baseline GPU (nothing below applies) */
    uint32_t level;         /* enum dab_level; scheduler (one buffer per SIMD) */
    uint32_t entries;       /* per buffer, 32..256 (warp level: >= 64); 64 */
    uint32_t sched;         /* enum dab_sched_kind; gwat */
    bool fusion;            /* combine same-address same-op atomics; true */
    bool coalesce;          /* one flush transaction per cache sector; true */
    uint32_t sector_bytes;  /* coalescing granule; 32 */
    uint32_t flush_offset;  /* CUs with an even id start flushing at this entry; 0 */
    uint32_t link_latency;  /* the CU -> L2 flush path, cycles each way; 12 */
} dab_config;

/* Per CU (summed over the CUs by gpu_get_stats), plus the coordinator's
 * global counts (the cp_ fields, from the CP). Cycles are CU cycles;
 * stall cycles are wave-cycles (a wave waiting, summed over waves). */
typedef struct dab_stats {
    uint64_t atomics;            /* lane atomics that entered a buffer */
    uint64_t fused;              /* of those, combined into an existing entry */
    uint64_t returning;          /* lane atomics whose result is used (held to a flush) */
    uint64_t flushes;            /* flushes this CU took part in */
    uint64_t flush_entries;      /* buffer entries flushed */
    uint64_t flush_txns;         /* flush transactions (after coalescing) */
    uint64_t blocked_reports;    /* times the CU told the coordinator it needs a flush */
    uint64_t stall_full_cycles;  /* waves held: buffer full */
    uint64_t stall_token_cycles; /* waves held: waiting for the scheduler's turn/token */
    uint64_t stall_fence_cycles; /* waves held: fence with unflushed atomics */
    uint64_t flush_wait_cycles;  /* CU cycles from "blocked" to "resume" */
    uint64_t batches;            /* workgroup batches started on this CU */
    /* the coordinator (one per GPU's CP) */
    uint64_t cp_flushes;         /* GPU-wide flushes */
    uint64_t cp_flushes_blocked; /* started because every buffer was full or blocked */
    uint64_t cp_flushes_end;     /* at kernel end */
    uint64_t cp_flush_cycles;    /* CP cycles from FLUSH to the last FLUSHED */
} dab_stats;

struct param_table;
extern const struct param_table dab_param_table; /* section "dab" */
dab_config dab_default_config(void);
/* 0, or -1 with one line in err for an invalid combination. */
int dab_config_check(const dab_config *c, char *err, size_t errlen);
const char *dab_sched_name(uint32_t kind);

#endif
