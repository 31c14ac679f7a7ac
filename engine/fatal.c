#include "engine/fatal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "util/exitcode.h"

void eng_fatal_at(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "mgsim: model error at %s:%d: ", file, line);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(MGSIM_EXIT_MODEL);
}
