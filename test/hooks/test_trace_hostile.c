/* A trace file is untrusted input (issue 15, item 1): hand-made damaged
 * traces and bit-flipped real ones must either load and convert to all
 * three formats, with every lane and index in range, or be refused with a
 * message naming the file; never a crash. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <msgpack.h>

#include "hk_model.h"
#include "hk_util.h"
#include "hooks/trace.h"
#include "hooks/trace_conv.h"
#include "hooks/trace_read.h"

/* ---- building traces by hand ------------------------------------------- */

typedef struct mk {
    msgpack_sbuffer sb;
    msgpack_packer pk;
} mk;

static void mk_str(mk *m, const char *s)
{
    msgpack_pack_str(&m->pk, strlen(s));
    msgpack_pack_str_body(&m->pk, s, strlen(s));
}

/* The head and n components named C0, C1, ... */
static void mk_begin(mk *m, int ncomp)
{
    msgpack_sbuffer_init(&m->sb);
    msgpack_packer_init(&m->pk, &m->sb, msgpack_sbuffer_write);
    msgpack_pack_map(&m->pk, 2);
    mk_str(m, "format");
    mk_str(m, "mgsim-trace");
    mk_str(m, "version");
    msgpack_pack_uint32(&m->pk, TRACE_FORMAT_VERSION);
    for (int c = 0; c < ncomp; c++) {
        char name[16];
        snprintf(name, sizeof name, "C%d", c);
        msgpack_pack_array(&m->pk, 5);
        msgpack_pack_uint32(&m->pk, TRACE_REC_COMP);
        msgpack_pack_uint32(&m->pk, (uint32_t)c);
        mk_str(m, name);
        mk_str(m, "cache");
        msgpack_pack_uint64(&m->pk, 1000);
    }
}

static void mk_start(mk *m, uint64_t t, uint32_t comp, uint64_t id, uint64_t parent)
{
    msgpack_pack_array(&m->pk, 7);
    msgpack_pack_uint32(&m->pk, TRACE_REC_START);
    msgpack_pack_uint64(&m->pk, t);
    msgpack_pack_uint32(&m->pk, comp);
    msgpack_pack_uint64(&m->pk, id);
    msgpack_pack_uint64(&m->pk, parent);
    mk_str(m, "req");
    mk_str(m, "read");
}

static void mk_end(mk *m, uint64_t t, uint32_t comp, uint64_t id)
{
    msgpack_pack_array(&m->pk, 4);
    msgpack_pack_uint32(&m->pk, TRACE_REC_END);
    msgpack_pack_uint64(&m->pk, t);
    msgpack_pack_uint32(&m->pk, comp);
    msgpack_pack_uint64(&m->pk, id);
}

/* Writes the trace to a file named name; its path in path. */
static void mk_write(mk *m, const char *name, char *path, size_t len)
{
    hk_tmp(path, len, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(m->sb.data, 1, m->sb.size, f), m->sb.size);
    fclose(f);
    msgpack_sbuffer_destroy(&m->sb);
}

/* Every converter on d, into /dev/null; every lane in range. */
static void convert_all(const trace_data *d)
{
    uint32_t *lane = trace_lanes(d);
    assert_non_null(lane);
    for (size_t i = 0; i < d->ntask; i++) {
        assert_true(lane[i] < d->ntask);
        assert_true(d->task[i].comp < d->ncomp);
        assert_true(d->task[i].end >= d->task[i].start);
        assert_true(d->task[i].parent_ix == UINT32_MAX || d->task[i].parent_ix < d->ntask);
    }
    free(lane);
    FILE *f = fopen("/dev/null", "w");
    assert_non_null(f);
    assert_int_equal(trace_to_perfetto(d, f), 0);
    assert_int_equal(trace_to_csv(d, f), 0);
    assert_int_equal(trace_summary(d, f, 5), 0);
    fclose(f);
}

/* ---- tests ----------------------------------------------------------------- */

/* The crash: a child that sorts before its parent on the same
 * component (same start, later end), and a task that is its own parent,
 * made trace_lanes read lane_of[parent] before it was set. Freed memory of
 * lane_of's size filled with 0xff first, so the old read is of garbage
 * (glibc hands the block back) and the old code crashes every time. */
static void test_child_sorts_before_parent(void **state)
{
    (void)state;
    mk m;
    mk_begin(&m, 1);
    mk_start(&m, 100, 0, 0x10, 0);    /* parent */
    mk_start(&m, 100, 0, 0x11, 0x10); /* child: same start, ends later */
    mk_end(&m, 200, 0, 0x10);
    mk_start(&m, 250, 0, 0x12, 0x12); /* its own parent */
    mk_end(&m, 300, 0, 0x11);
    mk_end(&m, 400, 0, 0x12);
    char path[512], json[512], err[512];
    mk_write(&m, "child.trace", path, sizeof path);
    trace_data *d = trace_load(path, err, sizeof err);
    assert_non_null(d);
    assert_int_equal(d->ntask, 3);
    void *junk = malloc((d->ntask + 1) * sizeof(uint32_t));
    memset(junk, 0xff, (d->ntask + 1) * sizeof(uint32_t));
    free(junk);
    convert_all(d);
    hk_tmp(json, sizeof json, "child.json");
    FILE *f = fopen(json, "w");
    assert_int_equal(trace_to_perfetto(d, f), 0);
    fclose(f);
    trace_data_free(d);
    assert_int_equal(hk_sh("python3 test/hooks/check_perfetto.py %s 3", json), 0);
}

