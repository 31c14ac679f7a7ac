/* Running a sweep's points with fork/exec, and the results files:
 * resuming, sorting, merging shards (sweep.h). */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "engine/topology.h"
#include "tools/interrupt.h"
#include "tools/sweep.h"
#include "util/js.h"
#include "util/xalloc.h"
#include "util/vec.h"
#include "util/err.h"

/* ---- results lines ------------------------------------------------------------ */

typedef struct line {
    char *text;     /* without the newline */
    long point;
    char *key;
    int ok;
} line;

typedef struct lines {
    line *v;
    size_t n, cap;
} lines;

/* A results line's point, key and status (json-c reads it); 0, or -1
 * when it is not one (a torn last line of an interrupted run). */
static int parse_line(const char *text, line *l)
{
    char err[ERR_LEN];
    json_object *o = js_parse(text, err, sizeof err);
    json_object *pt = js_get(o, "point"), *key = js_get(o, "key"), *st = js_get(o, "status");
    int rc = -1;
    if (json_object_is_type(pt, json_type_int) && json_object_is_type(key, json_type_string)) {
        l->point = (long)json_object_get_int64(pt);
        l->key = xstrdup(json_object_get_string(key), "sweep result key");
        l->ok = json_object_is_type(st, json_type_string) &&
                !strcmp(json_object_get_string(st), "ok");
        rc = 0;
    }
    json_object_put(o);
    return rc;
}

/* How read_lines treats a line that is not a result: resume repairs the
 * file (a partial last line, what an interrupted run leaves, is cut off so
 * its point runs again and the next result starts a line of its own);
 * merge reports it; sort (after a run that reported already) is quiet.
 * Every such line is dropped, and the reports name it by number. */
enum { RL_RESUME, RL_MERGE, RL_SORT };

static void add_line(lines *L, line l, const char *text)
{
    l.text = xstrdup(text, "sweep result line");
    VEC_PUSH(L->v, L->n, L->cap, l, "sweep results");
}

/* Cuts path at off (the partial last line gone), or ends it with the
 * newline it lacks (a whole last line cut just before it). */
static int repair(const char *path, off_t off, int whole)
{
    if (!whole)
        return truncate(path, off);
    FILE *f = fopen(path, "a");
    return f && fputc('\n', f) != EOF && !fclose(f) ? 0 : -1;
}

static int read_lines(const char *path, lines *L, int mode)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return errno == ENOENT ? 0 : -1;
    char *buf = NULL;
    size_t cap = 0;
    ssize_t n;
    long lineno = 0;
    off_t at = 0, next = 0;
    int rc = 0;
    while ((n = getline(&buf, &cap, f)) > 0) {
        lineno++;
        at = next;
        next += n;
        int ended = buf[n - 1] == '\n';
        while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
            buf[--n] = 0;
        line l;
        int good = n && parse_line(buf, &l) == 0;
        if (good)
            add_line(L, l, buf);
        if (!ended && mode == RL_RESUME && repair(path, at, good)) {
            rc = -1;
            break;
        }
        if (good || !n || mode == RL_SORT)
            continue;
        if (ended)
            fprintf(stderr, "mgsim sweep: %s:%ld: not a sweep result line: skipped\n", path,
                    lineno);
        else
            fprintf(stderr, "mgsim sweep: %s:%ld: %s\n", path, lineno, mode == RL_RESUME
                    ? "dropped a partial last line (an interrupted run?); its point runs again"
                    : "a partial last line (an interrupted run?): skipped");
    }
    free(buf);
    fclose(f);
    return rc;
}

static void free_lines(lines *L)
{
    for (size_t i = 0; i < L->n; i++) {
        free(L->v[i].text);
        free(L->v[i].key);
    }
    free(L->v);
}

static int by_point(const void *a, const void *b)
{
    const line *x = a, *y = b;
    if (x->point != y->point)
        return x->point < y->point ? -1 : 1;
    int k = strcmp(x->key, y->key);
    if (k)
        return k;
    return y->ok - x->ok; /* ok first */
}

