/* GPUDet (prefix gpudet_): quantum-based deterministic execution, the
 * mechanism of papers/gpudet.txt, on the GCN3 compute unit.
 * docs/determinism.md says what it guarantees and how to use it;
 * docs/components.md how it is wired.
 *
 * Execution is cut into quanta. In a quantum's parallel mode every
 * wavefront runs in isolation for at most `quantum` instructions: its
 * global stores go to its own store buffer (a linear write log with a
 * Bloom filter, gpudet_sb.h) and its loads see global memory as the last
 * quantum left it plus its own stores. A wavefront ends its parallel mode
 * early at an atomic, a fence, a workgroup barrier (unless BTA), a full
 * store buffer, or the end of its kernel. When every wavefront has, the
 * commit mode applies every store buffer at the memory partitions, where
 * a Z-buffer unit per L2 bank (gpudet_zbuf.h) keeps, byte by byte, the
 * value of the last writer in (quantum, wavefront id) order whatever the
 * arrival order. Then the serial mode executes the atomics that stopped
 * wavefronts, one wavefront at a time (W-Ser) or one compute unit at a
 * time (CU-Ser), in a fixed order; then the next quantum begins.
 *
 * The parts, one concern each:
 *   gpudet_sb.h    a wavefront's store buffer and Bloom filter (plain data)
 *   gpudet_zbuf.h  an L2 bank's Z-buffer unit (plain data)
 *   gpudet_msg.h   the mode-change and commit messages
 *   gpudet_cu.c    the CU policy table (components/cu/cu_det.h): modes,
 *                  store buffering and forwarding, quantum ends
 *   gpudet_cu_mode.c  the CU's commit and serial modes
 *   gpudet_cp.c    the ACE policy table (components/cp/cp_ace.h): the
 *                  GPU-wide quantum coordinator and deterministic
 *                  workgroup distribution (static partition, DWP)
 *
 *   gpudet_mech.c  the mechanism's entry (components/gpu/gpu_mech.h): the
 *                  tables, the Z-buffer units as the banks' side units,
 *                  the commit path (CU.GPUDet --GDToL2-- L2[b]'s side
 *                  port), statistics
 *
 * The GPU builder chooses these tables when gpudet.enable is set. Failure: gpudet_config_check names a bad combination. */
#ifndef MGSIM_MECH_GPUDET_GPUDET_H
#define MGSIM_MECH_GPUDET_GPUDET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum gpudet_serial { GPUDET_WSER, GPUDET_CUSER };

typedef struct gpudet_config {
    bool enable;            /* false: the baseline GPU (nothing below applies) */
    uint32_t quantum;       /* wavefront instructions per quantum; 200 (the paper's) */
    uint32_t serial;        /* enum gpudet_serial; cu (CU-Ser) */
    bool bta;               /* barrier termination avoidance; true */
    bool dwp;               /* deterministic workgroup partitioning; true */
    uint32_t sb_entries;    /* store-buffer entries that end a quantum; 256 */
    uint32_t bloom_bits;    /* Bloom filter bits per wavefront; 1024 */
    uint32_t bloom_hashes;  /* sub-arrays / hash functions; 4 */
    uint32_t sb_cycles;     /* wave cycles per log entry appended or searched; 1 */
    uint32_t sync_cycles;   /* global barrier between modes; 0 (the paper's default) */
    uint32_t z_latency;     /* Z-buffer test at the bank (Z-cache hit); 4 */
    uint32_t link_latency;  /* the CU -> L2 commit path, cycles each way; 12 */
} gpudet_config;

/* Why a wavefront ended its parallel mode (gpudet_stats.ends). */
enum gpudet_end { GPUDET_END_INSTS, GPUDET_END_ATOMIC, GPUDET_END_FENCE, GPUDET_END_BARRIER,
                  GPUDET_END_SBFULL, GPUDET_END_KERNEL, GPUDET_END_COUNT };

/* Per CU (summed by gpu_get_stats) plus the coordinator's (cp_ fields).
 * Every field is a uint64_t (gpu_get_stats sums them as words). */
typedef struct gpudet_stats {
    uint64_t ends[GPUDET_END_COUNT]; /* wavefront quantum ends by cause */
    uint64_t stores;          /* store-buffer entries appended */
    uint64_t bloom_lookups;   /* load transactions that asked the Bloom filter */
    uint64_t bloom_hits;      /* ... that it could not rule out (a log search) */
    uint64_t bloom_false;     /* ... whose search found nothing (false positives) */
    uint64_t fwd_full;        /* load transactions served by the store buffer alone */
    uint64_t fwd_partial;     /* ... merged with memory */
    uint64_t sb_cycles;       /* wave cycles spent appending / searching */
    uint64_t commit_entries;  /* entries sent in commit mode */
    uint64_t serial_atomics;  /* atomic instructions executed in serial mode */
    uint64_t dwp_spawns;      /* workgroups started inside a parallel mode */
    /* the coordinator (one per GPU's CP) */
    uint64_t cp_quanta;
    uint64_t cp_par_cycles;   /* distribution + parallel mode */
    uint64_t cp_commit_cycles;
    uint64_t cp_serial_cycles;
    uint64_t cp_sync_cycles;  /* global barriers and L1 invalidations */
} gpudet_stats;

struct param_table;
extern const struct param_table gpudet_param_table; /* section "gpudet" */
gpudet_config gpudet_default_config(void);
/* 0, or -1 with one line in err for an invalid combination. */
int gpudet_config_check(const gpudet_config *c, char *err, size_t errlen);
const char *gpudet_end_name(unsigned cause);

#endif
