/* The runtime object: built from the environment at the first call,
 * drained at synchronising calls, its --stats written at exit. */
#include "hip/hip_rt.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "components/fabric/fabric.h"
#include "hooks/trace.h"
#include "util/js.h"
#include "util/vec.h"

static pthread_mutex_t rt_mutex = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static hip_rt *rt_one; /* the runtime (hip_rt.h: why one global) */
static _Thread_local uint32_t cur_dev; /* hipSetDevice is per host thread */

uint32_t hip_rt_device(const hip_rt *rt)
{
    (void)rt;
    return cur_dev;
}

void hip_rt_set_device(hip_rt *rt, uint32_t dev)
{
    (void)rt;
    cur_dev = dev;
}

/* The task trace of every component (and the fabric), to MGSIM_HIP_TRACE,
 * filtered by MGSIM_HIP_TRACE_FILTER; closed at exit. */
static void open_trace(hip_rt *rt, const char *path)
{
    platform *p = mgpu_platform(rt->m);
    trace_config tc = trace_default_config();
    trace_source fab;
    const char *filter = getenv("MGSIM_HIP_TRACE_FILTER");
    tc.path = path;
    tc.components = filter && *filter ? filter : NULL;
    if (p->fab) { /* the fabric is a connection: an extra source */
        eng_conn *c = fabric_conn(p->fab);
        fab = (trace_source){&c->owner, fabric_hooks(p->fab), "fabric", c->clock.period};
        tc.extra = &fab;
        tc.nextra = 1;
    }
    char err[512], m[700];
    if (!(rt->tr = trace_open(p->e, &tc, err, sizeof err))) {
        snprintf(m, sizeof m, "--trace %s: %s", path, err);
        hip_rt_fatal("platform", m);
    }
    if (!trace_components(rt->tr)) {
        snprintf(m, sizeof m, "--trace-filter '%s' matches no component (names are like "
                 "GPU[0].L2[1], GPU[0].CU[3], PCIe; patterns use * and ?)", tc.components);
        hip_rt_fatal("platform", m);
    }
}

static void close_trace(hip_rt *rt)
{
    char err[512];
    tracer *tr = rt ? rt->tr : NULL;
    if (!tr) return;
    rt->tr = NULL;
    if (trace_close(tr, err, sizeof err) < 0) fprintf(stderr, "mgsim: --trace: %s\n", err);
}

_Noreturn void hip_rt_fatal(const char *fn, const char *err)
{
    fprintf(stderr, "mgsim: %s: %s\n", fn, err);
    close_trace(rt_one); /* what happened up to the failure */
    fflush(NULL);
    _exit(1);
}

/* MGSIM_HIP_SET: one section.key=value per line; the strings are the
 * environment's copy, cut in place in a private duplicate. */
static size_t split_sets(char *s, const char **sets, size_t max)
{
    size_t n = 0;
    for (char *p = s; p && *p && n < max;) {
        char *nl = strchr(p, '\n');
        if (nl) *nl = 0;
        if (*p) sets[n++] = p;
        p = nl ? nl + 1 : NULL;
    }
    return n;
}

static void write_stats(void);

static hip_rt *rt_build(void)
{
    hip_rt *rt = calloc(1, sizeof *rt);
    platform_config *pc = malloc(sizeof *pc);
    if (!rt || !pc) hip_rt_fatal("hipInit", "out of memory");
    const char *cfg = getenv("MGSIM_HIP_CONFIG");
    const char *env_sets = getenv("MGSIM_HIP_SET");
    char *sets_buf = strdup(env_sets ? env_sets : "");
    const char *sets[256];
    size_t nsets = split_sets(sets_buf, sets, 256);
    char err[MGPU_ERR_LEN];
    if (platform_config_load(pc, NULL, cfg && *cfg ? cfg : NULL, sets, nsets, err,
                             sizeof err) < 0)
        hip_rt_fatal("platform", err);
    free(sets_buf);
    if (!(rt->m = mgpu_init(pc, err, sizeof err))) hip_rt_fatal("platform", err);
    free(pc);
    uint32_t n = mgpu_device_count(rt->m);
    rt->null_stream = calloc(n, sizeof *rt->null_stream);
    if (!rt->null_stream) hip_rt_fatal("hipInit", "out of memory");
    for (uint32_t d = 0; d < n; d++) rt->null_stream[d].dev = d;
    const char *tr = getenv("MGSIM_HIP_TRACE");
    if (tr && *tr) open_trace(rt, tr);
    const char *st = getenv("MGSIM_HIP_STATS");
    rt->stats_path = st && *st ? st : NULL;
    atexit(write_stats);
    return rt;
}

