/* Launches: code placement per device, the dispatch structures in the
 * launching device's memory, and the split of a unified launch over the
 * GPUs of a discrete platform. */
#include "driver/mgpu_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Places every allocated section of co in device d's memory, once. */
static int place_code(mgpu *m, uint32_t d, const struct amdgpu_codeobj *co, uint64_t *delta,
                      char *err, size_t errlen)
{
    mgpu_queue *q = &m->q[d];
    for (uint32_t i = 0; i < q->ncode; i++)
        if (q->code[i].co == co) {
            *delta = q->code[i].delta;
            return 0;
        }
    uint64_t lo = UINT64_MAX, hi = 0;
    for (size_t i = 0; i < amdgpu_codeobj_section_count(co); i++) {
        const struct amdgpu_codeobj_section *s = amdgpu_codeobj_section(co, i);
        if (s->addr < lo) lo = s->addr;
        if (s->addr + s->size > hi) hi = s->addr + s->size;
    }
    if (lo == UINT64_MAX) return mgpu_fail(err, errlen, "code object has no allocated sections");
    lo &= ~(uint64_t)(AMDGPU_MEMIMG_PAGE - 1);
    uint64_t base;
    if (mgpu_malloc_device(m, d, hi - lo, &base, err, errlen) < 0) return -1; /* never managed */
    *delta = base - lo;
    for (size_t i = 0; i < amdgpu_codeobj_section_count(co); i++) {
        const struct amdgpu_codeobj_section *s = amdgpu_codeobj_section(co, i);
        if (s->bytes && s->size &&
            mgpu_enqueue_h2d(m, d, s->addr + *delta, s->bytes, s->size, err, errlen) < 0)
            return -1;
    }
    mgpu_code c = {co, *delta};
    MGPU_APPEND(q->code, q->ncode, q->codecap, c);
    return 0;
}

int mgpu_place_code(mgpu *m, uint32_t dev, const struct amdgpu_codeobj *co, uint64_t *delta,
                    char *err, size_t errlen)
{
    int d = mgpu_dev(m, dev, err, errlen);
    return d < 0 ? -1 : place_code(m, (uint32_t)d, co, delta, err, errlen);
}

/* Copies n bytes the dispatch wrote into the shadow to the device. */
static int stage(mgpu *m, uint32_t d, uint64_t addr, uint64_t n, char *err, size_t errlen)
{
    if (!n) return 0;
    uint8_t *buf = malloc(n);
    if (!buf) return mgpu_fail(err, errlen, "out of memory");
    int rc = amdgpu_memimg_read(m->q[d].shadow, addr, buf, n) < 0
                 ? mgpu_fail(err, errlen, "staging area unreadable")
                 : mgpu_enqueue_h2d(m, d, addr, buf, n, err, errlen);
    free(buf);
    return rc;
}

/* Every hardware wave slot of device d gets its own scratch slot, in the
 * device's one scratch region: grown (a new, larger region) when a kernel
 * needs more than any before it, otherwise reused, so a program's memory
 * and where its scratch lives do not change with the number of launches
 * (a region per launch once filled device memory after ~100 launches of
 * a 260-byte kernel, and then spilled into other GPUs' memory). */
static int place_scratch(mgpu *m, uint32_t d, amdgpu_dispatch *dp, char *e)
{
    const gpu_config *g = &m->p->cfg.gpu;
    mgpu_queue *q = &m->q[d];
    uint32_t slots = dp->private_size ? mgpu_device_info(m, d).cus * g->cu.simds * g->cu.wave_slots : 0;
    uint64_t need = (uint64_t)slots * dp->scratch_wave_bytes;
    if (!need) return 0;
    if (need > q->scratch_bytes) {
        uint64_t at;
        if (amdgpu_memimg_alloc(q->shadow, need, 1024, &at) < 0 || !mgpu_mapped(m, at, need)) {
            snprintf(e, ERR_LEN,
                     "%s: scratch (%llu bytes for %u wave slots) does not fit in device memory",
                     dp->kernel->name, (unsigned long long)need, slots);
            return -1;
        }
        q->scratch_base = at, q->scratch_bytes = need;
    }
    dp->scratch_slots = slots;
    dp->scratch_base = q->scratch_base;
    return 0;
}

