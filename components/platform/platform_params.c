/* The platform's own sections ([platform], [sim]), its defaults (one R9
 * Nano), and loading a platform from an INI file plus --set overrides. */
#include "components/platform/platform.h"

#include "components/gpu/gpu_mech.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kinds[] = {"discrete", "unified", NULL};

static const param_def platform_defs[] = {
    PARAM_ENUM(platform_config, kind, "discrete", kinds,
               "discrete: a CP per GPU, memory partitioned per GPU (D-MGPU); unified: GPU 0's "
               "CP drives all CUs, memory interleaved across GPUs (U-MGPU)"),
    PARAM_U32(platform_config, gpus, "1", 1, PLATFORM_MAX_GPUS, "", "number of GPUs"),
    PARAM_SIZE(platform_config, page, "4K", 64, 1ull << 30,
               "unified: bytes per interleaving block across the GPUs' DRAM channels"),
    PARAM_U32(platform_config, dispatch_latency, "50", 0, 1000000, "cycles",
              "unified: latency of the cross-GPU connection from GPU 0's CP to every CU and L1"),
    PARAM_BOOL(platform_config, host_memory, "false",
               "zero-copy host memory on the fabric: GPU accesses to [host_base, "
               "+host_size) cross PCIe to the host's endpoint (mgsim exec: on unless apu)"),
    PARAM_BOOL(platform_config, apu, "false",
               "the host's memory is the GPU's own (an APU, MI300A): zero-copy host memory "
               "is device memory, never over PCIe"),
    PARAM_SIZE(platform_config, host_base, "98304G", 1ull << 32, 1ull << 47,
               "host_memory: device address of the host memory window (also its host "
               "address for hipHostMalloc)"),
    PARAM_SIZE(platform_config, host_size, "64G", 1ull << 20, 1ull << 44,
               "host_memory: bytes of the host memory window (a power of two)"),
    PARAM_U32(platform_config, host_latency, "200", 0, 1000000, "cycles",
              "host_memory: fabric cycles the host's memory and root complex take to answer "
              "one access (DDR4 about 90 ns behind the root complex)"),
};

const param_table platform_param_table =
    PARAM_TABLE("platform", "The platform: how many GPUs and how they form a system "
                "(fabric.endpoints follows as gpus + 1, the host being the last).",
                platform_config, platform_defs);

static const param_def sim_defs[] = {
    PARAM_U32(platform_sim, threads, "0", 0, 1024, "",
              "0: the serial engine (the reference); N: the parallel engine with N workers "
              "(same results)"),
    PARAM_U64(platform_sim, seed, "1", 0, UINT64_MAX, "", "seed of the components' random streams"),
    PARAM_BOOL(platform_sim, pin, "false", "pin parallel workers to cores"),
    PARAM_U32(platform_sim, cu_groups, "0", 0, 4096, "",
              "parallel engine: CU partitions per GPU beside its memory side; 0: 8 when "
              "threads > GPUs, else none (never changes results)"),
    /* nondeterminism injection (perturb.h) */
    PARAM_U64(platform_sim, perturb, "0", 0, UINT64_MAX, "",
              "0: off; N: seed of random delays on the CU-to-L2 networks (nondeterminism)"),
    PARAM_U32(platform_sim, perturb_cycles, "16", 1, 1000000, "cycles",
              "perturb: most extra cycles of a delayed message"),
    PARAM_U32(platform_sim, perturb_pct, "50", 0, 100, "%",
              "perturb: chance that a message is delayed"),
    /* runaway kernels (driver/mgpu.h) */
    PARAM_U64(platform_sim, max_cycles, "0", 0, UINT64_MAX, "cycles",
              "stop with a report after this many GPU cycles (0: no limit; --max-cycles)"),
    PARAM_U64(platform_sim, max_instructions, "0", 0, UINT64_MAX, "",
              "stop with a report after this many wavefront instructions, all GPUs "
              "(functional mode: per wave; 0: no limit; --max-instructions)"),
};

