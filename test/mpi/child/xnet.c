/* The MPI children's common frame (xnet.h). */
#include "test/mpi/child/xnet.h"

#include <stdio.h>
#include <stdlib.h>

#include "engine/ranks.h"

eng_clock xnet_clock(void)
{
    return eng_clock_hz(1000000000ull);
}

uint64_t xnet_mix(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    return x ^ (x >> 33);
}

eng_engine *xnet_engine(const char *who, bool alone, int threads)
{
    eng_config cfg = eng_default_config();
    cfg.threads = threads;
    cfg.no_ranks = alone;
    char err[256];
    eng_engine *e = eng_create(&cfg, err, sizeof err);
    if (!e) {
        fprintf(stderr, "%s: %s\n", who, err);
        exit(2);
    }
    return e;
}

eng_xbar *xnet_xbar(const char *who, eng_engine *e, uint32_t latency, uint32_t credits,
                    size_t (*msg_size)(const eng_msg *m))
{
    eng_xbar_config xc = {xnet_clock(), latency, 16, credits};
    char err[256];
    eng_xbar *x = eng_xbar_new(e, "X", &xc, err, sizeof err);
    if (!x) {
        fprintf(stderr, "%s: %s\n", who, err);
        exit(2);
    }
    eng_xbar_set_msg_size(x, msg_size);
    return x;
}

eng_port *xnet_node(eng_comp *c, eng_engine *e, eng_xbar *x, uint32_t i,
                    const eng_comp_ops *ops)
{
    char name[32];
    snprintf(name, sizeof name, "N[%u]", i);
    eng_comp_init(c, e, name, ops, xnet_clock());
    eng_port *p = eng_port_new(c, "P", 2, 2);
    eng_owner_set_partition(&c->owner, i + 1);
    eng_owner_set_place(&c->owner, i); /* node 0 with the default place */
    eng_xbar_plug(x, p);
    return p;
}
