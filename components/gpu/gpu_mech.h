/* GPU-level mechanisms (prefix gpu_mech_): one ops table per mechanism
 * that changes how a GPU executes (deterministic execution and the like),
 * so that the GPU builder (gpu.c) makes one call per build step for
 * whatever mechanisms are enabled and never asks which.
 *
 * A mechanism is a folder under mech/ and one line in the registry,
 * mech/mech_list.h. The folder defines a gpu_mech
 * naming:
 *   - its parameter section ([name], params; the config lives in
 *     gpu_config.mech[slot], at most GPU_MECH_CFG_BYTES, defaults from the
 *     table; gpu_mech_cfg finds it) and whether it is enabled;
 *   - its requirements on the GPU (check);
 *   - its CU layer (components/cu/cu_det.h) and ACE layer
 *     (components/cp/cp_ace.h), each given the GPU's config as arg (it
 *     lives as long as the GPU; gpu_mech_cfg_c finds the mechanism's
 *     section in it, layout says which addresses are another GPU's);
 *   - optionally a unit beside every L2 bank (bank: a side unit,
 *     cache_set_side, on Top[GPU_L2_SIDE + j] for the j-th enabled such
 *     mechanism in registry order) and its side connection from every
 *     CU's side port to those units (side_conn, side_latency,
 *     side_perturbed, cu_port, cu_banks);
 *   - its statistics: a field table of counters (stats, gpu_mstat.h)
 *     and where they come from (cu_stats, cp_stats, gpu_stats); the GPU
 *     combines them into gpu_stats.mech[slot] by the table, and the
 *     --stats JSON, the totals over GPUs and the metrics come from it
 *     (a counter flagged INSTS, gpu_mstat.h, counts into the run's
 *     instructions);
 *   - optionally its part in a run on the driver's side (run: drains,
 *     work held back and run off the engine, the cross-GPU bytes that
 *     work would have moved).
 * docs/components.md ("Adding a mechanism") has a worked example.
 *
 * The CU and ACE policies are layers of ordered chains (cu_det.h,
 * cp_ace.h), so mechanisms stack. gpu_mech_check (platform_config_check
 * and gpu_build call it) refuses only the pairs a mechanism names in
 * conflicts (with the reason), and what has one owner by construction:
 * two dispatching ACE layers. The memory paths' units stack (path), and
 * so do the banks' side units (bank: a port and a side connection each,
 * up to GPU_SIDE_MAX). docs/components.md, "Stacking mechanisms", lists
 * the pairs. */
#ifndef MGSIM_COMPONENTS_GPU_GPU_MECH_H
#define MGSIM_COMPONENTS_GPU_GPU_MECH_H

#include <stdbool.h>
#include <stddef.h>

#include "components/gpu/gpu.h"

struct param_table;
struct cu_det_ops;
struct cp_ace_ops;
struct gpu_mstat_table;
struct platform;
struct mem_allocs;
struct json_object;

/* A drain the driver runs: its launches' kernels, in queue order. */
typedef struct gpu_mech_drain {
    uint32_t n;
    const char *const *kernels;
} gpu_mech_drain;

/* A mechanism's part in a run, on the driver's side (gpu_mech.run; all
 * optional): the driver (driver/mgpu.c, mgpu_stats.c) calls these for
 * every mechanism that is on, in registry order, and names none. For a
 * mechanism that runs work off the engine (sampling's fast part). */
