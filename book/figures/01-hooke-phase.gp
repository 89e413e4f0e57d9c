# The state of `single` step by step, in the plane of the stretch x (across)
# and v/ω (up), with ω = sqrt(k/m) (the same as u/√κ), in metres: the energy
# ½mv² + ½kx² is ½k(x² + (v/ω)²), so it is ½k times the squared distance
# from the centre. A --dump of the run at the defaults (k = 20 N/m,
# m = 1 kg, Δt = 1/60 s): the anchor is particle 0 at (−1, 0) and the bob
# particle 1, at rest length at the origin, so while the bob stays right of
# the anchor (its first pass is at step 290) its x coordinate is the stretch
# x and its vx the velocity v. The dashed circle is where a real spring let
# go at 0.5 m would stay for ever; the label marks the bob's start, from the
# dump's step 0.
k = 20.0
m = 1.0
w = sqrt(k / m)
bob(col) = (column('index') == 1) ? column(col) : 1/0
stats data.'phase.csv' using (column('index') == 1 && column('step') == 0 ? column('x') : 1/0) nooutput
x0 = STATS_max

set size ratio -1
set xrange [-1.25:1.25]
set yrange [-1.25:1.25]
set xtics 0.5
set ytics 0.5
set xlabel "stretch x (m)"
set ylabel "v / ω (m)"
set key below horizontal spacing 1.4 width 2
set terminal svg size 760,600 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set margins 9, 1, 7, 1.5
set label 1 "step 0" at x0 - 0.05, 0.07 right textcolor rgb "#333333" front
set parametric
set trange [0:2*pi]

plot data.'phase.csv' using (bob('x')):(bob('vx') / w) with linespoints \
         linewidth 1 pointtype 7 pointsize 0.35 linecolor rgb "#1f6fb2" \
         title 'the program, one dot a step', \
     x0 * cos(t), x0 * sin(t) with lines dashtype (8, 5) linewidth 1.5 \
         linecolor rgb "#222222" title 'a real spring'
