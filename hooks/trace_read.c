/* Reading a trace: a streaming msgpack unpacker over the file, records
 * turned into tasks, steps and counters (trace_read.h). */
#include "hooks/trace_read.h"

#include <errno.h>
#include <msgpack.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hooks/trace.h"
#include "util/vec.h"

/* ---- interned strings: a chained hash table --------------------------- */

typedef struct str_ent {
    struct str_ent *next;
    char s[];
} str_ent;

struct trace_strtab {
    str_ent *bucket[1024];
};

static const char *intern(struct trace_strtab *t, const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    str_ent **b = &t->bucket[h % 1024];
    for (str_ent *e = *b; e; e = e->next)
        if ((n == 0 || !strncmp(e->s, s, n)) && e->s[n] == 0)
            return e->s;
    str_ent *e = malloc(sizeof *e + n + 1);
    if (!e)
        return NULL;
    if (n) /* an empty msgpack string may come with s == NULL */
        memcpy(e->s, s, n);
    e->s[n] = 0;
    e->next = *b;
    *b = e;
    return e->s;
}

/* ---- task ids: open addressing ---------------------------------------- */

struct trace_idmap {
    uint64_t *key;
    uint32_t *val;
    size_t cap, n; /* cap a power of two; key 0 is never a task id we map */
};

static size_t slot_of(const struct trace_idmap *m, uint64_t id)
{
    size_t i = (size_t)((id * 0x9e3779b97f4a7c15ull) >> 17) & (m->cap - 1);
    while (m->key[i] && m->key[i] != id)
        i = (i + 1) & (m->cap - 1);
    return i;
}

static int idmap_put(struct trace_idmap *m, uint64_t id, uint32_t v)
{
    if (2 * (m->n + 1) > m->cap) {
        struct trace_idmap g = {calloc(m->cap ? 2 * m->cap : 1024, sizeof *g.key),
                                calloc(m->cap ? 2 * m->cap : 1024, sizeof *g.val),
                                m->cap ? 2 * m->cap : 1024, 0};
        if (!g.key || !g.val) {
            free(g.key);
            free(g.val);
            return -1;
        }
        for (size_t i = 0; i < m->cap; i++)
            if (m->key[i]) {
                size_t s = slot_of(&g, m->key[i]);
                g.key[s] = m->key[i];
                g.val[s] = m->val[i];
            }
        g.n = m->n;
        free(m->key);
        free(m->val);
        *m = g;
    }
    size_t s = slot_of(m, id);
    if (!m->key[s])
        m->n++;
    m->key[s] = id;
    m->val[s] = v;
    return 0;
}

long trace_find_task(const trace_data *d, uint64_t id)
{
    const struct trace_idmap *m = d->ids;
    if (!id || !m->cap)
        return -1;
    size_t s = slot_of(m, id);
    return m->key[s] ? (long)m->val[s] : -1;
}

/* ---- records ------------------------------------------------------------- */

typedef struct loader {
    trace_data *d;
    size_t capcomp, captask, capstep, capctr;
    char *err;
    size_t errlen;
    const char *path;
} loader;

static bool get_u64(const msgpack_object *o, uint64_t *v)
{
    if (o->type == MSGPACK_OBJECT_POSITIVE_INTEGER) {
        *v = o->via.u64;
        return true;
    }
    return false;
}

static const char *get_str(loader *l, const msgpack_object *o)
{
    if (o->type != MSGPACK_OBJECT_STR)
        return NULL;
    return intern(l->d->strs, o->via.str.ptr, o->via.str.size);
}

/* The task with this id, made on first sight (a start cut by the window). */
static long task_for(loader *l, uint64_t id, uint32_t comp, eng_time t)
{
    trace_data *d = l->d;
    long k = trace_find_task(d, id);
    if (k >= 0)
        return k;
    if (VEC_TRY_RESERVE(d->task, l->captask, d->ntask + 1) < 0)
        return -1;
    d->task[d->ntask] = (trace_task_info){.id = id, .comp = comp, .start = t, .end = t,
                                          .kind = "", .what = "", .parent_ix = UINT32_MAX};
    if (idmap_put(d->ids, id, (uint32_t)d->ntask))
        return -1;
    return (long)d->ntask++;
}

