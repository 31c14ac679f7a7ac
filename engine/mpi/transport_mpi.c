/* The MPI transport (engine/ranks.h), linked into bin/mgsim-mpi and the
 * MPI tests only: the rest of the tree builds without MPI.
 *
 * MPI starts before main (a constructor), so every rank runs the program
 * from its first line with its rank known: ranks other than 0 send their
 * standard output to /dev/null (rank 0 prints what the serial run would;
 * the others run the same program silently). MPI ends at exit, and a
 * rank's error exit aborts the whole job (finish below). Run
 * without mpirun, the program is one rank (MPI's singleton start).
 *
 * Before main, the ranks also check that they run the same command: the
 * same arguments, and the same contents in the files they name (a
 * config, a code object, a HIP program: one host's copy may differ).
 * Ranks that differ would part ways at their first collective (a hang)
 * or simulate different things without a word; they stop with exit
 * status 2 and the first difference instead. */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine/ranks.h"
#include "util/exitcode.h"
#include "util/vec.h"

static void mpi_fail(int rc, const char *what)
{
    if (rc == MPI_SUCCESS)
        return;
    fprintf(stderr, "mgsim: MPI %s failed (%d)\n", what, rc);
    MPI_Abort(MPI_COMM_WORLD, MGSIM_EXIT_MODEL);
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

/* ---- the same command on every rank ---------------------------------------- */

/* /proc/self/cmdline: the arguments, each ended by a NUL; NULL on failure. */
static char *read_all(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    char *b = NULL;
    size_t cap = 0;
    *n = 0;
    if (!f)
        return NULL;
    for (;;) {
        if (*n == cap && VEC_TRY_RESERVE(b, cap, cap + 4096) < 0)
            break;
        size_t k = fread(b + *n, 1, cap - *n, f);
        *n += k;
        if (k == 0)
            break;
    }
    fclose(f);
    return b;
}

/* Out of memory before anything ran: the job ends with the one
 * out-of-memory status (util/exitcode.h). */
static void need(const void *p, int rank)
{
    if (p)
        return;
    fprintf(stderr, "mgsim: rank %d: out of memory\n", rank);
    MPI_Abort(MPI_COMM_WORLD, MGSIM_EXIT_OOM);
}

/* FNV-1a over a file's bytes (0 for anything but a readable regular file). */
static uint64_t file_digest(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return 0;
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    uint64_t h = 1469598103934665603ull;
    unsigned char buf[65536];
    for (size_t k; (k = fread(buf, 1, sizeof buf, f)) > 0;)
        for (size_t i = 0; i < k; i++)
            h = (h ^ buf[i]) * 1099511628211ull;
    fclose(f);
    return h | 1; /* a file, even an empty one, is not "no file" */
}

/* The i-th NUL-ended string of b[0..n), or NULL. */
static const char *arg_at(const char *b, size_t n, size_t i)
{
    size_t at = 0;
    for (; i && at < n; i--)
        at += strlen(b + at) + 1;
    return at < n ? b + at : NULL;
}

/* Every rank compares its arguments (argv[0], the program's path, may
 * differ between hosts) and the files they name with rank 0's. */
static void same_command(int rank)
{
    size_t n = 0;
    char *mine = read_all("/proc/self/cmdline", &n);
    if (!mine)
        n = 0;
    uint64_t n0 = n;
    mpi_fail(MPI_Bcast(&n0, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD), "bcast");
    char *ref = rank == 0 ? mine : malloc(n0 + 1);
    need(ref, rank);
    if (n0)
        mpi_fail(MPI_Bcast(ref, (int)n0, MPI_BYTE, 0, MPI_COMM_WORLD), "bcast");
    size_t nargs = 0;
    while (arg_at(ref, n0, nargs))
        nargs++;
    uint64_t *dig = calloc(nargs ? nargs : 1, sizeof *dig);
    need(dig, rank);
    for (size_t i = 1; i < nargs; i++)
        dig[i] = file_digest(arg_at(ref, n0, i));
    uint64_t *dig0 = rank == 0 ? dig : calloc(nargs ? nargs : 1, sizeof *dig0);
    need(dig0, rank);
    if (nargs)
        mpi_fail(MPI_Bcast(dig0, (int)nargs, MPI_UINT64_T, 0, MPI_COMM_WORLD), "bcast");
    uint64_t bad = 0;
    const char *a0 = mine ? arg_at(mine, n, 0) : NULL, *r0 = arg_at(ref, n0, 0);
    size_t skip0 = (a0 ? strlen(a0) + 1 : 0), rskip0 = (r0 ? strlen(r0) + 1 : 0);
    if (rank != 0 && (n - skip0 != n0 - rskip0 ||
                      memcmp(mine + skip0, ref + rskip0, n - skip0) != 0)) {
        size_t i = 1;
        const char *x, *y;
        while ((x = arg_at(mine, n, i)) && (y = arg_at(ref, n0, i)) && !strcmp(x, y))
            i++;
        x = arg_at(mine, n, i);
        y = arg_at(ref, n0, i);
        fprintf(stderr, "mgsim: rank %d runs another command than rank 0: argument %zu is %s%s%s "
                        "here and %s%s%s on rank 0 (every rank must run the same command line)\n",
                rank, i, x ? "'" : "", x ? x : "missing", x ? "'" : "", y ? "'" : "",
                y ? y : "missing", y ? "'" : "");
        bad = 1;
    } else if (rank != 0) {
        for (size_t i = 1; i < nargs && !bad; i++)
            if (dig[i] != dig0[i]) {
                fprintf(stderr, "mgsim: rank %d: argument %zu names a file (%s) whose contents "
                                "are not rank 0's%s (every rank must see the same files)\n",
                        rank, i, arg_at(ref, n0, i),
                        dig[i] && dig0[i] ? "" : dig[i] ? ", which has no such file"
                                                         : "; this rank has no such file");
                bad = 1;
            }
    }
    mpi_fail(MPI_Allreduce(MPI_IN_PLACE, &bad, 1, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD),
             "allreduce");
    if (dig0 != dig)
        free(dig0);
    free(dig);
    if (ref != mine)
        free(ref);
    free(mine);
    if (bad) {
        if (rank == 0)
            fprintf(stderr, "mgsim: the ranks were started with different commands or files: "
                            "stopped before simulating\n");
        exit(2); /* finish() ends the job with this status */
    }
}

__attribute__((constructor)) static void start(void)
{
    int provided = 0;
    mpi_fail(MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided), "init");
    on_exit(finish, NULL);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int ranks = 1;
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    if (ranks > 1)
        same_command(rank);
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
