#!/usr/bin/env bash
# Numbers in the book's prose are checked against the runs they come from
# (book/filters/numbers.lua): a number that disagrees with its run stops the
# build and names the page, the command and both numbers. First on a tiny
# book whose "chapter program" is a script, then on a scratch copy of the
# real book with one quoted number changed.
set -euo pipefail
# shellcheck source=tests/book/lib.sh
source "$(dirname "$0")/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make_fixture "$work"

# build TEXT: the page 01-demo holds TEXT; builds it; sets $output and $status.
build() {
    page "$work" 01-demo "$1"
    status=0
    output=$(make -C "$work" --no-print-directory build/book/01-demo.html 2>&1) || status=$?
}

# expect_ok NAME [PATTERN...]: the page built, and holds each fixed string.
expect_ok() {
    local name=$1 html missing=()
    shift
    if ((status != 0)); then
        fail "$name" "the build failed: $output"
        return
    fi
    html=$(cat "$work/build/book/01-demo.html")
    for pattern in "$@"; do
        grep -q -F -e "$pattern" <<<"$html" || missing+=("the page lacks: $pattern")
    done
    if ((${#missing[@]} == 0)); then pass "$name"; else fail "$name" "${missing[@]}"; fi
}

# expect_fail NAME PATTERN...: the build failed, and its message holds each.
expect_fail() {
    local name=$1 missing=()
    shift
    if ((status == 0)); then
        fail "$name" "the build succeeded"
        return
    fi
    for pattern in "$@"; do
        grep -q -F -e "$pattern" <<<"$output" || missing+=("the message lacks: $pattern")
    done
    if ((${#missing[@]} == 0)); then pass "$name"; else fail "$name" "${missing[@]}" "message: $output"; fi
}

run='build/bin/01-demo --headless --steps 600 --param e=0.896289'

build "It ends at [0.896]{.n run=\"$run\" key=energy_end} J."
expect_ok "a number that matches its run builds, with its command as a title" \
    '0.896</span>' "from: $run"

build "It ends at [0.083]{.n run=\"$run\" key=energy_end} J."
expect_fail "a number that disagrees with its run names the page, the command and both numbers" \
    "book/01-demo.md" "$run" "0.083" "0.896289"

build "It ends at [0.8963]{.n run=\"$run\" key=energy_end} J."
expect_ok "the text may show more digits while they round right"

build "It ends at [0.8964]{.n run=\"$run\" key=energy_end} J."
expect_fail "one digit too many that does not round right fails" "0.8964" "rounds to 0.8964"

build "It ends at about [0.9]{.n run=\"$run\" key=energy_end tol=1%} J."
expect_ok "a tolerance written next to the number allows what it says"

build "It ends at about [0.91]{.n run=\"$run\" key=energy_end tol=1%} J."
expect_fail "a number outside its written tolerance fails" "0.91" "within 1%"

list='build/bin/01-demo --headless --steps 3 --csv -'
build "Energies [0, 2, 4 and 6]{.n run=\"$list\" lua=\"c.energy\"}."
expect_ok "a list of numbers is checked item by item against a column"

build "Energies [0, 2 and 6]{.n run=\"$list\" lua=\"c.energy\"}."
expect_fail "a list of the wrong length names both lists" "3 numbers" "gives 4"

build "Steps: []{.n run=\"$run\" key=steps}."
expect_ok "an empty span is filled in from the run" '600</span>'

build "Half swing: [1.12]{.n lua=\"(1 + 1/180)^21\"}, kappa [1/180]{.n lua=\"20 / 3600\"}."
expect_ok "arithmetic the text works out is checked without a run"

build "Half swing: [1.13]{.n lua=\"(1 + 1/180)^21\"}."
expect_fail "wrong arithmetic fails and shows the expression" "1.13" "(1 + 1/180)^21"

build "Kappa: [1/190]{.n lua=\"20 / 3600\"}."
expect_fail "a fraction is its exact value" "1/190" "0.005555555556"

build "$(printf '```{.runs}\nlate: %s\n```\n\nNamed: [0.896]{.n run=late key=energy_end}.' "$run")"
expect_ok "a run named in a runs block is quoted by its name"

build "$(printf '```{.runs}\nlate: %s\n```\n\nA ratio of two runs: [1.00]{.n lua="run(%s).energy_end / run(%s).energy_end"}.' "$run" "'late'" "'late'")"
expect_ok "run('NAME') in an expression reads another named run's summary"

build "$(printf '```{.runs}\nlate: %s\n```\n\nA ratio of two runs: [2.00]{.n lua="run(%s).energy_end / run(%s).energy_end"}.' "$run" "'late'" "'late'")"
expect_fail "a ratio of two runs that disagrees with them fails" "2.00" "run('late')"

build "Bad: [1]{.n lua=\"run('nowhere').steps\"}."
expect_fail "run('NAME') of a run the page never names says so" "no run of that name"

build "Named: [0.896]{.n run=missing key=energy_end}."
expect_fail "a run name the page never defines is named" 'no run named "missing"'

build "Bad: [1]{.n run=\"build/bin/01-demo --fail\" key=steps}."
expect_fail "a run that fails stops the build with its command and its message" \
    "build/bin/01-demo --fail" "asked to fail"

build "Bad: [1]{.n run=\"rm -rf /tmp/nothing\" key=steps}."
expect_fail "only chapter programs run" "must start with build/bin/"

build "Bad: [1]{.n run=\"build/bin/01-demo; true\" key=steps}."
expect_fail "shell syntax in a run is refused" "no shell syntax"

mkdir -p "$work/bench"
printf '# measured once, on a machine\nsolver,ms_per_step\nours,2.5\nbox2d,12.5\n' >"$work/bench/demo.csv"
build "Ours takes [2.5]{.n run=\"bench/demo.csv\" lua=\"c.ms_per_step[1]\"} ms, five times less."
expect_ok "a committed results file under bench/ is read as a run's CSV, its # lines left out" '2.5</span>'

build "$(printf '```{.runs}\nresults: bench/demo.csv\n```\n\nOurs: [2.5]{.n run=results lua=\"c.ms_per_step[1]\"} ms.')"
expect_ok "a runs block may name a results file" '2.5</span>'

build "Box2D takes [12.5]{.n run=\"bench/demo.csv\" lua=\"find{solver='box2d'}.ms_per_step\"} ms."
expect_ok "find{...} picks the one row whose fields match" '12.5</span>'

build "Nobody takes [1]{.n run=\"bench/demo.csv\" lua=\"find{solver='nobody'}.ms_per_step\"} ms."
expect_fail "find{...} with no matching row says so" "no row matches"

build "The middle time is [7.5]{.n run=\"bench/demo.csv\" lua=\"median(c.ms_per_step)\"} ms."
expect_ok "median(t) is the middle of a column, or the mean of its two middles" '7.5</span>'

build "Ours takes [3.5]{.n run=\"bench/demo.csv\" lua=\"c.ms_per_step[1]\"} ms."
expect_fail "a number that disagrees with the results file names the file" "bench/demo.csv" "3.5" "2.5"

build "Ours takes [2.5]{.n run=\"bench/none.csv\" lua=\"c.ms_per_step[1]\"} ms."
expect_fail "a results file that is not there is named" "no results file bench/none.csv"

build "$(printf '```{.console}\n$ %s\n```' "$list")"
expect_ok "a console block shows the command's real output" \
    '$ build/bin/01-demo --headless --steps 3 --csv -' '3,6' 'energy_end=0.5'

# tools/book-numbers lists what nothing checks.
page "$work" 01-demo "A bob of [1 kg]{.given} ends at [0.896]{.n run=\"$run\" key=energy_end} J in chapter 03 (2002)."
if listed=$(cd "$work" && "$root/tools/book-numbers" book/01-demo.md 2>&1); then
    pass "tools/book-numbers is quiet when every number is checked or given"
else
    fail "tools/book-numbers is quiet when every number is checked or given" "$listed"
fi
page "$work" 01-demo "It ends at 0.896 J, about \$e^{1/3} \\approx 1.40\$."
listed=$(cd "$work" && "$root/tools/book-numbers" book/01-demo.md 2>&1) && status=0 || status=$?
if ((status == 1)) && grep -q '0.896' <<<"$listed" && grep -q '1.40 (math)' <<<"$listed"; then
    pass "tools/book-numbers lists a bare number and a result after \\approx"
else
    fail "tools/book-numbers lists a bare number and a result after \\approx" "status $status: $listed"
fi

page "$work" 01-demo "Chapters 07, 08 and 09 carry it, and chapter 06’s and 07’s files; 12 springs."
listed=$(cd "$work" && "$root/tools/book-numbers" book/01-demo.md 2>&1) && status=0 || status=$?
if ((status == 1)) && grep -q '^book/01-demo.md: 12 ' <<<"$listed" && ! grep -qE '^book/01-demo.md: 0[6-9]' <<<"$listed"; then
    pass "tools/book-numbers takes a list of chapters as names, and still lists a count after it"
else
    fail "tools/book-numbers takes a list of chapters as names, and still lists a count after it" "status $status: $listed"
fi

page "$work" 01-demo "$(printf '| a | b |\n|---|---|\n| ends at | 0.896 J |\n')"
listed=$(cd "$work" && "$root/tools/book-numbers" book/01-demo.md 2>&1) && status=0 || status=$?
if ((status == 1)) && grep -q '0.896' <<<"$listed"; then
    pass "tools/book-numbers lists a bare number in a table cell"
else
    fail "tools/book-numbers lists a bare number in a table cell" "status $status: $listed"
fi

# The real book: a scratch copy of the repository, its programs as built, and
# one number of a chapter page changed. The page must stop building.
real=$(mktemp -d)
trap 'rm -rf "$work" "$real"' EXIT
(cd "$root" && git ls-files -z | xargs -0 cp --parents -t "$real")
mkdir -p "$real/build"
cp -r "$root/build/bin" "$real/build/" 2>/dev/null || true
quoted=$(grep -ho '\[[0-9][0-9.]*\]{\.n run="[^"]*" key=[a-z_]*' "$root"/book/[0-9][0-9]-*.md | head -n 1 || true)
if [[ -z $quoted ]]; then
    fail "a changed number in a real chapter page stops its build" "no [NUMBER]{.n run=\"...\" key=...} in the pages"
else
    page_file=$(grep -lF -- "$quoted" "$root"/book/[0-9][0-9]-*.md | head -n 1)
    page_name=$(basename "$page_file" .md)
    number=${quoted#[}
    number=${number%%]*}
    command=$(sed -E 's/.*run="([^"]*)".*/\1/' <<<"$quoted")
    # A digit in front makes it about ten times the run's value or more, so
    # no rounding of the run can make it right ("3.6" becomes "93.6").
    changed="9${number}"
    [[ $number == 9* ]] && changed="8${number}"
    # perl is in every Debian (perl-base); \Q...\E takes the span literally.
    perl -0pi -e 'BEGIN { $old = shift; $new = shift } s/\Q$old\E/$new/' \
        "$quoted" "[$changed]${quoted#*]}" "$real/book/$page_name.md"
    # Programs copied after the sources are newer, so make runs them as they are.
    touch "$real"/build/bin/*
    status=0
    output=$(make -C "$real" --no-print-directory "build/book/$page_name.html" 2>&1) || status=$?
    expect_fail "a changed number in a real chapter page ($page_name: $number to $changed) stops its build" \
        "book/$page_name.md" "$command" "the text says $changed"
fi

finish
