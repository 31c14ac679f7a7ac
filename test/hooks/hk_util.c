#include "hk_util.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

void hk_tmp(char *buf, size_t len, const char *name)
{
    const char *base = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    char dir[512];
    snprintf(dir, sizeof dir, "%s/mgsim-hk-%ld", base, (long)getpid());
    mkdir(dir, 0700);
    snprintf(buf, len, "%s/%s", dir, name);
}

char *hk_slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0, got;
    char *b = malloc(cap);
    while (b && (got = fread(b + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n < 2) {
            char *v = realloc(b, cap * 2);
            if (!v)
                free(b);
            b = v;
            cap *= 2;
        }
    }
    fclose(f);
    if (b)
        b[n] = 0;
    if (len)
        *len = n;
    return b;
}

bool hk_same_file(const char *a, const char *b)
{
    size_t na, nb;
    char *x = hk_slurp(a, &na), *y = hk_slurp(b, &nb);
    bool same = x && y && na == nb && !memcmp(x, y, na);
    free(x);
    free(y);
    return same;
}

int hk_sh(const char *fmt, ...)
{
    char cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    int st = system(cmd);
    return st == -1 ? -1 : WIFEXITED(st) ? WEXITSTATUS(st) : 128;
}
