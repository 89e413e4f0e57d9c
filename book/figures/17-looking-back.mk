# Figures of the last page (see "Figures" in book/book.mk for the helpers).
# The page has no program of its own: it runs the chapters'.

# The rope through the chapters: let go from the horizontal, 600 steps, each
# chapter's solver at its defaults and alone (chapter 12 at its default
# correction of 0.6, chapter 13 in 8 substeps of one sweep).
$(call book-run,15-looking-back,rope-09,--scene rope --steps 600,09-many-springs)
$(call book-run,15-looking-back,rope-10,--scene rope --solver sequential --steps 600,10-sequential)
$(call book-run,15-looking-back,rope-11,--scene rope --solver sequential --steps 600,11-warm-start)
$(call book-run,15-looking-back,rope-12,--scene rope --solver sequential --steps 600,12-correction)
$(call book-run,15-looking-back,rope-13,--scene rope --solver small-steps --steps 600,13-substeps)
$(call book-plot,15-looking-back,rope,rope-09 rope-10 rope-11 rope-12 rope-13)

# The last program as it opens: the bridge pair after five seconds.
$(call book-screenshot,15-looking-back,demo,--scene bridge --steps 300,13-substeps)
