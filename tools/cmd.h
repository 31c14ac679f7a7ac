/* The contract of a subcommand of bin/mgsim: fn(argc, argv) with argv[0]
 * the command's name; it returns the process exit status (0 ok, 1 failure
 * of the simulation or a check, 2 bad usage). Add a command by writing
 * tools/cmd_NAME.c and one line in tools/cmd_list.h. */
#ifndef MGSIM_TOOLS_CMD_H
#define MGSIM_TOOLS_CMD_H

struct mgsim_cmd {
    const char *name;
    int (*fn)(int argc, char **argv);
    const char *help;
};

#define MGSIM_CMD(name, fn, help) int fn(int argc, char **argv);
#include "tools/cmd_list.h"
#undef MGSIM_CMD

#endif
