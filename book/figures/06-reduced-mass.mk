# Figures of chapter 06 (see "Figures" in book/book.mk for the helpers).

# The spinning pair's settled stretch against θ0 = spin·Δt, the turn per step it
# starts with (spin is the `spin` parameter). One run per point, each long enough to settle
# (the slowest, at Cs = Cd = 1/2, to rounding within 100 steps): at
# Cs = Cd = 1 with Δt = 1/60 s at several spins, and at Δt = 1/30 s and 1/120 s
# to show that only the product counts; and at Cs = Cd = 1/2.
$(foreach w,2 5 10 20 30 45 60,$(call book-run,06-reduced-mass,dt60-spin$(w),--scene spinning --steps 300 --param spin=$(w)))
$(foreach w,10 20 30,$(call book-run,06-reduced-mass,dt30-spin$(w),--scene spinning --steps 300 --dt 0.0333333333333333 --param spin=$(w)))
$(foreach w,20 40 80,$(call book-run,06-reduced-mass,dt120-spin$(w),--scene spinning --steps 300 --dt 0.00833333333333333 --param spin=$(w)))
$(foreach w,5 10 20 30 45 60,$(call book-run,06-reduced-mass,half-spin$(w),--scene spinning --steps 300 --param spin=$(w) --param cs=0.5 --param cd=0.5))
$(call book-plot,06-reduced-mass,spinning,$(foreach w,2 5 10 20 30 45 60,dt60-spin$(w)) $(foreach w,10 20 30,dt30-spin$(w)) $(foreach w,20 40 80,dt120-spin$(w)) $(foreach w,5 10 20 30 45 60,half-spin$(w)))

# The string hanging after ten seconds.
$(call book-screenshot,06-reduced-mass,string,--scene string --steps 600)

# The idea of the spinning pair's stretch: two consecutive steps of the
# settled orbit at spin=60 (one turn of about 0.67 rad
# a step), the second's end b measured along the first's axis.
$(call book-dump,06-reduced-mass,spin-axis,--scene spinning --steps 101 --param spin=60)
$(call book-plot,06-reduced-mass,axis,spin-axis)

# The lesson in one picture: the dumbbell (1 and 10 kg, 0.5 m stretched, let
# go at rest) at steps 0 to 3, from a --dump.
$(call book-dump,06-reduced-mass,dumbbell,--scene dumbbell --steps 3)
$(call book-plot,06-reduced-mass,dumbbell,dumbbell)
