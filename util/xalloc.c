/* See util/xalloc.h. */
#include "util/xalloc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

_Noreturn void xoom(size_t n, const char *what)
{
    /* no stdio buffers or locks: another thread may hold them */
    char msg[256];
    int len = snprintf(msg, sizeof msg, "mgsim: out of memory (%zu bytes, %s)\n", n,
                       what ? what : "?");
    if (len > 0) {
        size_t m = (size_t)len < sizeof msg ? (size_t)len : sizeof msg - 1;
        ssize_t w = write(STDERR_FILENO, msg, m);
        (void)w;
    }
    _Exit(XALLOC_EXIT);
}

void *xmalloc(size_t n, const char *what)
{
    void *p = malloc(n ? n : 1);
    if (!p) xoom(n, what);
    return p;
}

void *xcalloc(size_t nmemb, size_t size, const char *what)
{
    if (size && nmemb > SIZE_MAX / size) xoom(SIZE_MAX, what);
    void *p = calloc(nmemb && size ? nmemb : 1, nmemb && size ? size : 1);
    if (!p) xoom(nmemb * size, what);
    return p;
}

void *xrealloc(void *p, size_t n, const char *what)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) xoom(n, what);
    return q;
}

char *xstrdup(const char *s, const char *what)
{
    size_t n = strlen(s) + 1;
    return memcpy(xmalloc(n, what), s, n);
}
