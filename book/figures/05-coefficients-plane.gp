# The (Cs, Cd) plane: the triangle where a single spring's step is stable
# (Cs > 0, Cd > 0, Cs + 2·Cd < 4, from Jury's conditions), the article's
# [0, 1] square, and the verdict of each headless run of `single` from 1 mm
# (the runs small-CS-CD.csv, 300 steps each). A run
#   grew    if it left the 1 km bound (its CSV stops early) or its largest
#           error over steps 200-300 is over ten times the start;
#   died    if its largest error over steps 200-300 is under a thousandth
#           of the start;
#   swings on otherwise (the undamped row Cd = 0 swings on in its band).
# max_stretch is the error in metres: the spring's rest length is 1 m.
# Inside the triangle, the critical curve Cd = 2√Cs − Cs (where the step's
# eigenvalues meet on the real line, T² = 4D) and the line Cs + Cd = 2 (T = 0)
# part how a spring comes to rest: below the curve it rings (a complex
# pair); above it, left of the line it creeps (real roots, the larger
# positive), right of the line it flips sign every step (the larger negative).

$died << EOD
EOD
$grew << EOD
EOD
$neither << EOD
EOD

do for [i = 0:24] {
    cs = sprintf("%.1f", 0.1 + 0.2 * i)
    do for [j = 0:15] {
        cd = j == 0 ? "0" : sprintf("%.1f", 0.2 * j - 0.1)
        file = data.'small-'.cs.'-'.cd.'.csv'
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
                set print $died append
            } else {
                set print $neither append
            }
        }
        print cs.','.cd
        set print
    }
}

# The critical curve, sampled at 400 points of Cs from 0 to 4.
$critical << EOD
EOD
set print $critical append
do for [i = 0:400] {
    print sprintf("%.4f,%.6f", 0.01 * i, 2 * sqrt(0.01 * i) - 0.01 * i)
}
set print

# The verdicts are CSV rows "Cs,Cd", with no header row.
set datafile nocolumnheaders
$one_loop << EOD
1,1
EOD

set xrange [0:5.1]
set yrange [-0.1:3.1]
set size ratio -1
set xtics 1
set ytics 1
set mxtics 2
set mytics 2
set xlabel "C_s (stiffness per step)"
set ylabel "C_d (damping per step)"
# Taller than style.gp's figures, for a key in three rows under the plane.
set terminal svg size 760,600 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set margins 9, 3, 10, 1
set key at screen 0.5, screen 0.01 center bottom horizontal maxcols 3 maxrows 2 Left reverse samplen 2 \
    spacing 1.3 width 1
set style textbox opaque noborder margins 2, 2

# The triangle's fill is an object without a border (gnuplot's SVG output
# writes a polygon's border with a stray "Z" that breaks the EPUB); its edges
# are arrows without heads.
set object 1 polygon from 0,0 to 4,0 to 0,2 to 0,0 \
    fillcolor rgb "#dff0e6" fillstyle solid 1.0 noborder behind
set arrow 1 from 0,0 to 4,0 nohead linecolor rgb "#2a9d6f" linewidth 2 back
set arrow 2 from 4,0 to 0,2 nohead linecolor rgb "#2a9d6f" linewidth 2 back
set arrow 3 from 0,2 to 0,0 nohead linecolor rgb "#2a9d6f" linewidth 2 back
set object 2 rectangle from 0,0 to 1,1 fillstyle empty \
    border linecolor rgb "#1f6fb2" linewidth 2.5 dashtype (6, 4) front
set label 1 "C_s + 2C_d = 4" at 2.55, 1.0 rotate by -26.6 textcolor rgb "#2a7a55" boxed front
set label 3 "(1, 1)" at 1.08, 1.14 left textcolor rgb "#222222" boxed front
# The line Cs + Cd = 2, where T = 0; it touches the critical curve at (1, 1).
set arrow 4 from 0,2 to 2,0 nohead linecolor rgb "#444444" linewidth 1.5 dashtype (3, 3) back
# The four ways home, each written between two rows of the sweep's dots.
# "rings" sits left of Cs + Cd = 2: right of it, below the curve, the complex
# pair turns by more than a quarter circle a step, a ring that looks like a
# flip (the page says so).
set label 4 "rings" at 1.4, 0.4 center textcolor rgb "#222222" font ",12" front
set label 5 "creeps" at 0.33, 1.2 center textcolor rgb "#222222" font ",12" front
set label 6 "flips" at 1.55, 1.2 center textcolor rgb "#222222" font ",12" front
set label 7 "rings fast" at 2.75, 0.2 center textcolor rgb "#222222" font ",12" front

# NaN draws nothing: the two key entries for the triangle and the square.
plot NaN with filledcurves fillcolor rgb "#dff0e6" fillstyle solid 1.0 border linecolor rgb "#2a9d6f" \
         title "derived: stable inside", \
     NaN with lines linewidth 2.5 dashtype (6, 4) linecolor rgb "#1f6fb2" title "the article's [0, 1]^2", \
     $critical using 1:2 with lines linewidth 2 linecolor rgb "#222222" \
         title "critical: C_d = 2√C_s − C_s", \
     NaN with lines linewidth 1.5 dashtype (3, 3) linecolor rgb "#444444" title "C_s + C_d = 2", \
     $died using 1:2 with points pointtype 7 pointsize 0.8 linecolor rgb "#2a9d6f" \
         title "from 1 mm: dies away", \
     $grew using 1:2 with points pointtype 2 pointsize 0.8 linewidth 1.5 linecolor rgb "#d1495b" \
         title "grows", \
     $neither using 1:2 with points pointtype 6 pointsize 1.0 linewidth 2 linecolor rgb "#b86e00" \
         title "swings on", \
     $one_loop using 1:2 with points pointtype 7 pointsize 1.2 linecolor rgb "#222222" notitle
