/* See text.h. */
#include "text.h"

#include <stdarg.h>
#include <stdio.h>

text text_on(char *buf, size_t len)
{
    text t = {buf, len, 0};
    if (len) buf[0] = 0;
    return t;
}

void text_put(text *t, const char *fmt, ...)
{
    if (t->used >= t->len) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(t->buf + t->used, t->len - t->used, fmt, ap);
    va_end(ap);
    if (n > 0) t->used += (size_t)n;
}
