/* Code object v3+ metadata: the msgpack map in the NT_AMDGPU_METADATA note,
 * decoded with msgpack-c and walked for amdhsa.version, amdhsa.target and
 * amdhsa.kernels[] (names, descriptor symbols, segment sizes, arguments).
 * Unknown keys are skipped (newer compilers add some); a known key with a
 * value of the wrong type is an error naming the kernel and argument. */
#include <msgpack.h>
#include <stddef.h>
#include <string.h>

#include "amdgpu/codeobj_int.h"

/* --------------------------------------------------------- pre-check */
/* msgpack-c allocates a container's slots before reading its elements,
 * trusting the declared count; a forged 2^32-element array would make it
 * allocate ~100 GB. This walk checks every count against the bytes left
 * (each element takes at least one), bounding what the unpacker allocates
 * by the note's size. It reads only headers, so it is one linear pass. */
static uint64_t be(const uint8_t *p, int n)
{
    uint64_t v = 0;
    for (int i = 0; i < n; i++)
        v = v << 8 | p[i];
    return v;
}

/* For a header byte b: bytes of length field (lenb), of fixed payload (fix)
 * and whether the length counts elements (cnt: 1 array, 2 map). */
static int header(uint8_t b, int *lenb, uint64_t *fix, int *cnt)
{
    *lenb = 0, *fix = 0, *cnt = 0;
    if (b <= 0x7f || b >= 0xe0 || b == 0xc0 || b == 0xc2 || b == 0xc3)
        return 0;
    if (b >= 0x80 && b <= 0x9f)
        return *cnt = b <= 0x8f ? 2 : 1, 0;
    if (b >= 0xa0 && b <= 0xbf)
        return *fix = b & 0x1f, 0;
    switch (b) {
    case 0xc4: case 0xd9: *lenb = 1; return 0;
    case 0xc5: case 0xda: *lenb = 2; return 0;
    case 0xc6: case 0xdb: *lenb = 4; return 0;
    case 0xc7: *lenb = 1, *fix = 1; return 0;
    case 0xc8: *lenb = 2, *fix = 1; return 0;
    case 0xc9: *lenb = 4, *fix = 1; return 0;
    case 0xca: case 0xce: case 0xd2: *fix = 4; return 0;
    case 0xcb: case 0xcf: case 0xd3: *fix = 8; return 0;
    case 0xcc: case 0xd0: *fix = 1; return 0;
    case 0xcd: case 0xd1: *fix = 2; return 0;
    case 0xd4: *fix = 2; return 0;
    case 0xd5: *fix = 3; return 0;
    case 0xd6: *fix = 5; return 0;
    case 0xd7: *fix = 9; return 0;
    case 0xd8: *fix = 17; return 0;
    case 0xdc: *lenb = 2, *cnt = 1; return 0;
    case 0xdd: *lenb = 4, *cnt = 1; return 0;
    case 0xde: *lenb = 2, *cnt = 2; return 0;
    case 0xdf: *lenb = 4, *cnt = 2; return 0;
    default: return -1; /* 0xc1: never used */
    }
}

static int precheck(struct amdgpu_codeobj *co, const uint8_t *p, size_t n)
{
    uint64_t pending = 1;
    size_t at = 0;
    while (pending) {
        if (at >= n)
            return co_fail(co->label, co->err, "metadata msgpack truncated at byte %zu", at);
        uint8_t b = p[at++];
        int lenb, cnt;
        uint64_t fix, len;
        pending--;
        if (header(b, &lenb, &fix, &cnt) < 0)
            return co_fail(co->label, co->err, "metadata msgpack: bad byte 0x%02x at %zu", b,
                           at - 1);
        if ((size_t)lenb > n - at)
            return co_fail(co->label, co->err, "metadata msgpack truncated at byte %zu", at);
        len = be(p + at, lenb);
        at += (size_t)lenb;
        if (b >= 0x80 && b <= 0x9f)
            len = b & 0xf;
        if (cnt) {
            if (len > n - at)
                return co_fail(co->label, co->err,
                               "metadata msgpack: container at byte %zu claims %llu items, "
                               "only %zu bytes left",
                               at, (unsigned long long)len, n - at);
            pending += len * (uint64_t)cnt;
            continue;
        }
        if (fix > n - at || (lenb && len > n - at - fix))
            return co_fail(co->label, co->err, "metadata msgpack: value at byte %zu runs past "
                                               "the note", at);
        at += (size_t)(fix + (lenb ? len : 0));
    }
    return 0;
}

/* ------------------------------------------------------------ walking */
/* Where we are, for messages: kernel index and name, argument index. */
struct where {
    struct amdgpu_codeobj *co;
    size_t ki;
    const char *kname;
    long ai; /* -1 outside .args */
};

