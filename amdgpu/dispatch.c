/* See amdgpu/dispatch.h. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/dispatch.h"
#include "amdgpu/isa.h"

_Static_assert(sizeof(amdgpu_aql_packet) == 64, "AQL packets are 64 bytes");

static int fail(char *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(char *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, ERR_LEN, fmt, ap);
    va_end(ap);
    return -1;
}

bool amdgpu_arg_is_hidden(const struct amdgpu_kernel_arg *a)
{
    if (a->kind >= AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_X && a->kind < AMDGPU_ARG_KIND_COUNT) return true;
    return a->kind_name && (strncmp(a->kind_name, "hidden_", 7) == 0 ||
                            strncmp(a->kind_name, "Hidden", 6) == 0);
}

size_t amdgpu_explicit_args(const struct amdgpu_kernel *k)
{
    size_t n = 0;
    while (n < k->nargs && !amdgpu_arg_is_hidden(&k->args[n])) n++;
    return n;
}

static void put(uint8_t *kernarg, const struct amdgpu_kernel_arg *a, uint64_t v)
{
    unsigned n = a->size < 8 ? a->size : 8;
    memcpy(kernarg + a->offset, &v, n); /* little-endian host and device */
}

/* The value of a hidden argument; unknown kinds and those we do not
 * provide (printf buffer, default queue, ...) are 0 = "none"; the
 * hostcall buffer is the host runtime's (0 when it has none). */
static uint64_t hidden_value(const amdgpu_dispatch *d, enum amdgpu_arg_kind kind)
{
    switch (kind) {
    case AMDGPU_ARG_HIDDEN_BLOCK_COUNT_X: return d->wg_count[0];
    case AMDGPU_ARG_HIDDEN_BLOCK_COUNT_Y: return d->wg_count[1];
    case AMDGPU_ARG_HIDDEN_BLOCK_COUNT_Z: return d->wg_count[2];
    case AMDGPU_ARG_HIDDEN_GROUP_SIZE_X: return d->wg_size[0];
    case AMDGPU_ARG_HIDDEN_GROUP_SIZE_Y: return d->wg_size[1];
    case AMDGPU_ARG_HIDDEN_GROUP_SIZE_Z: return d->wg_size[2];
    case AMDGPU_ARG_HIDDEN_REMAINDER_X: return d->grid[0] % d->wg_size[0];
    case AMDGPU_ARG_HIDDEN_REMAINDER_Y: return d->grid[1] % d->wg_size[1];
    case AMDGPU_ARG_HIDDEN_REMAINDER_Z: return d->grid[2] % d->wg_size[2];
    case AMDGPU_ARG_HIDDEN_GRID_DIMS: return d->dims;
    case AMDGPU_ARG_HIDDEN_DYNAMIC_LDS_SIZE: return d->group_size - d->kernel->group_segment_size;
    case AMDGPU_ARG_HIDDEN_PRIVATE_BASE: return AMDGPU_PRIVATE_APERTURE_HI;
    case AMDGPU_ARG_HIDDEN_SHARED_BASE: return AMDGPU_SHARED_APERTURE_HI;
    case AMDGPU_ARG_HIDDEN_QUEUE_PTR: return d->queue_addr;
    case AMDGPU_ARG_HIDDEN_HOSTCALL_BUFFER: return d->hostcall_addr;
    case AMDGPU_ARG_HIDDEN_MULTIGRID_SYNC_ARG: return d->multigrid_addr;
    case AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_X: return d->offset[0];
    case AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_Y: return d->offset[1];
    case AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_Z: return d->offset[2];
    default: return 0; /* not provided */
    }
}

static int check_geometry(amdgpu_dispatch *d, const struct amdgpu_kernel *k, char *err)
{
    if (d->dims < 1 || d->dims > 3)
        return fail(err, "%s: %u grid dimensions (1 to 3)", k->name, d->dims);
    uint64_t wi = 1;
    for (unsigned i = 0; i < 3; i++) {
        if (d->grid[i] == 0 || d->wg_size[i] == 0)
            return fail(err, "%s: grid and workgroup sizes must be >= 1 (dimension %u)",
                        k->name, i);
        if (d->wg_size[i] > 0xffff)
            return fail(err, "%s: workgroup size %u too large", k->name, d->wg_size[i]);
        d->wg_count[i] = (uint32_t)(((uint64_t)d->grid[i] + d->wg_size[i] - 1) / d->wg_size[i]);
        wi *= d->wg_size[i];
    }
    uint32_t max = k->max_flat_workgroup_size ? k->max_flat_workgroup_size : 1024;
    if (max > 1024) max = 1024;
    if (wi > max)
        return fail(err, "%s: workgroup of %llu work-items exceeds the kernel's maximum %u",
                    k->name, (unsigned long long)wi, max);
    uint64_t wgs = (uint64_t)d->wg_count[0] * d->wg_count[1] * d->wg_count[2];
    if (wgs > 0xffffffffu) return fail(err, "%s: more than 2^32 workgroups", k->name);
    d->wg_total = (uint32_t)wgs;
    d->max_waves_per_wg = (uint32_t)((wi + AMDGPU_WAVE_LANES - 1) / AMDGPU_WAVE_LANES);
    return 0;
}