/* One record; a message in l->err and -1 when it is malformed. */
static int record(loader *l, const msgpack_object *o)
{
    trace_data *d = l->d;
    if (o->type != MSGPACK_OBJECT_ARRAY || o->via.array.size < 2)
        return -1;
    const msgpack_object *a = o->via.array.ptr;
    uint32_t n = o->via.array.size;
    uint64_t type, t, comp, id, parent, v;
    if (!get_u64(&a[0], &type))
        return -1;
    if (type == TRACE_REC_COMP) {
        if (n < 5 || !get_u64(&a[1], &comp) || comp != d->ncomp || !get_u64(&a[4], &v))
            return -1;
        if (VEC_TRY_RESERVE(d->comp, l->capcomp, d->ncomp + 1) < 0)
            return -1;
        trace_comp_info *c = d->comp;
        c[d->ncomp] = (trace_comp_info){get_str(l, &a[2]), get_str(l, &a[3]), v};
        if (!c[d->ncomp].name || !c[d->ncomp].kind)
            return -1;
        d->ncomp++;
        return 0;
    }
    if (n < 4 || !get_u64(&a[1], &t) || !get_u64(&a[2], &comp) || comp >= d->ncomp)
        return -1;
    if (!d->records++ || t < d->t_min)
        d->t_min = t;
    if (t > d->t_max)
        d->t_max = t;
    if (type == TRACE_REC_COUNTER) {
        const char *name = get_str(l, &a[3]);
        if (n < 5 || !name || (a[4].type != MSGPACK_OBJECT_POSITIVE_INTEGER &&
                               a[4].type != MSGPACK_OBJECT_NEGATIVE_INTEGER))
            return -1;
        if (VEC_TRY_RESERVE(d->ctr, l->capctr, d->nctr + 1) < 0)
            return -1;
        trace_counter_info *c = d->ctr;
        c[d->nctr++] = (trace_counter_info){(uint32_t)comp, t, name, a[4].via.i64};
        return 0;
    }
    if (!get_u64(&a[3], &id) || !id) /* 0 means "no task" (trace-format.md) */
        return -1;
    long k = task_for(l, id, (uint32_t)comp, t);
    if (k < 0)
        return -1;
    trace_task_info *tk = &d->task[k];
    switch (type) {
    case TRACE_REC_START:
        if (n < 7 || !get_u64(&a[4], &parent) || !(tk->kind = get_str(l, &a[5])) ||
            !(tk->what = get_str(l, &a[6])))
            return -1;
        tk->parent = parent;
        tk->start = tk->end = t;
        tk->has_start = true;
        return 0;
    case TRACE_REC_END:
        tk->end = t;
        tk->has_end = true;
        return 0;
    case TRACE_REC_STEP: {
        const char *what = n >= 5 ? get_str(l, &a[4]) : NULL;
        if (!what)
            return -1;
        if (VEC_TRY_RESERVE(d->step, l->capstep, d->nstep + 1) < 0)
            return -1;
        trace_step_info *s = d->step;
        s[d->nstep++] = (trace_step_info){(uint32_t)k, t, what};
        return 0;
    }
    default:
        return 0; /* a record type from a newer minor version: skipped */
    }
}

/* The first object: the file head. */
static int head(loader *l, const msgpack_object *o)
{
    if (o->type != MSGPACK_OBJECT_MAP)
        return -1;
    bool ours = false;
    for (uint32_t i = 0; i < o->via.map.size; i++) {
        const msgpack_object *k = &o->via.map.ptr[i].key, *v = &o->via.map.ptr[i].val;
        if (k->type != MSGPACK_OBJECT_STR)
            continue;
        if (k->via.str.size == 6 && !memcmp(k->via.str.ptr, "format", 6))
            ours = v->type == MSGPACK_OBJECT_STR && v->via.str.size == 11 &&
                   !memcmp(v->via.str.ptr, "mgsim-trace", 11);
        if (k->via.str.size == 7 && !memcmp(k->via.str.ptr, "version", 7) &&
            v->type == MSGPACK_OBJECT_POSITIVE_INTEGER)
            l->d->version = (unsigned)v->via.u64;
    }
    return ours && l->d->version >= 1 && l->d->version <= TRACE_FORMAT_VERSION ? 0 : -2;
}

