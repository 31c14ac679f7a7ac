/* test/amdgpu_alu/alu_util.h - helpers for the ALU semantics tests:
 * assemble GCN3 text with llvm-mc-15 at test time, decode it with
 * amdgpu_decode, run it on a fresh wave, and produce random lane inputs
 * rich in special values. Linked into every test program of the area. */
#ifndef MGSIM_TEST_GCN3_ALU_UTIL_H
#define MGSIM_TEST_GCN3_ALU_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "amdgpu/exec.h"
#include "amdgpu/inst.h"
#include "amdgpu/isa.h"
#include "amdgpu/wave.h"

#define AU_NVGPR 256

/* Assembles n lines (one instruction each) in one llvm-mc run and decodes
 * each into out[i]. Fails the test (cmocka) on any error. */
void au_asm(const char *const *lines, size_t n, amdgpu_inst *out);

/* The same for an ISA's encoding (llvm-mc-15 --mcpu=<isa name>). */
void au_asm_isa(amdgpu_isa isa, const char *const *lines, size_t n, amdgpu_inst *out);

/* One instruction. */
amdgpu_inst au_asm1(const char *line);

/* A wave with AU_NVGPR VGPRs, EXEC all ones, MODE with f32/f64 denormals
 * enabled, round to nearest even, DX10 clamp and IEEE on; free with
 * au_wave_free. */
amdgpu_wave *au_wave_new(void);
void au_wave_free(amdgpu_wave *w);

/* Runs in on w, requires status want. An op that ran as wanted (any
 * status short of an error) is recorded as executed: with $AU_OPS_LOG
 * set, the process appends their mnemonics to that file at exit
 * (test_coverage reads it). */
void au_exec(amdgpu_wave *w, const amdgpu_inst *in, int want);

/* Deterministic random numbers (xorshift) and special-value-rich inputs. */
uint64_t au_rand(uint64_t *st);
uint32_t au_rand_u32(uint64_t *st);
uint64_t au_rand_u64(uint64_t *st);
uint32_t au_rand_f32(uint64_t *st);
uint64_t au_rand_f64(uint64_t *st);
uint16_t au_rand_f16(uint64_t *st);

/* Bit casts. */
float au_f(uint32_t u);
uint32_t au_u(float f);
double au_d(uint64_t u);
uint64_t au_ud(double d);

/* The coverage counters shared by the tests of the area. */
bool au_is_alu(const amdgpu_opinfo *r);

#endif
