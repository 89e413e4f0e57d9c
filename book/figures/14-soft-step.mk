# Figures of chapter 14 (see "Figures" in book/book.mk for the helpers).

# The wrecking ball at the program's defaults (Box2D's) over its first 480
# steps (8 s), its energy count: warm-started without relax, with one relax
# sweep, and without the warm start, with one relax sweep or none: the
# page's test of the hypothesis.
$(call book-run,14-soft-step,count-r0,--scene wrecking-ball --steps 480 --param relax=0)
$(call book-run,14-soft-step,count-r1,--scene wrecking-ball --steps 480)
$(call book-run,14-soft-step,count-c1,--scene wrecking-ball --steps 480 --param warmstart=0)
$(call book-run,14-soft-step,count-c0,--scene wrecking-ball --steps 480 --param warmstart=0 --param relax=0)
$(call book-plot,14-soft-step,warm,count-r0 count-r1 count-c1 count-c0)

# The same three runs over 600 steps (10 s), dumped to weigh their energy
# at the spring's stiffness where each swing ends (the appendix).
$(call book-dump,14-soft-step,ends-r0,--scene wrecking-ball --steps 600 --param relax=0)
$(call book-dump,14-soft-step,ends-r1,--scene wrecking-ball --steps 600)
$(call book-dump,14-soft-step,ends-c1,--scene wrecking-ball --steps 600 --param warmstart=0)
$(call book-plot,14-soft-step,ends,ends-r0 ends-r1 ends-c1)

# The wrecking ball at the program's defaults (4 substeps of one sweep,
# ζ = 2, the whole warm start) over 3000 steps (50 s), at the frequencies
# below and 0, 1, 2 or 4 relax sweeps: where the energy starts to rise
# moves up with the relax sweeps. The grid holds each edge's bracket that
# the page's caption checks.
SOFT_HERTZ := 40 50 54 56 60 65 70 75 79 80 85 90 95 96 97 100 110 120 124 125 130 140 160
SOFT_RELAX := 0 1 2 4
$(foreach relax,$(SOFT_RELAX),$(foreach hertz,$(SOFT_HERTZ),$(call book-run,14-soft-step,relax$(relax)-$(hertz),--scene wrecking-ball --steps 3000 --param hertz=$(hertz) --param relax=$(relax))))
$(call book-plot,14-soft-step,relax,$(foreach relax,$(SOFT_RELAX),$(foreach hertz,$(SOFT_HERTZ),relax$(relax)-$(hertz))))

# The ball at 8 substeps of one sweep, ζ = 1, 240 Hz, over time (the
# appendix): one relax sweep, four, and one without the warm start.
$(call book-run,14-soft-step,s8-relax1-240,--scene wrecking-ball --steps 3000 --param substeps=8 --param zeta=1 --param hertz=240 --param relax=1)
$(call book-run,14-soft-step,s8-relax4-240,--scene wrecking-ball --steps 3000 --param substeps=8 --param zeta=1 --param hertz=240 --param relax=4)
$(call book-run,14-soft-step,cold-240,--scene wrecking-ball --steps 3000 --param substeps=8 --param zeta=1 --param hertz=240 --param warmstart=0)
$(call book-plot,14-soft-step,energy,s8-relax1-240 s8-relax4-240 cold-240)

# The pair on the wrecking ball at the program's defaults after 260 steps,
# as the balls swing back up: the violet chain stretched 47 %, the teal 9.8 %.
$(call book-screenshot,14-soft-step,ball,--scene wrecking-ball --steps 260)

# The late bias (no run): a link's on-time pull and its pull a lag late,
# drawn from the page's first-order algebra with the lag made visible.
$(call book-plot,14-soft-step,late,)
