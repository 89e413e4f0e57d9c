# Figures of chapter 03 (see "Figures" in book/book.mk for the helpers).

# The undamped `single` spring (c = 0) at the defaults (k = 20 N/m, m = 1 kg,
# Δt = 1/60 s, so κ = 1/180), stepped by chapter 02's explicit Euler (with
# c = 0 and no drag it is chapter 01's integrator) and by this chapter's
# symplectic Euler.
# 240 steps (4 s): explicit Euler's swing passes through the anchor at step
# 290, where the spring's axis flips and the one-dimensional energy law stops
# holding.
$(call book-run,03-symplectic,explicit,--scene single --steps 240 --param c=0,02-damping)
$(call book-run,03-symplectic,symplectic,--scene single --steps 240 --param c=0)
$(call book-plot,03-symplectic,energy,explicit symplectic)

# Symplectic Euler's energy close up, at k = 20 and k = 80 N/m (κ = 1/180 and
# 1/45), against the band the text derives: 1/(1 + ω·Δt/2) to 1/(1 − ω·Δt/2)
# of the start, where ω·Δt = √κ.
$(call book-run,03-symplectic,symplectic-k80,--scene single --steps 240 --param c=0 --param k=80)
$(call book-plot,03-symplectic,band,symplectic symplectic-k80)

# The C++ string article's string (k = 8000 N/m, m = 0.05 kg) with no damper
# (c = 0: the scene's default is c = 1 N·s/m, and this chapter is about the
# undamped spring) for 10 s at three time steps: 1/60 s, and just above and
# just below the chain's limit Δt < sqrt(m/k) = 2.5 ms. A run that diverges
# stops where it does. 2.52 ms is the zigzag figure's "just past": a spring
# passes twice its rest length at 0.24 s, and the run diverges at 4.7 s.
# 1 ms, well inside (the screenshot's step), is drawn under 2.3 ms as a grey
# band: the stretch the fall and the swing give at any small step, which
# 2.3 ms follows.
$(call book-run,03-symplectic,string-60hz,--scene string --steps 600 --param c=0)
$(call book-run,03-symplectic,string-2.52ms,--scene string --steps 3969 --dt 0.00252 --param c=0)
$(call book-run,03-symplectic,string-2.3ms,--scene string --steps 4348 --dt 0.0023 --param c=0)
$(call book-run,03-symplectic,string-1ms,--scene string --steps 10000 --dt 0.001 --param c=0)
$(call book-plot,03-symplectic,string,string-60hz string-2.52ms string-2.3ms string-1ms)

# The undamped string at Δt = 1 ms after 1,000 steps (1 s): fallen and folded
# about its middle node in one piece. (The test
# string::holds_at_dt_one_thousandth_for_ten_seconds checks it at 10 s, when
# its ripples have crumpled it too finely for the window to show much.)
$(call book-screenshot,03-symplectic,string,--scene string --dt 0.001 --steps 1000 --param c=0)

# The zigzag mode: the string at Δt = 2.3 ms (κ = 0.846), with c = 2 N·s/m
# (κ + 2γ = 1.03, past the zigzag's edge κ + 2γ < 1; root −1.25) and without
# a damper (inside). Positions of every node for 101 steps; the plot draws
# how far each node has moved along the string from its start, at steps
# 100 and 101, just before the damped string tears (a spring passes twice
# its rest length at step 103).
$(call book-dump,03-symplectic,zigzag-c2,--scene string --dt 0.0023 --steps 101 --param c=2)
$(call book-dump,03-symplectic,zigzag-c0,--scene string --dt 0.0023 --steps 101 --param c=0)
$(call book-plot,03-symplectic,zigzag,zigzag-c2 zigzag-c0)

# The zigzag mode without a damper, the chapter's picture of why the string
# needs tiny steps: the string at Δt = 2.52 ms, just past its limit
# Δt < sqrt(m/k) = 2.5 ms (κ = 1.016, the zigzag's 4κ = 4.06 > 4; root −1.29),
# steps 84 and 85, when the zigzag is tens of millimetres but not yet
# tearing the string (its largest stretch passes its rest length at step 88), against
# zigzag-c0 (Δt = 2.3 ms, inside) at the same moment, its step 92.
$(call book-dump,03-symplectic,zigzag-edge,--scene string --dt 0.00252 --steps 85 --param c=0)
$(call book-plot,03-symplectic,zigzag-edge,zigzag-edge zigzag-c0)

# The phase plane: the bob's state (√κ·x, u) after each step, at k = 900 N/m
# (κ = 1/4, so the tilt is easy to see) from 1 mm out, in millimetres. Explicit
# Euler (chapter 02's program with c = 0) spirals out by √(1 + κ) a step;
# symplectic Euler's points all lie on the tilted ellipse Q = constant.
$(call book-dump,03-symplectic,phase-explicit,--scene single --steps 12 --param k=900 --param c=0 --param stretch=0.001,02-damping)
$(call book-dump,03-symplectic,phase-symplectic,--scene single --steps 100 --param k=900 --param c=0 --param stretch=0.001)
$(call book-plot,03-symplectic,phase,phase-explicit phase-symplectic)
