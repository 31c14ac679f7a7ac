#!/usr/bin/env bash
# workloads/det/det_sweeps.sh - the sensitivity sweeps of docs/determinism.md
# ("Sweeps"): DAB's buffer level, size, scheduler, fusion and coalescing
# (the DAB paper's Figures 11-13) and GPUDet's quantum size (the GPUDet
# paper's Figure 11), on the det workloads, as slowdowns over the
# perturbed (nondeterministic) baseline.
#
# Every configuration runs every workload at perturbation seeds SEEDS
# (default 1,2) with `mgsim det`; a point is ok when every seed verified
# against its CPU reference, and its hashes over the seeds are counted
# (under DAB and GPUDet they must be 1). A point that does not run
# (mgsim det's message, e.g. a deadlock) is recorded with status "failed"
# and its message, never dropped.
#
# Outputs (directory OUT, default results/det):
#   dab_sweep.jsonl      one line per (DAB configuration, workload), and a
#                        "geomean" line per configuration (ok points only)
#   gpudet_quantum.jsonl one line per (quantum, workload) and "geomean"
#   baseline.jsonl       the perturbed baseline's cycles per workload
#   det_sweeps.md        the markdown tables of docs/determinism.md
# The JSON lines have mgsim sweep's shape ("point", "key", "params",
# "status") plus "cycles", "slowdown", "distinct", "hash", so `mgsim plot`
# draws them (PLOTS=1 draws docs/img/det_*.png).
#
# Why not `mgsim sweep`: it appends --stats to each point's command, which
# `mgsim det` (a driver of several runs) does not take; the grid is here.
#
#   workloads/det/det_sweeps.sh            # about 4 minutes on two cores (JOBS=2)
# Environment: MGSIM (default bin/mgsim), JOBS (2), SEEDS (1,2),
# CUS (8: a small R9 Nano, so that SIMDs hold several waves at small
# sizes), SIZES ("sum=8192 bfs=512 hist=8192 pr=256 bc=128"), WORKLOADS ("sum bfs hist pr bc"), OUT, PLOTS (0).
set -euo pipefail
MGSIM=${MGSIM:-bin/mgsim}
JOBS=${JOBS:-2}
SEEDS=${SEEDS:-1,2}
CUS=${CUS:-8}
OUT=${OUT:-results/det}
PLOTS=${PLOTS:-0}
WORKLOADS=${WORKLOADS:-sum bfs hist pr bc}
SIZES=${SIZES:-sum=8192 bfs=512 hist=8192 pr=256 bc=128}
mkdir -p "$OUT"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The configurations: ID|family|params (k=v,...)|--set options
cfgs=()
cfgs+=("base|baseline||")
for e in 32 64 128 256; do
  for s in srr gtrr gtar gwat; do
    cfgs+=("dab_s_${e}_${s}_11|dab|level=scheduler,entries=$e,sched=$s,fusion=1,coalesce=1|--set dab.enable=1 --set dab.level=scheduler --set dab.entries=$e --set dab.sched=$s --set dab.fusion=1 --set dab.coalesce=1")
  done
done
for e in 64 128 256; do
  for s in gto srr gtrr gtar gwat; do
    cfgs+=("dab_w_${e}_${s}_11|dab|level=warp,entries=$e,sched=$s,fusion=1,coalesce=1|--set dab.enable=1 --set dab.level=warp --set dab.entries=$e --set dab.sched=$s --set dab.fusion=1 --set dab.coalesce=1")
  done
done
for e in 32 64 128 256; do
  for fc in 00 10 01; do
    f=${fc:0:1} c=${fc:1:1}
    cfgs+=("dab_s_${e}_gwat_$fc|dab|level=scheduler,entries=$e,sched=gwat,fusion=$f,coalesce=$c|--set dab.enable=1 --set dab.level=scheduler --set dab.entries=$e --set dab.sched=gwat --set dab.fusion=$f --set dab.coalesce=$c")
  done
done
for q in 50 100 200 500 1000; do
  cfgs+=("gd_$q|gpudet|quantum=$q|--set gpudet.enable=1 --set gpudet.quantum=$q")
done

