/* Parameter tables and configurations: defaults, every value syntax,
 * range and type errors, suggestions for typos, INI files with file:line
 * errors, --set overrides, and print -> load round trips. */
#include <stdarg.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "params/config.h"

typedef struct demo_cfg {
    uint64_t size;
    uint32_t ways;
    uint64_t freq;
    bool enable;
    double ratio;
    uint32_t policy;
    uint64_t count;
} demo_cfg;

static const char *const policies[] = {"writeback", "writearound", "readonly", NULL};

static const param_def demo_defs[] = {
    PARAM_SIZE(demo_cfg, size, "16K", 64, 1ull << 32, "capacity"),
    PARAM_U32(demo_cfg, ways, "4", 1, 64, "", "associativity"),
    PARAM_FREQ(demo_cfg, freq, "1GHz", 1, 10000000000ull, "clock"),
    PARAM_BOOL(demo_cfg, enable, "true", "on or off"),
    PARAM_DOUBLE(demo_cfg, ratio, "0.5", "", "a ratio"),
    PARAM_ENUM(demo_cfg, policy, "writeback", policies, "write policy"),
    PARAM_U64(demo_cfg, count, "0x10", 0, 1000, "", "a count"),
};
static const param_table demo_table = PARAM_TABLE("l2", "A demo cache.", demo_cfg, demo_defs);

static const param_def other_defs[] = {
    PARAM_U32(demo_cfg, ways, "2", 1, 8, "", "ways"),
};
static const param_table other_table = PARAM_TABLE("l1v", "Another.", demo_cfg, other_defs);

static void defaults_come_from_the_table(void **state)
{
    (void)state;
    demo_cfg c;
    char err[256];
    assert_int_equal(param_defaults(&demo_table, &c, err, sizeof err), 0);
    assert_int_equal(c.size, 16384);
    assert_int_equal(c.ways, 4);
    assert_int_equal(c.freq, 1000000000ull);
    assert_true(c.enable);
    assert_true(c.ratio == 0.5);
    assert_int_equal(c.policy, 0);
    assert_int_equal(c.count, 16);
}

static void values_parse_in_every_syntax(void **state)
{
    (void)state;
    demo_cfg c;
    char err[256];
    param_defaults(&demo_table, &c, err, sizeof err);
    assert_int_equal(param_set(&demo_table, &c, "size", "4GB", err, sizeof err), 0);
    assert_int_equal(c.size, 4ull << 30);
    assert_int_equal(param_set(&demo_table, &c, "size", "256k", err, sizeof err), 0);
    assert_int_equal(c.size, 256 * 1024);
    assert_int_equal(param_set(&demo_table, &c, "freq", "800MHz", err, sizeof err), 0);
    assert_int_equal(c.freq, 800000000ull);
    assert_int_equal(param_set(&demo_table, &c, "enable", "off", err, sizeof err), 0);
    assert_false(c.enable);
    assert_int_equal(param_set(&demo_table, &c, "policy", "ReadOnly", err, sizeof err), 0);
    assert_int_equal(c.policy, 2);
    assert_int_equal(param_set(&demo_table, &c, "ratio", "1e-3", err, sizeof err), 0);
    assert_true(c.ratio == 1e-3);
    assert_int_equal(param_set(&demo_table, &c, "ways", "0x10", err, sizeof err), 0);
    assert_int_equal(c.ways, 16);
}

static void bad_values_are_named(void **state)
{
    (void)state;
    demo_cfg c;
    char err[256];
    param_defaults(&demo_table, &c, err, sizeof err);
    assert_int_equal(param_set(&demo_table, &c, "ways", "65", err, sizeof err), -1);
    assert_non_null(strstr(err, "ways"));
    assert_non_null(strstr(err, "1..64"));
    assert_int_equal(param_set(&demo_table, &c, "ways", "-1", err, sizeof err), -1);
    assert_int_equal(param_set(&demo_table, &c, "size", "12Q", err, sizeof err), -1);
    assert_non_null(strstr(err, "size in bytes"));
    assert_int_equal(param_set(&demo_table, &c, "enable", "maybe", err, sizeof err), -1);
    assert_int_equal(param_set(&demo_table, &c, "policy", "lru", err, sizeof err), -1);
    assert_non_null(strstr(err, "writearound"));
    assert_int_equal(param_set(&demo_table, &c, "size", "99999999999G", err, sizeof err), -1);
    assert_int_equal(c.ways, 4); /* nothing changed on failure */
}

