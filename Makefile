# mgsim build. One Makefile for the whole tree; sources are found by
# directory, so a new module is a new file, not a Makefile edit.
#
#   make            lib/libmgsim.a and bin/mgsim (and the kernels), and
#                   bin/mgsim-mpi when Open MPI is installed (optional)
#   make deps       install the Debian packages we need (no-op when present)
#   make test       build and run the whole test suite (cmocka)
#   make asan       the test suite under AddressSanitizer + UBSan
#   make tsan       the engine tests and test/run/test_determinism (MGMark
#                   workloads on 2 threads, windows and lockstep batches)
#                   under ThreadSanitizer
#   make test-long  determinism at paper1 sizes, 1-8 threads (~40 min; not in CI)
#   make test-mpi-full  test/mpi over every rank count (make test: a part)
#   make test-cluster  a sweep array and a 2-rank MPI run through a single-node
#                   Slurm it starts as root (test/cluster/, ~30 s; also in make test)
#   make bench      the benchmarks (speed ratios, not absolute times), peak
#                   RSS beyond the workload per run, functional vs timing
#                   and over threads, the core-to-core round trip, and the
#                   MGMark scaling table, medians of 5 passes over its rows
#                   (BENCH_REPEAT=N to change; about 8 minutes)
#   make bench-scaling  the MGMark scaling table alone, medians of 5 passes
#                   (REPEAT=N to change)
#   make bench-mpi  MPI ranks against threads (bench/mpi.sh)
#   make bench-sampling  sampled against detailed simulation: errors, bounds,
#                   wall times (bench/sampling.sh; hours, subsets by variables)
#   make bench-sampling-scale  the same as the inputs grow (4 and 16 times
#                   paper4; bench/sampling_scale.sh; an hour or more)
#
# BUILD=dir puts objects, tests and (for a non-default dir) lib/ and bin/
# under dir, so several builds can share one source tree.

CC      ?= cc
BUILD   ?= build
ifeq ($(BUILD),build)
LIBDIR  ?= lib
BINDIR  ?= bin
else
LIBDIR  ?= $(BUILD)/lib
BINDIR  ?= $(BUILD)/bin
endif

OPT      ?= -O2 -g
SAN      ?=
WARN     := -Wall -Wextra -Werror
CPPFLAGS += -I. -D_GNU_SOURCE
CFLAGS   += -std=c11 $(OPT) $(WARN) -pthread -MMD -MP $(SAN)
LDFLAGS  += -pthread $(SAN)
LDLIBS   += -lhwloc -lmsgpackc -linih -ljson-c -lnettle -lm

# Device code (the OpenCL kernels, the assembly micro-benchmarks, the HIP
# examples built by hipcc) does not depend on the host compiler or the
# sanitizers: it is built once under $(KBUILD) and the other build dirs
# link to it ($(BUILD)/kernels, $(BUILD)/examples/hip), so `make asan`,
# `make tsan` and the clang build do not compile it again.
KBUILD  ?= build
KDIR    := $(KBUILD)/kernels
LIB      := $(LIBDIR)/libmgsim.a
MGSIM    := $(BINDIR)/mgsim

# MPI is optional: bin/mgsim-mpi is bin/mgsim with the MPI transport
# (engine/mpi/, engine/ranks.h), one simulation over MPI ranks
# (docs/engine.md). Built when Open MPI's pkg-config file is present
# (`make deps` installs libopenmpi-dev and openmpi-bin); nothing else in
# the tree includes MPI. MPI=0 skips it.
MPI       ?= $(if $(shell pkg-config --exists ompi-c 2>/dev/null && echo y),1,0)
MPI_FLAGS := $(if $(filter 1,$(MPI)),$(shell pkg-config --cflags ompi-c))
MPI_LIBS  := $(if $(filter 1,$(MPI)),$(shell pkg-config --libs ompi-c))
MPI_OBJ   := $(BUILD)/engine/mpi/transport_mpi.o
MGSIM_MPI := $(if $(filter 1,$(MPI)),$(BINDIR)/mgsim-mpi)

# Workload suites (workloads/wl.h), the folders of the WL_SUITE(symbol,
# folder) lines of workloads/wl_list.h: each holds its workloads' C files
# (built into the library) and their OpenCL kernels in kernels/ (built by
# `make kernels` to $(KDIR)/<folder>_kernels_NAME.hsaco).
wl_rparen     := )
WORKLOAD_DIRS := $(addprefix workloads/,$(shell grep '^WL_SUITE' workloads/wl_list.h | cut -d, -f2 | tr -d ' $(wl_rparen)'))
LIB_DIRS := util engine amdgpu params $(wildcard components/*) synth mech $(patsubst %/,%,$(wildcard mech/*/)) hooks driver $(WORKLOAD_DIRS) workloads
LIB_SRCS := $(foreach d,$(LIB_DIRS),$(wildcard $(d)/*.c))
LIB_OBJS := $(LIB_SRCS:%.c=$(BUILD)/%.o)
TOOL_SRCS:= $(wildcard tools/*.c)
TOOL_OBJS:= $(TOOL_SRCS:%.c=$(BUILD)/%.o)

# test/<area>/test_*.c are test programs; the other .c files of an area
# are helpers linked into every test program of that area. AREAS names
# areas (engine) or single programs (run/test_determinism).
TEST_AREAS := $(patsubst test/%/,%,$(sort $(dir $(wildcard test/*/test_*.c))))
TEST_BINS  := $(foreach a,$(TEST_AREAS),$(patsubst test/$(a)/%.c,$(BUILD)/test/$(a)/%,$(wildcard test/$(a)/test_*.c)))
AREAS      ?= $(TEST_AREAS)
RUN_BINS   := $(filter $(foreach a,$(AREAS),$(BUILD)/test/$(a)/% $(BUILD)/test/$(a)),$(TEST_BINS))

