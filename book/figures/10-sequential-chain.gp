# Left: the chain's shortest sideways wave, drawn as a sketch: three particles
# a spring length L apart, moved sideways by -δ, +δ, -δ from the straight
# chain (dashed). The middle one's two springs pull along their tilted axes
# with the tension F; across the chain they add to 4Fδ/L, back toward the line.
# Right: the sequential wrecking ball after 300 steps at the defaults
# (Cs = Cd = 1, 8 iterations), from chain.csv (a --dump of the sequential world
# alone): the anchor (index 0), the fifteen 1 kg particles (1 to 15) joined by
# their springs, and the ball (16). Equal scales on both axes, so that the
# zigzag is drawn as it is.
unset key
set terminal svg size 760,470 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set multiplot layout 1,2 margins 0.02, 0.98, 0.13, 0.92 spacing 0.04

green = "#2e8b57"
d = 0.3
set title "the zigzag, across the chain"
unset border
unset tics
unset grid
set size ratio -1
set xrange [-1.6:1.6]
set yrange [-1.5:1.5]
set arrow 1 from 0, 1.4 to 0, -1.4 nohead dashtype 2 linecolor rgb "#999999"
set arrow 2 from -d, 1 to d, 0 nohead linewidth 2.5 linecolor rgb green
set arrow 3 from d, 0 to -d, -1 nohead linewidth 2.5 linecolor rgb green
# the tension F along each tilted spring, from the middle particle
set arrow 4 from d, 0 to d + 0.55 * (-2 * d), 0.55 filled size screen 0.012,25 linewidth 2 linecolor rgb "#8b1e2d"
set arrow 5 from d, 0 to d + 0.55 * (-2 * d), -0.55 filled size screen 0.012,25 linewidth 2 linecolor rgb "#8b1e2d"
# their sum: across the chain only
set arrow 6 from d + 0.05, 0 to d - 0.05 - 1.1 * 2 * d, 0 filled size screen 0.014,25 linewidth 3 linecolor rgb "#1f6fb2"
set label 1 "F" at d - 0.2, 0.72 right font ",13" textcolor rgb "#8b1e2d"
set label 2 "F" at d - 0.2, -0.72 right font ",13" textcolor rgb "#8b1e2d"
set label 3 "4Fδ/L" at -0.55, 0.18 right font ",13" textcolor rgb "#1f6fb2"
set label 4 "+δ" at d + 0.12, 0 left font ",13"
set label 5 "−δ" at -d - 0.12, 1 right font ",13"
set label 6 "−δ" at -d - 0.12, -1 right font ",13"
set label 7 "L" at 0.2, 0.62 left font ",13"
plot '+' using (int($0) == 1 ? d : -d):(1 - $0) every ::0::2 with points pointtype 7 pointsize 1.3 linecolor rgb "#333333"
unset arrow
unset label

set title "the sequential wrecking ball, step 300"
set border 3
set xtics 1 nomirror
set ytics 1 nomirror
set grid linecolor rgb "#dddddd"
set xrange [-1.5:4]
set yrange [-9:0.6]
set xlabel "x (m)"
set ylabel "y (m)"
set label 1 "anchor" at 0.15, 0.3 left font ",12"
set label 2 "ball, 100 kg" at 2.6, -8.4 left font ",12"
set label 3 "springs 0.3 m at rest" at 1.0, -3.5 left font ",12" textcolor rgb green
plot data.'chain.csv' using ($1 == 300 && $3 <= 16 ? $4 : NaN):5 with linespoints linetype 1 linecolor rgb green linewidth 2 pointtype 7 pointsize 0.9, \
     data.'chain.csv' using ($1 == 300 && $3 == 16 ? $4 : NaN):5 with points pointtype 7 pointsize 4 linecolor rgb green, \
     data.'chain.csv' using ($1 == 300 && $3 == 0 ? $4 : NaN):5 with points pointtype 5 pointsize 1.5 linecolor rgb "#333333"
unset multiplot
