/* The session's options, platform, stats file and serialized form
 * (session.h); the observers are in session_obs.c. */
#include "driver/session.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/ranks.h"

void session_opts_init(session_opts *o)
{
    memset(o, 0, sizeof *o);
    o->threads = SESSION_THREADS_CONFIG;
    o->trace_to = UINT64_MAX;
    o->progress = SESSION_PROGRESS_AUTO;
}

/* ---- the platform -------------------------------------------------------- */

/* The cores the automatic thread count may use: MGSIM_CORES when set
 * (mgsim sweep --jobs N sets cores / N for its points, so N runs do not
 * each take the whole machine), else hwloc's physical cores. -1: a bad
 * MGSIM_CORES. */
static int auto_cores(void)
{
    const char *env = getenv("MGSIM_CORES");
    if (!env || !*env)
        return eng_physical_cores();
    char *end;
    long n = strtol(env, &end, 10);
    return *end || n < 1 || n > 1024 ? -1 : (int)n;
}

int session_platform(const session_opts *o, platform_config *pc, bool *usage, char *err,
                     size_t len)
{
    *usage = true;
    int rc = o->auto_threads
                 ? platform_config_load_auto(pc, o->config, o->sets, o->nsets, err, len)
                 : platform_config_load(pc, NULL, o->config, o->sets, o->nsets, err, len);
    if (rc < 0)
        return -1;
    if (o->threads != SESSION_THREADS_CONFIG)
        pc->sim.threads = (uint32_t)o->threads;
    /* over MPI ranks (bin/mgsim-mpi) the ranks share the cores: one
     * thread each unless --threads asks for more */
    if (pc->sim.threads == PLATFORM_THREADS_AUTO && eng_transport_default &&
        eng_transport_default()->size() > 1)
        pc->sim.threads = 0;
    if (pc->sim.threads == PLATFORM_THREADS_AUTO) {
        int cores = auto_cores();
        if (cores < 0) {
            snprintf(err, len, "MGSIM_CORES=%s: not a number of cores (1-1024)",
                     getenv("MGSIM_CORES"));
            return -1;
        }
        pc->sim.threads = cores > 1 ? (uint32_t)cores : 0; /* one core: serial */
    }
    return 0;
}

/* ---- the stats file ------------------------------------------------------ */

static int write_stats(const char *path, json_object *o, int rank, char *err, size_t len)
{
    if (rank) { /* over MPI ranks every rank has the figures; rank 0 writes them */
        json_object_put(o);
        return 0;
    }
    FILE *f = fopen(path, "w");
    if (!f) {
        snprintf(err, len, "--stats %s: %s", path, strerror(errno));
        json_object_put(o);
        return -1;
    }
    int rc = js_writeln(f, o, JS_SPACED);
    json_object_put(o);
    if (fclose(f) != 0 || rc != 0) {
        snprintf(err, len, "--stats %s: write failed", path);
        return -1;
    }
    return 0;
}

int session_write_stats(const char *path, json_object *o, int rank, char *err, size_t len)
{
    int rc = write_stats(path, o, rank, err, len);
    /* Over MPI ranks every rank waits here for rank 0's file: a rank that
     * then exits with an error status (an interrupted run: 143) ends the
     * whole job (engine/mpi/transport_mpi.c), which must not cut rank 0's
     * write short. */
    const eng_transport *t = eng_transport_default ? eng_transport_default() : NULL;
    if (t && t->size() > 1) {
        uint64_t done = 1;
        t->reduce_u64(&done, 1, ENG_REDUCE_MAX);
    }
    return rc;
}

/* ---- times --------------------------------------------------------------- */

int session_parse_time(const char *s, uint64_t *ps)
{
    char *end;
    double v = strtod(s, &end);
    if (end == s || v < 0)
        return -1;
    double mul = !strcmp(end, "ps") ? 1 : !strcmp(end, "ns") || !*end ? 1e3
                 : !strcmp(end, "us") ? 1e6 : !strcmp(end, "ms") ? 1e9 : -1;
    if (mul < 0 || v * mul > 1.8e19)
        return -1;
    *ps = (uint64_t)(v * mul + 0.5);
    return 0;
}

int session_parse_window(const char *s, uint64_t *from, uint64_t *to)
{
    const char *colon = strchr(s, ':');
    if (!colon)
        return -1;
    char a[64];
    size_t n = (size_t)(colon - s);
    if (n >= sizeof a)
        return -1;
    memcpy(a, s, n);
    a[n] = 0;
    *from = 0;
    *to = UINT64_MAX;
    if (n && session_parse_time(a, from) < 0)
        return -1;
    if (colon[1] && session_parse_time(colon + 1, to) < 0)
        return -1;
    return *to > *from ? 0 : -1;
}

/* ---- the serialized form ------------------------------------------------- */

/* One table drives both directions: a key, its kind and where the field
 * is, so a field added to session_opts is added here once. "set" lines
 * repeat, in order. */
enum { SK_STR, SK_BOOL, SK_INT, SK_U64 };

