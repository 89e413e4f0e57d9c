# The spring's axis and stretch, drawn from where the program put the
# particles: a --dump of `pendulum` (anchor a = particle 0, bob b = particle 1).
# Step 0 is the scene as built, the spring at rest length, so L0 is the
# distance then; STEP is the moment drawn. Everything below is computed from
# those two rows: L, the unit vector ê, the stretch x = L − L0, and the
# point a + L0·ê where the bob would be with the spring at rest length.
STEP = 24
pick(s, i, col) = (column('step') == s && column('index') == i) ? column(col) : 1/0
# One number from one row: stats over a column that is undefined elsewhere.
stats data.'axis.csv' using (pick(0, 0, 'x')) nooutput; ax0 = STATS_max
stats data.'axis.csv' using (pick(0, 0, 'y')) nooutput; ay0 = STATS_max
stats data.'axis.csv' using (pick(0, 1, 'x')) nooutput; bx0 = STATS_max
stats data.'axis.csv' using (pick(0, 1, 'y')) nooutput; by0 = STATS_max
L0 = sqrt((bx0 - ax0)**2 + (by0 - ay0)**2)
stats data.'axis.csv' using (pick(STEP, 0, 'x')) nooutput; ax = STATS_max
stats data.'axis.csv' using (pick(STEP, 0, 'y')) nooutput; ay = STATS_max
stats data.'axis.csv' using (pick(STEP, 1, 'x')) nooutput; bx = STATS_max
stats data.'axis.csv' using (pick(STEP, 1, 'y')) nooutput; by = STATS_max

L = sqrt((bx - ax)**2 + (by - ay)**2)
ex = (bx - ax) / L; ey = (by - ay) / L      # ê, from a to b
nx = -ey; ny = ex                            # across the axis, for the dimension lines
rx = ax + L0 * ex; ry = ay + L0 * ey         # the rest-length point
x = L - L0

set size ratio -1
set xrange [-0.35:1.75]
set yrange [-1.25:0.3]
unset border
unset tics
unset grid
unset key
set margins 1, 1, 1, 1
set terminal svg size 760,560 enhanced font "DejaVu Sans,14" background rgb "white"
set output output
set style textbox opaque noborder margins 1, 1

# Where the bob would sit with the spring at rest length: a circle of radius L0.
set object 1 circle at ax, ay size L0 arc [-75:5] nowedge fillstyle empty \
    border linecolor rgb "#bbbbbb" dashtype (4, 4) linewidth 1 back
# The spring itself, a to b; the rest-length part blue, the stretch red.
set arrow 1 from ax, ay to rx, ry nohead linecolor rgb "#1f6fb2" linewidth 4 back
set arrow 2 from rx, ry to bx, by nohead linecolor rgb "#d1495b" linewidth 6 back
# Dimension lines on one side of the spring: L0 and L.
o1 = 0.12; o2 = 0.26
set arrow 3 from ax + o1*nx, ay + o1*ny to rx + o1*nx, ry + o1*ny heads size 0.03,20 \
    linecolor rgb "#1f6fb2" linewidth 1.5
set arrow 4 from ax + o2*nx, ay + o2*ny to bx + o2*nx, by + o2*ny heads size 0.03,20 \
    linecolor rgb "#333333" linewidth 1.5
set label 1 "L_0" at (ax + rx)/2 + (o1 + 0.06)*nx, (ay + ry)/2 + (o1 + 0.06)*ny \
    center textcolor rgb "#1f6fb2" boxed front
set label 2 "L = |p_b − p_a|" at (ax + bx)/2 + (o2 + 0.08)*nx, (ay + by)/2 + (o2 + 0.08)*ny \
    center textcolor rgb "#333333" boxed front
# The stretch, on the same side, level with L0.
set arrow 7 from rx + o1*nx, ry + o1*ny to bx + o1*nx, by + o1*ny heads size 0.03,20 \
    linecolor rgb "#d1495b" linewidth 1.5
set label 3 "x = L − L_0" at (rx + bx)/2 + (o1 + 0.05)*nx + 0.12*ex, (ry + by)/2 + (o1 + 0.05)*ny + 0.12*ey \
    left textcolor rgb "#d1495b" boxed front
# ê at the anchor, a quarter of its unit length, and the force on b.
set arrow 5 from ax, ay to ax + 0.25*ex, ay + 0.25*ey head size 0.04,25 filled \
    linecolor rgb "#222222" linewidth 2.5 front
set label 4 "ê" at ax + 0.16*ex - 0.09*nx, ay + 0.16*ey - 0.09*ny center \
    textcolor rgb "#222222" font ",18" front
set arrow 6 from bx - 0.08*nx, by - 0.08*ny to bx - 0.08*nx - 0.3*ex, by - 0.08*ny - 0.3*ey \
    head size 0.04,25 filled linecolor rgb "#2a9d6f" linewidth 2.5 front
set label 5 "F_b = −k x ê" at bx - 0.15*ex - 0.2*nx, by - 0.15*ey - 0.2*ny center \
    textcolor rgb "#2a7a55" front
# The two particles.
set object 2 rectangle center ax, ay size 0.07, 0.07 fillcolor rgb "#444444" \
    fillstyle solid 1.0 noborder front
set object 3 circle at bx, by size 0.045 fillcolor rgb "#1f6fb2" fillstyle solid 1.0 noborder front
set label 6 "anchor a" at ax - 0.05, ay + 0.09 right textcolor rgb "#333333" front
set label 7 "bob b" at bx + 0.08, by - 0.02 left textcolor rgb "#333333" front
set label 8 sprintf("step %d of pendulum: x = %.2f m", STEP, x) at graph 0.98, graph 0.05 right \
    textcolor rgb "#666666" front

plot NaN notitle
