# What the upper edge looks like step by step: the bob's velocity (its
# momentum, m = 1 kg) in the first 24 steps of the two runs of the upper-edge
# figure. The damper takes away more than all of the velocity each step, so
# the velocity changes sign every step; outside the band it also grows.
set xrange [0:24]
set yrange [-60:60]
set xlabel "step n"
set ylabel "velocity of the bob (m/s)"
set key bottom left
set xzeroaxis linetype -1 linewidth 0.5

plot data.'upper-out.csv' using 'step':'momentum_x' with linespoints pointtype 7 pointsize 0.6 \
         linetype 2 title 'c = 139.05 N·s/m (γ = 2.32): outside', \
     data.'upper-in.csv' using 'step':'momentum_x' with linespoints pointtype 7 pointsize 0.6 \
         linetype 1 title 'c = 130.95 N·s/m (γ = 2.18): inside'
