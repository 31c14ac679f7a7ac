"""Pages per GPU over time (--stats xlat.uvm.pages_over_time) against a
trace of the same run under migrate (docs/memory.md "Statistics"): with
migrate every change of residence is a copy (xlat_uvm.c: a move always
copies), which ends, at the fault handler, in the cycle the page changes
residence; the copy's reads go out of the new GPU's RDMA engine. So,
from sample 0 on, each copy that ends at or before a sample's cycle
moves one page from where it was to that GPU: the series the trace
gives must be the series the statistics give, sample for sample. Works
for runs whose pages are all placed by cycle 0 and one page moving at a
time (bs on one page). Usage: uvm_pages.py TRACE.csv STATS.json; prints
"samples moves", exits 1 on the first sample that differs."""
import csv
import json
import re
import sys

rows = list(csv.DictReader(open(sys.argv[1])))
d = json.load(open(sys.argv[2]))
series = d["xlat"]["uvm"]["pages_over_time"]
iv, pages = series["interval_cycles"], series["pages"]
kids = {}
for r in rows:
    kids.setdefault(r["parent"], []).append(r)
moves = []  # (cycle, to)
for r in rows:
    if r["component"] != "Host.FaultHandler" or r["what"] != "copy":
        continue
    rd = [c for c in kids.get(r["id"], []) if c["component"].endswith(".RDMA")]
    to = {int(re.match(r"GPU\[(\d+)\]", c["component"]).group(1)) for c in rd}
    if len(to) != 1:
        print("copy without one puller:", r["id"], to)
        sys.exit(1)
    moves.append((int(r["end_ps"]) // 1000, to.pop()))  # 1 GHz: 1000 ps a cycle
moves.sort()
now = list(pages[0])
if sum(now) != 1:
    print("not one page:", now)
    sys.exit(1)
m = 0
for k, got in enumerate(pages):
    while m < len(moves) and moves[m][0] <= k * iv:
        now = [0] * len(now)
        now[moves[m][1]] = 1
        m += 1
    if got != now:
        print(f"sample {k} (cycle {k * iv}): stats {got}, trace {now}")
        sys.exit(1)
print(len(pages), m)
