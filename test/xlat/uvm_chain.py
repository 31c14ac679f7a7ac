"""Checks the fault handler's tasks in a trace's CSV (`mgsim trace FILE
--csv`, docs/memory.md "Traces"): every fault on Host.FaultHandler is a
child of a walk; every job is a child of a fault (inside it in time) or,
started by an access counter's notice, of the RDMA engine's task of the
access that fired it (starting no later than the job, on the engine that
then pulls the page), or a prefetch's (no parent, a step "prefetch");
every shootdown and copy is a child of a job and
has children of its own (the entry write at an L2, the copy's reads and
writes); every child lies within its parent in time. The TLBs' side of a
shootdown: each handler shootdown of GPU g has one child at g's L2 TLB
and then one at every L1 TLB of g (none starting before the L2 TLB's
ended), every TLB shootdown is such a child, and an L1 TLB's that steps
"invalidate" has one child, the L1V's invalidate of the frame. Then
counts the fault-started migrations whose whole chain is there: an L1
TLB's task -> the L2 TLB's -> the walk -> the fault -> the migrate job
-> its copy -> a read at an RDMA engine -> its PCIe hop (a notice's job
must lead up, through its access's RDMA task, to an instruction).
Prints "faults jobs migrations chains tlb-shootdowns notice-jobs
invalidates prefetch-jobs" and exits 1 naming the first task that breaks a rule."""
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


def gpu_of(r):
    return r["component"][: r["component"].index("]") + 1]


def tlb_kind(r):
    return "L2" if r["component"].endswith(".L2TLB") else "L1"


handler = [r for r in rows if r["component"] == "Host.FaultHandler"]
tlbs = {}  # GPU -> the L1 TLBs the trace shows
for r in rows:
    if r["component"].startswith("GPU[") and "TLB" in r["component"] and tlb_kind(r) == "L1":
        tlbs.setdefault(gpu_of(r), set()).add(r["component"])
notice_jobs = prefetch_jobs = 0
for r in handler:
    if r["complete"] != "1":
        fail("incomplete", r)
    if r["what"] == "fault":
        parent(r, {"walk"})
    elif r["what"] in JOBS:
        p = by.get(r["parent"])
        if p is not None and p["component"].endswith(".RDMA") and p["kind"] == "req":
            if int(p["start_ps"]) > int(r["start_ps"]):  # the access fired the notice
                fail("starts before its access", r)
            pull = [x for c in kids.get(r["id"], []) if c["what"] == "copy"
                    for x in kids.get(c["id"], []) if x["component"].endswith(".RDMA")]
            if not pull or any(x["component"] != p["component"] for x in pull):
                fail("not pulled by the counting GPU", r)
            x = p  # up from the access to the instruction that made it
            while x is not None and x["kind"] != "inst":
                x = by.get(x["parent"])
            if x is None:
                fail("its access leads to no instruction", r)
            notice_jobs += 1
        elif r["parent"] == "0" and "prefetch" in r["steps"]:
            prefetch_jobs += 1  # the program asked, between runs
        else:
            parent(r, {"fault"})
    elif r["what"] == "shootdown":
        parent(r, JOBS)
        shot = [c for c in kids.get(r["id"], []) if c["what"] == "shootdown"]
        l2 = [c for c in shot if tlb_kind(c) == "L2"]
        l1 = sorted(c["component"] for c in shot if tlb_kind(c) == "L1")
        if len(l2) != 1 or l1 != sorted(tlbs.get(gpu_of(l2[0]), ())):
            fail("not every TLB of its GPU shot", r)
        if any(int(c["start_ps"]) < int(l2[0]["end_ps"]) for c in shot if tlb_kind(c) == "L1"):
            fail("an L1 TLB shot before the L2 TLB", r)
    elif r["what"] == "copy":
        parent(r, JOBS)
        if not kids.get(r["id"]):
            fail("no children", r)
    else:
        fail("unknown task", r)
    for c in kids.get(r["id"], []):
        if not within(c, r):
            fail("a child outside it", c)

tlb_shoots = invalidates = 0
for r in rows:
    if r["what"] != "shootdown" or r["component"] == "Host.FaultHandler":
        continue
    if "TLB" not in r["component"]:
        fail("a shootdown outside a TLB", r)
    parent(r, {"shootdown"})
    tlb_shoots += 1
    inv = kids.get(r["id"], [])
    if ("invalidate" in r["steps"]) != bool(inv) or len(inv) > 1:
        fail("its invalidate missing or not its child", r)
    for c in inv:
        if c["what"] != "invalidate" or ".L1V[" not in c["component"] or not within(c, r):
            fail("not the L1V's invalidate inside it", c)
        invalidates += 1

chains = 0
migrations = [r for r in handler if r["what"] == "migrate"]
for j in migrations:
    if j["parent"] == "0" or by[j["parent"]]["what"] != "fault":  # a notice's or a prefetch's
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
      len(migrations), chains, tlb_shoots, notice_jobs, invalidates, prefetch_jobs)
