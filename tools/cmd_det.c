/* mgsim det [WORKLOADS] [options]: the perturbation-table tool on top of
 * the workload registry (workloads/wl.h): workloads (by default "all",
 * the order-sensitive suite of the deterministic-GPU study, workloads/det/det.h;
 * any registered workload by name) on the timing model, once per
 * --perturb seed, printing each run's output hash, so a reader sees
 * which outputs move with the interleaving and which do not. --markdown
 * prints one table row per workload (the first 12 hex digits of each
 * seed's SHA-256, then how many distinct hashes), the table of
 * docs/determinism.md. Each run is a workload run (tools/run.h) on the
 * session's platform (driver/session.h: --config, --set, --threads, the
 * seed as one more set, sim.perturb) with the configuration's thread
 * count and no progress line. Exit 0 when every run succeeded and
 * verified, 1 when a run failed or an output did not verify, 2 on bad
 * usage. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/det/det.h"
#include "tools/cmd.h"
#include "tools/run.h"
#include "workloads/wl.h"
#include "util/xalloc.h"

#define MAX_SEEDS 64

typedef struct det_cmd {
    const mgm_workload *w[32];
    uint64_t size[32];   /* --size for w[k], checked before any run */
    unsigned nw;
    const char *size_arg; /* --size as given, or NULL */
    uint64_t seeds[MAX_SEEDS];
    unsigned nseeds;
    uint64_t seed;       /* --seed: the inputs' */
    int threads;         /* --threads, SESSION_THREADS_CONFIG: the config's */
    plat_opt plat;
    int markdown;
} det_cmd;

static void usage(FILE *f)
{
    fprintf(f,
            "usage: mgsim det [WORKLOAD[,WORKLOAD...]|all] [options]\n"
            "  WORKLOAD         any of `mgsim list`; all (the default): the det suite,\n"
            "                   sum, bfs, hist (the order-insensitive control), pr, bc\n"
            "  --perturb LIST   perturbation seeds, e.g. 0 or 1-10 or 1,3,7 (0: off); 0\n"
            "  --size N|PRESET  problem size in the workload's unit (K/M suffixes), or\n"
            "                   default, paper1, paper4 (as mgsim run); default\n"
            "  --seed S         input and graph seed; 1\n"
            "  --threads N      0 serial engine, N parallel workers; the config's\n"
            "  --config F, --set section.key=value   the platform (default one R9 Nano)\n"
            "  --max-cycles N, --max-instructions N  stop a run that passes them, with a report\n"
            "  --markdown       one table row per workload: hash prefix per seed, distinct\n"
            "exit status: 0 ok, 1 a run failed or did not verify, 2 bad usage\n");
}

/* "1-10", "1,3,7", "0" */
static int parse_seeds(det_cmd *c, const char *s)
{
    c->nseeds = 0;
    while (*s) {
        char *end;
        uint64_t a = strtoull(s, &end, 10), b = a;
        if (end == s) return -1;
        if (*end == '-') {
            s = end + 1;
            b = strtoull(s, &end, 10);
            if (end == s || b < a) return -1;
        }
        for (uint64_t v = a; v <= b; v++) {
            if (c->nseeds == MAX_SEEDS) return -1;
            c->seeds[c->nseeds++] = v;
        }
        if (*end && *end != ',') return -1;
        s = *end ? end + 1 : end;
    }
    return c->nseeds ? 0 : -1;
}

static int parse_workloads(det_cmd *c, const char *list)
{
    char err[ERR_LEN], name[32];
    if (!strcmp(list, "all")) {
        for (size_t i = 0; i < det_suite.n; i++) c->w[c->nw++] = det_suite.w[i];
        return 0;
    }
    for (const char *p = list; *p;) {
        size_t n = strcspn(p, ",");
        snprintf(name, sizeof name, "%.*s", (int)(n < 31 ? n : 31), p);
        const mgm_workload *d = wl_find(name, err);
        if (!d || c->nw == sizeof c->w / sizeof c->w[0]) {
            fprintf(stderr, "mgsim det: %s\n", d ? "too many workloads" : err);
            return -1;
        }
        c->w[c->nw++] = d;
        p += n + (p[n] == ',');
    }
    return 0;
}

enum { DO_PERTURB = 1, DO_SIZE, DO_SEED, DO_THREADS, DO_MARKDOWN };

/* --perturb here is a list of seeds (it hides the platform's --perturb). */
static const struct option det_options[] = {
    {"perturb", required_argument, NULL, DO_PERTURB},
    {"size", required_argument, NULL, DO_SIZE},
    {"seed", required_argument, NULL, DO_SEED},
    {"threads", required_argument, NULL, DO_THREADS},
    {"markdown", no_argument, NULL, DO_MARKDOWN},
    {0, 0, 0, 0},
};

static int take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    det_cmd *c = self;
    switch (code) {
    case DO_PERTURB:
        if (parse_seeds(c, v) == 0) return 0;
        fprintf(stderr, "mgsim %s: bad value '%s' for %s\n", cmd, v, name);
        return -1;
    case DO_SIZE: c->size_arg = v; return 0;
    case DO_SEED: return opt_val_u64(cmd, name, v, &c->seed);
    case DO_THREADS: return opt_val_int(cmd, name, v, 0, 1024, &c->threads);
    case DO_MARKDOWN: c->markdown = 1; return 0;
    default: return -1;
    }
}

