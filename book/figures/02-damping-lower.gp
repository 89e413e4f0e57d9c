# The lower edge of the stable band, γ = κ (c = k·dt): energy of `single`
# against step, started 1 mm out as in the test, 3 % outside (c = 29.1 N·s/m,
# γ = 0.97κ) and 3 % inside (c = 30.9 N·s/m, γ = 1.03κ), divided by the
# starting energy ½k·(0.001 m)² = 0.0009 J. The dashed lines are Dⁿ, where
# D = 1 + κ − γ is the squared size of the step's two complex eigenvalues.
dt = 1.0 / 60
m = 1.0
k = 1800.0
start = 0.5 * k * 0.001**2
kappa = k * dt**2 / m
D(c) = 1 + kappa - c * dt / m

set logscale y
set format y "10^{%T}"
set yrange [1e-5:1e5]
set ytics 1e-5, 10, 1e5
set xrange [0:600]
set xlabel "step n"
set ylabel "energy / starting energy"
set key bottom left

plot data.'lower-out.csv' using 'step':(column('energy') / start) with lines \
         linetype 2 title 'c = 29.1 N·s/m (γ = 0.97 κ): outside', \
     data.'lower-in.csv' using 'step':(column('energy') / start) with lines \
         linetype 1 title 'c = 30.9 N·s/m (γ = 1.03 κ): inside', \
     D(29.1)**x with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" \
         title 'D^{n}', \
     D(30.9)**x with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" notitle
