#!/bin/sh
# test/amdgpu_alu/gfx940_inventory.sh - the distinct gfx940 (CDNA3)
# instructions that our code uses: a dev-time survey, not a test (its
# output, gfx940_inventory.txt, is checked in next to it and is the list
# the semantics of issue 29 cover).
#
# Sources (all ours), compiled for gfx940 at -O0 and -O2:
#   - every OpenCL kernel (test/kernels/*.cl, workloads/*/kernels/*.cl, and
#     test/amdgpu_alu/gfx940_mfma.cl for the MFMA builtins) with
#     the Makefile's OCL_FLAGS (-mcpu=gfx940 in place of gfx803);
#   - the HIP programs' device code: examples/hip (and its kernels/),
#     test/hip/progs, test/hip-corpus, test/mgmark/hip, test/mi300a/progs
#     and bench/mi300a/launch_empty.cpp, with hipcc --genco
#     --no-gpu-bundle-output --offload-arch=gfx940 (a program hipcc does
#     not build for gfx940 is named on stderr and left out).
# (Until 2026-11-28 it also read MGPUSim's gfx942 objects, which our rules
# keep out of the tree; docs/validation.md says why.)
# Each object is disassembled with llvm-objdump-15 --mcpu=gfx940.
#
# An instruction is its mnemonic (without _e32/_e64) plus the modifiers that
# change what it does: sdwa / dpp, sc0 sc1 nt (cache policy; sc0 is also
# "return the old value" on atomics), op_sel / op_sel_hi / neg_lo / neg_hi,
# cbsz / abid / blgp (MFMA broadcast), acc (an AGPR operand), saddr / vaddr
# (GLOBAL/SCRATCH address form), offset (a non-zero immediate offset),
# soffset (SMEM with an SGPR offset), offen / idxen (MUBUF).
#
# Status column (what gfx803 had before gfx940 semantics existed):
#   803   the same mnemonic has gfx803 semantics today with the same meaning
#         (v_add_co_u32 and friends count as their gfx803 carry forms)
#   803+  same operation as a gfx803 one, but the form here is new on gfx940
#         (sc0/sc1/nt, AGPR data, SMEM soffset)
#   new   no gfx803 semantics with this meaning
# Semantics column: "sem" when the gfx940 mnemonic has semantics now
# (amdgpu_exec_lookup of its gfx940 row's op), "-" when not.
#
# Usage: test/amdgpu_alu/gfx940_inventory.sh [OUT] (default: next to this
# script); INV_SAVE=FILE keeps the disassembly, INV_ALL=FILE reuses it.
# Needs clang-15, hipcc and llvm-objdump-15; takes several minutes (hipcc
# is slow).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/test/amdgpu_alu/gfx940_inventory.txt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bitcode=${ROCM_BITCODE:-/usr/lib/x86_64-linux-gnu/amdgcn/bitcode}
dis() { llvm-objdump-15 -d --triple=amdgcn-amd-amdhsa --mcpu=gfx940 "$1"; }

