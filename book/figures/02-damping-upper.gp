# The upper edge of the stable band, γ = 2 + κ/2 (c = 2m/dt + k·dt/2): energy of `single`
# against step, 3 % inside (c = 130.95) and 3 % outside (c = 139.05),
# divided by the starting energy 225 J. Here the step's eigenvalues are real;
# the dashed lines are |λ|^(2n) for the one of larger size, which is negative.
# Near step 37 the run outside the band swings through the anchor, where the
# linear analysis ends; it goes on growing until the program freezes it at
# step 111.
dt = 1.0 / 60
m = 1.0
k = 1800.0
start = 0.5 * k * 0.5**2
kappa = k * dt**2 / m
damping(c) = c * dt / m
T(c) = 2 - damping(c)
D(c) = 1 + kappa - damping(c)
lambda(c) = (T(c) - sqrt(T(c)**2 - 4 * D(c))) / 2

set logscale y
set format y "10^{%T}"
set yrange [1e-20:1e10]
set ytics 1e-20, 1e5, 1e10
set xrange [0:150]
set xlabel "step n"
set ylabel "energy / starting energy"
set key bottom left

plot data.'upper-out.csv' using 'step':(column('energy') / start) with lines \
         linetype 2 title 'c = 139.05 N·s/m (γ = 2.32): outside', \
     data.'upper-in.csv' using 'step':(column('energy') / start) with lines \
         linetype 1 title 'c = 130.95 N·s/m (γ = 2.18): inside', \
     abs(lambda(139.05))**(2 * x) with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" \
         title '|λ|^{2n}', \
     abs(lambda(130.95))**(2 * x) with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" notitle
