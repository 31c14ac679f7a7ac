/* ht: chained hash-table insertion under per-bucket spin locks
 * (workloads/sync/kernels/ht.cl). The chains' order depends on who wins each lock,
 * so the check is on contents: every entry exactly once, in the chain of
 * its key's bucket (the table as a multiset, per bucket). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/sync/sync_int.h"

enum { P_N, P_BUCKETS };
enum { B_LOCKS, B_HEADS, B_NEXT, B_KEYS };

static int check_size(uint64_t size, char *err) { return sync_check_range(size, 64, 1u << 24, err); }

static int setup_b(mgm_problem *p, uint32_t buckets, char *err)
{
    p->param[P_N] = p->size;
    p->param[P_BUCKETS] = buckets;
    if (mgm_buf_add(p, "locks", 4ull * buckets, MGM_BUF_OUT, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "heads", 4ull * buckets, MGM_BUF_IN | MGM_BUF_OUT, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "next", 4 * p->size, MGM_BUF_OUT, MGM_E_I32, err) < 0 ||
        mgm_buf_add(p, "keys", 4 * p->size, MGM_BUF_IN, MGM_E_U32, err) < 0)
        return -1;
    memset(p->buf[B_HEADS].init, 0xff, 4ull * buckets); /* -1: empty chains */
    uint32_t *k = (uint32_t *)(void *)p->buf[B_KEYS].init;
    uint64_t s = mgm_stream(p->seed, 1);
    for (uint64_t i = 0; i < p->size; i++) k[i] = (uint32_t)mgm_rand(&s);
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->size, nb = p->param[P_BUCKETS];
    for (unsigned g = 0; g < pl->ngpus; g++) { /* the table on GPU 0, keys with the work */
        uint64_t first, count;
        mgm_split((n + SYNC_PER - 1) / SYNC_PER, pl->ngpus, g, SYNC_WG, &first, &count);
        uint64_t lo = first * SYNC_PER, hi = (first + count) * SYNC_PER;
        if (hi > n) hi = n;
        if (lo > hi) lo = hi;
        mgm_own(pl, B_KEYS, g, mgm_span1(4 * lo, 4 * (hi - lo)));
        mgm_own(pl, B_NEXT, g, mgm_span1(4 * lo, 4 * (hi - lo)));
        mgm_own(pl, B_LOCKS, g, mgm_span1(0, g ? 0 : 4 * nb));
        mgm_own(pl, B_HEADS, g, mgm_span1(0, g ? 0 : 4 * nb));
    }
    mgm_launch t = mgm_tmpl("sync_ht");
    mgm_arg_buf(&t, B_LOCKS, 0);
    mgm_arg_buf(&t, B_HEADS, 0);
    mgm_arg_buf(&t, B_NEXT, 0);
    mgm_arg_buf(&t, B_KEYS, 0);
    mgm_arg_u32(&t, (uint32_t)n);
    mgm_arg_u32(&t, (uint32_t)nb);
    mgm_arg_u32(&t, SYNC_PER);
    mgm_touch(&t, B_LOCKS, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * nb));
    mgm_touch(&t, B_HEADS, MGM_ACC_R | MGM_ACC_W, mgm_span1(0, 4 * nb));
    mgm_touch(&t, B_NEXT, MGM_ACC_W, mgm_span1(0, 4 * n));
    mgm_touch(&t, B_KEYS, MGM_ACC_R, mgm_span1(0, 4 * n));
    return sync_launch(pl, &t, (n + SYNC_PER - 1) / SYNC_PER, err);
}

/* Locks all free; per bucket, the chain from its head visits exactly the
 * entries whose key hashes there, each once (a sequential insertion makes
 * the same sets, so the counts are compared with its bucket sizes). */
static int verify(const mgm_problem *p, uint8_t *const got[MGM_MAX_BUFS], char *err)
{
    uint64_t n = p->size, nb = p->param[P_BUCKETS];
    const int32_t *locks = (const int32_t *)(const void *)got[B_LOCKS];
    const int32_t *heads = (const int32_t *)(const void *)got[B_HEADS];
    const int32_t *next = (const int32_t *)(const void *)got[B_NEXT];
    const uint32_t *keys = (const uint32_t *)(const void *)p->buf[B_KEYS].init;
    uint8_t *seen = calloc(n, 1);
    uint64_t *want = calloc(nb, sizeof *want);
    int rc = -1;
    if (!seen || !want) {
        mgm_fail(err, "ht: out of memory");
        goto out;
    }
    for (uint64_t i = 0; i < n; i++) want[keys[i] % nb]++;
    uint64_t total = 0;
    for (uint64_t b = 0; b < nb; b++) {
        if (locks[b]) {
            mgm_fail(err, "ht: lock %llu still held (%d)", (unsigned long long)b, locks[b]);
            goto out;
        }
        uint64_t len = 0;
        for (int32_t e = heads[b]; e != -1; e = next[e], len++) {
            if (e < 0 || (uint64_t)e >= n || seen[e] || len >= n) {
                mgm_fail(err, "ht: bucket %llu: bad or repeated entry %d",
                         (unsigned long long)b, e);
                goto out;
            }
            if (keys[e] % nb != b) {
                mgm_fail(err, "ht: entry %d (key %u) in bucket %llu, belongs in %llu", e,
                         keys[e], (unsigned long long)b, (unsigned long long)(keys[e] % nb));
                goto out;
            }
            seen[e] = 1;
        }
        if (len != want[b]) {
            mgm_fail(err, "ht: bucket %llu holds %llu entries, %llu expected",
                     (unsigned long long)b, (unsigned long long)len,
                     (unsigned long long)want[b]);
            goto out;
        }
        total += len;
    }
    rc = total == n ? 0 : mgm_fail(err, "ht: %llu of %llu entries in the table",
                                   (unsigned long long)total, (unsigned long long)n);
out:
    free(seen);
    free(want);
    return rc;
}

/* Only for the output hash's layout: nothing is compared byte for byte. */
static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    (void)p, (void)out, (void)err;
    return 0;
}

#define HT(sym, nm, nb, ttl)                                                               \
    static int setup_##sym(mgm_problem *p, char *err) { return setup_b(p, nb, err); }     \
    const mgm_workload sym = {                                                             \
        .name = nm,                                                                        \
        .title = ttl,                                                                      \
        .hsaco = "sync_kernels_ht.hsaco",                                                  \
        .unit = "inserts",                                                                 \
        .pattern = MGM_PAT_IRREGULAR,                                                      \
        .size_default = 8192,                                                              \
        .size_paper1 = 65536,                                                              \
        .size_paper4 = 262144,                                                             \
        .check_size = check_size,                                                          \
        .setup = setup_##sym,                                                              \
        .plan = plan,                                                                      \
        .reference = reference,                                                            \
        .verify = verify,                                                                  \
        .flags = MGM_WL_ORDER_SENSITIVE,                                                   \
    };

HT(sync_ht, "ht", 1024, "hash-table inserts, spin locks, 1024 buckets")
HT(sync_ht4, "ht4", 4, "ht with 4 buckets (most contention)")
HT(sync_ht16, "ht16", 16, "ht with 16 buckets")
HT(sync_ht64, "ht64", 64, "ht with 64 buckets")
HT(sync_ht256, "ht256", 256, "ht with 256 buckets")
