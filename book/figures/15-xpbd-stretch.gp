# The wrecking ball's worst link against time over the first 10 s, at the
# defaults, from one run of the pair (pair.csv): the soft step's stretch
# (its columns prefixed soft-step_) and XPBD's (xpbd_), in percent of the
# rest length, with the course's target for a worst link, 5 %, dashed.
set xlabel "time (s)"
set ylabel "worst link's stretch (%)"
set xrange [0:10]
set yrange [0:22]
set key top center Left reverse samplen 2.5
plot data.'pair.csv' using 'soft-step_time':(100*column('soft-step_max_stretch')) with lines linetype 3 title 'soft step', \
     data.'pair.csv' using 'xpbd_time':(100*column('xpbd_max_stretch')) with lines linetype 2 title 'XPBD', \
     5 with lines linecolor rgb "#333333" linewidth 1 dashtype (4, 4) title 'target, 5 %'
