# The wrecking ball's worst link, |L − L0|/L0 of the most stretched spring,
# against time over 3000 steps, at the same 8 sweeps a step: all in one step
# (ball-one-step.csv) and one in each of 8 substeps (ball-small-steps.csv).
set xlabel "time (s)"
set ylabel "worst link's stretch"
set xrange [0:50]
set logscale y
set format y "10^{%L}"
set yrange [1e-4:20]
set key bottom right Right samplen 2.5
plot data.'ball-one-step.csv' using 'time':'max_stretch' with lines linetype 3 title 'one step of 8 sweeps', \
     data.'ball-small-steps.csv' using 'time':'max_stretch' with lines linetype 1 title '8 substeps of 1 sweep'
