# The mean stretch over 600 steps in percent of the rest length (100 times
# the mean of the CSV's mean_stretch column, as the summary line gives it) against the sequential solver's iterations,
# for the rope, the bridge and the cloth (seq-SCENE-I.csv); the naive solver
# has no iterations, so each scene's naive run (naive-SCENE.csv) is a flat
# dashed line in the same colour. The naive rope's and cloth's lie within a
# few percent of each other, so the cloth's carries open triangles.
$seq << EOD
EOD
set print $seq
do for [i in "1 2 4 8 16 32 64"] {
    line = i
    do for [scene in "rope bridge cloth"] {
        stats data.'seq-'.scene.'-'.i.'.csv' using 'mean_stretch' nooutput
        line = line.','.sprintf("%g", 100 * STATS_mean)
    }
    print line
}
set print
stats data.'naive-rope.csv' using 'mean_stretch' nooutput
naive_rope = 100 * STATS_mean
stats data.'naive-bridge.csv' using 'mean_stretch' nooutput
naive_bridge = 100 * STATS_mean
stats data.'naive-cloth.csv' using 'mean_stretch' nooutput
naive_cloth = 100 * STATS_mean

set logscale xy 2
set logscale y 10
set format y "10^{%L}"
set xrange [0.8:80]
set yrange [5e-3:200]
set xtics ("1" 1, "2" 2, "4" 4, "8" 8, "16" 16, "32" 32, "64" 64)
set xlabel "iterations of the sequential solver"
set ylabel "mean stretch over 600 steps, % of rest length"
set label "naive bridge" at 1.2, naive_bridge * 0.6 textcolor rgb "#d1495b" font ",11"
set label "naive rope and cloth (open triangles), on top of each other" at 1.2, naive_rope * 1.6 textcolor rgb "#555555" font ",11"
set key bottom left Left reverse samplen 2.5 maxrows 3
set datafile nocolumnheaders

plot $seq using 1:2 with linespoints linetype 1 pointtype 7 title 'rope, sequential', \
     $seq using 1:3 with linespoints linetype 2 pointtype 5 title 'bridge, sequential', \
     $seq using 1:4 with linespoints linetype 3 pointtype 9 title 'cloth, sequential', \
     naive_rope with lines linetype 1 dashtype (6, 4) title 'rope, naive', \
     naive_bridge with lines linetype 2 dashtype (6, 4) title 'bridge, naive', \
     $seq using 1:(naive_cloth) with linespoints linetype 3 dashtype (2, 10) pointtype 8 pointsize 1.2 title 'cloth, naive'
