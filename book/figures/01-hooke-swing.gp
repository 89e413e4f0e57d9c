# How far the spring in `single` is from its rest length, |x| = |L - L0|,
# against time, at the chapter's defaults (k = 20 N/m, m = 1 kg, Δt = 1/60 s,
# so κ = k·Δt²/m = 1/180). With one spring of rest length 1 m, the CSV's
# max_stretch column is |x| in metres. The dashed envelope is sqrt(2E/k) with
# E from the energy law, E_n = E_0 (1 + κ)^n and E_0 = k (0.5 m)^2 / 2: the
# spring can stretch that far only when all the energy is in the spring, at a
# turning point, so the peaks touch it.
dt = 1.0 / 60
m = 1.0
k = 20.0
envelope(t) = 0.5 * (1 + k * dt**2 / m)**(t / dt / 2)

set xlabel "time (s)"
set ylabel "|x| = |L − L_0| (m)"
set xrange [0:4.7]
set yrange [0:1.1]
set ytics 0.25
set key top left

plot data.'single-k20.csv' using 'time':'max_stretch' with lines linewidth 2.5 \
         title 'the program, k = 20 N/m (κ = 1/180)', \
     envelope(x) with lines dashtype (8, 5) linewidth 1.5 linecolor rgb "#222222" \
         title '0.5 m · (1 + κ)^{t/(2Δt)}'
