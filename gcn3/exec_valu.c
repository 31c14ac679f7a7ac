/* gcn3/exec_valu.c - (being written) */
#include "gcn3/exec.h"

const gcn3_exec_fn gcn3_exec_valu[GCN3_OP_COUNT] = {0};
