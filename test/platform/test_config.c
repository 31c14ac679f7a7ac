/* Platform configuration: every shipped config loads (and prints an INI
 * that loads back to the same configuration), the four platforms are what
 * the paper says, --set overrides, bad files give file:line errors with
 * suggestions, and docs/config.md is what the tables generate. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "components/platform/platform.h"

static char *print_config(const config *c)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert_non_null(f);
    config_print(c, f);
    fclose(f);
    return buf;
}

static void every_shipped_config_loads_and_round_trips(void **state)
{
    (void)state;
    glob_t g;
    assert_int_equal(glob("configs/*.ini", 0, NULL, &g), 0);
    assert_true(g.gl_pathc >= 4);
    for (size_t i = 0; i < g.gl_pathc; i++) {
        platform_config p, q;
        config c, d;
        char err[512];
        if (platform_config_load(&p, &c, g.gl_pathv[i], NULL, 0, err, sizeof err))
            fail_msg("%s: %s", g.gl_pathv[i], err);
        char *text = print_config(&c);
        char path[] = "/tmp/mgsim-cfg-XXXXXX";
        int fd = mkstemp(path);
        assert_true(fd >= 0);
        assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
        close(fd);
        assert_int_equal(platform_config_load(&q, &d, path, NULL, 0, err, sizeof err), 0);
        char *again = print_config(&d);
        assert_string_equal(text, again);
        unlink(path);
        free(text);
        free(again);
    }
    globfree(&g);
}

static platform_config load(const char *path)
{
    platform_config p;
    char err[512];
    if (platform_config_load(&p, NULL, path, NULL, 0, err, sizeof err))
        fail_msg("%s: %s", path, err);
    return p;
}

static void the_four_platforms_are_the_papers(void **state)
{
    (void)state;
    platform_config r = load("configs/r9nano.ini"), m = load("configs/m-sgpu.ini");
    platform_config u = load("configs/u-mgpu-4.ini"), d = load("configs/d-mgpu-4.ini");
    platform_config def = platform_default_config();
    assert_int_equal(r.gpus, 1);
    assert_int_equal(r.gpu.cus, 64);
    assert_int_equal(r.gpu.banks, 8);
    assert_memory_equal(&r.gpu, &def.gpu, sizeof r.gpu); /* r9nano.ini = the defaults */
    assert_int_equal(m.gpus, 1);
    assert_int_equal(m.gpu.cus, 256);
    assert_int_equal(m.gpu.banks, 32);
    assert_int_equal(u.kind, PLATFORM_UNIFIED);
    assert_int_equal(u.gpus, 4);
    assert_int_equal(u.page, 4096);
    assert_int_equal(d.kind, PLATFORM_DISCRETE);
    assert_int_equal(d.gpus, 4);
    assert_int_equal(d.gpu.mem_base, 0);
    assert_int_equal(d.gpu.mem_size, 4ull << 30);
    assert_int_equal(d.fabric.bus_bytes_per_cycle, 16); /* 16 GB/s at 1 GHz */
    assert_int_equal(d.fabric.endpoints, 5);
    /* per-level cache defaults */
    assert_int_equal(r.gpu.l2.size_bytes, 256 << 10);
    assert_int_equal(r.gpu.l1i.size_bytes, 32 << 10);
    assert_int_equal(r.gpu.l1s.size_bytes, 16 << 10);
    assert_int_equal(r.gpu.l1v.policy, CACHE_WRITEAROUND);
}