static int bad(const struct where *w, const char *key, int keylen, const char *what)
{
    char arg[32] = "";
    if (w->ai >= 0)
        snprintf(arg, sizeof arg, ".args[%ld]", w->ai);
    return co_fail(w->co->label, w->co->err, "metadata: amdhsa.kernels[%zu] (%s)%s: %.*s %s",
                   w->ki, w->kname ? w->kname : "?", arg, keylen, key, what);
}

/* The message for a key/value pair whose value has the wrong type. */
static int bad_val(const struct where *w, const msgpack_object_kv *kv, const char *what)
{
    return bad(w, kv->key.via.str.ptr, (int)kv->key.via.str.size, what);
}

static int key_is(const msgpack_object *k, const char *s)
{
    return k->type == MSGPACK_OBJECT_STR && strlen(s) == k->via.str.size &&
           !memcmp(k->via.str.ptr, s, k->via.str.size);
}

static int get_u32(const struct where *w, const msgpack_object_kv *kv, uint32_t *out)
{
    const msgpack_object *v = &kv->val;
    if (v->type != MSGPACK_OBJECT_POSITIVE_INTEGER || v->via.u64 >= CO_UNSET)
        return bad_val(w, kv, "is not an unsigned 32-bit integer");
    *out = (uint32_t)v->via.u64;
    return 0;
}

static int get_str(const struct where *w, const msgpack_object_kv *kv, const char **out)
{
    const msgpack_object *v = &kv->val;
    if (v->type != MSGPACK_OBJECT_STR)
        return bad_val(w, kv, "is not a string");
    *out = co_strndup(w->co, v->via.str.ptr, v->via.str.size);
    return *out ? 0 : -1;
}

static int get_bool(const struct where *w, const msgpack_object_kv *kv, bool *out)
{
    if (kv->val.type != MSGPACK_OBJECT_BOOLEAN)
        return bad_val(w, kv, "is not a boolean");
    *out = kv->val.via.boolean;
    return 0;
}

/* Unsigned kernel-level keys, each with the field it fills. */
static const struct {
    const char *key;
    size_t off;
} kernel_u32[] = {
    {".kernarg_segment_size", offsetof(struct amdgpu_kernel, kernarg_size)},
    {".kernarg_segment_align", offsetof(struct amdgpu_kernel, kernarg_align)},
    {".group_segment_fixed_size", offsetof(struct amdgpu_kernel, group_segment_size)},
    {".private_segment_fixed_size", offsetof(struct amdgpu_kernel, private_segment_size)},
    {".sgpr_count", offsetof(struct amdgpu_kernel, sgpr_count)},
    {".vgpr_count", offsetof(struct amdgpu_kernel, vgpr_count)},
    {".agpr_count", offsetof(struct amdgpu_kernel, agpr_count)},
    {".wavefront_size", offsetof(struct amdgpu_kernel, wavefront_size)},
    {".max_flat_workgroup_size", offsetof(struct amdgpu_kernel, max_flat_workgroup_size)},
};

static int parse_arg(struct where *w, struct co_kernel *k, const msgpack_object *m)
{
    if (m->type != MSGPACK_OBJECT_MAP)
        return bad(w, "", 0, "is not a map");
    struct amdgpu_kernel_arg *a = co_add_arg(w->co, k);
    if (!a)
        return -1;
    int rc = 0;
    const char *s = NULL;
    for (uint32_t i = 0; i < m->via.map.size && !rc; i++) {
        const msgpack_object_kv *kv = &m->via.map.ptr[i];
        const msgpack_object *key = &kv->key;
        if (key_is(key, ".name"))
            rc = get_str(w, kv, &a->name);
        else if (key_is(key, ".type_name"))
            rc = get_str(w, kv, &a->type_name);
        else if (key_is(key, ".offset"))
            rc = get_u32(w, kv, &a->offset);
        else if (key_is(key, ".size"))
            rc = get_u32(w, kv, &a->size);
        else if (key_is(key, ".pointee_align"))
            rc = get_u32(w, kv, &a->pointee_align);
        else if (key_is(key, ".is_const"))
            rc = get_bool(w, kv, &a->is_const);
        else if (key_is(key, ".is_restrict"))
            rc = get_bool(w, kv, &a->is_restrict);
        else if (key_is(key, ".is_volatile"))
            rc = get_bool(w, kv, &a->is_volatile);
        else if (key_is(key, ".is_pipe"))
            rc = get_bool(w, kv, &a->is_pipe);
        else if (key_is(key, ".value_kind") && !(rc = get_str(w, kv, &a->kind_name)))
            a->kind = co_arg_kind(a->kind_name, strlen(a->kind_name));
        else if (key_is(key, ".address_space") && !(rc = get_str(w, kv, &s)))
            a->addr_space = co_addr_space(s, strlen(s));
        else if (key_is(key, ".access") && !(rc = get_str(w, kv, &s)))
            a->access = co_access(s, strlen(s));
    }
    if (rc)
        return rc;
    if (!a->kind_name)
        return bad(w, ".value_kind", 11, "is missing");
    if (a->offset == CO_UNSET || a->size == CO_UNSET)
        return bad(w, ".offset/.size", 13, "is missing");
    return 0;
}

