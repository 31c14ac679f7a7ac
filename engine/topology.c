#include "engine/topology.h"

#include <hwloc.h>
#include <pthread.h>
#include <stdlib.h>

struct eng_topology {
    hwloc_topology_t topo;
    int cores;
};

/* hwloc_topology_init dlopens hwloc's I/O discovery plugins (PCI,
 * OpenCL, GL, libxml2 and what they pull in: libstdc++, ICU, X11): 2.7
 * MiB of resident pages in every multi-threaded run (issue 14, item 4),
 * though core counts and binding need none of them. hwloc reads the list
 * of plugins not to load from this variable, once, when it first loads
 * plugins; a user's own setting wins. Set once, before any hwloc call of
 * the process (pthread_once: casestudy runs load topologies from several
 * threads). */
static void skip_io_plugins(void)
{
    setenv("HWLOC_PLUGINS_BLACKLIST",
           "hwloc_pci,hwloc_opencl,hwloc_gl,hwloc_xml_libxml,hwloc_cuda,hwloc_nvml,"
           "hwloc_rsmi,hwloc_levelzero",
           0);
}

static pthread_once_t plugins_once = PTHREAD_ONCE_INIT;

eng_topology *eng_topology_load(void)
{
    pthread_once(&plugins_once, skip_io_plugins);
    eng_topology *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    if (hwloc_topology_init(&t->topo) < 0) {
        free(t);
        return NULL;
    }
    /* Only the cores this process may run on: under `taskset`, a batch
     * system's cgroup or mpirun's default binding of a rank to one core,
     * a worker per core of the whole machine would share that one core. */
    hwloc_topology_set_flags(t->topo, HWLOC_TOPOLOGY_FLAG_IS_THISSYSTEM |
                                          HWLOC_TOPOLOGY_FLAG_RESTRICT_TO_CPUBINDING);
    if (hwloc_topology_load(t->topo) < 0) {
        hwloc_topology_destroy(t->topo);
        free(t);
        return NULL;
    }
    int n = hwloc_get_nbobjs_by_type(t->topo, HWLOC_OBJ_CORE);
    if (n <= 0) /* some virtual machines report only processing units */
        n = hwloc_get_nbobjs_by_type(t->topo, HWLOC_OBJ_PU);
    t->cores = n > 0 ? n : 1;
    return t;
}

void eng_topology_free(eng_topology *t)
{
    if (!t)
        return;
    hwloc_topology_destroy(t->topo);
    free(t);
}

int eng_topology_cores(const eng_topology *t)
{
    return t->cores;
}

int eng_topology_pin_self(eng_topology *t, int index)
{
    hwloc_obj_t core = hwloc_get_obj_by_type(t->topo, HWLOC_OBJ_CORE, index % t->cores);
    if (!core)
        core = hwloc_get_obj_by_type(t->topo, HWLOC_OBJ_PU, index % t->cores);
    if (!core || !core->cpuset)
        return -1;
    hwloc_cpuset_t set = hwloc_bitmap_dup(core->cpuset);
    if (!set)
        return -1;
    hwloc_bitmap_singlify(set); /* one hardware thread: no migration */
    int rc = hwloc_set_cpubind(t->topo, set, HWLOC_CPUBIND_THREAD);
    hwloc_bitmap_free(set);
    return rc < 0 ? -1 : 0;
}

int eng_physical_cores(void)
{
    eng_topology *t = eng_topology_load();
    if (!t)
        return 1;
    int n = t->cores;
    eng_topology_free(t);
    return n;
}

void *eng_topology_save_self(eng_topology *t)
{
    hwloc_cpuset_t set = hwloc_bitmap_alloc();
    if (set && hwloc_get_cpubind(t->topo, set, HWLOC_CPUBIND_THREAD) < 0) {
        hwloc_bitmap_free(set);
        set = NULL;
    }
    return set;
}

void eng_topology_restore_self(eng_topology *t, void *saved)
{
    if (!saved)
        return;
    hwloc_set_cpubind(t->topo, saved, HWLOC_CPUBIND_THREAD);
    hwloc_bitmap_free(saved);
}
