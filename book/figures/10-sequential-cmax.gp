# The largest stable uniform coefficient C = Cs = Cd against the springs z on
# an inner particle: the rope (z = 2), the mesh (4) and the cloth (8). For each
# scene and solver, the largest C of the grid (steps of 0.05) below the first
# run that blew up (its CSV stops before step 3000): the naive solver
# (cmax-SCENE-naive-C.csv, C from 0.20) and the sequential one at 1 and 8
# iterations (cmax-SCENE-I-C.csv, C from 0.80). The curve is the rule
# 1/(z + 1); the dotted line 4/3 is a lone one-loop spring's limit
# (chapter 05: κ + 2γ < 4 at κ = γ = C).
$limits << EOD
EOD
set print $limits
do for [scene in "rope mesh cloth"] {
    n = scene eq "rope" ? 2 : scene eq "mesh" ? 4 : 8
    line = sprintf("%d", n)
    do for [solver in "naive 1 8"] {
        first = solver eq "naive" ? 0.20 : 0.80
        count = solver eq "naive" ? 17 : 15
        held = NaN
        broken = 0
        do for [k = 0:count - 1] {
            c = sprintf("%.2f", first + 0.05 * k)
            stats data.'cmax-'.scene.'-'.solver.'-'.c.'.csv' using 'step' nooutput
            if (!broken && STATS_max >= 3000) { held = first + 0.05 * k }
            if (STATS_max < 3000) { broken = 1 }
        }
        line = line.sprintf(",%g", held)
    }
    print line
}
set print

set logscale x 2
set xrange [1.5:11]
set yrange [0:2.1]
set xtics ("rope\nz = 2" 2, "mesh\nz = 4" 4, "cloth\nz = 8" 8)
set xlabel "springs on an inner particle, z" offset 0, -0.8
set bmargin 5.5
set ylabel "largest stable C_s = C_d"
set key top left Left reverse samplen 2.5 maxrows 2 width 2
set datafile nocolumnheaders
set arrow from 1.5, 4.0/3 to 11, 4.0/3 nohead dashtype (2, 3) linecolor rgb "#555555"
set label "a lone spring's limit 4/3" at 2.5, 4.0/3 + 0.08 textcolor rgb "#555555"

plot 1 / (x + 1) with lines linetype 4 dashtype (6, 4) title "the rule 1/(z + 1)", \
     $limits using 1:2 with linespoints linetype 2 pointtype 5 pointsize 1.3 title 'naive, measured', \
     $limits using 1:3 with linespoints linetype 3 pointtype 9 pointsize 1.3 title 'sequential, 1 iteration', \
     $limits using 1:4 with linespoints linetype 1 pointtype 7 pointsize 1.3 title 'sequential, 8 iterations'
