/* [xlat]: address translation's keys and their documented defaults
 * (docs/config.md; where each comes from is in docs/memory.md). */
#include "mech/xlat/xlat.h"
#include "mech/xlat/xlat_uvm.h"

static const param_def xlat_defs[] = {
    PARAM_BOOL(xlat_config, enable, "false",
               "address translation: L1 TLBs, a shared L2 TLB and a page-table walker per "
               "GPU (false: none, the model without translation)"),
    PARAM_SIZE(xlat_config, page, "4K", 4096, 2 << 20,
               "page size the driver maps with: 4K or 2M"),
    PARAM_SIZE(xlat_config, pt_bytes, "16M", 4096, 1ull << 32,
               "page-table pool per GPU, taken from the top of its memory"),
    PARAM_U32(xlat_config, l1v_sets, "1", 1, 65536, "", "L1 vector TLB (per CU) sets; MGPUSim R9 Nano"),
    PARAM_U32(xlat_config, l1v_ways, "64", 1, 1024, "", "L1 vector TLB ways; MGPUSim R9 Nano"),
    PARAM_U32(xlat_config, l1v_mshrs, "4", 1, 1024, "", "L1 vector TLB misses in flight; MGPUSim"),
    PARAM_U32(xlat_config, l1v_latency, "4", 0, 10000, "cycles", "L1 vector TLB lookup; Akita's TLB default"),
    PARAM_U32(xlat_config, l1s_sets, "1", 1, 65536, "", "L1 scalar TLB (per shader array) sets"),
    PARAM_U32(xlat_config, l1s_ways, "64", 1, 1024, "", "L1 scalar TLB ways"),
    PARAM_U32(xlat_config, l1s_mshrs, "4", 1, 1024, "", "L1 scalar TLB misses in flight"),
    PARAM_U32(xlat_config, l1s_latency, "4", 0, 10000, "cycles", "L1 scalar TLB lookup"),
    PARAM_U32(xlat_config, l1i_sets, "1", 1, 65536, "", "L1 instruction TLB (per shader array) sets"),
    PARAM_U32(xlat_config, l1i_ways, "64", 1, 1024, "", "L1 instruction TLB ways"),
    PARAM_U32(xlat_config, l1i_mshrs, "4", 1, 1024, "", "L1 instruction TLB misses in flight"),
    PARAM_U32(xlat_config, l1i_latency, "4", 0, 10000, "cycles", "L1 instruction TLB lookup"),
    PARAM_U32(xlat_config, l2_sets, "64", 1, 65536, "", "shared L2 TLB (per GPU) sets; MGPUSim R9 Nano"),
    PARAM_U32(xlat_config, l2_ways, "64", 1, 1024, "", "shared L2 TLB ways; MGPUSim R9 Nano"),
    PARAM_U32(xlat_config, l2_mshrs, "64", 1, 4096, "", "L2 TLB misses (walks) in flight"),
    PARAM_U32(xlat_config, l2_latency, "4", 0, 10000, "cycles", "L2 TLB lookup; Akita's TLB default"),
    PARAM_U32(xlat_config, mshr_waiters, "64", 1, 4096, "",
              "requests merged into one outstanding miss"),
    PARAM_U32(xlat_config, queue, "64", 1, 65536, "",
              "L1 translator: requests held in arrival order"),
    PARAM_U32(xlat_config, walkers, "16", 1, 1024, "",
              "concurrent page walks per GPU; MGPUSim's MMU"),
    PARAM_U32(xlat_config, pwc_entries, "32", 0, 65536, "",
              "page-walk cache entries (upper-level nodes), fully associative, LRU"),
    PARAM_U32(xlat_config, net_latency, "8", 1, 100000, "cycles",
              "L1 TLBs <-> L2 TLB crossbar, each way (as gpu.xbar_latency)"),
    PARAM_ENUM(xlat_config, policy, "pinned", xlat_policy_names,
               "unified memory's page policy: pinned (never moves), first-touch, migrate (on "
               "every fault), counter, replicate (read-only copies); docs/memory.md"),
    PARAM_U32(xlat_config, fault_latency, "20000", 0, 100000000, "cycles",
              "fault handler time per fault: NVIDIA UVM's ~20-50 us per fault, low end, at "
              "1 GHz"),
    PARAM_U32(xlat_config, min_residency, "2000", 0, 100000000, "cycles",
              "a page that moved stays this long (faults map it remotely): progress under "
              "thrashing; an assumption"),
    PARAM_U32(xlat_config, counter_threshold, "256", 1, 65535, "",
              "policy counter: a GPU's remote accesses to a page that move it there; NVIDIA "
              "UVM's default (per 2 MiB there)"),
    PARAM_ENUM(xlat_config, initial_placement, "program", xlat_placement_names,
               "where managed pages start under a policy: program (as the program placed it; "
               "U-MGPU: the interleave) or host (as in UVM: a first touch copies it over "
               "PCIe)"),
    PARAM_U32(xlat_config, pages_interval, "10000", 0, 1000000000, "cycles",
              "under a policy: --stats samples the managed pages each GPU holds every this "
              "many cycles (xlat.uvm.pages_over_time; 0: no samples)"),
};

const param_table xlat_param_table =
    PARAM_TABLE("xlat", "Address translation: TLBs, page-table walker, page size (docs/memory.md).",
                xlat_config, xlat_defs);

xlat_config xlat_default_config(void)
{
    xlat_config c;
    param_defaults_fixed(&xlat_param_table, &c);
    return c;
}

static bool pow2(uint64_t v) { return v && !(v & (v - 1)); }

const char *xlat_check(const xlat_config *c)
{
    if (!c->enable) return NULL;
    if (c->page != 4096 && c->page != (2u << 20)) return "xlat.page must be 4K or 2M";
    if (!pow2(c->l1v_sets) || !pow2(c->l1s_sets) || !pow2(c->l1i_sets) || !pow2(c->l2_sets))
        return "xlat: TLB sets must be powers of two";
    if (c->pt_bytes % 4096) return "xlat.pt_bytes must be a multiple of 4K";
    /* a translation needs a table per level: 4 (4 KiB pages) or 3 (2 MiB) */
    if (c->pt_bytes < (c->page == 4096 ? 4u : 3u) * 4096)
        return "xlat.pt_bytes must hold one table per level (16K for 4K pages, 12K for 2M)";
    if (c->policy >= XLAT_NPOLICIES) return "xlat.policy: unknown policy";
    if (c->initial_placement == XLAT_PLACE_HOST && c->policy == XLAT_POLICY_PINNED)
        return "xlat.initial_placement=host needs a fault policy (xlat.policy other than "
               "pinned: pinned maps every page where the program placed it)";
    return NULL;
}