/* Sorted by point, one line per key (an ok line wins). */
static void emit(lines *L, FILE *out)
{
    if (L->n)
        qsort(L->v, L->n, sizeof *L->v, by_point);
    for (size_t i = 0; i < L->n; i++)
        if (i == 0 || strcmp(L->v[i].key, L->v[i - 1].key) || L->v[i].point != L->v[i - 1].point)
            fprintf(out, "%s\n", L->v[i].text);
}

int sweep_sort_file(const char *path, char *err, size_t errlen)
{
    lines L = {0};
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.sorting", path);
    FILE *f = NULL;
    int rc = read_lines(path, &L, RL_SORT) || !(f = fopen(tmp, "w")) ? -1 : 0;
    if (!rc) {
        emit(&L, f);
        rc = fclose(f) || rename(tmp, path) ? -1 : 0;
    }
    free_lines(&L);
    if (rc)
        snprintf(err, errlen, "cannot rewrite '%s'", path);
    return rc;
}

static int by_name(const struct dirent **a, const struct dirent **b)
{
    return strcmp((*a)->d_name, (*b)->d_name);
}

static int jsonl(const struct dirent *d)
{
    size_t n = strlen(d->d_name);
    return n > 6 && !strcmp(d->d_name + n - 6, ".jsonl");
}

int sweep_merge(const char *dir, FILE *out, char *err, size_t errlen)
{
    lines L = {0};
    struct stat st;
    int rc = 0;
    if (stat(dir, &st)) {
        snprintf(err, errlen, "cannot read '%s'", dir);
        return -1;
    }
    if (S_ISDIR(st.st_mode)) {
        struct dirent **names;
        int n = scandir(dir, &names, jsonl, by_name);
        if (n < 0) {
            snprintf(err, errlen, "cannot read '%s'", dir);
            return -1;
        }
        for (int i = 0; i < n; i++) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", dir, names[i]->d_name);
            if (!rc && read_lines(path, &L, RL_MERGE)) {
                snprintf(err, errlen, "cannot read '%s'", path);
                rc = -1;
            }
            free(names[i]);
        }
        free(names);
    } else if (read_lines(dir, &L, RL_MERGE)) {
        snprintf(err, errlen, "cannot read '%s'", dir);
        rc = -1;
    }
    if (!rc)
        emit(&L, out);
    free_lines(&L);
    return rc;
}

/* ---- running ------------------------------------------------------------------- */

typedef struct slot {
    pid_t pid;              /* also its process group's id */
    int timed_out;          /* killed for the spec's timeout */
    size_t point;
    struct timespec start;
    char stats[4096], errf[4096];
} slot;

static double since(const struct timespec *t0)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) * 1e-9;
}

static char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = len >= 0 ? malloc((size_t)len + 1) : NULL;
    *n = b ? fread(b, 1, (size_t)len, f) : 0;
    if (b)
        b[*n] = 0;
    fclose(f);
    return b;
}

/* The point's --stats file as a JSON object, or NULL. */
static json_object *read_stats(const char *path)
{
    size_t n = 0;
    char *text = slurp(path, &n), err[128];
    json_object *o = text ? js_parse(text, err, sizeof err) : NULL;
    free(text);
    if (o && !json_object_is_type(o, json_type_object)) {
        json_object_put(o);
        o = NULL;
    }
    return o;
}

