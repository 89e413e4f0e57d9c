# The dumbbell, one row per step (0 at the top), drawn from the program's
# --dump: particle 0 is the 1 kg end (small dot), particle 1 the 10 kg end
# (big dot); the masses are the scene's (dumbbell_build), the rest is read
# from the rows. Each row shows the spring, its length, the centre of mass
# (1·x0 + 10·x1)/11 (a tick on the dashed line), and, where the ends have
# just moved, the move each made to get there, its new velocity times Δt
# (arrows, from where it was to where it is: symplectic Euler moves by v'·Δt).
ma = 1.0; mb = 10.0; dt = 1.0 / 60.0
pick(s, i, col) = (column('step') == s && column('index') == i) ? column(col) : 1/0
array xa[4]; array xb[4]; array va[4]; array vb[4]
do for [s = 0:3] {
    stats data.'dumbbell.csv' using (pick(s, 0, 'x')) nooutput; xa[s + 1] = STATS_max
    stats data.'dumbbell.csv' using (pick(s, 1, 'x')) nooutput; xb[s + 1] = STATS_max
    stats data.'dumbbell.csv' using (pick(s, 0, 'vx')) nooutput; va[s + 1] = STATS_max
    stats data.'dumbbell.csv' using (pick(s, 1, 'vx')) nooutput; vb[s + 1] = STATS_max
}

set terminal svg size 760,300 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
unset border
unset ytics
unset grid
unset key
set xtics out nomirror ("−1.5" -1.5, "−1" -1, "−0.5" -0.5, "0" 0, "0.5" 0.5) textcolor rgb "#666666"
set xlabel "x (m)" textcolor rgb "#666666" offset 0, 0.5
set border 1 linecolor rgb "#bbbbbb"
set xrange [-1.75:1.95]
set yrange [-3.6:0.6]
set margins 2, 2, 3.5, 0.5
set style textbox opaque noborder margins 1, 1

# The centre of mass's line, through every row.
set arrow 1 from 0, -3.45 to 0, 0.45 nohead linecolor rgb "#999999" dashtype (5, 4) linewidth 1.2 back
set label 1 "centre of mass" at 0, 0.5 center textcolor rgb "#666666" front
do for [s = 0:3] {
    y = -s
    L = xb[s + 1] - xa[s + 1]
    moving = abs(va[s + 1]) + abs(vb[s + 1]) > 1e-9
    set arrow (10 + s) from xa[s + 1], y to xb[s + 1], y nohead linecolor rgb (abs(L - 1) < 1e-9 ? "#1f6fb2" : "#e59c2f") linewidth 3 back
    set label (10 + s) sprintf("step %d", s) at -1.72, y left textcolor rgb "#333333" front
    set label (20 + s) sprintf("L = %.3g m, %s", L, moving ? "moving" : "still") at 0.3, y + 0.22 left textcolor rgb "#333333" front
    cm = (ma * xa[s + 1] + mb * xb[s + 1]) / (ma + mb)
    set arrow (30 + s) from cm, y - 0.32 to cm, y + 0.32 nohead linecolor rgb "#333333" linewidth 2 front
    if (moving) {
        set arrow (40 + s) from xa[s + 1] - va[s + 1] * dt, y - 0.3 to xa[s + 1], y - 0.3 head size 0.05,25 filled linecolor rgb "#d1495b" linewidth 2 front
        set arrow (50 + s) from xb[s + 1] - vb[s + 1] * dt, y - 0.3 to xb[s + 1], y - 0.3 head size 0.03,25 filled linecolor rgb "#d1495b" linewidth 2 front
        set label (40 + s) sprintf("%.1f m/s", abs(va[s + 1])) at xa[s + 1] - va[s + 1] * dt, y - 0.52 left textcolor rgb "#d1495b" front
        set label (50 + s) sprintf("%.2f m/s", abs(vb[s + 1])) at xb[s + 1] - vb[s + 1] * dt + 0.05, y - 0.52 left textcolor rgb "#d1495b" front
    }
}

plot data.'dumbbell.csv' using 'x':(-column('step')):(column('index') == 0 ? 1.3 : 2.6) with points pointtype 7 pointsize variable linecolor rgb "#333333"
