/* See lt_util.h. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "lt_util.h"

char *lt_kernel_path(const char *name)
{
    const char *b = getenv("BUILD");
    char *p = malloc(4096);
    assert_non_null(p);
    snprintf(p, 4096, "%s/kernels/%s", b && *b ? b : "build", name);
    return p;
}

static char tmpdir[64];

const char *lt_tmpdir(void)
{
    if (!tmpdir[0]) {
        strcpy(tmpdir, "/tmp/mgsim-loader-XXXXXX");
        assert_non_null(mkdtemp(tmpdir));
    }
    return tmpdir;
}

void lt_cleanup(void)
{
    if (tmpdir[0]) {
        char cmd[128];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
        if (system(cmd) != 0)
            fprintf(stderr, "could not remove %s\n", tmpdir);
        tmpdir[0] = 0;
    }
}

char *lt_run(const char *fmt, ...)
{
    char cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    FILE *f = popen(cmd, "r");
    assert_non_null(f);
    size_t n = 0, cap = 65536;
    char *out = malloc(cap);
    assert_non_null(out);
    for (size_t got; (got = fread(out + n, 1, cap - n - 1, f)) > 0;) {
        n += got;
        if (cap - n < 2) {
            out = realloc(out, cap *= 2);
            assert_non_null(out);
        }
    }
    out[n] = 0;
    int rc = pclose(f);
    if (rc != 0)
        fail_msg("command failed (%d): %s", rc, cmd);
    return out;
}

uint8_t *lt_read(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot open %s (did `make kernels` run?)", path);
    fseek(f, 0, SEEK_END);
    long sz = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *buf = malloc(sz > 0 ? (size_t)sz : 1);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)sz, f), (size_t)sz);
    fclose(f);
    *n = (size_t)sz;
    return buf;
}

void lt_write(const char *path, const void *buf, size_t n)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(buf, 1, n, f), n);
    fclose(f);
}

#define OCL "clang-15 -target amdgcn-amd-amdhsa -mcpu=%s -x cl -cl-std=CL2.0 " \
            "--rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode -O%d"

char *lt_compile_for(const char *src, const char *mcpu, int version, int opt, char **asm_text)
{
    const char *d = lt_tmpdir();
    char *out = malloc(4096), stem[2048];
    assert_non_null(out);
    /* gfx803 -O2 keeps the names tests know (test_broken reads SRC.vN.o) */
    if (!strcmp(mcpu, "gfx803") && opt == 2)
        snprintf(stem, sizeof stem, "%s/%s.v%d", d, src, version);
    else
        snprintf(stem, sizeof stem, "%s/%s.%s.O%d.v%d", d, src, mcpu, opt, version);
    snprintf(out, 4096, "%s.hsaco", stem);
    free(lt_run(OCL " -mcode-object-version=%d -c test/kernels/%s.cl -o %s.o && "
                "ld.lld-15 -shared %s.o -o %s",
                mcpu, opt, version, src, stem, stem, out));
    if (asm_text)
        *asm_text = lt_run(OCL " -mcode-object-version=%d -S test/kernels/%s.cl -o -", mcpu, opt,
                           version, src);
    return out;
}

char *lt_compile(const char *src, int version, char **asm_text)
{
    return lt_compile_for(src, "gfx803", version, 2, asm_text);
}

/* ------------------------------------------------- readelf's notes */
struct lt_entry {
    size_t ki;
    long ai;
    char *key, *val;
};

struct lt_notes {
    struct lt_entry *e;
    size_t n, cap, nkernels;
    size_t nargs[256];
};

static char *unquote(const char *v, size_t n)
{
    if (n >= 2 && (v[0] == '\'' || v[0] == '"') && v[n - 1] == v[0])
        v++, n -= 2;
    return strndup(v, n);
}

/* Kernels are list items at column 2, arguments list items at column 6;
 * kernel keys sit at column 4 (and v2's CodeProps keys at 6, outside
 * Args), argument keys at column 8. */