hip_rt *hip_rt_lock(void)
{
    pthread_mutex_lock(&rt_mutex);
    if (!rt_one) rt_one = rt_build();
    return rt_one;
}

void hip_rt_unlock(hip_rt *rt)
{
    (void)rt;
    pthread_mutex_unlock(&rt_mutex);
}

hipError_t hip_rt_ret(hip_rt *rt, hipError_t e)
{
    if (e != hipSuccess) rt->last_error = e;
    hip_rt_unlock(rt);
    return e;
}

uint32_t hip_rt_stream_dev(hip_rt *rt, hipStream_t s)
{
    return s ? s->dev : hip_rt_device(rt);
}

hip_alloc *hip_rt_find(hip_rt *rt, const void *p, uint64_t n)
{
    uint64_t a = (uint64_t)(uintptr_t)p;
    for (uint32_t i = 0; i < rt->nallocs; i++) {
        hip_alloc *x = &rt->allocs[i];
        if (!x->freed && a >= x->addr && a - x->addr < x->size && n <= x->size - (a - x->addr))
            return x;
    }
    return NULL;
}

/* After a drain: the finished launches' figures, in queue order. */
static void record_launches(hip_rt *rt)
{
    const mgpu_kernel_stats *st;
    uint32_t n = mgpu_drained_launches(rt->m, &st), first = rt->nrecs - rt->pending;
    for (uint32_t i = 0; i < n && i < rt->pending; i++) rt->recs[first + i].st = st[i];
    rt->pending = 0;
}

/* The pushes run to completion before the caller queues its work: they
 * are queued on the buffer's device, and a kernel queued on another
 * device is not ordered after them (it read, or a fault policy moved,
 * the page before the host's bytes had arrived, and the push then
 * overwrote what the kernel wrote: examples/hip/uvm.hip on d-mgpu-4). */
void hip_rt_push_managed(hip_rt *rt, const char *fn)
{
    if (!rt->managed) return;
    char err[MGPU_ERR_LEN];
    bool pushed = false;
    for (uint32_t i = 0; i < rt->nallocs; i++) {
        hip_alloc *x = &rt->allocs[i];
        if (x->freed || x->kind != HIP_MEM_MANAGED) continue;
        if (mgpu_enqueue_h2d(rt->m, x->dev, x->addr, (const void *)(uintptr_t)x->addr, x->size,
                             err, sizeof err) < 0)
            hip_rt_fatal(fn, err);
        pushed = true;
    }
    if (pushed) {
        if (mgpu_drain(rt->m, err, sizeof err) < 0) hip_rt_fatal(fn, err);
        record_launches(rt);
    }
    rt->managed = false; /* pushed: until the next sync hands memory back */
}

void hip_rt_drain(hip_rt *rt, const char *fn)
{
    char err[MGPU_ERR_LEN];
    if (mgpu_drain(rt->m, err, sizeof err) < 0) hip_rt_fatal(fn, err);
    record_launches(rt);
}

