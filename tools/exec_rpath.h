/* A program whose DT_RPATH would load the system's HIP runtime (prefix
 * exec_rpath_): the dynamic loader searches DT_RPATH (when there is no
 * DT_RUNPATH) before LD_LIBRARY_PATH, so `mgsim exec`'s runtime first on
 * the library path is not enough for such a binary (hipcc ... -Wl,-rpath,
 * /usr/lib/x86_64-linux-gnu with the old tags): it silently ran Debian's
 * runtime, which found no GPU. */
#ifndef MGSIM_TOOLS_EXEC_RPATH_H
#define MGSIM_TOOLS_EXEC_RPATH_H

#include <stddef.h>

/* prog (a path, or a name looked up in $PATH as execvp does): 1 when it is
 * a 64-bit little-endian ELF whose DT_RPATH lists a directory (with
 * $ORIGIN expanded) holding libamdhip64.so.5 and that directory is not
 * ours (skip), the directory in dir; 0 otherwise, also when the file
 * cannot be read (exec then says why it cannot run it). */
int exec_rpath_hip(const char *prog, const char *skip, char *dir, size_t n);

#endif
