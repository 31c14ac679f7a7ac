/* The summary and the --stats JSON of a workload run (run.h). */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "components/gpu/gpu_mstat.h"
#include "tools/run.h"

static const char *verdict(const run_result *r)
{
    return r->verified < 0 ? "not checked" : r->verified ? "passed" : "FAILED";
}

static double num(const json_object *o, const char *key)
{
    json_object *v = js_get(o, key);
    return v ? json_object_get_double(v) : 0;
}

double run_time_bound_ps(const run_result *r)
{
    json_object *s = r->obs.mech_json ? js_get(r->obs.mech_json, "sample") : NULL;
    return s ? num(s, "bound_fraction") * (double)r->kernel_time_ps : 0;
}

/* Sampled simulation's error statement (mech/sample, docs/sampling.md):
 * the share run in detail and the 95% bound on the kernel time. */
static void sample_line(FILE *f, const run_result *r)
{
    json_object *s = r->obs.mech_json ? js_get(r->obs.mech_json, "sample") : NULL;
    if (!s || strcmp(r->mode, "timing")) return;
    double frac = num(s, "bound_fraction");
    /* within a round a workgroup runs partly in detail: the instructions
     * say what share the timing model ran */
    double fast = num(s, "fast_instructions");
    double idet = r->instructions ? 1 - fast / (double)r->instructions : 1;
    fprintf(f, "  sampled          %.1f%% of instructions in detail (%.1f%% of workgroups on the CUs); "
               "kernel time +- %.3f us (+- %.1f%%, 95%%); %.0f of %.0f launches sampled (%.0f "
               "reused, %.0f within a round, %.0f by their middle rounds), %.0f phase changes\n",
            100 * idet, 100 * num(s, "detail_fraction"), frac * (double)r->kernel_time_ps / 1e6,
            100 * frac, num(s, "sampled_launches"), num(s, "launches"),
            num(s, "reused_launches"), num(s, "in_round_launches"),
            num(s, "middle_rounds_launches"), num(s, "phase_changes"));
    if (num(s, "sampled_copies") > 0) /* their time is the run's, not the kernels' */
        fprintf(f, "                   copies: %.0f of %.0f sampled (%.1f MiB moved functionally, "
                   "%.3f us predicted +- %.3f us, 95%%)\n",
                num(s, "sampled_copies"), num(s, "copies"), num(s, "copy_fast_bytes") / 1048576,
                num(s, "copy_predicted_ns") / 1e3, num(s, "copy_bound_ns") / 1e3);
    if (num(s, "cross_gpu_bytes_fast") > 0)
        fprintf(f, "                   cross-GPU bytes: %.0f of them the fast part's estimate "
                   "(+- %.0f)\n", num(s, "cross_gpu_bytes_fast"), num(s, "cross_gpu_bytes_bound"));
}

void run_print_summary(FILE *f, const run_result *r)
{
    fprintf(f, "mgsim run: %s (%s), %s pattern\n", r->w->name, r->w->title,
            mgm_pattern_name(r->w->pattern));
    fprintf(f, "  platform         %s (%u GPU%s, plan for %u), %s mode\n", r->platform, r->gpus,
            r->gpus == 1 ? "" : "s", r->plan_gpus, r->mode);
    fprintf(f, "  size             %llu (%s)\n", (unsigned long long)r->size, r->w->unit);
    if (r->obs.engine[0]) fprintf(f, "  engine           %s\n", r->obs.engine);
    else if (r->threads) fprintf(f, "  engine           parallel, %d thread%s\n", r->threads,
                                 r->threads == 1 ? "" : "s");
    else fprintf(f, "  engine           serial\n");
    if (!strcmp(r->mode, "timing"))
        fprintf(f, "  kernel time      %.3f us (%llu cycles)\n", (double)r->kernel_time_ps / 1e6,
                (unsigned long long)r->cycles);
    fprintf(f, "  instructions     %llu (%llu launches, %llu workgroups, %llu host steps)\n",
            (unsigned long long)r->instructions, (unsigned long long)r->launches,
            (unsigned long long)r->workgroups, (unsigned long long)r->host_steps);
    fprintf(f, "  cross-GPU bytes  %llu%s\n", (unsigned long long)r->cross_gpu_bytes,
            r->cross_is_estimate ? " (bound from the plan's footprints; no timing)" : "");
    for (unsigned g = 0; r->ngpu_detail > 1 && g < r->ngpu_detail; g++)
        fprintf(f, "    GPU %-3u        %llu instructions, L2 hit rate %.3f, %llu cross-GPU "
                   "bytes sent\n", g, (unsigned long long)r->gpu[g].instructions,
                r->gpu[g].l2_accesses ? (double)r->gpu[g].l2_hits / (double)r->gpu[g].l2_accesses
                                      : 0.0,
                (unsigned long long)r->gpu[g].cross_gpu_bytes);
    sample_line(f, r);
    fprintf(f, "  verification     %s%s%s\n", verdict(r), r->verified == 0 ? ": " : "",
            r->verified == 0 ? r->verify_msg : "");
    fprintf(f, "  output sha256    %s\n", r->sha256);
    /* one line of host figures (tests compare summaries without it) */
    fprintf(f, "  host wall time   %.3f s (%.1f KIPS; CPU %.3f s), peak RSS %.1f MiB (%.1f beyond "
               "the workload's %.1f)\n", r->wall_s, r->kips, r->cpu_s, r->peak_rss_mib,
            r->peak_rss_mib - r->workload_mib, r->workload_mib);
    if (r->obs.trace_records)
        fprintf(f, "  trace            %llu records\n", (unsigned long long)r->obs.trace_records);
    if (r->obs.profile_text)
        fprintf(f, "parallelism profile:\n%s", r->obs.profile_text);
}

