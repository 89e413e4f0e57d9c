# The pendulum's distance error in mm against step, and the text's estimate
# x ≈ (g·cos θ + v²/(2L))·Δt², computed from the same row: v² = 2·kinetic/m,
# and the height y from potential = m·g·y + ½·k·x² with k = m/Δt². The bob
# hangs a distance −y below the anchor, so cos θ = −y/L. L = 1 m, m = 1 kg.
dt = 1.0 / 60
g = 9.81
m = 1.0
L = 1.0
k = m / dt**2
mm = 1000.0

stretch(s) = s * L
height(potential, s) = (potential - 0.5 * k * stretch(s)**2) / (m * g)
estimate(kinetic, potential, s) = \
    (g * (-height(potential, s)) / L + (2 * kinetic / m) / (2 * L)) * dt**2

set xrange [0:300]
set xtics 30
set yrange [0:7.2]
set xlabel "step n (Δt = 1/60 s)"
set ylabel "distance error |L − L_0| (mm)"
set key top left horizontal maxrows 1 Left reverse samplen 3 width 1

set arrow from 0, g*dt**2*mm to 300, g*dt**2*mm nohead dashtype (3, 3) linecolor rgb "#9a9a9a" back
set label "g Δt^2" at 302, g*dt**2*mm left textcolor rgb "#666666"
set arrow from 0, 2*g*dt**2*mm to 300, 2*g*dt**2*mm nohead dashtype (3, 3) linecolor rgb "#9a9a9a" back
set label "2g Δt^2" at 302, 2*g*dt**2*mm left textcolor rgb "#666666"
set margins 10, 9, 4, 1.5

plot data.'pendulum.csv' using 'step':(stretch(column('max_stretch')) * mm) \
         with lines linewidth 3.5 title 'measured', \
     data.'pendulum.csv' using 'step':(estimate(column('kinetic'), column('potential'), \
                                                column('max_stretch')) * mm) \
         with lines dashtype (5, 5) linewidth 1.5 linecolor rgb "#222222" \
         title '(g cos θ + v_t^2/2L) Δt^2'
