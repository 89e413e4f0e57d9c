# The phase plane of the undamped `single` spring at k = 900 N/m (κ = 1/4),
# from 1 mm out, in millimetres: horizontal √κ·x, vertical u = v·Δt. In these
# axes the energy E ∝ u² + κx² is the distance from the centre squared, so a
# level of energy is a circle (dashed, through the start). Explicit Euler's
# states (chapter 02's program, c = 0) spiral outward, √(1 + κ) farther every
# step; symplectic Euler's 100 states all lie on one ellipse tilted by 45°,
# Q = u² + κx² − κxu, which touches the circle where x or u is zero.
dt = 1.0 / 60
m = 1.0
k = 900.0
kappa = k * dt**2 / m
s = sqrt(kappa)
r = s * 1.0                      # √κ times the 1 mm start
bob(col) = (strcol('kind') eq 'p' && column('index') == 1) ? col : NaN
X(t) = (r * cos(t) / sqrt(1 - s / 2) + r * sin(t) / sqrt(1 + s / 2)) / sqrt(2)
U(t) = (r * cos(t) / sqrt(1 - s / 2) - r * sin(t) / sqrt(1 + s / 2)) / sqrt(2)

set size ratio -1
set xrange [-2.6:2.6]
set yrange [-2.1:2.1]
set xtics 0.5
set ytics 0.5
set xlabel "√κ x (mm)"
set ylabel "u = v Δt (mm)"
unset key

set label 1 "start" at 0.55, 0.1 textcolor rgb "#333333"
set label 2 "explicit Euler, 12 steps:\n√(1 + κ) farther out every step" at -2.5, 1.85 textcolor rgb "#d1495b"
set label 3 "symplectic Euler, 100 steps:\nall on one tilted ellipse" at 0.9, -1.2 textcolor rgb "#1f6fb2"
set arrow 1 from 1.0, -0.95 to 0.35, -0.35 linewidth 1.2 linecolor rgb "#1f6fb2"
set label 4 "circle: the energy\nof the start" at -2.5, -1.5 textcolor rgb "#222222"
set arrow 2 from -1.5, -1.2 to -0.4, -0.32 linewidth 1.2 linecolor rgb "#222222"

plot sample [t=0:2*pi] '+' using (X($1)):(U($1)) with lines linetype 1 linewidth 1.5 \
         title 'Q of the start', \
     data.'phase-explicit.csv' every 2::1 using (bob(s * 1000 * column('x'))):(bob(1000 * dt * column('vx'))) \
         with linespoints linetype 2 linewidth 1.5 pointtype 7 pointsize 0.6 title 'explicit Euler, 12 steps', \
     data.'phase-symplectic.csv' every 2::1 using (bob(s * 1000 * column('x'))):(bob(1000 * dt * column('vx'))) \
         with points linetype 1 pointtype 7 pointsize 0.3 title 'symplectic Euler, 100 steps', \
     [t=0:2*pi] '+' using (r * cos($1)):(r * sin($1)) with lines \
         dashtype (4, 3) linewidth 1.8 linecolor rgb "#000000" title 'energy of the start'
