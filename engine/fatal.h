/* Model bugs: a broken engine contract (an event scheduled in the past, a
 * message sent from the wrong component) is a bug in a model, not bad user
 * input. It is reported with the file and line that detected it and the
 * process exits with status MGSIM_EXIT_MODEL (70, EX_SOFTWARE;
 * util/exitcode.h). User-facing errors never come here: they are returned
 * as status codes with messages. Out of memory does not come here either:
 * it is xoom's (util/xalloc.h, status 3). This is the place for "cannot
 * happen" checks anywhere in the simulator (engine, components,
 * mechanisms, parameters, workloads): none calls abort(). */
#ifndef MGSIM_ENGINE_FATAL_H
#define MGSIM_ENGINE_FATAL_H

#if defined(__GNUC__)
#define ENG_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define ENG_NORETURN __attribute__((noreturn))
#else
#define ENG_PRINTF(a, b)
#define ENG_NORETURN
#endif

ENG_NORETURN void eng_fatal_at(const char *file, int line, const char *fmt, ...)
    ENG_PRINTF(3, 4);

#define ENG_FATAL(...) eng_fatal_at(__FILE__, __LINE__, __VA_ARGS__)
#define ENG_ASSERT(cond, ...)             \
    do {                                  \
        if (!(cond))                      \
            ENG_FATAL(__VA_ARGS__);       \
    } while (0)

#endif
