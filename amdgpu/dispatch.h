/* amdgpu/dispatch.h - one kernel dispatch: the AQL packet, the kernarg
 * segment (explicit and hidden arguments), the queue descriptor the
 * kernel reads apertures from, scratch, and the initial register state of
 * every wavefront. One implementation for every execution mode: the
 * functional mode and the timing model both start waves through
 * amdgpu_dispatch_wave_init.
 *
 * Use: amdgpu_dispatch_init (geometry + kernarg bytes, checks the argument
 * values against the kernel's metadata) -> amdgpu_dispatch_set_offset when
 * the launch has a global work-item offset -> amdgpu_dispatch_place (maps
 * packet, queue, kernarg and scratch in a memory image and writes them)
 * -> amdgpu_dispatch_wave_init per wave -> amdgpu_dispatch_fini.
 *
 * Initial SGPRs follow AMDGPUUsage ("Initial Kernel Execution State"):
 * user SGPRs in this order as enabled: private segment buffer (4), dispatch
 * ptr (2), queue ptr (2), kernarg segment ptr (2), dispatch id (2), flat
 * scratch init (2), private segment size (1), grid workgroup count X/Y/Z
 * (1 each, v2 only); then from SGPR user_sgpr_count the system SGPRs:
 * workgroup id X/Y/Z, workgroup info, private segment wave byte offset.
 * VGPRs: v0 = work-item id X, v1 = Y, v2 = Z as enabled.
 *
 * gfx940 (amdgpu_kernel.isa): the ids are packed into v0 (X 9:0, Y 19:10,
 * Z 29:20); the register file is unified (w->v holds vgpr_alloc registers,
 * AGPRs from accum_offset: amdgpu/wave.h); scratch is architected flat
 * scratch: no wave byte offset SGPR, FLAT_SCRATCH (s102:103) = the wave's
 * slot, scratch_base + slot * scratch_wave_bytes.
 *
 * Scratch (gfx8 style): SH_HIDDEN_PRIVATE_BASE is scratch_base; a wave in
 * scratch slot S owns scratch_wave_bytes at offset S * scratch_wave_bytes
 * (its private segment wave byte offset), interleaved per lane in dwords
 * (the private segment buffer V# has swizzle, element size 4, index
 * stride 64, add_tid). flat scratch init = {queue offset 0, per-lane size}.
 *
 * Failure: functions return 0 or -1 with one line in err[ERR_LEN]
 * naming the kernel and what is wrong (e.g. which argument). Ownership: a
 * amdgpu_dispatch owns its kernarg bytes until amdgpu_dispatch_fini; it
 * borrows the kernel (which must outlive it). */
#ifndef MGSIM_AMDGPU_DISPATCH_H
#define MGSIM_AMDGPU_DISPATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "amdgpu/codeobj.h"
#include "amdgpu/memimg.h"
#include "amdgpu/wave.h"
#include "util/err.h"

/* hsa_kernel_dispatch_packet_t, as the CP and the kernel see it. */
typedef struct amdgpu_aql_packet {
    uint16_t header;
    uint16_t setup; /* bits 1:0: dimensions */
    uint16_t workgroup_size_x, workgroup_size_y, workgroup_size_z;
    uint16_t reserved0;
    uint32_t grid_size_x, grid_size_y, grid_size_z;
    uint32_t private_segment_size;
    uint32_t group_segment_size;
    uint64_t kernel_object;
    uint64_t kernarg_address;
    uint64_t reserved2;
    uint64_t completion_signal;
} amdgpu_aql_packet;

/* amd_queue_t offsets the gfx8 code reads (LLVM: 0x40 / 0x44). */
#define AMDGPU_QUEUE_SIZE 256u
#define AMDGPU_QUEUE_SHARED_APERTURE_OFF 0x40u
#define AMDGPU_QUEUE_PRIVATE_APERTURE_OFF 0x44u
/* Where flat addresses reach LDS and scratch (high 32 bits; 4 GiB each). */
#define AMDGPU_SHARED_APERTURE_HI 0x00010000u
#define AMDGPU_PRIVATE_APERTURE_HI 0x00020000u

/* An explicit argument's value: size bytes at bytes (a buffer argument is
 * its 8-byte device address). A dynamic_shared_pointer (__local) argument
 * gives lds_bytes instead (bytes NULL): the dispatch places it in LDS
 * after the static allocation and passes its offset. */
