# The string's mean stretch against time over 1200 steps, small steps of
# one sweep at 2, 4, 8 and 16 substeps, and 8 substeps of 2 sweeps
# (string-NxI.csv). On the logarithmic scale a factor is a fixed gap:
# each doubling of the substeps lowers the curve by four, a doubling of
# the sweeps by two.
set xlabel "time (s)"
set ylabel "mean stretch"
set xrange [0:20]
set logscale y
set format y "10^{%L}"
set key top right Right samplen 2.5 maxrows 3
plot data.'string-2x1.csv' using 'time':'mean_stretch' with lines linetype 2 title '2 × 1', \
     data.'string-4x1.csv' using 'time':'mean_stretch' with lines linetype 4 title '4 × 1', \
     data.'string-8x1.csv' using 'time':'mean_stretch' with lines linetype 1 title '8 × 1', \
     data.'string-16x1.csv' using 'time':'mean_stretch' with lines linetype 3 title '16 × 1', \
     data.'string-8x2.csv' using 'time':'mean_stretch' with lines linetype 5 dashtype (4, 3) title '8 × 2'
