/* mgsim casestudy: the multi-GPU case study of the MGSim paper (section
 * 7.4, Figure 9). Every workload runs in the timing model on M-SGPU,
 * U-MGPU and D-MGPU (configs/m-sgpu.ini, u-mgpu-4.ini, d-mgpu-4.ini) at
 * one size preset (paper4 by default, the paper's 4-GPU column), in this
 * process, one after another. Writes, in --out DIR (results/):
 *   casestudy.csv          one row per (workload, platform): kernel time,
 *                          time normalised to M-SGPU, cross-GPU bytes, ...
 *   casestudy.jsonl        the full --stats object of every run
 *   casestudy_time.EXT     Figure 9a: normalised execution time
 *   casestudy_traffic.EXT  Figure 9b: cross-GPU traffic (log scale)
 *   casestudy_claims.txt   the paper's findings checked on our figures
 * and prints the claims. Each run is a workload run (run.h) on the
 * session (driver/session.h) with its interrupt check: SIGINT or SIGTERM
 * stops the runs under way between two engine batches, no new one
 * starts, and the files hold the runs finished. Exit 0 when every run
 * verified (claims that do not hold are reported, not failures:
 * disagreeing with the paper is a finding), 1 when a run failed, 2 on
 * bad usage, 128 + the signal when interrupted. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tools/cmd.h"
#include "tools/run.h"
#include "tools/run_plot.h"
#include "workloads/mgmark/mgmark.h"

#define NPLAT 3
#define NWL 7
#define CS_MAX_JOBS (NPLAT * NWL)

static const char *const plat_file[NPLAT] = {"m-sgpu", "u-mgpu-4", "d-mgpu-4"};
static const char *const plat_label[NPLAT] = {"M-SGPU", "U-MGPU", "D-MGPU"};
static const char *const plat_color[NPLAT] = {"#7f7f7f", "#ed7d31", "#4472c4"};

typedef struct cs_state {
    const mgm_workload *w[NWL];
    size_t nw;
    run_result r[NWL][NPLAT];
    bool done[NWL][NPLAT];
    double bound_ps[NWL][NPLAT]; /* a sampled run's 95% half-width (0: detailed) */
} cs_state;

static void usage(FILE *f)
{
    fprintf(f, "usage: mgsim casestudy [options]\n"
               "  --size PRESET|N    every workload at this size (default paper4; paper1,\n"
               "                     default, or a number in each workload's unit)\n"
               "  --workloads LIST   comma-separated subset (default all seven)\n"
               "  --configs DIR      where m-sgpu.ini, u-mgpu-4.ini, d-mgpu-4.ini are\n"
               "                     (default: configs/ of the source tree)\n"
               "  --out DIR          output directory (default results)\n"
               "  --format png|svg   plot format (default png; svg without gnuplot)\n"
               "  --threads N        engine threads per run (default: serial)\n"
               "  --jobs N           runs at a time (default 1; the same figures: each run\n"
               "                     is its own simulation; N runs need N cores and N\n"
               "                     runs' memory)\n"
               "  --seed S           input seed (default 1)\n"
               "  --sample           sampled simulation (sample.enable=1, docs/sampling.md)\n"
               "  --set S.K=V        override one configuration key in every run\n"
               "                     (repeatable; e.g. --set sample.tolerance=0.03)\n"
               "  --from CSV         no simulation: redraw the plots and re-check the\n"
               "                     findings from an earlier casestudy.csv\n");
}

static int pick_workloads(cs_state *s, const char *list)
{
    char buf[256], err[ERR_LEN];
    snprintf(buf, sizeof buf, "%s", list);
    s->nw = 0;
    for (char *save, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        const mgm_workload *w = mgm_workload_find(t, err);
        if (!w || s->nw == NWL) {
            fprintf(stderr, "mgsim casestudy: %s\n", w ? "too many workloads" : err);
            return -1;
        }
        s->w[s->nw++] = w;
    }
    return s->nw ? 0 : -1;
}

