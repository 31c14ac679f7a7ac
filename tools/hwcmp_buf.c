/* Two dumps of one device buffer compared (tools/hwcmp.h). */
#include <math.h>
#include <string.h>

#include "tools/hwcmp.h"

int hwcmp_buffers(const void *a, const void *b, size_t n, size_t *at, double *va, double *vb)
{
    if (!memcmp(a, b, n))
        return HWCMP_SAME;
    size_t nf = n / 4;
    float x, y;
    double big = 0;
    for (size_t i = 0; i < nf; i++) {
        memcpy(&x, (const char *)a + 4 * i, 4);
        if (isfinite(x) && fabs(x) > big)
            big = fabs(x);
    }
    for (size_t i = 0; i < nf; i++) {
        memcpy(&x, (const char *)a + 4 * i, 4);
        memcpy(&y, (const char *)b + 4 * i, 4);
        double d = fabs((double)x - (double)y), m = fmax(fabs(x), fabs(y));
        if ((isnan(x) && isnan(y)) || x == y || d <= 1e-4 * m + 1e-5 * big)
            continue;
        *at = i, *va = x, *vb = y;
        return HWCMP_DIFFER;
    }
    /* a tail shorter than a float: bytes */
    if (memcmp((const char *)a + 4 * nf, (const char *)b + 4 * nf, n - 4 * nf)) {
        *at = nf, *va = *vb = 0;
        return HWCMP_DIFFER;
    }
    return HWCMP_CLOSE;
}
