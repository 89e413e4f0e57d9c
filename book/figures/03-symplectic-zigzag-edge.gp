# The zigzag mode, the chain's stiffest, which sets the C++ string article's
# limit Δt < sqrt(m/k) = 2.5 ms. The string (80 nodes 5 cm apart, the middle
# one, index 39, anchored; k = 8000 N/m, m = 0.05 kg, no damper) at
# Δt = 2.52 ms, just past the limit (κ = 1.016): each node's horizontal
# move from its place at the start, against its index, after 84
# and 85 steps (0.212 and 0.214 s). Neighbours sit on alternate sides of a
# smooth curve, and the pattern flips sign every step and grows. Grey: the
# same string at Δt = 2.3 ms, just inside the limit, at the same moment
# (step 92, 0.212 s): smooth.
spacing = 0.05
middle = 39
at(n) = (column('step') == n && strcol('kind') eq 'p')
dx(n) = at(n) ? 1000 * (column('x') - (column('index') - middle) * spacing) : NaN

set xrange [-1:80]
set yrange [-90:90]
set xtics 10
set ytics 30
set xlabel "node index (the anchor is node 39)"
set ylabel "move along the string from the start (mm)"
set key top right

set arrow 1 from 9, -35 to 13.5, 40 linewidth 1.2 linecolor rgb "#333333"
set label 1 "neighbours pushed opposite ways,\nflipping every step" at 1, -48 textcolor rgb "#333333"

plot data.'zigzag-c0.csv' using 'index':(dx(92)) with lines linetype 1 \
         linecolor rgb "#9a9a9a" linewidth 5 title 'Δt = 2.3 ms, inside: smooth', \
     data.'zigzag-edge.csv' using 'index':(dx(84)) with linespoints linetype 2 \
         linewidth 1.5 pointtype 7 pointsize 0.6 title 'Δt = 2.52 ms, step 84', \
     data.'zigzag-edge.csv' using 'index':(dx(85)) with linespoints linetype 1 \
         linewidth 1.5 pointtype 5 pointsize 0.5 dashtype (4, 3) title 'Δt = 2.52 ms, step 85'
