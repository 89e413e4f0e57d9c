# The fastest mode of each scene, drawn on the scene as the program builds it
# (modes-SCENE.csv: a --dump of step 0, gravity off, the rope 6 particles,
# the mesh and the cloth 4 × 4). Particle i sits at column col(i) = i % n and
# row i / n of its grid; the mode moves it along x by d(i) = ±δ (arrows,
# drawn a little above the particle): the rope (−1)^i, the mesh (−1)^(row +
# column), the cloth (−1)^column. Every particle is drawn moved by t·d(i), so
# the picture is the mode itself: the mesh's verticals lean. A spring from p
# to q is drawn dark where its ends move differently, d(q) ≠ d(p) (the mode
# stretches, squeezes or tilts it), and pale where they move together.
# Anchors are squares.
unset key
unset border
unset tics
unset grid
set size ratio -1
set terminal svg size 760,300 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set multiplot layout 1,3 margins 0.02, 0.98, 0.04, 0.86 spacing 0.05

pat(scene, i, n) = scene eq 'rope' ? (int(i) % 2 ? 1 : -1) : \
                   scene eq 'mesh' ? ((int(i) % n + int(i) / n) % 2 ? 1 : -1) : \
                   (int(i) % n % 2 ? 1 : -1)
dark = 0x8b1e2d
pale = 0xc8c8c8
col(s) = abs(s) > 1e-9 ? dark : pale
do for [scene in "rope mesh cloth"] {
    file = data.'modes-'.scene.'.csv'
    n = scene eq 'rope' ? 6 : 4
    set xrange [*:*]
    set yrange [*:*]
    stats file using ($1 == 0 ? $4 : NaN) nooutput
    h = (STATS_max - STATS_min) / (n - 1)   # the spacing of the particles
    x0 = STATS_min
    a = 0.45 * h           # the arrow's length, δ drawn to scale of the grid
    up = 0.2 * h
    anchor(i) = scene eq 'rope' ? i == 0 : scene eq 'mesh' ? (i == 0 || i == n - 1) : i < n
    last_row(i) = scene eq 'rope' ? 1 : int(i) / n == n - 1
    last_col(i) = int(i) % n == n - 1
    set title scene eq 'rope' ? "rope: zigzag along it" : scene eq 'mesh' ? "mesh: checkerboard" : "cloth: columns alternate"
    set xrange [x0 - 0.6 * h : x0 + (n - 0.4) * h]
    set yrange [-(scene eq 'rope' ? 1.6 : n - 0.4) * h : 0.8 * h]
    d(i) = anchor(i) ? 0 : pat(scene, i, n)
    t = 0.16 * h           # how far the picture moves each particle
    X(i, x) = x + t * d(i)
    # the springs: along the rows, down the columns (mesh, cloth), both diagonals (cloth)
    springs = "file using ($1 == 0 && !last_col($3) ? X($3, $4) : NaN):5:(h + t * (d($3 + 1) - d($3))):(0):(col(d($3 + 1) - d($3))) with vectors nohead linewidth 2.5 linecolor rgb variable, "
    if (scene ne 'rope') {
        springs = springs."file using ($1 == 0 && !last_row($3) ? X($3, $4) : NaN):5:(t * (d($3 + n) - d($3))):(-h):(col(d($3 + n) - d($3))) with vectors nohead linewidth 2.5 linecolor rgb variable, "
    }
    if (scene eq 'cloth') {
        springs = springs."file using ($1 == 0 && !last_row($3) && !last_col($3) ? X($3, $4) : NaN):5:(h + t * (d($3 + n + 1) - d($3))):(-h):(col(d($3 + n + 1) - d($3))) with vectors nohead linewidth 2 linecolor rgb variable, "
        springs = springs."file using ($1 == 0 && !last_row($3) && !last_col($3) ? X($3 + 1, $4 + h) : NaN):5:(-h + t * (d($3 + n) - d($3 + 1))):(-h):(col(d($3 + n) - d($3 + 1))) with vectors nohead linewidth 2 linecolor rgb variable, "
    }
    points = 'file using ($1 == 0 && !anchor($3) ? X($3, $4) : NaN):5 with points pointtype 7 pointsize 0.9 linecolor rgb "#333333", '
    points = points.'file using ($1 == 0 && anchor($3) ? $4 : NaN):5 with points pointtype 5 pointsize 1.1 linecolor rgb "#333333", '
    arrows = 'file using ($1 == 0 && !anchor($3) ? X($3, $4) - a * d($3) / 2 : NaN):($5 + up):(a * d($3)):(0) with vectors head filled size screen 0.008,25 linewidth 2 linecolor rgb "#1f6fb2"'
    eval "plot ".springs.points.arrows
}
unset multiplot
