/* A DRAM controller in front of one memory channel (prefix dram_).
 *
 * What it models: the channel's bytes (DP-4: reads return what was
 * written), a request queue, banks with open rows (row-buffer hits,
 * misses on a closed bank, conflicts that precharge first), one shared
 * data bus, and a fixed controller latency that lumps the controller
 * front end, the on-chip fabric behind the L2 and the PHY.
 *
 * Timing of a request issued at cycle t (controller clock) to bank b:
 *   row hit        column at t
 *   bank closed    column at t + t_rcd                (activate first)
 *   row conflict   column at t + t_rp + t_rcd         (precharge, activate)
 *   data           at max(column + t_cl, bus free), for ceil(size / bus
 *                  bytes per cycle) cycles on the shared bus
 *   response       sent ctrl_latency cycles after the data
 * One command is issued per cycle. Requests of one bank are served first
 * come, first served (so same-address order is kept); other banks may go
 * ahead of a busy one. The bank is ready for its next column command when
 * the burst of this one is over. Writes are timed like reads. Not
 * modelled: refresh, tRAS/tWR/tFAW, read/write turnaround.
 *
 * Addresses: the channel holds the addresses that cfg.map assigns to
 * target cfg.channel (mem_map.h), stored at their local offset; with an
 * empty map it holds [0, capacity). An address outside it gets a
 * response with ok = false. Bytes live in a sparse image: never-written
 * bytes read as zero (memory is allocated by the driver).
 *
 * Requests: MEM_READ, MEM_WRITE (masked), MEM_ATOMIC (applied here when
 * no cache in front does it), MEM_FLUSH / MEM_INVALIDATE (nothing to do:
 * answered at once). Each gets one response on the port it came from.
 *
 * Defaults (dram_default_config) are the R9 Nano's: 8 controllers of
 * 512 MiB, each standing for four 128-bit HBM1 channels (64 B per 1 GHz
 * cycle, 512 GB/s in all), HBM-like core timing of 14 ns, and a
 * controller latency chosen so that an L2 miss costs about 460 cycles
 * end to end (docs/components.md has the budget). */
#ifndef MGSIM_COMPONENTS_DRAM_DRAM_H
#define MGSIM_COMPONENTS_DRAM_DRAM_H

#include <stddef.h>
#include <stdint.h>

#include "components/mem/mem_map.h"
#include "engine/eng.h"

typedef struct dram_config {
    uint64_t freq_hz;             /* controller clock; 1 GHz */
    uint64_t capacity;            /* bytes this channel holds; 512 MiB */
    mem_map map;                  /* global address -> channel; empty: [0, capacity) */
    uint32_t channel;             /* this channel's target index in map; 0 */
    uint32_t queue_depth;         /* requests waiting to issue; 64 */
    uint32_t port_buf;            /* port buffer slots each way; 16 */
    uint32_t banks;               /* power of two; 16 */
    uint32_t row_bytes;           /* power of two; 2048 */
    uint32_t bus_bytes_per_cycle; /* data bus width x rate; 64 */
    uint32_t t_rcd;               /* activate to column, cycles; 14 */
    uint32_t t_cl;                /* column to data, cycles; 14 */
    uint32_t t_rp;                /* precharge, cycles; 14 */
    uint32_t ctrl_latency;        /* controller + fabric + PHY, cycles; 298 */
} dram_config;

typedef struct dram_stats {
    uint64_t reads, writes, atomics, others;
    uint64_t bytes_read, bytes_written;
    uint64_t row_hits, row_misses, row_conflicts;
    uint64_t busy_cycles;         /* data bus busy */
    uint64_t errors;              /* responses with ok = false */
    uint64_t latency_sum;         /* cycles from arrival to response sent */
    uint64_t responses;
} dram_stats;

/* Average cycles from arrival to response; 0 before any response. */
static inline double dram_stats_avg_latency(const dram_stats *s)
{
    return s->responses ? (double)s->latency_sum / (double)s->responses : 0.0;
}

typedef struct dram dram;

/* The standalone controller's defaults (ctrl_latency 298). A GPU's
 * channels take theirs from the [dram] parameter table (dram_params.c),
 * where ctrl_latency is 286 (see there why). */
dram_config dram_default_config(void);
struct param_table;
extern const struct param_table dram_param_table;

/* Builds a controller named name (e.g. "GPU[0].DRAM[3]") with one port,
 * "Top" (dram_port). NULL with a message in err on a bad config or out of
 * memory. */
dram *dram_build(eng_engine *e, const dram_config *cfg, const char *name, char *err,
                 size_t errlen);
/* Frees the controller and any message it still holds. NULL is fine. */
void dram_destroy(dram *d);

eng_port *dram_port(dram *d);
eng_comp *dram_comp(dram *d);
/* Statistics; read them while the engine is not running. */
dram_stats dram_get_stats(const dram *d);

/* Backdoor access for loaders and checkers, only while the engine is not
 * running (it bypasses timing; it is not a model path). Addresses are
 * global; bytes this channel does not hold are skipped (read: left as
 * they are). Return the number of bytes this channel held. */
uint64_t dram_backdoor_write(dram *d, uint64_t addr, const void *src, uint64_t n);
uint64_t dram_backdoor_read(dram *d, uint64_t addr, void *dst, uint64_t n);

#endif
