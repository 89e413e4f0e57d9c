# Figures of chapter 01 (see "Figures" in book/book.mk for the helpers).

# The spring in `single` at three stiffnesses; dt and mass at their defaults.
# 140 steps: at k = 40 the swing passes the anchor near step 145, where the
# spring flips direction and the one-dimensional energy law no longer holds.
$(call book-run,01-hooke,single-k10,--scene single --steps 140 --param k=10)
$(call book-run,01-hooke,single-k20,--scene single --steps 140 --param k=20)
$(call book-run,01-hooke,single-k40,--scene single --steps 140 --param k=40)
$(call book-plot,01-hooke,energy,single-k10 single-k20 single-k40)

# The window's view of the string asked for 60 steps (one second); it
# diverges long before, and the program shows it frozen with its banner.
$(call book-screenshot,01-hooke,string,--scene string --steps 60)
