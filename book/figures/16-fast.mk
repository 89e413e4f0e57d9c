# Figures of chapter 16 (see "Figures" in book/book.mk for the helpers).

# A spring visit's cost, one change at a time, on the 128 cloth at 20
# substeps: from the committed run of make bench-fast (bench/fast.csv), not
# from a run made while the book builds, since timings are the machine's.
$(BOOK_DATA)/16-fast/fast.csv: bench/fast.csv
	@mkdir -p $(@D)
	cp $< $@

$(call book-plot,16-fast,steps,fast)

# Where the particles of an 8 × 8 cloth sit in memory: the program's --dump
# at step 0 gives each particle's place in the arrays (its index) and where
# it hangs; the plot draws the first two rows as a strip of slots, each
# labelled with its column, and two batches' runs as arcs, from its
# --springs: each spring's ends and its batch, in the order the sweep
# visits them.
$(call book-dump,16-fast,layout,--scene cloth --steps 0 --param size=8)
$(call book-springs,16-fast,sweep,--scene cloth --steps 0 --param size=8)
$(call book-plot,16-fast,layout,layout sweep)

# The largest cloth the World holds, 512 × 512, five seconds in, drawn as
# the window draws a scene of more than 16,384 springs: a dot a particle.
$(call book-screenshot,16-fast,cloth512,--scene cloth --param size=512 --steps 300)

# The batches of the same 8 × 8 cloth, a panel per kind of spring: where
# each particle hangs from the layout run's --dump, each spring coloured by
# the batch the program's --springs gives it.
$(call book-plot,16-fast,batches,layout sweep)
