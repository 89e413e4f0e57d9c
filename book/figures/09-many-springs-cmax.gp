# The largest stretch of each run (rope-C.csv, mesh-C.csv: 2000 steps at the
# uniform coefficient C, the rule off) against C. A run whose CSV stops before
# step 2000 passed the 1 km bound and was frozen as diverged: it is drawn as
# a cross on the top edge. The dashed lines are the rule's 1/(n + 1) for the
# inner particles (n = 2 on the rope, 4 on the mesh); the dotted one is the
# rope's linear limit 2/3 that the page derives.
$rope << EOD
EOD
$mesh << EOD
EOD
top = 1e3
do for [i = 0:18] {
    c = sprintf("%.2f", 0.10 + 0.05 * i)
    do for [scene in "rope mesh"] {
        file = data.scene.'-'.c.'.csv'
        stats file using 'step' nooutput
        last = STATS_max
        stats file using 'max_stretch' nooutput
        largest = STATS_max
        if (scene eq "rope") { set print $rope append } else { set print $mesh append }
        print sprintf("%s,%g,%d", c, last < 2000 ? NaN : largest, last < 2000)
        set print
    }
}

set logscale y
set format y "10^{%L}"
set xrange [0:1.05]
set yrange [1:top]
set xlabel "every spring at C_s = C_d"
set ylabel "largest stretch over 2000 steps"
set key top left Left reverse samplen 2.5
set datafile nocolumnheaders
set arrow from 1.0/3, 1 to 1.0/3, top nohead dashtype (6, 4) linecolor rgb "#1f6fb2"
set arrow from 1.0/5, 1 to 1.0/5, top nohead dashtype (6, 4) linecolor rgb "#d1495b"
set arrow from 2.0/3, 1 to 2.0/3, top nohead dashtype (2, 3) linecolor rgb "#555555"
set label "rope's rule 1/3" at 1.0/3 + 0.01, 300 textcolor rgb "#1f6fb2"
set label "mesh's rule 1/5" at 1.0/5 + 0.01, 100 textcolor rgb "#d1495b"
set label "rope's linear limit 2/3" at 2.0/3 + 0.01, 30 textcolor rgb "#555555"

plot $rope using 1:2 with linespoints linetype 1 pointtype 7 title 'rope', \
     $mesh using 1:2 with linespoints linetype 2 pointtype 5 title 'mesh', \
     $rope using 1:($3 > 0.5 ? top * 0.8 : NaN) with points linetype 1 pointtype 2 pointsize 1.5 title 'rope blew up', \
     $mesh using 1:($3 > 0.5 ? top * 0.6 : NaN) with points linetype 2 pointtype 2 pointsize 1.5 title 'mesh blew up'
