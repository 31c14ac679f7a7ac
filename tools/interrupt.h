/* SIGINT and SIGTERM for commands that stop cleanly (tools/run_interrupt.c):
 * the handlers only record the signal; the command's own loop checks it
 * (a timing run between engine batches, run.h; a sweep between polls of
 * its children, sweep_run.c). A signal ignored when mgsim started stays
 * ignored; a second signal ends the process at once. */
#ifndef MGSIM_TOOLS_INTERRUPT_H
#define MGSIM_TOOLS_INTERRUPT_H

void run_interrupt_install(void);
/* The signal caught, or 0. */
int run_interrupted(void);

#endif
