/* See amdgpu/bundle.h. */
#include "amdgpu/bundle.h"

#include <stdio.h>
#include <string.h>

#include "amdgpu/codeobj.h"

typedef struct bundle_entry {
    uint64_t offset, size;
    const char *triple;
    uint64_t triple_len;
} bundle_entry;

static uint64_t le64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = v << 8 | p[i];
    return v;
}

bool amdgpu_bundle_is(const void *buf, size_t size)
{
    return size >= AMDGPU_BUNDLE_MAGIC_LEN && memcmp(buf, AMDGPU_BUNDLE_MAGIC, AMDGPU_BUNDLE_MAGIC_LEN) == 0;
}

static int fail(char *err, size_t errlen, const char *label, const char *what, uint64_t v)
{
    if (err && errlen) snprintf(err, errlen, "%s: offload bundle: %s (%llu)", label, what,
                                (unsigned long long)v);
    return -1;
}

/* Entry i's header at *pos (advanced past it), checked against size. */
static int read_entry(const uint8_t *b, size_t size, uint64_t *pos, uint64_t i,
                      const char *label, bundle_entry *e, char *err, size_t errlen)
{
    if (size - *pos < 24) return fail(err, errlen, label, "entry header past the end, entry", i);
    e->offset = le64(b + *pos);
    e->size = le64(b + *pos + 8);
    e->triple_len = le64(b + *pos + 16);
    *pos += 24;
    if (e->triple_len > size - *pos)
        return fail(err, errlen, label, "triple past the end, entry", i);
    e->triple = (const char *)b + *pos;
    *pos += e->triple_len;
    if (e->offset > size || e->size > size - e->offset)
        return fail(err, errlen, label, "code past the end, entry", i);
    return 0;
}

/* Walks the headers: calls fn on each entry until it returns non-zero. */
static int walk(const void *buf, size_t size, const char *label, char *err, size_t errlen,
                int (*fn)(void *, const bundle_entry *), void *user)
{
    const uint8_t *b = buf;
    if (!label) label = "<memory>";
    if (!amdgpu_bundle_is(buf, size)) {
        if (err && errlen)
            snprintf(err, errlen, "%s: not a clang offload bundle (no %s magic)", label,
                     AMDGPU_BUNDLE_MAGIC);
        return -1;
    }
    if (size < AMDGPU_BUNDLE_MAGIC_LEN + 8) return fail(err, errlen, label, "truncated header, size", size);
    uint64_t n = le64(b + AMDGPU_BUNDLE_MAGIC_LEN), pos = AMDGPU_BUNDLE_MAGIC_LEN + 8;
    if (n == 0 || n > (size - pos) / 24) return fail(err, errlen, label, "bad entry count", n);
    for (uint64_t i = 0; i < n; i++) {
        bundle_entry e;
        if (read_entry(b, size, &pos, i, label, &e, err, errlen) < 0) return -1;
        int rc = fn(user, &e);
        if (rc) return rc;
    }
    return 0;
}

static int grow_extent(void *user, const bundle_entry *e)
{
    uint64_t *ext = user;
    if (e->offset + e->size > *ext) *ext = e->offset + e->size;
    return 0;
}

int amdgpu_bundle_extent(const void *buf, size_t size, const char *label, uint64_t *extent,
                       char *err, size_t errlen)
{
    *extent = 0;
    return walk(buf, size, label, err, errlen, grow_extent, extent);
}

/* The processor of an amdgcn triple: what follows the last '-', without
 * target features (":xnack-"); NULL for other triples. */
static size_t triple_processor(const bundle_entry *e, const char **proc)
{
    static const char arch[] = "amdgcn-amd-amdhsa";
    const char *t = e->triple, *end = t + e->triple_len;
    *proc = NULL;
    if (!memmem(t, e->triple_len, arch, sizeof arch - 1)) return 0;
    const char *p = end;
    while (p > t && p[-1] != '-') p--;
    const char *colon = memchr(p, ':', (size_t)(end - p));
    *proc = p;
    return (size_t)((colon ? colon : end) - p);
}

