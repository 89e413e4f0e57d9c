# Stable Springs: build, run, test and diff the chapters. See README.md.
#
#   make                    build every chapter into build/bin/NN-slug
#   make run [CH=NN]        open a chapter's window (default: the last chapter)
#   make test [CH=NN]       run the tests (all, or one chapter's) under ASan + UBSan
#   make soak [CH=NN]       the long runs, optimized: soak tests and 100,000-step scenes
#   make diff CH=NN         what chapter NN changes relative to chapter NN-1
#   make book / figures     the book (see book/book.mk)
#   make bench [QUICK=1]    time the solver chapters against Box2D 2.4 and v3 (see bench/;
#                           make bench-fast: chapter 16's part alone;
#                           make bench-threads: chapter 16's threads on several cloths;
#                           make bench-sizes: XPBD's order against chapter 13's, cloths of 32 to 128;
#                           make bench-crossover: chapter 11 against XPBD alone;
#                           BOX2D_V3_DIR=path builds Box2D v3 from a local copy, offline)
#   make clean              remove build/
#
# V=1 shows the full compile commands.

CHAPTERS := $(sort $(notdir $(wildcard chapters/[0-9][0-9]-*)))
BUILD := build
BIN_DIR := $(BUILD)/bin
SAN_DIR := $(BUILD)/san
TEST_DIR := $(BUILD)/tests
SOAK_DIR := $(BUILD)/soak

# CH=05 or CH=05-coefficients picks one chapter.
ifdef CH
  CHAPTER := $(firstword $(filter $(CH) $(CH)-%,$(CHAPTERS)))
  ifeq ($(CHAPTER),)
    $(error No chapter '$(CH)'. The chapters are: $(CHAPTERS))
  endif
  SELECTED := $(CHAPTER)
else
  CHAPTER := $(lastword $(CHAPTERS))
  SELECTED := $(CHAPTERS)
endif

CC := cc
WARNINGS := -std=c11 -Wall -Wextra -Wpedantic -Werror
SANITIZE := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# Recursive (=) so pkg-config runs after the deps step has installed the packages.
SDL_CFLAGS = $(shell pkg-config --cflags sdl2 SDL2_ttf SDL2_image)
SDL_LIBS = $(shell pkg-config --libs sdl2 SDL2_ttf SDL2_image)
CRITERION_CFLAGS = $(shell pkg-config --cflags criterion)
CRITERION_LIBS = $(shell pkg-config --libs criterion)

# Chapter 16 is written for the machine: OpenMP's pragmas vectorize its
# sweeps and share them among threads, and -march=native lets the compiler
# use the widest vectors this machine has (AVX2, AVX-512, NEON: whichever it
# finds). Each flag is used only where the compiler takes it; without them
# the chapter builds and runs one spring at a time, and passes the same
# tests. Its scalar build (make test builds and runs it too) leaves both out
# and forbids the compiler's own vectorizer. -fno-math-errno lets sqrtf be
# one instruction that a vector can hold: C's sqrtf would otherwise set
# errno for a negative number, which no length here is. -ffp-contract=fast
# lets a multiply and an add be one fused instruction (one rounding, not
# two) where the machine has one: C11 leaves that off unless asked.
# -fno-trapping-math says no one watches for floating-point exceptions, so
# a lane whose result a select throws away may still divide (by 1).
compiler_takes = $(shell printf 'int main(void) { return 0; }\n' | $(CC) $(1) -x c -o /dev/null - 2>/dev/null && echo $(1))
# -mprefer-vector-width=256 (x86 only) keeps to 8-float vectors even where
# the machine has 16-float ones: on the AMD Zen 4 here, which does a 16-float
# operation as two halves, the visit was about a tenth cheaper so (make
# bench-fast, paired runs).
MACHINE_CFLAGS := $(call compiler_takes,-fopenmp) $(call compiler_takes,-march=native) \
                  $(call compiler_takes,-mprefer-vector-width=256)
SCALAR_CFLAGS := -fno-math-errno -fno-tree-vectorize
# A chapter's own flags: CFLAGS_NN-slug (none for most).
CFLAGS_16-fast = -fno-math-errno -fno-trapping-math -ffp-contract=fast $(MACHINE_CFLAGS)

