# The largest stretch of each run (SCENE-C.csv: 2000 steps at the uniform
# coefficient C, the rule off) against C, in percent of the rest length
# (100 times the CSV's max_stretch, (L − L0)/L0). A run whose CSV stops before step 2000 passed
# the 1 km bound and was frozen as diverged: it is drawn as a cross on the top
# edge. The dashed lines are the rule's 1/(z + 1) for the inner particles
# (z = 2 on the rope, 4 on the mesh, 8 on the cloth), drawn low; above them,
# dotted, the linear limits the page derives: the rope's zigzag 2/3, the mesh's
# checkerboard 2/(4 − L0/L) at the largest stretch of its run at 0.50 (the
# most it holds), and the cloth's columns, 2/(6 + 1 − L0/L), anywhere from
# 1/3 at rest length down to 2/7 (a shaded band).
values = "0.10 0.15 0.20 0.25 0.29 0.30 0.35 0.40 0.45 0.50 0.52 0.55 0.60 0.65 0.70 0.75 0.80 0.82 0.84 0.85 0.90 0.95 1.00"
$rope << EOD
EOD
$mesh << EOD
EOD
$cloth << EOD
EOD
top = 1e4
do for [c in values] {
    do for [scene in "rope mesh cloth"] {
        file = data.scene.'-'.c.'.csv'
        stats file using 'step' nooutput
        last = STATS_max
        stats file using 'max_stretch' nooutput
        largest = STATS_max
        if (scene eq "rope") { set print $rope append }
        if (scene eq "mesh") { set print $mesh append }
        if (scene eq "cloth") { set print $cloth append }
        print sprintf("%s,%g,%d", c, last < 2000 ? NaN : 100 * largest, last < 2000)
        set print
    }
}

stats data.'mesh-0.50.csv' using 'max_stretch' nooutput
mesh_limit = 2.0 / (4 - 1 / (1 + STATS_max))

set logscale y
set format y "10^{%L}"
set xrange [0:1.05]
set yrange [30:top]
set xlabel "every spring at C_s = C_d"
set ylabel "largest stretch over 2000 steps, % of rest length"
set key bottom right Left reverse samplen 2 maxrows 3 width -1
set datafile nocolumnheaders
low = 700
high = 2400
set arrow from 1.0/9, 30 to 1.0/9, 600 nohead dashtype (6, 4) linecolor rgb "#2a9d6f"
set arrow from 1.0/5, 30 to 1.0/5, 600 nohead dashtype (6, 4) linecolor rgb "#d1495b"
set arrow from 1.0/3, 30 to 1.0/3, 600 nohead dashtype (6, 4) linecolor rgb "#1f6fb2"
set label "rules:" at 0.02, 45 textcolor rgb "#555555"
set label "1/9" at 1.0/9 + 0.01, 45 textcolor rgb "#2a9d6f"
set label "1/5" at 1.0/5 + 0.01, 45 textcolor rgb "#d1495b"
set label "1/3" at 1.0/3 + 0.01, 45 textcolor rgb "#1f6fb2"
set object 1 rectangle from 2.0/7, low to 1.0/3, high fillcolor rgb "#2a9d6f" fillstyle transparent solid 0.2 noborder behind
set arrow from 2.0/7, low to 2.0/7, high nohead dashtype (2, 3) linewidth 1.5 linecolor rgb "#2a9d6f"
set arrow from 1.0/3, low to 1.0/3, high nohead dashtype (2, 3) linewidth 1.5 linecolor rgb "#2a9d6f"
set arrow from mesh_limit, low to mesh_limit, high nohead dashtype (2, 3) linewidth 1.5 linecolor rgb "#d1495b"
set arrow from 2.0/3, low to 2.0/3, high nohead dashtype (2, 3) linewidth 1.5 linecolor rgb "#1f6fb2"
set label "linear limits:" at 0.02, 1300 textcolor rgb "#555555"
set label "2/7–1/3" at 1.0/3 + 0.01, 1900 textcolor rgb "#2a9d6f"
set label sprintf("%.2f", mesh_limit) at mesh_limit + 0.01, 1300 textcolor rgb "#d1495b"
set label "2/3" at 2.0/3 + 0.01, 1300 textcolor rgb "#1f6fb2"

plot $rope using 1:2 with linespoints linetype 1 pointtype 7 pointsize 0.8 title 'rope', \
     $mesh using 1:2 with linespoints linetype 2 pointtype 5 pointsize 0.8 title 'mesh', \
     $cloth using 1:2 with linespoints linetype 3 pointtype 9 pointsize 0.9 title 'cloth', \
     $rope using 1:($3 > 0.5 ? top * 0.8 : NaN) with points linetype 1 pointtype 2 pointsize 1.2 title 'rope blew up', \
     $mesh using 1:($3 > 0.5 ? top * 0.55 : NaN) with points linetype 2 pointtype 2 pointsize 1.2 title 'mesh blew up', \
     $cloth using 1:($3 > 0.5 ? top * 0.38 : NaN) with points linetype 3 pointtype 2 pointsize 1.2 title 'cloth blew up'
