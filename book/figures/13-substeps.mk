# Figures of chapter 13 (see "Figures" in book/book.mk for the helpers).

# The same 8 sweeps a step, spent two ways: the wrecking ball's worst link
# over 3000 steps, the sequential world (all 8 in one step) and the small
# steps (8 substeps of one sweep), each alone at the program's defaults.
$(call book-run,13-substeps,ball-one-step,--scene wrecking-ball --solver sequential --steps 3000)
$(call book-run,13-substeps,ball-small-steps,--scene wrecking-ball --solver small-steps --steps 3000)
$(call book-plot,13-substeps,equal,ball-one-step ball-small-steps)

# The string's mean stretch at 2, 4, 8 and 16 substeps of one sweep, and at
# 8 substeps of 2 sweeps: each doubling of the substeps divides it by four,
# each doubling of the sweeps by two.
STRING_SPLITS := 2x1 4x1 8x1 16x1 8x2
$(foreach split,$(STRING_SPLITS),$(call book-run,13-substeps,string-$(split),--scene string --solver small-steps --steps 1200 --param substeps=$(word 1,$(subst x, ,$(split))) --param iterations=$(word 2,$(subst x, ,$(split)))))
$(call book-plot,13-substeps,square,$(foreach split,$(STRING_SPLITS),string-$(split)))

# The wrecking ball after 30 s (1800 steps), the pair at the program's
# defaults: the same 8 sweeps a step, in one step (left) and in small steps.
$(call book-screenshot,13-substeps,ball,--scene wrecking-ball --steps 1800)
