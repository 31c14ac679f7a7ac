/* A statistics struct's counters as a field table (prefix gpu_mstat_),
 * as config keys are a PARAM_TABLE: a mechanism or a component kind
 * (cache, DRAM, CU, RDMA, the run's per-GPU totals: gpu_stab.h) declares
 * each counter of its statistics struct once (name, word, how parts
 * combine), and the sums (over CUs, banks, GPUs), the --stats JSON
 * objects (per GPU and in "total") and the metrics registry's rows
 * (hooks/metric.h) all come from the table by the walkers below. No
 * mechanism or component writes JSON or sums counters by hand.
 *
 * The statistics struct is plain uint64_t words (at most
 * GPU_MECH_STAT_WORDS). Rows, in the order the JSON shows them:
 *   counters     one word each; every word of the struct is declared by
 *                exactly one counter row (gpu_mstat_check says which is
 *                not). How parts (CUs, the CP, GPUs) combine:
 *                  SUM  added;
 *                  MIN  the smallest over the parts whose `when` word is
 *                       nonzero (a part that never sampled has no minimum);
 *                  MAX  the largest (a 0/1 flag: whether any part had it).
 *                A counter flagged RAN says the mechanism ran when nonzero:
 *                the JSON object appears only if one of them is (so the
 *                baseline's JSON is unchanged); HIDE keeps it out of the
 *                JSON (it still combines and is a metric).
 *   derived      JSON only, computed from the combined words: a RATIO
 *                num / (den +- den2) / div with `digits` decimals (`zero`
 *                when the denominator is 0), a DIFF w * mul - b (SIGNED:
 *                printed as a signed number), a TOTAL of n words.
 *                GET: a getter's value (geti: an integer; get: a
 *                fraction with `digits` decimals), for what the others
 *                cannot say (a sum of scattered words).
 *   objects      OPEN name ... CLOSE nest rows in an object; OPEN_IF
 *                shows it only when its word is nonzero. SUB shows
 *                another table's rows over the words from w on (a struct
 *                inside this one), in an object `name` or, without a
 *                name, inline; with a geti, only when it is nonzero.
 *
 * Views: a table has two JSON views, the part's (a GPU's, gpu_mstat_rows
 * V_PART: every row but HIDE) and the sum's ("total", V_TOTAL: only rows
 * flagged TOTAL), and the metrics view. An object (OPEN, OPEN_IF, SUB)
 * not in a JSON view is left out with its rows.
 *
 * Metrics: each counter is one row "<scope>.<path>" (path: the enclosing
 * objects' names and its own or its `metric` name, dot-joined), unless
 * NOMETRIC; SUM counters are counters (summed into "GPU[*]..." level
 * totals), MIN/MAX are not. A derived row is a metric only when flagged
 * METRIC (SUMMED: a counter): a ratio of sums is not a sum. A mechanism's
 * scope is "GPU[g].<key>", a component's its name ("GPU[0].L2[3]"). */
#ifndef MGSIM_COMPONENTS_GPU_GPU_MSTAT_H
#define MGSIM_COMPONENTS_GPU_GPU_MSTAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct json_object;

enum gpu_mstat_op {
    GPU_MSTAT_OP_END = 0, /* ends the rows */
    GPU_MSTAT_OP_COUNTER,
    GPU_MSTAT_OP_RATIO,
    GPU_MSTAT_OP_DIFF,
    GPU_MSTAT_OP_TOTAL,
    GPU_MSTAT_OP_OPEN,
    GPU_MSTAT_OP_OPEN_IF,
    GPU_MSTAT_OP_CLOSE,
    GPU_MSTAT_OP_GET,
    GPU_MSTAT_OP_SUB,
};

enum gpu_mstat_kind { GPU_MSTAT_K_SUM = 0, GPU_MSTAT_K_MIN, GPU_MSTAT_K_MAX };

