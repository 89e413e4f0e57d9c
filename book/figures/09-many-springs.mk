# Figures of chapter 09 (see "Figures" in book/book.mk for the helpers).

# What each uniform coefficient does (the energy falls, climbs, or the scene
# blows up; the .gp says how each is read): the rope (20 particles), the mesh
# (10 × 10) and the cloth (32 × 32) with the rule off and every spring at
# Cs = Cd = C, for C from 0.10 to 1.00 in steps of 0.05 and at the edges the
# page and the appendix quote (0.29, 0.52, 0.68, 0.82, 0.84), 2000 steps each (the
# test many_springs::largest_stable_coefficient_against_the_rule scans the
# same runs for the rope and the mesh, in steps of 0.02).
CMAX_VALUES := $(sort $(shell seq -f %.2f 0.10 0.05 1.00) 0.29 0.52 0.68 0.82 0.84)
CMAX_SCENES := rope mesh cloth
$(foreach s,$(CMAX_SCENES),$(foreach c,$(CMAX_VALUES),$(call book-run,09-many-springs,$(s)-$(c),--scene $(s) --steps 2000 --param rule=0 --param cs=$(c) --param cd=$(c))))
$(call book-plot,09-many-springs,cmax,$(foreach s,$(CMAX_SCENES),$(foreach c,$(CMAX_VALUES),$(s)-$(c))))

$(call book-screenshot,09-many-springs,wrecking-ball,--scene wrecking-ball --steps 300)

# The fastest modes, drawn on the scenes as built (step 0, gravity off): the
# rope (6 particles), the mesh and the cloth (4 × 4).
$(call book-dump,09-many-springs,modes-rope,--scene rope --steps 1 --param size=6 --param gravity=0)
$(call book-dump,09-many-springs,modes-mesh,--scene mesh --steps 1 --param size=4 --param gravity=0)
$(call book-dump,09-many-springs,modes-cloth,--scene cloth --steps 1 --param size=4 --param gravity=0)
$(call book-plot,09-many-springs,modes,modes-rope modes-mesh modes-cloth)

# The rope's zigzag alone, for the page's derivation (the same dump).
$(call book-plot,09-many-springs,zigzag,modes-rope)

# The springs on one inner particle of each grid: 2, 4 and 8 (the same dumps).
$(call book-plot,09-many-springs,springs,modes-rope modes-mesh modes-cloth)

# The page's two-particle example, its two modes drawn from the page's numbers
# (no run): together, κ = Cs; opposite, κ = 2Cs.
$(call book-plot,09-many-springs,twomodes,)

# The cloth's fastest mode on the scene as built: alternate columns moving
# apart and together along the rows, which the rows and the diagonals push
# back (the page's Measure it).
$(call book-dump,09-many-springs,clothmode,--scene cloth --steps 1 --param size=5 --param gravity=0)
$(call book-plot,09-many-springs,clothmode,clothmode)