/* The file's tasks made whole: parents found, open ends closed. -1 with
 * a message when a task ends before it starts (the writer flushes in time
 * order, so only a damaged file has one). */
static int finish(trace_data *d, const char *name, char *err, size_t errlen)
{
    for (size_t i = 0; i < d->ntask; i++) {
        trace_task_info *t = &d->task[i];
        long p = trace_find_task(d, t->parent);
        t->parent_ix = p >= 0 ? (uint32_t)p : UINT32_MAX;
        if (!t->has_end)
            t->end = d->t_max;
        if (t->end < t->start) {
            snprintf(err, errlen, "%s: task %#llx ends at %llu ps, before it starts (%llu ps)",
                     name, (unsigned long long)t->id, (unsigned long long)t->end,
                     (unsigned long long)t->start);
            return -1;
        }
    }
    return 0;
}

/* ---- framing: one whole object at a time ------------------------------------ */

/* A record is a few dozen bytes; one over this is damage, and the bound
 * keeps what msgpack allocates for a claimed size within a small multiple
 * of bytes actually present. */
#define TRACE_MAX_OBJECT (16u << 20)

enum { FRAME_DONE, FRAME_MORE, FRAME_BIG, FRAME_BAD };

static uint64_t be(const unsigned char *p, int n)
{
    uint64_t v = 0;
    for (int i = 0; i < n; i++)
        v = v << 8 | p[i];
    return v;
}

/* The length of the msgpack object at b[0..n): FRAME_DONE with *len,
 * FRAME_MORE when it goes past n, FRAME_BIG when it could not fit in
 * TRACE_MAX_OBJECT, FRAME_BAD on a byte no object starts with. Walks
 * headers only, counting the objects still owed (an array of k owes k, a
 * map 2k), so a claimed size is checked before anything is allocated. */
static int frame(const unsigned char *b, size_t n, size_t *len)
{
    static const signed char fixed[32] = { /* 0xc0..0xdf: bytes after the tag, -1: see below */
        0, -2, 0, 0, -1, -1, -1, -1, -1, -1, 4, 8, 1, 2, 4, 8,
        1, 2, 4, 8, 2, 3, 5, 9, 17, -1, -1, -1, -1, -1, -1, -1};
    size_t pos = 0;
    uint64_t owed = 1;
    while (owed) {
        owed--;
        if (pos >= n)
            return FRAME_MORE;
        unsigned t = b[pos++];
        uint64_t items = 0, body = 0;
        if (t <= 0x7f || t >= 0xe0) {
        } else if (t <= 0x8f) {
            items = 2 * (t & 0xf);
        } else if (t <= 0x9f) {
            items = t & 0xf;
        } else if (t <= 0xbf) {
            body = t & 0x1f;
        } else if (fixed[t - 0xc0] >= 0) {
            body = (uint64_t)fixed[t - 0xc0];
        } else if (fixed[t - 0xc0] == -2) {
            return FRAME_BAD; /* 0xc1: never used */
        } else {
            /* bin/ext/str 8,16,32; array/map 16,32: a size field first */
            static const unsigned char szlen[] = {
                [0x04] = 1, [0x05] = 2, [0x06] = 4, [0x07] = 1, [0x08] = 2, [0x09] = 4,
                [0x19] = 1, [0x1a] = 2, [0x1b] = 4, [0x1c] = 2, [0x1d] = 4, [0x1e] = 2, [0x1f] = 4};
            int k = szlen[t - 0xc0];
            if (pos + (size_t)k > n)
                return pos + (size_t)k > TRACE_MAX_OBJECT ? FRAME_BIG : FRAME_MORE;
            uint64_t v = be(b + pos, k);
            pos += (size_t)k;
            if (t >= 0xdc)
                items = t >= 0xde ? 2 * v : v;
            else
                body = v + (t >= 0xc7 && t <= 0xc9); /* ext: a type byte too */
        }
        /* each owed object takes at least a byte */
        if (body > TRACE_MAX_OBJECT || items > TRACE_MAX_OBJECT ||
            pos + body + owed + items > TRACE_MAX_OBJECT)
            return FRAME_BIG;
        owed += items;
        pos += (size_t)body;
    }
    if (pos > n)
        return FRAME_MORE;
    *len = pos;
    return FRAME_DONE;
}

