# The chapter page's picture of the spin-up: the spinning `box` at the
# defaults alone (k = 20 N/m, m = 1 kg, c = 1 N·s/m, dt = 1/60 s, no
# gravity); the appendix's 02-damping-spin adds c = 10 N·s/m. Its spin θ̇,
# read from corner 0 of a --dump as (x·vy − y·vx)/(x² + y²), its angular
# momentum over its moment of inertia about the centre (the box stays a
# square about the origin, by symmetry, so one corner speaks for all four).
# The spin first dips, as the corners fly out from rest length until the
# springs pull, then climbs by about θ̇²dt² of the angular momentum a step.
# The dump has four rows a step, corner 0 first, so `every 4` reads corner 0
# (corner() checks it). The 700 steps are those of chapter 02's screenshot.
corner(col) = (strcol('kind') eq 'p' && column('index') == 0) ? col : NaN
spin = "(corner((column('x') * column('vy') - column('y') * column('vx')) / (column('x')**2 + column('y')**2)))"

set xrange [0:700]
set yrange [0:6]
set xlabel "step n"
set ylabel "spin θ̇ (rad/s)"
set key top left

plot 2 with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" \
         title 'the spin it starts with, 2 rad/s', \
     data.'spin-c1.csv' every 4 using 'step':@spin with lines linetype 2 \
         title 'c = 1 N·s/m (the default)'
