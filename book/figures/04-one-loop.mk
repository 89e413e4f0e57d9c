# Figures of chapter 04 (see "Figures" in book/book.mk for the helpers).

# The distance error per step of `single` (a 1 m spring pulled 0.5 m out and
# let go, m = 1 kg, Δt = 1/60 s, no gravity): chapter 04's one-loop spring
# against chapter 03's program twice: at the same stiffness k = 3600 N/m with
# half the damper, c = 30 N·s/m, and at its default stiffness k = 20 N/m
# with the critical damper of its step, c = 2·sqrt(k·m) − k·Δt = 8.611 N·s/m
# (the page derives it). At k = 3600 that step-critical damper is 60 N·s/m,
# the one-loop spring itself. k and c are given explicitly so that the
# caption holds if chapter 03's defaults change.
$(call book-run,04-one-loop,single,--scene single --steps 300)
$(call book-run,04-one-loop,ch03-half,--scene single --steps 300 --param k=3600 --param c=30,03-symplectic)
$(call book-run,04-one-loop,ch03-critical,--scene single --steps 300 --param k=20 --param c=8.61093857,03-symplectic)
$(call book-plot,04-one-loop,error,single ch03-half ch03-critical)

# The pendulum's stretch over its first two swings, against what the text
# derives from each row's speed and height.
$(call book-run,04-one-loop,pendulum,--scene pendulum --steps 300)
$(call book-plot,04-one-loop,pendulum,pendulum)

# The page's screenshot: the pendulum a little after it is let go, swinging
# down on its one-loop spring like a rod (0.395 % stretched). The appendix
# Measurements shows it too, under chapter 04: why its energy reads below zero.
# (`masses` one step in was the screenshot before: three bobs at rest length,
# which a still picture cannot tell from three that never moved.)
$(call book-screenshot,04-one-loop,swing,--scene pendulum --steps 25)

# The idea as a picture: `single` at steps 0, 1 and 2, drawn from the
# program's own positions and velocities. Stretched and still; at rest
# length and moving at the speed that covered the stretch; at rest.
$(call book-dump,04-one-loop,frames,--scene single --steps 2)
$(call book-plot,04-one-loop,frames,frames)
