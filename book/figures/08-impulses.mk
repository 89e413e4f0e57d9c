# Figures of chapter 08 (see "Figures" in book/book.mk for the helpers).

# Chapter 08's program against chapter 07's on every scene at its defaults,
# 1000 steps. book-run keeps each run's CSV; the figure needs every particle
# and body at every step, so each run also writes its --dump beside the CSV
# (the same command, so the two are always made together). The last run is
# chapter 07 against itself: the string with its mass one bit heavier than
# 0.05 kg (the next double, 0.050000000000000010), a change that does nothing
# in exact arithmetic and shows how the string grows a change of rounding.
IMPULSES_SCENES := dumbbell spinning string box wheels clock
$(foreach s,$(IMPULSES_SCENES),$(call book-run,08-impulses,ch07-$(s),--scene $(s) --steps 1000 --dump $(BOOK_DATA)/08-impulses/ch07-$(s).dump,07-angular))
$(foreach s,$(IMPULSES_SCENES),$(call book-run,08-impulses,ch08-$(s),--scene $(s) --steps 1000 --dump $(BOOK_DATA)/08-impulses/ch08-$(s).dump))
$(call book-run,08-impulses,ch07-string-bit,--scene string --steps 1000 --param mass=0.050000000000000010 --dump $(BOOK_DATA)/08-impulses/ch07-string-bit.dump,07-angular)
$(call book-plot,08-impulses,follows,$(foreach s,$(IMPULSES_SCENES),ch07-$(s) ch08-$(s)) ch07-string-bit)

# The misprint: the dumbbell at Cs = Cd = 1, and the impulse form as the paper
# prints it, which is the right form at Cd/m_red: 1.1 in kilograms, 0.0011 in
# grams (the test misprint::is_the_right_form_with_cd_over_m_red).
$(call book-run,08-impulses,right,--scene dumbbell --steps 40)
$(call book-run,08-impulses,printed-kg,--scene dumbbell --steps 40 --param cd=1.1)
$(call book-run,08-impulses,printed-g,--scene dumbbell --steps 40 --param cd=0.0011)
$(call book-plot,08-impulses,misprint,right printed-kg printed-g)

# The clock unwinding, 40 steps after it was let go: the window is chapter 07's.
$(call book-screenshot,08-impulses,clock,--scene clock --steps 40)
