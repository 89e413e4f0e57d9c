# The wrecking ball's largest energy above its start over 3000 steps,
# against the springs' frequency, at 8 substeps of one sweep (h = 1/480 s),
# ζ = 1, the whole warm start, and 1, 2 or 4 relax sweeps
# (relaxR-HERTZ.csv). A run whose energy never rises above its start is
# drawn at 1 J, on the floor of the logarithmic axis,
# whose tick says so. The dashed line is
# Box2D's limit on a joint's frequency, a quarter of the substep rate.
hertz = "60 90 120 140 160 180 200 240 300 360"
set print $rise
do for [r in "1 2 4"] {
    do for [f in hertz] {
        file = data.'relax'.r.'-'.f.'.csv'
        stats file using 'energy' nooutput
        top = STATS_max
        stats file using 'energy' every ::0::0 nooutput
        print sprintf("%s %g", f, top - STATS_max)
    }
    print ""
    print ""
}
unset print
# The block just written has no header and spaces between its columns.
set datafile separator whitespace
set datafile nocolumnheaders

set xlabel "frequency f (Hz), at h = 1/480 s"
set ylabel "largest energy above the start (J)"
set xrange [40:380]
set logscale y
# The floor, 1 J, is labelled for what it holds: no rise.
set ytics ("none" 1, "10^{1}" 10, "10^{2}" 100, "10^{3}" 1e3, "10^{4}" 1e4, "10^{5}" 1e5, "10^{6}" 1e6)
set yrange [0.5:2e6]
set key bottom right Right samplen 2.5 at graph 0.98, graph 0.06
set arrow from 120,0.5 to 120,2e6 nohead linecolor rgb "#6b6b6b" dashtype (4, 4)
set label "Box2D's limit, 1/(4h)" at 124,3e3 textcolor rgb "#555555"
lifted(x) = x > 1 ? x : 1
plot $rise index 0 using 1:(lifted($2)) with linespoints linetype 2 pointtype 7 pointsize 0.8 title '1 relax sweep', \
     $rise index 1 using 1:(lifted($2)) with linespoints linetype 4 pointtype 5 pointsize 0.8 title '2 relax sweeps', \
     $rise index 2 using 1:(lifted($2)) with linespoints linetype 1 pointtype 9 pointsize 0.9 title '4 relax sweeps'
