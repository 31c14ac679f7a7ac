/* See xlat_uvm.h: the page placement policies, one table each. Pinned
 * has no on_fault: the driver maps every page before the run and nothing
 * faults (the model without a fault handler). */
#include "mech/xlat/xlat_uvm.h"

const char *const xlat_policy_names[] = {"pinned",  "first-touch", "migrate",
                                         "counter", "replicate",   NULL};

const char *const xlat_placement_names[] = {"program", "host", NULL};

static const xlat_policy pinned = {.name = "pinned", .on_fault = NULL};

/* First-touch demand paging: the first kernel to fault on a page takes
 * it (the page moves to that GPU unless it is there already); a later
 * fault from another GPU maps the page where it is (a remote mapping
 * served over the fabric by RDMA). Host copies do not touch (they are
 * served where the page lies, xlat_uvm.h). */
static xlat_decision first_touch_fault(xlat_page *pg, uint32_t gpu, bool write)
{
    (void)write;
    if (pg->touched) return (xlat_decision){pg->res, XLAT_CAUSE_FIRST_TOUCH, XLAT_MOVE};
    pg->touched = true;
    return (xlat_decision){gpu, XLAT_CAUSE_FIRST_TOUCH, XLAT_MOVE};
}

static const xlat_policy first_touch = {.name = "first-touch", .on_fault = first_touch_fault};

/* Migrate on every remote fault: the faulting GPU always takes the page,
 * unmapping it everywhere else, so pages shared by GPUs move back and
 * forth (the thrashing Griffin, HPCA 2020, measures). */
static xlat_decision migrate_fault(xlat_page *pg, uint32_t gpu, bool write)
{
    (void)write;
    pg->touched = true;
    return (xlat_decision){gpu, XLAT_CAUSE_FAULT, XLAT_MOVE};
}

static const xlat_policy migrate = {.name = "migrate", .on_fault = migrate_fault};

/* Access-counter migration (NVIDIA's drivers since Volta): faults place
 * pages as first-touch does; afterwards a page moves to a GPU whose
 * access counter says it keeps reaching the page remotely. */
static xlat_decision counter_count(xlat_page *pg, uint32_t gpu)
{
    (void)pg;
    return (xlat_decision){gpu, XLAT_CAUSE_COUNTER, XLAT_MOVE};
}

static const xlat_policy counter = {.name = "counter", .on_fault = first_touch_fault,
                                    .on_count = counter_count};

/* Read-only replication: every GPU that reads a page gets its own
 * read-only copy; a write takes the page back to one writable copy at
 * the writer (the replicas are unmapped and shot down). Pages read by
 * many GPUs and rarely written are served locally everywhere. */
static xlat_decision replicate_fault(xlat_page *pg, uint32_t gpu, bool write)
{
    pg->touched = true;
    if (write) return (xlat_decision){gpu, XLAT_CAUSE_WRITE, XLAT_COLLAPSE};
    return (xlat_decision){gpu, XLAT_CAUSE_REPLICA, XLAT_REPLICATE};
}

static const xlat_policy replicate = {.name = "replicate", .on_fault = replicate_fault};

const xlat_policy *const xlat_policies[XLAT_NPOLICIES] = {&pinned, &first_touch, &migrate,
                                                          &counter, &replicate};
