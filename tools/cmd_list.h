/* One line per bin/mgsim subcommand: MGSIM_CMD(name, function, help). */
MGSIM_CMD("version", cmd_version, "print the version")