# One job: every workload of one configuration; raw lines into tmp/ID.txt
# as "ID workload seed status hash cycles message".
size_of() { local x; for x in $SIZES; do [ "${x%%=*}" = "$1" ] && echo "${x#*=}"; done; }
run_cfg() {
  IFS='|' read -r id fam params sets <<< "$1"
  for w in $WORKLOADS; do
    # shellcheck disable=SC2086
    if ! "$MGSIM" det "$w" --size "$(size_of "$w")" --perturb "$SEEDS" --set gpu.cus="$CUS" $sets \
         > "$tmp/$id.$w.out" 2> "$tmp/$id.$w.err"; then :; fi
    awk -v id="$id" -v w="$w" '
      $3 == "perturb" && $6 == "verified" { print id, w, $4, "ok", $5, $7, "-"; n++ }
      END { if (!n) {} }' "$tmp/$id.$w.out"
    # failures: "mgsim det: W --perturb S: message"
    sed -n 's/^mgsim det: [a-z]* --perturb \([0-9]*\): \(.*\)$/\1\t\2/p' "$tmp/$id.$w.err" |
      while IFS=$'\t' read -r s msg; do
        printf '%s %s %s failed - 0 %s\n' "$id" "$w" "$s" "$(echo "$msg" | tr ' ' '_')"
      done
    if ! grep -q . "$tmp/$id.$w.out" && ! grep -q '^mgsim det: [a-z]* --perturb' "$tmp/$id.$w.err"; then
      printf '%s %s 0 failed - 0 %s\n' "$id" "$w" "$(head -c 200 "$tmp/$id.$w.err" | tr ' \n' '__')"
    fi
  done > "$tmp/$id.txt"
}
export -f run_cfg size_of
export MGSIM SEEDS CUS WORKLOADS SIZES tmp
start=$(date +%s)
printf '%s\n' "${cfgs[@]}" |
  xargs -d '\n' -P "$JOBS" -I{} bash -c 'run_cfg "$1"' _ {}
echo "det_sweeps: ${#cfgs[@]} configurations x ($WORKLOADS) x seeds $SEEDS in $(( $(date +%s) - start )) s" >&2

