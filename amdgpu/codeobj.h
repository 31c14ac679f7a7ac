/* amdgpu_codeobj: the loader of AMDGPU code objects (ELF64 shared objects,
 * e_machine EM_AMDGPU) for the GCN3 simulator.
 *
 * Both families load:
 *   - code object v2: a 256-byte amd_kernel_code_t at each kernel symbol
 *     (STT_AMDGPU_HSA_KERNEL) followed by the code, NT_AMD_HSA_* notes
 *     (owner "AMD") and YAML metadata in NT_AMD_HSA_METADATA;
 *   - code object v3/v4/v5/v6: a 64-byte kernel descriptor at NAME.kd and a
 *     msgpack map in the NT_AMDGPU_METADATA note (owner "AMDGPU").
 * Either way the result is the same plain-data description of each kernel
 * (struct amdgpu_kernel), so nothing downstream knows which family it was.
 * Processors: any whose EF_AMDGPU_MACH LLVM names loads (`mgsim codeobj`
 * shows what a file is), gfx8 and gfx940-942 with their descriptors read
 * by their own rules (gfx940: the unified VGPR/AGPR file, RSRC3, packed
 * work-item ids, architected flat scratch); what runs code checks the
 * kernel's isa against the platform's. Refused at load: an EF_AMDGPU_MACH
 * no processor has, and e_flags whose v6 generic-version bits (31:24)
 * disagree with the processor or the version (AMDGPUUsage, "ELF Header").
 *
 * Ownership: amdgpu_codeobj_load_* returns an object that owns a private copy
 * of the file; every pointer handed out (kernels, args, strings, code
 * bytes, sections) stays valid until amdgpu_codeobj_free() and is read-only.
 * The loader keeps no global state, so distinct objects may be used from
 * distinct threads; one object may be read from many threads at once.
 *
 * Failure: functions that can fail return 0 on success and -1 on failure,
 * after writing one line into the caller's err[ERR_LEN] that
 * names the file (its path, or the label given for a memory buffer) and
 * what is wrong where, e.g. "k.hsaco: section header 7 extends past end of
 * file (offset 0x1648, size 64)". Nothing the input contains makes the
 * loader crash, abort or read out of bounds; out-of-memory is reported as
 * an error too. On failure *out is NULL and nothing leaks.
 */
#ifndef MGSIM_AMDGPU_CODEOBJ_H
#define MGSIM_AMDGPU_CODEOBJ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "amdgpu/isa.h"
#include "util/err.h"

/* What a kernel argument is, from the metadata's value kind. Names follow
 * the v3+ spelling (global_buffer); v2's (GlobalBuffer) map to the same. */
enum amdgpu_arg_kind {
    AMDGPU_ARG_UNKNOWN = 0, /* a kind this loader does not know; see kind_name */
    AMDGPU_ARG_BY_VALUE,
    AMDGPU_ARG_GLOBAL_BUFFER,
    AMDGPU_ARG_DYNAMIC_SHARED_POINTER,
    AMDGPU_ARG_SAMPLER,
    AMDGPU_ARG_IMAGE,
    AMDGPU_ARG_PIPE,
    AMDGPU_ARG_QUEUE,
    AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_X,
    AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_Y,
    AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_Z,
    AMDGPU_ARG_HIDDEN_NONE,
    AMDGPU_ARG_HIDDEN_PRINTF_BUFFER,
    AMDGPU_ARG_HIDDEN_HOSTCALL_BUFFER,
    AMDGPU_ARG_HIDDEN_DEFAULT_QUEUE,
    AMDGPU_ARG_HIDDEN_COMPLETION_ACTION,
    AMDGPU_ARG_HIDDEN_MULTIGRID_SYNC_ARG,
    AMDGPU_ARG_HIDDEN_BLOCK_COUNT_X,
    AMDGPU_ARG_HIDDEN_BLOCK_COUNT_Y,
    AMDGPU_ARG_HIDDEN_BLOCK_COUNT_Z,
    AMDGPU_ARG_HIDDEN_GROUP_SIZE_X,
    AMDGPU_ARG_HIDDEN_GROUP_SIZE_Y,
    AMDGPU_ARG_HIDDEN_GROUP_SIZE_Z,
    AMDGPU_ARG_HIDDEN_REMAINDER_X,
    AMDGPU_ARG_HIDDEN_REMAINDER_Y,
    AMDGPU_ARG_HIDDEN_REMAINDER_Z,
    AMDGPU_ARG_HIDDEN_GRID_DIMS,
    AMDGPU_ARG_HIDDEN_HEAP_V1,
    AMDGPU_ARG_HIDDEN_DYNAMIC_LDS_SIZE,
    AMDGPU_ARG_HIDDEN_PRIVATE_BASE,
    AMDGPU_ARG_HIDDEN_SHARED_BASE,
    AMDGPU_ARG_HIDDEN_QUEUE_PTR,
    AMDGPU_ARG_KIND_COUNT
};

