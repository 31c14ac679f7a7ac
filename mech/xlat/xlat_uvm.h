/* Unified memory with faults and migration (prefix xlat_uvm_, policies
 * xlat_policy_): the host-side page-fault handler of a discrete platform
 * (the driver's, docs/memory.md "Faults and migration") and the policy
 * tables it consults. Built by the driver (driver/mgpu_xlat.c) when
 * [xlat] policy is not pinned; pinned builds nothing (every page mapped
 * before the run, as without this module).
 *
 * Managed pages are the unified window's (mgpu_malloc_unified): page p
 * lives in one GPU's frame (its residence) and has a frame reserved on
 * every GPU (frame[g][p], given by the driver), and an entry in every
 * GPU's page table (pte[g][p], the address of its leaf entry). An entry
 * is present only where the policy mapped the page.
 *
 * Wiring, per GPU g: the handler's Mem[g] port is on GPU g's L1ToL2
 * crossbar (beside the walker's Mem port: the walker's XLAT_FAULTs come
 * in there, the answers go back; the handler's page-table writes and
 * migration copies go out there, routed as the walker's reads are: local
 * addresses to the L2 banks, remote ones through the RDMA engine and the
 * PCIe fabric), and its Shoot[g] port is on GPU g's TLBNet (shootdowns to
 * the L2 TLB and every L1 TLB). The fault's trip across PCIe is part of
 * fault_latency.
 *
 * A fault (xlat_msg.h) is handled fault_latency cycles after it arrives,
 * in arrival order; faults overlap (UVM's driver services its fault
 * buffer in batches, so a fault waits about one batch's time, not the
 * sum of those before it):
 *   - outside the window: answered not ok (a fault for the program);
 *   - its page busy (a mapping or migration in flight): waits for it;
 *   - already mapped on the faulting GPU: answered retry;
 *   - from a DMA (XLAT_F_DMA, a host copy): answered with a transient
 *     translation to the residence (the page is not placed; see
 *     docs/memory.md);
 *   - else the policy's on_fault says where the page goes. Staying: the
 *     faulting GPU's entry is written to the residence's frame (a remote
 *     mapping when the residence is another GPU). Moving to GPU t: every
 *     GPU mapping it gets a non-present entry, then its L2 TLB and then
 *     every L1 TLB are shot down (xlat_msg.h's order), then GPU t reads
 *     the page from the old frame (64-byte reads over the fabric) and
 *     writes it to its own frame through its L2, then t's entry is
 *     written; then the faults that waited on the page are answered
 *     (their GPU maps it now) or replayed (fault_latency again).
 * A page that moved stays where it is for min_residency cycles: a policy
 * decision to move it sooner maps it remotely instead (counted as held).
 * Without that, two GPUs faulting on one page under migrate can take it
 * from each other before either uses it, for ever (with a short
 * fault_latency); NVIDIA's driver has a like rule (its thrashing
 * detection pins a page and maps it remotely). A collapse starts such a
 * residency too, in which a replica decision maps the residence: else a
 * reader's replica demotes the writer before its replayed write, for
 * ever.
 * Entries are written with 8-byte MEM_WRITEs through the owning GPU's L2
 * and acknowledged before anything relies on them, so a walk that starts
 * after an answer reads the new entry.
 *
 * No cache is flushed: the L2 of a frame's GPU is the only L2 caching it
 * (remote accesses go to the home's L2 through RDMA), the copy reads
 * through it. The L1Vs (physically addressed) drop their lines of the
 * frame a GPU's dropped mapping led to: its L1 shootdowns name that frame
 * (XLAT_F_FRAME) and each L1V TLB invalidates it in its L1V before it
 * acks (xlat_at.c), so the page is copied and remapped after. L1S and
 * L1I hold the same bytes under the same virtual address after a move.
 *
 * Read-only replicas (replicate): a read fault copies the page into the
 * faulting GPU's frame and maps it read-only (writable mappings elsewhere
 * are made read-only first: entry rewritten, TLBs shot down); a write
 * (the TLBs do not serve a write from a read-only entry, the walker
 * faults on an entry without W, XLAT_F_WRITE) collapses the copies onto
 * the writer. A host copy's fault on a replicated page collapses the
 * replicas onto the residence first (the DMA may write).
 *
 * Access counters (a policy with on_count): the driver turns on each
 * GPU's RDMA counters (rdma_set_counters, per page) with Mem[g] as the
 * port to notify; a notice for a page resident elsewhere (not busy) asks
 * on_count, and a move it decides is a job like a fault's, without a
 * fault waiting on it.
 *
 * Prefetch (xlat_uvm_prefetch, between runs): the program names a page
 * and a GPU; the page moves there (cause PREFETCH, or HOST from host
 * memory) in a job without a fault, started when the next run starts.
 *
 * Host-resident initial placement (xlat.initial_placement = host, as
 * real UVM: managed memory starts in the host's): the driver adds every
 * page with residence XLAT_HOST, its bytes in a host frame the handler
 * keeps (host memory: the program's host copies of such a page are the
 * host's own accesses, xlat_uvm_host_copy, no GPU time). A fault on a
 * host-resident page, whatever the policy (its on_fault is still asked,
 * for its state), brings the page to the faulting GPU (cause HOST): the
 * handler's Host port, on the fabric at the host's endpoint, writes the
 * page in 64-byte pieces to that GPU's RDMA engine (FabricReq, which
 * writes them through its L2 and answers on Host), so its bytes cost
 * PCIe bandwidth from the host; then the GPU maps it. A host copy's
 * (DMA's) fault on a host-resident page brings it to the DMA's GPU the
 * same way (a copy engine touching a host page). Pages never go back to
 * the host.
 *
 * Determinism: the handler is one component; everything reaches it as
 * messages, so any thread count gives the same bytes.
 * Failure: build returns NULL with a message; a model error (a write
 * answered not ok) aborts with a message (util/xalloc.h's style). */
