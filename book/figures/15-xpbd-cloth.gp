# The 96 × 96 cloth's worst spring against time over its first second
# (60 steps), XPBD at 20 substeps of one sweep: the springs swept in the
# order the scene made them (cloth-scene.csv) and shuffled
# (cloth-shuffled.csv).
set xlabel "time (s)"
set ylabel "worst spring's stretch (% of its length)"
set xrange [0:1]
set logscale y
set format y "%g"
set yrange [1e-2:1e4]
set key top left samplen 2.5
plot data.'cloth-scene.csv' using 'time':(100*column('max_stretch')) with lines linetype 2 title "in the scene's order", \
     data.'cloth-shuffled.csv' using 'time':(100*column('max_stretch')) with lines linetype 1 title 'shuffled'
