/* mgsim kernel FILE.hsaco --kernel NAME --grid X[,Y[,Z]] --local X[,Y[,Z]]
 *              [--arg SPEC]... [--dump DIR] [--stats FILE.json] [--timing]
 *              [--config PLATFORM.ini] [--set section.key=value]...
 * runs one dispatch of a kernel in the functional GPU mode. The --arg
 * specs (tools/cmd_kernel_args.c) give the explicit arguments in order;
 * hidden arguments are filled in by the dispatch. --dump DIR writes every
 * buffer argument K after the run to DIR/argK.bin. --stats writes a JSON
 * object (kernel_time_ns and cycles are 0 in the functional mode).
 * Exit: 0 ok, 1 the file does not load or the run fails (the message
 * names kernel, workgroup, wave, PC and instruction), 2 bad usage. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "amdgpu/functional.h"
#include "tools/cmd.h"
#include "tools/cmd_kernel.h"
#include "tools/kernel_timing.h"
#include "tools/run.h"
#include "driver/session.h"
#include "util/js.h"
#include "util/xalloc.h"

struct kopts {
    const char *file, *kernel, *dump, *stats;
    uint32_t grid[3], local[3];
    unsigned gdims, ldims;
    char **specs;
    size_t nspecs;
    int timing;
    uint64_t hang_window; /* --hang-window, ps; 0: only deadlocks */
    plat_opt plat; /* --config / --set, for --timing */
};

static void usage(FILE *f)
{
    fprintf(f, "usage: mgsim kernel FILE.hsaco --kernel NAME --grid X[,Y[,Z]] --local X[,Y[,Z]]\n"
               "                    [--arg SPEC]... [--dump DIR] [--stats FILE.json] [--timing]\n"
               "                    [--config PLATFORM.ini] [--set section.key=value]...\n"
               "                    [--max-cycles N] [--max-instructions N] [--hang-window T]\n"
               "  SPEC: buf:PATH zero:N i32:V u32:V i64:V u64:V f32:V f64:V local:N\n"
               "  --max-cycles N (with --timing) and --max-instructions N (per wave without\n"
               "  --timing) stop a kernel that never ends, with a report and exit status 1;\n"
               "  --hang-window T (with --timing) stops one that makes no progress, or writes\n"
               "  nothing to memory, for T (e.g. 100us)\n");
}

/* "X[,Y[,Z]]" with every number in 1..2^32-1. */
static int parse_dims(const char *opt, const char *s, uint32_t out[3], unsigned *dims)
{
    *dims = 0;
    out[0] = out[1] = out[2] = 1;
    for (const char *p = s; *dims < 3;) {
        char *end;
        errno = 0;
        unsigned long long v = strtoull(p, &end, 10);
        if (errno || end == p || *p == '-' || v == 0 || v > 0xffffffffull) break;
        out[(*dims)++] = (uint32_t)v;
        if (!*end) return 0;
        if (*end != ',') break;
        p = end + 1;
    }
    fprintf(stderr, "mgsim kernel: %s '%s': expected X[,Y[,Z]] with positive integers\n", opt, s);
    return -1;
}

enum { KO_TIMING = 1, KO_KERNEL, KO_DUMP, KO_STATS, KO_ARG, KO_GRID, KO_LOCAL, KO_HANG };

