# The distance error |L − L0| against step for `single` (rest length 1 m, so
# max_stretch is the error in metres). Chapter 04's spring is exactly 0 from
# step 1 on, which a log scale cannot show: those values are drawn on a floor
# line, labelled "exactly 0", below the range of the other curves.
floor = 1e-10
error(s) = s > 0 ? s : floor
# The ringing run is exactly 0 once, at step 1 (κ = 1 closes the stretch in
# one step; the velocity left over carries it out again): that goes on the
# floor line too. Later its error only shrinks below the plot: draw nothing.
ringing(s) = s == 0 ? floor : (s > 1e-9 ? s : NaN)

set logscale y
set yrange [3e-11:2]
set format y "10^{%L}"
set ytics (1, 1e-2, 1e-4, 1e-6, 1e-8)
set ytics add ("exactly 0" floor)
set xrange [0:300]
set xtics 60
set xlabel "step n (Δt = 1/60 s)"
set ylabel "distance error |L − L_0| (m)"
# The "exactly 0" tic label is wide: leave room for it and the y label.
set lmargin 16
# The key sits top right, above the red run and clear of the blue one's tail.
set key at graph 0.40, graph 0.98 left top Left reverse samplen 3

set arrow from 0, floor to 300, floor nohead dashtype (3, 3) linecolor rgb "#9a9a9a" back

plot data.'ch03-half.csv' using 'step':(ringing(column('max_stretch'))) \
         with lines linetype 1 linewidth 1.5 title 'k = 3600 N/m, c = 30 N·s/m', \
     data.'ch03-critical.csv' using 'step':(error(column('max_stretch'))) \
         with lines linetype 2 linewidth 2.5 title 'k = 20 N/m, critical in its step: c = 8.61 N·s/m', \
     data.'single.csv' using 'step':(error(column('max_stretch'))) \
         with lines linewidth 3.5 linetype 3 title 'one-loop: k = 3600 N/m, c = 60 N·s/m', \
     data.'single.csv' every ::0::3 using 'step':(error(column('max_stretch'))) \
         with points pointtype 7 pointsize 0.9 linetype 3 notitle