struct lt_notes *lt_notes_read(const char *hsaco)
{
    char *text = lt_run("llvm-readelf-15 --notes %s", hsaco);
    struct lt_notes *o = calloc(1, sizeof *o);
    assert_non_null(o);
    long ki = -1, ai = -1;
    int in_args = 0, in_kernels = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        size_t col = strspn(line, " ");
        char *p = line + col;
        if (col == 0) {
            in_kernels = !strncmp(p, "amdhsa.kernels:", 15) || !strncmp(p, "Kernels:", 8);
            continue;
        }
        if (!in_kernels)
            continue;
        if (!strncmp(p, "- ", 2)) {
            if (col == 2)
                ki++, ai = -1, in_args = 0;
            else if (col == 6 && in_args)
                ai++;
            p += 2;
            col += 2 + strspn(p, " ");
            p = line + col;
        }
        char *colon = strstr(p, ":");
        if (ki < 0 || ki >= 256 || !colon)
            continue;
        size_t klen = (size_t)(colon - p);
        char *v = colon + 1;
        v += strspn(v, " ");
        if (col == 4) {
            in_args = (klen == 5 && !strncmp(p, ".args", 5)) ||
                      (klen == 4 && !strncmp(p, "Args", 4));
            ai = -1;
        }
        long scope = col == 8 && in_args ? ai : col == 4 || (col == 6 && !in_args) ? -1 : -2;
        if (scope == -2)
            continue;
        if (o->n == o->cap) {
            o->cap = o->cap ? o->cap * 2 : 64;
            o->e = realloc(o->e, o->cap * sizeof *o->e);
            assert_non_null(o->e);
        }
        o->e[o->n++] = (struct lt_entry){(size_t)ki, scope, strndup(p, klen),
                                         unquote(v, strlen(v))};
        if (scope >= 0 && (size_t)scope + 1 > o->nargs[ki])
            o->nargs[ki] = (size_t)scope + 1;
        o->nkernels = (size_t)ki + 1;
    }
    free(text);
    return o;
}

void lt_notes_free(struct lt_notes *n)
{
    for (size_t i = 0; i < n->n; i++) {
        free(n->e[i].key);
        free(n->e[i].val);
    }
    free(n->e);
    free(n);
}

size_t lt_notes_kernels(const struct lt_notes *n) { return n->nkernels; }
size_t lt_notes_args(const struct lt_notes *n, size_t ki) { return ki < 256 ? n->nargs[ki] : 0; }

const char *lt_notes_get(const struct lt_notes *n, size_t ki, long ai, const char *key)
{
    for (size_t i = 0; i < n->n; i++)
        if (n->e[i].ki == ki && n->e[i].ai == ai && !strcmp(n->e[i].key, key))
            return n->e[i].val;
    return NULL;
}

long long lt_notes_num(const struct lt_notes *n, size_t ki, long ai, const char *key)
{
    const char *v = lt_notes_get(n, ki, ai, key);
    return v ? strtoll(v, NULL, 0) : -1;
}

/* ------------------------------------------------------- clang -S */
long long lt_asm_field(const char *asm_text, const char *kernel, int v2, const char *key)
{
    char start[256];
    if (v2)
        snprintf(start, sizeof start, "\n%s:", kernel);
    else
        snprintf(start, sizeof start, ".amdhsa_kernel %s\n", kernel);
    const char *b = strstr(asm_text, start);
    if (!b)
        return -1;
    const char *e = strstr(b, v2 ? ".end_amd_kernel_code_t" : ".end_amdhsa_kernel");
    size_t klen = strlen(key);
    for (const char *p = b; e && p < e; p++) {
        p = strstr(p, key);
        if (!p || p >= e)
            break;
        const char *after = p + klen;
        if ((p[-1] == '\t' || p[-1] == ' ') && (*after == ' ')) {
            after += strspn(after, " =");
            return strtoll(after, NULL, 0);
        }
    }
    return -1;
}