/* Damaged records are refused, each with the file's name and why. */
static void test_damaged_records_refused(void **state)
{
    (void)state;
    static const struct {
        const char *name, *says;
        int kind;
    } cases[] = {
        {"id0.trace", "record 2 is malformed", 0},       /* task id 0 */
        {"backwards.trace", "ends at 50 ps, before it starts", 1},
        {"nocomp.trace", "record 2 is malformed", 2},    /* component 7 of 1 */
        {"huge.trace", "record 2", 3},                   /* a 4G-element array */
        {"type.trace", "record 2 is malformed", 4},      /* id is a string */
        {"step.trace", "record 3 is malformed", 5},      /* a step's what is a number
                                                            (the fuzzer: it leaked) */
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        mk m;
        mk_begin(&m, 1);
        switch (cases[i].kind) {
        case 0: mk_start(&m, 10, 0, 0, 0); break;
        case 1: mk_start(&m, 100, 0, 5, 0); mk_end(&m, 50, 0, 5); break;
        case 2: mk_start(&m, 10, 7, 5, 0); break;
        case 3: msgpack_pack_array(&m.pk, 0xffffffffu); msgpack_pack_uint32(&m.pk, 2); break;
        case 4:
            msgpack_pack_array(&m.pk, 4);
            msgpack_pack_uint32(&m.pk, TRACE_REC_END);
            msgpack_pack_uint64(&m.pk, 10);
            msgpack_pack_uint32(&m.pk, 0);
            mk_str(&m, "x");
            break;
        case 5:
            mk_start(&m, 10, 0, 5, 0);
            msgpack_pack_array(&m.pk, 5);
            msgpack_pack_uint32(&m.pk, TRACE_REC_STEP);
            msgpack_pack_uint64(&m.pk, 20);
            msgpack_pack_uint32(&m.pk, 0);
            msgpack_pack_uint64(&m.pk, 5);
            msgpack_pack_uint32(&m.pk, 7);
            break;
        }
        char path[512], err[512] = "";
        mk_write(&m, cases[i].name, path, sizeof path);
        trace_data *d = trace_load(path, err, sizeof err);
        if (d)
            fail_msg("%s: loaded", cases[i].name);
        if (!strstr(err, path) || !strstr(err, cases[i].says))
            fail_msg("%s: '%s' does not say '%s'", cases[i].name, err, cases[i].says);
    }
    /* a directory (fopen opens one; it read as "truncated after record 0") */
    char dir[512], err[512] = "";
    hk_tmp(dir, sizeof dir, "");
    assert_null(trace_load(dir, err, sizeof err));
    if (!strstr(err, "is a directory"))
        fail_msg("a directory: '%s'", err);
}

/* A real trace with single bytes overwritten all along it (the issue's
 * repro set one byte to 0x40): each result loads and converts, or is
 * refused with a message. */
static void test_bit_flipped_traces(void **state)
{
    (void)state;
    char good[512], bad[512], err[512];
    hk_tmp(good, sizeof good, "flip-good.trace");
    hk_tmp(bad, sizeof bad, "flip-bad.trace");
    eng_config ec = eng_default_config();
    ec.threads = ENG_THREADS_SERIAL;
    eng_engine *e = eng_create(&ec, err, sizeof err);
    assert_non_null(e);
    hk_opts o = hk_default_opts();
    o.max_out = 4;
    hk_model *model = hk_build(e, &o);
    trace_config tc = trace_default_config();
    tc.path = good;
    tracer *t = trace_open(e, &tc, err, sizeof err);
    assert_non_null(t);
    eng_run(e);
    assert_int_equal(trace_close(t, err, sizeof err), 0);
    hk_free(model);
    eng_destroy(e);
    size_t n;
    unsigned char *b = (unsigned char *)hk_slurp(good, &n);
    assert_non_null(b);
    static const unsigned char vals[] = {0x00, 0x40, 0x7f, 0x80, 0xc1, 0xcf, 0xdd, 0xff};
    size_t loaded = 0, refused = 0;
    for (size_t at = 0; at < n; at += 7) {
        unsigned char keep = b[at];
        b[at] = vals[at % sizeof vals];
        trace_data *d = trace_load_mem(b, n, bad, err, sizeof err);
        if (d) {
            convert_all(d);
            trace_data_free(d);
            loaded++;
        } else {
            assert_non_null(strstr(err, bad));
            refused++;
        }
        b[at] = keep;
    }
    free(b);
    assert_true(loaded > 0 && refused > 0); /* both paths were taken */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_child_sorts_before_parent),
        cmocka_unit_test(test_damaged_records_refused),
        cmocka_unit_test(test_bit_flipped_traces),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
