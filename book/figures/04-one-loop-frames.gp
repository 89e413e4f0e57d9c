# The one loop as three frames of `single`, drawn from where the program put
# the particles: a --dump of steps 0, 1 and 2 (anchor = particle 0, bob =
# particle 1). Step 0 is the scene as built with the spring at rest length
# plus the stretch, so the rest-length point is the anchor plus L0 = 1 m.
# Each frame shows the bob, its spring, and the move its velocity would make
# in one step, u = v·Δt (Δt = 1/60 s), as an arrow.
dt = 1.0 / 60
L0 = 1.0
pick(s, i, col) = (column('step') == s && column('index') == i) ? column(col) : 1/0
stats data.'frames.csv' using (pick(0, 0, 'x')) nooutput; ax = STATS_max
array bx[3]
array bv[3]
do for [s = 0:2] {
    stats data.'frames.csv' using (pick(s, 1, 'x')) nooutput; bx[s + 1] = STATS_max
    stats data.'frames.csv' using (pick(s, 1, 'vx')) nooutput; bv[s + 1] = STATS_max
}
rest = ax + L0
row(s) = -0.55 * s              # each step one row lower
# A number with a real minus sign, as the page prints it.
num(v) = (v < -1e-12 ? "−" : "") . sprintf("%.1f", abs(v))

set xrange [-1.25:1.75]
set yrange [-1.3:0.35]
set size ratio -1
unset border
unset tics
unset grid
unset key
set margins 1, 1, 1, 1
set terminal svg size 760,400 enhanced font "DejaVu Sans,14" background rgb "white"
set output output
set style textbox opaque noborder margins 1, 1

# The rest length, where the one-loop spring sends the bob.
set arrow 100 from rest, 0.22 to rest, row(2) - 0.2 nohead dashtype (4, 4) \
    linecolor rgb "#9a9a9a" back
set label 100 "rest length" at rest, 0.27 center textcolor rgb "#666666"

do for [s = 0:2] {
    y = row(s)
    x = bx[s + 1]
    u = bv[s + 1] * dt
    set object 10*s + 1 rectangle center ax, y size 0.07, 0.07 fillcolor rgb "#444444" \
        fillstyle solid 1.0 noborder front
    # The rest-length part blue, the stretch red, as in chapter 01's axis figure.
    set arrow 10*s + 1 from ax, y to rest, y nohead linecolor rgb "#1f6fb2" linewidth 4 back
    if (x > rest + 1e-9) {
        set arrow 10*s + 4 from rest, y to x, y nohead linecolor rgb "#d1495b" linewidth 6 back
    }
    set object 10*s + 2 circle at x, y size 0.055 fillcolor rgb "#1f6fb2" fillstyle solid 1.0 noborder front
    if (abs(u) > 1e-9) {
        set arrow 10*s + 2 from x, y + 0.11 to x + u, y + 0.11 head size 0.04,25 filled \
            linecolor rgb "#2a9d6f" linewidth 2.5 front
        set label 10*s + 3 "u = v Δt" at x + u/2, y + 0.2 center textcolor rgb "#2a7a55" front
    }
    set label 10*s + 1 sprintf("step %d", s) at ax - 0.12, y right textcolor rgb "#333333" front
    set label 10*s + 2 "x = " . num(x - rest) . " m,  u = " . num(u) . " m" at 0.75, y left textcolor rgb "#333333" front
}

plot NaN notitle
