# Figures of chapter 11 (see "Figures" in book/book.mk for the helpers).

# The girder at rest: the sequential solver alone, 3000 steps (50 s: it has
# settled, but for the warm starts at one iteration), at 1 to 64
# iterations, cold (warmstart 0) and warm-started at 1 by the article's rule
# and by both signs. The plot reads each run's last row. (The total never
# settles on the girder at these iterations; the appendix Measurements says
# so in words.) The plot is shown in that appendix, under chapter 11.
WARM_ITERATIONS := 1 2 4 8 16 32 64
WARM_CASES := cold article both-signs
warm-param = $(if $(filter cold,$(1)),--param warmstart=0,--param warm_rule=$(1))
$(foreach w,$(WARM_CASES),$(foreach i,$(WARM_ITERATIONS),$(call book-run,11-warm-start,girder-$(w)-$(i),--scene girder --solver sequential --steps 3000 --param iterations=$(i) $(call warm-param,$(w)))))
$(call book-plot,11-warm-start,girder,$(foreach w,$(WARM_CASES),$(foreach i,$(WARM_ITERATIONS),girder-$(w)-$(i))))

# The girder at rest (3000 steps, 50 s: it has settled), the sequential
# solver alone at the program's defaults, warm-started at 1 by the
# article's rule: the page's screenshot.
$(call book-screenshot,11-warm-start,girder-warm,--scene girder --solver sequential --steps 3000)

# The same two girders at rest drawn over each other to scale, from --dump
# runs of the sequential world alone (the page's cold against warm).
$(call book-dump,11-warm-start,shape-cold,--scene girder --solver sequential --param warmstart=0 --steps 3000)
$(call book-dump,11-warm-start,shape-warm,--scene girder --solver sequential --steps 3000)
$(call book-plot,11-warm-start,sag,shape-cold shape-warm)

# The warm start's projection: a one-link rope (size 2: the anchor and a bob
# of 1 kg) swinging down, with a long step so that its axis turns far in one,
# cold, so that what it keeps (the step's corrections) is all it applied in a
# step. (A lone spring's path is the same warm-started: the page says why.)
# The plot is shown in the appendix Measurements, under chapter 11.
$(call book-dump,11-warm-start,projection,--scene rope --param size=2 --solver sequential --param warmstart=0 --dt 0.05 --steps 6)
$(call book-plot,11-warm-start,projection,projection)

# At rest, cold and warm-started by the program's default rule, the bridge
# (every member pulls) beside the girder (its lower chord pushes), at 2 to 64
# iterations. The girder's runs are those of the figure above; the bridge's
# are made here. (At one iteration neither settles warm-started: left out.)
REST_ITERATIONS := 2 4 8 16 32 64
$(foreach w,cold article,$(foreach i,$(REST_ITERATIONS),$(call book-run,11-warm-start,bridge-$(w)-$(i),--scene bridge --solver sequential --steps 3000 --param iterations=$(i) $(call warm-param,$(w)))))
$(call book-plot,11-warm-start,rest,$(foreach s,bridge girder,$(foreach w,cold article,$(foreach i,$(REST_ITERATIONS),$(s)-$(w)-$(i)))))

# One step at rest, drawn from the page's derivation at U = 0.8 and beta = 1
# (no run): the warm start, the corrections, the load and what is missing.
$(call book-plot,11-warm-start,step,)