static int parse_args(struct where *w, struct co_kernel *k, const msgpack_object_kv *kv)
{
    if (kv->val.type != MSGPACK_OBJECT_ARRAY)
        return bad_val(w, kv, "is not an array");
    for (uint32_t i = 0; i < kv->val.via.array.size; i++) {
        w->ai = i;
        if (parse_arg(w, k, &kv->val.via.array.ptr[i]) < 0)
            return -1;
    }
    w->ai = -1;
    return 0;
}

/* One kernel map. .name is read first so every later message can use it. */
static int parse_kernel(struct where *w, const msgpack_object *m)
{
    if (m->type != MSGPACK_OBJECT_MAP)
        return bad(w, "", 0, "is not a map");
    struct co_kernel *k = co_add_kernel(w->co);
    if (!k)
        return -1;
    const msgpack_object_kv *args = NULL;
    for (uint32_t i = 0; i < m->via.map.size; i++) {
        const msgpack_object_kv *kv = &m->via.map.ptr[i];
        if (key_is(&kv->key, ".name") && get_str(w, kv, &k->pub.name) < 0)
            return -1;
    }
    if (!k->pub.name)
        return bad(w, ".name", 5, "is missing");
    w->kname = k->pub.name;
    for (uint32_t i = 0; i < m->via.map.size; i++) {
        const msgpack_object_kv *kv = &m->via.map.ptr[i];
        int rc = 0;
        if (key_is(&kv->key, ".symbol"))
            rc = get_str(w, kv, &k->pub.symbol);
        else if (key_is(&kv->key, ".args"))
            args = kv;
        for (size_t j = 0; j < sizeof kernel_u32 / sizeof kernel_u32[0]; j++)
            if (key_is(&kv->key, kernel_u32[j].key))
                rc = get_u32(w, kv, (uint32_t *)((char *)&k->pub + kernel_u32[j].off));
        if (rc < 0)
            return -1;
    }
    if (k->pub.max_flat_workgroup_size == CO_UNSET)
        k->pub.max_flat_workgroup_size = 0;
    return args ? parse_args(w, k, args) : 0;
}

static int walk(struct amdgpu_codeobj *co, const msgpack_object *root, unsigned *minor)
{
    struct where w = {co, 0, NULL, -1};
    if (root->type != MSGPACK_OBJECT_MAP)
        return co_fail(co->label, co->err, "metadata: top level is not a msgpack map");
    for (uint32_t i = 0; i < root->via.map.size; i++) {
        const msgpack_object_kv *kv = &root->via.map.ptr[i];
        const msgpack_object *v = &kv->val;
        if (key_is(&kv->key, "amdhsa.version")) {
            if (v->type != MSGPACK_OBJECT_ARRAY || v->via.array.size < 2 ||
                v->via.array.ptr[1].type != MSGPACK_OBJECT_POSITIVE_INTEGER)
                return co_fail(co->label, co->err, "metadata: amdhsa.version is not [major, minor]");
            uint64_t m = v->via.array.ptr[1].via.u64;
            *minor = m < CO_UNSET ? (unsigned)m : CO_UNSET;
        } else if (key_is(&kv->key, "amdhsa.target") && v->type == MSGPACK_OBJECT_STR) {
            if (!(co->target = co_strndup(co, v->via.str.ptr, v->via.str.size)))
                return -1;
        } else if (key_is(&kv->key, "amdhsa.kernels")) {
            if (v->type != MSGPACK_OBJECT_ARRAY)
                return co_fail(co->label, co->err, "metadata: amdhsa.kernels is not an array");
            for (uint32_t j = 0; j < v->via.array.size; j++) {
                w.ki = j;
                w.kname = NULL;
                if (parse_kernel(&w, &v->via.array.ptr[j]) < 0)
                    return -1;
            }
        }
    }
    return 0;
}

int co_meta_msgpack(struct amdgpu_codeobj *co, const uint8_t *p, size_t n, unsigned *minor)
{
    *minor = CO_UNSET;
    if (precheck(co, p, n) < 0)
        return -1;
    msgpack_unpacked up;
    msgpack_unpacked_init(&up);
    size_t off = 0;
    int rc;
    msgpack_unpack_return r = msgpack_unpack_next(&up, (const char *)p, n, &off);
    if (r != MSGPACK_UNPACK_SUCCESS && r != MSGPACK_UNPACK_EXTRA_BYTES)
        rc = co_fail(co->label, co->err, "metadata: msgpack does not decode (error %d)", (int)r);
    else
        rc = walk(co, &up.data, minor);
    msgpack_unpacked_destroy(&up);
    return rc;
}
