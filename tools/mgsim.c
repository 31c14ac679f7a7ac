/* mgsim: the command line. Each subcommand lives in its own tools/cmd_*.c
 * file and is listed in the table below; this file only dispatches. */
#include <stdio.h>
#include <string.h>

#include "tools/cmd.h"

static const struct mgsim_cmd commands[] = {
#define MGSIM_CMD(name, fn, help) {name, fn, help},
#include "tools/cmd_list.h"
#undef MGSIM_CMD
};

static void usage(FILE *f)
{
    fprintf(f, "usage: mgsim COMMAND [options]\n\ncommands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].help);
    fprintf(f, "\n'mgsim COMMAND --help' describes a command's options.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name))
            return commands[i].fn(argc - 1, argv + 1);
    fprintf(stderr, "mgsim: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
