/* See mgm.h: suites, sizes, problems and verification. */
#include "workloads/mgm.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <unistd.h>

#include "workloads/mgm_int.h"
#include "util/text.h"

int mgm_fail(char *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, ERR_LEN, fmt, ap);
    va_end(ap);
    return -1;
}

/* ==== suites ==== */

const mgm_workload *mgm_suite_find(const mgm_suite *s, const char *name, char *err)
{
    for (size_t i = 0; i < s->n; i++)
        if (name && strcmp(name, s->w[i]->name) == 0) return s->w[i];
    char list[ERR_LEN / 2];
    text t = text_on(list, sizeof list);
    for (size_t i = 0; i < s->n; i++) text_put(&t, "%s%s", i ? ", " : "", s->w[i]->name);
    mgm_fail(err, "unknown workload '%s' (%s)", name ? name : "", list);
    return NULL;
}

const char *mgm_pattern_name(enum mgm_pattern p)
{
    static const char *const names[] = {"partitioned", "adjacent", "gather", "scatter",
                                        "irregular"};
    return (unsigned)p < 5 ? names[p] : "?";
}

/* ==== sizes ==== */

int mgm_check_pow2(uint64_t size, uint64_t lo, uint64_t hi, char *err)
{
    if (size >= lo && size <= hi && !(size & (size - 1))) return 0;
    return mgm_fail(err, "must be a power of two from %llu to %llu", (unsigned long long)lo,
                    (unsigned long long)hi);
}

int mgm_parse_size(const mgm_workload *w, const char *s, uint64_t *size, char *err)
{
    if (!s || !*s) return mgm_fail(err, "%s: empty size", w->name);
    uint64_t v;
    if (strcasecmp(s, "default") == 0) v = w->size_default;
    else if (strcasecmp(s, "paper1") == 0) v = w->size_paper1;
    else if (strcasecmp(s, "paper4") == 0) v = w->size_paper4;
    else {
        if (!isdigit((unsigned char)s[0]))
            return mgm_fail(err, "%s: bad size '%s' (a number with optional K/M/G, or "
                        "default, paper1, paper4)", w->name, s);
        errno = 0;
        char *end;
        unsigned long long n = strtoull(s, &end, 10);
        unsigned shift = 0;
        switch (toupper((unsigned char)*end)) {
        case 'K': shift = 10, end++; break;
        case 'M': shift = 20, end++; break;
        case 'G': shift = 30, end++; break;
        default: break;
        }
        if (shift && toupper((unsigned char)*end) == 'B') end++;
        if (errno || *end || n == 0 || n > (UINT64_MAX >> shift))
            return mgm_fail(err, "%s: bad size '%s' (a number with optional K/M/G, or "
                        "default, paper1, paper4)", w->name, s);
        v = (uint64_t)n << shift;
    }
    char why[ERR_LEN];
    if (w->check_size(v, why) < 0)
        return mgm_fail(err, "%s: size %" PRIu64 " %s: %s", w->name, v, w->unit, why);
    *size = v;
    return 0;
}

/* ==== problems ==== */

int mgm_problem_init(mgm_problem *p, const mgm_workload *w, uint64_t size, uint64_t seed,
                     char *err)
{
    return mgm_problem_init_for(p, w, size, seed, 0, 0, err);
}

int mgm_problem_init_for(mgm_problem *p, const mgm_workload *w, uint64_t size, uint64_t seed,
                         uint32_t gpus, uint64_t mem_per_gpu, char *err)
{
    memset(p, 0, sizeof *p);
    p->gpus = gpus ? gpus : 1;
    p->mem_per_gpu = mem_per_gpu;
    char why[ERR_LEN];
    if (size == 0) return mgm_fail(err, "%s: size 0", w->name);
    if (w->check_size(size, why) < 0)
        return mgm_fail(err, "%s: size %" PRIu64 " %s: %s", w->name, size, w->unit, why);
    p->w = w;
    p->size = size;
    p->seed = seed;
    if (w->setup(p, err) < 0) {
        mgm_problem_free(p);
        return -1;
    }
    return 0;
}

/* Large initial bytes live in a memfd (shared mapping), so that the
 * functional mode's image can map them copy-on-write rather than copy
 * them (mt 4K: 64 MiB copied, a fresh page faulted per 4 KiB); small
 * ones, and any buffer when memfds fail, are calloc'd. */
#define INIT_FILE_MIN (64u << 10)

static size_t init_len(uint64_t bytes)
{
    return (size_t)((bytes + 4095) / 4096 * 4096);
}

