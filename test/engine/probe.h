/* A scripted test component: it sends the messages of its script at the
 * given cycles and records when its ticks ran and when messages arrived,
 * so tests can check the engine's timing rules exactly. */
#ifndef MGSIM_TEST_ENGINE_PROBE_H
#define MGSIM_TEST_ENGINE_PROBE_H

#include "engine/eng.h"

#define PROBE_MAX 64

typedef struct probe_send {
    uint64_t cycle;
    eng_port *dst;
    uint32_t bytes;
} probe_send;

typedef struct probe {
    eng_comp comp;
    eng_port *port;
    bool take;                    /* retrieve arrivals (else leave them) */
    probe_send script[PROBE_MAX];
    int nscript, next;
    eng_msg pool[PROBE_MAX];
    eng_time tick_time[4 * PROBE_MAX];
    int nticks;
    eng_time recv_time[PROBE_MAX];
    uint64_t recv_id[PROBE_MAX];
    int nrecv;
    int send_fail, port_free;
} probe;

void probe_init(probe *p, eng_engine *e, const char *name, size_t in_cap, size_t out_cap);
void probe_add_send(probe *p, uint64_t cycle, probe *to, uint32_t bytes);
void probe_fini(probe *p);
/* Takes one message now (from a test, between runs). */
eng_msg *probe_take(probe *p);

eng_engine *test_engine(int threads); /* -1 serial, else parallel N */

/* Two probes "A" and "B" (buffers of cap) on a direct connection "Bus",
 * and their teardown together with the engine. */
eng_conn *probe_pair(eng_engine *e, probe *a, probe *b, size_t cap);
void probe_pair_free(eng_engine *e, eng_conn *c, probe *a, probe *b);

/* Two senders "S0", "S1" (buffers: in 4, out out_cap) and a receiver "D"
 * (in in_cap, out 4), made in that order: the two-into-one shape of the
 * link and crossbar tests. The test plugs them into its connection. */
void probe_trio_init(probe t[3], eng_engine *e, size_t out_cap, size_t in_cap);
void probe_trio_fini(probe t[3]);

#endif
