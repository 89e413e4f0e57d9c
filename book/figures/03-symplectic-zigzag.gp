# The zigzag mode of the C++ string article's string (80 nodes 5 cm apart,
# the middle one, index 39, anchored) at Δt = 2.3 ms: each node's horizontal
# move from its place at the start, against its index, after
# 100 and 101 steps. With the damper (c = 2 N·s/m) the zigzag, the mode whose
# edge is κ + 2γ < 1, grows from the kink at the pin: neighbours sit on alternate
# sides of the smooth curve, and the pattern flips sign every step. Without
# the damper (c = 0) the same string at the same step is smooth.
spacing = 0.05
middle = 39
at(n) = (column('step') == n && strcol('kind') eq 'p')
dx(n) = at(n) ? 1000 * (column('x') - (column('index') - middle) * spacing) : NaN

set xrange [-1:80]
set yrange [-120:120]
set xtics 10
set ytics 40
set xlabel "node index (the anchor is node 39)"
set ylabel "move along the string from the start (mm)"
set key top right

set arrow 1 from 11, -30 to 13.5, 64 linewidth 1.2 linecolor rgb "#333333"
set label 1 "neighbours pushed opposite ways,\nflipping every step" at 1, -45 textcolor rgb "#333333"
set arrow 2 from 62, 20 to 62, -62 linewidth 1.2 linecolor rgb "#333333"
set label 2 "the same zigzag\non the other half" at 52, 30 textcolor rgb "#333333"

plot data.'zigzag-c0.csv' using 'index':(dx(100)) with lines linetype 1 \
         linecolor rgb "#9a9a9a" linewidth 5 title 'c = 0, step 100: smooth', \
     data.'zigzag-c2.csv' using 'index':(dx(100)) with linespoints linetype 2 \
         linewidth 1.5 pointtype 7 pointsize 0.6 title 'c = 2 N·s/m, step 100', \
     data.'zigzag-c2.csv' using 'index':(dx(101)) with linespoints linetype 1 \
         linewidth 1.5 pointtype 5 pointsize 0.5 dashtype (4, 3) title 'c = 2 N·s/m, step 101'