static int init_alloc(mgm_buffer *b)
{
    b->init_fd = 0;
    if (b->bytes >= INIT_FILE_MIN && b->bytes <= SIZE_MAX - 4096) {
        int fd = memfd_create("mgsim-input", MFD_CLOEXEC);
        void *m = MAP_FAILED;
        if (fd > 0 && ftruncate(fd, (off_t)init_len(b->bytes)) == 0)
            m = mmap(NULL, init_len(b->bytes), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (m != MAP_FAILED) {
            b->init = m, b->init_fd = fd;
            return 0;
        }
        if (fd >= 0) close(fd);
    }
    b->init = calloc(1, b->bytes ? b->bytes : 1);
    return b->init ? 0 : -1;
}

static void init_free(mgm_buffer *b)
{
    if (b->init_fd > 0) {
        munmap(b->init, init_len(b->bytes));
        close(b->init_fd);
    } else {
        free(b->init);
    }
}

void mgm_problem_free(mgm_problem *p)
{
    for (unsigned b = 0; b < p->nbufs; b++) init_free(&p->buf[b]);
    memset(p, 0, sizeof *p);
}

int mgm_problem_buf(const mgm_problem *p, const char *name)
{
    for (unsigned b = 0; b < p->nbufs; b++)
        if (strcmp(p->buf[b].name, name) == 0) return (int)b;
    return -1;
}

static double gib(uint64_t bytes)
{
    return (double)bytes / (double)(1ull << 30);
}

/* Device bytes of w's buffers at size (a problem made and freed; only
 * for small sizes), or UINT64_MAX when that size is not valid. */
static uint64_t bytes_at(const mgm_workload *w, uint64_t size, uint32_t gpus)
{
    mgm_problem q;
    char e[ERR_LEN];
    if (mgm_problem_init_for(&q, w, size, 1, gpus, UINT64_MAX / 64 / gpus, e) < 0)
        return UINT64_MAX;
    uint64_t b = q.device_bytes;
    mgm_problem_free(&q);
    return b;
}

/* A power-of-two size whose buffers fit have bytes. Measured at a small
 * size d that fits (the default, halved until it does), then scaled by
 * (have / bytes(d))^(1/k), k the degree of the buffers in the size (2 for
 * a width, else 1): for buffers a polynomial of degree <= k with
 * non-negative terms, bytes(d y) <= y^k bytes(d) for y >= 1, so the
 * suggestion fits. 0 when not even a small size fits. */
static uint64_t fitting_size(const mgm_workload *w, uint32_t gpus, uint64_t have)
{
    uint64_t d = w->size_default, b;
    while ((b = bytes_at(w, d, gpus)) > have && d > 1) d /= 2;
    if (b > have) return 0;
    double y = (double)have / (double)(b ? b : 1);
    if (!strcmp(w->unit, "width")) y = sqrt(y);
    uint64_t s = d;
    while ((double)(s * 2) <= (double)d * y) s *= 2;
    return s;
}

/* Whether buffer b, added to those before it, still fits the platform's
 * device memory (a replicated buffer needs a copy on every GPU). */
static int fits(mgm_problem *p, const mgm_buffer *b, char *err)
{
    bool rep = (b->flags & MGM_BUF_REPLICATED) && p->gpus > 1;
    uint64_t total = (uint64_t)p->gpus * p->mem_per_gpu;
    p->device_bytes += rep ? b->bytes * p->gpus : b->bytes;
    if (p->device_bytes <= total && (!rep || b->bytes <= p->mem_per_gpu)) return 0;
    return mgm_fail(err,
                "size %" PRIu64 " %s does not fit the platform's device memory: its buffers "
                "need more than %.2f GiB (up to '%s'%s), the platform has %.2f GiB "
                "(%u GPU%s x %.2f GiB); try --size %" PRIu64 " or less",
                p->size, p->w->unit, gib(p->device_bytes), b->name,
                rep ? ", replicated on every GPU" : "", gib(total), p->gpus,
                p->gpus == 1 ? "" : "s", gib(p->mem_per_gpu),
                fitting_size(p->w, p->gpus, total));
}

int mgm_buf_add(mgm_problem *p, const char *name, uint64_t bytes, unsigned flags,
                enum mgm_elem elem, char *err)
{
    if (p->nbufs >= MGM_MAX_BUFS) return mgm_fail(err, "%s: too many buffers", p->w->name);
    mgm_buffer *b = &p->buf[p->nbufs];
    memset(b, 0, sizeof *b);
    b->name = name;
    b->bytes = bytes;
    b->flags = flags;
    b->elem = elem;
    if (p->mem_per_gpu && fits(p, b, err) < 0) return -1;
    if (flags & MGM_BUF_IN) {
        if (init_alloc(b) < 0)
            return mgm_fail(err, "%s: out of memory for %" PRIu64 " bytes of %s", p->w->name,
                        bytes, name);
    }
    return (int)p->nbufs++;
}

void mgm_buf_tol(mgm_problem *p, int b, double rtol, double atol)
{
    p->buf[b].rtol = rtol;
    p->buf[b].atol = atol;
}

/* ==== deterministic inputs ==== */

uint64_t mgm_rand(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

float mgm_randf(uint64_t *s, float lo, float hi)
{
    /* 24 random bits: every value is exact in float */
    float u = (float)(mgm_rand(s) >> 40) * (1.0f / 16777216.0f);
    return lo + (hi - lo) * u;
}

uint32_t mgm_randu(uint64_t *s, uint32_t n) { return (uint32_t)(mgm_rand(s) % n); }

uint64_t mgm_stream(uint64_t seed, uint64_t purpose)
{
    uint64_t s = seed ^ (purpose * 0xd1342543de82ef95ull);
    return mgm_rand(&s);
}

/* ==== verification ==== */

int mgm_compare(const mgm_problem *p, unsigned b, const uint8_t *got, const uint8_t *ref,
                char *err)
{
    const mgm_buffer *B = &p->buf[b];
    uint64_t n;
    switch (B->elem) {
    case MGM_E_U8:
        for (uint64_t i = 0; i < B->bytes; i++)
            if (got[i] != ref[i])
                return mgm_fail(err, "%s: %s[%" PRIu64 "] is 0x%02x, expected 0x%02x", p->w->name,
                            B->name, i, got[i], ref[i]);
        return 0;
    case MGM_E_U32:
    case MGM_E_I32:
        n = B->bytes / 4;
        for (uint64_t i = 0; i < n; i++) {
            uint32_t g, r;
            memcpy(&g, got + 4 * i, 4);
            memcpy(&r, ref + 4 * i, 4);
            if (g != r)
                return mgm_fail(err, "%s: %s[%" PRIu64 "] is %" PRId64 ", expected %" PRId64,
                            p->w->name, B->name, i,
                            B->elem == MGM_E_I32 ? (int64_t)(int32_t)g : (int64_t)g,
                            B->elem == MGM_E_I32 ? (int64_t)(int32_t)r : (int64_t)r);
        }
        return 0;
    case MGM_E_F32:
        n = B->bytes / 4;
        for (uint64_t i = 0; i < n; i++) {
            float g, r;
            memcpy(&g, got + 4 * i, 4);
            memcpy(&r, ref + 4 * i, 4);
            double d = fabs((double)g - (double)r);
            if (!(d <= B->atol + B->rtol * fabs((double)r))) /* NaN fails too */
                return mgm_fail(err, "%s: %s[%" PRIu64 "] is %.9g, expected %.9g (tolerance "
                            "%g + %g * |expected|)", p->w->name, B->name, i, (double)g,
                            (double)r, B->atol, B->rtol);
        }
        return 0;
    }
    return mgm_fail(err, "%s: %s: bad element type", p->w->name, B->name);
}

int mgm_verify(const mgm_problem *p, uint8_t *const got[MGM_MAX_BUFS], char *err)
{
    uint8_t *ref[MGM_MAX_BUFS] = {0};
    int rc = p->w->reference(p, ref, err);
    for (unsigned b = 0; rc == 0 && b < p->nbufs; b++) {
        if (!(p->buf[b].flags & MGM_BUF_OUT)) continue;
        if (!got[b] || !ref[b]) rc = mgm_fail(err, "%s: no data for output %s", p->w->name,
                                           p->buf[b].name);
        else rc = mgm_compare(p, b, got[b], ref[b], err);
    }
    for (unsigned b = 0; b < MGM_MAX_BUFS; b++) free(ref[b]);
    return rc;
}

int mgm_check(const mgm_problem *p, uint8_t *const got[MGM_MAX_BUFS], char *err)
{
    return p->w->verify ? p->w->verify(p, got, err) : mgm_verify(p, got, err);
}

void mgm_hash_outputs(const mgm_problem *p, uint8_t *const out[MGM_MAX_BUFS],
                      char hex[MGM_SHA256_HEX_LEN])
{
    struct sha256_ctx s;
    uint8_t d[SHA256_DIGEST_SIZE];
    sha256_init(&s);
    for (unsigned b = 0; b < p->nbufs; b++)
        if ((p->buf[b].flags & MGM_BUF_OUT) && out[b])
            sha256_update(&s, p->buf[b].bytes, out[b]);
    sha256_digest(&s, sizeof d, d);
    mgm_sha256_hex(d, hex);
}

void mgm_sha256_hex(const uint8_t digest[SHA256_DIGEST_SIZE], char hex[MGM_SHA256_HEX_LEN])
{
    static const char x[] = "0123456789abcdef";
    for (int i = 0; i < SHA256_DIGEST_SIZE; i++) {
        hex[2 * i] = x[digest[i] >> 4];
        hex[2 * i + 1] = x[digest[i] & 15];
    }
    hex[2 * SHA256_DIGEST_SIZE] = 0;
}
