#!/usr/bin/env bash
# tools/assemble-measurements: the appendix Measurements is its fragments in
# book/measurements/ joined, the intro first, then each chapter's in order, a
# blank line apart; --check changes nothing and fails while the appendix is
# not that (a fragment edited and not assembled).
set -euo pipefail
# shellcheck source=tests/book/lib.sh
source "$(dirname "$0")/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/book/measurements"
printf '# Measurements\n' >"$work/book/measurements/00-intro.md"
printf '## 02 Two\n\nb\n' >"$work/book/measurements/02-two.md"
printf '## 01 One\n\na\n' >"$work/book/measurements/01-one.md"
tool=$root/tools/assemble-measurements

"$tool" "$work" >/dev/null
want=$'# Measurements\n\n## 01 One\n\na\n\n## 02 Two\n\nb'
if [[ $(cat "$work/book/appendix-measurements.md") == "$want" ]]; then
    pass "the fragments join in order, the intro first, a blank line apart"
else
    fail "the fragments join in order, the intro first, a blank line apart" "$(cat "$work/book/appendix-measurements.md")"
fi
if "$tool" --check "$work" >/dev/null 2>&1; then
    pass "--check passes on the joined appendix"
else
    fail "--check passes on the joined appendix"
fi

printf '## 01 One\n\na, edited\n' >"$work/book/measurements/01-one.md"
before=$(cat "$work/book/appendix-measurements.md")
status=0
output=$("$tool" --check "$work" 2>&1) || status=$?
if ((status == 1)) && grep -q -F 'book/appendix-measurements.md' <<<"$output" &&
    [[ $(cat "$work/book/appendix-measurements.md") == "$before" ]]; then
    pass "--check fails, naming the appendix and changing nothing, after a fragment changes"
else
    fail "--check fails, naming the appendix and changing nothing, after a fragment changes" "status $status" "$output"
fi

rm "$work/book/measurements/00-intro.md"
status=0
output=$("$tool" "$work" 2>&1) || status=$?
if ((status == 2)) && grep -q -F '00-intro.md' <<<"$output"; then
    pass "without its intro the tool stops, naming it"
else
    fail "without its intro the tool stops, naming it" "status $status" "$output"
fi

finish
