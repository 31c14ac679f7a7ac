/* Lines of an INI file for inih (prefix ini_lines_), shared by the
 * platform configs (params/config.c) and the sweep specs
 * (tools/sweep_spec.c).
 *
 * inih reads through a callback into a fixed buffer (INI_MAX_LINE of the
 * library's build: 200 bytes in Debian's), so a longer line used to come
 * in pieces that inih then called syntax errors. This reader counts lines,
 * notes whether the current one is indented (inih's continuation of the
 * previous key), and stops at a line that does not fit, so the caller can
 * name it. Also: ini_lines_open refuses a directory (fopen takes one and
 * reads nothing, which made --config /tmp an empty config). */
#ifndef MGSIM_PARAMS_INI_LINES_H
#define MGSIM_PARAMS_INI_LINES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct ini_lines {
    FILE *f;
    int line;      /* lines read so far: the number of the current one */
    bool indented; /* the current line starts with a space or a tab */
    int too_long;  /* the number of a line that did not fit, or 0 */
    int max;       /* then: the longest line that fits, in characters */
} ini_lines;

/* Opens path for reading; NULL with "PATH: why" in err. */
FILE *ini_lines_open(const char *path, char *err, size_t errlen);
/* An ini_reader for ini_parse_stream; stream is an ini_lines. */
char *ini_lines_read(char *str, int num, void *stream);

#endif
