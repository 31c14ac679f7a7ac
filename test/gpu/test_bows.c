/* Warp schedulers (cu.scheduler: components/cu/cu_sched.h) on spin-lock
 * code: a lock kernel (test/kernels/bows_locks.cl) counts exactly under
 * lrr and gto, and gto visits waves in a different order than lrr (its
 * kernel time differs) while lrr is the CU's order of old (the regression
 * baselines, test/regress, hold it byte for byte). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mech/bows/bows.h"
#include "mech/bows/ddos.h"
#include "components/cu/cu_sched.h"
#include "components/gpu/gpu.h"
#include "engine/eng.h"
#include "amdgpu/codeobj.h"
#include "gpu_util.h"
#include "params/param.h"

typedef struct run_out {
    uint32_t value;          /* lock_count: the counter; alu_loop: out[0] */
    mgpu_kernel_stats k;
    cu_stats cu;
    bows_stats b;
} run_out;

/* Runs kernel on a GPU of cus CUs configured by c (NULL: defaults) with
 * two buffers (lock, count / out) and one int argument. */
static run_out run(const platform_config *c, const char *kernel, uint32_t items, uint32_t wg,
                   uint32_t n)
{
    platform_config cfg = c ? *c : gu_config(4, ENG_THREADS_SERIAL);
    uint64_t bytes = 4ull * items;
    uint32_t *result = calloc(items, 4); /* count (lock_count) or out */
    bool lock = !strcmp(kernel, "lock_count");
    tk_arg l3[3] = {{TK_BUF, bytes, NULL, NULL, 0}, {TK_BUF, bytes, NULL, result, 0},
                    {TK_U32, 0, NULL, NULL, n}};
    tk_arg l2[2] = {{TK_BUF, bytes, NULL, result, 0}, {TK_U32, 0, NULL, NULL, n}};
    tk_grid g = tk_grid1(items, wg);
    gpu_stats gs;
    run_out o;
    o.k = tk_run(&cfg, "test_kernels_bows_locks", kernel, &g, lock ? l3 : l2, lock ? 3 : 2, &gs);
    o.value = result[0];
    o.cu = gs.cu;
    o.b = *bows_stats_of(&gs);
    free(result);
    return o;
}

static platform_config sched(const char *name)
{
    platform_config c = gu_config(4, ENG_THREADS_SERIAL);
    uint32_t i = 0;
    while (cu_sched_names[i] && strcmp(cu_sched_names[i], name)) i++;
    assert_non_null(cu_sched_names[i]);
    c.gpu.cu.scheduler = i;
    return c;
}

static void lock_counts_exactly_under_each_scheduler(void **st)
{
    (void)st;
    const char *names[] = {"lrr", "gto", "srr"};
    uint64_t cycles[3];
    for (int s = 0; s < 3; s++) {
        platform_config c = sched(names[s]);
        run_out o = run(&c, "lock_count", 256, 128, 2); /* 4 waves, 2 workgroups */
        printf("  %s: lock_count %u, %llu cycles, %llu instructions\n", names[s], o.value,
               (unsigned long long)o.k.cycles, (unsigned long long)o.cu.instructions);
        assert_int_equal(o.value, 256 * 2);
        cycles[s] = o.k.cycles;
    }
    assert_true(cycles[0] != cycles[1]); /* the order matters on a lock */
}

/* GTO's periodic rotation (the oldest wave becomes the youngest) acts:
 * with four waves per CU and a short period the waves issue in another order than strict GTO
 * (a lock's timing changes), and the lock still counts exactly. Our CU
 * issues every ready wave each cycle (one per unit type), so a greedy
 * wave waiting on its atomic never keeps a lock holder from issuing: on
 * lock loops strict GTO does not livelock here; it takes spinners that
 * keep the holder's SIMD busy (gto_rotation_ends_a_livelock,
 * docs/bows.md). */
static void gto_rotation_reorders_waves(void **st)
{
    (void)st;
    platform_config strict = sched("gto"), rot = sched("gto");
    strict.gpu.cu.gto_rotate = 0;
    rot.gpu.cu.gto_rotate = 300;
    run_out a = run(&strict, "lock_count", 768, 64, 2), b = run(&rot, "lock_count", 768, 64, 2);
    printf("  gto strict: %llu cycles; rotating every 300: %llu cycles\n",
           (unsigned long long)a.k.cycles, (unsigned long long)b.k.cycles);
    assert_int_equal(a.value, 1536); /* 768 items, 2 adds each */
    assert_int_equal(b.value, 1536);
    assert_true(a.k.cycles != b.k.cycles);
}

