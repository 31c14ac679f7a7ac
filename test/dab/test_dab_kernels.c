/* DAB end to end on the timing model (test/kernels/dab_atomics.cl, a
 * 4-CU GPU). Interleavings are varied with the perturbation seed
 * (components/platform/perturb.h: random extra latency on the CU-to-L2
 * network). The claims:
 *   - baseline: the float CAS-loop sum and the ticket queue change with
 *     the seed (so the seeds do change the order of atomics);
 *   - DAB (every scheduler, both buffer levels): their bytes do not;
 *   - integer results equal the CPU reference in every mode;
 *   - DAB runs are identical for the serial engine and 1 and 2 threads;
 *   - scheduler-level buffers of 32 entries (fewer than a wave's 64
 *     lanes) split a larger atomic over flushes instead of deadlocking,
 *     and keep all of the above. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "dab_util.h"

#define N 256
#define BINS 4
#define SEEDS 4

static float in_f[N];
static uint32_t in_u[N];

static void make_inputs(void)
{
    uint32_t x = 12345;
    for (int i = 0; i < N; i++) {
        x = x * 1664525u + 1013904223u;
        float scale = (float)(1u << (x >> 28)); /* magnitudes 1 .. 32768: rounding shows */
        in_f[i] = ((float)(x >> 8) / 16777216.0f) * scale;
        in_u[i] = x >> 4;
    }
}

static void fsum(const du_run *r, uint32_t out[BINS], gpu_stats *st)
{
    tk_arg a[] = {{TK_BUF, sizeof in_f, in_f, NULL, 0},
                  {TK_BUF, BINS * 4, NULL, out, 0},
                  {TK_U32, 0, NULL, NULL, N},
                  {TK_U32, 0, NULL, NULL, BINS}};
    gpu_stats s = du_launch(r, "fsum", N, 64, a, 4, NULL);
    if (st) *st = s;
}

static void queue(const du_run *r, uint32_t out[N + 1])
{
    tk_arg a[] = {{TK_BUF, sizeof in_u, in_u, NULL, 0},
                  {TK_BUF, 4, NULL, out, 0},
                  {TK_BUF, N * 4, NULL, out + 1, 0},
                  {TK_U32, 0, NULL, NULL, N}};
    du_launch(r, "queue", N, 64, a, 4, NULL);
}

static int distinct(uint32_t (*v)[N + 1], size_t words, int n)
{
    int d = 1;
    for (int i = 1; i < n; i++) {
        bool seen = false;
        for (int j = 0; j < i && !seen; j++) seen = !memcmp(v[i], v[j], words * 4);
        d += !seen;
    }
    return d;
}

static void fsum_baseline_changes_with_the_seed_dab_does_not(void **st)
{
    (void)st;
    uint32_t v[SEEDS][N + 1];
    du_run r = du_default(4);
    for (int s = 0; s < SEEDS; s++) {
        r.perturb = (uint64_t)s;
        fsum(&r, v[s], NULL);
    }
    assert_true(distinct(v, BINS, SEEDS) >= 2);
    r.dab.enable = true;
    gpu_stats gs;
    for (int s = 0; s < SEEDS; s++) {
        r.perturb = (uint64_t)s;
        fsum(&r, v[s], &gs);
    }
    assert_int_equal(distinct(v, BINS, SEEDS), 1);
    double ref[BINS] = {0};
    for (int i = 0; i < N; i++) ref[i % BINS] += in_f[i];
    for (int b = 0; b < BINS; b++) {
        float f;
        memcpy(&f, &v[0][b], 4);
        assert_true(f > ref[b] * 0.999 && f < ref[b] * 1.001);
    }
    /* every try of the CAS loops waits for a flush */
    assert_true(dab_stats_of(&gs)->returning >= N);
    assert_true(dab_stats_of(&gs)->cp_flushes >= N / BINS / 4);
    assert_int_equal(dab_stats_of(&gs)->flush_entries, dab_stats_of(&gs)->atomics - dab_stats_of(&gs)->fused);
}

static void queue_order_changes_on_the_baseline_not_under_dab(void **st)
{
    (void)st;
    uint32_t v[SEEDS][N + 1];
    uint32_t odd = 0;
    for (int i = 0; i < N; i++) odd += in_u[i] & 1;
    for (int mode = 0; mode < 2; mode++) {
        du_run r = du_default(4);
        r.dab.enable = mode;
        for (int s = 0; s < SEEDS; s++) {
            r.perturb = (uint64_t)s;
            memset(v[s], 0, sizeof v[s]);
            queue(&r, v[s]);
            assert_int_equal(v[s][0], odd); /* the tail: exact in every mode */
            /* the queue holds exactly the odd inputs, in some order */
            uint32_t got = 0, want = 0;
            for (uint32_t i = 0; i < odd; i++) got ^= v[s][1 + i] * 2654435761u;
            for (int i = 0; i < N; i++)
                if (in_u[i] & 1) want ^= in_u[i] * 2654435761u;
            assert_int_equal(got, want);
        }
        if (mode) assert_int_equal(distinct(v, N + 1, SEEDS), 1);
        else assert_true(distinct(v, N + 1, SEEDS) >= 2);
    }
}

