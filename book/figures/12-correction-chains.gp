# The sequential wrecking ball after 1800 steps at the program's defaults but
# the correction: 1 (chain-1.csv) and 0.6 (chain-0.6.csv, drawn 4 m to the
# right), from --dump runs of the sequential world alone. The anchors (index
# 0), the links' particles joined by their springs, and the balls (16). Equal
# scales on both axes. Dashed: the chain's built length, 16 links of 0.3 m,
# round each anchor, so that a ball beyond it shows the links stretched.
unset key
set size ratio -1
set xrange [-3:5.5]
set yrange [-6.6:0.8]
set xtics 1
set ytics 1
set grid linecolor rgb "#dddddd"
set xlabel "x (m)"
set ylabel "y (m)"
dx = 4.0
set label 1 "correction 1" at 0, 0.5 center font ",12"
set label 2 "correction 0.6 (drawn 4 m right)" at dx, 0.5 center font ",12"
length = 16 * 0.3
# the arc's angle from the anchor's downward line, sampled across the x range
arc(x) = -0.3 + 0.6 * (x + 3.0) / 8.5
set samples 100
plot for [k = 0:1] '+' using (k * dx + length * sin(arc($1))):(-length * cos(arc($1))) with lines dashtype (4, 4) linecolor rgb "#555555" linewidth 1.5, \
     data.'chain-1.csv' using ($1 == 1800 ? $4 : NaN):5 with linespoints linetype 1 linecolor rgb "#2e8b57" linewidth 2 pointtype 7 pointsize 0.9, \
     data.'chain-1.csv' using ($1 == 1800 && $3 == 16 ? $4 : NaN):5 with points pointtype 7 pointsize 4 linecolor rgb "#2e8b57", \
     data.'chain-0.6.csv' using ($1 == 1800 ? $4 + dx : NaN):5 with linespoints linetype 1 linecolor rgb "#2e8b57" linewidth 2 pointtype 7 pointsize 0.9, \
     data.'chain-0.6.csv' using ($1 == 1800 && $3 == 16 ? $4 + dx : NaN):5 with points pointtype 7 pointsize 4 linecolor rgb "#2e8b57", \
     data.'chain-1.csv' using ($1 == 1800 && $3 == 0 ? $4 : NaN):5 with points pointtype 5 pointsize 1.5 linecolor rgb "#333333", \
     data.'chain-0.6.csv' using ($1 == 1800 && $3 == 0 ? $4 + dx : NaN):5 with points pointtype 5 pointsize 1.5 linecolor rgb "#333333"
