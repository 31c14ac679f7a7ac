/* Relocatable code objects (ET_REL): what ld.lld -shared would do to one
 * object, as far as a kernel needs it. ROCm's --genco of OpenCL (MGPUSim's
 * kernels_gfx942.hsaco) leaves the objects unlinked: every section at
 * address 0, symbol values relative to their sections, and the
 * descriptor's kernel_code_entry_byte_offset still an R_AMDGPU_REL64
 * relocation against the kernel symbol. Relocation types and their
 * calculations are AMDGPUUsage's "Relocation Records" (S symbol, A
 * addend, P place); a type that needs a GOT or is unknown is refused. */
#include <string.h>

#include "amdgpu/codeobj_int.h"

#define RELA_SIZE 24 /* Elf64_Rela; an Elf64_Sym is 24 bytes too */

enum {
    R_AMDGPU_NONE = 0,
    R_AMDGPU_ABS32_LO = 1,
    R_AMDGPU_ABS32_HI = 2,
    R_AMDGPU_ABS64 = 3,
    R_AMDGPU_REL32 = 4,
    R_AMDGPU_REL64 = 5,
    R_AMDGPU_ABS32 = 6,
    R_AMDGPU_REL32_LO = 10,
    R_AMDGPU_REL32_HI = 11,
};

static uint64_t rd64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = v << 8 | p[i];
    return v;
}

static void wr(uint8_t *p, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++) p[i] = (uint8_t)(v >> 8 * i);
}

/* Addresses in file order from 0x1000 (where ld.lld's output would have
 * its headers; no code at address 0), each section at its alignment. */
static int layout(struct co_elf *e)
{
    uint64_t at = 0x1000;
    for (size_t i = 0; i < e->nsecs; i++) {
        struct co_sec *s = &e->secs[i];
        if (!(s->flags & CO_SHF_ALLOC) || s->type == 0) continue;
        uint64_t al = s->align > 1 ? s->align : 1;
        if (al & (al - 1) || al > (1u << 16))
            return co_fail(e->label, e->err, "section %zu (%s): alignment %llu is not a power "
                           "of two up to 64 KiB", i, s->name, (unsigned long long)al);
        at = (at + al - 1) & ~(al - 1);
        if (s->size > (1ull << 40) || at > (1ull << 40))
            return co_fail(e->label, e->err, "section %zu (%s): %llu bytes do not fit the "
                           "layout", i, s->name, (unsigned long long)s->size);
        s->addr = at;
        at += s->size;
    }
    /* symbol values become addresses */
    for (size_t i = 0; i < e->nsyms; i++) {
        struct co_sym *y = &e->syms[i];
        if (y->shndx == 0 || y->shndx >= CO_SHN_LORESERVE) continue;
        if (y->shndx >= e->nsecs)
            return co_fail(e->label, e->err, "symbol '%s': section index %u out of range",
                           y->name, y->shndx);
        y->value += e->secs[y->shndx].addr;
    }
    return 0;
}

/* Symbol index si of the symbol table the RELA section links to: its
 * entry in e->syms (.symtab first, as co_elf_parse reads them). */
static const struct co_sym *rel_sym(const struct co_elf *e, const struct co_sec *rela,
                                    uint64_t si)
{
    const struct co_sec *tab = &e->secs[rela->link];
    if (tab->type != CO_SHT_SYMTAB || si >= tab->size / RELA_SIZE) return NULL;
    return si < e->nsyms ? &e->syms[si] : NULL;
}

static int apply(struct co_elf *e, uint8_t *image, size_t ri, const struct co_sec *rela)
{
    if (rela->info == 0 || rela->info >= e->nsecs || rela->link >= e->nsecs)
        return co_fail(e->label, e->err, "relocation section %zu (%s): bad target or symbol "
                       "table (%u, %u)", ri, rela->name, rela->info, rela->link);
    const struct co_sec *t = &e->secs[rela->info];
    if (!(t->flags & CO_SHF_ALLOC)) return 0; /* debug info and the like: not loaded */
    if (rela->entsize != RELA_SIZE || rela->size % RELA_SIZE)
        return co_fail(e->label, e->err, "relocation section %zu (%s): entry size %llu",
                       ri, rela->name, (unsigned long long)rela->entsize);
    for (uint64_t at = 0; at < rela->size; at += RELA_SIZE) {
        const uint8_t *r = e->buf + rela->off + at;
        uint64_t off = rd64(r), info = rd64(r + 8), type = info & 0xffffffffu;
        int64_t a = (int64_t)rd64(r + 16);
        unsigned n = type == R_AMDGPU_ABS64 || type == R_AMDGPU_REL64 ? 8 : 4;
        if (type == R_AMDGPU_NONE) continue;
        if (t->type == CO_SHT_NOBITS || off > t->size || n > t->size - off)
            return co_fail(e->label, e->err, "%s: relocation at 0x%llx lies outside %s",
                           rela->name, (unsigned long long)off, t->name);
        const struct co_sym *y = rel_sym(e, rela, info >> 32);
        if (!y || (y->shndx == 0 && (info >> 32) != 0))
            return co_fail(e->label, e->err, "%s: relocation at 0x%llx refers to an undefined "
                           "symbol %s; link the object with ld.lld -shared",
                           rela->name, (unsigned long long)off, y ? y->name : "(none)");
        uint64_t s = (info >> 32) ? y->value : 0, p = t->addr + off, v;
        switch (type) {
        case R_AMDGPU_ABS32_LO: case R_AMDGPU_ABS32: v = s + (uint64_t)a; break;
        case R_AMDGPU_ABS32_HI: v = (s + (uint64_t)a) >> 32; break;
        case R_AMDGPU_ABS64: v = s + (uint64_t)a; break;
        case R_AMDGPU_REL32: case R_AMDGPU_REL64:
        case R_AMDGPU_REL32_LO: v = s + (uint64_t)a - p; break;
        case R_AMDGPU_REL32_HI: v = (s + (uint64_t)a - p) >> 32; break;
        default:
            return co_fail(e->label, e->err, "%s: relocation type %llu at 0x%llx is not "
                           "supported in a relocatable object; link it with ld.lld -shared",
                           rela->name, (unsigned long long)type, (unsigned long long)off);
        }
        wr(image + t->off + off, v, n);
    }
    return 0;
}

int co_rel_link(struct co_elf *e, uint8_t *image)
{
    if (layout(e) < 0) return -1;
    for (size_t i = 0; i < e->nsecs; i++)
        if (e->secs[i].type == CO_SHT_RELA && apply(e, image, i, &e->secs[i]) < 0) return -1;
    return 0;
}
