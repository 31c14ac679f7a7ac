/* amdgpu/isa.h - the instruction sets the simulator knows, and which one a
 * processor's code uses.
 *
 * Contract
 * - An ISA is a value of enum amdgpu_isa. gfx803 (GCN3, "VI") and gfx940
 *   (CDNA3: gfx940, gfx941 and gfx942 share one encoding) are the ISAs; a
 *   processor maps onto at most one of them (amdgpu_processor_isa).
 * - The name of an ISA ("gfx803", "gfx940") is what config files say
 *   (gpu.isa) and what messages print.
 * - Pure functions over read-only tables: thread-safe.
 */
#ifndef MGSIM_AMDGPU_ISA_H
#define MGSIM_AMDGPU_ISA_H

#include <stdbool.h>

typedef enum amdgpu_isa {
    AMDGPU_ISA_NONE = -1, /* a processor whose code we do not decode */
    AMDGPU_ISA_GFX803 = 0,
    AMDGPU_ISA_GFX940,
    AMDGPU_ISA_COUNT
} amdgpu_isa;

/* The ISA whose encodings processor's code uses ("gfx803" and the other
 * gfx8 parts -> GFX803; "gfx940", "gfx941", "gfx942" -> GFX940), or
 * AMDGPU_ISA_NONE (also for NULL). Features after the name (":xnack+")
 * are ignored. */
amdgpu_isa amdgpu_processor_isa(const char *processor);

/* "gfx803" / "gfx940"; "none" for AMDGPU_ISA_NONE or out of range. */
const char *amdgpu_isa_name(amdgpu_isa isa);

/* The ISA named name ("gfx803", "gfx940"), or AMDGPU_ISA_NONE. */
amdgpu_isa amdgpu_isa_by_name(const char *name);

#endif
