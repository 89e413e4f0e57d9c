# Figures of chapter 07 (see "Figures" in book/book.mk for the helpers).
#
# book-run saves a run's CSV; the angles and angular velocities are in the
# dump, so these runs also write --dump next to it, into the same directory,
# as RUN-dump.csv. It is made by the same command as RUN.csv, so a plot that
# depends on RUN.csv finds it.
07-DATA := $(BOOK_DATA)/07-angular

# The clock wound three turns and let go: its angle against time, through
# every multiple of 2π, against the derived θ_n = ρ^n·(A·cos nφ + B·sin nφ),
# and its end magnified: the crossing at step 333 and the overshoot.
# Beside it, what a coil that wraps its winding into (−π, π] does when wound
# 2.6 turns: it reads −0.4 turn, and from there steps exactly as this clock
# wound −0.4 turn (the wrapped winding stays inside (−π, π] on the way), so
# the plot draws that run three turns up: the wheel is wound on to 3 turns.
$(call book-run,07-angular,clock,--scene clock --steps 600 --dump $(07-DATA)/clock-dump.csv)
$(call book-dump,07-angular,clock-wrapped,--scene clock --steps 600 --param turns=-0.4)
$(call book-plot,07-angular,clock,clock clock-wrapped)

# A picture of an idea, drawn from formulas (only k is read from the clock's
# run): the energy of a coil that wraps its winding, a row of parabolas,
# against the true coil's one parabola.
$(call book-plot,07-angular,wrap,clock)

# The wheels trading their spin for ten seconds: each wheel's θ̇ (omega) from the dump,
# and Σ I·θ̇, the angular_momentum column of the CSV.
$(call book-run,07-angular,wheels,--scene wheels --steps 600 --dump $(07-DATA)/wheels-dump.csv)
$(call book-plot,07-angular,wheels,wheels)

# The clock wound, as it starts.
$(call book-screenshot,07-angular,wound,--scene clock --steps 0)
