/* A test memory hierarchy: N requesters ("CUs"), each with its own L1
 * cache, over B L2 banks interleaved by address, each bank in front of
 * its own DRAM channel (the R9 Nano's shape). Two control requesters sit
 * on the shared connections: l2_ctl (beside the L1s, for flushing L2
 * banks) and dram_ctl (beside the L2s, for reading DRAM directly). */
#ifndef MGSIM_TEST_MEM_HIER_H
#define MGSIM_TEST_MEM_HIER_H

#include "components/cache/cache.h"
#include "components/dram/dram.h"
#include "requester.h"

typedef struct hier_config {
    uint32_t cus, banks;
    uint64_t mem_base, mem_size, granularity;
    cache_config l1, l2;
    dram_config dram;
} hier_config;

typedef struct hier {
    hier_config cfg;
    mem_map map;
    requester *cu;
    cache **l1, **l2;
    dram **dram;
    requester l2_ctl, dram_ctl;
    eng_conn **conn;
    uint32_t nconn;
} hier;

/* The R9 Nano defaults over [1 GiB, 1 GiB + 64 MiB). */
hier_config hier_default_config(uint32_t cus, uint32_t banks);
/* 0, or -1 with a message printed. */
int hier_build(hier *h, eng_engine *e, const hier_config *cfg);
void hier_free(hier *h);

#endif
