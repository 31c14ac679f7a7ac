/* Sampled copies (sample.copies; sample_priv.h). A large copy's DMA is
 * as repetitive as a kernel's workgroups, and with large inputs the
 * copies are most of a sampled run (mt at 8K on the R9 Nano: 7 of its 18
 * CPU seconds before the kernel starts, 256 MiB through the DMA engine a
 * line at a time). So a copy is measured in windows of WINDOW bytes
 * answered, each window's cycles a unit. The first caches' worth of
 * bytes is the warm-up (the L2s fill before their write-backs start; from
 * then on DRAM sets the pace), and sample.warmup windows more. Once the
 * windows are stable against the whole copy (sample_stable_over, as a
 * launch's) and the middle left is the caches' size or more, the DMA
 * engine is held (cp_ext_copy_limit). When nothing is in flight and the
 * engine has run dry, the middle moves on the platform's untimed path
 * (platform_backdoor: a line cached keeps its place and takes the bytes,
 * the others go to DRAM), and the engine sends again at the cycle the
 * middle's bytes predict. The tail, TAIL_CACHES times the caches the copy
 * can reach, runs in detail, so the next kernel starts with what a
 * detailed copy leaves. Prediction: resume at t_d + the middle's windows
 * x the mean cycles per window; bound (95%): their t-interval, widened
 * for the windows' autocorrelation, plus a window (the pipeline
 * refilling). A copy's time is not the kernels': what it moves is the
 * run's simulated time (--stats metrics "sim.time_ps"). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "components/gpu/gpu_xcd.h"
#include "mech/sample/sample_priv.h"
#include "util/vec.h"

#define WINDOW (64u << 10)
/* The tail in detail, in caches' worth of bytes: what a detailed copy
 * leaves is more than the lines cached (write-backs under way, the
 * DRAM's queues). Measured (test/run/test_sample: mt at 1K, 128 KiB of
 * L2): after a tail of twice the caches the kernel ran 0.16% slow, after
 * three or more to the cycle as after a detailed copy. */
#define TAIL_CACHES 4

enum { CS_OFF, CS_MEASURE, CS_HOLD, CS_PENDING, CS_WAIT };

/* The L2s (and MALL) of one GPU. */
static uint64_t caches_of(const gpu_config *g)
{
    uint64_t b = g->l2.size_bytes * gpu_xcd_nl2(g);
    if (g->mall) b += g->mall_cache.size_bytes * g->banks;
    return b;
}

void sample_copy_init(sample_ace *s, const gpu_config *g)
{
    s->c_cus = g->cus;
    s->c_caches = caches_of(g);
}

bool sample_copy_pending(const sample_ace *s) { return s->c_state == CS_PENDING; }

void sample_copy_start(cp *c)
{
    sample_ace *s = sample_of(c);
    cp_ext_copy x;
    s->st.copies++;
    s->c_state = CS_OFF;
    if (!s->cfg.copies || !cp_ext_copy_of(c, &x)) return;
    /* the caches it can reach: one GPU's, or every GPU's whose CUs this
     * CP drives (U-MGPU) */
    uint64_t gpus = s->c_cus ? (cp_ext_ncu(c) + s->c_cus - 1) / s->c_cus : 1;
    s->c_warm = s->c_caches * (gpus ? gpus : 1);
    s->c_tail = TAIL_CACHES * s->c_warm;
    /* worth measuring: the warm-up, the windows, the tail and a middle of
     * the caches' size at least */
    if (x.size < 2 * s->c_warm + (uint64_t)(s->cfg.warmup + s->cfg.windows + 1) * WINDOW +
                     s->c_tail)
        return;
    s->c_state = CS_MEASURE;
    s->c_start = cp_ext_cycle(c);
    s->c_begun = false;
    s->ncw = 0;
}

