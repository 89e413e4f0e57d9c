# Energy of the C++ string article's string (the `string` scene: 80 nodes,
# k = 8000 N/m, m = 0.05 kg, gravity on) against simulated time at three time
# steps. The string starts at rest
# at height zero with every spring at rest length, so its true energy is zero
# for ever: every joule here is made by the integrator. Each run ends where
# the program reports divergence (a node more than 1 km from the origin).
# Step 0 has energy exactly 0, which a logarithmic axis cannot show: it is
# skipped. Dashed: explicit Euler's error in free fall. A falling node gains
# ½·m·g²·Δt² every step, so the 79 free nodes gain 79·½·m·g²·Δt·t by time t:
# a straight line, which this axis bends. The zigzag grows under it and
# overtakes it.
runs = "string-dt60 string-dt1000 string-dt10000"
labels = "1/60 s 1 ms 0.1 ms"

set logscale y
set format y "10^{%L}"
set yrange [1e-9:1e16]
set ytics 1e-8, 1e4, 1e16
set mytics 1
set xlabel "time (s)"
set ylabel "E (J)"
set xrange [0:1.1]
set key at 0.8, 1e15 right top
m = 0.05
g = 9.81
fall(dt, t) = 79 * 0.5 * m * g**2 * dt * t

plot for [i = 1:words(runs)] data.word(runs, i).'.csv' \
         using 'time':(column('step') > 0 ? column('energy') : NaN) \
         with lines linewidth 2.5 title 'Δt = '.word(labels, 2 * i - 1).' '.word(labels, 2 * i), \
     [0.001:0.25] fall(0.001, x) with lines dashtype (6, 4) linewidth 1.3 linecolor rgb "#222222" \
         title 'free fall, 79 · ½ m g² Δt · t', \
     [0.0001:1.1] fall(0.0001, x) with lines dashtype (6, 4) linewidth 1.3 linecolor rgb "#222222" notitle
