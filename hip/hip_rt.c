/* The runtime object: built at the first call from the session `mgsim
 * exec` serialized (driver/session.h), drained at synchronising calls,
 * its --stats written at exit. */
#include "hip/hip_rt.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/exitcode.h"
#include "util/js.h"
#include "util/vec.h"

static pthread_mutex_t rt_mutex = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static hip_rt *rt_one; /* the runtime (hip_rt.h: why one global) */
static _Thread_local uint32_t cur_dev; /* hipSetDevice is per host thread */
static _Thread_local uint32_t held;   /* this thread's depth in hip_rt_lock */

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

/* The session's observers (the trace) closed: at exit, or at a failure
 * (what happened up to it). Once. */
static void close_session(hip_rt *rt)
{
    session *ses = rt ? rt->ses : NULL;
    if (!ses) return;
    rt->ses = NULL;
    session_out out;
    char err[ERR_LEN_NEST(4)];
    if (session_finish(ses, &out, err, sizeof err) < 0) fprintf(stderr, "mgsim: %s\n", err);
    session_out_free(&out);
}

static void write_stats(void);

/* The signal that ends the program (0: none yet), and the pipe its
 * handler tells the watcher thread through: a signal handler can reach
 * nothing but globals (as tools/run_interrupt.c), so these two are the
 * runtime's others, set once at the first call. */
static volatile sig_atomic_t caught;
static int sig_pipe[2] = {-1, -1};
static pid_t sig_owner; /* the process whose watcher reads the pipe */

/* Ends the program as the signal caught would, after the figures so far
 * are out (exit status 128 + the signal, as without the runtime). */
static _Noreturn void end_by_signal(int sig)
{
    fflush(NULL);
    signal(sig, SIG_DFL);
    sigset_t s;
    sigemptyset(&s);
    sigaddset(&s, sig);
    pthread_sigmask(SIG_UNBLOCK, &s, NULL);
    raise(sig);
    _exit(128 + sig);
}

/* A failure of the simulation (a kernel fault, a --max-cycles stop, an
 * interrupted drain) keeps what `mgsim run` keeps: the trace, --stats and
 * the summary of the run up to it; then the program ends (status 1, or by
 * the signal that interrupted it). */
_Noreturn void hip_rt_fatal(const char *fn, const char *err)
{
    fprintf(stderr, "mgsim: %s: %s\n", fn, err);
    if (strstr(err, "memory fault") && rt_one && !rt_one->so.map_pages)
        fprintf(stderr, "mgsim: a read just outside a buffer, which the hardware tolerates? "
                        "mgsim exec --map-pages maps a page on each side of the buffers\n");
    write_stats();
    if (caught) end_by_signal(caught);
    fflush(NULL);
    _exit(MGSIM_EXIT_FAIL);
}

_Noreturn void hip_rt_oom(const char *fn)
{
    fprintf(stderr, "mgsim: out of memory (%s)\n", fn);
    close_session(rt_one);
    fflush(NULL);
    _exit(MGSIM_EXIT_OOM);
}

/* Outside the runtime the thread the signal landed on waits here for the
 * watcher to end the program, so the program goes no further than where
 * the signal found it; inside (a drain, or any call holding the lock) it
 * returns, and the call ends first. */
static void on_signal(int sig)
{
    if (getpid() != sig_owner) { /* a forked child: no watcher here */
        signal(sig, SIG_DFL);
        raise(sig);
        return;
    }
    caught = sig;
    unsigned char c = (unsigned char)sig;
    ssize_t r = write(sig_pipe[1], &c, 1);
    (void)r;
    if (!held)
        for (;;) pause();
}

static int interrupted(void) { return caught; }

/* SIGINT (Ctrl-C to the process group), SIGTERM and SIGHUP (which `mgsim
 * exec` forwards): during a drain the session stops the engine at the
 * next batch and the drain ends in hip_rt_fatal; otherwise this thread
 * takes the lock once the HIP call in progress returns. Either way the
 * figures so far are written before the program ends by the signal. */
static void *watch_signals(void *arg)
{
    (void)arg;
    unsigned char c;
    while (read(sig_pipe[0], &c, 1) < 0)
        if (errno != EINTR) return NULL;
    hip_rt *rt = hip_rt_lock();
    (void)rt;
    write_stats();
    end_by_signal(c);
}

/* The handlers, where the program left the default (it may have its own
 * or ignore one); a second signal ends the program at once. */
static void install_signals(hip_rt *rt)
{
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    if (pipe2(sig_pipe, O_CLOEXEC) < 0) return;
    sig_owner = getpid();
    sigset_t all, old;
    sigfillset(&all);
    pthread_t t; /* the watcher takes no signal itself */
    pthread_sigmask(SIG_SETMASK, &all, &old);
    int rc = pthread_create(&t, NULL, watch_signals, NULL);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc != 0) return;
    pthread_detach(t);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESETHAND | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++) {
        struct sigaction prev;
        if (sigaction(sigs[i], NULL, &prev) == 0 && prev.sa_handler == SIG_DFL &&
            !(prev.sa_flags & SA_SIGINFO))
            sigaction(sigs[i], &sa, NULL);
    }
    rt->so.interrupted = interrupted;
    rt->so.watch = true; /* the drains report the interruption */
}

