# A picture of an idea, not of a run: the energy of a coil that wraps its
# winding, ½k·wrap(θ)² with wrap(θ) the winding less the nearest whole number
# of turns, against the true coil's ½kθ², over the clock's three turns. The
# wrapped coil's energy is a row of parabolas, one per whole turn, and its
# torque, minus the slope, flips from −kπ to +kπ at every half turn. k is the
# clock's own, read from its first row: E = ½k(6π)² wound three turns.
stats data.'clock.csv' using 'energy' every ::0::0 nooutput
k = 2 * STATS_max / (6 * pi)**2
turn = 2 * pi
wrap(t) = t - turn * floor(t / turn + 0.5)
true(n) = 0.5 * k * (turn * n)**2
wrapped(n) = 0.5 * k * wrap(turn * n)**2

set terminal svg size 760,340 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set xrange [-0.55:3.55]
set yrange [0:30]
set xtics ("0" 0, "1" 1, "2" 2, "2.6" 2.6, "3" 3)
set ytics 10
set xlabel "the winding θ, in turns"
set ylabel "the coil's energy (J)"
set key at graph 0.33, graph 0.99 left top Left reverse samplen 3
set margins 10, 3, 4, 1

# Wound 2.6 turns, the wrapped coil reads −0.4 turn and rolls on to 3.
n0 = 2.6
set arrow 1 from n0 + 0.05, wrapped(n0) to 2.95, 0.9 head size 0.05,20 filled \
    linecolor rgb "#333333" linewidth 1.5 front
set arrow 2 from n0, 22.5 to n0, wrapped(n0) + 1.2 nohead linecolor rgb "#333333" linewidth 1 front
set label 1 "wound 2.6 turns,\nit winds on to 3" at n0, 26.5 center textcolor rgb "#333333" front
set samples 2000

plot wrapped(x) with lines linetype 2 linewidth 3.5 title 'wrapped winding', \
     true(x) with lines linetype 1 linewidth 2 \
         title 'true winding: ½kθ²', \
     '+' using (n0):(wrapped(n0)) every ::0::0 with points pointtype 7 pointsize 1.3 \
         linecolor rgb "#d1495b" notitle