/* Writes point k's line; 1 when it succeeded. */
static int write_result(const sweep_spec *s, slot *k, int status, FILE *out)
{
    char key[4096];
    sweep_point_key(s, k->point, key, sizeof key);
    size_t idx[SWEEP_MAX_AXES], ne = 0;
    sweep_point_values(s, k->point, idx);
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    json_object *stats = code == 0 && !k->timed_out ? read_stats(k->stats) : NULL;
    int ok = stats != NULL;
    json_object *o = js_obj(JS_COMPACT), *params = js_obj(JS_COMPACT);
    js_put_u64(o, "point", k->point);
    js_put_str(o, "key", key);
    for (size_t i = 0; i < s->naxes; i++)
        js_put_str(params, s->axis[i].name, s->axis[i].value[idx[i]]);
    js_put(o, "params", params);
    js_put_str(o, "status", ok ? "ok" : k->timed_out ? "timeout" : "failed");
    js_put_i64(o, "exit_code", code);
    if (k->timed_out)
        js_put_fixed(o, "timeout_s", s->timeout_s, 3);
    js_put_fixed(o, "wall_s", since(&k->start), 3);
    if (ok) {
        js_put(o, "stats", stats);
    } else {
        char *errs = slurp(k->errf, &ne);
        size_t from = ne > 2000 ? ne - 2000 : 0;
        js_put_strn(o, "stderr_tail", errs ? errs + from : "", errs ? ne - from : 0);
        free(errs);
    }
    js_writeln(out, o, JS_COMPACT);
    json_object_put(o);
    fflush(out);
    unlink(k->stats);
    unlink(k->errf);
    return ok;
}

/* cores: MGSIM_CORES for the point ("": inherit). */
static pid_t start(const sweep_spec *s, const sweep_run_opts *o, slot *k, const char *tmpdir,
                   const char *cores)
{
    snprintf(k->stats, sizeof k->stats, "%s/p%zu.json", tmpdir, k->point);
    snprintf(k->errf, sizeof k->errf, "%s/p%zu.err", tmpdir, k->point);
    char err[ERR_LEN];
    char **argv = sweep_point_argv(s, k->point, err, sizeof err);
    clock_gettime(CLOCK_MONOTONIC, &k->start);
    size_t n = 0;
    while (argv && argv[n])
        n++;
    char **full = calloc(n + 4, sizeof *full);
    pid_t parent = getpid();
    pid_t pid = full && argv ? fork() : -1;
    if (pid == 0) {
        /* a process group of its own, so a timeout or an interrupted sweep
         * reaches whatever it starts; and killed when the sweep dies, even
         * by SIGKILL */
        setpgid(0, 0);
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() != parent)
            _exit(127);
        FILE *e = freopen(k->errf, "w", stderr);
        if (!freopen("/dev/null", "w", stdout) || !e)
            _exit(127);
        if (*cores) setenv("MGSIM_CORES", cores, 1);
        full[0] = (char *)o->exe;
        memcpy(full + 1, argv, n * sizeof *full);
        full[n + 1] = "--stats";
        full[n + 2] = k->stats;
        execv(o->exe, full);
        fprintf(stderr, "cannot run %s\n", o->exe);
        _exit(127);
    }
    if (!argv) { /* a bad template fails the point, not the sweep */
        FILE *e = fopen(k->errf, "w");
        if (e) {
            fprintf(e, "%s\n", err);
            fclose(e);
        }
    }
    if (pid > 0)
        setpgid(pid, pid); /* also here: no race with the child's own call */
    free(full);
    sweep_argv_free(argv);
    k->timed_out = 0;
    return pid;
}

/* SIGINT/SIGTERM of the sweep: the running points get SIGTERM (a run
 * stops cleanly), then SIGKILL after 5 s; they are not recorded (resume
 * runs them again) and their files go with the temporary directory. */
static void stop_all(slot *sl, int jobs)
{
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int j = 0; j < jobs; j++)
        if (sl[j].pid > 0)
            kill(-sl[j].pid, SIGTERM);
    for (int left = 1, killed = 0; left;) {
        left = 0;
        for (int j = 0; j < jobs; j++) {
            if (sl[j].pid <= 0)
                continue;
            if (waitpid(sl[j].pid, NULL, WNOHANG) == sl[j].pid) {
                unlink(sl[j].stats);
                unlink(sl[j].errf);
                sl[j].pid = 0;
            } else {
                left = 1;
                if (!killed && since(&t0) > 5)
                    kill(-sl[j].pid, SIGKILL);
            }
        }
        killed = since(&t0) > 5;
        if (left)
            nanosleep(&(struct timespec){0, 2000000}, NULL);
    }
}

