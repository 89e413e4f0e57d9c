# The wrecking ball's energy count above its start (the program's `energy`
# column, which weighs a stretch at Cs·m_red/h², below the spring's k) over
# its first 480 steps (8 s) at the program's defaults (Box2D's: 4 substeps of
# one sweep, 60 Hz, ζ = 2): warm-started without relax (count-r0.csv), with
# one relax sweep (count-r1.csv), and without the warm start, with one relax
# sweep (count-c1.csv) or none (count-c0.csv). The ball starts at rest, unstretched, so a rise above zero
# is energy made. The flat stretches are the ball high in its swing; the dips
# are the chain stretched at the bottom, weighed low. The axis stops at
# -1500 J: the deeper dips are cut, the flat stretches all show.
set xlabel "time (s)"
set ylabel "energy count above the start (J)"
set xrange [0:8]
set yrange [-1500:1000]
set ytics -1500,500,500
set key top right Right samplen 2.5
set arrow from 0,0 to 8,0 nohead linecolor rgb "#6b6b6b" dashtype (4, 4)
plot data.'count-r0.csv' using 'time':'energy' with lines linetype 2 title 'warm start, no relax', \
     data.'count-r1.csv' using 'time':'energy' with lines linetype 1 title 'warm start, 1 relax sweep', \
     data.'count-c1.csv' using 'time':'energy' with lines linetype 3 title 'no warm start, 1 relax sweep', \
     data.'count-c0.csv' using 'time':'energy' with lines linetype 4 title 'no warm start, no relax'
