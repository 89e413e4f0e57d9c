# The warm start on three scenes (stretch in percent of the rest length), against the iterations, cold (SCENE-cold-I)
# and by the article's rule (SCENE-article-I): the bridge's mean stretch at
# rest (the last row of 3000 steps), the hanging cloth's mean stretch over
# steps 300 to 600 (fallen, hanging), and the wrecking ball's over its first
# 600 steps (swinging). Dashed: cold at 2I drawn at I.
$runs << EOD
EOD
set print $runs
do for [i in "1 2 4 8 16 32 64"] {
    line = i
    do for [w in "cold article"] {
        stats data.'bridge-'.w.'-'.i.'.csv' every ::3000::3000 using 'mean_stretch' nooutput
        line = line.','.sprintf("%g", 100 * STATS_mean)
        stats data.'hanging-'.w.'-'.i.'.csv' every ::300::600 using 'mean_stretch' nooutput
        line = line.','.sprintf("%g", 100 * STATS_mean)
        stats data.'ball-'.w.'-'.i.'.csv' using 'mean_stretch' nooutput
        line = line.','.sprintf("%g", 100 * STATS_mean)
    }
    print line
}
set print

set terminal svg size 760,360 enhanced font "DejaVu Sans,12" background rgb "white"
set output output
set datafile nocolumnheaders
set logscale x 2
set logscale y 10
set format y "%g"
set xrange [0.7:90]
set xtics ("1" 1, "4" 4, "16" 16, "64" 64)
set key bottom left Left reverse samplen 2 font ",11"
set multiplot layout 1,3 margins 0.12, 0.99, 0.2, 0.9 spacing 0.07, 0
titles = "'bridge, at rest' 'cloth, hanging' 'wrecking ball, swinging'"
set xlabel "iterations"
set ylabel "mean stretch (%)"
do for [k = 1:3] {
    set title word(titles, k) font ",12"
    if (k > 1) { unset ylabel; unset key }
    if (k == 1) { set yrange [1e-3:100] }
    if (k == 2) { set yrange [1e-2:100] }
    if (k == 3) { set yrange [10:1000] }
    plot $runs using 1:(column(1 + k)) with linespoints linetype 1 pointtype 7 title 'cold', \
         $runs using ($1/2):(column(1 + k)) with lines linetype 1 dashtype (6, 4) title 'cold at 2N, drawn at N', \
         $runs using 1:(column(4 + k)) with linespoints linetype 2 pointtype 5 title 'article'
}
unset multiplot
