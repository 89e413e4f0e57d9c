# Figures of chapter 15 (see "Figures" in book/book.mk for the helpers).

# The spinning box (no gravity, 2 rad/s) over 3000 steps: XPBD at 10, 20
# and 40 substeps loses energy as E0/(1 + 2·θ̇0²·h·t), which the plot draws
# beside each run; the soft step keeps it.
$(foreach n,10 20 40,$(call book-run,15-xpbd,box-$(n),--scene box --steps 3000 --param substeps=$(n)))
$(call book-run,15-xpbd,box-soft,--scene box --steps 3000 --solver soft-step)
$(call book-plot,15-xpbd,box,box-10 box-20 box-40 box-soft)

# The lesson's failure, XPBD alone on the wrecking ball at one substep of 8
# sweeps a step with axis=start, 140 steps in (2.3 s): the chain
# crumpled and its energy above its start (the page checks the number).
$(call book-screenshot,15-xpbd,start,--scene wrecking-ball --solver xpbd --param substeps=1 --param iterations=8 --param axis=start --steps 140)

# The axis, and nothing else, at one substep of 8 sweeps a step (and of 20
# with the axis at the start): the wrecking ball's energy over 50 s. Taken
# where the ends arrive it never rises above its start; taken where the
# substep found them it climbs, the more the more sweeps.
$(call book-run,15-xpbd,arrived-8,--scene wrecking-ball --steps 3000 --param substeps=1 --param iterations=8)
$(call book-run,15-xpbd,start-8,--scene wrecking-ball --steps 3000 --param substeps=1 --param iterations=8 --param axis=start)
$(call book-run,15-xpbd,start-20,--scene wrecking-ball --steps 3000 --param substeps=1 --param iterations=20 --param axis=start)
$(call book-plot,15-xpbd,axis,arrived-8 start-8 start-20)

# The 96 cloth in the scene's order after one second (60 steps): XPBD's
# torn loose and flung up above its pinned row (at 30 steps the tear hid
# in a pink mass), the soft step's, which sweeps twice a substep, hanging.
$(call book-screenshot,15-xpbd,torn,--scene cloth --param size=96 --param order=scene --steps 60)

# One XPBD substep of a pendulum (a rope of one link, 0.25 m) at one substep
# of 0.1 s a step: predict, project, and the chord that is the new velocity.
$(call book-dump,15-xpbd,project,--scene rope --param size=2 --param substeps=1 --param dt=0.1 --steps 3)
$(call book-plot,15-xpbd,project,project)

# The preface ends on this: the cloth, XPBD alone, ten seconds in.
$(call book-screenshot,15-xpbd,cloth,--scene cloth --solver xpbd --steps 600)

# The same one substep of 8 sweeps with the axis where the ends arrive,
# beside the crumpled chain: it stretches, and its energy stays below its
# start.
$(call book-screenshot,15-xpbd,arrived,--scene wrecking-ball --solver xpbd --param substeps=1 --param iterations=8 --steps 140)
