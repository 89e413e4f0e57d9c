# The mean stretch over 600 steps (the mean of the CSV's mean_stretch
# column) of the sequential rope, bridge and cloth alone at the program's
# defaults (8 iterations, warm start 1), against the correction
# (cost-SCENE-C.csv).
$cost << EOD
EOD
set print $cost
do for [c in "0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9 1.0"] {
    line = c
    do for [scene in "rope bridge cloth"] {
        stats data.'cost-'.scene.'-'.c.'.csv' using 'mean_stretch' nooutput
        line = line.','.sprintf("%g", 100 * STATS_mean)
    }
    print line
}
set print
set datafile nocolumnheaders
set logscale y 10
set format y "%g"
set xrange [0:1.05]
set yrange [0.01:100]
set xlabel "correction"
set ylabel "mean stretch over 600 steps (%)"
set key top right Right samplen 2.5
plot $cost using 1:2 with linespoints linetype 1 pointtype 7 title 'rope', \
     $cost using 1:3 with linespoints linetype 2 pointtype 5 title 'bridge', \
     $cost using 1:4 with linespoints linetype 3 pointtype 9 title 'cloth'
