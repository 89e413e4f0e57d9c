# The sequential wrecking ball after 300 steps at the defaults (Cs = Cd = 1,
# 8 iterations), from chain.csv (a --dump of the sequential world alone):
# the anchor (index 0), the fifteen links' particles (1 to 15) joined by their
# springs, and the ball (16). Equal scales on both axes, so that the zigzag
# is drawn as it is.
unset key
set size ratio -1
set xrange [-2.5:5]
set yrange [-9:0.6]
set xtics 1
set ytics 1
set grid linecolor rgb "#dddddd"
set xlabel "x (m)"
set ylabel "y (m)"
set label 1 "anchor" at 0.15, 0.3 left font ",12"
set label 2 "ball, 100 kg" at 2.5, -8.9 left font ",12"
set label 3 "links of 1 kg, 0.3 m at rest" at 1.3, -3.5 left font ",12" textcolor rgb "#2e8b57"
plot data.'chain.csv' using ($1 == 300 && $3 <= 16 ? $4 : NaN):5 with linespoints linetype 1 linecolor rgb "#2e8b57" linewidth 2 pointtype 7 pointsize 0.9, \
     data.'chain.csv' using ($1 == 300 && $3 == 16 ? $4 : NaN):5 with points pointtype 7 pointsize 4 linecolor rgb "#2e8b57", \
     data.'chain.csv' using ($1 == 300 && $3 == 0 ? $4 : NaN):5 with points pointtype 5 pointsize 1.5 linecolor rgb "#333333"
