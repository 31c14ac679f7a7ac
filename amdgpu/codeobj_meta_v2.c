/* Code object v2 metadata: the YAML text of the NT_AMD_HSA_METADATA note.
 * LLVM writes it in one fixed block style, so this reads that style by
 * hand rather than pulling in a YAML library:
 *
 *   Kernels:
 *     - Name:            vadd          <- a kernel starts at "- " under Kernels
 *       Args:
 *         - Size:        8             <- an argument starts at "- " under Args
 *           ValueKind:   GlobalBuffer
 *       CodeProps:
 *         KernargSegmentSize: 88
 *
 * Indentation decides nesting: a key at the kernel's own key column
 * switches section (Args, CodeProps, or a plain kernel key), deeper keys
 * belong to the current section. Unknown keys and sections are skipped;
 * a known numeric key with a non-number is an error naming the line. */
#include <stdlib.h>
#include <string.h>

#include "amdgpu/codeobj_int.h"

enum section { SEC_OTHER, SEC_KERNEL, SEC_ARGS, SEC_CODEPROPS };

struct yline {
    size_t lineno;
    int indent;     /* column of the key */
    int dash;       /* the line began a list item ("- ") */
    const char *key, *val;
    size_t keylen, vallen;
};

struct v2state {
    struct amdgpu_codeobj *co;
    int in_kernels;
    int kernel_dash;       /* column of the kernel list's dash, -1 unknown */
    int kernel_key;        /* column of the current kernel's keys */
    enum section sec;
    struct co_kernel *k;   /* current kernel (index below; pointer moves) */
    size_t ki;
    struct amdgpu_kernel_arg *a;
};

/* Splits one line into indent / dash / key / value; 0 when the line has
 * no "key:" (blank, comment, document markers, plain list scalars). */
static int split(const char *s, size_t n, struct yline *l)
{
    size_t i = 0;
    while (i < n && s[i] == ' ')
        i++;
    l->dash = 0;
    if (i + 1 < n && s[i] == '-' && s[i + 1] == ' ') {
        l->dash = 1;
        i += 2;
        while (i < n && s[i] == ' ')
            i++;
    }
    l->indent = (int)i;
    size_t k = i;
    while (k < n && s[k] != ':' && s[k] != ' ' && s[k] != '#' && s[k] != '\'' && s[k] != '"')
        k++;
    if (k == i || k >= n || s[k] != ':' || (k + 1 < n && s[k + 1] != ' '))
        return 0;
    l->key = s + i;
    l->keylen = k - i;
    size_t v = k + 1;
    while (v < n && s[v] == ' ')
        v++;
    size_t e = n;
    while (e > v && (s[e - 1] == ' ' || s[e - 1] == '\r'))
        e--;
    l->val = s + v;
    l->vallen = e - v;
    return 1;
}

static int is(const struct yline *l, const char *key)
{
    return strlen(key) == l->keylen && !memcmp(l->key, key, l->keylen);
}

static int line_fail(const struct v2state *st, const struct yline *l, const char *what)
{
    return co_fail(st->co->label, st->co->err, "v2 metadata line %zu: %.*s: '%.*s' %s",
                   l->lineno, (int)l->keylen, l->key, (int)(l->vallen > 40 ? 40 : l->vallen),
                   l->val, what);
}

static int num(const struct v2state *st, const struct yline *l, uint32_t *out)
{
    char buf[24];
    if (l->vallen == 0 || l->vallen >= sizeof buf)
        return line_fail(st, l, "is not a number");
    memcpy(buf, l->val, l->vallen);
    buf[l->vallen] = 0;
    char *end;
    unsigned long long v = strtoull(buf, &end, 0);
    if (*end || buf[0] == '-' || v >= CO_UNSET)
        return line_fail(st, l, "is not a 32-bit unsigned number");
    *out = (uint32_t)v;
    return 0;
}

/* A scalar, unquoted: 'it''s' -> it's, "x" -> x (no escapes in practice). */
static int str(const struct v2state *st, const struct yline *l, const char **out)
{
    const char *v = l->val;
    size_t n = l->vallen;
    if (n >= 2 && (v[0] == '\'' || v[0] == '"') && v[n - 1] == v[0]) {
        char *tmp = malloc(n);
        if (!tmp)
            return co_fail(st->co->label, st->co->err, "out of memory");
        size_t o = 0;
        for (size_t i = 1; i + 1 < n; i++) {
            tmp[o++] = v[i];
            if (v[0] == '\'' && v[i] == '\'' && i + 2 < n && v[i + 1] == '\'')
                i++;
        }
        *out = co_strndup(st->co, tmp, o);
        free(tmp);
    } else {
        *out = co_strndup(st->co, v, n);
    }
    return *out ? 0 : -1;
}

static int flag(const struct yline *l, bool *out)
{
    *out = l->vallen == 4 && !memcmp(l->val, "true", 4);
    return 0;
}

