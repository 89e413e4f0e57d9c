# The sequential wrecking ball after 1800 steps at the program's defaults but
# the correction: 1 (chain-1.csv) and 0.6 (chain-0.6.csv, drawn 4 m to the
# right), from --dump runs of the sequential world alone. The anchors (index
# 0), the links' particles joined by their springs, and the balls (16). Equal
# scales on both axes.
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
plot data.'chain-1.csv' using ($1 == 1800 ? $4 : NaN):5 with linespoints linetype 1 linecolor rgb "#2e8b57" linewidth 2 pointtype 7 pointsize 0.9, \
     data.'chain-1.csv' using ($1 == 1800 && $3 == 16 ? $4 : NaN):5 with points pointtype 7 pointsize 4 linecolor rgb "#2e8b57", \
     data.'chain-0.6.csv' using ($1 == 1800 ? $4 + dx : NaN):5 with linespoints linetype 1 linecolor rgb "#2e8b57" linewidth 2 pointtype 7 pointsize 0.9, \
     data.'chain-0.6.csv' using ($1 == 1800 && $3 == 16 ? $4 + dx : NaN):5 with points pointtype 7 pointsize 4 linecolor rgb "#2e8b57", \
     data.'chain-1.csv' using ($1 == 1800 && $3 == 0 ? $4 : NaN):5 with points pointtype 5 pointsize 1.5 linecolor rgb "#333333", \
     data.'chain-0.6.csv' using ($1 == 1800 && $3 == 0 ? $4 + dx : NaN):5 with points pointtype 5 pointsize 1.5 linecolor rgb "#333333"
