/* One simulation over several processes (ranks), e.g. MPI ranks
 * (docs/engine.md, "Ranks"). The engine itself never includes MPI: it
 * talks to the other ranks through an eng_transport, whose MPI version
 * (engine/mpi/transport_mpi.c) is linked into bin/mgsim-mpi only.
 *
 * SPMD: every rank runs the same program and builds the whole model; the
 * engine runs on each rank only the events of the partitions placed on
 * it (eng_owner_set_place), exchanges the events posted across ranks
 * (cut connections with a lookahead: conn_chan.h, conn_xbar.h) at the end
 * of windows as long as the smallest lookahead of a connection cut
 * between ranks, and makes eng_run collective: afterwards now, the
 * events run and eng_pending are the same on every rank. State outside
 * the engine that one rank's components change (a driver's command
 * answers, statistics) is the program's to share, with eng_rank_share
 * and eng_rank_sum below; every rank must make those calls in the same
 * order. With no transport (bin/mgsim) there is one rank and all of this
 * is free. */
#ifndef MGSIM_ENGINE_RANKS_H
#define MGSIM_ENGINE_RANKS_H

#include <stddef.h>
#include <stdint.h>

#include "engine/engine.h"

enum eng_reduce { ENG_REDUCE_SUM, ENG_REDUCE_MIN, ENG_REDUCE_MAX };

/* Collective operations between the ranks; every rank calls them in the
 * same order. Byte counts are per peer. */
typedef struct eng_transport {
    const char *name;
    int (*rank)(void);
    int (*size)(void);
    /* Sends scount[r] bytes at sbuf + sdispl[r] to rank r and receives
     * rcount[r] bytes into rbuf + rdispl[r] from each; every rank first
     * learns the counts through alltoall_u64. */
    void (*alltoallv)(const void *sbuf, const size_t *scount, const size_t *sdispl,
                      void *rbuf, const size_t *rcount, const size_t *rdispl);
    /* send[r * n .. r * n + n) to rank r, recv[r * n ..] from rank r. */
    void (*alltoall_u64)(const uint64_t *send, uint64_t *recv, size_t n);
    void (*bcast)(void *buf, size_t n, int root);
    void (*reduce_u64)(uint64_t *v, size_t n, int op);
    void (*reduce_f64)(double *v, size_t n, int op);
} eng_transport;

/* The transport a program was linked with (bin/mgsim-mpi: MPI), or NULL.
 * Weak: a program without one gets NULL and one rank. */
const eng_transport *eng_transport_default(void) __attribute__((weak));

/* Ranks of e (1 without a transport) and this process's rank. */
int eng_ranks(const eng_engine *e);
int eng_rank(const eng_engine *e);

/* Where o's partition runs: the partition takes the largest place of its
 * owners, and place p of P places (the largest seen + 1) goes to rank
 * p * ranks / P; place 0 (the default) is rank 0. A platform gives each
 * GPU a place and leaves the host side at 0. Set before the first run. */
void eng_owner_set_place(eng_owner *o, uint32_t place);
/* The rank that runs o's events (0 before the first run). */
int eng_owner_rank(const eng_engine *e, const eng_owner *o);

/* Copies n bytes at buf from the rank that runs o to every other rank. */
void eng_rank_share(eng_engine *e, const eng_owner *o, void *buf, size_t n);
/* v[i] = the sum over the ranks of v[i] (counters that only their own
 * rank counted; zero on the others). */
void eng_rank_sum(eng_engine *e, uint64_t *v, size_t n);
void eng_rank_sum_f64(eng_engine *e, double *v, size_t n);
/* v[i] = the largest over the ranks of v[i]. */
void eng_rank_max(eng_engine *e, uint64_t *v, size_t n);
/* Copies n bytes at buf from rank root to every other rank. */
void eng_rank_bcast(eng_engine *e, void *buf, size_t n, int root);

/* Gathering while the engine runs. A hook that keeps per-rank state and
 * must bring it together on rank 0 (the tracer, hooks/trace.h) asks with
 * eng_rank_want_sync, from any hook on any rank; at the next exchange
 * between windows every rank calls its sync hooks (ENG_HOOK_RANK_SYNC,
 * eng_rank_sync_hooks_of) at the same point, so they may make collective
 * calls such as eng_rank_gather. No event runs then; every event of the
 * windows before has run on every rank, none after. Over one rank (or
 * without a transport) nothing asks and the hooks are never called. */
void eng_rank_want_sync(eng_engine *e);
eng_hooks *eng_rank_sync_hooks_of(eng_engine *e);

/* Collective: each rank gives n bytes at buf; rank 0 gets them all in
 * rank order in *out (malloc'd, its length returned) and, when counts is
 * not NULL, each rank's byte count in counts[0 .. ranks); the other ranks
 * get *out = NULL and 0. Over one rank: a copy of buf. */
size_t eng_rank_gather(eng_engine *e, const void *buf, size_t n, void **out, size_t *counts);

#endif
