/* See lab.h: the [lab] section, the registry entry and the "lab" --stats
 * object. */
#include <stdio.h>

#include "components/cp/cp_ace.h"
#include "components/cu/cu_det.h"
#include "mech/lab/lab.h"
#include "mech/lab/lab_buf.h"
#include "params/param.h"
#include "util/js.h"

static const char *const selects[] = {"all", "comm", NULL};

static const param_def lab_defs[] = {
    PARAM_BOOL(lab_config, enable, "false",
               "a local atomic buffer per CU for no-return commutative integer atomics"),
    PARAM_U32(lab_config, entries, "64", 0, 65536, "lines",
              "128-byte lines per CU (0: off, the baseline; the paper: 8..256)"),
    PARAM_U32(lab_config, ways, "8", 1, 256, "", "associativity (entries a multiple of it)"),
    PARAM_BOOL(lab_config, unbounded, "false",
               "no capacity limit, never evicts (the paper's LAB-Inf; entries only turns it on)"),
    PARAM_BOOL(lab_config, no_storage, "false",
               "serialization only: every buffered atomic is sent to the L2 at once"),
    PARAM_BOOL(lab_config, no_flush, "false",
               "the launch-end flush is not counted in the kernel's time (still done)"),
    PARAM_U32(lab_config, latency, "20", 1, 10000, "cycles",
              "a buffered atomic's completion after its access (the local SRAM's)"),
    PARAM_ENUM(lab_config, select, "all", selects,
               "atomics of which kernels: all, or comm (kernel names ending in _comm)"),
};

static const param_table lab_param_table =
    PARAM_TABLE("lab", "Local atomic buffers (docs/lab.md).", lab_config, lab_defs);

lab_config *lab_config_of(gpu_config *g) { return gpu_mech_cfg(g, &lab_mech); }
const lab_stats *lab_stats_of(const gpu_stats *s)
{
    return (const lab_stats *)gpu_mech_stats(s, &lab_mech);
}

static bool enabled(const void *cfg)
{
    const lab_config *c = cfg;
    return c->enable && c->entries > 0;
}

static int check_config(const void *cfg, char *err, size_t errlen)
{
    const lab_config *c = cfg;
    if (!c->unbounded && c->entries % c->ways) {
        snprintf(err, errlen, "lab.entries (%u) must be a multiple of lab.ways (%u)", c->entries,
                 c->ways);
        return -1;
    }
    if (c->unbounded && c->no_storage) {
        snprintf(err, errlen, "lab.unbounded and lab.no_storage cannot be combined "
                              "(no_storage keeps nothing)");
        return -1;
    }
    return 0;
}

/* The lines come out of the L1's SRAM (the paper takes them from the
 * cache); LAB-Inf is the paper's idealization and takes nothing. */
static uint64_t l1v_bytes(const void *cfg)
{
    const lab_config *c = cfg;
    return c->unbounded ? 0 : (uint64_t)c->entries * LAB_LINE;
}

static void add_cu(const cu *u, uint64_t *sum) { lab_cu_stats(u, sum); }
static void add_cp(const cp *c, uint64_t *sum) { lab_cp_stats(c, sum); }

static void json(json_object *g, const uint64_t *sum)
{
    static const char *const causes[LAB_C_COUNT] = {
        "evict", "op_change", "kernel_end", "fence", "load", "store", "atomic"};
    const lab_stats *s = (const lab_stats *)sum;
    if (!s->ran) return; /* did not run: the baseline's JSON */
    json_object *o = js_obj(JS_SPACED), *b = js_obj(JS_SPACED), *f = js_obj(JS_SPACED);
    js_put_u64(o, "cus", s->ran);
    js_put_u64(o, "atomics", s->atomics);
    js_put_u64(o, "buffered", s->buffered);
    js_put_u64(o, "combined", s->combined);
    js_put_u64(o, "allocations", s->allocations);
    js_put_u64(b, "returning", s->bypass_return);
    js_put_u64(b, "kind", s->bypass_kind);
    js_put_u64(b, "kernel", s->bypass_kernel);
    js_put(o, "bypassed", b);
    uint64_t lines = 0;
    for (int i = 0; i < LAB_C_COUNT; i++) js_put_u64(f, causes[i], s->flush[i]), lines += s->flush[i];
    js_put(o, "lines_flushed", f);
    js_put_u64(o, "lines_flushed_total", lines);
    js_put_u64(o, "l2_atomics_sent", s->sent);
    js_put_u64(o, "updates_sent", s->elements_sent);
    js_put_u64(o, "l2_atomic_requests_saved", s->buffered - s->sent);
    js_put_u64(o, "remote_buffered", s->remote_buffered);
    js_put_u64(o, "remote_sent", s->remote_sent);
    /* what the remote atomics cost without the buffer, less what they cost with it */
    int64_t saved = (int64_t)(s->remote_buffered * LAB_ATOMIC_WIRE_BYTES) -
                    (int64_t)s->remote_sent_bytes;
    js_put_i64(o, "cross_gpu_atomic_bytes_saved", saved);
    js_put_u64(o, "global_requests", s->global_requests);
    js_put_fixed(o, "atgr", s->global_requests ? (double)s->atomics / (double)s->global_requests : 0,
                 4);
    js_put_u64(o, "fence_wait_cycles", s->fence_wait_cycles);
    js_put_u64(o, "kernel_end_flushes", s->cp_flushes);
    js_put_u64(o, "kernel_end_flush_cycles", s->cp_flush_cycles);
    js_put_u64(o, "errors", s->errors);
    js_put(g, "lab", o);
}

static void combine(uint64_t *sum, const uint64_t *x)
{
    gpu_stats_add(sum, x, sizeof(lab_stats));
}

const gpu_mech lab_mech = {
    .name = "lab",
    .params = &lab_param_table,
    .enabled = enabled,
    .check_config = check_config,
    .cu = &lab_cu_ops,
    .ace = &lab_ace_ops,
    .l1v_bytes = l1v_bytes,
    .cu_stats = add_cu,
    .cp_stats = add_cp,
    .json = json,
    .combine = combine,
};
