# Figures of chapter 12 (see "Figures" in book/book.mk for the helpers).

# The band that holds: the same wrecking ball, 10,000 steps, correction from
# 0.05 to 1 in steps of 0.05, with warm start (chapter 12's default) and
# without (chapter 10's solver): the energy gained and the mean stretch.
BAND_CORRECTIONS := $(shell seq -f %.2f 0.05 0.05 1.00)
$(foreach w,0 1,$(foreach c,$(BAND_CORRECTIONS),$(call book-run,12-correction,band-$(w)-$(c),--scene wrecking-ball --solver sequential --steps 10000 --param warmstart=$(w) --param correction=$(c))))
$(call book-plot,12-correction,band,$(foreach w,0 1,$(foreach c,$(BAND_CORRECTIONS),band-$(w)-$(c))))

# The sequential wrecking ball's chain after 30 s (1800 steps) at the
# program's defaults but the correction, 1 and 0.6, drawn from its particles'
# positions (the window's view, 100 m wide, is too coarse for a 4.5 m chain).
$(call book-dump,12-correction,chain-1,--scene wrecking-ball --solver sequential --steps 1800 --param correction=1)
$(call book-dump,12-correction,chain-0.6,--scene wrecking-ball --solver sequential --steps 1800 --param correction=0.6)
$(call book-plot,12-correction,chains,chain-1 chain-0.6)

# One sweep down a stretched chain, from the page's recurrence (no run).
$(call book-plot,12-correction,sweep,)

# The window on the sequential wrecking ball at the default correction, 0.6,
# 2 s (120 steps) after it was let go, as it swings through the bottom: the
# chain kinked and stretched, the energy below its start.
$(call book-screenshot,12-correction,ball,--scene wrecking-ball --solver sequential --steps 120)

# The edge against K: the wrecking ball over 3000 steps (the length
# test_stiffness.c uses; 10,000 put the edge at the same K), warm-started as by
# default, at 3, 4, 8, 16 and 64 iterations, each at the corrections that make
# K = N c/(2 - c) = 2 to 5: c = 2K/(N + K), a run only where c <= 1 (three
# and four iterations end at full correction, K = N). One awk call makes the
# list, RUN:CORRECTION, with RUN = edge-N-K.
EDGE_RUNS := $(shell awk 'BEGIN { split("3 4 8 16 64", n, " "); split("2 2.5 3 3.25 3.5 3.75 4 4.5 5", k, " "); for (i = 1; i <= 5; i++) for (j = 1; j <= 9; j++) { c = 2 * k[j] / (n[i] + k[j]); if (c <= 1) printf "edge-%s-%s:%.17g ", n[i], k[j], c } }')
edge-run = $(word 1,$(subst :, ,$(1)))
edge-iterations = $(word 2,$(subst -, ,$(call edge-run,$(1))))
$(foreach r,$(EDGE_RUNS),$(call book-run,12-correction,$(call edge-run,$(r)),--scene wrecking-ball --solver sequential --steps 3000 --param iterations=$(call edge-iterations,$(r)) --param correction=$(word 2,$(subst :, ,$(r)))))
$(call book-plot,12-correction,edge,$(foreach r,$(EDGE_RUNS),$(call edge-run,$(r))))
