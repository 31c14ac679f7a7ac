/* The functional runner's own contract, with a small workload defined
 * here that borrows kmeans_kernel_swap as a copy kernel (npoints 1: it
 * copies nfeatures floats): host steps write every replica of a
 * replicated buffer and each GPU's launch reads its own copy; buffer
 * arguments carry their byte offsets; errors name the kernel (unknown
 * kernel, a global offset the kernel cannot see, arguments that do not
 * match the metadata, a memory fault). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "workloads/mgm_int.h"
#include "mgt_util.h"

enum { NV = 8, G = 3 };
enum { B_REP, B_OUT };

static int check_size(uint64_t size, char *err) { return (void)size, (void)err, 0; }

static int setup(mgm_problem *p, char *err)
{
    if (mgm_buf_add(p, "rep", 4 * NV, MGM_BUF_IN | MGM_BUF_REPLICATED, MGM_E_F32, err) < 0 ||
        mgm_buf_add(p, "out", 4 * NV * G, MGM_BUF_OUT, MGM_E_F32, err) < 0)
        return -1;
    memset(p->buf[B_REP].init, 0x7f, 4 * NV); /* what a stale copy would hold */
    return 0;
}

/* size selects a broken plan: 1 unknown kernel, 2 a global offset that
 * makes the kernel read past its buffer (the offset reaches the kernel),
 * 3 an argument missing; otherwise the good one. */
static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    mgm_own_all(pl, p, B_REP);
    for (unsigned g = 0; g < pl->ngpus; g++)
        mgm_own(pl, B_OUT, g, mgm_span1(4 * NV * g, 4 * NV));
    if (mgm_plan_host(pl, 7, err) < 0) return -1;
    for (unsigned g = 0; g < pl->ngpus; g++) {
        const char *k = p->size == 1 ? "no_such_kernel" : "kmeans_kernel_swap";
        mgm_launch *l = mgm_plan_launch(pl, g == 0, k, g, 1, err);
        if (!l) return -1;
        mgm_arg_buf(l, B_REP, 0);
        mgm_arg_buf(l, B_OUT, 4 * NV * g);
        mgm_arg_u32(l, p->size == 2 ? 2 : 1);
        if (p->size != 3) mgm_arg_u32(l, NV);
        if (p->size == 2) l->offset[0] = 1; /* point 1 of 2: rep[NV..2 NV) */
    }
    return 0;
}

static int host(const mgm_problem *p, unsigned op, const mgm_mem *mem, char *err)
{
    (void)p;
    float v[NV];
    for (int i = 0; i < NV; i++) v[i] = (float)(op * 10 + i);
    if (mem->read(mem->ctx, B_REP, 4, v, 4 * NV) == 0) /* out of bounds: refused */
        return snprintf(err, ERR_LEN, "read past the end allowed"), -1;
    return mem->write(mem->ctx, B_REP, 0, v, sizeof v);
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    (void)p, (void)err;
    float *o = malloc(4 * NV * G);
    for (int g = 0; g < G; g++)
        for (int i = 0; i < NV; i++) o[g * NV + i] = (float)(70 + i);
    out[B_OUT] = (uint8_t *)o;
    return 0;
}

static const mgm_workload copy = {
    .name = "copy", .title = "replica copy", .hsaco = "mgmark_kernels_km.hsaco",
    .unit = "-", .pattern = MGM_PAT_PARTITIONED, .size_default = 4,
    .size_paper1 = 4, .size_paper4 = 4, .check_size = check_size, .setup = setup,
    .plan = plan, .host = host, .reference = reference,
};

static int run(uint64_t variant, mgm_problem *p, mgm_func_result *r, char *err)
{
    char e[ERR_LEN];
    if (mgm_problem_init(p, &copy, variant, 1, e) < 0) fail_msg("%s", e);
    return mgt_run(p, G, r, err);
}

static void test_replicas(void **s)
{
    (void)s;
    mgm_problem p;
    mgm_func_result r;
    char err[ERR_LEN_NEST(1)];
    if (run(4, &p, &r, err) < 0) fail_msg("%s", err);
    assert_int_equal(r.launches, G);
    assert_int_equal(r.host_steps, 1);
    if (mgm_verify(&p, r.out, err) < 0) fail_msg("%s", err);
    mgm_func_result_free(&r);
    mgm_problem_free(&p);
}

static void broken(uint64_t variant, const char *want)
{
    mgm_problem p;
    mgm_func_result r;
    char err[ERR_LEN_NEST(1)] = "";
    assert_int_equal(run(variant, &p, &r, err), -1);
    if (!strstr(err, want)) fail_msg("'%s' lacks '%s'", err, want);
    print_message("%s\n", err);
    for (unsigned b = 0; b < MGM_MAX_BUFS; b++) assert_null(r.out[b]);
    mgm_problem_free(&p);
}

static void test_errors(void **s)
{
    (void)s;
    broken(1, "no_such_kernel");
    broken(2, "memory fault");
    broken(3, "kmeans_kernel_swap");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_replicas),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
