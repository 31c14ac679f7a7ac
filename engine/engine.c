#include "engine/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine_impl.h"
#include "engine/fatal.h"
#include "engine/ranks.h"
#include "util/vec.h"

/* The one piece of per-thread state: which partition's clock this thread
 * runs, while the engine runs in windows (engine_impl.h). */
_Thread_local const eng_pos *eng_tls_pos;

eng_config eng_default_config(void)
{
    eng_config c = {.threads = ENG_THREADS_DEFAULT, .seed = 1, .pin = true,
                    .partitioning = ENG_PARTITION_MODEL};
    return c;
}

eng_engine *eng_create(const eng_config *cfg, char *err, size_t errlen)
{
    eng_engine *e = calloc(1, sizeof *e);
    if (!e) {
        if (err)
            snprintf(err, errlen, "out of memory creating the engine");
        return NULL;
    }
    e->cfg = cfg ? *cfg : eng_default_config();
    if (e->cfg.partitioning < ENG_PARTITION_MODEL || e->cfg.partitioning > ENG_PARTITION_NONE) {
        if (err)
            snprintf(err, errlen, "unknown partitioning %d", e->cfg.partitioning);
        free(e);
        return NULL;
    }
    atomic_init(&e->stop, false);
    e->part_info = (eng_partition_info){.mode = "serial", .partitions = 1, .hinted = 1};
    /* A program linked with a transport (bin/mgsim-mpi) runs over ranks */
    e->tr = eng_transport_default && !e->cfg.no_ranks ? eng_transport_default() : NULL;
    int rc = e->tr                                 ? eng_ranked_init(e, err, errlen)
             : e->cfg.threads == ENG_THREADS_SERIAL ? eng_serial_init(e, err, errlen)
                                                    : eng_parallel_init(e, err, errlen);
    if (rc) {
        free(e);
        return NULL;
    }
    if (eng_scratch_init(e) < 0) {
        if (err)
            snprintf(err, errlen, "out of memory creating the engine");
        e->ops->destroy(e);
        free(e);
        return NULL;
    }
    return e;
}

void eng_destroy(eng_engine *e)
{
    if (!e)
        return;
    e->ops->destroy(e);
    eng_scratch_free(e);
    eng_hooks_clear(&e->hooks);
    eng_hooks_clear(&e->batch_hooks);
    eng_hooks_clear(&e->between_hooks);
    eng_hooks_clear(&e->sync_hooks);
    free(e->owners);
    free(e);
}

void eng_owner_register(eng_engine *e, eng_owner *o, enum eng_owner_kind kind,
                        const char *name, void (*run)(eng_owner *, const eng_event *))
{
    ENG_ASSERT(!e->running, "owner '%s' registered while the engine runs", name);
    VEC_RESERVE(e->owners, e->capowners, e->nowners + 1, "the component table");
    ENG_ASSERT(e->nowners < UINT32_MAX, "too many owners");
    o->id = (uint32_t)e->nowners;
    o->kind = (uint8_t)kind;
    o->engine = e;
    o->name = name;
    o->run = run;
    o->seq = 0;
    o->worker = NULL;
    o->home = 0; /* the parallel engine assigns homes when it runs */
    o->affinity = NULL;
    o->part_hint = 0;
    o->part = 0;
    o->place = 0;
    o->rank = 0;
    eng_lock_init(&o->lock);
    e->owners[e->nowners++] = o;
}

void eng_owner_unregister(eng_owner *o)
{
    eng_engine *e = o->engine;
    if (!e)
        return;
    ENG_ASSERT(!e->running, "owner '%s' unregistered while the engine runs", o->name);
    e->owners[o->id] = NULL;
    o->engine = NULL;
}

void eng_schedule(eng_owner *o, eng_time t, uint32_t phase, uint32_t kind,
                  uint32_t arg, void *data)
{
    eng_engine *e = o->engine;
    if (e->running) {
        eng_time now = eng_now(e);
        uint32_t ph = eng_phase(e);
        ENG_ASSERT(eng_event_stamp(t, phase) > eng_event_stamp(now, ph),
                   "'%s' scheduled an event at %llu ps phase %u, not after now "
                   "(%llu ps phase %u)",
                   o->name, (unsigned long long)t, phase, (unsigned long long)now, ph);
        ENG_ASSERT(!e->threads || o->worker,
                   "'%s' got an event scheduled from outside its own context", o->name);
    } else {
        ENG_ASSERT(t >= e->now, "'%s' scheduled an event in the past", o->name);
    }
    ENG_ASSERT(o->seq < ENG_SEQ_POSTED, "'%s': event counter overflow", o->name);
    eng_event ev = {t, phase, o->id, o->seq++, kind, arg, data};
    if (o->worker)
        eng_worker_push(o->worker, o, &ev);
    else
        e->ops->push(e, &ev);
}

void eng_post(eng_owner *from, eng_owner *to, eng_time t, uint32_t phase, uint32_t kind,
              uint32_t arg, void *data)
{
    eng_engine *e = from->engine;
    ENG_ASSERT(to->engine == e, "'%s' posted to '%s' of another engine", from->name, to->name);
    if (e->running)
        ENG_ASSERT(eng_event_stamp(t, phase) > eng_event_stamp(eng_now(e), eng_phase(e)),
                   "'%s' posted an event for '%s' at %llu ps, not after now", from->name,
                   to->name, (unsigned long long)t);
    else
        ENG_ASSERT(t >= e->now, "'%s' posted an event in the past", from->name);
    ENG_ASSERT(from->id < (1u << 31), "too many owners to post from '%s'", from->name);
    uint64_t seq = ENG_SEQ_POSTED | (uint64_t)from->id << 32 | (from->seq++ & 0xffffffffull);
    eng_event ev = {t, phase, to->id, seq, kind, arg, data};
    if (from->worker)
        eng_worker_post(from->worker, from, to, &ev);
    else
        e->ops->push(e, &ev);
}

