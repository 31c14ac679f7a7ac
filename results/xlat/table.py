#!/usr/bin/env python3
"""docs/memory.md's policy-study tables from results/xlat/policies_*.jsonl
(results/xlat/policies.sh writes them).

    results/xlat/table.py pages d-mgpu-4   # 4 KiB against 2 MiB managed pages
    results/xlat/table.py host d-mgpu-4    # program's against host placement

A run stopped at the study's cycle limit shows as "> N" (its cycles are
more than N); its other figures are unknown ("?")."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(plat, suffix):
    path = os.path.join(HERE, f"policies_{plat}{suffix}.jsonl")
    if not os.path.exists(path):
        return {}
    rows = {}
    for line in open(path):
        d = json.loads(line)
        rows[(d["params"]["workload"], d["params"]["policy"])] = d
    return rows


def mb(b):
    return f"{b / 1e6:.2f}"


def cyc(d):
    if d is None:
        return "-"
    if d["status"] == "limit":
        return f"> {d['stats']['max_cycles'] / 1e6:.0f}M"
    return str(d["stats"]["cycles"])


def vs(d):
    if d is None:
        return "-"
    if d["status"] == "limit":
        return f"> {d['stats']['slowdown_at_least']:.0f}x"
    return f"{d['stats']['slowdown']:.2f}x"


def get(d, key, fmt=str):
    if d is None:
        return "-"
    if d["status"] != "ok" or key not in d["stats"]:
        return "?"
    return fmt(d["stats"][key])


def pages_table(plat):
    a, b = load(plat, ""), load(plat, "_2M")
    print("| workload | policy | 4K cycles | 4K vs pinned | 2M cycles | 2M vs pinned 2M "
          "| faults 4K / 2M | pages moved 4K / 2M | MB copied 4K / 2M "
          "| cross-GPU MB 4K / 2M | walks 4K / 2M |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for (w, p), d4 in a.items():
        d2 = b.get((w, p))
        print(f"| {w} | {p} | {cyc(d4)} | {vs(d4)} | {cyc(d2)} | {vs(d2)} "
              f"| {get(d4, 'faults')} / {get(d2, 'faults')} "
              f"| {get(d4, 'moves')} / {get(d2, 'moves')} "
              f"| {get(d4, 'bytes_migrated', mb)} / {get(d2, 'bytes_migrated', mb)} "
              f"| {get(d4, 'cross_gpu_bytes', mb)} / {get(d2, 'cross_gpu_bytes', mb)} "
              f"| {get(d4, 'walks')} / {get(d2, 'walks')} |")


def host_table(plat):
    print("| workload | policy | page | program cycles | host cycles | host / program "
          "| host vs pinned | pages from host | MB from host | other moves "
          "| cross-GPU MB program / host |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for page, suffix in (("4K", ""), ("2M", "_2M")):
        prog, host = load(plat, suffix), load(plat, suffix + "_host")
        for (w, p), dh in host.items():
            if p == "pinned":
                continue
            dp = prog.get((w, p))
            ratio = "?"
            if dp and dp["status"] == "ok" and dh["status"] == "ok":
                ratio = f"{dh['stats']['cycles'] / dp['stats']['cycles']:.2f}"
            other = "?"
            if dh["status"] == "ok":
                other = str(dh["stats"]["moves"] - dh["stats"]["migrations_host"])
            print(f"| {w} | {p} | {page} | {cyc(dp)} | {cyc(dh)} | {ratio} | {vs(dh)} "
                  f"| {get(dh, 'migrations_host')} | {get(dh, 'bytes_from_host', mb)} "
                  f"| {other} | {get(dp, 'cross_gpu_bytes', mb)} / "
                  f"{get(dh, 'cross_gpu_bytes', mb)} |")


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("pages", "host"):
        sys.exit(__doc__)
    (pages_table if sys.argv[1] == "pages" else host_table)(sys.argv[2])