typedef struct skey {
    const char *name;
    int kind;
    size_t off;
} skey;

#define SK(name, kind, field) {name, kind, offsetof(session_opts, field)}
static const skey skeys[] = {
    SK("config", SK_STR, config),
    SK("threads", SK_INT, threads),
    SK("auto_threads", SK_BOOL, auto_threads),
    SK("trace", SK_STR, trace),
    SK("trace_filter", SK_STR, trace_filter),
    SK("trace_kinds", SK_STR, trace_kinds),
    SK("trace_from", SK_U64, trace_from),
    SK("trace_to", SK_U64, trace_to),
    SK("profile", SK_BOOL, profile),
    SK("stats_csv", SK_STR, stats_csv),
    SK("metrics", SK_BOOL, metrics),
    SK("stats_detail", SK_BOOL, stats_detail),
    SK("progress", SK_INT, progress),
    SK("hang_window", SK_U64, hang_window),
    SK("watch", SK_BOOL, watch),
    SK("stats", SK_STR, stats),
    SK("summary", SK_BOOL, summary),
    SK("map_pages", SK_BOOL, map_pages),
    SK("dump_buffers", SK_STR, dump_buffers),
};
#define NSKEYS (sizeof skeys / sizeof *skeys)

static int put_line(FILE *f, const char *key, const char *v)
{
    if (strchr(v, '\n')) {
        errno = EINVAL;
        return -1;
    }
    return fprintf(f, "%s=%s\n", key, v) < 0 ? -1 : 0;
}

char *session_encode(const session_opts *o)
{
    char *s = NULL;
    size_t n;
    FILE *f = open_memstream(&s, &n);
    if (!f)
        return NULL;
    int rc = 0;
    for (size_t i = 0; i < NSKEYS && !rc; i++) {
        const void *p = (const char *)o + skeys[i].off;
        char v[32];
        switch (skeys[i].kind) {
        case SK_STR:
            if (*(const char *const *)p)
                rc = put_line(f, skeys[i].name, *(const char *const *)p);
            continue;
        case SK_BOOL: snprintf(v, sizeof v, "%d", *(const bool *)p); break;
        case SK_INT: snprintf(v, sizeof v, "%d", *(const int *)p); break;
        default: snprintf(v, sizeof v, "%" PRIu64, *(const uint64_t *)p); break;
        }
        rc = put_line(f, skeys[i].name, v);
    }
    for (size_t i = 0; i < o->nsets && !rc; i++)
        rc = put_line(f, "set", o->sets[i]);
    if (fclose(f) != 0 || rc) {
        int e = errno;
        free(s);
        errno = e ? e : ENOMEM;
        return NULL;
    }
    return s;
}

/* One "key=value" line into o; -1 when the key or the value is bad. */
static int decode_line(session_opts *o, char *key, char *v)
{
    for (size_t i = 0; i < NSKEYS; i++) {
        if (strcmp(key, skeys[i].name))
            continue;
        void *p = (char *)o + skeys[i].off;
        char *end;
        errno = 0;
        switch (skeys[i].kind) {
        case SK_STR: *(const char **)p = v; return 0;
        case SK_BOOL:
            if (strcmp(v, "0") && strcmp(v, "1"))
                return -1;
            *(bool *)p = v[0] == '1';
            return 0;
        case SK_INT: {
            long x = strtol(v, &end, 10);
            if (end == v || *end || errno || x < -1 || x > 1 << 20)
                return -1;
            *(int *)p = (int)x;
            return 0;
        }
        default: {
            unsigned long long x = strtoull(v, &end, 10);
            if (end == v || *end || errno || *v == '-')
                return -1;
            *(uint64_t *)p = x;
            return 0;
        }
        }
    }
    return -1;
}

int session_decode(const char *s, session_opts *o, void **store, char *err, size_t len)
{
    session_opts_init(o);
    *store = NULL;
    size_t n = strlen(s), lines = 1;
    for (const char *p = s; *p; p++)
        lines += *p == '\n';
    /* one block: the sets' pointers, then a copy of s cut into lines */
    char *block = malloc(lines * sizeof(char *) + n + 1);
    if (!block) {
        snprintf(err, len, "out of memory");
        return -1;
    }
    const char **sets = (const char **)(void *)block;
    char *text = block + lines * sizeof(char *);
    memcpy(text, s, n + 1);
    size_t nsets = 0;
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = 0;
        char *eq = strchr(line, '=');
        if (eq)
            *eq = 0;
        if (eq && !strcmp(line, "set")) {
            sets[nsets++] = eq + 1;
            continue;
        }
        if (!eq || decode_line(o, line, eq + 1) < 0) {
            snprintf(err, len, "%s: bad line '%.64s%s%.128s'", SESSION_ENV, line, eq ? "=" : "",
                     eq ? eq + 1 : "");
            free(block);
            return -1;
        }
    }
    o->sets = sets;
    o->nsets = nsets;
    *store = block;
    return 0;
}
