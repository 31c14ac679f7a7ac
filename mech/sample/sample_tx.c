/* Sampling's cross-GPU bytes (sample_priv.h: sample_tx_*, called by its
 * run ops, sample_drv.c, from the driver's gpu_mech_run hooks). The fast
 * part puts no message on the fabric; what it would have moved is its
 * lines in other GPUs' memory times the wire bytes per such line that
 * the detailed part moved (the RDMA engines' bytes over the detailed
 * CUs' remote lines, summed over GPUs: an engine's bytes include its
 * answers to the others, so only the sum is a rate).
 *
 * That rate differs between kernels (what hits in the L1s, reads against
 * writes, whole lines or pieces), so it is taken per drain and pooled
 * over the drains that ran the same kernels (their names, in queue
 * order): km's swap kernel moves ~112 bytes per remote line, its compute
 * kernel ~97. The bound is the measured spread: the largest distance of
 * one such drain's rate from the pooled one, at least sample.tolerance of
 * it. On U-MGPU, whose one CP runs a launch on every GPU's CUs, the fast
 * part cannot know which GPU a workgroup would have run on; its remote
 * lines are its lines at the remote share of the detailed lines of the
 * same kernels since the last fast part (the launch just measured, most
 * often: bs's passes each have their own share), else the last share
 * taken for those kernels, else of the run's lines of those kernels.
 * The kernels count: km at 256 points has its compute kernel's lines
 * all remote and its swap kernel's 6%; the whole run's share, taken
 * for km's first fast part, had put its estimate at -59%. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "components/gpu/gpu_mech.h"
#include "components/mem/mem_msg.h"
#include "components/platform/platform.h"
#include "mech/sample/sample_priv.h"
#include "util/js.h"
#include "util/vec.h"
#include "util/xalloc.h"

/* The detailed CUs' vector lines and remote ones, over every GPU. */
static void detail_lines(const platform *p, uint64_t *lines, uint64_t *remote)
{
    *lines = *remote = 0;
    for (uint32_t g = 0; g < p->ngpus; g++) {
        gpu_stats s = gpu_get_stats(p->gpu[g]);
        *lines += sample_stats_of(&s)->detail_lines;
        *remote += sample_stats_of(&s)->detail_remote_lines;
    }
}

static uint64_t fast_remote(const platform *p, uint32_t g)
{
    gpu_stats s = gpu_get_stats(p->gpu[g]);
    return sample_stats_of(&s)->fast_remote_lines;
}

/* FNV-1a over the launches' kernel names, in queue order. */
static uint64_t kernels_of(const gpu_mech_drain *d)
{
    uint64_t h = 1469598103934665603ull;
    for (uint32_t i = 0; i < d->n; i++) {
        for (const char *c = d->kernels[i]; *c; c++)
            h = (h ^ (uint8_t)*c) * 1099511628211ull;
        h = (h ^ 0xff) * 1099511628211ull; /* a separator */
    }
    return h;
}

/* GPU g's detailed lines and remote ones. */
static void gpu_lines(const platform *p, uint32_t g, uint64_t *lines, uint64_t *remote)
{
    gpu_stats s = gpu_get_stats(p->gpu[g]);
    *lines = sample_stats_of(&s)->detail_lines;
    *remote = sample_stats_of(&s)->detail_remote_lines;
}

/* Every RDMA engine's wire bytes so far. */
static uint64_t tx_bytes(const platform *p)
{
    uint64_t tx = 0;
    for (uint32_t g = 0; g < p->ngpus; g++) tx += gpu_get_stats(p->gpu[g]).rdma.tx_bytes;
    return tx;
}

void sample_tx_drain_begin(const platform *p, sample_run *m, const gpu_mech_drain *dr)
{
    sample_drain *c = &m->cur;
    uint32_t n = p->ngpus;
    if (!c->fremote) {
        c->fremote = xcalloc(n, sizeof *c->fremote, "sampling's drains");
        c->glines = xcalloc(n, sizeof *c->glines, "sampling's drains");
        c->gremote = xcalloc(n, sizeof *c->gremote, "sampling's drains");
        m->gshare = xcalloc(n, sizeof *m->gshare, "sampling's drains");
        for (uint32_t g = 0; g < n; g++) m->gshare[g] = -1;
    }
    c->sig = kernels_of(dr);
    c->share = -1;
    c->tx = tx_bytes(p);
    detail_lines(p, &c->dlines, &c->dremote);
    for (uint32_t g = 0; g < n; g++) {
        c->fremote[g] = fast_remote(p, g);
        gpu_lines(p, g, &c->glines[g], &c->gremote[g]);
    }
}

void sample_tx_drain_end(const platform *p, sample_run *m)
{
    const sample_drain *c = &m->cur;
    uint32_t n = p->ngpus;
    sample_drain d = {.sig = c->sig, .tx = tx_bytes(p) - c->tx, .share = c->share};
    detail_lines(p, &d.dlines, &d.dremote);
    d.dlines -= c->dlines, d.dremote -= c->dremote;
    d.fremote = xcalloc(n, sizeof *d.fremote, "sampling's drains");
    for (uint32_t g = 0; g < n; g++) {
        d.fremote[g] = fast_remote(p, g) - c->fremote[g];
        uint64_t l, r;
        gpu_lines(p, g, &l, &r);
        if (l > c->glines[g])
            m->gshare[g] = (double)(r - c->gremote[g]) / (double)(l - c->glines[g]);
    }
    VEC_PUSH(m->smp, m->nsmp, m->smpcap, d, "sampling's drains");
}