/* The livelock GTO's rotation prevents: kernel starve (bows_locks.cl),
 * one CU, 10 work-groups of 4 waves = 10 waves per SIMD; the youngest
 * wave of the launch must run n ALU rounds before the 39 others, which
 * spin on its flag with 8 VALU instructions per loop iteration (the loop
 * stays in the instruction buffer: no fetch gaps), may stop. On the
 * producer's SIMD nine older spinners always have a VALU instruction
 * ready when it frees, so strict GTO (oldest first) never lets the
 * producer issue: the run reaches its cycle limit. With rotation the
 * producer becomes older than its SIMD's spinners and the kernel ends,
 * sooner the shorter the period. *cycles: the kernel's cycles when it
 * ended (true), else the limit was hit (false). */
static bool run_starve(platform_config c, uint32_t n, uint64_t limit, uint64_t *cycles)
{
    char err[ERR_LEN];
    const struct amdgpu_kernel *k;
    struct amdgpu_codeobj *co = tk_load("test_kernels_bows_locks", "starve", &k);
    c.sim.max_cycles = limit;
    mgpu *d = mgpu_init(&c, err, sizeof err);
    if (!d) fail_msg("%s", err);
    uint64_t a = 0;
    int32_t zero = 0, got = -1;
    assert_int_equal(mgpu_malloc(d, 0, 4, &a, err, sizeof err), 0);
    assert_int_equal(mgpu_memcpy_h2d(d, a, &zero, 4, err, sizeof err), 0);
    amdgpu_argval args[2] = {{&a, 8, 0}, {&n, 4, 0}};
    uint32_t grid[3] = {2560, 1, 1}, wgs[3] = {256, 1, 1};
    if (mgpu_enqueue_launch(d, 0, co, k, 1, grid, wgs, NULL, args, 2, err, sizeof err) < 0)
        fail_msg("%s", err);
    bool ended = mgpu_drain(d, err, sizeof err) == 0;
    if (!ended && !strstr(err, "max-cycles")) fail_msg("%s", err);
    if (ended) {
        assert_int_equal(mgpu_memcpy_d2h(d, &got, a, 4, err, sizeof err), 0);
        assert_int_equal(got, (int32_t)n);
        *cycles = mgpu_last_kernel(d).cycles;
    }
    mgpu_free(d);
    amdgpu_codeobj_free(co);
    return ended;
}

static void gto_rotation_ends_a_livelock(void **st)
{
    (void)st;
    platform_config strict = gu_config(1, ENG_THREADS_SERIAL);
    strict.gpu.cus_per_sa = 1;
    strict.gpu.cu = sched("gto").gpu.cu;
    strict.gpu.cu.gto_rotate = 0;
    platform_config rot = strict, slow = strict;
    rot.gpu.cu.gto_rotate = 1000;
    slow.gpu.cu.gto_rotate = 5000;
    uint64_t c_rot = 0, c_slow = 0, c_none = 0;
    assert_true(run_starve(rot, 200, 400000, &c_rot));
    assert_true(run_starve(slow, 200, 400000, &c_slow));
    assert_false(run_starve(strict, 200, 400000, &c_none));
    printf("  starve n=200: gto rotating every 1000: %llu cycles, every 5000: %llu; strict: "
           "not done at 400000\n",
           (unsigned long long)c_rot, (unsigned long long)c_slow);
    assert_true(c_rot < c_slow);
}

/* The same kernel under round-robin: lrr (one pointer over the CU's wave
 * slots, after the last wave that issued anything) starves the producer
 * too; srr (a pointer per SIMD) gives it its SIMD's turn and ends. */
static void srr_is_fair_where_lrr_starves(void **st)
{
    (void)st;
    platform_config l = gu_config(1, ENG_THREADS_SERIAL);
    l.gpu.cus_per_sa = 1;
    platform_config s = l;
    s.gpu.cu = sched("srr").gpu.cu;
    uint64_t c_srr = 0, c_lrr = 0;
    assert_true(run_starve(s, 200, 400000, &c_srr));
    assert_false(run_starve(l, 200, 400000, &c_lrr));
    printf("  starve n=200: srr %llu cycles; lrr: not done at 400000\n", (unsigned long long)c_srr);
}

/* The default is lrr, the table of cu_sched_list.h's first line. */
static void default_scheduler_is_lrr(void **st)
{
    (void)st;
    cu_config c = cu_default_config();
    assert_string_equal(cu_sched_names[c.scheduler], "lrr");
    assert_string_equal(cu_scheds[c.scheduler]->name, "lrr");
    assert_int_equal(c.gto_rotate, 50000);
    platform_config d = gu_config(4, ENG_THREADS_SERIAL), l = sched("lrr");
    run_out a = run(&d, "lock_count", 128, 64, 1), b = run(&l, "lock_count", 128, 64, 1);
    assert_int_equal(a.k.cycles, b.k.cycles);
    assert_int_equal(a.cu.instructions, b.cu.instructions);
}

/* ---- DDOS ------------------------------------------------------------------ */

