# The rope let go from the horizontal, its springs' mean stretch over 600
# steps: chapter 09's naive solver at the rule's coefficients (rope-09.csv),
# chapter 10's sequential solver at 8 iterations (rope-10.csv) and chapter
# 11's, warm-started (rope-11.csv), chapter 12's at its correction of 0.6
# (rope-12.csv), chapter 13's 8 small steps of one sweep (rope-13.csv),
# chapter 14's soft step (rope-14.csv) and chapter 15's XPBD (rope-15.csv).
set logscale y 10
set format y "10^{%L}"
set yrange [1e-5:1e3]
set xrange [0:10]
set xlabel "time (s)"
set ylabel "mean stretch of the springs"
set key top right Right samplen 2.5

plot data.'rope-09.csv' using 'time':'mean_stretch' with lines linetype 2 title 'chapter 09, naive', \
     data.'rope-10.csv' using 'time':'mean_stretch' with lines linetype 1 title 'chapter 10, sequential', \
     data.'rope-11.csv' using 'time':'mean_stretch' with lines linetype 3 title 'chapter 11, warm-started', \
     data.'rope-12.csv' using 'time':'mean_stretch' with lines linetype 4 title 'chapter 12, correction 0.6', \
     data.'rope-13.csv' using 'time':'mean_stretch' with lines linetype 5 title 'chapter 13, small steps', \
     data.'rope-14.csv' using 'time':'mean_stretch' with lines linewidth 2 linecolor rgb "#40beb4" title 'chapter 14, soft step', \
     data.'rope-15.csv' using 'time':'mean_stretch' with lines linewidth 2 linecolor rgb "#ec70a8" title 'chapter 15, XPBD'
