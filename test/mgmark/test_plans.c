/* The plans as data: every launch's arguments match its kernel's
 * metadata in the built code object; the D-MGPU placement gives every
 * byte of a buffer exactly one owner GPU; footprints stay inside their
 * buffers; a step holds at most one launch per GPU; and the remote
 * traffic the placement implies follows the paper's patterns (5.1, 7.4):
 * none for AES and KM, a halo for FIR and SC (more for SC), a large
 * share for GD and MT, some for BS, none at all on one GPU. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/dispatch.h"
#include "mgt_util.h"

static const char *const names[] = {"aes", "bs", "fir", "gd", "km", "mt", "sc"};
#define NW 7

static void check_args(const mgm_problem *p, const struct amdgpu_codeobj *co, const mgm_launch *l)
{
    char err[ERR_LEN];
    const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, l->kernel, err);
    if (!k) fail_msg("%s", err);
    assert_int_equal(l->nargs, amdgpu_explicit_args(k));
    for (unsigned i = 0; i < l->nargs; i++) {
        const mgm_arg *a = &l->args[i];
        const struct amdgpu_kernel_arg *ka = &k->args[i];
        switch (a->kind) {
        case MGM_ARG_BUF:
            assert_int_equal(ka->kind, AMDGPU_ARG_GLOBAL_BUFFER);
            assert_true(a->buf < p->nbufs);
            break;
        case MGM_ARG_VAL:
            assert_int_equal(ka->kind, AMDGPU_ARG_BY_VALUE);
            assert_int_equal(ka->size, a->size);
            break;
        case MGM_ARG_LOCAL: assert_int_equal(ka->kind, AMDGPU_ARG_DYNAMIC_SHARED_POINTER); break;
        }
    }
    for (unsigned i = 0; i < l->naccess; i++) {
        const mgm_span *s = &l->access[i].span;
        assert_true(l->access[i].buf < p->nbufs);
        assert_true(s->count >= 1);
        uint64_t end = s->off + (uint64_t)(s->count - 1) * s->stride + s->len;
        assert_true(end <= p->buf[l->access[i].buf].bytes);
    }
}

/* Every byte (in 4-byte words) owned by exactly one GPU. */
static void check_owners(const mgm_problem *p, const mgm_plan *pl)
{
    for (unsigned b = 0; b < p->nbufs; b++) {
        uint64_t words = p->buf[b].bytes / 4;
        for (unsigned g = 0; g < pl->ngpus; g++) {
            const mgm_span *s = &pl->owner[b][g];
            if (p->buf[b].flags & MGM_BUF_REPLICATED) {
                assert_int_equal(s->off, 0);
                assert_int_equal(s->len * s->count, p->buf[b].bytes);
            }
        }
        if (p->buf[b].flags & MGM_BUF_REPLICATED) continue;
        uint8_t *cnt = calloc(words, 1);
        assert_non_null(cnt);
        for (unsigned g = 0; g < pl->ngpus; g++) {
            const mgm_span *s = &pl->owner[b][g];
            for (uint32_t k = 0; k < s->count; k++)
                for (uint64_t x = s->off + k * s->stride; x < s->off + k * s->stride + s->len; x += 4) {
                    assert_true(x / 4 < words);
                    cnt[x / 4]++;
                }
        }
        for (uint64_t i = 0; i < words; i++)
            if (cnt[i] != 1)
                fail_msg("%s: %s word %llu has %u owners on %u GPUs", p->w->name,
                         p->buf[b].name, (unsigned long long)i, cnt[i], pl->ngpus);
        free(cnt);
    }
}

/* Remote bytes (read + write) over the whole plan, and the footprint. */
static void traffic(const mgm_plan *pl, uint64_t *remote, uint64_t *total)
{
    *remote = *total = 0;
    for (unsigned i = 0; i < pl->nlaunches; i++) {
        const mgm_launch *l = &pl->launches[i];
        uint64_t r, w;
        mgm_launch_remote(pl, l, &r, &w);
        *remote += r + w;
        for (unsigned a = 0; a < l->naccess; a++)
            *total += l->access[a].span.len * l->access[a].span.count;
    }
}

static void test_structure(void **s)
{
    (void)s;
    static const uint64_t sizes[NW] = {4096, 1024, 1000, 1000, 1000, 256, 50};
    for (int i = 0; i < NW; i++) {
        mgm_problem p;
        mgt_problem(&p, names[i], sizes[i], 3);
        struct amdgpu_codeobj *co = mgt_load(p.w);
        for (unsigned g = 1; g <= 4; g++) {
            mgm_plan pl;
            char err[ERR_LEN];
            if (mgm_plan_build(&p, g, &pl, err) < 0) fail_msg("%s", err);
            assert_true(pl.nlaunches > 0);
            check_owners(&p, &pl);
            for (unsigned st = 0; st < pl.nsteps; st++) {
                const mgm_step *step = &pl.steps[st];
                if (step->kind == MGM_STEP_HOST) {
                    assert_non_null(p.w->host);
                    continue;
                }
                assert_true(step->count >= 1 && step->count <= g);
                for (unsigned a = 0; a < step->count; a++) {
                    const mgm_launch *l = &pl.launches[step->first + a];
                    assert_true(l->gpu < g);
                    if (a) assert_true(l->gpu > pl.launches[step->first + a - 1].gpu);
                    check_args(&p, co, l);
                }
            }
            uint64_t remote, total;
            traffic(&pl, &remote, &total);
            if (g == 1) assert_int_equal(remote, 0);
            mgm_plan_free(&pl);
        }
        amdgpu_codeobj_free(co);
        mgm_problem_free(&p);
    }
    mgm_problem p;
    mgm_plan pl;
    char err[ERR_LEN];
    mgt_problem(&p, "fir", 100, 1);
    assert_int_equal(mgm_plan_build(&p, 0, &pl, err), -1);
    assert_int_equal(mgm_plan_build(&p, MGM_MAX_GPUS + 1, &pl, err), -1);
    mgm_problem_free(&p);
}

/* The pattern claims at the default sizes on 4 GPUs. */
static void test_patterns(void **s)
{
    (void)s;
    double share[NW];
    uint64_t remote[NW];
    for (int i = 0; i < NW; i++) {
        mgm_problem p;
        char err[ERR_LEN];
        const mgm_workload *w = mgm_workload_find(names[i], err);
        mgt_problem(&p, names[i], w->size_default, 1);
        mgm_plan pl;
        if (mgm_plan_build(&p, 4, &pl, err) < 0) fail_msg("%s", err);
        uint64_t total;
        traffic(&pl, &remote[i], &total);
        share[i] = (double)remote[i] / (double)total;
        print_message("%-4s %-12s remote %10llu of %10llu footprint bytes (%.4f)\n", names[i],
                      mgm_pattern_name(w->pattern), (unsigned long long)remote[i],
                      (unsigned long long)total, share[i]);
        mgm_plan_free(&pl);
        mgm_problem_free(&p);
    }
    enum { AES, BS, FIR, GD, KM, MT, SC };
    assert_int_equal(remote[AES], 0);
    assert_int_equal(remote[KM], 0);
    assert_true(remote[FIR] > 0 && remote[SC] > 0 && remote[BS] > 0);
    assert_true(remote[SC] > remote[FIR]);
    assert_true(share[FIR] < 0.01 && share[SC] < 0.05); /* a halo */
    assert_true(share[GD] > 0.1 && share[MT] > 0.1);    /* gather / scatter */
    assert_true(share[GD] > share[SC] && share[MT] > share[SC]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_structure),
        cmocka_unit_test(test_patterns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