static int arg_key(struct v2state *st, const struct yline *l)
{
    struct amdgpu_kernel_arg *a = st->a;
    const char *s;
    if (is(l, "Name"))
        return str(st, l, &a->name);
    if (is(l, "TypeName"))
        return str(st, l, &a->type_name);
    if (is(l, "Size"))
        return num(st, l, &a->size);
    if (is(l, "Align"))
        return num(st, l, &a->align);
    if (is(l, "PointeeAlign"))
        return num(st, l, &a->pointee_align);
    if (is(l, "IsConst"))
        return flag(l, &a->is_const);
    if (is(l, "IsRestrict"))
        return flag(l, &a->is_restrict);
    if (is(l, "IsVolatile"))
        return flag(l, &a->is_volatile);
    if (is(l, "IsPipe"))
        return flag(l, &a->is_pipe);
    if (is(l, "ValueKind")) {
        if (str(st, l, &a->kind_name) < 0)
            return -1;
        a->kind = co_arg_kind(a->kind_name, strlen(a->kind_name));
    } else if (is(l, "AddrSpaceQual")) {
        if (str(st, l, &s) < 0)
            return -1;
        a->addr_space = co_addr_space(s, strlen(s));
    } else if (is(l, "AccQual")) {
        if (str(st, l, &s) < 0)
            return -1;
        a->access = co_access(s, strlen(s));
    }
    return 0;
}

static int codeprops_key(struct v2state *st, const struct yline *l)
{
    static const struct {
        const char *key;
        size_t off;
    } keys[] = {
        {"KernargSegmentSize", offsetof(struct amdgpu_kernel, kernarg_size)},
        {"KernargSegmentAlign", offsetof(struct amdgpu_kernel, kernarg_align)},
        {"GroupSegmentFixedSize", offsetof(struct amdgpu_kernel, group_segment_size)},
        {"PrivateSegmentFixedSize", offsetof(struct amdgpu_kernel, private_segment_size)},
        {"WavefrontSize", offsetof(struct amdgpu_kernel, wavefront_size)},
        {"NumSGPRs", offsetof(struct amdgpu_kernel, sgpr_count)},
        {"NumVGPRs", offsetof(struct amdgpu_kernel, vgpr_count)},
        {"MaxFlatWorkGroupSize", offsetof(struct amdgpu_kernel, max_flat_workgroup_size)},
    };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (is(l, keys[i].key))
            return num(st, l, (uint32_t *)((char *)&st->k->pub + keys[i].off));
    return 0;
}

/* A kernel's key column: switches section, or is a plain kernel key. */
static int kernel_key(struct v2state *st, const struct yline *l)
{
    st->sec = is(l, "Args") ? SEC_ARGS : is(l, "CodeProps") ? SEC_CODEPROPS : SEC_KERNEL;
    st->a = NULL;
    if (is(l, "Name"))
        return str(st, l, &st->k->pub.name);
    return 0;
}

static int finish_kernel(struct v2state *st)
{
    if (st->k && !st->k->pub.name)
        return co_fail(st->co->label, st->co->err, "v2 metadata: kernel %zu has no Name",
                       st->ki);
    if (!st->k)
        return 0;
    if (st->k->pub.max_flat_workgroup_size == CO_UNSET)
        st->k->pub.max_flat_workgroup_size = 0;
    for (size_t i = 0; i < st->k->nargs; i++)
        if (!st->k->args[i].kind_name)
            return co_fail(st->co->label, st->co->err,
                           "v2 metadata: kernel '%s' argument %zu has no ValueKind",
                           st->k->pub.name, i);
    return 0;
}

static int line(struct v2state *st, const struct yline *l)
{
    if (l->indent == 0 && !l->dash) { /* a top-level key */
        if (finish_kernel(st) < 0)
            return -1;
        st->in_kernels = is(l, "Kernels");
        st->k = NULL;
        return 0;
    }
    if (!st->in_kernels)
        return 0;
    if (l->dash && (st->kernel_dash < 0 || l->indent <= st->kernel_key)) {
        if (finish_kernel(st) < 0)
            return -1;
        if (!(st->k = co_add_kernel(st->co)))
            return -1;
        st->ki = st->co->nkernels - 1;
        st->kernel_dash = 1;
        st->kernel_key = l->indent;
        return kernel_key(st, l);
    }
    if (!st->k)
        return 0;
    if (l->indent == st->kernel_key)
        return kernel_key(st, l);
    if (st->sec == SEC_CODEPROPS)
        return codeprops_key(st, l);
    if (st->sec != SEC_ARGS)
        return 0;
    if (l->dash && !(st->a = co_add_arg(st->co, st->k)))
        return -1;
    return st->a ? arg_key(st, l) : 0;
}

int co_meta_v2(struct amdgpu_codeobj *co, const char *text, size_t n)
{
    struct v2state st = {co, 0, -1, 0, SEC_OTHER, NULL, 0, NULL};
    size_t end = strnlen(text, n); /* the note may carry a trailing NUL */
    size_t lineno = 0;
    for (size_t at = 0; at < end;) {
        const char *nl = memchr(text + at, '\n', end - at);
        size_t len = nl ? (size_t)(nl - (text + at)) : end - at;
        struct yline l;
        lineno++;
        if (split(text + at, len, &l)) {
            l.lineno = lineno;
            if (line(&st, &l) < 0)
                return -1;
        }
        at += len + 1;
    }
    return finish_kernel(&st);
}
