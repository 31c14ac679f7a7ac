/* gcn3/functional_int.h - internals of the functional mode: instruction
 * fetch through a decode cache, and the error report. */
#ifndef MGSIM_GCN3_FUNCTIONAL_INT_H
#define MGSIM_GCN3_FUNCTIONAL_INT_H

#include "gcn3/codeobj.h"
#include "gcn3/exec.h"
#include "gcn3/inst.h"
#include "gcn3/wave.h"

/* Statuses beyond enum gcn3_exec_status. */
enum { GCN3_FUNC_EDECODE = 100, GCN3_FUNC_EFETCH, GCN3_FUNC_ELIMIT };

struct fcache;

/* A cache over the executable section holding the kernel's entry. */
int gcn3_fetch_new(const struct gcn3_codeobj *co, const struct gcn3_kernel *k,
                   struct fcache **out, char *err);
void gcn3_fetch_free(struct fcache *fc);
/* The decoded instruction at pc and its execution entry (prep may be
 * NULL): GCN3_EXEC_OK, GCN3_FUNC_EFETCH (pc not in the code, or
 * misaligned) or GCN3_FUNC_EDECODE. */
int gcn3_fetch(struct fcache *fc, uint64_t pc, const gcn3_inst **in,
               const gcn3_exec_prep **prep);
/* Writes the message for status rc of wave w at w->pc; returns -1. */
int gcn3_fetch_report(struct fcache *fc, const gcn3_wave *w, int rc, char *err);

#endif
