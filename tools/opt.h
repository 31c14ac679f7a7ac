/* Command-line options of the subcommands, through getopt_long (prefix
 * opt_). A command describes its options as groups (a table of long
 * options, optional short letters, and a function taking one option) and
 * calls opt_parse once; shared groups (the platform's --config/--set/
 * --perturb, a workload run's options) are reused by every command that
 * takes them. Options may come anywhere on the line, as --opt VALUE or
 * --opt=VALUE; a unique prefix of a long option is accepted (getopt_long).
 *
 * Messages and exit status: opt_parse prints one line on stderr for bad
 * usage, "mgsim CMD: unknown option '--x' (see mgsim CMD --help)" or
 * "mgsim CMD: option --x needs a value"; the value parsers print "mgsim
 * CMD: option --x: 'v' is not a non-negative integer" or "...: N is out
 * of range (MIN..MAX)". Commands return 2 on OPT_BAD (tools/cmd.h). */
#ifndef MGSIM_TOOLS_OPT_H
#define MGSIM_TOOLS_OPT_H

#include <getopt.h>
#include <stddef.h>
#include <stdint.h>

enum { OPT_OK = 0, OPT_HELP = 1, OPT_BAD = 2 };

/* One group: opts ends with a zero entry (flag NULL; val is the group's
 * own code, any value); shorts lists the short options it takes in
 * getopt's syntax ("j:o:"; the code passed is the letter; may be NULL).
 * take(self, code, name, arg, cmd) takes one option (name "--x" or "-j",
 * arg NULL when it has none): 0, or -1 after a message on stderr. */
typedef struct opt_group {
    const struct option *opts;
    const char *shorts;
    int (*take)(void *self, int code, const char *name, const char *arg, const char *cmd);
    void *self;
} opt_group;

/* Parses the options of argv[1..argc) for command cmd ("run"), with -h
 * and --help; operands (arguments that are not options) are moved after
 * them: *first is the index of the first operand in the permuted argv.
 * Returns OPT_OK, OPT_HELP (-h or --help seen: print the usage, exit 0)
 * or OPT_BAD (after one message). */
int opt_parse(int argc, char **argv, const char *cmd, const opt_group *g, size_t ng,
              int *first);

/* Where the options of argv[1..argc) end, for a command whose operands
 * are another program's command line (mgsim exec): the index of "--" or
 * of the first word that is neither an option of g nor an option's value
 * (argc when none), with options known as opt_parse knows them: a unique
 * prefix of a long option (--conf for --config), --opt=value. */
int opt_operand_index(int argc, char *const *argv, const opt_group *g, size_t ng);
/* Option values: 0, or -1 after the message above (name as given to take). */
int opt_val_int(const char *cmd, const char *name, const char *arg, int min, int max, int *out);
int opt_val_u32(const char *cmd, const char *name, const char *arg, uint32_t min, uint32_t max,
                uint32_t *out);
int opt_val_u64(const char *cmd, const char *name, const char *arg, uint64_t *out);

/* Output paths, checked when the option is taken, before anything runs:
 * a file that can be created or rewritten ("-", stdout, passes; nothing
 * is left behind or truncated), a directory that exists and takes files
 * or whose parent exists (the command makes it). 0, or -1 after
 * "mgsim CMD: --x PATH: cannot write it (why)". */
int opt_val_output(const char *cmd, const char *name, const char *path);
int opt_val_outdir(const char *cmd, const char *name, const char *path);

#endif
