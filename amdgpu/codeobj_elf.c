/* The ELF64 container of a code object: checks every header, section,
 * string table and symbol against the file's bounds once, so that the rest
 * of the loader can index them without further checks. Fields are read
 * byte by byte as little-endian, so the host's layout never matters. */
#include <stdlib.h>
#include <string.h>

#include "amdgpu/codeobj_int.h"
#include "util/vec.h"

#define EHDR_SIZE 64
#define SHDR_SIZE 64
#define SYM_SIZE 24

static uint16_t rd16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t rd32(const uint8_t *p) { return (uint32_t)rd16(p) | (uint32_t)rd16(p + 2) << 16; }
static uint64_t rd64(const uint8_t *p) { return (uint64_t)rd32(p) | (uint64_t)rd32(p + 4) << 32; }

/* [off, off+len) lies inside a file of size bytes (overflow-safe). */
static int in_file(size_t size, uint64_t off, uint64_t len)
{
    return off <= size && len <= size - off;
}

/* ------------------------------------------------------- file header */
static int parse_ehdr(struct co_elf *e)
{
    const uint8_t *b = e->buf;
    if (e->size < 4 || memcmp(b, "\x7f" "ELF", 4) != 0)
        return co_fail(e->label, e->err, "not an ELF file (bad magic)");
    if (e->size < EHDR_SIZE)
        return co_fail(e->label, e->err, "truncated ELF header (%zu bytes, need %d)",
                       e->size, EHDR_SIZE);
    if (b[4] != 2)
        return co_fail(e->label, e->err, "not ELF64 (EI_CLASS %u)", b[4]);
    if (b[5] != 1)
        return co_fail(e->label, e->err, "not little-endian (EI_DATA %u)", b[5]);
    e->osabi = b[7];
    e->abiver = b[8];
    e->type = rd16(b + 16);
    e->machine = rd16(b + 18);
    e->flags = rd32(b + 48);
    if (e->machine != CO_EM_AMDGPU)
        return co_fail(e->label, e->err, "wrong machine: e_machine %u, expected EM_AMDGPU (%d)",
                       e->machine, CO_EM_AMDGPU);
    if (e->osabi != CO_ELFOSABI_AMDGPU_HSA)
        return co_fail(e->label, e->err,
                       "not an HSA code object: EI_OSABI %u (64 = AMDGPU HSA; 65 = PAL and "
                       "66 = Mesa3D are graphics-driver objects)", e->osabi);
    if (e->abiver > CO_ABIVERSION_MAX)
        return co_fail(e->label, e->err,
                       "unknown ELF ABI version: EI_ABIVERSION %u (known: 0-%d, code objects v2-v6)",
                       e->abiver, CO_ABIVERSION_MAX);
    if (e->type == CO_ET_REL && e->abiver == 0)
        return co_fail(e->label, e->err,
                       "relocatable object (ET_REL) of code object v2; link it with ld.lld "
                       "-shared first");
    return 0;
}

/* A string table section: in bounds and NUL-terminated, so any offset
 * below its size yields a terminated C string. */
static int check_strtab(struct co_elf *e, size_t i, const char *what)
{
    const struct co_sec *s = &e->secs[i];
    if (s->type != CO_SHT_STRTAB)
        return co_fail(e->label, e->err, "%s (section %zu) is not a string table (type %u)",
                       what, i, s->type);
    if (s->size == 0 || e->buf[s->off + s->size - 1] != 0)
        return co_fail(e->label, e->err, "%s (section %zu) is empty or not NUL-terminated",
                       what, i);
    return 0;
}

static const char *str_at(const struct co_elf *e, size_t strsec, uint64_t off)
{
    const struct co_sec *s = &e->secs[strsec];
    return off < s->size ? (const char *)e->buf + s->off + off : NULL;
}

