# The wrecking ball over 3000 steps (50 s), let go from level at rest: its
# energy (the program's `energy` column) above its start, in kJ, for chapter
# 11 at 4, 8 (its default) and 16 iterations (ball-11-N.csv), chapter 12 at
# its default 8 iterations of correction 0.6 (ball-12-8.csv) and XPBD at 4
# substeps (ball-15-4.csv). Dashed: the energy its fall from level gives
# the swing, 9.81 × (100 × 16 × 0.3 + 0.3 × 120) J, about 5 kJ. A step
# that keeps to its start or below makes no energy; chapter 11's runs climb
# far past it. Each line is the highest count so far, as chapter 14's
# figure draws it: the count itself rises and falls back, and its highest
# is what the text reads.
set xlabel "time (s)"
set ylabel "largest energy so far, above the start (kJ)"
set xrange [0:50]
set terminal svg size 760,520 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set key outside below center horizontal Left reverse samplen 2 width -3 maxrows 2
set margins 10, 3, 10, 1.5
# The highest value so far less the value at step 0 of each file, in kJ.
above(e) = (column('step') == 0 ? (e0 = e, top = e) : (top = e > top ? e : top), (top - e0) / 1000)
fall = 9.81 * (100 * 16 * 0.3 + 0.3 * 120) / 1000
plot data.'ball-11-4.csv' using 'time':(above(column('energy'))) with lines linecolor rgb "#e07b7b" linewidth 2 dashtype (2, 3) title 'ch. 11, 4 sweeps', \
     data.'ball-11-8.csv' using 'time':(above(column('energy'))) with lines linecolor rgb "#d62728" linewidth 2 title 'ch. 11, 8', \
     data.'ball-11-16.csv' using 'time':(above(column('energy'))) with lines linecolor rgb "#7a0f10" linewidth 2 dashtype (10, 4) title 'ch. 11, 16', \
     data.'ball-12-8.csv' using 'time':(above(column('energy'))) with lines linetype 3 linewidth 2 title 'ch. 12, 8 at 0.6', \
     data.'ball-15-4.csv' using 'time':(above(column('energy'))) with lines linetype 1 linewidth 2 title 'XPBD, 4 substeps', \
     fall with lines linecolor rgb "#333333" dashtype (12, 6) linewidth 1 title 'its fall from level'
