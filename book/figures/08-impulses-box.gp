# The box's requests added at its corners: from the --dump of the `box` (a
# 1 m square at Cs = Cd = 1/4, turning at 2 rad/s), after its first step,
# when the square is stretched evenly. For each spring i–j (rest length L),
# its request Δv* = −(Cs·(l − L)/Δt + Cd·v), and the change of each end's
# velocity it makes, Δv*/2 along the axis (the ends' masses are equal, so
# m_red/m = 1/2). At every corner: the two sides' changes (blue), the
# diagonal's (orange), and the dashed sides of the parallelogram that show
# the diagonal's change is the sum of the two sides'. Labelled: the spin
# (anticlockwise, 2 rad/s), the colours, and a scale bar of 1 cm/s.
dt = 1.0 / 60
C = 0.25
scale = 16.0      # metres drawn per m/s of velocity change
pick(i, col) = (column('step') == 1 && column('index') == i) ? column(col) : 1/0
do for [i = 0:3] {
    do for [col in "x y vx vy"] {
        stats data.'box.csv' using (pick(i, col)) nooutput
        eval sprintf("%s%d = STATS_max", col, i)
    }
}
px(i) = value(sprintf("x%d", i)); py(i) = value(sprintf("y%d", i))
qx(i) = value(sprintf("vx%d", i)); qy(i) = value(sprintf("vy%d", i))
len(i, j) = sqrt((px(j) - px(i))**2 + (py(j) - py(i))**2)
# Δv*/2 of the spring i–j, times the unit vector from i to j: the change of j.
req(i, j, L) = -(C * (len(i, j) - L) / dt \
    + C * ((qx(j) - qx(i)) * (px(j) - px(i)) + (qy(j) - qy(i)) * (py(j) - py(i))) / len(i, j)) / 2
chx(i, j, L) = req(i, j, L) * (px(j) - px(i)) / len(i, j)
chy(i, j, L) = req(i, j, L) * (py(j) - py(i)) / len(i, j)

set terminal svg size 400,470 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set size ratio -1
set xrange [-0.62:0.62]
set yrange [-0.8:0.8]
unset border
unset tics
unset grid
unset key
set margins 1, 1, 1, 1
set style textbox opaque noborder margins 1, 1

# The spin, anticlockwise, round the centre; the colours; the scale bar.
set object 1 circle at 0, 0 size 0.2 arc [20:290] nowedge fc rgb "#333333" fillstyle empty border lc rgb "#333333" lw 1.5 front
set arrow from 0.2 * cos(265 * pi / 180), 0.2 * sin(265 * pi / 180) to 0.2 * cos(290 * pi / 180), 0.2 * sin(290 * pi / 180) head size 0.04,25 filled linecolor rgb "#333333" linewidth 1.5 front
set label "2 rad/s" at 0, 0 center front boxed
set label "each side's change" at -0.6, 0.72 left textcolor rgb "#1f6fb2"
set label "the diagonal's" at 0.6, 0.72 right textcolor rgb "#e59c2f"
set arrow from -0.2, -0.72 to -0.2 + 0.01 * scale, -0.72 head size 0.03,20 filled linecolor rgb "#333333" linewidth 2.5 front
set label "1 cm/s" at -0.2 + 0.01 * scale + 0.04, -0.72 left

# The square: sides and diagonals, thin.
do for [i = 0:3] {
    j = (i + 1) % 4
    set arrow from px(i), py(i) to px(j), py(j) nohead linecolor rgb "#9fc3e6" linewidth 1.5 back
}
set arrow from px(0), py(0) to px(2), py(2) nohead linecolor rgb "#f2cf97" linewidth 1.5 back
set arrow from px(1), py(1) to px(3), py(3) nohead linecolor rgb "#f2cf97" linewidth 1.5 back

# At each corner k, its neighbours a and b along the sides and c across.
do for [k = 0:3] {
    a = (k + 1) % 4; b = (k + 3) % 4; c = (k + 2) % 4
    ax = -chx(k, a, 1) * scale; ay = -chy(k, a, 1) * scale
    bx = -chx(k, b, 1) * scale; by = -chy(k, b, 1) * scale
    cx = -chx(k, c, sqrt(2)) * scale; cy = -chy(k, c, sqrt(2)) * scale
    set arrow from px(k), py(k) to px(k) + ax, py(k) + ay head size 0.03,20 filled linecolor rgb "#1f6fb2" linewidth 2.5 front
    set arrow from px(k), py(k) to px(k) + bx, py(k) + by head size 0.03,20 filled linecolor rgb "#1f6fb2" linewidth 2.5 front
    set arrow from px(k), py(k) to px(k) + cx, py(k) + cy head size 0.03,20 filled linecolor rgb "#e59c2f" linewidth 2.5 front
    set arrow from px(k) + ax, py(k) + ay to px(k) + ax + bx, py(k) + ay + by nohead linecolor rgb "#555555" dashtype (3, 3) linewidth 1 front
    set arrow from px(k) + bx, py(k) + by to px(k) + ax + bx, py(k) + ay + by nohead linecolor rgb "#555555" dashtype (3, 3) linewidth 1 front
}

plot for [i = 0:3] '+' using (px(i)):(py(i)) every ::0::0 with points pointtype 7 pointsize 1.4 linecolor rgb "#333333"