static void hashes_match_hand_computed_values(void **st)
{
    (void)st;
    /* XOR: every 8-bit slice folded; MODULO: the low 8 bits */
    assert_int_equal(ddos_hash(0x12345678u, 8, DDOS_XOR), 0x12 ^ 0x34 ^ 0x56 ^ 0x78);
    assert_int_equal(ddos_hash(0x12345678u, 8, DDOS_MODULO), 0x78);
    assert_int_equal(ddos_hash(0x12345678u, 4, DDOS_MODULO), 0x8);
    assert_int_equal(ddos_hash(0x12345678u, 4, DDOS_XOR), 1 ^ 2 ^ 3 ^ 4 ^ 5 ^ 6 ^ 7 ^ 8);
    assert_int_equal(ddos_hash(0xff00000000000001ull, 8, DDOS_XOR), 0xfe);
    /* a power-of-two stride above 2^k: MODULO cannot see it, XOR can */
    assert_int_equal(ddos_hash(0x100, 8, DDOS_MODULO), ddos_hash(0x200, 8, DDOS_MODULO));
    assert_int_not_equal(ddos_hash(0x100, 8, DDOS_XOR), ddos_hash(0x200, 8, DDOS_XOR));
}

static ddos_entry E(unsigned p, unsigned a, unsigned b)
{
    return (ddos_entry){(uint16_t)p, (uint16_t)a, (uint16_t)b};
}

/* Figure 7b of the paper: setp PCs hash to 7 and 2, the failed lock's
 * values repeat; spinning at the fourth insertion, lost on a new value. */
static void history_follows_figure_7(void **st)
{
    (void)st;
    ddos_hist h;
    ddos_hist_reset(&h);
    assert_false(ddos_hist_push(&h, 8, E(7, 1, 0)));
    assert_false(ddos_hist_push(&h, 8, E(2, 0, 0)));
    assert_false(ddos_hist_push(&h, 8, E(7, 1, 0))); /* match: pointer 2, one to go */
    assert_int_equal(h.period, 2);
    assert_int_equal(h.remain, 1);
    assert_true(ddos_hist_push(&h, 8, E(2, 0, 0)));  /* spinning */
    assert_true(ddos_hist_push(&h, 8, E(7, 1, 0)));
    assert_false(ddos_hist_push(&h, 8, E(7, 0, 0))); /* lock taken: value differs */
    assert_int_equal(h.period, 0);
    /* a counted loop: the induction variable changes every time */
    ddos_hist_reset(&h);
    for (unsigned i = 0; i < 40; i++) assert_false(ddos_hist_push(&h, 8, E(2, i & 0xff, 40)));
    /* a period longer than the history is never seen */
    ddos_hist_reset(&h);
    for (unsigned i = 0; i < 40; i++) assert_false(ddos_hist_push(&h, 4, E(i % 5, 0, 0)));
    ddos_hist_reset(&h);
    bool spun = false;
    for (unsigned i = 0; i < 40; i++) spun |= ddos_hist_push(&h, 8, E(i % 5, 0, 0));
    assert_true(spun);
}

static void sib_table_confirms_at_t_and_decays(void **st)
{
    (void)st;
    ddos_sib e[2];
    ddos_sibpt s = {e, 0, 2};
    assert_false(ddos_sibpt_taken(&s, 0x98, false, 4)); /* not spinning: not inserted */
    assert_int_equal(s.n, 0);
    for (int i = 0; i < 3; i++) assert_false(ddos_sibpt_taken(&s, 0x98, true, 4));
    assert_true(ddos_sibpt_taken(&s, 0x98, true, 4)); /* confidence 4 */
    for (int i = 0; i < 10; i++) ddos_sibpt_taken(&s, 0x98, true, 4);
    assert_int_equal(e[0].conf, 7);                     /* saturates at 2t - 1 */
    for (int i = 0; i < 3; i++) assert_true(ddos_sibpt_taken(&s, 0x98, false, 4));
    assert_false(ddos_sibpt_taken(&s, 0x98, false, 4)); /* 3: below t again */
    ddos_sibpt_taken(&s, 0x10, true, 4);
    ddos_sibpt_taken(&s, 0x20, true, 4);               /* full: 0x10 (conf 1) goes */
    assert_int_equal(s.n, 2);
    assert_true(e[0].pc == 0x98 && e[1].pc == 0x20);
}

/* Through param_set: a store through ddos_config_of()'s pointer followed
 * by a copy of the whole config may be reordered by the optimiser (the
 * config blob is a char array: type-based aliasing lets GCC move the
 * bool store after the struct copy). */
