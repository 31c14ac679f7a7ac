/* gcn3/exec_valu_vop3.c - (being written) */
#include "gcn3/exec.h"

const gcn3_exec_fn gcn3_exec_valu_vop3[GCN3_OP_COUNT] = {0};
