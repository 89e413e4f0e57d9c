# What each uniform coefficient does to each scene (SCENE-C.csv: 2000 steps at
# Cs = Cd = C, the rule off), one row a scene, in three kinds. A dot: the
# energy never stood more than 100 J above its lowest so far (a rise of a
# few joules is the measured energy's own wobble under symplectic Euler: the
# rope's largest below its edge is 8 J). A circle: at some step it did, so a
# mode grew, yet the run lasted all 2000 steps. A cross: it passed the 1 km bound and was frozen as diverged (its CSV
# stops early). On each row, dashed, the rule's 1/(z + 1) for the scene's
# inner particles (z = 2 on the rope, 4 on the mesh, 8 on the cloth) and,
# dotted, 4/(3z), the edge of z springs along one line: the worst case, since
# no arrangement of z springs has a lower edge (the page).
values = "0.10 0.15 0.20 0.25 0.29 0.30 0.35 0.40 0.45 0.50 0.52 0.55 0.60 0.65 0.68 0.70 0.75 0.80 0.82 0.84 0.85 0.90 0.95 1.00"
$runs << EOD
EOD
row(scene) = scene eq "rope" ? 3 : scene eq "mesh" ? 2 : 1
do for [c in values] {
    do for [scene in "rope mesh cloth"] {
        file = data.scene.'-'.c.'.csv'
        stats file using 'step' nooutput
        blew = STATS_max < 2000
        lowest = 1e300
        rise = 0
        stats file using (e = column('energy'), lowest = (e < lowest ? e : lowest), \
                          rise = (e - lowest > rise ? e - lowest : rise), 0) nooutput
        set print $runs append
        print sprintf("%s,%d,%d", c, row(scene), blew ? 2 : rise > 100 ? 1 : 0)
        set print
    }
}

set xrange [0:1.05]
set yrange [0.4:3.6]
set xlabel "every spring at C_s = C_d (the rule off)"
set ytics ("rope, z = 2" 3, "mesh, z = 4" 2, "cloth, z = 8" 1)
set grid xtics noytics
set border 1
set key tmargin center horizontal maxrows 2 samplen 2 width 1
set datafile nocolumnheaders
set margins 16, 3, 4, 4.5
do for [z in "2 4 8"] {
    y = z == 2 ? 3 : z == 4 ? 2 : 1
    set arrow from 1.0 / (z + 1), y - 0.35 to 1.0 / (z + 1), y + 0.35 nohead dashtype (6, 4) linewidth 1.5 linecolor rgb "#555555"
    set arrow from 4.0 / (3 * z), y - 0.35 to 4.0 / (3 * z), y + 0.35 nohead dashtype (2, 3) linewidth 2.5 linecolor rgb "#e59c2f"
}
set label "1/3" at 1.0 / 3, 3.47 center textcolor rgb "#555555"
set label "2/3" at 2.0 / 3, 3.47 center textcolor rgb "#b8741a"
set label "1/5" at 1.0 / 5, 2.47 center textcolor rgb "#555555"
set label "1/3" at 1.0 / 3, 2.47 center textcolor rgb "#b8741a"
set label "1/9" at 1.0 / 9, 1.47 center textcolor rgb "#555555"
set label "1/6" at 1.0 / 6, 1.47 center textcolor rgb "#b8741a"

plot $runs using 1:($3 == 0 ? $2 : NaN) with points pointtype 7 pointsize 1 linecolor rgb "#1f6fb2" title 'rose ≤ 100 J', \
     $runs using 1:($3 == 1 ? $2 : NaN) with points pointtype 6 pointsize 1.1 linewidth 2 linecolor rgb "#7a5195" title 'rose > 100 J', \
     $runs using 1:($3 == 2 ? $2 : NaN) with points pointtype 2 pointsize 1.3 linewidth 2 linecolor rgb "#d1495b" title 'blew up', \
     NaN with lines dashtype (6, 4) linewidth 1.5 linecolor rgb "#555555" title 'rule 1/(z + 1)', \
     NaN with lines dashtype (2, 3) linewidth 2.5 linecolor rgb "#e59c2f" title 'worst case 4/(3z)'
