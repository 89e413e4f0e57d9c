# Figures of chapter 13 (see "Figures" in book/book.mk for the helpers).

# The same 8 sweeps a step spent four ways, S substeps × N sweeps: the
# wrecking ball's chain as each leaves it after 80 steps (1.3 s), as the
# ball first swings through the bottom.
BALL_SPLITS := 1x8 2x4 4x2 8x1
$(foreach split,$(BALL_SPLITS),$(call book-dump,13-substeps,ball-$(split),--scene wrecking-ball --solver small-steps --steps 80 --param substeps=$(word 1,$(subst x, ,$(split))) --param iterations=$(word 2,$(subst x, ,$(split)))))
$(call book-plot,13-substeps,equal,$(foreach split,$(BALL_SPLITS),ball-$(split)))

# The string's mean stretch at 2, 4, 8 and 16 substeps of one sweep, and at
# 8 substeps of 2 and 4 sweeps: each doubling of the substeps divides it by four,
# each doubling of the sweeps by two.
STRING_SPLITS := 2x1 4x1 8x1 16x1 8x2 8x4
$(foreach split,$(STRING_SPLITS),$(call book-run,13-substeps,string-$(split),--scene string --solver small-steps --steps 1200 --param substeps=$(word 1,$(subst x, ,$(split))) --param iterations=$(word 2,$(subst x, ,$(split)))))
$(call book-plot,13-substeps,square,$(foreach split,$(STRING_SPLITS),string-$(split)))

# The wrecking ball after 130 steps (2.2 s), the pair at the program's
# defaults, the balls past the bottom: the same 8 sweeps a step, in one step
# (left, its energy above its start, its chain kinked) and in small steps.
$(call book-screenshot,13-substeps,ball,--scene wrecking-ball --steps 130)

# The accordion and the alternating mode, drawn on the scenes as built (step
# 0, gravity off): the cloth 5 × 5 and the rope of 7 particles.
$(call book-dump,13-substeps,modes-cloth,--scene cloth --steps 1 --param size=5 --param gravity=0)
$(call book-dump,13-substeps,modes-rope,--scene rope --steps 1 --param size=7 --param gravity=0)
$(call book-plot,13-substeps,modes,modes-cloth modes-rope)
