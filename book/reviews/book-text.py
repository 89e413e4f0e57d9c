#!/usr/bin/env python3
# Render each page of the built HTML book as text for a cold read (see
# README.md): math as LaTeX, figures as ![caption](file), a folded diff file
# as one line, as the reader meets it in the HTML.
#   usage: python3 book/reviews/book-text.py build/book   (writes build/book/text/)
import re, subprocess, sys, pathlib
book = pathlib.Path(sys.argv[1])
out = book / "text"
out.mkdir(exist_ok=True)
def strip_tags(s): return re.sub(r"<[^>]+>", "", s).strip()
ASIDE = '<div class="aside">'
def box_asides(html):
    # The page draws an aside as a box; the text marks it as a quotation
    # headed "Aside", ending where the aside's own </div> does.
    out, at = [], 0
    while (start := html.find(ASIDE, at)) != -1:
        depth, i = 1, start + len(ASIDE)
        while depth:
            opening, closing = html.find("<div", i), html.find("</div>", i)
            if opening != -1 and opening < closing:
                depth, i = depth + 1, opening + 4
            else:
                depth, i = depth - 1, closing + len("</div>")
        inner = html[start + len(ASIDE):i - len("</div>")]
        out += [html[at:start], "<blockquote><p><em>[Aside: a boxed detour on the page]</em></p>", inner, "</blockquote>"]
        at = i
    return "".join(out) + html[at:]
for page in sorted(book.glob("*.html")):
    html = box_asides(page.read_text())
    # A folded hunk first: it sits inside its file's <details>, which must
    # then end at its own closing tag.
    html = re.sub(r'<details class="diff-removed">\s*<summary>(.*?)</summary>.*?</details>',
                  lambda m: "<p>[folded in the page, opens on a click: %s]</p>" % strip_tags(m.group(1)),
                  html, flags=re.S)
    html = re.sub(r'<details class="diff-file(?: diff-test)?">\s*<summary>(.*?)</summary>.*?</details>',
                  lambda m: "<p>[folded in the page, opens on a click: %s]</p>" % strip_tags(m.group(1)),
                  html, flags=re.S)
    html = re.sub(r'<details class="diff-file(?: diff-test)?" open="open">\s*<summary>(.*?)</summary>',
                  lambda m: "<p><strong>%s</strong></p>" % strip_tags(m.group(1)), html, flags=re.S)
    html = re.sub(r'<details class="fold">\s*<summary>(.*?)</summary>',
                  lambda m: "<p>[folded in the page, opens on a click: %s]</p>" % strip_tags(m.group(1)),
                  html, flags=re.S)
    html = re.sub(r'<details[^>]*>\s*<summary>(.*?)</summary>',
                  lambda m: "<p><strong>%s</strong></p>" % strip_tags(m.group(1)), html, flags=re.S)
    html = html.replace("</details>", "")
    text = subprocess.run(["pandoc", "-f", "html", "-t", "markdown-smart-raw_html-native_divs-native_spans-fenced_divs-bracketed_spans-header_attributes-link_attributes-fenced_code_attributes-inline_code_attributes", "--wrap=none"],
                          input=html, capture_output=True, text=True, check=True).stdout
    (out / (page.stem + ".txt")).write_text(text)
    print(out / (page.stem + ".txt"))
