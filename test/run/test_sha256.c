/* The output hash (nettle's SHA-256 through mgm_hash_outputs and
 * mgm_sha256_hex) against the FIPS 180-4 example vectors (NIST CSRC
 * "SHA256.pdf", "SHA2 additional examples"): "abc", the 448-bit two-block
 * message, the empty string and one million 'a' fed in odd-sized pieces;
 * and against coreutils' sha256sum over real files (a --stats file of a
 * run and the mgsim binary, as two OUT buffers around an IN one). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "workloads/mgm.h"

static void hex_of(const void *m, size_t n, char hex[MGM_SHA256_HEX_LEN])
{
    mgm_problem p = {.nbufs = 1, .buf = {{.bytes = n, .flags = MGM_BUF_OUT}}};
    uint8_t *out[MGM_MAX_BUFS] = {(uint8_t *)m};
    mgm_hash_outputs(&p, out, hex);
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
    struct sha256_ctx s;
    sha256_init(&s);
    size_t left = 1000000;
    while (left) {
        size_t k = left < sizeof chunk ? left : sizeof chunk;
        sha256_update(&s, k, chunk);
        left -= k;
    }
    uint8_t d[SHA256_DIGEST_SIZE];
    char h[MGM_SHA256_HEX_LEN];
    sha256_digest(&s, sizeof d, d);
    mgm_sha256_hex(d, h);
    assert_string_equal(h, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

static uint8_t *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot read %s", path);
    uint8_t *b = NULL;
    size_t cap = 0;
    *n = 0;
    for (;;) {
        if (*n == cap) b = realloc(b, cap = cap ? 2 * cap : 65536);
        size_t r = fread(b + *n, 1, cap - *n, f);
        if (!r) break;
        *n += r;
    }
    fclose(f);
    return b;
}

static void test_against_sha256sum(void **st)
{
    (void)st;
    const char *mgsim = getenv("MGSIM") && *getenv("MGSIM") ? getenv("MGSIM") : "bin/mgsim";
    char stats[] = "/tmp/mgsim-sha-XXXXXX", cmd[512], want[MGM_SHA256_HEX_LEN] = "";
    int fd = mkstemp(stats);
    assert_true(fd >= 0);
    snprintf(cmd, sizeof cmd, "%s run fir --functional --size 256 --no-progress --stats %s "
                              ">/dev/null && cat %s %s | sha256sum", mgsim, stats, stats, mgsim);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    assert_int_equal(fscanf(p, "%64s", want), 1);
    assert_int_equal(pclose(p), 0);
    size_t n0, n1;
    uint8_t *a = slurp(stats, &n0), *b = slurp(mgsim, &n1), junk[3] = {1, 2, 3};
    mgm_problem pr = {.nbufs = 3,
                      .buf = {{.bytes = n0, .flags = MGM_BUF_OUT},
                              {.bytes = 3, .flags = MGM_BUF_IN},
                              {.bytes = n1, .flags = MGM_BUF_OUT}}};
    uint8_t *out[MGM_MAX_BUFS] = {a, junk, b};
    char got[MGM_SHA256_HEX_LEN];
    mgm_hash_outputs(&pr, out, got);
    assert_string_equal(got, want);
    free(a);
    free(b);
    close(fd);
    unlink(stats);
}

int main(void)
{
    const struct CMUnitTest t[] = {
        cmocka_unit_test(test_abc),
        cmocka_unit_test(test_two_blocks),
        cmocka_unit_test(test_empty),
        cmocka_unit_test(test_million_a),
        cmocka_unit_test(test_against_sha256sum),
    };
    return cmocka_run_group_tests(t, NULL, NULL);
}