/* Lays out the explicit arguments (dynamic LDS after the static part). */
static int build_args(amdgpu_dispatch *d, const amdgpu_argval *args, size_t nargs, char *err)
{
    const struct amdgpu_kernel *k = d->kernel;
    size_t nexp = amdgpu_explicit_args(k);
    if (nargs != nexp)
        return fail(err, "%s: takes %zu arguments, %zu given", k->name, nexp, nargs);
    uint64_t lds = k->group_segment_size;
    for (size_t i = 0; i < nexp; i++) {
        const struct amdgpu_kernel_arg *a = &k->args[i];
        if ((uint64_t)a->offset + a->size > k->kernarg_size)
            return fail(err, "%s: argument %zu lies outside the kernarg segment", k->name, i);
        if (a->kind == AMDGPU_ARG_DYNAMIC_SHARED_POINTER) {
            if (args[i].bytes)
                return fail(err, "%s: argument %zu is a __local pointer: give its LDS size",
                            k->name, i);
            uint64_t al = a->pointee_align ? a->pointee_align : 4;
            lds = (lds + al - 1) / al * al;
            put(d->kernarg, a, lds);
            lds += args[i].lds_bytes;
            continue;
        }
        if (!args[i].bytes || args[i].size != a->size)
            return fail(err, "%s: argument %zu (%s, %u bytes) given %u bytes", k->name, i,
                        a->kind_name ? a->kind_name : "?", a->size, args[i].size);
        memcpy(d->kernarg + a->offset, args[i].bytes, a->size);
    }
    if (lds > 65536)
        return fail(err, "%s: %llu bytes of LDS per workgroup (at most 65536)", k->name,
                    (unsigned long long)lds);
    d->group_size = (uint32_t)lds;
    return 0;
}

int amdgpu_dispatch_init(amdgpu_dispatch *d, const struct amdgpu_kernel *k, unsigned dims,
                       const uint32_t grid[3], const uint32_t wg_size[3],
                       const amdgpu_argval *args, size_t nargs, char *err)
{
    memset(d, 0, sizeof *d);
    if (!amdgpu_processor_supported(k->processor) &&
        amdgpu_processor_isa(k->processor) != AMDGPU_ISA_GFX940)
        return fail(err,
                    "%s: code for %s, not for GCN3 or CDNA3; mgsim simulates %s, gfx940, gfx941 "
                    "and gfx942 code (compile with -mcpu=gfx803 or gfx940)",
                    k->name, k->processor && *k->processor ? k->processor : "an unknown processor",
                    amdgpu_processor_list());
    d->kernel = k;
    d->dims = dims;
    for (unsigned i = 0; i < 3; i++) {
        d->grid[i] = i < dims ? grid[i] : 1;
        d->wg_size[i] = i < dims ? wg_size[i] : 1;
    }
    if (check_geometry(d, k, err) < 0) return -1;
    d->kernarg = calloc(1, k->kernarg_size ? k->kernarg_size : 1);
    if (!d->kernarg) return fail(err, "%s: out of memory", k->name);
    if (build_args(d, args, nargs, err) < 0) goto err;
    d->private_size = (k->private_segment_size + 3) & ~3u;
    d->scratch_wave_bytes = (d->private_size * AMDGPU_WAVE_LANES + 1023) & ~1023u;
    amdgpu_aql_packet *p = &d->pkt;
    p->header = 2; /* HSA_PACKET_TYPE_KERNEL_DISPATCH */
    p->setup = (uint16_t)dims;
    p->workgroup_size_x = (uint16_t)d->wg_size[0];
    p->workgroup_size_y = (uint16_t)d->wg_size[1];
    p->workgroup_size_z = (uint16_t)d->wg_size[2];
    p->grid_size_x = d->grid[0], p->grid_size_y = d->grid[1], p->grid_size_z = d->grid[2];
    p->private_segment_size = d->private_size;
    p->group_segment_size = d->group_size;
    p->kernel_object = k->desc_addr;
    return 0;
err:
    amdgpu_dispatch_fini(d);
    return -1;
}

/* The dimension a hidden_global_offset argument carries, or -1. */
static int offset_dim(const struct amdgpu_kernel_arg *a)
{
    if (a->size == 0 || a->size > 8) return -1;
    switch (a->kind) {
    case AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_X: return 0;
    case AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_Y: return 1;
    case AMDGPU_ARG_HIDDEN_GLOBAL_OFFSET_Z: return 2;
    default: return -1;
    }
}

