# Why a spinning one-loop pair settles long: two consecutive steps of the
# settled `spinning` orbit at spin=60, from a --dump,
# seen from end a (particle 0) and
# turned so that step N's axis lies along +x. Step 0 gives L0 (the scene
# starts at rest length). Everything is computed from the dumped rows: the
# separation R, the turn θ between the two axes, and the foot of step N+1's
# end b on step N's axis, which the text says is at R·cos θ = L0.
N = 100
pick(s, i, col) = (column('step') == s && column('index') == i) ? column(col) : 1/0
stats data.'spin-axis.csv' using (pick(0, 1, 'x') - 0) nooutput; b0 = STATS_max
stats data.'spin-axis.csv' using (pick(0, 0, 'x') - 0) nooutput; a0 = STATS_max
L0 = b0 - a0
stats data.'spin-axis.csv' using (pick(N, 0, 'x')) nooutput; ax1 = STATS_max
stats data.'spin-axis.csv' using (pick(N, 0, 'y')) nooutput; ay1 = STATS_max
stats data.'spin-axis.csv' using (pick(N, 1, 'x')) nooutput; bx1 = STATS_max
stats data.'spin-axis.csv' using (pick(N, 1, 'y')) nooutput; by1 = STATS_max
stats data.'spin-axis.csv' using (pick(N + 1, 0, 'x')) nooutput; ax2 = STATS_max
stats data.'spin-axis.csv' using (pick(N + 1, 0, 'y')) nooutput; ay2 = STATS_max
stats data.'spin-axis.csv' using (pick(N + 1, 1, 'x')) nooutput; bx2 = STATS_max
stats data.'spin-axis.csv' using (pick(N + 1, 1, 'y')) nooutput; by2 = STATS_max

# d = p_b − p_a at both steps, turned by −(angle of d at step N).
dx1 = bx1 - ax1; dy1 = by1 - ay1
dx2 = bx2 - ax2; dy2 = by2 - ay2
R = sqrt(dx1**2 + dy1**2)
phi = atan2(dy1, dx1)
qx = cos(phi) * dx2 + sin(phi) * dy2       # step N+1's d along step N's axis
qy = -sin(phi) * dx2 + cos(phi) * dy2      # and across it
theta = atan2(qy, qx)

set size ratio -1
set xrange [-0.12:1.62]
set yrange [-0.2:0.85]
unset border
unset tics
unset grid
unset key
set margins 1, 1, 1, 1
set terminal svg size 800,480 enhanced font "DejaVu Sans,14" background rgb "white"
set output output
set style textbox opaque noborder margins 1, 1

# The circle b stays on, radius R about a.
set object 1 circle at 0, 0 size R arc [-8:45] nowedge fillstyle empty \
    border linecolor rgb "#bbbbbb" dashtype (4, 4) linewidth 1 back
# Step N's axis, extended past b: the line the spring corrects along.
set arrow 1 from 0, 0 to 1.6, 0 nohead linecolor rgb "#999999" dashtype (6, 4) linewidth 1.5 back
set label 1 "step n's axis" at 1.6, 0.04 right textcolor rgb "#666666" front
set arrow 2 from 0, 0 to R, 0 nohead linecolor rgb "#1f6fb2" linewidth 4 back
set label 2 sprintf("R = %.3f m", R) at R/2, 0.04 center textcolor rgb "#1f6fb2" boxed front
# Step N+1: the new axis and the chord b travelled.
set arrow 3 from 0, 0 to qx, qy nohead linecolor rgb "#2a9d6f" linewidth 4 back
set label 3 "step n+1" at qx*0.55 - 0.03, qy*0.55 + 0.04 right textcolor rgb "#2a9d6f" boxed front
set arrow 4 from R, 0 to qx, qy head size 0.03,20 filled linecolor rgb "#d1495b" linewidth 2.5 front
set label 4 "b's move in one step" at (R + qx)/2 + 0.03, (qy)/2 left textcolor rgb "#d1495b" boxed front
# The foot of b's new place on the old axis, and its distance from a.
set arrow 5 from qx, qy to qx, 0 nohead linecolor rgb "#333333" dashtype (2, 3) linewidth 1.5 front
set arrow 6 from 0, -0.1 to qx, -0.1 heads size 0.025,20 linecolor rgb "#333333" linewidth 1.5
set label 5 sprintf("R cos θ = %.4f m = L_0", qx) at qx/2, -0.155 center textcolor rgb "#333333" boxed front
set arrow 7 from qx, -0.13 to qx, 0 nohead linecolor rgb "#333333" linewidth 1 back
# The turn θ at a.
set object 2 circle at 0, 0 size 0.22 arc [0:theta*180/pi] nowedge fillstyle empty \
    border linecolor rgb "#333333" linewidth 1.5 front
set label 6 sprintf("θ = %.3f rad", theta) at 0.25*cos(theta/2) + 0.01, 0.25*sin(theta/2) left textcolor rgb "#333333" front
set label 7 "a" at -0.03, 0 right textcolor rgb "#333333" front
set label 8 "b" at R + 0.02, -0.04 left textcolor rgb "#1f6fb2" front

plot '+' using (0):(0) every ::0::0 with points pointtype 7 pointsize 1.6 linecolor rgb "#333333", \
     '+' using (R):(0) every ::0::0 with points pointtype 7 pointsize 1.6 linecolor rgb "#1f6fb2", \
     '+' using (qx):(qy) every ::0::0 with points pointtype 7 pointsize 1.6 linecolor rgb "#2a9d6f"
