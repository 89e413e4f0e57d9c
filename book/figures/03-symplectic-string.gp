# The C++ string article's string (k = 8000 N/m, m = 0.05 kg, gravity on),
# with no damper (c = 0): the largest stretch |L − L0|/L0 of any spring against
# time, on a log scale, at three time steps (1/60 s, 2.52 ms and 2.3 ms). The chain's stiffest mode sets the
# limit Δt < sqrt(m/k) = 2.5 ms; a run that diverges stops at the step where it did. Time is on a log
# scale too, so that the first steps, where the divergent runs end, are not
# squeezed against the axis; step 0 (time 0, nothing stretched) is left out.
# Under them, a wide grey band: the string at 1 ms, well inside the limit,
# whose stretch is the fall's and the swing's, which 2.3 ms follows.
set logscale y
set format y "10^{%L}"
set yrange [1e-4:1e6]
set ytics 100
set logscale x
set format x "%g"
set xrange [0.01:10]
set xlabel "time (s), on a log scale"
set ylabel "largest stretch |L - L_0|/L_0"
set key top right

plot data.'string-1ms.csv' using 'time':'max_stretch' every ::1 \
         with lines linecolor rgb '#c8c8c8' linewidth 7 notitle, \
     data.'string-60hz.csv' using 'time':'max_stretch' every ::1 \
         with linespoints linetype 2 linewidth 2.5 pointtype 7 pointsize 0.6 title 'Δt = 1/60 s', \
     data.'string-2.52ms.csv' using 'time':'max_stretch' every ::1 \
         with lines linetype 4 linewidth 2.5 title 'Δt = 2.52 ms', \
     data.'string-2.3ms.csv' using 'time':'max_stretch' every ::1 \
         with lines linetype 3 linewidth 3 title 'Δt = 2.3 ms', \
     NaN with lines linecolor rgb '#c8c8c8' linewidth 7 title 'Δt = 1 ms'
