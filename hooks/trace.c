/* The tracer: per-component record buffers, flushed between batches in a
 * deterministic order (trace.h has the contract, docs/trace-format.md the
 * schema). */
#include "hooks/trace.h"

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "hooks/trace_hook.h"
#include "engine/ranks.h"
#include "hooks/trace_int.h"
#include "util/xalloc.h"
#include "util/vec.h"

trace_config trace_default_config(void)
{
    return (trace_config){.to = ENG_TIME_NEVER, .buffer_bytes = 4u << 20};
}

const char trace_known_kinds[] = "cmd,kernel,workgroup,wavefront,inst,req,hop";

bool trace_kinds_known(const char *list, char *bad, size_t badlen)
{
    for (const char *p = list; p;) {
        size_t n = strcspn(p, ",");
        bool found = false;
        for (const char *k = trace_known_kinds; k && !found;) {
            size_t m = strcspn(k, ",");
            found = n && m == n && !strncmp(k, p, n);
            k = k[m] ? k + m + 1 : NULL;
        }
        if (!found) {
            snprintf(bad, badlen, "%.*s", (int)n, p);
            return false;
        }
        p = p[n] ? p + n + 1 : NULL;
    }
    return true;
}

bool trace_match(const char *patterns, const char *name)
{
    if (!patterns || !*patterns)
        return true;
    char pat[512];
    for (const char *p = patterns; *p;) {
        size_t n = strcspn(p, ",");
        if (n && n < sizeof pat / 2) {
            /* brackets are literal: names carry indices ("GPU[1].L2[3]"),
             * so "GPU[1].*" must not be a character class */
            size_t k = 0;
            for (size_t i = 0; i < n; i++) {
                if (p[i] == '[' || p[i] == ']')
                    pat[k++] = '\\';
                pat[k++] = p[i];
            }
            pat[k] = 0;
            if (fnmatch(pat, name, 0) == 0)
                return true;
        }
        p += n + (p[n] == ',');
    }
    return false;
}

/* An exact match of kind against the comma-separated list. */
static bool kind_ok(const tracer *t, const char *kind)
{
    if (!t->kinds)
        return true;
    size_t k = kind ? strlen(kind) : 0;
    for (const char *p = t->kinds; *p;) {
        size_t n = strcspn(p, ",");
        if (n == k && kind && !strncmp(p, kind, n))
            return true;
        p += n + (p[n] == ',');
    }
    return false;
}

static void pack_str(msgpack_packer *pk, const char *s)
{
    if (!s)
        s = "";
    size_t n = strlen(s);
    msgpack_pack_str(pk, n);
    msgpack_pack_str_body(pk, s, n);
}

/* ---- recording (in the component's context) ---------------------------- */

static void src_begin(trace_src *s, eng_time now, uint32_t type, uint32_t fields)
{
    VEC_RESERVE(s->ix, s->cap, s->n + 1, "trace index");
    s->ix[s->n] = (rec_ix){now, (uint32_t)s->buf.size, 0};
    if (s->t->rk) {
        const eng_engine *e = s->t->e;
        VEC_RESERVE(s->key, s->capkey, s->n + 1, "trace index");
        s->key[s->n] = eng_is_running(e)
                           ? (rec_key){eng_runs(e), eng_event_stamp(eng_now(e), eng_phase(e)) + 1}
                           : (rec_key){eng_runs(e) + 1, 0};
    }
    msgpack_pack_array(&s->pk, fields);
    msgpack_pack_uint32(&s->pk, type);
    msgpack_pack_uint64(&s->pk, now);
    msgpack_pack_uint32(&s->pk, s->index);
}

static void src_end(trace_src *s)
{
    rec_ix *r = &s->ix[s->n++];
    r->len = (uint32_t)(s->buf.size - r->off);
    atomic_fetch_add_explicit(&s->t->buffered, r->len, memory_order_relaxed);
    atomic_fetch_add_explicit(&s->t->records, 1, memory_order_relaxed);
}

