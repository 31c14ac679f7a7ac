/* The baseline determinism policy: the nondeterministic GPU as it is.
 * Every hook lets everything through; see cu_det.h for the contract. */
#include "components/cu/cu_det.h"

#include "components/cu/cu_int.h"

static int base_init(cu *u, const void *arg, char *err, size_t errlen)
{
    (void)u, (void)arg, (void)err, (void)errlen;
    return 0;
}

static void base_fini(cu *u) { (void)u; }

static bool base_admit_begin(cu *u, cu_wg_msg *m)
{
    (void)u, (void)m;
    return true;
}

static bool base_place(cu *u, uint32_t n, uint32_t vg, uint32_t sg, uint32_t *simd_of)
{
    (void)u, (void)n, (void)vg, (void)sg, (void)simd_of;
    return false;
}

static void base_admitted(cu *u, uint32_t wg, bool ok) { (void)u, (void)wg, (void)ok; }

static bool base_hold(cu *u)
{
    (void)u;
    return false;
}

static bool base_may_issue(cu *u, uint32_t wi)
{
    (void)u, (void)wi;
    return true;
}

static void base_issued(cu *u, uint32_t wi, const void *in) { (void)u, (void)wi, (void)in; }

static bool base_mem_txn(cu *u, uint32_t wi, uint32_t mi, uint32_t ti)
{
    (void)u, (void)wi, (void)mi, (void)ti;
    return false;
}

static bool base_ctl(cu *u, eng_msg *m)
{
    (void)u, (void)m;
    return false;
}

static bool base_tick_end(cu *u, bool progress)
{
    (void)u, (void)progress;
    return false;
}

const cu_det_ops cu_det_baseline = {
    .name = "baseline",
    .init = base_init,
    .fini = base_fini,
    .admit_begin = base_admit_begin,
    .place = base_place,
    .admitted = base_admitted,
    .hold_resources = base_hold,
    .may_issue = base_may_issue,
    .issued = base_issued,
    .mem_txn = base_mem_txn,
    .ctl = base_ctl,
    .tick_end = base_tick_end,
};
