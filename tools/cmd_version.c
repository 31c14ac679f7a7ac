#include <stdio.h>

#include "tools/cmd.h"

int cmd_version(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    printf("mgsim 0.1.0\n");
    return 0;
}