enum {
    GPU_MSTAT_F_RAN = 1,    /* nonzero: the mechanism ran (its object appears) */
    GPU_MSTAT_F_HIDE = 2,   /* not in the JSON */
    GPU_MSTAT_F_SIGNED = 4, /* a DIFF printed as a signed number */
    GPU_MSTAT_F_MINUS = 8,  /* a RATIO's den2 is subtracted, not added */
    GPU_MSTAT_F_METRIC = 16,   /* a derived row that is also a metric */
    GPU_MSTAT_F_SUMMED = 32,   /* that metric is a counter (summed into level totals) */
    GPU_MSTAT_F_NOMETRIC = 64, /* a counter that is no metric */
    GPU_MSTAT_F_TOTAL = 128,   /* in the sum's view (V_TOTAL) */
    GPU_MSTAT_F_INSTS = 256,   /* a mechanism's SUM counter of instructions it ran off
                                * the CUs: the run's instructions count them too */
};

enum gpu_mstat_view { GPU_MSTAT_V_PART = 0, GPU_MSTAT_V_TOTAL };

#define GPU_MSTAT_NONE 0xffffu /* no word */

struct gpu_mstat_table;

typedef struct gpu_mstat {
    uint8_t op, kind, digits;
    uint16_t flags;
    const char *name;   /* JSON key and metric name */
    const char *metric; /* the metric's name when not name (NULL: name) */
    uint16_t w;       /* counter, OPEN_IF: its word; RATIO: num; DIFF: w; TOTAL: first */
    uint16_t b;       /* MIN: when; RATIO: den; DIFF: b; TOTAL: words */
    uint16_t c;       /* RATIO: den2 (GPU_MSTAT_NONE: none) */
    double k;         /* RATIO: div; DIFF: mul */
    double zero;      /* RATIO: its value when the denominator is 0 */
    uint64_t (*geti)(const uint64_t *s); /* GET: an integer; SUB: shown when nonzero */
    double (*get)(const uint64_t *s);    /* GET: a fraction */
    const struct gpu_mstat_table *sub;   /* SUB: its table */
} gpu_mstat;

typedef struct gpu_mstat_table {
    const char *key;        /* the --stats key ("lab") and the metrics' scope */
    const gpu_mstat *rows;  /* ended by GPU_MSTAT_END */
    uint32_t words;         /* the statistics struct's size in words */
    /* The object also appears in --stats "total" (over the GPUs) and in
     * the run's "mechanisms" section with "per_gpu". */
    bool total;
    /* A component's table: shown whatever the words (no RAN counter). */
    bool always;
    /* A view over a struct of other tables' structs (SUB rows and the
     * words they read; it declares no counters): gpu_mstat_check checks
     * only its SUBs. */
    bool view;
} gpu_mstat_table;

/* ---- declaring rows (T: the statistics struct, f: a field of it) ---------- */

#define GPU_MSTAT_WORD(T, f) ((uint16_t)(offsetof(T, f) / sizeof(uint64_t)))

#define GPU_MSTAT_C(T, f, nm, kd, fl, wh)                                                  \
    {.op = GPU_MSTAT_OP_COUNTER, .kind = (kd), .flags = (fl), .name = (nm),                     \
     .w = GPU_MSTAT_WORD(T, f), .b = (wh), .c = GPU_MSTAT_NONE}
/* A summed counter shown as nm. */
#define GPU_MSTAT_SUM(T, f, nm) GPU_MSTAT_C(T, f, nm, GPU_MSTAT_K_SUM, 0, GPU_MSTAT_NONE)
/* A summed counter whose nonzero value means the mechanism ran. */
#define GPU_MSTAT_RAN(T, f, nm) GPU_MSTAT_C(T, f, nm, GPU_MSTAT_K_SUM, GPU_MSTAT_F_RAN, GPU_MSTAT_NONE)
/* A summed counter in no JSON (only a metric, named nm). */
#define GPU_MSTAT_HIDDEN(T, f, nm) GPU_MSTAT_C(T, f, nm, GPU_MSTAT_K_SUM, GPU_MSTAT_F_HIDE, GPU_MSTAT_NONE)
/* A RAN counter in no JSON ("CUs that ran the layer"). */
#define GPU_MSTAT_RAN_HIDDEN(T, f, nm)                                                       \
    GPU_MSTAT_C(T, f, nm, GPU_MSTAT_K_SUM, GPU_MSTAT_F_RAN | GPU_MSTAT_F_HIDE, GPU_MSTAT_NONE)