int amdgpu_dispatch_add_lds(amdgpu_dispatch *d, uint32_t bytes, char *err)
{
    uint64_t lds = ((uint64_t)d->group_size + 15) / 16 * 16 + bytes;
    if (lds > 65536)
        return fail(err, "%s: %llu bytes of LDS per workgroup with %u of dynamic shared memory "
                         "(at most 65536)", d->kernel->name, (unsigned long long)lds, bytes);
    d->group_size = (uint32_t)lds;
    return 0;
}

int amdgpu_dispatch_set_offset(amdgpu_dispatch *d, const uint64_t off[3], char *err)
{
    const struct amdgpu_kernel *k = d->kernel;
    bool seen[3] = {false, false, false};
    for (size_t i = amdgpu_explicit_args(k); i < k->nargs; i++) {
        int dim = offset_dim(&k->args[i]);
        if (dim >= 0) seen[dim] = true;
    }
    for (int dim = 0; dim < 3; dim++) {
        d->offset[dim] = off ? off[dim] : 0;
        if (d->offset[dim] && !seen[dim])
            return fail(err, "%s: a global offset in dimension %d, but the kernel has no "
                        "hidden_global_offset argument for it", k->name, dim);
    }
    return 0;
}

void amdgpu_dispatch_fini(amdgpu_dispatch *d)
{
    free(d->kernarg);
    d->kernarg = NULL;
}

int amdgpu_dispatch_place(amdgpu_dispatch *d, amdgpu_memimg *m, uint32_t scratch_slots, char *err)
{
    const struct amdgpu_kernel *k = d->kernel;
    uint8_t queue[AMDGPU_QUEUE_SIZE] = {0};
    uint32_t ap[2] = {AMDGPU_SHARED_APERTURE_HI, AMDGPU_PRIVATE_APERTURE_HI};
    memcpy(queue + AMDGPU_QUEUE_SHARED_APERTURE_OFF, &ap[0], 4);
    memcpy(queue + AMDGPU_QUEUE_PRIVATE_APERTURE_OFF, &ap[1], 4);
    /* the segment's allocation is whole 64-byte lines: the compiler merges
     * argument loads into wide ones that may read past the last argument
     * (a kernel of (int *, int, int, int), 20 bytes, reads bytes 8-23 with
     * one s_load_dwordx4), which ROCm's kernarg pool blocks absorb */
    uint32_t ksize = ((k->kernarg_size ? k->kernarg_size : 8) + 63) & ~63u;
    if (amdgpu_memimg_alloc(m, sizeof d->pkt, 64, &d->packet_addr) < 0 ||
        amdgpu_memimg_alloc(m, AMDGPU_QUEUE_SIZE, 64, &d->queue_addr) < 0 ||
        amdgpu_memimg_alloc(m, ksize, 64, &d->kernarg_addr) < 0)
        return fail(err, "%s: cannot map the dispatch structures", k->name);
    d->scratch_slots = d->private_size ? scratch_slots : 0;
    uint64_t scratch = (uint64_t)d->scratch_slots * d->scratch_wave_bytes;
    if (scratch && amdgpu_memimg_alloc(m, scratch, 1024, &d->scratch_base) < 0)
        return fail(err, "%s: cannot map %llu bytes of scratch", k->name,
                    (unsigned long long)scratch);
    /* hidden arguments that depend on addresses are written now */
    for (size_t i = amdgpu_explicit_args(k); i < k->nargs; i++)
        if ((uint64_t)k->args[i].offset + k->args[i].size <= k->kernarg_size)
            put(d->kernarg, &k->args[i], hidden_value(d, k->args[i].kind));
    d->pkt.kernarg_address = d->kernarg_addr;
    if (amdgpu_memimg_write(m, d->packet_addr, &d->pkt, sizeof d->pkt) < 0 ||
        amdgpu_memimg_write(m, d->queue_addr, queue, sizeof queue) < 0 ||
        amdgpu_memimg_write(m, d->kernarg_addr, d->kernarg, k->kernarg_size) < 0)
        return fail(err, "%s: cannot write the dispatch structures", k->name);
    return 0;
}

void amdgpu_dispatch_wg_dims(const amdgpu_dispatch *d, const uint32_t wg[3], uint32_t out[3])
{
    for (unsigned i = 0; i < 3; i++) {
        uint64_t start = (uint64_t)wg[i] * d->wg_size[i];
        uint64_t left = d->grid[i] > start ? d->grid[i] - start : 0;
        out[i] = (uint32_t)(left < d->wg_size[i] ? left : d->wg_size[i]);
    }
}

uint32_t amdgpu_dispatch_wg_waves(const amdgpu_dispatch *d, const uint32_t wg[3])
{
    uint32_t s[3];
    amdgpu_dispatch_wg_dims(d, wg, s);
    uint64_t wi = (uint64_t)s[0] * s[1] * s[2];
    return (uint32_t)((wi + AMDGPU_WAVE_LANES - 1) / AMDGPU_WAVE_LANES);
}
