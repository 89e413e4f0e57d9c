# Energy of the undamped `single` spring (k = 20 N/m, m = 1 kg, Δt = 1/60 s)
# over its starting energy, against time: explicit Euler (chapter 02's program
# with c = 0) and symplectic Euler (this chapter's). The dashed line is
# explicit Euler's law (1 + κ)^n with κ = k·Δt²/m; the dotted lines are the
# band that symplectic Euler's energy cannot leave, 1/(1 ± ω·Δt/2) with
# ω·Δt = √κ.
dt = 1.0 / 60
m = 1.0
k = 20.0
omega_dt = dt * sqrt(k / m)
growth(t) = (1 + k * dt**2 / m)**(t / dt)

stats data.'explicit.csv' using 'energy' every ::0::0 nooutput
explicit_start = STATS_max
stats data.'symplectic.csv' using 'energy' every ::0::0 nooutput
symplectic_start = STATS_max

set logscale y
set format y "%g"
set ytics (1, 1.5, 2, 3, 4)
set yrange [0.9:4.5]
set xrange [0:4]
set xlabel "time (s)"
set ylabel "energy / starting energy"

plot data.'explicit.csv' using 'time':(column('energy') / explicit_start) \
         with lines linetype 2 linewidth 3.5 title 'explicit Euler (chapter 02, c = 0)', \
     growth(x) with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" \
         title '(1 + κ)^n', \
     data.'symplectic.csv' using 'time':(column('energy') / symplectic_start) \
         with lines linetype 1 linewidth 3.5 title 'symplectic Euler (c = 0)', \
     1 / (1 - omega_dt / 2) with lines dashtype (2, 4) linewidth 1.5 linecolor rgb "#1f6fb2" \
         title 'its band, 1/(1 ± ω·Δt/2)', \
     1 / (1 + omega_dt / 2) with lines dashtype (2, 4) linewidth 1.5 linecolor rgb "#1f6fb2" notitle
