# Figures of chapter 04 (see "Figures" in book/book.mk for the helpers).

# The distance error per step of `single` (a 1 m spring pulled 0.5 m out and
# let go, m = 1 kg, Δt = 1/60 s, no gravity): chapter 04's one-loop spring
# against chapter 03's program at its default stiffness k = 20 N/m, once with
# its default damper c = 1 N·s/m and once at the critical
# damper of its step, c = 2·sqrt(k·m) − k·Δt = 8.611 N·s/m (chapter 04's
# "Why it never rings"). k and c are given explicitly so that the
# caption holds if chapter 03's defaults change.
$(call book-run,04-one-loop,single,--scene single --steps 300)
$(call book-run,04-one-loop,ch03-c1,--scene single --steps 300 --param k=20 --param c=1,03-symplectic)
$(call book-run,04-one-loop,ch03-critical,--scene single --steps 300 --param k=20 --param c=8.61093857,03-symplectic)
$(call book-plot,04-one-loop,error,single ch03-c1 ch03-critical)

# The pendulum's stretch over its first two swings, against what the text
# derives from each row's speed and height.
$(call book-run,04-one-loop,pendulum,--scene pendulum --steps 300)
$(call book-plot,04-one-loop,pendulum,pendulum)

# The pendulum a little after it is let go, swinging down on its one-loop spring
# (the appendix Measurements, chapter 04: why its energy reads below zero).
$(call book-screenshot,04-one-loop,swing,--scene pendulum --steps 25)

# The page's screenshot: `masses` one step after it was let go. All three bobs
# (0.1, 1 and 10 kg) are at rest length (max stretch 0 %), and the status line
# still reads the whole starting energy, 4995 J, as motion.
$(call book-screenshot,04-one-loop,masses,--scene masses --steps 1)
