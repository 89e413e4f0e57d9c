# Figures of chapter 08 (see "Figures" in book/book.mk for the helpers).

# The misprint: the dumbbell at Cs = Cd = 1, and the impulse form as the paper
# prints it, which is the right form at Cd/m_red: 1.1 in kilograms, 0.0011 in
# grams (the test misprint::is_the_right_form_with_cd_over_m_red).
$(call book-run,08-impulses,right,--scene dumbbell --steps 40)
$(call book-run,08-impulses,printed-kg,--scene dumbbell --steps 40 --param cd=1.1)
$(call book-run,08-impulses,printed-g,--scene dumbbell --steps 40 --param cd=0.0011)
$(call book-plot,08-impulses,misprint,right printed-kg printed-g)

# Chapter 08 follows chapter 07 to rounding: both programs' dumps of every
# scene, compared row by row in 08-impulses-follows.gp; and, for scale,
# chapter 07's string against itself with every node one bit heavier
# (0.05 kg and the next double up), which changes nothing in exact
# arithmetic (the test follows_chapter_07::the_string_as_closely_as_chapter_07_follows_itself).
08-SCENES := dumbbell spinning string box wheels clock
$(foreach s,$(08-SCENES),$(call book-dump,08-impulses,ch07-$(s),--scene $(s) --steps 1000,07-angular))
$(foreach s,$(08-SCENES),$(call book-dump,08-impulses,ch08-$(s),--scene $(s) --steps 1000))
$(call book-dump,08-impulses,ch07-string-heavier,--scene string --steps 1000 --param mass=0.05000000000000001,07-angular)
$(call book-plot,08-impulses,follows,$(foreach s,$(08-SCENES),ch07-$(s) ch08-$(s)) ch07-string-heavier)

# The lesson on the page: the string, chapter 08 against chapter 07 and
# chapter 07 against itself one bit heavier, beside the string's own size.
$(call book-plot,08-impulses,rounding,ch07-string ch08-string ch07-string-heavier)

# The dumbbell two steps after it is let go: the first step's impulse closed
# its stretch, the second's stopped its ends; the status line's energy is
# rounding dust (the chapter page's screenshot, beside its dumbbell run).
$(call book-screenshot,08-impulses,dumbbell,--scene dumbbell --steps 2)

# The box's requests added at its corners, after its first step (the page's
# box paragraph): each spring's velocity change at each end, drawn as arrows.
$(call book-dump,08-impulses,box,--scene box --steps 1)
$(call book-plot,08-impulses,box,box)
