#!/usr/bin/env bash
# tools/book-notation names every symbol of a page's math that the preface's
# notation tables do not define, and passes a page whose symbols all are.
set -euo pipefail
# shellcheck source=tests/book/lib.sh
source "$(dirname "$0")/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/index.md" <<'MD'
# Preface

## Notation

| symbol | meaning |
|---|---|
| $m$, $w$ | a mass and its inverse |
| $x_n$, $\hat{\mathbf e}$ | a stretch after n steps, an axis |
| $\kappa$, $\theta$ | stiffness per step, an angle |

## Contents
MD

# check NAME EXPECTED_STATUS PAGE_TEXT [PATTERN...]: run the tool on a page
# holding PAGE_TEXT; its status and output must match.
check() {
    local name=$1 expected=$2 text=$3 status=0 output missing=()
    shift 3
    printf '# A page\n\n%s\n' "$text" >"$work/page.md"
    output=$(NOTATION_PAGE="$work/index.md" "$root/tools/book-notation" "$work/page.md" 2>&1) || status=$?
    [[ $status == "$expected" ]] || missing+=("exit status $status, expected $expected")
    for pattern in "$@"; do
        grep -q -F -e "$pattern" <<<"$output" || missing+=("the output lacks: $pattern")
    done
    if ((${#missing[@]} == 0)); then
        pass "$name"
    else
        fail "$name" "${missing[@]}" "output: $output"
    fi
}

check "defined symbols pass, with subscripts, decorations and words" 0 \
    'So $w = 1/m$, $\dot\theta_a$, $\kappa x_{n+1}$, $\hat{\mathbf e}_\text{old}$ and $\sqrt{\kappa}\,\text{if}\ \max(x)$.'
check "an undefined letter is named with its math" 1 'Then $y = m x$.' \
    "page.md: y  in: \$y = m x\$"
check "a bold letter is not its plain letter" 1 'The vector $\mathbf m$.' "bold m"
check "an undefined Greek letter is named" 1 'With $\lambda x$.' '\lambda'
check "display math and environments are read" 1 \
    "\$\$\\begin{aligned} x &= \\zeta \\end{aligned}\$\$" '\zeta'
finish
