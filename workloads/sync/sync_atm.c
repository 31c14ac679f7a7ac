/* atm: bank transfers under two nested spin locks (workloads/sync/kernels/atm.cl)
 * over 1024 accounts. Transfers commute, so the final balances are those
 * of a sequential replay in any order, and their total is conserved. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/sync/sync_int.h"

enum { P_N, P_ACCOUNTS };
enum { B_LOCKS, B_BAL, B_TXN };
#define ACCOUNTS 1024u
#define START 1000000

static int check_size(uint64_t size, char *err) { return sync_check_range(size, 64, 1u << 22, err); }

static int setup(mgm_problem *p, char *err)
{
    p->param[P_N] = p->size;
    p->param[P_ACCOUNTS] = ACCOUNTS;
    if (mgm_buf_add(p, "locks", 4 * ACCOUNTS, MGM_BUF_OUT, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "balances", 4 * ACCOUNTS, MGM_BUF_IN | MGM_BUF_OUT, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "transfers", 12 * p->size, MGM_BUF_IN, MGM_E_U32, err) < 0)
        return -1;
    int32_t *bal = (int32_t *)(void *)p->buf[B_BAL].init;
    for (unsigned a = 0; a < ACCOUNTS; a++) bal[a] = START;
    uint32_t *t = (uint32_t *)(void *)p->buf[B_TXN].init;
    uint64_t s = mgm_stream(p->seed, 1);
    for (uint64_t i = 0; i < p->size; i++) {
        uint32_t src = mgm_randu(&s, ACCOUNTS), dst = mgm_randu(&s, ACCOUNTS - 1);
        t[3 * i] = src;
        t[3 * i + 1] = dst + (dst >= src); /* never src */
        t[3 * i + 2] = 1 + mgm_randu(&s, 100);
    }
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->size, items = (n + SYNC_PER - 1) / SYNC_PER;
    for (unsigned g = 0; g < pl->ngpus; g++) {
        uint64_t first, count;
        mgm_split(items, pl->ngpus, g, SYNC_WG, &first, &count);
        uint64_t lo = first * SYNC_PER, hi = (first + count) * SYNC_PER;
        if (hi > n) hi = n;
        if (lo > hi) lo = hi;
        mgm_own(pl, B_TXN, g, mgm_span1(12 * lo, 12 * (hi - lo)));
        mgm_own(pl, B_LOCKS, g, mgm_span1(0, g ? 0 : 4 * ACCOUNTS));
        mgm_own(pl, B_BAL, g, mgm_span1(0, g ? 0 : 4 * ACCOUNTS));
    }
    mgm_launch t = mgm_tmpl("sync_atm");
    mgm_arg_buf(&t, B_LOCKS, 0);
    mgm_arg_buf(&t, B_BAL, 0);
    mgm_arg_buf(&t, B_TXN, 0);
    mgm_arg_u32(&t, (uint32_t)n);
    mgm_arg_u32(&t, SYNC_PER);
    mgm_touch(&t, B_LOCKS, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * ACCOUNTS));
    mgm_touch(&t, B_BAL, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * ACCOUNTS));
    mgm_touch(&t, B_TXN, MGM_ACC_R, mgm_span1(0, 12 * n));
    return sync_launch(pl, &t, items, err);
}

/* The sequential replay: locks free, balances as after every transfer. */
static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    int32_t *bal = malloc(4 * ACCOUNTS), *locks = calloc(ACCOUNTS, 4);
    if (!bal || !locks) {
        free(bal), free(locks);
        return mgm_fail(err, "atm: out of memory");
    }
    memcpy(bal, p->buf[B_BAL].init, 4 * ACCOUNTS);
    const uint32_t *t = (const uint32_t *)(const void *)p->buf[B_TXN].init;
    for (uint64_t i = 0; i < p->size; i++) {
        bal[t[3 * i]] -= (int32_t)t[3 * i + 2];
        bal[t[3 * i + 1]] += (int32_t)t[3 * i + 2];
    }
    out[B_BAL] = (uint8_t *)bal;
    out[B_LOCKS] = (uint8_t *)locks;
    return 0;
}

/* The replay's balances exactly, and the total conserved (said apart,
 * since a lost update shows as a changed total). */
static int verify(const mgm_problem *p, uint8_t *const got[MGM_MAX_BUFS], char *err)
{
    const int32_t *bal = (const int32_t *)(const void *)got[B_BAL];
    int64_t total = 0;
    for (unsigned a = 0; a < ACCOUNTS; a++) total += bal[a];
    if (total != (int64_t)ACCOUNTS * START)
        return mgm_fail(err, "atm: total %lld, %lld expected (money made or lost)",
                        (long long)total, (long long)ACCOUNTS * START);
    return mgm_verify(p, got, err);
}

const mgm_workload sync_atm = {
    .name = "atm",
    .title = "bank transfers, two nested spin locks",
    .hsaco = "sync_kernels_atm.hsaco",
    .unit = "transfers",
    .pattern = MGM_PAT_IRREGULAR,
    .size_default = 8192,
    .size_paper1 = 65536,
    .size_paper4 = 262144,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .reference = reference,
    .verify = verify,
    .flags = MGM_WL_ORDER_SENSITIVE,
};
