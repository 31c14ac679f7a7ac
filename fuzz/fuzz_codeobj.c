/* libFuzzer harness for the code-object loader: any byte string given to
 * amdgpu_codeobj_load_mem must either load, with every reported pointer
 * readable over its reported length, or fail with a non-empty message.
 * The same bytes go through amdgpu_offload_code (offload bundles, host
 * programs' .hip_fatbin) first: a code object it finds must lie inside
 * the input.
 * Built and run by `make fuzz` (clang, -fsanitize=fuzzer,address,undefined).
 * A broken property calls abort(): that is libFuzzer's contract (a crash
 * is a finding, kept with its input), the one place abort() is allowed. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "amdgpu/bundle.h"
#include "amdgpu/codeobj.h"

/* Touch every byte the loader hands out, so ASan checks its bounds. */
static unsigned touch(const struct amdgpu_codeobj *co)
{
    unsigned sum = 0;
    for (size_t i = 0; i < amdgpu_codeobj_kernel_count(co); i++) {
        const struct amdgpu_kernel *k = amdgpu_codeobj_kernel(co, i);
        sum += (unsigned)strlen(k->name) + (unsigned)strlen(k->symbol);
        for (uint64_t b = 0; b < k->code_size; b++)
            sum += k->code[b];
        for (size_t a = 0; a < k->nargs; a++) {
            const struct amdgpu_kernel_arg *g = &k->args[a];
            sum += (unsigned)strlen(g->kind_name) + g->offset + g->size;
            sum += g->name ? (unsigned)strlen(g->name) : 0;
            sum += g->type_name ? (unsigned)strlen(g->type_name) : 0;
        }
        char err[ERR_LEN];
        const struct amdgpu_kernel *f = amdgpu_codeobj_find_kernel(co, k->name, err);
        if (!f || strcmp(f->name, k->name))
            abort(); /* with duplicate names, the first is found */
        if (k->code_size && amdgpu_codeobj_at(co, k->entry, k->code_size) != k->code)
            abort();
    }
    for (size_t i = 0; i < amdgpu_codeobj_section_count(co); i++) {
        const struct amdgpu_codeobj_section *s = amdgpu_codeobj_section(co, i);
        sum += (unsigned)strlen(s->name);
        if (s->bytes && s->size)
            sum += s->bytes[0] + s->bytes[s->size - 1];
    }
    return sum + (unsigned)strlen(amdgpu_codeobj_target(co));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[ERR_LEN];
    err[0] = 0;
    const void *code;
    size_t n;
    /* either ISA, so both of a bundle's lookups get inputs */
    int c = amdgpu_offload_code(data, size, "fuzz", (amdgpu_isa)(size % 2), &code, &n, err,
                                sizeof err);
    if (c < 0 && !err[0])
        abort();
    if (c > 0 && ((const uint8_t *)code < data || n > size ||
                  (size_t)((const uint8_t *)code - data) > size - n))
        abort();
    err[0] = 0;
    struct amdgpu_codeobj *co = NULL;
    if (amdgpu_codeobj_load_mem(data, size, "fuzz", &co, err) < 0) {
        if (co || !err[0] || !memchr(err, 0, sizeof err))
            abort(); /* failure must say why and return nothing */
        return 0;
    }
    volatile unsigned sink = touch(co);
    (void)sink;
    amdgpu_codeobj_free(co);
    return 0;
}