static void histogram_is_exact_and_fuses(void **st)
{
    (void)st;
    uint32_t want[BINS + 1] = {0};
    for (int i = 0; i < N; i++) want[in_u[i] % BINS]++, want[BINS] += in_u[i];
    for (int mode = 0; mode < 3; mode++) {
        du_run r = du_default(4);
        r.dab.enable = mode > 0;
        r.dab.coalesce = mode == 1;
        r.perturb = 3;
        uint32_t got[BINS + 1];
        tk_arg a[] = {{TK_BUF, sizeof in_u, in_u, NULL, 0},
                      {TK_BUF, sizeof got, NULL, got, 0},
                      {TK_U32, 0, NULL, NULL, N},
                      {TK_U32, 0, NULL, NULL, BINS}};
        gpu_stats s = du_launch(&r, "histo", N, 64, a, 4, NULL);
        assert_memory_equal(got, want, sizeof want);
        if (!mode) continue;
        /* 2 atomics per work-item, at most BINS + 1 entries per buffer */
        assert_int_equal(dab_stats_of(&s)->atomics, 2 * N);
        assert_true(dab_stats_of(&s)->fused >= 2 * N - 4 * 4 * (BINS + 1));
        assert_true(dab_stats_of(&s)->cp_flushes_end >= 1);
        if (mode == 1) assert_true(dab_stats_of(&s)->flush_txns < dab_stats_of(&s)->flush_entries);
        else assert_int_equal(dab_stats_of(&s)->flush_txns, dab_stats_of(&s)->flush_entries);
    }
}

/* Workgroups hold their resources until the CU's next batch, which may
 * belong to the next launch (whose predecessor's launch data is gone). */
static void back_to_back_launches_accumulate(void **st)
{
    (void)st;
    uint32_t want[BINS + 1] = {0};
    for (int i = 0; i < N; i++) want[in_u[i] % BINS] += 3, want[BINS] += 3 * in_u[i];
    du_run r = du_default(4);
    r.dab.enable = true;
    r.launches = 3;
    uint32_t got[BINS + 1];
    tk_arg a[] = {{TK_BUF, sizeof in_u, in_u, NULL, 0},
                  {TK_BUF, sizeof got, NULL, got, 0},
                  {TK_U32, 0, NULL, NULL, N},
                  {TK_U32, 0, NULL, NULL, BINS}};
    gpu_stats s = du_launch(&r, "histo", N, 64, a, 4, NULL);
    assert_memory_equal(got, want, sizeof want);
    assert_true(dab_stats_of(&s)->cp_flushes_end >= 3);
}

static void every_scheduler_and_level_is_deterministic(void **st)
{
    (void)st;
    static const struct { uint32_t level, sched; } cfg[] = {
        {DAB_LEVEL_SCHED, DAB_SCHED_SRR}, {DAB_LEVEL_SCHED, DAB_SCHED_GTRR},
        {DAB_LEVEL_SCHED, DAB_SCHED_GTAR}, {DAB_LEVEL_WARP, DAB_SCHED_GTO}};
    for (size_t c = 0; c < sizeof cfg / sizeof cfg[0]; c++) {
        uint32_t v[2][N + 1];
        du_run r = du_default(4);
        r.dab.enable = true;
        r.dab.level = cfg[c].level, r.dab.sched = cfg[c].sched;
        for (int s = 0; s < 2; s++) {
            r.perturb = (uint64_t)(s + 5);
            memset(v[s], 0, sizeof v[s]);
            queue(&r, v[s]);
        }
        assert_int_equal(distinct(v, N + 1, 2), 1);
    }
}

static void threads_agree_under_dab(void **st)
{
    (void)st;
    uint32_t v[3][N + 1];
    gpu_stats s[3];
    int threads[3] = {ENG_THREADS_SERIAL, 1, 2};
    for (int t = 0; t < 3; t++) {
        du_run r = du_default(4);
        r.dab.enable = true;
        r.threads = threads[t];
        r.perturb = 2;
        fsum(&r, v[t], &s[t]);
    }
    assert_int_equal(distinct(v, BINS, 3), 1);
    for (int t = 1; t < 3; t++) assert_memory_equal(&s[t], &s[0], sizeof s[0]);
}

