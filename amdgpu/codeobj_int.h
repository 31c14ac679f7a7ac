/* Internal to the code-object loader (amdgpu/codeobj*.c); not a public API.
 *
 * codeobj_elf.c       checks and indexes the ELF container (headers,
 *                     sections, symbols, notes) over a borrowed buffer;
 * codeobj_meta_msgpack.c  reads v3+ NT_AMDGPU_METADATA (msgpack);
 * codeobj_meta_v2.c   reads v2 NT_AMD_HSA_METADATA (a fixed YAML dialect);
 * codeobj_desc.c      ties metadata to descriptors (.kd / amd_kernel_code_t);
 * codeobj_rel.c       lays out and relocates a relocatable (ET_REL) object;
 * codeobj.c           the public API and shared helpers.
 *
 * Every function that can fail returns 0 / -1 and writes the message into
 * the context's err buffer, prefixed with the file's label (co_fail). */
#ifndef MGSIM_AMDGPU_CODEOBJ_INT_H
#define MGSIM_AMDGPU_CODEOBJ_INT_H

#include <stdarg.h>

#include "amdgpu/codeobj.h"

/* ------------------------------------------------------------ ELF facts */
#define CO_EM_AMDGPU 224
#define CO_ELFOSABI_AMDGPU_HSA 64
#define CO_ABIVERSION_MAX 4 /* EI_ABIVERSION 0 = v2 ... 4 = v6 */
#define CO_ET_REL 1
#define CO_SHT_RELA 4
#define CO_SHN_LORESERVE 0xff00u
#define CO_SHT_SYMTAB 2
#define CO_SHT_STRTAB 3
#define CO_SHT_NOTE 7
#define CO_SHT_NOBITS 8
#define CO_SHT_DYNSYM 11
#define CO_SHF_WRITE 0x1u
#define CO_SHF_ALLOC 0x2u
#define CO_SHF_EXECINSTR 0x4u
#define CO_STT_OBJECT 1
#define CO_STT_FUNC 2
#define CO_STT_AMDGPU_HSA_KERNEL 10 /* v2 kernel symbols */
#define CO_ELFOSABI_AMDGPU_HSA 64

/* Note types: v3+ under owner "AMDGPU", v2 under owner "AMD". */
#define CO_NT_AMDGPU_METADATA 32
#define CO_NT_AMD_HSA_CODE_OBJECT_VERSION 1
#define CO_NT_AMD_HSA_ISA_NAME 11 /* v2.1+: ISA name string */
#define CO_NT_AMD_HSA_METADATA 10

/* Metadata fields a parser did not find are left at CO_UNSET so the
 * descriptor can fill them in. */
#define CO_UNSET UINT32_MAX

struct co_sec {
    const char *name;
    uint32_t type, link, info;
    uint64_t flags, addr, off, size, entsize, align;
};

struct co_sym {
    const char *name;
    uint8_t type;
    uint16_t shndx;
    uint64_t value, size;
};

struct co_note {
    const char *owner; /* NUL-terminated within the file, or "" */
    uint32_t type;
    const uint8_t *desc;
    uint32_t desc_size;
};

/* An indexed, bounds-checked view of an ELF64 file; borrows buf. */
struct co_elf {
    const uint8_t *buf;
    size_t size;
    const char *label;
    char *err;
    uint16_t type, machine;
    uint32_t flags;
    uint8_t osabi, abiver;
    struct co_sec *secs;
    size_t nsecs;
    struct co_sym *syms; /* .symtab then .dynsym */
    size_t nsyms, capsyms;
};

/* A kernel while it is being built: the public record plus its own
 * growable argument array. */
struct co_kernel {
    struct amdgpu_kernel pub;
    struct amdgpu_kernel_arg *args;
    size_t nargs, cap;
};

struct amdgpu_codeobj {
    uint8_t *image; /* owned copy of the file */
    size_t size;
    char *label;
    unsigned version;
    uint32_t eflags;
    const char *target;
    const char *processor; /* co_processor's, once loaded */
    amdgpu_isa isa;
    struct co_kernel *kernels;
    size_t nkernels, kcap;
    struct amdgpu_codeobj_section *secs;
    size_t nsecs;
    struct amdgpu_codeobj_var *vars; /* global data symbols */
    size_t nvars;
    char **strs; /* every string handed out, freed together */
    size_t nstrs, scap;
    char *err;
};

