# The spinning `box` (4 J of spin, no gravity) at the defaults k = 20 N/m,
# m = 1 kg, dt = 1/60 s. With dampers only (c = 1 and c = 10) explicit Euler
# spins it up until the program freezes it (steps 1460 and 1505). With
# drag = 0.01 and c = 1 the energy falls by (1 − 0.01)² every step (dashed),
# spin and all. Drag without dampers (c = 0) loses to the box's vibration.
set logscale y
set format y "10^{%T}"
set yrange [1e-20:1e10]
set ytics 1e-20, 1e5, 1e10
set xrange [0:2200]
set xlabel "step n"
set ylabel "energy (J)"
set key bottom left

plot data.'box-c1.csv' using 'step':'energy' with lines linetype 2 title 'c = 1 N·s/m', \
     data.'box-c10.csv' using 'step':'energy' with lines linetype 4 title 'c = 10 N·s/m', \
     data.'box-c0-drag.csv' using 'step':'energy' with lines linetype 5 title 'c = 0, drag χ = 0.01', \
     data.'box-c1-drag.csv' using 'step':'energy' with lines linetype 1 linewidth 3.5 title 'c = 1 N·s/m, drag χ = 0.01', \
     4 * 0.99**(2 * x) with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" \
         title '4 J × 0.99^{2n}'
