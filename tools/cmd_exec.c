/* mgsim exec [--config F] [--set k=v]... [--threads N] [--stats F]
 *            [--max-cycles N] [--max-instructions N] [--summary] [--map-pages]
 *            [--trace F [--trace-filter P]] [--dump-buffers DIR]
 *            -- PROGRAM [ARGS]...
 * runs a user's program with the simulator's HIP runtime
 * (lib/hip/libamdhip64.so.5, hip/hip_rt.h) first on its library path, so
 * an unmodified hipcc --offload-arch=gfx803 binary runs its kernels on the
 * simulated platform (gfx940 code on a platform with gpu.isa = gfx940; a
 * fat binary runs its entry for the platform's ISA). The options travel
 * as one serialized session (driver/session.h: session_encode into
 * SESSION_ENV, which the runtime parses with session_decode); the runtime
 * writes --stats at exit.
 * The program's output and exit status pass through (a signal: 128 + it).
 * Exit 2: bad usage or a platform that does not load; 127: the program
 * cannot be run. */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tools/cmd.h"
#include "tools/exec_rpath.h"
#include "tools/plat_opt.h"
#include "driver/session.h"
#include "util/xalloc.h"
#include "util/exitcode.h"

struct xopts {
    plat_opt plat;
    const char *stats, *trace, *trace_filter, *dump;
    int threads; /* -1: the config's */
    int summary, map_pages;
};

static void usage(FILE *f)
{
    fprintf(f,
            "usage: mgsim exec [--config PLATFORM.ini] [--set section.key=value]... [--threads N]\n"
            "                  [--stats FILE.json] [--max-cycles N] [--max-instructions N]\n"
            "                  [--summary] [--map-pages] [--trace F [--trace-filter P]]\n"
            "                  [--dump-buffers DIR]\n"
            "                  -- PROGRAM [ARGS]...\n"
            "  runs PROGRAM, a HIP program built with hipcc --offload-arch=gfx803, with the\n"
            "  simulator's HIP runtime: its kernels, copies and events run on the simulated\n"
            "  platform (default one R9 Nano; --config configs/d-mgpu-4.ini: four GPUs).\n"
            "  A platform with gpu.isa = gfx940 (configs/r9nano-gfx940.ini) runs programs\n"
            "  built with --offload-arch=gfx940; a fat binary (both archs) runs the code\n"
            "  for the platform's ISA, and one without it stops naming what it has.\n"
            "  --threads N   engine threads (0: serial); the results are the same for any N\n"
            "  --stats F     at exit: JSON with every launch (kernel time, instructions),\n"
            "                per-GPU figures and cross-GPU bytes\n"
            "  --summary     one line on stderr at exit: launches, simulated time\n"
            "  --map-pages   a mapped page on each side of the device's buffers: reads just\n"
            "                outside one return what the page holds, as on the hardware,\n"
            "                instead of a memory fault\n"
            "  --trace F     a task trace of the whole run (mgsim trace converts it);\n"
            "  --trace-filter P  only components matching P (GPU[0].CU[*],PCIe)\n"
            "  --dump-buffers DIR  with --stats, at exit: every device buffer's bytes as\n"
            "                DIR/buf-NNN.bin (allocation order; mgsim compare --buffers)\n"
            "  The program's output and exit status pass through. A HIP call the runtime\n"
            "  does not implement stops the program with a message naming it\n"
            "  (docs/programs.md lists what is supported).\n");
}

enum { XO_STATS = 1, XO_THREADS, XO_SUMMARY, XO_TRACE, XO_TRACE_FILTER, XO_MAP_PAGES, XO_DUMP };

static const struct option exec_options[] = {
    {"stats", required_argument, NULL, XO_STATS},
    {"threads", required_argument, NULL, XO_THREADS},
    {"summary", no_argument, NULL, XO_SUMMARY},
    {"map-pages", no_argument, NULL, XO_MAP_PAGES},
    {"trace", required_argument, NULL, XO_TRACE},
    {"trace-filter", required_argument, NULL, XO_TRACE_FILTER},
    {"dump-buffers", required_argument, NULL, XO_DUMP},
    {0, 0, 0, 0},
};

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    struct xopts *o = self;
    switch (code) {
    case XO_STATS: o->stats = v; return opt_val_output(cmd, name, v);
    case XO_THREADS: return opt_val_int(cmd, name, v, 0, 1024, &o->threads);
    case XO_SUMMARY: o->summary = 1; return 0;
    case XO_MAP_PAGES: o->map_pages = 1; return 0;
    case XO_TRACE: o->trace = v; return opt_val_output(cmd, name, v);
    case XO_TRACE_FILTER: o->trace_filter = v; return 0;
    case XO_DUMP: o->dump = v; return 0;
    default: return -1;
    }
}

