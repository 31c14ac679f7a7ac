/* workloads/mgmark/aes.h - MGMark AES (Partitioned Data): AES-256 encryption of
 * `size` bytes of plaintext (a multiple of 16), Hetero-Mark's Encrypt
 * kernel, one 16-byte block per work-item, in place.
 *
 * Buffers: "data" (plaintext in, ciphertext out, exact), "key" (the 60
 * expanded key words, each four key bytes big-endian; replicated), "sbox"
 * (256 bytes; replicated). Inputs from the seed: the 32-byte key and the
 * plaintext. Plan: one Encrypt launch; with G GPUs, GPU g encrypts and
 * owns a contiguous range of blocks (64-block granules) through the
 * global offset: no remote access.
 *
 * The CPU reference below is a plain byte-wise FIPS-197 implementation
 * (S-box computed from the GF(2^8) inverse and the affine map, not
 * copied from a table), checked against FIPS-197's AES-256 vector. */
#ifndef MGSIM_MGMARK_AES_H
#define MGSIM_MGMARK_AES_H

#include <stdint.h>

#include "workloads/mgm.h"

extern const mgm_workload mgm_aes;

enum { MGM_AES_KEY_BYTES = 32, MGM_AES_RK_BYTES = 240 };

/* The AES S-box, computed. */
void mgm_aes_sbox(uint8_t sbox[256]);
/* FIPS-197 key expansion for a 256-bit key: 15 round keys of 16 bytes. */
void mgm_aes256_expand(const uint8_t key[MGM_AES_KEY_BYTES], uint8_t rk[MGM_AES_RK_BYTES]);
/* Encrypts one block with expanded key rk (in and out may alias). */
void mgm_aes256_encrypt(const uint8_t rk[MGM_AES_RK_BYTES], const uint8_t in[16],
                        uint8_t out[16]);

#endif