static double norm_time(const cs_state *s, size_t i, int p)
{
    double base = (double)s->r[i][0].kernel_time_ps;
    return base > 0 && s->done[i][0] ? (double)s->r[i][p].kernel_time_ps / base : 0;
}

static int write_csv(const cs_state *s, const char *dir)
{
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/casestudy.csv", dir);
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    fprintf(f, "workload,pattern,size,unit,platform,kernel_time_ns,normalized_time,"
               "cross_gpu_bytes,instructions,cycles,verified,output_sha256,wall_s,kips,"
               "kernel_time_bound_ns\n");
    for (size_t i = 0; i < s->nw; i++)
        for (int p = 0; p < NPLAT; p++) {
            const run_result *r = &s->r[i][p];
            if (!s->done[i][p]) continue;
            fprintf(f, "%s,%s,%llu,%s,%s,%.3f,%.4f,%llu,%llu,%llu,%s,%s,%.3f,%.1f,%.3f\n",
                    r->w->name, mgm_pattern_name(r->w->pattern), (unsigned long long)r->size,
                    r->w->unit, plat_label[p], (double)r->kernel_time_ps / 1e3,
                    norm_time(s, i, p), (unsigned long long)r->cross_gpu_bytes,
                    (unsigned long long)r->instructions, (unsigned long long)r->cycles,
                    r->verified < 0 ? "unchecked" : r->verified ? "yes" : "NO", r->sha256,
                    r->wall_s, r->kips, s->bound_ps[i][p] / 1e3);
        }
    return fclose(f);
}

static int plots(const cs_state *s, const char *dir, const char *fmt)
{
    const char *cat[NWL];
    double tv[NWL * NPLAT], xv[NWL * 2];
    for (size_t i = 0; i < s->nw; i++) {
        cat[i] = s->w[i]->name;
        for (int p = 0; p < NPLAT; p++) tv[i * NPLAT + p] = norm_time(s, i, p);
        xv[2 * i] = (double)s->r[i][1].cross_gpu_bytes;
        xv[2 * i + 1] = (double)s->r[i][2].cross_gpu_bytes;
    }
    char path[PATH_MAX], err[600];
    run_chart t = {"Normalized execution time (M-SGPU = 1)", "execution time / M-SGPU", s->nw,
                   NPLAT, cat, plat_label, tv, false, plat_color};
    snprintf(path, sizeof path, "%s/casestudy_time.%s", dir, fmt);
    if (run_chart_write(&t, path, err, sizeof err) < 0) goto bad;
    run_chart x = {"Cross-GPU traffic", "bytes (log scale; 0 not drawn)", s->nw, 2, cat,
                   plat_label + 1, xv, true, plat_color + 1};
    snprintf(path, sizeof path, "%s/casestudy_traffic.%s", dir, fmt);
    if (run_chart_write(&x, path, err, sizeof err) < 0) goto bad;
    return 0;
bad:
    fprintf(stderr, "mgsim casestudy: %s\n", err);
    return -1;
}

/* ---- the paper's findings (7.4) against our figures ---- */

static const run_result *get(const cs_state *s, const char *wl, int p)
{
    for (size_t i = 0; i < s->nw; i++)
        if (!strcmp(s->w[i]->name, wl)) return s->done[i][p] ? &s->r[i][p] : NULL;
    return NULL;
}

static size_t idx(const cs_state *s, const char *wl)
{
    for (size_t i = 0; i < s->nw; i++)
        if (!strcmp(s->w[i]->name, wl)) return i;
    return 0;
}

/* A finding's verdict: on a sampled run's figures a comparison of times
 * holds for every value within the runs' 95% bounds (AGREE), for none
 * (DISAGREE), or is not decided by them (a difference smaller than the
 * bounds: the detailed run, not the sampled one, settles it). */
enum { DISAGREE = -1, OPEN = 0, AGREE = 1 };

typedef struct cs_claims {
    FILE *f;
    int agree, total, open;
} cs_claims;