typedef struct gpu_mech_run {
    /* Bytes of run state the driver keeps for it (zeroed at the start,
     * freed at the end; 0: none). */
    size_t state_bytes;
    /* Frees what the state holds (the driver frees the state itself). */
    void (*fini)(void *state);
    /* A drain with launches (d) begins (begin) and ends. */
    void (*drain)(struct platform *p, void *state, bool begin, const gpu_mech_drain *d);
    /* Whether it holds work back for the driver to run (the engine has
     * stopped with a launch unfinished on purpose). */
    bool (*pending)(const struct platform *p);
    /* The engine has run dry: run what it holds back, off the engine, in
     * the memory the program allocated; true when something ran (the
     * driver runs the engine again). */
    bool (*run_held)(struct platform *p, void *state, const struct mem_allocs *allocs);
    /* Optional: the engine runs in slices ending at the times this gives
     * (the earliest of every mechanism's and the run's limits), and
     * between them at_slice looks at the stopped platform and may run
     * work off the engine as run_held does. Every thread count stops at
     * the same times in the same state, so what it sees and does is the
     * same. slice_end: the next stop after now (ps), or ENG_TIME_NEVER. */
    uint64_t (*slice_end)(const struct platform *p, const void *state, uint64_t now);
    void (*at_slice)(struct platform *p, void *state, const struct mem_allocs *allocs);
    /* Its launches may answer after their predicted end: the time after
     * the end is a wait the rest of the run starts later by (mgpu_late_ps). */
    bool answers_late;
    /* Cross-GPU bytes its off-engine work would have put on the fabric:
     * GPU g's estimate and its bound, from the n GPUs' statistics s (over
     * ranks); the driver adds them to the run's cross_gpu_bytes and shows
     * them as cross_gpu_bytes_fast and _bound. */
    void (*cross_bytes)(const struct platform *p, const void *state, const gpu_stats *s,
                        uint32_t n, uint32_t g, uint64_t *est, uint64_t *bound);
    /* Adds the run's figures no counter holds (a series per drain, say)
     * to its own object in the run's --stats (o: under its table's key,
     * present when the mechanism ran). */
    void (*json)(const struct platform *p, const void *state, struct json_object *o);
} gpu_mech_run;

/* A combination a mechanism refuses: the other's name and why their
 * semantics conflict (gpu_mech.conflicts, ended by a NULL name). */
typedef struct gpu_mech_conflict {
    const char *with;
    const char *why;
} gpu_mech_conflict;

/* Only name, params and enabled are required; a NULL op means "nothing
 * of that kind" (no checks, no policy, no side unit, no counters). */
typedef struct gpu_mech {
    const char *name;                 /* its section, --stats key, messages */
    const struct param_table *params; /* section [name]; its config's layout */
    bool (*enabled)(const void *cfg);
    /* Optional: whether it runs, from the whole GPU config, when another
     * mechanism's key may turn it on (DDOS runs under bows.enable too);
     * used instead of enabled. gpu_mech_on asks the right one. */
    bool (*enabled_by)(const gpu_config *g);
    /* The section's own checks: 0, or -1 with one line in err. */
    int (*check_config)(const void *cfg, char *err, size_t errlen);
    /* What it needs of the GPU it is built into: NULL, or why not. */
    const char *(*check)(const gpu_config *g, const void *cfg);
    /* The mechanisms it cannot run with, each with the reason (NULL:
     * none); gpu_mech_check refuses those pairs, whichever declares it. */
    const gpu_mech_conflict *conflicts;
    const struct cu_det_ops *cu;      /* its layer on the CUs; NULL: none */
    const struct cp_ace_ops *ace;     /* its layer on the ACE; NULL: none */
    /* The unit beside L2 bank l (cache_set_side, called once per bank;
     * the GPU calls the mechanisms in registry order, so the j-th gets
     * Top[GPU_L2_SIDE + j]); NULL: none. 0 or -1. */
    int (*bank)(const gpu *g, const void *cfg, cache *l2);
    /* The side connection GPU[g].<side_conn>: a link of side_latency
     * cycles (a direct connection for 0), or under nondeterminism
     * injection with side_perturbed a seeded delaying one. */
    const char *side_conn;
    uint32_t (*side_latency)(const void *cfg);
    bool side_perturbed;
    /* CU u's side port, and where it sends: u is source src (0..cus-1);
     * banks[t] is the side port of the bank serving route target t of
     * map. 0, or -1 (out of memory). */
    eng_port *(*cu_port)(cu *u);
    int (*cu_banks)(cu *u, uint32_t src, const mem_map *map, eng_port *const *banks, uint32_t n);
    /* Several GPUs with a CP each (D-MGPU), for a mechanism whose ACE
     * layer dispatches (cp_ace.h; the others end each GPU's part on its
     * own): CP me of n joins the others
     * (GPU 0's coordinating) through the port it returns (NULL: cannot),
     * all on one connection; cp_peers names every CP's port, in GPU
     * order. NULL: the mechanism does not run there. */
    eng_port *(*cp_federate)(cp *c, uint32_t me, uint32_t n);
    /* It needs every GPU in one process (sampling's fast part reads any
     * GPU's memory between runs): refused over MPI ranks. */
    bool one_process;
    void (*cp_peers)(cp *c, eng_port *const *ports);
    /* Its counters (gpu_mstat.h; NULL: none, and no cu/cp/gpu_stats). */
    const struct gpu_mstat_table *stats;
    /* Write a CU's / the CP's counters into x (zeroed, in the table's
     * layout); the GPU combines the parts by the table's kinds. */
    void (*cu_stats)(const cu *u, uint64_t *x);
    void (*cp_stats)(const cp *c, uint64_t *x);
    /* Optional: bytes of each CU's L1V it takes when the L1V is enabled
     * (LAB's lines live in the L1's SRAM); the GPU keeps whole ways:
     * gpu_mech_l1v. */
    uint64_t (*l1v_bytes)(const void *cfg);
    /* Optional, for a mechanism with units of its own on the GPU's memory
     * paths (address translation, mech/xlat): gpu_init makes its
     * per-GPU state (kept in gpu.mech_state[slot]; NULL with err on
     * failure) before the CUs are built, gpu_fini frees it (and the units
     * and connections it made) first thing in gpu_destroy. */
    void *(*gpu_init)(gpu *g, const void *cfg, char *err, size_t errlen);
    void (*gpu_fini)(void *state);
    /* A unit on memory path k, instance i (GPU_PATH_VECTOR: CU i, between
     * it and its L1V; GPU_PATH_SCALAR / GPU_PATH_INST: below shader array
     * i's L1S / L1I; GPU_PATH_DMA: the CP's memory port, whose flushes
     * then reach every lower port through the unit). The unit sends to lower[t] for target t of map (map
     * NULL: lower[0]); it returns its upper port in *top, which the GPU
     * joins to the requester's port by a direct connection, and its lower
     * port in *bottom, which the GPU plugs where the requester's port
     * went. Its components belong to shader array sa's partition
     * (gpu_add_cu_side). 0, or -1 with err. Several mechanisms' units
     * stack on a path as an ordered chain (the first in the registry
     * nearest the requester): a unit above another gets lower = the
     * other's top port (n 1, map NULL) and its bottom is joined to it. */
    int (*path)(gpu *g, void *state, enum gpu_path k, uint32_t i, eng_port *const *lower,
                uint32_t n, const mem_map *map, eng_port **top, eng_port **bottom, char *err,
                size_t errlen);
    /* Memory-side wiring once the L2 banks exist: route[t] is the port
     * serving target t of map (a bank, or the RDMA engine), and
     * gpu_plug_l1l2 puts a port of its own on L1ToL2. 0, or -1 with err. */
    int (*memory)(gpu *g, void *state, eng_port *const *route, uint32_t n, const mem_map *map,
                  char *err, size_t errlen);
    /* Writes its per-GPU units' counters into x (zeroed), one more part. */
    void (*gpu_stats)(const void *state, uint64_t *x);
    /* Its part in a run on the driver's side (NULL: none). */
    const gpu_mech_run *run;
} gpu_mech;

