/* The registry of GPU-level mechanisms (gpu_mech.h), from mech_list.h. */
#include "components/gpu/gpu_mech.h"

#define GPU_MECH(sym, folder) extern const gpu_mech sym;
#include "mech/mech_list.h"
#undef GPU_MECH

const gpu_mech *const gpu_mechs[] = {
#define GPU_MECH(sym, folder) &sym,
#include "mech/mech_list.h"
#undef GPU_MECH
};
const uint32_t gpu_nmechs = sizeof gpu_mechs / sizeof gpu_mechs[0];

_Static_assert(sizeof gpu_mechs / sizeof gpu_mechs[0] <= GPU_MECH_MAX,
               "more mechanisms than GPU_MECH_MAX (components/gpu/gpu.h)");