/* One run of workload d at one perturbation seed: a workload run
 * (run_exec) with "sim.perturb=SEED" after the user's sets. RUN_OK or
 * RUN_* with the message in err. */
static int run_seed(const det_cmd *c, const mgm_workload *d, uint64_t perturb, run_result *r,
                    char *err)
{
    char pset[64];
    snprintf(pset, sizeof pset, "sim.perturb=%llu", (unsigned long long)perturb);
    run_opts o;
    run_opts_init(&o);
    o.w = d;
    o.size = c->size_arg ? c->size_arg : "default";
    o.seed = c->seed;
    o.quiet = true;
    o.s.auto_threads = false; /* the config's threads, as a det table always ran */
    o.s.threads = c->threads;
    o.s.progress = SESSION_PROGRESS_OFF;
    o.plat.config = c->plat.config;
    o.plat.nsets = c->plat.nsets + 1;
    o.plat.sets = xmalloc(o.plat.nsets * sizeof *o.plat.sets, "det's --set list");
    if (c->plat.nsets) /* no --set: sets is NULL, which memcpy must not get */
        memcpy(o.plat.sets, c->plat.sets, c->plat.nsets * sizeof *o.plat.sets);
    o.plat.sets[c->plat.nsets] = pset;
    int rc = run_exec(&o, r, err);
    free(o.plat.sets);
    return rc;
}

/* All seeds of one workload; 0 when all ran and verified, RUN_OOM when
 * one ran out of memory, else 1. */
static int run_workload(det_cmd *c, unsigned k, const char *platform)
{
    const mgm_workload *d = c->w[k];
    char err[ERR_LEN_NEST(4)], hex[MAX_SEEDS][MGM_SHA256_HEX_LEN];
    int bad = 0;
    unsigned distinct = 0;
    if (c->markdown)
        printf("| %s | %s |", d->name, d->flags & MGM_WL_ORDER_SENSITIVE ? "yes" : "no");
    for (unsigned s = 0; s < c->nseeds; s++) {
        run_result r;
        int rc = run_seed(c, d, c->seeds[s], &r, err);
        run_result_free(&r);
        if (rc != RUN_OK) {
            fprintf(stderr, "mgsim det: %s --perturb %" PRIu64 ": %s\n", d->name,
                    c->seeds[s], err);
            return rc == RUN_OOM ? RUN_OOM : 1;
        }
        if (r.verified != 1) {
            fprintf(stderr, "mgsim det: %s --perturb %" PRIu64 ": %s\n", d->name,
                    c->seeds[s], r.verify_msg);
            bad = 1;
        }
    memcpy(hex[s], r.sha256, sizeof hex[s]);
        unsigned k = 0;
        while (k < s && strcmp(hex[k], hex[s])) k++;
        distinct += k == s;
        if (c->markdown) printf(" `%.12s`%s |", r.sha256, r.verified == 1 ? "" : " (!)");
        else
            printf("%-5s %-10s perturb %-3" PRIu64 " %s %s %10" PRIu64 " cycles %8.2f s\n",
                   d->name, platform, c->seeds[s], r.sha256,
                   r.verified == 1 ? "verified" : "WRONG   ", r.cycles, r.wall_s);
        fflush(stdout);
    }
    if (c->markdown) printf(" %u |\n", distinct);
    else printf("%-5s %-10s %u distinct hash%s over %u seeds\n", d->name, platform, distinct,
                distinct == 1 ? "" : "es", c->nseeds);
    return bad;
}

int cmd_det(int argc, char **argv)
{
    det_cmd c;
    memset(&c, 0, sizeof c);
    c.threads = SESSION_THREADS_CONFIG;
    c.seed = 1;
    c.nseeds = 1; /* seeds[0] = 0: unperturbed */
    int rc = 2;
    opt_group g[2] = {{det_options, NULL, take, &c}, plat_opt_group(&c.plat)};
    int first, t = opt_parse(argc, argv, "det", g, 2, &first);
    if (t == OPT_HELP) {
        usage(stdout);
        rc = 0;
        goto out;
    }
    if (t != OPT_OK) goto out;
    for (int i = first; i < argc; i++) {
        if (c.nw) {
            fprintf(stderr, "mgsim det: unexpected '%s' (see mgsim det --help)\n", argv[i]);
            goto out;
        }
        if (parse_workloads(&c, argv[i]) < 0) goto out;
    }
    if (!c.nw && parse_workloads(&c, "all") < 0) goto out;
    for (unsigned k = 0; c.size_arg && k < c.nw; k++) {
        char err[ERR_LEN];
        if (mgm_parse_size(c.w[k], c.size_arg, &c.size[k], err) < 0) {
            fprintf(stderr, "mgsim det: --size %s\n", err);
            goto out;
        }
    }
    char platform[64];
    run_platform_name(c.plat.config, platform, sizeof platform);
    if (c.markdown) {
        printf("| workload | order-sensitive |");
        for (unsigned s = 0; s < c.nseeds; s++) printf(" %" PRIu64 " |", c.seeds[s]);
        printf(" distinct |\n|---|---|");
        for (unsigned s = 0; s <= c.nseeds; s++) printf("---|");
        printf("\n");
    }
    rc = 0;
    for (unsigned k = 0; k < c.nw && rc != RUN_OOM; k++) {
        int w = run_workload(&c, k, platform);
        rc = w == RUN_OOM ? w : rc | w;
    }
out:
    plat_opt_free(&c.plat);
    return rc;
}
