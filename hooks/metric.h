/* Metrics (prefix metric_): named numbers about a run, with stable keys,
 * written as JSON (--stats) or CSV, gathered by hooks and by reading the
 * components' statistics structs (never by code added to components).
 *
 * A key is "<component name>.<metric>" ("GPU[0].L2[3].read_hits"); a
 * run-wide value has no component ("sim.time_ps"). For a level with more
 * than one component, each counter also appears summed under the level's
 * name with indices as [*] ("GPU[*].L2[*].read_hits"). docs/hooks.md lists
 * every key. Values are collected when metric_collect runs (after the run,
 * engine stopped); sources are read in the order they were added, so the
 * output is deterministic.
 *
 * Sources: metric_add_cache / metric_add_dram / metric_add_cu /
 * metric_add_rdma / metric_add_fabric (metric_gpu.c) read those
 * components' statistics structs, each row from the kind's field table
 * (components/gpu/gpu_stab.h), metric_add_mechs the mechanisms' counter
 * tables (gpu_mstat.h); metric_watch_ports counts every watched
 * component's traffic through port hooks (in the component's context, so
 * no lock): msgs_sent, bytes_sent, msgs_received. */
#ifndef MGSIM_HOOKS_METRIC_H
#define MGSIM_HOOKS_METRIC_H

#include <stdbool.h>
#include <stdio.h>

#include "components/cache/cache.h"
#include "components/cu/cu.h"
#include "components/dram/dram.h"
#include "components/fabric/fabric.h"
#include "components/gpu/gpu_stab.h"
#include "components/rdma/rdma.h"
#include "engine/eng.h"
#include "util/js.h"

#define METRIC_FORMAT_VERSION 1

struct gpu;

typedef struct metric_reg metric_reg;

metric_reg *metric_new(void);
/* Detaches what it watches; call before the platform is destroyed. */
void metric_free(metric_reg *r);

int metric_add_cache(metric_reg *r, const cache *c);
int metric_add_dram(metric_reg *r, const dram *d);
int metric_add_cu(metric_reg *r, const cu *u);
int metric_add_rdma(metric_reg *r, const rdma *d);
/* The fabric's totals under its name ("PCIe.bytes") and each directed
 * link under the link's ("PCIe.Bus.utilisation"). */
int metric_add_fabric(metric_reg *r, const fabric *f);
/* The counters of every mechanism that runs on GPU g, from each one's
 * counter table (components/gpu/gpu_mstat.h), as "GPU[i].<key>.<path>"
 * ("GPU[0].lab.atomics"); nothing when none runs. */
int metric_add_mechs(metric_reg *r, const struct gpu *g);
/* Counts the traffic of the components whose names match (trace_match
 * patterns; NULL: all), from now on. */
int metric_watch_ports(metric_reg *r, eng_engine *e, const char *patterns);
/* A run-wide or caller-computed value; the key is copied. counter: summed
 * into level totals. */
int metric_set(metric_reg *r, const char *key, double value, bool counter);

/* Over MPI ranks (engine/ranks.h): metric_collect hands sum the values
 * its sources read, in collection order, to be summed over the ranks in
 * place (each component counts on the rank that runs it and reads zero
 * on the others); metric_set values are every rank's already. */
void metric_set_reducer(metric_reg *r, void (*sum)(void *user, double *v, size_t n),
                        void *user);
/* Reads every source; replaces the previous collection. 0, or -1 when
 * out of memory. */
int metric_collect(metric_reg *r);
/* The value of key after metric_collect; false when there is none. */
bool metric_get(const metric_reg *r, const char *key, double *value);
/* The metrics as a JSON object (util/js.h; the caller puts it), one key
 * per line: {"key":value,...} with keys in collection order, level totals
 * last; totals_only: only the totals (see metric_write_json_totals). */
json_object *metric_json(const metric_reg *r, bool totals_only);
/* {"version":1,"metrics":{"key":value,...}} with keys in collection
 * order, level totals last. 0 or -1. */
int metric_write_json(const metric_reg *r, FILE *f);
/* Only the inner {"key":value,...} object, to embed in another document
 * (mgsim run --stats puts it under "metrics"). 0 or -1. */
int metric_write_json_object(const metric_reg *r, FILE *f);
/* Like metric_write_json_object, but only the totals: keys that name no
 * single component (no '[', e.g. "sim.cycles") or that sum over all of
 * them ('*', e.g. "GPU[*].L2[*].read_hits"). A 4-GPU run has ~100 of
 * these against ~12,000 rows in all, which matters for sweep outputs. */
int metric_write_json_totals(const metric_reg *r, FILE *f);
/* key,value rows after a header. 0 or -1. */
int metric_write_csv(const metric_reg *r, FILE *f);

/* For sources (one file per component family, like metric_mem.c): read
 * is called by metric_collect with obj and adds rows with metric_put. */
int metric_add_source(metric_reg *r, int (*read)(metric_reg *, const void *), const void *obj);
/* A component of kind k: its metrics are its table's (gpu_stab.h). */
int metric_add_table(metric_reg *r, const gpu_stab_kind *k, const void *obj);
/* For sources: every metric of table t over words, as "<scope>.<path>". */
int metric_put_table(metric_reg *r, const char *scope, const gpu_mstat_table *t,
                     const uint64_t *words);
/* For sources: adds "<scope>.<name>" = value to the collection. */
int metric_put(metric_reg *r, const char *scope, const char *name, double value, bool counter);

#endif
