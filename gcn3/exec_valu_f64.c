/* gcn3/exec_valu_f64.c - (being written) */
#include "gcn3/exec.h"

const gcn3_exec_fn gcn3_exec_valu_f64[GCN3_OP_COUNT] = {0};
