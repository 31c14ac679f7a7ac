/* placeholder, replaced below */
#include "gcn3/codeobj_int.h"
int co_meta_v2(struct gcn3_codeobj *co, const char *text, size_t n)
{
    (void)text;
    (void)n;
    return co_fail(co->label, co->err, "v2 metadata not yet supported");
}
