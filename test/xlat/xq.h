/* A test requester for the translation tests: one port, a script of
 * messages (any protocol; each sent in order as soon as the port takes
 * it, not before its cycle) and every answer kept with its arrival
 * cycle. Also the fixture every component test here uses: an L2 bank in
 * front of one DRAM channel holding [0, 512 MiB). */
#ifndef MGSIM_TEST_XLAT_XQ_H
#define MGSIM_TEST_XLAT_XQ_H

#include <stdbool.h>
#include <stdint.h>

#include "components/cache/cache.h"
#include "components/dram/dram.h"
#include "components/mem/mem_msg.h"
#include "mech/xlat/xlat.h"
#include "mech/xlat/xlat_msg.h"
#include "mech/xlat/xlat_pt.h"
#include "engine/eng.h"

typedef struct xq_answer {
    uint64_t cycle;
    union {
        eng_msg hdr;
        mem_rsp mem;
        xlat_rsp xl;
        unsigned char any[sizeof(mem_rsp) + 64];
    } m;
} xq_answer;

typedef struct xq {
    eng_comp comp; /* first */
    eng_port *port;
    eng_msg **script;
    size_t *bytes;
    uint64_t *at;
    size_t n, next;
    xq_answer ans[1024];
    size_t nans;
} xq;

void xq_init(xq *q, eng_engine *e, const char *name);
void xq_fini(xq *q);
/* Queues a copy of m (bytes long) for dst, at or after cycle at. */
void xq_add(xq *q, const eng_msg *m, size_t bytes, eng_port *dst, uint64_t at);
/* The memory answer (MEM_RSP) / translation answer with this id, or NULL. */
const xq_answer *xq_find_mem(const xq *q, uint64_t id);
const xq_answer *xq_find_xlat(const xq *q, uint64_t id);

typedef struct xq_mem {
    cache *l2;
    dram *dram;
    eng_conn *below;
} xq_mem;
/* L2 with top_ports upper ports, its DRAM, wired. */
void xq_mem_build(xq_mem *m, eng_engine *e, uint32_t top_ports);
void xq_mem_free(xq_mem *m);
eng_engine *xq_engine(void);
/* Page-table entries read and written straight in d (its backdoor,
 * little-endian), for xlat_pt to build tables a walk then reads. */
xlat_mem xq_dram_mem(dram *d);

/* A page of words word_at(pa + o, gen) at frame pa, written straight in
 * d: a read's 8 bytes tell which frame, and which copy, answered. */
uint64_t xq_word_at(uint64_t pa, uint64_t gen);
void xq_place_page(dram *d, uint64_t pa, uint64_t gen);

/* The shootdown tests' rig. xq_rig_mem: the L2 (three upper ports: the
 * translator's data, the walker's, a writer's) and its DRAM, a page table
 * mapping the 4 KiB page va to pa, and pte_at, where its entry lies.
 * xq_rig_chain (after the caller built what sits between the translator
 * and the L2, if anything): an L1 translator (invalidating the frame's
 * lines in a physically addressed cache below it if inval) whose data
 * goes to `data` (NULL: the L2's port 0), an L2 TLB and a walker, wired;
 * requesters CU (at the translator), Writer (at the L2's port 2) and Ctl
 * on TLBNet with the translator's miss port and the L2 TLB. */
typedef struct xq_rig {
    xq_mem m;
    xlat_pt pt;
    uint64_t pte_at;
    xlat_at *at;
    xlat_l2 *l2;
    xlat_walk *w;
    xq cu, writer, ctl;
    eng_conn *c[8];
    int nc;
} xq_rig;
void xq_rig_mem(xq_rig *r, eng_engine *e, uint64_t va, uint64_t pa);
void xq_rig_chain(xq_rig *r, eng_engine *e, eng_clock clk, bool inval, eng_port *data);
/* A connection of its own between two ports, destroyed with the rig. */
void xq_rig_link(xq_rig *r, eng_engine *e, eng_clock clk, eng_port *a, eng_port *b);
void xq_rig_free(xq_rig *r);

#endif
