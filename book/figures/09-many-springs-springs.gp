# The springs on one particle in each grid of the chapter, drawn on the scene
# as the program builds it (modes-SCENE.csv: a --dump of step 0, gravity off,
# the rope 6 particles, the mesh and the cloth 4 × 4). Particle i sits at
# column i % n and row i / n of its grid, and the scene's springs join it to
# its right and lower neighbours (rope, mesh) and to both lower diagonal ones
# (cloth), as scenes.c builds them. One inner particle, p, is drawn large;
# the springs on it are dark, the others pale. Anchors are squares.
unset key
unset border
unset tics
unset grid
set size ratio -1
set terminal svg size 760,250 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set multiplot layout 1,3 margins 0.02, 0.98, 0.04, 0.84 spacing 0.05

dark = 0x8b1e2d
pale = 0xc8c8c8
do for [scene in "rope mesh cloth"] {
    file = data.'modes-'.scene.'.csv'
    n = scene eq 'rope' ? 6 : 4
    p = scene eq 'rope' ? 2 : 9         # the particle whose springs are counted
    set xrange [*:*]
    set yrange [*:*]
    stats file using ($1 == 0 ? $4 : NaN) nooutput
    h = (STATS_max - STATS_min) / (n - 1)   # the spacing of the particles
    x0 = STATS_min
    anchor(i) = scene eq 'rope' ? i == 0 : scene eq 'mesh' ? (i == 0 || i == n - 1) : i < n
    last_row(i) = scene eq 'rope' ? 1 : int(i) / n == n - 1
    last_col(i) = int(i) % n == n - 1
    on(i, j) = (int(i) == p || int(j) == p) ? dark : pale
    set title scene eq 'rope' ? "rope: 2 springs" : scene eq 'mesh' ? "mesh: 4 springs" : "cloth: 8 springs"
    set xrange [x0 - 0.6 * h : x0 + (n - 0.4) * h]
    set yrange [-(scene eq 'rope' ? 1.6 : n - 0.4) * h : 0.6 * h]
    springs = "file using ($1 == 0 && !last_col($3) ? $4 : NaN):5:(h):(0):(on($3, $3 + 1)) with vectors nohead linewidth 2.5 linecolor rgb variable, "
    if (scene ne 'rope') {
        springs = springs."file using ($1 == 0 && !last_row($3) ? $4 : NaN):5:(0):(-h):(on($3, $3 + n)) with vectors nohead linewidth 2.5 linecolor rgb variable, "
    }
    if (scene eq 'cloth') {
        springs = springs."file using ($1 == 0 && !last_row($3) && !last_col($3) ? $4 : NaN):5:(h):(-h):(on($3, $3 + n + 1)) with vectors nohead linewidth 2 linecolor rgb variable, "
        springs = springs."file using ($1 == 0 && !last_row($3) && !last_col($3) ? $4 + h : NaN):5:(-h):(-h):(on($3 + 1, $3 + n)) with vectors nohead linewidth 2 linecolor rgb variable, "
    }
    points = 'file using ($1 == 0 && !anchor($3) && $3 != p ? $4 : NaN):5 with points pointtype 7 pointsize 0.8 linecolor rgb "#333333", '
    points = points.'file using ($1 == 0 && $3 == p ? $4 : NaN):5 with points pointtype 7 pointsize 1.8 linecolor rgb "#8b1e2d", '
    points = points.'file using ($1 == 0 && anchor($3) ? $4 : NaN):5 with points pointtype 5 pointsize 1.1 linecolor rgb "#333333"'
    eval "plot ".springs.points
}
unset multiplot
