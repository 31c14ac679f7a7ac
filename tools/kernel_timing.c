/* See tools/kernel_timing.h. */
#include "tools/kernel_timing.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/mgpu.h"
#include "driver/session.h"
#include "util/xalloc.h"

static int write_stats(const char *path, const mgpu *m, const struct amdgpu_kernel *k)
{
    char err[ERR_LEN_NEST(4)];
    json_object *extra = js_obj(JS_SPACED);
    js_put_str(extra, "kernel", k->name);
    js_put_str(extra, "mode", "timing");
    if (session_write_stats(path, mgpu_stats_json(m, extra), 0, err, sizeof err) == 0) return 0;
    fprintf(stderr, "mgsim kernel: %s\n", err);
    return -1;
}

/* Device buffers for the buffer arguments: on one GPU its own memory, on
 * several spread over all of them (the kernel runs on all as one). */
static int place_buffers(mgpu *m, const struct karg *args, size_t nargs, amdgpu_memimg *img,
                         uint8_t **host, uint64_t *dev, amdgpu_argval *dvals, char *err,
                         size_t errlen)
{
    bool one = mgpu_platform(m)->ngpus == 1;
    for (size_t i = 0; i < nargs; i++) {
        if (!args[i].is_buffer || !args[i].size) continue;
        host[i] = xmalloc(args[i].size, "a kernel buffer's host copy");
        int rc = one ? mgpu_malloc(m, 0, args[i].size, &dev[i], err, errlen)
                     : mgpu_malloc_spread(m, args[i].size, &dev[i], err, errlen);
        if (rc < 0 || amdgpu_memimg_read(img, args[i].addr, host[i], args[i].size) < 0 ||
            mgpu_memcpy_h2d(m, dev[i], host[i], args[i].size, err, errlen) < 0)
            return -1;
        dvals[i].bytes = &dev[i];
    }
    return 0;
}

/* The drain (m NULL: none, only the session's end), then the session
 * finished: a hang detector's report becomes the error. */
static int drain(mgpu *m, session **ses, char *err, size_t errlen)
{
    int rc = m ? mgpu_drain(m, err, errlen) : 0;
    if (!*ses) return rc;
    session_out out;
    char e[ERR_LEN_NEST(4)];
    session_finish(*ses, &out, e, sizeof e);
    *ses = NULL;
    if (rc < 0 && out.hang_report)
        snprintf(err, errlen, "%.*s", (int)(errlen > 1 ? errlen - 1 : 0), out.hang_report);
    session_out_free(&out);
    return rc;
}

int kernel_timing(const struct amdgpu_codeobj *co, const struct amdgpu_kernel *k, unsigned dims,
                  const uint32_t grid[3], const uint32_t local[3], const struct karg *args,
                  const amdgpu_argval *vals, size_t nargs, amdgpu_memimg *img, const char *stats,
                  const plat_opt *plat, uint64_t hang_window)
{
    char err[ERR_LEN] = "";
    /* the session (driver/session.h): the platform, and with a
     * --hang-window its detector watching the drain */
    session_opts so;
    session_opts_init(&so);
    plat_opt_session(plat, &so);
    so.hang_window = hang_window;
    so.watch = hang_window != 0;
    so.progress = SESSION_PROGRESS_OFF;
    platform_config pc;
    bool usage;
    if (session_platform(&so, &pc, &usage, err, sizeof err) < 0) {
        fprintf(stderr, "mgsim: %s\n", err);
        return err_exit(err, 1);
    }
    mgpu *m = mgpu_init(&pc, err, sizeof err);
    session *ses = NULL;
    int code;
    uint8_t **host = xcalloc(nargs + 1, sizeof *host, "the kernel's buffers");
    uint64_t *dev = xcalloc(nargs + 1, sizeof *dev, "the kernel's buffers");
    amdgpu_argval *dvals = xcalloc(nargs + 1, sizeof *dvals, "the kernel's arguments");
    int rc = 1;
    if (!m) goto out;
    if (!(ses = session_start(&so, m, &code, err, sizeof err))) goto out;
    memcpy(dvals, vals, nargs * sizeof *dvals);
    if (place_buffers(m, args, nargs, img, host, dev, dvals, err, sizeof err) < 0) goto out;
    if (mgpu_enqueue_launch(m, MGPU_UNIFIED, co, k, dims, grid, local, NULL, dvals, nargs, err,
                            sizeof err) < 0 ||
        drain(m, &ses, err, sizeof err) < 0)
        goto out;
    for (size_t i = 0; i < nargs; i++)
        if (host[i] && mgpu_memcpy_d2h(m, host[i], dev[i], args[i].size, err, sizeof err) < 0)
            goto out;
    for (size_t i = 0; i < nargs; i++)
        if (host[i]) amdgpu_memimg_write(img, args[i].addr, host[i], args[i].size);
    mgpu_kernel_stats s = mgpu_last_kernel(m);
    mgpu_totals t = mgpu_get_totals(m, -1);
    const platform *p = mgpu_platform(m);
    printf("kernel %s: grid %u,%u,%u local %u,%u,%u: %llu workgroups, %llu instructions, "
           "%llu cycles, %.3f us (timing, %u GPU%s x %u CUs, %s; %llu cross-GPU bytes)\n",
           k->name, grid[0], grid[1], grid[2], local[0], local[1], local[2],
           (unsigned long long)s.workgroups, (unsigned long long)s.instructions,
           (unsigned long long)s.cycles, (double)s.time_ps / 1e6, p->ngpus,
           p->ngpus > 1 ? "s" : "", p->cfg.gpu.cus,
           p->cfg.kind == PLATFORM_UNIFIED ? "unified" : "discrete",
           (unsigned long long)t.cross_gpu_bytes);
    rc = stats && write_stats(stats, m, k) < 0 ? 1 : 0;
    if (rc) goto done;
out:
    if (rc) fprintf(stderr, "mgsim kernel: %s\n", err), rc = err_exit(err, rc);
done:
    drain(NULL, &ses, NULL, 0);
    for (size_t i = 0; host && i < nargs; i++) free(host[i]);
    free(host), free(dev), free(dvals);
    mgpu_free(m);
    return rc;
}
