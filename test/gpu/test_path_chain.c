/* Memory-path units stack (gpu_mech.path, components/gpu/gpu.c): with a
 * registry of its own (this program's gpu_mechs replaces mech/mech_list.c
 * at link time), a probe mechanism whose units are pass-through bridges
 * sits on every path above address translation's units. Every path's
 * traffic crosses both (the probe's ports count it, the TLBs count
 * theirs), the kernel's output equals a CPU reference, and the run is
 * the same on the serial engine and on 2 threads. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/gpu/gpu_bridge.h"
#include "components/gpu/gpu_mech.h"
#include "components/gpu/gpu_mstat.h"
#include "engine/hook.h"
#include "gpu_util.h"
#include "mech/xlat/xlat.h"
#include "params/param.h"

/* ---- the probe: a bridge on every path, counting what enters it --------- */

typedef struct probe_config {
    bool enable;
    uint64_t *sink; /* per enum gpu_path: what its units took, added at the end */
} probe_config;

static const param_def probe_defs[] = {
    PARAM_BOOL(probe_config, enable, "false", "a pass-through unit on every memory path"),
};
static const param_table probe_params =
    PARAM_TABLE("probe", "A test mechanism.", probe_config, probe_defs);

enum { PROBE_MAX = 64 };

typedef struct probe_unit {
    gpu_bridge *b;
    enum gpu_path k;
    uint64_t in; /* requests taken from its top port (its own context) */
} probe_unit;

typedef struct probe_state {
    probe_unit u[PROBE_MAX];
    uint32_t n;
    uint64_t *sink;
} probe_state;

static bool probe_enabled(const void *cfg) { return ((const probe_config *)cfg)->enable; }

static void *probe_init(gpu *g, const void *cfg, char *err, size_t len)
{
    (void)g;
    probe_state *s = calloc(1, sizeof *s);
    if (!s) snprintf(err, len, "probe: out of memory");
    else s->sink = ((const probe_config *)cfg)->sink;
    return s;
}

static void probe_fini(void *state)
{
    probe_state *s = state;
    for (uint32_t i = 0; i < s->n; i++) {
        if (s->sink) s->sink[s->u[i].k] += s->u[i].in;
        gpu_bridge_destroy(s->u[i].b);
    }
    free(s);
}

static void on_top(void *user, const eng_hook_ctx *ctx)
{
    if (ctx->pos == ENG_HOOK_PORT_RETRIEVE) ((probe_unit *)user)->in++;
}

/* Above translation it always has one lower port (the unit below). */
static int probe_path(gpu *g, void *state, enum gpu_path k, uint32_t i, eng_port *const *lower,
                      uint32_t n, const mem_map *map, eng_port **top, eng_port **bottom,
                      char *err, size_t len)
{
    probe_state *s = state;
    char name[64];
    if (n != 1 || map || s->n == PROBE_MAX) {
        snprintf(err, len, "probe: not the upper unit");
        return -1;
    }
    snprintf(name, sizeof name, "GPU[%u].Probe%d[%u]", g->cfg.index, (int)k, i);
    probe_unit *u = &s->u[s->n];
    if (!(u->b = gpu_bridge_build(g->engine, name, eng_clock_hz(g->cfg.cu.freq_hz), 64, err,
                                  len)))
        return -1;
    s->n++;
    u->k = k;
    gpu_bridge_set_dst(u->b, lower[0]);
    *top = gpu_bridge_top(u->b);
    *bottom = gpu_bridge_bottom(u->b);
    uint32_t sa = k == GPU_PATH_VECTOR ? i / g->cfg.cus_per_sa : i;
    if (eng_hooks_attach(&(*top)->hooks, on_top, u) < 0 ||
        (k != GPU_PATH_DMA && gpu_add_cu_side(g, gpu_bridge_comp(u->b), sa) < 0)) {
        snprintf(err, len, "probe: out of memory");
        return -1;
    }
    return 0;
}

static const gpu_mech probe_mech = {
    .name = "probe",
    .params = &probe_params,
    .enabled = probe_enabled,
    .gpu_init = probe_init,
    .gpu_fini = probe_fini,
    .path = probe_path,
};

/* This program's registry: the probe first (nearest the requesters). */
const gpu_mech *const gpu_mechs[] = {&probe_mech, &xlat_mech};
const uint32_t gpu_nmechs = 2;

/* ---- the test ------------------------------------------------------------- */

enum { N = 4096 };

static mgpu_kernel_stats run(int threads, bool probe, uint8_t *out, const uint8_t *in,
                             uint64_t per_kind[4], xlat_tlb_stats *l1v)
{
    platform_config cfg = gu_config(4, threads);
    ((xlat_config *)gpu_mech_cfg(&cfg.gpu, &xlat_mech))->enable = true;
    probe_config *pc = gpu_mech_cfg(&cfg.gpu, &probe_mech);
    pc->enable = probe;
    pc->sink = per_kind;
    tk_arg a[2] = {{.kind = TK_BUF, .size = 4 * N, .init = in},
                   {.kind = TK_BUF, .size = 4 * N, .out = out}};
    tk_grid grid = tk_grid1(N, 64);
    gpu_stats gs;
    mgpu_kernel_stats ks = tk_run(&cfg, "test_kernels_fn_memory", "char4s", &grid, a, 2, &gs);
    /* the xlat counters as the GPU combined them */
    const uint64_t *x = gpu_mech_stats(&gs, &xlat_mech);
    memcpy(l1v, x + 1, sizeof *l1v); /* after "ran": tlb[GPU_PATH_VECTOR] */
    return ks;
}

static void probe_units_stack_above_translation(void **state)
{
    (void)state;
    uint8_t *in = malloc(4 * N), *out = malloc(4 * N), *out2 = malloc(4 * N);
    for (uint32_t i = 0; i < 4 * N; i++) in[i] = (uint8_t)(i * 2654435761u >> 13);
    uint64_t per[4] = {0};
    xlat_tlb_stats t0, t1, t2;
    mgpu_kernel_stats alone = run(ENG_THREADS_SERIAL, false, out2, in, per, &t0);
    mgpu_kernel_stats s0 = run(ENG_THREADS_SERIAL, true, out, in, per, &t1);
    /* the CPU's answer: out[i] = in[i].wzyx + (1, 2, 3, 4) */
    for (uint32_t i = 0; i < N; i++)
        for (uint32_t c = 0; c < 4; c++)
            assert_int_equal(out[4 * i + c], (uint8_t)(in[4 * i + 3 - c] + c + 1));
    assert_memory_equal(out, out2, 4 * N);
    /* every path's traffic entered its probe: vector, scalar, instruction, DMA */
    for (int k = 0; k < 4; k++)
        if (!per[k]) fail_msg("no request crossed the probe on path %d", k);
    /* translation saw the same vector accesses below the probe */
    assert_true(t1.accesses > 0);
    assert_int_equal(t1.accesses, t0.accesses);
    /* one more hop each way: slower than translation alone */
    assert_true(s0.cycles > alone.cycles);
    mgpu_kernel_stats s2 = run(2, true, out2, in, per, &t2);
    assert_memory_equal(out, out2, 4 * N);
    assert_int_equal(s0.cycles, s2.cycles);
    assert_int_equal(t1.accesses, t2.accesses);
    free(in), free(out), free(out2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(probe_units_stack_above_translation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
