# The chapter page's picture of the spin-up: the spinning `box` at the
# defaults (k = 20 N/m, m = 1 kg a corner, c = 1 N·s/m, dt = 1/60 s, no
# gravity), its angular momentum about the centre, read from corner 0 of a
# --dump as 4·m·(x·vy − y·vx): the box stays a square about the origin, by
# symmetry, so the four corners carry the same. It is what the page's
# aside derives: after the first step (from rest length, no pull) it grows
# at every step, by about θ̇²dt² of itself. The appendix's 02-damping-spin
# plots the spin θ̇ instead, which dips at first as the corners fly out.
# The dump has four rows a step, corner 0 first, so `every 4` reads corner 0
# (corner() checks it). The 700 steps are those of chapter 02's screenshot.
corner(col) = (strcol('kind') eq 'p' && column('index') == 0) ? col : NaN
momentum = "(corner(4 * (column('x') * column('vy') - column('y') * column('vx'))))"

set xrange [0:700]
set yrange [0:30]
set xlabel "step n"
set ylabel "angular momentum (kg·m²/s)"
set key top left

plot 4 with lines dashtype (5, 5) linewidth 1.2 linecolor rgb "#222222" \
         title 'what it starts with, 4 kg·m²/s', \
     data.'spin-c1.csv' every 4 using 'step':@momentum with lines linetype 2 \
         title 'c = 1 N·s/m (the default)'
