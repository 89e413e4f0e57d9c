# The girder's mean stretch at its last step (at rest, but for the warm starts at one iteration), in percent of the rest length (the last row of a 3000-step run) against
# the iterations, cold (girder-cold-I.csv) and warm-started at 1 by the
# article's rule and by both signs (girder-RULE-I.csv). The
# dashed line is the cold curve moved one doubling to the left: cold at 2I
# drawn at I, where the article's rule of thumb puts a warm start at I.
# Colours as on chapter 11's page: cold red, the article's warm start green.
$runs << EOD
EOD
set print $runs
do for [i in "1 2 4 8 16 32 64"] {
    line = i
    do for [w in "cold article both-signs"] {
        stats data.'girder-'.w.'-'.i.'.csv' every ::3000::3000 using 'mean_stretch' nooutput
        line = line.','.sprintf("%g", 100 * STATS_mean)
    }
    print line
}
set print

set logscale x 2
set logscale y 10
set format y "%g"
set xrange [0.8:80]
set yrange [0.03:300]
set xtics ("1" 1, "2" 2, "4" 4, "8" 8, "16" 16, "32" 32, "64" 64)
set xlabel "iterations of the sequential solver"
set ylabel "girder's mean stretch, last step (% of rest length)"
set key top right Right samplen 2.5
set datafile nocolumnheaders

plot $runs using 1:2 with linespoints linetype 2 pointtype 7 title 'cold (warmstart 0)', \
     $runs using ($1/2):2 with lines linetype 2 dashtype (6, 4) title 'cold at 2N, drawn at N', \
     $runs using 1:3 with linespoints linetype 3 pointtype 5 title 'article', \
     $runs using 1:4 with linespoints linetype 1 pointtype 9 title 'both signs'
