#!/usr/bin/env bash
# The book's listing and diff filters cut the right code from real files:
# regions and functions, without marker lines, dedented, with a caption; and
# the chapter diff compares with the previous chapter, tests included,
# without markers or timestamps.
set -euo pipefail
# shellcheck source=tests/book/lib.sh
source "$(dirname "$0")/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make_fixture "$work"

# expect NAME OUTPUT PATTERN...: every fixed-string PATTERN is in OUTPUT.
expect() {
    local name=$1 output=$2 missing=()
    shift 2
    for pattern in "$@"; do
        grep -q -F -e "$pattern" <<<"$output" || missing+=("missing: $pattern")
    done
    if ((${#missing[@]} == 0)); then pass "$name"; else fail "$name" "${missing[@]}"; fi
}

# refuse NAME OUTPUT PATTERN...: no PATTERN is in OUTPUT.
refuse() {
    local name=$1 output=$2 found=()
    shift 2
    for pattern in "$@"; do
        if grep -q -E -e "$pattern" <<<"$output"; then found+=("found: $pattern"); fi
    done
    if ((${#found[@]} == 0)); then pass "$name"; else fail "$name" "${found[@]}"; fi
}

page "$work" 01-demo '```{.listing file="01-demo/sim.c" function="world_step"}
```'
out=$(filters "$work" 01-demo)
expect "a function listing has its comment, its body and its caption" "$out" \
    '// Advances the world by one step:' 'void world_step(World *world) {' \
    'world-&gt;time += world-&gt;dt;' '<code>01-demo/sim.c</code>' '<code>world_step()</code>' \
    'lines 8–14'
refuse "a function listing hides the markers inside it" "$out" 'region: clock'

page "$work" 01-demo '```{.listing file="01-demo/sim.c" function="spring_stretch"}
```'
expect "a static function with two parameters is found" "$(filters "$work" 01-demo)" \
    'static double spring_stretch(const World *world, const Spring *spring) {' \
    'return spring_length(world, spring) - spring-&gt;rest_length;'

page "$work" 01-demo '::: {.listing file="01-demo/sim.c" region="clock"}
:::'
out=$(filters "$work" 01-demo)
expect "a region from a fenced div is cut and dedented" "$out" \
    '<code>world-&gt;time += world-&gt;dt;</code>' 'clock'
refuse "a region listing shows neither marker" "$out" 'region: clock' 'void world_step'

page "$work" 01-demo '```{.chapter-diff}
```'
expect "the first chapter says it has no predecessor" "$(filters "$work" 01-demo)" \
    '01-demo is the first chapter' 'no predecessor'

page "$work" 02-demo '```{.chapter-diff}
```'
out=$(filters "$work" 02-demo)
expect "a chapter diff shows code, new files and tests against the previous chapter" "$out" \
    'against <code>01-demo</code>' '<code>sim.c</code>' '<code>springs.h</code>' \
    '<code>tests/test_demo.c</code>' 'new file' \
    '<span class="diff-add">+    world_springs(world);' \
    '<span class="diff-del">-// first the clock, nothing else yet.' \
    '<span class="diff-add">+Test(demo, springs) {}'
# Each line's newline sits inside its own span, so the next span opens on a
# new line: the diff copied from the page, or read without the style, keeps
# its lines.
if grep -q -E '^</span><span class="diff-add">\+Test\(demo, springs\) \{\}' <<<"$out"; then
    pass "a chapter diff keeps each line's newline inside its span"
else
    fail "a chapter diff keeps each line's newline inside its span" "no line starts with the span after a newline"
fi
refuse "a chapter diff has no markers and no timestamps" "$out" \
    'region: (solve|clock|gravity)' '[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}'
refuse "a chapter diff leaves out unchanged files" "$out" '<code>sim.h</code>'

page "$work" 02-demo '```{.chapter-diff chapter="02-demo" file="sim.c"}
```'
out=$(filters "$work" 02-demo)
expect "a one-file diff shows that file" "$out" '<code>sim.c</code>' 'world_springs(world);'
refuse "a one-file diff shows no other file" "$out" 'springs\.h' 'test_demo'

page "$work" 02-demo '```{.chapter-diff open="sim.c"}
```'
out=$(filters "$work" 02-demo)
expect "open= opens the lesson's file and folds the others" "$out" \
    '<details class="diff-file" open="open">' '<code>sim.c</code>' \
    '<details class="diff-file">' '<code>springs.h</code>'
opened=$(grep -A1 -F 'open="open"' <<<"$out" | grep -o '<code>[^<]*</code>' || true)
refuse "open= folds what it does not name" "$opened" 'springs\.h' 'test_demo'

page "$work" 02-demo '```{.chapter-diff open="nowhere.c"}
```'
expect "open= naming a file the diff does not change fails, naming it" \
    "$(filters "$work" 02-demo 2>&1 || true)" 'open names nowhere.c'

diff_text=$(cd "$work" && tools/chapter-diff 02-demo)
expect "tools/chapter-diff labels files by path, without timestamps" "$diff_text" \
    'diff -u chapters/01-demo/sim.c chapters/02-demo/sim.c' \
    '--- chapters/01-demo/sim.c' '+++ chapters/02-demo/sim.c' \
    'diff -u /dev/null chapters/02-demo/springs.h' \
    'diff -u tests/01-demo/test_demo.c tests/02-demo/test_demo.c'
refuse "tools/chapter-diff drops the markers" "$diff_text" 'listing:'

# A chapter that carries the previous chapter's test file instead of copying
# it: the diff shows the carried list, and not the file as removed.
mkdir -p "$work/chapters/03-demo" "$work/tests/03-demo"
cp "$work"/chapters/02-demo/* "$work/chapters/03-demo/"
printf '# the demo tests still hold\n02-demo/test_demo.c\n' >"$work/tests/03-demo/carried"
diff_text=$(cd "$work" && tools/chapter-diff 03-demo)
expect "tools/chapter-diff shows what a chapter carries" "$diff_text" \
    'diff -u /dev/null tests/03-demo/carried' '+02-demo/test_demo.c'
refuse "tools/chapter-diff does not show a carried test file as removed" "$diff_text" 'tests/02-demo/test_demo.c'
rm -rf "$work/chapters/03-demo" "$work/tests/03-demo"

# A hunk that only takes code away, six lines or more, is folded to one
# line inside its open file; a shorter one, and one that adds code, stays open.
mkdir -p "$work/chapters/03-demo" "$work/chapters/04-demo"
cp "$work"/chapters/02-demo/* "$work/chapters/03-demo/"
printf '\nstatic void wheels(World *world) {\n    (void)world;\n    // one\n    // two\n    // three\n}\n' \
    >>"$work/chapters/03-demo/sim.c"
cp "$work"/chapters/03-demo/* "$work/chapters/04-demo/"
cp "$work/chapters/02-demo/sim.c" "$work/chapters/04-demo/sim.c"
sed -i 's/first the clock/first of all the clock/' "$work/chapters/04-demo/sim.c"
page "$work" 04-demo '```{.chapter-diff}
```'
out=$(filters "$work" 04-demo)
expect "a hunk that only removes code is folded to one line" "$out" \
    '<details class="diff-removed"><summary>only takes out 7 lines, below <code>' \
    '<span class="diff-del">-static void wheels(World *world) {'
folded_part=$(sed -n '/<details class="diff-removed">/,/<\/details>/p' <<<"$out")
refuse "a short hunk elsewhere in the file stays open" "$folded_part" 'first of all the clock'
printf '\nstatic void gears(void) {}\n' >>"$work/chapters/04-demo/sim.c"
refuse "a hunk that adds code stays open" "$(filters "$work" 04-demo)" 'diff-removed'
cp "$work/chapters/02-demo/sim.c" "$work/chapters/03-demo/sim.c"
printf '\nstatic void wheels(void) {\n}\n' >>"$work/chapters/03-demo/sim.c"
refuse "a hunk of fewer lines than six is not folded" "$(filters "$work" 04-demo)" 'diff-removed'
rm -rf "$work/chapters/03-demo" "$work/chapters/04-demo" "$work/book/04-demo.md"

# Through make: a changed line inside a listed region reaches the page after
# `make book`, with no other edit.
page "$work" 01-demo '```{.listing file="01-demo/sim.c" region="gravity"}
```'
rm -f "$work"/book/02-demo.md
make -C "$work" --no-print-directory book >/dev/null
sleep 1 # a newer modification time than the page, on any file system
sed -i 's/GRAVITY = 9.81;/GRAVITY = 9.80665;/' "$work/chapters/01-demo/sim.c"
make -C "$work" --no-print-directory book >/dev/null
if grep -q '9.80665' "$work/build/book/01-demo.html"; then
    pass "make book picks up a line changed inside a region"
else
    fail "make book picks up a line changed inside a region" "the page still has the old listing"
fi

finish