/* ---------------------------------------------------------- codeobj.c */
int co_fail(const char *label, char *err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A NUL-terminated copy of s[0..n) owned by co; NULL (with err) on OOM. */
const char *co_strndup(struct amdgpu_codeobj *co, const char *s, size_t n);
/* The processor of the whole object (codeobj_target.c); NULL: out of memory. */
const char *co_processor(struct amdgpu_codeobj *co);
/* Checks e_flags against EI_ABIVERSION: a processor LLVM names and the v6
 * generic-version bits (codeobj_target.c). */
int co_check_eflags(const char *label, char *err, uint8_t abiver, uint32_t eflags);
/* The ISA e_flags' processor uses (AMDGPU_ISA_NONE for a v2 object that
 * names it only in a note: those are gfx8, whose rules are the default);
 * what the descriptor's ISA-dependent fields are read by. */
amdgpu_isa co_isa(const struct amdgpu_codeobj *co);
/* A new zeroed kernel with every metadata number at CO_UNSET; NULL on OOM.
 * The pointer is valid only until the next co_add_kernel. */
struct co_kernel *co_add_kernel(struct amdgpu_codeobj *co);
struct amdgpu_kernel_arg *co_add_arg(struct amdgpu_codeobj *co, struct co_kernel *k);
/* Value-kind / address-space / access lookups by either spelling;
 * 0 (UNKNOWN / NONE) when not found. */
enum amdgpu_arg_kind co_arg_kind(const char *s, size_t n);
enum amdgpu_addr_space co_addr_space(const char *s, size_t n);
enum amdgpu_access co_access(const char *s, size_t n);

/* ----------------------------------------------------- codeobj_desc.c */
/* Reads kernel k's descriptor: registers, segments, entry and code. */
int co_resolve_v3(struct amdgpu_codeobj *co, const struct co_elf *e, struct co_kernel *k);
int co_resolve_v2(struct amdgpu_codeobj *co, const struct co_elf *e, struct co_kernel *k);
/* Fills in argument offsets (v2) or alignments (v3+); publishes args. */
void co_finish_args(struct co_kernel *k);

/* ------------------------------------------------------ codeobj_elf.c */
int co_elf_parse(struct co_elf *e, const uint8_t *buf, size_t size, const char *label,
                 char *err);
void co_elf_release(struct co_elf *e);
/* Calls fn on every note of every SHT_NOTE section, stopping at the first
 * non-zero return, which it passes on. Malformed notes are an error. */
int co_elf_notes(const struct co_elf *e, int (*fn)(void *ctx, const struct co_note *n),
                 void *ctx);
/* 1 and *out when a symbol called name exists, else 0. */
int co_elf_find_sym(const struct co_elf *e, const char *name, struct co_sym *out);
/* 1 and *out for a function (or v2 kernel) symbol whose value is addr. */
int co_elf_func_at(const struct co_elf *e, uint64_t addr, struct co_sym *out);
/* The section holding [addr, addr+n) as file bytes, or NULL. */
const struct co_sec *co_elf_sec_at(const struct co_elf *e, uint64_t addr, uint64_t n);

/* ------------------------------------------------------ codeobj_rel.c */
/* A relocatable object (ET_REL, v3+: ROCm writes kernels_gfx942.hsaco
 * files that way): gives every allocated section an address as a linker
 * would (in file order, each at its alignment), makes the symbols'
 * values addresses, and applies the RELA relocations of allocated
 * sections in image (the loader's copy e->buf points into). */
int co_rel_link(struct co_elf *e, uint8_t *image);

/* ---------------------------------------------- codeobj_meta_msgpack.c */
/* Adds the kernels (name, symbol, args, metadata numbers) described by a
 * v3+ metadata note; *minor gets amdhsa.version[1] (or CO_UNSET). */
int co_meta_msgpack(struct amdgpu_codeobj *co, const uint8_t *p, size_t n, unsigned *minor);

/* --------------------------------------------------- codeobj_meta_v2.c */
int co_meta_v2(struct amdgpu_codeobj *co, const char *text, size_t n);

#endif
