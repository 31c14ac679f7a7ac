/* Sampling's cross-GPU bytes (mgpu_int.h: mgpu_sample_drain_*,
 * mgpu_sample_share, mgpu_sample_traffic, mgpu_sample_json). The fast
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
#include "driver/mgpu_int.h"
#include "mech/sample/sample.h"
#include "util/js.h"
#include "util/xalloc.h"

/* The detailed CUs' vector lines and remote ones, over every GPU. */
static void detail_lines(const mgpu *m, uint64_t *lines, uint64_t *remote)
{
    *lines = *remote = 0;
    for (uint32_t g = 0; g < m->p->ngpus; g++) {
        gpu_stats s = gpu_get_stats(m->p->gpu[g]);
        *lines += sample_stats_of(&s)->detail_lines;
        *remote += sample_stats_of(&s)->detail_remote_lines;
    }
}

static uint64_t fast_remote(const mgpu *m, uint32_t g)
{
    gpu_stats s = gpu_get_stats(m->p->gpu[g]);
    return sample_stats_of(&s)->fast_remote_lines;
}

/* FNV-1a over the launches' kernel names, in queue order. */
static uint64_t kernels_of(const mgpu *m)
{
    uint64_t h = 1469598103934665603ull;
    for (uint32_t i = 0; i < m->nl; i++) {
        for (const char *c = m->launches[i]->d.kernel->name; *c; c++)
            h = (h ^ (uint8_t)*c) * 1099511628211ull;
        h = (h ^ 0xff) * 1099511628211ull; /* a separator */
    }
    return h;
}

/* GPU g's detailed lines and remote ones. */
static void gpu_lines(const mgpu *m, uint32_t g, uint64_t *lines, uint64_t *remote)
{
    gpu_stats s = gpu_get_stats(m->p->gpu[g]);
    *lines = sample_stats_of(&s)->detail_lines;
    *remote = sample_stats_of(&s)->detail_remote_lines;
}

void mgpu_sample_drain_begin(mgpu *m)
{
    mgpu_smp_drain *c = &m->smp_cur;
    uint32_t n = m->p->ngpus;
    if (!c->fremote) {
        c->fremote = xcalloc(n, sizeof *c->fremote, "sampling's drains");
        c->glines = xcalloc(n, sizeof *c->glines, "sampling's drains");
        c->gremote = xcalloc(n, sizeof *c->gremote, "sampling's drains");
        m->smp_gshare = xcalloc(n, sizeof *m->smp_gshare, "sampling's drains");
        for (uint32_t g = 0; g < n; g++) m->smp_gshare[g] = -1;
    }
    c->sig = kernels_of(m);
    c->share = -1;
    c->tx = mgpu_sample_tx(m);
    detail_lines(m, &c->dlines, &c->dremote);
    for (uint32_t g = 0; g < n; g++) {
        c->fremote[g] = fast_remote(m, g);
        gpu_lines(m, g, &c->glines[g], &c->gremote[g]);
    }
}

void mgpu_sample_drain_end(mgpu *m)
{
    const mgpu_smp_drain *c = &m->smp_cur;
    uint32_t n = m->p->ngpus;
    mgpu_smp_drain d = {.sig = c->sig, .tx = mgpu_sample_tx(m) - c->tx, .share = c->share};
    detail_lines(m, &d.dlines, &d.dremote);
    d.dlines -= c->dlines, d.dremote -= c->dremote;
    d.fremote = xcalloc(n, sizeof *d.fremote, "sampling's drains");
    for (uint32_t g = 0; g < n; g++) {
        d.fremote[g] = fast_remote(m, g) - c->fremote[g];
        uint64_t l, r;
        gpu_lines(m, g, &l, &r);
        if (l > c->glines[g])
            m->smp_gshare[g] = (double)(r - c->gremote[g]) / (double)(l - c->glines[g]);
    }
    MGPU_APPEND(m->smp, m->nsmp, m->smpcap, d);
}

double mgpu_sample_ref_share(const mgpu *m, uint32_t g)
{
    const platform *p = m->p;
    if (!m->smp_gshare || (p->cfg.kind == PLATFORM_UNIFIED && p->ngpus > 1)) return -1;
    return m->smp_gshare[g];
}

void mgpu_sample_free(mgpu *m)
{
    for (uint32_t i = 0; i < m->nsmp; i++) free(m->smp[i].fremote);
    free(m->smp), free(m->smp_cur.fremote), free(m->smp_cur.glines), free(m->smp_cur.gremote);
    free(m->smp_gshare);
}

/* Whether drain e is among the ones to pool for kernels sig: the same
 * kernels (any: sig 0), with detailed remote lines to measure by. */
static bool pooled(const mgpu_smp_drain *e, uint64_t sig, bool any)
{
    return (any || e->sig == sig) && e->dremote > 0;
}

double mgpu_sample_share(mgpu *m)
{
    mgpu_smp_drain *c = &m->smp_cur;
    uint64_t now_l, now_r;
    detail_lines(m, &now_l, &now_r);
    /* since the last fast part: this drain's lines after it (or all), and
     * the whole of the same kernels' drains after its drain */
    bool here = m->smp_from == m->nsmp && m->smp_lines >= c->dlines;
    uint64_t l = now_l - (here ? m->smp_lines : c->dlines);
    uint64_t r = now_r - (here ? m->smp_remote : c->dremote);
    for (uint32_t i = m->smp_from; i < m->nsmp; i++)
        if (m->smp[i].sig == c->sig) l += m->smp[i].dlines, r += m->smp[i].dremote;
    m->smp_from = m->nsmp, m->smp_lines = now_l, m->smp_remote = now_r;
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
static bool rate_of(const mgpu *m, uint64_t sig, bool any, double *rate, double *spread)
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

void mgpu_sample_traffic(const mgpu *m, double *est, double *bound)
{
    const platform *p = m->p;
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
        const mgpu_smp_drain *d = &m->smp[i];
        double rate = model, spread = 0;
        if (!rate_of(m, d->sig, false, &rate, &spread)) (void)rate_of(m, 0, true, &rate, &spread);
        double half = spread > tol * rate ? spread : tol * rate;
        for (uint32_t g = 0; g < p->ngpus; g++) {
            est[g] += rate * (double)d->fremote[g];
            bound[g] += half * (double)d->fremote[g];
        }
    }
}

void mgpu_sample_json(const mgpu *m, json_object *smp)
{
    /* each drain with a line to count: the first drain of its kernels
     * (their group), its wire bytes, the detailed CUs' vector lines and
     * remote ones, the fast part's remote lines; what the estimate and
     * its bound are computed from */
    json_object *a = js_arr(JS_SPACED);
    for (uint32_t i = 0; i < m->nsmp; i++) {
        const mgpu_smp_drain *d = &m->smp[i];
        uint64_t f = 0;
        for (uint32_t g = 0; g < m->p->ngpus; g++) f += d->fremote[g];
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
