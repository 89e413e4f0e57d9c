# Figures of chapter 05 (see "Figures" in book/book.mk for the helpers).

# A sweep of the (Cs, Cd) plane with the program's own headless runs of
# `single` (no gravity, m = 1 kg, Δt = 1/60 s), on a grid that keeps 0.1 away
# from every edge of the triangle Cs > 0, Cd > 0, Cs + 2·Cd < 4 (so each point
# is decided in 300 steps), plus the undamped row Cd = 0, which is an edge.
# The plots read each run's CSV and decide there: see the .gp files.
SWEEP_CS := 0.1 0.3 0.5 0.7 0.9 1.1 1.3 1.5 1.7 1.9 2.1 2.3 2.5 2.7 2.9 3.1 3.3 3.5 3.7 3.9 4.1 4.3 4.5 4.7 4.9
SWEEP_CD := 0.1 0.3 0.5 0.7 0.9 1.1 1.3 1.5 1.7 1.9 2.1 2.3 2.5 2.7 2.9

# From 1 mm out, at rest: the bob never reaches its anchor unless its swing
# grows, so the linear analysis holds wherever it predicts decay.
SWEEP_SMALL := $(foreach cs,$(SWEEP_CS),$(foreach cd,0 $(SWEEP_CD),small-$(cs)-$(cd)))
$(foreach cs,$(SWEEP_CS),$(foreach cd,0 $(SWEEP_CD),$(call book-run,05-coefficients,small-$(cs)-$(cd),--scene single --steps 300 --param stretch=0.001 --param cs=$(cs) --param cd=$(cd))))

# The plane: the derived triangle, the article's [0, 1] square, and the 1 mm
# sweep's verdicts.
$(call book-plot,05-coefficients,plane,$(SWEEP_SMALL))

# How fast the error dies: ρ from the eigenvalues across the triangle, with
# the critical-damping curve, and ρ measured from the 1 mm sweep's runs.
$(call book-plot,05-coefficients,rho,$(SWEEP_SMALL))

# Five pendulums, Cs = 1e-4 to 1, five seconds after they were let go (at ten
# seconds they swing out of phase and the picture no longer reads left to right).
$(call book-screenshot,05-coefficients,soft-to-rigid,--scene soft-to-rigid --steps 300)

# The lesson in one picture: `single` at Cs = 0.1, Cd = 0.05 from 0.5 m out,
# with a bob of 1 kg at 1/60 s, 100 kg at 1/240 s and 0.1 kg at 1/30 s. The
# bob's x is the stretch (anchor at x = −1, rest length 1 m, no gravity).
$(call book-dump,05-coefficients,same-1kg-60,--scene single --steps 60 --param cs=0.1 --param cd=0.05)
$(call book-dump,05-coefficients,same-100kg-240,--scene single --steps 60 --param cs=0.1 --param cd=0.05 --param mass=100 --dt 0.00416666666666667)
$(call book-dump,05-coefficients,same-01kg-30,--scene single --steps 60 --param cs=0.1 --param cd=0.05 --param mass=0.1 --dt 0.0333333333333333)
$(call book-plot,05-coefficients,steps,same-1kg-60 same-100kg-240 same-01kg-30)

# The four ways to rest, one run from each region of the triangle: `single`
# from 0.5 m out for 40 steps (the bob's x is the stretch). Rings: below the
# critical curve, left of Cs + Cd = 2; rings fast: below it, right of the
# line; creeps: above it, left; flips: above it, right.
$(call book-dump,05-coefficients,way-rings,--scene single --steps 40 --param cs=0.2 --param cd=0.1)
$(call book-dump,05-coefficients,way-fast,--scene single --steps 40 --param cs=2.5 --param cd=0.3)
$(call book-dump,05-coefficients,way-creeps,--scene single --steps 40 --param cs=0.1 --param cd=1)
$(call book-dump,05-coefficients,way-flips,--scene single --steps 40 --param cs=1.5 --param cd=1.2)
$(call book-plot,05-coefficients,ways,way-rings way-fast way-creeps way-flips)