enum amdgpu_addr_space {
    AMDGPU_AS_NONE = 0, /* not given (by-value and hidden arguments) */
    AMDGPU_AS_PRIVATE,
    AMDGPU_AS_GLOBAL,
    AMDGPU_AS_CONSTANT,
    AMDGPU_AS_LOCAL,
    AMDGPU_AS_GENERIC,
    AMDGPU_AS_REGION,
    AMDGPU_AS_COUNT
};

enum amdgpu_access {
    AMDGPU_ACC_NONE = 0, /* not given */
    AMDGPU_ACC_DEFAULT,
    AMDGPU_ACC_READ_ONLY,
    AMDGPU_ACC_WRITE_ONLY,
    AMDGPU_ACC_READ_WRITE,
    AMDGPU_ACC_COUNT
};

struct amdgpu_kernel_arg {
    const char *name;      /* may be NULL */
    const char *type_name; /* may be NULL */
    const char *kind_name; /* the value kind as spelled in the metadata */
    enum amdgpu_arg_kind kind;
    enum amdgpu_addr_space addr_space;
    enum amdgpu_access access;
    uint32_t offset; /* in the kernarg segment (computed for v2) */
    uint32_t size;
    uint32_t align;         /* v3+ has none: the natural alignment of size */
    uint32_t pointee_align; /* dynamic_shared_pointer only, else 0 */
    bool is_const, is_restrict, is_volatile, is_pipe;
};

/* The registers the kernel expects to find initialised at wave start, in
 * the order the hardware assigns them (user SGPRs, then system SGPRs, then
 * VGPRs); decoded from the descriptor, not the metadata. */
struct amdgpu_kernel_regs {
    bool private_segment_buffer; /* user SGPRs, 4 */
    bool dispatch_ptr;           /* 2 */
    bool queue_ptr;              /* 2 */
    bool kernarg_segment_ptr;    /* 2 */
    bool dispatch_id;            /* 2 */
    bool flat_scratch_init;      /* 2 */
    bool private_segment_size;   /* 1 */
    bool grid_workgroup_count_x; /* 1 each, code object v2 only */
    bool grid_workgroup_count_y;
    bool grid_workgroup_count_z;
    bool workgroup_id_x; /* system SGPRs, 1 each */
    bool workgroup_id_y;
    bool workgroup_id_z;
    bool workgroup_info;
    bool private_segment_wave_byte_offset;
    uint8_t vgpr_workitem_id; /* 0: v0 = id.x; 1: + v1 = id.y; 2: + v2 = id.z */
    uint8_t user_sgpr_count;  /* COMPUTE_PGM_RSRC2.USER_SGPR */
    /* gfx940 (gfx90a and later): the work-item ids are packed into v0
     * (x in bits 9:0, y in 19:10, z in 29:20, as vgpr_workitem_id
     * enables them) instead of one VGPR each. */
    bool packed_workitem_id;
    /* gfx940 has architected flat scratch: RSRC2 bit 0 turns scratch on
     * (the hardware sets FLAT_SCRATCH to the wave's scratch) and no
     * private segment wave byte offset SGPR is given, so that flag stays
     * false and this one is set instead. */
    bool private_segment_enable;
};