/* One launch on device d (one CP). */
static int launch_one(mgpu *m, uint32_t d, const struct amdgpu_codeobj *co,
                      const struct amdgpu_kernel *k, unsigned dims, const uint32_t grid[3],
                      const uint32_t wg[3], const uint64_t off[3], const amdgpu_argval *args,
                      size_t nargs, uint32_t dyn_lds, char *err, size_t errlen)
{
    char e[ERR_LEN];
    uint64_t delta = 0;
    amdgpu_isa isa = (amdgpu_isa)m->p->cfg.gpu.isa;
    /* code of the other ISA decodes into other instructions: refuse it
     * here, naming both (other processors: amdgpu_dispatch_init says) */
    if (k->isa != AMDGPU_ISA_NONE && k->isa != isa)
        return mgpu_fail(err, errlen,
                         "%s: code for %s (ISA %s), but the platform's GPUs run %s (gpu.isa); "
                         "use the code object built for %s",
                         k->name, k->processor, amdgpu_isa_name(k->isa), amdgpu_isa_name(isa),
                         amdgpu_isa_name(isa));
    /* a wave that no SIMD can hold would wait for ever (gfx940 kernels
     * may take up to 512 VGPRs; an R9 Nano's SIMD has 256) */
    const cu_config *cu = &m->p->cfg.gpu.cu;
    if (k->vgpr_alloc > cu->vgprs_per_simd || k->sgpr_alloc > cu->sgprs_per_simd)
        return mgpu_fail(err, errlen,
                         "%s: a wave takes %u VGPRs and %u SGPRs, a SIMD has %u and %u "
                         "(cu.vgprs_per_simd, cu.sgprs_per_simd; CDNA3 has 512 VGPRs)",
                         k->name, k->vgpr_alloc, k->sgpr_alloc, cu->vgprs_per_simd,
                         cu->sgprs_per_simd);
    if (place_code(m, d, co, &delta, err, errlen) < 0) return -1;
    mgpu_launch_rec *r = calloc(1, sizeof *r);
    if (!r) return mgpu_fail(err, errlen, "out of memory");
    if (amdgpu_dispatch_init(&r->d, k, dims, grid, wg, args, nargs, e) < 0) {
        free(r);
        return mgpu_fail(err, errlen, "%s", e);
    }
    MGPU_APPEND(m->launches, m->nl, m->lcap, r);
    if (amdgpu_dispatch_set_offset(&r->d, off, e) < 0 ||
        (dyn_lds && amdgpu_dispatch_add_lds(&r->d, dyn_lds, e) < 0))
        return mgpu_fail(err, errlen, "%s", e);
    r->d.hostcall_addr = m->q[d].hostcall;
    r->d.multigrid_addr = m->q[d].multigrid;
    if (amdgpu_dispatch_place(&r->d, m->q[d].shadow, 0, e) < 0 ||
        place_scratch(m, d, &r->d, e) < 0)
        return mgpu_fail(err, errlen, "%s", e);
    if (stage(m, d, r->d.packet_addr, sizeof r->d.pkt, err, errlen) < 0 ||
        stage(m, d, r->d.queue_addr, AMDGPU_QUEUE_SIZE, err, errlen) < 0 ||
        stage(m, d, r->d.kernarg_addr, k->kernarg_size, err, errlen) < 0)
        return -1;
    r->l.d = &r->d;
    r->l.code_delta = delta;
    r->l.allocs = &m->allocs; /* rebuilt before the engine runs */
    r->l.code = r->code = cu_code_new(k); /* NULL (out of memory): each CU decodes */
    r->l.id = m->nl;
    r->group = m->groups;
    r->dev = d;
    r->cmd = mgpu_queue_cmd(m, d, CP_CMD_LAUNCH);
    r->cmd->launch = &r->l;
    return 0;
}

/* A unified launch on a discrete platform: the workgroups along the last
 * dimension divided in proportion to the GPUs' CUs (all GPUs have the
 * same CUs, so equal parts, the first ones one larger). */
static int launch_split(mgpu *m, const struct amdgpu_codeobj *co, const struct amdgpu_kernel *k,
                        unsigned dims, const uint32_t grid[3], const uint32_t wg[3],
                        const uint64_t off[3], const amdgpu_argval *args, size_t nargs,
                        uint32_t dyn_lds, char *err, size_t errlen)
{
    unsigned dim = dims - 1;
    uint32_t nwg = (grid[dim] + wg[dim] - 1) / wg[dim], n = m->ndev, first = 0;
    for (uint32_t g = 0; g < n; g++) {
        uint32_t cnt = nwg / n + (g < nwg % n);
        if (!cnt) continue;
        uint32_t gr[3] = {grid[0], dims > 1 ? grid[1] : 1, dims > 2 ? grid[2] : 1};
        uint64_t o[3] = {off[0], off[1], off[2]};
        uint64_t lo = (uint64_t)first * wg[dim], hi = (uint64_t)(first + cnt) * wg[dim];
        gr[dim] = (uint32_t)((hi < grid[dim] ? hi : grid[dim]) - lo);
        o[dim] += lo;
        if (launch_one(m, g, co, k, dims, gr, wg, o, args, nargs, dyn_lds, err, errlen) < 0)
            return -1;
        first += cnt;
    }
    return 0;
}

int mgpu_enqueue_launch(mgpu *m, uint32_t dev, const struct amdgpu_codeobj *co,
                        const struct amdgpu_kernel *k, unsigned dims, const uint32_t grid[3],
                        const uint32_t wg[3], const uint64_t offset[3],
                        const amdgpu_argval *args, size_t nargs, char *err, size_t errlen)
{
    return mgpu_enqueue_launch_lds(m, dev, co, k, dims, grid, wg, offset, args, nargs, 0, err,
                                   errlen);
}

int mgpu_enqueue_launch_lds(mgpu *m, uint32_t dev, const struct amdgpu_codeobj *co,
                            const struct amdgpu_kernel *k, unsigned dims, const uint32_t grid[3],
                            const uint32_t wg[3], const uint64_t offset[3],
                            const amdgpu_argval *args, size_t nargs, uint32_t dyn_lds, char *err,
                            size_t errlen)
{
    static const uint64_t zero[3] = {0, 0, 0};
    const uint64_t *off = offset ? offset : zero;
    int rc;
    if (dims < 1 || dims > 3 || !wg[dims - 1])
        return mgpu_fail(err, errlen, "%s: bad launch geometry", k->name);
    if (dev == MGPU_UNIFIED && m->ndev > 1)
        rc = launch_split(m, co, k, dims, grid, wg, off, args, nargs, dyn_lds, err, errlen);
    else {
        int d = mgpu_dev(m, dev == MGPU_UNIFIED ? 0 : dev, err, errlen);
        rc = d < 0 ? -1
                   : launch_one(m, (uint32_t)d, co, k, dims, grid, wg, off, args, nargs, dyn_lds,
                                err, errlen);
    }
    m->groups++;
    return rc;
}