COMMON_SOURCES := $(wildcard common/*.c)
COMMON_HEADERS := $(wildcard common/*.h)
# The parts of common/ that know nothing of SDL, tested on their own.
COMMON_PLAIN := common/cli.c common/param.c common/session.c common/headless.c \
                common/output.c common/progress.c common/interrupt.c
# Every test binary counts allocations through these (see tests/support/).
SUPPORT_SOURCES := $(wildcard tests/support/*.c)
WRAP_ALLOC := -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free

# Short compile lines ("  CC      build/bin/01-hooke") unless V=1.
Q := $(if $(V),,@)
quiet = $(if $(V),,@printf '  %-7s %s\n' $(1) $(2))

.PHONY: all run test soak diff clean deps deps-build deps-test deps-book deps-book-check deps-bench list bench
.DEFAULT_GOAL := all

all: $(addprefix $(BIN_DIR)/,$(CHAPTERS))

# Each command installs only what it uses (tools/deps says what and how).
deps:
	@tools/deps build test book book-check web node

deps-build:
	@tools/deps build

deps-test:
	@tools/deps build test

deps-book:
	@tools/deps build book web

deps-book-check:
	@tools/deps build book book-check web node

deps-bench:
	@tools/deps build bench

list:
	@printf '%s\n' $(CHAPTERS)

# The chapter before chapter $(1) in the sorted list, or nothing for the first.
previous_of = $(lastword $(shell printf '%s\n' $(CHAPTERS) | sed -n '/^$(1)$$/q;p'))

# A chapter's test files: its own (tests/NN-slug/*.c) and the carried ones
# (tests/NN-slug/carried, paths under tests/; # starts a comment).
carried_of = $(addprefix tests/,$(shell sed -e 's/\#.*//' tests/$(1)/carried 2>/dev/null))
chapter_sources = $(wildcard tests/$(1)/*.c) $(call carried_of,$(1))
is_soak = $(filter soak_%,$(notdir $(1)))
is_test = $(filter test_% soak_%,$(notdir $(1)))
soak_sources = $(strip $(foreach f,$(call chapter_sources,$(1)),$(if $(call is_soak,$(f)),$(f))))
test_sources = $(filter-out $(call soak_sources,$(1)),$(call chapter_sources,$(1)))
# A carried test that runs programs names them by these: the chapter's own
# and the one before it (tests/support/chapter.h).
test_names = -DCHAPTER_SLUG='"$(1)"' -DPREVIOUS_SLUG='"$(call previous_of,$(1))"'
# Files that hold no tests (chapter.c, own or carried): linked into both.
helper_sources = $(strip $(foreach f,$(call chapter_sources,$(1)),$(if $(call is_test,$(f)),,$(f))))

# The shared shell knows nothing of any chapter, so it is compiled once per
# build (optimized, and sanitized for the tests) and linked into every
# chapter's program.
SHELL_OBJECTS := $(patsubst common/%.c,$(BUILD)/obj/%.o,$(COMMON_SOURCES))
SAN_SHELL_OBJECTS := $(patsubst common/%.c,$(SAN_DIR)/obj/%.o,$(COMMON_SOURCES))

$(BUILD)/obj/%.o: common/%.c $(COMMON_HEADERS) | deps-build
	@mkdir -p $(@D)
	$(call quiet,CC,$@)
	$(Q)$(CC) $(WARNINGS) -O2 -g -Icommon $(SDL_CFLAGS) -c -o $@ $<

$(SAN_DIR)/obj/%.o: common/%.c $(COMMON_HEADERS) | deps-test
	@mkdir -p $(@D)
	$(call quiet,CC-SAN,$@)
	$(Q)$(CC) $(WARNINGS) $(SANITIZE) -O1 -g -Icommon $(SDL_CFLAGS) -c -o $@ $<

# One program per chapter: its own files and the shared shell.
define CHAPTER_RULES
$(BIN_DIR)/$(1): $(wildcard chapters/$(1)/*.c chapters/$(1)/*.h) $(COMMON_HEADERS) $(SHELL_OBJECTS) | deps-build
	@mkdir -p $$(@D)
	$$(call quiet,CC,$$@)
	$(Q)$$(CC) $(WARNINGS) -O2 -g $$(CFLAGS_$(1)) -Ichapters/$(1) -Icommon $$(SDL_CFLAGS) -o $$@ \
		$(wildcard chapters/$(1)/*.c) $(SHELL_OBJECTS) $$(SDL_LIBS) -lm

$(SAN_DIR)/bin/$(1): $(wildcard chapters/$(1)/*.c chapters/$(1)/*.h) $(COMMON_HEADERS) $(SAN_SHELL_OBJECTS) | deps-test
	@mkdir -p $$(@D)
	$$(call quiet,CC-SAN,$$@)
	$(Q)$$(CC) $(WARNINGS) $(SANITIZE) -O1 -g $$(CFLAGS_$(1)) -Ichapters/$(1) -Icommon $$(SDL_CFLAGS) -o $$@ \
		$(wildcard chapters/$(1)/*.c) $(SAN_SHELL_OBJECTS) $$(SDL_LIBS) -lm

# The chapter's tests link its physics alone: every file but main.c, and no SDL.
# A test binary holds the chapter's own test files and the ones it carries:
# tests/NN-slug/carried lists, one a line, earlier chapters' test files that
# still hold (07-angular/test_angular.c), compiled from their one file against
# this chapter's sim.h and physics. A carried test asks the chapter for what
# differs through tests/support/chapter.h, which tests/NN-slug/chapter.c
# answers. Files named soak_*.c are the long runs: make soak builds them
# optimized, make test leaves them out.
$(TEST_DIR)/$(1): $(call test_sources,$(1)) $(wildcard chapters/$(1)/*.c chapters/$(1)/*.h) $(SUPPORT_SOURCES) $(wildcard tests/$(1)/carried tests/support/*.h) common/vec2.h common/metrics.h | deps-test
	@mkdir -p $$(@D)
	$$(call quiet,CC-TEST,$$@)
	$(Q)$$(CC) $(WARNINGS) $(SANITIZE) -O1 -g $$(CFLAGS_$(1)) $(call test_names,$(1)) -Ichapters/$(1) -Icommon -Itests/support $$(CRITERION_CFLAGS) -o $$@ \
		$(call test_sources,$(1)) $(filter-out %/main.c,$(wildcard chapters/$(1)/*.c)) $(SUPPORT_SOURCES) \
		$(WRAP_ALLOC) $$(CRITERION_LIBS) -lm

# A chapter with flags of its own (CFLAGS_NN-slug) has its tests built a
# second time without them, one spring at a time: the scalar build.
$(TEST_DIR)/$(1)-scalar: $(call test_sources,$(1)) $(wildcard chapters/$(1)/*.c chapters/$(1)/*.h) $(SUPPORT_SOURCES) $(wildcard tests/$(1)/carried tests/support/*.h) common/vec2.h common/metrics.h | deps-test
	@mkdir -p $$(@D)
	$$(call quiet,CC-TEST,$$@)
	$(Q)$$(CC) $(WARNINGS) $(SANITIZE) -O1 -g $(SCALAR_CFLAGS) $(call test_names,$(1)) -Ichapters/$(1) -Icommon -Itests/support $$(CRITERION_CFLAGS) -o $$@ \
		$(call test_sources,$(1)) $(filter-out %/main.c,$(wildcard chapters/$(1)/*.c)) $(SUPPORT_SOURCES) \
		$(WRAP_ALLOC) $$(CRITERION_LIBS) -lm

# The same files' soaks, optimized and without sanitizers: -O2 runs a long
# sweep ten or more times faster than the sanitized -O1 build.
$(SOAK_DIR)/$(1): $(call soak_sources,$(1)) $(call helper_sources,$(1)) $(wildcard chapters/$(1)/*.c chapters/$(1)/*.h) $(SUPPORT_SOURCES) $(wildcard tests/$(1)/carried tests/support/*.h) common/vec2.h common/metrics.h | deps-test
	@mkdir -p $$(@D)
	$$(call quiet,CC-SOAK,$$@)
	$(Q)$$(CC) $(WARNINGS) -O2 -g $$(CFLAGS_$(1)) $(call test_names,$(1)) -Ichapters/$(1) -Icommon -Itests/support $$(CRITERION_CFLAGS) -o $$@ \
		$(call soak_sources,$(1)) $(call helper_sources,$(1)) $(filter-out %/main.c,$(wildcard chapters/$(1)/*.c)) \
		$(SUPPORT_SOURCES) $(WRAP_ALLOC) $$(CRITERION_LIBS) -lm

# The chapter's soaks, when it has any (BIN_DIR for those that run programs).
.PHONY: soak-$(1)
soak-$(1): $(if $(call soak_sources,$(1)),$(SOAK_DIR)/$(1)) $(BIN_DIR)/$(1) $(addprefix $(BIN_DIR)/,$(call previous_of,$(1)))
	$(if $(call soak_sources,$(1)),@echo "== chapter $(1): soak tests (-O2)" && NAME=$(1)-soak BIN_DIR=$(abspath $(BIN_DIR)) tools/run-test $(SOAK_DIR)/$(1))
	@echo "== chapter $(1): every scene for 100,000 steps (-O2)"
	@tools/run-check $(1)-scenes tools/soak-scenes $(BIN_DIR)/$(1) 100000

# The chapter's own program and the one before it are built too: a test may
# compare the two programs' runs (chapter 08 follows chapter 07's), and finds
# them in BIN_DIR.
# Two suites, so that make -j runs them side by side.
.PHONY: test-$(1) test-$(1)-physics test-$(1)-cli
test-$(1): test-$(1)-physics test-$(1)-cli

test-$(1)-physics: $(TEST_DIR)/$(1) $(BIN_DIR)/$(1) $(addprefix $(BIN_DIR)/,$(call previous_of,$(1))) $(if $(CFLAGS_$(1)),$(TEST_DIR)/$(1)-scalar)
	@echo "== chapter $(1): physics tests"
	@NAME=$(1) BIN_DIR=$(abspath $(BIN_DIR)) tools/run-test $(TEST_DIR)/$(1)
	$(if $(CFLAGS_$(1)),@echo "== chapter $(1): physics tests in the scalar build" && NAME=$(1)-scalar BIN_DIR=$(abspath $(BIN_DIR)) tools/run-test $(TEST_DIR)/$(1)-scalar)

# The tests share the cores with each other (Criterion runs them side by
# side, and make runs suites side by side): an OpenMP thread that waits at
# a barrier sleeps instead of spinning on a core another test needs.
test-$(1)-physics soak-$(1): export OMP_WAIT_POLICY := passive

test-$(1)-cli: $(TEST_DIR)/cli-chapter $(SAN_DIR)/bin/$(1)
	@echo "== chapter $(1): the program's command line"
	@NAME=$(1)-cli CHAPTER_BIN=$(SAN_DIR)/bin/$(1) tools/run-test $(TEST_DIR)/cli-chapter
endef
$(foreach chapter,$(CHAPTERS),$(eval $(call CHAPTER_RULES,$(chapter))))

$(TEST_DIR)/common: $(wildcard tests/common/*.c) $(COMMON_PLAIN) $(COMMON_HEADERS) $(SUPPORT_SOURCES) | deps-test
	@mkdir -p $(@D)
	$(call quiet,CC-TEST,$@)
	$(Q)$(CC) $(WARNINGS) $(SANITIZE) -O1 -g -Icommon -Itests/support $(CRITERION_CFLAGS) -o $@ \
		$(wildcard tests/common/*.c) $(COMMON_PLAIN) $(SUPPORT_SOURCES) $(WRAP_ALLOC) $(CRITERION_LIBS) -lm

# The panel's layout: common/frame.c with SDL, driven by the fake chapter.
PANEL_SOURCES := tests/panel/test_panel.c tests/common/fake_chapter.c common/frame.c common/canvas.c common/look.c common/session.c \
                 common/text.c common/cli.c common/param.c
$(TEST_DIR)/panel: $(PANEL_SOURCES) $(COMMON_HEADERS) | deps-test
	@mkdir -p $(@D)
	$(call quiet,CC-TEST,$@)
	$(Q)$(CC) $(WARNINGS) $(SANITIZE) -O1 -g -Icommon -Itests/common $(SDL_CFLAGS) $(CRITERION_CFLAGS) -o $@ \
		$(PANEL_SOURCES) $(SDL_LIBS) $(CRITERION_LIBS) -lm

# The command line: what each chapter hands the shell (cli-chapter, run on
# every chapter) and the shell's own behaviour (cli-shell, run once, on the
# last chapter).
$(TEST_DIR)/cli-chapter $(TEST_DIR)/cli-shell: $(TEST_DIR)/cli-%: tests/cli/test_%.c tests/cli/program.c tests/cli/program.h | deps-test
	@mkdir -p $(@D)
	$(call quiet,CC-TEST,$@)
	$(Q)$(CC) $(WARNINGS) $(SANITIZE) -O1 -g $(CRITERION_CFLAGS) -o $@ $< tests/cli/program.c $(CRITERION_LIBS)

$(TEST_DIR)/fuzz: tests/cli/fuzz_program.c | deps-test
	@mkdir -p $(@D)
	$(call quiet,CC-TEST,$@)
	$(Q)$(CC) $(WARNINGS) $(SANITIZE) -O1 -g $(CRITERION_CFLAGS) -o $@ $< $(CRITERION_LIBS)

.PHONY: test-common test-tools test-program
test-common: $(TEST_DIR)/common $(TEST_DIR)/panel
	@echo "== common/: the shell's plain parts"
	@NAME=common tools/run-test $(TEST_DIR)/common
	@echo "== common/: the window's panel layout"
	@NAME=panel tools/run-test $(TEST_DIR)/panel

# The last chapter's program: the shell's own behaviour, fuzzed, and its
# window opened and closed on Xvfb.
LAST_SAN := $(SAN_DIR)/bin/$(lastword $(CHAPTERS))
test-program: $(TEST_DIR)/cli-shell $(TEST_DIR)/fuzz $(LAST_SAN)
	@echo "== $(lastword $(CHAPTERS)): the shell: bad input, failed writes, Ctrl-C, every scene's window"
	@NAME=shell CHAPTER_BIN=$(LAST_SAN) tools/run-test $(TEST_DIR)/cli-shell
	@echo "== $(lastword $(CHAPTERS)): random and malformed command lines"
	@NAME=fuzz CHAPTER_BIN=$(LAST_SAN) tools/run-test $(TEST_DIR)/fuzz
	@echo "== $(lastword $(CHAPTERS)): the window on Xvfb, closed with Escape and Q"
	@tools/run-check window-xvfb tests/cli/test-window-xvfb $(LAST_SAN)

# The checks that guard the checks: physics stays free of SDL, a leak fails a
# run, and the window runs' leak suppressions hide no leak of ours.
test-tools: $(LAST_SAN) | deps-test
	@echo "== physics sources never include SDL"
	@tools/run-check check-physics tools/check-physics $(addprefix chapters/,$(CHAPTERS))
	@tools/run-check test-check-physics tests/tools/test-check-physics
	@echo "== a LeakSanitizer report fails a test run"
	@tools/run-check test-run-test tests/tools/test-run-test
	@echo "== the window runs' leak suppressions name third-party libraries only"
	@tools/run-check lsan-suppressions tests/tools/test-lsan-suppressions $(LAST_SAN)
	@echo "== every test a chapter drops from the one before is named in its page"
	@tools/run-check check-carried-tests tools/check-carried-tests
	@tools/run-check test-check-carried-tests tests/tools/test-check-carried-tests
	@echo "== make soak's scene runs fail on a default scene that diverges (chapter 04 on)"
	@tools/run-check test-soak-scenes tests/tools/test-soak-scenes

# make test CH=NN runs that chapter's tests; make test runs everything. Every
# suite runs even when one fails (-k), and the last line sums them all up.
TEST_RESULTS := $(abspath $(BUILD))/test-results
export TEST_RESULTS
ifdef CH
TEST_SUITES := test-$(CHAPTER)
else
TEST_SUITES := $(addprefix test-,$(CHAPTERS)) test-common test-program test-tools book-check
endif
.PHONY: test-suites
test-suites: $(TEST_SUITES)

# The suites run side by side, one per core (JOBS=1 runs them one at a time);
# each suite's output is held until it ends and then printed whole
# (--output-sync), so two suites never interleave their lines.
JOBS ?= $(shell nproc 2>/dev/null || echo 1)
test:
	@mkdir -p $(BUILD) && rm -f $(TEST_RESULTS)
	@status=0; $(MAKE) --no-print-directory -k -j$(JOBS) --output-sync=target test-suites || status=$$?; \
	    tools/test-summary $(TEST_RESULTS) $$status

# make soak [CH=NN]: the long runs, optimized (-O2, no sanitizers); CI runs it
# after make test. Each chapter's soak_*.c files (its own and the carried
# ones: the 10,000-step holds and the sweeps), and every scene of the
# chapter's program for 100,000 steps headless (tools/soak-scenes: from
# chapter 04 on each must end with diverged=no; chapters 01-03 diverge on
# purpose, and must still stop cleanly).
ifdef CH
SOAK_SUITES := soak-$(CHAPTER)
else
SOAK_SUITES := $(addprefix soak-,$(CHAPTERS))
endif
.PHONY: soak-suites
soak-suites: $(SOAK_SUITES)

soak:
	@mkdir -p $(BUILD) && rm -f $(TEST_RESULTS)
	@status=0; $(MAKE) --no-print-directory -k -j$(JOBS) --output-sync=target soak-suites || status=$$?; \
	    tools/test-summary $(TEST_RESULTS) $$status "make soak"

# The benchmark: each solver chapter's step (09 on) timed on large scenes by
# bench/bench_solver.c, linked with the chapter's physics alone and -O2, and
# the same scenes in Box2D 2.4 (Debian's) by bench/box2d_peer.cpp and in
# Box2D v3 (below) by bench/box2d_v3_peer.c; tools/bench runs them and
# writes build/bench/results.csv, table.txt and bench.svg. Never in make test.
# bench_solver needs the C compiler alone (deps-build): the book runs
# chapter 12's to draw the order it sweeps in (book/figures/17-how-fast.mk)
# without installing what the Box2D peers need.
BENCH_DIR := $(BUILD)/bench
BENCH_CHAPTERS := $(filter-out 01-% 02-% 03-% 04-% 05-% 06-% 07-% 08-%,$(CHAPTERS))
BENCH_SOLVERS := $(foreach chapter,$(BENCH_CHAPTERS),$(BENCH_DIR)/bench_solver-$(firstword $(subst -, ,$(chapter))))

define BENCH_RULES
$(BENCH_DIR)/bench_solver-$(firstword $(subst -, ,$(1))): bench/bench_solver.c $(wildcard chapters/$(1)/*.c chapters/$(1)/*.h) | deps-build
	@mkdir -p $$(@D)
	$$(call quiet,CC,$$@)
	$(Q)$$(CC) $(WARNINGS) -O2 $$(CFLAGS_$(1)) -DCHAPTER=$(patsubst 0%,%,$(firstword $(subst -, ,$(1)))) -Ichapters/$(1) -Icommon \
		-o $$@ bench/bench_solver.c $(filter-out %/main.c,$(wildcard chapters/$(1)/*.c)) -lm
endef
$(foreach chapter,$(BENCH_CHAPTERS),$(eval $(call BENCH_RULES,$(chapter))))

# Chapter 16 (make bench's last part, tools/bench-fast): its step built four
# ways, to time each change on its own (floats or doubles, vectors and
# threads or one spring at a time), and the hand-written yardstick.
FAST_CHAPTER := $(lastword $(filter %-fast,$(CHAPTERS)))
FAST_SOURCES := $(filter-out %/main.c,$(wildcard chapters/$(FAST_CHAPTER)/*.c))
FAST_VARIANTS := $(addprefix $(BENCH_DIR)/bench_solver-16-,scalar double double-scalar)
VARIANT_CFLAGS_scalar = $(SCALAR_CFLAGS)
VARIANT_CFLAGS_double = $(CFLAGS_$(FAST_CHAPTER)) -DREAL=double
VARIANT_CFLAGS_double-scalar = $(SCALAR_CFLAGS) -DREAL=double
$(FAST_VARIANTS): $(BENCH_DIR)/bench_solver-16-%: bench/bench_solver.c $(wildcard chapters/$(FAST_CHAPTER)/*) | deps-bench
	@mkdir -p $(@D)
	$(call quiet,CC,$@)
	$(Q)$(CC) $(WARNINGS) -O2 $(VARIANT_CFLAGS_$*) -DCHAPTER=16 -Ichapters/$(FAST_CHAPTER) -Icommon \
		-o $@ bench/bench_solver.c $(FAST_SOURCES) -lm

$(BENCH_DIR)/micro_sweep: bench/micro_sweep.c $(wildcard chapters/$(FAST_CHAPTER)/*) | deps-bench
	@mkdir -p $(@D)
	$(call quiet,CC,$@)
	$(Q)$(CC) $(WARNINGS) -O2 $(CFLAGS_$(FAST_CHAPTER)) -Ichapters/$(FAST_CHAPTER) -Icommon \
		-o $@ bench/micro_sweep.c $(FAST_SOURCES) -lm

$(BENCH_DIR)/box2d_peer: bench/box2d_peer.cpp | deps-bench
	@mkdir -p $(@D)
	$(call quiet,CXX,$@)
	$(Q)g++ -std=c++17 -Wall -Wextra -Wpedantic -Werror -O2 -o $@ $< -lbox2d

# Box2D v3 as a user gets it: make bench clones the pinned release tag into
# build/box2d-v3 and builds the library alone with cmake (static, release;
# no samples, unit tests, benchmarks, docs, profiler or heavy validation,
# which would also fetch more from the network), and bench/box2d_v3_peer.c
# against it. BOX2D_V3_DIR=path builds a copy of its source instead, with
# no network (git archive v3.1.1 | tar -x -C path, say). When the clone
# fails (no network), make bench says so in one line, skips Box2D v3 and
# runs the rest. BOX2D_V3_URL=url clones from elsewhere (a mirror).
BOX2D_V3_TAG := v3.1.1
BOX2D_V3_URL ?= https://github.com/erincatto/box2d.git
BOX2D_V3_CLONE := $(BUILD)/box2d-v3
BOX2D_V3_SOURCE := $(abspath $(or $(BOX2D_V3_DIR),$(BOX2D_V3_CLONE)))
BOX2D_V3_BUILD := $(BUILD)/box2d-v3-$(if $(BOX2D_V3_DIR),local,build)
BOX2D_V3_LIB := $(BOX2D_V3_BUILD)/src/libbox2d.a
BOX2D_V3_OPTIONS := -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF -DBOX2D_SAMPLES=OFF \
    -DBOX2D_UNIT_TESTS=OFF -DBOX2D_BENCHMARKS=OFF -DBOX2D_DOCS=OFF -DBOX2D_PROFILE=OFF -DBOX2D_VALIDATE=OFF
BOX2D_V3_PEER := $(BENCH_DIR)/box2d_v3_peer

# The source, or false with the reason on one line. A clone goes to a
# temporary directory first, so a failed one leaves nothing behind, and is
# made again when it is not at the pinned tag.
ifdef BOX2D_V3_DIR
box2d_v3_source = { [ -f $(BOX2D_V3_SOURCE)/CMakeLists.txt ] && [ -f $(BOX2D_V3_SOURCE)/include/box2d/box2d.h ] || \
    { echo "make bench: BOX2D_V3_DIR=$(BOX2D_V3_DIR) holds no Box2D v3 source (CMakeLists.txt, include/box2d/box2d.h)" >&2; exit 1; }; }
else
box2d_v3_source = { [ "$$(git -C $(BOX2D_V3_CLONE) describe --tags --exact-match 2>/dev/null)" = $(BOX2D_V3_TAG) ] || { \
    rm -rf $(BOX2D_V3_CLONE) $(BOX2D_V3_CLONE).tmp && mkdir -p $(BUILD) && \
    printf '  %-7s %s\n' GIT "$(BOX2D_V3_URL) $(BOX2D_V3_TAG) -> $(BOX2D_V3_CLONE)" && \
    if git -c advice.detachedHead=false clone -q --depth 1 --branch $(BOX2D_V3_TAG) $(BOX2D_V3_URL) \
            $(BOX2D_V3_CLONE).tmp 2>$(BUILD)/box2d-v3-clone.log; then \
        mv $(BOX2D_V3_CLONE).tmp $(BOX2D_V3_CLONE); \
    else \
        rm -rf $(BOX2D_V3_CLONE).tmp; \
        echo "make bench: skipping Box2D v3: git clone --branch $(BOX2D_V3_TAG) $(BOX2D_V3_URL) failed ($$(tail -n 1 $(BUILD)/box2d-v3-clone.log)); set BOX2D_V3_DIR=path to a copy of its source to include it" >&2; \
        false; \
    fi; }; }
endif

# The library: cmake --build runs each time and remakes only what changed
# (a local copy may be edited); its output goes to a log, shown if it fails.
# A build directory configured from another source is made afresh.
$(BOX2D_V3_LIB): FORCE | deps-bench
	@mkdir -p $(@D)
	$(call quiet,CMAKE,$@)
	$(Q)log=$(BOX2D_V3_BUILD).log; \
	grep -qsx 'CMAKE_HOME_DIRECTORY:INTERNAL=$(BOX2D_V3_SOURCE)' $(BOX2D_V3_BUILD)/CMakeCache.txt || \
	    { rm -rf $(BOX2D_V3_BUILD) && cmake -S $(BOX2D_V3_SOURCE) -B $(BOX2D_V3_BUILD) $(BOX2D_V3_OPTIONS) >$$log 2>&1; } && \
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL cmake --build $(BOX2D_V3_BUILD) --target box2d -j $(JOBS) >>$$log 2>&1 || \
	    { cat $$log; echo "make bench: building Box2D v3 from $(BOX2D_V3_SOURCE) failed (above, and in $$log)" >&2; exit 1; }

# Which source the peer was built against, rewritten only when it changes,
# so that switching between the clone and BOX2D_V3_DIR links it again.
$(BENCH_DIR)/box2d_v3.source: FORCE
	@mkdir -p $(@D)
	@echo '$(BOX2D_V3_SOURCE)' | cmp -s - $@ || echo '$(BOX2D_V3_SOURCE)' >$@

$(BOX2D_V3_PEER): bench/box2d_v3_peer.c $(BOX2D_V3_LIB) $(BENCH_DIR)/box2d_v3.source | deps-bench
	@mkdir -p $(@D)
	$(call quiet,CC,$@)
	$(Q)$(CC) -std=c17 -Wall -Wextra -Wpedantic -Werror -O2 -I$(BOX2D_V3_SOURCE)/include -o $@ $< $(BOX2D_V3_LIB) -lm

.PHONY: FORCE
FORCE:

# Box2D v3 is built after the rest, in a make of its own, once its source is
# there; without it (the clone failed) tools/bench runs without it.
bench: $(BENCH_SOLVERS) $(BENCH_DIR)/box2d_peer $(FAST_VARIANTS) $(BENCH_DIR)/micro_sweep
	@if $(box2d_v3_source); then $(MAKE) --no-print-directory $(BOX2D_V3_PEER) || exit 1; else rm -f $(BOX2D_V3_PEER); fi
	@tools/bench $(if $(QUICK),--quick) $(BENCH_DIR) $(BENCH_CHAPTERS)
	@tools/bench-crossover $(if $(QUICK),--quick) $(BENCH_DIR) $(BENCH_DIR)/results.csv
	@tools/bench-fast $(if $(QUICK),--quick) $(BENCH_DIR)
	@tools/bench-threads $(if $(QUICK),--quick) $(BENCH_DIR)
	@tools/bench-sizes $(if $(QUICK),--quick) $(BENCH_DIR)

# Where chapter 11's sweeps meet XPBD, alone (about a minute): make
# bench-crossover, from this machine's results.csv if make bench wrote one,
# else the committed one.
.PHONY: bench-crossover
bench-crossover: $(BENCH_DIR)/bench_solver-11 $(BENCH_DIR)/bench_solver-15
	@tools/bench-crossover $(if $(QUICK),--quick) $(BENCH_DIR) $(or $(wildcard $(BENCH_DIR)/results.csv),bench/results.csv)

# Chapter 16's part alone (a minute or two): make bench-fast.
.PHONY: bench-fast
bench-fast: $(BENCH_DIR)/bench_solver-15 $(BENCH_DIR)/bench_solver-16 $(FAST_VARIANTS) $(BENCH_DIR)/micro_sweep
	@if $(box2d_v3_source); then $(MAKE) --no-print-directory $(BOX2D_V3_PEER) || exit 1; else rm -f $(BOX2D_V3_PEER); fi
	@tools/bench-fast $(if $(QUICK),--quick) $(BENCH_DIR)

# Chapter 16 on one thread and two, cloths of several sizes, alone (about
# a minute): make bench-threads.
.PHONY: bench-threads
bench-threads: $(BENCH_DIR)/bench_solver-16
	@tools/bench-threads $(if $(QUICK),--quick) $(BENCH_DIR)

# What XPBD's shuffled order costs a visit as the cloth outgrows a core's
# cache, chapters 13 and 15 on cloths of 32 to 128, alone (about three
# minutes, as measured): make bench-sizes.
.PHONY: bench-sizes
bench-sizes: $(BENCH_DIR)/bench_solver-13 $(BENCH_DIR)/bench_solver-15
	@tools/bench-sizes $(if $(QUICK),--quick) $(BENCH_DIR)

run: $(BIN_DIR)/$(CHAPTER)
	$(BIN_DIR)/$(CHAPTER) $(ARGS)

# Exit status 3 means the first chapter, which has nothing to diff against.
diff: | deps-build
	@tools/chapter-diff $(if $(CH),$(CHAPTER),$(error make diff needs CH=NN, e.g. make diff CH=02)) || [ $$? -eq 3 ]

clean:
	rm -rf $(BUILD)

include common/web/web.mk
include book/book.mk
book-check: | deps-book-check
