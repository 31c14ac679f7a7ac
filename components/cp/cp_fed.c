/* See cp_fed.h: the CPs' coordination messages. */
#include "components/cp/cp_fed.h"

#include <stdlib.h>

#include "components/cp/cp_int.h"
#include "util/xalloc.h"

eng_port *cp_fed_init(cp_fed *f, struct cp *c, const char *name, uint32_t me, uint32_t n,
                      cp_fed_fn handle)
{
    *f = (cp_fed){.me = me, .n = n, .handle = handle};
    f->peer = calloc(n, sizeof *f->peer);
    f->port = eng_port_new(&c->comp, name, 64, 64);
    if (!f->peer || !f->port) {
        free(f->peer);
        f->peer = NULL, f->n = 0;
        return NULL;
    }
    return f->port;
}

void cp_fed_set_peers(cp_fed *f, eng_port *const *ports)
{
    for (uint32_t g = 0; g < f->n; g++) f->peer[g] = ports[g];
}

void cp_fed_fini(cp_fed *f)
{
    for (uint32_t i = 0; i < ring_len(&f->out); i++) free(RING_AT(&f->out, eng_msg *, i));
    ring_free(&f->out);
    free(f->peer);
}

void cp_fed_send(cp_fed *f, struct cp *c, uint32_t to, uint32_t type, uint64_t value, bool flag)
{
    cp_fed_msg m = {.value = value, .flag = flag};
    if (to == f->me) {
        f->handle(c, type, &m);
        return;
    }
    cp_fed_msg *x = xmalloc(sizeof *x, "cp federation message");
    *x = m;
    x->hdr.type = type;
    x->hdr.bytes = 16;
    x->hdr.dst = f->peer[to];
    RING_PUSH(&f->out, eng_msg *, &x->hdr);
}

void cp_fed_broadcast(cp_fed *f, struct cp *c, uint32_t type, uint64_t value, bool flag)
{
    for (uint32_t g = 0; g < f->n; g++) cp_fed_send(f, c, g, type, value, flag);
}

bool cp_fed_take(cp_fed *f, struct cp *c)
{
    bool progress = false;
    eng_msg *m;
    while (f->port && (m = eng_port_retrieve(f->port))) {
        f->handle(c, m->type, (const cp_fed_msg *)m);
        free(m);
        progress = true;
    }
    return progress;
}

bool cp_fed_flush(cp_fed *f)
{
    bool sent = false;
    while (!ring_empty(&f->out) && eng_port_send(f->port, RING_FRONT(&f->out, eng_msg *)) == 0)
        ring_pop(&f->out), sent = true;
    return sent;
}
