/* count (prefix count_): the smallest GPU-level mechanism, the worked
 * example of docs/components.md ("Adding a mechanism"). With
 * count.enable every CU runs a policy (components/cu/cu_det.h) that
 * holds nothing back and only counts the instructions it issues and the
 * vector-memory atomics among them; the counts appear per GPU in --stats
 * as "count": {"instructions": N, "atomics": M}. It has no CP policy and
 * no unit beside the L2 banks, so the run is the baseline's cycle for
 * cycle (test/run/test_mech checks both). Its layer stacks on any other
 * mechanism's (test/run/test_stack).
 *
 * The whole mechanism is this folder plus the line
 * GPU_MECH(count_mech, count) in mech/mech_list.h. */
#ifndef MGSIM_MECH_COUNT_COUNT_H
#define MGSIM_MECH_COUNT_COUNT_H

#include <stdbool.h>
#include <stdint.h>

#include "components/gpu/gpu_mech.h"

typedef struct count_config {
    bool enable; /* false */
} count_config;

typedef struct count_stats {
    uint64_t instructions; /* issued, summed over the CUs */
    uint64_t atomics;      /* of those, vector-memory atomics */
} count_stats;

extern const gpu_mech count_mech;

count_config *count_config_of(gpu_config *g);
const count_stats *count_stats_of(const gpu_stats *s);

#endif
