# The upper edge of the stable band, γ = 2 + κ/2 (c = 2m/dt + k·dt/2 = 135
# N·s/m at k = 1800 N/m): the bob's velocity (the CSV's momentum_x, m = 1 kg)
# in `single` from 1 mm out, 3 % inside (c = 130.95) and 3 % outside
# (c = 139.05) the edge. Past critical damping the step's eigenvalues are
# real, and the larger in size is negative, λ = (T − sqrt(T² − 4D))/2, so the
# velocity changes sign at every step. The dashed envelope is ±|λ|^n through
# the velocity at step 10 of each run (the other eigenvalue, about 0.76, has
# faded by then).
dt = 1.0 / 60
m = 1.0
k = 1800.0
kappa = k * dt**2 / m
damping(c) = c * dt / m
T(c) = 2 - damping(c)
D(c) = 1 + kappa - damping(c)
lambda(c) = (T(c) - sqrt(T(c)**2 - 4 * D(c))) / 2
N0 = 10

stats data.'upper-out.csv' every ::N0::N0 using 'momentum_x' nooutput
a_out = abs(STATS_max)
stats data.'upper-in.csv' every ::N0::N0 using 'momentum_x' nooutput
a_in = abs(STATS_max)

set xrange [0:45]
set yrange [-0.45:0.45]
set xlabel "step n"
set ylabel "velocity of the bob (m/s)"
set key bottom left

env(c, a, n) = a * abs(lambda(c))**(n - N0)
plot data.'upper-out.csv' using 'step':'momentum_x' with linespoints pointtype 7 pointsize 0.5 \
         linetype 2 title 'c = 139 N·s/m: grows', \
     data.'upper-in.csv' using 'step':'momentum_x' with linespoints pointtype 7 pointsize 0.5 \
         linetype 1 title 'c = 131 N·s/m: shrinks', \
     [N0:45] env(139.05, a_out, x) with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" \
         title '±|λ|^{n}', \
     [N0:45] -env(139.05, a_out, x) with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" notitle, \
     [N0:45] env(130.95, a_in, x) with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" notitle, \
     [N0:45] -env(130.95, a_in, x) with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" notitle
