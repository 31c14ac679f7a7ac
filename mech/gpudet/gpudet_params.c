/* The [gpudet] parameter table; gpudet_default_config reads it, so the
 * documented defaults are the defaults (the paper's optimized GPUDet:
 * 200-instruction quanta, CU-Ser, BTA + DWP, 1024-bit Bloom filters with
 * four hash functions, zero-cycle global barriers). */
#include "mech/gpudet/gpudet.h"

#include <stdio.h>
#include <stdlib.h>

#include "params/param.h"

static const char *const serials[] = {"wavefront", "cu", NULL};

static const param_def gpudet_defs[] = {
    PARAM_BOOL(gpudet_config, enable, "false",
               "quantum-based deterministic execution (parallel, commit, serial modes)"),
    PARAM_U32(gpudet_config, quantum, "200", 1, 1000000, "instructions",
              "wavefront instructions per quantum"),
    PARAM_ENUM(gpudet_config, serial, "cu", serials,
               "serial mode: wavefront (W-Ser, one wavefront at a time) or cu (CU-Ser)"),
    PARAM_BOOL(gpudet_config, bta, "true",
               "barrier termination avoidance: a workgroup barrier does not end the quantum"),
    PARAM_BOOL(gpudet_config, dwp, "true",
               "deterministic workgroup partitioning: new workgroups start inside a quantum"),
    PARAM_U32(gpudet_config, sb_entries, "256", 1, 1000000, "entries",
              "store-buffer entries (one per written line) that end a wavefront's quantum"),
    PARAM_U32(gpudet_config, bloom_bits, "1024", 0, 65536, "bits",
              "Bloom filter per wavefront (0: none, every load searches the log)"),
    PARAM_U32(gpudet_config, bloom_hashes, "4", 1, 16, "",
              "hash functions (one sub-array each: a parallel Bloom filter)"),
    PARAM_U32(gpudet_config, sb_cycles, "1", 0, 1000, "cycles",
              "wave cycles per store-buffer entry appended or searched (the log is in memory)"),
    PARAM_U32(gpudet_config, sync_cycles, "0", 0, 1000000, "cycles",
              "cost of each global barrier between modes"),
    PARAM_U32(gpudet_config, z_latency, "4", 0, 100000, "cycles",
              "Z-buffer test of a commit at the L2 bank (a Z-cache hit)"),
    PARAM_U32(gpudet_config, link_latency, "12", 0, 100000, "cycles",
              "CU-to-L2 commit path (GDToL2), each way"),
};

const param_table gpudet_param_table =
    PARAM_TABLE("gpudet", "GPUDet: quantum-based deterministic execution (docs/determinism.md).",
                gpudet_config, gpudet_defs);

gpudet_config gpudet_default_config(void)
{
    gpudet_config c;
    param_defaults_fixed(&gpudet_param_table, &c);
    return c;
}

const char *gpudet_end_name(unsigned cause)
{
    static const char *const n[] = {"instructions", "atomic", "fence", "barrier",
                                    "store_buffer_full", "kernel_end"};
    return cause < GPUDET_END_COUNT ? n[cause] : "?";
}

int gpudet_config_check(const gpudet_config *c, char *err, size_t errlen)
{
    const char *why = NULL;
    if (!c->enable) return 0;
    if (c->bloom_bits && (c->bloom_bits % c->bloom_hashes || c->bloom_bits < c->bloom_hashes))
        why = "gpudet.bloom_bits must be a multiple of gpudet.bloom_hashes";
    if (why) snprintf(err, errlen, "%s", why);
    return why ? -1 : 0;
}
