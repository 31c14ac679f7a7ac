/* DT_RPATH of a program, read from its section headers (tools/exec_rpath.h). */
#include "tools/exec_rpath.h"

#include <elf.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The file execvp would run for prog, in out. */
static bool resolve(const char *prog, char *out, size_t n)
{
    if (strchr(prog, '/')) {
        snprintf(out, n, "%s", prog);
        return true;
    }
    const char *path = getenv("PATH");
    for (const char *p = path ? path : "/usr/bin:/bin"; *p;) {
        size_t l = strcspn(p, ":");
        snprintf(out, n, "%.*s/%s", (int)l, l ? p : ".", prog);
        if (access(out, X_OK) == 0) return true;
        p += l + (p[l] == ':');
    }
    return false;
}

static bool rd(int fd, void *buf, size_t n, uint64_t off)
{
    return off <= (uint64_t)LLONG_MAX && pread(fd, buf, n, (off_t)off) == (ssize_t)n;
}

/* The DT_RPATH string of the ELF open on fd, when it has one and no
 * DT_RUNPATH (which the loader searches after LD_LIBRARY_PATH). */
static bool rpath_of(int fd, char *out, size_t n)
{
    Elf64_Ehdr eh;
    if (!rd(fd, &eh, sizeof eh, 0) || memcmp(eh.e_ident, ELFMAG, SELFMAG) ||
        eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB ||
        eh.e_shentsize != sizeof(Elf64_Shdr) || eh.e_shnum > 4096)
        return false;
    for (unsigned i = 0; i < eh.e_shnum; i++) {
        Elf64_Shdr sh, str;
        if (!rd(fd, &sh, sizeof sh, eh.e_shoff + (uint64_t)i * sizeof sh)) return false;
        if (sh.sh_type != SHT_DYNAMIC || sh.sh_link >= eh.e_shnum ||
            !rd(fd, &str, sizeof str, eh.e_shoff + (uint64_t)sh.sh_link * sizeof str))
            continue;
        uint64_t rpath = UINT64_MAX;
        for (uint64_t o = 0; o + sizeof(Elf64_Dyn) <= sh.sh_size; o += sizeof(Elf64_Dyn)) {
            Elf64_Dyn d;
            if (!rd(fd, &d, sizeof d, sh.sh_offset + o) || d.d_tag == DT_NULL) break;
            if (d.d_tag == DT_RUNPATH) return false;
            if (d.d_tag == DT_RPATH) rpath = d.d_un.d_val;
        }
        if (rpath >= str.sh_size) return false;
        ssize_t got = pread(fd, out, n - 1, (off_t)(str.sh_offset + rpath));
        if (got <= 0) return false;
        out[got] = 0;
        return true;
    }
    return false;
}

int exec_rpath_hip(const char *prog, const char *skip, char *dir, size_t n)
{
    char file[PATH_MAX], rp[4096];
    if (!resolve(prog, file, sizeof file)) return 0;
    int fd = open(file, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    bool has = rpath_of(fd, rp, sizeof rp);
    close(fd);
    if (!has) return 0;
    char origin[PATH_MAX], *slash;
    snprintf(origin, sizeof origin, "%s", file);
    if ((slash = strrchr(origin, '/'))) *slash = 0;
    char ours[PATH_MAX];
    if (!realpath(skip, ours)) snprintf(ours, sizeof ours, "%s", skip);
    for (const char *p = rp; *p;) {
        size_t l = strcspn(p, ":");
        char d[PATH_MAX + 64], so[2 * PATH_MAX + 64], real[PATH_MAX];
        if (!strncmp(p, "$ORIGIN", 7) && (l == 7 || p[7] == '/'))
            snprintf(d, sizeof d, "%s%.*s", origin, (int)(l - 7), p + 7);
        else if (!strncmp(p, "${ORIGIN}", 9) && (l == 9 || p[9] == '/'))
            snprintf(d, sizeof d, "%s%.*s", origin, (int)(l - 9), p + 9);
        else
            snprintf(d, sizeof d, "%.*s", (int)l, p);
        snprintf(so, sizeof so, "%s/libamdhip64.so.5", d);
        if (l && access(so, R_OK) == 0 && !(realpath(d, real) && !strcmp(real, ours))) {
            snprintf(dir, n, "%s", d);
            return 1;
        }
        p += l + (p[l] == ':');
    }
    return 0;
}
