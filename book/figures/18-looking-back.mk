# Figures of the last page (see "Figures" in book/book.mk for the helpers).
# The road in one picture: bench/compare.csv, every solver chapter at the same
# 16 spring visits a step (make bench; committed, so the book needs no bench).
$(BOOK_DATA)/18-looking-back/compare.csv: bench/compare.csv
	@mkdir -p $(@D)
	cp $< $@
$(call book-plot,18-looking-back,road,compare)

# The one idea (no run): one step drawn as a line from its start to its
# end, and on it, for each solver, where it reads the world.
$(call book-plot,18-looking-back,when,)
