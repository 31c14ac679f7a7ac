/* The MPI transport (engine/ranks.h), linked into bin/mgsim-mpi and the
 * MPI tests only: the rest of the tree builds without MPI.
 *
 * MPI starts before main (a constructor), so every rank runs the program
 * from its first line with its rank known: ranks other than 0 send their
 * standard output to /dev/null (rank 0 prints what the serial run would;
 * the others run the same program silently). MPI ends at exit, and a
 * rank's error exit aborts the whole job (finish below). Run
 * without mpirun, the program is one rank (MPI's singleton start). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#include "engine/ranks.h"

static void mpi_fail(int rc, const char *what)
{
    if (rc == MPI_SUCCESS)
        return;
    fprintf(stderr, "mgsim: MPI %s failed (%d)\n", what, rc);
    MPI_Abort(MPI_COMM_WORLD, 70);
}

/* At exit. A rank that exits with an error aborts the job: the other
 * ranks may be waiting for it in a collective, and MPI_Finalize would
 * wait for them, so the job would hang (a --stats path that one rank
 * could not test once did this in CI). MPI_Abort ends every rank with
 * this status, under mpirun and srun alike. */
static void finish(int status, void *arg)
{
    (void)arg;
    int done = 0;
    MPI_Finalized(&done);
    if (done)
        return;
    int ranks = 1;
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    if (status != 0 && ranks > 1) {
        fflush(NULL);
        MPI_Abort(MPI_COMM_WORLD, status);
    }
    MPI_Finalize();
}

__attribute__((constructor)) static void start(void)
{
    int provided = 0;
    mpi_fail(MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided), "init");
    on_exit(finish, NULL);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank > 0 && !freopen("/dev/null", "w", stdout))
        fprintf(stderr, "mgsim: rank %d cannot silence its output\n", rank);
}

static int t_rank(void)
{
    int r = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    return r;
}

static int t_size(void)
{
    int n = 1;
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    return n;
}

/* MPI counts are ints: byte counts above 2 GiB per window go as chunks
 * of MPI_BYTE-sized elements no transport here needs. */
static void t_alltoallv(const void *sbuf, const size_t *scount, const size_t *sdispl, void *rbuf,
                        const size_t *rcount, const size_t *rdispl)
{
    int n = t_size();
    int *v = malloc(4 * (size_t)n * sizeof *v);
    if (!v)
        mpi_fail(MPI_ERR_NO_MEM, "alltoallv (out of memory)");
    for (int r = 0; r < n; r++) {
        if (scount[r] > INT32_MAX || sdispl[r] > INT32_MAX || rcount[r] > INT32_MAX ||
            rdispl[r] > INT32_MAX)
            mpi_fail(MPI_ERR_COUNT, "alltoallv (over 2 GiB in one window)");
        v[r] = (int)scount[r];
        v[n + r] = (int)sdispl[r];
        v[2 * n + r] = (int)rcount[r];
        v[3 * n + r] = (int)rdispl[r];
    }
    mpi_fail(MPI_Alltoallv(sbuf, v, v + n, MPI_BYTE, rbuf, v + 2 * n, v + 3 * n, MPI_BYTE,
                           MPI_COMM_WORLD),
             "alltoallv");
    free(v);
}

static void t_alltoall_u64(const uint64_t *send, uint64_t *recv, size_t n)
{
    mpi_fail(MPI_Alltoall(send, (int)n, MPI_UINT64_T, recv, (int)n, MPI_UINT64_T, MPI_COMM_WORLD),
             "alltoall");
}

static void t_bcast(void *buf, size_t n, int root)
{
    for (char *p = buf; n;) { /* in chunks: MPI counts are ints */
        int k = n > (1u << 30) ? 1 << 30 : (int)n;
        mpi_fail(MPI_Bcast(p, k, MPI_BYTE, root, MPI_COMM_WORLD), "bcast");
        p += k;
        n -= (size_t)k;
    }
}

static MPI_Op op_of(int op)
{
    return op == ENG_REDUCE_MIN ? MPI_MIN : op == ENG_REDUCE_MAX ? MPI_MAX : MPI_SUM;
}

static void t_reduce_u64(uint64_t *v, size_t n, int op)
{
    mpi_fail(MPI_Allreduce(MPI_IN_PLACE, v, (int)n, MPI_UINT64_T, op_of(op), MPI_COMM_WORLD),
             "allreduce");
}

static void t_reduce_f64(double *v, size_t n, int op)
{
    mpi_fail(MPI_Allreduce(MPI_IN_PLACE, v, (int)n, MPI_DOUBLE, op_of(op), MPI_COMM_WORLD),
             "allreduce");
}

static const eng_transport mpi_transport = {
    "MPI", t_rank, t_size, t_alltoallv, t_alltoall_u64, t_bcast, t_reduce_u64, t_reduce_f64,
};

const eng_transport *eng_transport_default(void)
{
    return &mpi_transport;
}