static json_object *gpu_json(const mgpu_totals *t, unsigned g)
{
    json_object *o = js_obj(JS_SPACED);
    js_put_u64(o, "gpu", g);
    gpu_mstat_rows(&mgpu_totals_table, o, (const uint64_t *)(const void *)t, GPU_MSTAT_V_PART);
    return o;
}

/* The key order is part of the format (docs/hooks.md). */
json_object *run_json(const run_result *r)
{
    json_object *o = js_obj(JS_SPACED);
    js_put_str(o, "workload", r->w->name);
    js_put_str(o, "platform", r->platform);
    js_put_str(o, "mode", r->mode);
    if (r->interrupted) { /* stopped by a signal: the figures so far */
        js_put_bool(o, "interrupted", 1);
        js_put_str(o, "interrupted_by", r->interrupted == SIGINT ? "SIGINT" : r->interrupted == SIGTERM ? "SIGTERM" : "signal");
    }
    js_put_u64(o, "size", r->size);
    js_put_str(o, "unit", r->w->unit);
    js_put_u64(o, "gpus", r->gpus);
    js_put_u64(o, "plan_gpus", r->plan_gpus);
    js_put_i64(o, "threads", r->threads);
    if (r->obs.engine[0]) js_put_str(o, "engine", r->obs.engine);
    js_put_fixed(o, "kernel_time_ns", (double)r->kernel_time_ps / 1e3, 3);
    js_put_u64(o, "cycles", r->cycles);
    js_put_u64(o, "instructions", r->instructions);
    js_put_u64(o, "workgroups", r->workgroups);
    js_put_u64(o, "launches", r->launches);
    js_put_u64(o, "host_steps", r->host_steps);
    js_put_u64(o, "cross_gpu_bytes", r->cross_gpu_bytes);
    js_put_bool(o, "cross_gpu_bytes_is_estimate", r->cross_is_estimate);
    if (r->verified < 0) js_put(o, "verified", NULL);
    else js_put_bool(o, "verified", r->verified);
    if (r->verified == 0) js_put_str(o, "verify_error", r->verify_msg);
    js_put_str(o, "output_sha256", r->sha256);
    js_put_fixed(o, "wall_s", r->wall_s, 6);
    js_put_fixed(o, "kips", r->kips, 3);
    js_put_fixed(o, "peak_rss_mib", r->peak_rss_mib, 1);
    json_object *per = js_arr(JS_SPACED);
    for (unsigned g = 0; g < r->ngpu_detail; g++) js_push(per, gpu_json(&r->gpu[g], g));
    js_put(o, "per_gpu", per);
    if (r->obs.trace_records) js_put_u64(o, "trace_records", r->obs.trace_records);
    if (r->obs.profile_json) js_put(o, "parallelism", json_object_get(r->obs.profile_json));
    if (r->obs.mech_json) {
        json_object_object_foreach(r->obs.mech_json, key, v) js_put(o, key, json_object_get(v));
    }
    if (r->obs.metrics_json) js_put(o, "metrics", json_object_get(r->obs.metrics_json));
    return o;
}

int run_write_json(FILE *f, const run_result *r)
{
    json_object *o = run_json(r);
    int rc = js_writeln(f, o, JS_SPACED);
    json_object_put(o);
    return rc;
}

int run_write_stats(const char *path, const run_result *r, const char *cmd)
{
    char err[ERR_LEN_NEST(4)];
    if (session_write_stats(path, run_json(r), r->obs.rank, err, sizeof err) == 0)
        return 0;
    fprintf(stderr, "mgsim %s: %s\n", cmd, err);
    return -1;
}

void run_result_free(run_result *r) { session_out_free(&r->obs); }