struct amdgpu_kernel {
    const char *name;
    /* The processor the object was compiled for ("gfx803"): EF_AMDGPU_MACH
     * of e_flags, or for an old v2 object without one (0, or 2: pre-v3
     * LLVM's EF_AMDGPU_ARCH_GCN) the target string;
     * "EF_AMDGPU_MACH 0x.." for a value we cannot name, "" if unknown.
     * Whether the model runs it: amdgpu_processor_supported. */
    const char *processor;
    amdgpu_isa isa; /* amdgpu_processor_isa(processor): AMDGPU_ISA_NONE for others */
    const char *symbol;  /* descriptor symbol: "NAME.kd" (v3+) or NAME (v2) */
    uint64_t desc_addr;  /* virtual address of the .kd / amd_kernel_code_t */
    uint64_t entry;      /* virtual address of the first instruction */
    const uint8_t *code; /* the bytes at entry */
    uint64_t code_size;  /* bytes of this kernel's function (or to section end) */
    uint32_t kernarg_size;
    uint32_t kernarg_align;
    uint32_t group_segment_size;   /* static LDS bytes */
    uint32_t private_segment_size; /* per work-item scratch bytes */
    uint32_t wavefront_size;       /* 64 on gfx8 */
    uint32_t sgpr_count;           /* as the compiler reports it (metadata) */
    uint32_t vgpr_count;
    uint32_t sgpr_alloc; /* what the hardware allocates: granulated count */
    uint32_t vgpr_alloc;
    uint32_t max_flat_workgroup_size; /* 0 when not given */
    /* gfx940 (gfx90a+) register file: vgpr_alloc counts the unified file
     * (architectural VGPRs then AGPRs, granule 8, at most 512); AGPR n is
     * unified register accum_offset + n. accum_offset is
     * COMPUTE_PGM_RSRC3.ACCUM_OFFSET (granule 4), agpr_count the
     * metadata's .agpr_count (0 when absent), tg_split RSRC3.TG_SPLIT.
     * gfx8 has no AGPRs: accum_offset = vgpr_alloc, agpr_count 0. */
    uint32_t accum_offset;
    uint32_t agpr_count;
    bool tg_split;
    uint32_t rsrc1, rsrc2, rsrc3;     /* COMPUTE_PGM_RSRC1/2/3, raw (rsrc3 0 on gfx8) */
    uint32_t code_properties;         /* raw kernel_code_properties */
    struct amdgpu_kernel_regs regs;
    const struct amdgpu_kernel_arg *args;
    size_t nargs;
};

/* An allocated section of the image, for a simulator that lays the whole
 * object out in device memory. bytes is NULL for SHT_NOBITS (zero-fill). */
struct amdgpu_codeobj_section {
    const char *name;
    uint64_t addr, size;
    const uint8_t *bytes;
    bool exec, write;
};

struct amdgpu_codeobj;

/* Loads from a caller buffer (copied; the caller may free it at once).
 * label names the buffer in messages (NULL gives "<memory>"). */
int amdgpu_codeobj_load_mem(const void *buf, size_t size, const char *label,
                          struct amdgpu_codeobj **out, char *err);
/* Reads and loads the file at path; messages name the path. A file that
 * holds code objects (a hipcc-built program, an offload bundle:
 * amdgpu/bundle.h) loads its code object for isa (its first entry for a
 * processor of that ISA), and says which targets it has when there is
 * none; a plain code object loads whatever its processor (the caller
 * compares amdgpu_codeobj_isa with the platform's). load_file is
 * load_file_isa for gfx803. */
int amdgpu_codeobj_load_file(const char *path, struct amdgpu_codeobj **out, char *err);
int amdgpu_codeobj_load_file_isa(const char *path, amdgpu_isa isa, struct amdgpu_codeobj **out,
                                 char *err);
