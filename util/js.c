/* See util/js.h. */
#include "util/js.h"

#include <limits.h>
#include <math.h>
#include <string.h>

#include "util/xalloc.h"

/* What goes around and between a container's items: `first` before the
 * first item (if any), `sep` between two, `last` before the closing
 * bracket (always), `colon` between a key and its value. */
typedef struct js_style {
    const char *first, *sep, *colon, *last;
} js_style;

static const js_style styles[] = {
    [JS_COMPACT] = {"", ",", ":", ""},
    [JS_SPACED] = {"", ", ", ": ", ""},
    [JS_LINES] = {"\n", ",\n", ":", "\n"},
};

#define NSTYLES (sizeof styles / sizeof styles[0])

/* The strings' flags: json-c escapes; '/' stays as it is. */
#define JS_FLAGS JSON_C_TO_STRING_NOSLASHESCAPE

static json_object *must(json_object *o, const char *what)
{
    if (!o) xoom(sizeof(void *), what);
    return o;
}

static const js_style *style_of(json_object *o)
{
    const js_style *s = json_object_get_userdata(o);
    return s >= styles && s < styles + NSTYLES ? s : NULL;
}

static int put(struct printbuf *pb, const char *s)
{
    return printbuf_memappend(pb, s, (int)strlen(s)) < 0 ? -1 : 0;
}

/* A value (or a key as a JSON string) as json-c writes it. */
static int put_value(struct printbuf *pb, json_object *v, int flags)
{
    const char *t = json_object_to_json_string_ext(v, flags);
    return t ? put(pb, t) : -1;
}

static int put_key(struct printbuf *pb, const char *k, int flags)
{
    json_object *s = must(json_object_new_string(k), "json key");
    int rc = put_value(pb, s, flags);
    json_object_put(s);
    return rc;
}

/* json-c's serializer hook for our containers. */
static int write_container(json_object *o, struct printbuf *pb, int level, int flags)
{
    (void)level;
    const js_style *s = style_of(o);
    int is_obj = json_object_is_type(o, json_type_object), rc = put(pb, is_obj ? "{" : "[");
    size_t n = 0;
    if (is_obj) {
        json_object_object_foreach(o, k, v) {
            rc |= put(pb, n++ ? s->sep : s->first);
            rc |= put_key(pb, k, flags);
            rc |= put(pb, s->colon);
            rc |= put_value(pb, v, flags);
        }
    } else {
        for (size_t i = 0; i < json_object_array_length(o); i++) {
            rc |= put(pb, n++ ? s->sep : s->first);
            rc |= put_value(pb, json_object_array_get_idx(o, i), flags);
        }
    }
    rc |= put(pb, s->last);
    rc |= put(pb, is_obj ? "}" : "]");
    return rc ? -1 : 0;
}

static void set_style(json_object *o, js_layout l)
{
    json_object_set_serializer(o, write_container, (void *)&styles[l], NULL);
}

json_object *js_obj(js_layout l)
{
    json_object *o = must(json_object_new_object(), "json object");
    set_style(o, l);
    return o;
}

json_object *js_arr(js_layout l)
{
    json_object *a = must(json_object_new_array(), "json array");
    set_style(a, l);
    return a;
}

json_object *js_num(double v, const char *fmt)
{
    if (!isfinite(v)) return NULL;
    char text[64];
    snprintf(text, sizeof text, fmt, v);
    return must(json_object_new_double_s(v, text), "json number");
}

json_object *js_fixed(double v, int decimals)
{
    if (!isfinite(v)) return NULL;
    char text[400];
    snprintf(text, sizeof text, "%.*f", decimals, v);
    return must(json_object_new_double_s(v, text), "json number");
}

void js_put(json_object *o, const char *key, json_object *value)
{
    if (json_object_object_add(o, key, value) < 0) xoom(strlen(key), "json member");
}

void js_put_u64(json_object *o, const char *key, uint64_t v)
{
    js_put(o, key, must(json_object_new_uint64(v), "json number"));
}

void js_put_i64(json_object *o, const char *key, int64_t v)
{
    js_put(o, key, must(json_object_new_int64(v), "json number"));
}

void js_put_str(json_object *o, const char *key, const char *s)
{
    js_put(o, key, must(json_object_new_string(s), "json string"));
}

void js_put_strn(json_object *o, const char *key, const char *s, size_t n)
{
    if (n > INT_MAX) n = INT_MAX;
    js_put(o, key, must(json_object_new_string_len(s, (int)n), "json string"));
}

void js_put_bool(json_object *o, const char *key, int v)
{
    js_put(o, key, must(json_object_new_boolean(v), "json boolean"));
}

void js_put_fixed(json_object *o, const char *key, double v, int decimals)
{
    js_put(o, key, js_fixed(v, decimals));
}

void js_push(json_object *a, json_object *value)
{
    if (json_object_array_add(a, value) < 0) xoom(sizeof value, "json array item");
}

void js_layout_set(json_object *o, js_layout l)
{
    if (json_object_is_type(o, json_type_object)) {
        if (!style_of(o)) set_style(o, l);
        json_object_object_foreach(o, k, v) {
            (void)k;
            js_layout_set(v, l);
        }
    } else if (json_object_is_type(o, json_type_array)) {
        if (!style_of(o)) set_style(o, l);
        for (size_t i = 0; i < json_object_array_length(o); i++)
            js_layout_set(json_object_array_get_idx(o, i), l);
    }
}

const char *js_text(json_object *o, js_layout l)
{
    js_layout_set(o, l);
    return json_object_to_json_string_ext(o, JS_FLAGS);
}

int js_write(FILE *f, json_object *o, js_layout l)
{
    const char *t = js_text(o, l);
    return !t || fputs(t, f) < 0 || ferror(f) ? -1 : 0;
}

int js_writeln(FILE *f, json_object *o, js_layout l)
{
    return js_write(f, o, l) < 0 || fputc('\n', f) == EOF ? -1 : 0;
}

json_object *js_parse(const char *text, char *err, size_t errlen)
{
    json_tokener *tok = json_tokener_new();
    if (!tok) xoom(sizeof(void *), "json parser");
    json_tokener_set_flags(tok, JSON_TOKENER_STRICT); /* RFC 8259: no trailing commas */
    size_t len = strlen(text);
    if (len >= INT_MAX) {
        snprintf(err, errlen, "text too long (%zu bytes)", len);
        json_tokener_free(tok);
        return NULL;
    }
    /* the NUL too: it ends a number at the very end of the text */
    json_object *o = json_tokener_parse_ex(tok, text, (int)len + 1);
    enum json_tokener_error e = json_tokener_get_error(tok);
    size_t used = json_tokener_get_parse_end(tok);
    while (o && used < len && strchr(" \t\r\n", text[used])) used++;
    if (o && used < len) {
        snprintf(err, errlen, "text after the JSON value at byte %zu", used);
        json_object_put(o);
        o = NULL;
    } else if (!o) {
        /* a complete value that is JSON null, or an error */
        snprintf(err, errlen, "%s at byte %zu",
                 e == json_tokener_continue ? "unexpected end of text"
                 : e == json_tokener_success ? "null where a value is needed"
                                             : json_tokener_error_desc(e),
                 used);
    }
    json_tokener_free(tok);
    return o;
}

json_object *js_get(const json_object *o, const char *key)
{
    json_object *v = NULL;
    return o && json_object_is_type(o, json_type_object) &&
                   json_object_object_get_ex(o, key, &v)
               ? v
               : NULL;
}
