# Figures of chapter 09 (see "Figures" in book/book.mk for the helpers).

# The largest stable uniform coefficient: the rope (20 particles) and the mesh
# (10 × 10) with the rule off and every spring at Cs = Cd = C, for C from 0.10
# to 1.00 in steps of 0.05, 2000 steps each (the test
# many_springs::largest_stable_coefficient_against_the_rule bisects the same
# runs).
CMAX_VALUES := $(shell seq -f %.2f 0.10 0.05 1.00)
$(foreach c,$(CMAX_VALUES),$(call book-run,09-many-springs,rope-$(c),--scene rope --steps 2000 --param rule=0 --param cs=$(c) --param cd=$(c)))
$(foreach c,$(CMAX_VALUES),$(call book-run,09-many-springs,mesh-$(c),--scene mesh --steps 2000 --param rule=0 --param cs=$(c) --param cd=$(c)))
$(call book-plot,09-many-springs,cmax,$(foreach c,$(CMAX_VALUES),rope-$(c) mesh-$(c)))

# The suspension bridge five seconds after it is let go, at the rule's
# coefficients; and the wrecking ball, its chain stretched by the ball.
$(call book-screenshot,09-many-springs,bridge,--scene bridge --steps 300)
$(call book-screenshot,09-many-springs,wrecking-ball,--scene wrecking-ball --steps 300)
