/* mgmark/mgm_sha256.h - a compact SHA-256 (FIPS 180-4) for hashing the
 * output buffers of a workload run (`mgsim run`'s output_sha256), so two
 * runs (thread counts, platforms, modes) can be compared by one string.
 * Written here rather than taken from libcrypto to keep the dependency
 * list short; checked against the FIPS 180-4 / NIST example vectors in
 * test/run/test_sha256.c. Streaming: init, update any number of times,
 * final. No global state; the context is plain data. */
#ifndef MGSIM_MGMARK_MGM_SHA256_H
#define MGSIM_MGMARK_MGM_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define MGM_SHA256_HEX_LEN 65 /* 64 hex digits and the terminating NUL */

typedef struct mgm_sha256 {
    uint32_t h[8];
    uint64_t bytes;   /* message length so far */
    uint8_t blk[64];  /* pending partial block */
    size_t nblk;
} mgm_sha256;

void mgm_sha256_init(mgm_sha256 *s);
void mgm_sha256_update(mgm_sha256 *s, const void *data, size_t n);
/* Finishes the hash into 32 bytes; s must be re-initialised for reuse. */
void mgm_sha256_final(mgm_sha256 *s, uint8_t out[32]);
/* One-shot convenience: the lower-case hex digest of 32 bytes. */
void mgm_sha256_hex(const uint8_t digest[32], char hex[MGM_SHA256_HEX_LEN]);

#endif
