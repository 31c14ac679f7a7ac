/* LAB (prefix lab_): local atomic buffers (Dalmia, Mahapatra and
 * Sinclair, "Only Buffer When You Need To", HPCA 2023) as a GPU-level
 * mechanism (components/gpu/gpu_mech.h): every CU gets a small buffer
 * (lab_buf.h) that takes the CU's no-return commutative integer atomics
 * and combines them, and sends each line's combined updates to the
 * home L2 (another GPU's through the RDMA engines) only when the line
 * leaves the buffer. docs/lab.md has the design and the measurements.
 *
 * Which atomics (the software side the paper gets from
 * memory_order_comm): a FLAT or MUBUF atomic lane whose instruction
 * returns nothing (GLC = 0), whose kind is ADD, SUB, SMIN, UMIN, SMAX,
 * UMAX, AND, OR or XOR (4 or 8 bytes; INC and DEC only with an all-ones
 * limit, where they are +1 / -1 and buffered as ADD / SUB), aligned, of a
 * kernel that lab.select admits: all (every kernel) or comm (kernels
 * whose name ends in "_comm"). Everything else bypasses the buffer
 * unchanged: returning atomics, CAS (so the CAS loops clang emits for
 * float atomic adds on gfx803), scalar and LDS accesses.
 *
 * Behaviour: a miss allocates a line without reading the L2; a hit
 * combines; an atomic of another operation on a buffered line flushes
 * that line first; an eviction (LRU in the set) sends the line. A line
 * is flushed, before the access goes out, when a returning or
 * non-buffered atomic, a load or a store of this CU touches it; the
 * whole buffer at a fence (buffer_wbinvl1[_vol]; the waves wait for the
 * acknowledgements) and at the end of every launch (the ACE asks each CU
 * and waits for every acknowledgement before the launch is over). A
 * flushed line sends one sector atomic (mem_msg.h) per 32-byte sector
 * holding updates, GLC = 0, through the CU's vector port (the normal
 * L1V -> L2 path, RDMA for another GPU's memory). Variants:
 * lab.no_storage (every buffered atomic is sent at once: the paper's
 * serialization-only LAB) and lab.no_flush (the launch's closing flush
 * still happens but is not counted in the kernel's time).
 *
 * lab.enable = 0 or lab.entries = 0 is the baseline, cycle for cycle. */
#ifndef MGSIM_MECH_LAB_LAB_H
#define MGSIM_MECH_LAB_LAB_H

#include <stdbool.h>
#include <stdint.h>

#include "components/gpu/gpu_mech.h"

enum lab_select { LAB_SELECT_ALL, LAB_SELECT_COMM };

typedef struct lab_config {
    bool enable;          /* false */
    uint32_t entries;     /* lines per CU; 0 = off; 64 */
    uint32_t ways;        /* 8 */
    bool unbounded;       /* LAB-Inf: entries and ways ignored */
    bool no_storage;      /* serialization only */
    bool no_flush;        /* the kernel-end flush not in the kernel's time */
    uint32_t latency;     /* cycles from the access to the atomic's completion */
    uint32_t select;      /* enum lab_select */
} lab_config;

/* Why lines were flushed (lab_stats.flush). */
enum lab_cause {
    LAB_C_EVICT, LAB_C_OPCHANGE, LAB_C_KERNEL_END, LAB_C_FENCE, LAB_C_LOAD, LAB_C_STORE,
    LAB_C_ATOMIC, LAB_C_COUNT
};

/* Summed over CUs (lab_cu.c) and the CP (lab_cp.c); every field a sum. */
typedef struct lab_stats {
    uint64_t ran;              /* CUs that ran the policy */
    uint64_t atomics;          /* vector atomic lanes seen */
    uint64_t buffered;         /* of them, taken into the buffer */
    uint64_t combined;         /* of those, combined into a buffered line */
    uint64_t allocations;      /* lines allocated (misses) */
    uint64_t bypass_return;    /* bypassed: returning (GLC = 1) */
    uint64_t bypass_kind;      /* bypassed: not a commutative integer kind (CAS, swap, ...) */
    uint64_t bypass_kernel;    /* bypassed: kernel not selected */
    uint64_t flush[LAB_C_COUNT]; /* lines flushed, by cause */
    uint64_t sent;             /* atomic requests the buffer sent to the L2 */
    uint64_t elements_sent;    /* updates they carried (a sector atomic: several) */
    uint64_t remote_buffered;  /* buffered atomics to another GPU's memory */
    uint64_t remote_sent;      /* sent requests to another GPU's memory */
    uint64_t remote_sent_bytes;/* their bytes across the fabric, acknowledgements included */
    uint64_t global_requests;  /* the CUs' own vector memory requests (not the LAB's) */
    uint64_t fence_wait_cycles;/* CU cycles waves waited at fences for the flush */
    uint64_t errors;           /* flushed atomics answered not ok */
    uint64_t cp_flushes;       /* launch-end flushes the ACE ran */
    uint64_t cp_flush_cycles;  /* CP cycles from the last workgroup to every CU flushed */
} lab_stats;

_Static_assert(sizeof(lab_stats) <= 8 * GPU_MECH_STAT_WORDS, "lab_stats too big");

/* Bytes a lane atomic moves across the fabric without LAB: request and
 * acknowledgement (mem_msg.h's wire sizes, 32 + 24); an acknowledgement. */
#define LAB_ATOMIC_WIRE_BYTES 56u
#define LAB_ACK_WIRE_BYTES 24u

extern const gpu_mech lab_mech;

lab_config *lab_config_of(gpu_config *g);
const lab_stats *lab_stats_of(const gpu_stats *s);

/* The control messages on the CP's Dispatch connection (plain eng_msg). */
enum lab_msg_type { LAB_MSG_FLUSH = 0x500, LAB_MSG_FLUSHED };

/* lab_cu.c, lab_cp.c: the layers (CU arg: the gpu_config; ACE arg: the
 * gpu_config too). */
struct cu_det_ops;
struct cp_ace_ops;
extern const struct cu_det_ops lab_cu_ops;
extern const struct cp_ace_ops lab_ace_ops;
/* A CU's / the CP's counters into out (zeroed; lab_stats' layout). */
void lab_cu_stats(const cu *u, uint64_t *out);
void lab_cp_stats(const cp *c, uint64_t *out);

#endif
