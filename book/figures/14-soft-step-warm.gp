# The highest the wrecking ball's energy count has been so far, above its
# start (the program's `energy` column, which weighs a stretch at
# Cs·m_red/h², below the spring's k), over its first 480 steps (8 s) at the
# program's defaults (Box2D's: 4 substeps of one sweep, 60 Hz, ζ = 2):
# warm-started without relax (count-r0.csv), with one relax sweep
# (count-r1.csv), and without the warm start, with one relax sweep
# (count-c1.csv) or none (count-c0.csv). The ball starts at rest,
# unstretched, so the count at step 0 is its start (0 J) and a rise above
# it is energy made. The count itself dips far below at each swing's bottom,
# where it weighs the stretched chain low: its running maximum shows only
# the rises. The red run is drawn first; the three runs that never rise
# lie on zero, drawn over it one on another, widest first (green, then
# orange, then blue), so that each shows as a stripe of the line at zero.
set xlabel "time (s)"
set ylabel "highest count so far, above the start (J)"
set xrange [0:8]
set yrange [-20:250]
set key top left Left reverse samplen 2.5
# The running maximum of a column, restarted at step 0 of each file.
top(e) = (column('step') == 0 ? m = e : (e > m ? m = e : m), m)
plot data.'count-r0.csv' using 'time':(top(column('energy'))) with lines linetype 2 title 'warm start, no relax', \
     data.'count-c1.csv' using 'time':(top(column('energy'))) with lines linetype 3 linewidth 9 title 'no warm start, 1 relax sweep', \
     data.'count-c0.csv' using 'time':(top(column('energy'))) with lines linetype 4 linewidth 5 title 'no warm start, no relax', \
     data.'count-r1.csv' using 'time':(top(column('energy'))) with lines linetype 1 linewidth 1.5 title 'warm start, 1 relax sweep'
