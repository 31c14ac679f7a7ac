#include "engine/hook.h"

#include <stdlib.h>

int eng_hooks_attach(eng_hooks *h, eng_hook_fn fn, void *user)
{
    eng_hook *n = malloc(sizeof *n);
    if (!n)
        return -1;
    n->fn = fn;
    n->user = user;
    n->next = NULL;
    eng_hook **p = &h->head;
    while (*p)
        p = &(*p)->next;
    *p = n;
    return 0;
}

int eng_hooks_detach(eng_hooks *h, eng_hook_fn fn, void *user)
{
    for (eng_hook **p = &h->head; *p; p = &(*p)->next) {
        if ((*p)->fn == fn && (*p)->user == user) {
            eng_hook *dead = *p;
            *p = dead->next;
            free(dead);
            return 0;
        }
    }
    return -1;
}

void eng_hooks_clear(eng_hooks *h)
{
    while (h->head) {
        eng_hook *dead = h->head;
        h->head = dead->next;
        free(dead);
    }
}

void eng_hooks_invoke(const eng_hooks *h, const eng_hook_ctx *ctx)
{
    for (const eng_hook *k = h->head; k; k = k->next)
        k->fn(k->user, ctx);
}
