# The wrecking ball's energy above its start, in kJ, over its first 600
# steps (10 s) at the program's defaults (Box2D's: 4 substeps of one sweep,
# 60 Hz, ζ = 2): warm-started without relax (warm-r0.csv), with one relax
# sweep (warm-r1.csv), and with one relax sweep and no warm start
# (cold-r1.csv). The ball starts at rest, so its energy at step 0 is its
# start. Each pass through the bottom is a dip: the chain stretches, the
# ball drops, and the count weighs the stretch at Cs·m_red/h², about a
# tenth of the spring's m·ω² at these settings. The floor takes the
# deepest dip (red, near -5 kJ) whole; the rise above the start, 205 J at
# most, still shows above the dashed zero line.
set xlabel "time (s)"
set ylabel "energy above the start (kJ)"
set xrange [0:10]
set yrange [-5.25:0.5]
set key bottom left Left reverse samplen 2.5
set arrow from 0,0 to 10,0 nohead linecolor rgb "#6b6b6b" dashtype (4, 4)
plot data.'warm-r0.csv' using 'time':(column('energy')/1000) with lines linetype 2 title 'warm start, no relax', \
     data.'warm-r1.csv' using 'time':(column('energy')/1000) with lines linetype 1 title 'warm start, 1 relax sweep', \
     data.'cold-r1.csv' using 'time':(column('energy')/1000) with lines linetype 3 title 'no warm start, 1 relax sweep'
