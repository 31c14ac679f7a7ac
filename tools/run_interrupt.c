/* SIGINT/SIGTERM during a timing run (run.h): the handler only records
 * the signal; the session's batch hook (driver/session_obs.c) sees it between two
 * batches and stops the engine there through eng_stop, so the trace ends
 * on a whole record and the figures so far are consistent. */
#include <signal.h>
#include <stddef.h>
#include <string.h>

#include "tools/interrupt.h"

/* The one mutable global of the tools: a signal handler can reach
 * nothing else. 0, or the signal caught. */
static volatile sig_atomic_t caught;

static void on_signal(int sig)
{
    caught = sig;
}

void run_interrupt_install(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESETHAND; /* a second signal ends the process at once */
    sigemptyset(&sa.sa_mask);
    static const int sigs[] = {SIGINT, SIGTERM};
    for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++) {
        struct sigaction old;
        /* one that was ignored stays ignored (nohup, a shell's background job) */
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(sigs[i], &sa, NULL);
    }
}

int run_interrupted(void)
{
    return caught;
}