typedef struct amdgpu_argval {
    const void *bytes;
    uint32_t size;
    uint32_t lds_bytes;
} amdgpu_argval;

typedef struct amdgpu_dispatch {
    const struct amdgpu_kernel *kernel;
    amdgpu_aql_packet pkt;
    unsigned dims;
    uint32_t grid[3], wg_size[3], wg_count[3];
    uint32_t wg_total;          /* workgroups in the grid */
    uint32_t max_waves_per_wg;  /* waves of a full workgroup */
    uint32_t group_size;        /* LDS bytes per workgroup, static + dynamic */
    uint32_t private_size;      /* scratch bytes per work-item (dword multiple) */
    uint32_t scratch_wave_bytes;/* per scratch slot; a multiple of 1024 */
    uint32_t scratch_slots;     /* slots placed by amdgpu_dispatch_place */
    uint64_t packet_addr, queue_addr, kernarg_addr, scratch_base;
    uint64_t dispatch_id;
    uint64_t offset[3];         /* global work-item offset (hidden_global_offset_*) */
    uint64_t hostcall_addr;     /* hidden_hostcall_buffer (set before place; 0: none) */
    uint64_t multigrid_addr;    /* hidden_multigrid_sync_arg (a multi-device cooperative
                                 * launch's sync structure; 0: none) */
    uint8_t *kernarg;           /* kernel->kernarg_size bytes (owned) */
} amdgpu_dispatch;

/* Whether an argument is filled in by the dispatch (hidden_*). */
bool amdgpu_arg_is_hidden(const struct amdgpu_kernel_arg *a);
/* The number of explicit (not hidden) arguments; they come first. */
size_t amdgpu_explicit_args(const struct amdgpu_kernel *k);

/* Checks the geometry (dims 1..3, every size >= 1, grid < 2^32, workgroup
 * <= 1024 work-items and <= the kernel's max_flat_workgroup_size) and the
 * nargs explicit argument values against the metadata, and builds the
 * kernarg segment. Non-uniform (partial) workgroups are allowed. */
int amdgpu_dispatch_init(amdgpu_dispatch *d, const struct amdgpu_kernel *k, unsigned dims,
                       const uint32_t grid[3], const uint32_t wg_size[3],
                       const amdgpu_argval *args, size_t nargs, char *err);
/* Sets the launch's global work-item offset (the hidden_global_offset
 * arguments, written by amdgpu_dispatch_place; get_global_id adds it). A
 * non-zero offset in a dimension the kernel has no such argument for is
 * an error (the kernel could not see it). off NULL: 0. */
int amdgpu_dispatch_set_offset(amdgpu_dispatch *d, const uint64_t off[3], char *err);
/* Adds bytes of LDS per workgroup after everything allocated so far
 * (HIP's dynamic shared memory: the kernel addresses it right after its
 * static LDS, 16-byte aligned); fails past 64 KiB. Before _place. */
int amdgpu_dispatch_add_lds(amdgpu_dispatch *d, uint32_t bytes, char *err);
/* Maps and writes the packet, queue descriptor, kernarg segment and
 * scratch_slots scratch slots (0 allowed when private_size is 0) in m. */
int amdgpu_dispatch_place(amdgpu_dispatch *d, amdgpu_memimg *m, uint32_t scratch_slots, char *err);
void amdgpu_dispatch_fini(amdgpu_dispatch *d);

/* The size of workgroup wg (ids) in each dimension (partial at the edge). */
void amdgpu_dispatch_wg_dims(const amdgpu_dispatch *d, const uint32_t wg[3], uint32_t out[3]);
/* Waves in workgroup wg. */
uint32_t amdgpu_dispatch_wg_waves(const amdgpu_dispatch *d, const uint32_t wg[3]);

/* Sets the whole architectural state of wave `wave` of workgroup wg for
 * its start: SGPRs/VGPRs as the kernel's enables ask, EXEC (the lanes
 * that hold work-items), PC = entry, apertures, scratch slot, the
 * VGPR/AGPR split. w->v must hold kernel->vgpr_alloc * 64 dwords;
 * w->mem, w->lds and w->lds_size are the caller's and left alone. Returns 0, or -1 when the kernel asks for
 * more SGPRs than exist. */
int amdgpu_dispatch_wave_init(const amdgpu_dispatch *d, const uint32_t wg[3], uint32_t wave,
                            uint32_t scratch_slot, amdgpu_wave *w);

#endif
