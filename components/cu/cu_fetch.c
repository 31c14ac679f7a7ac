/* Instruction fetch and decode. Each wave has a two-line instruction
 * buffer filled from the L1 instruction cache with whole-line MEM_READs;
 * an instruction is decoded from those bytes (the launch's shared
 * decoding, cu_code.h, or else the CU's decode cache, both checked against
 * the PC and the encoding words, skip the table walk, never the fetch). The fetch
 * arbiter sends at most one line request per cycle, round-robin over the
 * waves. Decoding takes decode_cycles and starts once the wave's previous
 * instruction has left its pipeline (ready_at). */
#include <stdlib.h>
#include <string.h>

#include "components/cu/cu_code.h"
#include "components/cu/cu_int.h"
#include "components/mem/mem_util.h"
#include "engine/port.h"
#include "amdgpu/decode.h"
#include "util/xalloc.h"

#define FETCH_TAG (1ull << 63)

/* The buffer line (0, 1) holding or fetching addr, or -1. */
static int line_of(const cu_wave *wv, uint64_t addr)
{
    for (int i = 0; i < 2; i++)
        if ((wv->ib_valid[i] || wv->ib_pending[i]) && wv->ib_addr[i] == addr) return i;
    return -1;
}

/* The line the wave needs fetched next, or UINT64_MAX. *avail gets the
 * bytes ready at pc (0 if none). */
static uint64_t need(const cu *u, cu_wave *wv, uint8_t *buf, size_t *avail)
{
    uint32_t lb = u->cfg.line_bytes;
    uint64_t pc = wv->w.pc, a = pc & ~(uint64_t)(lb - 1);
    uint32_t off = (uint32_t)(pc - a);
    int l = line_of(wv, a);
    *avail = 0;
    if (l < 0) return a;
    if (!wv->ib_valid[l]) return UINT64_MAX;
    uint32_t n = lb - off < 8 ? lb - off : 8;
    memcpy(buf, cu_iline_bytes(&u->ilines, wv->ib_line[l]) + off, n);
    *avail = n;
    if (n == 8) return UINT64_MAX;
    /* The instruction may continue in the next line: only a decode that
     * runs out of bytes needs it. */
    amdgpu_inst tmp;
    amdgpu_isa isa = amdgpu_processor_isa(u->wgs[wv->wg].launch->d->kernel->processor);
    if (amdgpu_decode(isa, buf, n, &tmp) != AMDGPU_DEC_ETRUNC) return UINT64_MAX;
    int m = line_of(wv, a + lb);
    if (m < 0) {
        *avail = 0;
        return a + lb;
    }
    if (!wv->ib_valid[m]) {
        *avail = 0;
        return UINT64_MAX;
    }
    memcpy(buf + n, cu_iline_bytes(&u->ilines, wv->ib_line[m]), 8 - n);
    *avail = 8;
    return UINT64_MAX;
}

/* A decode cache with a slot per dword of code_size bytes (within the
 * bounds), so that a kernel's instructions never evict each other; a
 * bigger one starts empty (entries are checked against the PC and the
 * words, so dropping them only costs decoding again). */
static void fit_dcache(cu *u, uint64_t code_size)
{
    uint32_t n = CU_DCACHE_MIN;
    while (n < CU_DCACHE_MAX && n < code_size / 4) n *= 2;
    if (n <= u->ndcache) return;
    cu_dentry *d = xcalloc(n, sizeof *d, "cu decoded-instruction cache");
    free(u->dcache);
    u->dcache = d, u->ndcache = n;
}

static void decode(cu *u, uint32_t wi, const uint8_t *buf, size_t avail)
{
    cu_wave *wv = cu_wave_at(u, wi);
    uint64_t pc = wv->w.pc;
    uint32_t w0, w1 = 0;
    memcpy(&w0, buf, 4);
    if (avail >= 8) memcpy(&w1, buf + 4, 4);
    const cu_launch *l = u->wgs[wv->wg].launch;
    const amdgpu_exec_prep *prep;
    const amdgpu_inst *in = l->code ? cu_code_at(l->code, pc - l->code_delta, w0, w1, avail, &prep)
                                  : NULL;
    if (in) { /* the launch's shared decoding */
        wv->inst = in, wv->prep = prep, wv->own_inst = false;
        goto decoded;
    }
    fit_dcache(u, l->d->kernel->code_size);
    cu_dentry *e = &u->dcache[(pc >> 2) & (u->ndcache - 1)];
    if (!(e->valid && e->pc == pc && e->w0 == w0 && (e->in.size < 8 || e->w1 == w1))) {
        int n = amdgpu_decode(amdgpu_processor_isa(l->d->kernel->processor), buf, avail, &e->in);
        if (n <= 0) {
            amdgpu_inst bad = e->in;
            bad.info = NULL;
            bad.word[0] = w0, bad.word[1] = w1;
            e->valid = false;
            cu_report(u, wi, &bad, pc, "cannot decode instruction", false, 0);
            return;
        }
        amdgpu_exec_prepare(&e->in, &e->prep);
        e->valid = true, e->pc = pc, e->w0 = w0, e->w1 = w1;
    }
    if (!wv->own) wv->own = xmalloc(sizeof *wv->own, "cu decoded instruction");
    wv->own->in = e->in, wv->own->prep = e->prep;
    wv->inst = &wv->own->in, wv->prep = &wv->own->prep, wv->own_inst = true;
decoded:
    wv->have_inst = true;
    cu_bit_set(u->issue_set, wi);
    wv->ready_at = u->now + u->cfg.decode_cycles;
    cu_want(u, wv->ready_at);
}

