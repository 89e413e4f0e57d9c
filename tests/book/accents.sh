#!/usr/bin/env bash
# filters/accents.lua puts the spacing dot (U+02D9) over a dotted symbol, so
# that browsers draw it above the letter, and leaves \dots and \ldots alone.
set -euo pipefail
# shellcheck source=tests/book/lib.sh
source "$(dirname "$0")/lib.sh"

# math_of TEX: the math pandoc keeps after the filter.
math_of() {
    printf '$%s$\n' "$1" |
        pandoc --from markdown --to html --mathml --lua-filter "$root/book/filters/accents.lua" \
            --lua-filter <(printf 'function Math(m) io.stderr:write(m.text, "\\n") end\n') \
            2>&1 >/dev/null
}

# check NAME TEX EXPECTED
check() {
    local got
    got=$(math_of "$2")
    if [[ $got == "$3" ]]; then
        pass "$1"
    else
        fail "$1" "got:      $got" "expected: $3"
    fi
}

dot=$'\u02d9'
check "a dot over a Greek letter" '\dot\theta_a' "\\overset{$dot}{\\theta}_a"
check "a dot over a braced group" '\dot{x}' "\\overset{$dot}{x}"
check "a dot over a letter after a space" '\dot y' "\\overset{$dot}{y}"
check "an ellipsis is not a dot" '1 + \dots + \ldots' '1 + \dots + \ldots'
finish