/* The smallest over the parts whose `when` field is nonzero. */
#define GPU_MSTAT_MIN(T, f, nm, when)                                                      \
    GPU_MSTAT_C(T, f, nm, GPU_MSTAT_K_MIN, 0, GPU_MSTAT_WORD(T, when))
#define GPU_MSTAT_MAX(T, f, nm) GPU_MSTAT_C(T, f, nm, GPU_MSTAT_K_MAX, 0, GPU_MSTAT_NONE)
/* A 0/1 flag in no JSON, set when any part has it; RAN: it means "ran". */
#define GPU_MSTAT_FLAG(T, f, fl) GPU_MSTAT_C(T, f, #f, GPU_MSTAT_K_MAX, GPU_MSTAT_F_HIDE | (fl), GPU_MSTAT_NONE)

/* num / den with d decimals (0 when den is 0). */
#define GPU_MSTAT_RATIO(T, nm, num, den, d)                                               \
    {.op = GPU_MSTAT_OP_RATIO, .digits = (d), .name = (nm), .w = GPU_MSTAT_WORD(T, num),         \
     .b = GPU_MSTAT_WORD(T, den), .c = GPU_MSTAT_NONE, .k = 1.0}
/* The general ratio: num / (den + den2) (fl GPU_MSTAT_F_MINUS: - den2) / div,
 * zero when the denominator is 0. */
#define GPU_MSTAT_RATIO_X(T, nm, num, den, den2, fl, div, z, d)                            \
    {.op = GPU_MSTAT_OP_RATIO, .flags = (fl), .digits = (d), .name = (nm),                       \
     .w = GPU_MSTAT_WORD(T, num), .b = GPU_MSTAT_WORD(T, den), .c = GPU_MSTAT_WORD(T, den2),  \
     .k = (div), .zero = (z)}
#define GPU_MSTAT_RATIO_DIV(T, nm, num, den, div, d)                                       \
    {.op = GPU_MSTAT_OP_RATIO, .digits = (d), .name = (nm), .w = GPU_MSTAT_WORD(T, num),         \
     .b = GPU_MSTAT_WORD(T, den), .c = GPU_MSTAT_NONE, .k = (div)}
/* fa * mul - fb (fl: GPU_MSTAT_F_SIGNED or 0). */
#define GPU_MSTAT_DIFF(T, nm, fa, mul, fb, fl)                                              \
    {.op = GPU_MSTAT_OP_DIFF, .flags = (fl), .name = (nm), .w = GPU_MSTAT_WORD(T, fa),           \
     .b = GPU_MSTAT_WORD(T, fb), .c = GPU_MSTAT_NONE, .k = (mul)}
/* The sum of n words from field first. */
#define GPU_MSTAT_TOTAL(T, nm, first, n)                                                  \
    {.op = GPU_MSTAT_OP_TOTAL, .name = (nm), .w = GPU_MSTAT_WORD(T, first), .b = (uint16_t)(n),  \
     .c = GPU_MSTAT_NONE}
#define GPU_MSTAT_OPEN(nm) {.op = GPU_MSTAT_OP_OPEN, .name = (nm), .c = GPU_MSTAT_NONE}
#define GPU_MSTAT_OPEN_IF(T, nm, f)                                                       \
    {.op = GPU_MSTAT_OP_OPEN_IF, .name = (nm), .w = GPU_MSTAT_WORD(T, f), .c = GPU_MSTAT_NONE}
#define GPU_MSTAT_CLOSE {.op = GPU_MSTAT_OP_CLOSE, .c = GPU_MSTAT_NONE}
#define GPU_MSTAT_END {.op = GPU_MSTAT_OP_END}

/* Components' rows: a counter with flags fl and its metric name met
 * (NULL: nm); an integer getter g; a fraction getter g with d decimals;
 * table st over field f of T, in an object nm (NULL: inline), shown when
 * g(its words) is nonzero (g NULL: always). */
#define GPU_MSTAT_CF(T, f, nm, met, fl)                                                     \
    {.op = GPU_MSTAT_OP_COUNTER, .kind = GPU_MSTAT_K_SUM, .flags = (fl), .name = (nm),          \
     .metric = (met), .w = GPU_MSTAT_WORD(T, f), .b = GPU_MSTAT_NONE, .c = GPU_MSTAT_NONE}
