#!/usr/bin/env bash
# ::: live ::: (book/filters/live.lua): in the HTML book a figure that the
# page's scripts fill with the chapter running, loading the chapter's own
# module; in the EPUB a note that points to the HTML book, without the
# caption (what to try in the running chapter). A page with no
# chapter program, or with two live figures, fails the build.
set -euo pipefail
# shellcheck source=tests/book/lib.sh
source "$(dirname "$0")/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make_fixture "$work"

page "$work" 01-demo '::: live
Try the sliders.
:::'
if output=$(make -C "$work" --no-print-directory book 2>&1); then
    pass "make book builds a page with a live figure"
else
    fail "make book builds a page with a live figure" "$output"
fi
html=$work/build/book/01-demo.html
for want in '<figure class="live" data-chapter="01-demo">' '<figcaption>' 'Try the sliders.' \
    '<script src="live/springs.js"></script>' '<script src="live/01-demo.js"></script>' \
    '<script src="live/live.js"></script>'; do
    if grep -q -F -e "$want" "$html"; then
        pass "the page holds $want"
    else
        fail "the page holds $want" "$(grep -n -i live "$html" || true)"
    fi
done
for file in springs.js live.js 01-demo.js; do
    if [[ -s $work/build/book/live/$file ]]; then
        pass "make book puts live/$file beside the pages"
    else
        fail "make book puts live/$file beside the pages"
    fi
done
if grep -q -F 'Springs.register("01-demo", "d2FzbQ==");' "$work/build/book/live/01-demo.js"; then
    pass "the chapter's module comes as a script, its bytes in base64"
else
    fail "the chapter's module comes as a script, its bytes in base64" "$(cat "$work/build/book/live/01-demo.js")"
fi
if grep -q -F 'live/' "$work/build/book/index.html"; then
    fail "a page without a live figure loads no live script"
else
    pass "a page without a live figure loads no live script"
fi

# The EPUB: no figure, a note.
(cd "$work" && pandoc --from markdown --to epub3 --metadata title=demo --lua-filter book/filters/live.lua \
    book/01-demo.md -o live.epub)
text=$(unzip -p "$work/live.epub" '*.xhtml')
if grep -q -F 'Live in the HTML book.' <<<"$text" && ! grep -q -F 'Try the sliders.' <<<"$text" &&
    ! grep -q -F 'data-chapter' <<<"$text"; then
    pass "the EPUB has the note, and neither the live figure nor its caption"
else
    fail "the EPUB has the note, and neither the live figure nor its caption" "$text"
fi

# must_fail NAME PAGE TEXT PATTERN: the filter fails on the page, naming it.
must_fail() {
    local name=$1 slug=$2 pattern=$4 status=0 output
    page "$work" "$slug" "$3"
    output=$(cd "$work" && pandoc --from markdown --to html --lua-filter book/filters/live.lua \
        "book/$slug.md" 2>&1 >/dev/null) || status=$?
    if ((status != 0)) && grep -q -F -e "book/$slug.md" <<<"$output" && grep -q -F -e "$pattern" <<<"$output"; then
        pass "$name"
    else
        fail "$name" "status $status" "$output"
    fi
}
must_fail "a live figure on a page with no chapter program fails" 03-notes '::: live
:::' 'no chapter program'
must_fail "a second live figure on a page fails" 01-demo '::: live
:::

::: live
:::' 'a second'

finish