static hip_rt *rt_build(void)
{
    hip_rt *rt = calloc(1, sizeof *rt);
    platform_config *pc = malloc(sizeof *pc);
    if (!rt || !pc) hip_rt_oom("hipInit");
    /* the session `mgsim exec` serialized (none: one R9 Nano, nothing observed) */
    const char *enc = getenv(SESSION_ENV);
    char err[ERR_LEN_NEST(4)];
    bool usage;
    if (session_decode(enc ? enc : "", &rt->so, &rt->so_store, err, sizeof err) < 0 ||
        session_platform(&rt->so, pc, &usage, err, sizeof err) < 0)
        hip_rt_fatal("platform", err);
    /* zero-copy host memory is across PCIe on a platform of discrete GPUs,
     * unified ones too (hip_host.c); on an APU (platform.apu, MI300A) it is
     * the GPU's own */
    if (!pc->apu && pc->gpu.xcds <= 1) pc->host_memory = true;
    if (!(rt->m = mgpu_init(pc, err, sizeof err))) hip_rt_fatal("platform", err);
    free(pc);
    uint32_t n = mgpu_device_count(rt->m);
    rt->null_stream = calloc(n, sizeof *rt->null_stream);
    rt->frag_base = calloc(n, sizeof *rt->frag_base);
    rt->frag_used = calloc(n, sizeof *rt->frag_used);
    rt->ctxs = calloc(n, sizeof *rt->ctxs);
    if (!rt->null_stream || !rt->frag_base || !rt->frag_used || !rt->ctxs)
        hip_rt_oom("hipInit");
    for (uint32_t d = 0; d < n; d++) rt->null_stream[d].dev = rt->ctxs[d].dev = d;
    install_signals(rt);
    /* an empty --stats file until exit writes it: `mgsim exec` then knows
     * the program made HIP calls but skipped exit (_exit, SIGKILL) */
    FILE *sf = rt->so.stats ? fopen(rt->so.stats, "w") : NULL;
    if (sf) fclose(sf);
    int code;
    if (!(rt->ses = session_start(&rt->so, rt->m, &code, err, sizeof err)))
        hip_rt_fatal("platform", err);
    atexit(write_stats);
    return rt;
}

hip_rt *hip_rt_lock(void)
{
    pthread_mutex_lock(&rt_mutex);
    held++;
    if (!rt_one) rt_one = rt_build();
    return rt_one;
}

void hip_rt_unlock(hip_rt *rt)
{
    (void)rt;
    held--;
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
    for (uint32_t i = 0; i < n && i < rt->pending; i++) {
        rt->recs[first + i].st = st[i];
        rt->recs[first + i].ran = true;
    }
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
    char err[ERR_LEN];
    bool pushed = false;
    for (uint32_t i = 0; i < rt->nallocs; i++) {
        hip_alloc *x = &rt->allocs[i];
        if (x->freed || (x->kind != HIP_MEM_MANAGED && !(x->kind == HIP_MEM_MAPPED && x->touched)))
            continue;
        if (mgpu_enqueue_h2d(rt->m, x->dev, x->addr,
                             x->host ? x->host : (const void *)(uintptr_t)x->addr, x->size, err,
                             sizeof err) < 0)
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
    char err[ERR_LEN];
    if (mgpu_drain(rt->m, err, sizeof err) < 0) hip_rt_fatal(fn, err);
    record_launches(rt);
}

void hip_rt_sync(hip_rt *rt, const char *fn)
{
    char err[ERR_LEN];
    hip_rt_drain(rt, fn);
    bool pull = false;
    for (uint32_t i = 0; i < rt->nallocs; i++) {
        hip_alloc *x = &rt->allocs[i];
        if (x->freed || (x->kind != HIP_MEM_MANAGED && !(x->kind == HIP_MEM_MAPPED && x->touched)))
            continue;
        if (mgpu_enqueue_d2h(rt->m, x->dev, x->host ? x->host : (void *)(uintptr_t)x->addr,
                             x->addr, x->size, err, sizeof err) < 0)
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
static uint32_t launches_ran(const hip_rt *rt)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < rt->nrecs; i++) n += rt->recs[i].ran;
    return n;
}

static void summary(const hip_rt *rt)
{
    if (!rt->so.summary) return;
    fflush(stdout); /* after the program's own output */
    uint64_t ps = 0;
    for (uint32_t i = 0; i < rt->nrecs; i++) ps += rt->recs[i].st.time_ps;
    mgpu_totals t = mgpu_get_totals(rt->m, -1);
    uint32_t ran = launches_ran(rt);
    fprintf(stderr, "mgsim exec: %u launch%s, %.3f us in kernels, %.3f us simulated, "
                    "%llu instructions, %llu cross-GPU bytes, %u device%s\n",
            ran, ran == 1 ? "" : "es", (double)ps / 1e6,
            (double)mgpu_now_ps(rt->m) / 1e6, (unsigned long long)t.instructions,
            (unsigned long long)t.cross_gpu_bytes, mgpu_device_count(rt->m),
            mgpu_device_count(rt->m) == 1 ? "" : "s");
}

/* At exit, or at the end a failure or a signal brings: once. */
static void write_stats(void)
{
    hip_rt *rt = rt_one;
    if (!rt || rt->stats_done) return;
    rt->stats_done = true;
    close_session(rt);
    summary(rt);
    if (!rt->so.stats) return;
    json_object *extra = js_obj(JS_SPACED);
    js_put_str(extra, "mode", "hip");
    json_object *arr = json_object_new_array();
    for (uint32_t i = 0; i < rt->nrecs; i++) {
        const hip_launch_rec *r = &rt->recs[i];
        if (!r->ran) continue; /* queued, never run (no synchronisation, or a failure) */
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
    js_put_u64(extra, "launches_not_run", rt->nrecs - launches_ran(rt));
    json_object_object_add(extra, "buffers", hip_rt_buffers_json(rt));
    char err[ERR_LEN_NEST(4)];
    if (session_write_stats(rt->so.stats, mgpu_stats_json(rt->m, extra), 0, err, sizeof err) < 0)
        fprintf(stderr, "mgsim: %s\n", err);
}