const param_table platform_sim_param_table =
    PARAM_TABLE("sim", "Simulation engine settings.", platform_sim, sim_defs);

platform_config platform_default_config(void)
{
    platform_config p;
    param_defaults_fixed(&platform_param_table, &p);
    param_defaults_fixed(&platform_sim_param_table, &p.sim);
    p.gpu = gpu_default_config();
    p.fabric = fabric_default_config();
    p.fabric.endpoints = p.gpus + 1;
    return p;
}

int platform_config_register(config *c, platform_config *p)
{
    const param_table *t[] = {&platform_param_table, &platform_sim_param_table,
                              &gpu_param_table, &cu_param_table, &cp_param_table,
                              &cache_l1v_param_table, &cache_l1i_param_table,
                              &cache_l1s_param_table, &cache_l2_param_table,
                              &cache_mall_param_table, &dram_param_table, &rdma_param_table,
                              &fabric_param_table};
    void *o[] = {p, &p->sim, &p->gpu, &p->gpu.cu, &p->gpu.cp, &p->gpu.l1v, &p->gpu.l1i,
                 &p->gpu.l1s, &p->gpu.l2, &p->gpu.mall_cache, &p->gpu.dram, &p->gpu.rdma,
                 &p->fabric};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (config_add(c, t[i], o[i]) < 0) return -1;
    /* then every mechanism's section (mech/mech_list.h) */
    for (uint32_t i = 0; i < gpu_nmechs; i++)
        if (config_add(c, gpu_mechs[i]->params, gpu_mech_cfg(&p->gpu, gpu_mechs[i])) < 0)
            return -1;
    return 0;
}

static int is_pow2(uint64_t v) { return v && !(v & (v - 1)); }

int platform_config_check(const platform_config *p, char *err, size_t errlen)
{
    const gpu_config *g = &p->gpu;
    const char *why = NULL;
    if (!g->cus_per_sa || g->cus % g->cus_per_sa)
        why = "gpu.cus must be a multiple of gpu.cus_per_sa";
    else if (!is_pow2(g->interleave) || !is_pow2(p->page))
        why = "gpu.interleave and platform.page must be powers of two";
    else if (g->mem_size % ((uint64_t)g->banks * g->interleave))
        why = "gpu.mem_size must be a multiple of gpu.banks x gpu.interleave";
    else if (p->gpus > 1 && !is_pow2(g->mem_size))
        why = "gpu.mem_size must be a power of two with several GPUs";
    else if (p->gpus > 1 && g->mem_base % g->mem_size)
        why = "gpu.mem_base must be a multiple of gpu.mem_size with several GPUs";
    else if (p->gpus > 1 && p->kind == PLATFORM_UNIFIED &&
             (uint64_t)p->gpus * g->banks + p->host_memory > GPU_ROUTE_MAX)
        why = "unified: platform.gpus x gpu.banks must be at most 1024 (1023 with "
              "platform.host_memory)";
    else if (p->gpus > 1 && p->kind == PLATFORM_UNIFIED &&
             g->mem_size % ((uint64_t)p->page * g->banks))
        why = "unified: gpu.mem_size must be a multiple of platform.page x gpu.banks";
    else if (g->banks + 3 > GPU_ROUTE_MAX)
        why = "gpu.banks must be at most 1021";
    else if (p->host_memory && (p->apu || g->xcds > 1))
        why = "platform.host_memory needs GPUs on PCIe (not an APU, no XCDs)";
    else if (p->host_memory && !is_pow2(p->host_size))
        why = "platform.host_size must be a power of two";
    else if (p->host_memory &&
             p->host_base < g->mem_base + 2 * (uint64_t)p->gpus * g->mem_size)
        why = "platform.host_base must be above the GPUs' memory and the unified window "
              "(gpu.mem_base + 2 x gpus x gpu.mem_size)";
    if (!why) { /* mechanisms, combinations; they may ask how many GPUs there are */
        gpu_config one = *g;
        one.gpus = p->gpus;
        if (gpu_mech_check(&one, err, errlen) < 0) return -1;
    }
    if (why && err) snprintf(err, errlen, "platform: %s", why);
    return why ? -1 : 0;
}

