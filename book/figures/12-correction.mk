# Figures of chapter 12 (see "Figures" in book/book.mk for the helpers).

# The band that holds: the same wrecking ball, 10,000 steps, correction from
# 0.05 to 1 in steps of 0.05, with warm start (chapter 12's default) and
# without (chapter 10's solver): the energy gained and the mean stretch.
BAND_CORRECTIONS := $(shell seq -f %.2f 0.05 0.05 1.00)
$(foreach w,0 1,$(foreach c,$(BAND_CORRECTIONS),$(call book-run,12-correction,band-$(w)-$(c),--scene wrecking-ball --solver sequential --steps 10000 --param warmstart=$(w) --param correction=$(c))))
$(call book-plot,12-correction,band,$(foreach w,0 1,$(foreach c,$(BAND_CORRECTIONS),band-$(w)-$(c))))

# The sequential wrecking ball's chain after 30 s (1800 steps) at the
# program's defaults but the correction, 1 and 0.6, drawn from its particles'
# positions (the window's view, 100 m wide, is too coarse for a 4.5 m chain).
$(call book-dump,12-correction,chain-1,--scene wrecking-ball --solver sequential --steps 1800 --param correction=1)
$(call book-dump,12-correction,chain-0.6,--scene wrecking-ball --solver sequential --steps 1800 --param correction=0.6)
$(call book-plot,12-correction,chains,chain-1 chain-0.6)

# One sweep down a stretched chain, from the page's recurrence (no run).
$(call book-plot,12-correction,sweep,)

# The window on the sequential wrecking ball at the default correction, 0.6,
# 2 s (120 steps) after it was let go, as it swings through the bottom: the
# chain kinked and stretched, the energy below its start.
$(call book-screenshot,12-correction,ball,--scene wrecking-ball --solver sequential --steps 120)
