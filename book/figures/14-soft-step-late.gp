# The page's late bias (no run): a link swinging about its length, over two
# swings, with its stretch x = sin(2πt) (t in swings), the on-time pull −x
# and the pull a lag TAU late, −x(t − TAU). To first order the late pull is
# −x + TAU·x', the on-time pull plus a part in step with the velocity x'.
# Below, that part: the gap late − on time (shaded) against the velocity
# times the lag, TAU·x' = 2π·TAU·cos(2πt). Units are arbitrary: the picture
# shows signs, and TAU is drawn far longer than the wrecking ball's lag so
# that the eye can see the shift.
TAU = 0.06
x(t) = sin(2 * pi * t)
v(t) = 2 * pi * cos(2 * pi * t)
on_time(t) = -x(t)
late(t) = -x(t - TAU)
set terminal svg size 760,440 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set samples 400
set xrange [0:2]
unset ytics
set xzeroaxis linecolor rgb "#9a9a9a" linewidth 1
set lmargin 4
set rmargin 3
set multiplot
# Top: the stretch and the two pulls.
set size 1, 0.6
set origin 0, 0.4
set tmargin 3
set bmargin 1
set format x ""
set xtics 0.5 nomirror
set yrange [-1.3:1.3]
set key at screen 0.5, screen 0.985 center top horizontal noopaque nobox
plot x(x) with lines linetype 1 linewidth 1.5 title "stretch x", \
     on_time(x) with lines linecolor rgb "#333333" dashtype (6, 4) linewidth 2 title "on-time pull", \
     late(x) with lines linetype 2 linewidth 2.5 title "late pull"
# Bottom: what the lag adds, with the sign of the velocity.
set size 1, 0.4
set origin 0, 0
set tmargin 1.5
set bmargin 3.5
set format x "%g"
set xlabel "time (swings)"
set yrange [-0.5:0.5]
set key at screen 0.5, screen 0.415 center top horizontal noopaque nobox
plot '+' using 1:(0):(late($1) - on_time($1)) with filledcurves fillcolor rgb "#2a9d6f" fillstyle solid 0.45 noborder title "late − on-time pull", \
     TAU * v(x) with lines linecolor rgb "#1f6fb2" dashtype (3, 3) linewidth 1.5 title "velocity × lag"
unset multiplot