static platform_config with(const char *sched_name, bool ddos, bool bows)
{
    platform_config c = sched(sched_name);
    char err[256];
    assert_int_equal(param_set(ddos_mech.params, ddos_config_of(&c.gpu), "enable",
                               ddos ? "1" : "0", err, sizeof err), 0);
    assert_int_equal(param_set(bows_mech.params, bows_config_of(&c.gpu), "enable",
                               bows ? "1" : "0", err, sizeof err), 0);
    return c;
}

/* Two wavefronts on one lock: the retry loop's back edge is confirmed, no
 * other branch is, and within the paper's bound: a wave needs one loop
 * iteration to fill its history and one more to match (Figure 7b), then
 * t more spinning iterations confirm (t = 4), so at most 2 x (2 + t)
 * taken back edges for two waves. */
static void ddos_detects_a_two_wavefront_lock(void **st)
{
    (void)st;
    platform_config c = with("lrr", true, false), base = sched("lrr");
    run_out o = run(&c, "lock_count", 128, 128, 1), b = run(&base, "lock_count", 128, 128, 1);
    printf("  lock: %llu back edges taken, %llu spin iterations, %llu branches, %llu true SIBs, "
           "%llu detected (%llu false), %.1f taken to detect\n",
           (unsigned long long)o.b.backward_taken, (unsigned long long)o.b.spin_iterations,
           (unsigned long long)o.b.branches, (unsigned long long)o.b.true_sibs,
           (unsigned long long)o.b.true_detected, (unsigned long long)o.b.false_detected,
           o.b.true_detected ? (double)o.b.detect_taken / (double)o.b.true_detected : 0);
    assert_int_equal(o.value, 128);
    assert_int_equal(o.b.ran, 4);
    assert_true(o.b.true_sibs >= 1);
    assert_int_equal(o.b.true_detected, o.b.true_sibs);
    assert_int_equal(o.b.false_detected, 0);
    assert_true(o.b.detect_taken <= o.b.true_detected * 2 * (2 + 4));
    /* detection alone leaves the run as it was */
    assert_int_equal(o.k.cycles, b.k.cycles);
    assert_int_equal(o.cu.instructions, b.cu.instructions);
}

static void ddos_ignores_a_counted_loop(void **st)
{
    (void)st;
    platform_config c = with("lrr", true, false);
    run_out o = run(&c, "alu_loop", 256, 64, 100);
    assert_true(o.b.backward_taken >= 4 * 99); /* four waves, 99 back edges each */
    assert_int_equal(o.b.spin_iterations, 0);
    assert_int_equal(o.b.sibs, 0);
    assert_int_equal(o.b.sib_hits, 0);
}

/* ---- BOWS ------------------------------------------------------------------ */

/* 8 waves on 4 CUs fight for one lock: BOWS backs the spinning waves off
 * (the count stays exact) and the delay limit stays within [min, max];
 * backed-off waves issue fewer retry loops, so fewer instructions. */
static void bows_backs_off_spinning_waves(void **st)
{
    (void)st;
    const char *names[] = {"lrr", "gto"};
    for (int i = 0; i < 2; i++) {
        platform_config b = with(names[i], false, true), p = sched(names[i]);
        run_out o = run(&b, "lock_count", 256, 64, 2), q = run(&p, "lock_count", 256, 64, 2);
        printf("  %s: %llu cycles, %llu instructions; +bows: %llu cycles, %llu instructions, "
               "%llu backoffs, %llu backed-off cycles, %llu sib hits, delay %llu..%llu\n",
               names[i], (unsigned long long)q.k.cycles, (unsigned long long)q.cu.instructions,
               (unsigned long long)o.k.cycles, (unsigned long long)o.cu.instructions,
               (unsigned long long)o.b.backoffs, (unsigned long long)o.b.backed_off_cycles,
               (unsigned long long)o.b.sib_hits, (unsigned long long)o.b.delay_min,
               (unsigned long long)o.b.delay_max);
        assert_int_equal(o.value, 256 * 2);
        assert_true(o.b.backoffs > 0 && o.b.backed_off_cycles > 0);
        assert_true(o.b.windows > 0);
        assert_true(o.b.delay_max <= 1000 && o.b.delay_min <= o.b.delay_max);
        assert_true(o.cu.instructions < q.cu.instructions);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hashes_match_hand_computed_values),
        cmocka_unit_test(history_follows_figure_7),
        cmocka_unit_test(sib_table_confirms_at_t_and_decays),
        cmocka_unit_test(ddos_detects_a_two_wavefront_lock),
        cmocka_unit_test(ddos_ignores_a_counted_loop),
        cmocka_unit_test(bows_backs_off_spinning_waves),
        cmocka_unit_test(gto_rotation_ends_a_livelock),
        cmocka_unit_test(srr_is_fair_where_lrr_starves),
        cmocka_unit_test(default_scheduler_is_lrr),
        cmocka_unit_test(lock_counts_exactly_under_each_scheduler),
        cmocka_unit_test(gto_rotation_reorders_waves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
