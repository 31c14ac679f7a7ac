/* See mgm.h: which kernel interface a code object has (its metadata's
 * explicit arguments) and the plan for it. */
#include <stdio.h>
#include <string.h>

#include "amdgpu/codeobj.h"
#include "amdgpu/dispatch.h"
#include "workloads/mgm.h"

void mgm_kernel_sig(const struct amdgpu_kernel *k, char *buf, size_t n)
{
    size_t len = 0, nexp = amdgpu_explicit_args(k);
    buf[0] = 0;
    for (size_t i = 0; i < nexp && len < n; i++) {
        const struct amdgpu_kernel_arg *a = &k->args[i];
        char one[64];
        if (a->kind == AMDGPU_ARG_GLOBAL_BUFFER) snprintf(one, sizeof one, "g");
        else if (a->kind == AMDGPU_ARG_DYNAMIC_SHARED_POINTER) snprintf(one, sizeof one, "l");
        else if (a->kind == AMDGPU_ARG_BY_VALUE) snprintf(one, sizeof one, "%u", a->size);
        else snprintf(one, sizeof one, "%s", a->kind_name ? a->kind_name : "?");
        int w = snprintf(buf + len, n - len, "%s%s", i ? "," : "", one);
        if (w < 0) break;
        len += (size_t)w;
    }
}

int mgm_variant_of(const mgm_workload *w, const struct amdgpu_codeobj *co, unsigned *v,
                   char *err)
{
    *v = 0;
    if (!w->nvariants) return 0;
    char sig[128] = "";
    const char *kname = NULL;
    for (unsigned i = 0; i < w->nvariants; i++) {
        const mgm_variant *x = &w->variants[i];
        char e[ERR_LEN];
        const struct amdgpu_kernel *k = amdgpu_codeobj_find_kernel(co, x->kernel, e);
        if (!k) continue;
        mgm_kernel_sig(k, sig, sizeof sig);
        kname = x->kernel;
        if (!strcmp(sig, x->sig)) {
            *v = i;
            return 0;
        }
    }
    /* no interface fits: say what the code has and what the plan drives */
    int len = kname ? snprintf(err, ERR_LEN, "%s: kernel %s takes (%s); %s drives", w->name,
                               kname, sig, w->name)
                    : snprintf(err, ERR_LEN, "%s: the code object has no kernel %s", w->name,
                               w->variants[0].kernel);
    for (unsigned i = 0; kname && i < w->nvariants && len > 0 && len < ERR_LEN; i++)
        len += snprintf(err + len, ERR_LEN - (size_t)len, "%s %s(%s) [%s]",
                        i ? " or" : "", w->variants[i].kernel, w->variants[i].sig,
                        w->variants[i].name);
    return -1;
}
