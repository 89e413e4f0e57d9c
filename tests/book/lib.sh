# shellcheck shell=bash
# lib.sh: shared by the book's tests (sourced, not run).
#
# make_fixture DIR builds a tiny repository in DIR: two chapters with listing
# markers, their tests, and a copy of the book's machinery (book.mk, filters,
# template, tools/chapter-diff), so the tests run the real pipeline
# without touching the real chapters.

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

# The fixture's own make must not inherit the caller's variables (a
# `make BUILD=... book-check` would otherwise build the fixture there).
unset MAKEFLAGS MAKEOVERRIDES MFLAGS MAKELEVEL
passed=0
failed=0

pass() {
    echo "ok   $1"
    passed=$((passed + 1))
}

# fail NAME [DETAIL...]
fail() {
    echo "FAIL $1"
    shift
    [[ $# -eq 0 ]] || printf '     %s\n' "$@"
    failed=$((failed + 1))
}

finish() {
    echo "$(basename "$0" .sh): $passed passed, $failed failed"
    ((failed == 0))
}

make_fixture() {
    local dir=$1
    mkdir -p "$dir"/chapters/01-demo "$dir"/chapters/02-demo \
        "$dir"/tests/01-demo "$dir"/tests/02-demo "$dir"/book/filters "$dir"/tools

    cat >"$dir/chapters/01-demo/sim.c" <<'C'
// sim.c: a fixture for the book's tests.
#include "sim.h"

// region: gravity
static const double GRAVITY = 9.81;
// end region: gravity

// Advances the world by one step:
// first the clock, nothing else yet.
void world_step(World *world) {
    // region: clock
    world->time += world->dt;
    // end region: clock
}

static double spring_stretch(const World *world, const Spring *spring) {
    return spring_length(world, spring) - spring->rest_length;
}
C
    sed -e 's/first the clock, nothing else yet./the clock, then the springs./' \
        -e 's/^    world->time += world->dt;$/    world->time += world->dt;\n    world_springs(world);/' \
        "$dir/chapters/01-demo/sim.c" >"$dir/chapters/02-demo/sim.c"
    printf '// region: solve\nvoid world_springs(World *world);\n// end region: solve\n' \
        >"$dir/chapters/02-demo/springs.h"
    printf '// sim.h\ntypedef struct World World;\n' >"$dir/chapters/01-demo/sim.h"
    cp "$dir/chapters/01-demo/sim.h" "$dir/chapters/02-demo/sim.h"
    printf '// a region that never ends\n// region: open\nint open;\n' \
        >"$dir/chapters/01-demo/broken.c"
    printf 'Test(demo, clock) {}\n' >"$dir/tests/01-demo/test_demo.c"
    printf 'Test(demo, clock) {}\nTest(demo, springs) {}\n' >"$dir/tests/02-demo/test_demo.c"

    cp "$root"/book/book.mk "$root"/book/book.yaml "$root"/book/template.html \
        "$root"/book/highlight.theme "$root"/book/style.css "$dir/book/"
    cp "$root"/book/filters/*.lua "$dir/book/filters/"
    cp "$root"/tools/chapter-diff "$dir/tools/"
    mkdir -p "$dir/common/web"
    cp "$root"/common/web/springs.js "$root"/common/web/live.js "$dir/common/web/"
    printf 'int main(void) { return 0; }\n' >"$dir/chapters/01-demo/main.c"
    # A stand-in for a chapter program, for the numbers the pages quote: its
    # summary's energy_end is the VALUE of --param e=VALUE (default 0.5), and
    # --csv - writes step,energy rows with energy = 2 * step.
    cat >"$dir/chapters/01-demo/program.sh" <<'SH'
#!/bin/sh
steps=0 energy=0.5 csv=no
while [ $# -gt 0 ]; do
    case $1 in
        --steps) steps=$2; shift ;;
        --param) energy=${2#e=}; shift ;;
        --csv) csv=yes; shift ;;
        --fail) echo "demo: asked to fail" >&2; exit 2 ;;
    esac
    shift
done
if [ "$csv" = yes ]; then
    echo "step,energy"
    i=0
    while [ "$i" -le "$steps" ]; do echo "$i,$((2 * i))"; i=$((i + 1)); done
fi
echo "summary: scene=demo steps=$steps diverged=no energy_end=$energy"
SH
    cp "$dir/chapters/01-demo/program.sh" "$dir/chapters/02-demo/program.sh"
    cat >"$dir/Makefile" <<'MAKE'
CHAPTERS := $(sort $(notdir $(wildcard chapters/[0-9][0-9]-*)))
BUILD := build
BIN_DIR := $(BUILD)/bin
$(BIN_DIR)/%: chapters/%/program.sh
	@mkdir -p $(@D)
	cp $< $@
	chmod +x $@
# The real Makefile installs the book's packages here; the fixture has them.
deps-book: ;
# Stand-ins for the chapters' WebAssembly modules (common/web/web.mk).
WEB_DIR := $(BUILD)/web
$(WEB_DIR)/%.wasm:
	@mkdir -p $(@D)
	printf 'wasm' >$@
include book/book.mk
MAKE
    printf '# Demo book\n\n::: {#contents}\n:::\n' >"$dir/book/index.md"
}

# page DIR NAME TEXT: writes DIR/book/NAME.md, a page titled NAME with TEXT.
page() {
    printf '# %s\n\n%s\n' "$2" "$3" >"$1/book/$2.md"
}

# filters DIR PAGE: runs the listing and diff filters on DIR/book/PAGE.md from
# DIR, as the book does, writing HTML without highlighting to stdout.
filters() {
    (cd "$1" && pandoc --fail-if-warnings --from markdown --to html --no-highlight \
        --lua-filter book/filters/listing.lua --lua-filter book/filters/chapter-diff.lua \
        "book/$2.md")
}
