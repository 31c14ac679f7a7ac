/* See wl.h: the suites of wl_list.h as one table. */
#include "workloads/wl.h"

#include <stdio.h>
#include <string.h>

#define WL_SUITE(sym, folder) extern const mgm_suite sym;
#include "workloads/wl_list.h"
#undef WL_SUITE

static const mgm_suite *const suites[] = {
#define WL_SUITE(sym, folder) &sym,
#include "workloads/wl_list.h"
#undef WL_SUITE
};
#define NSUITES (sizeof suites / sizeof suites[0])

size_t wl_suite_count(void) { return NSUITES; }

const mgm_suite *wl_suite_at(size_t i) { return i < NSUITES ? suites[i] : NULL; }

const mgm_suite *wl_suite_find(const char *name)
{
    for (size_t i = 0; i < NSUITES; i++)
        if (name && !strcmp(name, suites[i]->name)) return suites[i];
    return NULL;
}

const mgm_suite *wl_suite_of(const mgm_workload *w)
{
    for (size_t i = 0; i < NSUITES; i++)
        for (size_t k = 0; k < suites[i]->n; k++)
            if (suites[i]->w[k] == w) return suites[i];
    return NULL;
}

size_t wl_count(void)
{
    size_t n = 0;
    for (size_t i = 0; i < NSUITES; i++) n += suites[i]->n;
    return n;
}

const mgm_workload *wl_at(size_t i)
{
    for (size_t s = 0; s < NSUITES; i -= suites[s++]->n)
        if (i < suites[s]->n) return suites[s]->w[i];
    return NULL;
}

const mgm_workload *wl_find(const char *name, char *err)
{
    for (size_t i = 0; i < wl_count(); i++)
        if (name && !strcmp(name, wl_at(i)->name)) return wl_at(i);
    /* every name that fits whole (with room for ", ..."), then "..." */
    char list[ERR_LEN - 48] = "";
    size_t len = 0;
    for (size_t i = 0; i < wl_count(); i++) {
        size_t need = strlen(wl_at(i)->name) + 2;
        if (len + need + 5 >= sizeof list) {
            snprintf(list + len, sizeof list - len, ", ...");
            break;
        }
        len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", i ? ", " : "",
                                wl_at(i)->name);
    }
    snprintf(err, ERR_LEN, "unknown workload '%s' (%s)", name ? name : "", list);
    return NULL;
}