/* The runtime's directory: $MGSIM_HIP_LIB, else lib/hip next to the bin/
 * this binary is in (bin/mgsim -> lib/hip, BUILD/bin/mgsim -> BUILD/lib/hip). */
static int runtime_dir(char *out, size_t n)
{
    const char *env = getenv("MGSIM_HIP_LIB");
    if (env && *env) {
        snprintf(out, n, "%s", env);
    } else {
        char exe[PATH_MAX];
        ssize_t l = readlink("/proc/self/exe", exe, sizeof exe - 1);
        if (l <= 0) return -1;
        exe[l] = 0;
        char *slash = strrchr(exe, '/');
        if (slash) *slash = 0;
        slash = strrchr(exe, '/');
        if (slash) *slash = 0;
        snprintf(out, n, "%s/lib/hip", exe);
    }
    char so[PATH_MAX + 64];
    snprintf(so, sizeof so, "%s/libamdhip64.so.5", out);
    return access(so, R_OK) == 0 ? 0 : -1;
}

/* An absolute path for a file the program may look for after a chdir. */
static void absolute(const char *p, char *out, size_t n)
{
    char cwd[PATH_MAX];
    if (p[0] == '/' || !getcwd(cwd, sizeof cwd)) snprintf(out, n, "%s", p);
    else snprintf(out, n, "%s/%s", cwd, p);
}

/* The program's environment: our runtime first on its library path, and
 * the session (paths made absolute: the program may chdir) in one
 * variable. */
static int set_env(const struct xopts *o, const char *dir)
{
    char path[PATH_MAX * 4], cfg[2 * PATH_MAX + 2], stats[2 * PATH_MAX + 2],
        trace[2 * PATH_MAX + 2], dump[2 * PATH_MAX + 2];
    const char *old = getenv("LD_LIBRARY_PATH");
    snprintf(path, sizeof path, "%s%s%s", dir, old && *old ? ":" : "", old ? old : "");
    session_opts s;
    session_opts_init(&s);
    s.sets = o->plat.sets;
    s.nsets = o->plat.nsets;
    s.threads = o->threads;
    s.progress = SESSION_PROGRESS_OFF;
    s.summary = o->summary;
    s.map_pages = o->map_pages;
    s.trace_filter = o->trace_filter;
    if (o->plat.config) {
        struct stat st;
        if (stat(o->plat.config, &st) == 0) absolute(o->plat.config, cfg, sizeof cfg);
        else snprintf(cfg, sizeof cfg, "%s", o->plat.config);
        s.config = cfg;
    }
    if (o->stats) absolute(o->stats, stats, sizeof stats), s.stats = stats;
    if (o->trace) absolute(o->trace, trace, sizeof trace), s.trace = trace;
    if (o->dump) absolute(o->dump, dump, sizeof dump), s.dump_buffers = dump;
    char *enc = session_encode(&s);
    if (!enc) xoom(0, "the session for the HIP runtime"); /* open_memstream's */
    int rc = setenv("LD_LIBRARY_PATH", path, 1) | setenv(SESSION_ENV, enc, 1);
    free(enc);
    return rc ? -1 : 0;
}

/* The program's pid, for the handler below: a signal handler can reach
 * nothing else (the one mutable global here, as in run_interrupt.c). */
static volatile sig_atomic_t program_pid;

/* SIGTERM or SIGHUP sent to `mgsim exec` alone goes on to the program,
 * which ends as it would on it (the runtime keeps the figures so far);
 * `mgsim exec` then passes its status through. */
static void forward(int sig)
{
    if (program_pid > 0) kill((pid_t)program_pid, sig);
}

