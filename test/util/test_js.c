/* util/js: the layouts give the exact bytes our formats have always had
 * (compared with literal texts written by hand), numbers keep their text,
 * hostile strings (escaped quotes, braces, control characters, unicode)
 * survive a write and a read, and bad documents are refused with a
 * reason. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "util/js.h"

static json_object *sample(js_layout l)
{
    json_object *o = js_obj(l), *a = js_arr(l), *in = js_obj(l);
    js_put_str(o, "name", "fir");
    js_put_u64(o, "n", UINT64_C(18446744073709551615));
    js_put_i64(o, "d", -3);
    js_put_fixed(o, "t", 1234.5, 3);
    js_put_bool(o, "ok", 1);
    js_put(o, "none", NULL);
    js_push(a, json_object_new_int(1));
    js_push(a, js_fixed(0, 6));
    js_put(o, "a", a);
    js_put(o, "e", in);
    return o;
}

static void test_layouts(void **state)
{
    (void)state;
    json_object *o = sample(JS_SPACED);
    assert_string_equal(js_text(o, JS_SPACED),
                        "{\"name\": \"fir\", \"n\": 18446744073709551615, \"d\": -3, "
                        "\"t\": 1234.500, \"ok\": true, \"none\": null, \"a\": [1, 0.000000], "
                        "\"e\": {}}");
    json_object_put(o);
    o = sample(JS_COMPACT);
    assert_string_equal(js_text(o, JS_COMPACT),
                        "{\"name\":\"fir\",\"n\":18446744073709551615,\"d\":-3,\"t\":1234.500,"
                        "\"ok\":true,\"none\":null,\"a\":[1,0.000000],\"e\":{}}");
    json_object_put(o);
    o = js_obj(JS_LINES);
    assert_string_equal(js_text(o, JS_LINES), "{\n}");
    js_put(o, "x.y", js_num(0.5, "%.6g"));
    js_put(o, "GPU[*].z", js_num(7, "%.0f"));
    js_put(o, "inf", js_num(1.0 / 0.0, "%.6g"));
    assert_string_equal(js_text(o, JS_LINES), "{\n\"x.y\":0.5,\n\"GPU[*].z\":7,\n\"inf\":null\n}");
    json_object_put(o);
}

/* A container keeps its own layout inside another's; one without (a
 * parsed one) takes the writer's. */
static void test_nested_layouts(void **state)
{
    (void)state;
    char err[128];
    json_object *o = js_obj(JS_SPACED), *m = js_obj(JS_LINES);
    js_put_u64(m, "k", 1);
    js_put(o, "metrics", m);
    js_put(o, "p", js_parse("{ \"a\" : [ 1 , 2.50 ] }", err, sizeof err));
    assert_string_equal(js_text(o, JS_SPACED),
                        "{\"metrics\": {\n\"k\":1\n}, \"p\": {\"a\": [1, 2.50]}}");
    json_object_put(o);
}

static void test_hostile_strings(void **state)
{
    (void)state;
    static const char *const hostile[] = {
        "a \"quoted\" word",
        "{\"key\": \"not a key\"}, }{",
        "back\\slash and / slash",
        "tab\there, newline\nthere, bell\a",
        "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x99\x82",
        "\"status\":\"ok\"",
    };
    char err[128];
    for (size_t i = 0; i < sizeof hostile / sizeof hostile[0]; i++) {
        json_object *o = js_obj(JS_SPACED);
        js_put_str(o, hostile[i], hostile[i]);
        js_put_str(o, "after", "x");
        char *text = strdup(js_text(o, JS_SPACED));
        json_object_put(o);
        assert_null(strchr(text, '\n')); /* one line, whatever the string */
        json_object *back = js_parse(text, err, sizeof err);
        assert_non_null(back);
        assert_string_equal(json_object_get_string(js_get(back, hostile[i])), hostile[i]);
        assert_string_equal(json_object_get_string(js_get(back, "after")), "x");
        assert_int_equal(json_object_object_length(back), 2);
        json_object_put(back);
        free(text);
    }
    /* escapes we never write but others may: \u forms, a surrogate pair */
    json_object *o = js_parse("{\"g\": \"caf\\u00e9 \\ud83d\\ude42 \\\"}\\\"\"}", err, sizeof err);
    assert_non_null(o);
    assert_string_equal(json_object_get_string(js_get(o, "g")),
                        "caf\xc3\xa9 \xf0\x9f\x99\x82 \"}\"");
    json_object_put(o);
}

static void test_numbers_keep_their_text(void **state)
{
    (void)state;
    char err[128];
    const char *in = "{\"a\":1.500,\"b\":[0.000000,1e3,-2],\"c\":12345678901234567890}";
    json_object *o = js_parse(in, err, sizeof err);
    assert_non_null(o);
    assert_string_equal(js_text(o, JS_COMPACT), in);
    json_object_put(o);
}

static void test_bad_documents(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "", "{", "{\"a\": 1", "{\"a\": 1} x", "{\"a\": \"unterminated}", "{a: 1}",
        "{\"a\": 1,}", "null",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[128] = "";
        json_object *o = js_parse(bad[i], err, sizeof err);
        if (o) fail_msg("accepted '%s'", bad[i]);
        if (!err[0]) fail_msg("no reason for '%s'", bad[i]);
    }
    char err[128];
    json_object *o = js_parse(" [1, 2]\n", err, sizeof err); /* white space around is fine */
    assert_non_null(o);
    assert_int_equal(json_object_array_length(o), 2);
    json_object_put(o);
    o = js_parse("17", err, sizeof err); /* a number at the very end */
    assert_non_null(o);
    assert_int_equal(json_object_get_int(o), 17);
    json_object_put(o);
    assert_null(js_get(NULL, "a"));
    assert_null(js_get(o = json_object_new_int(1), "a")); /* not an object */
    json_object_put(o);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layouts),
        cmocka_unit_test(test_nested_layouts),
        cmocka_unit_test(test_hostile_strings),
        cmocka_unit_test(test_numbers_keep_their_text),
        cmocka_unit_test(test_bad_documents),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
