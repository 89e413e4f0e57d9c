# One XPBD substep of a pendulum, drawn from where the program put the bob,
# beside the step a start-axis solver would make from the same state:
# a --dump of `rope` at size 2 (anchor = particle 0, bob = particle 1), one
# substep of 0.1 s a step so that the moves are large enough to see.
# STEP is the substep drawn. From the dump's row at STEP (position p and
# velocity v) the script works out the prediction p* = p + h (v + g h), which
# the program never writes down; the row at STEP + 1 is where the projection
# put the bob, p' (q here), and p' − p is h times the velocity the substep
# leaves. The link after the substep is black; the chord, blue.
STEP = 2
h = 0.1
g = 9.81
pick(s, i, col) = (column('step') == s && column('index') == i) ? column(col) : 1/0
stats data.'project.csv' using (pick(0, 1, 'x')) nooutput; L0 = STATS_max
stats data.'project.csv' using (pick(STEP, 1, 'x')) nooutput; px = STATS_max
stats data.'project.csv' using (pick(STEP, 1, 'y')) nooutput; py = STATS_max
stats data.'project.csv' using (pick(STEP, 1, 'vx')) nooutput; vx = STATS_max
stats data.'project.csv' using (pick(STEP, 1, 'vy')) nooutput; vy = STATS_max
stats data.'project.csv' using (pick(STEP + 1, 1, 'x')) nooutput; qx = STATS_max
stats data.'project.csv' using (pick(STEP + 1, 1, 'y')) nooutput; qy = STATS_max
sx = px + h * vx; sy = py + h * (vy - g * h)     # the prediction p*
# The same bob under a solver that takes the axis at the start (chapter 13's
# rigid link, Cs = Cd = 1, gravity first): with u = v + g h, it cancels u
# along the axis at p and the stretch x/h, v' = u - (u.e + x/h) e, and moves
# with v'. The program has no such world; this is worked out from p and v.
L = sqrt(px**2 + py**2); ex = px/L; ey = py/L
ux = vx; uy = vy - g * h
along = ux*ex + uy*ey + (L - L0)/h
tx = px + h * (ux - along*ex); ty = py + h * (uy - along*ey)   # where it ends

set size ratio -1
set xrange [-0.2:0.42]
set yrange [-0.45:0.04]
unset border
unset tics
unset grid
unset key
set margins 1, 1, 1, 1
set terminal svg size 760,600 enhanced font "DejaVu Sans,14" background rgb "white"
set output output
set style textbox opaque noborder margins 1, 1

# The circle the link allows, radius L0 about the anchor.
set object 1 circle at 0, 0 size L0 arc [-110:10] nowedge fillstyle empty \
    border linecolor rgb "#bbbbbb" dashtype (4, 4) linewidth 1.5 back
# The link at the start of the substep, and where the projection leaves it.
set arrow 1 from 0, 0 to px, py nohead linecolor rgb "#aaaaaa" linewidth 2 back
set arrow 2 from 0, 0 to qx, qy nohead linecolor rgb "#222222" linewidth 3 back
# The line from the anchor out to the prediction, along which it is projected.
set arrow 3 from qx, qy to sx, sy nohead linecolor rgb "#bbbbbb" dashtype (2, 3) linewidth 1 back
# 1. Predict: the bob moves on with its velocity, gravity in it, off the circle.
set arrow 4 from px, py to sx, sy head size 0.015,25 filled linecolor rgb "#e59c2f" linewidth 2.5 front
set label 1 "1. predict: h v" at (px + sx)/2 + 0.025, (py + sy)/2 left textcolor rgb "#b5761a" boxed front
# 2. Project: back along the line to the anchor, onto the circle.
set arrow 5 from sx, sy to qx, qy head size 0.015,25 filled linecolor rgb "#d1495b" linewidth 2.5 front
set label 2 "2. project onto the circle" at sx - 0.02, sy + 0.005 right textcolor rgb "#d1495b" boxed front
# 3. The chord from start to end is h times the new velocity.
set arrow 6 from px, py to qx, qy head size 0.015,25 filled linecolor rgb "#1f6fb2" linewidth 2.5 front
# The label sits along the chord, just above it.
cl = sqrt((px - qx)**2 + (py - qy)**2)
set label 3 "3. the chord: h v'" at (px + qx)/2 + 0.006*(px - qx)/cl - 0.018*(py - qy)/cl, (py + qy)/2 + 0.006*(py - qy)/cl + 0.018*(px - qx)/cl center \
    rotate by atan2(py - qy, px - qx)*180/pi textcolor rgb "#1f6fb2" front
# Violet, as chapter 14 drew chapter 13: the start-axis step, along the
# tangent at p, off the circle.
set arrow 7 from px, py to tx, ty head size 0.015,25 filled linecolor rgb "#8a55c8" linewidth 2.5 dashtype (6, 3) front
set label 9 sprintf("axis at the start: %.0f %% stretched", 100*(sqrt(tx**2 + ty**2)/L0 - 1)) at tx - 0.02, ty - 0.012 right textcolor rgb "#8a55c8" boxed front
set object 6 circle at tx, ty size 0.007 fillstyle empty border linecolor rgb "#8a55c8" linewidth 2 front
# The points.
set object 2 rectangle center 0, 0 size 0.02, 0.02 fillcolor rgb "#444444" fillstyle solid 1.0 noborder front
set object 3 circle at px, py size 0.007 fillcolor rgb "#888888" fillstyle solid 1.0 noborder front
set object 4 circle at sx, sy size 0.007 fillstyle empty border linecolor rgb "#e59c2f" linewidth 2 front
set object 5 circle at qx, qy size 0.007 fillcolor rgb "#1f6fb2" fillstyle solid 1.0 noborder front
set label 4 "anchor" at -0.02, 0.015 right textcolor rgb "#333333" front
set label 5 "p" at px + 0.02, py + 0.01 left textcolor rgb "#555555" front
set label 6 "p*" at sx + 0.02, sy left textcolor rgb "#b5761a" front
set label 7 "p'" at qx - 0.025, qy + 0.012 right textcolor rgb "#1f6fb2" front
set label 8 sprintf("rope of one link, %.2f m, h = %.1f s: the run's substep %d", L0, h, STEP + 1) at graph 0.98, graph 0.04 right \
    textcolor rgb "#666666" front

plot NaN notitle
