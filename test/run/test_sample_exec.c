/* Sampling's functional runner (mech/sample/sample_exec.c) remembers the
 * instructions it fetched for the length of a run, on kernels assembled
 * for it (test/kernels/asm/selfpatch.s): a loop reads its instructions'
 * words from memory once per run, not once per pass; a kernel's store
 * over its own code is not fetched in the same run, as in the functional
 * mode (amdgpu/functional.h, which runs the code object's bytes), but
 * the next run fetches memory as it then is. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "amdgpu/codeobj.h"
#include "amdgpu/dispatch.h"
#include "amdgpu/functional.h"
#include "amdgpu/memimg.h"
#include "components/cu/cu_code.h"
#include "mech/sample/sample_priv.h"
#include "test/common/tk_run.h"
#include "util/err.h"

/* The image's memory, its reads of [lo, hi) counted. */
typedef struct counted {
    amdgpu_mem in;
    uint64_t lo, hi, reads;
} counted;

static int c_read(void *ctx, uint64_t a, void *dst, size_t n)
{
    counted *c = ctx;
    c->reads += a < c->hi && a + n > c->lo;
    return c->in.ops->read(c->in.ctx, a, dst, n);
}

static int c_write(void *ctx, uint64_t a, const void *src, size_t n)
{
    counted *c = ctx;
    return c->in.ops->write(c->in.ctx, a, src, n);
}

static int c_atomic(void *ctx, uint16_t op, uint64_t a, size_t n, uint64_t src, uint64_t cmp,
                    uint64_t *old)
{
    counted *c = ctx;
    return c->in.ops->atomic(c->in.ctx, op, a, n, src, cmp, old);
}

static const amdgpu_mem_ops counted_ops = {c_read, c_write, c_atomic, NULL};

/* out[0] after one wave of kernel runs: on the runner (runs times, the
 * code loaded again before each when reload; *code_reads: its reads of
 * the kernel's code, all runs; with the launch's shared decoding when
 * shared, else its own decode cache), or (runner false) in the
 * functional mode. */
static uint32_t run_on(const char *kernel, bool runner, int runs, bool reload, bool shared,
                       uint64_t *code_reads)
{
    const struct amdgpu_kernel *k;
    struct amdgpu_codeobj *co = tk_load("asm_selfpatch", kernel, &k);
    assert_non_null(co);
    amdgpu_memimg *m = amdgpu_memimg_new();
    char err[ERR_LEN];
    uint64_t out;
    assert_int_equal(amdgpu_memimg_alloc(m, 64, 64, &out), 0);
    assert_int_equal(amdgpu_memimg_fill(m, out, 0, 64), 0);
    amdgpu_argval a[1] = {{&out, 8, 0}};
    uint32_t grid[3] = {64, 1, 1}, wg[3] = {64, 1, 1};
    if (!runner) {
        if (amdgpu_functional_dispatch(co, k, 1, grid, wg, a, 1, m, NULL, NULL, err) < 0)
            fail_msg("%s", err);
    } else {
        amdgpu_dispatch d;
        if (amdgpu_functional_map_code(co, m, err) < 0 ||
            amdgpu_dispatch_init(&d, k, 1, grid, wg, a, 1, err) < 0 ||
            amdgpu_dispatch_place(&d, m, d.max_waves_per_wg, err) < 0)
            fail_msg("%s", err);
        cu_code *code = shared ? cu_code_new(k) : NULL;
        if (shared) assert_non_null(code);
        cu_launch l = {.d = &d, .code = code};
        counted c = {amdgpu_memimg_mem(m), k->entry, k->entry + k->code_size, 0};
        uint64_t serial = 0, insts = 0;
        sample_mem sm = {.mem = {&counted_ops, &c}, .inst = &serial};
        sample_exec x;
        memset(&x, 0, sizeof x);
        for (int r = 0; r < runs; r++) {
            if (r && reload) { /* the code as loaded again, between runs */
                for (size_t i = 0; i < amdgpu_codeobj_section_count(co); i++) {
                    const struct amdgpu_codeobj_section *s = amdgpu_codeobj_section(co, i);
                    if (s->size && s->bytes) amdgpu_memimg_write(m, s->addr, s->bytes, s->size);
                }
            }
            if (sample_exec_run(&x, &l, 0, 1, &sm, &insts, err, sizeof err) < 0)
                fail_msg("%s", err);
        }
        *code_reads = c.reads;
        sample_exec_free(&x);
        cu_code_free(code);
        amdgpu_dispatch_fini(&d);
    }
    uint32_t v = 0;
    assert_int_equal(amdgpu_memimg_read(m, out, &v, 4), 0);
    amdgpu_memimg_free(m);
    amdgpu_codeobj_free(co);
    return v;
}

static uint32_t run(const char *kernel, bool runner, int runs, bool reload, uint64_t *code_reads)
{
    return run_on(kernel, runner, runs, reload, true, code_reads);
}

static void a_store_over_the_code_is_fetched_by_the_next_run(void **st)
{
    (void)st;
    uint64_t reads = 0;
    /* one run: the first fetch of the site stands for the run (1 + 1) */
    assert_int_equal(run("selfpatch", false, 1, false, NULL), 2); /* the functional mode */
    assert_int_equal(run("selfpatch", true, 1, false, &reads), 2);
    /* a second run on the code as the first left it: the site's new
     * instruction from its first pass (2 + 2), not the first run's */
    assert_int_equal(run("selfpatch", true, 2, false, &reads), 4);
    /* and on the code loaded again (1 + 1) */
    assert_int_equal(run("selfpatch", true, 2, true, &reads), 2);
}

static void a_loop_reads_its_code_once_per_run(void **st)
{
    (void)st;
    uint64_t reads = 0;
    assert_int_equal(run("loop100", false, 1, false, NULL), 100);
    assert_int_equal(run("loop100", true, 1, false, &reads), 100);
    /* 10 instructions, 3 of them 100 times: each read once, not 300 */
    assert_in_range(reads, 9, 12);
    assert_int_equal(run("loop100", true, 2, false, &reads), 100);
    assert_in_range(reads, 18, 24); /* once per run each */
    /* the same from the runner's own decode cache (no shared decoding) */
    assert_int_equal(run_on("loop100", true, 1, false, false, &reads), 100);
    assert_in_range(reads, 9, 12);
    assert_int_equal(run_on("selfpatch", true, 2, false, false, &reads), 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_store_over_the_code_is_fetched_by_the_next_run),
        cmocka_unit_test(a_loop_reads_its_code_once_per_run),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
