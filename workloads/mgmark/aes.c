/* See aes.h. */
#include "workloads/mgmark/aes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "workloads/mgm_int.h"

enum { P_BLOCKS }; /* param index: 16-byte blocks */
enum { B_DATA, B_KEY, B_SBOX };
#define WG 64u

/* ==== the CPU reference (FIPS-197, byte-wise) ==== */

static uint8_t gmul(uint8_t a, uint8_t b)
{
    uint8_t r = 0;
    while (b) {
        if (b & 1) r ^= a;
        a = (uint8_t)((a << 1) ^ ((a & 0x80) ? 0x1b : 0));
        b >>= 1;
    }
    return r;
}

void mgm_aes_sbox(uint8_t sbox[256])
{
    for (unsigned x = 0; x < 256; x++) {
        /* multiplicative inverse: x^254 (0 maps to 0) */
        uint8_t inv = 1, sq = (uint8_t)x;
        for (unsigned e = 254; e; e >>= 1) {
            if (e & 1) inv = gmul(inv, sq);
            sq = gmul(sq, sq);
        }
        if (x == 0) inv = 0;
        uint8_t s = 0x63;
        for (unsigned i = 0; i < 8; i++) {
            unsigned bit = ((inv >> i) ^ (inv >> ((i + 4) % 8)) ^ (inv >> ((i + 5) % 8)) ^
                            (inv >> ((i + 6) % 8)) ^ (inv >> ((i + 7) % 8))) & 1u;
            s ^= (uint8_t)(bit << i);
        }
        sbox[x] = s;
    }
}

void mgm_aes256_expand(const uint8_t key[MGM_AES_KEY_BYTES], uint8_t rk[MGM_AES_RK_BYTES])
{
    uint8_t sbox[256], rcon = 1;
    mgm_aes_sbox(sbox);
    memcpy(rk, key, 32);
    for (unsigned i = 8; i < 60; i++) { /* word i from words i-1 and i-8 */
        uint8_t t[4];
        memcpy(t, rk + 4 * (i - 1), 4);
        if (i % 8 == 0) {
            uint8_t t0 = t[0];
            t[0] = (uint8_t)(sbox[t[1]] ^ rcon), t[1] = sbox[t[2]], t[2] = sbox[t[3]];
            t[3] = sbox[t0];
            rcon = gmul(rcon, 2);
        } else if (i % 8 == 4) {
            for (unsigned j = 0; j < 4; j++) t[j] = sbox[t[j]];
        }
        for (unsigned j = 0; j < 4; j++) rk[4 * i + j] = rk[4 * (i - 8) + j] ^ t[j];
    }
}

static void encrypt(const uint8_t sbox[256], const uint8_t rk[MGM_AES_RK_BYTES],
                    const uint8_t in[16], uint8_t out[16])
{
    uint8_t s[16], t[16];
    for (unsigned i = 0; i < 16; i++) s[i] = in[i] ^ rk[i];
    for (unsigned r = 1; r <= 14; r++) {
        for (unsigned c = 0; c < 4; c++) /* SubBytes, ShiftRows */
            for (unsigned row = 0; row < 4; row++)
                t[4 * c + row] = sbox[s[4 * ((c + row) % 4) + row]];
        for (unsigned c = 0; c < 4 && r < 14; c++) /* MixColumns */
            for (unsigned row = 0; row < 4; row++)
                s[4 * c + row] = gmul(t[4 * c + row], 2) ^
                                 gmul(t[4 * c + (row + 1) % 4], 3) ^
                                 t[4 * c + (row + 2) % 4] ^ t[4 * c + (row + 3) % 4];
        if (r == 14) memcpy(s, t, 16);
        for (unsigned i = 0; i < 16; i++) s[i] ^= rk[16 * r + i];
    }
    memcpy(out, s, 16);
}

void mgm_aes256_encrypt(const uint8_t rk[MGM_AES_RK_BYTES], const uint8_t in[16],
                        uint8_t out[16])
{
    uint8_t sbox[256];
    mgm_aes_sbox(sbox);
    encrypt(sbox, rk, in, out);
}

/* ==== the workload ==== */

static int check_size(uint64_t size, char *err)
{
    if (size % 16) return snprintf(err, ERR_LEN, "not a multiple of 16"), -1;
    if (size / 16 > UINT32_MAX) return snprintf(err, ERR_LEN, "too large"), -1;
    return 0;
}

