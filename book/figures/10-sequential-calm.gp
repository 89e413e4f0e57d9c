# The sequential wrecking ball at its defaults (Cs = Cd = 1, 8 iterations),
# let go from level at rest, over its first 600 steps (10 s). Above: the
# energy count (the program's `energy` column) in kJ; it starts at 0, and
# gravity and the dampers can only keep or lower it, so a rise is the
# solver's. Below: the ball's height (particle 16 of the dump) in metres,
# 0 at the anchor. The dump has 17 rows a step, particles 0 to 16; the
# ball is the last.
set terminal svg size 760,460 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set xrange [0:10]
set lmargin 10
set rmargin 3
set multiplot
# Top: the energy count.
set size 1, 0.55
set origin 0, 0.45
set tmargin 1
set bmargin 1
set format x ""
set ylabel "energy (kJ)"
set xzeroaxis linecolor rgb "#9a9a9a" linewidth 1
unset key
plot data.'calm.csv' using 'time':(column('energy')/1000) with lines linetype 1 linewidth 2
# Bottom: the ball's height.
set size 1, 0.45
set origin 0, 0
set tmargin 0.5
set bmargin 3.5
set format x "%g"
set xlabel "time (s)"
set ylabel "ball height (m)"
set yrange [-10:1]
plot data.'calm-ball.csv' every 17::16 using (column('step')/60.0):'y' with lines linetype 2 linewidth 2
unset multiplot
