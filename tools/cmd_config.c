/* mgsim config show [--config FILE] [--set section.key=value]...
 *   prints the effective configuration as an INI file that loads back,
 *   after building the platform once so that whatever a run would refuse
 *   is refused here too, with run's exit status (2: a bad key, value or
 *   file; 1: what the build or the driver refuses);
 * mgsim config doc
 *   prints the reference of every section and key (docs/config.md). */
#include <stdio.h>
#include <string.h>

#include "driver/mgpu.h"
#include "tools/cmd.h"
#include "tools/plat_opt.h"
#include "util/err.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: mgsim config show [--config FILE] [--set section.key=value]...\n"
               "       mgsim config doc\n");
}

int cmd_config(int argc, char **argv)
{
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (!strcmp(argv[1], "doc") && argc == 2) {
        platform_config_print_doc(stdout);
        return 0;
    }
    if (strcmp(argv[1], "show")) {
        usage(stderr);
        return 2;
    }
    plat_opt o = {0};
    int rc = 2;
    opt_group g = plat_opt_group(&o);
    int first, t = opt_parse(argc - 1, argv + 1, "config show", &g, 1, &first);
    if (t == OPT_OK && first < argc - 1) {
        fprintf(stderr, "mgsim config: unknown argument %s\n", argv[1 + first]);
        t = OPT_BAD;
    }
    if (t != OPT_OK) {
        usage(t == OPT_HELP ? stdout : stderr);
        rc = t == OPT_HELP ? 0 : 2;
        goto out;
    }
    platform_config p;
    config c;
    rc = 2; /* a bad key, value or file is bad usage, as for mgsim run */
    if (plat_opt_load(&o, &p, &c) < 0) goto out;
    rc = 1; /* and what the build refuses a failed run */
    /* what a run would refuse is checked by the builders (a cache whose
     * sets are not a power of two, a DRAM bank count...) and the driver
     * (host-placed pages without a fabric, a page-table pool too small for
     * its own tables): build both once, as a run does */
    char err[ERR_LEN];
    mgpu *m = mgpu_init(&p, err, sizeof err);
    if (!m) {
        fprintf(stderr, "mgsim config: %s\n", err);
        goto out;
    }
    printf("; effective mgsim configuration (%s)\n", o.config ? o.config : "defaults");
    platform *pl = mgpu_platform(m);
    for (uint32_t g = 0; g < pl->ngpus; g++) { /* what the build made of it */
        char line[256];
        gpu_summary(pl->gpu[g], line, sizeof line);
        printf("; GPU[%u]: %s\n", g, line);
    }
    printf("\n");
    mgpu_free(m);
    config_print(&c, stdout);
    rc = 0;
out:
    plat_opt_free(&o);
    return rc;
}
