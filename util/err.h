/* Error messages (prefix ERR_): the one size of a message buffer.
 *
 * A function that can fail for a reason a user should read writes one
 * line, without a trailing newline, into the caller's buffer: as
 * (char *err, size_t errlen), or, where the header's contract names the
 * size, into err[ERR_LEN] (or err[ERR_LEN_NEST(n)], below). A message is
 * cut, never overflows (snprintf).
 *
 * A message that embeds another one whole ("kernel K: " + the dispatcher's
 * message, "--trace F: " + the tracer's) gets ERR_NEST more bytes per
 * level it wraps: ERR_LEN_NEST(1) for a driver's message around a
 * component's, up to ERR_LEN_NEST(4) for a front end's (driver/session.h,
 * tools/run.h), which may wrap a workload's around a driver's around a
 * loader's. A contract says which.
 *
 * Out of memory ends a run with exit status 3 (MGSIM_EXIT_OOM,
 * util/exitcode.h) whichever way it is found: inside the model through
 * xoom (util/xalloc.h); where a library function hands it back as a
 * message instead (util/xalloc.h's policy: the caller decides), that
 * message says ERR_OOM, and a front end (mgsim run, kernel, det, exec)
 * that ends on a message asks err_exit which status it ends with. */
#ifndef MGSIM_UTIL_ERR_H
#define MGSIM_UTIL_ERR_H

#include <stdbool.h>

#define ERR_LEN 512
#define ERR_NEST 128
#define ERR_LEN_NEST(n) (ERR_LEN + (n) * ERR_NEST)

/* The words every out-of-memory message holds ("cu %s: out of memory"). */
#define ERR_OOM "out of memory"

/* Whether msg reports out of memory (holds ERR_OOM). */
bool err_is_oom(const char *msg);
/* The exit status for a run that failed with msg: MGSIM_EXIT_OOM when
 * msg reports out of memory, else fail (the command's own status). */
int err_exit(const char *msg, int fail);

#endif