static int setup(mgm_problem *p, char *err)
{
    p->param[P_BLOCKS] = p->size / 16;
    if (mgm_buf_add(p, "data", p->size, MGM_BUF_IN | MGM_BUF_OUT, MGM_E_U8, err) < 0 ||
        mgm_buf_add(p, "key", 4 * 60, MGM_BUF_IN | MGM_BUF_REPLICATED, MGM_E_U32, err) < 0 ||
        mgm_buf_add(p, "sbox", 256, MGM_BUF_IN | MGM_BUF_REPLICATED, MGM_E_U8, err) < 0)
        return -1;
    uint64_t s = mgm_stream(p->seed, 1);
    uint8_t key[32], rk[MGM_AES_RK_BYTES];
    for (unsigned i = 0; i < 32; i++) key[i] = (uint8_t)mgm_rand(&s);
    mgm_aes256_expand(key, rk);
    for (unsigned i = 0; i < 60; i++) { /* the kernel's words: byte 0 in bits 31:24 */
        uint32_t w = (uint32_t)rk[4 * i] << 24 | (uint32_t)rk[4 * i + 1] << 16 |
                     (uint32_t)rk[4 * i + 2] << 8 | rk[4 * i + 3];
        memcpy(p->buf[B_KEY].init + 4 * i, &w, 4);
    }
    mgm_aes_sbox(p->buf[B_SBOX].init);
    s = mgm_stream(p->seed, 2);
    for (uint64_t i = 0; i < p->size; i++) p->buf[B_DATA].init[i] = (uint8_t)mgm_rand(&s);
    return 0;
}

static int plan(const mgm_problem *p, mgm_plan *pl, char *err)
{
    uint64_t n = p->param[P_BLOCKS];
    mgm_own_all(pl, p, B_KEY);
    mgm_own_all(pl, p, B_SBOX);
    bool fresh = true; /* the first launch opens the step */
    for (unsigned g = 0; g < pl->ngpus; g++) {
        uint64_t first, count;
        mgm_split(n, pl->ngpus, g, WG, &first, &count);
        mgm_own(pl, B_DATA, g, mgm_span1(16 * first, 16 * count));
        if (!count) continue;
        mgm_launch *l = mgm_plan_launch(pl, fresh, "Encrypt", g, 1, err);
        if (!l) return -1;
        fresh = false;
        l->grid[0] = (uint32_t)count;
        l->local[0] = WG;
        l->offset[0] = first;
        mgm_arg_buf(l, B_DATA, 0);
        mgm_arg_buf(l, B_KEY, 0);
        mgm_arg_buf(l, B_SBOX, 0);
        mgm_touch(l, B_DATA, MGM_ACC_R | MGM_ACC_W, mgm_span1(16 * first, 16 * count));
        mgm_touch(l, B_KEY, MGM_ACC_R, mgm_span1(0, 240));
        mgm_touch(l, B_SBOX, MGM_ACC_R, mgm_span1(0, 256));
    }
    return 0;
}

static int reference(const mgm_problem *p, uint8_t *out[MGM_MAX_BUFS], char *err)
{
    /* the expanded key again from the seed, not from the key buffer */
    uint64_t s = mgm_stream(p->seed, 1);
    uint8_t key[32], rk[MGM_AES_RK_BYTES];
    for (unsigned i = 0; i < 32; i++) key[i] = (uint8_t)mgm_rand(&s);
    mgm_aes256_expand(key, rk);
    uint8_t sbox[256];
    mgm_aes_sbox(sbox);
    uint8_t *o = malloc(p->size ? p->size : 1);
    if (!o) return snprintf(err, ERR_LEN, "aes: out of memory"), -1;
    for (uint64_t b = 0; b < p->param[P_BLOCKS]; b++)
        encrypt(sbox, rk, p->buf[B_DATA].init + 16 * b, o + 16 * b);
    out[B_DATA] = o;
    return 0;
}

const mgm_workload mgm_aes = {
    .name = "aes",
    .title = "AES-256 encryption",
    .hsaco = "mgmark_kernels_aes.hsaco",
    .unit = "bytes",
    .pattern = MGM_PAT_PARTITIONED,
    .size_default = 16 << 10,
    .size_paper1 = 256 << 10,
    .size_paper4 = 1 << 20,
    .check_size = check_size,
    .setup = setup,
    .plan = plan,
    .host = NULL,
    .reference = reference,
};
