#include "mem_test.h"

#include <stdio.h>
#include <stdlib.h>

eng_engine *mt_engine(int threads)
{
    eng_config c = eng_default_config();
    c.threads = threads < 0 ? ENG_THREADS_SERIAL : threads;
    c.pin = false;
    char err[128];
    eng_engine *e = eng_create(&c, err, sizeof err);
    if (!e) {
        fprintf(stderr, "engine: %s\n", err);
        abort();
    }
    return e;
}
