/* Helpers for the loader tests: find built kernels, run LLVM's tools,
 * compile variants at test time, and read llvm-readelf's rendering of the
 * metadata note (the independent oracle for what the loader parses).
 * Every helper fails the running cmocka test on error; none returns NULL. */
#ifndef MGSIM_TEST_GCN3_LOADER_LT_UTIL_H
#define MGSIM_TEST_GCN3_LOADER_LT_UTIL_H

#include <stddef.h>
#include <stdint.h>

/* $BUILD/kernels/NAME (BUILD defaults to "build"); malloc'd. */
char *lt_kernel_path(const char *name);
/* A fresh directory under /tmp for this program; removed by lt_cleanup. */
const char *lt_tmpdir(void);
void lt_cleanup(void);
/* Runs a shell command; returns its stdout (malloc'd), fails on non-zero. */
char *lt_run(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
uint8_t *lt_read(const char *path, size_t *n);
void lt_write(const char *path, const void *buf, size_t n);
/* Compiles test/kernels/SRC.cl as code object vVERSION into the tmpdir:
 * returns the .hsaco path; *asm_text gets clang's -S output if non-NULL. */
char *lt_compile(const char *src, int version, char **asm_text);
/* The same for processor mcpu ("gfx940") at -O<opt>. */
char *lt_compile_for(const char *src, const char *mcpu, int version, int opt, char **asm_text);

/* The metadata as llvm-readelf --notes prints it, flattened: kernel i's
 * key ("K" scope) or its argument j's key ("A" scope). Keys are as printed
 * (".size" for v3+, "Size" for v2); values unquoted. */
struct lt_notes;
struct lt_notes *lt_notes_read(const char *hsaco);
void lt_notes_free(struct lt_notes *n);
size_t lt_notes_kernels(const struct lt_notes *n);
size_t lt_notes_args(const struct lt_notes *n, size_t ki);
const char *lt_notes_get(const struct lt_notes *n, size_t ki, long ai, const char *key);
/* The same as an unsigned number; -1 when the key is absent. */
long long lt_notes_num(const struct lt_notes *n, size_t ki, long ai, const char *key);

/* In clang's -S output, the value of "KEY VALUE" or "KEY = VALUE" inside
 * the descriptor block of kernel NAME (.amdhsa_kernel NAME ... for v3+,
 * the .amd_kernel_code_t after "NAME:" for v2); -1 when absent. */
long long lt_asm_field(const char *asm_text, const char *kernel, int v2, const char *key);

#endif