/* Reads f to its end, one framed object after another. name is what
 * messages call it. */
static trace_data *load(FILE *f, const char *name, char *err, size_t errlen)
{
    trace_data *d = calloc(1, sizeof *d);
    size_t cap = 1 << 16, have = 0, pos = 0;
    unsigned char *buf = malloc(cap);
    if (d) {
        d->strs = calloc(1, sizeof *d->strs);
        d->ids = calloc(1, sizeof *d->ids);
    }
    if (!d || !buf || !d->strs || !d->ids) {
        snprintf(err, errlen, "%s: out of memory", name);
        free(buf);
        trace_data_free(d);
        return NULL;
    }
    loader l = {.d = d, .err = err, .errlen = errlen, .path = name};
    msgpack_unpacked u;
    msgpack_unpacked_init(&u);
    uint64_t nobj = 0;
    bool eof = false;
    int rc = 0;
    while (!rc) {
        size_t len = 0;
        int fr = frame(buf + pos, have - pos, &len);
        if (fr == FRAME_MORE && !eof) { /* keep the partial object, read on */
            memmove(buf, buf + pos, have - pos);
            have -= pos;
            pos = 0;
            if (have == cap) {
                if (VEC_TRY_RESERVE(buf, cap, 2 * cap) < 0) {
                    snprintf(err, errlen, "%s: out of memory", name);
                    rc = -1;
                    break;
                }
            }
            size_t got = fread(buf + have, 1, cap - have, f);
            have += got;
            eof = got == 0;
            continue;
        }
        if (fr == FRAME_MORE) {
            if (pos < have || !nobj) /* bytes left that make no object */
                snprintf(err, errlen, "%s: truncated after record %llu", name,
                         (unsigned long long)nobj);
            rc = pos < have || !nobj ? -1 : 0;
            break;
        }
        size_t off = 0;
        if (fr != FRAME_DONE ||
            msgpack_unpack_next(&u, (const char *)buf + pos, len, &off) != MSGPACK_UNPACK_SUCCESS) {
            snprintf(err, errlen, fr == FRAME_BIG ? "%s: record %llu claims more than %u MiB"
                                                  : "%s: not msgpack after record %llu",
                     name, (unsigned long long)nobj, TRACE_MAX_OBJECT >> 20);
            rc = -1;
            break;
        }
        pos += len;
        rc = nobj ? record(&l, &u.data) : head(&l, &u.data);
        if (rc == -2)
            snprintf(err, errlen, "%s: not an mgsim trace of version 1..%d", name,
                     TRACE_FORMAT_VERSION);
        else if (rc)
            snprintf(err, errlen, "%s: record %llu is malformed", name, (unsigned long long)nobj);
        nobj++;
    }
    msgpack_unpacked_destroy(&u);
    free(buf);
    if (!rc)
        rc = finish(d, name, err, errlen);
    if (rc) {
        trace_data_free(d);
        return NULL;
    }
    return d;
}

trace_data *trace_load(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    struct stat st;
    if (!f) {
        snprintf(err, errlen, "%s: cannot open (%s)", path, strerror(errno));
        return NULL;
    }
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) { /* fopen takes one */
        snprintf(err, errlen, "%s: is a directory, not a trace", path);
        fclose(f);
        return NULL;
    }
    trace_data *d = load(f, path, err, errlen);
    fclose(f);
    return d;
}

trace_data *trace_load_mem(const void *buf, size_t len, const char *name, char *err,
                           size_t errlen)
{
    if (!len) {
        snprintf(err, errlen, "%s: truncated after record 0", name);
        return NULL;
    }
    FILE *f = fmemopen((void *)buf, len, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: out of memory", name);
        return NULL;
    }
    trace_data *d = load(f, name, err, errlen);
    fclose(f);
    return d;
}

void trace_data_free(trace_data *d)
{
    if (!d)
        return;
    if (d->strs)
        for (size_t b = 0; b < 1024; b++)
            for (str_ent *e = d->strs->bucket[b], *nx; e; e = nx) {
                nx = e->next;
                free(e);
            }
    if (d->ids) {
        free(d->ids->key);
        free(d->ids->val);
    }
    free(d->strs);
    free(d->ids);
    free(d->comp);
    free(d->task);
    free(d->step);
    free(d->ctr);
    free(d);
}
