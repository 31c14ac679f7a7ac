/* The host machine's topology, through hwloc: how many physical cores
 * this process may run on (the default thread count; the process's CPU
 * binding counts: taskset, a cgroup, mpirun's binding of a rank) and
 * pinning a thread to one. A
 * machine where hwloc cannot bind threads still runs, unpinned. */
#ifndef MGSIM_ENGINE_TOPOLOGY_H
#define MGSIM_ENGINE_TOPOLOGY_H

typedef struct eng_topology eng_topology;

/* NULL when hwloc cannot read the machine (callers fall back). */
eng_topology *eng_topology_load(void);
void eng_topology_free(eng_topology *t);
/* Physical cores the process may run on (at least 1). */
int eng_topology_cores(const eng_topology *t);
/* Binds the calling thread to core index (mod cores); 0 or -1. */
int eng_topology_pin_self(eng_topology *t, int index);

/* The calling thread's current binding, to restore later (NULL if hwloc
 * cannot tell); eng_topology_restore_self() frees it. */
void *eng_topology_save_self(eng_topology *t);
void eng_topology_restore_self(eng_topology *t, void *saved);

/* Physical cores of this machine, without keeping a topology. */
int eng_physical_cores(void);

#endif