static void claim(cs_claims *c, int v, const char *text)
{
    fprintf(c->f, "  [%s] %s\n",
            v == AGREE ? "agree" : v == DISAGREE ? "DISAGREE" : "within the sampled bounds", text);
    c->agree += v == AGREE, c->open += v == OPEN, c->total++;
}

static int all(int a, int b) { return a == DISAGREE || b == DISAGREE ? DISAGREE : a < b ? a : b; }
static int yes(bool ok) { return ok ? AGREE : DISAGREE; }

/* A kernel time and its bound as an interval (a point in detail). */
typedef struct span {
    double lo, hi;
} span;

static span tspan(const cs_state *s, const char *wl, int p)
{
    size_t i = idx(s, wl);
    double t = (double)s->r[i][p].kernel_time_ps, b = s->bound_ps[i][p];
    return (span){t - b, t + b};
}

/* p's time over M-SGPU's */
static span norm(const cs_state *s, const char *wl, int p)
{
    span a = tspan(s, wl, p), m = tspan(s, wl, 0);
    return (span){m.hi > 0 ? a.lo / m.hi : 0, m.lo > 0 ? a.hi / m.lo : INFINITY};
}

/* x above y for every value within the bounds, for none, or open */
static int above(span x, span y) { return x.lo > y.hi ? AGREE : x.hi <= y.lo ? DISAGREE : OPEN; }

#define X(wl, p) (get(s, wl, p) ? get(s, wl, p)->cross_gpu_bytes : 0)
#define HAVE(wl) (get(s, wl, 1) && get(s, wl, 2))

static void claims(const cs_state *s, FILE *f)
{
    cs_claims c = {f, 0, 0, 0};
    int slower = 0, more = 0, n = 0, v = AGREE;
    char t[256];
    for (size_t i = 0; i < s->nw; i++) {
        if (!s->done[i][1] || !s->done[i][2]) continue;
        n++;
        int u = above(tspan(s, s->w[i]->name, 1), tspan(s, s->w[i]->name, 2));
        slower += u == AGREE, v = all(v, u);
        more += s->r[i][1].cross_gpu_bytes > s->r[i][2].cross_gpu_bytes;
    }
    fprintf(f, "The paper's findings (section 7.4) on our figures:\n");
    snprintf(t, sizeof t, "U-MGPU slower than D-MGPU (%d of %d workloads)", slower, n);
    claim(&c, n ? v : DISAGREE, t);
    snprintf(t, sizeof t, "U-MGPU moves more bytes across GPUs than D-MGPU (%d of %d)", more, n);
    claim(&c, yes(n && more == n), t);
    if (HAVE("aes") && HAVE("km")) {
        snprintf(t, sizeof t, "AES and KM: no cross-GPU traffic on D-MGPU (%llu, %llu bytes)",
                 (unsigned long long)X("aes", 2), (unsigned long long)X("km", 2));
        claim(&c, yes(X("aes", 2) == 0 && X("km", 2) == 0), t);
    }
    if (HAVE("fir") && HAVE("sc")) {
        snprintf(t, sizeof t, "FIR and SC: some cross-GPU traffic on D-MGPU, SC more than FIR "
                 "(%llu, %llu bytes)", (unsigned long long)X("fir", 2),
                 (unsigned long long)X("sc", 2));
        claim(&c, yes(X("fir", 2) > 0 && X("sc", 2) > X("fir", 2)), t);
    }
    span one = {1, 1}, like = {1.05, 1.05};
    if (HAVE("aes") && HAVE("km") && get(s, "aes", 0) && get(s, "km", 0)) {
        span a = norm(s, "aes", 2), k = norm(s, "km", 2);
        snprintf(t, sizeof t, "AES and KM: D-MGPU performs like M-SGPU or better (time %.2f, "
                 "%.2f of M-SGPU)", norm_time(s, idx(s, "aes"), 2), norm_time(s, idx(s, "km"), 2));
        claim(&c, all(-above(a, like), -above(k, like)), t);
    }
    if (HAVE("fir") && HAVE("sc") && get(s, "fir", 0) && get(s, "sc", 0)) {
        span fr = norm(s, "fir", 2), sr = norm(s, "sc", 2);
        double frm = norm_time(s, idx(s, "fir"), 2), srm = norm_time(s, idx(s, "sc"), 2);
        snprintf(t, sizeof t, "FIR and SC: slower on D-MGPU than on M-SGPU (%.2f, %.2f)", frm,
                 srm);
        claim(&c, all(above(fr, one), above(sr, one)), t);
        snprintf(t, sizeof t, "SC worse than FIR on D-MGPU (%.2f vs %.2f of M-SGPU)", srm, frm);
        claim(&c, above(sr, fr), t);
    }
    if (HAVE("gd") && HAVE("mt") && HAVE("fir") && HAVE("sc")) {
        uint64_t lo = X("gd", 2) < X("mt", 2) ? X("gd", 2) : X("mt", 2);
        uint64_t adj = X("fir", 2) > X("sc", 2) ? X("fir", 2) : X("sc", 2);
        snprintf(t, sizeof t, "GD and MT: more cross-GPU traffic on D-MGPU than the adjacent "
                 "patterns (%llu, %llu vs at most %llu bytes)", (unsigned long long)X("gd", 2),
                 (unsigned long long)X("mt", 2), (unsigned long long)adj);
        claim(&c, yes(lo > adj), t);
    }
    if (HAVE("bs")) {
        snprintf(t, sizeof t, "BS: D-MGPU faster than U-MGPU (%.1f vs %.1f us)",
                 (double)get(s, "bs", 2)->kernel_time_ps / 1e6,
                 (double)get(s, "bs", 1)->kernel_time_ps / 1e6);
        claim(&c, above(tspan(s, "bs", 1), tspan(s, "bs", 2)), t);
    }
    fprintf(f, "%d of %d findings agree", c.agree, c.total);
    if (c.open) fprintf(f, " (%d within the sampled runs' bounds: not decided)", c.open);
    fprintf(f, "\n");
}