static int load(platform_config *p, config *c, const char *path, const char *const *sets,
                size_t nsets, bool auto_threads, char *err, size_t errlen)
{
    config local;
    if (!c) c = &local;
    *p = platform_default_config();
    /* the file and the --sets can give 0..1024 only: AUTO survives them
     * exactly when neither gives [sim] threads */
    if (auto_threads) p->sim.threads = PLATFORM_THREADS_AUTO;
    config_init(c);
    if (platform_config_register(c, p) < 0) {
        if (err) snprintf(err, errlen, "platform: too many config sections");
        return -1;
    }
    if (path && config_load_ini(c, path, err, errlen) < 0) return -1;
    for (size_t i = 0; i < nsets; i++)
        if (config_apply_set(c, sets[i], err, errlen) < 0) return -1;
    p->fabric.endpoints = p->gpus + 1;
    return platform_config_check(p, err, errlen);
}

int platform_config_load(platform_config *p, config *c, const char *path,
                         const char *const *sets, size_t nsets, char *err, size_t errlen)
{
    return load(p, c, path, sets, nsets, false, err, errlen);
}

int platform_config_load_auto(platform_config *p, const char *path, const char *const *sets,
                              size_t nsets, char *err, size_t errlen)
{
    return load(p, NULL, path, sets, nsets, true, err, errlen);
}

void platform_config_print_doc(FILE *f)
{
    platform_config p = platform_default_config();
    config c;
    config_init(&c);
    platform_config_register(&c, &p);
    fputs("# mgsim configuration reference\n\n"
          "Generated by `bin/mgsim config doc` from the parameter tables in the code\n"
          "(params/param.h); `test/platform/test_config` fails when this file and the\n"
          "tables disagree. Regenerate it with `bin/mgsim config doc > docs/config.md`.\n\n"
          "A platform is an INI file (`configs/*.ini`) of these sections; keys left out\n"
          "keep the defaults below (one R9 Nano). `--config FILE` loads one and\n"
          "`--set section.key=value` (repeatable) overrides any key afterwards;\n"
          "`bin/mgsim config show [--config F] [--set ...]` prints the effective\n"
          "configuration as an INI file that loads back.\n\n"
          "Values: integers in decimal or 0x hex; sizes take K, M, G (powers of 1024)\n"
          "and an optional B; frequencies Hz, kHz, MHz, GHz; booleans 0/1, true/false,\n"
          "yes/no, on/off. An unknown section or key, a bad value or a value out of\n"
          "range is an error naming the file and line (or the --set argument) and\n"
          "suggesting the nearest valid name; so are a directory given as the file\n"
          "and a line longer than 198 characters. A key given twice keeps the last\n"
          "value, with a warning naming both lines. `config show` builds the platform\n"
          "once, so it refuses what a run would (an L2 whose sets are not a power of\n"
          "two, say).\n\n"
          "The shipped platforms: `r9nano.ini` (the defaults), `m-sgpu.ini`,\n"
          "`u-mgpu-4.ini`, `d-mgpu-4.ini`, `d-mgpu-16.ini` (`mgsim list` describes\n"
          "them), and `r9nano-gfx940.ini`: the R9 Nano's shape running CDNA3 code\n"
          "(`gpu.isa = gfx940`: gfx940, gfx941 and gfx942 code objects; 512 VGPRs\n"
          "per lane per SIMD shared by VGPRs and AGPRs, `cu.vgprs_per_simd = 512`,\n"
          "allocated in granules of 8; 8 wave slots per SIMD). A run loads the code\n"
          "object built for its platform's `gpu.isa` (ours: build/kernels/gfx940/\n"
          "for gfx940; a fat binary: its entry for that ISA) and refuses one built\n"
          "for the other ISA, naming both.\n\n"
          "## Sections\n\n",
          f);
    config_print_doc(&c, f);
}
