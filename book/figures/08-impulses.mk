# Figures of chapter 08 (see "Figures" in book/book.mk for the helpers).

# The misprint: the dumbbell at Cs = Cd = 1, and the impulse form as the paper
# prints it, which is the right form at Cd/m_red: 1.1 in kilograms, 0.0011 in
# grams (the test misprint::is_the_right_form_with_cd_over_m_red).
$(call book-run,08-impulses,right,--scene dumbbell --steps 40)
$(call book-run,08-impulses,printed-kg,--scene dumbbell --steps 40 --param cd=1.1)
$(call book-run,08-impulses,printed-g,--scene dumbbell --steps 40 --param cd=0.0011)
$(call book-plot,08-impulses,misprint,right printed-kg printed-g)

# The clock unwinding, 45 steps after it was let go: the window is chapter 07's, and so is its second clock picture.
$(call book-screenshot,08-impulses,clock,--scene clock --steps 45)