#ifndef MGSIM_MECH_XLAT_UVM_H
#define MGSIM_MECH_XLAT_UVM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mech/xlat/xlat_pages.h"
#include "engine/eng.h"

enum xlat_policy_id { XLAT_POLICY_PINNED, XLAT_POLICY_FIRST_TOUCH, XLAT_POLICY_MIGRATE,
                      XLAT_POLICY_COUNTER, XLAT_POLICY_REPLICATE, XLAT_NPOLICIES };
/* "pinned", "first-touch", "migrate", "counter", "replicate", NULL */
extern const char *const xlat_policy_names[];
/* Where managed pages start (xlat.initial_placement): where the program
 * placed them (mgpu_malloc_unified's page_gpu), or in host memory. */
enum xlat_placement_id { XLAT_PLACE_PROGRAM, XLAT_PLACE_HOST, XLAT_NPLACEMENTS };
extern const char *const xlat_placement_names[]; /* "program", "host", NULL */

/* What the handler knows of a managed page (the policies read and keep
 * their own state in it). */
/* xlat_page.res of a page in host memory (xlat.initial_placement = host). */
#define XLAT_HOST UINT32_MAX

typedef struct xlat_page {
    uint32_t res;    /* the GPU whose frame holds it, or XLAT_HOST */
    uint64_t mapped; /* bit g: GPU g's entry is present */
    uint64_t lent;   /* bit g: GPU g's DMA TLB may hold a transient translation */
    uint64_t wmask;  /* bit g: GPU g's entry is writable */
    uint64_t copies; /* bit g: frame[g] holds the page's bytes (res's always; none on the host) */
    bool touched;    /* a kernel has faulted on it (first-touch) */
    bool busy;       /* a mapping or a migration is in flight */
    bool moved;      /* it has moved at least once, arriving at cycle `arrived` */
    uint64_t arrived;
} xlat_page;