void eng_owner_set_partition(eng_owner *o, uint32_t part)
{
    ENG_ASSERT(!o->engine || !o->engine->running, "'%s': partition set while running", o->name);
    o->part_hint = part;
}

eng_partition_info eng_get_partition_info(const eng_engine *e)
{
    return e->part_info;
}

void eng_describe_partitioning(const eng_engine *e, char *buf, size_t len)
{
    const eng_partition_info *pi = &e->part_info;
    if (e->tr) {
        eng_ranked_describe(e, buf, len);
        return;
    }
    if (!e->threads) {
        snprintf(buf, len, "serial engine");
        return;
    }
    int n = snprintf(buf, len, "parallel engine, %d thread%s, ", e->threads,
                     e->threads == 1 ? "" : "s");
    if (n < 0 || (size_t)n >= len)
        return;
    bool windows = !strcmp(pi->mode, "windows");
    if (pi->partitions == 1 && windows)
        snprintf(buf + n, len - (size_t)n, "1 partition, run alone in the serial order");
    else if (pi->partitions > 1 && !windows)
        snprintf(buf + n, len - (size_t)n,
                 "lockstep batches over %u partitions (a batch hook is attached: "
                 "--trace or --parallelism-profile)", pi->partitions);
    else if (pi->partitions > 1 && pi->boundaries)
        snprintf(buf + n, len - (size_t)n, "windows over %u partitions around the boundary '%s'%s",
                 pi->partitions, pi->boundary, pi->boundaries > 1 ? " and others" : "");
    else if (pi->partitions > 1 && !pi->cut)
        snprintf(buf + n, len - (size_t)n, "%u partitions that never talk", pi->partitions);
    else if (pi->partitions > 1)
        snprintf(buf + n, len - (size_t)n,
                 "windows of %.3f ns over %u partitions (%u connection%s cut)",
                 (double)pi->window / (double)ENG_PS_PER_NS, pi->partitions, pi->cut,
                 pi->cut == 1 ? "" : "s");
    else if (pi->merged_by[0])
        snprintf(buf + n, len - (size_t)n,
                 "lockstep batches, 1 partition (%u hinted; '%s' cannot be cut)", pi->hinted,
                 pi->merged_by);
    else
        snprintf(buf + n, len - (size_t)n, "lockstep batches, 1 partition");
    size_t used = strlen(buf);
    if (windows && pi->windows && used < len)
        snprintf(buf + used, len - used, "; %llu windows, %.0f events per window",
                 (unsigned long long)pi->windows, (double)e->events_run / (double)pi->windows);
    used = strlen(buf);
    if (windows && pi->span_workers > 1 && pi->span_events && used < len)
        snprintf(buf + used, len - used, ", balance allows %.2fx on %u workers",
                 (double)pi->window_events / (double)pi->span_events, pi->span_workers);
}

static uint64_t run_limited(eng_engine *e, eng_time limit)
{
    ENG_ASSERT(!e->running, "eng_run called from inside a running engine");
    atomic_store(&e->stop, false);
    e->running = true;
    e->runs++;
    uint64_t n = e->ops->run(e, limit);
    e->running = false;
    e->phase = 0;
    if (limit != ENG_TIME_NEVER && e->now < limit && !atomic_load(&e->stop) &&
        e->ops->pending(e))
        e->now = limit;
    e->events_run += n;
    return n;
}

uint64_t eng_run(eng_engine *e)
{
    return run_limited(e, ENG_TIME_NEVER);
}

uint64_t eng_run_until(eng_engine *e, eng_time limit)
{
    return run_limited(e, limit);
}

void eng_stop(eng_engine *e)
{
    atomic_store(&e->stop, true);
}

eng_time eng_now(const eng_engine *e)
{
    if (e->windowed) {
        const eng_pos *p = eng_tls_pos;
        if (p && p->e == e)
            return p->now;
    }
    return e->now;
}

uint32_t eng_phase(const eng_engine *e)
{
    if (e->windowed) {
        const eng_pos *p = eng_tls_pos;
        if (p && p->e == e)
            return p->phase;
    }
    return e->phase;
}
bool eng_is_parallel(const eng_engine *e) { return e->threads > 0; }
bool eng_is_running(const eng_engine *e) { return e->running; }
int eng_threads(const eng_engine *e) { return e->threads; }
uint64_t eng_seed(const eng_engine *e) { return e->cfg.seed; }
uint64_t eng_events_run(const eng_engine *e) { return e->events_run; }
uint64_t eng_runs(const eng_engine *e) { return e->runs; }
size_t eng_pending(const eng_engine *e) { return e->ops->pending(e); }
eng_hooks *eng_hooks_of(eng_engine *e) { return &e->hooks; }
eng_hooks *eng_batch_hooks_of(eng_engine *e) { return &e->batch_hooks; }
eng_hooks *eng_between_hooks_of(eng_engine *e) { return &e->between_hooks; }
size_t eng_owner_count(const eng_engine *e) { return e->nowners; }
eng_owner *eng_owner_at(const eng_engine *e, size_t id)
{
    return id < e->nowners ? e->owners[id] : NULL;
}

void eng_owner_enter(eng_owner *o, eng_owner *from)
{
    if (!o->engine->threads)
        return;
    eng_lock_acquire(&o->lock);
    o->worker = from ? from->worker : NULL;
}

void eng_owner_leave(eng_owner *o)
{
    if (!o->engine->threads)
        return;
    o->worker = NULL;
    eng_lock_release(&o->lock);
}
