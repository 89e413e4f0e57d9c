# The sweep of 05-coefficients-plane.gp run again from `single`'s default
# start, 0.5 m out (the runs default-CS-CD.csv, 300 steps each). A run
#   left     if it passed the 1 km bound: the program froze it as diverged
#            (its CSV stops early);
#   settled  if its largest error over steps 200-300 is under a thousandth
#            of the start;
#   neither  otherwise: it swings on, through its anchor and back, without
#            settling and without leaving.
# Drawn over the derived triangle and the article's square.

$settled << EOD
EOD
$left << EOD
EOD
$neither << EOD
EOD

do for [i = 0:24] {
    cs = sprintf("%.1f", 0.1 + 0.2 * i)
    do for [j = 1:15] {
        cd = sprintf("%.1f", 0.2 * j - 0.1)
        file = data.'default-'.cs.'-'.cd.'.csv'
        stats file using 'step' nooutput
        last = STATS_max
        stats file using (column('step') >= 200 ? column('max_stretch') : 0) nooutput
        late = STATS_max
        stats file using (column('step') == 0 ? column('max_stretch') : 0) nooutput
        start = STATS_max
        if (last < 300) {
            set print $left append
        } else {
            if (late < 1e-3 * start) {
                set print $settled append
            } else {
                set print $neither append
            }
        }
        print cs.','.cd
        set print
    }
}

# The verdicts are CSV rows "Cs,Cd", with no header row.
set datafile nocolumnheaders

# As tall as the plane's figure, with its key in two rows under the plane.
set terminal svg size 760,560 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set margins 9, 3, 8, 1
set key at screen 0.5, screen 0.01 center bottom horizontal maxrows 2 Left reverse samplen 2 \
    spacing 1.3 width 1

set xrange [0:5.1]
set yrange [-0.1:3.1]
set size ratio -1
set xtics 1
set ytics 1
set mxtics 2
set mytics 2
set xlabel "C_s (stiffness per step, κ)"
set ylabel "C_d (damping per step, γ)"

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

plot NaN with filledcurves fillcolor rgb "#dff0e6" fillstyle solid 1.0 border linecolor rgb "#2a9d6f" \
         title "derived: stable inside", \
     NaN with lines linewidth 2.5 dashtype (6, 4) linecolor rgb "#1f6fb2" title "the article's [0, 1]^2", \
     $settled using 1:2 with points pointtype 7 pointsize 0.8 linecolor rgb "#2a9d6f" \
         title "from 0.5 m: settles", \
     $left using 1:2 with points pointtype 2 pointsize 0.8 linewidth 1.5 linecolor rgb "#d1495b" \
         title "leaves (diverged)", \
     $neither using 1:2 with points pointtype 6 pointsize 1.0 linewidth 2 linecolor rgb "#b86e00" \
         title "swings on through its anchor"