/* Why a page moved (statistics). */
enum xlat_cause { XLAT_CAUSE_FIRST_TOUCH, XLAT_CAUSE_FAULT, XLAT_CAUSE_COUNTER,
                  XLAT_CAUSE_REPLICA, XLAT_CAUSE_WRITE, XLAT_CAUSE_HOST, XLAT_CAUSE_PREFETCH,
                  XLAT_NCAUSES };

/* What a decision does with the page:
 *   MOVE       to the GPU `to` (every mapping goes first), or, to = the
 *              residence, a mapping of it where it is; writable;
 *   REPLICATE  a read-only copy in the faulting GPU's own frame (to = that
 *              GPU), writable mappings elsewhere become read-only first;
 *   COLLAPSE   a write: every other copy and mapping goes, the page ends
 *              at `to` (copied there unless it holds a copy), writable. */
enum xlat_kind { XLAT_MOVE, XLAT_REPLICATE, XLAT_COLLAPSE };

/* A policy's answer to a kernel fault: move the page to GPU `to` (the
 * faulting GPU, or stay: to = the residence) for `cause`. */
typedef struct xlat_decision {
    uint32_t to;
    uint8_t cause;
    uint8_t kind; /* enum xlat_kind; MOVE when left 0 */
} xlat_decision;

/* A policy is a table. on_fault: a kernel on GPU gpu faulted on page pg
 * (not busy, not mapped on gpu, or write and mapped read-only there); may update pg's policy state (touched);
 * never changes res or mapped (the handler does, as it carries out the
 * decision). NULL on_fault: no faults (pinned: the driver maps every page
 * before the run). on_count (NULL: the GPUs count nothing): GPU gpu's
 * access counter for page pg (resident elsewhere, not busy) reached
 * xlat.counter_threshold remote accesses (rdma_set_counters); the
 * decision's GPU maps the page after a move. */
typedef struct xlat_policy {
    const char *name;
    xlat_decision (*on_fault)(xlat_page *pg, uint32_t gpu, bool write);
    xlat_decision (*on_count)(xlat_page *pg, uint32_t gpu);
} xlat_policy;

extern const xlat_policy *const xlat_policies[XLAT_NPOLICIES];

/* Per GPU counters (summed into the GPU's "xlat" statistics). */
typedef struct xlat_uvm_stats {
    uint64_t faults;     /* kernel faults handled for this GPU */
    uint64_t dma_faults; /* host-copy faults answered with a transient translation */
    uint64_t migrations[XLAT_NCAUSES]; /* pages moved into this GPU, by cause */
    uint64_t bytes_in;   /* bytes copied into this GPU by migrations */
    uint64_t bytes_from_host; /* of those, bytes from host memory (XLAT_CAUSE_HOST) */
    uint64_t remote_maps; /* entries written to another GPU's frame */
    uint64_t shootdowns; /* TLBs shot down on this GPU (L2 and each L1) */
    uint64_t held;       /* moves refused: the page arrived < min_residency ago */
    uint64_t notices;    /* access-counter notices from this GPU's RDMA engine */
    uint64_t pages;      /* managed pages resident here, at the end of the last run */
} xlat_uvm_stats;

typedef struct xlat_uvm xlat_uvm;

typedef struct xlat_uvm_config {
    eng_clock clk;
    uint32_t gpus;         /* at most 64 */
    uint32_t policy;       /* enum xlat_policy_id, not pinned */
    uint32_t fault_latency; /* handler cycles per fault */
    uint32_t min_residency; /* cycles a page that moved stays before it may move again */
    uint32_t line;         /* copy request size, bytes */
    uint32_t copy_inflight; /* copy reads outstanding per migration */
    uint64_t base, page;   /* the window: first page's VA, page size */
    bool host_initial;     /* pages start in host memory (a Host port on the fabric) */
    uint32_t pages_interval; /* cycles between samples of pages per GPU (xlat_pages.h); 0: none */
} xlat_uvm_config;

xlat_uvm *xlat_uvm_build(eng_engine *e, const xlat_uvm_config *c, const char *name, char *err,
                         size_t errlen);
