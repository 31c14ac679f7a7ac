/* The --arg specs of `mgsim kernel` (see tools/cmd_kernel.h):
 *   buf:PATH  zero:N  i32:V u32:V i64:V u64:V f32:V f64:V  local:N
 * Each is checked against what the metadata says the argument is: a
 * buffer spec needs a global_buffer argument, a scalar spec a by-value
 * argument of the same size (i32/u32 also fit 1- and 2-byte arguments
 * when the value does), local:N a dynamic_shared_pointer. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cmd_kernel.h"
#include "util/vec.h"

static void describe(const struct amdgpu_kernel *k, size_t i, char *buf, size_t len)
{
    const struct amdgpu_kernel_arg *a = &k->args[i];
    snprintf(buf, len, "argument %zu%s%s%s (%s%s%s%s, %u bytes)", i, a->name ? " '" : "",
             a->name ? a->name : "", a->name ? "'" : "",
             a->kind ? amdgpu_arg_kind_name(a->kind) : (a->kind_name ? a->kind_name : "?"),
             a->type_name ? " '" : "", a->type_name ? a->type_name : "",
             a->type_name ? "'" : "", a->size);
}

static int bad(const struct amdgpu_kernel *k, size_t i, const char *spec, const char *why)
{
    char d[256];
    describe(k, i, d, sizeof d);
    fprintf(stderr, "mgsim kernel: %s: %s of kernel %s: %s\n", spec, d, k->name, why);
    return -1;
}

static int parse_u(const char *s, unsigned long long *v)
{
    char *end;
    errno = 0;
    *v = strtoull(s, &end, 0);
    return !errno && end != s && !*end && *s != '-';
}

static int parse_i(const char *s, long long *v)
{
    char *end;
    errno = 0;
    *v = strtoll(s, &end, 0);
    return !errno && end != s && !*end;
}

static int read_file(const char *path, uint8_t **buf, uint64_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    size_t cap = 4096, len = 0;
    uint8_t *b = malloc(cap);
    for (size_t got; b && (got = fread(b + len, 1, cap - len, f)) > 0;) {
        len += got;
        if (len == cap && VEC_TRY_RESERVE(b, cap, 2 * cap) < 0) {
            free(b);
            b = NULL;
        }
    }
    int rc = b && !ferror(f) ? 0 : -1;
    fclose(f);
    if (rc < 0) free(b);
    else *buf = b, *n = len;
    return rc;
}

/* buf:PATH or zero:N: a device buffer; a zero-length one still gets a
 * mapped byte so that its address is valid. */
static int parse_buffer(const struct amdgpu_kernel *k, size_t i, const char *spec, amdgpu_memimg *m,
                        struct karg *a)
{
    if (k->args[i].kind != AMDGPU_ARG_GLOBAL_BUFFER || k->args[i].size != 8)
        return bad(k, i, spec, "a buffer needs a global (pointer) argument");
    uint8_t *data = NULL;
    unsigned long long n = 0;
    if (!strncmp(spec, "zero:", 5)) {
        if (!parse_u(spec + 5, &n) || n > (1ull << 34))
            return bad(k, i, spec, "zero:N needs a byte count (at most 16 GiB)");
    } else {
        uint64_t len;
        if (read_file(spec + 4, &data, &len) < 0) {
            char why[300];
            snprintf(why, sizeof why, "cannot read '%s': %s", spec + 4, strerror(errno));
            return bad(k, i, spec, why);
        }
        n = len;
    }
    int rc = amdgpu_memimg_alloc(m, n ? n : 1, 256, &a->addr);
    if (rc == 0 && n && data) rc = amdgpu_memimg_write(m, a->addr, data, n);
    free(data);
    if (rc < 0) return bad(k, i, spec, "cannot map the buffer");
    a->is_buffer = 1;
    a->size = n;
    memcpy(a->bytes, &a->addr, 8);
    a->val.bytes = a->bytes, a->val.size = 8;
    return 0;
}