typedef struct find_state {
    const uint8_t *base;
    amdgpu_isa isa;   /* NONE: any, as long as the bundle has one ISA */
    const char *proc; /* a processor whose own entry is preferred, or NULL */
    const void **code;
    size_t *code_size;
    char *triple;
    size_t triple_len;
    amdgpu_isa took;     /* the ISA of *code */
    bool exact;          /* *code is proc's own entry */
    bool ambiguous;      /* isa NONE and entries for two ISAs */
    char found[256];     /* the targets seen, for the message */
} find_state;

static void name_triple(char *dst, size_t len, const bundle_entry *e)
{
    size_t have = strlen(dst);
    if (have + 4 >= len) return;
    snprintf(dst + have, len - have, "%s%.*s", have ? ", " : "",
             (int)(e->triple_len > 200 ? 200 : e->triple_len), e->triple);
}

static void take(find_state *s, const bundle_entry *e, amdgpu_isa isa, bool exact)
{
    *s->code = s->base + e->offset;
    *s->code_size = (size_t)e->size;
    s->took = isa;
    s->exact = exact;
    if (s->triple && s->triple_len)
        snprintf(s->triple, s->triple_len, "%.*s", (int)e->triple_len, e->triple);
}

/* Keeps the first entry of the ISA asked for (of any decodable ISA when
 * none is), unless a later one is the processor's own; stops at the first
 * that cannot be bettered. */
static int match(void *user, const bundle_entry *e)
{
    find_state *s = user;
    const char *proc;
    size_t plen = triple_processor(e, &proc);
    char name[64];
    if (e->size) name_triple(s->found, sizeof s->found, e);
    if (!proc || !plen || plen >= sizeof name || !e->size) return 0;
    memcpy(name, proc, plen);
    name[plen] = 0;
    amdgpu_isa isa = amdgpu_processor_isa(name);
    if (isa == AMDGPU_ISA_NONE) return 0;
    bool exact = s->proc && strlen(s->proc) == plen && !strncmp(s->proc, name, plen);
    if (s->isa == AMDGPU_ISA_NONE) {
        if (!*s->code) take(s, e, isa, exact);
        else if (isa != s->took) s->ambiguous = true;
        return 0; /* all are looked at: another ISA makes it ambiguous */
    }
    if (isa != s->isa) return 0;
    if (!*s->code || (exact && !s->exact)) take(s, e, isa, exact);
    return s->exact || !s->proc;
}

static int find(const void *buf, size_t size, const char *label, amdgpu_isa isa,
                const char *proc, const void **code, size_t *code_size, char *triple,
                size_t triple_len, char *err, size_t errlen)
{
    find_state s = {buf, isa, proc, code, code_size, triple, triple_len, AMDGPU_ISA_NONE,
                    false, false, ""};
    *code = NULL;
    *code_size = 0;
    if (!label) label = "<memory>";
    if (walk(buf, size, label, err, errlen, match, &s) < 0) return -1;
    if (*code && !s.ambiguous) return 0;
    if (err && errlen) {
        if (s.ambiguous)
            snprintf(err, errlen, "%s: the offload bundle has code for more than one ISA (%s); "
                                  "choose one with --isa (gfx803 or gfx940, or a processor)",
                     label, s.found);
        else if (isa == AMDGPU_ISA_NONE)
            snprintf(err, errlen, "%s: no code for an ISA mgsim decodes in the offload bundle "
                                  "(it has: %s); mgsim decodes %s, gfx940, gfx941 and gfx942 code",
                     label, s.found[0] ? s.found : "no device code", amdgpu_processor_list());
        else
            snprintf(err, errlen, "%s: no code for %s in the offload bundle (it has: %s); "
                                  "rebuild with hipcc --offload-arch=%s",
                     label, proc ? proc : amdgpu_isa_name(isa),
                     s.found[0] ? s.found : "no device code", proc ? proc : amdgpu_isa_name(isa));
    }
    *code = NULL;
    *code_size = 0;
    return -1;
}

