# Damper against drag on a falling box: the `box` scene with gravity turned
# on (g = 9.81 m/s², four particles of 1 kg, the dampers at their default
# c = 1 N·s/m in every run). The box's centre falls at the momentum over its
# 4 kg. The dampers are forces between particles, equal and opposite, so they
# leave the centre in free fall, g·t exactly; the blue curve lies on that
# line, so free fall is drawn as open circles, one a second. Drag χ = 0.01
# caps the fall at v = g·dt·(1 − χ)/χ, the fixed point of v' = (1 − χ)(v + g·dt):
# 16.2 m/s at dt = 1/60 s and half that at dt = 1/120 s (dotted levels).
g = 9.81
chi = 0.01
cap(dt) = g * dt * (1 - chi) / chi

set xrange [0:10]
set yrange [0:100]
set xlabel "time (s)"
set ylabel "speed of the box's centre (m/s)"
set key top left
set samples 11    # the functions below: free fall's circles, one a second; the caps are flat

plot data.'fall-damper.csv' using 'time':(-column('momentum_y') / 4) with lines linetype 1 \
         title 'dampers, no drag', \
     data.'fall-drag60.csv' using 'time':(-column('momentum_y') / 4) with lines linetype 2 \
         title 'dampers and drag χ = 0.01, Δt = 1/60 s', \
     data.'fall-drag120.csv' using 'time':(-column('momentum_y') / 4) with lines linetype 3 \
         title 'the same at Δt = 1/120 s', \
     g * x with points pointtype 6 pointsize 1.1 linecolor rgb "#222222" title 'free fall, g t', \
     cap(1.0 / 60) with lines dashtype (2, 4) linewidth 1.2 linecolor rgb "#222222" \
         title 'g Δt (1 − χ)/χ', \
     cap(1.0 / 120) with lines dashtype (2, 4) linewidth 1.2 linecolor rgb "#222222" notitle
