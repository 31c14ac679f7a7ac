/* DDOS, Dynamic Detection Of Spinning (prefix ddos_): the detector of
 * ElTantawy and Aamodt, "Warp Scheduling for Fine-Grained
 * Synchronization" (HPCA 2018), Section IV, as plain functions on plain
 * state so tests can drive it with hand-made sequences.
 *
 * Per wavefront, two shift registers of l entries: the path history
 * (hashed PCs of the compares it executes: v_cmp*, v_cmpx*, s_cmp* on
 * GCN3) and the value history (the hashed two source operands of each
 * compare, read in the profiled lane: the lowest active EXEC lane).
 * A new entry (path and value) is compared with the entry one period
 * back (the match pointer); the first match among the last l entries
 * fixes the period p and sets remaining matches to p - 1; each further
 * match counts it down and at zero the wave is spinning; a mismatch
 * unfixes the pointer and the wave is not spinning. (The paper's
 * example, Figure 7b: entries 7, 2, 7, 2 with period 2: spinning at the
 * fourth.)
 *
 * Per CU, the SIB prediction table: a backward branch taken by a
 * spinning wave is inserted with confidence 1 or incremented; taken by a
 * wave that is not spinning, a non-zero confidence is decremented; at
 * confidence >= t the branch is a spin-inducing branch (SIB). When the
 * table is full the entry of lowest confidence (the first of them) makes
 * room. Confidence saturates at 2t - 1 (the paper's 3-bit counter for
 * t = 4). */
#ifndef MGSIM_MECH_BOWS_DDOS_H
#define MGSIM_MECH_BOWS_DDOS_H

#include <stdbool.h>
#include <stdint.h>

#define DDOS_L_MAX 32  /* history entries at most */
#define DDOS_W_MAX 16  /* hash bits at most */

enum ddos_hash_kind { DDOS_XOR, DDOS_MODULO };

/* The bits-wide hash of v: XOR of its bits-wide slices (all 64 bits), or
 * its low bits (MODULO). */
uint32_t ddos_hash(uint64_t v, unsigned bits, unsigned kind);

typedef struct ddos_entry {
    uint16_t path, v0, v1;
} ddos_entry;

typedef struct ddos_hist {
    ddos_entry e[DDOS_L_MAX]; /* e[0] newest */
    uint32_t n;               /* entries held (<= l) */
    uint32_t period;          /* the match pointer: 0 = not fixed */
    uint32_t remain;          /* matches still needed */
    bool spinning;
} ddos_hist;

void ddos_hist_reset(ddos_hist *h);
/* Inserts one compare into a history of length l; returns spinning. */
bool ddos_hist_push(ddos_hist *h, uint32_t l, ddos_entry x);

typedef struct ddos_sib {
    uint64_t pc;
    uint32_t conf;
} ddos_sib;

typedef struct ddos_sibpt {
    ddos_sib *e;     /* cap entries (owned by the caller) */
    uint32_t n, cap;
} ddos_sibpt;

/* A backward branch at pc was taken by a wave that is (not) spinning:
 * updates the table; returns whether pc is now a confirmed SIB
 * (confidence >= t). */
bool ddos_sibpt_taken(ddos_sibpt *s, uint64_t pc, bool spinning, uint32_t t);

#endif