static const struct option kernel_options[] = {
    {"timing", no_argument, NULL, KO_TIMING},
    {"kernel", required_argument, NULL, KO_KERNEL},
    {"dump", required_argument, NULL, KO_DUMP},
    {"stats", required_argument, NULL, KO_STATS},
    {"arg", required_argument, NULL, KO_ARG},
    {"grid", required_argument, NULL, KO_GRID},
    {"local", required_argument, NULL, KO_LOCAL},
    {"hang-window", required_argument, NULL, KO_HANG},
    {0, 0, 0, 0},
};

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    struct kopts *o = self;
    (void)cmd;
    switch (code) {
    case KO_TIMING: o->timing = 1; return 0;
    case KO_KERNEL: o->kernel = v; return 0;
    case KO_DUMP: o->dump = v; return opt_val_outdir(cmd, name, v);
    case KO_STATS: o->stats = v; return opt_val_output(cmd, name, v);
    case KO_ARG: o->specs[o->nspecs++] = (char *)v; return 0;
    case KO_GRID: return parse_dims(name, v, o->grid, &o->gdims);
    case KO_LOCAL: return parse_dims(name, v, o->local, &o->ldims);
    case KO_HANG:
        if (session_parse_time(v, &o->hang_window) == 0) return 0;
        fprintf(stderr, "mgsim kernel: --hang-window '%s': expected a time such as 100us (at least 10ns)\n", v);
        return -1;
    default: return -1;
    }
}

/* OPT_OK, OPT_HELP or OPT_BAD (after a message). */
static int parse_opts(int argc, char **argv, struct kopts *o)
{
    o->specs = calloc((size_t)argc, sizeof *o->specs);
    if (!o->specs) return OPT_BAD;
    opt_group g[2] = {{kernel_options, NULL, take, o}, plat_opt_group(&o->plat)};
    int first, rc = opt_parse(argc, argv, "kernel", g, 2, &first);
    if (rc != OPT_OK) return rc;
    if (first < argc) o->file = argv[first];
    if (first + 1 < argc) {
        fprintf(stderr, "mgsim kernel: unexpected argument '%s'\n", argv[first + 1]);
        return OPT_BAD;
    }
    const char *missing = !o->file ? "FILE.hsaco" : !o->kernel ? "--kernel NAME"
                          : !o->gdims ? "--grid X[,Y[,Z]]" : !o->ldims ? "--local X[,Y[,Z]]" : NULL;
    if (missing) {
        fprintf(stderr, "mgsim kernel: missing %s\n", missing);
        usage(stderr);
        return OPT_BAD;
    }
    return OPT_OK;
}

static int dump(const char *dir, const struct karg *args, size_t n, amdgpu_memimg *m)
{
    if (mkdir(dir, 0777) < 0 && errno != EEXIST) {
        fprintf(stderr, "mgsim kernel: --dump %s: %s\n", dir, strerror(errno));
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        if (!args[i].is_buffer) continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/arg%zu.bin", dir, i);
        uint8_t *buf = malloc(args[i].size ? args[i].size : 1);
        FILE *f = buf ? fopen(path, "wb") : NULL;
        int ok = f && amdgpu_memimg_read(m, args[i].addr, buf, args[i].size) == 0 &&
                 fwrite(buf, 1, args[i].size, f) == args[i].size;
        if (f && fclose(f) != 0) ok = 0;
        free(buf);
        if (!ok) {
            fprintf(stderr, "mgsim kernel: cannot write %s: %s\n", path, strerror(errno));
            return -1;
        }
    }
    return 0;
}

static int write_stats(const char *path, const struct amdgpu_kernel *k, const amdgpu_func_stats *st)
{
    char err[ERR_LEN_NEST(4)];
    json_object *o = js_obj(JS_SPACED);
    js_put_str(o, "kernel", k->name);
    js_put_str(o, "mode", "functional");
    js_put_u64(o, "kernel_time_ns", 0);
    js_put_u64(o, "cycles", 0);
    js_put_u64(o, "instructions", st->instructions);
    js_put_u64(o, "workgroups", st->workgroups);
    js_put_u64(o, "waves", st->waves);
    if (session_write_stats(path, o, 0, err, sizeof err) == 0) return 0;
    fprintf(stderr, "mgsim kernel: %s\n", err);
    return -1;
}