/* 32 entries at scheduler level: a 64-lane CAS (fsum), ticket (queue)
 * or unfused add (histo without fusion) needs more entries than the
 * buffer has; its lanes enter in lane order and the rest follow the
 * flushes. Exact, one result over the seeds, the same for 1 and 2
 * threads. */
static void scheduler_32_entries_split_large_atomics(void **st)
{
    (void)st;
    uint32_t want[BINS + 1] = {0};
    for (int i = 0; i < N; i++) want[in_u[i] % BINS]++, want[BINS] += in_u[i];
    uint32_t odd = 0;
    for (int i = 0; i < N; i++) odd += in_u[i] & 1;
    double ref[BINS] = {0};
    for (int i = 0; i < N; i++) ref[i % BINS] += in_f[i];
    static const uint32_t sched[] = {DAB_SCHED_SRR, DAB_SCHED_GTAR, DAB_SCHED_GWAT};
    for (size_t c = 0; c < sizeof sched / sizeof sched[0]; c++) {
        uint32_t f[3][N + 1], q[3][N + 1];
        gpu_stats s32 = {0}, s64;
        du_run r = du_default(4);
        r.dab.enable = true;
        r.dab.level = DAB_LEVEL_SCHED, r.dab.sched = sched[c];
        for (int s = 0; s < 3; s++) {
            r.dab.entries = 32;
            r.perturb = (uint64_t)(s + 1);
            memset(f[s], 0, sizeof f[s]), memset(q[s], 0, sizeof q[s]);
            fsum(&r, f[s], &s32);
            assert_int_equal(dab_stats_of(&s32)->flush_entries, dab_stats_of(&s32)->atomics - dab_stats_of(&s32)->fused);
            queue(&r, q[s]);
            assert_int_equal(q[s][0], odd);
            r.dab.fusion = s != 1; /* unfused: 64 entries of a non-returning add */
            uint32_t got[BINS + 1];
            tk_arg a[] = {{TK_BUF, sizeof in_u, in_u, NULL, 0},
                          {TK_BUF, sizeof got, NULL, got, 0},
                          {TK_U32, 0, NULL, NULL, N},
                          {TK_U32, 0, NULL, NULL, BINS}};
            gpu_stats hs = du_launch(&r, "histo", N, 64, a, 4, NULL);
            assert_memory_equal(got, want, sizeof want);
            assert_int_equal(dab_stats_of(&hs)->atomics, 2 * N);
            r.dab.fusion = true;
        }
        assert_int_equal(distinct(f, BINS, 3), 1);
        assert_int_equal(distinct(q, N + 1, 3), 1);
        for (int b = 0; b < BINS; b++) {
            float x;
            memcpy(&x, &f[0][b], 4);
            assert_true(x > ref[b] * 0.999 && x < ref[b] * 1.001);
        }
        /* splitting costs flushes: more than with 64 entries */
        r.dab.entries = 64;
        r.perturb = 3;
        uint32_t f64[N + 1];
        fsum(&r, f64, &s64);
        assert_true(dab_stats_of(&s32)->cp_flushes > dab_stats_of(&s64)->cp_flushes);
        assert_int_equal(dab_stats_of(&s32)->returning, dab_stats_of(&s32)->atomics);
    }
    /* 1 and 2 threads (and the serial engine) agree, statistics included */
    uint32_t v[3][N + 1], w[3][N + 1];
    gpu_stats s[3];
    int threads[3] = {ENG_THREADS_SERIAL, 1, 2};
    for (int t = 0; t < 3; t++) {
        du_run r = du_default(4);
        r.dab.enable = true;
        r.dab.level = DAB_LEVEL_SCHED, r.dab.entries = 32;
        r.threads = threads[t];
        r.perturb = 2;
        memset(v[t], 0, sizeof v[t]), memset(w[t], 0, sizeof w[t]);
        queue(&r, v[t]);
        fsum(&r, w[t], &s[t]);
    }
    assert_int_equal(distinct(v, N + 1, 3), 1);
    assert_int_equal(distinct(w, BINS, 3), 1);
    for (int t = 1; t < 3; t++) assert_memory_equal(&s[t], &s[0], sizeof s[0]);
}

int main(void)
{
    make_inputs();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fsum_baseline_changes_with_the_seed_dab_does_not),
        cmocka_unit_test(queue_order_changes_on_the_baseline_not_under_dab),
        cmocka_unit_test(histogram_is_exact_and_fuses),
        cmocka_unit_test(back_to_back_launches_accumulate),
        cmocka_unit_test(every_scheduler_and_level_is_deterministic),
        cmocka_unit_test(threads_agree_under_dab),
        cmocka_unit_test(scheduler_32_entries_split_large_atomics),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
