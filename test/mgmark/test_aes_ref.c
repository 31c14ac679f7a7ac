/* The AES-256 CPU reference and the Encrypt kernel against FIPS-197:
 * the S-box (computed, not tabled), the key expansion of Appendix A.3
 * and the cipher example of Appendix C.3, on the CPU and on the kernel
 * in the functional mode (key words in the kernel's big-endian layout). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "workloads/mgmark/aes.h"
#include "mgt_util.h"

static void hex(const char *s, uint8_t *out, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        assert_int_equal(sscanf(s + 2 * i, "%2x", &v), 1);
        out[i] = (uint8_t)v;
    }
}

static void test_sbox(void **s)
{
    (void)s;
    uint8_t sb[256];
    mgm_aes_sbox(sb);
    assert_int_equal(sb[0x00], 0x63); /* FIPS-197 Figure 7 */
    assert_int_equal(sb[0x53], 0xed);
    assert_int_equal(sb[0x01], 0x7c);
    assert_int_equal(sb[0xff], 0x16);
    int seen[256] = {0}; /* a permutation */
    for (int i = 0; i < 256; i++) seen[sb[i]]++;
    for (int i = 0; i < 256; i++) assert_int_equal(seen[i], 1);
}

static void test_key_expansion(void **s)
{
    (void)s;
    uint8_t key[32], rk[MGM_AES_RK_BYTES], w8[4], w12[4], w15[4], w59[4];
    hex("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", key, 32);
    mgm_aes256_expand(key, rk);
    hex("9ba35411", w8, 4); /* FIPS-197 A.3 */
    hex("a8b09c1a", w12, 4); /* the i mod 8 = 4 SubWord step */
    hex("b75d5b9a", w15, 4);
    hex("706c631e", w59, 4);
    assert_memory_equal(rk + 4 * 8, w8, 4);
    assert_memory_equal(rk + 4 * 12, w12, 4);
    assert_memory_equal(rk + 4 * 15, w15, 4);
    assert_memory_equal(rk + 4 * 59, w59, 4);
}

static void test_cipher_c3(void **s)
{
    (void)s;
    uint8_t key[32], pt[16], ct[16], rk[MGM_AES_RK_BYTES], out[16];
    hex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", key, 32);
    hex("00112233445566778899aabbccddeeff", pt, 16);
    hex("8ea2b7ca516745bfeafc49904b496089", ct, 16);
    mgm_aes256_expand(key, rk);
    mgm_aes256_encrypt(rk, pt, out);
    assert_memory_equal(out, ct, 16);
}

/* The kernel itself on the C.3 example: the plan of a 2-block problem
 * with its key and data replaced by FIPS-197's. */
static void test_kernel_c3(void **s)
{
    (void)s;
    uint8_t key[32], pt[16], ct[16], rk[MGM_AES_RK_BYTES];
    hex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", key, 32);
    hex("00112233445566778899aabbccddeeff", pt, 16);
    hex("8ea2b7ca516745bfeafc49904b496089", ct, 16);
    mgm_aes256_expand(key, rk);
    mgm_problem p;
    mgt_problem(&p, "aes", 32, 7);
    int bd = mgm_problem_buf(&p, "data"), bk = mgm_problem_buf(&p, "key");
    assert_true(bd >= 0 && bk >= 0);
    memcpy(p.buf[bd].init, pt, 16);
    memcpy(p.buf[bd].init + 16, pt, 16);
    for (int i = 0; i < 60; i++) {
        uint32_t w = (uint32_t)rk[4 * i] << 24 | (uint32_t)rk[4 * i + 1] << 16 |
                     (uint32_t)rk[4 * i + 2] << 8 | rk[4 * i + 3];
        memcpy(p.buf[bk].init + 4 * i, &w, 4);
    }
    mgm_func_result r;
    char err[ERR_LEN_NEST(1)];
    if (mgt_run(&p, 1, &r, err) < 0) fail_msg("%s", err);
    assert_memory_equal(r.out[bd], ct, 16);
    assert_memory_equal(r.out[bd] + 16, ct, 16);
    mgm_func_result_free(&r);
    mgm_problem_free(&p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sbox),
        cmocka_unit_test(test_key_expansion),
        cmocka_unit_test(test_cipher_c3),
        cmocka_unit_test(test_kernel_c3),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
