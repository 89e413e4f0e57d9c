# Figures of "How fast is it?" (see "Figures" in book/book.mk). They are
# drawn from the committed results of make bench, bench/results.csv, not
# from a run made while the book builds: the benchmark takes forty minutes.
$(BOOK_DATA)/17-how-fast/results.csv: bench/results.csv
	@mkdir -p $(@D)
	cp $< $@

# The crossover's paired runs (make bench-crossover, bench/crossover.csv):
# chapter 11 at the sweeps where its cloth hangs as XPBD's at 8 substeps.
$(BOOK_DATA)/17-how-fast/crossover.csv: bench/crossover.csv
	@mkdir -p $(@D)
	cp $< $@

$(call book-plot,17-how-fast,cloth,results crossover)

# What one spring visit costs, on the 64 and the 128 cloth, for chapter 12 in
# the scene's order and by particle and for the three substep solvers, from the same file.
$(call book-plot,17-how-fast,visit,results)

# Every solver chapter and Box2D v3 on the articles' scenes at the same cost,
# from the committed comparison of make bench, bench/compare.csv.
$(BOOK_DATA)/17-how-fast/compare.csv: bench/compare.csv
	@mkdir -p $(@D)
	cp $< $@

$(call book-plot,17-how-fast,compare,compare)

# The order a sweep meets the springs in, on a 5 x 5 cloth: where the
# particles are, from chapter 12's program as it builds the cloth (--dump);
# the scene's order from the same program's --springs, and the order by
# particle from the bench that times it, bench_solver-12 --springs with
# order=particles (bench/bench_solver.c sorts the built springs; the
# chapter program has no such switch).
$(call book-dump,17-how-fast,cloth5,--scene cloth --steps 0 --param size=5,12-correction)
$(call book-springs,17-how-fast,scene-order,--scene cloth --steps 0 --param size=5,12-correction)
$(BOOK_DATA)/17-how-fast/by-particle.csv: $(BENCH_DIR)/bench_solver-12 book/figures/17-how-fast.mk
	@mkdir -p $(@D)
	@printf '  %-7s %s\n' springs $@
	$(BOOK_Q)$< --springs cloth 5 1 1 1 order=particles >$@.tmp
	@mv $@.tmp $@
$(call book-plot,17-how-fast,order,cloth5 scene-order by-particle)

# The verdict's runs: the wrecking ball over 3000 steps (50 s), its energy
# above where it was let go, for chapter 11 at 4, 8 and 16 iterations,
# chapter 12 at its own 8 and XPBD at 4 substeps.
$(call book-run,17-how-fast,ball-11-4,--scene wrecking-ball --steps 3000 --param iterations=4,11-warm-start)
$(call book-run,17-how-fast,ball-11-8,--scene wrecking-ball --steps 3000 --param iterations=8,11-warm-start)
$(call book-run,17-how-fast,ball-11-16,--scene wrecking-ball --steps 3000 --param iterations=16,11-warm-start)
$(call book-run,17-how-fast,ball-12-8,--scene wrecking-ball --steps 3000,12-correction)
$(call book-run,17-how-fast,ball-15-4,--scene wrecking-ball --steps 3000 --param substeps=4,15-xpbd)
$(call book-plot,17-how-fast,ball,ball-11-4 ball-11-8 ball-11-16 ball-12-8 ball-15-4)

# What the shuffled order costs as the cloth outgrows a core's cache, from the
# committed run of make bench-sizes (bench/sizes.csv): chapter 13 (the
# scene's order) and chapter 15 (shuffled) on cloths of 32 to 128, several
# rounds. A neighbour on the machine only ever slows a run, so the figure
# takes each solver's fastest run at each size: one row a size.
$(BOOK_DATA)/17-how-fast/sizes-fastest.csv: bench/sizes.csv book/figures/17-how-fast.mk
	@mkdir -p $(@D)
	@printf '  %-7s %s\n' fastest $@
	$(BOOK_Q)awk -F, '/^#/ || $$1 == "size" { next } \
	    !($$1 in a) || $$6 < a[$$1] { a[$$1] = $$6 } !($$1 in b) || $$7 < b[$$1] { b[$$1] = $$7 } \
	    { bytes[$$1] = $$4; cache = $$5 } \
	    END { print "size,scene_bytes,cache_bytes,ch13_ns_per_spring_iteration,ch15_ns_per_spring_iteration,ratio"; \
	          for (s in a) printf "%d,%d,%d,%s,%s,%.4f\n", s, bytes[s], cache, a[s], b[s], b[s] / a[s] }' $< | sort -t, -k1,1n >$@.tmp
	@mv $@.tmp $@
$(call book-plot,17-how-fast,sizes,sizes-fastest)
