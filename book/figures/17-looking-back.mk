# Figures of the last page (see "Figures" in book/book.mk for the helpers).
# The page has none: its table reads bench/compare.csv and one run of
# chapter 15's program, both named in the page's own runs block.
