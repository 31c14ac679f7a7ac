/* See rt_cli.h. */
#include "rt_cli.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

const char *rt_bin(void)
{
    const char *b = getenv("MGSIM");
    return b && *b ? b : "bin/mgsim";
}

/* Everything f has left, malloc'd and NUL-terminated. */
static char *read_all(FILE *f)
{
    size_t len = 0, cap = 1 << 16;
    char *buf = malloc(cap);
    assert_non_null(buf);
    for (size_t n; (n = fread(buf + len, 1, cap - len - 1, f)) > 0;) {
        len += n;
        if (cap - len < 2) {
            buf = realloc(buf, cap *= 2);
            assert_non_null(buf);
        }
    }
    buf[len] = 0;
    return buf;
}

static int run(char **out, const char *cmd)
{
    FILE *f = popen(cmd, "r");
    assert_non_null(f);
    *out = read_all(f);
    int st = pclose(f);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

int rt_sh(char **out, const char *fmt, ...)
{
    char cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    return run(out, cmd);
}

int rt_mgsim(char **out, const char *fmt, ...)
{
    char args[2048], cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(args, sizeof args, fmt, ap);
    va_end(ap);
    snprintf(cmd, sizeof cmd, "%s %s 2>&1", rt_bin(), args);
    return run(out, cmd);
}

void rt_expect(int status, const char *needle, const char *args)
{
    char *out;
    int rc = rt_mgsim(&out, "%s", args);
    if (rc != status || !strstr(out, needle))
        fail_msg("mgsim %s: exit %d (want %d), output:\n%s\n(want '%s')", args, rc, status, out,
                 needle);
    free(out);
}

char *rt_slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *buf = read_all(f);
    fclose(f);
    return buf;
}

char *rt_stats(const char *args, const char *prelude, const char *expr)
{
    char path[] = "/tmp/mgsim_stats_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    char *out;
    int rc = rt_mgsim(&out, "run %s --no-progress --stats %s", args, path);
    if (rc != 0 || !strstr(out, "verification     passed"))
        fail_msg("mgsim run %s: exit %d\n%s", args, rc, out);
    free(out);
    rc = rt_sh(&out,
               "python3 -c 'import json,sys; d=json.load(open(sys.argv[1]));"
               "[d.pop(k, None) for k in (\"wall_s\", \"kips\", \"peak_rss_mib\", \"threads\", "
               "\"engine\")];"
               "m=d[\"metrics\"]; %s%sprint(%s)' %s",
               prelude, *prelude ? ";" : "", expr, path);
    unlink(path);
    if (rc != 0) fail_msg("python on the stats of %s: %s", args, out);
    return out;
}
