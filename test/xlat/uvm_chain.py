"""Checks the fault handler's tasks in a trace's CSV (`mgsim trace FILE
--csv`, docs/memory.md "Traces"): every fault on Host.FaultHandler is a
child of a walk; every job is a child of a fault (or of nothing: a
counter notice); every shootdown and copy is a child of a job and has
children of its own (the entry write at an L2, the copy's reads and
writes); every child lies within its parent in time. Then counts the
migrations whose whole chain is there: an L1 TLB's task -> the L2 TLB's
-> the walk -> the fault -> the migrate job -> its copy -> a read at an
RDMA engine -> its PCIe hop. Prints "faults jobs migrations chains" and
exits 1 naming the first task that breaks a rule."""
import csv
import sys

JOBS = {"migrate", "map", "remote map", "replicate", "collapse"}
rows = list(csv.DictReader(open(sys.argv[1])))
by = {r["id"]: r for r in rows}
kids = {}
for r in rows:
    kids.setdefault(r["parent"], []).append(r)


def fail(msg, r):
    print(f"{msg}: {r['component']} {r['what']} {r['id']} ({r['start_ps']}..{r['end_ps']})")
    sys.exit(1)


def within(c, p):
    return int(p["start_ps"]) <= int(c["start_ps"]) and int(c["end_ps"]) <= int(p["end_ps"])


def parent(r, what):
    p = by.get(r["parent"])
    if p is None or p["what"] not in what:
        fail(f"parent not {sorted(what)}", r)
    if not within(r, p):
        fail("outside its parent", r)
    return p


handler = [r for r in rows if r["component"] == "Host.FaultHandler"]
for r in handler:
    if r["complete"] != "1":
        fail("incomplete", r)
    if r["what"] == "fault":
        parent(r, {"walk"})
    elif r["what"] in JOBS:
        if r["parent"] != "0":
            parent(r, {"fault"})
    elif r["what"] in ("shootdown", "copy"):
        parent(r, JOBS)
        if not kids.get(r["id"]):
            fail("no children", r)
    else:
        fail("unknown task", r)
    for c in kids.get(r["id"], []):
        if not within(c, r):
            fail("a child outside it", c)

chains = 0
migrations = [r for r in handler if r["what"] == "migrate"]
for j in migrations:
    if j["parent"] == "0":
        continue
    w = by[by[j["parent"]]["parent"]]
    l2 = parent(w, {"xlat"})
    l1 = parent(l2, {"xlat"})
    copy = [c for c in kids.get(j["id"], []) if c["what"] == "copy"]
    if "L2TLB" not in l2["component"] or "TLB[" not in l1["component"] or len(copy) != 1:
        fail("no whole chain", j)
    rd = [c for c in kids[copy[0]["id"]] if c["component"].endswith(".RDMA")]
    if rd and all(any(h["kind"] == "hop" for h in kids.get(x["id"], [])) for x in rd):
        chains += 1
print(sum(r["what"] == "fault" for r in handler), sum(r["what"] in JOBS for r in handler),
      len(migrations), chains)
