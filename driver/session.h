/* driver/session.h - the front end of one simulation (prefix session_),
 * shared by every command that simulates (`mgsim run`, `exec`, `det`,
 * `kernel`, `casestudy`, `scaling`, `sweep`) and by the HIP runtime
 * (hip/hip_rt.c), so they set up a platform and observe it one way.
 *
 * A session is:
 *   1. session_opts: what the user asked for (--config, --set, --threads,
 *      the trace, the metrics, the progress line, the hang window, the
 *      stats file). The commands fill it from their options (tools/); the
 *      HIP runtime from one string `mgsim exec` serialized it into
 *      (session_encode / session_decode, SESSION_ENV).
 *   2. session_platform: the platform configuration from it (defaults,
 *      the INI file, the sets, then --threads).
 *   3. session_start after the driver is built (mgpu_init, or inside
 *      mgm_driver_run_platform's attach hook): the tracer (with the
 *      fabric as an extra source), the parallelism profile, the metrics
 *      registry, the hang window, the progress line, the interrupt check;
 *      attached from outside, none changes the run's results. With
 *      `watch`, every drain runs under the session's runner (limits in
 *      slices, the hang window, a deadlock named by the hang detector).
 *   4. session_finish after the run, whatever its outcome, before the
 *      driver is freed: the figures into session_out, the trace closed.
 *   5. session_write_stats: the --stats JSON object to its file.
 *
 * Limits (--max-cycles, --max-instructions) are [sim] keys among the sets;
 * the driver enforces them (driver/mgpu.h), in the session's slices when
 * it runs the drains.
 *
 * Failure: -1 (or NULL) with one line in err; session_start also gives
 * a code, SESSION_USAGE when the user's input was wrong (a trace path, a
 * filter matching nothing), else SESSION_ERROR. No global state: the
 * interrupt flag stays with whoever installs the signal handler (a
 * callback in the options). */
#ifndef MGSIM_DRIVER_SESSION_H
#define MGSIM_DRIVER_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "components/platform/platform.h"
#include "driver/mgpu.h"
#include "util/js.h"
#include "util/err.h"

#define SESSION_THREADS_CONFIG (-1) /* threads: whatever [sim] threads says */
/* The environment variable `mgsim exec` puts session_encode's string in
 * for the HIP runtime. */
#define SESSION_ENV "MGSIM_SESSION"

enum { SESSION_OK = 0, SESSION_ERROR = 1, SESSION_USAGE = 2 };
enum { SESSION_PROGRESS_AUTO = -1, SESSION_PROGRESS_OFF = 0, SESSION_PROGRESS_ON = 1 };

typedef struct session_opts {
    /* the platform */
    const char *config;          /* INI file; NULL: the defaults (one R9 Nano) */
    const char *const *sets;     /* section.key=value overrides, in order */
    size_t nsets;
    int threads;                 /* SESSION_THREADS_CONFIG, 0 (serial engine) or N workers */
    bool auto_threads;           /* no [sim] threads anywhere: one worker per physical core
                                    (MGSIM_CORES bounds it; serial on one core) */
    /* observation (session_start) */
    const char *trace;           /* --trace FILE (msgpack, docs/trace-format.md) */
    const char *trace_filter;    /* component-name patterns */
    const char *trace_kinds;     /* task kinds */
    uint64_t trace_from, trace_to; /* ps; trace_to UINT64_MAX: the end */
    bool profile;                /* the parallelism profile */
    const char *stats_csv;       /* every metric as key,value */
    bool metrics;                /* the metrics into session_out */
    bool stats_detail;           /* every component's metrics, not only the totals */
    int progress;                /* SESSION_PROGRESS_* (AUTO: when stderr is a terminal) */
    uint64_t hang_window;        /* ps without progress; 0: only deadlocks (with watch) */
    bool watch;                  /* run the drains under the session's runner */
    int (*interrupted)(void);    /* the signal caught, or 0; NULL: none is */
    /* output */
    const char *stats;           /* --stats FILE.json */
    bool summary;                /* a one-line summary at the end (mgsim exec) */
    bool map_pages;              /* mgsim exec --map-pages: the HIP runtime maps a page
                                    on each side of its device blocks */
    const char *dump_buffers;    /* mgsim exec: a folder for the device buffers' bytes at exit */
} session_opts;

/* What a session saw (owned: session_out_free; NULL when not asked for). */
typedef struct session_out {
    int rank;                    /* over MPI ranks: this process's; only rank 0 writes files */
    char engine[192];            /* how the engine ran (eng_describe_partitioning) */
    json_object *metrics_json;   /* {"key": value, ...} of the metrics registry */
    json_object *mech_json;      /* mgpu_mech_json */
    json_object *profile_json;   /* the parallelism profile (hooks/prof.h) */
    char *profile_text;          /* ... and as text */
    char *hang_report;           /* the hang detector's report when it stopped the run */
    uint64_t trace_records;      /* records written to the trace */
} session_out;

void session_opts_init(session_opts *o);

/* The platform of o: defaults, file, sets, then o->threads. The automatic
 * thread count (auto_threads) is serial over MPI ranks. -1 with the
 * message; *usage says whether it was the user's input. */
int session_platform(const session_opts *o, platform_config *pc, bool *usage, char *err,
                     size_t len);

typedef struct session session;
/* Attaches o's observers to the built driver d (o must outlive the
 * session). NULL with a message in err and *code. */
session *session_start(const session_opts *o, mgpu *d, int *code, char *err, size_t len);
/* Collects into out (zeroed first), closes the trace, detaches, frees s.
 * 0, or -1 when the trace or --stats-csv could not be written. */
int session_finish(session *s, session_out *out, char *err, size_t len);
void session_out_free(session_out *out);

/* The stats object o (taken: freed here) written on one line to path;
 * rank != 0 writes nothing (over MPI ranks rank 0 has the figures). 0, or
 * -1 with "--stats PATH: why" in err. */
int session_write_stats(const char *path, json_object *o, int rank, char *err, size_t len);

/* o as one string (lines "key=value"; every field but the callback), and
 * back: session_decode fills o from s, pointing into *store (one heap
 * block, freed with free()). Strings holding a newline cannot be encoded
 * (NULL from encode, with errno EINVAL). decode: -1 with the bad line. */
char *session_encode(const session_opts *o);
int session_decode(const char *s, session_opts *o, void **store, char *err, size_t len);

/* "T0:T1" (units ps, ns, us, ms; no unit: ns; T1 empty: the end) and a
 * time. 0 or -1. */
int session_parse_window(const char *s, uint64_t *from, uint64_t *to);
int session_parse_time(const char *s, uint64_t *ps);

#endif