void hip_rt_sync(hip_rt *rt, const char *fn)
{
    char err[MGPU_ERR_LEN];
    hip_rt_drain(rt, fn);
    bool pull = false;
    for (uint32_t i = 0; i < rt->nallocs; i++) {
        hip_alloc *x = &rt->allocs[i];
        if (x->freed || x->kind != HIP_MEM_MANAGED) continue;
        if (mgpu_enqueue_d2h(rt->m, x->dev, (void *)(uintptr_t)x->addr, x->addr, x->size, err,
                             sizeof err) < 0)
            hip_rt_fatal(fn, err);
        pull = true;
    }
    if (pull) {
        if (mgpu_drain(rt->m, err, sizeof err) < 0) hip_rt_fatal(fn, err);
        rt->managed = true; /* the host may write it now: push before the next launch */
    }
}

/* A kernel's C++ name ("square(float*, int)") through the C++ runtime
 * the HIP program brought (looked up, so this library does not need
 * it); the symbol itself when there is none or it is not mangled. */
static void put_name(json_object *o, const char *sym)
{
    typedef char *(*demangle_fn)(const char *, char *, size_t *, int *);
    demangle_fn fn;
    *(void **)&fn = dlsym(RTLD_DEFAULT, "__cxa_demangle");
    int status = -1;
    char *d = fn ? fn(sym, NULL, NULL, &status) : NULL;
    js_put_str(o, "name", d && status == 0 ? d : sym);
    free(d);
}

/* --stats at exit: the usual mgpu figures plus one entry per launch. */
static void summary(const hip_rt *rt)
{
    const char *s = getenv("MGSIM_HIP_SUMMARY");
    if (!s || strcmp(s, "1")) return;
    fflush(stdout); /* after the program's own output */
    uint64_t ps = 0;
    for (uint32_t i = 0; i < rt->nrecs; i++) ps += rt->recs[i].st.time_ps;
    mgpu_totals t = mgpu_get_totals(rt->m, -1);
    fprintf(stderr, "mgsim exec: %u launch%s, %.3f us in kernels, %.3f us simulated, "
                    "%llu instructions, %llu cross-GPU bytes, %u device%s\n",
            rt->nrecs, rt->nrecs == 1 ? "" : "es", (double)ps / 1e6,
            (double)mgpu_now_ps(rt->m) / 1e6, (unsigned long long)t.instructions,
            (unsigned long long)t.cross_gpu_bytes, mgpu_device_count(rt->m),
            mgpu_device_count(rt->m) == 1 ? "" : "s");
}

static void write_stats(void)
{
    hip_rt *rt = rt_one;
    if (!rt) return;
    close_trace(rt);
    summary(rt);
    if (!rt->stats_path) return;
    FILE *f = fopen(rt->stats_path, "w");
    if (!f) {
        perror(rt->stats_path);
        return;
    }
    json_object *extra = js_obj(JS_SPACED);
    js_put_str(extra, "mode", "hip");
    json_object *arr = json_object_new_array();
    for (uint32_t i = 0; i < rt->nrecs; i++) {
        const hip_launch_rec *r = &rt->recs[i];
        json_object *o = js_obj(JS_SPACED);
        js_put_str(o, "kernel", r->kernel);
        put_name(o, r->kernel);
        js_put_u64(o, "device", r->dev);
        json_object *g = json_object_new_array(), *b = json_object_new_array();
        for (int d = 0; d < 3; d++) {
            json_object_array_add(g, json_object_new_int64(r->grid[d]));
            json_object_array_add(b, json_object_new_int64(r->block[d]));
        }
        json_object_object_add(o, "grid", g);
        json_object_object_add(o, "block", b);
        js_put_u64(o, "kernel_time_ns", r->st.time_ps / 1000);
        js_put_u64(o, "cycles", r->st.cycles);
        js_put_u64(o, "instructions", r->st.instructions);
        js_put_u64(o, "workgroups", r->st.workgroups);
        json_object_array_add(arr, o);
    }
    json_object_object_add(extra, "launches", arr);
    int rc = mgpu_write_stats_json(rt->m, f, extra);
    if (fclose(f) != 0 || rc < 0) fprintf(stderr, "mgsim: --stats %s: write failed\n", rt->stats_path);
}
