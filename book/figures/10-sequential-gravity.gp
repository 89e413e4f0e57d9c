# The rope's largest stretch, averaged over the run's last 600 steps (steps
# 2400 to 3000: the rope still swings, and the average takes the swing's
# phase out), against the iterations, gravity added before the springs are solved (first-I.csv, the
# default) or after them (after-I.csv). The dotted line is the floor the page
# derives for gravity after: the anchor's spring stretched by g·dt²/Cs, over
# its rest length L0 = 0.25 m, 9.81/3600/0.25 = 0.0109.
$runs << EOD
EOD
set print $runs
do for [i in "1 2 4 8 16 32 64"] {
    stats data.'first-'.i.'.csv' using ($1 >= 2400 ? column('max_stretch') : NaN) nooutput
    first = STATS_mean
    stats data.'after-'.i.'.csv' using ($1 >= 2400 ? column('max_stretch') : NaN) nooutput
    after = STATS_mean
    print sprintf("%s,%g,%g", i, first, after)
}
set print
floor = 9.81 / 60**2 / 0.25

set logscale x 2
set logscale y 10
set format y "10^{%L}"
set xrange [0.8:80]
set yrange [1e-3:1]
set xtics ("1" 1, "2" 2, "4" 4, "8" 8, "16" 16, "32" 32, "64" 64)
set xlabel "iterations of the sequential solver"
set ylabel "largest stretch, in rest lengths"
set key top right Right samplen 2.5
set datafile nocolumnheaders
set label "g·Δt²/(C_s·L_0) = 0.0109" at 1, floor * 0.75 textcolor rgb "#555555"

plot $runs using 1:2 with linespoints linetype 1 pointtype 7 title 'gravity first', \
     $runs using 1:3 with linespoints linetype 2 pointtype 5 title 'gravity after', \
     floor with lines linetype 2 linecolor rgb "#555555" dashtype (2, 3) title 'the floor, gravity after'
