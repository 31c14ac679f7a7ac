/* libFuzzer harness for the trace reader (hooks/trace_read.h) and the
 * three converters of `mgsim trace` (hooks/trace_conv.h): any bytes must
 * either be refused with a message naming the input, or load into a
 * trace whose every index is in range and convert to Perfetto JSON, CSV
 * and the summary. Built and run by `make fuzz` (seeds: real traces).
 * A broken property calls abort(): that is libFuzzer's contract (a crash
 * is a finding, kept with its input), the one place abort() is allowed. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hooks/trace_conv.h"
#include "hooks/trace_read.h"

static void check(const trace_data *d)
{
    for (size_t i = 0; i < d->ntask; i++) {
        const trace_task_info *t = &d->task[i];
        if (t->comp >= d->ncomp || t->end < t->start ||
            (t->parent_ix != UINT32_MAX && t->parent_ix >= d->ntask))
            abort();
    }
    for (size_t s = 0; s < d->nstep; s++)
        if (d->step[s].task >= d->ntask)
            abort();
    for (size_t c = 0; c < d->nctr; c++)
        if (d->ctr[c].comp >= d->ncomp)
            abort();
    uint32_t *lane = trace_lanes(d);
    if (!lane)
        abort();
    for (size_t i = 0; i < d->ntask; i++)
        if (lane[i] >= d->ntask)
            abort();
    free(lane);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *null;
    if (!null && !(null = fopen("/dev/null", "w")))
        abort();
    char err[512];
    err[0] = 0;
    trace_data *d = trace_load_mem(data, size, "fuzz", err, sizeof err);
    if (!d) {
        if (strncmp(err, "fuzz: ", 6))
            abort(); /* a refusal names the input and says why */
        return 0;
    }
    check(d);
    if (trace_to_perfetto(d, null) || trace_to_csv(d, null) || trace_summary(d, null, 10))
        abort();
    trace_data_free(d);
    return 0;
}
