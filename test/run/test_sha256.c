/* SHA-256 against the FIPS 180-4 example vectors (NIST CSRC "SHA256.pdf",
 * "SHA2 additional examples"): "abc", the 448-bit two-block message, the
 * empty string and one million 'a' fed in odd-sized pieces, which also
 * exercises the streaming path across block boundaries. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "mgmark/mgm_sha256.h"

static void hex_of(const void *m, size_t n, char hex[MGM_SHA256_HEX_LEN])
{
    mgm_sha256 s;
    uint8_t d[32];
    mgm_sha256_init(&s);
    mgm_sha256_update(&s, m, n);
    mgm_sha256_final(&s, d);
    mgm_sha256_hex(d, hex);
}

static void test_abc(void **st)
{
    (void)st;
    char h[MGM_SHA256_HEX_LEN];
    hex_of("abc", 3, h);
    assert_string_equal(h, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

static void test_two_blocks(void **st)
{
    (void)st;
    const char *m = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    char h[MGM_SHA256_HEX_LEN];
    hex_of(m, strlen(m), h);
    assert_string_equal(h, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

static void test_empty(void **st)
{
    (void)st;
    char h[MGM_SHA256_HEX_LEN];
    hex_of("", 0, h);
    assert_string_equal(h, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

static void test_million_a(void **st)
{
    (void)st;
    static uint8_t chunk[997];
    memset(chunk, 'a', sizeof chunk);
    mgm_sha256 s;
    mgm_sha256_init(&s);
    size_t left = 1000000;
    while (left) {
        size_t k = left < sizeof chunk ? left : sizeof chunk;
        mgm_sha256_update(&s, chunk, k);
        left -= k;
    }
    uint8_t d[32];
    char h[MGM_SHA256_HEX_LEN];
    mgm_sha256_final(&s, d);
    mgm_sha256_hex(d, h);
    assert_string_equal(h, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

int main(void)
{
    const struct CMUnitTest t[] = {
        cmocka_unit_test(test_abc),
        cmocka_unit_test(test_two_blocks),
        cmocka_unit_test(test_empty),
        cmocka_unit_test(test_million_a),
    };
    return cmocka_run_group_tests(t, NULL, NULL);
}