static int write_claims(const cs_state *s, const char *dir)
{
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/casestudy_claims.txt", dir);
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    claims(s, f);
    return fclose(f);
}

/* --from CSV: the figures of an earlier run (its casestudy.csv), to
 * redraw the plots and re-check the findings without simulating. */
static int load_csv(cs_state *s, const char *path)
{
    FILE *f = fopen(path, "r");
    char line[1024], err[ERR_LEN];
    if (!f || !fgets(line, sizeof line, f)) {
        fprintf(stderr, "mgsim casestudy: --from %s: %s\n", path, f ? "empty" : strerror(errno));
        if (f) fclose(f);
        return -1;
    }
    s->nw = 0;
    int rc = 0, ln = 1;
    while (rc == 0 && fgets(line, sizeof line, f)) {
        char *fld[15], *save = NULL;
        int n = 0;
        ln++;
        line[strcspn(line, "\r\n")] = 0;
        for (char *t = strtok_r(line, ",", &save); t && n < 15; t = strtok_r(NULL, ",", &save))
            fld[n++] = t;
        /* (14 fields: a file from before the bound's column) */
        bool ok = n == 14 || n == 15;
        const mgm_workload *w = ok ? mgm_workload_find(fld[0], err) : NULL;
        int p = -1;
        for (int k = 0; k < NPLAT; k++)
            if (ok && !strcmp(fld[4], plat_label[k])) p = k;
        if (!w || p < 0) {
            fprintf(stderr, "mgsim casestudy: %s:%d: not a casestudy.csv row\n", path, ln);
            rc = -1;
            break;
        }
        size_t i = 0;
        while (i < s->nw && s->w[i] != w) i++;
        if (i == s->nw && s->nw < NWL) s->w[s->nw++] = w;
        if (i >= s->nw) continue;
        run_result *r = &s->r[i][p];
        memset(r, 0, sizeof *r);
        r->w = w, r->mode = "timing";
        snprintf(r->platform, sizeof r->platform, "%s", plat_file[p]);
        r->size = strtoull(fld[2], NULL, 10);
        r->kernel_time_ps = (uint64_t)(strtod(fld[5], NULL) * 1e3 + 0.5);
        r->cross_gpu_bytes = strtoull(fld[7], NULL, 10);
        r->instructions = strtoull(fld[8], NULL, 10);
        r->cycles = strtoull(fld[9], NULL, 10);
        r->verified = !strcmp(fld[10], "yes") ? 1 : !strcmp(fld[10], "NO") ? 0 : -1;
        snprintf(r->sha256, sizeof r->sha256, "%s", fld[11]);
        r->wall_s = strtod(fld[12], NULL);
        r->kips = strtod(fld[13], NULL);
        s->bound_ps[i][p] = n == 15 ? strtod(fld[14], NULL) * 1e3 : 0;
        s->done[i][p] = true;
    }
    fclose(f);
    return rc;
}

