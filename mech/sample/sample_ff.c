/* The fast part (sample.h, sample_fast_forward): the held-back
 * workgroups of a launch run functionally a window at a time, each
 * window's instructions per workgroup checked against the detailed
 * windows', and the launch's resume or end cycle predicted. Called by
 * the driver between engine runs, when nothing else happens. */
#include <math.h>
#include <stdio.h>

#include "mech/sample/sample_priv.h"

void sample_fast_count(sample_ace *s, const sample_mem *mem, double pred, double half,
                       uint64_t insts)
{
    s->pred_fast += pred;
    s->bound += half;
    s->fast_any = true;
    s->st.fast_insts += insts;
    s->st.fast_bytes += *mem->bytes;
    s->st.fast_remote_bytes += *mem->remote_bytes;
    s->st.fast_remote_lines += mem->remote_share < 0
                                   ? *mem->remote_lines
                                   : (uint64_t)llround(mem->remote_share * (double)*mem->lines);
    s->st.fast_lines += *mem->lines;
}

int sample_fast_forward(cp *c, const sample_mem *mem, char *err, size_t errlen)
{
    sample_ace *s = sample_of(c);
    const cu_launch *l = cp_ext_launch(c);
    uint64_t total = cp_ext_wg_total(c), next = cp_ext_wg_next(c);
    uint32_t W = s->W ? s->W : 1;
    /* the workgroups in flight at the decision ran in detail, but their
     * time is the steady state's from t_d on, as the rest's */
    double units = (double)(s->D - s->C), scaled = 0;
    uint64_t F = 0, insts = 0;
    bool change = false, have_ref = false;
    double ref_bytes = 0, ref_remote = 0;
    /* a similar launch (sample.similar) at a measured one's rate: over
     * several GPUs its data may lie elsewhere (bs's passes whose partners
     * are on another GPU, on D-MGPU, against the local ones measured: the
     * run's prediction had been 26% short). Its first eighth (a window at
     * most) runs first, and when its share of remote lines is not the
     * measured launch's, the rest goes to detail. */
    bool probe = s->reusing && s->similar && mem->ref_share >= 0;
    while (next + F < total) {
        uint64_t n = total - next - F < W ? total - next - F : W, before = insts;
        if (probe && n > (total - next) / 8) n = (total - next) / 8 ? (total - next) / 8 : 1;
        uint64_t b0 = *mem->bytes, r0 = *mem->remote_bytes;
        uint64_t l0 = *mem->lines, rl0 = *mem->remote_lines;
        if (sample_exec_run(&s->exec, l, next + F, n, mem, &insts, err, errlen) < 0) {
            cp_ext_fail(c, err);
            cp_ext_wg_skip(c, F, insts);
            s->state = SS_END;
            s->t_r = cp_ext_cycle(c);
            cp_ext_wake_at(c, s->t_r);
            return -1;
        }
        F += n;
        double ratio = s->ipw > 0 ? (double)(insts - before) / (double)n / s->ipw : 1;
        /* its memory: bytes per workgroup, and the share on other GPUs,
         * against the segment's first window's (the detailed windows'
         * neighbours; the CP never sees addresses) */
        double bytes = (double)(*mem->bytes - b0) / (double)n;
        double remote = *mem->bytes > b0 ? (double)(*mem->remote_bytes - r0) /
                                               (double)(*mem->bytes - b0) : 0;
        bool moved = have_ref && (fabs(bytes - ref_bytes) > s->cfg.tolerance * ref_bytes ||
                                  fabs(remote - ref_remote) > s->cfg.tolerance);
        if (probe) {
            probe = false;
            uint64_t l = *mem->lines - l0;
            double share = l ? (double)(*mem->remote_lines - rl0) / (double)l : mem->ref_share;
            moved = fabs(share - mem->ref_share) > s->cfg.tolerance;
            if (moved && next + F < total) {
                scaled = (double)n * ratio;
                change = true;
                break;
            }
        }
        if (!have_ref && n == W) have_ref = true, ref_bytes = bytes, ref_remote = remote;
        /* a whole window whose work or memory differs, with more to come:
         * a phase change (its time scaled by the work; the rest in detail) */
        if (n == W && next + F < total && (fabs(ratio - 1) > s->cfg.tolerance || moved)) {
            scaled = (double)n * ratio;
            change = true;
            break;
        }
        units += (double)n;
    }
    double pred = (units + scaled) * s->cpw;
    /* the tail: the last window's imbalance, which a measured launch's
     * whole time (reuse) already holds */
    double half = (units + scaled) * s->half_pw + (s->reusing ? 0 : 0.5 * W * s->cpw);
    /* a reused launch as a whole: its instructions per workgroup against
     * the measured launch's. A window checks its own, but a launch of
     * one window or less has none after it to send to detail, and a
     * similar launch's shape sees its first and last workgroups only
     * (a kernel whose by-value count idles its middle ones: a HIP
     * program's, test/hip/progs/similar_work.hip, had been 16% long per
     * launch outside its bound). The time stands, its bound takes the
     * difference, and the rate is measured again at the next launch. */
    double work = s->reusing && F && s->ipw > 0 ? (double)insts / ((double)F * s->ipw) : 1;
    if (!change && fabs(work - 1) > s->cfg.tolerance) {
        half += fabs(work - 1) * pred;
        s->st.work_changes++;
        s->memo[s->reused].gap = s->memo[s->reused].uses = 0; /* (reusing: set) */
        cp_ext_trace_step(c, "sampling: the reused launch's work differed; measured again next");
    }
    uint64_t t_r = s->t_d + (uint64_t)ceil(pred);
    s->t_r = t_r > s->t_e ? t_r : s->t_e;
    s->fast_wgs += F;
    sample_fast_count(s, mem, pred, half, insts);
    cp_ext_wg_skip(c, F, insts);
    if (change) {
        s->state = SS_RESUME;
        s->st.phase_changes++;
        s->memo_ok = false; /* one rate would not stand for its phases */
    } else
        s->state = SS_END;
    cp_ext_wake_at(c, s->t_r);
    return 0;
}