#define GPU_MSTAT_GETI(nm, met, g, fl)                                                      \
    {.op = GPU_MSTAT_OP_GET, .flags = (fl), .name = (nm), .metric = (met), .c = GPU_MSTAT_NONE, \
     .geti = (g)}
#define GPU_MSTAT_GETF(nm, met, g, d, fl)                                                   \
    {.op = GPU_MSTAT_OP_GET, .flags = (fl), .digits = (d), .name = (nm), .metric = (met),       \
     .c = GPU_MSTAT_NONE, .get = (g)}
#define GPU_MSTAT_RATIO_F(T, nm, num, den, d, fl)                                           \
    {.op = GPU_MSTAT_OP_RATIO, .flags = (fl), .digits = (d), .name = (nm),                       \
     .w = GPU_MSTAT_WORD(T, num), .b = GPU_MSTAT_WORD(T, den), .c = GPU_MSTAT_NONE, .k = 1.0}
#define GPU_MSTAT_TOTAL_F(T, nm, met, first, n, fl)                                         \
    {.op = GPU_MSTAT_OP_TOTAL, .flags = (fl), .name = (nm), .metric = (met),                    \
     .w = GPU_MSTAT_WORD(T, first), .b = (uint16_t)(n), .c = GPU_MSTAT_NONE}
#define GPU_MSTAT_OPEN_F(nm, fl) {.op = GPU_MSTAT_OP_OPEN, .flags = (fl), .name = (nm), .c = GPU_MSTAT_NONE}
#define GPU_MSTAT_SUB(T, f, nm, st, g)                                                      \
    {.op = GPU_MSTAT_OP_SUB, .name = (nm), .w = GPU_MSTAT_WORD(T, f), .c = GPU_MSTAT_NONE,       \
     .sub = (st), .geti = (g)}

#define GPU_MSTAT_TABLE(k, T, rowv, tot)                                                   \
    {.key = (k), .rows = (rowv), .words = sizeof(T) / sizeof(uint64_t), .total = (tot)}
/* A component kind's table (always shown) and a view table. */
#define GPU_MSTAT_COMPONENT(k, T, rowv)                                                     \
    {.key = (k), .rows = (rowv), .words = sizeof(T) / sizeof(uint64_t), .always = true}
#define GPU_MSTAT_VIEW(k, T, rowv)                                                          \
    {.key = (k), .rows = (rowv), .words = sizeof(T) / sizeof(uint64_t), .view = true}

/* ---- using a table ----------------------------------------------------------- */

/* NULL when t is well formed (every word one counter, words in range,
 * objects balanced, MIN with a when word, at least one RAN counter, no
 * two counters with one metric path), or
 * what is wrong (a bug in the table: gpu_mech_defaults stops on it). */
const char *gpu_mstat_check(const gpu_mstat_table *t, uint32_t max_words);
/* Combines part x into sum by each counter's kind (sum starts zeroed). */
void gpu_mstat_add(const gpu_mstat_table *t, uint64_t *sum, const uint64_t *x);
/* The sum of s's counters flagged INSTS (0: none). */
uint64_t gpu_mstat_insts(const gpu_mstat_table *t, const uint64_t *s);
/* Whether s says the mechanism ran (a RAN counter is nonzero). */
bool gpu_mstat_ran(const gpu_mstat_table *t, const uint64_t *s);
/* Puts the object t->key into parent when s says it ran (always: a
 * component's table). */
void gpu_mstat_json(const gpu_mstat_table *t, struct json_object *parent, const uint64_t *s);
/* Puts the rows of view v into o itself (the one JSON walker). */
void gpu_mstat_rows(const gpu_mstat_table *t, struct json_object *o, const uint64_t *s,
                    enum gpu_mstat_view v);
/* Calls put for every metric (counters, derived rows flagged METRIC):
 * its dotted path, value and whether it is a counter (a SUM; SUMMED);
 * stops at the first nonzero return and returns it. */
int gpu_mstat_each(const gpu_mstat_table *t, const uint64_t *s,
                   int (*put)(void *user, const char *path, double v, bool sum), void *user);

#endif