/* i32/u32/i64/u64/f32/f64:V for a by-value argument of matching size. */
static int parse_scalar(const struct amdgpu_kernel *k, size_t i, const char *spec, struct karg *a)
{
    const struct amdgpu_kernel_arg *ka = &k->args[i];
    const char *colon = strchr(spec, ':'), *v = colon + 1;
    size_t tl = (size_t)(colon - spec);
    char t = spec[0];
    unsigned width = (unsigned)atoi(spec + 1) / 8; /* 4 or 8 */
    if (ka->kind != AMDGPU_ARG_BY_VALUE) return bad(k, i, spec, "a value needs a by-value argument");
    int small_int = t != 'f' && width == 4 && (ka->size == 1 || ka->size == 2);
    if (ka->size != width && !small_int) {
        char why[96];
        snprintf(why, sizeof why, "%.*s is %u bytes, the argument %u", (int)tl, spec, width,
                 ka->size);
        return bad(k, i, spec, why);
    }
    uint64_t bits = 0;
    if (t == 'f') {
        char *end;
        errno = 0;
        double d = strtod(v, &end);
        if (errno == ERANGE || end == v || *end) return bad(k, i, spec, "not a number");
        if (width == 4) {
            float f = (float)d;
            if (isinf(f) && !isinf(d)) return bad(k, i, spec, "out of range for f32");
            memcpy(&bits, &f, 4);
        } else {
            memcpy(&bits, &d, 8);
        }
    } else if (t == 'i') {
        long long x;
        long long lo = ka->size == 1 ? -128 : ka->size == 2 ? -32768 : width == 4 ? INT32_MIN : INT64_MIN;
        long long hi = ka->size == 1 ? 127 : ka->size == 2 ? 32767 : width == 4 ? INT32_MAX : INT64_MAX;
        if (!parse_i(v, &x) || x < lo || x > hi)
            return bad(k, i, spec, "not an integer in the argument's range");
        bits = (uint64_t)x;
    } else {
        unsigned long long x;
        unsigned long long hi = ka->size == 1 ? 255 : ka->size == 2 ? 65535 : width == 4 ? UINT32_MAX : UINT64_MAX;
        if (!parse_u(v, &x) || x > hi)
            return bad(k, i, spec, "not an unsigned integer in the argument's range");
        bits = x;
    }
    memcpy(a->bytes, &bits, 8);
    a->val.bytes = a->bytes;
    a->val.size = ka->size;
    return 0;
}

int kargs_parse(const struct amdgpu_kernel *k, char **specs, size_t nspecs, amdgpu_memimg *m,
                struct karg *out)
{
    size_t nexp = amdgpu_explicit_args(k);
    if (nspecs != nexp) {
        fprintf(stderr, "mgsim kernel: kernel %s takes %zu argument%s, %zu --arg given\n",
                k->name, nexp, nexp == 1 ? "" : "s", nspecs);
        for (size_t i = 0; i < nexp; i++) {
            char d[256];
            describe(k, i, d, sizeof d);
            fprintf(stderr, "  %s\n", d);
        }
        return -1;
    }
    static const char *const scalars[] = {"i32:", "u32:", "i64:", "u64:", "f32:", "f64:"};
    for (size_t i = 0; i < nspecs; i++) {
        const char *s = specs[i];
        memset(&out[i], 0, sizeof out[i]);
        int done = 0, rc = 0;
        if (!strncmp(s, "buf:", 4) || !strncmp(s, "zero:", 5)) {
            rc = parse_buffer(k, i, s, m, &out[i]), done = 1;
        } else if (!strncmp(s, "local:", 6)) {
            unsigned long long n;
            if (k->args[i].kind != AMDGPU_ARG_DYNAMIC_SHARED_POINTER)
                rc = bad(k, i, s, "local:N needs a __local pointer argument");
            else if (!parse_u(s + 6, &n) || n > 65536)
                rc = bad(k, i, s, "local:N needs a byte count (at most 65536)");
            else
                out[i].val.lds_bytes = (uint32_t)n;
            done = 1;
        }
        for (size_t j = 0; !done && j < sizeof scalars / sizeof scalars[0]; j++)
            if (!strncmp(s, scalars[j], 4)) rc = parse_scalar(k, i, s, &out[i]), done = 1;
        if (!done)
            rc = bad(k, i, s, "unknown spec (buf:PATH, zero:N, i32/u32/i64/u64/f32/f64:V, local:N)");
        if (rc < 0) return -1;
    }
    return 0;
}
