/* Which ISA a processor's code uses (amdgpu/isa.h). */
#include <string.h>

#include "amdgpu/isa.h"

/* Processors by ISA. gfx8 parts differ in XNACK, LDS banks and clocks,
 * none of which changes what an instruction means; gfx940-942 differ in
 * memory-model details (cache coherence of the sc bits), not encodings. */
static const struct {
    const char *processor;
    amdgpu_isa isa;
} family[] = {
    {"gfx801", AMDGPU_ISA_GFX803}, {"gfx802", AMDGPU_ISA_GFX803}, {"gfx803", AMDGPU_ISA_GFX803},
    {"gfx805", AMDGPU_ISA_GFX803}, {"gfx810", AMDGPU_ISA_GFX803}, {"gfx940", AMDGPU_ISA_GFX940},
    {"gfx941", AMDGPU_ISA_GFX940}, {"gfx942", AMDGPU_ISA_GFX940},
};

static const char *const names[AMDGPU_ISA_COUNT] = {"gfx803", "gfx940"};

amdgpu_isa amdgpu_processor_isa(const char *processor)
{
    if (!processor) return AMDGPU_ISA_NONE;
    size_t n = strcspn(processor, ":");
    for (size_t i = 0; i < sizeof family / sizeof *family; i++)
        if (strlen(family[i].processor) == n && !strncmp(processor, family[i].processor, n))
            return family[i].isa;
    return AMDGPU_ISA_NONE;
}

const char *amdgpu_isa_name(amdgpu_isa isa)
{
    return isa >= 0 && isa < AMDGPU_ISA_COUNT ? names[isa] : "none";
}

amdgpu_isa amdgpu_isa_by_name(const char *name)
{
    for (int i = 0; name && i < AMDGPU_ISA_COUNT; i++)
        if (!strcmp(name, names[i])) return (amdgpu_isa)i;
    return AMDGPU_ISA_NONE;
}