/* The config file of platform p under cfgdir into cfg (PATH_MAX); -1
 * with the message in err when the path is too long. */
static int plat_path(char *cfg, const char *cfgdir, int p, char *err, size_t errlen)
{
    if (snprintf(cfg, PATH_MAX, "%s/%s.ini", cfgdir, plat_file[p]) < PATH_MAX) return 0;
    snprintf(err, errlen, "--configs: a path of %zu bytes is too long", strlen(cfgdir));
    return -1;
}

/* The runs of the matrix, taken in matrix order by --jobs workers (the
 * runs are independent simulations, each on its own engine: the figures
 * do not depend on which worker ran them or when); the JSON lines are
 * written in matrix order as the runs before them are done. */
typedef struct cs_matrix {
    cs_state *s;
    const run_opts *o;
    const char *cfgdir;
    FILE *jl;
    pthread_mutex_t mu;  /* guards everything below and the output */
    size_t next, written, total;
    int rc;              /* the first failure's, RUN_OK while none */
} cs_matrix;

static void *cs_worker(void *arg)
{
    cs_matrix *m = arg;
    char cfg[PATH_MAX], err[ERR_LEN_NEST(4)];
    run_opts o = *m->o; /* shallow: w and plat.config are set per run */
    for (;;) {
        pthread_mutex_lock(&m->mu);
        size_t k = m->rc == RUN_OK && m->next < m->total ? m->next++ : m->total;
        pthread_mutex_unlock(&m->mu);
        if (k == m->total) return NULL;
        size_t i = k / NPLAT;
        int p = (int)(k % NPLAT);
        int rc = RUN_OK;
        if (plat_path(cfg, m->cfgdir, p, err, sizeof err) < 0) {
            rc = RUN_USAGE;
        } else {
            o.w = m->s->w[i];
            o.plat.config = cfg;
            rc = run_exec(&o, &m->s->r[i][p], err);
        }
        pthread_mutex_lock(&m->mu);
        const run_result *r = &m->s->r[i][p];
        if (rc != RUN_OK) {
            fprintf(stderr, "mgsim casestudy: %s on %s: %s\n", m->s->w[i]->name, plat_label[p],
                    err);
        } else {
            m->s->done[i][p] = true;
            m->s->bound_ps[i][p] = run_time_bound_ps(r);
            fprintf(stderr, "  %-4s %-7s %12.3f us %14llu cross-GPU bytes  %s  (%.1f s host)\n",
                    r->w->name, plat_label[p], (double)r->kernel_time_ps / 1e6,
                    (unsigned long long)r->cross_gpu_bytes,
                    r->verified ? "verified" : "VERIFICATION FAILED", r->wall_s);
            if (r->verified == 0) rc = RUN_ERROR;
        }
        if (rc != RUN_OK && m->rc == RUN_OK) m->rc = rc;
        while (m->written < m->total && m->s->done[m->written / NPLAT][m->written % NPLAT]) {
            run_write_json(m->jl, &m->s->r[m->written / NPLAT][m->written % NPLAT]);
            m->written++;
        }
        fflush(m->jl);
        pthread_mutex_unlock(&m->mu);
    }
}

