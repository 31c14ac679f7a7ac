/* See util/err.h. */
#include "util/err.h"

#include <string.h>

#include "util/exitcode.h"

bool err_is_oom(const char *msg) { return msg && strstr(msg, ERR_OOM) != NULL; }

int err_exit(const char *msg, int fail) { return err_is_oom(msg) ? MGSIM_EXIT_OOM : fail; }
