/* test/mpi/child/xnet: the model the MPI children (*_child.c) share: an
 * engine over the MPI ranks, or alone in this process as the serial
 * reference, with components over one crossbar, each component its own
 * partition, placed one a rank (component i on place i). The children
 * keep their own component types; this only builds the common frame.
 * Every function exits the process with status 2 and "WHO: why" on
 * stderr when the engine refuses (a child has no one to return to). */
#ifndef MGSIM_TEST_MPI_XNET_H
#define MGSIM_TEST_MPI_XNET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/eng.h"

/* The clock of the crossbar and of every component: 1 GHz. */
eng_clock xnet_clock(void);

/* MurmurHash3's 64-bit finalizer: the children's messages and digests. */
uint64_t xnet_mix(uint64_t x);

/* An engine with THREADS threads (ENG_THREADS_SERIAL: the serial engine),
 * over the ranks unless ALONE (eng_config.no_ranks: the reference). */
eng_engine *xnet_engine(const char *who, bool alone, int threads);

/* The crossbar "X" at xnet_clock(), 16 bytes per cycle, with these
 * latency and credits; MSG_SIZE gives a message's bytes to copy across
 * ranks (eng_xbar_set_msg_size). */
eng_xbar *xnet_xbar(const char *who, eng_engine *e, uint32_t latency, uint32_t credits,
                    size_t (*msg_size)(const eng_msg *m));

/* Initialises C as component "N[I]" with OPS, gives it a port "P" of 2
 * slots each way plugged into X, puts it in partition I + 1 and on place
 * I; returns the port. */
eng_port *xnet_node(eng_comp *c, eng_engine *e, eng_xbar *x, uint32_t i,
                    const eng_comp_ops *ops);

#endif
