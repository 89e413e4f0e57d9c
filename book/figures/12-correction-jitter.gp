# The sequential wrecking ball's energy (kinetic, gravity's m·g·y and the
# springs' ½kx²) against time over 3000 steps, at correction 1, 0.8 and 0.6
# (jitter-C.csv). It starts at 0 J; springs with dampers can only lower it,
# so every part of a curve above the dotted zero line is energy the solver
# made.
set xlabel "time (s)"
set ylabel "energy (kJ)"
set xrange [0:50]
set key top right Right samplen 2.5
plot data.'jitter-1.0.csv' using 'time':(column('energy') / 1000) with lines linetype 2 title 'correction 1', \
     data.'jitter-0.8.csv' using 'time':(column('energy') / 1000) with lines linetype 4 title 'correction 0.8', \
     data.'jitter-0.6.csv' using 'time':(column('energy') / 1000) with lines linetype 1 title 'correction 0.6', \
     0 with lines linecolor rgb "#555555" dashtype (2, 3) notitle
