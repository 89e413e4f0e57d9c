# The upper edge of the stable band, γ = 2 + κ/2 (c = 2m/dt + k·dt/2): energy of `single`
# against step, 3 % inside (c = 130.95) and 3 % outside (c = 139.05),
# divided by the starting energy 0.0009 J (1 mm out). Here the step's
# eigenvalues are real; the dashed lines are |λ|^(2n) for the one of larger
# size, which is negative. From 1 mm the run outside stays in the linear
# range (largest stretch 0.45 m) for all its 110 steps.
dt = 1.0 / 60
m = 1.0
k = 1800.0
start = 0.5 * k * 0.001**2
kappa = k * dt**2 / m
damping(c) = c * dt / m
T(c) = 2 - damping(c)
D(c) = 1 + kappa - damping(c)
lambda(c) = (T(c) - sqrt(T(c)**2 - 4 * D(c))) / 2

set logscale y
set format y "10^{%T}"
set yrange [1e-10:1e8]
set ytics 1e-10, 1e3, 1e8
set xrange [0:110]
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
