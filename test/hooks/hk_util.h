/* Small helpers of the hooks tests: temporary paths, file comparison. */
#ifndef MGSIM_TEST_HOOKS_HK_UTIL_H
#define MGSIM_TEST_HOOKS_HK_UTIL_H

#include <stdbool.h>
#include <stddef.h>

/* A fresh path under a per-process temporary directory. */
void hk_tmp(char *buf, size_t len, const char *name);
/* Whole file into a malloc'd buffer (NUL-terminated); NULL if unreadable. */
char *hk_slurp(const char *path, size_t *len);
bool hk_same_file(const char *a, const char *b);
/* Runs a shell command; its exit status. */
int hk_sh(const char *fmt, ...);

#endif
