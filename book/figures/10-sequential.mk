# Figures of chapter 10 (see "Figures" in book/book.mk for the helpers).

# Stretch against iterations: the rope, the bridge and the cloth, 600 steps
# each, the sequential solver alone at 1 to 64 iterations, and the naive one
# alone (which has no iterations: one run, a flat line). Every solver at its
# defaults: the naive springs at the rule's 1/(z + 1), the sequential ones at
# Cs = Cd = 1.
SEQ_ITERATIONS := 1 2 4 8 16 32 64
SEQ_SCENES := rope bridge cloth
$(foreach s,$(SEQ_SCENES),$(call book-run,10-sequential,naive-$(s),--scene $(s) --solver naive --steps 600))
$(foreach s,$(SEQ_SCENES),$(foreach i,$(SEQ_ITERATIONS),$(call book-run,10-sequential,seq-$(s)-$(i),--scene $(s) --solver sequential --steps 600 --param iterations=$(i))))
$(call book-plot,10-sequential,iterations,$(foreach s,$(SEQ_SCENES),naive-$(s) $(foreach i,$(SEQ_ITERATIONS),seq-$(s)-$(i))))

# The twins side by side: the naive bridge (red, left) and the sequential one
# (green, right) five seconds after they are let go.
$(call book-screenshot,10-sequential,bridge,--scene bridge --steps 300)

# The sequential wrecking ball's chain after 300 steps, drawn from its
# particles' positions (the window's view, 100 m wide, is too coarse for it).
$(call book-dump,10-sequential,chain,--scene wrecking-ball --solver sequential --steps 300)
$(call book-plot,10-sequential,chain,chain)

# The speed of sound: the string's second step at 1, 2, 4 and 8 iterations,
# every node's velocity from the dump (written beside the CSV by the same run).
SOUND_ITERATIONS := 1 2 4 8
$(foreach i,$(SOUND_ITERATIONS),$(call book-run,10-sequential,sound-$(i),--scene string --solver sequential --steps 2 --param iterations=$(i) --dump $(BOOK_DATA)/10-sequential/sound-$(i).dump))
$(call book-plot,10-sequential,sound,$(foreach i,$(SOUND_ITERATIONS),sound-$(i)))

# The largest stable uniform coefficient C = Cs = Cd, 3000 steps a run: the
# naive solver (rule off) for C from 0.20 to 1.00, the sequential one at 1 and
# at 8 iterations for C from 0.80 to 1.50, both in steps of 0.05, on the rope
# (inner particles on z = 2 springs), the mesh (4) and the cloth (8).
CMAX_SCENES := rope mesh cloth
CMAX_NAIVE := $(shell seq -f %.2f 0.20 0.05 1.00)
CMAX_SEQUENTIAL := $(shell seq -f %.2f 0.80 0.05 1.50)
$(foreach s,$(CMAX_SCENES),$(foreach c,$(CMAX_NAIVE),$(call book-run,10-sequential,cmax-$(s)-naive-$(c),--scene $(s) --solver naive --steps 3000 --param rule=0 --param cs=$(c) --param cd=$(c))))
$(foreach s,$(CMAX_SCENES),$(foreach i,1 8,$(foreach c,$(CMAX_SEQUENTIAL),$(call book-run,10-sequential,cmax-$(s)-$(i)-$(c),--scene $(s) --solver sequential --steps 3000 --param iterations=$(i) --param cs=$(c) --param cd=$(c)))))
$(call book-plot,10-sequential,cmax,$(foreach s,$(CMAX_SCENES),$(foreach c,$(CMAX_NAIVE),cmax-$(s)-naive-$(c)) $(foreach i,1 8,$(foreach c,$(CMAX_SEQUENTIAL),cmax-$(s)-$(i)-$(c)))))

# Not calm: the sequential wrecking ball's first 600 steps, its energy count
# (calm.csv) above the ball's height (the dump's particle 16, calm-ball.csv).
$(call book-run,10-sequential,calm,--scene wrecking-ball --solver sequential --steps 600)
$(call book-dump,10-sequential,calm-ball,--scene wrecking-ball --solver sequential --steps 600)
$(call book-plot,10-sequential,calm,calm calm-ball)