void xlat_uvm_destroy(xlat_uvm *u);
eng_comp *xlat_uvm_comp(xlat_uvm *u);
eng_port *xlat_uvm_mem(xlat_uvm *u, uint32_t gpu);   /* plug into GPU gpu's L1ToL2 */
eng_port *xlat_uvm_shoot(xlat_uvm *u, uint32_t gpu); /* plug into GPU gpu's TLBNet */
/* host_initial: the Host port, to attach to the fabric at the host's
 * endpoint (NULL otherwise); and GPU gpu's RDMA FabricReq port, where the
 * pages from the host go. Before the run. 0 / -1. */
eng_port *xlat_uvm_host(xlat_uvm *u);
int xlat_uvm_set_fabric(xlat_uvm *u, uint32_t gpu, eng_port *fabric_req);
/* Where GPU gpu's messages go: route(arg, pa) names the port for a
 * physical address (the walker's route); targets are its L2 TLB's Top
 * (first) and every L1 TLB's Miss port. Before the run; copied. 0 / -1. */
int xlat_uvm_set_gpu(xlat_uvm *u, uint32_t gpu, eng_port *(*route)(const void *, uint64_t),
                     const void *arg, eng_port *const *targets, uint32_t ntargets);
/* Between runs: page index p (VA base + p * page) is managed: it lives on
 * GPU res (XLAT_HOST: in host memory, zero until a host copy writes it);
 * frame[g] and pte[g] for g < gpus. Not mapped anywhere (the driver wrote
 * non-present entries). 0 or -1 (out of memory, or a host page without
 * host_initial). */
int xlat_uvm_add_page(xlat_uvm *u, uint64_t p, uint32_t res, const uint64_t *frame,
                      const uint64_t *pte);
/* Between runs: the program asks for page p on GPU gpu (a prefetch,
 * cudaMemPrefetchAsync's): a job without a fault, as a counter notice's,
 * moves it there (from host memory too; collapsing its read-only
 * replicas first) and maps it on gpu, when the next run starts. A page
 * that arrived less than min_residency ago stays and is mapped where it
 * is (held); a first-touch page counts as touched. Every rank decides
 * alike (the pages' state is shared after each run); only the handler's
 * rank starts the job. 1: a job will run (the caller must run the
 * engine); 0: nothing to do (not managed, busy with an earlier prefetch
 * of this run, or already on gpu and mapped there writable). */
int xlat_uvm_prefetch(xlat_uvm *u, uint64_t p, uint32_t gpu);
/* Between runs: page p's residence and its frame there (false: p is not
 * managed, or in host memory). */
bool xlat_uvm_resident(xlat_uvm *u, uint64_t p, uint32_t *gpu, uint64_t *frame);
/* Between runs: n bytes at offset off of page p, when p is in host
 * memory, written from or read into buf (the host's own access: no
 * simulated time). 1 done; 0 p is not in host memory (a GPU holds it:
 * copy through a DMA); -1 out of memory or off + n past the page. */
int xlat_uvm_host_copy(xlat_uvm *u, uint64_t p, uint64_t off, void *buf, uint64_t n,
                       bool write);
/* Between runs, over MPI ranks (engine/ranks.h): the handler ran on one
 * rank; every rank gets its pages' state (residence, mappings, copies),
 * which the driver reads after each run, and only that rank keeps the
 * counters (the driver sums them over the ranks). Every rank calls it,
 * before xlat_uvm_resident and xlat_uvm_count_pages. */
void xlat_uvm_share_ranks(xlat_uvm *u);
/* Between runs: recounts xlat_uvm_stats.pages (host pages count nowhere)
 * and writes the samples of pages per GPU up to now. */
void xlat_uvm_count_pages(xlat_uvm *u);
const xlat_uvm_stats *xlat_uvm_get_stats(const xlat_uvm *u, uint32_t gpu);
/* Pages per GPU over time (xlat_pages.h), sampled up to the last
 * xlat_uvm_count_pages. */
const xlat_pages *xlat_uvm_pages(const xlat_uvm *u);

#endif
