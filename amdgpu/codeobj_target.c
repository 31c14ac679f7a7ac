/* The processor a code object was compiled for, and whether the GCN3
 * model runs it (see codeobj.h: amdgpu_kernel.processor,
 * amdgpu_processor_supported). Code for another GPU decodes as gfx803 bits
 * without meaning the same thing (gfx9's global_store_dword is gfx8's
 * flat_store_dword with other fields), so the simulator refuses it
 * instead of running it into a bogus fault. */
#include <stdio.h>
#include <string.h>

#include "amdgpu/codeobj_int.h"

/* EF_AMDGPU_MACH values (the low byte of e_flags), as LLVM's
 * BinaryFormat/ELF.h numbers them; only the names are needed here. */
static const struct {
    uint8_t mach;
    const char *name;
} machs[] = {
    {0x20, "gfx600"},  {0x21, "gfx601"},  {0x22, "gfx700"},  {0x23, "gfx701"},
    {0x24, "gfx702"},  {0x25, "gfx703"},  {0x26, "gfx704"},  {0x28, "gfx801"},
    {0x29, "gfx802"},  {0x2a, "gfx803"},  {0x2b, "gfx810"},  {0x2c, "gfx900"},
    {0x2d, "gfx902"},  {0x2e, "gfx904"},  {0x2f, "gfx906"},  {0x30, "gfx908"},
    {0x31, "gfx909"},  {0x32, "gfx90c"},  {0x33, "gfx1010"}, {0x34, "gfx1011"},
    {0x35, "gfx1012"}, {0x36, "gfx1030"}, {0x37, "gfx1031"}, {0x38, "gfx1032"},
    {0x39, "gfx1033"}, {0x3a, "gfx602"},  {0x3b, "gfx705"},  {0x3c, "gfx805"},
    {0x3d, "gfx1035"}, {0x3e, "gfx1034"}, {0x3f, "gfx90a"},  {0x40, "gfx940"},
    {0x41, "gfx1100"}, {0x42, "gfx1013"}, {0x43, "gfx1150"}, {0x44, "gfx1103"},
    {0x45, "gfx1036"}, {0x46, "gfx1101"}, {0x47, "gfx1102"}, {0x48, "gfx1200"},
    {0x49, "gfx1250"}, {0x4a, "gfx1151"}, {0x4b, "gfx941"},  {0x4c, "gfx942"},
    {0x4e, "gfx1201"}, {0x4f, "gfx950"},  {0x50, "gfx1310"}, {0x55, "gfx1152"},
    {0x57, "gfx1154"}, {0x58, "gfx1153"}, {0x5a, "gfx1251"}, {0x5c, "gfx1172"},
    {0x5d, "gfx1170"}, {0x5e, "gfx1171"},
    /* generic processors (code object v6+): one object for a family */
    {0x51, "gfx9-generic"},    {0x52, "gfx10-1-generic"}, {0x53, "gfx10-3-generic"},
    {0x54, "gfx11-generic"},   {0x59, "gfx12-generic"},   {0x5b, "gfx12-5-generic"},
    {0x5f, "gfx9-4-generic"},  {0x62, "gfx11-7-generic"}, {0x63, "gfx13-generic"},
};

/* The gfx8 ("Volcanic Islands") processors: GCN3, the encodings and
 * semantics of gfx803 (they differ in XNACK, LDS banks and clocks, none of
 * which changes what an instruction means). */
static const char *const amdgpu_family[] = {"gfx801", "gfx802", "gfx803", "gfx805", "gfx810"};

bool amdgpu_processor_supported(const char *processor)
{
    for (size_t i = 0; processor && i < sizeof amdgpu_family / sizeof *amdgpu_family; i++)
        if (!strcmp(processor, amdgpu_family[i])) return true;
    return false;
}

const char *amdgpu_processor_list(void)
{
    return "gfx801, gfx802, gfx803, gfx805 and gfx810";
}

/* "gfxNNN" at the end of a target string ("amdgcn-amd-amdhsa--gfx803",
 * maybe with ":xnack+" features after it), copied into buf; "" if none. */
static const char *from_target(const char *target, char *buf, size_t len)
{
    const char *g = strstr(target, "gfx");
    size_t n = 0;
    if (g)
        while (g[n] && g[n] != ':' && g[n] != '-' && n + 1 < len) n++;
    snprintf(buf, len, "%.*s", (int)n, g ? g : "");
    return buf;
}

const char *amdgpu_mach_name(uint32_t eflags)
{
    uint8_t mach = (uint8_t)(eflags & 0xff);
    for (size_t i = 0; i < sizeof machs / sizeof *machs; i++)
        if (machs[i].mach == mach) return machs[i].name;
    return NULL;
}

const char *co_processor(struct amdgpu_codeobj *co)
{
    uint8_t mach = (uint8_t)(co->eflags & 0xff);
    char buf[64];
    const char *name = amdgpu_mach_name(co->eflags);
    if (name) return name;
    /* No MACH value: v2 objects name the processor in a note. LLVM before
     * v3 wrote EF_AMDGPU_ARCH_GCN = 2 in e_flags instead (MGPUSim's
     * heteromark aes kernels.hsaco); later ones 0 or the MACH (preferred:
     * their v2 notes fold features into the name, gfx900:xnack+ as gfx901). */
    if (mach == 0 || (co->version == 2 && mach == 2))
        from_target(co->target, buf, sizeof buf);
    else
        snprintf(buf, sizeof buf, "EF_AMDGPU_MACH 0x%02x", mach);
    return co_strndup(co, buf, strlen(buf));
}

/* The e_flags of a v3+ object against AMDGPUUsage's "ELF Header": bits
 * 7:0 a processor LLVM names; bits 31:24 EF_AMDGPU_GENERIC_VERSION, which
 * exists from code object v6 (EI_ABIVERSION 4) on, is at least 1 for a
 * generic processor and 0 for any other. v2 objects (EI_ABIVERSION 0) used
 * e_flags differently and are not checked. */
int co_check_eflags(const char *label, char *err, uint8_t abiver, uint32_t eflags)
{
    uint8_t mach = (uint8_t)(eflags & 0xff);
    unsigned generic = eflags >> 24;
    if (abiver == 0) return 0;
    const char *name = amdgpu_mach_name(eflags);
    if (!name)
        return co_fail(label, err,
                       "e_flags 0x%08x: EF_AMDGPU_MACH 0x%02x is not a processor (LLVM names "
                       "none with this number)",
                       eflags, mach);
    bool is_generic = strstr(name, "-generic") != NULL;
    if (abiver < 4) {
        if (generic || is_generic)
            return co_fail(label, err,
                           "e_flags 0x%08x: %s%s before code object v6 (EI_ABIVERSION %u); "
                           "bits 31:24 are reserved there",
                           eflags, generic ? "a generic version on " : "generic processor ",
                           name, abiver);
        return 0;
    }
    if (is_generic && generic == 0)
        return co_fail(label, err,
                       "e_flags 0x%08x: generic processor %s with EF_AMDGPU_GENERIC_VERSION 0 "
                       "(versions start at 1)",
                       eflags, name);
    if (!is_generic && generic != 0)
        return co_fail(label, err,
                       "e_flags 0x%08x: EF_AMDGPU_GENERIC_VERSION %u on %s, which is not a "
                       "generic processor (must be 0)",
                       eflags, generic, name);
    return 0;
}
