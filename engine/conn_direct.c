#include "engine/conn_direct.h"

#include <stdlib.h>

static void direct_deliver(eng_conn *c)
{
    for (size_t i = 0; i < c->nports; i++) {
        eng_port *src = c->ports[i];
        eng_msg *m;
        while ((m = eng_port_out_peek(src)) && eng_port_deliver(m->dst, m, &c->owner))
            eng_port_out_pop(src, &c->owner);
        /* A message left behind waits for its receiver's retrieve, which
         * wakes this connection. */
    }
}

static void direct_destroy(eng_conn *c)
{
    eng_conn_fini(c);
    free(c);
}

static const eng_conn_ops direct_ops = {"direct", direct_deliver, direct_destroy, NULL, NULL, NULL};

eng_conn *eng_direct_new(eng_engine *e, const char *name, eng_clock clock)
{
    eng_conn *c = malloc(sizeof *c);
    if (!c || eng_conn_init(c, e, name, &direct_ops, clock)) {
        free(c);
        return NULL;
    }
    return c;
}
