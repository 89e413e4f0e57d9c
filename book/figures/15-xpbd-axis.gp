# The wrecking ball at one step of sweeps a step (one substep), its energy
# against time over 50 s, in kJ from where it was let go: XPBD as it is,
# each spring's axis where its ends arrive, at 8 sweeps (arrived-8.csv),
# and the same substep with the switch axis=start, each axis where the
# substep found its ends, at 8 and 20 sweeps (start-8.csv, start-20.csv).
# Dashed: the energy it started with, which no step should rise above.
set xlabel "time (s)"
set ylabel "energy (kJ)"
set xrange [0:50]
set yrange [-10:50]
set key top left Left reverse samplen 2.5
# Colours as in the projection figure: violet the axis at the start (light
# at 20 sweeps), blue XPBD.
plot data.'start-20.csv' using 'time':(column('energy')/1000) with lines linecolor rgb "#c4adec" linewidth 4 title 'axis at the start, 20 sweeps', \
     data.'start-8.csv' using 'time':(column('energy')/1000) with lines linecolor rgb "#5b2a9a" linewidth 1.8 title 'axis at the start, 8 sweeps', \
     data.'arrived-8.csv' using 'time':(column('energy')/1000) with lines linetype 1 title 'axis where the ends arrive (XPBD), 8 sweeps', \
     0 with lines linecolor rgb "#333333" linewidth 1 dashtype (12, 6) title 'the energy it was let go with'
