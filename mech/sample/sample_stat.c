/* The statistics of sampling (sample.h): the t quantile, the bound of a
 * prediction from measured units, the stability test. Pure functions. */
#include <math.h>

#include "mech/sample/sample.h"

/* t(0.975, dof) for dof 1..30 (the standard table, four places). */
static const double t975[30] = {
    12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281,
    2.2010,  2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860,
    2.0796,  2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423};

double sample_t975(uint32_t dof)
{
    if (dof == 0) return INFINITY;
    if (dof <= 30) return t975[dof - 1];
    return 1.96 + 2.4 / dof; /* within 0.001 of the true value beyond 30 */
}

sample_est sample_bound(const double *x, uint32_t n, double units, double tail)
{
    sample_est e = {0, 0, 0};
    if (!n) return e;
    for (uint32_t i = 0; i < n; i++) e.mean += x[i];
    e.mean /= n;
    if (n < 2) {
        e.half = units * e.mean + tail * e.mean;
        return e;
    }
    double ss = 0;
    for (uint32_t i = 0; i < n; i++) ss += (x[i] - e.mean) * (x[i] - e.mean);
    e.sd = sqrt(ss / (n - 1));
    e.half = units * sample_t975(n - 1) * e.sd / sqrt((double)n) + tail * e.mean;
    return e;
}

double sample_series_widen(const double *x, uint32_t n)
{
    if (n < 3) return 1;
    sample_est e = sample_bound(x, n, 1, 0);
    double ss = e.sd * e.sd * (n - 1), lag = 0;
    for (uint32_t i = 0; i + 1 < n; i++) lag += (x[i] - e.mean) * (x[i + 1] - e.mean);
    if (ss <= 0) return 1;
    double rho = fmin(fmax(lag / ss, 0), 0.8);
    return sqrt((1 + rho) / (1 - rho));
}

bool sample_stable_over(const double *x, uint32_t n, uint32_t k, double tol, double known,
                        double units)
{
    if (k == 0 || n < k || n < 2 || units < 0 || known < 0) return false;
    sample_est all = sample_bound(x, n, 1, 0);
    double recent = 0;
    for (uint32_t i = n - k; i < n; i++) recent += x[i];
    recent /= k;
    double whole = known + units * fabs(all.mean);
    if (whole == 0) return all.sd == 0 && recent == 0;
    return units * all.half <= tol * whole && units * fabs(recent - all.mean) <= tol * whole;
}

bool sample_stable(const double *x, uint32_t n, uint32_t k, double tol)
{
    return sample_stable_over(x, n, k, tol, 0, 1);
}

uint32_t sample_transient(const double *x, uint32_t n, uint32_t k, double tol)
{
    if (k == 0 || n <= k) return 0;
    sample_est all = sample_bound(x, n, 1, 0), last = sample_bound(x + n - k, k, 1, 0);
    if (fabs(last.mean - all.mean) <= tol * fabs(all.mean) || !sample_stable(x + n - k, k, k, tol))
        return 0;
    return n - k;
}
