# Figures of chapter 11 (see "Figures" in book/book.mk for the helpers).

# The girder at rest: the sequential solver alone, 3000 steps (50 s: it has
# settled, but for the warm starts at one iteration), at 1 to 64
# iterations, cold (warmstart 0) and warm-started at 1 by the article's rule
# and by both signs. The plot reads each run's last row. (The total never
# settles on the girder at these iterations; the page says so in words.)
WARM_ITERATIONS := 1 2 4 8 16 32 64
WARM_CASES := cold article both-signs
warm-param = $(if $(filter cold,$(1)),--param warmstart=0,--param warm_rule=$(1))
$(foreach w,$(WARM_CASES),$(foreach i,$(WARM_ITERATIONS),$(call book-run,11-warm-start,girder-$(w)-$(i),--scene girder --solver sequential --steps 3000 --param iterations=$(i) $(call warm-param,$(w)))))
$(call book-plot,11-warm-start,girder,$(foreach w,$(WARM_CASES),$(foreach i,$(WARM_ITERATIONS),girder-$(w)-$(i))))

# The twins at the program's defaults (warm start 1, the article's rule):
# the girder after 10 s.
$(call book-screenshot,11-warm-start,girder,--scene girder --steps 600)

# The warm start's projection: a one-link rope (size 2: the anchor and a bob
# of 1 kg) swinging down, with a long step so that its axis turns far in one,
# by the total rule, so that what it keeps is all it applied in a step.
$(call book-dump,11-warm-start,projection,--scene rope --param size=2 --solver sequential --param warm_rule=total --dt 0.05 --steps 6)
$(call book-plot,11-warm-start,projection,projection)