# bench/bench_*.c are benchmark programs; the other .c files of bench/
# (alternate.c: warm-up, rotating rounds, medians) are linked into each.
BENCH_SRCS := $(wildcard bench/bench_*.c)
BENCH_BINS := $(BENCH_SRCS:%.c=$(BUILD)/%)
BENCH_UTIL := $(patsubst %.c,$(BUILD)/%.o,$(filter-out $(BENCH_SRCS),$(wildcard bench/*.c)))

.PHONY: all lib deps test asan tsan bench bench-scaling clean tests example regress
.SECONDARY:
all: $(LIB) $(MGSIM) $(MGSIM_MPI)
lib: $(LIB)

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

$(LIB): $(LIB_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(MGSIM): $(TOOL_OBJS) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) $(TOOL_OBJS) $(LIB) $(LDLIBS) -o $@

# test/common/: helpers every test area links (tk_run: one kernel on the
# timing model through the driver).
TEST_COMMON := $(patsubst %.c,$(BUILD)/%.o,$(wildcard test/common/*.c))

$(MPI_OBJ): engine/mpi/transport_mpi.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(MPI_FLAGS) -c $< -o $@

$(BINDIR)/mgsim-mpi: $(TOOL_OBJS) $(MPI_OBJ) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) $(TOOL_OBJS) $(MPI_OBJ) $(LIB) $(LDLIBS) $(MPI_LIBS) -o $@

# test/mpi/child/: programs the MPI tests start under mpirun (*_child.c),
# each linked with the model frame they share (xnet.c).
MPI_CHILDREN := $(if $(filter 1,$(MPI)),$(patsubst test/mpi/child/%.c,$(BUILD)/test/mpi/child/%,$(wildcard test/mpi/child/*_child.c)))
$(BUILD)/test/mpi/child/%_child: $(BUILD)/test/mpi/child/%_child.o $(BUILD)/test/mpi/child/xnet.o $(MPI_OBJ) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) $(filter %.o,$^) $(LIB) $(LDLIBS) $(MPI_LIBS) -o $@
$(BUILD)/test/mpi/test_mpi: $(BUILD)/test/run/rt_cli.o | $(MPI_CHILDREN) $(MGSIM_MPI)

define test_area
$(BUILD)/test/$(1)/test_%: $(BUILD)/test/$(1)/test_%.o $(patsubst %.c,$(BUILD)/%.o,$(filter-out test/$(1)/test_%,$(wildcard test/$(1)/*.c))) $(TEST_COMMON) $(LIB)
	@mkdir -p $$(dir $$@)
	$$(CC) $$(LDFLAGS) $$(filter %.o,$$^) $(LIB) $$(LDLIBS) -lcmocka -o $$@
endef
$(foreach a,$(TEST_AREAS),$(eval $(call test_area,$(a))))

$(BUILD)/bench/%: $(BUILD)/bench/%.o $(BENCH_UTIL) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) $< $(BENCH_UTIL) $(LIB) $(LDLIBS) -o $@

tests: $(RUN_BINS) $(MGSIM) $(MGSIM_MPI) example

# Tests outside test/run that run bin/mgsim use its helpers too.
$(BUILD)/test/amdgpu_decode/test_targets: $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/lab/test_lab_run: $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/platform/test_mi300a: $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/platform/test_cli: $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/xlat/test_xlat_run: $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/xlat/test_xlat_uvm: $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/xlat/test_xlat_uvm_trace: $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/xlat/test_xlat_pages: $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/xlat/test_xlat_umgpu: $(BUILD)/test/run/rt_cli.o
# test/run/test_opt_output tests one function of the tools.
$(BUILD)/test/run/test_opt_output: $(BUILD)/tools/opt.o

# test/run/test_runner runs these two through test/run_tests.sh.
$(BUILD)/test/run/test_runner: | $(BUILD)/test/det/test_perturb $(BUILD)/test/hooks/test_plot

# MGSIM_ASM_CACHE: llvm-mc's encodings for test/amdgpu_alu, kept under
# $(KBUILD) for every build dir's run (test/amdgpu_alu/alu_util.c).
# TEST_JOBS: test programs run at a time, by default make's -j N
# (test/run_tests.sh; `make -j2 test` runs two at a time); the MPI and
# Slurm tests run alone, last (TEST_ALONE: ranks wait for each other).
TEST_JOBS ?= $(or $(patsubst -j%,%,$(filter -j%,$(MAKEFLAGS))),1)
test: tests
	@MGSIM=$(abspath $(MGSIM)) BUILD=$(BUILD) MGSIM_ASM_CACHE=$(abspath $(KBUILD))/asm-cache.tsv \
	  TEST_TIMES=$(abspath $(KBUILD))/test-times.tsv TEST_JOBS=$(TEST_JOBS) TEST_ALONE="test_mpi test_slurm" test/run_tests.sh $(RUN_BINS)

# MGSIM_TEST_LIGHT=1: the few tests whose matrices repeat one path many
# times run a part that takes every path once (test/light.h).
# -g1: line tables only, all a sanitizer's report shows (file:line per
# frame); full -g made the ASan build 1.8 GB and its compiles 8% slower.
asan:
	MGSIM_TEST_LIGHT=1 $(MAKE) BUILD=build-asan OPT="-O1 -g1" \
	  SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" test

# Every matrix whole (test/light.h test_full: each workload under each
# page policy, test/xlat; MPI over every rank count): what make test
# runs a part of, for CI's time.
.PHONY: test-full
test-full:
	MGSIM_TEST_FULL=1 MPI_FULL=1 $(MAKE) test

# test/mpi over every rank count (make test runs a part of its matrix:
# test/mpi/test_mpi.c)
.PHONY: test-mpi-full
test-mpi-full:
	MPI_FULL=1 $(MAKE) AREAS=mpi test

# test/cluster only: a private Slurm (slurmctld, slurmd, munged on free
# ports, everything in a temporary directory) runs an emitted sweep array
# and bin/mgsim-mpi over 2 ranks (mpirun and srun --mpi=pmix).
.PHONY: test-cluster
test-cluster:
	$(MAKE) AREAS=cluster test

# The engine's own tests, and the whole model on threads: MGMark workloads
# in windows (GPUs, CU groups) and in lockstep batches (a worker ticks CUs
# of another's share), where two CUs tick at once on two threads, each on
# its worker's scratch (engine/scratch.h). About 1 CPU minute beyond the
# engine tests (docs/engine.md, "Scratch per worker").
TSAN_AREAS := engine run/test_determinism
tsan:
	MGSIM_TEST_LIGHT=1 TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
	$(MAKE) BUILD=build-tsan OPT="-O1 -g1" SAN="-fsanitize=thread" AREAS="$(TSAN_AREAS)" test

# Long determinism runs (test/long/, not part of `make test`: ~40 min on
# 2 cores): every MGMark workload at paper1 size on d-mgpu-4 and u-mgpu-4,
# serial vs 1/2/4/8 threads. LONG_WORKLOADS=fir,aes LONG_PLATFORMS=d-mgpu-4
# narrow it.
LONG_BINS := $(patsubst test/long/%.c,$(BUILD)/test/long/%,$(wildcard test/long/long_*.c))
$(BUILD)/test/long/long_%: $(BUILD)/test/long/long_%.o $(BUILD)/test/run/rt_cli.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) $(filter %.o,$^) $(LIB) $(LDLIBS) -lcmocka -o $@
.PHONY: test-long
test-long: $(LONG_BINS) $(MGSIM) kernels
	@MGSIM=$(abspath $(MGSIM)) BUILD=$(BUILD) test/run_tests.sh $(LONG_BINS)

# The HIP corpus (test/hip-corpus/, not part of `make test`: 54 small
# HIP programs in the idioms of the ROCm sample collections, each
# built by hipcc and run under `mgsim exec`, judged by its own check;
# "N of M passed", non-zero when one expected to pass fails). The
# binaries are cached in $(KBUILD)/hip-corpus. CORPUS_ONLY="a b" runs some.
.PHONY: test-hip-corpus
test-hip-corpus: $(MGSIM) $(HIP_LIB)
	MGSIM=$(abspath $(MGSIM)) HIPCC=$(HIPCC) OUT=$(abspath $(KBUILD))/hip-corpus test/hip-corpus/run.sh

# The results a refactor must not change (test/regress/regress.sh).
regress: all
	test/regress/regress.sh check

bench: $(BENCH_BINS) all
	@for b in $(BENCH_BINS); do echo "== $$b"; $$b || exit 1; done
	@echo "== bench/memory.sh (peak RSS beyond the workload's bytes)"
	@MGSIM=$(MGSIM) bench/memory.sh
	@echo "== bench/functional.sh (functional vs timing, functional over threads)"
	@MGSIM=$(MGSIM) bench/functional.sh
	@echo "== bench/scaling.sh (medians of $${BENCH_REPEAT:-5} passes over the rows)"
	@REPEAT=$${BENCH_REPEAT:-5} MGSIM=$(MGSIM) C2C=$(BUILD)/bench/bench_c2c bench/scaling.sh

# Ranks against threads (bench/mpi.sh; docs/engine.md, Ranks): needs
# bin/mgsim-mpi. MPI_CONFIG, MPI_WORKLOADS, MPI_RANKS, REPEAT choose.
# Sampled against detailed simulation (bench/sampling.sh, docs/sampling.md;
# long: MGMARK, PLATFORMS, OTHERS, CASESTUDY=0 pick a subset).
.PHONY: bench-sampling
bench-sampling: all
	bench/sampling.sh

# The same as the inputs grow (bench/sampling_scale.sh; RUNS, PLATFORMS).
.PHONY: bench-sampling-scale
bench-sampling-scale: all
	bench/sampling_scale.sh

.PHONY: bench-mpi
bench-mpi: all
	@MGSIM=$(MGSIM) bench/mpi.sh $(or $(MPI_CONFIG),configs/d-mgpu-4.ini) \
	  "$(or $(MPI_WORKLOADS),fir:64K km:8K)" "$(or $(MPI_RANKS),1 2)"

# The speedup table of issue 14: serial, 1, 2, 4 threads on the MGMark
# workloads on d-mgpu-4 and r9nano, medians and min-max of REPEAT runs.
bench-scaling: all $(BUILD)/bench/bench_c2c
	@REPEAT=$${REPEAT:-5} MGSIM=$(MGSIM) C2C=$(BUILD)/bench/bench_c2c bench/scaling.sh

# The out-of-tree example, built the way its users build it.
example: $(BUILD)/examples/ping
$(BUILD)/examples/ping: examples/ping/ping.c $(LIB)
	@mkdir -p $(dir $@)
	$(MAKE) -s -C examples/ping MGSIM_ROOT=$(CURDIR) LIB=$(abspath $(LIB)) \
	  OUT=$(abspath $(dir $@)) CC="$(CC)" CFLAGS="-std=c11 -O2 -Wall -Wextra -Werror $(SAN)"

# Debian packages, installed only when missing.
DEB_PKGS := build-essential clang pkg-config libcmocka-dev libhwloc-dev gnuplot-nox python3 \
            libmsgpack-dev libinih-dev libjson-c-dev nettle-dev clang-15 lld-15 llvm-15 rocm-device-libs \
            hipcc libamdhip64-dev slurmctld slurmd slurm-client munge libopenmpi-dev openmpi-bin \
            gdb
deps:
	@missing=$$(for p in $(DEB_PKGS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing:" $$missing; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	else echo "deps: all Debian packages present"; fi

# ====================================================================
# The HIP runtime on the simulator (hip/, docs/programs.md):
# $(LIBDIR)/hip/libamdhip64.so.5, which `mgsim exec` loads into an
# unmodified hipcc-built program in place of Debian's. Built from a -fPIC
# copy of the library's objects ($(BUILD)/pic, never sanitized: it is
# loaded into programs built without the sanitizers), the runtime in hip/
# and the stubs and version script hip/gen_stubs.sh makes.
# Like the device code it is built once, under $(KBUILD): another build
# dir (the sanitizers', clang's) links its lib/hip to that one, and only
# compiles hip/*.c, for its own compiler's warnings.
# ====================================================================
KLIBDIR    := $(if $(filter $(abspath $(KBUILD)),$(abspath $(BUILD))),$(LIBDIR),$(if $(filter build,$(KBUILD)),lib,$(KBUILD)/lib))
HIP_LIB    := $(KLIBDIR)/hip/libamdhip64.so.5
PIC_DIR    := $(KBUILD)/pic
PIC_CFLAGS := -std=c11 $(OPT) $(WARN) -pthread -MMD -MP -fPIC -fvisibility=default
PIC_OBJS   := $(LIB_SRCS:%.c=$(PIC_DIR)/%.o)
HIP_OBJS   := $(patsubst %.c,$(PIC_DIR)/%.o,$(wildcard hip/*.c))

$(PIC_DIR)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(PIC_CFLAGS) -c $< -o $@

$(PIC_DIR)/libmgsim.a: $(PIC_OBJS)
	rm -f $@
	ar rcs $@ $^

$(PIC_DIR)/hip/gen/stubs.c: hip/hip_symbols.txt hip/gen_stubs.sh $(HIP_OBJS)
	hip/gen_stubs.sh hip/hip_symbols.txt $(PIC_DIR)/hip/gen $(HIP_OBJS)
$(PIC_DIR)/hip/gen/hip.map: $(PIC_DIR)/hip/gen/stubs.c
$(PIC_DIR)/hip/gen/stubs.o: $(PIC_DIR)/hip/gen/stubs.c
	$(CC) $(PIC_CFLAGS) -c $< -o $@

$(HIP_LIB): $(HIP_OBJS) $(PIC_DIR)/hip/gen/stubs.o $(PIC_DIR)/libmgsim.a $(PIC_DIR)/hip/gen/hip.map
	@mkdir -p $(dir $@)
	$(CC) -shared -pthread -Wl,-soname,libamdhip64.so.5 -Wl,--no-undefined \
	  -Wl,--version-script=$(PIC_DIR)/hip/gen/hip.map $(HIP_OBJS) $(PIC_DIR)/hip/gen/stubs.o \
	  $(PIC_DIR)/hip/gen/blit_code.o \
	  $(PIC_DIR)/libmgsim.a $(LDLIBS) -o $@

.PHONY: hip examples
hip: $(HIP_LIB)
all: $(HIP_LIB)
tests: $(HIP_LIB)

# examples/hip/*.hip: HIP programs built by Debian's hipcc for gfx803 (and
# for gfx940, and both in one fat binary: below) as
# a user builds them (cached in $(BUILD)/examples/hip; test/hip runs them
# under `mgsim exec`), and vadd once more for gfx900 only (the "no gfx803
# code" error), reduce with the per-thread default stream (the _spt
# calls); examples/hip/kernels/*.hip are device code only, built
# with --genco for module.hip to load. examples/host: a C host program on driver/mgpu.h.
HIPCC        ?= hipcc
HIP_EX_DIR   := $(KBUILD)/examples/hip
# without hipcc (not yet `make deps`) the HIP examples are not built and
# test/hip says it skipped them (a failure under CI=true)
HIP_EXAMPLES := $(if $(shell command -v $(HIPCC) 2>/dev/null), \
                  $(patsubst examples/hip/%.hip,$(HIP_EX_DIR)/%,$(wildcard examples/hip/*.hip)) \
                  $(HIP_EX_DIR)/vadd-gfx900 $(HIP_EX_DIR)/reduce-spt $(HIP_EX_DIR)/scale.co)
$(HIP_EX_DIR)/%: examples/hip/%.hip examples/hip/check.h
	@mkdir -p $(dir $@)
	$(HIPCC) --offload-arch=gfx803 -O2 $< -o $@
# test/hip/progs/*.hip: programs for the tests only (gfx803), not examples
HIP_EXAMPLES += $(if $(HIP_EXAMPLES),$(patsubst test/hip/progs/%.hip,$(HIP_EX_DIR)/test/%, \
                  $(wildcard test/hip/progs/*.hip)))
$(HIP_EX_DIR)/test/%: test/hip/progs/%.hip
	@mkdir -p $(dir $@)
	$(HIPCC) --offload-arch=gfx803 -O2 $< -o $@
# blit.hip for gfx940 as well (test/hip/test_hip_blit: the MI300A's copies)
HIP_EXAMPLES += $(if $(HIP_EXAMPLES),$(HIP_EX_DIR)/test/gfx940/blit)
$(HIP_EX_DIR)/test/gfx940/%: test/hip/progs/%.hip
	@mkdir -p $(dir $@)
	$(HIPCC) --offload-arch=gfx940 -O2 $< -o $@
$(HIP_EX_DIR)/vadd-gfx900: examples/hip/vadd.hip examples/hip/check.h
	@mkdir -p $(dir $@)
	$(HIPCC) --offload-arch=gfx900 -O2 $< -o $@
$(HIP_EX_DIR)/reduce-spt: examples/hip/reduce.hip examples/hip/check.h
	@mkdir -p $(dir $@)
	$(HIPCC) --offload-arch=gfx803 -O2 -fgpu-default-stream=per-thread $< -o $@
$(HIP_EX_DIR)/%.co: examples/hip/kernels/%.hip
	@mkdir -p $(dir $@)
	$(HIPCC) --genco --offload-arch=gfx803 -O2 $< -o $@
# the same programs for gfx940 alone ($(HIP_EX_DIR)/gfx940/), and vadd and
# scale.co as fat binaries with gfx803 and gfx940 code ($(HIP_EX_DIR)/fat/):
# `mgsim exec` picks the entry for the platform's gpu.isa (hipcc takes
# ~40 s of CPU a program, so not every program twice more)
HIP_EX_PROGS := $(patsubst examples/hip/%.hip,%,$(wildcard examples/hip/*.hip))
HIP_EXAMPLES += $(if $(HIP_EXAMPLES),$(addprefix $(HIP_EX_DIR)/gfx940/,$(HIP_EX_PROGS) scale.co) \
                  $(HIP_EX_DIR)/fat/vadd $(HIP_EX_DIR)/fat/scale.co)
HIP_ARCHS_gfx940 := --offload-arch=gfx940
HIP_ARCHS_fat    := --offload-arch=gfx803 --offload-arch=gfx940
define hip_arch_rules
$(HIP_EX_DIR)/$(1)/%: examples/hip/%.hip examples/hip/check.h
	@mkdir -p $$(dir $$@)
	$(HIPCC) $(HIP_ARCHS_$(1)) -O2 $$< -o $$@
$(HIP_EX_DIR)/$(1)/%.co: examples/hip/kernels/%.hip
	@mkdir -p $$(dir $$@)
	$(HIPCC) --genco $(HIP_ARCHS_$(1)) -O2 $$< -o $$@
endef
$(foreach d,gfx940 fat,$(eval $(call hip_arch_rules,$(d))))
HOST_EXAMPLE := $(BUILD)/examples/host/host_vadd
$(HOST_EXAMPLE): examples/host/host_vadd.c examples/host/vadd.cl examples/host/Makefile $(LIB)
	@mkdir -p $(dir $@)
	$(MAKE) -s -C examples/host MGSIM_ROOT=$(CURDIR) LIB=$(abspath $(LIB)) \
	  OUT=$(abspath $(dir $@)) CC="$(CC)" CFLAGS="-std=c11 -O2 -Wall -Wextra -Werror $(SAN)"
examples: example $(HIP_LIB) $(HIP_EXAMPLES) $(HOST_EXAMPLE)
tests: examples
$(BUILD)/test/hip/test_hip: $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/hip/test_hip_defects: $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/hip/test_hip_api: $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/hip/test_hip_blit: $(BUILD)/test/run/rt_cli.o

clean:
	rm -rf build build-asan build-tsan build-* lib bin

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

# ====================================================================
# GCN3 kernels and the code-object loader fuzz harness (gcn3 loader).
#
#   make kernels        every *.cl under test/kernels/ and each suite's kernels/
#                       -> $(KDIR)/<path with / as _>.hsaco, e.g.
#                       test/kernels/vadd.cl -> $(KDIR)/test_kernels_vadd.hsaco,
#                       and for gfx940 to $(KDIR)/gfx940/<the same name>
#   make fuzz [FUZZ_SECONDS=60]
#                       libFuzzer targets (fuzz/fuzz_NAME.c), FUZZ_SECONDS
#                       each: codeobj (amdgpu_codeobj_load_mem, seeded with
#                       the built kernels, v2/v3/v5 variants of them and
#                       gfx940 relocatable objects),
#                       trace (the trace reader and converters, seeded
#                       with real traces), ini (the platform INI and --set
#                       parser, seeded with configs/*.ini), sweep (the sweep
#                       spec parser, seeded with fuzz/seeds/sweep); make
#                       fuzz-NAME runs one. The corpora grow in
#                       $(BUILD)/fuzz/NAME/corpus.
# ====================================================================
OCL_CC       ?= clang-15
OCL_LD       ?= ld.lld-15
ROCM_BITCODE ?= /usr/lib/x86_64-linux-gnu/amdgcn/bitcode
OCL_FLAGS    := -target amdgcn-amd-amdhsa -x cl -cl-std=CL2.0 \
                --rocm-device-lib-path=$(ROCM_BITCODE) -O2
KERNEL_SRCS  := $(sort $(shell find test/kernels $(addsuffix /kernels,$(WORKLOAD_DIRS)) \
                  -name '*.cl' 2>/dev/null))
kernel_name   = $(subst /,_,$(basename $(patsubst workloads/%,%,$(1))))
KERNEL_BINS  := $(foreach k,$(KERNEL_SRCS),$(KDIR)/$(call kernel_name,$(k)).hsaco)

# $(1) source, $(2) output, $(3) extra clang flags, $(4) processor (gfx803)
define ocl_rule
$(2): $(1)
	@mkdir -p $$(dir $$@)
	$(OCL_CC) $(OCL_FLAGS) -mcpu=$(if $(4),$(4),gfx803) $(3) -MMD -MP -MT $$@ -MF $$@.d -c $$< -o $$@.o
	$(OCL_LD) -shared $$@.o -o $$@
	@rm -f $$@.o
endef
$(foreach k,$(KERNEL_SRCS),$(eval $(call ocl_rule,$(k),$(KDIR)/$(call kernel_name,$(k)).hsaco,)))
# the same kernels for gfx940 (CDNA3; gpu.isa = gfx940 runs them), same
# names under $(KDIR)/gfx940/; their relocatable objects (clang -c) are
# kept in $(KDIR)/gfx940/rel/NAME.o: test/amdgpu_loader/test_gfx940 loads
# them against ld.lld-15 -shared of the same
KERNEL_BINS_940 := $(foreach k,$(KERNEL_SRCS),$(KDIR)/gfx940/$(call kernel_name,$(k)).hsaco)
# $(1) source, $(2) output, $(3) its relocatable object, $(4) processor
define ocl_rel_rule
$(3): $(1)
	@mkdir -p $$(dir $$@)
	$(OCL_CC) $(OCL_FLAGS) -mcpu=$(4) -MMD -MP -MT $$@ -MF $$@.d -c $$< -o $$@
$(2): $(3)
	$(OCL_LD) -shared $$< -o $$@
endef
$(foreach k,$(KERNEL_SRCS),$(eval $(call ocl_rel_rule,$(k),$(KDIR)/gfx940/$(call kernel_name,$(k)).hsaco,$(KDIR)/gfx940/rel/$(call kernel_name,$(k)).o,gfx940)))
# (named here too: .SECONDARY would not remake a missing one whose .hsaco
# is up to date)
KERNEL_RELS_940 := $(foreach k,$(KERNEL_SRCS),$(KDIR)/gfx940/rel/$(call kernel_name,$(k)).o)

# The HIP runtime's copy kernel (hip/hip_blit.h: same-device hipMemcpy as
# ROCm's runtime makes it), built for each ISA and embedded in
# libamdhip64.so.5 as byte tables (hip/blit/embed.sh)
HIP_BLIT_CL  := hip/blit/copy_buffer.cl
HIP_BLIT_GEN := $(PIC_DIR)/hip/gen/blit_code.c
$(eval $(call ocl_rule,$(HIP_BLIT_CL),$(KDIR)/hip_blit_copy.hsaco,))
$(eval $(call ocl_rule,$(HIP_BLIT_CL),$(KDIR)/gfx940/hip_blit_copy.hsaco,,gfx940))
$(HIP_BLIT_GEN): $(KDIR)/hip_blit_copy.hsaco $(KDIR)/gfx940/hip_blit_copy.hsaco hip/blit/embed.sh
	@mkdir -p $(dir $@)
	hip/blit/embed.sh $@ gfx803=$(KDIR)/hip_blit_copy.hsaco gfx940=$(KDIR)/gfx940/hip_blit_copy.hsaco
$(HIP_BLIT_GEN:.c=.o): $(HIP_BLIT_GEN) hip/hip_blit.h
	$(CC) $(CPPFLAGS) $(PIC_CFLAGS) -c $< -o $@
$(HIP_LIB): $(HIP_BLIT_GEN:.c=.o)

# Code object v2 with local labels, as ROCm 1.x's LLVM left them
# (test/amdgpu_decode/test_labels): clang-15 -mcode-object-version=2 -S,
# its .LBB labels renamed BB (the names LLVMs before v3 gave them, which
# stay in the symbol table), assembled by clang-15 again; fir also gets a
# second symbol at its kernel's entry (FIR$local, as some of those
# objects had). $(1) source, $(2) name, $(3) the kernel to alias or empty
V2L_DIR := $(KDIR)/v2-labels
define v2_label_rule
$(V2L_DIR)/$(2).hsaco: $(1)
	@mkdir -p $$(dir $$@)
	$(OCL_CC) $(OCL_FLAGS) -mcpu=gfx803 -mcode-object-version=2 -S $$< -o $$@.cl.s
	sed 's/\.LBB/BB/g$(if $(3),; s/^$(3):/$(3)$$$$local:\n$(3):/)' $$@.cl.s > $$@.s
	$(OCL_CC) -target amdgcn-amd-amdhsa -mcpu=gfx803 -mcode-object-version=2 -x assembler \
	  -c $$@.s -o $$@.o
	$(OCL_LD) -shared $$@.o -o $$@
	@rm -f $$@.cl.s $$@.s $$@.o
endef
$(eval $(call v2_label_rule,workloads/mgmark/kernels/aes.cl,aes,))
$(eval $(call v2_label_rule,workloads/mgmark/kernels/fir.cl,fir,FIR))
$(eval $(call v2_label_rule,test/kernels/fn_control.cl,fn_control,))
V2L_BINS := $(V2L_DIR)/aes.hsaco $(V2L_DIR)/fir.hsaco $(V2L_DIR)/fn_control.hsaco

.PHONY: kernels fuzz
kernels: $(KERNEL_BINS) $(KERNEL_BINS_940) $(KERNEL_RELS_940) $(V2L_BINS)
all: kernels
tests: kernels

# In another build dir, kernels/, examples/hip/ and lib/hip/ link to
# $(KBUILD)'s (a dir already there from an older build stays as it is).
ifneq ($(abspath $(BUILD)),$(abspath $(KBUILD)))
$(BUILD)/kernels $(BUILD)/examples/hip:
	@mkdir -p $(dir $@)
	ln -sfn $(abspath $(KBUILD))/$(patsubst $(BUILD)/%,%,$@) $@
$(LIBDIR)/hip:
	@mkdir -p $(dir $@)
	ln -sfn $(abspath $(KLIBDIR))/hip $@
kernels: | $(BUILD)/kernels
examples: | $(BUILD)/examples/hip
all tests hip: | $(LIBDIR)/hip
all tests: $(patsubst %.c,$(BUILD)/%.o,$(wildcard hip/*.c))
-include $(shell find $(KDIR) -name '*.d' 2>/dev/null)
endif

FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_DIR     := $(BUILD)/fuzz
FUZZ_FLAGS   := -std=c11 -g -O1 -I. -D_GNU_SOURCE $(WARN) \
                -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
# A target NAME is fuzz/fuzz_NAME.c with the sources of FUZZ_SRCS_NAME and
# the libraries of FUZZ_LIBS_NAME; its seeds are FUZZ_SEEDS_NAME, copied
# into $(FUZZ_DIR)/NAME/corpus, where the corpus grows between runs.
FUZZ_TARGETS := codeobj trace ini sweep
# util/: the growable arrays and the out-of-memory policy the parsers use
FUZZ_UTIL         := util/vec.c util/xalloc.c
FUZZ_SRCS_codeobj := $(wildcard amdgpu/codeobj*.c) amdgpu/bundle.c amdgpu/isa.c $(FUZZ_UTIL)
FUZZ_LIBS_codeobj := -lmsgpackc
FUZZ_SRCS_trace   := hooks/trace_read.c hooks/trace_conv.c hooks/trace_perfetto.c $(FUZZ_UTIL)
FUZZ_LIBS_trace   := -lmsgpackc
# the parser instrumented, the platform's sections from the library
FUZZ_SRCS_ini     := $(wildcard params/*.c)
FUZZ_LIBS_ini     := $(LIB) $(LDLIBS)
FUZZ_SRCS_sweep   := tools/sweep_spec.c params/ini_lines.c util/text.c $(FUZZ_UTIL)
FUZZ_LIBS_sweep   := -linih
FUZZ_SEEDS_ini    := $(wildcard configs/*.ini) $(wildcard fuzz/seeds/ini/*)
FUZZ_SEEDS_sweep  := $(wildcard fuzz/seeds/sweep/*)
FUZZ_SEED_SRCS := $(wildcard test/kernels/loader_*.cl)
FUZZ_SEEDS_codeobj := $(KERNEL_BINS) $(foreach v,2 3 5,$(foreach k,$(FUZZ_SEED_SRCS),$(FUZZ_DIR)/seeds/$(call kernel_name,$(k)).v$(v).hsaco)) \
                      $(foreach v,4 5,$(foreach k,$(FUZZ_SEED_SRCS),$(FUZZ_DIR)/seeds/$(call kernel_name,$(k)).gfx940.v$(v).hsaco)) \
                      $(foreach k,$(FUZZ_SEED_SRCS),$(KDIR)/gfx940/rel/$(call kernel_name,$(k)).o)
$(foreach v,2 3 5,$(foreach k,$(FUZZ_SEED_SRCS),$(eval $(call ocl_rule,$(k),$(FUZZ_DIR)/seeds/$(call kernel_name,$(k)).v$(v).hsaco,-mcode-object-version=$(v)))))
$(foreach v,4 5,$(foreach k,$(FUZZ_SEED_SRCS),$(eval $(call ocl_rule,$(k),$(FUZZ_DIR)/seeds/$(call kernel_name,$(k)).gfx940.v$(v).hsaco,-mcode-object-version=$(v),gfx940))))
# real traces: whole small runs, one filtered to a component, one windowed
FUZZ_SEEDS_trace := $(FUZZ_DIR)/seeds/fir.trace $(FUZZ_DIR)/seeds/km-l2.trace \
                    $(FUZZ_DIR)/seeds/mt-window.trace
$(FUZZ_DIR)/seeds/fir.trace: $(MGSIM) kernels
	@mkdir -p $(dir $@)
	$(MGSIM) run fir --size 128 --no-progress --trace $@ >/dev/null
$(FUZZ_DIR)/seeds/km-l2.trace: $(MGSIM) kernels
	@mkdir -p $(dir $@)
	$(MGSIM) run km --size 64 --no-progress --trace $@ --trace-filter 'GPU[0].L2[0]' >/dev/null
$(FUZZ_DIR)/seeds/mt-window.trace: $(MGSIM) kernels
	@mkdir -p $(dir $@)
	$(MGSIM) run mt --size 64 --no-progress --trace $@ --trace-window 1us:2us >/dev/null

define fuzz_target
$(FUZZ_DIR)/fuzz_$(1): fuzz/fuzz_$(1).c $(FUZZ_SRCS_$(1)) $$(wildcard $$(FUZZ_SRCS_$(1):.c=.h)) \
                      $(filter %.a,$(FUZZ_LIBS_$(1)))
	@mkdir -p $$(dir $$@)
	$(FUZZ_CC) $(FUZZ_FLAGS) fuzz/fuzz_$(1).c $(FUZZ_SRCS_$(1)) $(FUZZ_LIBS_$(1)) -o $$@
.PHONY: fuzz-$(1)
fuzz-$(1): $(FUZZ_DIR)/fuzz_$(1) $(FUZZ_SEEDS_$(1))
	@mkdir -p $(FUZZ_DIR)/$(1)/corpus $(FUZZ_DIR)/crashes
	cp -n $(FUZZ_SEEDS_$(1)) $(FUZZ_DIR)/$(1)/corpus/ 2>/dev/null || true
	$(FUZZ_DIR)/fuzz_$(1) -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=2048 -max_len=65536 \
	  -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/crashes/$(1)- $(FUZZ_DIR)/$(1)/corpus
endef
$(foreach t,$(FUZZ_TARGETS),$(eval $(call fuzz_target,$(t))))

# every target in turn, FUZZ_SECONDS each
fuzz: $(addprefix fuzz-,$(FUZZ_TARGETS))

DEB_PKGS += libclang-rt-14-dev

# ====================================================================
# GCN3 functional mode and kernel tests (test/amdgpu_kernels).
#   Every test/kernels/fn_*.cl is also built at -O0 as
#   $(KDIR)/test_kernels_fn_NAME.O0.hsaco (all locals in scratch);
#   test_pocl links the OpenCL ICD loader (PoCL is the host-CPU oracle).
# ====================================================================
FN_O0_SRCS := $(wildcard test/kernels/fn_*.cl)
FN_O0_BINS := $(foreach k,$(FN_O0_SRCS),$(KDIR)/$(call kernel_name,$(k)).O0.hsaco)
$(foreach k,$(FN_O0_SRCS),$(eval $(call ocl_rule,$(k),$(KDIR)/$(call kernel_name,$(k)).O0.hsaco,-O0)))
FN_O0_BINS_940 := $(foreach k,$(FN_O0_SRCS),$(KDIR)/gfx940/$(call kernel_name,$(k)).O0.hsaco)
$(foreach k,$(FN_O0_SRCS),$(eval $(call ocl_rule,$(k),$(KDIR)/gfx940/$(call kernel_name,$(k)).O0.hsaco,-O0,gfx940)))
kernels: $(FN_O0_BINS) $(FN_O0_BINS_940)
$(BUILD)/test/amdgpu_kernels/test_pocl: LDLIBS += -lOpenCL
DEB_PKGS += pocl-opencl-icd ocl-icd-opencl-dev

# ====================================================================
# GCN3 assembly micro-benchmarks of the timing model (section 6.2 of the
# MGSim paper), assembled with llvm-mc at build time (compute unit / GPU).
#   $(KDIR)/asm_alu_<N>.hsaco      N v_add_f32 then s_endpgm
#   $(KDIR)/asm_memlat_l2.hsaco    repeated loads of one address
#   $(KDIR)/asm_memlat_dram.hsaco  loads with a 64-byte stride
#   $(KDIR)/asm_outside.hsaco      jumps to code outside its symbol
#                                           (the PC label of error reports)
#   $(KDIR)/asm_outside_mem.hsaco  memory instructions outside its
#                                           symbol (decoded by the CUs)
#   $(KDIR)/asm_selfpatch.hsaco    a kernel that writes its own code, and
#                                           a loop (sampling's fetch memo)
# ====================================================================
ASM_MC      ?= llvm-mc-15
ASM_FLAGS   := -triple amdgcn-amd-amdhsa -mcpu=gfx803 -filetype=obj
ASM_ALU_NS  := 16 32 50 60 62 64 128 256 512 1024
ASM_BINS    := $(foreach n,$(ASM_ALU_NS),$(KDIR)/asm_alu_$(n).hsaco) \
               $(KDIR)/asm_memlat_l2.hsaco $(KDIR)/asm_memlat_dram.hsaco \
               $(KDIR)/asm_outside.hsaco $(KDIR)/asm_outside_mem.hsaco \
               $(KDIR)/asm_selfpatch.hsaco

# $(1) source, $(2) output, $(3) --defsym list
define asm_rule
$(2): $(1)
	@mkdir -p $$(dir $$@)
	$(ASM_MC) $(ASM_FLAGS) $(3) $$< -o $$@.o
	$(OCL_LD) -shared $$@.o -o $$@
	@rm -f $$@.o
endef
$(foreach n,$(ASM_ALU_NS),$(eval $(call asm_rule,test/kernels/asm/alu.s,$(KDIR)/asm_alu_$(n).hsaco,--defsym ALU_N=$(n))))
$(eval $(call asm_rule,test/kernels/asm/memlat.s,$(KDIR)/asm_memlat_l2.hsaco,--defsym STRIDE=0))
$(eval $(call asm_rule,test/kernels/asm/memlat.s,$(KDIR)/asm_memlat_dram.hsaco,--defsym STRIDE=64))
$(eval $(call asm_rule,test/kernels/asm/outside.s,$(KDIR)/asm_outside.hsaco,))
$(eval $(call asm_rule,test/kernels/asm/outside_mem.s,$(KDIR)/asm_outside_mem.hsaco,))
$(eval $(call asm_rule,test/kernels/asm/selfpatch.s,$(KDIR)/asm_selfpatch.hsaco,))
kernels: $(ASM_BINS)

# ====================================================================
# The MGMark multi-GPU case study (MGSim paper 7.4, Figure 9): every
# workload on M-SGPU, U-MGPU and D-MGPU in the timing model; writes
# results/casestudy.csv, casestudy.jsonl, the two plots and the paper's
# findings checked (docs/casestudy.md). Long at paper4: not a test.
#   make casestudy [CASESTUDY_SIZE=paper4|paper1|default|N]
#                  [CASESTUDY_JOBS=N: runs at a time, same figures; 2]
#                  [CASESTUDY_ARGS="--workloads aes,km --format svg"]
# ====================================================================
CASESTUDY_SIZE ?= paper4
CASESTUDY_JOBS ?= 2
CASESTUDY_ARGS ?=
.PHONY: casestudy
casestudy: $(MGSIM) kernels
	$(MGSIM) casestudy --size $(CASESTUDY_SIZE) --jobs $(CASESTUDY_JOBS) --out results $(CASESTUDY_ARGS)

# ====================================================================
# Deterministic-GPU study (issue 8): the order-sensitive workloads of
# workloads/det/ (det.h). Their kernels join `make kernels` (a suite of WORKLOAD_DIRS):
#   workloads/det/kernels/NAME.cl -> $(KDIR)/det_kernels_NAME.hsaco
#   make det-table [DET_TABLE_ARGS=...]
#                  the baseline hash table of docs/determinism.md
#                  (workloads/det/det_table.sh: every workload x --perturb 0..10
#                  on r9nano and d-mgpu-4)
# ====================================================================
DET_TABLE_ARGS ?=
.PHONY: det-table
det-table: $(MGSIM) kernels
	MGSIM=$(abspath $(MGSIM)) workloads/det/det_table.sh $(DET_TABLE_ARGS)

# ====================================================================
# det-sweeps (issue 8, part 5): DAB buffer level/size/scheduler/fusion/
# coalescing and GPUDet quantum-size sweeps over the det workloads
# (workloads/det/det_sweeps.sh; about 2 minutes with JOBS=2). Writes results/det/
# and, with PLOTS=1 (the default here), docs/img/det_*.png.
#   make det-sweeps [DET_SWEEPS_JOBS=2]
# ====================================================================
DET_SWEEPS_JOBS ?= 2
.PHONY: det-sweeps
det-sweeps: $(MGSIM) kernels
	MGSIM=$(abspath $(MGSIM)) JOBS=$(DET_SWEEPS_JOBS) PLOTS=1 workloads/det/det_sweeps.sh

# ====================================================================
# MI300A runs (test/mi300a, docs/validation.md "Against real hardware"):
# our small HIP programs (test/mi300a/progs/*.hip: vectoradd, relu, fir,
# each timing its kernel between two hipEvents) built by hipcc for gfx940
# and for gfx803 (the tests compare the bytes both builds leave), and the
# launch micro-benchmark behind cp.launch_cycles in configs/mi300a.ini
# (bench/mi300a/launch_empty.cpp), cached in $(HIP_EX_DIR)/mi300a/.
# The comparison with the chip's measured times needs MGPUSim's programs
# and measurements, which our rules keep out of this tree (see
# docs/validation.md); `mgsim compare` and `mgsim plot` (tools/hwcmp*)
# take such a CSV when a user has one.
# ====================================================================
MI300A_DIR   := $(HIP_EX_DIR)/mi300a
MI300A_PROGS := $(patsubst test/mi300a/progs/%.hip,%,$(wildcard test/mi300a/progs/*.hip))
$(MI300A_DIR)/%: test/mi300a/progs/%.hip test/mi300a/progs/timing.h
	@mkdir -p $(dir $@)
	$(HIPCC) -O2 --offload-arch=gfx940 $< -o $@
$(MI300A_DIR)/gfx803/%: test/mi300a/progs/%.hip test/mi300a/progs/timing.h
	@mkdir -p $(dir $@)
	$(HIPCC) -O2 --offload-arch=gfx803 $< -o $@
$(MI300A_DIR)/launch_empty: bench/mi300a/launch_empty.cpp
	@mkdir -p $(dir $@)
	$(HIPCC) -O2 --offload-arch=gfx940 $< -o $@
# HIP builds of MGMark mt's and sc's kernels (test/mgmark/hip/*.hip, ours:
# the interfaces of the workloads' "hip" variants, workloads/mgm.h
# mgm_variant), device code only, as plain ELF code objects for gfx940
# and gfx803 (test/mgmark/test_variants, test/run/test_gfx940_runs)
MGM_HIP_DIR := $(HIP_EX_DIR)/mgmark
$(MGM_HIP_DIR)/%.hsaco: test/mgmark/hip/%.hip
	@mkdir -p $(dir $@)
	$(HIPCC) --genco --no-gpu-bundle-output --offload-arch=gfx940 -O2 $< -o $@
$(MGM_HIP_DIR)/gfx803/%.hsaco: test/mgmark/hip/%.hip
	@mkdir -p $(dir $@)
	$(HIPCC) --genco --no-gpu-bundle-output --offload-arch=gfx803 -O2 $< -o $@
MGM_HIP := $(patsubst test/mgmark/hip/%.hip,%.hsaco,$(wildcard test/mgmark/hip/*.hip))
examples: $(if $(HIP_EXAMPLES),$(addprefix $(MI300A_DIR)/,$(MI300A_PROGS) launch_empty) \
            $(addprefix $(MI300A_DIR)/gfx803/,$(MI300A_PROGS)) \
            $(addprefix $(MGM_HIP_DIR)/,$(MGM_HIP)) $(addprefix $(MGM_HIP_DIR)/gfx803/,$(MGM_HIP)))
$(BUILD)/test/mi300a/test_hwcmp: $(BUILD)/tools/hwcmp.o $(BUILD)/tools/hwcmp_report.o $(BUILD)/tools/hwcmp_buf.o $(BUILD)/test/run/rt_cli.o
$(BUILD)/test/mi300a/test_mi300a_runs: $(BUILD)/test/run/rt_cli.o
