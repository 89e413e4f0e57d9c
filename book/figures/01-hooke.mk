# Figures of chapter 01 (see "Figures" in book/book.mk for the helpers).

# The spring in `single` at three stiffnesses; Δt and mass at their defaults.
# At k = 40 the swing passes the anchor at step 146, where the spring flips
# direction and the one-dimensional energy law no longer holds, so that run
# stops at 140. At k = 20 the bob first passes the anchor at step 290; its run
# goes to 280 steps for the swing figure (the energy figure shows the first 140).
$(call book-run,01-hooke,single-k10,--scene single --steps 140 --param k=10)
$(call book-run,01-hooke,single-k20,--scene single --steps 280 --param k=20)
$(call book-run,01-hooke,single-k40,--scene single --steps 140 --param k=40)
$(call book-plot,01-hooke,swing,single-k20)
$(call book-plot,01-hooke,energy,single-k10 single-k20 single-k40)

# The same spring (k = 20) for two simulated seconds at four time steps; the
# run at Δt = 1/60 s is single-k20 above. At Δt = 1/30 s the bob first passes the
# anchor at t = 2.13 s, just after the figure ends.
$(call book-run,01-hooke,single-dt30,--scene single --steps 60 --dt 0.03333333333333333)
$(call book-run,01-hooke,single-dt120,--scene single --steps 240 --dt 0.008333333333333333)
$(call book-run,01-hooke,single-dt240,--scene single --steps 480 --dt 0.004166666666666667)
$(call book-plot,01-hooke,timestep,single-dt30 single-k20 single-dt120 single-dt240)

# The C++ string article's string at three time steps. Each run stops by itself when the
# string diverges: at step 11 (1/60 s), 124 (1 ms) and 10370 (0.1 ms).
$(call book-run,01-hooke,string-dt60,--scene string --steps 1000)
$(call book-run,01-hooke,string-dt1000,--scene string --steps 2000 --dt 0.001)
$(call book-run,01-hooke,string-dt10000,--scene string --steps 20000 --dt 0.0001)
$(call book-plot,01-hooke,string-energy,string-dt60 string-dt1000 string-dt10000)
# How fast the zigzag grows per second against the step: the formula, with the
# last step of each of those three runs marked.
$(call book-plot,01-hooke,zigzag-rate,string-dt60 string-dt1000 string-dt10000)

# The window's view of the string asked for 60 steps (one second); it
# diverges at step 11, and the program shows it frozen under its banner.
$(call book-screenshot,01-hooke,string,--scene string --steps 60)

# The pendulum at step 114: let go at rest level with its anchor, its bob has
# swung 0.41 m above that level (a real pendulum never rises above its start).
$(call book-screenshot,01-hooke,pendulum,--scene pendulum --steps 114)

# The spring's axis and stretch, drawn from the pendulum's own positions at
# step 24 (the bob has fallen and the spring has stretched by 0.23 m); step 0,
# at rest length, gives L0.
$(call book-dump,01-hooke,axis,--scene pendulum --steps 24)
$(call book-plot,01-hooke,axis,axis)

# The idea as a picture: the state of `single` in the plane of x and v/ω,
# where the energy is ½k times the squared distance from the centre. 280
# steps at the defaults, the same run as single-k20, as a dump (the bob
# first passes the anchor at step 290).
$(call book-dump,01-hooke,phase,--scene single --steps 280)
$(call book-plot,01-hooke,phase,phase)

# The preface's halfway picture (chapter 09's program): the cloth at the
# rule's shares, ten seconds in, sagged out of the window, beside chapter
# 15's, which hangs as built.
$(call book-screenshot,01-hooke,cloth09,--scene cloth --steps 600,09-many-springs)

# Two steps of `single` enlarged, at κ = 1/4 (k = 900 N/m): each one moves
# along the tangent of the circle it starts on and lands on a wider one.
$(call book-dump,01-hooke,tangent,--scene single --steps 2 --param k=900)
$(call book-plot,01-hooke,tangent,tangent)
