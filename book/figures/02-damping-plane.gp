# The (κ, γ) plane of explicit Euler with a damper: the triangle where one
# spring's step is stable, κ < γ < 2 + κ/2 (from Jury's conditions; its
# corners are (0, 0), (0, 2) and (4, 4)), and the verdict of each headless
# run of `single` from 1 mm (plane-K-C.csv, k and c in N/m and N·s/m, at
# Δt = 0.1 s and m = 1 kg, so κ = k/100 and γ = c/10). A run
#   grew     if it left the 1 km bound (its CSV stops early) or its largest
#            error over steps 200-300 is over ten times the start;
#   decayed  if its largest error over steps 200-300 is under a thousandth
#            of the start;
#   otherwise the figure fails: every point was chosen far from an edge.
# max_stretch is the error in metres: the spring's rest length is 1 m.
# Dashed inside the band: critical damping, γ = 2√κ (T² − 4D = γ² − 4κ = 0),
# where the complex pair meets on the real axis; below it the bob swings. It
# leaves the band only at (0, 0) and at (4, 4), where it touches the upper
# edge: 2 + κ/2 − 2√κ = (√κ − 2)²/2.
POINTS = "50:0 50:2 50:8 50:14 50:20 50:25.5 125:9.5 125:16 125:23 125:29.5 " . \
         "200:0 200:17 200:23 200:27 200:33 275:24.5 275:29.5 275:32 275:37 " . \
         "350:32 350:36.25 350:40.5 425:35 425:42.5 425:50"

$decayed << EOD
EOD
$grew << EOD
EOD

do for [i = 1:words(POINTS)] {
    p = word(POINTS, i)
    colon = strstrt(p, ":")
    k = p[1:colon - 1]
    c = p[colon + 1:]
    file = data.'plane-'.k.'-'.c.'.csv'
    stats file using 'step' nooutput
    last = STATS_max
    stats file using (column('step') >= 200 ? column('max_stretch') : 0) nooutput
    late = STATS_max
    stats file using (column('step') == 0 ? column('max_stretch') : 0) nooutput
    start = STATS_max
    if (last < 300 || late > 10 * start) {
        set print $grew append
    } else {
        if (late < 1e-3 * start) {
            set print $decayed append
        } else {
            exit error sprintf("plane: run %s neither grew nor decayed", p)
        }
    }
    print sprintf("%g,%g", k / 100.0, c / 10.0)
    set print
}

set datafile nocolumnheaders
set xrange [0:4.6]
set yrange [-0.1:5.3]
set size ratio -1
set xtics 1
set ytics 1
set xlabel "κ = k Δt²/m (stiffness per step)"
set ylabel "γ = c Δt/m (damping per step)"
set terminal svg size 760,600 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set margins 9, 3, 8, 1
set key at screen 0.5, screen 0.01 center bottom horizontal maxrows 2 Left reverse samplen 2 \
    spacing 1.3 width 1
set style textbox opaque noborder margins 2, 2

# The triangle's fill is an object without a border (gnuplot's SVG output
# writes a polygon's border with a stray "Z" that breaks the EPUB); its
# edges are arrows without heads.
set object 1 polygon from 0,0 to 4,4 to 0,2 to 0,0 \
    fillcolor rgb "#dff0e6" fillstyle solid 1.0 noborder behind
set arrow 1 from 0,0 to 4,4 nohead linecolor rgb "#2a9d6f" linewidth 2 back
set arrow 2 from 0,2 to 4,4 nohead linecolor rgb "#2a9d6f" linewidth 2 back
# The edges are named in empty corners, with an arrow to each.
set label 1 "lower edge γ = κ" at 2.45, 0.5 left textcolor rgb "#2a7a55" front
set arrow 3 from 2.9, 0.7 to 1.5, 1.45 head size 0.08,20 linecolor rgb "#2a7a55" linewidth 1 front
set label 2 "upper edge γ = 2 + κ/2" at 0.1, 4.7 left textcolor rgb "#2a7a55" front
set arrow 4 from 0.6, 4.5 to 0.85, 2.5 head size 0.08,20 linecolor rgb "#2a7a55" linewidth 1 front
set label 3 "(4, 4)" at 4.08, 3.9 left textcolor rgb "#444444" font ",11" front
set label 4 "critical damping\nγ = 2√κ: the bob\nswings below it" at 3.0, 2.05 left textcolor rgb "#444444" front
set arrow 5 from 3.1, 2.3 to 2.32, 3.0 head size 0.08,20 linecolor rgb "#444444" linewidth 1 front

plot NaN with filledcurves fillcolor rgb "#dff0e6" fillstyle solid 1.0 border linecolor rgb "#2a9d6f" \
         title "derived: ρ < 1 inside", \
     (x <= 4 ? 2 * sqrt(x) : NaN) with lines dashtype (5, 4) linewidth 1.5 linecolor rgb "#444444" \
         notitle, \
     $decayed using 1:2 with points pointtype 7 pointsize 1.0 linecolor rgb "#2a9d6f" \
         title "run decayed", \
     $grew using 1:2 with points pointtype 2 pointsize 1.0 linewidth 2 linecolor rgb "#d1495b" \
         title "run grew"
