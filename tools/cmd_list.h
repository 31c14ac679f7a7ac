/* One line per bin/mgsim subcommand: MGSIM_CMD(name, function, help). */
MGSIM_CMD("demo", cmd_demo, "run the engine demo: synthetic traffic between components")
MGSIM_CMD("codeobj", cmd_codeobj, "print the kernels and metadata of an AMDGPU code object")
MGSIM_CMD("version", cmd_version, "print the version")
MGSIM_CMD("disasm", cmd_disasm, "disassemble a gfx803 code object like llvm-objdump -d")
MGSIM_CMD("config", cmd_config, "print the effective platform configuration (show) or its reference (doc)")
MGSIM_CMD("kernel", cmd_kernel, "run one kernel dispatch in the functional GPU mode")
MGSIM_CMD("trace", cmd_trace, "convert a task trace: --perfetto OUT.json, --csv OUT.csv, --summary")
MGSIM_CMD("sweep", cmd_sweep, "run a design-space sweep (INI spec; -j N, shards, Slurm, merge)")