static void on_comp_hook(void *user, const eng_hook_ctx *ctx)
{
    trace_src *s = user;
    const tracer *t = s->t;
    if (ctx->pos < TRACE_POS_TASK_START || ctx->pos > TRACE_POS_COUNTER)
        return;
    if (ctx->now < t->cfg.from || ctx->now >= t->cfg.to)
        return;
    if (t->rk && !trace_rk_keeps(t, s))
        return;
    if (ctx->pos == TRACE_POS_COUNTER) {
        const trace_counter *k = ctx->item;
        src_begin(s, ctx->now, TRACE_REC_COUNTER, 5);
        pack_str(&s->pk, k->name);
        msgpack_pack_int64(&s->pk, k->value);
        src_end(s);
        return;
    }
    const trace_task *tk = ctx->item;
    if (!kind_ok(t, tk->kind))
        return;
    switch (ctx->pos) {
    case TRACE_POS_TASK_START:
        src_begin(s, ctx->now, TRACE_REC_START, 7);
        msgpack_pack_uint64(&s->pk, tk->id);
        msgpack_pack_uint64(&s->pk, tk->parent);
        pack_str(&s->pk, tk->kind);
        pack_str(&s->pk, tk->what);
        break;
    case TRACE_POS_TASK_END:
        src_begin(s, ctx->now, TRACE_REC_END, 4);
        msgpack_pack_uint64(&s->pk, tk->id);
        break;
    default: /* TRACE_POS_TASK_STEP */
        src_begin(s, ctx->now, TRACE_REC_STEP, 5);
        msgpack_pack_uint64(&s->pk, tk->id);
        pack_str(&s->pk, ctx->detail);
        break;
    }
    src_end(s);
}

/* ---- flushing (between batches) ------------------------------------------ */

static int cmp_merge(const void *a, const void *b)
{
    const merge_ent *x = a, *y = b;
    if (x->time != y->time)
        return x->time < y->time ? -1 : 1;
    if (x->src != y->src)
        return x->src < y->src ? -1 : 1;
    return x->k < y->k ? -1 : x->k > y->k;
}

static void flush(tracer *t)
{
    size_t total = 0;
    for (size_t i = 0; i < t->nsrc; i++)
        total += t->src[i].n;
    VEC_RESERVE(t->merge, t->capmerge, total, "trace merge buffer");
    size_t m = 0;
    for (size_t i = 0; i < t->nsrc; i++)
        for (size_t k = 0; k < t->src[i].n; k++)
            t->merge[m++] = (merge_ent){t->src[i].ix[k].time, (uint32_t)i, (uint32_t)k};
    if (m)
        qsort(t->merge, m, sizeof *t->merge, cmp_merge);
    for (size_t j = 0; j < m; j++) {
        const trace_src *s = &t->src[t->merge[j].src];
        const rec_ix *r = &s->ix[t->merge[j].k];
        if (fwrite(s->buf.data + r->off, 1, r->len, t->f) != r->len)
            t->werr = 1;
    }
    for (size_t i = 0; i < t->nsrc; i++) {
        t->src[i].n = 0;
        t->src[i].buf.size = 0; /* keep the allocation */
    }
    atomic_store_explicit(&t->buffered, 0, memory_order_relaxed);
}

static void on_batch(void *user, const eng_hook_ctx *ctx)
{
    tracer *t = user;
    (void)ctx;
    if (atomic_load_explicit(&t->buffered, memory_order_relaxed) >= t->cfg.buffer_bytes)
        flush(t);
}

/* ---- opening and closing ------------------------------------------------ */

static int write_file_head(tracer *t)
{
    msgpack_sbuffer sb;
    msgpack_sbuffer_init(&sb);
    msgpack_packer pk;
    msgpack_packer_init(&pk, &sb, msgpack_sbuffer_write);
    msgpack_pack_map(&pk, 3);
    pack_str(&pk, "format");
    pack_str(&pk, "mgsim-trace");
    pack_str(&pk, "version");
    msgpack_pack_uint32(&pk, TRACE_FORMAT_VERSION);
    pack_str(&pk, "time_unit");
    pack_str(&pk, "ps");
    for (size_t i = 0; i < t->nsrc; i++) {
        const trace_src *s = &t->src[i];
        msgpack_pack_array(&pk, 5);
        msgpack_pack_uint32(&pk, TRACE_REC_COMP);
        msgpack_pack_uint32(&pk, (uint32_t)i);
        pack_str(&pk, s->name);
        pack_str(&pk, s->kind);
        msgpack_pack_uint64(&pk, s->period);
    }
    int rc = fwrite(sb.data, 1, sb.size, t->f) == sb.size ? 0 : -1;
    msgpack_sbuffer_destroy(&sb);
    return rc;
}