cd "$root"
: > "$tmp/all"
# INV_ALL=FILE: reuse a saved disassembly (INV_SAVE=FILE writes one)
if [ -n "${INV_ALL:-}" ]; then cp "$INV_ALL" "$tmp/all"; else
for opt in O0 O2; do
    for cl in test/kernels/*.cl workloads/*/kernels/*.cl test/amdgpu_alu/gfx940_mfma.cl; do
        o=$tmp/$(echo "$cl" | tr / _).$opt.o
        clang-15 -target amdgcn-amd-amdhsa -mcpu=gfx940 -x cl -cl-std=CL2.0 \
            --rocm-device-lib-path="$bitcode" -"$opt" -c "$cl" -o "$o"
        dis "$o" | sed "s|^|$cl:$opt |" >> "$tmp/all"
    done
    for hip in examples/hip/*.hip examples/hip/kernels/*.hip test/hip/progs/*.hip \
               test/hip-corpus/*.hip test/mgmark/hip/*.hip test/mi300a/progs/*.hip \
               bench/mi300a/launch_empty.cpp; do
        b=$tmp/$(echo "$hip" | tr / _).$opt
        if ! hipcc --genco --no-gpu-bundle-output --offload-arch=gfx940 -"$opt" -x hip "$hip" \
               -o "$b.o" >/dev/null 2>&1; then
            echo "gfx940_inventory: hipcc did not build $hip at -$opt for gfx940; left out" >&2
            continue
        fi
        dis "$b.o" | sed "s|^|$hip:$opt |" >> "$tmp/all"
    done
done
fi
[ -z "${INV_SAVE:-}" ] || cp "$tmp/all" "$INV_SAVE"

# Semantics: gfx803's ops with an entry in the exec tables (their gfx803
# names), and the gfx940 mnemonics whose op has one now (asked of the
# built library: make lib/libmgsim.a first).
cat > "$tmp/have.c" <<'EOF2'
#include <stdio.h>
#include <string.h>
#include "amdgpu/decode.h"
#include "amdgpu/exec.h"
int main(int argc, char **argv)
{
    (void)argc;
    if (!strcmp(argv[1], "gfx803")) {
        for (unsigned op = 0; op < AMDGPU_OP_GFX803_COUNT; op++)
            if (amdgpu_exec_lookup(op)) puts(amdgpu_opinfo_get(op)->name);
        return 0;
    }
    unsigned n;
    const amdgpu_opinfo *r = amdgpu_isa_rows(AMDGPU_ISA_GFX940, &n);
    for (unsigned i = 0; i < n; i++)
        if (amdgpu_exec_lookup(r[i].id)) puts(r[i].name);
    return 0;
}
EOF2
cc -std=c11 -I. "$tmp/have.c" lib/libmgsim.a -lm -pthread -o "$tmp/have"
"$tmp/have" gfx803 | sort -u > "$tmp/have803"
"$tmp/have" gfx940 | sort -u > "$tmp/have940"

awk -v have="$tmp/have803" -v now="$tmp/have940" '
BEGIN {
    while ((getline l < have) > 0) h[l] = 1
    while ((getline l < now) > 0) sem[l] = 1
    # gfx9 names of gfx803 carry instructions (same meaning, new name)
    co["v_add_co_u32"] = "v_add_u32"; co["v_sub_co_u32"] = "v_sub_u32"
    co["v_subrev_co_u32"] = "v_subrev_u32"; co["v_addc_co_u32"] = "v_addc_u32"
    co["v_subb_co_u32"] = "v_subb_u32"; co["v_subbrev_co_u32"] = "v_subbrev_u32"
    # the gfx9 "legacy" names of the gfx803 16-bit VOP3 ops (no op_sel)
    co["v_mad_legacy_u16"] = "v_mad_u16"; co["v_mad_legacy_i16"] = "v_mad_i16"
    co["v_mad_legacy_f16"] = "v_mad_f16"; co["v_fma_legacy_f16"] = "v_fma_f16"
    co["v_div_fixup_legacy_f16"] = "v_div_fixup_f16"
    # gfx9 reuses these names for the no-carry forms: new meaning
    nc["v_add_u32"] = 1; nc["v_sub_u32"] = 1; nc["v_subrev_u32"] = 1
}
# lines: "<source>:<opt> \t<mnemonic> <operands> // <addr>: <words>"
$2 ~ /^[sv]_|^ds_|^flat_|^global_|^scratch_|^buffer_|^tbuffer_|^image_/ {
    src = $1; m = $2
    line = $0; sub(/\/\/.*/, "", line)
    ops = line; sub(/^[^\t]*\t[ ]*[^ ]+[ ]*/, "", ops)
    mods = ""
    if (m ~ /_sdwa$/) { mods = mods " sdwa"; sub(/_sdwa$/, "", m) }
    if (m ~ /_dpp$/) { mods = mods " dpp"; sub(/_dpp$/, "", m) }
    sub(/_e(32|64)$/, "", m)
    if (ops ~ /(^|[ ,])sc0([ ,]|$)/) mods = mods " sc0"
    if (ops ~ /(^|[ ,])sc1([ ,]|$)/) mods = mods " sc1"
    if (ops ~ /(^|[ ,])nt([ ,]|$)/) mods = mods " nt"
    n = split("op_sel: op_sel_hi: neg_lo: neg_hi: cbsz: abid: blgp:", k, " ")
    for (i = 1; i <= n; i++) if (index(ops, k[i])) { t = k[i]; sub(/:$/, "", t); mods = mods " " t }
    if (ops ~ /(^|[ ,\[])a[0-9\[]/) mods = mods " acc"
    if (m ~ /^(global|scratch)_/) {
        split(ops, f, /, */)
        # operand after the data/address: "off" means no SGPR base
        if (m ~ /^scratch_/) {
            if (ops ~ /(^|, )off(,|$| )/ && ops ~ /, s[0-9]/) mods = mods " saddr"
            else mods = mods " vaddr"
        } else if (ops ~ /, s\[[0-9]+:[0-9]+\]/) mods = mods " saddr"
        else mods = mods " vaddr"
    }
    if (ops ~ /offset:[1-9-]/ || ops ~ /offset:0x/) mods = mods " offset"
    if (m ~ /^s_(load|store|buffer|atomic|dcache|memtime|memrealtime)/ && ops ~ /, s[0-9]+( |$)/) mods = mods " soffset"
    if (ops ~ /(^| )offen( |$)/) mods = mods " offen"
    if (ops ~ /(^| )idxen( |$)/) mods = mods " idxen"
    key = m mods
    cnt[key]++
    if (!((key, src) in seen)) { seen[key, src] = 1; nsrc[key]++; if (!(key in first)) first[key] = src }
    base[key] = m; kmods[key] = mods
}
END {
    for (key in cnt) {
        m = base[key]; g = (m in co) ? co[m] : m
        st = "new"
        if (!(m in nc) && (g in h)) {
            st = "803"
            if (kmods[key] ~ /sc0|sc1|nt|acc|soffset/) st = "803+"
        }
        printf "%-40s %-5s %-4s %6d %4d %s\n", key, st, (m in sem) ? "sem" : "-", cnt[key], nsrc[key], first[key]
    }
}' "$tmp/all" | sort > "$tmp/list"

{
    echo "# gfx940 instruction inventory (test/amdgpu_alu/gfx940_inventory.sh)."
    echo "# instruction+modifiers, status (803 / 803+ / new), semantics now (sem / -), occurrences,"
    echo "# objects (source:opt) using it, the first of them."
    printf '# %s distinct: %s 803, %s 803+, %s new; by mnemonic: %s distinct, %s without gfx803 semantics\n' \
        "$(wc -l < "$tmp/list")" \
        "$(awk '$0 !~ /^#/ { for (i = 1; i <= NF; i++) if ($i == "803") { c++; break } } END { print c + 0 }' "$tmp/list")" \
        "$(awk '{ for (i = 1; i <= NF; i++) if ($i == "803+") { c++; break } } END { print c + 0 }' "$tmp/list")" \
        "$(awk '{ for (i = 1; i <= NF; i++) if ($i == "new") { c++; break } } END { print c + 0 }' "$tmp/list")" \
        "$(awk '{ print $1 }' "$tmp/list" | sort -u | wc -l)" \
        "$(awk '{ for (i = 1; i <= NF; i++) if ($i == "new") { print $1; break } }' "$tmp/list" | sort -u | wc -l)"
    printf '# with semantics now: %s of %s forms; missing: %s\n' \
        "$(awk '{ for (i = 1; i <= NF; i++) if ($i == "sem") { c++; break } } END { print c + 0 }' "$tmp/list")" \
        "$(wc -l < "$tmp/list")" \
        "$(awk '{ s = 0; for (i = 1; i <= NF; i++) if ($i == "sem") s = 1; if (!s) print $1 }' "$tmp/list" | sort -u | tr '\n' ' ')"
    cat "$tmp/list"
} > "$out"
echo "wrote $out"
