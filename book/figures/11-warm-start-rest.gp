# The stretch at rest against the iterations, the bridge (left) beside the
# girder (right): the mean stretch at the last step of a 3000-step run, in
# percent of the rest length, cold (SCENE-cold-I.csv, warmstart 0) and
# warm-started at 1 by the program's default rule, the article's
# (SCENE-article-I.csv). Dashed: the cold curve halved, where the page's
# derivation puts a warm start of 1 at rest, 1/(1 + beta) of the cold stretch.
# Colours as on the rest of the page: cold red, warm-started green.
$rest << EOD
EOD
set print $rest
do for [i in "2 4 8 16 32 64"] {
    line = i
    do for [s in "bridge girder"] {
        do for [w in "cold article"] {
            stats data.s.'-'.w.'-'.i.'.csv' every ::3000::3000 using 'mean_stretch' nooutput
            line = line.','.sprintf("%g", 100 * STATS_mean)
        }
    }
    print line
}
set print
set datafile nocolumnheaders

set terminal svg size 760,380 enhanced font "DejaVu Sans,12" background rgb "white"
set output output
set logscale x 2
set logscale y 10
set format y "%g"
set xrange [1.6:80]
set xtics ("2" 2, "4" 4, "8" 8, "16" 16, "32" 32, "64" 64)
set xlabel "iterations"
set key bottom left Left reverse samplen 2.5 font ",11"
set multiplot layout 1,2 margins 0.1, 0.98, 0.2, 0.9 spacing 0.08, 0
set title "bridge: every member pulls" font ",12"
set yrange [0.002:1]
set ylabel "mean stretch at rest (% of rest length)"
plot $rest using 1:2 with linespoints linetype 2 pointtype 7 title 'cold', \
     $rest using 1:($2/2) with lines linetype 3 dashtype (6, 4) title 'cold ÷ 2: the derivation', \
     $rest using 1:3 with linespoints linetype 3 pointtype 5 title 'warm start 1'
set title "girder: its lower chord pushes" font ",12"
set yrange [0.05:10]
unset ylabel
unset key
plot $rest using 1:4 with linespoints linetype 2 pointtype 7, \
     $rest using 1:($4/2) with lines linetype 3 dashtype (6, 4), \
     $rest using 1:5 with linespoints linetype 3 pointtype 5
unset multiplot
