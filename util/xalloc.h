/* The out-of-memory policy (prefix x).
 *
 * Where a failed allocation can be handled, the function that allocates
 * returns an error up (NULL or -1 and a message in err), and its callers
 * say "out of memory" in their own words. Where it cannot (inside a
 * component's tick, an event handler, a constructor whose contract has no
 * failure), allocate with these: on failure they print
 *     mgsim: out of memory (N bytes, WHAT)
 * on stderr and end the program with exit status XALLOC_EXIT
 * (MGSIM_EXIT_OOM, 3: util/exitcode.h lists every status), without
 * running atexit handlers or flushing other streams (another thread may
 * hold their locks). WHAT names the thing allocated ("cp work-group
 * message"); N is the size asked for. A zero size asks for one byte, so a
 * NULL is never a valid result. Every out-of-memory exit goes through
 * xoom: code that finds a NULL it cannot hand back calls it rather than
 * ending the run another way. */
#ifndef MGSIM_UTIL_XALLOC_H
#define MGSIM_UTIL_XALLOC_H

#include <stddef.h>

#include "util/exitcode.h"

#define XALLOC_EXIT MGSIM_EXIT_OOM

void *xmalloc(size_t n, const char *what);
/* nmemb * size bytes, zeroed; an overflowing product counts as out of memory. */
void *xcalloc(size_t nmemb, size_t size, const char *what);
void *xrealloc(void *p, size_t n, const char *what);
char *xstrdup(const char *s, const char *what);
/* Ends the program as above, for an allocation made by someone else (a
 * library call that returned NULL). */
_Noreturn void xoom(size_t n, const char *what);

#endif