static void unknown_keys_get_suggestions(void **state)
{
    (void)state;
    demo_cfg c;
    char err[256];
    param_defaults(&demo_table, &c, err, sizeof err);
    assert_int_equal(param_set(&demo_table, &c, "wayz", "2", err, sizeof err), -1);
    assert_non_null(strstr(err, "did you mean 'l2.ways'"));
    assert_int_equal(param_set(&demo_table, &c, "bandwidth", "2", err, sizeof err), -1);
    assert_null(strstr(err, "did you mean"));
    assert_int_equal(param_distance("kitten", "sitting"), 3);
    assert_int_equal(param_distance("", "abc"), 3);
}

static char *write_temp(const char *text)
{
    static char path[64];
    strcpy(path, "/tmp/mgsim-params-XXXXXX");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    return path;
}

static void ini_files_apply_and_errors_name_the_line(void **state)
{
    (void)state;
    demo_cfg a, b;
    char err[512];
    config c;
    config_init(&c);
    param_defaults(&demo_table, &a, err, sizeof err);
    param_defaults(&other_table, &b, err, sizeof err);
    assert_int_equal(config_add(&c, &demo_table, &a), 0);
    assert_int_equal(config_add(&c, &other_table, &b), 0);
    assert_int_equal(config_add(&c, &demo_table, &a), -1); /* taken */

    char *p = write_temp("; a platform\n[l2]\nsize = 2M ; inline comment\nways=8\n\n[l1v]\nways = 1\n");
    assert_int_equal(config_load_ini(&c, p, err, sizeof err), 0);
    assert_int_equal(a.size, 2u << 20);
    assert_int_equal(a.ways, 8);
    assert_int_equal(b.ways, 1);
    unlink(p);

    p = write_temp("[l2]\nsize = 2M\n\n[l2]\nwasy = 3\n");
    assert_int_equal(config_load_ini(&c, p, err, sizeof err), -1);
    assert_non_null(strstr(err, ":5:"));
    assert_non_null(strstr(err, "did you mean 'l2.ways'"));
    unlink(p);

    p = write_temp("[l3]\nways = 2\n");
    assert_int_equal(config_load_ini(&c, p, err, sizeof err), -1);
    assert_non_null(strstr(err, ":2:"));
    assert_non_null(strstr(err, "unknown section [l3]; did you mean [l2]?"));
    unlink(p);

    p = write_temp("ways = 2\n");
    assert_int_equal(config_load_ini(&c, p, err, sizeof err), -1);
    assert_non_null(strstr(err, "outside any [section]"));
    unlink(p);

    p = write_temp("[l2\nways = 2\n");
    assert_int_equal(config_load_ini(&c, p, err, sizeof err), -1);
    assert_non_null(strstr(err, ":1: syntax error"));
    unlink(p);

    assert_int_equal(config_load_ini(&c, "/nonexistent/x.ini", err, sizeof err), -1);
    assert_non_null(strstr(err, "cannot open"));
}

static void set_overrides_and_print_round_trips(void **state)
{
    (void)state;
    demo_cfg a, again;
    char err[512];
    config c;
    config_init(&c);
    param_defaults(&demo_table, &a, err, sizeof err);
    config_add(&c, &demo_table, &a);
    assert_int_equal(config_apply_set(&c, "l2.size=1M", err, sizeof err), 0);
    assert_int_equal(config_apply_set(&c, "l2.policy=readonly", err, sizeof err), 0);
    assert_int_equal(config_apply_set(&c, "l2.ratio=0.125", err, sizeof err), 0);
    assert_int_equal(a.size, 1u << 20);
    assert_int_equal(config_apply_set(&c, "l2size=1M", err, sizeof err), -1);
    assert_non_null(strstr(err, "section.key=value"));
    assert_int_equal(config_apply_set(&c, "l2.ways=100", err, sizeof err), -1);
    assert_non_null(strstr(err, "--set l2.ways=100"));

    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    config_print(&c, f);
    fclose(f);
    assert_non_null(strstr(buf, "size                     = 1M"));
    char *p = write_temp(buf);
    free(buf);
    config c2;
    config_init(&c2);
    param_defaults(&demo_table, &again, err, sizeof err);
    config_add(&c2, &demo_table, &again);
    assert_int_equal(config_load_ini(&c2, p, err, sizeof err), 0);
    unlink(p);
    assert_memory_equal(&a, &again, sizeof a);

    f = open_memstream(&buf, &len);
    config_print_doc(&c, f);
    fclose(f);
    for (size_t i = 0; i < demo_table.ndefs; i++)
        assert_non_null(strstr(buf, demo_defs[i].key));
    free(buf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(defaults_come_from_the_table),
        cmocka_unit_test(values_parse_in_every_syntax),
        cmocka_unit_test(bad_values_are_named),
        cmocka_unit_test(unknown_keys_get_suggestions),
        cmocka_unit_test(ini_files_apply_and_errors_name_the_line),
        cmocka_unit_test(set_overrides_and_print_round_trips),
    };
    return cmocka_run_group_tests_name("params", tests, NULL, NULL);
}
