# The lower edge of the stable band, c = k·dt: energy of `single` against
# step, 3 % outside (c = 29.1) and 3 % inside (c = 30.9), divided by the
# starting energy ½k·0.5² = 225 J. The dashed lines are det^n, where
# det = 1 + (k·dt² − c·dt)/m is the squared size of the step's two complex
# eigenvalues. The dotted line is ½k·L0²: with that energy a swing can
# reach the anchor, and where it does the spring's axis flips and the
# linear analysis ends.
dt = 1.0 / 60
m = 1.0
k = 1800.0
rest = 1.0
start = 0.5 * k * 0.5**2
det(c) = 1 + (k * dt**2 - c * dt) / m

set logscale y
set format y "10^{%T}"
set yrange [1e-3:1e2]
set xrange [0:300]
set xlabel "step"
set ylabel "energy / starting energy"
set key bottom left

plot data.'lower-out.csv' using 'step':(column('energy') / start) with lines \
         linetype 2 title 'c = 29.1 N s/m (0.97 k dt): outside', \
     data.'lower-in.csv' using 'step':(column('energy') / start) with lines \
         linetype 1 title 'c = 30.9 N s/m (1.03 k dt): inside', \
     det(29.1)**x with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" \
         title 'det^{step}', \
     det(30.9)**x with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" notitle, \
     0.5 * k * rest**2 / start with lines dashtype (2, 4) linewidth 1.2 linecolor rgb "#7a5195" \
         title 'swing reaches the anchor'