/* The same with the entry picked as amdgpu_offload_pick picks it: want a
 * processor or ISA name, or NULL (the one ISA the container has). */
int amdgpu_codeobj_load_file_pick(const char *path, const char *want, struct amdgpu_codeobj **out,
                                  char *err);
void amdgpu_codeobj_free(struct amdgpu_codeobj *co); /* NULL is fine */

/* 2..6: the code object version; the target triple-and-processor string
 * ("amdgcn-amd-amdhsa--gfx803"), never NULL but maybe ""; the label. */
unsigned amdgpu_codeobj_version(const struct amdgpu_codeobj *co);
const char *amdgpu_codeobj_target(const struct amdgpu_codeobj *co);
const char *amdgpu_codeobj_label(const struct amdgpu_codeobj *co);
/* The ELF header's e_flags; its low byte is the processor (EF_AMDGPU_MACH,
 * 0x2a for gfx803). The loader accepts any (`mgsim codeobj` shows what a
 * file is); what simulates or disassembles code checks
 * amdgpu_processor_supported first (amdgpu_dispatch_init does). */
uint32_t amdgpu_codeobj_eflags(const struct amdgpu_codeobj *co);
/* The processor of the object (as amdgpu_kernel.processor) and its ISA
 * (AMDGPU_ISA_NONE: a processor the simulator has no ISA for). */
const char *amdgpu_codeobj_processor(const struct amdgpu_codeobj *co);
amdgpu_isa amdgpu_codeobj_isa(const struct amdgpu_codeobj *co);
#define AMDGPU_EF_AMDGPU_MACH_GFX803 0x2au

/* Whether code for processor (amdgpu_kernel.processor) means on the GCN3
 * model what it means on its GPU: the gfx8 family, which shares gfx803's
 * encodings. amdgpu_processor_list names them, for messages. */
bool amdgpu_processor_supported(const char *processor);
const char *amdgpu_processor_list(void);
/* The processor EF_AMDGPU_MACH (the low byte of e_flags) names ("gfx900"),
 * or NULL for 0 (none given) and values we do not know. */
const char *amdgpu_mach_name(uint32_t eflags);

size_t amdgpu_codeobj_kernel_count(const struct amdgpu_codeobj *co);
const struct amdgpu_kernel *amdgpu_codeobj_kernel(const struct amdgpu_codeobj *co, size_t i);
/* The kernel called name; NULL with "FILE: no kernel 'x' (has: a, b)". */
const struct amdgpu_kernel *amdgpu_codeobj_find_kernel(const struct amdgpu_codeobj *co,
                                                   const char *name, char *err);

/* A global variable of the device code (an STT_OBJECT symbol: a HIP
 * __device__ or __constant__ variable), at addr in the image. */
struct amdgpu_codeobj_var {
    const char *name;
    uint64_t addr, size;
};
/* The variable called name, or NULL. */
const struct amdgpu_codeobj_var *amdgpu_codeobj_find_var(const struct amdgpu_codeobj *co,
                                                     const char *name);

size_t amdgpu_codeobj_section_count(const struct amdgpu_codeobj *co);
const struct amdgpu_codeobj_section *amdgpu_codeobj_section(const struct amdgpu_codeobj *co,
                                                        size_t i);
/* Pointer to n bytes of file-backed image at virtual address addr, or NULL
 * when [addr, addr+n) is not inside one allocated, file-backed section. This
 * is how a simulator fetches instructions by address. */
const uint8_t *amdgpu_codeobj_at(const struct amdgpu_codeobj *co, uint64_t addr, uint64_t n);

/* The v3+ spellings ("global_buffer", "global", "read_only"); "?" when out
 * of range. */
const char *amdgpu_arg_kind_name(enum amdgpu_arg_kind k);
const char *amdgpu_addr_space_name(enum amdgpu_addr_space a);
const char *amdgpu_access_name(enum amdgpu_access a);

#endif
