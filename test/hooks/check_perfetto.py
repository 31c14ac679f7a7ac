# Checks a Perfetto / Chrome trace-event JSON file written by mgsim trace:
# it parses, every slice has the fields the viewers need, and the slices
# of each (pid, tid) track nest (any two are disjoint or one contains the
# other), using the exact picosecond times in args. Exit 0 when it holds.
import json, sys
from collections import defaultdict
d = json.load(open(sys.argv[1]))
ev = d["traceEvents"]
tracks = defaultdict(list)
names = {}
for e in ev:
    assert "ph" in e and "pid" in e, e
    if e["ph"] == "M" and e["name"] == "process_name":
        names[e["pid"]] = e["args"]["name"]
    if e["ph"] == "X":
        for k in ("name", "ts", "dur", "tid"):
            assert k in e, e
        tracks[(e["pid"], e["tid"])].append((e["args"]["start_ps"], e["args"]["end_ps"]))
for key, sl in tracks.items():
    sl.sort(key=lambda x: (x[0], -x[1]))
    stack = []
    for s, t in sl:
        while stack and stack[-1] <= s:
            stack.pop()
        if stack and stack[-1] < t:
            sys.exit("slices overlap without nesting on track %s: (%d, %d) ends after %d" % (key, s, t, stack[-1]))
        stack.append(t)
nslices = sum(len(v) for v in tracks.values())
need = int(sys.argv[2]) if len(sys.argv) > 2 else 1
if nslices < need:
    sys.exit("only %d slices" % nslices)
print("ok: %d slices on %d tracks, %d components" % (nslices, len(tracks), len(names)))
