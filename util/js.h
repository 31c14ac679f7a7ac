/* JSON in and out (prefix js_), through json-c (Debian libjson-c-dev):
 * the trees are json-c's json_object; this module adds only what our
 * file formats need on top of it.
 *
 * - Layouts. json-c writes `{"a":1}` (plain) or `{ "a": 1 }` (spaced);
 *   `--stats` has always been `{"a": 1, "b": [1, 2]}`, and the metrics
 *   object one key per line. A container made by js_obj/js_arr (or given
 *   a layout by js_write) is written in its layout, through json-c's own
 *   hook for that (json_object_set_serializer); json-c still escapes every
 *   string and key ('/' is not escaped).
 * - Numbers whose text is part of a format: js_fixed keeps "%.3f" (json-c
 *   keeps a number's text, json_object_new_double_s; a parsed number with a
 *   point or an exponent keeps the text it was read with, so our documents
 *   read and written again keep their numbers byte for byte).
 * - Reading one document with an error message (js_parse).
 *
 * Failure: the constructors and js_put_* cannot fail: out of memory ends
 * the program with a message (util/xalloc.h). Writing returns -1 on a
 * write error. */
#ifndef MGSIM_UTIL_JS_H
#define MGSIM_UTIL_JS_H

#include <json-c/json.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum js_layout {
    JS_COMPACT, /* {"a":1,"b":[1,2]} */
    JS_SPACED,  /* {"a": 1, "b": [1, 2]} (--stats) */
    JS_LINES,   /* {\n"a":1,\n"b":2\n}: one key per line (metrics) */
} js_layout;

/* A new, empty object or array written in layout l. */
json_object *js_obj(js_layout l);
json_object *js_arr(js_layout l);

/* A number written with exactly `decimals` digits after the point. */
json_object *js_fixed(double v, int decimals);
/* A number written as printf's fmt writes v (fmt is one double
 * conversion, e.g. "%.6g"); NULL (JSON null) when v is not finite. */
json_object *js_num(double v, const char *fmt);

/* o[key] = value, key order kept (o takes value; NULL is JSON null). */
void js_put(json_object *o, const char *key, json_object *value);
void js_put_u64(json_object *o, const char *key, uint64_t v);
void js_put_i64(json_object *o, const char *key, int64_t v);
void js_put_str(json_object *o, const char *key, const char *s);
/* n bytes of s (which may hold NULs). */
void js_put_strn(json_object *o, const char *key, const char *s, size_t n);
void js_put_bool(json_object *o, const char *key, int v);
void js_put_fixed(json_object *o, const char *key, double v, int decimals);
/* Appends value to array a (a takes it). */
void js_push(json_object *a, json_object *value);

/* Gives o and every container below it that has no layout yet the
 * layout l (a parsed tree, or one built with json-c's own constructors). */
void js_layout_set(json_object *o, js_layout l);
/* o's text in its layouts (containers without one: l), without a
 * newline; valid until o is changed or freed. */
const char *js_text(json_object *o, js_layout l);
/* Writes js_text(o, l) (js_writeln: and a newline); -1 on a write error. */
int js_write(FILE *f, json_object *o, js_layout l);
int js_writeln(FILE *f, json_object *o, js_layout l);

/* The one JSON value of text (strict RFC 8259; nothing but white space
 * after it), or NULL
 * with the reason in err ("line 1: unexpected character"). */
json_object *js_parse(const char *text, char *err, size_t errlen);

/* o[key] when o is an object that has it, else NULL. */
json_object *js_get(const json_object *o, const char *key);

#endif
