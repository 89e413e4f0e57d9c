# Two of explicit Euler's steps, enlarged: `single` at k = 900 N/m, so that
# κ = kΔt²/m = 1/4 and a step is large enough to see. A --dump of steps 0
# to 2 (anchor = particle 0 at (−1, 0), bob = particle 1, rest length at the
# origin, so the bob's x is the stretch and vx its velocity), drawn in the
# plane of x and v/ω, ω = sqrt(k/m), as the phase figure is. Each step is an
# arrow along the tangent of the circle through its start (at right angles
# to the radius), and it ends on a wider circle, √(1 + κ) times as far out.
k = 900.0
m = 1.0
w = sqrt(k / m)
pick(s, col) = (column('step') == s && column('index') == 1) ? column(col) : 1/0
array px[3]
array py[3]
do for [s = 0:2] {
    stats data.'tangent.csv' using (pick(s, 'x')) nooutput; px[s + 1] = STATS_max
    stats data.'tangent.csv' using (pick(s, 'vx')) nooutput; py[s + 1] = STATS_max / w
}
r(i) = sqrt(px[i]**2 + py[i]**2)

set size ratio -1
set xrange [-0.35:0.85]
set yrange [-0.62:0.3]
unset border
unset tics
unset grid
unset key
set margins 1, 1, 1, 1
set terminal svg size 760,560 enhanced font "DejaVu Sans,14" background rgb "white"
set output output
set style textbox opaque noborder margins 1, 1

# The axes of the plane, through the centre.
set arrow 1 from -0.3, 0 to 0.8, 0 nohead linecolor rgb "#cccccc" back
set arrow 2 from 0, -0.6 to 0, 0.25 nohead linecolor rgb "#cccccc" back
set label 1 "x" at 0.8, 0.03 right textcolor rgb "#888888"
set label 2 "v / ω" at 0.02, 0.24 left textcolor rgb "#888888"
# The radius to each point, thin, and each step, an arrow.
do for [i = 1:2] {
    set arrow 10 + i from 0, 0 to px[i], py[i] nohead linecolor rgb "#bbbbbb" linewidth 1 back
    set arrow 20 + i from px[i], py[i] to px[i + 1], py[i + 1] head size 0.025,25 filled \
        linecolor rgb "#d1495b" linewidth 2.5 front
}
set arrow 13 from 0, 0 to px[3], py[3] nohead linecolor rgb "#bbbbbb" linewidth 1 back
do for [i = 1:3] {
    set object 10 + i circle at px[i], py[i] size 0.012 fillcolor rgb "#1f6fb2" \
        fillstyle solid 1.0 noborder front
    set label 10 + i sprintf("step %d", i - 1) at px[i] + 0.03, py[i] + 0.02 left \
        textcolor rgb "#333333" front
}
set label 20 sprintf("κ = %.2f: each step √(1 + κ) = %.3f times as far out", \
    k / m / 3600, r(2) / r(1)) at graph 0.02, graph 0.96 left textcolor rgb "#666666" front

# The circles through each start: where a real spring would stay.
set parametric
set trange [0:2*pi]
plot for [i = 1:3] r(i) * cos(t), r(i) * sin(t) with lines dashtype (6, 5) \
         linewidth 1.2 linecolor rgb "#9a9a9a" notitle