/* A window ended at cycle cyc: the decision. */
static void measure(cp *c, sample_ace *s, const cp_ext_copy *x, uint64_t cyc)
{
    if (!s->c_begun) {
        if (x->acked < s->c_warm) return;
        s->c_begun = true, s->c_seen = 0;
        s->c_win_acked = x->acked, s->c_win_cycle = cyc;
        return;
    }
    if (x->acked - s->c_win_acked < WINDOW) return;
    double cycles = (double)(cyc - s->c_win_cycle) * WINDOW / (double)(x->acked - s->c_win_acked);
    s->c_win_acked = x->acked, s->c_win_cycle = cyc;
    if (++s->c_seen <= s->cfg.warmup) return;
    VEC_PUSH(s->cw, s->ncw, s->cwcap, cycles, "sample copy windows");
    uint64_t left = x->size - x->sent;
    if (left < s->c_tail + s->c_warm) {
        s->c_state = CS_OFF; /* too little left to gain */
        return;
    }
    double units = (double)(left - s->c_tail) / WINDOW;
    double known = (double)(cyc - s->c_start);
    if (s->ncw < s->cfg.windows ||
        !sample_stable_over(s->cw, s->ncw, s->cfg.windows, s->cfg.tolerance, known, units))
        return;
    s->c_td = cyc;
    s->c_from = x->sent, s->c_n = left - s->c_tail;
    cp_ext_copy_limit(c, x->sent);
    s->c_state = CS_HOLD;
}

bool sample_copy_step(cp *c)
{
    sample_ace *s = sample_of(c);
    cp_ext_copy x;
    if (s->c_state == CS_OFF || !cp_ext_copy_of(c, &x)) return false;
    uint64_t cyc = cp_ext_cycle(c);
    switch (s->c_state) {
    case CS_MEASURE: measure(c, s, &x, cyc); return false;
    case CS_HOLD: /* the requests in flight drain; then the driver */
        if (x.inflight) return false;
        s->c_state = CS_PENDING;
        return true;
    case CS_WAIT:
        if (cyc < s->c_tr) {
            cp_ext_wake_at(c, s->c_tr);
            return false;
        }
        cp_ext_copy_limit(c, x.size); /* the tail, in detail */
        s->c_state = CS_OFF;
        return true;
    default: return false;
    }
}

int sample_copy_forward(cp *c, platform *p, char *err, size_t errlen)
{
    sample_ace *s = sample_of(c);
    cp_ext_copy x;
    if (s->c_state != CS_PENDING || !cp_ext_copy_of(c, &x)) return 0;
    uint32_t line = cp_ext_cfg(c)->line_bytes;
    uint8_t *host = x.host;
    for (uint64_t off = s->c_from, end = s->c_from + s->c_n; off < end;) {
        uint64_t a = x.dev + off, stop = (a | (line - 1)) + 1;
        uint32_t k = (uint32_t)(stop - a < end - off ? stop - a : end - off);
        if (platform_backdoor(p, a, host + off, k, x.h2d) < 0) {
            snprintf(err, errlen, "DMA %s: device address 0x%llx is not backed by memory",
                     x.h2d ? "host-to-device" : "device-to-host", (unsigned long long)a);
            cp_ext_fail(c, err); /* the copy's answer carries it */
            s->c_state = CS_OFF;
            cp_ext_copy_limit(c, x.size);
            cp_ext_wake_at(c, cp_ext_cycle(c));
            return -1;
        }
        off += k;
    }
    cp_ext_copy_skip(c, s->c_n);
    cp_ext_copy_limit(c, s->c_from + s->c_n);
    sample_est e = sample_bound(s->cw, s->ncw, (double)s->c_n / WINDOW, 1.0);
    double pred = e.mean * (double)s->c_n / WINDOW;
    double half = e.half * sample_series_widen(s->cw, s->ncw);
    s->c_tr = s->c_td + (uint64_t)ceil(pred);
    s->st.copies_sampled++;
    s->st.copy_fast_bytes += s->c_n;
    double ns = 1e9 / (double)cp_ext_cfg(c)->freq_hz; /* a CP cycle */
    s->st.copy_fast_ns += (uint64_t)llround(pred * ns);
    s->st.copy_bound_ns += (uint64_t)ceil(half * ns);
    s->c_state = CS_WAIT;
    cp_ext_wake_at(c, s->c_tr);
    return 0;
}

void sample_copy_free(sample_ace *s)
{
    free(s->cw);
    s->cw = NULL;
    s->ncw = s->cwcap = 0;
}