static void sets_override_the_file(void **state)
{
    (void)state;
    platform_config p;
    char err[512];
    const char *sets[] = {"platform.gpus=16", "gpu.cus=32", "l2.size_bytes=131072",
                          "fabric.topology=tree", "sim.threads=2"};
    assert_int_equal(
        platform_config_load(&p, NULL, "configs/d-mgpu-4.ini", sets, 5, err, sizeof err), 0);
    assert_int_equal(p.gpus, 16);
    assert_int_equal(p.gpu.cus, 32);
    assert_int_equal(p.gpu.l2.size_bytes, 128 << 10);
    assert_int_equal(p.fabric.topology, FABRIC_TREE);
    assert_int_equal(p.fabric.endpoints, 17);
    assert_int_equal(p.sim.threads, 2);
    const char *bad[] = {"l2.wasy=3"};
    assert_int_equal(platform_config_load(&p, NULL, NULL, bad, 1, err, sizeof err), -1);
    assert_non_null(strstr(err, "--set l2.wasy=3"));
    assert_non_null(strstr(err, "did you mean 'l2.ways'"));
    const char *noeq[] = {"gpu.cus"};
    assert_int_equal(platform_config_load(&p, NULL, NULL, noeq, 1, err, sizeof err), -1);
    assert_non_null(strstr(err, "section.key=value"));
}

/* Loads text as a config file; returns the error (static) or NULL. */
static const char *load_text(const char *text)
{
    static char err[512];
    char path[] = "/tmp/mgsim-cfg-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    platform_config p;
    int rc = platform_config_load(&p, NULL, path, NULL, 0, err, sizeof err);
    unlink(path);
    if (rc == 0) return NULL;
    assert_non_null(strstr(err, "/tmp/mgsim-cfg-") ? err : strstr(err, "platform:"));
    return err;
}

static void bad_files_name_the_line_and_suggest(void **state)
{
    (void)state;
    const char *e = load_text("[platform]\ngpus = 4\n\n[gpu]\ncus = 32\nbankz = 4\n");
    assert_non_null(e);
    assert_non_null(strstr(e, ":6:"));
    assert_non_null(strstr(e, "unknown key 'bankz'"));
    assert_non_null(strstr(e, "did you mean 'gpu.banks'"));
    e = load_text("[gpu]\ncus = many\n");
    assert_non_null(strstr(e, ":2:"));
    assert_non_null(strstr(e, "cus: 'many' is not a non-negative integer"));
    e = load_text("[l2]\nways = 0\n");
    assert_non_null(strstr(e, ":2:"));
    assert_non_null(strstr(e, "out of range (1..256)"));
    e = load_text("; comment\n[fabrik]\ntopology = bus\n");
    assert_non_null(strstr(e, ":3:"));
    assert_non_null(strstr(e, "unknown section [fabrik]; did you mean [fabric]?"));
    e = load_text("[fabric]\ntopology = ring\n");
    assert_non_null(strstr(e, "'ring' is not one of: bus, tree"));
    e = load_text("gpus = 4\n");
    assert_non_null(strstr(e, ":1:"));
    assert_non_null(strstr(e, "outside any [section]"));
    e = load_text("[gpu]\ncus = 30\n"); /* not a multiple of cus_per_sa */
    assert_non_null(strstr(e, "cus_per_sa"));
    e = load_text("[platform]\ngpus = 2\n[gpu]\nmem_size = 3G\n");
    assert_non_null(strstr(e, "power of two"));
    assert_null(load_text("[l1v]\nsize_bytes = 32K\n"));
}

static void docs_config_md_is_generated_from_the_tables(void **state)
{
    (void)state;
    char *want = NULL;
    size_t wlen = 0;
    FILE *f = open_memstream(&want, &wlen);
    platform_config_print_doc(f);
    fclose(f);
    FILE *d = fopen("docs/config.md", "rb");
    assert_non_null(d);
    char *have = calloc(1, wlen + 2);
    size_t n = fread(have, 1, wlen + 1, d);
    fclose(d);
    if (n != wlen || memcmp(have, want, wlen))
        fail_msg("docs/config.md is out of date: run bin/mgsim config doc > docs/config.md");
    free(have);
    free(want);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_shipped_config_loads_and_round_trips),
        cmocka_unit_test(the_four_platforms_are_the_papers),
        cmocka_unit_test(sets_override_the_file),
        cmocka_unit_test(bad_files_name_the_line_and_suggest),
        cmocka_unit_test(docs_config_md_is_generated_from_the_tables),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