static int run_program(char **argv)
{
    fflush(NULL);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "mgsim exec: fork: %s\n", strerror(errno));
        return 1;
    }
    if (pid == 0) {
        /* a killed `mgsim exec` (SIGKILL included) takes the program with
         * it: before, the program went on simulating, re-parented to init */
        if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() != parent) _exit(128 + SIGTERM);
        execvp(argv[0], argv);
        fprintf(stderr, "mgsim exec: cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    /* the terminal's ^C reaches the program; let it decide */
    signal(SIGINT, SIG_IGN);
    program_pid = pid;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = forward;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR) return 1;
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    if (WIFSIGNALED(st)) {
        fprintf(stderr, "mgsim exec: %s ended by signal %d\n", argv[0], WTERMSIG(st));
        return 128 + WTERMSIG(st);
    }
    return WEXITSTATUS(st);
}

int cmd_exec(int argc, char **argv)
{
    struct xopts o = {.threads = -1};
    opt_group g[2] = {{exec_options, NULL, take, &o}, plat_opt_group(&o.plat)};
    int prog = opt_operand_index(argc, argv, g, 2), rc = 2;
    int first, t = opt_parse(prog, argv, "exec", g, 2, &first);
    if (t == OPT_OK && first < prog) {
        fprintf(stderr, "mgsim exec: unexpected argument '%s' (the program goes after --)\n",
                argv[first]);
        t = OPT_BAD;
    }
    if (t == OPT_OK && prog < argc && !strcmp(argv[prog], "--")) prog++;
    if (t == OPT_OK && prog >= argc) {
        fprintf(stderr, "mgsim exec: no program given\n");
        t = OPT_BAD;
    }
    if (t != OPT_OK) {
        usage(t == OPT_HELP ? stdout : stderr);
        rc = t == OPT_HELP ? 0 : 2;
        goto out;
    }
    platform_config pc; /* refuse a bad platform before the program starts */
    if (plat_opt_load(&o.plat, &pc, NULL) < 0) goto out;
    char dir[PATH_MAX + 16];
    if (runtime_dir(dir, sizeof dir) < 0) {
        fprintf(stderr, "mgsim exec: the simulator's HIP runtime is not at %s/libamdhip64.so.5 "
                        "(build it: make hip; or set MGSIM_HIP_LIB to its directory)\n", dir);
        rc = 1;
        goto out;
    }
    if (set_env(&o, dir) < 0) {
        bool oom = errno != EINVAL; /* setenv's ENOMEM */
        fprintf(stderr, "mgsim exec: %s\n", oom ? "out of memory" : "a path or --set holds a newline");
        rc = oom ? MGSIM_EXIT_OOM : 1;
        goto out;
    }
    if (o.trace_filter && !o.trace) {
        fprintf(stderr, "mgsim exec: --trace-filter needs --trace\n");
        goto out;
    }
    /* a DT_RPATH naming the system's runtime comes before LD_LIBRARY_PATH:
     * ours preloaded is the library the program's libamdhip64.so.5 then
     * resolves to (the loader matches a loaded object's soname) */
    char sysdir[PATH_MAX];
    if (exec_rpath_hip(argv[prog], dir, sysdir, sizeof sysdir)) {
        char pre[2 * PATH_MAX + 64];
        const char *old = getenv("LD_PRELOAD");
        snprintf(pre, sizeof pre, "%s/libamdhip64.so.5%s%s", dir, old && *old ? ":" : "",
                 old ? old : "");
        fprintf(stderr, "mgsim exec: note: %s has DT_RPATH %s, which holds another "
                        "libamdhip64.so.5 and comes before the simulator's on the library path: "
                        "the simulator's is preloaded instead (LD_PRELOAD)\n", argv[prog], sysdir);
        if (setenv("LD_PRELOAD", pre, 1) < 0) {
            rc = 1;
            goto out;
        }
    }
    if (o.stats) unlink(o.stats); /* so a stale file never passes for this run's */
    rc = run_program(argv + prog);
    /* the runtime creates the file empty at the first HIP call and fills
     * it at exit (or at a failure or signal): empty, the program made HIP
     * calls but ended without exit (_exit, SIGKILL) */
    struct stat st;
    if (o.stats && stat(o.stats, &st) == 0 && st.st_size == 0) {
        fprintf(stderr, "mgsim exec: no --stats written: %s made HIP calls but ended without "
                        "exit() (_exit or SIGKILL skip the runtime's exit handler)\n", argv[prog]);
        unlink(o.stats);
    } else if (o.stats && access(o.stats, F_OK) != 0 && rc == 0) {
        fprintf(stderr, "mgsim exec: no --stats written: %s made no HIP call\n", argv[prog]);
    }
out:
    plat_opt_free(&o.plat);
    return rc;
}