long sweep_run(const sweep_spec *s, const sweep_run_opts *o, char *err, size_t errlen)
{
    lines done = {0};
    if (read_lines(o->out, &done, RL_RESUME)) {
        snprintf(err, errlen, "cannot read '%s'", o->out);
        return -1;
    }
    FILE *out = fopen(o->out, "a");
    char tmpdir[1024];
    const char *base = getenv("TMPDIR");
    snprintf(tmpdir, sizeof tmpdir, "%s/mgsim-sweep-XXXXXX", base && *base ? base : "/tmp");
    if (!out || !mkdtemp(tmpdir)) {
        snprintf(err, errlen, "cannot write '%s'", o->out);
        free_lines(&done);
        if (out)
            fclose(out);
        return -1;
    }
    int jobs = o->jobs > 0 ? o->jobs : 1;
    slot *sl = calloc((size_t)jobs, sizeof *sl);
    /* each point's run may use its share of the cores (mgsim run's
     * automatic thread count; --threads or [sim] threads in the point
     * still win), so N points at once do not each take the machine */
    char cores[16] = "";
    if (jobs > 1 && !getenv("MGSIM_CORES")) {
        int share = eng_physical_cores() / jobs;
        snprintf(cores, sizeof cores, "%d", share > 1 ? share : 1);
    }
    size_t npts = sweep_points(s), next = o->task_index, running = 0;
    long failed = 0, ran = 0;
    char key[4096];
    for (;;) {
        /* fill free slots with the shard's next points not done yet */
        for (int j = 0; j < jobs && next < npts; j++) {
            if (sl[j].pid)
                continue;
            for (; next < npts; next += o->task_count) {
                sweep_point_key(s, next, key, sizeof key);
                size_t i = 0;
                while (i < done.n && !(done.v[i].ok && !strcmp(done.v[i].key, key)))
                    i++;
                if (i == done.n)
                    break; /* not done: run it */
            }
            if (next >= npts)
                break;
            sl[j].point = next;
            next += o->task_count;
            sl[j].pid = start(s, o, &sl[j], tmpdir, cores);
            if (sl[j].pid < 0) {
                write_result(s, &sl[j], 127 << 8, out);
                failed++;
                sl[j].pid = 0;
                continue;
            }
            running++;
        }
        if (!running || run_interrupted())
            break;
        int status;
        pid_t pid = waitpid(-1, &status, WNOHANG);
        if (pid <= 0) {
            for (int j = 0; j < jobs; j++) /* the per-point time limit */
                if (sl[j].pid > 0 && !sl[j].timed_out && s->timeout_s > 0 &&
                    since(&sl[j].start) > s->timeout_s) {
                    kill(-sl[j].pid, SIGKILL);
                    sl[j].timed_out = 1;
                }
            nanosleep(&(struct timespec){0, 2000000}, NULL);
            continue;
        }
        for (int j = 0; j < jobs; j++)
            if (sl[j].pid == pid) {
                int ok = write_result(s, &sl[j], status, out);
                failed += !ok;
                ran++;
                if (!o->quiet)
                    fprintf(stderr, "mgsim sweep: point %zu %s (%ld run)\n", sl[j].point,
                            ok ? "ok" : sl[j].timed_out ? "TIMED OUT" : "FAILED", ran);
                sl[j].pid = 0;
                running--;
            }
    }
    int sig = run_interrupted();
    if (sig)
        stop_all(sl, jobs);
    free(sl);
    free_lines(&done);
    rmdir(tmpdir);
    if (fclose(out) || sweep_sort_file(o->out, err, errlen))
        return -1;
    if (sig) {
        snprintf(err, errlen, "interrupted by %s; the points done are in '%s', the others run "
                 "when the sweep is resumed", sig == SIGINT ? "SIGINT" : "SIGTERM", o->out);
        return -(128 + sig);
    }
    return failed;
}
