# The wrecking ball's energy above its start, in kJ, over 3000 steps at
# 8 substeps of one sweep, 240 Hz, ζ = 1: the whole warm start with one
# relax sweep (s8-relax1-240.csv) and with four (s8-relax4-240.csv), and one
# relax sweep without the warm start (cold-240.csv). The ball starts at
# rest, so its energy at step 0 is its start. Drawn over the first 8 s,
# where the rise happens (its largest, 3.7 kJ, at 6.9 s): each pass through
# the bottom is a dip (the chain's stretch, which the count weighs at
# Cs·m/h², far below the spring's m·ω²) and then a step up. Later swings
# take energy out as well as put it in, so the plot stops here.
set xlabel "time (s)"
set ylabel "energy above the start (kJ)"
set xrange [0:8]
set key top left Left reverse samplen 2.5
set arrow from 0,0 to 8,0 nohead linecolor rgb "#6b6b6b" dashtype (4, 4)
plot data.'s8-relax1-240.csv' using 'time':(column('energy')/1000) with lines linetype 2 title 'warm start, 1 relax sweep', \
     data.'s8-relax4-240.csv' using 'time':(column('energy')/1000) with lines linetype 1 title 'warm start, 4 relax sweeps', \
     data.'cold-240.csv' using 'time':(column('energy')/1000) with lines linetype 3 title 'no warm start, 1 relax sweep'
