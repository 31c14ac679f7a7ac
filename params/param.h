/* Typed, documented parameters (prefix param_).
 *
 * Every configurable struct (a component's config) comes with a table
 * that names each field, its type, default, range, unit and meaning. The
 * table is the single source of truth: the defaults, INI files, --set
 * overrides, `mgsim config show` and docs/config.md all come from it, so
 * the documentation cannot drift from the code.
 *
 *   static const param_def l2_params[] = {
 *       PARAM_SIZE(cache_config, size, "256K", 64, 1ull << 32, "capacity"),
 *       PARAM_U32(cache_config, ways, "16", 1, 64, "", "associativity"),
 *       ...
 *   };
 *   static const param_table l2_table = PARAM_TABLE("l2", "L2 cache bank",
 *                                                   cache_config, l2_params);
 *
 * Value syntax: integers in decimal or 0x hex; PARAM_SIZE accepts K, M, G
 * (powers of 1024) and an optional B ("16K", "4GB"); PARAM_FREQ accepts
 * Hz, kHz, MHz, GHz ("1GHz", "1000MHz"); booleans are 0/1, true/false,
 * yes/no, on/off; enums are one of the listed names.
 *
 * Errors: every function that can fail returns 0 or -1 and writes one
 * line into err (which may be NULL): what, which key, which value, the
 * allowed range, and for an unknown key the nearest valid one. */
#ifndef MGSIM_PARAMS_PARAM_H
#define MGSIM_PARAMS_PARAM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum param_type {
    PARAM_T_BOOL,   /* bool */
    PARAM_T_U32,    /* uint32_t */
    PARAM_T_U64,    /* uint64_t */
    PARAM_T_SIZE,   /* uint64_t, bytes */
    PARAM_T_FREQ,   /* uint64_t, Hz */
    PARAM_T_DOUBLE, /* double */
    PARAM_T_ENUM    /* uint32_t index into names */
} param_type;

typedef struct param_def {
    const char *key;
    param_type type;
    size_t offset;
    const char *def;          /* default, in the value syntax */
    uint64_t min, max;        /* integer kinds: inclusive range */
    const char *const *names; /* PARAM_T_ENUM: NULL-terminated */
    const char *unit;         /* for the docs: "cycles", "bytes", ... */
    const char *doc;
} param_def;

typedef struct param_table {
    const char *section;      /* INI section name */
    const char *doc;
    const param_def *defs;
    size_t ndefs;
    size_t struct_size;
} param_table;

/* A compile-time check that field has the size its type stores. */
#define PARAM_FIELD_(st, field, bytes) \
    (offsetof(st, field) + 0 * sizeof(char[sizeof(((st *)0)->field) == (bytes) ? 1 : -1]))

#define PARAM_BOOL(st, field, def, doc) \
    {#field, PARAM_T_BOOL, PARAM_FIELD_(st, field, sizeof(_Bool)), def, 0, 1, NULL, "", doc}
#define PARAM_U32(st, field, def, min, max, unit, doc) \
    {#field, PARAM_T_U32, PARAM_FIELD_(st, field, 4), def, min, max, NULL, unit, doc}
#define PARAM_U64(st, field, def, min, max, unit, doc) \
    {#field, PARAM_T_U64, PARAM_FIELD_(st, field, 8), def, min, max, NULL, unit, doc}
#define PARAM_SIZE(st, field, def, min, max, doc) \
    {#field, PARAM_T_SIZE, PARAM_FIELD_(st, field, 8), def, min, max, NULL, "bytes", doc}
#define PARAM_FREQ(st, field, def, min, max, doc) \
    {#field, PARAM_T_FREQ, PARAM_FIELD_(st, field, 8), def, min, max, NULL, "Hz", doc}
#define PARAM_DOUBLE(st, field, def, unit, doc) \
    {#field, PARAM_T_DOUBLE, PARAM_FIELD_(st, field, sizeof(double)), def, 0, 0, NULL, unit, doc}
#define PARAM_ENUM(st, field, def, names, doc) \
    {#field, PARAM_T_ENUM, PARAM_FIELD_(st, field, 4), def, 0, 0, names, "", doc}

#define PARAM_TABLE(section, doc, st, defs) \
    {section, doc, defs, sizeof(defs) / sizeof((defs)[0]), sizeof(st)}

/* Fills obj with the table's defaults. A bad default is a bug in the
 * table: the error names it. */
int param_defaults(const param_table *t, void *obj, char *err, size_t errlen);
/* The same for a table compiled into the program, whose defaults cannot
 * be wrong at run time: a bad one prints the error and aborts (the
 * components' *_default_config functions). */
void param_defaults_fixed(const param_table *t, void *obj);

/* Sets one key from its text value, checking type and range. */
int param_set(const param_table *t, void *obj, const char *key, const char *value,
              char *err, size_t errlen);

/* The definition of key, or NULL. */
const param_def *param_find(const param_table *t, const char *key);

/* The valid key closest to key (edit distance), or NULL when none is
 * close enough to be a likely typo. */
const char *param_suggest(const param_table *t, const char *key);

/* Writes the value of d in obj in the value syntax (e.g. "16K", "1GHz"). */
void param_format(const param_def *d, const void *obj, char *buf, size_t len);

/* Prints the section as INI ("[section]" then "key = value  ; doc"). */
void param_print_ini(const param_table *t, const void *obj, FILE *f);

/* Prints the section's documentation as a Markdown table. */
void param_print_doc(const param_table *t, FILE *f);

/* Edit distance between two strings (for suggestions). */
size_t param_distance(const char *a, const char *b);

#endif