int amdgpu_bundle_find(const void *buf, size_t size, const char *label, amdgpu_isa isa,
                       const void **code, size_t *code_size, char *triple, size_t triple_len,
                       char *err, size_t errlen)
{
    if (isa == AMDGPU_ISA_NONE) { /* "any" is amdgpu_offload_pick's, with its message */
        *code = NULL;
        *code_size = 0;
        if (err && errlen) snprintf(err, errlen, "%s: no ISA asked for", label ? label : "<memory>");
        return -1;
    }
    return find(buf, size, label, isa, NULL, code, code_size, triple, triple_len, err, errlen);
}

/* The file bytes of section name of a little-endian ELF64 file; NULL
 * when there is none or the headers do not fit in the file. */
static const uint8_t *elf_section(const uint8_t *b, size_t size, const char *name, size_t *n)
{
    if (size < 64) return NULL;
    uint64_t shoff = le64(b + 0x28);
    unsigned shentsize = b[0x3a] | b[0x3b] << 8, shnum = b[0x3c] | b[0x3d] << 8,
             shstrndx = b[0x3e] | b[0x3f] << 8;
    if (shentsize < 64 || shstrndx >= shnum || shoff > size ||
        (uint64_t)shnum * shentsize > size - shoff)
        return NULL;
    const uint8_t *strh = b + shoff + (uint64_t)shstrndx * shentsize;
    uint64_t stroff = le64(strh + 0x18), strsize = le64(strh + 0x20);
    if (stroff > size || strsize > size - stroff) return NULL;
    size_t len = strlen(name);
    for (unsigned i = 0; i < shnum; i++) {
        const uint8_t *sh = b + shoff + (uint64_t)i * shentsize;
        uint32_t nm = (uint32_t)(sh[0] | sh[1] << 8 | sh[2] << 16 | (uint32_t)sh[3] << 24);
        uint64_t off = le64(sh + 0x18), sz = le64(sh + 0x20);
        if (nm >= strsize || strsize - nm <= len ||
            memcmp(b + stroff + nm, name, len + 1) != 0)
            continue;
        if (off > size || sz > size - off) return NULL;
        *n = (size_t)sz;
        return b + off;
    }
    return NULL;
}

int amdgpu_offload_pick(const void *buf, size_t size, const char *label, const char *want,
                        const void **code, size_t *code_size, char *triple, size_t triple_len,
                        char *err, size_t errlen)
{
    const uint8_t *b = buf;
    amdgpu_isa isa = want ? amdgpu_processor_isa(want) : AMDGPU_ISA_NONE;
    if (want && isa == AMDGPU_ISA_NONE) {
        if (err && errlen)
            snprintf(err, errlen, "%s: %s is no processor mgsim decodes (%s; gfx940, gfx941, gfx942)",
                     label ? label : "<memory>", want, amdgpu_processor_list());
        return -1;
    }
    const void *bundle = buf;
    size_t n = size;
    if (!amdgpu_bundle_is(buf, size)) {
        enum { EM_AMDGPU = 224 };
        if (size < 64 || memcmp(b, "\177ELF", 4) || b[4] != 2 || b[5] != 1 ||
            (b[0x12] | b[0x13] << 8) == EM_AMDGPU)
            return 0;
        if (!(bundle = elf_section(b, size, ".hip_fatbin", &n))) return 0;
    }
    return find(bundle, n, label, isa, want, code, code_size, triple, triple_len, err, errlen) < 0
               ? -1
               : 1;
}

int amdgpu_offload_code(const void *buf, size_t size, const char *label, amdgpu_isa isa,
                        const void **code, size_t *code_size, char *err, size_t errlen)
{
    if (isa == AMDGPU_ISA_NONE) {
        *code = NULL;
        *code_size = 0;
        if (err && errlen) snprintf(err, errlen, "%s: no ISA asked for", label ? label : "<memory>");
        return -1;
    }
    return amdgpu_offload_pick(buf, size, label, amdgpu_isa_name(isa), code, code_size, NULL, 0,
                               err, errlen);
}
