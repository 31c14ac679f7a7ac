/* mgsim run WORKLOAD [options]: one workload of any suite of the registry
 * (workloads/wl.h: MGMark, det, ...) on a platform, in the
 * timing model (default) or the functional mode; prints a summary and
 * optionally writes --stats JSON. Exit 0 when the run succeeded and the
 * outputs verified, 1 when verification failed or the simulation erred
 * (a hang: the hang detector's report on stderr), 2 on bad usage (unknown workload or option, bad size or config). */
#include <stdio.h>
#include <string.h>

#include "tools/cmd.h"
#include "tools/run.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: mgsim run WORKLOAD [options]\n"
               "  WORKLOAD           any workload of `mgsim list` (MGMark: aes bs fir gd km mt\n"
               "                     sc; det: sum bfs hist pr bc); it shows units and presets\n");
    run_opts_help(f);
    fprintf(f, "  -h, --help         this text\n"
               "exit status: 0 ok, 1 verification failed, simulation error or hang, 2 bad usage\n");
}

int cmd_run(int argc, char **argv)
{
    run_opts o;
    run_opts_init(&o);
    opt_group g[2];
    run_opts_groups(&o, g);
    int first, rc = opt_parse(argc, argv, "run", g, 2, &first);
    if (rc == OPT_HELP) {
        usage(stdout);
        rc = 0;
        goto out;
    }
    if (rc != OPT_OK) goto out;
    rc = 2;
    for (int i = first; i < argc; i++)
        if (run_set_workload(&o, argv[i], "run") < 0) goto out;
    if (!o.w) {
        fprintf(stderr, "mgsim run: no workload given\n");
        usage(stderr);
        goto out;
    }
    run_result r;
    char err[ERR_LEN_NEST(4)];
    o.s.metrics = !o.functional; /* --stats carries them; cheap to read after the run */
    if (!o.functional) { /* the functional mode has no engine to stop */
        run_interrupt_install();
        o.s.interrupted = run_interrupted;
    }
    rc = run_exec(&o, &r, err);
    if (r.interrupted) {
        /* stopped cleanly: the figures so far, the trace ends on a whole record */
        fprintf(stderr, "mgsim run: %s%s\n", err, o.s.stats ? "; --stats has the figures so far" : "");
        if (o.s.stats) run_write_stats(o.s.stats, &r, "run");
        rc = 128 + r.interrupted;
        run_result_free(&r);
        goto out;
    }
    if (rc != RUN_OK) {
        /* a hang: the detector's report names the stuck components */
        if (r.obs.hang_report) fprintf(stderr, "mgsim run: %s", r.obs.hang_report);
        else fprintf(stderr, "mgsim run: %s\n", err);
        run_result_free(&r);
        goto out;
    }
    run_print_summary(stdout, &r);
    if (o.s.stats && run_write_stats(o.s.stats, &r, "run") < 0) rc = 1;
    else if (r.verified == 0) rc = 1;
    run_result_free(&r);
out:
    run_opts_free(&o);
    return rc;
}
