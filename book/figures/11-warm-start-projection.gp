# The warm start's projection, from two consecutive steps of a one-link rope
# swinging down (projection.csv, a --dump at warm start 0, dt 0.05, mass
# 1 kg). Step 5 moves the bob from its row of step 4 to its row of step 5
# along the axis of step 4's positions, e0; what the spring applied in it is
# the bob's change of velocity less gravity's, m (v5 - v4) - m g dt, and
# cold that is what it keeps, its corrections, J e0. Step 6 works out its
# axis e1 from step 5's positions; a warm start of 1 would apply
# (J e0 . e1) e1.
m = 1.0
gdt = 9.81 * 0.05
scale = 0.12                      # metres of arrow per N·s
stats data.'projection.csv' using ($1 == 4 && $3 == 1 ? $4 : NaN) nooutput
x0 = STATS_max
stats data.'projection.csv' using ($1 == 4 && $3 == 1 ? $5 : NaN) nooutput
y0 = STATS_max
stats data.'projection.csv' using ($1 == 4 && $3 == 1 ? $7 : NaN) nooutput
vx0 = STATS_max
stats data.'projection.csv' using ($1 == 4 && $3 == 1 ? $8 : NaN) nooutput
vy0 = STATS_max
stats data.'projection.csv' using ($1 == 5 && $3 == 1 ? $4 : NaN) nooutput
x1 = STATS_max
stats data.'projection.csv' using ($1 == 5 && $3 == 1 ? $5 : NaN) nooutput
y1 = STATS_max
stats data.'projection.csv' using ($1 == 5 && $3 == 1 ? $7 : NaN) nooutput
vx1 = STATS_max
stats data.'projection.csv' using ($1 == 5 && $3 == 1 ? $8 : NaN) nooutput
vy1 = STATS_max

# the two axes, from the anchor (0, 0) to the bob
l0 = sqrt(x0**2 + y0**2); e0x = x0 / l0; e0y = y0 / l0
l1 = sqrt(x1**2 + y1**2); e1x = x1 / l1; e1y = y1 / l1
# the kept impulse on the bob, J e0 (J < 0: it pulls), and its projection
Jx = m * (vx1 - vx0); Jy = m * (vy1 - vy0) + m * gdt
J = Jx * e0x + Jy * e0y
p = J * (e0x * e1x + e0y * e1y)
# both arrows start at the bob of step 5, where the warm start acts
ax = x1 + scale * J * e0x; ay = y1 + scale * J * e0y
bx = x1 + scale * p * e1x; by = y1 + scale * p * e1y

unset border; unset tics; unset grid; unset key
set size ratio -1
set margins 1, 1, 1, 1
set xrange [-0.17:0.33]
set yrange [-0.32:0.05]
set style arrow 1 head filled size 0.012,20 linecolor rgb "#1f6fb2" linewidth 2.5
set style arrow 2 head filled size 0.012,20 linecolor rgb "#d1495b" linewidth 2.5
set style arrow 3 nohead linecolor rgb "#9a9a9a" linewidth 1.5 dashtype (4, 4)
set style arrow 4 nohead linecolor rgb "#333333" linewidth 2
set style arrow 5 nohead linecolor rgb "#9a9a9a" linewidth 1 dashtype (2, 3)
# the link at step 4 (dashed) and at step 5 (solid)
set arrow 1 from 0, 0 to x0, y0 arrowstyle 3
set arrow 2 from 0, 0 to x1, y1 arrowstyle 4
# the kept impulse, the projection, and the foot of the perpendicular
set arrow 4 from x1, y1 to ax, ay arrowstyle 1
set arrow 5 from x1, y1 to bx, by arrowstyle 2
set arrow 6 from ax, ay to bx, by arrowstyle 5
set label 1 "anchor" at 0, 0.02 center font ",12"
set label 2 "ê_0: last step's axis" at x0 / 2 + 0.015, y0 / 2 left font ",12" textcolor rgb "#6b6b6b"
set label 3 "ê_1: this step's axis" at x1 / 2 - 0.012, y1 / 2 right font ",12"
set label 4 "J_c ê_0: what the spring kept" at (x1 + ax) / 2 - 0.015, (y1 + ay) / 2 right font ",12" textcolor rgb "#1f6fb2"
set label 5 "(J_c ê_0·ê_1) ê_1: the warm start at β = 1" at (x1 + bx) / 2 + 0.015, (y1 + by) / 2 left font ",12" textcolor rgb "#d1495b"
plot data.'projection.csv' using ($3 == 0 && $1 == 5 ? $4 : NaN):5 with points pointtype 5 pointsize 1.2 linecolor rgb "#333333", \
     data.'projection.csv' using ($3 == 1 && $1 == 4 ? $4 : NaN):5 with points pointtype 6 pointsize 1.4 linecolor rgb "#9a9a9a", \
     data.'projection.csv' using ($3 == 1 && $1 == 5 ? $4 : NaN):5 with points pointtype 7 pointsize 1.4 linecolor rgb "#333333"
