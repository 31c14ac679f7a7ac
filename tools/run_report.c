/* The summary and the --stats JSON of a workload run (run.h). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "tools/run.h"

static const char *verdict(const run_result *r)
{
    return r->verified < 0 ? "not checked" : r->verified ? "passed" : "FAILED";
}

void run_print_summary(FILE *f, const run_result *r)
{
    fprintf(f, "mgsim run: %s (%s), %s pattern\n", r->w->name, r->w->title,
            mgm_pattern_name(r->w->pattern));
    fprintf(f, "  platform         %s (%u GPU%s, plan for %u), %s mode\n", r->platform, r->gpus,
            r->gpus == 1 ? "" : "s", r->plan_gpus, r->mode);
    fprintf(f, "  size             %llu (%s)\n", (unsigned long long)r->size, r->w->unit);
    if (r->threads) fprintf(f, "  engine           parallel, %d thread%s\n", r->threads,
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
    fprintf(f, "  verification     %s%s%s\n", verdict(r), r->verified == 0 ? ": " : "",
            r->verified == 0 ? r->verify_msg : "");
    fprintf(f, "  output sha256    %s\n", r->sha256);
    fprintf(f, "  host wall time   %.3f s (%.1f KIPS)\n", r->wall_s, r->kips);
    if (r->trace_records)
        fprintf(f, "  trace            %llu records\n", (unsigned long long)r->trace_records);
    if (r->profile_text)
        fprintf(f, "parallelism profile:\n%s", r->profile_text);
}

/* Escapes the few characters a message could hold. */
static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fprintf(f, "\\%c", *s);
        else if ((unsigned char)*s < 0x20) fprintf(f, "\\u%04x", (unsigned char)*s);
        else fputc(*s, f);
    }
    fputc('"', f);
}

void run_write_json(FILE *f, const run_result *r)
{
    fprintf(f, "{\"workload\": \"%s\", \"platform\": ", r->w->name);
    json_str(f, r->platform);
    fprintf(f, ", \"mode\": \"%s\", \"size\": %llu, \"unit\": ", r->mode,
            (unsigned long long)r->size);
    json_str(f, r->w->unit);
    fprintf(f, ", \"gpus\": %u, \"plan_gpus\": %u, \"threads\": %d", r->gpus, r->plan_gpus,
            r->threads);
    fprintf(f, ", \"kernel_time_ns\": %.3f, \"cycles\": %llu, \"instructions\": %llu",
            (double)r->kernel_time_ps / 1e3, (unsigned long long)r->cycles,
            (unsigned long long)r->instructions);
    fprintf(f, ", \"workgroups\": %llu, \"launches\": %llu, \"host_steps\": %llu",
            (unsigned long long)r->workgroups, (unsigned long long)r->launches,
            (unsigned long long)r->host_steps);
    fprintf(f, ", \"cross_gpu_bytes\": %llu, \"cross_gpu_bytes_is_estimate\": %s",
            (unsigned long long)r->cross_gpu_bytes, r->cross_is_estimate ? "true" : "false");
    fprintf(f, ", \"verified\": %s", r->verified < 0 ? "null" : r->verified ? "true" : "false");
    if (r->verified == 0) {
        fprintf(f, ", \"verify_error\": ");
        json_str(f, r->verify_msg);
    }
    fprintf(f, ", \"output_sha256\": \"%s\", \"wall_s\": %.6f, \"kips\": %.3f", r->sha256,
            r->wall_s, r->kips);
    fprintf(f, ", \"per_gpu\": [");
    for (unsigned g = 0; g < r->ngpu_detail; g++)
        fprintf(f, "%s{\"gpu\": %u, \"instructions\": %llu, \"l2_hits\": %llu, "
                   "\"l2_accesses\": %llu, \"dram_bytes\": %llu, \"rdma_transactions\": %llu, "
                   "\"cross_gpu_bytes\": %llu}",
                g ? ", " : "", g, (unsigned long long)r->gpu[g].instructions,
                (unsigned long long)r->gpu[g].l2_hits, (unsigned long long)r->gpu[g].l2_accesses,
                (unsigned long long)r->gpu[g].dram_bytes,
                (unsigned long long)r->gpu[g].rdma_transactions,
                (unsigned long long)r->gpu[g].cross_gpu_bytes);
    fprintf(f, "]");
    if (r->trace_records)
        fprintf(f, ", \"trace_records\": %llu", (unsigned long long)r->trace_records);
    if (r->profile_json)
        fprintf(f, ", \"parallelism\": %s", r->profile_json);
    if (r->metrics_json)
        fprintf(f, ", \"metrics\": %s", r->metrics_json);
    fprintf(f, "}\n");
}

int run_write_stats(const char *path, const run_result *r, const char *cmd)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "mgsim %s: --stats %s: %s\n", cmd, path, strerror(errno));
        return -1;
    }
    run_write_json(f, r);
    if (fclose(f) != 0) {
        fprintf(stderr, "mgsim %s: --stats %s: write failed\n", cmd, path);
        return -1;
    }
    return 0;
}
