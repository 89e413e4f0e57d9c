# Figures of the last page (see "Figures" in book/book.mk for the helpers).
# The page has no program of its own: it runs the chapters'.

# The rope through the chapters: let go from the horizontal, 600 steps, each
# chapter's solver at its defaults and alone (chapter 12 at its default
# correction of 0.6, chapter 13 in 8 substeps of one sweep, chapter 14's
# soft step at Box2D's settings, chapter 15's XPBD in 20 substeps).
$(call book-run,17-looking-back,rope-09,--scene rope --steps 600,09-many-springs)
$(call book-run,17-looking-back,rope-10,--scene rope --solver sequential --steps 600,10-sequential)
$(call book-run,17-looking-back,rope-11,--scene rope --solver sequential --steps 600,11-warm-start)
$(call book-run,17-looking-back,rope-12,--scene rope --solver sequential --steps 600,12-correction)
$(call book-run,17-looking-back,rope-13,--scene rope --solver small-steps --steps 600,13-substeps)
$(call book-run,17-looking-back,rope-14,--scene rope --solver soft-step --steps 600,14-soft-step)
$(call book-run,17-looking-back,rope-15,--scene rope --solver xpbd --steps 600,15-xpbd)
$(call book-plot,17-looking-back,rope,rope-09 rope-10 rope-11 rope-12 rope-13 rope-14 rope-15)
