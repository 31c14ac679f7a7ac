/* Started under mpirun by test/mpi/test_mpi.c: one rank ends with an
 * error while the others wait for it in a collective (as when one rank
 * of bin/mgsim-mpi meets an error the others do not). The job must end
 * with that rank's error instead of hanging: the MPI transport
 * (engine/mpi/transport_mpi.c) aborts the job when a rank exits with a
 * non-zero status.
 *
 * usage: exit_child RANK STATUS
 * (rank RANK prints "exit_child: rank RANK exits with STATUS" and exits
 * so; the others sum a counter over the ranks, which never completes). */
#include <stdio.h>
#include <stdlib.h>

#include "engine/ranks.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: exit_child RANK STATUS\n");
        return 2;
    }
    const eng_transport *t = eng_transport_default ? eng_transport_default() : NULL;
    if (!t) {
        fprintf(stderr, "exit_child: built without a transport\n");
        return 2;
    }
    int who = atoi(argv[1]), status = atoi(argv[2]);
    if (t->rank() == who) {
        fprintf(stderr, "exit_child: rank %d exits with %d\n", who, status);
        exit(status);
    }
    uint64_t v = 1;
    t->reduce_u64(&v, 1, ENG_REDUCE_SUM);
    fprintf(stderr, "exit_child: rank %d's sum ended (%llu)\n", t->rank(), (unsigned long long)v);
    return 0;
}