/* The registry (mech/mech_list.c), in the order of its lines. */
extern const gpu_mech *const gpu_mechs[];
extern const uint32_t gpu_nmechs;

/* m's config in c (its slot), and its counters in s. */
void *gpu_mech_cfg(gpu_config *c, const gpu_mech *m);
const void *gpu_mech_cfg_c(const gpu_config *c, const gpu_mech *m);
const uint64_t *gpu_mech_stats(const gpu_stats *s, const gpu_mech *m);
/* m's per-GPU state in g (gpu_mech.gpu_init), or NULL. */
void *gpu_mech_state(const gpu *g, const gpu_mech *m);
/* Whether m (registered) runs on a GPU of config c. */
bool gpu_mech_on(const gpu_mech *m, const gpu_config *c);
/* The first enabled mechanism that cannot run over MPI ranks, or NULL:
 * one whose CPs agree through messages (cp_federate) or whose units talk
 * on a side connection; neither kind of message is copied between ranks
 * (they carry pointers), so a run over ranks is refused up front. */
const char *gpu_mech_not_over_ranks(const gpu_config *c);
/* The name of an enabled mechanism whose CPs agree launch by launch
 * (cp_federate: every GPU must take part in every launch), or NULL. */
const char *gpu_mech_federating(const gpu_config *c);
/* Sets every mechanism's defaults (from its table) into c. */
void gpu_mech_defaults(gpu_config *c);
/* The L1V c's CUs get (c->l1v, less the whole ways the enabled
 * mechanisms' l1v_bytes take when c->l1v_enabled): 0, or -1 with why when
 * nothing would be left. */
int gpu_mech_l1v(const gpu_config *c, cache_config *v, char *err, size_t errlen);
/* Every enabled mechanism's section checks and requirements, and the
 * combination: 0, or -1 with one line in err. */
int gpu_mech_check(const gpu_config *c, char *err, size_t errlen);

#endif
