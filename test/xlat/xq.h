/* A test requester for the translation tests: one port, a script of
 * messages (any protocol; each sent in order as soon as the port takes
 * it, not before its cycle) and every answer kept with its arrival
 * cycle. Also the fixture every component test here uses: an L2 bank in
 * front of one DRAM channel holding [0, 512 MiB). */
#ifndef MGSIM_TEST_XLAT_XQ_H
#define MGSIM_TEST_XLAT_XQ_H

#include <stdint.h>

#include "components/cache/cache.h"
#include "components/dram/dram.h"
#include "components/mem/mem_msg.h"
#include "components/xlat/xlat_msg.h"
#include "components/xlat/xlat_pt.h"
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

#endif
