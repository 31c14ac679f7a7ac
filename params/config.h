/* A configuration: named sections, each a param_table over a struct the
 * caller owns (prefix config_).
 *
 * A platform builder registers its sections (with their defaults already
 * set), then applies an INI file (--config FILE) and command-line
 * overrides (--set section.key=value), in that order, and builds from the
 * structs. Every error names the file and line (or the --set argument),
 * the section and key, and suggests the nearest valid section or key.
 * INI files are parsed with inih. */
#ifndef MGSIM_PARAMS_CONFIG_H
#define MGSIM_PARAMS_CONFIG_H

#include <stddef.h>
#include <stdio.h>

#include "params/param.h"

#define CONFIG_MAX_SECTIONS 64

typedef struct config {
    const param_table *table[CONFIG_MAX_SECTIONS];
    void *obj[CONFIG_MAX_SECTIONS];
    size_t n;
    FILE *warn; /* where warnings go (a key given twice); NULL: stderr */
} config;

void config_init(config *c);
/* Registers a section; 0, or -1 when full or the name is taken. */
int config_add(config *c, const param_table *t, void *obj);
/* The object of a section, or NULL. */
void *config_section(const config *c, const char *section);

/* Applies an INI file. Keys outside a section, unknown sections, unknown
 * keys, bad values, a line too long for the INI reader and a directory
 * are errors ("FILE:LINE: ..."); a key given twice keeps the last value
 * with a warning on stderr naming both lines. */
int config_load_ini(config *c, const char *path, char *err, size_t errlen);
/* The same from an open stream; name is what messages call it (tests,
 * the fuzzer). */
int config_load_ini_stream(config *c, FILE *f, const char *name, char *err, size_t errlen);
/* Applies one "section.key=value". */
int config_apply_set(config *c, const char *assignment, char *err, size_t errlen);

/* The effective configuration, as an INI file that loads back. */
void config_print(const config *c, FILE *f);
/* Markdown documentation of every section. */
void config_print_doc(const config *c, FILE *f);

#endif
