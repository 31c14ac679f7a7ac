/* Formatted text appended to a caller's fixed buffer (prefix text_): the
 * component `describe` functions (a deadlock report's "who waits on
 * whom" lines), sweep keys and name lists build their lines this way.
 *
 *     text t = text_on(buf, len);          // buf[0] = 0
 *     text_put(&t, "%u waves", n);         // appends; never overflows
 *     if (text_cut(&t)) ...                // did something not fit?
 *
 * A put that does not fit is cut at the buffer's end (still 0-ended);
 * t.used keeps counting what would have been written, as snprintf does,
 * so later puts are no-ops and text_cut tells. */
#ifndef MGSIM_UTIL_TEXT_H
#define MGSIM_UTIL_TEXT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct text {
    char *buf;
    size_t len;  /* the buffer's size */
    size_t used; /* characters written (or wanted) so far */
} text;

text text_on(char *buf, size_t len);
void text_put(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static inline bool text_cut(const text *t) { return t->used >= t->len; }

#endif
