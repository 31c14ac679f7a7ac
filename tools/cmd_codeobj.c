/* mgsim codeobj FILE.hsaco [--isa P]: prints each kernel of a code object
 * with the facts the loader found (descriptor, segments, registers,
 * arguments). A hipcc program or offload bundle: the entry --isa (or
 * --mcpu) picks, as mgsim disasm does (processor P's own, else the first
 * of P's ISA; without it the one ISA there is, and a fat binary with two
 * is refused naming its entries). Exit 0 on success, 1 when the file does
 * not load, 2 on bad usage. */
#include <stdio.h>
#include <string.h>

#include "amdgpu/codeobj.h"
#include "tools/cmd.h"
#include "tools/opt.h"

static void print_regs(const struct amdgpu_kernel_regs *r)
{
    static const char *const names[] = {
        "private_segment_buffer", "dispatch_ptr", "queue_ptr", "kernarg_segment_ptr",
        "dispatch_id", "flat_scratch_init", "private_segment_size",
        "grid_workgroup_count_x", "grid_workgroup_count_y", "grid_workgroup_count_z",
        "workgroup_id_x", "workgroup_id_y", "workgroup_id_z", "workgroup_info",
        "private_segment_wave_byte_offset", "private_segment (architected flat scratch)"};
    const bool on[] = {r->private_segment_buffer, r->dispatch_ptr, r->queue_ptr,
                       r->kernarg_segment_ptr, r->dispatch_id, r->flat_scratch_init,
                       r->private_segment_size, r->grid_workgroup_count_x,
                       r->grid_workgroup_count_y, r->grid_workgroup_count_z,
                       r->workgroup_id_x, r->workgroup_id_y, r->workgroup_id_z,
                       r->workgroup_info, r->private_segment_wave_byte_offset,
                       r->private_segment_enable};
    printf("  user SGPRs: %u; initial registers:", r->user_sgpr_count);
    for (size_t i = 0; i < sizeof on / sizeof on[0]; i++)
        if (on[i])
            printf(" %s", names[i]);
    printf(" workitem_id_x%s%s%s\n", r->vgpr_workitem_id >= 1 ? " workitem_id_y" : "",
           r->vgpr_workitem_id >= 2 ? " workitem_id_z" : "",
           r->packed_workitem_id ? " (packed in v0)" : "");
}

static void print_kernel(const struct amdgpu_kernel *k)
{
    printf("kernel %s\n", k->name);
    printf("  descriptor: %s at 0x%llx; entry 0x%llx, %llu code bytes\n", k->symbol,
           (unsigned long long)k->desc_addr, (unsigned long long)k->entry,
           (unsigned long long)k->code_size);
    printf("  kernarg: %u bytes, align %u; LDS %u bytes; private %u bytes/work-item\n",
           k->kernarg_size, k->kernarg_align, k->group_segment_size, k->private_segment_size);
    printf("  wavefront %u; SGPRs %u (alloc %u); VGPRs %u (alloc %u); max workgroup %u\n",
           k->wavefront_size, k->sgpr_count, k->sgpr_alloc, k->vgpr_count, k->vgpr_alloc,
           k->max_flat_workgroup_size);
    printf("  rsrc1 0x%08x rsrc2 0x%08x properties 0x%x\n", k->rsrc1, k->rsrc2,
           k->code_properties);
    if (k->isa == AMDGPU_ISA_GFX940)
        printf("  unified register file: AGPRs from register %u (accum_offset), %u AGPRs used; "
               "tg_split %d; rsrc3 0x%08x\n",
               k->accum_offset, k->agpr_count, k->tg_split, k->rsrc3);
    print_regs(&k->regs);
    printf("  args: %zu\n", k->nargs);
    for (size_t i = 0; i < k->nargs; i++) {
        const struct amdgpu_kernel_arg *a = &k->args[i];
        printf("    [%zu] offset %3u size %3u align %2u %-26s", i, a->offset, a->size, a->align,
               a->kind ? amdgpu_arg_kind_name(a->kind) : a->kind_name);
        if (a->addr_space)
            printf(" %s", amdgpu_addr_space_name(a->addr_space));
        if (a->access)
            printf(" %s", amdgpu_access_name(a->access));
        if (a->type_name)
            printf(" '%s'", a->type_name);
        if (a->name)
            printf(" %s", a->name);
        if (a->pointee_align)
            printf(" pointee_align %u", a->pointee_align);
        printf("%s%s%s\n", a->is_const ? " const" : "", a->is_restrict ? " restrict" : "",
               a->is_volatile ? " volatile" : "");
    }
}

static const struct option codeobj_options[] = {
    {"isa", required_argument, NULL, 1},
    {"mcpu", required_argument, NULL, 1},
    {0, 0, 0, 0},
};

static int take_isa(void *self, int code, const char *name, const char *v, const char *cmd)
{
    (void)code;
    if (amdgpu_processor_isa(v) == AMDGPU_ISA_NONE) {
        fprintf(stderr, "mgsim %s: option %s: '%s' is no processor mgsim decodes (%s; gfx940, gfx941, "
                "gfx942)\n", cmd,
                name, v, amdgpu_processor_list());
        return -1;
    }
    *(const char **)self = v;
    return 0;
}

int cmd_codeobj(int argc, char **argv)
{
    const char *want = NULL;
    opt_group g = {codeobj_options, NULL, take_isa, &want};
    int first, t = opt_parse(argc, argv, "codeobj", &g, 1, &first);
    if (t != OPT_OK || argc - first != 1) {
        fprintf(t == OPT_HELP ? stdout : stderr,
                "usage: mgsim codeobj FILE.hsaco [--isa PROCESSOR]\n"
                "prints the kernels of an AMDGPU code object (v2..v6) and their metadata; of a\n"
                "hipcc program or offload bundle, the entry for --isa (or --mcpu: gfx803,\n"
                "gfx940, gfx941, gfx942), needed when it has code for both ISAs\n");
        return t == OPT_HELP ? 0 : 2;
    }
    char err[ERR_LEN];
    struct amdgpu_codeobj *co;
    if (amdgpu_codeobj_load_file_pick(argv[first], want, &co, err) < 0) {
        fprintf(stderr, "mgsim codeobj: %s\n", err);
        return 1;
    }
    if (want && amdgpu_codeobj_isa(co) != amdgpu_processor_isa(want)) {
        fprintf(stderr, "mgsim codeobj: %s: code for %s, not %s code (--isa %s)\n",
                argv[first], *amdgpu_codeobj_processor(co) ? amdgpu_codeobj_processor(co)
                                                           : "an unknown processor",
                amdgpu_isa_name(amdgpu_processor_isa(want)), want);
        amdgpu_codeobj_free(co);
        return 1;
    }
    printf("%s: code object v%u, target %s, e_flags 0x%x, %zu kernel(s); processor %s (ISA %s)\n",
           amdgpu_codeobj_label(co), amdgpu_codeobj_version(co),
           *amdgpu_codeobj_target(co) ? amdgpu_codeobj_target(co) : "(not given)",
           amdgpu_codeobj_eflags(co), amdgpu_codeobj_kernel_count(co),
           *amdgpu_codeobj_processor(co) ? amdgpu_codeobj_processor(co) : "unknown",
           amdgpu_isa_name(amdgpu_codeobj_isa(co)));
    for (size_t i = 0; i < amdgpu_codeobj_kernel_count(co); i++)
        print_kernel(amdgpu_codeobj_kernel(co, i));
    amdgpu_codeobj_free(co);
    return 0;
}
