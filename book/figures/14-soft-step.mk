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

# The wrecking ball at 8 substeps of one sweep, ζ = 1, the whole warm start,
# over 3000 steps (50 s), at the frequencies below and 1, 2 or 4 relax
# sweeps: where the energy starts to rise moves up with the relax sweeps.
SOFT_HERTZ := 60 90 120 140 160 180 200 240 300 360
SOFT_RELAX := 1 2 4
$(foreach relax,$(SOFT_RELAX),$(foreach hertz,$(SOFT_HERTZ),$(call book-run,14-soft-step,relax$(relax)-$(hertz),--scene wrecking-ball --steps 3000 --param substeps=8 --param zeta=1 --param hertz=$(hertz) --param relax=$(relax))))
$(call book-plot,14-soft-step,relax,$(foreach relax,$(SOFT_RELAX),$(foreach hertz,$(SOFT_HERTZ),relax$(relax)-$(hertz))))

# The same ball at 240 Hz over time: one relax sweep, four, and one without
# the warm start.
$(call book-run,14-soft-step,cold-240,--scene wrecking-ball --steps 3000 --param substeps=8 --param zeta=1 --param hertz=240 --param warmstart=0)
$(call book-plot,14-soft-step,energy,relax1-240 relax4-240 cold-240)

# The pair on the wrecking ball at the program's defaults after 260 steps,
# as the balls swing back up: the violet chain stretched 47 %, the teal 9.8 %.
$(call book-screenshot,14-soft-step,ball,--scene wrecking-ball --steps 260)
