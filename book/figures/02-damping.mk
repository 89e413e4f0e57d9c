# Figures of chapter 02 (see "Figures" in book/book.mk for the helpers).

# The stable band of one damped spring, κ < γ < 2 + κ/2, that is
# k·dt < c < 2m/dt + k·dt/2. k = 1800 N/m with m = 1 kg and dt = 1/60 s makes
# κ = 0.5, as in the tests, so the edges are c = 30 and c = 135 N·s/m. The
# runs sit 3 % inside and 3 % outside the upper edge; the bob starts 1 mm out
# so that the run outside stays within 0.45 m of rest length (linear) for
# its 110 steps. The roots figure draws the step's eigenvalues against the
# unit circle as c grows and marks the velocity ratio of these two runs; the
# upper figure shows their velocities changing sign at every step.
$(call book-run,02-damping,upper-in,--scene single --steps 110 --param k=1800 --param c=130.95 --param stretch=0.001)
$(call book-run,02-damping,upper-out,--scene single --steps 110 --param k=1800 --param c=139.05 --param stretch=0.001)
$(call book-plot,02-damping,roots,upper-in upper-out)
$(call book-plot,02-damping,upper,upper-in upper-out)

# The spinning box: dampers alone (c = 1 and 10) cannot stop explicit Euler
# from spinning it up; drag stops everything, spin included; drag without
# dampers loses to the box's stiffest vibration.
$(call book-run,02-damping,box-c1,--scene box --steps 2200 --param c=1)
$(call book-run,02-damping,box-c10,--scene box --steps 2200 --param c=10)
$(call book-run,02-damping,box-c1-drag,--scene box --steps 2200 --param c=1 --param drag=0.01)
$(call book-run,02-damping,box-c0-drag,--scene box --steps 2200 --param c=0 --param drag=0.01)
$(call book-plot,02-damping,box,box-c1 box-c10 box-c1-drag box-c0-drag)

# Damper against drag on a falling box: the box scene with gravity turned on
# (the dampers at their default c = 1 in every run). The dampers leave the
# box's centre in free fall; drag caps its speed at g·dt·(1 − χ)/χ, a speed
# set by the time step: halve dt and it halves. Ten simulated seconds each.
$(call book-run,02-damping,fall-damper,--scene box --steps 600 --param gravity=9.81)
$(call book-run,02-damping,fall-drag60,--scene box --steps 600 --param gravity=9.81 --param drag=0.01)
$(call book-run,02-damping,fall-drag120,--scene box --steps 1200 --dt 0.008333333333333333 --param gravity=9.81 --param drag=0.01)
$(call book-plot,02-damping,fall,fall-damper fall-drag60 fall-drag120)

# The window's view of the box after 700 steps of spinning up at the defaults.
$(call book-screenshot,02-damping,box,--scene box --steps 700)

# The (κ, γ) plane: the stable triangle κ < γ < 2 + κ/2, critical damping
# γ = 2√κ dashed inside it, and a few of the
# program's own runs of `single` on either side of each edge. At Δt = 0.1 s
# and m = 1 kg, κ = k/100 and γ = c/10, so the whole plane fits the sliders'
# ranges (c ≤ 200 N·s/m); the points are written k:c. Each run starts 1 mm
# out and takes 300 steps; every point is far enough from an edge that
# ρ ≤ 0.94 or ρ ≥ 1.14, so 300 steps decide it (see the .gp file for the
# verdict).
PLANE_POINTS := 50:0 50:2 50:8 50:14 50:20 50:25.5 125:9.5 125:16 125:23 \
    125:29.5 200:0 200:17 200:23 200:27 200:33 275:24.5 275:29.5 275:32 \
    275:37 350:32 350:36.25 350:40.5 425:35 425:42.5 425:50
PLANE_RUNS := $(foreach p,$(PLANE_POINTS),plane-$(subst :,-,$(p)))
$(foreach p,$(PLANE_POINTS),$(call book-run,02-damping,plane-$(subst :,-,$(p)),--scene single --steps 300 --dt 0.1 --param stretch=0.001 --param k=$(word 1,$(subst :, ,$(p))) --param c=$(word 2,$(subst :, ,$(p)))))
$(call book-plot,02-damping,plane,$(PLANE_RUNS))

# The box's spin θ̇ against the step, read from its corners' positions and
# velocities, with the dampers at c = 1 (the default, the screenshot's) and
# c = 10 N·s/m: explicit Euler spins it up either way.
$(call book-dump,02-damping,spin-c1,--scene box --steps 700 --param c=1)
$(call book-dump,02-damping,spin-c10,--scene box --steps 700 --param c=10)
$(call book-plot,02-damping,spin,spin-c1 spin-c10)

# The same spin at the default damper alone: the chapter page's picture.
$(call book-plot,02-damping,spinup,spin-c1)

# What a step does to states (no run): the tests' stiffer spring, k = 1800
# N/m, just past the upper edge at c = 139 N·s/m, its matrix applied to a
# ring of states; on the two eigenvectors' lines the step only scales.
$(call book-plot,02-damping,eigen,)
