/* util/text: appended puts equal one snprintf of the whole line (the
 * independent reference) whatever the buffer's size, cut lines stay
 * 0-ended inside the buffer, and text_cut says when something was cut. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "util/text.h"

static void puts_equal_one_snprintf_at_every_size(void **st)
{
    (void)st;
    char whole[128];
    int n = snprintf(whole, sizeof whole, "%u waves; %s; %llu bytes", 12u, "stalled on vmcnt",
                     (unsigned long long)4096);
    for (size_t len = 1; len <= (size_t)n + 4; len++) {
        char buf[128], want[128];
        memset(buf, 'x', sizeof buf);
        text t = text_on(buf, len);
        text_put(&t, "%u waves", 12u);
        text_put(&t, "; %s", "stalled on vmcnt");
        text_put(&t, "; %llu bytes", (unsigned long long)4096);
        size_t keep = len - 1 < (size_t)n ? len - 1 : (size_t)n;
        memcpy(want, whole, keep), want[keep] = 0;
        assert_string_equal(buf, want);
        assert_int_equal(buf[len], 'x'); /* nothing written past the buffer */
        assert_int_equal(text_cut(&t), len <= (size_t)n);
    }
}

static void an_empty_buffer_is_left_alone(void **st)
{
    (void)st;
    char c = 'x';
    text t = text_on(&c, 0);
    text_put(&t, "%d", 7);
    assert_int_equal(c, 'x');
    assert_true(text_cut(&t));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(puts_equal_one_snprintf_at_every_size),
        cmocka_unit_test(an_empty_buffer_is_left_alone),
    };
    return cmocka_run_group_tests_name("util_text", tests, NULL, NULL);
}