static bool send_fetch(cu *u, uint32_t wi, uint64_t addr)
{
    cu_wave *wv = cu_wave_at(u, wi);
    if (!eng_port_can_send(u->inst_port)) return false;
    unsigned l = wv->ib_victim;
    /* never evict the line holding the current PC */
    uint64_t cur = wv->w.pc & ~(uint64_t)(u->cfg.line_bytes - 1);
    if ((wv->ib_valid[l] || wv->ib_pending[l]) && wv->ib_addr[l] == cur) l = wv->ib_victim ^= 1;
    if (wv->ib_pending[l]) return false;
    mem_req *r = mem_req_new(MEM_READ, addr, u->cfg.line_bytes);
    r->source = MEM_SRC_INST;
    r->trace_id = wv->trace_id;
    r->id = FETCH_TAG | (uint64_t)(wv->gen & 0xffffff) << 32 | wi << 1 | l;
    r->hdr.dst = u->inst_dst;
    if (eng_port_send(u->inst_port, &r->hdr) != 0) {
        free(r);
        return false;
    }
    if (wv->ib_valid[l]) cu_iline_put(&u->ilines, wv->ib_line[l]);
    wv->ib_addr[l] = addr, wv->ib_valid[l] = false, wv->ib_pending[l] = true;
    wv->ib_victim ^= 1;
    u->st.fetches++;
    u->fetch_inflight++;
    return true;
}

void cu_fetch_drop(cu *u, cu_wave *wv)
{
    for (int i = 0; i < 2; i++) {
        if (wv->ib_valid[i]) cu_iline_put(&u->ilines, wv->ib_line[i]);
        wv->ib_valid[i] = wv->ib_pending[i] = false;
    }
}

bool cu_fetch(cu *u)
{
    bool progress = false, fetched = false;
    uint32_t n = u->nwaves;
    /* fetch_rr moves inside the walk when a line is requested; the walk
     * goes on from the new position, as it always has */
    for (uint32_t k = 0;; k++) {
        k += cu_bit_next(u->fetch_set, n, (u->fetch_rr + k) % n, n - k);
        if (k >= n) break;
        uint32_t wi = (u->fetch_rr + k) % n;
        cu_wave *wv = cu_wave_at(u, wi);
        if (wv->state != WS_RUN || wv->have_inst) {
            cu_bit_clr(u->fetch_set, wi);
            continue;
        }
        uint8_t buf[8];
        size_t avail;
        uint64_t miss = need(u, wv, buf, &avail);
        if (avail) {
            if (u->now >= wv->ready_at) {
                decode(u, wi, buf, avail);
                progress = true;
            } else {
                cu_want(u, wv->ready_at);
            }
        } else if (miss != UINT64_MAX && !fetched) {
            if (send_fetch(u, wi, miss)) {
                fetched = progress = true;
                u->fetch_rr = (wi + 1) % u->nwaves;
            }
        } else if (miss != UINT64_MAX) {
            cu_want(u, u->now + 1); /* one line request per cycle */
        }
    }
    return progress;
}

void cu_fetch_response(cu *u, mem_rsp *r)
{
    uint32_t wi = (uint32_t)(r->id & 0xffffffffu) >> 1, slot = r->id & 1;
    uint32_t gen = (uint32_t)(r->id >> 32) & 0xffffff;
    if (wi < u->nwaves) {
        cu_wave *wv = cu_wave_at(u, wi);
        if ((wv->gen & 0xffffff) == gen && wv->ib_pending[slot] && wv->ib_addr[slot] == r->addr) {
            wv->ib_pending[slot] = false;
            if (r->ok) {
                wv->ib_line[slot] = (uint16_t)cu_iline_get(&u->ilines, r->addr, r->data);
                wv->ib_valid[slot] = true;
            } else if (wv->state == WS_RUN) {
                cu_report(u, wi, NULL, wv->w.pc, "instruction fetch fault", true, r->addr);
            }
        }
    }
    free(r);
}