/* ---------------------------------------------------- section headers */
static int parse_shdrs(struct co_elf *e)
{
    const uint8_t *b = e->buf;
    uint64_t shoff = rd64(b + 40);
    uint16_t shentsize = rd16(b + 58), shnum = rd16(b + 60), shstrndx = rd16(b + 62);
    if (shnum == 0 || shoff == 0)
        return co_fail(e->label, e->err, "no section headers (e_shoff 0x%llx, e_shnum %u)",
                       (unsigned long long)shoff, shnum);
    if (shentsize != SHDR_SIZE)
        return co_fail(e->label, e->err, "e_shentsize is %u, expected %d", shentsize,
                       SHDR_SIZE);
    e->secs = calloc(shnum, sizeof *e->secs);
    if (!e->secs)
        return co_fail(e->label, e->err, "out of memory");
    e->nsecs = shnum;
    for (size_t i = 0; i < shnum; i++) {
        uint64_t at = shoff + (uint64_t)i * SHDR_SIZE; /* no wrap: checked next */
        if (!in_file(e->size, shoff, (uint64_t)(i + 1) * SHDR_SIZE))
            return co_fail(e->label, e->err,
                           "section header %zu extends past end of file (offset 0x%llx, "
                           "size %d, file %zu bytes)",
                           i, (unsigned long long)at, SHDR_SIZE, e->size);
        const uint8_t *h = b + at;
        struct co_sec *s = &e->secs[i];
        s->type = rd32(h + 4);
        s->flags = rd64(h + 8);
        s->addr = rd64(h + 16);
        s->off = rd64(h + 24);
        s->size = rd64(h + 32);
        s->link = rd32(h + 40);
        s->info = rd32(h + 44);
        s->align = rd64(h + 48);
        s->entsize = rd64(h + 56);
        if (s->type != CO_SHT_NOBITS && s->type != 0 && !in_file(e->size, s->off, s->size))
            return co_fail(e->label, e->err,
                           "section %zu extends past end of file (offset 0x%llx, size %llu, "
                           "file %zu bytes)",
                           i, (unsigned long long)s->off, (unsigned long long)s->size, e->size);
    }
    if (shstrndx == 0 || shstrndx >= shnum)
        return co_fail(e->label, e->err, "e_shstrndx %u is not a section (have %u)", shstrndx,
                       shnum);
    if (check_strtab(e, shstrndx, "section name table") < 0)
        return -1;
    for (size_t i = 0; i < shnum; i++) {
        uint32_t name = rd32(b + shoff + i * SHDR_SIZE);
        e->secs[i].name = str_at(e, shstrndx, name);
        if (!e->secs[i].name)
            return co_fail(e->label, e->err, "section %zu: name offset %u outside the name table",
                           i, name);
    }
    return 0;
}

/* ------------------------------------------------------------ symbols */
static int parse_symtab(struct co_elf *e, size_t si)
{
    const struct co_sec *s = &e->secs[si];
    if (s->entsize != SYM_SIZE || s->size % SYM_SIZE)
        return co_fail(e->label, e->err,
                       "symbol table %s (section %zu): entry size %llu, size %llu; expected "
                       "multiples of %d",
                       s->name, si, (unsigned long long)s->entsize, (unsigned long long)s->size,
                       SYM_SIZE);
    if (s->link == 0 || s->link >= e->nsecs)
        return co_fail(e->label, e->err, "symbol table %s (section %zu): bad string table link %u",
                       s->name, si, s->link);
    if (check_strtab(e, s->link, "symbol name table") < 0)
        return -1;
    size_t n = s->size / SYM_SIZE;
    if (VEC_TRY_RESERVE(e->syms, e->capsyms, e->nsyms + n + 1) < 0)
        return co_fail(e->label, e->err, "out of memory");
    for (size_t i = 0; i < n; i++) {
        const uint8_t *p = e->buf + s->off + i * SYM_SIZE;
        struct co_sym *y = &e->syms[e->nsyms];
        y->name = str_at(e, s->link, rd32(p));
        if (!y->name)
            return co_fail(e->label, e->err,
                           "symbol %zu of %s: name offset %u outside its string table", i,
                           s->name, rd32(p));
        y->type = p[4] & 0xf;
        y->shndx = rd16(p + 6);
        y->value = rd64(p + 8);
        y->size = rd64(p + 16);
        e->nsyms++;
    }
    return 0;
}