static void free_tracer(tracer *t)
{
    trace_rk_free(t);
    for (size_t i = 0; i < t->nsrc; i++) {
        msgpack_sbuffer_destroy(&t->src[i].buf);
        free(t->src[i].ix);
        free(t->src[i].key);
    }
    free(t->src);
    free(t->merge);
    free(t->kinds);
    free(t);
}

tracer *trace_open(eng_engine *e, const trace_config *cfg, char *err, size_t errlen)
{
    tracer *t = calloc(1, sizeof *t);
    if (!t)
        goto oom;
    t->e = e;
    t->cfg = *cfg;
    if (!t->cfg.buffer_bytes)
        t->cfg.buffer_bytes = trace_default_config().buffer_bytes;
    if (cfg->kinds && *cfg->kinds && !(t->kinds = strdup(cfg->kinds)))
        goto oom;
    size_t n = eng_owner_count(e);
    t->src = calloc(n ? n : 1, sizeof *t->src);
    if (!t->src)
        goto oom;
    for (size_t id = 0; id < n; id++) {
        eng_owner *o = eng_owner_at(e, id);
        trace_src src = {.t = t, .owner = o, .index = (uint32_t)t->nsrc};
        if (!o)
            continue;
        if (o->kind == ENG_OWNER_COMPONENT) {
            eng_comp *c = (eng_comp *)o;
            src.hooks = &c->hooks, src.name = c->name, src.kind = c->ops->kind;
            src.period = c->clock.period;
        }
        for (size_t k = 0; k < cfg->nextra; k++)
            if (cfg->extra[k].owner == o) {
                const trace_source *x = &cfg->extra[k];
                src.hooks = x->hooks, src.name = o->name, src.kind = x->kind;
                src.period = x->period;
            }
        if (!src.hooks || !trace_match(cfg->components, src.name))
            continue;
        trace_src *s = &t->src[t->nsrc];
        *s = src;
        msgpack_sbuffer_init(&s->buf);
        msgpack_packer_init(&s->pk, &s->buf, msgpack_sbuffer_write);
        t->nsrc++;
    }
    /* Over ranks rank 0 writes the file, and every rank learns whether
     * it could (all go on, or all stop). */
    uint64_t bad = 0; /* 1: cannot create, 2: cannot write */
    if (eng_rank(e) == 0) {
        t->f = fopen(cfg->path, "wb");
        bad = !t->f ? 1 : write_file_head(t) ? 2 : 0;
    }
    eng_rank_sum(e, &bad, 1);
    if (bad) {
        if (err)
            snprintf(err, errlen, "trace: cannot %s '%s'", bad == 1 ? "create" : "write",
                     cfg->path);
        if (t->f)
            fclose(t->f);
        free_tracer(t);
        return NULL;
    }
    if (eng_ranks(e) > 1 && trace_rk_open(t) < 0)
        goto oom_attached;
    for (size_t i = 0; i < t->nsrc; i++)
        if (eng_hooks_attach(t->src[i].hooks, on_comp_hook, &t->src[i]))
            goto oom_attached;
    if (!t->rk && eng_hooks_attach(eng_batch_hooks_of(e), on_batch, t))
        goto oom_attached;
    return t;
oom_attached:
    for (size_t i = 0; i < t->nsrc; i++)
        eng_hooks_detach(t->src[i].hooks, on_comp_hook, &t->src[i]);
    if (t->rk)
        trace_rk_detach(t);
    if (t->f)
        fclose(t->f);
oom:
    if (err)
        snprintf(err, errlen, "trace: out of memory");
    if (t)
        free_tracer(t);
    return NULL;
}

size_t trace_components(const tracer *t) { return t->nsrc; }
uint64_t trace_records(const tracer *t) { return atomic_load(&t->records); }

int trace_close(tracer *t, char *err, size_t errlen)
{
    if (!t)
        return 0;
    if (t->rk)
        trace_rk_close(t);
    else
        flush(t);
    for (size_t i = 0; i < t->nsrc; i++)
        eng_hooks_detach(t->src[i].hooks, on_comp_hook, &t->src[i]);
    if (t->rk)
        trace_rk_detach(t);
    else
        eng_hooks_detach(eng_batch_hooks_of(t->e), on_batch, t);
    int rc = t->werr ? -1 : 0;
    if (t->f && fclose(t->f))
        rc = -1;
    if (rc && err)
        snprintf(err, errlen, "trace: writing '%s' failed", t->cfg.path);
    free_tracer(t);
    return rc;
}
