/* The public side of the code-object loader: load, find the metadata note,
 * let the right metadata parser list the kernels, then tie each kernel to
 * its descriptor (64-byte .kd for v3+, 256-byte amd_kernel_code_t for v2)
 * for the facts the hardware reads: entry, registers, segment sizes. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/bundle.h"
#include "amdgpu/codeobj_int.h"
#include "util/vec.h"

#define MAX_FILE_SIZE (1u << 30) /* far beyond any real code object */

/* ------------------------------------------------------------ helpers */
int co_fail(const char *label, char *err, const char *fmt, ...)
{
    if (!err)
        return -1;
    int n = snprintf(err, ERR_LEN, "%s: ", label ? label : "<memory>");
    if (n < 0 || n >= ERR_LEN)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err + n, ERR_LEN - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

const char *co_strndup(struct amdgpu_codeobj *co, const char *s, size_t n)
{
    char *p = NULL;
    if (VEC_TRY_RESERVE(co->strs, co->scap, co->nstrs + 1) < 0 ||
        !(p = malloc(n + 1))) {
        co_fail(co->label, co->err, "out of memory");
        return NULL;
    }
    memcpy(p, s, n);
    p[n] = 0;
    co->strs[co->nstrs++] = p;
    return p;
}

struct co_kernel *co_add_kernel(struct amdgpu_codeobj *co)
{
    if (VEC_TRY_RESERVE(co->kernels, co->kcap, co->nkernels + 1) < 0) {
        co_fail(co->label, co->err, "out of memory");
        return NULL;
    }
    struct co_kernel *k = &co->kernels[co->nkernels++];
    memset(k, 0, sizeof *k);
    struct amdgpu_kernel *p = &k->pub;
    p->kernarg_size = p->kernarg_align = p->group_segment_size = CO_UNSET;
    p->private_segment_size = p->wavefront_size = p->sgpr_count = p->vgpr_count = CO_UNSET;
    return k;
}

struct amdgpu_kernel_arg *co_add_arg(struct amdgpu_codeobj *co, struct co_kernel *k)
{
    if (VEC_TRY_RESERVE(k->args, k->cap, k->nargs + 1) < 0) {
        co_fail(co->label, co->err, "out of memory");
        return NULL;
    }
    struct amdgpu_kernel_arg *a = &k->args[k->nargs++];
    memset(a, 0, sizeof *a);
    a->offset = a->size = a->align = CO_UNSET;
    return a;
}

/* ---------------------------------------------------- spelling tables */
/* Each enum value with its v3+ and v2 spellings, in enum order. */
static const char *const kind_names[AMDGPU_ARG_KIND_COUNT][2] = {
    {"?", "?"},
    {"by_value", "ByValue"},
    {"global_buffer", "GlobalBuffer"},
    {"dynamic_shared_pointer", "DynamicSharedPointer"},
    {"sampler", "Sampler"},
    {"image", "Image"},
    {"pipe", "Pipe"},
    {"queue", "Queue"},
    {"hidden_global_offset_x", "HiddenGlobalOffsetX"},
    {"hidden_global_offset_y", "HiddenGlobalOffsetY"},
    {"hidden_global_offset_z", "HiddenGlobalOffsetZ"},
    {"hidden_none", "HiddenNone"},
    {"hidden_printf_buffer", "HiddenPrintfBuffer"},
    {"hidden_hostcall_buffer", "HiddenHostcallBuffer"},
    {"hidden_default_queue", "HiddenDefaultQueue"},
    {"hidden_completion_action", "HiddenCompletionAction"},
    {"hidden_multigrid_sync_arg", "HiddenMultiGridSyncArg"},
    {"hidden_block_count_x", "-"},
    {"hidden_block_count_y", "-"},
    {"hidden_block_count_z", "-"},
    {"hidden_group_size_x", "-"},
    {"hidden_group_size_y", "-"},
    {"hidden_group_size_z", "-"},
    {"hidden_remainder_x", "-"},
    {"hidden_remainder_y", "-"},
    {"hidden_remainder_z", "-"},
    {"hidden_grid_dims", "-"},
    {"hidden_heap_v1", "-"},
    {"hidden_dynamic_lds_size", "-"},
    {"hidden_private_base", "-"},
    {"hidden_shared_base", "-"},
    {"hidden_queue_ptr", "-"},
};
static const char *const as_names[AMDGPU_AS_COUNT][2] = {
    {"?", "?"},           {"private", "Private"}, {"global", "Global"}, {"constant", "Constant"},
    {"local", "Local"},   {"generic", "Generic"}, {"region", "Region"},
};
static const char *const acc_names[AMDGPU_ACC_COUNT][2] = {
    {"?", "?"},
    {"default", "Default"},
    {"read_only", "ReadOnly"},
    {"write_only", "WriteOnly"},
    {"read_write", "ReadWrite"},
};

static int spelled(const char *name, const char *s, size_t n)
{
    return strlen(name) == n && !memcmp(name, s, n);
}

/* Index 1.. of the row whose either spelling is s[0..n), else 0. */
static int lookup(const char *const (*tab)[2], int count, const char *s, size_t n)
{
    for (int i = 1; i < count; i++)
        if (spelled(tab[i][0], s, n) || spelled(tab[i][1], s, n))
            return i;
    return 0;
}

enum amdgpu_arg_kind co_arg_kind(const char *s, size_t n)
{
    return (enum amdgpu_arg_kind)lookup(kind_names, AMDGPU_ARG_KIND_COUNT, s, n);
}
enum amdgpu_addr_space co_addr_space(const char *s, size_t n)
{
    return (enum amdgpu_addr_space)lookup(as_names, AMDGPU_AS_COUNT, s, n);
}
enum amdgpu_access co_access(const char *s, size_t n)
{
    return (enum amdgpu_access)lookup(acc_names, AMDGPU_ACC_COUNT, s, n);
}

const char *amdgpu_arg_kind_name(enum amdgpu_arg_kind k)
{
    return (unsigned)k < AMDGPU_ARG_KIND_COUNT ? kind_names[k][0] : "?";
}
const char *amdgpu_addr_space_name(enum amdgpu_addr_space a)
{
    return (unsigned)a < AMDGPU_AS_COUNT ? as_names[a][0] : "?";
}
const char *amdgpu_access_name(enum amdgpu_access a)
{
    return (unsigned)a < AMDGPU_ACC_COUNT ? acc_names[a][0] : "?";
}


/* ------------------------------------------------------- metadata note */
/* The notes that say which family this is, as found by one walk. */
struct found_notes {
    struct co_note v3meta, v2meta, isa;
    int have_v3meta, have_v2meta, have_v2ver, have_isa;
};

static int note_cb(void *ctx, const struct co_note *n)
{
    struct found_notes *f = ctx;
    if (!strcmp(n->owner, "AMDGPU") && n->type == CO_NT_AMDGPU_METADATA && !f->have_v3meta) {
        f->v3meta = *n;
        f->have_v3meta = 1;
    } else if (!strcmp(n->owner, "AMD")) {
        if (n->type == CO_NT_AMD_HSA_METADATA && !f->have_v2meta) {
            f->v2meta = *n;
            f->have_v2meta = 1;
        } else if (n->type == CO_NT_AMD_HSA_CODE_OBJECT_VERSION) {
            f->have_v2ver = 1;
        } else if (n->type == CO_NT_AMD_HSA_ISA_NAME && !f->have_isa) {
            f->isa = *n;
            f->have_isa = 1;
        }
    }
    return 0;
}

/* A v2 object without a metadata note (v2.0): every kernel symbol is a
 * kernel, with no argument information. */
static int kernels_from_symbols(struct amdgpu_codeobj *co, const struct co_elf *e)
{
    for (size_t i = 0; i < e->nsyms; i++) {
        const struct co_sym *y = &e->syms[i];
        if (y->type != CO_STT_AMDGPU_HSA_KERNEL || y->shndx == 0)
            continue;
        int dup = 0;
        for (size_t j = 0; j < co->nkernels; j++)
            dup |= !strcmp(co->kernels[j].pub.name, y->name);
        struct co_kernel *k = dup ? NULL : co_add_kernel(co);
        if (!dup && (!k || !(k->pub.name = co_strndup(co, y->name, strlen(y->name)))))
            return -1;
    }
    return 0;
}

/* v3+ numbering comes from EI_ABIVERSION (1 = v3 ... 4 = v6), falling back
 * on amdhsa.version's minor (0 = v3 ...) when the byte is not one of those. */
static int v3_version(struct amdgpu_codeobj *co, const struct co_elf *e, unsigned minor)
{
    if (e->abiver >= 1 && e->abiver <= 4)
        co->version = e->abiver + 2u;
    else if (minor != CO_UNSET && minor <= 3)
        co->version = minor + 3u;
    else
        return co_fail(co->label, co->err,
                       "unknown code object version (EI_ABIVERSION %u, amdhsa.version minor %d)",
                       e->abiver, minor == CO_UNSET ? -1 : (int)minor);
    return 0;
}

static int read_kernels(struct amdgpu_codeobj *co, const struct co_elf *e)
{
    struct found_notes f;
    memset(&f, 0, sizeof f);
    if (co_elf_notes(e, note_cb, &f) < 0)
        return -1;
    int v2 = 0;
    if (f.have_v3meta) {
        unsigned minor = CO_UNSET;
        if (co_meta_msgpack(co, f.v3meta.desc, f.v3meta.desc_size, &minor) < 0 ||
            v3_version(co, e, minor) < 0)
            return -1;
    } else if (f.have_v2meta || f.have_v2ver) {
        v2 = 1;
        co->version = 2;
        if (f.have_isa && !(co->target = co_strndup(co, (const char *)f.isa.desc,
                                                    strnlen((const char *)f.isa.desc,
                                                            f.isa.desc_size))))
            return -1;
        if (f.have_v2meta ? co_meta_v2(co, (const char *)f.v2meta.desc, f.v2meta.desc_size)
                          : kernels_from_symbols(co, e))
            return -1;
    } else {
        return co_fail(co->label, co->err,
                       "no code object metadata note (neither NT_AMDGPU_METADATA nor "
                       "NT_AMD_HSA_METADATA / NT_AMD_HSA_CODE_OBJECT_VERSION)");
    }
    for (size_t i = 0; i < co->nkernels; i++) {
        struct co_kernel *k = &co->kernels[i];
        if (!v2 && !k->pub.symbol) { /* .symbol is required, but be lenient */
            size_t n = strlen(k->pub.name);
            char *s = malloc(n + 4);
            if (!s)
                return co_fail(co->label, co->err, "out of memory");
            memcpy(s, k->pub.name, n);
            memcpy(s + n, ".kd", 4);
            k->pub.symbol = co_strndup(co, s, n + 3);
            free(s);
            if (!k->pub.symbol)
                return -1;
        }
        if ((v2 ? co_resolve_v2(co, e, k) : co_resolve_v3(co, e, k)) < 0)
            return -1;
        co_finish_args(k);
    }
    return 0;
}

static int collect_sections(struct amdgpu_codeobj *co, const struct co_elf *e)
{
    co->secs = calloc(e->nsecs ? e->nsecs : 1, sizeof *co->secs);
    if (!co->secs)
        return co_fail(co->label, co->err, "out of memory");
    for (size_t i = 0; i < e->nsecs; i++) {
        const struct co_sec *s = &e->secs[i];
        if (!(s->flags & CO_SHF_ALLOC) || s->type == 0)
            continue;
        struct amdgpu_codeobj_section *o = &co->secs[co->nsecs++];
        o->name = s->name; /* points into the owned image */
        o->addr = s->addr;
        o->size = s->size;
        o->bytes = s->type == CO_SHT_NOBITS ? NULL : co->image + s->off;
        o->exec = (s->flags & CO_SHF_EXECINSTR) != 0;
        o->write = (s->flags & CO_SHF_WRITE) != 0;
    }
    /* the defined data objects, for hipMemcpyToSymbol and the like */
    co->vars = calloc(e->nsyms ? e->nsyms : 1, sizeof *co->vars);
    if (!co->vars)
        return co_fail(co->label, co->err, "out of memory");
    for (size_t i = 0; i < e->nsyms; i++) {
        const struct co_sym *y = &e->syms[i];
        if (y->type == CO_STT_OBJECT && y->shndx != 0 && y->name[0])
            co->vars[co->nvars++] = (struct amdgpu_codeobj_var){y->name, y->value, y->size};
    }
    return 0;
}

/* ---------------------------------------------------------- public API */
int amdgpu_codeobj_load_mem(const void *buf, size_t size, const char *label,
                          struct amdgpu_codeobj **out, char *err)
{
    struct co_elf e;
    struct amdgpu_codeobj *co = NULL;
    memset(&e, 0, sizeof e);
    if (!label)
        label = "<memory>";
    if (!out)
        return co_fail(label, err, "no place for the result (out is NULL)");
    *out = NULL;
    if (!buf && size)
        return co_fail(label, err, "no buffer");
    if (!(co = calloc(1, sizeof *co)))
        return co_fail(label, err, "out of memory");
    co->err = err;
    co->target = "";
    co->label = strdup(label);
    co->image = malloc(size ? size : 1);
    if (!co->label || !co->image) {
        co_fail(label, err, "out of memory");
        goto err;
    }
    if (size)
        memcpy(co->image, buf, size);
    co->size = size;
    if (co_elf_parse(&e, co->image, size, co->label, err) < 0)
        goto err;
    if (e.type == CO_ET_REL && co_rel_link(&e, co->image) < 0)
        goto err;
    co->eflags = e.flags;
    if (co_check_eflags(co->label, err, e.abiver, e.flags) < 0 || read_kernels(co, &e) < 0 ||
        collect_sections(co, &e) < 0)
        goto err;
    const char *proc = co_processor(co);
    if (!proc) {
        co_fail(co->label, err, "out of memory");
        goto err;
    }
    co->processor = proc;
    co->isa = amdgpu_processor_isa(proc);
    for (size_t i = 0; i < co->nkernels; i++) {
        co->kernels[i].pub.processor = proc;
        co->kernels[i].pub.isa = amdgpu_processor_isa(proc);
    }
    co_elf_release(&e);
    co->err = NULL; /* the caller's buffer is not ours to keep */
    *out = co;
    return 0;
err:
    co_elf_release(&e);
    amdgpu_codeobj_free(co);
    return -1;
}

amdgpu_isa co_isa(const struct amdgpu_codeobj *co)
{
    return amdgpu_processor_isa(amdgpu_mach_name(co->eflags));
}

amdgpu_isa amdgpu_codeobj_isa(const struct amdgpu_codeobj *co) { return co->isa; }
const char *amdgpu_codeobj_processor(const struct amdgpu_codeobj *co) { return co->processor; }

int amdgpu_codeobj_load_file(const char *path, struct amdgpu_codeobj **out, char *err)
{
    return amdgpu_codeobj_load_file_isa(path, AMDGPU_ISA_GFX803, out, err);
}

int amdgpu_codeobj_load_file_isa(const char *path, amdgpu_isa isa, struct amdgpu_codeobj **out,
                                 char *err)
{
    return amdgpu_codeobj_load_file_pick(path, isa == AMDGPU_ISA_NONE ? NULL : amdgpu_isa_name(isa),
                                         out, err);
}

int amdgpu_codeobj_load_file_pick(const char *path, const char *want, struct amdgpu_codeobj **out,
                                  char *err)
{
    uint8_t *buf = NULL;
    size_t n = 0, cap = 0;
    int rc = -1;
    if (out)
        *out = NULL;
    FILE *f = fopen(path, "rb");
    if (!f)
        return co_fail(path, err, "cannot open: %s", strerror(errno));
    for (;;) {
        if (n == cap && VEC_TRY_RESERVE(buf, cap, n + 65536) < 0) {
            co_fail(path, err, "out of memory");
            goto err;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (n > MAX_FILE_SIZE) {
            co_fail(path, err, "larger than %u bytes; not a code object", MAX_FILE_SIZE);
            goto err;
        }
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        co_fail(path, err, "read error: %s", strerror(errno));
        goto err;
    }
    /* a hipcc-built program or an offload bundle: its code object for want */
    const void *code = buf;
    size_t cn = n;
    if (amdgpu_offload_pick(buf, n, path, want, &code, &cn, NULL, 0, err, ERR_LEN) >= 0)
        rc = amdgpu_codeobj_load_mem(code, cn, path, out, err);
err:
    fclose(f);
    free(buf);
    return rc;
}

void amdgpu_codeobj_free(struct amdgpu_codeobj *co)
{
    if (!co)
        return;
    for (size_t i = 0; i < co->nkernels; i++)
        free(co->kernels[i].args);
    for (size_t i = 0; i < co->nstrs; i++)
        free(co->strs[i]);
    free(co->strs);
    free(co->kernels);
    free(co->secs);
    free(co->vars);
    free(co->image);
    free(co->label);
    free(co);
}

const struct amdgpu_codeobj_var *amdgpu_codeobj_find_var(const struct amdgpu_codeobj *co,
                                                     const char *name)
{
    for (size_t i = 0; i < co->nvars; i++)
        if (!strcmp(co->vars[i].name, name))
            return &co->vars[i];
    return NULL;
}

unsigned amdgpu_codeobj_version(const struct amdgpu_codeobj *co) { return co->version; }
const char *amdgpu_codeobj_target(const struct amdgpu_codeobj *co) { return co->target; }
const char *amdgpu_codeobj_label(const struct amdgpu_codeobj *co) { return co->label; }
uint32_t amdgpu_codeobj_eflags(const struct amdgpu_codeobj *co) { return co->eflags; }
size_t amdgpu_codeobj_kernel_count(const struct amdgpu_codeobj *co) { return co->nkernels; }

const struct amdgpu_kernel *amdgpu_codeobj_kernel(const struct amdgpu_codeobj *co, size_t i)
{
    return i < co->nkernels ? &co->kernels[i].pub : NULL;
}

const struct amdgpu_kernel *amdgpu_codeobj_find_kernel(const struct amdgpu_codeobj *co,
                                                   const char *name, char *err)
{
    for (size_t i = 0; i < co->nkernels; i++)
        if (!strcmp(co->kernels[i].pub.name, name))
            return &co->kernels[i].pub;
    /* List what there is; the message is cut at the buffer's end. */
    char have[ERR_LEN] = "";
    size_t at = 0;
    for (size_t i = 0; i < co->nkernels && at < sizeof have; i++) {
        int w = snprintf(have + at, sizeof have - at, "%s%s", i ? ", " : "",
                         co->kernels[i].pub.name);
        at = w < 0 ? sizeof have : at + (size_t)w;
    }
    co_fail(co->label, err, "no kernel '%s' (has: %s)", name,
            co->nkernels ? have : "no kernels");
    return NULL;
}

size_t amdgpu_codeobj_section_count(const struct amdgpu_codeobj *co) { return co->nsecs; }

const struct amdgpu_codeobj_section *amdgpu_codeobj_section(const struct amdgpu_codeobj *co, size_t i)
{
    return i < co->nsecs ? &co->secs[i] : NULL;
}

const uint8_t *amdgpu_codeobj_at(const struct amdgpu_codeobj *co, uint64_t addr, uint64_t n)
{
    for (size_t i = 0; i < co->nsecs; i++) {
        const struct amdgpu_codeobj_section *s = &co->secs[i];
        if (s->bytes && addr >= s->addr && addr - s->addr <= s->size &&
            n <= s->size - (addr - s->addr))
            return s->bytes + (addr - s->addr);
    }
    return NULL;
}
