# mgsim build. One Makefile for the whole tree; sources are found by
# directory, so a new module is a new file, not a Makefile edit.
#
#   make            lib/libmgsim.a and bin/mgsim (and the kernels)
#   make deps       install the Debian packages we need (no-op when present)
#   make test       build and run the whole test suite (cmocka)
#   make asan       the test suite under AddressSanitizer + UBSan
#   make tsan       the engine tests under ThreadSanitizer
#   make bench      the benchmarks (speed ratios, not absolute times)
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
LDLIBS   += -lhwloc -lmsgpackc -linih -lm

LIB      := $(LIBDIR)/libmgsim.a
MGSIM    := $(BINDIR)/mgsim

LIB_DIRS := engine gcn3 $(wildcard components/*) hooks mgmark
LIB_SRCS := $(foreach d,$(LIB_DIRS),$(wildcard $(d)/*.c))
LIB_OBJS := $(LIB_SRCS:%.c=$(BUILD)/%.o)
TOOL_SRCS:= $(wildcard tools/*.c)
TOOL_OBJS:= $(TOOL_SRCS:%.c=$(BUILD)/%.o)

# test/<area>/test_*.c are test programs; the other .c files of an area
# are helpers linked into every test program of that area.
TEST_AREAS := $(patsubst test/%/,%,$(sort $(dir $(wildcard test/*/test_*.c))))
TEST_BINS  := $(foreach a,$(TEST_AREAS),$(patsubst test/$(a)/%.c,$(BUILD)/test/$(a)/%,$(wildcard test/$(a)/test_*.c)))
AREAS      ?= $(TEST_AREAS)
RUN_BINS   := $(filter $(foreach a,$(AREAS),$(BUILD)/test/$(a)/%),$(TEST_BINS))

BENCH_SRCS := $(wildcard bench/*.c)
BENCH_BINS := $(BENCH_SRCS:%.c=$(BUILD)/%)

.PHONY: all lib deps test asan tsan bench clean tests example
all: $(LIB) $(MGSIM)
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

define test_area
$(BUILD)/test/$(1)/test_%: $(BUILD)/test/$(1)/test_%.o $(patsubst %.c,$(BUILD)/%.o,$(filter-out test/$(1)/test_%,$(wildcard test/$(1)/*.c))) $(LIB)
	@mkdir -p $$(dir $$@)
	$$(CC) $$(LDFLAGS) $$(filter %.o,$$^) $(LIB) $$(LDLIBS) -lcmocka -o $$@
endef
$(foreach a,$(TEST_AREAS),$(eval $(call test_area,$(a))))

$(BUILD)/bench/%: $(BUILD)/bench/%.o $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) $< $(LIB) $(LDLIBS) -o $@

tests: $(RUN_BINS) $(MGSIM)

test: tests
	@MGSIM=$(abspath $(MGSIM)) BUILD=$(BUILD) test/run_tests.sh $(RUN_BINS)

asan:
	$(MAKE) BUILD=build-asan OPT="-O1 -g" \
	  SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" test

tsan:
	TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
	$(MAKE) BUILD=build-tsan OPT="-O1 -g" SAN="-fsanitize=thread" AREAS="engine" test

bench: $(BENCH_BINS)
	@for b in $(BENCH_BINS); do echo "== $$b"; $$b || exit 1; done

example: $(LIB)
	$(MAKE) -C examples/ping MGSIM_ROOT=$(CURDIR) LIB=$(abspath $(LIB))

# Debian packages, installed only when missing.
DEB_PKGS := build-essential clang pkg-config libcmocka-dev libhwloc-dev \
            libmsgpack-dev libinih-dev clang-15 lld-15 llvm-15 rocm-device-libs
deps:
	@missing=$$(for p in $(DEB_PKGS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing:" $$missing; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	else echo "deps: all Debian packages present"; fi

clean:
	rm -rf build build-asan build-tsan build-* lib bin

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
