# The wrecking ball's largest energy above its start over 3000 steps,
# against the springs' frequency, at the program's defaults (4 substeps of
# one sweep, h = 1/240 s, ζ = 2, the whole warm start) and 0, 1, 2 or 4
# relax sweeps (relaxR-HERTZ.csv). A run whose energy never rises above its
# start is drawn at 1 J, on the floor of the logarithmic axis, whose tick
# says so. The grey dashed line is Box2D's clamp on a joint's frequency,
# a quarter of the substep rate. Each dotted line, in its curve's colour,
# is that curve's predicted edge: the page's model without relax,
# Ω² = 1 + 1/Cd, and its rule for r relax sweeps, Cs·Δn = Cd + r, found
# here by bisection on the map.
hertz = "40 50 54 56 60 65 70 75 79 80 85 90 95 96 97 100 110 120 124 125 130 140 160"
set print $rise
do for [r in "0 1 2 4"] {
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

# The model's edge at ζ = 2, h = 1/240 s: the frequency where
# Cs·Δn = Cd + r for r relax sweeps, with Δn = Cd²/(1 − Cd²); r = 0 is
# the edge without relax.
zeta = 2.0
h = 1.0/240
array edges[4]
array sweeps[4] = [0, 1, 2, 4]
do for [k = 1:4] {
    lo = 1.0
    hi = 500.0
    do for [i = 1:60] {
        f = (lo + hi)/2
        O = 2*pi*f*h
        D = 1 + 2*zeta*O + O*O
        cd = (O*O + 2*zeta*O)/D
        cs = O*O/D
        if (cs*cd**2/(1 - cd**2) > cd + sweeps[k]) { hi = f } else { lo = f }
    }
    edges[k] = hi
}
array colours[4] = ["#d1495b", "#1f6fb2", "#7a5195", "#e59c2f"]

set xlabel "frequency f (Hz), at h = 1/240 s"
set ylabel "largest energy above the start (J)"
set xrange [30:165]
set logscale y
# The floor, 1 J, is labelled for what it holds: no rise.
set ytics ("none" 1, "10^{1}" 10, "10^{2}" 100, "10^{3}" 1e3, "10^{4}" 1e4, "10^{5}" 1e5, "10^{6}" 1e6)
set yrange [0.5:2e6]
# Six entries would cover the curves inside the plot: they go below it.
set key below center horizontal maxcols 3 maxrows 2 samplen 2.5
set bmargin 6.5
set arrow from 60,0.5 to 60,2e6 nohead linecolor rgb "#6b6b6b" linewidth 1.5 dashtype (8, 5)
do for [k = 1:4] {
    set arrow from edges[k],0.5 to edges[k],2e6 nohead linecolor rgb colours[k] linewidth 2 dashtype (1, 3)
}
lifted(x) = x > 1 ? x : 1
plot $rise index 0 using 1:(lifted($2)) with linespoints linetype 2 pointtype 13 pointsize 0.8 title 'no relax', \
     $rise index 1 using 1:(lifted($2)) with linespoints linetype 1 pointtype 7 pointsize 0.8 title '1 relax sweep', \
     $rise index 2 using 1:(lifted($2)) with linespoints linetype 5 pointtype 5 pointsize 0.8 title '2 relax sweeps', \
     $rise index 3 using 1:(lifted($2)) with linespoints linetype 4 pointtype 9 pointsize 0.9 title '4 relax sweeps', \
     NaN with lines linecolor rgb "#6b6b6b" linewidth 2 dashtype (1, 3) title "predicted edge", \
     NaN with lines linecolor rgb "#6b6b6b" linewidth 1.5 dashtype (8, 5) title "Box2D's clamp"