double sample_tx_ref_share(const platform *p, const sample_run *m, uint32_t g)
{
    if (!m->gshare || (p->cfg.kind == PLATFORM_UNIFIED && p->ngpus > 1)) return -1;
    return m->gshare[g];
}

void sample_tx_free(sample_run *m)
{
    for (uint32_t i = 0; i < m->nsmp; i++) free(m->smp[i].fremote);
    free(m->smp), free(m->cur.fremote), free(m->cur.glines), free(m->cur.gremote);
    free(m->gshare);
}

/* Whether drain e is among the ones to pool for kernels sig: the same
 * kernels (any: sig 0), with detailed remote lines to measure by. */
static bool pooled(const sample_drain *e, uint64_t sig, bool any)
{
    return (any || e->sig == sig) && e->dremote > 0;
}

double sample_tx_share(const platform *p, sample_run *m)
{
    sample_drain *c = &m->cur;
    uint64_t now_l, now_r;
    detail_lines(p, &now_l, &now_r);
    /* since the last fast part: this drain's lines after it (or all), and
     * the whole of the same kernels' drains after its drain */
    bool here = m->from == m->nsmp && m->lines >= c->dlines;
    uint64_t l = now_l - (here ? m->lines : c->dlines);
    uint64_t r = now_r - (here ? m->remote : c->dremote);
    for (uint32_t i = m->from; i < m->nsmp; i++)
        if (m->smp[i].sig == c->sig) l += m->smp[i].dlines, r += m->smp[i].dremote;
    m->from = m->nsmp, m->lines = now_l, m->remote = now_r;
    double share = -1;
    if (l) share = (double)r / (double)l;
    for (uint32_t i = m->nsmp; share < 0 && i-- > 0;) /* the last one taken */
        if (m->smp[i].sig == c->sig && m->smp[i].share >= 0) share = m->smp[i].share;
    for (int any = 0; share < 0 && any < 2; any++) {
        l = r = 0;
        for (uint32_t i = 0; i < m->nsmp; i++)
            if (any || m->smp[i].sig == c->sig) l += m->smp[i].dlines, r += m->smp[i].dremote;
        if (l) share = (double)r / (double)l;
    }
    if (share < 0) share = 0;
    c->share = share;
    return share;
}

/* The pooled rate of kernels sig (any: every drain) and its spread, or
 * false when no such drain had a detailed remote line. */
static bool rate_of(const sample_run *m, uint64_t sig, bool any, double *rate, double *spread)
{
    uint64_t tx = 0, lines = 0;
    for (uint32_t i = 0; i < m->nsmp; i++)
        if (pooled(&m->smp[i], sig, any)) tx += m->smp[i].tx, lines += m->smp[i].dremote;
    if (!lines) return false;
    *rate = (double)tx / (double)lines, *spread = 0;
    for (uint32_t i = 0; i < m->nsmp; i++)
        if (pooled(&m->smp[i], sig, any)) {
            double d = fabs((double)m->smp[i].tx / (double)m->smp[i].dremote - *rate);
            if (d > *spread) *spread = d;
        }
    return true;
}

void sample_tx_traffic(const platform *p, const sample_run *m, double *est, double *bound)
{
    memset(est, 0, p->ngpus * sizeof *est);
    memset(bound, 0, p->ngpus * sizeof *bound);
    if (!gpu_mech_on(&sample_mech, &p->cfg.gpu)) return;
    double tol = ((const sample_config *)gpu_mech_cfg_c(&p->cfg.gpu, &sample_mech))->tolerance;
    /* no remote line in detail anywhere: a read of a whole line, its
     * request and its answer (the most a line costs but a write's) */
    uint32_t lb = p->cfg.gpu.cu.line_bytes;
    mem_req q = {.hdr.type = MEM_READ, .size = lb};
    mem_rsp r = {.req_type = MEM_READ, .size = lb};
    double model = (double)(mem_req_wire_bytes(&q) + mem_rsp_wire_bytes(&r));
    for (uint32_t i = 0; i < m->nsmp; i++) {
        const sample_drain *d = &m->smp[i];
        double rate = model, spread = 0;
        if (!rate_of(m, d->sig, false, &rate, &spread)) (void)rate_of(m, 0, true, &rate, &spread);
        double half = spread > tol * rate ? spread : tol * rate;
        for (uint32_t g = 0; g < p->ngpus; g++) {
            est[g] += rate * (double)d->fremote[g];
            bound[g] += half * (double)d->fremote[g];
        }
    }
}

void sample_tx_json(const platform *p, const sample_run *m, json_object *smp)
{
    /* each drain with a line to count: the first drain of its kernels
     * (their group), its wire bytes, the detailed CUs' vector lines and
     * remote ones, the fast part's remote lines; what the estimate and
     * its bound are computed from */
    json_object *a = js_arr(JS_SPACED);
    for (uint32_t i = 0; i < m->nsmp; i++) {
        const sample_drain *d = &m->smp[i];
        uint64_t f = 0;
        for (uint32_t g = 0; g < p->ngpus; g++) f += d->fremote[g];
        if (!d->dlines && !f) continue;
        uint32_t group = i;
        for (uint32_t j = 0; j < i; j++)
            if (m->smp[j].sig == d->sig) {
                group = j;
                break;
            }
        json_object *o = js_obj(JS_SPACED);
        js_put_u64(o, "kernels", group);
        js_put_u64(o, "wire_bytes", d->tx);
        js_put_u64(o, "detailed_lines", d->dlines);
        js_put_u64(o, "detailed_cross_gpu_lines", d->dremote);
        js_put_u64(o, "fast_cross_gpu_lines", f);
        js_push(a, o);
    }
    js_put(smp, "drains", a);
}