int cmd_kernel(int argc, char **argv)
{
    struct kopts o = {0};
    struct amdgpu_codeobj *co = NULL;
    amdgpu_memimg *m = NULL;
    struct karg *args = NULL;
    char err[ERR_LEN];
    int rc = parse_opts(argc, argv, &o);
    if (rc == OPT_HELP) usage(stdout);
    if (rc != OPT_OK) {
        rc = rc == OPT_HELP ? 0 : 2;
        goto out;
    }
    rc = 1;
    /* a fat binary: the entry for the --timing platform's gpu.isa (the
     * functional mode has no platform: gfx803's) */
    amdgpu_isa isa = o.timing ? run_platform_isa(o.plat.config, o.plat.sets, o.plat.nsets)
                              : AMDGPU_ISA_GFX803;
    if (amdgpu_codeobj_load_file_isa(o.file, isa, &co, err) < 0) {
        fprintf(stderr, "mgsim kernel: %s\n", err);
        rc = err_exit(err, 1);
        goto out;
    }
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, o.kernel, err);
    if (!k) {
        fprintf(stderr, "mgsim kernel: %s\n", err);
        goto out;
    }
    if (!(m = amdgpu_memimg_new())) xoom(sizeof(void *), "the kernel's memory image");
    args = xcalloc(o.nspecs + 1, sizeof *args, "the kernel's arguments");
    amdgpu_argval *vals = xcalloc(o.nspecs + 1, sizeof *vals, "the kernel's arguments");
    if (kargs_parse(k, o.specs, o.nspecs, m, args) < 0) {
        free(vals);
        rc = 2;
        goto out;
    }
    for (size_t i = 0; i < o.nspecs; i++) vals[i] = args[i].val;
    unsigned dims = o.gdims > o.ldims ? o.gdims : o.ldims;
    /* --timing: the timing model of a platform (tools/kernel_timing.c,
     * owned by the timing-model side; --config/--set pick the platform);
     * --dump then writes what it computed. */
    /* the functional mode takes --max-instructions (a limit per wave) and
     * no other platform setting: it has no platform and no cycles */
    bool max_insts = o.plat.alias[2] != NULL;
    if (!o.timing && (o.plat.config || o.plat.nsets > (size_t)max_insts)) {
        free(vals);
        fprintf(stderr, "mgsim kernel: --config, --set, --perturb and --max-cycles need --timing\n");
        rc = 2;
        goto out;
    }
    amdgpu_func_opts fo = {0};
    if (!o.timing && max_insts) {
        platform_config pc;
        if (plat_opt_load(&o.plat, &pc, NULL) < 0) {
            free(vals);
            rc = 2;
            goto out;
        }
        fo.max_wave_insts = pc.sim.max_instructions;
    }
    if (o.timing) {
        int t = kernel_timing(co, k, dims, o.grid, o.local, args, vals, o.nspecs, m, o.stats,
                              &o.plat, o.hang_window);
        free(vals);
        if (t) rc = t; /* 1, or 3: out of memory */
        if (t || (o.dump && dump(o.dump, args, o.nspecs, m) < 0)) goto out;
        rc = 0;
        goto out;
    }
    amdgpu_func_stats st;
    int r = amdgpu_functional_dispatch(co, k, dims, o.grid, o.local, vals, o.nspecs, m, &fo, &st,
                                     err);
    free(vals);
    if (r < 0) {
        fprintf(stderr, "mgsim kernel: %s\n", err);
        rc = err_exit(err, 1); /* "kernel K: out of memory": exit 3 */
        goto out;
    }
    if (o.dump && dump(o.dump, args, o.nspecs, m) < 0) goto out;
    if (o.stats && write_stats(o.stats, k, &st) < 0) goto out;
    printf("kernel %s: grid %u,%u,%u local %u,%u,%u: %llu workgroups, %llu waves, "
           "%llu instructions (functional)\n", k->name, o.grid[0], o.grid[1], o.grid[2],
           o.local[0], o.local[1], o.local[2], (unsigned long long)st.workgroups,
           (unsigned long long)st.waves, (unsigned long long)st.instructions);
    rc = 0;
out:
    free(args);
    free(o.specs);
    plat_opt_free(&o.plat);
    amdgpu_memimg_free(m);
    amdgpu_codeobj_free(co);
    return rc;
}
