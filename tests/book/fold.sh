#!/usr/bin/env bash
# ::: {.fold summary="..."} (book/filters/fold.lua): a part of a page that
# the reader opens on a click, a <details> with its summary, folded; the
# Markdown inside it is a page's Markdown (its numbers are still checked by
# the filters before it). A fold without a summary fails the build.
set -euo pipefail
# shellcheck source=tests/book/lib.sh
source "$(dirname "$0")/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make_fixture "$work"

page "$work" 01-demo 'Before.

::: {.fold summary="The tests that stop, `two` of them"}
- `01-demo/test_a.c`: *gone*
:::

After.'
if output=$(make -C "$work" --no-print-directory book 2>&1); then
    pass "make book builds a page with a fold"
else
    fail "make book builds a page with a fold" "$output"
fi
html=$(tr '\n' ' ' <"$work/build/book/01-demo.html")
if grep -q -E '<details class="fold"> *<summary> *The tests that stop, <code>two</code> of them *</summary>' <<<"$html"; then
    pass "the fold is a closed <details> whose summary is the attribute, as Markdown"
else
    fail "the fold is a closed <details> whose summary is the attribute, as Markdown" "$html"
fi
if grep -q -E '<summary>.*</summary> *<ul> *<li><code>01-demo/test_a.c</code>: <em>gone</em></li> *</ul> *</details>' <<<"$html"; then
    pass "the fold holds its Markdown, rendered"
else
    fail "the fold holds its Markdown, rendered" "$html"
fi

page "$work" 01-demo '::: fold
- nothing to say it is
:::'
status=0
output=$(cd "$work" && pandoc --from markdown --to html --lua-filter book/filters/fold.lua \
    book/01-demo.md 2>&1 >/dev/null) || status=$?
if ((status != 0)) && grep -q -F 'book/01-demo.md' <<<"$output" && grep -q -F 'summary' <<<"$output"; then
    pass "a fold without a summary fails, naming the page"
else
    fail "a fold without a summary fails, naming the page" "status $status" "$output"
fi

finish
