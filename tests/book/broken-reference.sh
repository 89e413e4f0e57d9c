#!/usr/bin/env bash
# A listing or diff that names something that does not exist fails the build,
# and the message names it. First through `make book` on a tiny book (as a
# reader's build would fail), then each kind of broken reference through the
# filters.
set -euo pipefail
# shellcheck source=tests/book/lib.sh
source "$(dirname "$0")/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make_fixture "$work"

# must_fail NAME OUTPUT_AND_STATUS PATTERN...: the command failed and its
# message holds every fixed-string PATTERN.
must_fail() {
    local name=$1 status=$2 output=$3 missing=()
    shift 3
    if ((status == 0)); then
        fail "$name" "the build succeeded" "$output"
        return
    fi
    for pattern in "$@"; do
        grep -q -F -e "$pattern" <<<"$output" || missing+=("the message lacks: $pattern")
    done
    if ((${#missing[@]} == 0)); then
        pass "$name"
    else
        fail "$name" "${missing[@]}" "message: $output"
    fi
}

# The control: with a good reference the tiny book builds.
page "$work" 01-demo '```{.listing file="01-demo/sim.c" region="gravity"}
```'
if output=$(make -C "$work" --no-print-directory book 2>&1); then
    pass "make book builds the tiny book when every reference exists"
else
    fail "make book builds the tiny book when every reference exists" "$output"
fi

# The same book with a region that does not exist.
page "$work" 01-demo '```{.listing file="01-demo/sim.c" region="no-such-region"}
```'
status=0
output=$(make -C "$work" --no-print-directory book 2>&1) || status=$?
must_fail "make book fails on a missing region and names it" "$status" "$output" \
    'book/01-demo.md' '01-demo/sim.c' 'no-such-region'
if [[ -e $work/build/book/01-demo.html ]] && grep -q 'no-such-region' "$work/build/book/01-demo.html"; then
    fail "a failed page leaves no page behind"
else
    pass "a failed page leaves no page behind"
fi

# broken NAME MARKDOWN PATTERN...: the filters fail on MARKDOWN, naming PATTERNs.
broken() {
    local name=$1 markdown=$2 status=0 output
    shift 2
    page "$work" 02-demo "$markdown"
    output=$(filters "$work" 02-demo 2>&1 >/dev/null) || status=$?
    must_fail "$name" "$status" "$output" "$@"
}

broken "a missing function is named" \
    '```{.listing file="01-demo/sim.c" function="no_such_function"}
```' '01-demo/sim.c' 'no_such_function'
broken "a missing file is named" \
    '```{.listing file="01-demo/missing.c" function="world_step"}
```' '01-demo/missing.c' 'world_step'
broken "a region without its end marker is named" \
    '```{.listing file="01-demo/broken.c" region="open"}
```' '01-demo/broken.c' '"open"' '// end region: open'
broken "a function named only in a call is not taken for its definition" \
    '```{.listing file="01-demo/sim.c" function="spring_length"}
```' 'spring_length'
broken "a listing from a fenced div with a missing region is named" \
    '::: {.listing file="02-demo/springs.h" region="solver"}
:::' '02-demo/springs.h' 'solver'
broken "a diff of a file neither chapter has is named" \
    '```{.chapter-diff chapter="02-demo" file="nope.c"}
```' '02-demo' 'nope.c'
broken "a diff of a chapter that does not exist is named" \
    '```{.chapter-diff chapter="07-nowhere"}
```' '07-nowhere'

# Math that did not parse leaves a dollar in the prose: the build stops.
page "$work" 01-demo 'Stable while $k < $ the limit.'
status=0
output=$(make -C "$work" --no-print-directory build/book/01-demo.html 2>&1) || status=$?
must_fail "a dollar left in the prose by math that did not parse is named" "$status" "$output" \
    "book/01-demo.md" 'a $ in the prose'

finish
