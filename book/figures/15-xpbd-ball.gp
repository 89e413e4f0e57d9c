# The wrecking ball's worst link, 100·|L − L0|/L0 of the most stretched spring,
# against time over 3000 steps at 20 substeps of one sweep: XPBD
# (ball-xpbd.csv), the soft step at the pair's 60 Hz and ζ 2
# (ball-soft.csv), and the soft step at 300 Hz and ζ 1 (ball-stiff.csv).
set xlabel "time (s)"
set ylabel "worst link's stretch (% of its length)"
set xrange [0:50]
set logscale y
set format y "%g"
set yrange [1e-2:100]
set key top right Right samplen 2.5 maxrows 3
plot data.'ball-soft.csv' using 'time':(100*column('max_stretch')) with lines linetype 3 title 'soft step, 60 Hz, ζ 2', \
     data.'ball-stiff.csv' using 'time':(100*column('max_stretch')) with lines linetype 4 title 'soft step, 300 Hz, ζ 1', \
     data.'ball-xpbd.csv' using 'time':(100*column('max_stretch')) with lines linetype 2 title 'XPBD, rigid'
