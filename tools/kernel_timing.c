/* See tools/kernel_timing.h. */
#include "tools/kernel_timing.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/drv.h"

static int write_stats(const char *path, const struct gcn3_kernel *k, const drv_kernel_stats *s)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "mgsim kernel: --stats %s: %s\n", path, strerror(errno));
        return -1;
    }
    fprintf(f, "{\"kernel\": \"%s\", \"mode\": \"timing\", \"kernel_time_ns\": %.3f, "
               "\"cycles\": %llu, \"instructions\": %llu, \"workgroups\": %llu}\n",
            k->name, (double)s->kernel_time_ps / 1000.0, (unsigned long long)s->cycles,
            (unsigned long long)s->instructions, (unsigned long long)s->workgroups);
    return fclose(f) == 0 ? 0 : -1;
}

int kernel_timing(const struct gcn3_codeobj *co, const struct gcn3_kernel *k, unsigned dims,
                  const uint32_t grid[3], const uint32_t local[3], const struct karg *args,
                  const gcn3_argval *vals, size_t nargs, gcn3_memimg *m, const char *stats)
{
    char err[DRV_ERR_LEN];
    drv_config cfg = drv_default_config();
    drv *d = drv_init(&cfg, err, sizeof err);
    uint8_t **host = calloc(nargs + 1, sizeof *host);
    uint64_t *dev = calloc(nargs + 1, sizeof *dev);
    gcn3_argval *dvals = calloc(nargs + 1, sizeof *dvals);
    int rc = -1;
    if (!d || !host || !dev || !dvals) goto out;
    memcpy(dvals, vals, nargs * sizeof *dvals);
    for (size_t i = 0; i < nargs; i++) {
        if (!args[i].is_buffer || !args[i].size) continue;
        host[i] = malloc(args[i].size);
        if (!host[i]) {
            snprintf(err, sizeof err, "out of memory");
            goto out;
        }
        /* a device buffer of its own; the kernel gets its address */
        if (gcn3_memimg_read(m, args[i].addr, host[i], args[i].size) < 0 ||
            drv_malloc(d, args[i].size, &dev[i], err, sizeof err) < 0 ||
            drv_memcpy_h2d(d, dev[i], host[i], args[i].size, err, sizeof err) < 0)
            goto out;
        dvals[i].bytes = &dev[i];
    }
    if (drv_launch(d, co, k, dims, grid, local, dvals, nargs, err, sizeof err) < 0) goto out;
    for (size_t i = 0; i < nargs; i++)
        if (host[i] && drv_memcpy_d2h(d, host[i], dev[i], args[i].size, err, sizeof err) < 0)
            goto out;
    if (drv_drain(d, err, sizeof err) < 0) goto out;
    for (size_t i = 0; i < nargs; i++)
        if (host[i]) gcn3_memimg_write(m, args[i].addr, host[i], args[i].size);
    drv_kernel_stats s = drv_last_kernel(d);
    printf("kernel %s: grid %u,%u,%u local %u,%u,%u: %llu workgroups, %llu instructions, "
           "%llu cycles, %.3f us (timing, R9 Nano)\n", k->name, grid[0], grid[1], grid[2],
           local[0], local[1], local[2], (unsigned long long)s.workgroups,
           (unsigned long long)s.instructions, (unsigned long long)s.cycles,
           (double)s.kernel_time_ps / 1e6);
    if (stats && write_stats(stats, k, &s) < 0) {
        drv_free(d);
        d = NULL;
        for (size_t i = 0; i < nargs; i++) free(host[i]);
        free(host), free(dev), free(dvals);
        return -1;
    }
    rc = 0;
out:
    if (rc < 0) fprintf(stderr, "mgsim kernel: %s\n", d || host ? err : "out of memory");
    for (size_t i = 0; host && i < nargs; i++) free(host[i]);
    free(host), free(dev), free(dvals);
    drv_free(d);
    return rc;
}