/* Every platform with the --set overrides, before any run: a bad key or
 * value is a usage error that leaves no files (the message names it). */
static int check_platforms(const run_opts *o, const char *cfgdir)
{
    char cfg[PATH_MAX], err[ERR_LEN];
    for (int p = 0; p < NPLAT; p++) {
        plat_opt po = o->plat;
        platform_config pc;
        if (plat_path(cfg, cfgdir, p, err, sizeof err) < 0) {
            fprintf(stderr, "mgsim casestudy: %s\n", err);
            return -1;
        }
        po.config = cfg;
        if (plat_opt_load(&po, &pc, NULL) < 0) return -1;
    }
    return 0;
}

static int run_matrix(cs_state *s, run_opts *o, const char *cfgdir, FILE *jl, int jobs)
{
    cs_matrix m = {.s = s, .o = o, .cfgdir = cfgdir, .jl = jl, .total = s->nw * NPLAT,
                   .rc = RUN_OK};
    pthread_t tid[CS_MAX_JOBS];
    int started = 0;
    if (pthread_mutex_init(&m.mu, NULL) != 0) return RUN_ERROR;
    if (jobs > 1) o->s.progress = SESSION_PROGRESS_OFF; /* progress lines would interleave */
    for (int j = 1; j < jobs && (size_t)j < m.total; j++, started++)
        if (pthread_create(&tid[started], NULL, cs_worker, &m) != 0) break;
    cs_worker(&m);
    for (int j = 0; j < started; j++) pthread_join(tid[j], NULL);
    pthread_mutex_destroy(&m.mu);
    return m.rc;
}

/* casestudy's options: its own, and the run's --size, --threads, --seed, --set. */
typedef struct cs_opts {
    run_opts *o;
    const char *out, *fmt, *cfgdir, *wl, *from;
    int jobs;
} cs_opts;

enum { CO_OUT = 1, CO_FORMAT, CO_CONFIGS, CO_WORKLOADS, CO_SIZE, CO_FROM, CO_THREADS, CO_SEED,
       CO_JOBS, CO_SAMPLE, CO_SET };

static const struct option cs_options[] = {
    {"out", required_argument, NULL, CO_OUT},
    {"format", required_argument, NULL, CO_FORMAT},
    {"configs", required_argument, NULL, CO_CONFIGS},
    {"workloads", required_argument, NULL, CO_WORKLOADS},
    {"size", required_argument, NULL, CO_SIZE},
    {"from", required_argument, NULL, CO_FROM},
    {"threads", required_argument, NULL, CO_THREADS},
    {"seed", required_argument, NULL, CO_SEED},
    {"jobs", required_argument, NULL, CO_JOBS},
    {"sample", no_argument, NULL, CO_SAMPLE},
    {"set", required_argument, NULL, CO_SET},
    {0, 0, 0, 0},
};

static int cs_take(void *self, int code, const char *name, const char *v, const char *cmd)
{
    cs_opts *c = self;
    switch (code) {
    case CO_OUT: c->out = v; return opt_val_outdir(cmd, name, v);
    case CO_FORMAT: c->fmt = v; return 0;
    case CO_CONFIGS: c->cfgdir = v; return 0;
    case CO_WORKLOADS: c->wl = v; return 0;
    case CO_SIZE: c->o->size = v; return 0;
    case CO_FROM: c->from = v; return 0;
    case CO_THREADS: return opt_val_int(cmd, name, v, 0, 1024, &c->o->s.threads);
    case CO_SEED: return opt_val_u64(cmd, name, v, &c->o->seed);
    case CO_JOBS: return opt_val_int(cmd, name, v, 1, CS_MAX_JOBS, &c->jobs);
    case CO_SAMPLE: /* sampled simulation (docs/sampling.md) */
        plat_opt_add_set(&c->o->plat, "sample.enable=1");
        return 0;
    case CO_SET: /* every run's (checked before the first: check_platforms) */
        plat_opt_add_set(&c->o->plat, v);
        return 0;
    default: return -1;
    }
}