printf '%s\n' "${cfgs[@]}" > "$tmp/cfgs.txt"
# Summaries: awk reads the configuration list then every raw line.
for f in "${cfgs[@]}"; do id=${f%%|*}; cat "$tmp/$id.txt"; done > "$tmp/raw.txt"
cp "$tmp/raw.txt" "$OUT/det_sweeps_raw.txt"
awk -v out="$OUT" -v sizes="$SIZES" -v cus="$CUS" -v seeds="$SEEDS" -v wl="$WORKLOADS" '
  function jstr(s) { return "\"" s "\"" }
  FNR == NR { split($0, a, "|"); nc++; cid[nc] = a[1]; fam[a[1]] = a[2]; par[a[1]] = a[3]; next }
  {
    id = $1; w = $2; st = $4
    if (st == "ok") { cyc[id, w] += $6; n[id, w]++; if (!((id, w, $5) in hs)) { hs[id, w, $5] = 1; d[id, w]++; h[id, w] = substr($5, 1, 12) } }
    else { fail[id, w] = 1; msg[id, w] = $7; gsub(/_/, " ", msg[id, w]); gsub(/"/, "", msg[id, w]) }
  }
  END {
    nw = split(wl, W, " ")
    for (i = 1; i <= nw; i++) base[W[i]] = n["base", W[i]] ? cyc["base", W[i]] / n["base", W[i]] : 0
    bf = out "/baseline.jsonl"; df = out "/dab_sweep.jsonl"; gf = out "/gpudet_quantum.jsonl"
    printf "" > bf; printf "" > df; printf "" > gf
    pd = pg = 0
    for (c = 1; c <= nc; c++) {
      id = cid[c]; f = fam[id]; p = par[id]
      pj = ""; m = split(p, kv, ",")
      for (k = 1; k <= m; k++) { split(kv[k], x, "="); pj = pj sprintf(",%s:%s", jstr(x[1]), jstr(x[2])); pv[x[1]] = x[2] }
      file = f == "baseline" ? bf : f == "dab" ? df : gf
      series = f == "dab" ? sprintf("%s %s f%s c%s", pv["level"], pv["sched"], pv["fusion"], pv["coalesce"]) : f
      lg = 0; ng = 0; allok = 1
      for (i = 1; i <= nw; i++) {
        w = W[i]
        ok = n[id, w] > 0 && !fail[id, w]
        mean = ok ? cyc[id, w] / n[id, w] : 0
        sd = ok && base[w] ? mean / base[w] : 0
        pt = f == "dab" ? pd++ : f == "gpudet" ? pg++ : i - 1
        key = "workload=" w (p != "" ? "," p : "")
        printf "{\"point\":%d,\"key\":%s,\"params\":{\"workload\":%s,\"series\":%s%s},\"status\":%s", pt, jstr(key), jstr(w), jstr(series), pj, jstr(ok ? "ok" : "failed") >> file
        if (ok) printf ",\"cycles\":%.0f,\"slowdown\":%.4f,\"distinct\":%d,\"hash\":%s}\n", mean, sd, d[id, w], jstr(h[id, w]) >> file
        else printf ",\"error\":%s}\n", jstr(msg[id, w]) >> file
        if (ok && sd > 0) { lg += log(sd); ng++ } else allok = 0
        S[id, w] = ok ? sprintf("%.2fx", sd) : "FAIL"
        D[id, w] = ok ? d[id, w] : "-"
      }
      G[id] = ng ? exp(lg / ng) : 0; GA[id] = allok
      if (f != "baseline" && ng) {
        pt = f == "dab" ? pd++ : pg++
        printf "{\"point\":%d,\"key\":%s,\"params\":{\"workload\":\"geomean\",\"series\":%s%s},\"status\":\"ok\",\"slowdown\":%.4f,\"workloads\":%d}\n", pt, jstr("workload=geomean," p), jstr(series), pj, G[id], ng >> file
      }
      delete pv
    }
    # markdown
    printf "Small R9 Nano (gpu.cus=%s), sizes %s; perturbation seeds %s; cells: mean cycles / mean perturbed-baseline cycles; `FAIL`: the point did not run (see the JSONL); geomean over the workloads that ran (all unless marked partial).\n\n", cus, sizes, seeds
    printf "#### perturbed baseline (cycles, mean over the seeds)\n\n| |"
    for (i = 1; i <= nw; i++) printf " %s |", W[i]
    printf "\n|---|"; for (i = 1; i <= nw; i++) printf "---|"; printf "\n| cycles |"
    for (i = 1; i <= nw; i++) printf " %.0f |", base[W[i]]
    printf "\n\n"
    hdr = "| configuration |"; sep = "|---|"
    for (i = 1; i <= nw; i++) { hdr = hdr " " W[i] " |"; sep = sep "---|" }
    hdr = hdr " geomean | distinct hashes |"; sep = sep "---|---|"
    split("dab gpudet", fams, " ")
    for (q = 1; q <= 2; q++) {
      printf "#### %s\n\n%s\n%s\n", fams[q] == "dab" ? "DAB (level entries scheduler, fusion f, coalescing c)" : "GPUDet quantum (instructions; CU-Ser, BTA, DWP)", hdr, sep
      for (c = 1; c <= nc; c++) {
        id = cid[c]; if (fam[id] != fams[q]) continue
        printf "| %s |", par[id]
        dd = ""
        for (i = 1; i <= nw; i++) { printf " %s |", S[id, W[i]]; dd = dd (i > 1 ? "," : "") D[id, W[i]] }
        printf " %s | %s |\n", G[id] ? sprintf("%.2fx%s", G[id], GA[id] ? "" : " (partial)") : "FAIL", dd
      }
      printf "\n"
    }
  }' "$tmp/cfgs.txt" "$tmp/raw.txt" > "$OUT/det_sweeps.md"
cat "$OUT/det_sweeps.md"

if [ "$PLOTS" = 1 ]; then
  g=$tmp/geo
  grep '"workload":"geomean"' "$OUT/dab_sweep.jsonl" | grep '"fusion":"1","coalesce":"1"' > "$g.sched.jsonl"
  "$MGSIM" plot "$g.sched.jsonl" --x entries --y slowdown --group series \
    --title "DAB: slowdown vs buffer entries (geomean of 5 det workloads)" -o docs/img/det_dab_sched.png
  grep '"workload":"geomean"' "$OUT/dab_sweep.jsonl" | grep '"level":"scheduler","entries":"[0-9]*","sched":"gwat"' > "$g.fus.jsonl"
  "$MGSIM" plot "$g.fus.jsonl" --x entries --y slowdown --group series \
    --title "DAB scheduler-level GWAT: fusion (f) and coalescing (c)" -o docs/img/det_dab_fusion.png
  "$MGSIM" plot "$OUT/gpudet_quantum.jsonl" --x quantum --y slowdown --group workload --logx \
    --title "GPUDet: slowdown vs quantum size" -o docs/img/det_gpudet_quantum.png
fi