int co_elf_parse(struct co_elf *e, const uint8_t *buf, size_t size, const char *label,
                 char *err)
{
    memset(e, 0, sizeof *e);
    e->buf = buf;
    e->size = size;
    e->label = label;
    e->err = err;
    if (parse_ehdr(e) < 0 || parse_shdrs(e) < 0)
        goto err;
    /* .symtab first: it has every symbol; .dynsym repeats the exported. */
    for (size_t i = 0; i < e->nsecs; i++)
        if (e->secs[i].type == CO_SHT_SYMTAB && parse_symtab(e, i) < 0)
            goto err;
    for (size_t i = 0; i < e->nsecs; i++)
        if (e->secs[i].type == CO_SHT_DYNSYM && parse_symtab(e, i) < 0)
            goto err;
    return 0;
err:
    co_elf_release(e);
    return -1;
}

void co_elf_release(struct co_elf *e)
{
    free(e->secs);
    free(e->syms);
    e->secs = NULL;
    e->syms = NULL;
    e->nsecs = e->nsyms = e->capsyms = 0;
}

/* -------------------------------------------------------------- notes */
static int walk_notes(const struct co_elf *e, size_t si,
                      int (*fn)(void *ctx, const struct co_note *n), void *ctx)
{
    const struct co_sec *s = &e->secs[si];
    const uint8_t *p = e->buf + s->off;
    uint64_t at = 0;
    while (at < s->size) {
        if (s->size - at < 12)
            return co_fail(e->label, e->err,
                           "note header at offset 0x%llx of section %zu (%s) is truncated",
                           (unsigned long long)(s->off + at), si, s->name);
        uint64_t namesz = rd32(p + at), descsz = rd32(p + at + 4);
        uint64_t name_pad = (namesz + 3) & ~3ull, desc_pad = (descsz + 3) & ~3ull;
        uint64_t body = at + 12;
        if (name_pad > s->size - body || desc_pad > s->size - body - name_pad)
            return co_fail(e->label, e->err,
                           "note at offset 0x%llx of section %zu (%s): name size %llu + "
                           "desc size %llu run past the section (%llu bytes)",
                           (unsigned long long)(s->off + at), si, s->name,
                           (unsigned long long)namesz, (unsigned long long)descsz,
                           (unsigned long long)s->size);
        struct co_note n = {"", rd32(p + at + 8), p + body + name_pad, (uint32_t)descsz};
        /* The owner counts its NUL; one that lacks it is taken as empty. */
        if (namesz > 0 && p[body + namesz - 1] == 0)
            n.owner = (const char *)p + body;
        int rc = fn(ctx, &n);
        if (rc)
            return rc;
        at = body + name_pad + desc_pad;
    }
    return 0;
}

int co_elf_notes(const struct co_elf *e, int (*fn)(void *ctx, const struct co_note *n),
                 void *ctx)
{
    for (size_t i = 0; i < e->nsecs; i++) {
        if (e->secs[i].type != CO_SHT_NOTE)
            continue;
        int rc = walk_notes(e, i, fn, ctx);
        if (rc)
            return rc;
    }
    return 0;
}

/* ------------------------------------------------------------ lookups */
int co_elf_find_sym(const struct co_elf *e, const char *name, struct co_sym *out)
{
    for (size_t i = 0; i < e->nsyms; i++)
        if (e->syms[i].shndx != 0 && !strcmp(e->syms[i].name, name)) {
            *out = e->syms[i];
            return 1;
        }
    return 0;
}

int co_elf_func_at(const struct co_elf *e, uint64_t addr, struct co_sym *out)
{
    for (size_t i = 0; i < e->nsyms; i++) {
        const struct co_sym *y = &e->syms[i];
        if (y->value == addr && y->shndx != 0 &&
            (y->type == CO_STT_FUNC || y->type == CO_STT_AMDGPU_HSA_KERNEL)) {
            *out = *y;
            return 1;
        }
    }
    return 0;
}

const struct co_sec *co_elf_sec_at(const struct co_elf *e, uint64_t addr, uint64_t n)
{
    for (size_t i = 0; i < e->nsecs; i++) {
        const struct co_sec *s = &e->secs[i];
        if (!(s->flags & CO_SHF_ALLOC) || s->type == CO_SHT_NOBITS || s->type == 0)
            continue;
        if (addr >= s->addr && addr - s->addr <= s->size && n <= s->size - (addr - s->addr))
            return s;
    }
    return NULL;
}