int cmd_casestudy(int argc, char **argv)
{
    run_opts o;
    run_opts_init(&o);
    o.size = "paper4";
    o.s.threads = 0;
    cs_opts co = {&o, "results", "png", NULL, "aes,bs,fir,gd,km,mt,sc", NULL, 1};
    cs_state *s = calloc(1, sizeof *s);
    int rc = RUN_USAGE, first;
    char dflt[PATH_MAX], path[PATH_MAX + 32];
    if (!s) return RUN_ERROR;
    opt_group g = {cs_options, NULL, cs_take, &co};
    int t = opt_parse(argc, argv, "casestudy", &g, 1, &first);
    if (t == OPT_HELP) {
        usage(stdout);
        rc = 0;
        goto done;
    }
    if (t == OPT_OK && first < argc) {
        fprintf(stderr, "mgsim casestudy: unexpected argument '%s'\n", argv[first]);
        t = OPT_BAD;
    }
    if (t != OPT_OK) {
        usage(stderr);
        goto done;
    }
    const char *out = co.out, *fmt = co.fmt, *cfgdir = co.cfgdir, *wl = co.wl, *from = co.from;
    if (strcmp(fmt, "png") && strcmp(fmt, "svg")) {
        fprintf(stderr, "mgsim casestudy: --format %s: png or svg\n", fmt);
        goto done;
    }
    if (pick_workloads(s, wl) < 0) goto done;
    if (!cfgdir) {
        run_configs_dir(dflt, sizeof dflt);
        cfgdir = dflt;
    }
    if (!from && check_platforms(&o, cfgdir) < 0) goto done;
    if (mkdir(out, 0777) < 0 && errno != EEXIST) {
        fprintf(stderr, "mgsim casestudy: --out %s: %s\n", out, strerror(errno));
        goto done;
    }
    if (from) {
        char copy[PATH_MAX];
        snprintf(copy, sizeof copy, "%s", from); /* out/casestudy.csv may be the input */
        rc = load_csv(s, copy) < 0 ? RUN_USAGE : RUN_OK;
        if (rc != RUN_OK) goto done;
    } else {
        snprintf(path, sizeof path, "%s/casestudy.jsonl", out);
        FILE *jl = fopen(path, "w");
        if (!jl) {
            fprintf(stderr, "mgsim casestudy: %s: %s\n", path, strerror(errno));
            rc = RUN_ERROR;
            goto done;
        }
        fprintf(stderr, "mgsim casestudy: %zu workloads x %d platforms, size %s, configs in %s, "
                "%d run%s at a time\n", s->nw, NPLAT, o.size, cfgdir, co.jobs,
                co.jobs == 1 ? "" : "s");
        run_interrupt_install();
        o.s.interrupted = run_interrupted;
        rc = run_matrix(s, &o, cfgdir, jl, co.jobs);
        o.plat.config = NULL; /* pointed at a local */
        fclose(jl);
        if (run_interrupted()) rc = 128 + run_interrupted(); /* the files: the runs done */
    }
    if (write_csv(s, out) || write_claims(s, out)) {
        fprintf(stderr, "mgsim casestudy: cannot write into %s\n", out);
        rc = RUN_ERROR;
    }
    if (rc == RUN_OK && plots(s, out, fmt) < 0) rc = RUN_ERROR;
    claims(s, stdout);
    printf("wrote %s/casestudy.csv,%s casestudy_time.%s, casestudy_traffic.%s, "
           "casestudy_claims.txt\n", out, from ? "" : " casestudy.jsonl,", fmt, fmt);
done:
    free(s);
    run_opts_free(&o);
    return rc;
}
